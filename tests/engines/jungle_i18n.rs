//! Every Jungle refusal, outcome and input error renders in every locale, with no raw id and no
//! unfilled `{` left in the text.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_classroom::i18n::{Locale, Localizer, Message, jungle as words};
use qi_classroom::rules::jungle::{
    Animal, FenError, OptionError, Outcome, ParseMoveError, ParseSquareError, PositionError,
    Refusal, RepetitionRule, Side, Square,
};

fn every_refusal() -> Vec<Refusal> {
    let (a, b) = (Square::C3, Square::C5);
    vec![
        Refusal::GameOver,
        Refusal::NoPiece { square: a },
        Refusal::NotYourTurn {
            square: a,
            animal: Animal::Cat,
            side: Side::Blue,
        },
        Refusal::DiagonalMove { from: a, to: b },
        Refusal::NotAdjacent { from: a, to: b },
        Refusal::NotAJumper {
            animal: Animal::Dog,
        },
        Refusal::JumpTooFar {
            animal: Animal::Lion,
            landing: Square::D4,
        },
        Refusal::JumpBlockedByRat {
            attacker: Animal::Tiger,
            rat_square: b,
        },
        Refusal::IntoOwnDen {
            animal: Animal::Wolf,
            den: Square::D1,
        },
        Refusal::IntoWater {
            animal: Animal::Elephant,
        },
        Refusal::OntoOwnPiece {
            animal: Animal::Leopard,
            square: b,
        },
        Refusal::TooStrong {
            attacker: Animal::Cat,
            defender: Animal::Dog,
        },
        Refusal::ElephantCannotCaptureRat,
        Refusal::RatCannotCaptureFromWater {
            target: Animal::Elephant,
        },
        Refusal::CannotCaptureRatInWater {
            attacker: Animal::Lion,
        },
        Refusal::JumpOntoStronger {
            attacker: Animal::Tiger,
            defender: Animal::Lion,
        },
        Refusal::SameKindDefenderOnly {
            animal: Animal::Dog,
        },
        Refusal::OwnTrapImmunity {
            defender: Animal::Dog,
            square: Square::D8,
        },
        Refusal::RepetitionLimit {
            rule: RepetitionRule::SevenThree,
            animal: Animal::Lion,
            square: Square::D4,
        },
        Refusal::RepetitionLimit {
            rule: RepetitionRule::SeventeenFive,
            animal: Animal::Lion,
            square: Square::D4,
        },
    ]
}

fn every_outcome() -> Vec<Outcome> {
    vec![
        Outcome::DenEntered {
            winner: Side::Red,
            den: Square::D9,
        },
        Outcome::AllCaptured { winner: Side::Blue },
        Outcome::NoLegalMove { winner: Side::Red },
        Outcome::NoCaptureDraw { rounds: 100 },
        Outcome::Resigned { winner: Side::Blue },
        Outcome::TimeOut { winner: Side::Red },
        Outcome::OpponentLeft { winner: Side::Blue },
        Outcome::DrawAgreed,
    ]
}

fn every_error() -> Vec<Message> {
    let mut messages: Vec<Message> = [
        FenError::Empty,
        FenError::WrongRankCount { found: 3 },
        FenError::WrongRankLength {
            rank: 3,
            squares: 8,
        },
        FenError::UnknownPieceLetter {
            letter: 'X',
            rank: 2,
        },
        FenError::MissingSideToMove,
        FenError::BadSideToMove { text: "x".into() },
        FenError::TrailingText { text: "0 1".into() },
        FenError::Invalid(PositionError::DuplicateAnimal {
            side: Side::Red,
            animal: Animal::Cat,
            square: Square::A1,
        }),
        FenError::Invalid(PositionError::AnimalInWater {
            animal: Animal::Lion,
            square: Square::B5,
        }),
        FenError::Invalid(PositionError::AnimalInOwnDen {
            side: Side::Blue,
            animal: Animal::Rat,
        }),
    ]
    .iter()
    .map(words::fen_error)
    .collect();
    messages.extend(
        [
            OptionError::UnknownKey {
                key: "strenght_order".into(),
                suggestion: Some("strength_order"),
            },
            OptionError::UnknownKey {
                key: "colour".into(),
                suggestion: None,
            },
            OptionError::BadValue {
                key: "rule_7_3",
                value: "maybe".into(),
                expected: &["true", "false"],
            },
            OptionError::MissingEquals {
                text: "rule_7_3".into(),
            },
            OptionError::UnknownPreset {
                name: "tournament".into(),
            },
        ]
        .iter()
        .map(words::option_error),
    );
    messages.push(words::square_error(&ParseSquareError { text: "z0".into() }));
    messages.push(words::move_error(&ParseMoveError { text: "zz".into() }));
    messages
}

fn assert_renders(localizer: &Localizer, message: &Message) {
    assert_eq!(localizer.problem(message), None);
}

#[test]
fn every_refusal_name_is_covered_and_renders_everywhere() {
    let refusals = every_refusal();
    let mut names: Vec<&str> = refusals.iter().map(Refusal::name).collect();
    names.dedup();
    assert_eq!(names, Refusal::NAMES.to_vec());
    for locale in Locale::ALL {
        let localizer = Localizer::new(locale);
        for refusal in &refusals {
            let message = words::refusal(refusal);
            assert_eq!(message.id, format!("jungle-refusal-{}", refusal.name()));
            assert_renders(&localizer, &message);
        }
    }
}

#[test]
fn every_outcome_renders_everywhere() {
    let outcomes = every_outcome();
    let names: Vec<&str> = outcomes.iter().map(Outcome::name).collect();
    assert_eq!(names, Outcome::NAMES.to_vec());
    for locale in Locale::ALL {
        let localizer = Localizer::new(locale);
        for outcome in &outcomes {
            assert_renders(&localizer, &words::outcome(outcome));
        }
    }
}

#[test]
fn every_input_error_renders_everywhere() {
    for locale in Locale::ALL {
        let localizer = Localizer::new(locale);
        for message in every_error() {
            assert_renders(&localizer, &message);
        }
    }
}

#[test]
fn animal_and_side_names_are_localized_and_nested() {
    for locale in Locale::ALL {
        let localizer = Localizer::new(locale);
        for animal in Animal::ALL {
            assert_renders(&localizer, &words::animal(animal));
        }
        for side in Side::ALL {
            assert_renders(&localizer, &words::side(side));
        }
    }
    let zh = Localizer::new(Locale::ZhCn);
    assert_eq!(zh.render(&words::animal(Animal::Rat)), "老鼠");
    assert_eq!(zh.render(&words::side(Side::Blue)), "蓝方");
    assert_eq!(
        Localizer::new(Locale::ZhTw).render(&words::animal(Animal::Lion)),
        "獅子"
    );
    let blocked = Refusal::JumpBlockedByRat {
        attacker: Animal::Lion,
        rat_square: Square::C5,
    };
    assert_eq!(
        Localizer::new(Locale::En).render(&words::refusal(&blocked)),
        "A rat in the river at c5 blocks the lion's jump."
    );
    assert_eq!(
        zh.render(&words::refusal(&blocked)),
        "c5的老鼠在河里挡住了路，狮子不能跳过去。"
    );
}
