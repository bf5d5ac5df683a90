//! Pictures on the controls a child presses (issue #41): each drawn with the painter as a few
//! vector shapes (no font has to carry an emoji), and one button that shows a picture with the
//! word under it, big enough for a finger.

use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};

/// A picture on a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// Lessons: an open book.
    Book,
    /// Puzzles: a puzzle piece.
    Puzzle,
    /// Play: two stones side by side.
    Play,
    /// Join a class: three heads.
    Class,
    /// Check, done, yes: a tick.
    Tick,
    /// No: a cross.
    Cross,
    /// Next: an arrow pointing right.
    Next,
    /// Back, previous: an arrow pointing left.
    Back,
    /// Try again: a circular arrow.
    Again,
    /// A hint: a light bulb.
    Hint,
    /// Show the solution: an eye.
    Eye,
    /// Today's work in Jungle: a paw.
    Paw,
    /// Today's work in Renju: a black and a white stone.
    Stones,
    /// A draw: two equal bars.
    Equal,
    /// An age band: one small child (4–6), a taller one (7–9), the tallest (10–12).
    Child(u8),
    /// A new game: an empty board.
    NewGame,
    /// Resign: a white flag.
    Flag,
    /// Pass: an arrow jumping over a point.
    Pass,
    /// Look back at the game: a magnifying glass.
    Look,
    /// Claim a forbidden stone: a raised hand's exclamation mark.
    Claim,
    /// Swap colours: two arrows, one each way.
    Swap,
    /// One black stone.
    BlackStone,
    /// One white stone.
    WhiteStone,
    /// A double three: two lines of three stones crossing.
    DoubleThree,
    /// A double four: two lines of four stones crossing.
    DoubleFour,
    /// An overline: six stones in a row.
    Overline,
    /// Not forbidden: a black stone with a tick.
    Allowed,
    /// A streak: three rings in a chain.
    Chain,
    /// Against the clock: a clock face.
    Clock,
}

impl Icon {
    /// The picture's name in the accessibility tree's description ("picture: tick"), which the
    /// tests read.
    pub fn name(self) -> &'static str {
        match self {
            Icon::Book => "book",
            Icon::Puzzle => "puzzle",
            Icon::Play => "play",
            Icon::Class => "class",
            Icon::Tick => "tick",
            Icon::Cross => "cross",
            Icon::Next => "next",
            Icon::Back => "back",
            Icon::Again => "again",
            Icon::Hint => "hint",
            Icon::Eye => "eye",
            Icon::Paw => "paw",
            Icon::Stones => "stones",
            Icon::Equal => "equal",
            Icon::Child(1) => "small child",
            Icon::Child(2) => "child",
            Icon::Child(_) => "tall child",
            Icon::NewGame => "new board",
            Icon::Flag => "white flag",
            Icon::Pass => "pass",
            Icon::Look => "magnifier",
            Icon::Claim => "exclamation",
            Icon::Swap => "swap",
            Icon::BlackStone => "black stone",
            Icon::WhiteStone => "white stone",
            Icon::DoubleThree => "double three",
            Icon::DoubleFour => "double four",
            Icon::Overline => "six in a row",
            Icon::Allowed => "stone allowed",
            Icon::Chain => "chain",
            Icon::Clock => "clock",
        }
    }

    /// Draws the picture inside `rect` (a square is best) in `colour`.
    pub fn paint(self, painter: &Painter, rect: Rect, colour: Color32) {
        let c = rect.center();
        let s = rect.width().min(rect.height());
        let at = |x: f32, y: f32| c + vec2(x * s, y * s);
        let thick = Stroke::new((s * 0.1).max(2.0), colour);
        let thin = Stroke::new((s * 0.06).max(1.5), colour);
        match self {
            Icon::Book => {
                for side in [-1.0_f32, 1.0] {
                    let page = vec![
                        at(0.0, -0.3),
                        at(side * 0.42, -0.38),
                        at(side * 0.42, 0.32),
                        at(0.0, 0.4),
                    ];
                    painter.add(Shape::closed_line(page, thin));
                    for line in 0..3 {
                        let y = -0.18 + 0.17 * line as f32;
                        painter.line_segment([at(side * 0.1, y), at(side * 0.32, y - 0.03)], thin);
                    }
                }
            }
            Icon::Puzzle => {
                let square = Rect::from_center_size(at(-0.05, 0.08), Vec2::splat(s * 0.56));
                painter.rect_filled(square, s * 0.05, colour);
                painter.circle_filled(at(-0.05, -0.24), s * 0.13, colour);
                painter.circle_filled(at(0.27, 0.08), s * 0.13, colour);
            }
            Icon::Play => {
                painter.circle_filled(at(-0.2, 0.05), s * 0.24, colour);
                painter.circle_stroke(at(0.22, 0.05), s * 0.22, thin);
            }
            Icon::Class => {
                for (x, r) in [(-0.3_f32, 0.11_f32), (0.3, 0.11), (0.0, 0.14)] {
                    let head = at(x, -0.15);
                    painter.circle_filled(head, s * r, colour);
                    let body = Rect::from_center_size(at(x, 0.25), vec2(s * r * 2.6, s * r * 2.2));
                    painter.rect_filled(body, s * r, colour);
                }
            }
            Icon::Equal => {
                painter.line_segment([at(-0.34, -0.14), at(0.34, -0.14)], thick);
                painter.line_segment([at(-0.34, 0.14), at(0.34, 0.14)], thick);
            }
            Icon::Tick => {
                painter.add(Shape::line(
                    vec![at(-0.36, 0.02), at(-0.1, 0.3), at(0.38, -0.3)],
                    thick,
                ));
            }
            Icon::Cross => {
                painter.line_segment([at(-0.3, -0.3), at(0.3, 0.3)], thick);
                painter.line_segment([at(0.3, -0.3), at(-0.3, 0.3)], thick);
            }
            Icon::Next | Icon::Back => {
                let d = if self == Icon::Next { 1.0 } else { -1.0 };
                painter.line_segment([at(-0.35 * d, 0.0), at(0.25 * d, 0.0)], thick);
                painter.add(Shape::convex_polygon(
                    vec![at(0.4 * d, 0.0), at(0.1 * d, -0.28), at(0.1 * d, 0.28)],
                    colour,
                    Stroke::NONE,
                ));
            }
            Icon::Again => {
                let centre = at(0.0, 0.02);
                let r = s * 0.3;
                let points: Vec<Pos2> = (0..=16)
                    .map(|i| {
                        let a = -1.2 + 4.6 * i as f32 / 16.0;
                        centre + r * vec2(a.cos(), a.sin())
                    })
                    .collect();
                let end = points[0];
                painter.add(Shape::line(points, thick));
                // The arrow head at the start of the circle, pointing on round it.
                painter.add(Shape::convex_polygon(
                    vec![
                        end + vec2(-s * 0.16, 0.0),
                        end + vec2(s * 0.14, 0.0),
                        end + vec2(0.0, s * 0.2),
                    ],
                    colour,
                    Stroke::NONE,
                ));
            }
            Icon::Hint => {
                painter.circle_stroke(at(0.0, -0.1), s * 0.24, thick);
                let base = Rect::from_min_max(at(-0.12, 0.16), at(0.12, 0.36));
                painter.rect_filled(base, s * 0.03, colour);
                for (dx, dy) in [(-0.4_f32, -0.1_f32), (0.4, -0.1), (0.0, -0.46)] {
                    let from = at(dx * 0.85, dy * 0.85 - 0.02);
                    painter.line_segment([from, at(dx, dy - 0.02)], thin);
                }
            }
            Icon::Eye => {
                let points: Vec<Pos2> = (0..=24)
                    .map(|i| {
                        let a = std::f32::consts::TAU * i as f32 / 24.0;
                        at(0.42 * a.cos(), 0.22 * a.sin())
                    })
                    .collect();
                painter.add(Shape::closed_line(points, thin));
                painter.circle_filled(c, s * 0.13, colour);
            }
            Icon::Paw => {
                painter.add(Shape::ellipse_filled(
                    at(0.0, 0.15),
                    vec2(s * 0.22, s * 0.18),
                    colour,
                ));
                for (x, y) in [
                    (-0.3_f32, -0.08_f32),
                    (-0.12, -0.3),
                    (0.12, -0.3),
                    (0.3, -0.08),
                ] {
                    painter.circle_filled(at(x, y), s * 0.09, colour);
                }
            }
            Icon::Child(tall) => {
                // A figure of 60, 80 or 100 % of the height, standing on the bottom.
                let k = 0.4 + 0.2 * f32::from(tall.clamp(1, 3));
                let foot = 0.45;
                let head = at(0.0, foot - k * 0.85);
                painter.circle_filled(head, s * 0.11 * k.max(0.7), colour);
                let neck = at(0.0, foot - k * 0.7);
                let hip = at(0.0, foot - k * 0.32);
                painter.line_segment([neck, hip], thick);
                for side in [-1.0_f32, 1.0] {
                    painter.line_segment([hip, at(side * 0.14 * k, foot)], thin);
                    painter.line_segment(
                        [
                            at(0.0, foot - k * 0.62),
                            at(side * 0.22 * k, foot - k * 0.4),
                        ],
                        thin,
                    );
                }
            }
            Icon::NewGame => {
                let board = Rect::from_center_size(c, Vec2::splat(s * 0.76));
                painter.rect_stroke(board, s * 0.04, thin, egui::StrokeKind::Middle);
                for k in [-0.13_f32, 0.13] {
                    painter.line_segment([at(k, -0.38), at(k, 0.38)], thin);
                    painter.line_segment([at(-0.38, k), at(0.38, k)], thin);
                }
            }
            Icon::Flag => {
                painter.line_segment([at(-0.28, -0.42), at(-0.28, 0.44)], thick);
                let cloth = vec![
                    at(-0.24, -0.4),
                    at(0.4, -0.3),
                    at(0.4, 0.02),
                    at(-0.24, 0.06),
                ];
                painter.add(Shape::closed_line(cloth, thin));
            }
            Icon::Pass => {
                painter.circle_filled(at(0.0, 0.28), s * 0.1, colour);
                let points: Vec<Pos2> = (0..=12)
                    .map(|i| {
                        let a = std::f32::consts::PI * (1.0 + i as f32 / 12.0);
                        at(0.34 * a.cos(), 0.22 + 0.42 * a.sin())
                    })
                    .collect();
                let end = points[12];
                painter.add(Shape::line(points, thick));
                painter.add(Shape::convex_polygon(
                    vec![
                        end + vec2(s * 0.12, s * 0.02),
                        end + vec2(-s * 0.12, s * 0.02),
                        end + vec2(0.0, s * 0.2),
                    ],
                    colour,
                    Stroke::NONE,
                ));
            }
            Icon::Look => {
                painter.circle_stroke(at(-0.08, -0.08), s * 0.24, thick);
                painter.line_segment([at(0.1, 0.1), at(0.38, 0.38)], thick);
            }
            Icon::Claim => {
                painter.line_segment([at(0.0, -0.4), at(0.0, 0.14)], thick);
                painter.circle_filled(at(0.0, 0.34), s * 0.08, colour);
            }
            Icon::Swap => {
                for (y, d) in [(-0.16_f32, 1.0_f32), (0.16, -1.0)] {
                    painter.line_segment([at(-0.34 * d, y), at(0.2 * d, y)], thin);
                    painter.add(Shape::convex_polygon(
                        vec![
                            at(0.4 * d, y),
                            at(0.16 * d, y - 0.13),
                            at(0.16 * d, y + 0.13),
                        ],
                        colour,
                        Stroke::NONE,
                    ));
                }
            }
            Icon::BlackStone | Icon::WhiteStone => {
                let fill = if self == Icon::BlackStone {
                    Color32::from_gray(20)
                } else {
                    Color32::from_gray(245)
                };
                painter.circle_filled(c, s * 0.34, fill);
                painter.circle_stroke(c, s * 0.34, Stroke::new(1.5, Color32::from_gray(60)));
            }
            Icon::DoubleThree | Icon::DoubleFour => {
                // A row and a column through the middle stone (the point asked about, ringed).
                let n: i32 = if self == Icon::DoubleThree { 3 } else { 4 };
                let step = 0.2;
                let r = s * 0.09;
                let first = -(n / 2);
                for k in first..first + n {
                    let d = k as f32 * step;
                    painter.circle_filled(at(d, 0.0), r, colour);
                    if k != 0 {
                        painter.circle_filled(at(0.0, d), r, colour);
                    }
                }
                painter.circle_stroke(at(0.0, 0.0), r * 1.8, thin);
            }
            Icon::Overline => {
                for k in 0..6 {
                    let x = -0.42 + 0.168 * k as f32;
                    painter.circle_filled(at(x, 0.0), s * 0.08, colour);
                }
                painter.line_segment([at(-0.46, 0.18), at(0.46, 0.18)], thin);
            }
            Icon::Allowed => {
                painter.circle_filled(at(-0.12, 0.04), s * 0.26, Color32::from_gray(20));
                painter.circle_stroke(
                    at(-0.12, 0.04),
                    s * 0.26,
                    Stroke::new(1.5, Color32::from_gray(120)),
                );
                painter.add(Shape::line(
                    vec![at(0.1, -0.08), at(0.22, 0.06), at(0.44, -0.3)],
                    thick,
                ));
            }
            Icon::Chain => {
                for k in [-1.0_f32, 0.0, 1.0] {
                    let ring = at(0.27 * k, 0.0);
                    painter.add(Shape::ellipse_stroke(ring, vec2(s * 0.17, s * 0.12), thin));
                }
            }
            Icon::Clock => {
                painter.circle_stroke(c, s * 0.38, thick);
                painter.line_segment([c, at(0.0, -0.26)], thin);
                painter.line_segment([c, at(0.18, 0.06)], thin);
            }
            Icon::Stones => {
                painter.circle_filled(at(-0.18, 0.0), s * 0.22, Color32::from_gray(20));
                painter.circle_filled(at(0.2, 0.0), s * 0.22, Color32::from_gray(245));
                painter.circle_stroke(
                    at(0.2, 0.0),
                    s * 0.22,
                    Stroke::new(1.5, Color32::from_gray(60)),
                );
            }
        }
    }
}

/// The smallest side of a picture button: a child's finger needs about 48 px.
pub const MIN_TAP: f32 = 56.0;

/// A button with a picture drawn above the word the screen shows (screen readers and tests
/// find the button by its label, which is often the same text with its mark, e.g. "☞ Hint").
pub struct PictureButton<'a> {
    icon: Icon,
    badge: Option<Icon>,
    label: &'a str,
    size: f32,
    selected: bool,
    min_width: f32,
}

impl<'a> PictureButton<'a> {
    /// A button with a 28 px picture.
    pub fn new(icon: Icon, label: &'a str) -> Self {
        PictureButton {
            icon,
            badge: None,
            label,
            size: 28.0,
            selected: false,
            min_width: MIN_TAP,
        }
    }

    /// At least this wide (a row of big buttons of one width).
    pub fn min_width(mut self, width: f32) -> Self {
        self.min_width = width.max(MIN_TAP);
        self
    }

    /// The picture's height in pixels.
    pub fn size(mut self, size: f32) -> Self {
        self.size = size;
        self
    }

    /// A small second picture (e.g. the game's) in the button's corner.
    pub fn badge(mut self, badge: Option<Icon>) -> Self {
        self.badge = badge;
        self
    }

    /// Drawn as chosen.
    pub fn selected(mut self, selected: bool) -> Self {
        self.selected = selected;
        self
    }
}

impl egui::Widget for PictureButton<'_> {
    fn ui(self, ui: &mut egui::Ui) -> egui::Response {
        let PictureButton {
            icon,
            badge,
            label,
            size,
            selected,
            min_width,
        } = self;
        let word = shown_word(label);
        let text_size = (size * 0.5).clamp(15.0, 26.0);
        let galley = ui.painter().layout(
            word,
            egui::FontId::proportional(text_size),
            ui.visuals().text_color(),
            (size * 6.0).max(200.0),
        );
        let pad = 6.0;
        let width = (galley.size().x + 2.0 * pad)
            .max(size + 2.0 * pad)
            .max(min_width);
        let height = (size + galley.size().y + 3.0 * pad * 0.75).max(MIN_TAP);
        let (rect, response) = ui.allocate_exact_size(vec2(width, height), egui::Sense::click());
        let enabled = ui.is_enabled();
        response.widget_info(|| {
            if selected {
                egui::WidgetInfo::selected(egui::Role::Button, enabled, true, label)
            } else {
                egui::WidgetInfo::labeled(egui::Role::Button, enabled, label)
            }
        });
        let description = match badge {
            Some(badge) => format!("picture: {}, {}", icon.name(), badge.name()),
            None => format!("picture: {}", icon.name()),
        };
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_description(description));
        if ui.is_rect_visible(rect) {
            let visuals = if selected {
                ui.style().visuals.widgets.active
            } else {
                *ui.style().interact(&response)
            };
            let fill = if selected {
                ui.visuals().selection.bg_fill
            } else {
                visuals.weak_bg_fill
            };
            let painter = ui.painter();
            painter.rect(
                rect,
                visuals.corner_radius,
                fill,
                visuals.bg_stroke,
                egui::StrokeKind::Inside,
            );
            let colour = if enabled {
                visuals.fg_stroke.color
            } else {
                ui.visuals().weak_text_color()
            };
            let picture = Rect::from_center_size(
                pos2(rect.center().x, rect.top() + pad + size / 2.0),
                Vec2::splat(size),
            );
            icon.paint(painter, picture, colour);
            if let Some(badge) = badge {
                let corner =
                    Rect::from_min_size(rect.min + Vec2::splat(4.0), Vec2::splat(size * 0.6));
                badge.paint(painter, corner, colour);
            }
            let text_pos = pos2(
                rect.center().x - galley.size().x / 2.0,
                picture.bottom() + pad * 0.5,
            );
            painter.galley(text_pos, galley, colour);
        }
        response
    }
}

/// A picture button with its picture `size` pixels high.
pub fn picture_button_sized(
    ui: &mut egui::Ui,
    icon: Icon,
    label: &str,
    size: f32,
    selected: bool,
) -> egui::Response {
    ui.add(
        PictureButton::new(icon, label)
            .size(size)
            .selected(selected),
    )
}

/// A picture button with a small second picture (`badge`, e.g. the game's) in its corner.
pub fn picture_tile(
    ui: &mut egui::Ui,
    icon: Icon,
    badge: Option<Icon>,
    label: &str,
    size: f32,
) -> egui::Response {
    ui.add(PictureButton::new(icon, label).size(size).badge(badge))
}

/// A picture button of the usual size (a 28 px picture).
pub fn picture_button(ui: &mut egui::Ui, icon: Icon, label: &str) -> egui::Response {
    ui.add(PictureButton::new(icon, label))
}

/// The word under the picture: the label without the marks (☞ ✓ ✗ ↺ ▶ ◀) the picture replaces.
fn shown_word(label: &str) -> String {
    label
        .trim_matches(|c: char| c.is_whitespace() || matches!(c, '☞' | '✓' | '✗' | '↺' | '▶' | '◀'))
        .to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_word_under_the_picture_has_no_marks() {
        assert_eq!(super::shown_word("☞ Hint"), "Hint");
        assert_eq!(super::shown_word("Next step ▶"), "Next step");
        assert_eq!(super::shown_word("◀ 上一步"), "上一步");
    }
}
