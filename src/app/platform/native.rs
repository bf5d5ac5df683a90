//! The native side: threads, files on disk, the system's sound player, the font built in.

use super::Poll;
use crate::app::ClassroomApp;
use crate::app::sound::{Cue, wav};
use crate::content::class_library::ClassFolder;
use crate::i18n::Locale;
use crate::progress::ProgressStore;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

pub use std::time::Instant;

/// Noto Sans CJK SC Regular cut down to common simplified and traditional characters
/// (SIL OFL 1.1; see `assets/fonts/`), built into the binary so Chinese renders on a machine
/// without a Chinese font.
const CJK_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKsc-subset.otf"
));

/// The Chinese font installed with the first frame: the whole cut-down font, built in.
pub fn embedded_cjk_font() -> (&'static str, &'static [u8]) {
    ("noto-sans-cjk-sc-subset", CJK_FONT)
}

/// Puts the window in full screen (the projector) or back.
pub fn set_full_screen(ctx: &egui::Context, on: bool) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(on));
}

/// The language the environment asks for.
pub fn system_locale() -> Locale {
    Locale::from_environment()
}

pub fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// A job on its own thread.
pub struct Background<T> {
    receiver: Option<Receiver<T>>,
    /// No thread could be had: the job waits here and runs when polled.
    here: Option<Box<dyn FnOnce() -> T + Send>>,
}

impl<T: Send + 'static> Background<T> {
    pub fn start(
        name: &str,
        ctx: &egui::Context,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        let (sender, receiver) = channel();
        let waker = ctx.clone();
        let job = std::sync::Arc::new(std::sync::Mutex::new(Some(job)));
        let for_thread = std::sync::Arc::clone(&job);
        let spawned = std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                let job = for_thread.lock().ok().and_then(|mut job| job.take());
                // Nobody listens when the screen has gone: no answer to deliver and no frame
                // to ask for then.
                if let Some(job) = job
                    && sender.send(job()).is_ok()
                {
                    waker.request_repaint();
                }
            });
        match spawned {
            Ok(_) => Background {
                receiver: Some(receiver),
                here: None,
            },
            // No thread to be had: the job runs when first polled (the screen waits, but works).
            Err(_) => {
                let job = job.lock().ok().and_then(|mut job| job.take());
                Background {
                    receiver: None,
                    here: job.map(|job| Box::new(job) as Box<dyn FnOnce() -> T + Send>),
                }
            }
        }
    }

    /// A thread calls `step` until it answers.
    pub fn stepped(
        name: &str,
        ctx: &egui::Context,
        mut step: impl FnMut() -> Option<T> + Send + 'static,
    ) -> Self {
        Background::start(name, ctx, move || {
            loop {
                if let Some(answer) = step() {
                    return answer;
                }
            }
        })
    }

    pub fn poll(&mut self) -> Poll<T> {
        if let Some(job) = self.here.take() {
            return Poll::Ready(job());
        }
        let Some(receiver) = &self.receiver else {
            return Poll::Lost;
        };
        match receiver.try_recv() {
            Ok(answer) => {
                self.receiver = None;
                Poll::Ready(answer)
            }
            Err(TryRecvError::Empty) => Poll::Pending,
            Err(TryRecvError::Disconnected) => {
                self.receiver = None;
                Poll::Lost
            }
        }
    }
}

/// Plays cues through the system's player: the WAV files are written once to a folder under
/// the temp directory.
#[derive(Debug)]
pub struct Speaker {
    folder: PathBuf,
    player: Option<&'static [&'static str]>,
    written: bool,
}

impl Speaker {
    /// Finds a player on this system.
    pub fn new() -> Self {
        Speaker {
            folder: std::env::temp_dir().join("qi-classroom-sounds"),
            player: find_player(),
            written: false,
        }
    }

    /// Whether this system has a player we know.
    pub fn available(&self) -> bool {
        self.player.is_some()
    }

    /// Plays `cue` in the background; any failure just means silence.
    pub fn play(&mut self, cue: Cue) {
        let Some(player) = self.player else {
            return;
        };
        if !self.written {
            self.written = write_files(&self.folder).is_ok();
            if !self.written {
                self.player = None;
                return;
            }
        }
        let Some((program, leading)) = player.split_first() else {
            return;
        };
        let file = self.folder.join(file_name(cue));
        let child = Command::new(program)
            .args(leading.iter())
            .arg(&file)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        if let Ok(mut child) = child {
            // Reap the player when it ends so no zombie processes pile up during a lesson.
            std::thread::spawn(move || child.wait());
        }
    }
}

fn file_name(cue: Cue) -> &'static str {
    match cue {
        Cue::Move => "move.wav",
        Cue::Right => "right.wav",
        Cue::Wrong => "wrong.wav",
        Cue::Solved => "solved.wav",
        Cue::Fanfare => "fanfare.wav",
    }
}

fn write_files(folder: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(folder)?;
    for cue in Cue::ALL {
        std::fs::write(folder.join(file_name(cue)), wav(cue))?;
    }
    Ok(())
}

/// The first known command-line WAV player on the `PATH`, with its leading arguments.
fn find_player() -> Option<&'static [&'static str]> {
    const PLAYERS: [&[&str]; 4] = [&["paplay"], &["pw-play"], &["aplay", "-q"], &["afplay"]];
    let path = std::env::var_os("PATH")?;
    PLAYERS
        .into_iter()
        .find(|player| std::env::split_paths(&path).any(|dir| dir.join(player[0]).is_file()))
}

/// Writes an export (the teacher's CSV) to `path`; the answer names where it went, or why not.
pub fn save_export(path: &str, bytes: &[u8]) -> Result<String, String> {
    std::fs::write(path, bytes)
        .map(|()| path.to_owned())
        .map_err(|error| error.to_string())
}

/// Saves a printed sheet as `name` in `folder`, the one the teacher chose (else the Downloads
/// folder, else Documents, else the home folder), and opens it with the system's PDF viewer;
/// the answer names where it went. Called on the print worker thread: writing a file and
/// starting a viewer never hold up a frame.
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's buttons save PDFs")
)]
pub fn save_pdf(
    folder: Option<&std::path::Path>,
    name: &str,
    bytes: &[u8],
) -> Result<String, String> {
    let folder = folder.map_or_else(default_pdf_folder, std::path::Path::to_path_buf);
    save_pdf_as(&folder.join(name), bytes)
}

/// Where printed sheets go when the teacher named no folder: Downloads, else Documents, else
/// the home folder.
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's buttons save PDFs")
)]
pub fn default_pdf_folder() -> PathBuf {
    let dirs = directories::UserDirs::new();
    dirs.as_ref()
        .and_then(|d| d.download_dir().or(d.document_dir()))
        .map(std::path::Path::to_path_buf)
        .or_else(|| dirs.as_ref().map(|d| d.home_dir().to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Saves a printed sheet at `path` (the teacher chose it in the system's dialog) and opens it
/// with the system's PDF viewer; says where it went or why not.
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's buttons save PDFs")
)]
pub fn save_pdf_as(path: &Path, bytes: &[u8]) -> Result<String, String> {
    std::fs::write(path, bytes).map_err(|error| error.to_string())?;
    let opener: &[&str] = if cfg!(target_os = "macos") {
        &["open"]
    } else if cfg!(target_os = "windows") {
        &["cmd", "/C", "start", ""]
    } else {
        &["xdg-open"]
    };
    // Opening is a courtesy: the file is saved whether a viewer starts or not.
    let _ = std::process::Command::new(opener[0])
        .args(&opener[1..])
        .arg(path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    Ok(path.display().to_string())
}

/// A file a teacher picked.
#[derive(Debug, Clone)]
pub struct PickedFile {
    /// Its name (no folder).
    pub name: String,
    /// What it holds.
    pub bytes: Vec<u8>,
}

/// Natively a teacher types a folder's path instead; there is no picker.
#[derive(Debug, Default)]
pub struct FilePicker;

impl FilePicker {
    /// Whether this platform has a picker (natively it has not: folders are typed).
    pub const AVAILABLE: bool = false;

    /// Opens the picker (nothing natively).
    pub fn open(&mut self, _ctx: &egui::Context) {}

    /// The files picked since the last call (never any natively).
    pub fn take(&mut self) -> Option<Vec<PickedFile>> {
        None
    }
}

/// Opens the classroom window with `folders` in class for this run and runs until it is
/// closed.
pub fn run(folders: Vec<ClassFolder>) -> eframe::Result {
    let started = Instant::now();
    // Loading the embedded library (about a third of the start-up time), the progress store
    // and the remembered class folders happens on a thread while eframe opens the window and
    // sets up OpenGL; the app is built from them when the window is ready.
    let loading = std::thread::spawn(|| {
        let store = ProgressStore::open_default();
        let class = ClassroomApp::load_class(&store);
        (store, class)
    });
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            // The program's name until the first frame sets the title in the learner's
            // language; eframe keeps the window hidden until that frame is painted.
            .with_title("qi-classroom")
            .with_inner_size(OPENING_SIZE)
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "qi-classroom",
        options,
        Box::new(move |creation| {
            let window_ready = started.elapsed();
            crate::app::install_fonts(&creation.egui_ctx);
            let (store, class) = loading
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            let mut app = ClassroomApp::with_class(store, system_locale(), class);
            app.use_folders_for_this_run(folders);
            // `QI_CLASSROOM_THINKING_PAUSE=0` shows the computer's moves at once.
            app.set_thinking_pause(
                std::env::var_os(crate::app::THINKING_PAUSE_VARIABLE).is_none_or(|v| v != "0"),
            );
            if let Ok(name) = std::env::var(crate::app::OPEN_SCREEN_VARIABLE) {
                // An unknown name just leaves the home screen.
                let _ = app.open_screen(&name);
            }
            if let Ok(id) = std::env::var(crate::app::OPEN_LESSON_VARIABLE) {
                // A lesson, else a puzzle of that id; an unknown id just leaves the home screen.
                if !app.open_lesson(&id) {
                    let _ = app.open_puzzle(&id);
                }
            }
            if std::env::var_os(crate::app::startup::STARTUP_TIME_VARIABLE).is_some() {
                let milestones = crate::app::startup::Milestones {
                    window_ready,
                    app_built: started.elapsed(),
                };
                return Ok(Box::new(crate::app::startup::StartupTimer::new(
                    FitToScreen::new(app),
                    started,
                    milestones,
                )));
            }
            Ok(Box::new(FitToScreen::new(app)))
        }),
    )
}

/// The size the window opens at before the screen's size is known.
const OPENING_SIZE: egui::Vec2 = egui::vec2(1024.0, 768.0);

/// Grows (or shrinks) the window to most of the screen once the screen's size is known, so a
/// 1920×1080 projector does not get a 1024×768 window and a small laptop screen is not
/// overflowed. A window already resized by the time the size is known is left as it is.
struct FitToScreen<A> {
    app: A,
    fitted: bool,
}

impl<A> FitToScreen<A> {
    fn new(app: A) -> Self {
        Self { app, fitted: false }
    }
}

/// The window for a screen of `monitor` points: nine tenths of it each way, centred, never
/// smaller than the window's minimum. `None` when the opening size already fits well.
pub(super) fn fitted_window(monitor: egui::Vec2) -> Option<egui::Rect> {
    let size = (monitor * 0.9).max(egui::vec2(640.0, 480.0)).round();
    if (size - OPENING_SIZE).abs().max_elem() < 1.0 {
        return None;
    }
    let left_top = ((monitor - size) / 2.0).max(egui::Vec2::ZERO).round();
    Some(egui::Rect::from_min_size(left_top.to_pos2(), size))
}

impl<A: eframe::App> eframe::App for FitToScreen<A> {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        if !self.fitted {
            let (monitor, inner) = ui.ctx().input(|input| {
                let viewport = input.viewport();
                (viewport.monitor_size, viewport.inner_rect)
            });
            if let Some(monitor) = monitor.filter(|m| m.x > 0.0 && m.y > 0.0) {
                self.fitted = true;
                let untouched =
                    inner.is_none_or(|r| (r.size() - OPENING_SIZE).abs().max_elem() < 1.0);
                if untouched && let Some(window) = fitted_window(monitor) {
                    let ctx = ui.ctx();
                    ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(window.size()));
                    ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(window.min));
                }
            }
        }
        self.app.ui(ui, frame);
    }
}

impl Default for Speaker {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod window_tests {
    use super::fitted_window;

    #[test]
    fn the_window_takes_most_of_a_large_screen_centred() {
        let window = fitted_window(egui::vec2(1920.0, 1080.0)).expect("a projector is larger");
        assert_eq!(window.size(), egui::vec2(1728.0, 972.0));
        assert_eq!(window.min, egui::pos2(96.0, 54.0));
    }

    #[test]
    fn a_small_screen_gets_a_smaller_window_but_not_below_the_minimum() {
        let laptop = fitted_window(egui::vec2(1024.0, 768.0)).expect("1024x768 is overflowed");
        assert!(laptop.width() < 1024.0 && laptop.height() < 768.0);
        let tiny = fitted_window(egui::vec2(600.0, 400.0)).expect("a tiny screen");
        assert_eq!(tiny.size(), egui::vec2(640.0, 480.0));
        assert_eq!(tiny.min, egui::Pos2::ZERO);
    }

    #[test]
    fn a_screen_the_opening_size_fits_leaves_the_window_alone() {
        assert_eq!(fitted_window(egui::vec2(1138.0, 853.0)), None);
    }
}
