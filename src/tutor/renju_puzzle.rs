//! The Renju side of a puzzle session: stones as moves, the Renju solvers as judge. The right
//! moves of the start position are worked out when the session opens, so the learner's first
//! move is judged by a look-up; the solvers keep their tables between moves.

use crate::content::evaluate_renju::{read_renju_board, read_renju_point, stone};
use crate::content::{Finding, Puzzle, PuzzleGoal, PuzzlePosition};
use crate::rules::renju::{
    BlackMove, Board, ForbiddenVerdict, Point, Refusal, Stone, classify_black,
    explain_forbidden_with,
};
use crate::solve::bounded::Budget;
use crate::solve::renju::session::{RightMovesSearch, SessionSolver};
use crate::solve::renju::vcf::DEFAULT_LIMIT;
use crate::solve::renju::vct::DEFAULT_VCT_NODES;
use crate::solve::renju::{RenjuGoal, Rules};

use super::puzzle_session::{PuzzleRules, PuzzleSession, SessionError, Theme};

/// A Renju position in a puzzle: the stones, who moves, and the last stone played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenjuPosition {
    /// The stones.
    pub board: Board,
    /// Who moves.
    pub to_move: Stone,
    /// The last stone played in the session, if any.
    pub last: Option<Point>,
    /// Whether the last stone made five (the game is over).
    pub five: bool,
}

impl RenjuPosition {
    /// A start position with `to_move` to play.
    pub fn new(board: Board, to_move: Stone) -> RenjuPosition {
        RenjuPosition {
            board,
            to_move,
            last: None,
            five: false,
        }
    }
}

/// Renju rules and solvers for a session. Sessions count plies; Renju puzzles count the
/// learner's moves (`moves`), so a session of N moves has 2N − 1 plies. A puzzle without a
/// length gets the VCF search's limit of moves and asks the solver without a limit.
pub struct RenjuRules {
    solver: SessionSolver,
    /// Whether the puzzle states its length (else the solver is asked without one).
    limited: bool,
    /// Whether the last move judged right in a VCF puzzle wins by threes, not by fours.
    won_by_threes: bool,
}

impl RenjuRules {
    /// Rules for a puzzle with `goal` where `learner` moves first; `limited` when the puzzle
    /// states its length.
    pub fn new(rules: Rules, goal: RenjuGoal, learner: Stone, limited: bool) -> RenjuRules {
        RenjuRules {
            solver: SessionSolver::new(rules, goal, learner),
            limited,
            won_by_threes: false,
        }
    }

    /// Rules whose VCT questions each visit at most `nodes` positions.
    pub fn with_node_budget(mut self, nodes: u64) -> RenjuRules {
        self.set_node_budget(nodes);
        self
    }

    /// Lets each VCT question visit at most `nodes` positions from now on.
    pub fn set_node_budget(&mut self, nodes: u64) {
        self.solver.set_node_budget(nodes);
    }

    /// The puzzle's goal.
    pub fn goal(&self) -> RenjuGoal {
        self.solver.goal()
    }

    /// The learner's colour.
    pub fn learner(&self) -> Stone {
        self.solver.learner()
    }

    /// The rules played by.
    pub fn rules(&self) -> Rules {
        self.solver.rules()
    }

    /// Whether the learner's last right move in a VCF puzzle wins by threes (a VCT within the
    /// puzzle's length) rather than by fours: right too, and worth saying so.
    pub fn last_move_wins_by_threes(&self) -> bool {
        self.won_by_threes
    }

    /// The solver, for callers that want more than the session asks.
    pub fn solver_mut(&mut self) -> &mut SessionSolver {
        &mut self.solver
    }

    /// The learner's moves for `plies` plies with the learner to move (N moves = 2N − 1). At
    /// least one: a VCT puzzle's `moves` counts threats, and once they are used up the learner
    /// may still finish with fours (the session's count has run out by then).
    fn moves_to_play(&self, plies: u32) -> Option<u8> {
        self.limited
            .then(|| u8::try_from(plies.div_ceil(2).max(1)).unwrap_or(u8::MAX))
    }

    /// The learner's moves before the move just played, `plies` plies being left after it.
    fn moves_before(&self, plies: u32) -> Option<u8> {
        self.limited
            .then(|| u8::try_from(plies / 2 + 1).unwrap_or(u8::MAX))
    }

    /// Why `point` is refused for the side to move, if it is.
    fn refusal(&self, position: &RenjuPosition, point: Point) -> Option<Refusal> {
        let rules = self.rules();
        if position.five {
            return Some(Refusal::GameOver);
        }
        if !position.board.is_empty(point) {
            return Some(Refusal::Occupied { point });
        }
        if rules.is_legal(&position.board, point, position.to_move) {
            return None;
        }
        let verdict =
            explain_forbidden_with(&position.board, point, rules.three_rule).or_else(|| {
                // The fast test and the full explanation agree; this is a fallback only.
                match classify_black(&position.board, point, rules.three_rule) {
                    BlackMove::Forbidden(kind) => Some(ForbiddenVerdict {
                        kind,
                        lines: Vec::new(),
                    }),
                    BlackMove::Five | BlackMove::Plain => None,
                }
            })?;
        Some(Refusal::ForbiddenPoint { point, verdict })
    }
}

impl PuzzleRules for RenjuRules {
    type Position = RenjuPosition;
    type Move = Point;
    type Point = Point;
    type Refusal = Refusal;

    fn check(&self, position: &RenjuPosition, point: Point) -> Result<RenjuPosition, Refusal> {
        if let Some(refusal) = self.refusal(position, point) {
            return Err(refusal);
        }
        let rules = self.rules();
        let five = rules.makes_win(&position.board, point, position.to_move);
        Ok(RenjuPosition {
            board: position.board.with(point, position.to_move),
            to_move: position.to_move.opponent(),
            last: Some(point),
            five,
        })
    }

    /// Lost: the last stone made five; or the side to move cannot stop a five (every point
    /// that would is forbidden to it: a forbidden trap); or, in a `defend` puzzle, the
    /// attacker to move has no VCF left (the learner's defence held).
    fn is_lost(&mut self, position: &RenjuPosition) -> bool {
        if position.five {
            return true;
        }
        if self.goal() == RenjuGoal::Defend && position.to_move != self.learner() {
            return self.solver.still_wins(&position.board, None) == Some(true);
        }
        let rules = self.rules();
        let board = &position.board;
        let side = position.to_move;
        if rules.win_points(board, side).is_empty() {
            let threats = rules.win_points(board, side.opponent());
            if !threats.is_empty()
                && threats
                    .iter()
                    .all(|&point| rules.is_forbidden(board, point, side))
            {
                return true;
            }
        }
        false
    }

    fn still_wins(&mut self, position: &RenjuPosition, plies: u32) -> Option<bool> {
        let moves = self.moves_before(plies);
        let verdict = self.solver.still_wins(&position.board, moves);
        self.won_by_threes = verdict == Some(true)
            && self.goal() == RenjuGoal::Vcf
            && self
                .rules()
                .win_points(&position.board, self.learner().opponent())
                .is_empty()
            && !self.solver.wins_by_fours(&position.board, moves);
        verdict
    }

    fn best_reply(&mut self, position: &RenjuPosition, plies: u32) -> Option<Point> {
        let moves = self.moves_before(plies);
        self.solver.best_reply(&position.board, moves)
    }

    fn win_distance(&mut self, position: &RenjuPosition, plies: u32) -> Option<u32> {
        let moves = self.moves_to_play(plies);
        self.solver.win_distance(&position.board, moves)
    }

    fn winning_moves(&mut self, position: &RenjuPosition, plies: u32) -> Vec<Point> {
        let moves = self.moves_to_play(plies);
        self.solver
            .right_moves(&position.board, moves)
            .unwrap_or_default()
    }

    fn winning_line(&mut self, position: &RenjuPosition, plies: u32) -> Vec<Point> {
        let moves = self.moves_to_play(plies);
        let line = self.solver.winning_line(&position.board, moves);
        if line.is_empty() {
            // A defence is one move: the first right one.
            return self
                .winning_moves(position, plies)
                .first()
                .map(|&point| vec![point])
                .unwrap_or_default();
        }
        line
    }

    /// The first move of the solver's line (a VCF when there is one) if it is right, so hints
    /// lead to the quickest win; else the first right move.
    fn suggested_move(&mut self, position: &RenjuPosition, plies: u32) -> Option<Point> {
        let right = self.winning_moves(position, plies);
        let moves = self.moves_to_play(plies);
        let line = self.solver.winning_line(&position.board, moves);
        match line.first() {
            Some(first) if right.contains(first) => Some(*first),
            _ => right.first().copied(),
        }
    }

    fn hint_point(&self, _position: &RenjuPosition, point: Point) -> Point {
        point
    }
}

/// A Renju puzzle session.
pub type RenjuSession = PuzzleSession<RenjuRules>;

/// The solver's goal for a puzzle file's goal word.
pub fn renju_goal(goal: PuzzleGoal) -> RenjuGoal {
    match goal {
        PuzzleGoal::WinIn => RenjuGoal::WinIn,
        PuzzleGoal::Vcf => RenjuGoal::Vcf,
        PuzzleGoal::Vct => RenjuGoal::Vct,
        PuzzleGoal::Defend => RenjuGoal::Defend,
        PuzzleGoal::ForbiddenTrap => RenjuGoal::ForbiddenTrap,
    }
}

/// A session for a loaded Renju puzzle. The right first moves are worked out here, so opening
/// takes the longest (a VCT puzzle up to a second or so); `budget.max_nodes` caps each VCT
/// question (at most the prover's own budget); `budget.cancel` stops the VCT searches (the
/// session's answers are then "undecided"), so a session being opened on another thread can
/// be abandoned. [`open_renju_session`] does the same work in slices.
pub fn renju_session(puzzle: &Puzzle, budget: Budget) -> Result<RenjuSession, SessionError> {
    let mut parts = parts(puzzle, budget)?;
    // Work out the right first moves now: the learner's first move is then a look-up.
    parts.rules.winning_moves(&parts.start, parts.plies);
    Ok(parts.into_session())
}

/// A session for a loaded Renju puzzle that works out nothing in advance: every learner move,
/// the first too, is judged by the solver when it is played. The app always opens sessions
/// with [`renju_session`] or [`open_renju_session`]; this one times the judge alone
/// (`benches/engines/renju_judge.rs` asks it about every threat a learner could play).
pub fn renju_session_unprepared(
    puzzle: &Puzzle,
    budget: Budget,
) -> Result<RenjuSession, SessionError> {
    Ok(parts(puzzle, budget)?.into_session())
}

/// A Renju session being opened in slices, for a caller with one thread (the browser's page):
/// [`RenjuSessionOpening::step`] works out the right first moves a bounded number of search
/// positions at a time. The session it gives is the one [`renju_session`] gives: the same
/// right moves from the same searches with the same budgets.
#[derive(Debug)]
pub struct RenjuSessionOpening {
    /// Everything but the right first moves; taken when the session is handed over.
    parts: Option<Parts>,
    search: RightMovesSearch,
}

/// What a session is made of, read from the puzzle.
struct Parts {
    rules: RenjuRules,
    start: RenjuPosition,
    plies: u32,
    lines: Vec<Vec<Point>>,
    themes: Vec<Theme>,
}

impl Parts {
    fn into_session(self) -> RenjuSession {
        PuzzleSession::new(self.rules, self.start, self.plies, self.lines, self.themes)
    }
}

impl std::fmt::Debug for Parts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parts").field("plies", &self.plies).finish()
    }
}

/// Starts opening a session for a loaded Renju puzzle in slices (see [`renju_session`] for
/// `budget`); reading the puzzle is quick, the search waits for [`RenjuSessionOpening::step`].
pub fn open_renju_session(
    puzzle: &Puzzle,
    budget: Budget,
) -> Result<RenjuSessionOpening, SessionError> {
    let parts = parts(puzzle, budget)?;
    let moves = parts.rules.moves_to_play(parts.plies);
    let search = parts
        .rules
        .solver
        .start_right_moves(&parts.start.board, moves);
    Ok(RenjuSessionOpening {
        parts: Some(parts),
        search,
    })
}

impl RenjuSessionOpening {
    /// Goes on for about `nodes` search positions (see [`Self::last_step_nodes`]); the session
    /// once its right first moves are known (then later steps give nothing).
    pub fn step(&mut self, nodes: u64) -> Option<RenjuSession> {
        let parts = self.parts.as_mut()?;
        parts
            .rules
            .solver
            .step_right_moves(&mut self.search, nodes)?;
        Some(self.parts.take()?.into_session())
    }

    /// The search positions the last step visited: at most what it was given and
    /// [`Self::last_step_vcf_nodes`].
    pub fn last_step_nodes(&self) -> u64 {
        self.search.last_step_nodes()
    }

    /// The positions of the VCF search of the last VCT position the last step entered (the
    /// one search a step never cuts).
    pub fn last_step_vcf_nodes(&self) -> u64 {
        self.search.last_step_vcf_nodes()
    }
}

/// Reads `puzzle` into the parts of a session (no search yet).
fn parts(puzzle: &Puzzle, budget: Budget) -> Result<Parts, SessionError> {
    let PuzzlePosition::Renju { stones, to_move } = &puzzle.position else {
        return Err(SessionError::WrongGame);
    };
    let options = puzzle
        .rules
        .renju_options()
        .map_err(SessionError::BadRenjuRules)?;
    let board = read_renju_board(stones, &options).map_err(SessionError::BadRenjuPosition)?;
    let learner = stone(stones.side_to_move(to_move.as_ref()));
    let goal = renju_goal(*puzzle.goal.get_ref());
    let rules = Rules {
        rule_set: options.rule_set,
        three_rule: options.three_rule,
    };
    let limited = puzzle.moves.is_some() && goal != RenjuGoal::Defend;
    let plies = match &puzzle.moves {
        Some(moves) if limited => (moves.get_ref() * 2).saturating_sub(1).max(1),
        _ => 2 * u32::from(DEFAULT_LIMIT) - 1,
    };
    let lines = puzzle
        .solution
        .iter()
        .map(|line| {
            line.iter()
                .map(|text| {
                    read_renju_point(text).map_err(|_: Finding| SessionError::BadSolutionMove {
                        text: text.get_ref().clone(),
                    })
                })
                .collect::<Result<Vec<Point>, SessionError>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    let themes = puzzle
        .themes
        .iter()
        .map(|tag| Theme::from_tag(tag.get_ref()))
        .collect();
    let nodes = budget.max_nodes.min(DEFAULT_VCT_NODES);
    let mut rules = RenjuRules::new(rules, goal, learner, limited).with_node_budget(nodes);
    rules.solver_mut().set_cancel(budget.cancel);
    let start = RenjuPosition::new(board, learner);
    Ok(Parts {
        rules,
        start,
        plies,
        lines,
        themes,
    })
}
