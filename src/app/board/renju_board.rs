//! The Renju board: 15×15 lines, star points, A–O / 1–15 coordinates, stones with optional move
//! numbers, the last-move marker, Black's forbidden points with their kind, and highlighted
//! points and lines for lessons. It reports clicked points; the caller applies the rules.

use super::forbidden_overlay::ForbiddenOverlay;
use super::overlay::{CountBadge, GhostStone, draw_badge, draw_ghost};
use super::{BoardResponse, GridGeometry};
use crate::app::Palette;
use crate::i18n::{Localizer, Message, renju};
use crate::rules::renju::{Board, ForbiddenKind, Point, Stone};
use egui::{
    Align2, Color32, FontFamily, FontId, Id, Painter, Pos2, Rect, Role, Sense, Stroke, WidgetInfo,
    vec2,
};

/// Board side in points.
const SIZE: usize = 15;
/// Margin around the outer lines, in cells (room for coordinates).
const MARGIN: f32 = 0.8;
/// The five star points: d4, d12, l12, l4 and the centre h8 (column, row from 0).
const STAR_POINTS: [(usize, usize); 5] = [(3, 3), (3, 11), (11, 11), (11, 3), (7, 7)];

/// What the learner did on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenjuBoardEvent {
    /// A point was clicked.
    PointClicked(Point),
}

/// The Renju board widget; build it, set what to show, then call [`RenjuBoard::show`].
#[derive(Debug)]
pub struct RenjuBoard<'a> {
    board: &'a Board,
    tr: &'a Localizer,
    palette: Palette,
    id: Id,
    enabled: bool,
    order: &'a [Point],
    move_numbers: bool,
    last: Option<Point>,
    forbidden: &'a [(Point, ForbiddenKind)],
    highlights: &'a [Point],
    lines: &'a [(Point, Point)],
    forbidden_lines: &'a [(Point, Point)],
    marks: &'a [Point],
    /// A block of points tinted: "look here" (a hint that names no place).
    area: &'a [Point],
    ghosts: &'a [GhostStone],
    badges: &'a [CountBadge<Point>],
}

impl<'a> RenjuBoard<'a> {
    /// A board showing `board`, labelled in the language of `tr`, coloured by `palette`.
    pub fn new(board: &'a Board, tr: &'a Localizer, palette: Palette) -> Self {
        RenjuBoard {
            board,
            tr,
            palette,
            id: Id::unique("renju-board"),
            enabled: true,
            order: &[],
            move_numbers: false,
            last: None,
            forbidden: &[],
            highlights: &[],
            forbidden_lines: &[],
            lines: &[],
            marks: &[],
            area: &[],
            ghosts: &[],
            badges: &[],
        }
    }

    /// Distinguishes two boards on one screen.
    pub fn id_salt(mut self, salt: impl std::hash::Hash + std::fmt::Debug) -> Self {
        self.id = Id::unique(("renju-board", salt));
        self
    }

    /// Whether clicks are reported.
    pub fn enabled(mut self, enabled: bool) -> Self {
        self.enabled = enabled;
        self
    }

    /// The points in the order they were played (for move numbers), and whether to show them.
    pub fn move_numbers(mut self, order: &'a [Point], show: bool) -> Self {
        self.order = order;
        self.move_numbers = show;
        self
    }

    /// The stone to mark as the last one played.
    pub fn last(mut self, last: Option<Point>) -> Self {
        self.last = last;
        self
    }

    /// Black's forbidden points to show with their kind (from `scan_forbidden`).
    pub fn forbidden(mut self, forbidden: &'a [(Point, ForbiddenKind)]) -> Self {
        self.forbidden = forbidden;
        self
    }

    /// A block of points to look at, tinted under the stones (a hint's "look here").
    pub fn area(mut self, area: &'a [Point]) -> Self {
        self.area = area;
        self
    }

    /// Points to ring and lines to draw (for example the lines of a forbidden verdict).
    pub fn highlights(mut self, points: &'a [Point], lines: &'a [(Point, Point)]) -> Self {
        self.highlights = points;
        self.lines = lines;
        self
    }

    /// Black's forbidden points with their kinds and the lines that make them (the learner's
    /// overlay).
    pub fn forbidden_overlay(mut self, overlay: &'a ForbiddenOverlay) -> Self {
        self.forbidden = &overlay.points;
        self.forbidden_lines = &overlay.lines;
        self
    }

    /// Counts drawn on squares (the teach board's tally), in their verdict's colours.
    pub fn badges(mut self, badges: &'a [CountBadge<Point>]) -> Self {
        self.badges = badges;
        self
    }

    /// Pale stones not played yet.
    pub fn ghosts(mut self, ghosts: &'a [GhostStone]) -> Self {
        self.ghosts = ghosts;
        self
    }

    /// Points marked by the learner (lessons: "mark every forbidden point").
    pub fn marks(mut self, marks: &'a [Point]) -> Self {
        self.marks = marks;
        self
    }

    /// The accessibility label of a point: "h8 black", "h8 empty", "h8 double-three".
    pub fn point_label(
        tr: &Localizer,
        board: &Board,
        forbidden: &[(Point, ForbiddenKind)],
        point: Point,
    ) -> String {
        let message = match board.get(point) {
            Some(Stone::Black) => Message::new("app-board-point-black"),
            Some(Stone::White) => Message::new("app-board-point-white"),
            None => match forbidden.iter().find(|(p, _)| *p == point) {
                Some((_, kind)) => Message::new("app-board-point-forbidden")
                    .message("kind", renju::forbidden_kind_name(*kind)),
                None => Message::new("app-board-point-empty"),
            },
        };
        tr.render(&message.text("point", point.to_string()))
    }

    /// Draws the board into all the space `ui` offers and reports a clicked point.
    pub fn show(self, ui: &mut egui::Ui) -> BoardResponse<RenjuBoardEvent> {
        let available = ui.available_rect_before_wrap();
        let geometry = GridGeometry::fit(available, SIZE, SIZE, MARGIN);
        let response = ui.allocate_rect(geometry.outer(MARGIN), Sense::hover());
        let painter = ui.painter_at(response.rect);
        let mut event = None;

        self.draw_wood_and_lines(&painter, &geometry);
        for point in Point::all() {
            let rect = point_cell(&geometry, point);
            let sense = if self.enabled {
                Sense::click()
            } else {
                Sense::hover()
            };
            let point_response = ui.interact(rect, self.id.with(point.index()), sense);
            let mut label = RenjuBoard::point_label(self.tr, self.board, self.forbidden, point);
            if self.marks.contains(&point) {
                label = self
                    .tr
                    .render(&Message::new("app-board-marked").text("label", label));
            }
            if self.area.contains(&point) {
                label = self
                    .tr
                    .render(&Message::new("app-board-look-here").text("label", label));
            }
            if let Some(ghost) = self.ghosts.iter().find(|g| g.point == point) {
                let shown = Message::new("app-board-ghost")
                    .text("label", label)
                    .message("stone", renju::stone_name(ghost.stone))
                    .number("number", i64::from(ghost.number.unwrap_or(0)));
                label = self.tr.render(&shown);
            }
            for badge in self.badges.iter().filter(|b| b.at == point) {
                label = format!("{label}, {}", badge.label);
            }
            // The ends of a line drawn (a forbidden shape's): said, as well as drawn.
            if self.lines.iter().any(|&(a, b)| a == point || b == point) {
                label = self
                    .tr
                    .render(&Message::new("app-board-line-end").text("label", label));
            }
            let enabled = self.enabled;
            point_response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, &label));
            if point_response.clicked() {
                event = Some(RenjuBoardEvent::PointClicked(point));
            }
            if enabled && point_response.hovered() && self.board.is_empty(point) {
                painter.circle_stroke(
                    rect.center(),
                    geometry.scaled(0.42),
                    Stroke::new(1.5, Color32::from_black_alpha(120)),
                );
            }
        }
        for &point in self.area {
            let tint = self.palette.highlight.gamma_multiply(0.35);
            painter.rect_filled(point_cell(&geometry, point), 0.0, tint);
        }
        for &(from, to) in self.lines {
            painter.line_segment(
                [point_centre(&geometry, from), point_centre(&geometry, to)],
                Stroke::new(
                    geometry.scaled(0.16),
                    self.palette.highlight.gamma_multiply(0.7),
                ),
            );
        }
        for &point in self.highlights {
            painter.circle_stroke(
                point_centre(&geometry, point),
                geometry.scaled(0.5),
                Stroke::new(geometry.scaled(0.08).max(2.0), self.palette.highlight),
            );
        }
        self.draw_stones(&painter, &geometry);
        // Dashed, in the "not allowed" colour, over the stones they join: the lines behind
        // the forbidden points.
        for &(from, to) in self.forbidden_lines {
            painter.extend(egui::Shape::dashed_line(
                &[point_centre(&geometry, from), point_centre(&geometry, to)],
                Stroke::new(geometry.scaled(0.1), self.palette.bad.gamma_multiply(0.8)),
                geometry.scaled(0.22),
                geometry.scaled(0.14),
            ));
        }
        for &(point, kind) in self.forbidden {
            if self.board.is_empty(point) {
                self.draw_forbidden(&painter, &geometry, point, kind);
            }
        }
        for &point in self.marks {
            draw_mark(&painter, &geometry, point, self.palette);
        }
        for ghost in self.ghosts {
            if self.board.is_empty(ghost.point) {
                draw_ghost(
                    &painter,
                    point_centre(&geometry, ghost.point),
                    geometry.scaled(0.44),
                    ghost.stone,
                    ghost.number,
                    self.palette.highlight,
                );
            }
        }
        for badge in self.badges {
            draw_badge(
                &painter,
                point_centre(&geometry, badge.at),
                geometry.scaled(0.44),
                badge.count,
                badge.colour,
                badge.stone,
            );
        }
        BoardResponse { response, event }
    }

    fn draw_wood_and_lines(&self, painter: &Painter, geometry: &GridGeometry) {
        let (wood, ink) = (self.palette.board.wood, self.palette.board.ink);
        let weight = self.palette.board.line_weight;
        painter.rect_filled(geometry.outer(MARGIN), 8.0, wood);
        let first = geometry.centre(0, 0);
        let last = geometry.centre(SIZE - 1, SIZE - 1);
        let thin = Stroke::new(geometry.scaled(0.03).max(1.0) * weight, ink);
        for index in 0..SIZE {
            let across = geometry.centre(index, index);
            painter.line_segment(
                [Pos2::new(first.x, across.y), Pos2::new(last.x, across.y)],
                thin,
            );
            painter.line_segment(
                [Pos2::new(across.x, first.y), Pos2::new(across.x, last.y)],
                thin,
            );
        }
        painter.rect_stroke(
            Rect::from_two_pos(first, last),
            0.0,
            Stroke::new(geometry.scaled(0.06).max(1.5) * weight, ink),
            egui::StrokeKind::Middle,
        );
        for (column, row) in STAR_POINTS {
            if let Some(point) = Point::new(column, row) {
                painter.circle_filled(point_centre(geometry, point), geometry.scaled(0.11), ink);
            }
        }
        let font = FontId::new(geometry.scaled(0.36), FontFamily::Proportional);
        for index in 0..SIZE {
            let letter = char::from(b'A' + index as u8).to_string();
            painter.text(
                geometry.bottom_label(index) + vec2(0.0, geometry.scaled(0.1)),
                Align2::CENTER_CENTER,
                letter,
                font.clone(),
                ink,
            );
            painter.text(
                geometry.left_label(index) - vec2(geometry.scaled(0.1), 0.0),
                Align2::CENTER_CENTER,
                (SIZE - index).to_string(),
                font.clone(),
                ink,
            );
        }
    }

    fn draw_stones(&self, painter: &Painter, geometry: &GridGeometry) {
        let radius = geometry.scaled(0.46);
        for stone in [Stone::Black, Stone::White] {
            for point in self.board.stones(stone) {
                let centre = point_centre(geometry, point);
                painter.circle_filled(
                    centre + vec2(geometry.scaled(0.04), geometry.scaled(0.05)),
                    radius,
                    Color32::from_black_alpha(70),
                );
                let (fill, outline, text) = match stone {
                    Stone::Black => (Color32::from_gray(20), Color32::BLACK, Color32::WHITE),
                    Stone::White => (
                        Color32::from_gray(250),
                        Color32::from_gray(60),
                        Color32::BLACK,
                    ),
                };
                painter.circle_filled(centre, radius, fill);
                painter.circle_stroke(centre, radius, Stroke::new(1.0, outline));
                let number = self.order.iter().rposition(|p| *p == point);
                if self.move_numbers
                    && let Some(number) = number
                {
                    painter.text(
                        centre,
                        Align2::CENTER_CENTER,
                        (number + 1).to_string(),
                        FontId::new(geometry.scaled(0.4), FontFamily::Proportional),
                        text,
                    );
                } else if self.last == Some(point) {
                    // A small square (not only a colour) marks the last stone.
                    painter.rect_filled(
                        Rect::from_center_size(centre, vec2(1.0, 1.0) * geometry.scaled(0.26)),
                        1.0,
                        self.palette.bad,
                    );
                }
                if self.move_numbers && self.last == Some(point) {
                    painter.circle_stroke(
                        centre,
                        radius + 1.5,
                        Stroke::new(geometry.scaled(0.07).max(2.0), self.palette.bad),
                    );
                }
            }
        }
    }

    /// A forbidden point: a cross (shape, not only colour) and the kind's short name.
    fn draw_forbidden(
        &self,
        painter: &Painter,
        geometry: &GridGeometry,
        point: Point,
        kind: ForbiddenKind,
    ) {
        let centre = point_centre(geometry, point);
        let r = geometry.scaled(0.22);
        let stroke = Stroke::new(geometry.scaled(0.08).max(1.5), self.palette.bad);
        painter.circle_filled(
            centre,
            geometry.scaled(0.34),
            Color32::from_white_alpha(200),
        );
        painter.line_segment([centre + vec2(-r, -r), centre + vec2(r, r)], stroke);
        painter.line_segment([centre + vec2(-r, r), centre + vec2(r, -r)], stroke);
        let name = self.tr.render(&renju::forbidden_kind_name(kind));
        // Long names (English) would not fit in a cell: the CJK short name is used there.
        let short = if name.chars().count() <= 2 {
            name
        } else {
            self.tr.render(&Message::new(short_kind_id(kind)))
        };
        // The name sits on a tag of its own above the cross, never under it.
        let font = FontId::new(geometry.scaled(0.5), FontFamily::Proportional);
        let galley = painter.layout_no_wrap(short, font, Color32::BLACK);
        let tag_centre = centre + vec2(0.0, -geometry.scaled(0.72));
        let tag = egui::Rect::from_center_size(
            tag_centre,
            galley.size() + vec2(geometry.scaled(0.16), geometry.scaled(0.04)),
        );
        painter.rect(
            tag,
            geometry.scaled(0.1),
            Color32::from_white_alpha(235),
            Stroke::new(1.5, self.palette.bad),
            egui::StrokeKind::Inside,
        );
        painter.galley(tag.center() - galley.size() / 2.0, galley, Color32::BLACK);
    }
}

/// A learner's mark: a triangle (a shape, not only a colour) with a dark outline.
fn draw_mark(painter: &Painter, geometry: &GridGeometry, point: Point, palette: Palette) {
    let centre = point_centre(geometry, point);
    let r = geometry.scaled(0.32);
    let triangle = vec![
        centre + vec2(0.0, -r),
        centre + vec2(r * 0.87, r * 0.5),
        centre + vec2(-r * 0.87, r * 0.5),
    ];
    painter.add(egui::Shape::convex_polygon(
        triangle,
        palette.highlight,
        Stroke::new(geometry.scaled(0.05).max(1.5), Color32::BLACK),
    ));
}

/// The Fluent id of a forbidden kind's two-character board label.
fn short_kind_id(kind: ForbiddenKind) -> &'static str {
    match kind {
        ForbiddenKind::DoubleThree => "app-board-forbidden-short-double-three",
        ForbiddenKind::DoubleFour => "app-board-forbidden-short-double-four",
        ForbiddenKind::Overline => "app-board-forbidden-short-overline",
    }
}

/// Row 1 at the bottom, as on printed boards.
fn point_cell(geometry: &GridGeometry, point: Point) -> Rect {
    geometry.cell_rect(point.column(), SIZE - 1 - point.row())
}

fn point_centre(geometry: &GridGeometry, point: Point) -> Pos2 {
    point_cell(geometry, point).center()
}
