//! The lesson catalogue a teacher scans: the chosen game's lessons in curriculum order, each
//! with its number, title, age band, summary and the stars earned out of those possible, and a
//! search box. Choosing the other game on Home clears the search; a search that finds nothing
//! says so and offers every lesson again.

use super::is_for;
use crate::app::print_sheet::{PrintJob, SheetAsk};
use crate::app::{Game, View};
use crate::content::{Lesson, Library};
use crate::i18n::{Locale, Message};
use crate::progress::ProfileProgress as Progress;

/// The list's own state: the search and the game it was typed for.
#[derive(Debug, Default)]
pub struct LessonList {
    query: String,
    /// The game the search belongs to; another game on Home starts with an empty search.
    game: Option<Game>,
    /// The sheet the last Print is making, or where it went (or why not).
    printed: PrintJob,
}

impl LessonList {
    /// Draws the list; the index (in the library) of the lesson opened, if one was.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, library: &Library) -> Option<usize> {
        if self.game != Some(view.game) {
            self.query.clear();
            self.game = Some(view.game);
        }
        let locale = view.tr.locale();
        let label = ui.label(view.text("app-lesson-search"));
        let search = ui.add(
            egui::TextEdit::singleline(&mut self.query)
                .hint_text(view.text("app-lesson-search-hint"))
                .desired_width(320.0),
        );
        let _ = search.labelled_by(label.id);
        ui.horizontal(|ui| self.printed.status_ui(ui, view));
        ui.add_space(8.0);
        let progress = view
            .classroom
            .active
            .and_then(|id| view.classroom.progress(id));
        let words = search_words(&self.query);
        let mut opened = None;
        let mut show_all = false;
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let mut shown = 0;
                for (index, lesson) in library.lessons.iter().enumerate() {
                    if !is_for(lesson, view.game) || !matches(lesson, &words) {
                        continue;
                    }
                    shown += 1;
                    if row_ui(ui, view, lesson, progress, locale, &mut self.printed) {
                        opened = Some(index);
                    }
                    ui.add_space(6.0);
                }
                if shown == 0 {
                    ui.label(view.tr.render(
                        &Message::new("app-lesson-none-fit").text("query", self.query.trim()),
                    ));
                    show_all = ui.button(view.text("app-lesson-show-all")).clicked();
                }
            });
        if show_all {
            self.query.clear();
        }
        opened
    }
}

/// One lesson: its number, title (the button that opens it), ages and stars, the summary
/// beneath; whether it was opened.
fn row_ui(
    ui: &mut egui::Ui,
    view: &View,
    lesson: &Lesson,
    progress: Option<&Progress>,
    locale: Locale,
    printed: &mut PrintJob,
) -> bool {
    let earned: u32 = progress
        .and_then(|p| p.lessons.get(lesson.id.get_ref()))
        .map_or(0, |l| l.step_stars.values().map(|s| u32::from(*s)).sum());
    let mut opened = false;
    ui.horizontal(|ui| {
        let number = lesson
            .order
            .map_or(String::new(), |order| order.to_string());
        ui.add_sized(
            [36.0, 28.0],
            egui::Label::new(egui::RichText::new(number).size(20.0).strong()),
        );
        opened = ui
            .button(egui::RichText::new(lesson.title.get(locale)).size(20.0))
            .clicked();
        ui.label(
            view.tr.render(
                &Message::new("app-lesson-ages")
                    .number("from", i64::from(lesson.ages.0))
                    .number("to", i64::from(lesson.ages.1)),
            ),
        );
        ui.label(
            view.tr.render(
                &Message::new("app-lesson-stars-earned")
                    .number("stars", i64::from(earned))
                    .number("possible", i64::from(lesson.possible_stars())),
            ),
        );
        if let Some(origin) = view.class.lesson_origin(lesson.id.get_ref()) {
            ui.weak(view.text(super::origin_id(origin)))
                .on_hover_text(origin.folder.display().to_string());
        }
        // Teacher mode: the lesson's worksheet with its key, as a PDF.
        let id = lesson.id.get_ref();
        crate::app::print_sheet::print_button(
            ui,
            view,
            &view.settings.playlists,
            SheetAsk::Lesson(id.clone()),
            &format!("{id}.pdf"),
            printed,
        );
    });
    let summary = lesson.summary.get(locale);
    if !summary.is_empty() {
        ui.horizontal(|ui| {
            ui.add_space(46.0);
            ui.weak(summary);
        });
    }
    opened
}

/// The search, cut into lower-case words (at most 8, each at most 40 characters: a pasted page
/// of text costs no more than a short query).
fn search_words(query: &str) -> Vec<String> {
    query
        .split_whitespace()
        .take(8)
        .map(|word| word.chars().take(40).collect::<String>().to_lowercase())
        .collect()
}

/// Whether every word of the search is in the lesson's title or summary (in any language),
/// its id or its concepts.
fn matches(lesson: &Lesson, words: &[String]) -> bool {
    if words.is_empty() {
        return true;
    }
    let mut haystack = lesson.id.get_ref().to_lowercase();
    for locale in Locale::ALL {
        for text in [lesson.title.get(locale), lesson.summary.get(locale)] {
            haystack.push('\n');
            haystack.push_str(&text.to_lowercase());
        }
    }
    for concept in &lesson.concepts {
        haystack.push('\n');
        haystack.push_str(&concept.get_ref().to_lowercase());
    }
    words.iter().all(|word| haystack.contains(word.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_are_few_short_and_lower_case() {
        assert_eq!(search_words("  River JUMP "), vec!["river", "jump"]);
        assert_eq!(search_words(&"a ".repeat(100)).len(), 8);
        assert_eq!(search_words(&"x".repeat(500))[0].len(), 40);
        assert!(search_words("   ").is_empty());
    }

    #[test]
    fn a_lesson_matches_by_title_in_any_language_id_or_concept() {
        let library = Library::load_embedded();
        let lesson = library
            .lessons
            .iter()
            .find(|l| l.id.get_ref().starts_with("jungle-15"))
            .unwrap_or_else(|| panic!("jungle-15 is built in"));
        assert!(matches(lesson, &search_words("leap")));
        assert!(matches(lesson, &search_words("LIONS tigers")));
        assert!(matches(
            lesson,
            &search_words(lesson.title.get(Locale::ZhCn))
        ));
        assert!(matches(lesson, &search_words("jungle-15")));
        assert!(!matches(lesson, &search_words("leap zebra")));
    }
}
