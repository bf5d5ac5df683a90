//! Teacher mode: today's lesson playlist, the projector view (large board, hints hidden until
//! revealed, step forward and back, reveal answer), the class overview with CSV export, and the
//! class on the classroom server (roster, today's work, live dashboard).

pub mod board_setup;
mod class_dashboard;
pub mod csv;
pub mod finished_games;
mod guide;
pub mod mistakes_map;
pub mod playlists;
mod practice_table;
pub mod race_panel;
pub mod rooms_panel;
pub mod server_class;
pub mod simul_panel;
pub mod teach_board;
pub mod tournament_panel;

use super::lessons::player::{LessonPlayer, PlayerMode};
use super::platform::{save_export, set_full_screen};
use super::puzzles::PuzzleScreenSession;
use super::{Action, View};
use crate::classroom::protocol::AssignmentItem;
use crate::content::Library;
use crate::i18n::Message;
use crate::progress::playlists::PlaylistItem;
use std::sync::Arc;

/// Which part of teacher mode is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tab {
    Playlist,
    Projector,
    Class,
    /// The class on `qi-classroom serve`: roster, today's work, live dashboard.
    Server,
}

/// The teacher's screen.
#[derive(Debug)]
pub struct TeacherScreen {
    library: Arc<Library>,
    tab: Tab,
    /// The saved playlists and the one in use.
    editor: playlists::PlaylistEditor,
    /// The lessons and puzzles of the playlist in use that are in class, in order (the
    /// projector's).
    playlist: Vec<PlaylistItem>,
    /// Position in the playlist shown on the projector.
    playing: usize,
    player: Option<LessonPlayer>,
    /// The puzzle on the projector, when the playlist's item shown is a puzzle.
    puzzle: Option<PuzzleScreenSession>,
    /// The projector fills the screen: no navigation bar, no tabs, the board as tall as fits.
    presenting: bool,
    export_path: String,
    export_result: Option<Message>,
    server: server_class::ServerClass,
    /// The projector's lesson sheet being printed, or where it went.
    printed: super::print_sheet::PrintJob,
}

impl TeacherScreen {
    /// The screen over a loaded library.
    pub fn new(library: Arc<Library>) -> Self {
        TeacherScreen {
            library,
            tab: Tab::Playlist,
            editor: playlists::PlaylistEditor::default(),
            playlist: Vec::new(),
            playing: 0,
            player: None,
            puzzle: None,
            presenting: false,
            export_path: String::new(),
            export_result: None,
            server: server_class::ServerClass::default(),
            printed: super::print_sheet::PrintJob::default(),
        }
    }

    /// Uses a rebuilt class library: lessons no longer there are not shown (they stay in the
    /// saved playlist, for when their folder is back), and the lesson on the projector keeps
    /// its own copy while it is still in the playlist.
    pub fn set_library(&mut self, library: Arc<Library>) {
        self.library = library;
        self.sync_playlist();
    }

    /// Follows the playlist in use: the projector keeps the lesson shown while it is still in
    /// the list.
    fn sync_playlist(&mut self) {
        let now = self.editor.items_in(&self.library);
        if now == self.playlist {
            return;
        }
        self.playlist = now;
        let shown = match (&self.player, &self.puzzle) {
            (Some(player), _) => Some(PlaylistItem::Lesson {
                lesson: player.lesson().id.get_ref().clone(),
            }),
            (None, Some(puzzle)) => Some(PlaylistItem::Puzzle {
                puzzle: puzzle.puzzle_id().to_owned(),
            }),
            (None, None) => None,
        };
        match shown.and_then(|shown| self.playlist.iter().position(|i| *i == shown)) {
            Some(position) => self.playing = position,
            None => {
                self.playing = 0;
                self.player = None;
                self.puzzle = None;
            }
        }
    }

    /// Whether the projector fills the screen (the app then draws no navigation bar).
    pub fn is_presenting(&self) -> bool {
        self.presenting && self.tab == Tab::Projector
    }

    /// Draws the screen; the projector's sounds become actions.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        self.editor.load(view);
        self.sync_playlist();
        if self.is_presenting() {
            self.projector_ui(ui, view, actions);
            return;
        }
        ui.horizontal(|ui| {
            for (tab, id) in [
                (Tab::Playlist, "app-teacher-playlist"),
                (Tab::Projector, "app-teacher-projector"),
                (Tab::Class, "app-teacher-class"),
                (Tab::Server, "app-teacher-server-class"),
            ] {
                ui.selectable_value(&mut self.tab, tab, view.text(id));
            }
        });
        ui.separator();
        // The projector lays out its own board and scrolling text column.
        match self.tab {
            Tab::Projector => self.projector_ui(ui, view, actions),
            Tab::Playlist => {
                let (editor, library) = (&mut self.editor, &self.library);
                egui::ScrollArea::vertical().show(ui, |ui| editor.ui(ui, view, library, actions));
                self.sync_playlist();
            }
            Tab::Class => {
                egui::ScrollArea::vertical().show(ui, |ui| self.class_ui(ui, view));
            }
            Tab::Server => {
                let items: Vec<AssignmentItem> = self
                    .editor
                    .lists()
                    .current()
                    .map(|list| list.items.iter().map(assignment_item).collect())
                    .unwrap_or_default();
                let server = &mut self.server;
                egui::ScrollArea::vertical().show(ui, |ui| server.ui(ui, view, &items));
            }
        }
    }

    /// Opens the playlist's item at `playing`: a lesson in the player, a puzzle in its session.
    fn open_playing(&mut self, ctx: &egui::Context) {
        self.player = None;
        self.puzzle = None;
        match self.playlist.get(self.playing) {
            Some(PlaylistItem::Lesson { lesson }) => {
                self.player = self
                    .library
                    .lesson(lesson)
                    .map(|lesson| LessonPlayer::new(lesson.clone(), 0));
            }
            Some(PlaylistItem::Puzzle { puzzle }) => {
                self.puzzle = self
                    .library
                    .puzzle(puzzle)
                    .map(|puzzle| PuzzleScreenSession::new(puzzle.clone(), ctx));
            }
            None => {}
        }
    }

    /// Moves the projector to the playlist's item at `index`.
    fn play_item(&mut self, index: usize, ctx: &egui::Context) {
        if index < self.playlist.len() {
            self.playing = index;
            self.open_playing(ctx);
        }
    }

    fn projector_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if self.playlist.is_empty() {
            ui.label(view.text("app-teacher-playlist-empty"));
            return;
        }
        if self.player.is_none() && self.puzzle.is_none() {
            self.open_playing(ui.ctx());
        }
        self.presenter_keys(ui);
        if self.presenting && ui.input(|input| input.key_pressed(egui::Key::Escape)) {
            self.present(ui.ctx(), false);
        }
        if self.presenting {
            // The controls float in the bottom corner, over the text column's empty end, so
            // the board keeps the whole height.
            egui::Area::new(egui::Id::unique("projector-controls"))
                .order(egui::Order::Foreground)
                .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -12.0))
                .show(ui.ctx(), |ui| {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.horizontal(|ui| self.projector_controls(ui, view));
                    });
                });
        } else {
            ui.horizontal_wrapped(|ui| self.projector_controls(ui, view));
        }
        // Full screen shows the class the board and the step, not the teacher's notes.
        if !self.presenting {
            ui.separator();
            if let Some(puzzle) = self
                .puzzle
                .as_ref()
                .and_then(|p| self.library.puzzle(p.puzzle_id()))
            {
                let title = Message::new("app-teacher-projector-puzzle")
                    .text("title", puzzle.title.get(view.tr.locale()));
                ui.label(view.tr.render(&title));
            }
            if let Some(player) = &self.player {
                guide::guide_ui(ui, view, player.lesson());
                lesson_print_ui(ui, view, player.lesson(), &mut self.printed);
                teacher_note_ui(ui, view, player);
            }
        }
        if let Some(player) = &mut self.player {
            // The projector is for showing: nothing is recorded for any child.
            let _ = player.ui(ui, view, PlayerMode::Projector);
            // The whole class hears the same cues as a child at the lesson player.
            if let Some(text) = player.take_speech() {
                actions.push(Action::Speak(text));
            }
            if let Some(cue) = player.take_sound() {
                actions.push(Action::PlaySound(cue));
            }
        }
        if let Some(puzzle) = &mut self.puzzle {
            // The class solves it together on the projector: nothing is recorded for any
            // child, but the voice and the sounds are the class's.
            let mut said = Vec::new();
            puzzle.ui(ui, view, &mut said);
            actions.extend(
                said.into_iter()
                    .filter(|action| matches!(action, Action::Speak(_) | Action::PlaySound(_))),
            );
        }
    }

    /// Full screen, the lessons of the playlist, hints and the answer.
    fn projector_controls(&mut self, ui: &mut egui::Ui, view: &View) {
        let (id, on) = if self.presenting {
            ("app-teacher-leave-full-screen", false)
        } else {
            ("app-teacher-full-screen", true)
        };
        if ui.button(view.text(id)).clicked() {
            self.present(ui.ctx(), on);
        }
        // Both stay in their places (greyed at either end of the playlist), so the teacher's
        // second tap lands where the first did.
        let previous = egui::Button::new(view.text("app-teacher-previous-lesson"));
        if ui.add_enabled(self.playing > 0, previous).clicked() {
            self.play_item(self.playing.saturating_sub(1), ui.ctx());
        }
        let next = egui::Button::new(view.text("app-teacher-next-lesson"));
        if ui
            .add_enabled(self.playing + 1 < self.playlist.len(), next)
            .clicked()
        {
            self.play_item(self.playing + 1, ui.ctx());
        }
        if let Some(player) = &mut self.player {
            let shown = player.hints_revealed();
            let id = if shown {
                "app-teacher-hide-hints"
            } else {
                "app-teacher-reveal-hints"
            };
            if ui.button(view.text(id)).clicked() {
                player.reveal_hints(!shown);
            }
            if ui.button(view.text("app-teacher-reveal-answer")).clicked() {
                player.reveal_answer();
            }
        }
    }

    /// Enters or leaves full screen.
    fn present(&mut self, ctx: &egui::Context, on: bool) {
        self.presenting = on;
        set_full_screen(ctx, on);
    }

    /// A presenter clicker (PageDown/PageUp; some send the arrows or space) or the keyboard
    /// steps through the lessons on the projector: the next step, or the next lesson after the
    /// last one; back the same way.
    fn presenter_keys(&mut self, ui: &egui::Ui) {
        use egui::Key;
        let (forward, back) = ui.input(|input| {
            let any = |keys: &[Key]| keys.iter().any(|key| input.key_pressed(*key));
            (
                any(&[Key::ArrowRight, Key::PageDown, Key::Space]),
                any(&[Key::ArrowLeft, Key::PageUp]),
            )
        });
        let ctx = ui.ctx().clone();
        // A puzzle is one page: the clicker goes on to the next item or back to the one before.
        let (at_end, at_start) = match &mut self.player {
            Some(player) => {
                let steps = player.lesson().steps.len();
                if forward && player.index() + 1 < steps {
                    player.go_to(player.index() + 1);
                    return;
                }
                if back && player.index() > 0 {
                    player.go_to(player.index() - 1);
                    return;
                }
                (true, true)
            }
            None => (true, true),
        };
        if forward && at_end && self.playing + 1 < self.playlist.len() {
            self.play_item(self.playing + 1, &ctx);
        } else if back && at_start && self.playing > 0 {
            self.play_item(self.playing - 1, &ctx);
        }
    }

    fn class_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let rows = csv::overview(view.classroom);
        egui::Grid::new("class-overview")
            .striped(true)
            .show(ui, |ui| {
                for id in csv::HEADER_IDS {
                    ui.strong(view.text(id));
                }
                ui.end_row();
                for row in &rows {
                    ui.label(&row.name);
                    ui.label(row.lesson_stars.to_string());
                    ui.label(row.steps_done.to_string());
                    ui.label(row.puzzles_solved.to_string());
                    ui.label(row.puzzle_attempts.to_string());
                    ui.label(row.hints_used.to_string());
                    ui.label(row.answers_seen.to_string());
                    ui.label(row.minutes.to_string());
                    ui.end_row();
                }
            });
        ui.add_space(12.0);
        practice_table::practice_ui(ui, view, &self.library);
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-teacher-export-path"));
            ui.add(egui::TextEdit::singleline(&mut self.export_path).desired_width(320.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-teacher-export")).clicked() {
                let text = csv::to_csv(view.classroom);
                let path = self.export_path.trim().to_owned();
                self.export_result = Some(match save_export(&path, text.as_bytes()) {
                    Ok(saved) => Message::new("app-teacher-export-done").text("path", saved),
                    Err(reason) => Message::new("app-teacher-export-failed")
                        .text("path", path)
                        .text("reason", reason),
                });
            }
        });
        if let Some(result) = &self.export_result {
            ui.label(view.tr.render(result));
        }
    }
}

/// Beside the guide: the lesson's worksheet with its key, and its guide when it has one, as
/// PDFs (where a teacher preparing the lesson looks); then what the last one came to.
fn lesson_print_ui(
    ui: &mut egui::Ui,
    view: &View,
    lesson: &crate::content::Lesson,
    printed: &mut super::print_sheet::PrintJob,
) {
    use super::print_sheet::{SheetAsk, print_button};
    let id = lesson.id.get_ref();
    ui.horizontal_wrapped(|ui| {
        let lists = &view.settings.playlists;
        let sheet = SheetAsk::Lesson(id.clone());
        print_button(ui, view, lists, sheet, &format!("{id}.pdf"), printed);
        if lesson.guide.is_some() {
            let guide = SheetAsk::Guide(id.clone());
            print_button(ui, view, lists, guide, &format!("{id}-guide.pdf"), printed);
        }
        printed.status_ui(ui, view);
    });
}

/// The step's note for the teacher (what to say, a rhyme, a question), if it has one: on the
/// projector only, never at a child's lesson player.
fn teacher_note_ui(ui: &mut egui::Ui, view: &View, player: &LessonPlayer) {
    let Some(note) = player
        .lesson()
        .steps
        .get(player.index())
        .and_then(|step| step.teacher_note.as_ref())
    else {
        return;
    };
    egui::CollapsingHeader::new(view.text("app-teacher-note-heading"))
        .id_salt("teacher-note")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(note.get(view.tr.locale()));
        });
}

/// A playlist item as today's work for the classroom server.
pub fn assignment_item(item: &PlaylistItem) -> AssignmentItem {
    match item {
        PlaylistItem::Lesson { lesson } => AssignmentItem::Lesson {
            lesson: lesson.clone(),
        },
        PlaylistItem::Puzzle { puzzle } => AssignmentItem::Puzzle {
            puzzle: puzzle.clone(),
        },
    }
}
