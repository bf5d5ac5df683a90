//! Teacher mode: today's lesson playlist, the projector view (large board, hints hidden until
//! revealed, step forward and back, reveal answer), the class overview with CSV export, and the
//! class on the classroom server (roster, today's work, live dashboard).

pub mod csv;
pub mod server_class;

use super::lessons::origin_id;
use super::lessons::player::{LessonPlayer, PlayerMode};
use super::platform::save_export;
use super::{Action, View};
use crate::content::Library;
use crate::i18n::Message;
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
    /// The ids of the lessons chosen, in class order (ids survive a rebuilt library).
    playlist: Vec<String>,
    /// Position in the playlist shown on the projector.
    playing: usize,
    player: Option<LessonPlayer>,
    export_path: String,
    export_result: Option<Message>,
    server: server_class::ServerClass,
}

impl TeacherScreen {
    /// The screen over a loaded library.
    pub fn new(library: Arc<Library>) -> Self {
        TeacherScreen {
            library,
            tab: Tab::Playlist,
            playlist: Vec::new(),
            playing: 0,
            player: None,
            export_path: String::new(),
            export_result: None,
            server: server_class::ServerClass::default(),
        }
    }

    /// Uses a rebuilt class library: lessons no longer there leave the playlist, and the
    /// lesson on the projector keeps its own copy while it is still in the playlist.
    pub fn set_library(&mut self, library: Arc<Library>) {
        self.playlist.retain(|id| library.lesson(id).is_some());
        self.library = library;
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

    /// Draws the screen; the projector's sounds become actions.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
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
                egui::ScrollArea::vertical().show(ui, |ui| self.playlist_ui(ui, view));
            }
            Tab::Class => {
                egui::ScrollArea::vertical().show(ui, |ui| self.class_ui(ui, view));
            }
            Tab::Server => {
                let playlist = &self.playlist;
                let server = &mut self.server;
                egui::ScrollArea::vertical().show(ui, |ui| server.ui(ui, view, playlist));
            }
        }
    }

    fn playlist_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        ui.label(view.text("app-teacher-playlist-help"));
        if view
            .class
            .folders()
            .iter()
            .any(|f| f.is_missing() || !f.files_with_errors().is_empty())
        {
            ui.label(view.text("app-class-folders-have-problems"));
        }
        let locale = view.tr.locale();
        for lesson in &self.library.lessons {
            let id = lesson.id.get_ref();
            let mut chosen = self.playlist.contains(id);
            ui.horizontal(|ui| {
                if ui.checkbox(&mut chosen, lesson.title.get(locale)).changed() {
                    if chosen {
                        self.playlist.push(id.clone());
                    } else {
                        self.playlist.retain(|i| i != id);
                    }
                    self.playing = 0;
                    self.player = None;
                }
                if let Some(origin) = view.class.lesson_origin(id) {
                    ui.weak(view.text(origin_id(origin)))
                        .on_hover_text(origin.folder.display().to_string());
                }
            });
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
        ui.horizontal_wrapped(|ui| {
            if self.playing > 0
                && ui
                    .button(view.text("app-teacher-previous-lesson"))
                    .clicked()
            {
                self.playing -= 1;
                self.open_playing();
            }
            if self.playing + 1 < self.playlist.len()
                && ui.button(view.text("app-teacher-next-lesson")).clicked()
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
        });
        ui.separator();
        if let Some(player) = &self.player {
            teacher_note_ui(ui, view, player);
        }
        if let Some(player) = &mut self.player {
            // The projector is for showing: nothing is recorded for any child.
            let _ = player.ui(ui, view, PlayerMode::Projector);
            // The whole class hears the same cues as a child at the lesson player.
            if let Some(cue) = player.take_sound() {
                actions.push(Action::PlaySound(cue));
            }
        }
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
                    ui.end_row();
                }
            });
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-teacher-export-path"));
            ui.add(egui::TextEdit::singleline(&mut self.export_path).desired_width(320.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-teacher-export")).clicked() {
                let text = csv::to_csv(&rows, |id| view.text(id));
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
