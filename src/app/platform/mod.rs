//! The only place where the native app and the web app (wasm32, in a browser) differ. Screens
//! call what is here and never ask which one they run in:
//!
//! - **storage**: progress and settings in the platform's data folder natively, in the
//!   browser's `localStorage` on the web (the same JSON documents, see
//!   [`crate::progress::DocumentStore`]);
//! - **time**: [`Instant`] and [`unix_seconds`] (a wasm32 `std::time::Instant` panics);
//! - **background work**: [`Background`] runs a job on a thread natively; in the browser, which
//!   has no threads, it runs on the frame after it was asked for, once that frame (the board,
//!   a "thinking" line) has been painted; a job made of short steps ([`Background::stepped`])
//!   runs there a few milliseconds per frame, so the page never stops for long;
//! - **sound**: [`Speaker`] hands the synthesised cues to the system's player or to WebAudio;
//! - **speech**: [`Voice`] says instructions, hints and verdicts aloud through the system's
//!   speech service or the browser's `speechSynthesis`;
//! - **files**: [`save_export`] writes a CSV file or hands it to the browser as a download;
//!   [`save_pdf`] saves a printed sheet and opens it, or downloads it in the browser;
//!   `SaveDialog` is the system's own "Save as" for it (none in a browser);
//!   [`FilePicker`] lets a teacher pick lesson files in the browser;
//! - **fonts**: the Chinese font is built into the native binary; the web page fetches it as a
//!   file of its own after the first frame ([`embedded_cjk_font`]);
//! - **full screen**: [`set_full_screen`] for the projector (the window, or the page);
//! - **start-up**: [`run`] opens the window or starts the app on the page's canvas.
//!
//! All `cfg(target_arch = "wasm32")` of the app lives in this module.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
use native as imp;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
use web as imp;
#[cfg(all(not(target_arch = "wasm32"), feature = "print"))]
mod save_dialog_native;
#[cfg(all(not(target_arch = "wasm32"), feature = "print"))]
pub use save_dialog_native::SaveDialog;
#[cfg(all(target_arch = "wasm32", feature = "print"))]
pub use web::SaveDialog;
#[cfg(not(target_arch = "wasm32"))]
mod voice_native;
#[cfg(target_arch = "wasm32")]
mod web_storage;
#[cfg(not(target_arch = "wasm32"))]
pub use voice_native::Voice;
#[cfg(target_arch = "wasm32")]
mod voice_web;
#[cfg(target_arch = "wasm32")]
pub use voice_web::Voice;

#[cfg_attr(
    not(feature = "print"),
    allow(unused_imports, reason = "save_pdf serves the print feature")
)]
pub use imp::{
    FilePicker, Instant, PickedFile, Speaker, embedded_cjk_font, run, save_export, save_pdf,
    save_pdf_as, set_full_screen, system_locale,
};

#[cfg(target_arch = "wasm32")]
pub use web::{E2E_PARAMETER, e2e_enabled, e2e_report};

#[cfg(target_arch = "wasm32")]
pub use web::class_link;

/// Natively no page was served by a classroom server: the adult types its address.
#[cfg(not(target_arch = "wasm32"))]
pub fn class_link() -> Option<(String, Option<String>)> {
    None
}

/// No test hook natively (the kittests read the app's state directly).
#[cfg(not(target_arch = "wasm32"))]
pub fn e2e_enabled() -> bool {
    false
}

/// The puzzle ids of a printed sheet's link (`?puzzles=a,b,…`, as its QR code names them),
/// in order, blanks left out.
pub fn sheet_puzzle_ids(value: &str) -> impl Iterator<Item = &str> {
    value.split(',').map(str::trim).filter(|id| !id.is_empty())
}

/// Whether the app saves files in folders a teacher types (natively), rather than handing
/// them to the browser as downloads.
pub fn saves_in_folders() -> bool {
    cfg!(not(target_arch = "wasm32"))
}

/// Nothing to report to natively.
#[cfg(not(target_arch = "wasm32"))]
pub fn e2e_report(_report: &str) {}

/// Seconds since 1970, for the dates stored with a puzzle attempt.
pub fn unix_seconds() -> u64 {
    imp::unix_seconds()
}

/// What a [`Background`] job has come to.
#[derive(Debug)]
pub enum Poll<T> {
    /// Still working.
    Pending,
    /// The job's answer.
    Ready(T),
    /// The job ended without an answer (it panicked).
    Lost,
}

/// A job worked out away from the frame being drawn; `poll` it each frame.
pub struct Background<T> {
    inner: imp::Background<T>,
}

impl<T> std::fmt::Debug for Background<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Background")
    }
}

impl<T: Send + 'static> Background<T> {
    /// Starts `job`; `ctx` is asked for a new frame when the answer is there. `name` names the
    /// thread natively.
    pub fn start(
        name: &str,
        ctx: &egui::Context,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Self {
        Background {
            inner: imp::Background::start(name, ctx, job),
        }
    }

    /// Starts a job done in steps: `step` is called again and again until it gives the
    /// answer. Natively a thread calls it; in the browser each frame calls it for a few
    /// milliseconds (so no main-thread task grows long) and asks for the next frame. Each step
    /// should be short: a few milliseconds at most.
    pub fn stepped(
        name: &str,
        ctx: &egui::Context,
        step: impl FnMut() -> Option<T> + Send + 'static,
    ) -> Self {
        Background {
            inner: imp::Background::stepped(name, ctx, step),
        }
    }

    /// The answer once it is there (then it is handed over once; later polls say `Lost`).
    pub fn poll(&mut self) -> Poll<T> {
        self.inner.poll()
    }
}
