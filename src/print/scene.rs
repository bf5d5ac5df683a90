//! The vector drawing every printed page is made of: rectangles, circles, lines, polygons and
//! text in points, origin top-left. Boards are drawn once into a [`Scene`] and placed on pages
//! (scaled, still vectors); the PDF writer and the SVG writer read the same shapes.

/// A colour (sRGB).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Black ink.
    pub const BLACK: Rgb = Rgb(0, 0, 0);
    /// Paper.
    pub const WHITE: Rgb = Rgb(255, 255, 255);
    /// Grey for lines to write on and small print.
    pub const GREY: Rgb = Rgb(0x70, 0x70, 0x70);

    /// This colour mixed with white: `amount` 0 gives white, 1 the colour itself.
    pub fn faded(self, amount: f32) -> Rgb {
        let mix = |c: u8| {
            let c = f32::from(c);
            (255.0 - (255.0 - c) * amount.clamp(0.0, 1.0)).round() as u8
        };
        Rgb(mix(self.0), mix(self.1), mix(self.2))
    }
}

/// Which of the embedded fonts a text uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FontKind {
    /// Noto Sans CJK SC (Latin and Chinese).
    Text,
    /// The animal pictures (Symbola, cut down).
    Animals,
}

/// Where a text's `x` is: its start, middle or end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// `x` is the left end.
    Start,
    /// `x` is the middle.
    Middle,
    /// `x` is the right end.
    End,
}

/// How a shape is painted.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Paint {
    /// The fill, if any.
    pub fill: Option<Rgb>,
    /// The outline's colour and width, if any.
    pub stroke: Option<(Rgb, f32)>,
}

impl Paint {
    /// Filled only.
    pub fn fill(colour: Rgb) -> Paint {
        Paint {
            fill: Some(colour),
            stroke: None,
        }
    }

    /// Outlined only.
    pub fn stroke(colour: Rgb, width: f32) -> Paint {
        Paint {
            fill: None,
            stroke: Some((colour, width)),
        }
    }

    /// Filled and outlined.
    pub fn both(fill: Rgb, stroke: Rgb, width: f32) -> Paint {
        Paint {
            fill: Some(fill),
            stroke: Some((stroke, width)),
        }
    }
}

/// One thing drawn.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// An axis-aligned rectangle with rounded corners (`radius` 0: sharp).
    Rect {
        /// Left, top, width, height.
        rect: [f32; 4],
        /// Corner radius.
        radius: f32,
        /// Fill and outline.
        paint: Paint,
    },
    /// A circle.
    Circle {
        /// Centre.
        centre: (f32, f32),
        /// Radius.
        radius: f32,
        /// Fill and outline.
        paint: Paint,
    },
    /// Connected straight lines, closed into a polygon or open.
    Path {
        /// The corners in order.
        points: Vec<(f32, f32)>,
        /// Whether the last point joins the first.
        closed: bool,
        /// Fill and outline.
        paint: Paint,
    },
    /// One line of text.
    Text {
        /// The anchor point, `y` on the baseline.
        at: (f32, f32),
        /// Font size in points.
        size: f32,
        /// Which font.
        font: FontKind,
        /// The colour.
        colour: Rgb,
        /// Where `at` is along the line.
        anchor: Anchor,
        /// The text (one line).
        text: String,
    },
}

/// A drawing of `width` × `height` points.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Scene {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// The shapes, painted in order.
    pub shapes: Vec<Shape>,
}

impl Scene {
    /// An empty drawing of this size.
    pub fn new(width: f32, height: f32) -> Scene {
        Scene {
            width,
            height,
            shapes: Vec::new(),
        }
    }

    /// Adds a shape.
    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }

    /// A rectangle.
    pub fn rect(&mut self, rect: [f32; 4], radius: f32, paint: Paint) {
        self.push(Shape::Rect {
            rect,
            radius,
            paint,
        });
    }

    /// A circle.
    pub fn circle(&mut self, centre: (f32, f32), radius: f32, paint: Paint) {
        self.push(Shape::Circle {
            centre,
            radius,
            paint,
        });
    }

    /// A straight line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), colour: Rgb, width: f32) {
        self.push(Shape::Path {
            points: vec![from, to],
            closed: false,
            paint: Paint::stroke(colour, width),
        });
    }

    /// A line of text in the text font.
    pub fn text(&mut self, at: (f32, f32), size: f32, anchor: Anchor, colour: Rgb, text: &str) {
        self.push(Shape::Text {
            at,
            size,
            font: FontKind::Text,
            colour,
            anchor,
            text: text.to_string(),
        });
    }

    /// Copies `other` in, scaled by `scale` and moved so its top-left corner is at `at`.
    pub fn place(&mut self, other: &Scene, at: (f32, f32), scale: f32) {
        let map = |(x, y): (f32, f32)| (at.0 + x * scale, at.1 + y * scale);
        let scaled = |paint: Paint| Paint {
            fill: paint.fill,
            stroke: paint.stroke.map(|(c, w)| (c, w * scale)),
        };
        for shape in &other.shapes {
            self.shapes.push(match shape {
                Shape::Rect {
                    rect,
                    radius,
                    paint,
                } => {
                    let (x, y) = map((rect[0], rect[1]));
                    Shape::Rect {
                        rect: [x, y, rect[2] * scale, rect[3] * scale],
                        radius: radius * scale,
                        paint: scaled(*paint),
                    }
                }
                Shape::Circle {
                    centre,
                    radius,
                    paint,
                } => Shape::Circle {
                    centre: map(*centre),
                    radius: radius * scale,
                    paint: scaled(*paint),
                },
                Shape::Path {
                    points,
                    closed,
                    paint,
                } => Shape::Path {
                    points: points.iter().copied().map(map).collect(),
                    closed: *closed,
                    paint: scaled(*paint),
                },
                Shape::Text {
                    at: point,
                    size,
                    font,
                    colour,
                    anchor,
                    text,
                } => Shape::Text {
                    at: map(*point),
                    size: size * scale,
                    font: *font,
                    colour: *colour,
                    anchor: *anchor,
                    text: text.clone(),
                },
            });
        }
    }

    /// Whether something is drawn outside the scene's own rectangle (text by its measured
    /// width and its height above the baseline).
    pub fn overflows(&self) -> bool {
        let inside = |(x, y): (f32, f32)| {
            (-0.5..=self.width + 0.5).contains(&x) && (-0.5..=self.height + 0.5).contains(&y)
        };
        self.shapes.iter().any(|shape| match shape {
            Shape::Rect { rect, .. } => {
                !inside((rect[0], rect[1])) || !inside((rect[0] + rect[2], rect[1] + rect[3]))
            }
            Shape::Circle { centre, radius, .. } => {
                !inside((centre.0 - radius, centre.1 - radius))
                    || !inside((centre.0 + radius, centre.1 + radius))
            }
            Shape::Path { points, .. } => points.iter().any(|p| !inside(*p)),
            Shape::Text {
                at,
                size,
                font,
                anchor,
                text,
                ..
            } => {
                let width = super::fonts::text_width(*font, text, *size);
                let left = match anchor {
                    Anchor::Start => at.0,
                    Anchor::Middle => at.0 - width / 2.0,
                    Anchor::End => at.0 - width,
                };
                !inside((left, at.1 - size * 0.8)) || !inside((left + width, at.1))
            }
        })
    }
}
