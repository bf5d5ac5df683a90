//! Printed sheets as PDF: worksheets of lesson steps or puzzles with their answer keys,
//! certificates and star charts, the teacher's guide and the term plan — in the chosen
//! language, boards drawn once as vectors in the app's look, fonts embedded and subset.
//! The CLI (`qi-classroom print …`), the classroom server and the app all call here.

pub mod certificate;
pub mod diagram_jungle;
pub mod diagram_renju;
pub mod exercise;
pub mod flow;
pub mod fonts;
pub mod guide;
pub mod layout;
pub mod mirror;
pub mod pdf;
pub mod qr;
pub mod scene;
pub mod select;
pub mod svg;
pub mod text;
pub mod worksheet;

pub use layout::Paper;
pub use select::{Selection, choose};

use crate::content::Library;
use crate::i18n::{Localizer, Message};
use crate::progress::playlists::Playlists;
use exercise::{Exercise, puzzle_exercise, step_exercise};
use mirror::Symmetry;
use pdf::{PdfError, write_pdf};
use select::Item;
use worksheet::{SheetStyle, worksheet_pages};

/// The most exercises one page may hold.
pub const MAX_PER_PAGE: usize = 12;
/// Exercises per page when the teacher does not say.
pub const DEFAULT_PER_PAGE: usize = 6;
/// The most certificates one PDF may hold.
pub const MAX_CERTIFICATES: usize = 200;

/// Why a sheet could not be printed; each has a sentence in every language ([`PrintError::message`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrintError {
    /// No lesson has this id.
    UnknownLesson(String),
    /// No puzzle has this id.
    UnknownPuzzle(String),
    /// No saved playlist has this name.
    UnknownPlaylist(String),
    /// No profile has this name.
    UnknownProfile(String),
    /// The filter has no terms.
    EmptyFilter,
    /// A filter term is not `game|theme|difficulty|made-by=value` with a known value.
    BadFilter(String),
    /// No puzzle matches the filter.
    NothingMatches(String),
    /// The request has more exercises than a sheet may hold.
    TooManyExercises(usize),
    /// The request has no exercise at all.
    NoExercises,
    /// `--per-page` outside 1 ..= [`MAX_PER_PAGE`].
    BadPerPage(usize),
    /// The lesson has no teacher's guide.
    NoGuide(String),
    /// More certificates than [`MAX_CERTIFICATES`].
    TooManyCertificates(usize),
    /// The PDF could not be written.
    Pdf(String),
}

impl PrintError {
    /// The error as a message in the reader's language.
    pub fn message(&self) -> Message {
        let with = |id: &str, name: &str, value: &str| {
            Message::new(id).text(name, value.chars().take(200).collect::<String>())
        };
        match self {
            PrintError::UnknownLesson(id) => with("print-error-unknown-lesson", "id", id),
            PrintError::UnknownPuzzle(id) => with("print-error-unknown-puzzle", "id", id),
            PrintError::UnknownPlaylist(name) => with("print-error-unknown-playlist", "name", name),
            PrintError::UnknownProfile(name) => with("print-error-unknown-profile", "name", name),
            PrintError::EmptyFilter => Message::new("print-error-empty-filter"),
            PrintError::BadFilter(term) => with("print-error-bad-filter", "term", term),
            PrintError::NothingMatches(filter) => {
                with("print-error-nothing-matches", "filter", filter)
            }
            PrintError::TooManyExercises(count) => Message::new("print-error-too-many")
                .number("count", *count as i64)
                .number("max", select::MAX_EXERCISES as i64),
            PrintError::NoExercises => Message::new("print-error-no-exercises"),
            PrintError::BadPerPage(count) => Message::new("print-error-per-page")
                .number("count", *count as i64)
                .number("max", MAX_PER_PAGE as i64),
            PrintError::NoGuide(id) => with("print-error-no-guide", "id", id),
            PrintError::TooManyCertificates(count) => {
                Message::new("print-error-too-many-certificates")
                    .number("count", *count as i64)
                    .number("max", MAX_CERTIFICATES as i64)
            }
            PrintError::Pdf(why) => with("print-error-pdf", "reason", why),
        }
    }
}

impl From<PdfError> for PrintError {
    fn from(error: PdfError) -> Self {
        PrintError::Pdf(format!("{error:?}"))
    }
}

/// What a worksheet request says besides its exercises.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorksheetRequest {
    /// The exercises.
    pub selection: Selection,
    /// Whether the answer key follows.
    pub answers: bool,
    /// The paper.
    pub paper: Paper,
    /// Exercises per page (1 ..= [`MAX_PER_PAGE`]).
    pub per_page: usize,
    /// Whether the boards are turned (left–right for Jungle, a symmetry for Renju).
    pub mirror: bool,
    /// The class server's address (`http://…:port`), for the QR code.
    pub server: Option<String>,
    /// Picks the Renju symmetry when mirrored (any number; the same number, the same sheet).
    pub seed: u64,
}

/// Builds a worksheet's exercises in the chosen language.
pub fn worksheet_exercises(
    items: &[Item<'_>],
    tr: &Localizer,
    mirror: bool,
    seed: u64,
) -> Vec<Exercise> {
    items
        .iter()
        .enumerate()
        .map(|(index, item)| {
            let game = match item {
                Item::Step(lesson, _) => *lesson.game.get_ref(),
                Item::Puzzle(puzzle) => *puzzle.game.get_ref(),
            };
            let turn = match (mirror, game) {
                (false, _) => Symmetry::NONE,
                (true, crate::content::Game::Jungle) => Symmetry::LEFT_RIGHT,
                // One of the seven symmetries that change the board, varying along the sheet.
                (true, crate::content::Game::Renju) => {
                    Symmetry(((seed + index as u64) % 7 + 1) as u8)
                }
            };
            match item {
                Item::Step(lesson, step) => match lesson.steps.get(*step) {
                    Some(s) => step_exercise(lesson, s, *step + 1, tr, turn),
                    None => exercise::Exercise {
                        title: String::new(),
                        instruction: String::new(),
                        board: None,
                        key_board: None,
                        key_lines: Vec::new(),
                    },
                },
                Item::Puzzle(puzzle) => puzzle_exercise(puzzle, tr, turn),
            }
        })
        .collect()
}

/// A worksheet (and its key) as PDF bytes.
pub fn worksheet_pdf(
    library: &Library,
    playlists: &Playlists,
    request: &WorksheetRequest,
    tr: &Localizer,
) -> Result<Vec<u8>, PrintError> {
    Ok(worksheet_printed(library, playlists, request, tr)?.pdf)
}

/// A sheet as PDF bytes with its first page's drawing (the app's preview of it).
#[derive(Debug, Clone)]
pub struct Printed {
    /// The PDF file.
    pub pdf: Vec<u8>,
    /// The first page as drawn.
    pub first_page: scene::Scene,
}

/// `pages` as a PDF titled `title`, with the first page kept for a preview.
fn printed(pages: Vec<scene::Scene>, title: &str) -> Result<Printed, PrintError> {
    let pdf = write_pdf(&pages, title)?;
    let first_page = pages.into_iter().next().unwrap_or_default();
    Ok(Printed { pdf, first_page })
}

/// A worksheet (and its key) as PDF bytes and its first page.
pub fn worksheet_printed(
    library: &Library,
    playlists: &Playlists,
    request: &WorksheetRequest,
    tr: &Localizer,
) -> Result<Printed, PrintError> {
    if !(1..=MAX_PER_PAGE).contains(&request.per_page) {
        return Err(PrintError::BadPerPage(request.per_page));
    }
    let chosen = choose(library, &request.selection, playlists)?;
    let title = match (&request.selection, &chosen.title) {
        (Selection::Lesson(id), _) => library
            .lesson(id)
            .map_or(id.clone(), |l| l.title.get(tr.locale()).to_string()),
        (_, Some(name)) => name.clone(),
        (_, None) => tr.text("print-puzzles-title"),
    };
    let exercises = worksheet_exercises(&chosen.items, tr, request.mirror, request.seed);
    let qr_text = match (&request.server, chosen.query.is_empty()) {
        (Some(server), false) => Some(format!(
            "{}/?{}",
            server.trim_end_matches('/'),
            chosen.query
        )),
        _ => None,
    };
    let style = SheetStyle {
        paper: request.paper,
        per_page: request.per_page,
        answers: request.answers,
        qr_text,
    };
    let pages = worksheet_pages(&title, &exercises, &style, tr);
    printed(pages, &title)
}

/// Certificates, one page each, as PDF bytes.
pub fn certificates_pdf(
    children: &[certificate::CertificateData],
    paper: Paper,
    tr: &Localizer,
) -> Result<Vec<u8>, PrintError> {
    if children.is_empty() {
        return Err(PrintError::NoExercises);
    }
    if children.len() > MAX_CERTIFICATES {
        return Err(PrintError::TooManyCertificates(children.len()));
    }
    let pages: Vec<_> = children
        .iter()
        .map(|child| certificate::certificate_page(child, paper, tr))
        .collect();
    Ok(write_pdf(&pages, &tr.text("print-certificate-title"))?)
}

/// A lesson's teacher's guide as PDF bytes.
pub fn guide_pdf(
    library: &Library,
    lesson_id: &str,
    paper: Paper,
    tr: &Localizer,
) -> Result<Vec<u8>, PrintError> {
    Ok(guide_printed(library, lesson_id, paper, tr)?.pdf)
}

/// A lesson's teacher's guide as PDF bytes and its first page.
pub fn guide_printed(
    library: &Library,
    lesson_id: &str,
    paper: Paper,
    tr: &Localizer,
) -> Result<Printed, PrintError> {
    let lesson = library
        .lesson(lesson_id)
        .ok_or_else(|| PrintError::UnknownLesson(lesson_id.to_string()))?;
    let pages = guide::guide_pages(lesson, library, paper, tr)
        .ok_or_else(|| PrintError::NoGuide(lesson_id.to_string()))?;
    printed(pages, lesson.title.get(tr.locale()))
}

/// The term plan as PDF bytes.
pub fn term_pdf(library: &Library, paper: Paper, tr: &Localizer) -> Result<Vec<u8>, PrintError> {
    let pages = guide::term_pages(library, paper, tr);
    Ok(write_pdf(&pages, &tr.text("print-term-title"))?)
}
