//! `qi-classroom print worksheet|certificate|guide …`: printed sheets as PDF files (see
//! `src/print/`). Lessons and puzzles come from the built-in library (a lesson may also be
//! a file); profiles and playlists from this computer's classroom data.

use super::check::parse_lang;
use crate::content::Library;
use crate::i18n::{Locale, Localizer, Message};
use crate::print::certificate::{from_progress, today};
use crate::print::{Paper, PrintError, Selection, WorksheetRequest};
use crate::progress::ProgressStore;
use crate::progress::playlists::Playlists;
use clap::{ArgGroup, Args, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The sheets `print` makes.
#[derive(Debug, Subcommand)]
pub enum PrintCommand {
    /// A worksheet of a lesson's steps or of puzzles, optionally with its answer key.
    Worksheet(WorksheetArgs),
    /// A child's certificate and star chart from their progress on this computer.
    Certificate(CertificateArgs),
    /// A lesson's teacher's guide, or the term plan.
    Guide(GuideArgs),
}

/// Arguments of `print worksheet`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("exercises").required(true).args(["lesson", "puzzles", "filter", "playlist"])))]
pub struct WorksheetArgs {
    /// A lesson's id, or a lesson file.
    #[arg(long)]
    pub lesson: Option<String>,
    /// Puzzle ids, comma-separated.
    #[arg(long)]
    pub puzzles: Option<String>,
    /// Puzzles matching game=…,theme=…,difficulty=N or N-M,made-by=people|computer.
    #[arg(long)]
    pub filter: Option<String>,
    /// A playlist saved in the app (by its name).
    #[arg(long)]
    pub playlist: Option<String>,
    /// The language: en, zh-CN or zh-TW (default: from LC_ALL / LANG).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
    /// Add the answer key on pages of its own.
    #[arg(long)]
    pub answers: bool,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
    /// Exercises per page (1–12).
    #[arg(long, default_value_t = crate::print::DEFAULT_PER_PAGE)]
    pub per_page: usize,
    /// Turn the boards (left–right for Jungle, a symmetry for Renju) so neighbours don't copy.
    #[arg(long)]
    pub mirror: bool,
    /// The class server's address (http://host:port) for the QR code on each page.
    #[arg(long)]
    pub server: Option<String>,
    /// The PDF file to write.
    #[arg(long)]
    pub out: PathBuf,
}

/// Arguments of `print certificate`.
#[derive(Debug, Args)]
pub struct CertificateArgs {
    /// The child's name as in the app.
    #[arg(long)]
    pub profile: String,
    /// The language: en, zh-CN or zh-TW.
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
    /// The PDF file to write.
    #[arg(long)]
    pub out: PathBuf,
}

/// Arguments of `print guide`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("which").required(true).args(["lesson", "term"])))]
pub struct GuideArgs {
    /// The lesson's id.
    #[arg(long)]
    pub lesson: Option<String>,
    /// The term plan instead of one lesson's guide.
    #[arg(long)]
    pub term: bool,
    /// The language: en, zh-CN or zh-TW.
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
    /// The PDF file to write.
    #[arg(long)]
    pub out: PathBuf,
}

fn parse_paper(text: &str) -> Result<Paper, String> {
    Paper::parse(text).ok_or_else(|| format!("`{text}` is not a paper size (a4, letter)"))
}

/// Runs `print`.
pub fn run(command: PrintCommand) -> ExitCode {
    let (lang, out) = match &command {
        PrintCommand::Worksheet(a) => (a.lang, a.out.clone()),
        PrintCommand::Certificate(a) => (a.lang, a.out.clone()),
        PrintCommand::Guide(a) => (a.lang, a.out.clone()),
    };
    let tr = Localizer::new(lang.unwrap_or_else(Locale::from_environment));
    let made = match command {
        PrintCommand::Worksheet(args) => worksheet(args, &tr),
        PrintCommand::Certificate(args) => certificate(args, &tr),
        PrintCommand::Guide(args) => guide(args, &tr),
    };
    let bytes = match made {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("{}", tr.render(&error.message()));
            return ExitCode::FAILURE;
        }
    };
    let path = out.display().to_string();
    if let Err(error) = std::fs::write(&out, bytes) {
        eprintln!(
            "{}",
            tr.render(
                &Message::new("print-error-write")
                    .text("path", path)
                    .text("reason", error.to_string())
            )
        );
        return ExitCode::FAILURE;
    }
    println!(
        "{}",
        tr.render(&Message::new("print-written").text("path", path))
    );
    ExitCode::SUCCESS
}

/// The built-in lessons and puzzles, plus the lesson file named by `--lesson` if it is one.
fn library_with(lesson: Option<&str>) -> (Library, Option<String>) {
    let mut library = Library::load_embedded_trusted();
    let Some(name) = lesson else {
        return (library, None);
    };
    let path = Path::new(name);
    if !(name.ends_with(".toml") && path.is_file()) {
        return (library, Some(name.to_string()));
    }
    let file = Library::load_paths(&[path.to_path_buf()]);
    let id = file.lessons.first().map(|l| l.id.get_ref().clone());
    for lesson in file.lessons {
        library
            .lessons
            .retain(|l| l.id.get_ref() != lesson.id.get_ref());
        library.lessons.push(lesson);
    }
    (library, Some(id.unwrap_or_else(|| name.to_string())))
}

fn playlists() -> Playlists {
    ProgressStore::open_default().settings().playlists.clone()
}

fn worksheet(args: WorksheetArgs, tr: &Localizer) -> Result<Vec<u8>, PrintError> {
    let (library, lesson) = library_with(args.lesson.as_deref());
    let selection = if let Some(id) = lesson {
        Selection::Lesson(id)
    } else if let Some(ids) = &args.puzzles {
        Selection::Puzzles(crate::print::select::split_ids(ids))
    } else if let Some(filter) = &args.filter {
        Selection::Filter(filter.clone())
    } else {
        Selection::Playlist(args.playlist.clone().unwrap_or_default())
    };
    let lists = if matches!(selection, Selection::Playlist(_)) {
        playlists()
    } else {
        Playlists::default()
    };
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let request = WorksheetRequest {
        selection,
        answers: args.answers,
        paper: args.paper,
        per_page: args.per_page,
        mirror: args.mirror,
        server: args.server,
        seed,
    };
    crate::print::worksheet_pdf(&library, &lists, &request, tr)
}

fn certificate(args: CertificateArgs, tr: &Localizer) -> Result<Vec<u8>, PrintError> {
    let store = ProgressStore::open_default();
    let classroom = store.classroom();
    let profile = classroom
        .profiles
        .iter()
        .find(|p| p.name == args.profile)
        .ok_or_else(|| PrintError::UnknownProfile(args.profile.clone()))?;
    let library = Library::load_embedded_trusted();
    let data = from_progress(
        &profile.name,
        Some(profile.avatar),
        classroom.progress.get(&profile.id),
        &library,
        tr,
        &today(),
    );
    crate::print::certificates_pdf(&[data], args.paper, tr)
}

fn guide(args: GuideArgs, tr: &Localizer) -> Result<Vec<u8>, PrintError> {
    let library = Library::load_embedded_trusted();
    match args.lesson {
        Some(id) if !args.term => crate::print::guide_pdf(&library, &id, args.paper, tr),
        _ => crate::print::term_pdf(&library, args.paper, tr),
    }
}
