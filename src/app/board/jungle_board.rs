//! The Jungle board: water, traps and dens drawn with patterns as well as colours, animals as
//! round tokens with their Chinese character, selection, legal targets, last move and marks.
//! It only reports what the learner did; the caller checks moves with the engine.

use super::overlay::{BoardArrow, CountBadge, GhostPiece, draw_arrow, draw_badge};
use super::{BoardResponse, GridGeometry};
use crate::app::Palette;
use crate::i18n::{Localizer, Message, jungle as jungle_text};
use crate::rules::jungle::{Animal, Move, Position, Side, Square};
use egui::{
    Align2, Color32, FontFamily, FontId, Id, Painter, Pos2, Rect, Role, Sense, Shape, Stroke,
    StrokeKind, Vec2, WidgetInfo, pos2, vec2,
};

/// What a click on the board means.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum JungleBoardMode {
    /// Click a piece then a square, or drag a piece, to move.
    #[default]
    Play,
    /// Clicks toggle marks on squares (lessons: "find all the squares where …").
    Mark,
    /// Clicks ask to place the animal chosen in a palette (lessons that build a position).
    Place,
    /// Nothing reacts (shown while the computer thinks or after the game ended).
    Locked,
}

/// What the learner did on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JungleBoardEvent {
    /// A square was clicked that does not complete a move (usually: select this piece).
    SquareClicked(Square),
    /// A move was asked for, by click-click or drag-and-drop; not checked yet.
    MoveAttempted(Move),
    /// A mark was switched on or off (marking mode).
    MarkToggled(Square),
    /// A square was clicked in placement mode.
    PlacementRequested(Square),
}

/// The Jungle board widget; build it, set what to show, then call [`JungleBoard::show`].
#[derive(Debug)]
pub struct JungleBoard<'a> {
    position: &'a Position,
    tr: &'a Localizer,
    palette: Palette,
    id: Id,
    mode: JungleBoardMode,
    coordinates: bool,
    selected: Option<Square>,
    targets: &'a [Square],
    last_move: Option<Move>,
    marks: &'a [Square],
    crosses: &'a [Square],
    rings: &'a [Square],
    /// A block of squares tinted: "look here" (a hint that names no place).
    area: &'a [Square],
    arrows: &'a [BoardArrow],
    /// The arrows' colour; the highlight colour unless set.
    arrow_colour: Option<egui::Color32>,
    /// One colour per arrow (the teach board's tally: by verdict); the rest take `arrow_colour`.
    arrow_colours: &'a [egui::Color32],
    ghosts: &'a [GhostPiece],
    badges: &'a [CountBadge<Square>],
    /// Blue's side at the bottom (a child playing Blue).
    turned: bool,
}

/// The margin around the grid, in cells, when coordinates are shown.
const COORDINATE_MARGIN: f32 = 0.65;
/// The margin when they are not.
const PLAIN_MARGIN: f32 = 0.1;

impl<'a> JungleBoard<'a> {
    /// A board showing `position`, labelled in the language of `tr`, coloured by `palette`.
    pub fn new(position: &'a Position, tr: &'a Localizer, palette: Palette) -> Self {
        JungleBoard {
            position,
            tr,
            palette,
            id: Id::unique("jungle-board"),
            mode: JungleBoardMode::Play,
            coordinates: true,
            selected: None,
            targets: &[],
            last_move: None,
            marks: &[],
            crosses: &[],
            rings: &[],
            area: &[],
            arrows: &[],
            arrow_colour: None,
            arrow_colours: &[],
            ghosts: &[],
            badges: &[],
            turned: false,
        }
    }

    /// Blue's side at the bottom (the board turned half round), for a child playing Blue.
    pub fn turned(mut self, turned: bool) -> Self {
        self.turned = turned;
        self
    }

    /// Draws each arrow in its own colour (the teach board's tally: coloured by verdict).
    pub fn arrow_colours(mut self, colours: &'a [egui::Color32]) -> Self {
        self.arrow_colours = colours;
        self
    }

    /// Draws the arrows in `colour` (a review: green for the better move, red for a capture).
    pub fn arrow_colour(mut self, colour: egui::Color32) -> Self {
        self.arrow_colour = Some(colour);
        self
    }

    /// Distinguishes two boards on one screen.
    pub fn id_salt(mut self, salt: impl std::hash::Hash + std::fmt::Debug) -> Self {
        self.id = Id::unique(("jungle-board", salt));
        self
    }

    /// What clicks mean.
    pub fn mode(mut self, mode: JungleBoardMode) -> Self {
        self.mode = mode;
        self
    }

    /// Show file letters and rank numbers around the board.
    pub fn coordinates(mut self, on: bool) -> Self {
        self.coordinates = on;
        self
    }

    /// The selected piece and the squares it may go to (from the engine).
    pub fn selection(mut self, selected: Option<Square>, targets: &'a [Square]) -> Self {
        self.selected = selected;
        self.targets = targets;
        self
    }

    /// The move to show as the last one played.
    pub fn last_move(mut self, last: Option<Move>) -> Self {
        self.last_move = last;
        self
    }

    /// Counts drawn on squares (the teach board's tally), in their verdict's colours.
    pub fn badges(mut self, badges: &'a [CountBadge<Square>]) -> Self {
        self.badges = badges;
        self
    }

    /// Pale pieces drawn where they belong.
    pub fn ghosts(mut self, ghosts: &'a [GhostPiece]) -> Self {
        self.ghosts = ghosts;
        self
    }

    /// Moves to show as arrows (a hint, a solution's line), drawn over the pieces.
    pub fn arrows(mut self, arrows: &'a [BoardArrow]) -> Self {
        self.arrows = arrows;
        self
    }

    /// Squares marked by the learner.
    pub fn marks(mut self, marks: &'a [Square]) -> Self {
        self.marks = marks;
        self
    }

    /// Squares marked wrongly (a red outline and a ✗ badge: "not one of them").
    pub fn crosses(mut self, crosses: &'a [Square]) -> Self {
        self.crosses = crosses;
        self
    }

    /// A block of squares to look at, tinted under the pieces (a hint's "look here").
    pub fn area(mut self, area: &'a [Square]) -> Self {
        self.area = area;
        self
    }

    /// Squares the learner missed (a dashed ring: "this is one too").
    pub fn rings(mut self, rings: &'a [Square]) -> Self {
        self.rings = rings;
        self
    }

    /// The character on an animal's token (象 狮 …, 獅 in Taiwan), from Fluent.
    pub fn token_text(tr: &Localizer, animal: Animal) -> String {
        tr.text(&format!("app-board-token-{}", animal.name()))
    }

    /// The accessibility label of a square: "a7 rat", "c4 water", "d1 den".
    pub fn square_label(tr: &Localizer, position: &Position, square: Square) -> String {
        let name = square.to_string();
        let message = match position.piece_at(square) {
            Some(piece) => Message::new("app-board-square-piece")
                .message("animal", jungle_text::animal(piece.animal)),
            None if square.is_water() => Message::new("app-board-square-water"),
            None if square.is_trap() => Message::new("app-board-square-trap"),
            None if square.den_of().is_some() => Message::new("app-board-square-den"),
            None => Message::new("app-board-square-land"),
        };
        tr.render(&message.text("square", name))
    }

    /// Draws the board into all the space `ui` offers and reports what the learner did.
    pub fn show(self, ui: &mut egui::Ui) -> BoardResponse<JungleBoardEvent> {
        let margin = if self.coordinates {
            COORDINATE_MARGIN
        } else {
            PLAIN_MARGIN
        };
        let available = ui.available_rect_before_wrap();
        let geometry = GridGeometry::fit(available, 7, 9, margin).turned(self.turned);
        let response = ui.allocate_rect(geometry.outer(margin), Sense::hover());
        let painter = ui.painter_at(response.rect);
        let drag_id = self.id.with("drag-from");
        let mut dragging: Option<Square> = ui.data(|data| data.get_temp(drag_id));
        let mut event = None;

        self.draw_terrain(&painter, &geometry);
        if self.coordinates {
            draw_coordinates(&painter, &geometry);
        }
        self.draw_last_move(&painter, &geometry);

        for square in Square::all() {
            let rect = square_rect(&geometry, square);
            let sense = match self.mode {
                JungleBoardMode::Play => Sense::click_and_drag(),
                JungleBoardMode::Locked => Sense::hover(),
                JungleBoardMode::Mark | JungleBoardMode::Place => Sense::click(),
            };
            let square_response = ui.interact(rect, self.id.with(square.index()), sense);
            let mut label = JungleBoard::square_label(self.tr, self.position, square);
            if self.marks.contains(&square) {
                label = self
                    .tr
                    .render(&Message::new("app-board-marked").text("label", label));
            }
            if self.crosses.contains(&square) {
                label = self
                    .tr
                    .render(&Message::new("app-board-wrong-mark").text("label", label));
            }
            if self.rings.contains(&square) {
                label = self
                    .tr
                    .render(&Message::new("app-board-missed-mark").text("label", label));
            }
            if self.area.contains(&square) {
                label = self
                    .tr
                    .render(&Message::new("app-board-look-here").text("label", label));
            }
            for arrow in self.arrows.iter().filter(|a| a.from == square) {
                let shown = Message::new("app-board-arrow")
                    .text("label", label)
                    .text("to", arrow.to.to_string());
                label = self.tr.render(&shown);
            }
            if let Some(ghost) = self.ghosts.iter().find(|g| g.square == square) {
                let shown = Message::new("app-board-ghost-piece")
                    .text("label", label)
                    .message("side", jungle_text::side(ghost.side))
                    .message("animal", jungle_text::animal(ghost.animal));
                label = self.tr.render(&shown);
            }
            for badge in self.badges.iter().filter(|b| b.at == square) {
                label = format!("{label}, {}", badge.label);
            }
            let enabled = self.mode != JungleBoardMode::Locked;
            square_response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, &label));

            if square_response.drag_started() && self.position.piece_at(square).is_some() {
                dragging = Some(square);
                ui.data_mut(|data| data.insert_temp(drag_id, square));
            }
            if square_response.drag_stopped() {
                ui.data_mut(|data| data.remove::<Square>(drag_id));
                let drop = ui
                    .ctx()
                    .pointer_interact_pos()
                    .or(ui.ctx().pointer_latest_pos());
                if let (Some(from), Some(pos)) = (dragging.take(), drop)
                    && let Some(to) = square_at(&geometry, pos)
                    && to != from
                {
                    event = Some(JungleBoardEvent::MoveAttempted(Move::new(from, to)));
                }
            }
            if square_response.clicked() {
                event = Some(self.click_event(square));
            }
            if square_response.hovered() && enabled {
                painter.rect_stroke(
                    rect.shrink(2.0),
                    4.0,
                    Stroke::new(2.0, Color32::from_black_alpha(90)),
                    StrokeKind::Inside,
                );
            }
        }

        for &square in self.area {
            painter.rect_filled(
                square_rect(&geometry, square),
                0.0,
                self.palette.highlight.gamma_multiply(0.35),
            );
        }
        self.draw_selection(&painter, &geometry);
        for (square, piece) in self.position.pieces() {
            let centre = square_rect(&geometry, square).center();
            let faded = dragging == Some(square);
            self.draw_token(&painter, &geometry, centre, piece.side, piece.animal, faded);
        }
        for ghost in self.ghosts {
            let centre = square_rect(&geometry, ghost.square).center();
            self.draw_token(&painter, &geometry, centre, ghost.side, ghost.animal, true);
        }
        for &square in self.marks {
            let occupied = self.position.piece_at(square).is_some();
            draw_mark(&painter, &geometry, square, occupied, self.palette);
        }
        for &square in self.crosses {
            draw_cross(&painter, &geometry, square, self.palette);
        }
        for &square in self.rings {
            draw_ring(&painter, &geometry, square, self.palette);
        }
        for (index, arrow) in self.arrows.iter().enumerate() {
            let from = square_rect(&geometry, arrow.from).center();
            let target = square_rect(&geometry, arrow.to);
            // An arrow pointing at a pale ghost stops at the ghost's square, so its head does
            // not hide the picture the child is meant to see.
            let to = if self.ghosts.iter().any(|ghost| ghost.square == arrow.to) {
                let direction = (target.center() - from).normalized();
                target.center() - direction * target.width() * 0.45
            } else {
                target.center()
            };
            draw_arrow(
                &painter,
                from,
                to,
                geometry.scaled(0.09).max(3.0),
                self.arrow_colours
                    .get(index)
                    .copied()
                    .unwrap_or(self.arrow_colour.unwrap_or(self.palette.highlight)),
                arrow.number,
            );
        }
        for badge in self.badges {
            // In the square's upper right corner, clear of the animal's picture.
            let rect = square_rect(&geometry, badge.at);
            let radius = rect.width() * 0.2;
            let centre = rect.right_top() + vec2(-radius * 1.1, radius * 1.1);
            draw_badge(&painter, centre, radius, badge.count, badge.colour, None);
        }
        if let Some(from) = dragging
            && let Some(piece) = self.position.piece_at(from)
            && let Some(pos) = ui.ctx().pointer_latest_pos()
        {
            let top = ui.ctx().layer_painter(egui::LayerId::new(
                egui::Order::Tooltip,
                self.id.with("dragged-token"),
            ));
            self.draw_token(&top, &geometry, pos, piece.side, piece.animal, false);
        }
        BoardResponse { response, event }
    }

    /// What a click on `square` means in the current mode.
    fn click_event(&self, square: Square) -> JungleBoardEvent {
        match self.mode {
            JungleBoardMode::Mark => JungleBoardEvent::MarkToggled(square),
            JungleBoardMode::Place => JungleBoardEvent::PlacementRequested(square),
            JungleBoardMode::Play | JungleBoardMode::Locked => {
                let Some(from) = self.selected else {
                    return JungleBoardEvent::SquareClicked(square);
                };
                let moving_side = self.position.piece_at(from).map(|piece| piece.side);
                let clicked_side = self.position.piece_at(square).map(|piece| piece.side);
                // Clicking the selected piece again or another piece of the same side re-selects.
                if square == from || (clicked_side.is_some() && clicked_side == moving_side) {
                    JungleBoardEvent::SquareClicked(square)
                } else {
                    JungleBoardEvent::MoveAttempted(Move::new(from, square))
                }
            }
        }
    }

    /// Land, water (with waves), traps (hatched) and dens (with a roof), plus grid lines.
    fn draw_terrain(&self, painter: &Painter, geometry: &GridGeometry) {
        let colours = self.palette.board;
        let (land, water, line) = (colours.land, colours.water, colours.line);
        painter.rect_filled(geometry.grid.expand(3.0), 6.0, line);
        for square in Square::all() {
            let rect = square_rect(geometry, square);
            if square.is_water() {
                painter.rect_filled(rect, 0.0, water);
                draw_waves(painter, rect);
            } else {
                painter.rect_filled(rect, 0.0, land);
            }
            if square.is_trap() {
                // In the colour of the side whose den it guards, so whose trap it is shows.
                let owner = if square.is_trap_of(Side::Red) {
                    Side::Red
                } else {
                    Side::Blue
                };
                draw_trap(painter, rect, self.side_colour(owner));
            }
            if let Some(side) = square.den_of() {
                draw_den(painter, rect, self.side_colour(side), line);
            }
            painter.rect_stroke(
                rect,
                0.0,
                Stroke::new(colours.line_weight, line),
                StrokeKind::Inside,
            );
        }
    }

    /// The last move: a dashed outline where it came from, a solid one where it went.
    fn draw_last_move(&self, painter: &Painter, geometry: &GridGeometry) {
        let Some(last) = self.last_move else {
            return;
        };
        let stroke = Stroke::new(geometry.scaled(0.06).max(2.0), self.palette.highlight);
        let from = square_rect(geometry, last.from).shrink(geometry.scaled(0.08));
        painter.extend(Shape::dashed_line(
            &rect_outline(from),
            stroke,
            geometry.scaled(0.12),
            geometry.scaled(0.08),
        ));
        let to = square_rect(geometry, last.to).shrink(geometry.scaled(0.05));
        painter.rect_stroke(to, 4.0, stroke, StrokeKind::Inside);
    }

    /// The selected square (thick outline) and where it may go (dots; rings on captures).
    fn draw_selection(&self, painter: &Painter, geometry: &GridGeometry) {
        if let Some(selected) = self.selected {
            let rect = square_rect(geometry, selected);
            painter.rect_filled(
                rect.shrink(2.0),
                4.0,
                self.palette.highlight.gamma_multiply(0.5),
            );
            painter.rect_stroke(
                rect.shrink(2.0),
                4.0,
                Stroke::new(geometry.scaled(0.07).max(2.0), Color32::BLACK),
                StrokeKind::Inside,
            );
        }
        for &target in self.targets {
            let centre = square_rect(geometry, target).center();
            if self.position.piece_at(target).is_some() {
                painter.circle_stroke(
                    centre,
                    geometry.scaled(0.46),
                    Stroke::new(geometry.scaled(0.07).max(2.0), self.palette.good),
                );
            } else {
                painter.circle_filled(centre, geometry.scaled(0.14), self.palette.good);
                painter.circle_stroke(
                    centre,
                    geometry.scaled(0.14),
                    Stroke::new(1.5, Color32::WHITE),
                );
            }
        }
    }

    /// A token: pale face, the side's colour as ring, picture and character, the strength as
    /// pips; Red's are round and Blue's rounded squares, so the sides differ by shape too.
    fn draw_token(
        &self,
        painter: &Painter,
        geometry: &GridGeometry,
        centre: Pos2,
        side: Side,
        animal: Animal,
        faded: bool,
    ) {
        let radius = geometry.scaled(0.4);
        let colour = self.side_colour(side);
        let alpha = if faded { 0.35 } else { 1.0 };
        let shadow = Color32::from_black_alpha(60).gamma_multiply(alpha);
        let face = Color32::from_rgb(0xFF, 0xFB, 0xF0).gamma_multiply(alpha);
        let ring = geometry.scaled(0.07).max(1.5);
        let ring_stroke = Stroke::new(ring, colour.gamma_multiply(alpha));
        let drop = vec2(0.0, geometry.scaled(0.04));
        match side {
            Side::Red => {
                painter.circle_filled(centre + drop, radius, shadow);
                painter.circle_filled(centre, radius, face);
                painter.circle_stroke(centre, radius - ring / 2.0, ring_stroke);
            }
            // Blue's tokens are rounded squares, so the sides differ by shape as well as colour.
            Side::Blue => {
                let body = Rect::from_center_size(centre, vec2(radius, radius) * 1.9);
                let corner = radius * 0.4;
                painter.rect_filled(body.translate(drop), corner, shadow);
                painter.rect_filled(body, corner, face);
                painter.rect_stroke(
                    body.shrink(ring / 2.0),
                    corner,
                    ring_stroke,
                    StrokeKind::Middle,
                );
            }
        }
        // The picture large and bold, for children who cannot read 鼠 or 象 yet (drawn four
        // times a fraction of a point apart: the font's thin lines, thickened), the character
        // small under it.
        let ink = colour.gamma_multiply(alpha);
        let picture = FontId::new(
            geometry.scaled(0.4),
            FontFamily::Name(crate::app::fonts::ANIMAL_ICONS.into()),
        );
        let bold = geometry.scaled(0.012).max(0.5);
        for offset in [
            vec2(-bold, 0.0),
            vec2(bold, 0.0),
            vec2(0.0, -bold),
            vec2(0.0, bold),
        ] {
            painter.text(
                centre - vec2(0.0, radius * 0.22) + offset,
                Align2::CENTER_CENTER,
                animal_icon(animal),
                picture.clone(),
                ink,
            );
        }
        painter.text(
            centre + vec2(0.0, radius * 0.5),
            Align2::CENTER_CENTER,
            JungleBoard::token_text(self.tr, animal),
            FontId::new(geometry.scaled(0.18), FontFamily::Proportional),
            ink,
        );
        // The animal's strength as beads on the token's rim, spread from the bottom: 1 for the
        // rat … 8 for the elephant, each an eighth of a square wide (8 px on a 1024×768 screen)
        // and a ninth of a turn apart, so they can be counted.
        let strength = animal.index() + 1;
        let bead = geometry.scaled(0.0625).max(2.0);
        let bead_rim = Stroke::new((bead * 0.3).max(1.0), face);
        let step = 40f32.to_radians();
        let middle = (strength as f32 - 1.0) / 2.0;
        let rim = radius - ring / 2.0;
        for index in 0..strength {
            let angle = std::f32::consts::FRAC_PI_2 + (index as f32 - middle) * step;
            let direction = vec2(angle.cos(), angle.sin());
            let at = match side {
                Side::Red => centre + direction * rim,
                Side::Blue => centre + rounded_square_point(direction, rim * 0.95, radius * 0.4),
            };
            painter.circle(at, bead, ink, bead_rim);
        }
    }

    fn side_colour(&self, side: Side) -> Color32 {
        match side {
            Side::Red => self.palette.side_one,
            Side::Blue => self.palette.side_two,
        }
    }
}

/// Where a ray from the centre of a square of half-width `half`, with corners rounded by
/// `corner`, meets its edge (relative to the centre).
fn rounded_square_point(direction: Vec2, half: f32, corner: f32) -> Vec2 {
    let reach = half / direction.x.abs().max(direction.y.abs()).max(f32::EPSILON);
    let point = direction * reach;
    let inner = half - corner;
    if point.x.abs() <= inner || point.y.abs() <= inner {
        return point;
    }
    // In a rounded corner: the ray meets the corner's circle (centre c, radius `corner`).
    let c = vec2(inner.copysign(point.x), inner.copysign(point.y));
    let along = direction.dot(c);
    let t = along
        + (along * along - c.length_sq() + corner * corner)
            .max(0.0)
            .sqrt();
    direction * t
}

/// The screen rectangle of a square: rank 9 (Blue's side) at the top.
fn square_rect(geometry: &GridGeometry, square: Square) -> Rect {
    let row_from_top = usize::from(Square::RANKS - 1 - square.rank());
    geometry.cell_rect(usize::from(square.file()), row_from_top)
}

/// The square under a screen position.
fn square_at(geometry: &GridGeometry, pos: Pos2) -> Option<Square> {
    let (column, row_from_top) = geometry.cell_at(pos)?;
    let rank = Square::RANKS as usize - 1 - row_from_top;
    Square::from_coords(column as u8, rank as u8)
}

fn rect_outline(rect: Rect) -> Vec<Pos2> {
    vec![
        rect.left_top(),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
        rect.left_top(),
    ]
}

/// Two wavy lines, so water is recognisable without its colour.
fn draw_waves(painter: &Painter, rect: Rect) {
    let stroke = Stroke::new(
        (rect.width() * 0.03).max(1.0),
        Color32::from_rgb(0x3A, 0x7C, 0xB8),
    );
    for height in [0.35, 0.68] {
        let y = rect.top() + rect.height() * height;
        let points: Vec<Pos2> = (0..=16)
            .map(|step| {
                let t = step as f32 / 16.0;
                let x = rect.left() + rect.width() * (0.12 + 0.76 * t);
                let wave = (t * std::f32::consts::TAU * 2.0).sin() * rect.height() * 0.05;
                pos2(x, y + wave)
            })
            .collect();
        painter.add(Shape::line(points, stroke));
    }
}

/// A trap: diagonal hatching inside a frame, like a net, on a faint tint of its owner's colour.
fn draw_trap(painter: &Painter, rect: Rect, colour: Color32) {
    let inner = rect.shrink(rect.width() * 0.08);
    painter.rect_filled(inner, 2.0, colour.gamma_multiply(0.12));
    let stroke = Stroke::new((rect.width() * 0.025).max(1.0), colour.gamma_multiply(0.8));
    let steps = 5;
    for index in 1..steps {
        let t = index as f32 / steps as f32;
        let along_top = inner.left() + inner.width() * t;
        let along_side = inner.top() + inner.height() * t;
        painter.line_segment(
            [pos2(along_top, inner.top()), pos2(inner.left(), along_side)],
            stroke,
        );
        painter.line_segment(
            [
                pos2(along_top, inner.bottom()),
                pos2(inner.right(), along_side),
            ],
            stroke,
        );
    }
    painter.line_segment([inner.left_bottom(), inner.right_top()], stroke);
    painter.rect_stroke(inner, 2.0, stroke, StrokeKind::Inside);
}

/// A den: a cave with a roof, outlined in its owner's colour.
fn draw_den(painter: &Painter, rect: Rect, owner: Color32, outline: Color32) {
    let w = rect.width();
    let base = rect.shrink(w * 0.1);
    painter.rect_filled(base, w * 0.08, owner.gamma_multiply(0.25));
    let roof = vec![
        pos2(base.center().x, base.top() + w * 0.05),
        pos2(base.right() - w * 0.05, base.center().y),
        pos2(base.left() + w * 0.05, base.center().y),
    ];
    painter.add(Shape::convex_polygon(
        roof,
        owner.gamma_multiply(0.7),
        Stroke::new(1.5, outline),
    ));
    let door = Rect::from_min_max(
        pos2(base.center().x - w * 0.14, base.center().y),
        pos2(base.center().x + w * 0.14, base.bottom() - w * 0.06),
    );
    painter.rect_filled(door, w * 0.12, outline.gamma_multiply(0.8));
    painter.rect_stroke(base, w * 0.08, Stroke::new(2.0, owner), StrokeKind::Inside);
}

/// A learner's mark: a diamond with a dark outline. On a square with an animal it is smaller
/// and sits in the top-right corner, so the animal's character stays readable.
fn draw_mark(
    painter: &Painter,
    geometry: &GridGeometry,
    square: Square,
    occupied: bool,
    palette: Palette,
) {
    let rect = square_rect(geometry, square);
    let (centre, r) = if occupied {
        let r = geometry.scaled(0.13);
        (rect.right_top() + vec2(-r - 2.0, r + 2.0), r)
    } else {
        (rect.center(), geometry.scaled(0.2))
    };
    let diamond = vec![
        centre + vec2(0.0, -r),
        centre + vec2(r, 0.0),
        centre + vec2(0.0, r),
        centre + vec2(-r, 0.0),
    ];
    painter.add(Shape::convex_polygon(
        diamond,
        palette.highlight,
        Stroke::new(2.0, Color32::BLACK),
    ));
}

/// A wrong mark: the square outlined in the "wrong" colour, with a ✗ badge in its corner so
/// the animal on it stays visible.
fn draw_cross(painter: &Painter, geometry: &GridGeometry, square: Square, palette: Palette) {
    let rect = square_rect(geometry, square);
    let width = geometry.scaled(0.08).max(2.5);
    painter.rect_stroke(
        rect.shrink(width / 2.0),
        4.0,
        Stroke::new(width, palette.bad),
        StrokeKind::Inside,
    );
    let r = geometry.scaled(0.2).max(8.0);
    let centre = rect.left_top() + vec2(r, r);
    painter.circle_filled(centre, r, palette.bad);
    painter.circle_stroke(centre, r, Stroke::new(1.5, Color32::WHITE));
    let arm = r * 0.5;
    let stroke = Stroke::new((r * 0.28).max(2.0), Color32::WHITE);
    painter.line_segment([centre + vec2(-arm, -arm), centre + vec2(arm, arm)], stroke);
    painter.line_segment([centre + vec2(-arm, arm), centre + vec2(arm, -arm)], stroke);
}

/// A missed square: a dashed ring in the "right" colour around it.
fn draw_ring(painter: &Painter, geometry: &GridGeometry, square: Square, palette: Palette) {
    let rect = square_rect(geometry, square);
    let centre = rect.center();
    let radius = rect.width().min(rect.height()) * 0.46;
    let points: Vec<Pos2> = (0..=48)
        .map(|i| {
            let angle = std::f32::consts::TAU * i as f32 / 48.0;
            centre + radius * vec2(angle.cos(), angle.sin())
        })
        .collect();
    painter.extend(Shape::dashed_line(
        &points,
        Stroke::new(geometry.scaled(0.08).max(2.5), palette.good),
        geometry.scaled(0.16),
        geometry.scaled(0.1),
    ));
}

/// File letters a–g under the board and rank numbers 1–9 on its left.
fn draw_coordinates(painter: &Painter, geometry: &GridGeometry) {
    let font = FontId::new(geometry.scaled(0.3), FontFamily::Proportional);
    let colour = Color32::from_gray(60);
    for column in 0..7 {
        let letter = char::from(b'a' + column as u8).to_string();
        painter.text(
            geometry.bottom_label(column),
            Align2::CENTER_CENTER,
            letter,
            font.clone(),
            colour,
        );
    }
    for row_from_top in 0..9 {
        painter.text(
            geometry.left_label(row_from_top),
            Align2::CENTER_CENTER,
            (9 - row_from_top).to_string(),
            font.clone(),
            colour,
        );
    }
}

/// The animal's picture as text of `size` points, for cards and buttons beside the board.
pub fn animal_picture(animal: Animal, size: f32) -> egui::RichText {
    egui::RichText::new(animal_icon(animal))
        .family(FontFamily::Name(crate::app::fonts::ANIMAL_ICONS.into()))
        .size(size)
}

/// The picture of `animal` in the animal-icon font (a face where one exists, else the whole
/// animal); the same in every language. Keep in step with `scripts/make-animal-icon-font.sh`.
pub fn animal_icon(animal: Animal) -> &'static str {
    match animal {
        Animal::Rat => "\u{1F42D}",
        Animal::Cat => "\u{1F431}",
        Animal::Wolf => "\u{1F43A}",
        Animal::Dog => "\u{1F436}",
        Animal::Leopard => "\u{1F406}",
        Animal::Tiger => "\u{1F42F}",
        Animal::Lion => "\u{1F981}",
        Animal::Elephant => "\u{1F418}",
    }
}
