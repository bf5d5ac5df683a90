//! The sentences of a game review (`review-…` ids in `locales/*/solve.ftl`): what the engine
//! saw at a move, in words that go with the marks on the board (the green arrow or pale stone
//! is the better move, the marked one what was played).

use super::Message;
use super::jungle::animal;
use super::renju::point_name;
use crate::review::Turn;
use crate::rules::jungle::{Move, Position};
use crate::rules::renju::Point;

/// A Jungle moment, read on the position before the move.
pub fn jungle_moment(before: &Position, turn: &Turn<Move>) -> Message {
    let animal_on = |square| {
        before.piece_at(square).map_or_else(
            || Message::new("review-jungle-a-piece"),
            |p| animal(p.animal),
        )
    };
    match turn {
        Turn::MissedWin { winning, moves, .. } => Message::new("review-jungle-missed-win")
            .message("animal", animal_on(winning.from))
            .number("moves", i64::from(*moves)),
        Turn::MissedBlock { threat, block, .. } => Message::new("review-jungle-missed-block")
            .message("enemy", animal_on(threat.from))
            .message("animal", animal_on(block.from)),
        Turn::LostPiece { played, capture } => {
            // The piece taken: the one moved, if the capture is on its new square.
            let taken = if capture.to == played.to {
                animal_on(played.from)
            } else {
                animal_on(capture.to)
            };
            Message::new("review-jungle-lost-piece")
                .message("enemy", animal_on(capture.from))
                .message("animal", taken)
        }
        // Jungle has no forbidden points; kept total for the shared type.
        Turn::ForbiddenTrap { .. } => Message::new("review-look-again"),
    }
}

/// A Renju moment.
pub fn renju_moment(turn: &Turn<Point>) -> Message {
    match turn {
        Turn::MissedWin { winning, moves, .. } => Message::new("review-renju-missed-win")
            .text("point", point_name(*winning))
            .number("moves", i64::from(*moves)),
        Turn::MissedBlock { threat, block, .. } => Message::new("review-renju-missed-block")
            .text("threat", point_name(*threat))
            .text("block", point_name(*block)),
        // Renju has no pieces to lose; kept total for the shared type.
        Turn::ForbiddenTrap { threat, safe, .. } => Message::new("review-renju-forbidden-trap")
            .text("threat", point_name(*threat))
            .text("safe", point_name(*safe)),
        Turn::LostPiece { .. } => Message::new("review-look-again"),
    }
}
