//! Gomoku/Renju messages: forbidden kinds, refusals and outcomes as Fluent messages
//! (`renju-…` ids in `locales/*/renju.ftl`).

use super::Message;
use crate::rules::renju::{
    Decision, DrawReason, ForbiddenKind, OpeningGroup, Outcome, Point, Refusal, StandardOpening,
    Stone, WinReason,
};

/// The short name of a forbidden kind (三三 / double-three …).
pub fn forbidden_kind_name(kind: ForbiddenKind) -> Message {
    Message::new(match kind {
        ForbiddenKind::Overline => "renju-forbidden-overline",
        ForbiddenKind::DoubleFour => "renju-forbidden-double-four",
        ForbiddenKind::DoubleThree => "renju-forbidden-double-three",
    })
}

/// A child-friendly sentence explaining a forbidden kind.
pub fn forbidden_kind_explanation(kind: ForbiddenKind) -> Message {
    Message::new(match kind {
        ForbiddenKind::Overline => "renju-forbidden-overline-explain",
        ForbiddenKind::DoubleFour => "renju-forbidden-double-four-explain",
        ForbiddenKind::DoubleThree => "renju-forbidden-double-three-explain",
    })
}

/// The name of a colour.
pub fn stone_name(stone: Stone) -> Message {
    Message::new(match stone {
        Stone::Black => "renju-stone-black",
        Stone::White => "renju-stone-white",
    })
}

/// A point as the board's coordinates show it to children (`H8`: letter A–O, then 1–15). The
/// lower-case form (`h8`) stays for files and the command line.
pub fn point_name(point: Point) -> String {
    point.to_string().to_uppercase()
}

/// The message for a refusal (`renju-refusal-<name>`).
pub fn refusal(refusal: &Refusal) -> Message {
    let message = Message::new(format!("renju-refusal-{}", refusal.name()));
    match refusal {
        Refusal::Occupied { point } => message.text("point", point_name(*point)),
        Refusal::OffBoard { column, row } => message
            .number("column", i64::from(*column))
            .number("row", i64::from(*row)),
        Refusal::ForbiddenPoint { point, verdict } => message
            .text("point", point_name(*point))
            .message("kind", forbidden_kind_name(verdict.kind)),
        Refusal::FirstStoneNotCentre { point }
        | Refusal::NotNextToCentre { point }
        | Refusal::NotAnOffer { point } => message.text("point", point_name(*point)),
        Refusal::OutsideZone { point, zone } => message
            .text("point", point_name(*point))
            .number("zone", i64::from(*zone)),
        Refusal::SymmetricOffer { point, with } => message
            .text("point", point_name(*point))
            .text("with", point_name(*with)),
        Refusal::WrongOfferCount { expected, got } => message
            .number("expected", i64::from(*expected))
            .number("got", i64::from(*got)),
        Refusal::WrongAction { expected } => message.message("expected", decision(*expected)),
        Refusal::OpeningFinished
        | Refusal::GameOver
        | Refusal::NotYourTurn
        | Refusal::NothingToUndo
        | Refusal::NothingToClaim
        | Refusal::ClaimTooLate => message,
    }
}

/// The name of an opening decision (what the engine waits for).
pub fn decision(decision: Decision) -> Message {
    Message::new(match decision {
        Decision::Place { .. } => "renju-decision-place",
        Decision::SwapOrKeep => "renju-decision-swap-or-keep",
        Decision::DeclareOffers => "renju-decision-declare-offers",
        Decision::OfferFifthMoves { .. } => "renju-decision-offer-fifth-moves",
        Decision::PickOffer => "renju-decision-pick-offer",
        Decision::ChooseColour => "renju-decision-choose-colour",
        Decision::Swap2Choice => "renju-decision-swap2-choice",
    })
}

/// The name of a standard opening (`renju-opening-kagetsu`: 花月 / Kagetsu (Flower Moon)).
pub fn opening_name(opening: &StandardOpening) -> Message {
    Message::new(format!("renju-opening-{}", opening.romaji.to_lowercase()))
}

/// The name of an opening group (直指 / 斜指).
pub fn opening_group(group: OpeningGroup) -> Message {
    Message::new(match group {
        OpeningGroup::Direct => "renju-opening-group-direct",
        OpeningGroup::Indirect => "renju-opening-group-indirect",
    })
}

/// The message announcing an outcome.
pub fn outcome(outcome: &Outcome) -> Message {
    match outcome {
        Outcome::Win { winner, reason } => {
            let winner = stone_name(*winner);
            match reason {
                WinReason::Five => Message::new("renju-outcome-five").message("winner", winner),
                WinReason::ForbiddenMove(kind) => Message::new("renju-outcome-forbidden-move")
                    .message("kind", forbidden_kind_name(*kind)),
                WinReason::ClaimedForbidden(kind) => {
                    Message::new("renju-outcome-claimed-forbidden")
                        .message("kind", forbidden_kind_name(*kind))
                }
                WinReason::Resignation => {
                    Message::new("renju-outcome-resignation").message("winner", winner)
                }
                WinReason::TimeOut => {
                    Message::new("renju-outcome-time-out").message("winner", winner)
                }
            }
        }
        Outcome::Draw { reason } => Message::new(match reason {
            DrawReason::TwoPasses => "renju-outcome-draw-two-passes",
            DrawReason::FullBoard => "renju-outcome-draw-full-board",
            DrawReason::Agreement => "renju-outcome-draw-agreement",
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Locale, Localizer};
    use crate::rules::renju::{ForbiddenVerdict, Point};

    fn every_message() -> Vec<Message> {
        let kinds = [
            ForbiddenKind::Overline,
            ForbiddenKind::DoubleFour,
            ForbiddenKind::DoubleThree,
        ];
        let mut messages = Vec::new();
        for kind in kinds {
            messages.push(forbidden_kind_name(kind));
            messages.push(forbidden_kind_explanation(kind));
            messages.push(outcome(&Outcome::Win {
                winner: Stone::White,
                reason: WinReason::ForbiddenMove(kind),
            }));
            messages.push(outcome(&Outcome::Win {
                winner: Stone::White,
                reason: WinReason::ClaimedForbidden(kind),
            }));
        }
        let point = Point::CENTRE;
        for refusal_value in [
            Refusal::Occupied { point },
            Refusal::OffBoard {
                column: 15,
                row: -1,
            },
            Refusal::ForbiddenPoint {
                point,
                verdict: ForbiddenVerdict {
                    kind: ForbiddenKind::DoubleThree,
                    lines: Vec::new(),
                },
            },
            Refusal::GameOver,
            Refusal::NotYourTurn,
            Refusal::NothingToUndo,
            Refusal::NothingToClaim,
            Refusal::ClaimTooLate,
            Refusal::FirstStoneNotCentre { point },
            Refusal::NotNextToCentre { point },
            Refusal::OutsideZone { point, zone: 5 },
            Refusal::SymmetricOffer { point, with: point },
            Refusal::WrongOfferCount {
                expected: 2,
                got: 1,
            },
            Refusal::NotAnOffer { point },
            Refusal::OpeningFinished,
        ] {
            messages.push(refusal(&refusal_value));
        }
        for winner in [Stone::Black, Stone::White] {
            for reason in [WinReason::Five, WinReason::Resignation, WinReason::TimeOut] {
                messages.push(outcome(&Outcome::Win { winner, reason }));
            }
        }
        for reason in [
            DrawReason::TwoPasses,
            DrawReason::FullBoard,
            DrawReason::Agreement,
        ] {
            messages.push(outcome(&Outcome::Draw { reason }));
        }
        for decision_value in [
            Decision::Place {
                stone: Stone::Black,
                zone: crate::rules::renju::Zone::Centre,
            },
            Decision::SwapOrKeep,
            Decision::DeclareOffers,
            Decision::OfferFifthMoves { count: 2 },
            Decision::PickOffer,
            Decision::ChooseColour,
            Decision::Swap2Choice,
        ] {
            messages.push(refusal(&Refusal::WrongAction {
                expected: decision_value,
            }));
        }
        for opening in crate::rules::renju::standard_openings() {
            messages.push(opening_name(opening));
        }
        for group in [OpeningGroup::Direct, OpeningGroup::Indirect] {
            messages.push(opening_group(group));
        }
        messages
    }

    #[test]
    fn every_variant_renders_in_every_locale() {
        let problems = crate::i18n::rendering_problems(&every_message());
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn opening_names_follow_the_table() {
        let kagetsu = crate::rules::renju::standard_openings()
            .iter()
            .find(|o| o.romaji == "Kagetsu")
            .unwrap();
        assert_eq!(
            Localizer::new(Locale::ZhCn).render(&opening_name(kagetsu)),
            kagetsu.chinese
        );
        assert_eq!(
            Localizer::new(Locale::En).render(&opening_name(kagetsu)),
            "Kagetsu (Flower Moon)"
        );
    }

    #[test]
    fn the_double_three_explanation_speaks_to_children() {
        let text = Localizer::new(Locale::ZhCn)
            .render(&forbidden_kind_explanation(ForbiddenKind::DoubleThree));
        assert_eq!(text, "这里是禁手：黑棋在这里会同时形成两个活三（三三）。");
        let refusal_text = Localizer::new(Locale::En).render(&refusal(&Refusal::Occupied {
            point: Point::CENTRE,
        }));
        assert_eq!(refusal_text, "There is already a stone on H8.");
    }
}
