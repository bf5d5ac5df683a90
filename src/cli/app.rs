//! `qi-classroom app [--lessons DIR ...]`: opens the classroom app, with the teacher's own lesson
//! folders in class for this run; their diagnostics are printed first, in the `check` form.

use crate::content::class_library::ClassFolder;
use crate::content::render::render_report;
use crate::i18n::{Locale, Localizer, Message};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `app`.
#[derive(Debug, Default, Args)]
pub struct AppArgs {
    /// A folder (or file) of your own lessons and puzzles to use in class for this run; may be
    /// given more than once.
    ///
    /// They join the built-in lessons and the folders remembered by "Use in class" (Author
    /// mode). A lesson or puzzle with the id of a built-in one replaces it; files with errors
    /// are skipped, and every diagnostic is printed to stderr as `check` prints it.
    #[arg(long = "lessons", value_name = "DIR")]
    pub lessons: Vec<PathBuf>,
}

/// Reads every folder named by `--lessons` (made absolute, so the app shows where they are).
pub fn load_folders(paths: &[PathBuf]) -> Vec<ClassFolder> {
    paths
        .iter()
        .map(|path| ClassFolder::load(std::path::absolute(path).unwrap_or_else(|_| path.clone())))
        .collect()
}

/// What `app --lessons` prints to stderr: each folder's diagnostics and summary as `check`
/// prints them (file:line:column, the line quoted), then each file skipped for its errors.
pub fn report(folders: &[ClassFolder], localizer: &Localizer) -> String {
    let mut out = String::new();
    for folder in folders {
        out.push_str(&render_report(&folder.library, false, localizer));
        for file in folder.files_with_errors() {
            let message = Message::new("app-class-skipped-file").text("file", file);
            out.push_str(&localizer.render(&message));
            out.push('\n');
        }
    }
    out
}

/// Runs `app`: prints the folders' diagnostics, then opens the window (whatever they say).
pub fn run(args: AppArgs) -> ExitCode {
    let folders = load_folders(&args.lessons);
    if !folders.is_empty() {
        eprint!(
            "{}",
            report(&folders, &Localizer::new(Locale::from_environment()))
        );
    }
    open_window(folders)
}

#[cfg(feature = "app")]
fn open_window(folders: Vec<ClassFolder>) -> ExitCode {
    match crate::app::run(folders) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "app"))]
fn open_window(_folders: Vec<ClassFolder>) -> ExitCode {
    eprintln!("error: this build has no app (built without the `app` feature); see --help");
    ExitCode::FAILURE
}
