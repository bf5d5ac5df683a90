//! Teacher mode: today's lesson playlist, the projector view (large board, hints hidden until
//! revealed, step forward and back, reveal answer), the class overview with CSV export, and the
//! class on the classroom server (roster, today's work, live dashboard).

pub mod board_setup;
pub mod csv;
mod guide;
pub mod mistakes_map;
pub mod playlists;
mod practice_table;
pub mod race_panel;
pub mod server_class;
pub mod teach_board;

use super::lessons::player::{LessonPlayer, PlayerMode};
use super::platform::{save_export, set_full_screen};
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
    /// The lessons of the playlist in use that are in class, in order (the projector's).
    playlist: Vec<String>,
    /// Position in the playlist shown on the projector.
    playing: usize,
    player: Option<LessonPlayer>,
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
        let now = self.editor.lessons_in(&self.library);
        if now == self.playlist {
            return;
        }
        self.playlist = now;
        let shown = self
            .player
            .as_ref()
            .map(|p| p.lesson().id.get_ref().clone());
        match shown.and_then(|id| self.playlist.iter().position(|i| *i == id)) {
            Some(position) => self.playing = position,
            None => {
                self.playing = 0;
                self.player = None;
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

    fn open_playing(&mut self) {
        self.player = self
            .playlist
            .get(self.playing)
            .and_then(|id| self.library.lesson(id))
            .map(|lesson| LessonPlayer::new(lesson.clone(), 0));
    }

    fn projector_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if self.playlist.is_empty() {
            ui.label(view.text("app-teacher-playlist-empty"));
            return;
        }
        if self.player.is_none() {
            self.open_playing();
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
            self.playing -= 1;
            self.open_playing();
        }
        let next = egui::Button::new(view.text("app-teacher-next-lesson"));
        if ui
            .add_enabled(self.playing + 1 < self.playlist.len(), next)
            .clicked()
        {
            self.playing += 1;
            self.open_playing();
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
        let Some(player) = &mut self.player else {
            return;
        };
        let steps = player.lesson().steps.len();
        if forward {
            if player.index() + 1 < steps {
                player.go_to(player.index() + 1);
            } else if self.playing + 1 < self.playlist.len() {
                self.playing += 1;
                self.open_playing();
            }
        } else if back {
            if player.index() > 0 {
                player.go_to(player.index() - 1);
            } else if self.playing > 0 {
                self.playing -= 1;
                self.open_playing();
            }
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
