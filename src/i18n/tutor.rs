//! Tutor words for children: every lesson verdict, reason and engine hint mapped to a Fluent
//! message (ids `tutor-…` in `locales/*/content.ftl`), the engines' own reasons nested inside.

use super::Message;
use super::jungle::{animal, refusal, side};
use super::renju::{forbidden_kind_name, point_name};
use crate::content::evaluate::{CaptureReason, CaptureTruth, GoalMiss};
use crate::content::words::RenjuGoal;
use crate::content::wrong_mark::{Ground, MarkReason, WrongMark};
use crate::rules::renju::{ForbiddenVerdict, Point};
use crate::tutor::lesson::{EngineHint, Verdict, Why};

/// The tutor's answer to an action.
pub fn verdict(verdict: &Verdict) -> Message {
    match verdict {
        Verdict::Correct => Message::new("tutor-correct"),
        Verdict::StepComplete { stars } => {
            Message::new("tutor-step-complete").number("stars", i64::from(*stars))
        }
        Verdict::Wrong { why: reason } => why(reason),
        Verdict::Unusable => Message::new("tutor-unusable"),
    }
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Why a marked square is not one of them: what the square is, or the rule that says no.
pub fn wrong_mark(mark: &WrongMark) -> Message {
    let square = mark.square.to_string();
    match mark.reason {
        MarkReason::Is(Ground::Land) => Message::new("tutor-mark-land"),
        MarkReason::Is(Ground::Water) => Message::new("tutor-mark-water"),
        MarkReason::Is(Ground::Trap(owner)) => {
            Message::new("tutor-mark-trap").message("side", side(owner))
        }
        MarkReason::Is(Ground::Den(owner)) => {
            Message::new("tutor-mark-den").message("side", side(owner))
        }
        MarkReason::Empty => Message::new("tutor-mark-empty"),
        MarkReason::InOwnTrap {
            side: owner,
            animal: which,
        } => Message::new("tutor-mark-in-own-trap")
            .message("side", side(owner))
            .message("animal", animal(which)),
        MarkReason::NotInTrap { animal: which } => {
            Message::new("tutor-mark-not-in-trap").message("animal", animal(which))
        }
        MarkReason::Refused(reason) => return refusal(&reason),
        MarkReason::StepNotJump => Message::new("tutor-mark-step-not-jump"),
        MarkReason::NothingToCapture => Message::new("tutor-mark-nothing-to-capture"),
        MarkReason::AskedAnimal { animal: which } => {
            Message::new("tutor-mark-asked-animal").message("animal", animal(which))
        }
        MarkReason::SameSide { animal: which } => {
            Message::new("tutor-mark-same-side").message("animal", animal(which))
        }
    }
    .text("square", square)
}

/// Why an action is wrong, explained.
pub fn why(why: &Why) -> Message {
    match why {
        Why::ActionDoesNotFit => Message::new("tutor-why-action-does-not-fit"),
        Why::NotTheseAnimals { expected } => {
            Message::new("tutor-why-not-these-animals").number("count", count(expected.len()))
        }
        Why::OutOfOrder {
            placed,
            stronger,
            placed_strength,
            stronger_strength,
        } => Message::new("tutor-why-out-of-order")
            .message("placed", animal(*placed))
            .message("stronger", animal(*stronger))
            .number("placed_strength", i64::from(*placed_strength))
            .number("stronger_strength", i64::from(*stronger_strength)),
        Why::Capture { truth } => capture(truth),
        Why::WrongStart {
            side: owner,
            animal: which,
            square,
        } => Message::new("tutor-why-wrong-start")
            .message("side", side(*owner))
            .message("animal", animal(*which))
            .text("square", square.to_string()),
        Why::NotAsked {
            side: owner,
            animal: which,
        } => Message::new("tutor-why-not-asked")
            .message("side", side(*owner))
            .message("animal", animal(*which)),
        Why::NotAllPlaced { remaining } => {
            Message::new("tutor-why-not-all-placed").number("remaining", i64::from(*remaining))
        }
        Why::Illegal(reason) => {
            Message::new("tutor-why-illegal").message("reason", refusal(reason))
        }
        Why::MissesGoal(miss) => goal_miss(miss),
        Why::Marks {
            missed,
            extra,
            missed_shown,
        } => {
            let mut said = Message::new("tutor-why-marks")
                .number("missed_count", count(missed.len()))
                .number("extra_count", count(extra.len()))
                .text("missed_shown", if *missed_shown { "yes" } else { "no" });
            // The first wrong mark is explained in words; every one gets its ✗ on the board.
            if let Some(first) = extra.first() {
                said = said.message("reason", wrong_mark(first));
            }
            said
        }
        Why::PointTaken { point } => {
            Message::new("tutor-why-point-taken").text("point", point_name(*point))
        }
        Why::Forbidden(verdict) => forbidden("tutor-why-forbidden", verdict),
        Why::RenjuMissesGoal { goal } => Message::new(format!(
            "tutor-why-renju-misses-goal-{}",
            renju_goal_name(*goal)
        )),
        Why::ForbiddenKindWrong { truth: None } => {
            Message::new("tutor-why-forbidden-kind-wrong-allowed")
        }
        Why::ForbiddenKindWrong {
            truth: Some(verdict),
        } => forbidden("tutor-why-forbidden-kind-wrong", verdict),
        Why::PointMarks { missed, extra } => Message::new("tutor-why-point-marks")
            .text("missed", points(missed))
            .text("extra", points(extra))
            .number("missed_count", count(missed.len()))
            .number("extra_count", count(extra.len())),
    }
}

fn points(list: &[Point]) -> String {
    list.iter()
        .copied()
        .map(point_name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A forbidden verdict: its kind and the lines that make it, like `g8–g11, d8–h8`.
fn forbidden(id: &str, verdict: &ForbiddenVerdict) -> Message {
    let lines: Vec<String> = verdict
        .lines
        .iter()
        .filter_map(|line| line.span())
        .map(|(from, to)| format!("{}–{}", point_name(from), point_name(to)))
        .collect();
    Message::new(id)
        .message("kind", forbidden_kind_name(verdict.kind))
        .text("lines", lines.join(", "))
        .number("line_count", count(lines.len()))
}

/// The word of a Renju goal, as in message ids.
fn renju_goal_name(goal: RenjuGoal) -> &'static str {
    match goal {
        RenjuGoal::Five => "five",
        RenjuGoal::FourThree => "four-three",
        RenjuGoal::BlockFour => "block-four",
        RenjuGoal::MakeFour => "make-four",
        RenjuGoal::MakeThree => "make-three",
        RenjuGoal::BlockThree => "block-three",
        RenjuGoal::DoubleThree => "double-three",
        RenjuGoal::DoubleFour => "double-four",
        RenjuGoal::Centre => "centre",
        RenjuGoal::CentrePoint => "centre-point",
        RenjuGoal::OpenFour => "open-four",
        RenjuGoal::Vcf => "vcf",
        RenjuGoal::ForbiddenTrap => "forbidden-trap",
    }
}

/// The engine's answer to "can A capture B?", with its reason.
pub fn capture(truth: &CaptureTruth) -> Message {
    match truth {
        CaptureTruth::No(reason) => {
            Message::new("tutor-why-capture-no").message("reason", refusal(reason))
        }
        CaptureTruth::Yes(reason) => match reason {
            CaptureReason::Stronger { attacker, defender } => {
                Message::new("tutor-why-capture-yes-stronger")
                    .message("attacker", animal(*attacker))
                    .message("defender", animal(*defender))
            }
            CaptureReason::SameKind { animal: which } => {
                Message::new("tutor-why-capture-yes-same-kind").message("animal", animal(*which))
            }
            CaptureReason::RatBeatsElephant => {
                Message::new("tutor-why-capture-yes-rat-beats-elephant")
            }
            CaptureReason::Weakened { defender, square } => {
                Message::new("tutor-why-capture-yes-weakened")
                    .message("defender", animal(*defender))
                    .text("square", square.to_string())
            }
        },
    }
}

/// Why a legal move misses the goal.
pub fn goal_miss(miss: &GoalMiss) -> Message {
    match miss {
        GoalMiss::NotAJump => Message::new("tutor-why-misses-goal-not-a-jump"),
        GoalMiss::NotThePiece { piece } => {
            Message::new("tutor-why-misses-goal-not-the-piece").text("square", piece.to_string())
        }
        GoalMiss::NoCapture => Message::new("tutor-why-misses-goal-no-capture"),
        GoalMiss::NotTheTarget { target } => {
            Message::new("tutor-why-misses-goal-not-the-target").text("square", target.to_string())
        }
        GoalMiss::NotIntoDen { den } => {
            Message::new("tutor-why-misses-goal-not-into-den").text("den", den.to_string())
        }
        GoalMiss::StillChased {
            animal: which,
            square,
        } => Message::new("tutor-why-misses-goal-still-chased")
            .message("animal", animal(*which))
            .text("square", square.to_string()),
    }
}

/// A hint the engine made.
pub fn engine_hint(hint: &EngineHint) -> Message {
    match hint {
        EngineHint::StrongestFirst { animal: which } => {
            Message::new("tutor-hint-strongest-first").message("animal", animal(*which))
        }
        EngineHint::StartsOn {
            animal: which,
            square,
        } => Message::new("tutor-hint-starts-on")
            .message("animal", animal(*which))
            .text("square", square.to_string()),
        EngineHint::MoveFrom { square } => {
            Message::new("tutor-hint-move-from").text("square", square.to_string())
        }
        EngineHint::PlayMove { mv } => Message::new("tutor-hint-play-move")
            .text("from", mv.from.to_string())
            .text("to", mv.to.to_string()),
        EngineHint::MarkCount { count: n } => {
            Message::new("tutor-hint-mark-count").number("count", i64::from(*n))
        }
        EngineHint::PlayPoint { point } => {
            Message::new("tutor-hint-play-point").text("point", point_name(*point))
        }
    }
}
