//! `qi-classroom generate jungle|renju --count N --out FILE.toml [--theme T] [--moves M]
//! [--seed S]`: a thin wrapper around [`crate::generate`] that leaves out the puzzles already
//! in `--shipped` (default `puzzles`; the output file itself excepted) and writes the file;
//! and `qi-classroom generate-retitle FILE…`, which re-derives the words of files already made
//! ([`crate::generate::retitle`]).

use crate::content::Library;
use crate::content::load::LoadOptions;
use crate::generate::{GameChoice, GenerateOptions, generate};
use crate::i18n::{Locale, Localizer, Message};
use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The game to generate for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Jungle (斗兽棋).
    Jungle,
    /// Renju (连珠).
    Renju,
}

/// A Jungle side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    /// Red (the bottom of the board).
    Red,
    /// Blue (the top).
    Blue,
}

/// Arguments of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The game.
    #[arg(value_enum)]
    pub game: GameArg,
    /// How many puzzles.
    #[arg(long, default_value_t = 10)]
    pub count: usize,
    /// The puzzle file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Only puzzles with this theme (Jungle: den, trap, river-jump, rat-blocks-jump,
    /// no-legal-move, capture-all, rat-vs-elephant, capture, swim, guard-den; Renju: vcf, vct,
    /// four-three, forbidden-trap, defend, win-in-3: a 三手胜, a win in exactly three own
    /// moves whose first move is no four; five, block-four, block-three: the youngest's
    /// freestyle first steps).
    #[arg(long)]
    pub theme: Option<String>,
    /// Exactly this many moves (Jungle 1–3; Renju: the VCF's length).
    #[arg(long)]
    pub moves: Option<u32>,
    /// The seed: the same seed gives the same file.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The most right first moves a puzzle may have.
    #[arg(long, default_value_t = 2)]
    pub max_right: usize,
    /// Jungle: the side the learner plays (default: Red wins, Blue defends; `--theme
    /// guard-den --side red`: Red guards its own den).
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    /// Stop after this many seconds with what was found (0: no limit).
    #[arg(long, default_value_t = 1800)]
    pub seconds: u64,
    /// Puzzle files or folders whose positions (and mirror images) to leave out.
    #[arg(long, default_values = ["puzzles"])]
    pub shipped: Vec<PathBuf>,
    /// The ids' prefix (default: `generated-<game>-s<seed>`).
    #[arg(long)]
    pub id_prefix: Option<String>,
    /// Jungle: keep at most this many one-move "eat the last animal" puzzles, one for each
    /// pair of eater and eaten animal; the others are left out and their numbers unused
    /// (`--count` counts them too, so the kept puzzles keep their ids).
    #[arg(long)]
    pub one_move_captures: Option<usize>,
}

fn same_file(a: &str, b: &Path) -> bool {
    let a = Path::new(a);
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// Runs `generate`: exit status 0 when the file holds every puzzle asked for.
pub fn run(args: GenerateArgs) -> ExitCode {
    let localizer = Localizer::new(Locale::from_environment());
    let game = match args.game {
        GameArg::Jungle => GameChoice::Jungle,
        GameArg::Renju => GameChoice::Renju,
    };
    let mut options = GenerateOptions::new(game, args.count, args.seed);
    options.theme = args.theme.clone();
    options.moves = args.moves;
    options.max_right = args.max_right.max(1);
    options.to_move = args.side.map(|side| match side {
        SideArg::Red => crate::rules::jungle::Side::Red,
        SideArg::Blue => crate::rules::jungle::Side::Blue,
    });
    options.one_move_captures = args.one_move_captures;
    options.time_limit = (args.seconds > 0).then(|| Duration::from_secs(args.seconds));
    if let Some(prefix) = &args.id_prefix {
        options.id_prefix.clone_from(prefix);
    }
    let mut command = format!(
        "qi-classroom generate {} --count {} --seed {}",
        game.word(),
        args.count,
        args.seed
    );
    if let Some(theme) = &args.theme {
        command.push_str(&format!(" --theme {theme}"));
    }
    if let Some(moves) = args.moves {
        command.push_str(&format!(" --moves {moves}"));
    }
    if let Some(side) = args.side {
        let side = if side == SideArg::Red { "red" } else { "blue" };
        command.push_str(&format!(" --side {side}"));
    }
    if args.id_prefix.is_some() {
        command.push_str(&format!(" --id-prefix {}", options.id_prefix));
    }
    if args.max_right != 2 {
        command.push_str(&format!(" --max-right {}", args.max_right));
    }
    if let Some(cap) = args.one_move_captures {
        command.push_str(&format!(" --one-move-captures {cap}"));
    }
    options.command = command;
    let shipped = Library::load_paths_with(&args.shipped, LoadOptions::TRUSTED);
    let others: Vec<_> = shipped
        .puzzles
        .into_iter()
        .filter(|p| !same_file(&p.file, &args.out))
        .collect();
    let started = Instant::now();
    let generated = match generate(&options, &others) {
        Ok(generated) => generated,
        Err(error) => {
            eprintln!("{}", localizer.render(&error.message()));
            return ExitCode::FAILURE;
        }
    };
    if let Err(error) = std::fs::write(&args.out, &generated.text) {
        let message = Message::new("generate-error-write")
            .text("path", args.out.display().to_string())
            .text("error", error.to_string());
        eprintln!("{}", localizer.render(&message));
        return ExitCode::FAILURE;
    }
    let report = Message::new("generate-report")
        .number("count", generated.puzzles as i64)
        .text("path", args.out.display().to_string())
        .number("tries", i64::try_from(generated.tries).unwrap_or(i64::MAX))
        .text("seconds", format!("{:.1}", started.elapsed().as_secs_f64()));
    println!("{}", localizer.render(&report));
    for (theme, count) in &generated.by_theme {
        let line = Message::new("generate-report-theme")
            .text("theme", theme.clone())
            .number("count", *count as i64);
        println!("  {}", localizer.render(&line));
    }
    if generated.ended_short {
        let message = Message::new("generate-ended-short").number("wanted", args.count as i64);
        eprintln!("{}", localizer.render(&message));
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Arguments of `generate-retitle`.
#[derive(Debug, Args)]
pub struct RetitleArgs {
    /// The generated puzzle files to rewrite in place.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Runs `generate-retitle`: each file rewritten with its themes, titles and hints re-derived
/// from its proven lines, and what changed reported per file.
pub fn run_retitle(args: RetitleArgs) -> ExitCode {
    let localizer = Localizer::new(Locale::from_environment());
    for path in &args.files {
        let io_error = |id: &str, error: std::io::Error| {
            let message = Message::new(id)
                .text("path", path.display().to_string())
                .text("error", error.to_string());
            eprintln!("{}", localizer.render(&message));
            ExitCode::FAILURE
        };
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => return io_error("generate-error-read", error),
        };
        let label = path.display().to_string();
        let done = crate::generate::retitle::retitle(&label, &text);
        if let Err(error) = std::fs::write(path, &done.text) {
            return io_error("generate-error-write", error);
        }
        let report = Message::new("generate-retitle-report")
            .text("path", label)
            .number("puzzles", done.puzzles as i64)
            .number("changed", done.changed as i64)
            .number("titles", done.titles as i64)
            .number("hints", done.hints as i64)
            .number("themes", done.themes as i64);
        println!("{}", localizer.render(&report));
    }
    ExitCode::SUCCESS
}
