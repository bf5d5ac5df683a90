//! Legal move generation on bitboards, move checking with explanations, and perft.

use super::animal::Animal;
use super::bitboard::{Bitboard, STEPS};
use super::capture::capture_verdict;
use super::jump::{jump_between, jump_towards, raw_jumps};
use super::moves::Move;
use super::options::{JumpBlockedBy, RuleOptions};
use super::piece::Piece;
use super::position::Position;
use super::refusal::Refusal;
use super::side::Side;
use super::square::Square;
use std::ops::Deref;

/// The most moves a position can have: eight animals, at most one move per direction each.
pub const MAX_MOVES: usize = 32;

/// A list of moves kept on the stack.
#[derive(Debug, Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::A1, Square::A1); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move (ignored when full, which legal move lists never are).
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    /// The moves sorted by from-square then to-square (the order `a1a2` < `a1b1` of indices).
    pub fn sorted(mut self) -> MoveList {
        self.moves[..self.len].sort_unstable();
        self
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves[..self.len].iter()
    }
}

impl Position {
    /// The rats that block a jump by `side`'s lion or tiger.
    #[inline]
    pub(crate) fn jump_blockers(&self, options: &RuleOptions, side: Side) -> Bitboard {
        match options.jump_blocked_by {
            JumpBlockedBy::AnyRat => self.rats[0] | self.rats[1],
            JumpBlockedBy::EnemyRat => self.rats[side.opponent().index()],
        }
    }

    /// Every square the piece on `from` may move to, whoever's turn it is (history ignored).
    #[inline]
    pub(crate) fn piece_targets(
        &self,
        options: &RuleOptions,
        piece: Piece,
        from: Square,
    ) -> Bitboard {
        let side = piece.side.index();
        let own = self.by_side[side];
        let enemy = self.by_side[1 - side];
        let mut targets = STEPS[from.index()] & !own.0 & !Square::den(piece.side).bit();
        if piece.animal != Animal::Rat {
            targets &= !Bitboard::WATER.0;
        }
        if piece.animal.is_jumper() {
            let blockers = self.jump_blockers(options, piece.side).0;
            for (landing, over) in raw_jumps(from).iter().flatten() {
                if over & blockers == 0 {
                    targets |= 1u64 << landing;
                }
            }
            targets &= !own.0;
        }
        let mut legal = Bitboard(targets & !enemy.0);
        for to in Bitboard(targets & enemy.0) {
            if let Some(defender) = self.board[to.index()]
                && capture_verdict(options, piece, from, defender, to).is_ok()
            {
                legal = legal.with(to);
            }
        }
        legal
    }

    /// The legal moves (history ignored: no repetition or draw counters). A finished position
    /// has none.
    pub fn legal_moves(&self, options: &RuleOptions) -> MoveList {
        let mut list = MoveList::new();
        if self.is_finished() {
            return list;
        }
        for from in self.by_side[self.side_to_move.index()] {
            if let Some(piece) = self.board[from.index()] {
                for to in self.piece_targets(options, piece, from) {
                    list.push(Move::new(from, to));
                }
            }
        }
        list
    }

    /// How many legal moves there are (faster than listing them).
    pub fn count_legal_moves(&self, options: &RuleOptions) -> usize {
        if self.is_finished() {
            return 0;
        }
        let mut count = 0;
        for from in self.by_side[self.side_to_move.index()] {
            if let Some(piece) = self.board[from.index()] {
                count += self.piece_targets(options, piece, from).count() as usize;
            }
        }
        count
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self, options: &RuleOptions) -> bool {
        !self.is_finished()
            && self.occupied_by(self.side_to_move).any(|from| {
                self.board[from.index()]
                    .is_some_and(|piece| !self.piece_targets(options, piece, from).is_empty())
            })
    }

    /// The number of leaf positions `depth` moves deep (bulk-counted at the last ply).
    pub fn perft(&self, options: &RuleOptions, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(options) as u64,
            _ => self
                .legal_moves(options)
                .iter()
                .map(|&mv| self.play_unchecked(mv).perft(options, depth - 1))
                .sum(),
        }
    }

    /// [`Position::perft`] within a limit: `None` when the limit ran out (too many positions, or
    /// the stop flag was raised) before the count was complete.
    pub fn perft_within(
        &self,
        options: &RuleOptions,
        depth: u32,
        limit: &mut PerftLimit<'_>,
    ) -> Option<u64> {
        if depth <= 1 {
            return Some(self.perft(options, depth));
        }
        let mut total = 0u64;
        for &mv in &self.legal_moves(options) {
            limit.spend()?;
            total = total.checked_add(self.play_unchecked(mv).perft_within(
                options,
                depth - 1,
                limit,
            )?)?;
        }
        Some(total)
    }

    /// The animal `mv` would capture, if its to-square holds an enemy.
    pub fn captured_by(&self, mv: Move) -> Option<Piece> {
        let mover = self.board[mv.from.index()]?;
        self.board[mv.to.index()].filter(|piece| piece.side != mover.side)
    }

    /// Checks a move and, if it is illegal, says which rule forbids it (history ignored).
    pub fn check_move(&self, options: &RuleOptions, mv: Move) -> Result<(), Refusal> {
        let from = mv.from;
        if self.is_finished() {
            return Err(Refusal::GameOver);
        }
        let Some(piece) = self.board[from.index()] else {
            return Err(Refusal::NoPiece { square: from });
        };
        if piece.side != self.side_to_move {
            return Err(Refusal::NotYourTurn {
                square: from,
                animal: piece.animal,
                side: piece.side,
            });
        }
        self.check_piece_move(options, piece, mv)
    }

    /// The rules of moving and capturing for `piece` on `mv.from`, whoever's turn it is.
    pub(crate) fn check_piece_move(
        &self,
        options: &RuleOptions,
        piece: Piece,
        mv: Move,
    ) -> Result<(), Refusal> {
        let Move { from, to } = mv;
        let animal = piece.animal;
        let file_distance = from.file().abs_diff(to.file());
        let rank_distance = from.rank().abs_diff(to.rank());
        if file_distance != 0 && rank_distance != 0 {
            return Err(Refusal::DiagonalMove { from, to });
        }
        let distance = file_distance + rank_distance;
        let mut is_jump = false;
        if distance == 0 {
            return Err(Refusal::NotAdjacent { from, to });
        }
        if distance > 1 {
            if let Some(jump) = jump_between(from, to) {
                if !animal.is_jumper() {
                    return Err(Refusal::NotAJumper { animal });
                }
                let blocking = jump.over & self.jump_blockers(options, piece.side);
                let nearest = if to > from {
                    blocking.first()
                } else {
                    blocking.last()
                };
                if let Some(rat_square) = nearest {
                    return Err(Refusal::JumpBlockedByRat {
                        attacker: animal,
                        rat_square,
                    });
                }
                is_jump = true;
            } else if crosses_water(from, to) {
                if !animal.is_jumper() {
                    return Err(Refusal::NotAJumper { animal });
                }
                match jump_towards(from, to) {
                    Some(jump) if !to.is_water() => {
                        return Err(Refusal::JumpTooFar {
                            animal,
                            landing: jump.landing,
                        });
                    }
                    Some(_) => return Err(Refusal::IntoWater { animal }),
                    None => return Err(Refusal::NotAdjacent { from, to }),
                }
            } else {
                return Err(Refusal::NotAdjacent { from, to });
            }
        }
        if to.den_of() == Some(piece.side) {
            return Err(Refusal::IntoOwnDen { animal, den: to });
        }
        let occupant = self.board[to.index()];
        if to.is_water() && animal != Animal::Rat {
            return Err(match occupant {
                Some(other) if other.side != piece.side => {
                    Refusal::CannotCaptureRatInWater { attacker: animal }
                }
                _ => Refusal::IntoWater { animal },
            });
        }
        let Some(defender) = occupant else {
            return Ok(());
        };
        if defender.side == piece.side {
            return Err(Refusal::OntoOwnPiece {
                animal: defender.animal,
                square: to,
            });
        }
        capture_verdict(options, piece, from, defender, to).map_err(|refusal| match refusal {
            Refusal::TooStrong { attacker, defender } if is_jump => {
                Refusal::JumpOntoStronger { attacker, defender }
            }
            other => other,
        })
    }

    /// Plays a move after checking it (history ignored).
    pub fn play(&self, options: &RuleOptions, mv: Move) -> Result<Position, Refusal> {
        self.check_move(options, mv)?;
        Ok(self.play_unchecked(mv))
    }
}

/// Whether a straight line from `from` to `to` passes over (or ends in) water.
fn crosses_water(from: Square, to: Square) -> bool {
    let files = (to.file() as i8 - from.file() as i8).signum();
    let ranks = (to.rank() as i8 - from.rank() as i8).signum();
    let mut square = from;
    while square != to {
        match square.offset(files, ranks) {
            Some(next) => square = next,
            None => return false,
        }
        if square.is_water() {
            return true;
        }
    }
    false
}

/// How far [`Position::perft_within`] may go: a number of inner positions and a flag another
/// thread may raise (a timer, a cancel button).
#[derive(Debug)]
pub struct PerftLimit<'a> {
    /// Inner positions (not bulk-counted leaves) still allowed.
    pub nodes_left: u64,
    /// Raised to stop at once.
    pub stop: Option<&'a std::sync::atomic::AtomicBool>,
}

impl PerftLimit<'_> {
    /// Takes one position from the limit; `None` when none is left or the flag is up.
    fn spend(&mut self) -> Option<()> {
        self.nodes_left = self.nodes_left.checked_sub(1)?;
        // The flag is looked at every 4096 positions: cheap, and still prompt.
        if self.nodes_left.trailing_zeros() >= 12
            && self
                .stop
                .is_some_and(|stop| stop.load(std::sync::atomic::Ordering::Relaxed))
        {
            return None;
        }
        Some(())
    }
}
