//! The puzzle trainer: puzzles of the chosen game by theme and difficulty (or just the ones the
//! child has not solved yet), and a session on one puzzle.

mod on_board;
mod session;

use super::{Action, Game, Screen, View};
use crate::content::class_library::{FromFolder, Replaced};
use crate::content::words::Game as ContentGame;
use crate::content::{Library, Puzzle};
use crate::i18n::Message;
use crate::i18n::solve::theme as theme_message;
use crate::progress::PuzzleProgress;
use crate::solve::feedback::Theme;
use session::PuzzleScreenSession;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Whether a puzzle belongs to the chosen game.
fn is_for(puzzle: &Puzzle, game: Game) -> bool {
    matches!(
        (puzzle.game.get_ref(), game),
        (ContentGame::Jungle, Game::Jungle) | (ContentGame::Renju, Game::Renju)
    )
}

/// The puzzle list with its filters, and the open puzzle.
pub struct PuzzlesScreen {
    library: Arc<Library>,
    theme: Option<String>,
    difficulty: Option<u8>,
    failed_only: bool,
    /// The game the filters were chosen for: another game on Home starts with none.
    filters_game: Option<Game>,
    open: Option<PuzzleScreenSession>,
    /// A puzzle asked for by id (demos, measurements), opened on the next frame drawn.
    to_open: Option<Puzzle>,
}

impl std::fmt::Debug for PuzzlesScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzlesScreen")
            .field("theme", &self.theme)
            .field("difficulty", &self.difficulty)
            .field("failed_only", &self.failed_only)
            .field("open", &self.open.is_some())
            .finish()
    }
}

impl PuzzlesScreen {
    /// The trainer over a loaded library.
    pub fn new(library: Arc<Library>) -> Self {
        PuzzlesScreen {
            library,
            theme: None,
            difficulty: None,
            failed_only: false,
            filters_game: None,
            open: None,
            to_open: None,
        }
    }

    /// Opens the puzzle in class with `id` when the screen is next drawn; returns its game, or
    /// `None` when there is no such puzzle.
    pub fn open(&mut self, id: &str) -> Option<Game> {
        let puzzle = self.library.puzzles.iter().find(|p| p.id.get_ref() == id)?;
        let game = match puzzle.game.get_ref() {
            ContentGame::Jungle => Game::Jungle,
            ContentGame::Renju => Game::Renju,
        };
        self.to_open = Some(puzzle.clone());
        Some(game)
    }

    /// What the learner is on in the open puzzle, if one is open.
    pub fn activity(&self) -> Option<crate::classroom::protocol::Activity> {
        self.open.as_ref().map(PuzzleScreenSession::activity)
    }

    /// The feedback on the open puzzle, if any.
    pub fn feedback(&self) -> Option<&crate::i18n::Message> {
        self.open.as_ref()?.feedback()
    }

    /// Uses a rebuilt class library; an open puzzle keeps its own copy until it is left.
    pub fn set_library(&mut self, library: Arc<Library>) {
        self.library = library;
    }

    /// Draws the list or the open puzzle; finished attempts become actions.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if let Some(puzzle) = self.to_open.take() {
            self.open = Some(PuzzleScreenSession::new(puzzle, ui.ctx()));
        }
        let listed = if self.open.is_some() {
            self.listed(view)
        } else {
            Vec::new()
        };
        if let Some(open) = &mut self.open {
            let back = if view.kept_on_today() {
                "app-back-to-today"
            } else {
                "app-puzzle-back-to-list"
            };
            // Solved: the next one of the list is a tap away, beside the way back (not on a
            // device kept on today's work, where the next piece of work is the teacher's).
            let next = (open.is_solved() && !view.kept_on_today())
                .then(|| {
                    let current = open.puzzle_id();
                    listed
                        .iter()
                        .skip_while(|&&i| self.library.puzzles[i].id.get_ref() != current)
                        .nth(1)
                        .copied()
                })
                .flatten();
            // One row of fixed height, so the board does not move when "next" appears.
            let row = egui::vec2(0.0, 44.0);
            let (left, go_next) = ui
                .horizontal(|ui| {
                    let left = ui
                        .add(egui::Button::new(view.text(back)).min_size(row))
                        .clicked();
                    let go_next = next.is_some() && {
                        let text = egui::RichText::new(view.text("app-puzzle-next")).size(20.0);
                        ui.add(egui::Button::new(text).min_size(row)).clicked()
                    };
                    (left, go_next)
                })
                .inner;
            if left {
                open.leave(actions);
                self.open = None;
                if view.kept_on_today() {
                    actions.push(Action::Navigate(Screen::Home));
                }
                return;
            }
            if let (true, Some(next)) = (go_next, next) {
                open.leave(actions);
                let puzzle = self.library.puzzles[next].clone();
                self.open = Some(PuzzleScreenSession::new(puzzle, ui.ctx()));
                return;
            }
            open.ui(ui, view, actions);
            return;
        }
        self.list_ui(ui, view);
    }

    /// Whether `puzzle` (with the learner's `record`) passes the filters chosen.
    fn clear_filters(&mut self) {
        self.theme = None;
        self.difficulty = None;
        self.failed_only = false;
    }

    fn passes(&self, puzzle: &Puzzle, record: Option<&PuzzleProgress>) -> bool {
        if let Some(theme) = &self.theme
            && !puzzle.themes.iter().any(|t| t.get_ref() == theme)
        {
            return false;
        }
        if self.difficulty.is_some_and(|d| d != puzzle.difficulty) {
            return false;
        }
        // "Failed": tried and never solved.
        !self.failed_only || record.is_some_and(|r| !r.solved && r.attempts > 0)
    }

    /// The library's indices of the puzzles the list shows, in its order.
    fn listed(&self, view: &View) -> Vec<usize> {
        let records = view
            .classroom
            .active
            .and_then(|id| view.classroom.progress(id))
            .map(|p| &p.puzzles);
        self.library
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| is_for(p, view.game))
            .filter(|(_, p)| self.passes(p, records.and_then(|r| r.get(p.id.get_ref()))))
            .map(|(index, _)| index)
            .collect()
    }

    fn list_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let game = Message::new(view.game.name_id());
        ui.heading(format!(
            "{} · {}",
            view.tr.render(&game),
            view.text("app-nav-puzzles")
        ));
        if self.filters_game != Some(view.game) {
            self.clear_filters();
            self.filters_game = Some(view.game);
        }
        let puzzles: Vec<(usize, &Puzzle)> = self
            .library
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| is_for(p, view.game))
            .collect();
        let themes: BTreeSet<String> = puzzles
            .iter()
            .flat_map(|(_, p)| p.themes.iter().map(|t| t.get_ref().clone()))
            .collect();
        let difficulties: BTreeSet<u8> = puzzles.iter().map(|(_, p)| p.difficulty).collect();
        let theme_name = |tag: &str| view.tr.render(&theme_message(&Theme::from_tag(tag)));
        ui.horizontal_wrapped(|ui| {
            let all = view.text("app-puzzle-all");
            let shown = self.theme.as_deref().map_or(all.clone(), theme_name);
            // The word before its box, as a child reads: "Idea: All ▾".
            let label = ui.label(view.text("app-puzzle-theme"));
            egui::ComboBox::from_id_salt("puzzle-theme")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.theme, None, all.clone());
                    for tag in &themes {
                        ui.selectable_value(&mut self.theme, Some(tag.clone()), theme_name(tag));
                    }
                })
                .response
                .labelled_by(label.id);
            let level_text = |level: u8| difficulty_text(view, level);
            let shown = self.difficulty.map_or(all.clone(), level_text);
            let label = ui.label(view.text("app-puzzle-difficulty"));
            egui::ComboBox::from_id_salt("puzzle-difficulty")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.difficulty, None, all.clone());
                    for level in &difficulties {
                        ui.selectable_value(&mut self.difficulty, Some(*level), level_text(*level));
                    }
                })
                .response
                .labelled_by(label.id);
            ui.checkbox(&mut self.failed_only, view.text("app-puzzle-replay-failed"));
        });
        ui.add_space(8.0);
        let records = view
            .classroom
            .active
            .and_then(|id| view.classroom.progress(id))
            .map(|p| &p.puzzles);
        let locale = view.tr.locale();
        let mut opened = None;
        let mut show_all = false;
        // Not shrunk to the rows of the first frame: the scroll bar then sat on the status
        // words of longer rows (seen at 1024x768).
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let mut shown = 0;
                for (index, puzzle) in &puzzles {
                    let record: Option<&PuzzleProgress> =
                        records.and_then(|r| r.get(puzzle.id.get_ref()));
                    if !self.passes(puzzle, record) {
                        continue;
                    }
                    shown += 1;
                    ui.horizontal(|ui| {
                        let title = puzzle.title.get(locale);
                        if ui.button(egui::RichText::new(title).size(18.0)).clicked() {
                            opened = Some(*index);
                        }
                        difficulty_ui(ui, view, puzzle.difficulty);
                        let status = match record {
                            Some(r) if r.solved => Message::new("app-puzzle-status-solved"),
                            Some(r) if r.attempts > 0 => Message::new("app-puzzle-status-tried")
                                .number("attempts", i64::from(r.attempts)),
                            _ => Message::new("app-puzzle-status-new"),
                        };
                        ui.label(view.tr.render(&status));
                        if let Some(origin) = view.class.puzzle_origin(puzzle.id.get_ref()) {
                            ui.weak(view.text(origin_id(origin)))
                                .on_hover_text(origin.folder.display().to_string());
                        }
                    });
                }
                // An empty list says why, and how to see every puzzle again.
                if shown == 0 && !puzzles.is_empty() {
                    ui.label(view.text("app-puzzle-none-fit"));
                    show_all = ui.button(view.text("app-puzzle-show-all")).clicked();
                }
            });
        if show_all {
            self.clear_filters();
        }
        if let Some(index) = opened
            && let Some(puzzle) = self.library.puzzles.get(index)
        {
            self.open = Some(PuzzleScreenSession::new(puzzle.clone(), ui.ctx()));
        }
    }
}

/// Difficulty in words ("Level 2"): stars are what a child earns, never how hard a puzzle is.
fn difficulty_text(view: &View, level: u8) -> String {
    view.tr
        .render(&Message::new("app-puzzle-level").number("level", i64::from(level.max(1))))
}

/// Difficulty as a small staircase of five bars, the first `level` filled, with its words for
/// screen readers and on hover.
fn difficulty_ui(ui: &mut egui::Ui, view: &View, level: u8) {
    let level = level.clamp(1, 5);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(58.0, 24.0), egui::Sense::hover());
    let words = difficulty_text(view, level);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &words));
    let filled = ui.visuals().strong_text_color();
    let empty = ui.visuals().widgets.inactive.bg_fill;
    for bar in 0..5u8 {
        let height = 8.0 + 3.5 * f32::from(bar);
        let left = rect.left() + f32::from(bar) * 11.5;
        let bar_rect = egui::Rect::from_min_max(
            egui::pos2(left, rect.bottom() - height),
            egui::pos2(left + 8.0, rect.bottom()),
        );
        let colour = if bar < level { filled } else { empty };
        ui.painter().rect_filled(bar_rect, 2.0, colour);
    }
    let _ = response.on_hover_text(words);
}

/// The Fluent id of the note beside a puzzle from the teacher's folder.
fn origin_id(origin: &FromFolder) -> &'static str {
    match origin.replaced {
        None => "app-class-your-puzzle",
        Some(Replaced::BuiltIn) => "app-class-your-puzzle-copy",
        Some(Replaced::Folder(_)) => "app-class-your-newer-puzzle-copy",
    }
}
