//! Questions lessons ask about a position: what can this animal capture, where can it jump, is
//! it weakened, is it chased, where does each animal start.

use super::animal::Animal;
use super::capture::{self, capture_verdict};
use super::jump::jumps_from;
use super::moves::Move;
use super::options::RuleOptions;
use super::position::Position;
use super::refusal::Refusal;
use super::side::Side;
use super::square::Square;

/// Where each of `side`'s animals starts, weakest first.
pub fn start_squares(side: Side) -> [(Animal, Square); 8] {
    Animal::ALL.map(|animal| (animal, start_square(side, animal)))
}

pub use super::position::start_square;

impl Position {
    /// Every square the animal on `square` could move to now, whoever's turn it is (history
    /// ignored). Empty for an empty square.
    pub fn destinations(&self, options: &RuleOptions, square: Square) -> Vec<Square> {
        match self.piece_at(square) {
            Some(piece) => self.piece_targets(options, piece, square).collect(),
            None => Vec::new(),
        }
    }

    /// Why the animal on `mv.from` may not make `mv` now, whoever's turn it is (history
    /// ignored); `Ok` when it may.
    pub fn check_piece_move_any_turn(
        &self,
        options: &RuleOptions,
        mv: Move,
    ) -> Result<(), Refusal> {
        let piece = self
            .piece_at(mv.from)
            .ok_or(Refusal::NoPiece { square: mv.from })?;
        self.check_piece_move(options, piece, mv)
    }

    /// The enemy animals' squares that the animal on `square` could capture with one move now.
    pub fn capturable_targets(&self, options: &RuleOptions, square: Square) -> Vec<Square> {
        let Some(piece) = self.piece_at(square) else {
            return Vec::new();
        };
        let enemies = self.occupied_by(piece.side.opponent());
        self.piece_targets(options, piece, square)
            .filter(|target| enemies.contains(*target))
            .collect()
    }

    /// The squares the lion or tiger on `square` can jump to now (not blocked, landing empty or
    /// holding an enemy it may capture). Empty for other animals.
    pub fn jump_landings(&self, options: &RuleOptions, square: Square) -> Vec<Square> {
        let Some(piece) = self.piece_at(square) else {
            return Vec::new();
        };
        if !piece.animal.is_jumper() {
            return Vec::new();
        }
        let targets = self.piece_targets(options, piece, square);
        jumps_from(square)
            .map(|jump| jump.landing)
            .filter(|landing| targets.contains(*landing))
            .collect()
    }

    /// Whether the animal on `square` has lost its strength in a trap (any enemy may capture it).
    pub fn is_weakened(&self, options: &RuleOptions, square: Square) -> bool {
        self.piece_at(square)
            .is_some_and(|piece| capture::is_weakened(options, piece, square))
    }

    /// Whether an enemy animal could capture the animal on `square` with its next move.
    pub fn is_chased(&self, options: &RuleOptions, square: Square) -> bool {
        let Some(piece) = self.piece_at(square) else {
            return false;
        };
        self.occupied_by(piece.side.opponent()).any(|from| {
            self.piece_at(from)
                .is_some_and(|enemy| self.piece_targets(options, enemy, from).contains(square))
        })
    }

    /// Whether the animal on `from` may capture the animal on `to` by the capture rules alone
    /// (strength, river, traps, options), ignoring distance and whose turn it is.
    pub fn can_capture(
        &self,
        options: &RuleOptions,
        from: Square,
        to: Square,
    ) -> Result<(), Refusal> {
        let attacker = self
            .piece_at(from)
            .ok_or(Refusal::NoPiece { square: from })?;
        let defender = self.piece_at(to).ok_or(Refusal::NoPiece { square: to })?;
        if attacker.side == defender.side {
            return Err(Refusal::OntoOwnPiece {
                animal: defender.animal,
                square: to,
            });
        }
        capture_verdict(options, attacker, from, defender, to)
    }
}
