//! Author mode: open a lesson folder by its path, reload it when a file's modification time
//! changes (checked every second), show the `check` diagnostics and preview any step.

use super::View;
use super::lessons::player::{LessonPlayer, PlayerMode};
use crate::content::Library;
use crate::content::load::find_files;
use crate::content::render::{render_diagnostic, summary_line};
use crate::i18n::Message;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

/// How often the folder is looked at for saved files.
const POLL: Duration = Duration::from_secs(1);

/// The files of the folder with their modification times, to notice a save.
fn stamps(folder: &PathBuf) -> Vec<(PathBuf, Option<SystemTime>)> {
    let (files, _) = find_files(std::slice::from_ref(folder));
    files
        .into_iter()
        .map(|path| {
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
            (path, modified)
        })
        .collect()
}

/// The author's screen.
#[derive(Debug, Default)]
pub struct AuthorScreen {
    path: String,
    folder: Option<PathBuf>,
    library: Option<Library>,
    seen: Vec<(PathBuf, Option<SystemTime>)>,
    checked_at: Option<Instant>,
    reloads: u32,
    preview: Option<LessonPlayer>,
}

impl AuthorScreen {
    fn load(&mut self, folder: PathBuf) {
        self.seen = stamps(&folder);
        self.library = Some(Library::load_paths(std::slice::from_ref(&folder)));
        self.folder = Some(folder);
        self.checked_at = Some(Instant::now());
        // Keep previewing the same step of the same lesson after a reload.
        if let (Some(player), Some(library)) = (&self.preview, &self.library) {
            let id = player.lesson().id.get_ref().clone();
            let index = player.index();
            self.preview = library
                .lesson(&id)
                .map(|lesson| LessonPlayer::new(lesson.clone(), index));
        }
    }

    /// Reloads when a file was added, removed or saved since the last look.
    fn poll(&mut self) {
        let Some(folder) = self.folder.clone() else {
            return;
        };
        if self.checked_at.is_some_and(|at| at.elapsed() < POLL) {
            return;
        }
        self.checked_at = Some(Instant::now());
        if stamps(&folder) != self.seen {
            self.reloads += 1;
            self.load(folder);
        }
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        self.poll();
        if self.folder.is_some() {
            ui.ctx().request_repaint_after(POLL);
        }
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-author-folder"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(360.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-author-open")).clicked() {
                self.preview = None;
                self.load(PathBuf::from(self.path.trim()));
            }
        });
        let Some(library) = &self.library else {
            ui.label(view.text("app-author-help"));
            return;
        };
        if let Some(player) = &mut self.preview {
            if ui.button(view.text("app-author-close-preview")).clicked() {
                self.preview = None;
                return;
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                let _ = player.ui(ui, view, PlayerMode::Preview);
            });
            return;
        }
        ui.label(
            view.tr.render(
                &Message::new("app-author-loaded")
                    .number("files", i64::try_from(library.files).unwrap_or(0))
                    .number("reloads", i64::from(self.reloads)),
            ),
        );
        // The same words as `qi-classroom check`, in the app's language.
        ui.monospace(summary_line(library, false, view.tr));
        let locale = view.tr.locale();
        let mut preview = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            for diagnostic in &library.diagnostics {
                ui.monospace(render_diagnostic(library, diagnostic, false, view.tr));
            }
            ui.separator();
            for lesson in &library.lessons {
                ui.strong(format!("{} ({})", lesson.title.get(locale), lesson.file));
                ui.horizontal_wrapped(|ui| {
                    for (index, step) in lesson.steps.iter().enumerate() {
                        let text = view.tr.render(
                            &Message::new("app-author-preview-step")
                                .number("step", i64::try_from(index + 1).unwrap_or(0)),
                        );
                        if ui
                            .button(text)
                            .on_hover_text(step.text.get(locale))
                            .clicked()
                        {
                            preview = Some(LessonPlayer::new(lesson.clone(), index));
                        }
                    }
                });
            }
        });
        if preview.is_some() {
            self.preview = preview;
        }
    }
}
