//! The system's own "Save as" dialog for a printed sheet (Windows' and macOS' file dialogs,
//! the XDG desktop portal on Linux, with zenity behind it), asked without stopping the window.
//!
//! rfd's advice is followed: the dialog is made on the UI thread (macOS wants its panel built
//! there) and waited for on a thread of its own, which wakes the window when the teacher has
//! chosen.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// One "Save as" at a time, from opening until the teacher chose a file or closed it.
#[derive(Debug, Default)]
pub struct SaveDialog {
    waiting: Option<Receiver<Option<PathBuf>>>,
}

impl SaveDialog {
    /// Whether this platform has a dialog of its own (natively it has; where the desktop offers
    /// none, the dialog closes at once and the typed folder stays the way to save).
    pub const AVAILABLE: bool = true;

    /// Opens the dialog in `folder` (none: where sheets go by default) with `file_name` proposed, for PDF files.
    pub fn open(
        &mut self,
        ctx: &egui::Context,
        title: &str,
        folder: Option<&Path>,
        file_name: &str,
    ) {
        let mut dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .set_file_name(file_name)
            .add_filter("PDF", &["pdf"]);
        let folder = folder.map_or_else(super::native::default_pdf_folder, Path::to_path_buf);
        if folder.is_dir() {
            dialog = dialog.set_directory(folder);
        }
        let chosen = dialog.save_file();
        let (answer, waiting) = channel();
        let waker = ctx.clone();
        let started = std::thread::Builder::new()
            .name("save-dialog".to_owned())
            .spawn(move || {
                let path = pollster::block_on(chosen).map(|handle| handle.path().to_path_buf());
                let _ = answer.send(path);
                waker.request_repaint();
            });
        // No thread, no dialog: the typed folder is still there to save in.
        self.waiting = started.ok().map(|_| waiting);
    }

    /// Whether the dialog is open.
    pub fn is_open(&self) -> bool {
        self.waiting.is_some()
    }

    /// The dialog's answer once it closed: `Some(Some(path))` chosen, `Some(None)` closed
    /// without choosing; `None` while it is still open (or none was opened).
    pub fn take(&mut self) -> Option<Option<PathBuf>> {
        let answer = match self.waiting.as_ref()?.try_recv() {
            Ok(path) => Some(path),
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => Some(None),
        };
        self.waiting = None;
        answer
    }
}
