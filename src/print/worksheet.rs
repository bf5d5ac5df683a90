//! A worksheet: pages of exercises in a grid (title, name and date lines, each exercise's
//! number, title, instruction, board and room to answer), then, if asked, the answer key on
//! pages of its own (the same grid, the right moves drawn and listed).

use super::exercise::{Board, Exercise};
use super::layout::{Paper, grid, page_with_header};
use super::scene::{Anchor, Paint, Rgb, Scene};
use super::text::{fit_line, wrap_at_most};
use crate::i18n::{Localizer, Message};

/// How a worksheet is printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetStyle {
    /// The paper.
    pub paper: Paper,
    /// Exercises per page (1 ..= [`super::MAX_PER_PAGE`]).
    pub per_page: usize,
    /// Whether the answer key follows.
    pub answers: bool,
    /// The text of the QR code in each page's corner (the exercises on the class server).
    pub qr_text: Option<String>,
}

/// Room left under a board for the child's answer.
const ANSWER_ROOM: f32 = 20.0;

/// Lays out the sheet's pages: the exercises, then the key's.
pub fn worksheet_pages(
    title: &str,
    exercises: &[Exercise],
    style: &SheetStyle,
    tr: &Localizer,
) -> Vec<Scene> {
    let per_page = style.per_page.clamp(1, super::MAX_PER_PAGE);
    let mut pages = Vec::new();
    for (chunk_index, chunk) in exercises.chunks(per_page).enumerate() {
        let mut page = page_with_header(
            style.paper,
            tr,
            title,
            true,
            style.qr_text.as_deref(),
            pages.len() + 1,
        );
        for (slot, (exercise, cell)) in chunk.iter().zip(grid(style.paper, per_page)).enumerate() {
            let number = chunk_index * per_page + slot + 1;
            draw_cell(&mut page, cell, number, exercise, tr, false);
        }
        pages.push(page);
    }
    if style.answers {
        let key_title = tr.render(&Message::new("print-key-title").text("title", title));
        for (chunk_index, chunk) in exercises.chunks(per_page).enumerate() {
            let mut page =
                page_with_header(style.paper, tr, &key_title, false, None, pages.len() + 1);
            for (slot, (exercise, cell)) in
                chunk.iter().zip(grid(style.paper, per_page)).enumerate()
            {
                let number = chunk_index * per_page + slot + 1;
                draw_cell(&mut page, cell, number, exercise, tr, true);
            }
            pages.push(page);
        }
    }
    pages
}

/// One exercise in its cell; `key` draws the answer instead of the room to answer.
fn draw_cell(
    page: &mut Scene,
    [x, y, w, h]: [f32; 4],
    number: usize,
    exercise: &Exercise,
    tr: &Localizer,
    key: bool,
) {
    let pad = 6.0;
    let inner_w = w - 2.0 * pad;
    // The number in a circle, then the title on the same line.
    page.circle(
        (x + pad + 8.0, y + pad + 8.0),
        8.0,
        Paint::both(Rgb::WHITE, Rgb::BLACK, 0.8),
    );
    page.text(
        (x + pad + 8.0, y + pad + 11.5),
        9.5,
        Anchor::Middle,
        Rgb::BLACK,
        &number.to_string(),
    );
    let (title, size) = fit_line(&exercise.title, 10.5, 6.5, inner_w - 22.0);
    page.text(
        (x + pad + 22.0, y + pad + 12.0),
        size,
        Anchor::Start,
        Rgb::BLACK,
        &title,
    );
    let mut top = y + pad + 22.0;
    let text_size = 9.5;
    let leading = text_size * 1.35;
    let (board, lines) = if key {
        (exercise.key_board.as_ref(), exercise.key_lines.join("\n"))
    } else {
        (exercise.board.as_ref(), exercise.instruction.clone())
    };
    let max_lines = if board.is_some() {
        ((h * 0.22) / leading).floor().max(1.0) as usize
    } else {
        ((h - 30.0 - ANSWER_ROOM * 3.0) / leading).floor().max(1.0) as usize
    };
    for line in wrap_at_most(&lines, text_size, inner_w, max_lines) {
        top += leading;
        page.text((x + pad, top), text_size, Anchor::Start, Rgb::BLACK, &line);
    }
    top += 6.0;
    let bottom = y + h - pad - if key { 0.0 } else { ANSWER_ROOM };
    if let Some(board) = board {
        draw_board(page, board, tr, [x + pad, top, inner_w, bottom - top]);
    } else if !key {
        // Lines to write the answer on.
        let mut line_y = top + ANSWER_ROOM;
        while line_y < bottom {
            page.line(
                (x + pad, line_y),
                (x + w - pad, line_y),
                Rgb::GREY.faded(0.5),
                0.6,
            );
            line_y += ANSWER_ROOM;
        }
    }
    if !key {
        let answer = tr.text("print-answer-line");
        let (answer, size) = fit_line(&answer, 9.0, 6.0, inner_w * 0.4);
        let base = y + h - pad - 4.0;
        page.text((x + pad, base), size, Anchor::Start, Rgb::BLACK, &answer);
        let start =
            x + pad + super::fonts::text_width(super::scene::FontKind::Text, &answer, size) + 4.0;
        page.line(
            (start, base + 2.0),
            (x + w - pad, base + 2.0),
            Rgb::GREY,
            0.6,
        );
    }
}

/// A board scaled to fit the box, centred in it.
fn draw_board(page: &mut Scene, board: &Board, tr: &Localizer, [x, y, w, h]: [f32; 4]) {
    if w <= 10.0 || h <= 10.0 {
        return;
    }
    let drawing = board.draw(tr);
    let scale = (w / drawing.width).min(h / drawing.height);
    let left = x + (w - drawing.width * scale) / 2.0;
    page.place(&drawing, (left, y), scale);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::print::select::{Selection, choose};

    #[test]
    fn every_lesson_and_puzzle_page_keeps_its_text_and_boards_on_the_paper() {
        let library = Library::load_embedded_trusted();
        let tr = Localizer::new(crate::i18n::Locale::ZhTw);
        let lists = crate::progress::playlists::Playlists::default();
        for lesson in library.lessons.iter().take(6) {
            let chosen = choose(
                &library,
                &Selection::Lesson(lesson.id.get_ref().clone()),
                &lists,
            )
            .expect("a lesson sheet");
            let exercises = crate::print::worksheet_exercises(&chosen.items, &tr, true, 3);
            for per_page in [1, 2, 5, 12] {
                for paper in [Paper::A4, Paper::Letter] {
                    let style = SheetStyle {
                        paper,
                        per_page,
                        answers: true,
                        qr_text: Some("http://192.0.2.1:8080/?lesson=x".into()),
                    };
                    let title = "很长的标题 ".repeat(30);
                    for page in worksheet_pages(&title, &exercises, &style, &tr) {
                        assert!(
                            !page.overflows(),
                            "{} per page {per_page}",
                            lesson.id.get_ref()
                        );
                    }
                }
            }
        }
    }
}
