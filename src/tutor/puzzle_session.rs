//! A puzzle session: judges the learner's moves with the solver (any move that keeps the forced
//! win is right), answers with the longest defence, climbs the hint ladder and keeps the score.
//! Game-generic through `PuzzleRules`; `JungleRules` is the Jungle side (the Renju side is in
//! `tutor::renju_puzzle`).

use crate::content::{Finding, Puzzle, PuzzleGoal, PuzzlePosition, RulesTable};
use crate::rules::jungle::{Animal, FenError, Move, OptionError, Position, Refusal, RuleOptions};
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::jungle::{JungleGame, JungleSearcher};
use crate::solve::jungle_defence::{DefenceVerdict, attacking_line, judge_defence};

pub use crate::solve::feedback::{Feedback, Hint, PieceAt, Score, Theme};
pub use crate::solve::jungle::JungleGoal;

/// What a session needs from a game and its solver. Positions given to `still_wins` and
/// `best_reply` have the defender to move; `winning_moves` and `winning_line` the attacker.
pub trait PuzzleRules {
    /// A position, side to move included.
    type Position: Clone;
    /// A move.
    type Move: Copy + Ord + Eq + std::fmt::Debug;
    /// Where hint 1 points (a square and the animal on it, a point …).
    type Point: Clone + std::fmt::Debug;
    /// The engine's reason for refusing a move.
    type Refusal: Clone + std::fmt::Debug;

    /// Checks a move and plays it, or says why it is illegal.
    fn check(
        &self,
        position: &Self::Position,
        mv: Self::Move,
    ) -> Result<Self::Position, Self::Refusal>;

    /// Whether the side to move has lost already (the attacker's last move won).
    fn is_lost(&mut self, position: &Self::Position) -> bool;

    /// Whether the defender to move loses within `plies` (its own moves included); `None` when
    /// the solver ran out of budget.
    fn still_wins(&mut self, position: &Self::Position, plies: u32) -> Option<bool>;

    /// The defender's longest defence against a win within `plies`.
    fn best_reply(&mut self, position: &Self::Position, plies: u32) -> Option<Self::Move>;

    /// The attacker's fastest win in plies, if within `plies`.
    fn win_distance(&mut self, position: &Self::Position, plies: u32) -> Option<u32>;

    /// Every attacker move that wins within `plies`, sorted.
    fn winning_moves(&mut self, position: &Self::Position, plies: u32) -> Vec<Self::Move>;

    /// The fastest win against the longest defence.
    fn winning_line(&mut self, position: &Self::Position, plies: u32) -> Vec<Self::Move>;

    /// The winning move to suggest when the game has left the author's lines: by default the
    /// first of [`Self::winning_moves`].
    fn suggested_move(&mut self, position: &Self::Position, plies: u32) -> Option<Self::Move> {
        self.winning_moves(position, plies).first().copied()
    }

    /// Where the piece making `mv` stands (hint 1).
    fn hint_point(&self, position: &Self::Position, mv: Self::Move) -> Self::Point;
}

/// A puzzle in progress.
pub struct PuzzleSession<R: PuzzleRules> {
    rules: R,
    start: R::Position,
    plies: u32,
    position: R::Position,
    plies_left: u32,
    played: Vec<R::Move>,
    author_lines: Vec<Vec<R::Move>>,
    themes: Vec<Theme>,
    hint_level: u8,
    score: Score,
}

impl<R: PuzzleRules> PuzzleSession<R> {
    /// A session from `start` (attacker to move) with `plies` to win in and the author's lines.
    pub fn new(
        rules: R,
        start: R::Position,
        plies: u32,
        author_lines: Vec<Vec<R::Move>>,
        themes: Vec<Theme>,
    ) -> Self {
        PuzzleSession {
            rules,
            position: start.clone(),
            start,
            plies,
            plies_left: plies,
            played: Vec::new(),
            author_lines,
            themes,
            hint_level: 0,
            score: Score::default(),
        }
    }

    /// The current position (the learner to move unless solved).
    pub fn position(&self) -> &R::Position {
        &self.position
    }

    /// Moves played so far by both sides, from the start.
    pub fn played(&self) -> &[R::Move] {
        &self.played
    }

    /// Moves of the learner still allowed.
    pub fn moves_left(&self) -> u32 {
        self.plies_left.div_ceil(2)
    }

    /// Whether the puzzle is solved.
    pub fn is_solved(&self) -> bool {
        self.score.solved
    }

    /// Mistakes, hints, retries and whether the solution was shown.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Every first move the session accepts from the start position (the solver's right
    /// moves, sorted), for an answer key.
    pub fn right_first_moves(&mut self) -> Vec<R::Move> {
        self.rules.winning_moves(&self.start, self.plies)
    }

    /// A whole right line from the start: the author's first line, else the solver's.
    pub fn first_line(&mut self) -> Vec<R::Move> {
        match self.author_lines.first() {
            Some(line) if !line.is_empty() => line.clone(),
            _ => self.rules.winning_line(&self.start, self.plies),
        }
    }

    /// The solver, for callers that want more than the session asks.
    pub fn rules_mut(&mut self) -> &mut R {
        &mut self.rules
    }

    /// Judges the learner's move: illegal, win slips (taken back), solved, or kept (the
    /// computer's longest defence is played at once).
    pub fn play(&mut self, mv: R::Move) -> Feedback<R::Move, R::Refusal> {
        if self.score.solved {
            return Feedback::AlreadySolved;
        }
        let after = match self.rules.check(&self.position, mv) {
            Ok(after) => after,
            Err(refusal) => return Feedback::Illegal { mv, refusal },
        };
        if self.rules.is_lost(&after) {
            self.played.push(mv);
            self.position = after;
            self.plies_left = self.plies_left.saturating_sub(1);
            self.score.solved = true;
            return Feedback::Solved { mv };
        }
        let left = self.plies_left.saturating_sub(1);
        match self.rules.still_wins(&after, left) {
            None => Feedback::Undecided { mv },
            Some(false) => {
                self.score.mistakes += 1;
                let refutation = self.rules.best_reply(&after, left);
                Feedback::WinSlips { mv, refutation }
            }
            Some(true) => {
                self.played.push(mv);
                let Some(reply) = self.choose_reply(&after, left) else {
                    // Cannot happen: a defender without moves has lost (`is_lost` above).
                    self.position = after;
                    self.score.solved = true;
                    return Feedback::Solved { mv };
                };
                self.played.push(reply);
                self.position = match self.rules.check(&after, reply) {
                    Ok(next) => next,
                    Err(_) => after,
                };
                self.plies_left = left.saturating_sub(1);
                self.hint_level = 0;
                Feedback::Continue {
                    mv,
                    reply,
                    moves_left: self.moves_left(),
                }
            }
        }
    }

    /// The author's next move if the game so far follows one of the author's lines.
    fn author_next(&self) -> Option<R::Move> {
        self.author_lines
            .iter()
            .find(|line| line.len() > self.played.len() && line.starts_with(&self.played))
            .map(|line| line[self.played.len()])
    }

    /// The longest defence; the author's reply when it resists just as long.
    fn choose_reply(&mut self, after: &R::Position, plies: u32) -> Option<R::Move> {
        let best = self.rules.best_reply(after, plies)?;
        if let Some(author) = self.author_next()
            && author != best
            && let Ok(author_next) = self.rules.check(after, author)
            && let Ok(best_next) = self.rules.check(after, best)
        {
            let left = plies.saturating_sub(1);
            let author_lasts = self.rules.win_distance(&author_next, left);
            let best_lasts = self.rules.win_distance(&best_next, left);
            if author_lasts == best_lasts {
                return Some(author);
            }
        }
        Some(best)
    }

    /// A winning move from here: the author's when it still wins, else the first the solver
    /// finds.
    fn preferred_move(&mut self) -> Option<R::Move> {
        if let Some(author) = self.author_next()
            && let Ok(after) = self.rules.check(&self.position, author)
            && (self.rules.is_lost(&after)
                || self
                    .rules
                    .still_wins(&after, self.plies_left.saturating_sub(1))
                    == Some(true))
        {
            return Some(author);
        }
        self.rules.suggested_move(&self.position, self.plies_left)
    }

    /// The next rung of the hint ladder for the current move (1: piece, 2: idea, 3: move);
    /// after the third the move is repeated. `None` when solved or no winning move is found.
    /// When the puzzle has authored hint text for a rung, show that text instead.
    pub fn hint(&mut self) -> Option<Hint<R::Point, R::Move>> {
        if self.score.solved {
            return None;
        }
        let mv = self.preferred_move()?;
        self.hint_level = (self.hint_level + 1).min(3);
        self.score.hints_used += 1;
        Some(match self.hint_level {
            1 => Hint::Piece {
                at: self.rules.hint_point(&self.position, mv),
            },
            2 => Hint::Idea {
                themes: self.themes.clone(),
            },
            _ => {
                self.score.answers_seen += 1;
                Hint::Move { mv }
            }
        })
    }

    /// The rest of a winning line from here (the author's when the game follows it), counted
    /// as "solution shown" in the score.
    pub fn show_solution(&mut self) -> Vec<R::Move> {
        self.score.solution_shown = true;
        if self.score.solved {
            return Vec::new();
        }
        self.score.answers_seen += 1;
        if let Some(line) = self
            .author_lines
            .iter()
            .find(|line| line.len() > self.played.len() && line.starts_with(&self.played))
        {
            return line[self.played.len()..].to_vec();
        }
        self.rules.winning_line(&self.position, self.plies_left)
    }

    /// Starts the puzzle again from its first position; the score keeps counting.
    pub fn retry(&mut self) {
        self.position = self.start.clone();
        self.plies_left = self.plies;
        self.played.clear();
        self.hint_level = 0;
        self.score.solved = false;
        self.score.retries += 1;
    }
}

/// Jungle rules and solver for a session; the solver's table is kept between moves.
pub struct JungleRules {
    options: RuleOptions,
    searcher: JungleSearcher,
    budget: Budget,
    goal: JungleGoal,
}

impl JungleRules {
    /// Rules for a `win-in` puzzle under `options`; each solver query gets `budget` afresh.
    pub fn new(options: RuleOptions, budget: Budget) -> JungleRules {
        JungleRules {
            options,
            searcher: JungleSearcher::new(budget.clone()),
            budget,
            goal: JungleGoal::WinIn,
        }
    }

    /// The same rules with the puzzle's `goal`.
    pub fn with_goal(mut self, goal: JungleGoal) -> JungleRules {
        self.goal = goal;
        self
    }

    /// The puzzle's goal.
    pub fn goal(&self) -> JungleGoal {
        self.goal
    }

    /// In a `defend` puzzle, after the learner's move (opponent to move): the opponent's
    /// fastest winning line against the longest resistance, to show why a defence fails.
    /// Empty when the defence holds, for `win-in` puzzles and when the budget ran out.
    pub fn threat_line(&mut self, position: &Position) -> Vec<Move> {
        let JungleGoal::Defend { threat_plies, .. } = self.goal else {
            return Vec::new();
        };
        let game = self.game(position);
        attacking_line(&mut self.searcher, &game, threat_plies)
    }

    /// Whether the opponent (to move) wins within the threat's plies; `None` when undecided.
    fn opponent_wins(&mut self, position: &Position, threat_plies: u32) -> Option<bool> {
        let game = self.game(position);
        self.searcher.wins_within(&game, threat_plies)
    }

    /// The learner's defending moves from `position` (learner to move), sorted.
    fn right_defences(&mut self, position: &Position, threat_plies: u32) -> Vec<Move> {
        self.searcher.renew_budget(self.budget.clone());
        let mut legal: Vec<Move> = position
            .legal_moves(&self.options)
            .iter()
            .copied()
            .collect();
        legal.sort();
        legal
            .into_iter()
            .filter(|&mv| {
                judge_defence(
                    &mut self.searcher,
                    position,
                    &self.options,
                    mv,
                    threat_plies,
                ) == DefenceVerdict::Holds
            })
            .collect()
    }

    fn game(&mut self, position: &Position) -> JungleGame {
        self.searcher.renew_budget(self.budget.clone());
        JungleGame::new(*position, self.options)
    }
}

impl PuzzleRules for JungleRules {
    type Position = Position;
    type Move = Move;
    type Point = PieceAt;
    type Refusal = Refusal;

    fn check(&self, position: &Position, mv: Move) -> Result<Position, Refusal> {
        position.play(&self.options, mv)
    }

    /// Lost: no legal move (den entered, everything captured); or, in a `defend` puzzle, the
    /// opponent to move has no forced win left (the learner's defence held).
    fn is_lost(&mut self, position: &Position) -> bool {
        if !position.has_legal_move(&self.options) {
            return true;
        }
        match self.goal {
            JungleGoal::Defend {
                learner,
                threat_plies,
            } if position.side_to_move() != learner => {
                self.opponent_wins(position, threat_plies) == Some(false)
            }
            JungleGoal::Defend { .. } | JungleGoal::WinIn => false,
        }
    }

    /// In a `defend` puzzle: whether the defence holds (the opponent has no forced win).
    fn still_wins(&mut self, position: &Position, plies: u32) -> Option<bool> {
        if let JungleGoal::Defend { threat_plies, .. } = self.goal {
            return self.opponent_wins(position, threat_plies).map(|wins| !wins);
        }
        let game = self.game(position);
        self.searcher.loses_within(&game, plies)
    }

    /// In a `defend` puzzle: the first move of the opponent's fastest win.
    fn best_reply(&mut self, position: &Position, plies: u32) -> Option<Move> {
        if let JungleGoal::Defend { .. } = self.goal {
            return self.threat_line(position).first().copied();
        }
        let game = self.game(position);
        self.searcher.best_defence(&game, plies)
    }

    fn win_distance(&mut self, position: &Position, plies: u32) -> Option<u32> {
        let game = self.game(position);
        self.searcher.win_distance(&game, plies)
    }

    /// In a `defend` puzzle: every move that stops the threat.
    fn winning_moves(&mut self, position: &Position, plies: u32) -> Vec<Move> {
        if let JungleGoal::Defend { threat_plies, .. } = self.goal {
            return self.right_defences(position, threat_plies);
        }
        let game = self.game(position);
        self.searcher.solve(&game, plies).winning_moves
    }

    /// In a `defend` puzzle: the first right defence (one move solves it).
    fn winning_line(&mut self, position: &Position, plies: u32) -> Vec<Move> {
        if let JungleGoal::Defend { .. } = self.goal {
            return self
                .winning_moves(position, plies)
                .into_iter()
                .take(1)
                .collect();
        }
        let game = self.game(position);
        let solution = self.searcher.solve(&game, plies);
        match solution.verdict {
            Verdict::Win { .. } => solution.line,
            Verdict::NoWinWithin | Verdict::Undecided => Vec::new(),
        }
    }

    fn hint_point(&self, position: &Position, mv: Move) -> PieceAt {
        PieceAt {
            square: mv.from,
            animal: position
                .piece_at(mv.from)
                .map_or(Animal::Rat, |piece| piece.animal),
        }
    }
}

/// A Jungle puzzle session.
pub type JungleSession = PuzzleSession<JungleRules>;

/// Why a content puzzle cannot become a session.
#[derive(Debug, Clone, PartialEq)]
pub enum SessionError {
    /// The puzzle is for the other game (a Renju puzzle given to `jungle_session` or back).
    WrongGame,
    /// The puzzle states no length (`moves`).
    NoLength,
    /// The position text is wrong.
    BadFen(FenError),
    /// A rule option is wrong.
    BadRules(OptionError),
    /// The Renju rule options are wrong.
    BadRenjuRules(Finding),
    /// The Renju stones are wrong (unreadable or doubled points, a five on the board).
    BadRenjuPosition(Vec<Finding>),
    /// A move of the author's solution is not a move.
    BadSolutionMove {
        /// The text.
        text: String,
    },
}

/// The rule options of a puzzle's `rules` table (`preset` first, then each key on top).
pub fn jungle_options(table: &RulesTable) -> Result<RuleOptions, OptionError> {
    let text = |value: &toml::Value| match value {
        toml::Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    let mut options = match table.get("preset") {
        Some(preset) => RuleOptions::preset(&text(preset.get_ref()))?,
        None => RuleOptions::default(),
    };
    for (key, value) in &table.entries {
        if key.get_ref() != "preset" {
            options.set(key.get_ref(), &text(value.get_ref()))?;
        }
    }
    Ok(options)
}

/// A session for a loaded Jungle puzzle.
pub fn jungle_session(puzzle: &Puzzle, budget: Budget) -> Result<JungleSession, SessionError> {
    let PuzzlePosition::Jungle { fen } = &puzzle.position else {
        return Err(SessionError::WrongGame);
    };
    let goal_plies = puzzle.plies().ok_or(SessionError::NoLength)?;
    let options = jungle_options(&puzzle.rules).map_err(SessionError::BadRules)?;
    let start = Position::from_fen(fen.get_ref()).map_err(SessionError::BadFen)?;
    let lines = puzzle
        .solution
        .iter()
        .map(|line| {
            line.iter()
                .map(|text| {
                    Move::parse(text.get_ref()).map_err(|_| SessionError::BadSolutionMove {
                        text: text.get_ref().clone(),
                    })
                })
                .collect::<Result<Vec<Move>, SessionError>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    let themes = puzzle
        .themes
        .iter()
        .map(|tag| Theme::from_tag(tag.get_ref()))
        .collect();
    let mut rules = JungleRules::new(options, budget);
    // A defence is one move of the learner; the puzzle's length is the opponent's threat.
    let plies = match puzzle.goal.get_ref() {
        PuzzleGoal::Defend => {
            rules = rules.with_goal(JungleGoal::Defend {
                learner: start.side_to_move(),
                threat_plies: goal_plies,
            });
            // Work out the right defences now: judging the learner's move is then a look-up.
            rules.winning_moves(&start, 1);
            1
        }
        PuzzleGoal::WinIn | PuzzleGoal::Vcf | PuzzleGoal::Vct | PuzzleGoal::ForbiddenTrap => {
            goal_plies
        }
    };
    Ok(PuzzleSession::new(rules, start, plies, lines, themes))
}
