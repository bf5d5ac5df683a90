//! Board widgets drawn with the painter so they stay crisp at any size: the Jungle board and the
//! Renju board (with Black's forbidden-point overlay), plus the grid geometry they share. They report clicks; callers apply the rules.

mod forbidden_overlay;
mod geometry;
mod jungle_board;
mod layout;
mod overlay;
mod renju_board;

pub use forbidden_overlay::ForbiddenOverlay;
pub use geometry::GridGeometry;
pub use jungle_board::{
    JungleBoard, JungleBoardEvent, JungleBoardMode, animal_icon, animal_picture,
};
pub use layout::split_for_board;
pub use overlay::{BoardArrow, CountBadge, GhostPiece, GhostStone};
pub use renju_board::{RenjuBoard, RenjuBoardEvent};

/// What a board widget returns: its egui response and the event the learner caused, if any.
#[derive(Debug)]
pub struct BoardResponse<E> {
    /// The response covering the whole board.
    pub response: egui::Response,
    /// What the learner did this frame.
    pub event: Option<E>,
}
