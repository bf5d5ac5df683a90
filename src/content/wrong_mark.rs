//! Why a square marked in a `find-all` step is not one of the engine's squares: one typed reason
//! per square, so the lesson can put a ✗ on it and say what it is ("e1 is Red's own trap").

use super::words::FindProperty;
use crate::rules::jungle::{Animal, Move, Position, Refusal, RuleOptions, Side, Square};

/// What a square of the board is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    /// Plain land.
    Land,
    /// The river.
    Water,
    /// A trap, and whose.
    Trap(Side),
    /// A den, and whose.
    Den(Side),
}

impl Ground {
    /// What `square` is.
    pub fn of(square: Square) -> Ground {
        if square.is_water() {
            Ground::Water
        } else if let Some(side) = square.den_of() {
            Ground::Den(side)
        } else if let Some(side) = Side::ALL.into_iter().find(|side| square.is_trap_of(*side)) {
            Ground::Trap(side)
        } else {
            Ground::Land
        }
    }
}

/// Why a marked square does not belong to the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkReason {
    /// For the questions about the board itself (water, traps, dens): what the square is.
    Is(Ground),
    /// No animal stands there.
    Empty,
    /// The animal there stands in its own side's trap, so it keeps its strength.
    InOwnTrap {
        /// Its side.
        side: Side,
        /// The animal.
        animal: Animal,
    },
    /// The animal there is not in a trap at all.
    NotInTrap {
        /// The animal.
        animal: Animal,
    },
    /// The rules forbid the move the question is about, and why.
    Refused(Refusal),
    /// The animal may go there, but by a step, not a jump.
    StepNotJump,
    /// The animal may go there, but nobody stands there to be captured.
    NothingToCapture,
    /// The square is where the animal asked about stands.
    AskedAnimal {
        /// The animal.
        animal: Animal,
    },
    /// The animal there is on the same side as the one asked about.
    SameSide {
        /// The animal.
        animal: Animal,
    },
}

/// A marked square that is not one of the answer, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrongMark {
    /// The square marked.
    pub square: Square,
    /// Why it is not one of them.
    pub reason: MarkReason,
}

/// Why `square`, marked for `property` (about the piece on `asked` where the property needs
/// one), is not one of the engine's squares. Only meaningful for a square the engine does not
/// count.
pub fn wrong_mark(
    position: &Position,
    options: &RuleOptions,
    property: FindProperty,
    asked: Option<Square>,
    square: Square,
) -> WrongMark {
    if asked == Some(square)
        && let Some(piece) = position.piece_at(square)
    {
        return WrongMark {
            square,
            reason: MarkReason::AskedAnimal {
                animal: piece.animal,
            },
        };
    }
    let reason = match property {
        FindProperty::Water | FindProperty::Traps | FindProperty::Dens => {
            MarkReason::Is(Ground::of(square))
        }
        FindProperty::Weakened => match position.piece_at(square) {
            None => MarkReason::Empty,
            Some(piece) if square.is_trap_of(piece.side) => MarkReason::InOwnTrap {
                side: piece.side,
                animal: piece.animal,
            },
            Some(piece) => MarkReason::NotInTrap {
                animal: piece.animal,
            },
        },
        FindProperty::CapturableBy => capturer_reason(position, options, asked, square),
        FindProperty::LegalDestinations | FindProperty::JumpLandings | FindProperty::Captures => {
            target_reason(position, options, property, asked, square)
        }
    };
    WrongMark { square, reason }
}

/// A square the asked animal was meant to reach (a move, a jump or a capture).
fn target_reason(
    position: &Position,
    options: &RuleOptions,
    property: FindProperty,
    asked: Option<Square>,
    square: Square,
) -> MarkReason {
    let Some(from) = asked else {
        return MarkReason::Empty;
    };
    if let Err(refusal) = position.check_piece_move_any_turn(options, Move::new(from, square)) {
        return MarkReason::Refused(refusal);
    }
    match property {
        FindProperty::Captures if position.piece_at(square).is_none() => {
            MarkReason::NothingToCapture
        }
        // A legal move that the engine does not count as a landing is a plain step.
        _ => MarkReason::StepNotJump,
    }
}

/// A square marked as holding an enemy that could capture the asked animal.
fn capturer_reason(
    position: &Position,
    options: &RuleOptions,
    asked: Option<Square>,
    square: Square,
) -> MarkReason {
    let Some(marked) = position.piece_at(square) else {
        return MarkReason::Empty;
    };
    let Some(target) = asked else {
        return MarkReason::Empty;
    };
    if position
        .piece_at(target)
        .is_some_and(|piece| piece.side == marked.side)
    {
        return MarkReason::SameSide {
            animal: marked.animal,
        };
    }
    match position.check_piece_move_any_turn(options, Move::new(square, target)) {
        Err(refusal) => MarkReason::Refused(refusal),
        // The engine's set is exactly the legal captures, so this is not reached for a
        // square it leaves out; say what is true of it anyway.
        Ok(()) => MarkReason::NothingToCapture,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).expect("a square")
    }

    #[test]
    fn the_ground_of_a_square_names_whose_trap_and_den() {
        assert_eq!(Ground::of(sq("d1")), Ground::Den(Side::Red));
        assert_eq!(Ground::of(sq("d9")), Ground::Den(Side::Blue));
        assert_eq!(Ground::of(sq("c1")), Ground::Trap(Side::Red));
        assert_eq!(Ground::of(sq("d8")), Ground::Trap(Side::Blue));
        assert_eq!(Ground::of(sq("b4")), Ground::Water);
        assert_eq!(Ground::of(sq("a1")), Ground::Land);
    }
}
