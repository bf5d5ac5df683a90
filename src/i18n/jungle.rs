//! Jungle words for people: every refusal, outcome and input error of the Jungle engine mapped
//! to a Fluent message (ids `jungle-…` in `locales/*/jungle.ftl`).

use super::Message;
use crate::rules::jungle::{
    Animal, FenError, OptionError, Outcome, ParseMoveError, ParseSquareError, PositionError,
    Refusal, RepetitionRule, Side, Square,
};

/// The name of an animal (`jungle-animal-rat` → "rat" / 老鼠).
pub fn animal(animal: Animal) -> Message {
    Message::new(format!("jungle-animal-{}", animal.name()))
}

/// The name of a side (`jungle-side-red` → "Red" / 红方).
pub fn side(side: Side) -> Message {
    Message::new(format!("jungle-side-{}", side.name()))
}

/// The name of an anti-repetition rule (`jungle-rule-7-3`).
pub fn repetition_rule(rule: RepetitionRule) -> Message {
    Message::new(format!("jungle-rule-{}", rule.name()))
}

fn square(square: Square) -> String {
    square.to_string()
}

/// Why a move was refused, in words a child understands.
pub fn refusal(refusal: &Refusal) -> Message {
    let id = format!("jungle-refusal-{}", refusal.name());
    let message = Message::new(id);
    match *refusal {
        Refusal::GameOver => message,
        Refusal::NoPiece { square: empty } => message.text("square", square(empty)),
        Refusal::NotYourTurn {
            square: at,
            animal: which,
            side: owner,
        } => message
            .text("square", square(at))
            .message("animal", animal(which))
            .message("side", side(owner)),
        Refusal::DiagonalMove { from, to } => {
            message.text("from", square(from)).text("to", square(to))
        }
        Refusal::NotAdjacent { from, to } => {
            message.text("from", square(from)).text("to", square(to))
        }
        Refusal::NotAJumper { animal: which } => message.message("animal", animal(which)),
        Refusal::JumpTooFar {
            animal: which,
            landing,
        } => message
            .message("animal", animal(which))
            .text("landing", square(landing)),
        Refusal::JumpBlockedByRat {
            attacker,
            rat_square,
        } => message
            .message("attacker", animal(attacker))
            .text("rat_square", square(rat_square)),
        Refusal::IntoOwnDen { animal: which, den } => message
            .message("animal", animal(which))
            .text("den", square(den)),
        Refusal::IntoWater { animal: which } => message.message("animal", animal(which)),
        Refusal::OntoOwnPiece {
            animal: which,
            square: at,
        } => message
            .message("animal", animal(which))
            .text("square", square(at)),
        Refusal::TooStrong { attacker, defender } => message
            .message("attacker", animal(attacker))
            .message("defender", animal(defender)),
        Refusal::ElephantCannotCaptureRat => message,
        Refusal::RatCannotCaptureFromWater { target } => message.message("target", animal(target)),
        Refusal::CannotCaptureRatInWater { attacker } => {
            message.message("attacker", animal(attacker))
        }
        Refusal::JumpOntoStronger { attacker, defender } => message
            .message("attacker", animal(attacker))
            .message("defender", animal(defender)),
        Refusal::SameKindDefenderOnly { animal: which } => message.message("animal", animal(which)),
        Refusal::OwnTrapImmunity {
            defender,
            square: at,
        } => message
            .message("defender", animal(defender))
            .text("square", square(at)),
        Refusal::RepetitionLimit {
            rule,
            animal: which,
            square: at,
        } => message
            .message("rule", repetition_rule(rule))
            .message("animal", animal(which))
            .text("square", square(at)),
    }
}

/// How the game ended.
pub fn outcome(outcome: &Outcome) -> Message {
    let message = Message::new(format!("jungle-outcome-{}", outcome.name()));
    match *outcome {
        Outcome::DenEntered { winner, den } => message
            .message("winner", side(winner))
            .text("den", square(den)),
        Outcome::AllCaptured { winner }
        | Outcome::NoLegalMove { winner }
        | Outcome::Resigned { winner }
        | Outcome::TimeOut { winner }
        | Outcome::OpponentLeft { winner } => message
            .message("winner", side(winner))
            .message("loser", side(winner.opponent())),
        Outcome::NoCaptureDraw { rounds } => message.number("rounds", i64::from(rounds)),
        Outcome::DrawAgreed => message,
    }
}

/// What is wrong with position text.
pub fn fen_error(error: &FenError) -> Message {
    match error {
        FenError::Empty => Message::new("jungle-fen-empty"),
        FenError::WrongRankCount { found } => {
            Message::new("jungle-fen-wrong-rank-count").number("found", *found as i64)
        }
        FenError::WrongRankLength { rank, squares } => Message::new("jungle-fen-wrong-rank-length")
            .number("rank", i64::from(*rank))
            .number("squares", *squares as i64),
        FenError::UnknownPieceLetter { letter, rank } => {
            Message::new("jungle-fen-unknown-piece-letter")
                .text("letter", letter.to_string())
                .number("rank", i64::from(*rank))
        }
        FenError::MissingSideToMove => Message::new("jungle-fen-missing-side-to-move"),
        FenError::BadSideToMove { text } => {
            Message::new("jungle-fen-bad-side-to-move").text("text", text.clone())
        }
        FenError::TrailingText { text } => {
            Message::new("jungle-fen-trailing-text").text("text", text.clone())
        }
        FenError::Invalid(error) => position_error(error),
    }
}

/// Why a board breaks the placement rules.
pub fn position_error(error: &PositionError) -> Message {
    match *error {
        PositionError::DuplicateAnimal {
            side: owner,
            animal: which,
            square: at,
        } => Message::new("jungle-position-duplicate-animal")
            .message("side", side(owner))
            .message("animal", animal(which))
            .text("square", square(at)),
        PositionError::AnimalInWater {
            animal: which,
            square: at,
        } => Message::new("jungle-position-animal-in-water")
            .message("animal", animal(which))
            .text("square", square(at)),
        PositionError::AnimalInOwnDen {
            side: owner,
            animal: which,
        } => Message::new("jungle-position-animal-in-own-den")
            .message("side", side(owner))
            .message("animal", animal(which)),
    }
}

/// What is wrong with a rule option.
pub fn option_error(error: &OptionError) -> Message {
    match error {
        OptionError::UnknownKey {
            key,
            suggestion: Some(suggestion),
        } => Message::new("jungle-option-unknown-key-suggest")
            .text("key", key.clone())
            .text("suggestion", *suggestion),
        OptionError::UnknownKey {
            key,
            suggestion: None,
        } => Message::new("jungle-option-unknown-key")
            .text("key", key.clone())
            .text("keys", crate::rules::jungle::RuleOptions::KEYS.join(", ")),
        OptionError::BadValue {
            key,
            value,
            expected,
        } => Message::new("jungle-option-bad-value")
            .text("key", *key)
            .text("value", value.clone())
            .text("expected", expected.join(", ")),
        OptionError::MissingEquals { text } => {
            Message::new("jungle-option-missing-equals").text("text", text.clone())
        }
        OptionError::UnknownPreset { name } => Message::new("jungle-option-unknown-preset")
            .text("name", name.clone())
            .text(
                "presets",
                crate::rules::jungle::RuleOptions::PRESETS.join(", "),
            ),
    }
}

/// Text that is not a square.
pub fn square_error(error: &ParseSquareError) -> Message {
    Message::new("jungle-bad-square").text("text", error.text.clone())
}

/// Text that is not a move.
pub fn move_error(error: &ParseMoveError) -> Message {
    Message::new("jungle-bad-move").text("text", error.text.clone())
}
