//! Text flowing down pages: headings, paragraphs and bullets, wrapped to the page's width and
//! continued on a new page (with the document's header) when a page is full.

use super::layout::{HEADER_HEIGHT, MARGIN, Paper, page_with_header};
use super::scene::{Anchor, Rgb, Scene};
use super::text::wrap;
use crate::i18n::Localizer;

/// The most pages a flowing document may fill (the rest is cut).
pub const MAX_FLOW_PAGES: usize = 60;

/// Pages being filled with text.
pub struct Flow<'a> {
    paper: Paper,
    tr: &'a Localizer,
    title: String,
    pages: Vec<Scene>,
    y: f32,
}

impl<'a> Flow<'a> {
    /// A document titled `title`; the first page is started.
    pub fn new(paper: Paper, tr: &'a Localizer, title: &str) -> Flow<'a> {
        let mut flow = Flow {
            paper,
            tr,
            title: title.to_string(),
            pages: Vec::new(),
            y: 0.0,
        };
        flow.new_page();
        flow
    }

    fn new_page(&mut self) {
        if self.pages.len() >= MAX_FLOW_PAGES {
            return;
        }
        let number = self.pages.len() + 1;
        self.pages.push(page_with_header(
            self.paper,
            self.tr,
            &self.title,
            false,
            None,
            number,
        ));
        self.y = MARGIN + HEADER_HEIGHT;
    }

    fn bottom(&self) -> f32 {
        self.paper.size().1 - MARGIN
    }

    /// Writes wrapped lines at `size`, indented by `indent`; the first line may carry a
    /// `marker` (a bullet or number) in the indent.
    fn lines(&mut self, text: &str, size: f32, indent: f32, marker: Option<&str>, gap_before: f32) {
        let width = self.paper.size().0 - 2.0 * MARGIN - indent;
        let leading = size * 1.4;
        self.y += gap_before;
        for (index, line) in wrap(text, size, width).into_iter().enumerate() {
            if self.y + leading > self.bottom() {
                if self.pages.len() >= MAX_FLOW_PAGES {
                    return;
                }
                self.new_page();
            }
            self.y += leading;
            let Some(page) = self.pages.last_mut() else {
                return;
            };
            if index == 0
                && let Some(marker) = marker
            {
                page.text(
                    (MARGIN + indent - 4.0, self.y),
                    size,
                    Anchor::End,
                    Rgb::BLACK,
                    marker,
                );
            }
            page.text(
                (MARGIN + indent, self.y),
                size,
                Anchor::Start,
                Rgb::BLACK,
                &line,
            );
        }
    }

    /// A heading; a new page first when fewer than three lines fit under it.
    pub fn heading(&mut self, text: &str) {
        if self.y + 14.0 * 4.0 > self.bottom() {
            self.new_page();
        }
        self.lines(text, 13.0, 0.0, None, 8.0);
    }

    /// A paragraph (empty text writes nothing).
    pub fn paragraph(&mut self, text: &str) {
        if !text.trim().is_empty() {
            self.lines(text, 10.5, 0.0, None, 2.0);
        }
    }

    /// An item of a list, with its marker ("•", "3.").
    pub fn item(&mut self, marker: &str, text: &str) {
        if !text.trim().is_empty() {
            self.lines(text, 10.5, 18.0, Some(marker), 1.0);
        }
    }

    /// The pages written.
    pub fn finish(self) -> Vec<Scene> {
        self.pages
    }
}
