//! Sharing a screen between a board and the text column beside it, so boards fill the window
//! whatever its size (a laptop or a projector).

use egui::{Rect, pos2};

/// The smallest width the text column keeps beside a board.
const MIN_SIDE_WIDTH: f32 = 300.0;

/// Splits `whole` into the board's rectangle and the text column's: side by side when the
/// window is wide, the board on top when it is tall. The board gets as much as fits.
pub fn split_for_board(whole: Rect, aspect: f32) -> (Rect, Rect) {
    let gap = 12.0;
    if whole.width() >= whole.height() {
        let wide_board = (whole.height() * aspect)
            .min(whole.width() - MIN_SIDE_WIDTH - gap)
            .max(whole.width() * 0.4);
        let board = Rect::from_min_max(whole.min, pos2(whole.min.x + wide_board, whole.max.y));
        let side = Rect::from_min_max(pos2(board.max.x + gap, whole.min.y), whole.max);
        (board, side)
    } else {
        // Tall or narrow: the board on top, at most 60% of the height.
        let height = (whole.width() / aspect).min(whole.height() * 0.6);
        let board = Rect::from_min_max(whole.min, pos2(whole.max.x, whole.min.y + height));
        let side = Rect::from_min_max(pos2(whole.min.x, board.max.y + gap), whole.max);
        (board, side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    #[test]
    fn a_wide_window_puts_the_board_left_and_a_tall_one_on_top() {
        let wide = Rect::from_min_size(pos2(0.0, 0.0), vec2(1900.0, 1000.0));
        let (board, side) = split_for_board(wide, 0.8);
        assert_eq!(board.height(), 1000.0);
        assert_eq!(board.width(), 800.0);
        assert!(side.min.x > board.max.x && side.width() >= MIN_SIDE_WIDTH);

        let tall = Rect::from_min_size(pos2(0.0, 0.0), vec2(600.0, 1000.0));
        let (board, side) = split_for_board(tall, 1.0);
        assert_eq!(board.width(), 600.0);
        assert_eq!(board.height(), 600.0);
        assert!(side.min.y > board.max.y);
    }
}
