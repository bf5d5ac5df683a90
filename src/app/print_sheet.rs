//! The teacher's Print button: makes the PDF of a lesson's worksheet or a list of puzzles
//! (with its answer key) in the app's language, saves it and opens it (natively) or hands it
//! to the browser as a download, and says where it went.

use super::View;
use super::platform::save_pdf;
use crate::content::Library;
use crate::i18n::Message;
use crate::print::{DEFAULT_PER_PAGE, Paper, Selection, WorksheetRequest, worksheet_pdf};
use crate::progress::playlists::Playlists;

/// A Print button (teacher mode only); when pressed, prints `selection` (a playlist's name is
/// looked up in `playlists`) as `file_name` and answers what to tell the teacher.
pub fn print_button(
    ui: &mut egui::Ui,
    view: &View,
    library: &Library,
    playlists: &Playlists,
    selection: impl FnOnce() -> Selection,
    file_name: &str,
) -> Option<Message> {
    if !view.settings.teacher_mode {
        return None;
    }
    let pressed = ui
        .button(view.text("print-button"))
        .on_hover_text(view.text("print-button-hover"))
        .clicked();
    if !pressed {
        return None;
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
    Some(match worksheet_pdf(library, playlists, &request, view.tr) {
        Ok(bytes) => match save_pdf(file_name, &bytes) {
            Ok(path) => Message::new("print-saved").text("path", path),
            Err(reason) => Message::new("print-failed").text("reason", reason),
        },
        Err(error) => Message::new("print-failed").text("reason", view.tr.render(&error.message())),
    })
}
