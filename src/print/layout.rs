//! The page: paper sizes, margins, the sheet's header (title, name and date lines, the QR
//! code), and the grid of cells a worksheet's exercises sit in.

use super::qr::qr_scene;
use super::scene::{Anchor, Rgb, Scene};
use super::text::fit_line;
use crate::i18n::Localizer;

/// The paper a sheet is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm (the default: China, Taiwan, Europe).
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points (1/72 in).
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// Reads `a4` or `letter`.
    pub fn parse(text: &str) -> Option<Paper> {
        match text.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }
}

/// The margin around every page, in points.
pub const MARGIN: f32 = 36.0;

/// The height the header takes at the top of a page.
pub const HEADER_HEIGHT: f32 = 62.0;

/// A blank page with the sheet's header: the title on the left, and under it the name and
/// date lines when `name_lines`; the QR code (for `qr_text`) at the top right; the page number
/// at the bottom.
pub fn page_with_header(
    paper: Paper,
    tr: &Localizer,
    title: &str,
    name_lines: bool,
    qr_text: Option<&str>,
    page_number: usize,
) -> Scene {
    let (width, height) = paper.size();
    let mut page = Scene::new(width, height);
    let qr_size = if qr_text.is_some() {
        HEADER_HEIGHT - 8.0
    } else {
        0.0
    };
    let title_width = width - 2.0 * MARGIN - qr_size - 8.0;
    let (title, size) = fit_line(title, 18.0, 9.0, title_width);
    page.text(
        (MARGIN, MARGIN + 16.0),
        size,
        Anchor::Start,
        Rgb::BLACK,
        &title,
    );
    if name_lines {
        let name = tr.text("print-name-line");
        let date = tr.text("print-date-line");
        let y = MARGIN + 42.0;
        let half = (title_width - 16.0) / 2.0;
        let (name, name_size) = fit_line(&name, 11.0, 7.0, half * 0.4);
        page.text((MARGIN, y), name_size, Anchor::Start, Rgb::BLACK, &name);
        let line_start =
            MARGIN + super::fonts::text_width(super::scene::FontKind::Text, &name, name_size) + 4.0;
        page.line(
            (line_start, y + 2.0),
            (MARGIN + half, y + 2.0),
            Rgb::GREY,
            0.8,
        );
        let date_x = MARGIN + half + 16.0;
        let (date, date_size) = fit_line(&date, 11.0, 7.0, half * 0.4);
        page.text((date_x, y), date_size, Anchor::Start, Rgb::BLACK, &date);
        let date_start =
            date_x + super::fonts::text_width(super::scene::FontKind::Text, &date, date_size) + 4.0;
        page.line(
            (date_start, y + 2.0),
            (MARGIN + title_width, y + 2.0),
            Rgb::GREY,
            0.8,
        );
    }
    if let Some(text) = qr_text
        && let Some(qr) = qr_scene(text)
    {
        let scale = qr_size / qr.width.max(1.0);
        page.place(&qr, (width - MARGIN - qr_size, MARGIN - 4.0), scale);
    }
    page.line(
        (MARGIN, MARGIN + HEADER_HEIGHT - 6.0),
        (width - MARGIN, MARGIN + HEADER_HEIGHT - 6.0),
        Rgb::GREY,
        0.6,
    );
    let footer = tr
        .render(&crate::i18n::Message::new("print-page-number").number("page", page_number as i64));
    page.text(
        (width / 2.0, height - MARGIN / 2.0),
        8.0,
        Anchor::Middle,
        Rgb::GREY,
        &footer,
    );
    page
}

/// The cells of a page for `per_page` exercises: (left, top, width, height), in reading order.
pub fn grid(paper: Paper, per_page: usize) -> Vec<[f32; 4]> {
    let (width, height) = paper.size();
    let per_page = per_page.clamp(1, super::MAX_PER_PAGE);
    let columns = if per_page <= 2 { 1 } else { 2 };
    let rows = per_page.div_ceil(columns);
    let top = MARGIN + HEADER_HEIGHT;
    let cell_w = (width - 2.0 * MARGIN) / columns as f32;
    let cell_h = (height - top - MARGIN) / rows as f32;
    (0..per_page)
        .map(|index| {
            let (row, column) = (index / columns, index % columns);
            [
                MARGIN + column as f32 * cell_w,
                top + row as f32 * cell_h,
                cell_w,
                cell_h,
            ]
        })
        .collect()
}
