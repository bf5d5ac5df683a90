//! Author mode: open a lesson folder by its path, reload it when a file's modification time
//! changes (checked every second), show the `check` diagnostics, preview any step, and use the
//! folder in class (its lessons and puzzles join the Lessons list, the trainer and the playlist).

mod zip;

use super::classroom::absolute;
use super::lessons::player::{LessonPlayer, PlayerMode};
use super::platform::{FilePicker, PickedFile};
use super::{Action, View};
use crate::app::platform::Instant;
use crate::content::Library;
use crate::content::class_library::{ClassFolder, Replaced};
use crate::content::load::find_files;
use crate::content::render::{render_diagnostic, summary_line};
use crate::i18n::Message;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

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
    library: Option<Arc<Library>>,
    seen: Vec<(PathBuf, Option<SystemTime>)>,
    checked_at: Option<Instant>,
    reloads: u32,
    preview: Option<LessonPlayer>,
    /// The browser's file picker (a teacher's lesson files in a browser).
    picker: FilePicker,
    /// Picked archives that could not be read.
    import_problems: Vec<Message>,
}

/// The name the files picked in a browser go by, in place of a folder's path.
const IMPORTED: &str = "imported";

impl AuthorScreen {
    fn load(&mut self, folder: PathBuf) {
        self.seen = stamps(&folder);
        self.library = Some(Arc::new(Library::load_paths(std::slice::from_ref(&folder))));
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

    /// Checks files a teacher picked (`.toml` files, or `.zip` archives of a folder) exactly as
    /// a folder on disk is checked; an archive's files are named `archive.zip/path/file.toml`.
    fn import(&mut self, picked: Vec<PickedFile>) {
        self.import_problems.clear();
        let mut files = Vec::new();
        for file in picked {
            if file.name.to_ascii_lowercase().ends_with(".zip") {
                match zip::read_zip(&file.bytes) {
                    Ok(entries) => files.extend(
                        entries
                            .into_iter()
                            .filter(|(path, _)| path.to_ascii_lowercase().ends_with(".toml"))
                            .map(|(path, bytes)| (format!("{}/{path}", file.name), bytes)),
                    ),
                    Err(error) => self.import_problems.push(
                        Message::new("app-author-import-unreadable")
                            .text("file", file.name)
                            .text("reason", error.to_string()),
                    ),
                }
            } else {
                files.push((file.name, file.bytes));
            }
        }
        let folder = PathBuf::from(IMPORTED);
        self.preview = None;
        self.seen = stamps(&folder);
        self.library = Some(Arc::new(Library::load_sources(files)));
        self.folder = Some(folder);
        self.checked_at = Some(Instant::now());
    }

    /// What this screen read from `folder` (an absolute path), when it is the folder open here:
    /// the class can use it as it is instead of checking the folder again.
    pub fn loaded(&self, folder: &Path) -> Option<Arc<Library>> {
        let open = self.folder.clone().map(absolute)?;
        self.library.clone().filter(|_| open == folder)
    }

    /// Reloads when a file was added, removed or saved since the last look; a folder in class
    /// is then read again for the class too.
    fn poll(&mut self, view: &View, actions: &mut Vec<Action>) {
        let Some(folder) = self.folder.clone() else {
            return;
        };
        if self.checked_at.is_some_and(|at| at.elapsed() < POLL) {
            return;
        }
        self.checked_at = Some(Instant::now());
        if stamps(&folder) != self.seen {
            self.reloads += 1;
            if view.class.contains(&folder) {
                actions.push(Action::ReloadClassFolder(folder.clone()));
            }
            self.load(folder);
        }
    }

    /// Draws the screen; using a folder in class (or no longer) becomes an action.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if let Some(picked) = self.picker.take() {
            self.import(picked);
        }
        self.poll(view, actions);
        if self.folder.is_some() {
            ui.ctx().request_repaint_after(POLL);
        }
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-author-folder"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(360.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-author-open")).clicked() {
                self.preview = None;
                self.load(absolute(PathBuf::from(self.path.trim())));
            }
            if FilePicker::AVAILABLE && ui.button(view.text("app-author-import")).clicked() {
                self.picker.open(ui.ctx());
            }
        });
        for problem in &self.import_problems {
            ui.label(view.tr.render(problem));
        }
        let Some(library) = &self.library else {
            ui.label(view.text("app-author-help"));
            class_folders_ui(ui, view, actions);
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
        if let Some(folder) = &self.folder {
            use_in_class_ui(ui, view, folder, actions);
        }
        ui.separator();
        class_folders_ui(ui, view, actions);
        ui.separator();
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

/// The "Use in class" button for the open folder, or how much of it the class uses (what was
/// skipped or replaced is listed once, with the folders in class below).
fn use_in_class_ui(ui: &mut egui::Ui, view: &View, folder: &PathBuf, actions: &mut Vec<Action>) {
    match view.class.folders().iter().find(|f| f.path == *folder) {
        Some(in_class) => {
            ui.label(view.tr.render(&counts("app-class-in-class", in_class)));
        }
        None => {
            ui.horizontal_wrapped(|ui| {
                if ui.button(view.text("app-class-use")).clicked() {
                    actions.push(Action::UseFolderInClass(folder.clone()));
                }
                ui.label(view.text("app-class-rule"));
            });
        }
    }
}

/// Every folder in class, with what was skipped or replaced, and a button to stop using it.
fn class_folders_ui(ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
    ui.strong(view.text("app-class-heading"));
    let folders = view.class.folders();
    if folders.is_empty() {
        ui.label(view.text("app-class-none"));
        return;
    }
    for folder in folders {
        let shown = folder.path.display().to_string();
        ui.horizontal_wrapped(|ui| {
            if folder.is_missing() {
                let message = Message::new("app-class-folder-missing").text("folder", shown);
                ui.label(view.tr.render(&message));
            } else {
                let message = counts("app-class-folder-summary", folder).text("folder", shown);
                ui.label(view.tr.render(&message));
            }
            // Each folder's button needs its own id: the label is the same for all.
            ui.push_id(&folder.path, |ui| {
                if ui.button(view.text("app-class-stop")).clicked() {
                    actions.push(Action::StopUsingFolder(folder.path.clone()));
                }
            });
        });
        folder_notes_ui(ui, view, folder);
    }
}

/// The files a folder's lessons were skipped for, and the lessons and puzzles that replace
/// others.
fn folder_notes_ui(ui: &mut egui::Ui, view: &View, folder: &ClassFolder) {
    for file in folder.files_with_errors() {
        let message = Message::new("app-class-skipped-file").text("file", file);
        ui.label(view.tr.render(&message));
    }
    let locale = view.tr.locale();
    let lessons = folder.usable_lessons().into_iter().map(|lesson| {
        let origin = view.class.lesson_origin(lesson.id.get_ref());
        (origin, lesson.title.get(locale), ReplacedIds::LESSON)
    });
    let puzzles = folder.usable_puzzles().into_iter().map(|puzzle| {
        let origin = view.class.puzzle_origin(puzzle.id.get_ref());
        (origin, puzzle.title.get(locale), ReplacedIds::PUZZLE)
    });
    for (origin, title, ids) in lessons.chain(puzzles) {
        // A later folder may have replaced this one's copy in turn.
        let Some(origin) = origin.filter(|o| o.folder == folder.path) else {
            continue;
        };
        let message = match &origin.replaced {
            None => continue,
            Some(Replaced::BuiltIn) => Message::new(ids.built_in).text("title", title),
            Some(Replaced::Folder(earlier)) => Message::new(ids.folder)
                .text("title", title)
                .text("folder", earlier.display().to_string()),
        };
        ui.label(view.tr.render(&message));
    }
}

/// The Fluent ids saying that a lesson (or puzzle) replaces a built-in one or another folder's.
#[derive(Clone, Copy)]
struct ReplacedIds {
    built_in: &'static str,
    folder: &'static str,
}

impl ReplacedIds {
    const LESSON: ReplacedIds = ReplacedIds {
        built_in: "app-class-replaces-built-in",
        folder: "app-class-replaces-folder",
    };
    const PUZZLE: ReplacedIds = ReplacedIds {
        built_in: "app-class-puzzle-replaces-built-in",
        folder: "app-class-puzzle-replaces-folder",
    };
}

/// A message about a folder with its usable lesson and puzzle counts.
fn counts(id: &str, folder: &ClassFolder) -> Message {
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    Message::new(id)
        .number("lessons", count(folder.usable_lessons().len()))
        .number("puzzles", count(folder.usable_puzzles().len()))
}
