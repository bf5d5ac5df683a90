//! Who may capture whom on the board: strength, rat and elephant, the river, traps and the
//! capture options.

use super::animal::Animal;
use super::options::{RatWaterToLand, RuleOptions, SameKindCapture, WeakeningTraps};
use super::piece::Piece;
use super::refusal::Refusal;
use super::square::Square;

/// Whether `defender` standing on `square` has lost its strength in a trap, so any enemy may
/// capture it. With `weakening_traps = "enemy"` only the enemy's traps weaken; with `any` every
/// trap does. An animal protected by `own_trap_immunity` is not weakened.
#[inline]
pub fn is_weakened(options: &RuleOptions, defender: Piece, square: Square) -> bool {
    if !square.is_trap() {
        return false;
    }
    let own_trap = square.is_trap_of(defender.side);
    if own_trap && options.own_trap_immunity {
        return false;
    }
    !own_trap || options.weakening_traps == WeakeningTraps::Any
}

/// May `attacker`, moving from `from`, capture `defender` on `to`? Only the capture rules are
/// checked here (not how the attacker gets there). The order of the checks picks the most
/// specific explanation: the river first, then trap protection and weakening, then the food
/// chain. Only the moving side's trap status of the *defender* matters; an attacker standing in
/// a trap keeps its own strength for attacking.
pub fn capture_verdict(
    options: &RuleOptions,
    attacker: Piece,
    from: Square,
    defender: Piece,
    to: Square,
) -> Result<(), Refusal> {
    let attacker_in_water = from.is_water();
    let defender_in_water = to.is_water();
    if defender_in_water && !attacker_in_water {
        // A rat in the river is safe from land, except (optionally) from a rat.
        if attacker.animal != Animal::Rat || !options.rat_land_to_water {
            return Err(Refusal::CannotCaptureRatInWater {
                attacker: attacker.animal,
            });
        }
    }
    if attacker_in_water && !defender_in_water {
        // A rat climbing out of the river may only catch a rat, if anything.
        let allowed =
            defender.animal == Animal::Rat && options.rat_water_to_land == RatWaterToLand::Rat;
        if !allowed {
            return Err(Refusal::RatCannotCaptureFromWater {
                target: defender.animal,
            });
        }
    }
    if options.own_trap_immunity && to.is_trap_of(defender.side) {
        return Err(Refusal::OwnTrapImmunity {
            defender: defender.animal,
            square: to,
        });
    }
    let elephant_on_rat = attacker.animal == Animal::Elephant && defender.animal == Animal::Rat;
    if is_weakened(options, defender, to) {
        if elephant_on_rat && !options.elephant_captures_trapped_rat {
            return Err(Refusal::ElephantCannotCaptureRat);
        }
        return Ok(());
    }
    if elephant_on_rat {
        return Err(Refusal::ElephantCannotCaptureRat);
    }
    if attacker.animal == Animal::Rat && defender.animal == Animal::Elephant {
        return Ok(());
    }
    if attacker.animal == defender.animal {
        return match options.same_kind_capture {
            SameKindCapture::Both => Ok(()),
            SameKindCapture::DefenderOnly => Err(Refusal::SameKindDefenderOnly {
                animal: attacker.animal,
            }),
        };
    }
    if attacker.animal.strength(options) >= defender.animal.strength(options) {
        Ok(())
    } else {
        Err(Refusal::TooStrong {
            attacker: attacker.animal,
            defender: defender.animal,
        })
    }
}
