//! Plain clickable boards for the lesson and puzzle screens: one labelled button per Jungle
//! square or Renju point. They only report which square was clicked; the tutor judges.
//! (Stand-ins until the drawn board widgets of `app::board` are wired in.)

use super::super::{Palette, View};
use crate::i18n::jungle::animal as animal_name;
use crate::i18n::renju::stone_name;
use crate::rules::jungle::{Position, Side, Square};
use crate::rules::renju::{Board, Point, Stone};

/// Points on each side of a Renju board.
const SIZE: usize = 15;
use egui::{Button, Color32, RichText, WidgetInfo};
use std::collections::BTreeSet;

/// How squares are drawn besides the pieces.
#[derive(Debug, Clone, Copy, Default)]
pub struct GridLook {
    /// Size of one square in points.
    pub cell: f32,
}

impl GridLook {
    /// The usual size.
    pub fn normal() -> Self {
        GridLook { cell: 40.0 }
    }

    /// The projector size.
    pub fn large() -> Self {
        GridLook { cell: 64.0 }
    }
}

fn square_at(file: u8, rank: u8) -> Option<Square> {
    Square::all().find(|s| s.file() == file && s.rank() == rank)
}

/// The label of a Jungle square: `c4` and the animal on it, if any.
pub fn square_label(view: &View, position: Option<&Position>, square: Square) -> String {
    match position.and_then(|p| p.piece_at(square)) {
        Some(piece) => format!("{square} {}", view.tr.render(&animal_name(piece.animal))),
        None => square.to_string(),
    }
}

/// Draws a 7×9 Jungle board of buttons (Blue at the top); returns the square clicked.
/// `selected` squares get a ◆ frame, `marked` ones a ✓.
pub fn jungle_grid(
    ui: &mut egui::Ui,
    view: &View,
    position: Option<&Position>,
    selected: &BTreeSet<Square>,
    marked: &BTreeSet<Square>,
    look: GridLook,
) -> Option<Square> {
    let palette = Palette::for_settings(view.settings);
    let mut clicked = None;
    egui::Grid::new(ui.next_auto_id())
        .spacing([2.0, 2.0])
        .show(ui, |ui| {
            for rank in (0..9u8).rev() {
                for file in 0..7u8 {
                    let Some(square) = square_at(file, rank) else {
                        continue;
                    };
                    let piece = position.and_then(|p| p.piece_at(square));
                    let mut text = match piece {
                        // ▲ and ▼ tell the sides apart without colour.
                        Some(piece) => {
                            let arrow = if piece.side == Side::Red {
                                "▲"
                            } else {
                                "▼"
                            };
                            format!("{arrow}{}", view.tr.render(&animal_name(piece.animal)))
                        }
                        None if square.den_of().is_some() => "◎".to_owned(),
                        None if square.is_trap() => "#".to_owned(),
                        None => String::new(),
                    };
                    if marked.contains(&square) {
                        text = format!("✓{text}");
                    }
                    let colour = match piece.map(|p| p.side) {
                        Some(Side::Red) => palette.side_one,
                        Some(Side::Blue) => palette.side_two,
                        None => ui.visuals().text_color(),
                    };
                    let fill = if selected.contains(&square) {
                        palette.highlight
                    } else if marked.contains(&square) {
                        palette.good.gamma_multiply(0.35)
                    } else if square.is_water() {
                        Color32::from_rgb(0x9C, 0xC9, 0xEC)
                    } else {
                        ui.visuals().extreme_bg_color
                    };
                    let button =
                        Button::new(RichText::new(text).color(colour).size(look.cell * 0.3))
                            .fill(fill)
                            .min_size(egui::vec2(look.cell * 1.4, look.cell));
                    let response = ui.add(button);
                    let label = square_label(view, position, square);
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response.clicked() {
                        clicked = Some(square);
                    }
                }
                ui.end_row();
            }
        });
    clicked
}

/// The label of a Renju point: `h8` and the stone on it, if any.
pub fn point_label(view: &View, board: &Board, point: Point) -> String {
    match board.get(point) {
        Some(stone) => format!("{point} {}", view.tr.render(&stone_name(stone))),
        None => point.to_string(),
    }
}

/// Draws a 15×15 Renju board of buttons (row 15 at the top); returns the point clicked.
pub fn renju_grid(
    ui: &mut egui::Ui,
    view: &View,
    board: &Board,
    highlighted: &BTreeSet<Point>,
    marked: &BTreeSet<Point>,
    look: GridLook,
) -> Option<Point> {
    let palette = Palette::for_settings(view.settings);
    let cell = look.cell * 0.6;
    let mut clicked = None;
    egui::Grid::new(ui.next_auto_id())
        .spacing([1.0, 1.0])
        .show(ui, |ui| {
            for row in (0..SIZE).rev() {
                for column in 0..SIZE {
                    let Some(point) = Point::new(column, row) else {
                        continue;
                    };
                    let text = match (board.get(point), marked.contains(&point)) {
                        (Some(Stone::Black), _) => "●",
                        (Some(Stone::White), _) => "○",
                        (None, true) => "✗",
                        (None, false) => "·",
                    };
                    let fill = if highlighted.contains(&point) {
                        palette.highlight
                    } else {
                        Color32::from_rgb(0xE8, 0xC3, 0x7A)
                    };
                    let button =
                        Button::new(RichText::new(text).color(Color32::BLACK).size(cell * 0.6))
                            .fill(fill)
                            .min_size(egui::vec2(cell, cell));
                    let response = ui.add(button);
                    let label = point_label(view, board, point);
                    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response.clicked() {
                        clicked = Some(point);
                    }
                }
                ui.end_row();
            }
        });
    clicked
}
