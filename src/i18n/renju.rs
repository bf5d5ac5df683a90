//! Gomoku/Renju messages: forbidden kinds, refusals, outcomes and opening names as Fluent
//! messages (`renju-…` ids in `locales/*/renju.ftl`).

use super::Message;
use crate::rules::renju::ForbiddenKind;

/// The short name of a forbidden kind (三三 / double-three …).
pub fn forbidden_kind_name(kind: ForbiddenKind) -> Message {
    Message::new(match kind {
        ForbiddenKind::Overline => "renju-forbidden-overline",
        ForbiddenKind::DoubleFour => "renju-forbidden-double-four",
        ForbiddenKind::DoubleThree => "renju-forbidden-double-three",
    })
}
