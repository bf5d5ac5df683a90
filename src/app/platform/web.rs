//! The browser side (wasm32): WebAudio, downloads and the file picker, the page's canvas, the
//! Chinese font fetched as its own file, and the end-to-end test hook.
//!
//! The browser gives the page one thread. Background work runs on the frame after it was
//! asked for, so the frame that asked (a board, a "thinking" line) is painted first; a stepped
//! job runs a few milliseconds of steps per frame.

use super::Poll;
use crate::app::ClassroomApp;
use crate::app::sound::{Cue, SAMPLE_RATE, samples};
use crate::content::class_library::ClassFolder;
use crate::i18n::Locale;
use crate::progress::ProgressStore;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

pub use web_time::Instant;

use super::web_storage::BrowserStorage;

/// The id of the canvas in `web/index.html` the app draws on.
const CANVAS_ID: &str = "qi-canvas";

/// Where the page finds the whole Chinese font (beside `index.html`).
const CJK_FONT_URL: &str = "fonts/NotoSansCJKsc-subset.otf";

/// The characters of the built-in lessons, puzzles and the three locales, cut from the
/// Chinese font by `scripts/make-web-font-subset.sh`: Chinese is readable in the first frame,
/// before the whole font has arrived.
const FIRST_CJK_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKsc-web-first.otf"
));

/// The URL parameter that turns on the end-to-end test hook (`?e2e=1`).
pub const E2E_PARAMETER: &str = "e2e";

/// The small cut of the Chinese font built into the wasm file.
pub fn embedded_cjk_font() -> (&'static str, &'static [u8]) {
    ("noto-sans-cjk-sc-web-first", FIRST_CJK_FONT)
}

/// Puts the page in full screen (the projector) or back, through the browser's Fullscreen
/// API; the browser allows it in answer to the teacher's tap, and says no quietly otherwise
/// (the app then fills the browser window, which is the next best thing).
pub fn set_full_screen(_ctx: &egui::Context, on: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if on {
        if let Some(element) = document.document_element() {
            let _ = element.request_fullscreen();
        }
    } else if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// The first of the browser's languages that is one of ours (`navigator.languages`), else
/// the browser's first.
pub fn system_locale() -> Locale {
    let Some(window) = web_sys::window() else {
        return Locale::En;
    };
    let languages: Vec<String> = window
        .navigator()
        .languages()
        .iter()
        .filter_map(|language| language.as_string())
        .collect();
    languages
        .iter()
        .find(|language| {
            let lower = language.to_ascii_lowercase();
            lower == "en" || lower.starts_with("en-") || lower.starts_with("zh")
        })
        .or(languages.first())
        .map_or(Locale::En, |language| Locale::negotiate(language))
}

pub fn unix_seconds() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

/// How long a frame spends on a stepped job: with egui's own drawing the frame's task stays
/// well under the browser's 50 ms "long task".
const STEPS_PER_FRAME: std::time::Duration = std::time::Duration::from_millis(15);

/// A job that runs when polled on a later frame than the one that started it: all at once, or
/// for a stepped job [`STEPS_PER_FRAME`] of steps per frame.
pub struct Background<T> {
    step: Option<Box<dyn FnMut() -> Option<T> + Send>>,
    ctx: egui::Context,
    started_in: u64,
}

impl<T: Send + 'static> Background<T> {
    pub fn start(
        _name: &str,
        ctx: &egui::Context,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        let mut job = Some(job);
        Background::stepped(_name, ctx, move || job.take().map(|job| job()))
    }

    pub fn stepped(
        _name: &str,
        ctx: &egui::Context,
        step: impl FnMut() -> Option<T> + Send + 'static,
    ) -> Self {
        ctx.request_repaint();
        Background {
            step: Some(Box::new(step)),
            ctx: ctx.clone(),
            started_in: ctx.cumulative_frame_nr(),
        }
    }

    pub fn poll(&mut self) -> Poll<T> {
        if self.ctx.cumulative_frame_nr() <= self.started_in {
            self.ctx.request_repaint();
            return Poll::Pending;
        }
        let Some(step) = self.step.as_mut() else {
            return Poll::Lost;
        };
        let began = Instant::now();
        loop {
            if let Some(answer) = step() {
                self.step = None;
                return Poll::Ready(answer);
            }
            if began.elapsed() >= STEPS_PER_FRAME {
                self.ctx.request_repaint();
                return Poll::Pending;
            }
        }
    }
}

thread_local! {
    /// The page's one audio context. Chromium takes 100–180 ms to make the first one (it starts
    /// the audio service), far too long inside the frame of a child's tap, so it is made soon
    /// after start ([`prepare_audio_soon`]) and shared.
    static AUDIO: RefCell<Option<web_sys::AudioContext>> = const { RefCell::new(None) };
}

/// The page's audio context, made now if it is not there yet; `None` without WebAudio.
fn audio_context() -> Option<web_sys::AudioContext> {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = web_sys::AudioContext::new().ok();
        }
        audio.clone()
    })
}

/// Makes the audio context half a second after start, when the first frame has been painted
/// and no child has tapped yet. Made before any tap, it starts suspended (the browsers' rule
/// for sound) and the first cue resumes it.
fn prepare_audio_soon() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let make = Closure::once_into_js(|| {
        let _ = audio_context();
    });
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(make.unchecked_ref(), 500);
}

/// Plays cues through WebAudio, on the page's one audio context (every cue follows a tap, so
/// the browser lets it sound).
#[derive(Debug, Default)]
pub struct Speaker {
    broken: bool,
}

impl Speaker {
    pub fn new() -> Self {
        Speaker::default()
    }

    /// Whether the browser has WebAudio.
    pub fn available(&self) -> bool {
        !self.broken
    }

    /// Plays `cue`; any failure just means silence.
    pub fn play(&mut self, cue: Cue) {
        if self.broken {
            return;
        }
        let Some(context) = audio_context() else {
            self.broken = true;
            return;
        };
        // A context made before the first tap is suspended until resumed after one.
        let _ = context.resume();
        let _ = play_samples(&context, &samples(cue));
    }
}

fn play_samples(context: &web_sys::AudioContext, samples: &[i16]) -> Result<(), JsValue> {
    let length = u32::try_from(samples.len()).unwrap_or(u32::MAX);
    let buffer = context.create_buffer(1, length.max(1), SAMPLE_RATE as f32)?;
    let channel: Vec<f32> = samples
        .iter()
        .map(|&sample| f32::from(sample) / f32::from(i16::MAX))
        .collect();
    buffer.copy_to_channel(&channel, 0)?;
    let source = context.create_buffer_source()?;
    source.set_buffer(Some(&buffer));
    source.connect_with_audio_node(&context.destination())?;
    source.start()?;
    Ok(())
}

/// Hands `bytes` to the browser as a download named after the last part of `path`; the
/// answer names the file.
pub fn save_export(path: &str, bytes: &[u8]) -> Result<String, String> {
    let name = path
        .rsplit(['/', '\\'])
        .next()
        .filter(|name| !name.is_empty())
        .unwrap_or("progress.csv")
        .to_owned();
    let lower = name.to_ascii_lowercase();
    let mime = if lower.ends_with(".json") {
        "application/json"
    } else if lower.ends_with(".pdf") {
        "application/pdf"
    } else {
        "text/csv"
    };
    download(&name, bytes, mime).map_err(describe)?;
    Ok(name)
}

/// Hands a printed sheet to the browser as a download named `name` (the browser, not the app,
/// decides the folder).
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's buttons save PDFs")
)]
pub fn save_pdf(
    _folder: Option<&std::path::Path>,
    name: &str,
    bytes: &[u8],
) -> Result<String, String> {
    download(name, bytes, "application/pdf").map_err(describe)?;
    Ok(name.to_owned())
}

/// In the browser a sheet "saved as" a path is a download of the path's file name.
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's buttons save PDFs")
)]
pub fn save_pdf_as(path: &std::path::Path, bytes: &[u8]) -> Result<String, String> {
    let name = path
        .file_name()
        .map_or_else(|| "sheet.pdf".into(), |name| name.to_string_lossy());
    save_pdf(None, &name, bytes)
}

/// The browser asks where downloads go itself: there is no "Save as" dialog to open.
#[derive(Debug, Default)]
#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's preview saves as")
)]
pub struct SaveDialog;

#[cfg_attr(
    not(feature = "print"),
    allow(dead_code, reason = "only the print feature's preview saves as")
)]
impl SaveDialog {
    /// The browser has none.
    pub const AVAILABLE: bool = false;

    /// Nothing to open in a browser.
    pub fn open(
        &mut self,
        _ctx: &egui::Context,
        _title: &str,
        _folder: Option<&std::path::Path>,
        _file_name: &str,
    ) {
    }

    /// Never open.
    pub fn is_open(&self) -> bool {
        false
    }

    /// Never an answer.
    pub fn take(&mut self) -> Option<Option<std::path::PathBuf>> {
        None
    }
}

fn download(name: &str, bytes: &[u8], mime: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// What a JavaScript error says, for a message shown to the teacher.
fn describe(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|error| String::from(error.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

/// A file a teacher picked.
#[derive(Debug, Clone)]
pub struct PickedFile {
    /// Its name (no folder).
    pub name: String,
    /// What it holds.
    pub bytes: Vec<u8>,
}

/// The browser's file picker for `.toml` lesson files or a `.zip` of a folder.
#[derive(Debug, Default)]
pub struct FilePicker {
    picked: Rc<RefCell<Option<Vec<PickedFile>>>>,
}

impl FilePicker {
    /// The browser has a picker.
    pub const AVAILABLE: bool = true;

    /// Opens the picker; the files arrive in [`FilePicker::take`] once read.
    pub fn open(&mut self, ctx: &egui::Context) {
        let _ = self.try_open(ctx);
    }

    fn try_open(&mut self, ctx: &egui::Context) -> Result<(), JsValue> {
        let document = web_sys::window()
            .and_then(|window| window.document())
            .ok_or("no document")?;
        let input: web_sys::HtmlInputElement = document.create_element("input")?.dyn_into()?;
        input.set_type("file");
        input.set_multiple(true);
        input.set_accept(".toml,.zip");
        let picked = Rc::clone(&self.picked);
        let ctx = ctx.clone();
        let for_change = input.clone();
        let on_change = Closure::once(move || {
            let Some(list) = for_change.files() else {
                return;
            };
            let files: Vec<web_sys::File> =
                (0..list.length()).filter_map(|i| list.get(i)).collect();
            wasm_bindgen_futures::spawn_local(async move {
                let mut read = Vec::new();
                for file in files {
                    if let Ok(buffer) = JsFuture::from(file.array_buffer()).await {
                        read.push(PickedFile {
                            name: file.name(),
                            bytes: js_sys::Uint8Array::new(&buffer).to_vec(),
                        });
                    }
                }
                *picked.borrow_mut() = Some(read);
                ctx.request_repaint();
            });
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
        input.click();
        Ok(())
    }

    /// The files picked since the last call.
    pub fn take(&mut self) -> Option<Vec<PickedFile>> {
        self.picked.borrow_mut().take()
    }
}

/// The value of the page's URL parameter `name` (`?lesson=…`), if given.
fn url_parameter(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|window| window.location().search().ok())
        .and_then(|search| web_sys::UrlSearchParams::new_with_str(&search).ok())
        .and_then(|params| params.get(name))
}

/// The classroom server that served this page (its origin, when it is http or https) and the
/// class code of a join link (`?join=ABC234`, what the projector's QR code opens).
pub fn class_link() -> Option<(String, Option<String>)> {
    let location = web_sys::window()?.location();
    let protocol = location.protocol().ok()?;
    if protocol != "http:" && protocol != "https:" {
        return None;
    }
    Some((location.origin().ok()?, url_parameter("join")))
}

/// Whether the page was opened with `?e2e=1` (the end-to-end test's hook).
pub fn e2e_enabled() -> bool {
    thread_local! {
        static ENABLED: bool = url_parameter(E2E_PARAMETER).is_some_and(|value| value == "1");
    }
    ENABLED.with(|enabled| *enabled)
}

/// Puts the test hook's report (JSON) where the test reads it: `window.__qiE2e`.
pub fn e2e_report(report: &str) {
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &"__qiE2e".into(), &report.into());
    }
}

/// Starts the app on the page's canvas; the whole Chinese font is fetched meanwhile and added
/// when it arrives. `folders` is empty in a browser (a teacher imports files instead).
pub fn run(folders: Vec<ClassFolder>) -> eframe::Result {
    let runner = eframe::WebRunner::new();
    wasm_bindgen_futures::spawn_local(async move {
        let Some(canvas) = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id(CANVAS_ID))
            .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            show_failure("the page has no canvas for the app");
            return;
        };
        prepare_webgl2_context(&canvas);
        let started = runner
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |creation| {
                    crate::app::install_fonts(&creation.egui_ctx);
                    fetch_full_font(creation.egui_ctx.clone());
                    let store = ProgressStore::open_documents(Box::new(BrowserStorage));
                    let class = ClassroomApp::load_class(&store);
                    let mut app = ClassroomApp::with_class(store, system_locale(), class);
                    app.use_folders_for_this_run(folders);
                    // The child sees the computer "think" a moment before its move appears.
                    app.set_thinking_pause(true);
                    // `?lesson=ID` or `?puzzle=ID` starts there (demos, measurements), as
                    // QI_CLASSROOM_OPEN_LESSON does natively; an unknown id leaves the home screen.
                    if let Some(id) = url_parameter("lesson") {
                        let _ = app.open_lesson(&id);
                    }
                    if let Some(id) = url_parameter("puzzle") {
                        let _ = app.open_puzzle(&id);
                    }
                    // A printed sheet's QR code: `?puzzles=a,b,…` opens its first puzzle
                    // this app has (a sheet may name a teacher's puzzle the class lacks), and
                    // "next" goes through the sheet's others.
                    if let Some(ids) = url_parameter("puzzles") {
                        let _ = app.open_puzzle_sheet(super::sheet_puzzle_ids(&ids));
                    }
                    Ok(Box::new(app))
                }),
            )
            .await;
        match started {
            Ok(()) => {
                hide_loading();
                call_page("qiStarted", &JsValue::NULL);
                prepare_audio_soon();
            }
            Err(error) => show_failure(&describe(error)),
        }
    });
    Ok(())
}

/// Makes the canvas's WebGL2 context without multisampling before eframe asks for one (it then
/// gets this same context). egui smooths its own edges, so multisampling only adds work: a
/// quarter of the pixels to fill where WebGL runs in software (SwiftShader) or on a weak GPU.
fn prepare_webgl2_context(canvas: &web_sys::HtmlCanvasElement) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"antialias".into(), &false.into());
    let _ = canvas.get_context_with_context_options("webgl2", &options);
}

/// Fetches the whole Chinese font and adds it when it arrives (the built-in cut stays a
/// fallback, so nothing changes if the fetch fails).
fn fetch_full_font(ctx: egui::Context) {
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(bytes) = fetch_bytes(CJK_FONT_URL).await {
            crate::app::add_cjk_font(&ctx, "noto-sans-cjk-sc-subset", bytes);
        }
    });
}

async fn fetch_bytes(url: &str) -> Result<Vec<u8>, JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()).into());
    }
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Hides the page's "loading" line once the app runs.
fn hide_loading() {
    if let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("qi-loading"))
    {
        element.remove();
    }
}

/// Tells the page the app could not start (`index.html` shows it in three languages).
fn show_failure(detail: &str) {
    call_page("qiShowFailure", &detail.into());
}

/// Calls the page's function `name` (defined in `web/index.html`) with `argument`, if any.
fn call_page(name: &str, argument: &JsValue) {
    if let Some(window) = web_sys::window()
        && let Ok(function) = js_sys::Reflect::get(&window, &name.into())
        && let Some(function) = function.dyn_ref::<js_sys::Function>()
    {
        let _ = function.call1(&JsValue::NULL, argument);
    }
}
