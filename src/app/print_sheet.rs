//! The teacher's Print button: makes the PDF of a lesson's worksheet or a list of puzzles
//! (with its answer key) in the app's language, saves it and opens it (natively) or hands it
//! to the browser as a download, and says where it went.
//!
//! Making a sheet works out every answer key with the solver and subsets the Chinese font:
//! hundreds of milliseconds, more for a long playlist. A [`PrintJob`] does it on a
//! [`Background`] worker (a thread natively), so the window keeps drawing and shows
//! "preparing…" until the PDF is saved.

use super::View;
use super::platform::{Background, Poll};
use crate::i18n::Message;
#[cfg(feature = "print")]
use {
    crate::content::Library,
    crate::i18n::{Locale, Localizer},
    crate::print::{
        DEFAULT_PER_PAGE, Paper, Selection, WorksheetRequest, guide_pdf, worksheet_pdf,
    },
    crate::progress::playlists::Playlists,
    std::path::PathBuf,
    std::sync::Arc,
};

/// One screen's printing: the sheet being made, or what the last one came to.
#[derive(Debug, Default)]
pub struct PrintJob {
    working: Option<Background<Message>>,
    said: Option<Message>,
}

/// Everything a worker needs to make and save one worksheet; owned, so it can leave the UI
/// thread.
#[cfg(feature = "print")]
#[derive(Debug, Clone)]
pub struct SheetOrder {
    /// The lessons and puzzles the sheet may name.
    pub library: Arc<Library>,
    /// The playlists a `Selection::Playlist` is looked up in.
    pub playlists: Playlists,
    /// What to print and how.
    pub sheet: Sheet,
    /// The sheet's language.
    pub locale: Locale,
    /// The file's name.
    pub file_name: String,
    /// The folder the teacher chose (natively); `None` is Downloads.
    pub folder: Option<PathBuf>,
}

/// The kinds of sheet a Print button makes.
#[cfg(feature = "print")]
#[derive(Debug, Clone)]
pub enum Sheet {
    /// Exercises with their answer key.
    Worksheet(WorksheetRequest),
    /// A lesson's teacher's guide (by the lesson's id), on A4.
    Guide(String),
}

#[cfg(feature = "print")]
impl SheetOrder {
    /// Makes the PDF and saves it; the sentence for the teacher (where it went, or why not).
    /// Runs on the worker: nothing here may touch the UI.
    pub fn make_and_save(self) -> Message {
        let tr = Localizer::new(self.locale);
        let made = match &self.sheet {
            Sheet::Worksheet(request) => {
                worksheet_pdf(&self.library, &self.playlists, request, &tr)
            }
            Sheet::Guide(lesson) => guide_pdf(&self.library, lesson, Paper::A4, &tr),
        };
        match made {
            Ok(bytes) => {
                match super::platform::save_pdf(self.folder.as_deref(), &self.file_name, &bytes) {
                    Ok(path) => Message::new("print-saved").text("path", path),
                    Err(reason) => Message::new("print-failed").text("reason", reason),
                }
            }
            Err(error) => Message::new("print-failed").text("reason", tr.render(&error.message())),
        }
    }
}

impl PrintJob {
    /// Starts making and saving `order` away from the frame; a sheet still being made is
    /// left to finish unheard (the teacher asked for another).
    #[cfg(feature = "print")]
    pub fn start(&mut self, ctx: &egui::Context, order: SheetOrder) {
        self.said = None;
        self.working = Some(Background::start("print-sheet", ctx, move || {
            order.make_and_save()
        }));
    }

    /// Whether a sheet is being made.
    pub fn is_preparing(&self) -> bool {
        self.working.is_some()
    }

    /// Takes the worker's answer if it has come; what the last sheet came to.
    pub fn poll(&mut self) -> Option<&Message> {
        if let Some(working) = &mut self.working {
            match working.poll() {
                Poll::Pending => {}
                Poll::Ready(said) => {
                    self.said = Some(said);
                    self.working = None;
                }
                Poll::Lost => {
                    // The worker panicked: say so rather than wait for ever.
                    self.said = Some(Message::new("print-failed").text("reason", "—"));
                    self.working = None;
                }
            }
        }
        self.said.as_ref()
    }

    /// "Preparing…" with a spinner while the sheet is made, then where it went (or why not).
    pub fn status_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let said = self.poll().cloned();
        if self.is_preparing() {
            ui.spinner();
            ui.label(view.text("print-preparing"));
        } else if let Some(said) = said {
            ui.label(view.tr.render(&said));
        }
    }
}

/// A Print button (teacher mode only); when pressed, `job` starts printing `selection` (a
/// playlist's name is looked up in `playlists`) as `file_name`, with its answer key.
#[cfg(feature = "print")]
pub fn print_button(
    ui: &mut egui::Ui,
    view: &View,
    playlists: &Playlists,
    selection: impl FnOnce() -> Selection,
    file_name: &str,
    job: &mut PrintJob,
) {
    if !pressed(ui, view, "print-button", "print-button-hover", job) {
        return;
    }
    let request = WorksheetRequest {
        selection: selection(),
        answers: true,
        paper: Paper::A4,
        per_page: DEFAULT_PER_PAGE,
        mirror: false,
        server: None,
        seed: 0,
    };
    start(
        ui,
        view,
        playlists,
        Sheet::Worksheet(request),
        file_name,
        job,
    );
}

/// A "Print the guide" button (teacher mode only) for the lesson `lesson_id`, printed as
/// `file_name`.
#[cfg(feature = "print")]
pub fn guide_button(
    ui: &mut egui::Ui,
    view: &View,
    lesson_id: &str,
    file_name: &str,
    job: &mut PrintJob,
) {
    if pressed(
        ui,
        view,
        "print-guide-button",
        "print-guide-button-hover",
        job,
    ) {
        let sheet = Sheet::Guide(lesson_id.to_owned());
        start(ui, view, &Playlists::default(), sheet, file_name, job);
    }
}

/// Draws a print button (teacher mode only) and answers whether it was pressed. Greyed while
/// a sheet is being made, so a second tap does not start a second one.
#[cfg(feature = "print")]
fn pressed(ui: &mut egui::Ui, view: &View, label: &str, hover: &str, job: &PrintJob) -> bool {
    if !view.settings.teacher_mode {
        return false;
    }
    let button = egui::Button::new(view.text(label));
    ui.add_enabled(!job.is_preparing(), button)
        .on_hover_text(view.text(hover))
        .clicked()
}

#[cfg(feature = "print")]
fn start(
    ui: &egui::Ui,
    view: &View,
    playlists: &Playlists,
    sheet: Sheet,
    file_name: &str,
    job: &mut PrintJob,
) {
    let order = SheetOrder {
        library: view.class.library(),
        playlists: playlists.clone(),
        sheet,
        locale: view.tr.locale(),
        file_name: file_name.to_owned(),
        folder: view.settings.print_folder.clone(),
    };
    job.start(ui.ctx(), order);
}
