//! The lesson tutor judges with the engine: right and wrong actions for every Jungle step kind,
//! stars, hints, and every verdict rendered as a sentence in every locale.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::evaluate::{CaptureReason, CaptureTruth, GoalMiss};
use qi_classroom::content::words::FindProperty;
use qi_classroom::content::wrong_mark::{Ground, MarkReason, WrongMark, wrong_mark};
use qi_classroom::content::{Library, Step};
use qi_classroom::i18n::{Locale, Localizer, Message, rendering_problems, tutor as words};
use qi_classroom::rules::jungle::{Animal, Move, Position, Refusal, RuleOptions, Side, Square};
use qi_classroom::tutor::lesson::{Action, EngineHint, Hint, StepTutor, Verdict, Why, hint, judge};
use std::collections::BTreeSet;

const LESSON: &str = r#"
id = "tutor-test"
game = "jungle"
title = { en = "t", zh-CN = "t", zh-TW = "t" }
summary = { en = "t", zh-CN = "t", zh-TW = "t" }
ages = [4, 8]
concepts = ["test"]

[[step]]
kind = "info"
text = { en = "t", zh-CN = "t", zh-TW = "t" }

[[step]]
kind = "food-chain-order"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
animals = ["rat", "cat", "tiger", "elephant"]

[[step]]
kind = "can-capture"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
attacker = "rat"
defender = "elephant"

[[step]]
kind = "can-capture"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
fen = "l5t/7/7/7/7/1r5/1E5/7/6L b"
attacker = "b4"
defender = "b3"

[[step]]
kind = "place-pieces"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
animals = ["lion", "tiger"]

[[step]]
kind = "place-pieces"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
animals = ["rat"]
side = "blue"
stars_by_seconds = [10, 20, 30]

[[step]]
kind = "jungle-move"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
fen = "l6/7/7/7/7/1r5/1T3L1/7/7 w"
goal = "jump"
hints = [{ en = "Jump!", zh-CN = "跳！", zh-TW = "跳！" }]

[[step]]
kind = "jungle-move"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
fen = "l5t/7/7/7/7/7/3p3/3D3/6L w"
goal = "escape"
piece = "d2"

[[step]]
kind = "find-all"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
fen = "l6/7/7/7/7/7/1T5/7/6L w"
property = "jump-landings"
square = "b3"
"#;

fn steps() -> (Library, Vec<Step>) {
    let library = Library::load_sources([("tutor-test.toml", LESSON)]);
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let steps = library.lessons[0].steps.clone();
    (library, steps)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn cross(square: &str, reason: MarkReason) -> WrongMark {
    WrongMark {
        square: sq(square),
        reason,
    }
}

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

/// Judges with the lesson's rules.
fn judge_step(index: usize, action: Action) -> Verdict {
    let (library, steps) = steps();
    let rules = library.lessons[0].rules_for(&steps[index]);
    judge(&steps[index], &rules, &action)
}

fn tutor(index: usize) -> StepTutor {
    let (library, steps) = steps();
    let rules = library.lessons[0].rules_for(&steps[index]);
    StepTutor::new(steps[index].clone(), rules)
}

#[test]
fn info_pages_complete_without_stars() {
    assert_eq!(
        judge_step(0, Action::Continue),
        Verdict::StepComplete { stars: 0 }
    );
    assert_eq!(
        judge_step(0, Action::Answer(true)),
        Verdict::Wrong {
            why: Why::ActionDoesNotFit
        }
    );
}

#[test]
fn food_chain_order_comes_from_the_strength_order() {
    use Animal::*;
    assert_eq!(
        judge_step(1, Action::Order(vec![Elephant, Tiger, Cat, Rat])),
        Verdict::Correct
    );
    assert_eq!(
        judge_step(1, Action::Order(vec![Elephant, Tiger, Rat, Cat])),
        Verdict::Wrong {
            why: Why::OutOfOrder {
                placed: Rat,
                stronger: Cat,
                placed_strength: 1,
                stronger_strength: 2
            }
        }
    );
    assert!(matches!(
        judge_step(1, Action::Order(vec![Elephant, Tiger, Cat])),
        Verdict::Wrong {
            why: Why::NotTheseAnimals { .. }
        }
    ));
}

#[test]
fn can_capture_is_decided_by_the_engine_with_its_reason() {
    assert_eq!(judge_step(2, Action::Answer(true)), Verdict::Correct);
    assert_eq!(
        judge_step(2, Action::Answer(false)),
        Verdict::Wrong {
            why: Why::Capture {
                truth: CaptureTruth::Yes(CaptureReason::RatBeatsElephant)
            }
        }
    );
    // On the board: the rat in the water may not capture the elephant on land.
    assert_eq!(judge_step(3, Action::Answer(false)), Verdict::Correct);
    assert_eq!(
        judge_step(3, Action::Answer(true)),
        Verdict::Wrong {
            why: Why::Capture {
                truth: CaptureTruth::No(Refusal::RatCannotCaptureFromWater {
                    target: Animal::Elephant
                })
            }
        }
    );
}

#[test]
fn placing_pieces_checks_start_squares_and_counts_mistakes() {
    let mut tutor = tutor(4);
    let lion = Action::Place {
        side: Side::Red,
        animal: Animal::Lion,
        square: sq("a1"),
    };
    assert_eq!(
        tutor.act(&lion),
        Verdict::Wrong {
            why: Why::WrongStart {
                side: Side::Red,
                animal: Animal::Lion,
                square: sq("a1")
            }
        }
    );
    let elephant = Action::Place {
        side: Side::Red,
        animal: Animal::Elephant,
        square: sq("a3"),
    };
    assert!(matches!(
        tutor.act(&elephant),
        Verdict::Wrong {
            why: Why::NotAsked { .. }
        }
    ));
    let lion = Action::Place {
        side: Side::Red,
        animal: Animal::Lion,
        square: sq("g1"),
    };
    assert_eq!(tutor.act(&lion), Verdict::Correct);
    assert!(!tutor.is_complete());
    let tiger = Action::Place {
        side: Side::Red,
        animal: Animal::Tiger,
        square: sq("a1"),
    };
    // Two mistakes before: one star.
    assert_eq!(tutor.act(&tiger), Verdict::StepComplete { stars: 1 });
    assert!(tutor.is_complete());
}

#[test]
fn timed_placing_earns_stars_by_seconds() {
    let mut tutor = tutor(5);
    assert_eq!(
        tutor.act(&Action::Finished { elapsed_seconds: 5 }),
        Verdict::Wrong {
            why: Why::NotAllPlaced { remaining: 1 }
        }
    );
    let rat = Action::Place {
        side: Side::Blue,
        animal: Animal::Rat,
        square: sq("a7"),
    };
    assert_eq!(tutor.act(&rat), Verdict::Correct);
    assert_eq!(
        tutor.act(&Action::Finished {
            elapsed_seconds: 15
        }),
        Verdict::StepComplete { stars: 2 }
    );
}

#[test]
fn an_illegal_move_carries_the_engines_refusal_and_reads_as_a_sentence() {
    // The blue rat swims on b4, in the tiger's way.
    let verdict = judge_step(6, Action::Move(mv("b3b7")));
    let refusal = Refusal::JumpBlockedByRat {
        attacker: Animal::Tiger,
        rat_square: sq("b4"),
    };
    assert_eq!(
        verdict,
        Verdict::Wrong {
            why: Why::Illegal(refusal)
        }
    );
    let english = Localizer::new(Locale::En).render(&words::verdict(&verdict));
    assert!(english.contains("b4"), "{english}");
    assert!(english.contains("tiger"), "{english}");
    let chinese = Localizer::new(Locale::ZhCn).render(&words::verdict(&verdict));
    assert!(
        chinese.contains("老虎") && chinese.contains("老鼠"),
        "{chinese}"
    );
    // A legal step that is no jump.
    assert_eq!(
        judge_step(6, Action::Move(mv("b3a3"))),
        Verdict::Wrong {
            why: Why::MissesGoal(GoalMiss::NotAJump)
        }
    );
}

#[test]
fn escaping_must_leave_the_piece_safe() {
    assert_eq!(judge_step(7, Action::Move(mv("d2c2"))), Verdict::Correct);
    // The leopard on d3 reaches d2, c3, e3 and d4, so c2 and e2 are both safe.
    assert_eq!(judge_step(7, Action::Move(mv("d2e2"))), Verdict::Correct);
    assert_eq!(
        judge_step(7, Action::Move(mv("g1g2"))),
        Verdict::Wrong {
            why: Why::MissesGoal(GoalMiss::StillChased {
                animal: Animal::Dog,
                square: sq("d2")
            })
        }
    );
}

#[test]
fn find_all_compares_with_the_engines_set() {
    let marked = |squares: &[&str]| -> BTreeSet<Square> { squares.iter().map(|s| sq(s)).collect() };
    assert_eq!(
        judge_step(8, Action::Mark(marked(&["b7"]))),
        Verdict::Correct
    );
    assert_eq!(
        judge_step(8, Action::Mark(marked(&["c4"]))),
        Verdict::Wrong {
            why: Why::Marks {
                missed: vec![sq("b7")],
                extra: vec![WrongMark {
                    square: sq("c4"),
                    reason: MarkReason::Refused(Refusal::DiagonalMove {
                        from: sq("b3"),
                        to: sq("c4")
                    })
                }],
                missed_shown: false,
            }
        }
    );
    let mut tutor = tutor(8);
    assert!(matches!(
        tutor.act(&Action::Mark(marked(&[]))),
        Verdict::Wrong { .. }
    ));
    assert_eq!(
        tutor.act(&Action::Mark(marked(&["b7"]))),
        Verdict::StepComplete { stars: 2 }
    );
}

#[test]
fn the_missed_squares_are_shown_from_the_second_wrong_try() {
    let mut tutor = tutor(8);
    let first = tutor.act(&Action::Mark(BTreeSet::new()));
    assert!(
        matches!(
            &first,
            Verdict::Wrong {
                why: Why::Marks {
                    missed_shown: false,
                    ..
                }
            }
        ),
        "{first:?}"
    );
    let second = tutor.act(&Action::Mark(BTreeSet::from([sq("b2")])));
    assert_eq!(
        second,
        Verdict::Wrong {
            why: Why::Marks {
                missed: vec![sq("b7")],
                extra: vec![cross("b2", MarkReason::StepNotJump)],
                missed_shown: true,
            }
        }
    );
}

#[test]
fn each_wrong_mark_says_what_is_true_of_its_square() {
    // Red: dog a1, lion on its own trap e1, tiger b3; Blue: cat weakened in Red's trap d2, rat
    // in the river on b4 (in the tiger's way).
    let position = Position::from_fen("7/7/7/7/7/1r5/1T5/3c3/D3L2 w").unwrap();
    let options = RuleOptions::classroom();
    let why = |property, asked: Option<&str>, square: &str| {
        wrong_mark(&position, &options, property, asked.map(sq), sq(square)).reason
    };
    use FindProperty::*;
    assert_eq!(
        why(Weakened, None, "e1"),
        MarkReason::InOwnTrap {
            side: Side::Red,
            animal: Animal::Lion
        }
    );
    assert_eq!(
        why(Weakened, None, "a1"),
        MarkReason::NotInTrap {
            animal: Animal::Dog
        }
    );
    assert_eq!(why(Weakened, None, "g9"), MarkReason::Empty);
    assert_eq!(why(Water, None, "c3"), MarkReason::Is(Ground::Land));
    assert_eq!(
        why(Water, None, "d1"),
        MarkReason::Is(Ground::Den(Side::Red))
    );
    assert_eq!(
        why(Dens, None, "e1"),
        MarkReason::Is(Ground::Trap(Side::Red))
    );
    assert_eq!(why(Traps, None, "f5"), MarkReason::Is(Ground::Water));
    assert_eq!(
        why(JumpLandings, Some("b3"), "b7"),
        MarkReason::Refused(Refusal::JumpBlockedByRat {
            attacker: Animal::Tiger,
            rat_square: sq("b4")
        })
    );
    assert_eq!(why(JumpLandings, Some("b3"), "a3"), MarkReason::StepNotJump);
    assert_eq!(
        why(Captures, Some("e1"), "e2"),
        MarkReason::NothingToCapture
    );
    assert_eq!(
        why(Captures, Some("e1"), "d1"),
        MarkReason::Refused(Refusal::IntoOwnDen {
            animal: Animal::Lion,
            den: sq("d1")
        })
    );
    assert_eq!(
        why(CapturableBy, Some("d2"), "b4"),
        MarkReason::SameSide {
            animal: Animal::Rat
        }
    );
    assert_eq!(why(CapturableBy, Some("d2"), "c3"), MarkReason::Empty);
    assert_eq!(
        why(JumpLandings, Some("b3"), "b3"),
        MarkReason::AskedAnimal {
            animal: Animal::Tiger
        }
    );
    assert_eq!(
        why(CapturableBy, Some("d2"), "e1"),
        MarkReason::Refused(Refusal::DiagonalMove {
            from: sq("e1"),
            to: sq("d2")
        })
    );
    assert_eq!(
        why(LegalDestinations, Some("a1"), "a3"),
        MarkReason::Refused(Refusal::NotAdjacent {
            from: sq("a1"),
            to: sq("a3")
        })
    );
}

#[test]
fn hints_use_the_authors_ladder_then_the_engine() {
    let (library, steps) = steps();
    let rules = library.lessons[0].rules_for(&steps[6]);
    assert!(matches!(
        hint(&steps[6], &rules, 0),
        Some(Hint::Authored(_))
    ));
    // Level 1 is past the author's one hint: the engine's nudge towards the lion, whose jump
    // is free (the tiger's is blocked by the rat).
    assert_eq!(
        hint(&steps[6], &rules, 1),
        Some(Hint::Engine(EngineHint::MoveFrom { square: sq("f3") }))
    );
    let rules = library.lessons[0].rules_for(&steps[8]);
    assert_eq!(
        hint(&steps[8], &rules, 0),
        Some(Hint::Engine(EngineHint::MarkCount { count: 1 }))
    );
    let rules = library.lessons[0].rules_for(&steps[7]);
    assert!(matches!(
        hint(&steps[7], &rules, 0),
        Some(Hint::Engine(EngineHint::MoveFrom { .. }))
    ));
    assert!(matches!(
        hint(&steps[7], &rules, 1),
        Some(Hint::Engine(EngineHint::PlayMove { .. }))
    ));
    // Only the move itself counts as the answer seen (the teacher's table shows it).
    let answer = |level| hint(&steps[7], &rules, level).is_some_and(|h| h.gives_answer());
    assert!(!answer(0));
    assert!(answer(1));
}

/// One of every verdict, reason and hint (with nested variants).
fn every_message() -> Vec<Message> {
    use Animal::*;
    let whys = vec![
        Why::ActionDoesNotFit,
        Why::NotTheseAnimals {
            expected: vec![Lion, Cat],
        },
        Why::OutOfOrder {
            placed: Rat,
            stronger: Cat,
            placed_strength: 1,
            stronger_strength: 2,
        },
        Why::Capture {
            truth: CaptureTruth::No(Refusal::ElephantCannotCaptureRat),
        },
        Why::Capture {
            truth: CaptureTruth::Yes(CaptureReason::Stronger {
                attacker: Lion,
                defender: Dog,
            }),
        },
        Why::Capture {
            truth: CaptureTruth::Yes(CaptureReason::SameKind { animal: Wolf }),
        },
        Why::Capture {
            truth: CaptureTruth::Yes(CaptureReason::RatBeatsElephant),
        },
        Why::Capture {
            truth: CaptureTruth::Yes(CaptureReason::Weakened {
                defender: Elephant,
                square: sq("c9"),
            }),
        },
        Why::WrongStart {
            side: Side::Blue,
            animal: Leopard,
            square: sq("c3"),
        },
        Why::NotAsked {
            side: Side::Red,
            animal: Dog,
        },
        Why::NotAllPlaced { remaining: 1 },
        Why::NotAllPlaced { remaining: 3 },
        Why::Illegal(Refusal::IntoWater { animal: Dog }),
        Why::MissesGoal(GoalMiss::NotAJump),
        Why::MissesGoal(GoalMiss::NotThePiece { piece: sq("b3") }),
        Why::MissesGoal(GoalMiss::NoCapture),
        Why::MissesGoal(GoalMiss::NotTheTarget { target: sq("d5") }),
        Why::MissesGoal(GoalMiss::NotIntoDen { den: sq("d9") }),
        Why::MissesGoal(GoalMiss::StillChased {
            animal: Cat,
            square: sq("c4"),
        }),
        Why::Marks {
            missed: vec![sq("d7")],
            extra: vec![cross("c4", MarkReason::StepNotJump)],
            missed_shown: false,
        },
        Why::Marks {
            missed: vec![],
            extra: vec![
                cross("c4", MarkReason::Is(Ground::Water)),
                cross("c5", MarkReason::Empty),
            ],
            missed_shown: true,
        },
        Why::Marks {
            missed: vec![sq("d7")],
            extra: vec![],
            missed_shown: false,
        },
        Why::Marks {
            missed: vec![sq("d7")],
            extra: vec![],
            missed_shown: true,
        },
    ];
    let reasons = [
        MarkReason::Is(Ground::Land),
        MarkReason::Is(Ground::Water),
        MarkReason::Is(Ground::Trap(Side::Red)),
        MarkReason::Is(Ground::Den(Side::Blue)),
        MarkReason::Empty,
        MarkReason::InOwnTrap {
            side: Side::Red,
            animal: Lion,
        },
        MarkReason::NotInTrap { animal: Cat },
        MarkReason::Refused(Refusal::NotAJumper { animal: Cat }),
        MarkReason::StepNotJump,
        MarkReason::NothingToCapture,
        MarkReason::SameSide { animal: Dog },
        MarkReason::AskedAnimal { animal: Tiger },
    ];
    let whys: Vec<Why> = whys
        .into_iter()
        .chain(reasons.into_iter().map(|reason| Why::Marks {
            missed: vec![],
            extra: vec![cross("e1", reason)],
            missed_shown: false,
        }))
        .collect();
    let mut messages: Vec<Message> = whys
        .into_iter()
        .map(|why| words::verdict(&Verdict::Wrong { why }))
        .collect();
    messages.push(words::verdict(&Verdict::Correct));
    messages.push(words::verdict(&Verdict::Unusable));
    for stars in 0..=3 {
        messages.push(words::verdict(&Verdict::StepComplete { stars }));
    }
    for hint in [
        EngineHint::StrongestFirst { animal: Elephant },
        EngineHint::StartsOn {
            animal: Lion,
            square: sq("g1"),
        },
        EngineHint::MoveFrom { square: sq("b3") },
        EngineHint::PlayMove { mv: mv("b3b7") },
        EngineHint::MarkCount { count: 0 },
        EngineHint::MarkCount { count: 1 },
        EngineHint::MarkCount { count: 4 },
    ] {
        messages.push(words::engine_hint(&hint));
    }
    messages
}

#[test]
fn every_verdict_reason_and_hint_renders_in_every_locale() {
    let messages = every_message();
    let problems = rendering_problems(&messages);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn one_wrong_mark_is_explained_alone_in_every_locale() {
    // Chinese has no "one" plural category, so the message must select on the number itself.
    let one = Verdict::Wrong {
        why: Why::Marks {
            missed: vec![],
            extra: vec![cross("d1", MarkReason::Is(Ground::Den(Side::Red)))],
            missed_shown: false,
        },
    };
    let two = Verdict::Wrong {
        why: Why::Marks {
            missed: vec![],
            extra: vec![
                cross("d1", MarkReason::Is(Ground::Den(Side::Red))),
                cross("a1", MarkReason::Is(Ground::Land)),
            ],
            missed_shown: false,
        },
    };
    for (locale, each) in [
        (Locale::En, "each ✗"),
        (Locale::ZhCn, "每个 ✗"),
        (Locale::ZhTw, "每個 ✗"),
    ] {
        let tr = Localizer::new(locale);
        let alone = tr.render(&words::verdict(&one));
        assert!(
            alone.contains("d1") && !alone.contains(each),
            "{locale:?}: {alone}"
        );
        assert!(
            tr.render(&words::verdict(&two)).contains(each),
            "{locale:?}"
        );
    }
}

/// The hint ladder never goes back to something vaguer: where the author's last rung names the
/// square to move from, the engine's next rung is the move itself, not "look at that animal".
#[test]
fn after_an_authors_rung_naming_the_square_the_engine_gives_the_move() {
    let library = crate::shipped::embedded();
    let mut checked = 0;
    for lesson in &library.lessons {
        for step in &lesson.steps {
            if !matches!(
                step.kind,
                qi_classroom::content::StepKind::JungleMove { .. }
            ) {
                continue;
            }
            let rules = lesson.rules_for(step);
            let Some(Hint::Engine(after)) = hint(step, &rules, step.hints.len()) else {
                continue;
            };
            let Some(last) = step.hints.last() else {
                continue;
            };
            if let EngineHint::MoveFrom { square } = after {
                assert!(
                    !last.get(Locale::En).contains(&square.to_string()),
                    "{}: the author named {square} already, then the engine points at it",
                    lesson.id.get_ref()
                );
            } else {
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "only {checked} steps checked");
    // The river-jump lesson's first step: three authored rungs (the last names b3 to b7), then
    // the move itself, drawn on the board.
    let jumps = library.lesson("jungle-15-river-jumps").unwrap();
    let step = &jumps.steps[0];
    assert_eq!(step.hints.len(), 3);
    assert!(matches!(
        hint(step, &jumps.rules_for(step), 3),
        Some(Hint::Engine(EngineHint::PlayMove { .. }))
    ));
}
