//! A [`Scene`] as SVG text: the same vector drawing as on the PDF page, for a board diagram on
//! a web page or in the docs (text in the font families `qi-text` and `qi-animals`).

use super::scene::{Anchor, FontKind, Paint, Rgb, Scene, Shape};
use std::fmt::Write;

fn colour(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn paint(p: &Paint) -> String {
    let fill = p.fill.map_or("none".to_string(), colour);
    match p.stroke {
        Some((c, w)) => format!(
            r#"fill="{fill}" stroke="{}" stroke-width="{w:.2}""#,
            colour(c)
        ),
        None => format!(r#"fill="{fill}""#),
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The scene as a standalone SVG document.
pub fn to_svg(scene: &Scene) -> String {
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.1}" height="{h:.1}" viewBox="0 0 {w:.1} {h:.1}">"#,
        w = scene.width,
        h = scene.height
    );
    for shape in &scene.shapes {
        let _ = match shape {
            Shape::Rect {
                rect,
                radius,
                paint: p,
            } => write!(
                out,
                r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" rx="{radius:.2}" {}/>"#,
                rect[0],
                rect[1],
                rect[2],
                rect[3],
                paint(p)
            ),
            Shape::Circle {
                centre,
                radius,
                paint: p,
            } => write!(
                out,
                r#"<circle cx="{:.2}" cy="{:.2}" r="{radius:.2}" {}/>"#,
                centre.0,
                centre.1,
                paint(p)
            ),
            Shape::Path {
                points,
                closed,
                paint: p,
            } => {
                let list: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{x:.2},{y:.2}"))
                    .collect();
                let tag = if *closed { "polygon" } else { "polyline" };
                write!(out, r#"<{tag} points="{}" {}/>"#, list.join(" "), paint(p))
            }
            Shape::Text {
                at,
                size,
                font,
                colour: c,
                anchor,
                text,
            } => {
                let family = match font {
                    FontKind::Text => "qi-text",
                    FontKind::Animals => "qi-animals",
                };
                let anchor = match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                };
                write!(
                    out,
                    r#"<text x="{:.2}" y="{:.2}" font-size="{size:.2}" font-family="{family}" text-anchor="{anchor}" fill="{}">{}</text>"#,
                    at.0,
                    at.1,
                    colour(*c),
                    escape(text)
                )
            }
        };
    }
    out.push_str("</svg>");
    out
}
