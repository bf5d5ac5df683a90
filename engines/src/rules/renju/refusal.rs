//! Why the engine refuses an action: typed reasons, each with a kebab-case name used in JSON
//! and in Fluent ids (`renju-refusal-<name>`).

use super::forbidden::ForbiddenVerdict;
use super::opening::Decision;
use super::point::Point;

/// A refused action and its reason.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case", tag = "refusal")]
pub enum Refusal {
    /// The point already holds a stone.
    Occupied {
        /// The point.
        point: Point,
    },
    /// The coordinates are off the 15×15 board.
    OffBoard {
        /// Column, 0 = `a`.
        column: i32,
        /// Row, 0 = row 1.
        row: i32,
    },
    /// Black may not play here (the room's policy is `cannot-place`).
    ForbiddenPoint {
        /// The point.
        point: Point,
        /// Why it is forbidden.
        verdict: ForbiddenVerdict,
    },
    /// The game is over.
    GameOver,
    /// It is the other side's turn.
    NotYourTurn,
    /// There is nothing to take back.
    NothingToUndo,
    /// There is no forbidden move to claim.
    NothingToClaim,
    /// The forbidden move had to be claimed right after it was played.
    ClaimTooLate,
    /// The first stone must go on h8.
    FirstStoneNotCentre {
        /// The point tried.
        point: Point,
    },
    /// White's first stone must be next to h8.
    NotNextToCentre {
        /// The point tried.
        point: Point,
    },
    /// The stone must go in the central square of side `zone`.
    OutsideZone {
        /// The point tried.
        point: Point,
        /// The side of the allowed square (3, 5, 7, 9).
        zone: u8,
    },
    /// A fifth-move offer is a mirror image of an earlier one.
    SymmetricOffer {
        /// The offer refused.
        point: Point,
        /// The earlier offer it mirrors.
        with: Point,
    },
    /// The wrong number of fifth-move offers.
    WrongOfferCount {
        /// How many are needed.
        expected: u8,
        /// How many were given.
        got: u8,
    },
    /// The point picked was not offered.
    NotAnOffer {
        /// The point picked.
        point: Point,
    },
    /// The action does not answer the decision waited for.
    WrongAction {
        /// The decision waited for.
        expected: Decision,
    },
    /// The opening is already over.
    OpeningFinished,
}

impl Refusal {
    /// The kebab-case name (`occupied`, `forbidden-point`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Refusal::Occupied { .. } => "occupied",
            Refusal::OffBoard { .. } => "off-board",
            Refusal::ForbiddenPoint { .. } => "forbidden-point",
            Refusal::GameOver => "game-over",
            Refusal::NotYourTurn => "not-your-turn",
            Refusal::NothingToUndo => "nothing-to-undo",
            Refusal::NothingToClaim => "nothing-to-claim",
            Refusal::ClaimTooLate => "claim-too-late",
            Refusal::FirstStoneNotCentre { .. } => "first-stone-not-centre",
            Refusal::NotNextToCentre { .. } => "not-next-to-centre",
            Refusal::OutsideZone { .. } => "outside-zone",
            Refusal::SymmetricOffer { .. } => "symmetric-offer",
            Refusal::WrongOfferCount { .. } => "wrong-offer-count",
            Refusal::NotAnOffer { .. } => "not-an-offer",
            Refusal::WrongAction { .. } => "wrong-action",
            Refusal::OpeningFinished => "opening-finished",
        }
    }
}
