//! The puzzle trainer: puzzles of the chosen game by theme and difficulty (or just the ones the
//! child has not solved yet), and a session on one puzzle.

mod aloud;
mod on_board;
mod practice;
mod run;
mod session;
mod win_count;

use super::{Action, Game, Screen, View};
use crate::app::icons::{Icon, picture_button};
use crate::content::class_library::{FromFolder, Replaced};
use crate::content::words::{Game as ContentGame, MadeBy};
use crate::content::{Library, Puzzle};
use crate::i18n::Message;
use crate::i18n::solve::theme as theme_message;
use crate::progress::PuzzleProgress;
use crate::solve::feedback::Theme;
use practice::{Purpose, next_puzzle, reviews_due};
use run::{Outcome, PuzzleRun};
pub(crate) use session::PuzzleScreenSession;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Whether a puzzle belongs to the chosen game.
fn is_for(puzzle: &Puzzle, game: Game) -> bool {
    matches!(
        (puzzle.game.get_ref(), game),
        (ContentGame::Jungle, Game::Jungle) | (ContentGame::Renju, Game::Renju)
    )
}

/// The library's puzzles of `game` in list order: people's puzzles first (the curated
/// collections a teacher knows), then the generator's, each in library order.
fn in_list_order(library: &Library, game: Game) -> Vec<(usize, &Puzzle)> {
    let mut puzzles: Vec<(usize, &Puzzle)> = library
        .puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| is_for(p, game))
        .collect();
    puzzles.sort_by_key(|(_, p)| p.made_by == MadeBy::Computer);
    puzzles
}

/// The most puzzles a printed sheet's link is followed through (a sheet holds at most 120).
pub const MOST_SHEET_PUZZLES: usize = 120;

/// The puzzle list with its filters, and the open puzzle.
pub struct PuzzlesScreen {
    library: Arc<Library>,
    theme: Option<String>,
    difficulty: Option<u8>,
    /// Only people's puzzles, or only the generator's.
    made_by: Option<MadeBy>,
    failed_only: bool,
    /// The game the filters were chosen for: another game on Home starts with none.
    filters_game: Option<Game>,
    open: Option<PuzzleScreenSession>,
    /// The open puzzle's index in the library.
    open_index: Option<usize>,
    /// The open puzzle came from "next puzzle for me": its "next" asks the picker again.
    practising: bool,
    /// A streak or rush under way (or just over, its end shown).
    run: Option<PuzzleRun>,
    /// The open puzzle's end was counted in the run.
    counted: bool,
    /// The puzzle after the open one, once worked out (it is finished): not every frame.
    next_known: Option<Option<usize>>,
    /// A puzzle asked for by id (demos, measurements), opened on the next frame drawn.
    to_open: Option<Puzzle>,
    /// A printed sheet's puzzles (library indexes, in the sheet's order) opened from its QR
    /// code: "next" goes through them, not through the list.
    sheet: Vec<usize>,
    /// The sheet the last Print is making, or where it went (or why not).
    printed: crate::app::print_sheet::PrintJob,
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
            made_by: None,
            failed_only: false,
            filters_game: None,
            open: None,
            open_index: None,
            practising: false,
            run: None,
            counted: false,
            next_known: None,
            to_open: None,
            sheet: Vec::new(),
            printed: crate::app::print_sheet::PrintJob::default(),
        }
    }

    /// Opens the first of a printed sheet's puzzles that this library has, and makes "next"
    /// go through the sheet's others of the same game in their order; returns the game, or
    /// `None` when the library has none of them. At most [`MOST_SHEET_PUZZLES`] are kept.
    pub fn open_sheet<'a>(&mut self, ids: impl IntoIterator<Item = &'a str>) -> Option<Game> {
        let found: Vec<usize> = ids
            .into_iter()
            .take(MOST_SHEET_PUZZLES)
            .filter_map(|id| {
                self.library
                    .puzzles
                    .iter()
                    .position(|p| p.id.get_ref() == id)
            })
            .collect();
        let first = *found.first()?;
        let first_game = *self.library.puzzles[first].game.get_ref();
        let game = self.open(&self.library.puzzles[first].id.get_ref().clone())?;
        self.sheet = found
            .into_iter()
            .filter(|&i| *self.library.puzzles[i].game.get_ref() == first_game)
            .collect();
        Some(game)
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
            let index = self
                .library
                .puzzles
                .iter()
                .position(|p| p.id.get_ref() == puzzle.id.get_ref());
            self.open = Some(PuzzleScreenSession::new(puzzle, ui.ctx()));
            // Opened on its own (not from a sheet): "next" goes down the list.
            if !index.is_some_and(|i| self.sheet.contains(&i)) {
                self.sheet.clear();
            }
            self.open_index = index;
            self.counted = false;
            self.next_known = None;
            self.practising = false;
        }
        // The other game was chosen on Home: its puzzles, not the puzzle left open (left as
        // with the back button).
        let other_game = self.open.as_ref().is_some_and(|open| {
            self.library
                .puzzles
                .iter()
                .find(|p| p.id.get_ref() == open.puzzle_id())
                .is_some_and(|puzzle| !is_for(puzzle, view.game))
        });
        if other_game {
            if let Some(open) = &mut self.open {
                open.leave(actions);
            }
            self.end_run(view, actions);
            self.run = None;
            self.open = None;
        }
        if self.open.is_some() {
            self.open_ui(ui, view, actions);
            return;
        }
        self.list_ui(ui, view);
    }

    /// Opens the puzzle at `index` of the library: in the run under way, or on its own.
    fn open_at(&mut self, index: usize, ctx: &egui::Context) {
        let Some(puzzle) = self.library.puzzles.get(index).cloned() else {
            return;
        };
        self.open = Some(if self.run.is_some() {
            PuzzleScreenSession::for_run(puzzle, ctx)
        } else {
            PuzzleScreenSession::new(puzzle, ctx)
        });
        self.open_index = Some(index);
        self.counted = false;
        self.next_known = None;
    }

    /// The next puzzle after the open one: the picker's choice when practising or in a run,
    /// else the next of the list.
    fn next_after(&self, view: &View) -> Option<usize> {
        let now = super::platform::unix_seconds();
        if let Some(run) = &self.run {
            let purpose = Purpose::Run { solved: run.solved };
            return next_puzzle(&self.library, view, purpose, self.open_index, now);
        }
        if self.practising {
            return next_puzzle(&self.library, view, Purpose::Next, self.open_index, now);
        }
        if let Some(at) = self.sheet.iter().position(|&i| Some(i) == self.open_index) {
            return self.sheet.get(at + 1).copied();
        }
        let current = self.open.as_ref()?.puzzle_id();
        self.listed(view)
            .iter()
            .skip_while(|&&i| self.library.puzzles[i].id.get_ref() != current)
            .nth(1)
            .copied()
    }

    fn open_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Some(open) = &self.open else {
            return;
        };
        let back = if view.kept_on_today() {
            "app-back-to-today"
        } else {
            "app-puzzle-back-to-list"
        };
        let run_over = self.run.as_ref().is_some_and(PuzzleRun::is_over);
        // Solved (or, in a run, over): the next one is a tap away, beside the way back (not on
        // a device kept on today's work, where the next piece of work is the teacher's).
        let finished = open.is_solved() || (self.run.is_some() && open.is_closed());
        let next = if finished && !run_over && !view.kept_on_today() {
            match self.next_known {
                Some(known) => known,
                None => {
                    let worked_out = self.next_after(view);
                    self.next_known = Some(worked_out);
                    worked_out
                }
            }
        } else {
            None
        };
        // One row of fixed height, so the board does not move when "next" appears.
        let (left, go_next, again) = ui
            .horizontal(|ui| {
                let left = picture_button(ui, Icon::Back, &view.text(back)).clicked();
                let go_next = next.is_some()
                    && picture_button(ui, Icon::Next, &view.text("app-puzzle-next")).clicked();
                let again = run_over
                    && picture_button(ui, Icon::Again, &view.text("app-run-again")).clicked();
                if let Some(run) = &self.run {
                    run.status_ui(ui, view);
                }
                (left, go_next, again)
            })
            .inner;
        if let Some(run) = &self.run
            && run.is_over()
        {
            run_end_ui(ui, view, run);
        }
        if left {
            if let Some(open) = &mut self.open {
                open.leave(actions);
            }
            self.end_run(view, actions);
            self.run = None;
            self.open = None;
            if view.kept_on_today() {
                actions.push(Action::Navigate(Screen::Home));
            }
            return;
        }
        if again && let Some(kind) = self.run.as_ref().map(|r| r.run) {
            self.start_run(kind, view, ui.ctx());
            return;
        }
        if let (true, Some(next)) = (go_next, next) {
            if let Some(open) = &mut self.open {
                open.leave(actions);
            }
            self.open_at(next, ui.ctx());
            return;
        }
        if let Some(open) = &mut self.open {
            open.ui(ui, view, actions);
        }
        self.count_in_run(view, actions, ui.ctx());
    }

    /// Counts the open puzzle's end in the run under way: a solve, a wrong move (the puzzle
    /// closes with its right line shown), or a rush's time running out.
    fn count_in_run(&mut self, view: &View, actions: &mut Vec<Action>, ctx: &egui::Context) {
        let (Some(run), Some(open)) = (&mut self.run, &mut self.open) else {
            return;
        };
        if run.is_over() {
            return;
        }
        let outcome = if self.counted {
            None
        } else if open.is_solved() {
            self.counted = true;
            Some(run.solved_one())
        } else if open.slips() > 0 {
            self.counted = true;
            open.close_missed(view, actions);
            actions.push(Action::PlaySound(super::sound::Cue::Wrong));
            Some(run.missed_one())
        } else {
            None
        };
        let timed_out = run.tick();
        if timed_out {
            open.leave(actions);
        }
        let solved_on = outcome == Some(Outcome::GoOn) && open.is_solved();
        if outcome == Some(Outcome::Over) || timed_out {
            self.end_run(view, actions);
        } else if solved_on {
            // A solve goes straight on in a run: the celebration plays over the next puzzle.
            match self.next_after(view) {
                Some(next) => self.open_at(next, ctx),
                None => self.end_run(view, actions),
            }
        }
    }

    /// Starts a streak or rush of the chosen game with its first puzzle.
    fn start_run(&mut self, kind: crate::progress::Run, view: &View, ctx: &egui::Context) {
        let practice = view
            .classroom
            .active
            .map(|id| view.classroom.practice(id, view.game.key()))
            .unwrap_or_default();
        self.run = Some(match kind {
            crate::progress::Run::Streak => PuzzleRun::streak(practice.best_streak),
            crate::progress::Run::Rush => {
                PuzzleRun::rush(view.settings.practice.rush_seconds(), practice.best_rush)
            }
        });
        let now = super::platform::unix_seconds();
        let first = next_puzzle(&self.library, view, Purpose::Run { solved: 0 }, None, now);
        match first {
            Some(index) => self.open_at(index, ctx),
            None => self.run = None,
        }
    }

    /// Ends the run (over, or left) and records its count, once.
    fn end_run(&mut self, view: &View, actions: &mut Vec<Action>) {
        if let Some(solved) = self.run.as_mut().and_then(PuzzleRun::finish) {
            let run = self
                .run
                .as_ref()
                .map_or(crate::progress::Run::Streak, |r| r.run);
            actions.push(Action::RecordRun {
                game: view.game,
                run,
                solved,
            });
        }
    }

    /// Whether `puzzle` (with the learner's `record`) passes the filters chosen.
    fn clear_filters(&mut self) {
        self.theme = None;
        self.difficulty = None;
        self.made_by = None;
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
        if self.made_by.is_some_and(|m| m != puzzle.made_by) {
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
        in_list_order(&self.library, view.game)
            .into_iter()
            .filter(|(_, p)| self.passes(p, records.and_then(|r| r.get(p.id.get_ref()))))
            .map(|(index, _)| index)
            .collect()
    }

    /// Teacher mode: the first page-fuls of the puzzles the filters show, with their key, as
    /// a PDF; and what the last Print said.
    fn print_ui(&mut self, ui: &mut egui::Ui, view: &View, puzzles: &[(usize, &Puzzle)]) {
        let records = view
            .classroom
            .active
            .and_then(|id| view.classroom.progress(id))
            .map(|p| &p.puzzles);
        let ids: Vec<String> = puzzles
            .iter()
            .filter(|(_, p)| self.passes(p, records.and_then(|r| r.get(p.id.get_ref()))))
            .take(crate::app::print_sheet::MOST_PUZZLES)
            .map(|(_, p)| p.id.get_ref().clone())
            .collect();
        if ids.is_empty() {
            return;
        }
        crate::app::print_sheet::print_button(
            ui,
            view,
            &view.settings.playlists,
            crate::app::print_sheet::SheetAsk::Puzzles(ids),
            "puzzles.pdf",
            &mut self.printed,
        );
        self.printed.status_ui(ui, view);
    }

    fn list_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let game = Message::new(view.game.name_id());
        ui.heading(format!(
            "{} · {}",
            view.tr.render(&game),
            view.text("app-nav-puzzles")
        ));
        self.practice_ui(ui, view);
        if self.filters_game != Some(view.game) {
            self.clear_filters();
            self.filters_game = Some(view.game);
        }
        let library = Arc::clone(&self.library);
        let puzzles = in_list_order(&library, view.game);
        let both_makers = puzzles.iter().any(|(_, p)| p.made_by == MadeBy::Computer)
            && puzzles.iter().any(|(_, p)| p.made_by == MadeBy::People);
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
            if both_makers {
                made_by_ui(ui, view, &mut self.made_by);
            }
            ui.checkbox(&mut self.failed_only, view.text("app-puzzle-replay-failed"));
            self.print_ui(ui, view, &puzzles);
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
        let shown: Vec<(usize, &Puzzle)> = puzzles
            .iter()
            .filter(|(_, p)| self.passes(p, records.and_then(|r| r.get(p.id.get_ref()))))
            .copied()
            .collect();
        // An empty list says why, and how to see every puzzle again.
        if shown.is_empty() && !puzzles.is_empty() {
            ui.label(view.text("app-puzzle-none-fit"));
            show_all = ui.button(view.text("app-puzzle-show-all")).clicked();
        }
        // Only the rows in sight are laid out: the library holds hundreds of puzzles a game.
        // Not shrunk to the rows of the first frame: the scroll bar then sat on the status
        // words of longer rows (seen at 1024x768).
        let row_height = ui.spacing().interact_size.y.max(18.0 * 1.6);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row_height, shown.len(), |ui, rows| {
                for (index, puzzle) in &shown[rows] {
                    let record: Option<&PuzzleProgress> =
                        records.and_then(|r| r.get(puzzle.id.get_ref()));
                    ui.horizontal(|ui| {
                        ui.set_min_height(row_height);
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
            });
        if show_all {
            self.clear_filters();
        }
        if let Some(index) = opened {
            self.run = None;
            self.practising = false;
            self.open_at(index, ui.ctx());
        }
    }

    /// The practice buttons above the list: the next puzzle picked for this child, the
    /// reviews due, and the streak and rush the teacher allows.
    fn practice_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let now = super::platform::unix_seconds();
        let due = reviews_due(&self.library, view, now);
        let allowed = view.settings.practice;
        let practice = view
            .classroom
            .active
            .map(|id| view.classroom.practice(id, view.game.key()))
            .unwrap_or_default();
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            let next = view.text("app-practice-next");
            if picture_button(ui, Icon::Puzzle, &next).clicked() {
                chosen = Some(Choice::Next);
            }
            if due > 0 {
                let text = view
                    .tr
                    .render(&Message::new("app-practice-review").number("count", due as i64));
                if picture_button(ui, Icon::Again, &text).clicked() {
                    chosen = Some(Choice::Review);
                }
            }
            if allowed.streak {
                let best = Message::new("app-practice-best")
                    .number("count", i64::from(practice.best_streak));
                let streak = view.text("app-practice-streak");
                if picture_button(ui, Icon::Chain, &streak)
                    .on_hover_text(view.tr.render(&best))
                    .clicked()
                {
                    chosen = Some(Choice::Run(crate::progress::Run::Streak));
                }
            }
            if allowed.rush {
                let best = Message::new("app-practice-best")
                    .number("count", i64::from(practice.best_rush));
                let rush = view.text("app-practice-rush");
                if picture_button(ui, Icon::Clock, &rush)
                    .on_hover_text(view.tr.render(&best))
                    .clicked()
                {
                    chosen = Some(Choice::Run(crate::progress::Run::Rush));
                }
            }
        });
        ui.add_space(4.0);
        match chosen {
            Some(Choice::Run(kind)) => self.start_run(kind, view, ui.ctx()),
            Some(choice) => {
                let purpose = if choice == Choice::Review {
                    Purpose::Review
                } else {
                    Purpose::Next
                };
                if let Some(index) = next_puzzle(&self.library, view, purpose, None, now) {
                    self.run = None;
                    self.practising = true;
                    self.open_at(index, ui.ctx());
                }
            }
            None => {}
        }
    }
}

/// A practice button pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Next,
    Review,
    Run(crate::progress::Run),
}

/// The end of a streak or rush: the count, large, and a new best when it is one.
/// "Made by: All ▾ / People / The computer", shown when the game has puzzles of both kinds.
fn made_by_ui(ui: &mut egui::Ui, view: &View, made_by: &mut Option<MadeBy>) {
    let name = |m: MadeBy| view.text(&format!("app-puzzle-made-by-{}", m.word()));
    let all = view.text("app-puzzle-all");
    let label = ui.label(view.text("app-puzzle-made-by"));
    egui::ComboBox::from_id_salt("puzzle-made-by")
        .selected_text(made_by.map_or(all.clone(), name))
        .show_ui(ui, |ui| {
            ui.selectable_value(made_by, None, all);
            for maker in [MadeBy::People, MadeBy::Computer] {
                ui.selectable_value(made_by, Some(maker), name(maker));
            }
        })
        .response
        .labelled_by(label.id);
}

fn run_end_ui(ui: &mut egui::Ui, view: &View, run: &PuzzleRun) {
    let palette = super::Palette::for_settings(view.settings);
    let text = egui::RichText::new(view.tr.render(&run.end_message()))
        .size(28.0)
        .strong()
        .color(palette.good);
    ui.label(text);
    if run.is_new_best() {
        ui.label(egui::RichText::new(view.text("app-run-new-best")).size(22.0));
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
