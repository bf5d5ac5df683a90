//! What a proven line or defence actually does, in the few words a puzzle's title and hint may
//! say about it: how a Jungle winning line uses a river jump a rat blocks, what kind of move
//! holds a Jungle defence, and whether a Renju threat is an open three or a run of fours. The
//! generator names its puzzles by these and `check` holds every name to them, so both read
//! them from here and a title can never describe an idea its line does not show (#39).

use super::jungle_defence::{DefenceVerdict, Defences};
use super::renju::VcfSolver;
use super::renju::threat::Rules;
use super::themes::is_jump;
use crate::rules::jungle::jump::jumps_from;
use crate::rules::jungle::{Animal, Move, Position, Refusal, RuleOptions, Square};
use crate::rules::renju::{Board, Point, Stone};

/// How a Jungle winning line uses a river jump that a rat in the water blocks at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockedJumpUse {
    /// A blocked lion or tiger jumps later in the line (once the way is clear, or where no
    /// rat swims).
    Jumps,
    /// A blocked lion or tiger moves but never jumps: it goes round by land.
    GoesRound,
    /// The blocked lions and tigers stay put, but the mover's rat leaves or swims through the
    /// river, or eats a rat: it clears the water.
    RatClears,
}

impl BlockedJumpUse {
    /// The word in the message ids that name it (`generate-title-rat-blocks-jump-jumps`…).
    pub fn word(self) -> &'static str {
        match self {
            BlockedJumpUse::Jumps => "jumps",
            BlockedJumpUse::GoesRound => "round",
            BlockedJumpUse::RatClears => "rat",
        }
    }
}

/// The squares of the mover's lions and tigers that have a river jump a rat blocks right now.
pub fn blocked_jumpers(position: &Position, options: &RuleOptions) -> Vec<Square> {
    let side = position.side_to_move();
    position
        .pieces()
        .into_iter()
        .filter(|(square, piece)| {
            piece.side == side
                && piece.animal.is_jumper()
                && jumps_from(*square).any(|jump| {
                    matches!(
                        position.check_move(options, Move::new(*square, jump.landing)),
                        Err(Refusal::JumpBlockedByRat { .. })
                    )
                })
        })
        .map(|(square, _)| square)
        .collect()
}

/// How `line` (played by the side to move of `start`, moves alternating) uses a jump a rat
/// blocks at the start, or None when it does not: no jump is blocked, or none of the mover's
/// moves is by a blocked lion or tiger or by its rat in (or eating in) the river. Only the
/// mover's own moves count; the defender's replies are not the puzzle's idea.
pub fn blocked_jump_use(
    start: &Position,
    line: &[Move],
    options: &RuleOptions,
) -> Option<BlockedJumpUse> {
    let mut tracked = blocked_jumpers(start, options);
    if tracked.is_empty() {
        return None;
    }
    let attacker = start.side_to_move();
    let (mut jumps, mut moves, mut rat) = (false, false, false);
    let mut position = *start;
    for (index, &mv) in line.iter().enumerate() {
        if index % 2 == 0 {
            if let Some(at) = tracked.iter_mut().find(|square| **square == mv.from) {
                moves = true;
                jumps |= is_jump(mv);
                // Follow the animal, so that its later moves count too.
                *at = mv.to;
            } else {
                let mover = position.piece_at(mv.from);
                let eats_rat = position
                    .captured_by(mv)
                    .is_some_and(|c| c.animal == Animal::Rat);
                if mover.is_some_and(|m| m.side == attacker && m.animal == Animal::Rat)
                    && (mv.from.is_water() || eats_rat)
                {
                    rat = true;
                }
            }
        } else {
            // A lion or tiger the defender eats is no longer followed.
            tracked.retain(|square| *square != mv.to);
        }
        position = position.play_unchecked(mv);
    }
    if jumps {
        Some(BlockedJumpUse::Jumps)
    } else if moves {
        Some(BlockedJumpUse::GoesRound)
    } else if rat {
        Some(BlockedJumpUse::RatClears)
    } else {
        None
    }
}

/// What kind of move holds a Jungle defence: the hint may recommend only a kind that does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefenceIdea {
    /// Only moves that eat nothing hold (standing in the way, guarding); no capture is there.
    Block,
    /// Only moves that eat nothing hold, and some capture is there but loses: the lesson is
    /// not to take it.
    BlockNotCatch,
    /// Only captures hold.
    Catch,
    /// Captures and moves that eat nothing both hold.
    Either,
}

impl DefenceIdea {
    /// The word in the message ids that name it (`generate-hint-jungle-guard-den-block`…).
    pub fn word(self) -> &'static str {
        match self {
            DefenceIdea::Block => "block",
            DefenceIdea::BlockNotCatch => "block-not-catch",
            DefenceIdea::Catch => "catch",
            DefenceIdea::Either => "either",
        }
    }

    /// Whether a capture is among the moves that hold.
    pub fn capture_holds(self) -> bool {
        matches!(self, DefenceIdea::Catch | DefenceIdea::Either)
    }

    /// Whether a move that eats nothing is among the moves that hold.
    pub fn block_holds(self) -> bool {
        !matches!(self, DefenceIdea::Catch)
    }
}

/// The kind of the moves that hold in `position` (the defender to move), or None when none
/// holds. A move that fails only because the budget ran out counts as neither.
pub fn jungle_defence_idea(position: &Position, defences: &Defences) -> Option<DefenceIdea> {
    let captures = |mv: Move| position.captured_by(mv).is_some();
    let holding = defences.right_moves();
    let catch = holding.iter().any(|&mv| captures(mv));
    let block = holding.iter().any(|&mv| !captures(mv));
    let losing_capture = defences
        .moves
        .iter()
        .any(|m| matches!(m.verdict, DefenceVerdict::Fails { .. }) && captures(m.mv));
    match (catch, block) {
        (true, true) => Some(DefenceIdea::Either),
        (true, false) => Some(DefenceIdea::Catch),
        (false, true) if losing_capture => Some(DefenceIdea::BlockNotCatch),
        (false, true) => Some(DefenceIdea::Block),
        (false, false) => None,
    }
}

/// The kind of threat a Renju defence stops, read from the attacker's shortest VCF.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenjuThreat {
    /// An open or split three: the shortest VCF is a straight four (two winning points on one
    /// line) and then five.
    Three {
        /// Where the straight four would be made.
        point: Point,
    },
    /// A run of fours: the shortest VCF starts with a four that is not straight (a closed
    /// four, or two fours at once).
    Fours {
        /// The first four of the shortest VCF.
        point: Point,
    },
}

impl RenjuThreat {
    /// The word in the message ids that name it (`generate-title-defend-three`…).
    pub fn word(self) -> &'static str {
        match self {
            RenjuThreat::Three { .. } => "three",
            RenjuThreat::Fours { .. } => "fours",
        }
    }

    /// The point that starts the threat.
    pub fn point(self) -> Point {
        match self {
            RenjuThreat::Three { point } | RenjuThreat::Fours { point } => point,
        }
    }
}

/// The longest attacker VCF (in the attacker's moves) a Renju defence is read for.
pub const THREAT_LIMIT: u8 = 8;
/// Positions the attacker's VCF search may visit when a threat is read.
pub const THREAT_NODES: u64 = 200_000;

/// The direction from `from` to `to` as a step (±1, 0 each way), the same whichever way along
/// the line `to` lies: two points give the same step from `from` when they are on one line
/// through it (the caller checks that each is on one of the four lines at all).
pub fn line_direction(from: Point, to: Point) -> (i32, i32) {
    let dc = to.column() as i32 - from.column() as i32;
    let dr = to.row() as i32 - from.row() as i32;
    let g = dc.abs().max(dr.abs()).max(1);
    let (dc, dr) = (dc / g, dr / g);
    if (dc, dr) < (0, 0) {
        (-dc, -dr)
    } else {
        (dc, dr)
    }
}

/// Whether `stone` on `point` makes a straight four: two or more winning points on one line
/// through it.
pub fn makes_straight_four(board: &Board, rules: Rules, point: Point, stone: Stone) -> bool {
    if !board.is_empty(point) {
        return false;
    }
    let after = board.with(point, stone);
    let wins = rules.win_points_through(&after, point, stone);
    let direction = |w: Point| line_direction(point, w);
    wins.iter()
        .enumerate()
        .any(|(i, &a)| wins[i + 1..].iter().any(|&b| direction(a) == direction(b)))
}

/// The threat `attacker` (not to move) has on `board`: an open or split three when its
/// shortest VCF is two moves and one of its winning first moves makes a straight four, else a
/// run of fours. None when it has no VCF within [`THREAT_LIMIT`] or the search ran out of
/// [`THREAT_NODES`].
pub fn renju_threat(board: &Board, rules: Rules, attacker: Stone) -> Option<RenjuThreat> {
    let mut solver = VcfSolver::new(rules, attacker);
    solver.set_budget(THREAT_NODES);
    let outcome = solver.solve(board, THREAT_LIMIT);
    if solver.exhausted() || !outcome.win {
        return None;
    }
    let first = *outcome.line.first()?;
    if outcome.line.len() <= 3
        && let Some(&point) = outcome
            .first_moves
            .iter()
            .find(|&&p| makes_straight_four(board, rules, p, attacker))
    {
        return Some(RenjuThreat::Three { point });
    }
    Some(RenjuThreat::Fours { point: first })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let mut board = Board::new();
        for (names, stone) in [(black, Stone::Black), (white, Stone::White)] {
            for name in names {
                board.place(name.parse().expect("point"), stone);
            }
        }
        board
    }

    #[test]
    fn an_open_three_is_a_three_and_a_closed_four_run_is_fours() {
        let rules = Rules::new(RuleSet::Renju);
        // Black's open three g8 h8 i8: the straight four at f8 or j8.
        let three = board(&["g8", "h8", "i8"], &["a1", "a3"]);
        assert!(matches!(
            renju_threat(&three, rules, Stone::Black),
            Some(RenjuThreat::Three { .. })
        ));
        // The same three closed at f8: only a closed four at j8, no straight four.
        let closed = board(&["g8", "h8", "i8"], &["f8", "a3"]);
        assert_eq!(renju_threat(&closed, rules, Stone::Black), None);
    }

    #[test]
    fn a_rat_in_the_water_blocks_the_lion_only_if_the_line_moves_it() {
        let options = RuleOptions::preset("classroom").unwrap_or_default();
        // Red's lion on c3 below the left river, a blue rat in it (c5), Red's dog near the den.
        let start = Position::from_fen("7/3D3/7/7/2r4/7/2L4/7/6l w").expect("fen");
        assert_eq!(blocked_jumpers(&start, &options).len(), 1);
        let dog: Vec<Move> = vec!["d8d9".parse().expect("move")];
        assert_eq!(blocked_jump_use(&start, &dog, &options), None);
        let lion: Vec<Move> = vec!["c3d3".parse().expect("move")];
        assert_eq!(
            blocked_jump_use(&start, &lion, &options),
            Some(BlockedJumpUse::GoesRound)
        );
    }
}
