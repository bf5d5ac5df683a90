//! The teacher's Print button: the PDF of a lesson's worksheet, a list of puzzles or a
//! playlist (with its answer key), or a lesson's guide, in the app's language; saved and
//! opened (natively) or handed to the browser as a download; and where it went.
//!
//! Two ways to a PDF, one button:
//! - the installed app (feature `print`) makes it itself. That works out every answer key with
//!   the solver and subsets the Chinese font: hundreds of milliseconds, more for a long
//!   playlist, so a [`Background`] worker (a thread natively) does it and the window keeps
//!   drawing "preparing…";
//! - the browser app has no PDF writer (krilla and the font subsetter stay out of the wasm
//!   file), so it asks the class server it is joined to (`GET /api/worksheet.pdf`); not joined,
//!   the button says that printing in the browser needs the class server.

use super::View;
use super::join::ClassServer;
use super::join::client::{Failure, read_bytes};
use super::platform::save_pdf;
use crate::i18n::{Locale, Message};
use crate::progress::playlists::Playlists;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
#[cfg(feature = "print")]
use {
    super::platform::{Background, Poll},
    crate::content::Library,
    crate::i18n::Localizer,
    crate::print::scene::Scene,
    crate::print::{
        DEFAULT_PER_PAGE, Paper, Selection, WorksheetRequest, guide_printed, worksheet_printed,
    },
};

/// The most puzzles the Puzzles screen's Print puts on one sheet: two full pages.
pub const MOST_PUZZLES: usize = 24;
#[cfg(feature = "print")]
const _: () = assert!(MOST_PUZZLES == 2 * crate::print::MAX_PER_PAGE);

/// How wide the first page is drawn before saving (points of the screen; an A4 page is
/// about 600 points wide).
#[cfg(feature = "print")]
const PREVIEW_WIDTH: f32 = 340.0;

/// The longest the browser waits for the server's sheet (a long key takes the server a while).
const SERVER_TIMEOUT: Duration = Duration::from_secs(60);

/// What a Print button asks for; every build has it (the installed app makes the sheet, the
/// browser asks the class server for the kinds the server makes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetAsk {
    /// A lesson's worksheet with its key, by the lesson's id.
    Lesson(String),
    /// These puzzles, by id, with their key.
    Puzzles(Vec<String>),
    /// A playlist by name, with its key (the installed app only).
    Playlist(String),
    /// A lesson's teacher's guide (the installed app only).
    Guide(String),
}

impl SheetAsk {
    /// Whether this build can print it: all of them natively, the server's kinds in the
    /// browser (a button that can never work is not drawn).
    fn available(&self) -> bool {
        cfg!(feature = "print") || matches!(self, SheetAsk::Lesson(_) | SheetAsk::Puzzles(_))
    }

    fn label(&self) -> (&'static str, &'static str) {
        match self {
            SheetAsk::Guide(_) => ("print-guide-button", "print-guide-button-hover"),
            _ => ("print-button", "print-button-hover"),
        }
    }
}

/// The class server's address for `ask` (`None`: the server does not make that kind); the
/// answer key only with the teacher's token (the server refuses it to a child's).
pub fn worksheet_url(server: &ClassServer, ask: &SheetAsk, locale: Locale) -> Option<String> {
    let what = match ask {
        SheetAsk::Lesson(id) => format!("lesson={}", encode(id)),
        SheetAsk::Puzzles(ids) => {
            let ids: Vec<String> = ids.iter().map(|id| encode(id)).collect();
            format!("puzzles={}", ids.join(","))
        }
        SheetAsk::Playlist(_) | SheetAsk::Guide(_) => return None,
    };
    Some(format!(
        "{}/api/worksheet.pdf?{what}&lang={}&answers={}",
        server.base.trim_end_matches('/'),
        locale.tag(),
        server.teacher
    ))
}

/// `text` percent-encoded for a query value (ids are ASCII words, but a teacher's file may
/// name a puzzle anything).
fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Where the class server's answer is left for the next frame (`None` until it arrives).
type Slot = Arc<Mutex<Option<Result<Vec<u8>, Failure>>>>;

/// A sheet asked of the class server, until its answer arrives.
struct Fetching {
    arrived: Slot,
    file_name: String,
    folder: Option<PathBuf>,
}

/// A sheet made by the app, shown (its first page) until the teacher saves it or not; the
/// folder and the file's name stay editable beside it.
#[cfg(feature = "print")]
#[derive(Debug, Clone)]
pub struct Made {
    pdf: Vec<u8>,
    first_page: Scene,
    file_name: String,
    /// The folder as the teacher sees and edits it (empty: Downloads).
    folder: String,
}

#[cfg(feature = "print")]
impl Made {
    /// The folder typed, if any.
    fn folder(&self) -> Option<PathBuf> {
        let typed = self.folder.trim();
        (!typed.is_empty()).then(|| PathBuf::from(typed))
    }

    /// The file's name as typed, ending in `.pdf`, with no folder in it (a slash typed into
    /// the name is not a way out of the folder).
    fn file_name(&self) -> String {
        let typed: String = self
            .file_name
            .trim()
            .chars()
            .map(|c| {
                if matches!(c, '/' | '\\' | ':') {
                    '-'
                } else {
                    c
                }
            })
            .collect();
        let typed = if typed.is_empty() {
            "sheet".to_owned()
        } else {
            typed
        };
        if typed.to_ascii_lowercase().ends_with(".pdf") {
            typed
        } else {
            format!("{typed}.pdf")
        }
    }
}

/// One screen's printing: the sheet being made or fetched, its preview waiting for Save, or
/// what the last one came to.
#[derive(Default)]
pub struct PrintJob {
    #[cfg(feature = "print")]
    working: Option<Background<Result<Made, Message>>>,
    #[cfg(feature = "print")]
    made: Option<Made>,
    /// The system's "Save as", while the teacher chooses where the sheet made goes.
    #[cfg(feature = "print")]
    dialog: super::platform::SaveDialog,
    fetching: Option<Fetching>,
    said: Option<Message>,
}

impl std::fmt::Debug for PrintJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrintJob")
            .field("preparing", &self.is_preparing())
            .field("said", &self.said)
            .finish()
    }
}

/// Everything a worker needs to make and save one sheet; owned, so it can leave the UI
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

/// The kinds of sheet the installed app makes.
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
    /// Makes the PDF and its first page's drawing, or says why not. Runs on the worker:
    /// nothing here may touch the UI.
    pub fn make(self) -> Result<Made, Message> {
        let tr = Localizer::new(self.locale);
        let made = match &self.sheet {
            Sheet::Worksheet(request) => {
                worksheet_printed(&self.library, &self.playlists, request, &tr)
            }
            Sheet::Guide(lesson) => guide_printed(&self.library, lesson, Paper::A4, &tr),
        };
        match made {
            Ok(printed) => Ok(Made {
                pdf: printed.pdf,
                first_page: printed.first_page,
                file_name: self.file_name,
                folder: self
                    .folder
                    .map(|folder| folder.display().to_string())
                    .unwrap_or_default(),
            }),
            Err(error) => {
                Err(Message::new("print-failed").text("reason", tr.render(&error.message())))
            }
        }
    }
}

/// What saving came to, for the teacher.
fn saved(result: Result<String, String>) -> Message {
    match result {
        Ok(path) => Message::new("print-saved").text("path", path),
        Err(reason) => Message::new("print-failed").text("reason", reason),
    }
}

impl PrintJob {
    /// Starts making `order` away from the frame; a sheet still being made is left to
    /// finish unheard (the teacher asked for another). Once made, its first page waits for
    /// [`PrintJob::save`] (or [`PrintJob::cancel`]).
    #[cfg(feature = "print")]
    pub fn start(&mut self, ctx: &egui::Context, order: SheetOrder) {
        self.said = None;
        self.fetching = None;
        self.made = None;
        self.working = Some(Background::start("print-sheet", ctx, move || order.make()));
    }

    /// The first page of the sheet made, waiting to be saved.
    #[cfg(feature = "print")]
    pub fn preview(&self) -> Option<&Scene> {
        self.made.as_ref().map(|made| &made.first_page)
    }

    /// Saves the sheet made (in the chosen folder, then opened; a download in a browser) and
    /// says where it went. Writing one file is quick: the frame does it.
    #[cfg(feature = "print")]
    pub fn save(&mut self) {
        if let Some(made) = self.made.take() {
            self.said = Some(saved(save_pdf(
                made.folder().as_deref(),
                &made.file_name(),
                &made.pdf,
            )));
        }
    }

    /// Saves the sheet made at `path`, chosen in the system's dialog, and opens it.
    #[cfg(feature = "print")]
    pub fn save_as(&mut self, path: &std::path::Path) {
        if let Some(made) = self.made.take() {
            self.said = Some(saved(super::platform::save_pdf_as(path, &made.pdf)));
        }
    }

    /// The folder and the file name the sheet made would be saved as (for the teacher to
    /// edit before saving).
    #[cfg(feature = "print")]
    pub fn destination_mut(&mut self) -> Option<(&mut String, &mut String)> {
        self.made
            .as_mut()
            .map(|made| (&mut made.folder, &mut made.file_name))
    }

    /// Drops the sheet made without saving it.
    #[cfg(feature = "print")]
    pub fn cancel(&mut self) {
        self.made = None;
        self.said = None;
    }

    /// Asks the class server for the sheet at `url` with `token`; the answer is saved as
    /// `file_name` (in `folder` natively; a download in the browser) when it arrives.
    pub fn fetch(
        &mut self,
        ctx: &egui::Context,
        url: String,
        token: &str,
        file_name: &str,
        folder: Option<PathBuf>,
    ) {
        self.said = None;
        #[cfg(feature = "print")]
        {
            self.working = None;
            self.made = None;
        }
        let arrived: Slot = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&arrived);
        let waker = ctx.clone();
        let mut request = ehttp::Request::get(url);
        request
            .headers
            .insert("Authorization", format!("Bearer {token}"));
        ehttp::fetch(request.with_timeout(Some(SERVER_TIMEOUT)), move |result| {
            if let Ok(mut slot) = slot.lock() {
                *slot = Some(read_bytes(result));
            }
            waker.request_repaint();
        });
        self.fetching = Some(Fetching {
            arrived,
            file_name: file_name.to_owned(),
            folder,
        });
    }

    /// Whether a sheet is being made or fetched.
    pub fn is_preparing(&self) -> bool {
        #[cfg(feature = "print")]
        if self.working.is_some() {
            return true;
        }
        self.fetching.is_some()
    }

    /// Takes the worker's (or the server's) answer if it has come; what the last sheet came
    /// to.
    pub fn poll(&mut self) -> Option<&Message> {
        #[cfg(feature = "print")]
        if let Some(working) = &mut self.working {
            match working.poll() {
                Poll::Pending => {}
                Poll::Ready(Ok(made)) => {
                    self.made = Some(made);
                    self.working = None;
                }
                Poll::Ready(Err(said)) => {
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
        let arrived = self
            .fetching
            .as_ref()
            .and_then(|fetching| fetching.arrived.lock().ok()?.take());
        if let Some(result) = arrived
            && let Some(fetching) = self.fetching.take()
        {
            // The browser's download must start on the page's thread: here, in a frame.
            self.said = Some(match result {
                Ok(bytes) => saved(save_pdf(
                    fetching.folder.as_deref(),
                    &fetching.file_name,
                    &bytes,
                )),
                Err(failure) => server_failure(&failure),
            });
        }
        self.said.as_ref()
    }

    /// "Preparing…" with a spinner while the sheet is made; its first page with Save and
    /// Cancel; then where it went (or why not).
    pub fn status_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let said = self.poll().cloned();
        #[cfg(feature = "print")]
        if self.made.is_some() {
            self.preview_ui(ui, view);
            return;
        }
        if self.is_preparing() {
            ui.spinner();
            ui.label(view.text("print-preparing"));
        } else if let Some(said) = said {
            ui.label(view.tr.render(&said));
        }
    }
}

#[cfg(feature = "print")]
impl PrintJob {
    /// The first page of the sheet made, where it will go (folder and name, editable), and
    /// "Save and open", "Save as…" (the system's dialog) and "Cancel".
    fn preview_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        if let Some(Some(path)) = self.dialog.take() {
            self.save_as(&path);
            return;
        }
        let Some(made) = self.made.as_mut() else {
            return;
        };
        let mut chosen = None;
        // The page with where it goes and the buttons beside it, so they stay in sight
        // above the list below.
        ui.horizontal_top(|ui| {
            super::print_preview::page_ui(ui, &made.first_page, PREVIEW_WIDTH)
                .on_hover_text(view.text("print-preview-hover"));
            ui.vertical(|ui| {
                let label = ui.label(view.text("print-save-folder"));
                ui.add(
                    egui::TextEdit::singleline(&mut made.folder)
                        .hint_text(view.text("print-save-folder-default"))
                        .desired_width(PREVIEW_WIDTH),
                )
                .labelled_by(label.id);
                let label = ui.label(view.text("print-save-name"));
                ui.add(
                    egui::TextEdit::singleline(&mut made.file_name).desired_width(PREVIEW_WIDTH),
                )
                .labelled_by(label.id);
                ui.add_space(8.0);
                ui.add_enabled_ui(!self.dialog.is_open(), |ui| {
                    ui.horizontal(|ui| {
                        if ui.button(view.text("print-save")).clicked() {
                            chosen = Some(Destination::Typed);
                        }
                        if super::platform::SaveDialog::AVAILABLE
                            && ui
                                .button(view.text("print-save-as"))
                                .on_hover_text(view.text("print-save-as-hover"))
                                .clicked()
                        {
                            chosen = Some(Destination::Dialog);
                        }
                        if ui.button(view.text("print-cancel")).clicked() {
                            chosen = Some(Destination::None);
                        }
                    });
                });
                if self.dialog.is_open() {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(view.text("print-save-as-open"));
                    });
                }
            });
        });
        match chosen {
            Some(Destination::Typed) => self.save(),
            Some(Destination::Dialog) => {
                let folder = made.folder();
                let name = made.file_name();
                self.dialog.open(
                    ui.ctx(),
                    &view.text("print-save-as"),
                    folder.as_deref(),
                    &name,
                );
            }
            Some(Destination::None) => self.cancel(),
            None => {}
        }
    }
}

/// Where the teacher asked the sheet made to go.
#[cfg(feature = "print")]
enum Destination {
    /// The folder and name typed under the preview.
    Typed,
    /// A place chosen in the system's "Save as" dialog.
    Dialog,
    /// Nowhere: the sheet is dropped.
    None,
}

/// Why the class server gave no sheet, for the teacher.
fn server_failure(failure: &Failure) -> Message {
    let reason = match failure {
        Failure::Unreachable => Message::new("print-server-unreachable"),
        // The server answers 400 for ids it does not have (a lesson from this device's own
        // folder, say).
        Failure::NotFound | Failure::Other(400) => Message::new("print-server-not-found"),
        Failure::Refused => Message::new("print-server-refused"),
        Failure::Busy { .. } => Message::new("print-server-busy"),
        Failure::Other(status) => {
            Message::new("print-server-other").number("status", i64::from(*status))
        }
    };
    Message::new("print-failed").message("reason", reason)
}

/// A Print button (teacher mode only) for `ask` (a playlist's name is looked up in
/// `playlists`), saved as `file_name`; greyed while a sheet is being made, so a second tap does
/// not start a second one. Nothing is drawn for a kind this build cannot print.
pub fn print_button(
    ui: &mut egui::Ui,
    view: &View,
    playlists: &Playlists,
    ask: SheetAsk,
    file_name: &str,
    job: &mut PrintJob,
) {
    if !view.settings.teacher_mode || !ask.available() {
        return;
    }
    let (label, hover) = ask.label();
    let pressed = ui
        .add_enabled(!job.is_preparing(), egui::Button::new(view.text(label)))
        .on_hover_text(view.text(hover))
        .clicked();
    if !pressed {
        return;
    }
    let folder = view.settings.print_folder.clone();
    #[cfg(feature = "print")]
    {
        // Joined to a class server: each page's QR code opens the same exercises there.
        let server = view.class_server.map(|server| server.base.clone());
        let sheet = match ask {
            SheetAsk::Guide(lesson) => Sheet::Guide(lesson),
            SheetAsk::Lesson(id) => worksheet(Selection::Lesson(id), server),
            SheetAsk::Puzzles(ids) => worksheet(Selection::Puzzles(ids), server),
            SheetAsk::Playlist(name) => worksheet(Selection::Playlist(name), server),
        };
        let order = SheetOrder {
            library: view.class.library(),
            playlists: playlists.clone(),
            sheet,
            locale: view.tr.locale(),
            file_name: file_name.to_owned(),
            folder,
        };
        job.start(ui.ctx(), order);
    }
    #[cfg(not(feature = "print"))]
    {
        let _ = playlists;
        let asked = view
            .class_server
            .and_then(|server| Some((worksheet_url(server, &ask, view.tr.locale())?, server)));
        match asked {
            Some((url, server)) => job.fetch(ui.ctx(), url, &server.token, file_name, folder),
            None => job.said = Some(Message::new("print-needs-server")),
        }
    }
}

/// A worksheet of `selection` with its key, as the app prints it (with a QR code of the
/// class server at `server`, if any).
#[cfg(feature = "print")]
fn worksheet(selection: Selection, server: Option<String>) -> Sheet {
    Sheet::Worksheet(WorksheetRequest {
        selection,
        answers: true,
        paper: Paper::A4,
        per_page: DEFAULT_PER_PAGE,
        mirror: false,
        server,
        seed: 0,
    })
}
