//! The review of a Jungle game for one side: a short forced win not taken (up to two of the
//! side's own moves), a den attack of the opponent not stopped when a move would have stopped
//! it, and a piece left to be taken for nothing.

use super::{MAX_REVIEWED_PLIES, Moment, Reviewer, Turn};
use crate::rules::jungle::{Move, Position, RuleOptions, Side};
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::jungle::solve;

/// Plies searched for a forced win: the side's own moves, two of them (the mover, the reply,
/// the mover again).
const WIN_PLIES: u32 = 3;
/// Positions each search may visit.
const NODES: u64 = 20_000;

fn budget() -> Budget {
    Budget {
        max_nodes: NODES,
        cancel: None,
    }
}

/// A forced win of the side to move within [`WIN_PLIES`].
struct ForcedWin {
    /// Every first move that wins within the limit.
    moves: Vec<Move>,
    /// The first move of the fastest win.
    fastest: Move,
    /// Plies of the fastest win.
    plies: u32,
}

/// Whether the side to move on `position` forces a win within [`WIN_PLIES`].
fn forced_win(position: &Position, options: &RuleOptions) -> Option<ForcedWin> {
    let solution = solve(position, options, WIN_PLIES, budget());
    match solution.verdict {
        Verdict::Win { plies } => Some(ForcedWin {
            fastest: *solution.line.first()?,
            moves: solution.winning_moves,
            plies,
        }),
        Verdict::NoWinWithin | Verdict::Undecided => None,
    }
}

/// The moments of `side`'s play in the game from `start` through `moves`.
pub fn review(
    start: &Position,
    options: &RuleOptions,
    moves: &[Move],
    side: Side,
) -> Vec<Moment<Move>> {
    SideReviewer::new(*start, *options, moves.to_vec(), side).run_to_end()
}

/// The review of one side, a move at a time.
#[derive(Debug, Clone)]
pub struct SideReviewer {
    position: Position,
    options: RuleOptions,
    moves: Vec<Move>,
    side: Side,
    ply: usize,
    moments: Vec<Moment<Move>>,
}

impl SideReviewer {
    /// A review of `side`'s moves in the game from `start` through `moves`.
    pub fn new(
        start: Position,
        options: RuleOptions,
        moves: Vec<Move>,
        side: Side,
    ) -> SideReviewer {
        SideReviewer {
            position: start,
            options,
            moves,
            side,
            ply: 0,
            moments: Vec::new(),
        }
    }
}

impl Reviewer for SideReviewer {
    type Move = Move;

    fn step(&mut self) -> Option<Vec<Moment<Move>>> {
        let played = self
            .moves
            .get(self.ply)
            .copied()
            .filter(|_| self.ply < MAX_REVIEWED_PLIES);
        let after = played.and_then(|mv| self.position.play(&self.options, mv).ok());
        let (Some(played), Some(after)) = (played, after) else {
            return Some(std::mem::take(&mut self.moments));
        };
        if self.position.side_to_move() == self.side
            && let Some(turn) = judge(&self.position, &after, &self.options, played)
        {
            self.moments.push(Moment {
                ply: self.ply,
                turn,
            });
        }
        self.position = after;
        self.ply += 1;
        None
    }
}

/// What the engine sees in `played`, from `before` to `after`.
fn judge(
    before: &Position,
    after: &Position,
    options: &RuleOptions,
    played: Move,
) -> Option<Turn<Move>> {
    if let Some(win) = forced_win(before, options)
        && !win.moves.contains(&played)
    {
        return Some(Turn::MissedWin {
            played,
            winning: win.fastest,
            moves: win.plies.div_ceil(2),
        });
    }
    if let Some(threat) = forced_win(after, options) {
        // Lost already whatever was played? Then there was nothing to block.
        let block = before
            .legal_moves(options)
            .into_iter()
            .copied()
            .find(|&other| {
                other != played
                    && before
                        .play(options, other)
                        .is_ok_and(|next| forced_win(&next, options).is_none())
            })?;
        return Some(Turn::MissedBlock {
            played,
            threat: threat.fastest,
            block,
        });
    }
    lost_piece(before, after, options, played)
}

/// A capture the opponent has after `played` that it did not have before, of a piece the
/// reviewed side cannot take back on that square.
fn lost_piece(
    before: &Position,
    after: &Position,
    options: &RuleOptions,
    played: Move,
) -> Option<Turn<Move>> {
    let captures = |position: &Position| -> Vec<Move> {
        position
            .legal_moves(options)
            .into_iter()
            .copied()
            .filter(|mv| position.piece_at(mv.to).is_some())
            .collect()
    };
    // What the opponent could take had it been its turn before the move.
    let already: Vec<_> = captures(&before.with_side_to_move(after.side_to_move()))
        .into_iter()
        .map(|mv| mv.to)
        .collect();
    captures(after)
        .into_iter()
        .filter(|capture| !already.contains(&capture.to) || capture.to == played.to)
        .find(|capture| {
            after
                .play(options, *capture)
                .is_ok_and(|taken| !captures(&taken).iter().any(|back| back.to == capture.to))
        })
        .map(|capture| Turn::LostPiece { played, capture })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
    }

    fn mv(text: &str) -> Move {
        text.parse().unwrap_or_else(|_| panic!("{text} is a move"))
    }

    #[test]
    fn walking_past_an_open_den_is_a_missed_win() {
        // Red's rat on d8 beside Blue's den d9; Red walks it away instead.
        let start = position("l6/3R3/7/7/7/7/7/7/6L w");
        let options = RuleOptions::classroom();
        let moments = review(&start, &options, &[mv("d8c8")], Side::Red);
        assert_eq!(moments.len(), 1, "{moments:?}");
        assert_eq!(moments[0].ply, 0);
        assert!(matches!(
            moments[0].turn,
            Turn::MissedWin { winning, moves: 1, .. } if winning == mv("d8d9")
        ));
        // Taking the den is no moment at all.
        assert!(review(&start, &options, &[mv("d8d9")], Side::Red).is_empty());
    }

    #[test]
    fn blue_moves_are_not_reviewed_for_red() {
        let start = position("l6/3R3/7/7/7/7/7/7/6L b");
        let options = RuleOptions::classroom();
        assert!(review(&start, &options, &[mv("a9a8")], Side::Red).is_empty());
    }
}
