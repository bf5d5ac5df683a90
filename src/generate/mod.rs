//! The puzzle generator (`qi-classroom generate`, issue #16): mines Jungle and Renju puzzles
//! from seeded random positions that look like real games, keeps those with a forced win (or a
//! forced defence) of the asked length and one or few right first moves, proves each exactly
//! as `check` does (the same loader with proving on; any finding at all rejects it), tags its
//! themes from the engine's winning line, rates its difficulty, and writes a puzzle file whose
//! titles, comments and hints come from Fluent in all three languages.
//!
//! Deterministic for a seed (when no time limit cuts the run short); mirror images (Jungle's
//! left–right mirror and red–blue swap, Renju's eight symmetries) are left out, also of the
//! puzzles passed in as already shipped. Every search has a node budget, every run a bound on
//! its tries and optionally a time limit. Engines only: builds with `--no-default-features`.

pub mod jungle;
pub mod rate;
pub mod renju;
pub mod retitle;
pub mod symmetry;
mod win_in;
pub use crate::solve::themes;
pub mod write;

use crate::content::Library;
use crate::content::puzzle::{Puzzle, PuzzlePosition};
use crate::i18n::Message;
use crate::rules::jungle::Position;
use crate::rules::renju::Point;
use crate::solve::seeded::SeededRandom;
use jungle::JungleKind;
use renju::RenjuWanted;
use std::collections::{BTreeMap, HashSet};
use std::time::{Duration, Instant};
use write::{Draft, Writer};

/// The most puzzles one run may ask for.
pub const MAX_COUNT: usize = 1000;
/// The most random positions tried per puzzle asked for, before the run gives up.
pub const TRIES_PER_PUZZLE: u64 = 20_000;
/// The longest Jungle puzzle (moves of the side to move).
pub const MAX_JUNGLE_MOVES: u32 = 3;

/// Which game to generate for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameChoice {
    /// Jungle (斗兽棋).
    Jungle,
    /// Renju (连珠).
    Renju,
}

impl GameChoice {
    /// The word used in puzzle files.
    pub fn word(self) -> &'static str {
        match self {
            GameChoice::Jungle => "jungle",
            GameChoice::Renju => "renju",
        }
    }
}

/// What one run generates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The game.
    pub game: GameChoice,
    /// How many puzzles (1 to [`MAX_COUNT`]).
    pub count: usize,
    /// Only puzzles with this theme tag (see [`themes::JUNGLE_THEMES`], [`themes::RENJU_THEMES`]).
    pub theme: Option<String>,
    /// Jungle: exactly this many moves (1–3); Renju: a VCF of exactly this many moves.
    pub moves: Option<u32>,
    /// The seed.
    pub seed: u64,
    /// The most right first moves a puzzle may have.
    pub max_right: usize,
    /// Jungle: the side the learner plays (None: Red wins, Blue defends); the board is the
    /// same puzzle turned round.
    pub to_move: Option<crate::rules::jungle::Side>,
    /// The ids are this prefix, a dash and a number.
    pub id_prefix: String,
    /// Stops the run early (with what it has) after this long; None: no clock is read.
    pub time_limit: Option<Duration>,
    /// The command line shown in the file's header comment.
    pub command: String,
    /// Jungle: keep at most this many one-move "eat the last animal" (`capture-all`) puzzles,
    /// and at most one for each pair of eater and eaten animal (the most varied); the others
    /// are left out with their numbers unused, so every kept puzzle has the id it has in the
    /// run without the cap (`count` counts the left-out ones too). None: no cap.
    pub one_move_captures: Option<usize>,
}

impl GenerateOptions {
    /// `count` puzzles of `game` from `seed`, any theme and length, at most two right moves.
    pub fn new(game: GameChoice, count: usize, seed: u64) -> GenerateOptions {
        GenerateOptions {
            game,
            count,
            theme: None,
            moves: None,
            seed,
            max_right: 2,
            to_move: None,
            id_prefix: format!("generated-{}-s{seed}", game.word()),
            time_limit: None,
            command: format!(
                "qi-classroom generate {} --count {count} --seed {seed}",
                game.word()
            ),
            one_move_captures: None,
        }
    }
}

/// Why a run could not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenerateError {
    /// The count is 0 or above [`MAX_COUNT`].
    Count(usize),
    /// The theme is not one this game's generator knows.
    Theme(String),
    /// The moves are outside what the generator can prove.
    Moves(u32),
    /// A side to move was asked of a game whose generator has none to choose (Renju).
    Side,
}

impl GenerateError {
    /// The error as a message to localize.
    pub fn message(&self) -> Message {
        match self {
            GenerateError::Count(count) => Message::new("generate-error-count")
                .number("count", i64::try_from(*count).unwrap_or(i64::MAX))
                .number("max", MAX_COUNT as i64),
            GenerateError::Theme(theme) => {
                Message::new("generate-error-theme").text("theme", theme.clone())
            }
            GenerateError::Moves(moves) => {
                Message::new("generate-error-moves").number("moves", i64::from(*moves))
            }
            GenerateError::Side => Message::new("generate-error-side"),
        }
    }
}

/// What a run made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle file's text.
    pub text: String,
    /// How many puzzles it holds.
    pub puzzles: usize,
    /// Random positions tried.
    pub tries: u64,
    /// Puzzles per main theme (the first tag).
    pub by_theme: BTreeMap<String, usize>,
    /// Whether the run stopped before `count` (time limit or tries).
    pub ended_short: bool,
    /// One-move capture-all puzzles left out by [`GenerateOptions::one_move_captures`].
    pub left_out: usize,
}

/// The symmetry key of a puzzle already shipped (None if its position does not read).
pub fn shipped_key(puzzle: &Puzzle) -> Option<String> {
    match &puzzle.position {
        PuzzlePosition::Jungle { fen } => Position::from_fen(fen.get_ref())
            .ok()
            .map(|p| symmetry::jungle_key(&p)),
        PuzzlePosition::Renju { stones, to_move } => {
            let read = |list: &[serde_spanned::Spanned<String>]| -> Option<Vec<Point>> {
                list.iter().map(|s| s.get_ref().parse().ok()).collect()
            };
            let black = read(&stones.black)?;
            let white = read(&stones.white)?;
            let black_to_move =
                stones.side_to_move(to_move.as_ref()) == crate::content::words::Stone::Black;
            Some(symmetry::renju_key(&black, &white, black_to_move))
        }
    }
}

/// Whether `check` passes one puzzle without a single finding (error, warning or note).
fn proves(header: &str, entry: &str) -> bool {
    let text = format!("{header}{entry}");
    let library = Library::load_sources([("generated.toml", text.as_bytes())]);
    library.diagnostics.is_empty() && library.puzzles.len() == 1
}

fn check_options(options: &GenerateOptions) -> Result<(), GenerateError> {
    if options.count == 0 || options.count > MAX_COUNT {
        return Err(GenerateError::Count(options.count));
    }
    if let Some(theme) = &options.theme {
        let known = match options.game {
            GameChoice::Jungle => themes::JUNGLE_THEMES.contains(&theme.as_str()),
            GameChoice::Renju => themes::RENJU_THEMES.contains(&theme.as_str()),
        };
        if !known {
            return Err(GenerateError::Theme(theme.clone()));
        }
    }
    if options.to_move.is_some() && options.game == GameChoice::Renju {
        return Err(GenerateError::Side);
    }
    if let Some(moves) = options.moves {
        let max = match options.game {
            GameChoice::Jungle => MAX_JUNGLE_MOVES,
            GameChoice::Renju => u32::from(renju::MAX_VCF_MOVES),
        };
        if moves == 0 || moves > max {
            return Err(GenerateError::Moves(moves));
        }
    }
    Ok(())
}

/// One candidate for the options from the next random position.
fn next_candidate(rng: &mut SeededRandom, options: &GenerateOptions, tries: u64) -> Option<Draft> {
    let theme = options.theme.as_deref();
    match options.game {
        GameChoice::Jungle => {
            let kind = match theme {
                Some("guard-den") => JungleKind::Defend,
                Some(_) => JungleKind::WinIn,
                None if rng.below(4) == 0 => JungleKind::Defend,
                None => JungleKind::WinIn,
            };
            let moves = options.moves.unwrap_or_else(|| match rng.below(10) {
                0..=3 => 1,
                4..=8 => 2,
                _ => 3,
            });
            jungle::candidate(rng, kind, moves, options.max_right, theme, options.to_move)
        }
        GameChoice::Renju => {
            let (min_moves, max_moves) = match options.moves {
                Some(m) => (m as u8, m as u8),
                None => (3, 7),
            };
            let wanted = RenjuWanted {
                theme,
                max_moves,
                min_moves,
                max_right: options.max_right,
                try_vct: theme == Some("vct") || (theme.is_none() && tries.is_multiple_of(8)),
            };
            renju::candidate(rng, wanted)
        }
    }
}

/// Runs the generator: the puzzle file's text and what it found. `shipped` are the puzzles
/// already in the library, whose positions (and their mirror images) are left out.
pub fn generate(options: &GenerateOptions, shipped: &[Puzzle]) -> Result<Generated, GenerateError> {
    check_options(options)?;
    let started = options.time_limit.map(|limit| (Instant::now(), limit));
    let mut seen: HashSet<String> = shipped.iter().filter_map(shipped_key).collect();
    let writer = Writer::new();
    let freestyle =
        options.game == GameChoice::Renju && renju::is_first_step(options.theme.as_deref());
    let header = writer.header(options.game.word(), &options.command, freestyle);
    let mut text = header.clone();
    let mut rng = SeededRandom::new(options.seed);
    let max_tries = TRIES_PER_PUZZLE.saturating_mul(options.count as u64);
    let mut generated = Generated {
        text: String::new(),
        puzzles: 0,
        tries: 0,
        by_theme: BTreeMap::new(),
        ended_short: false,
        left_out: 0,
    };
    // The eater-and-eaten pairs of the one-move capture-all puzzles kept so far.
    let mut capture_pairs = HashSet::new();
    while generated.puzzles + generated.left_out < options.count {
        let out_of_time = started.is_some_and(|(at, limit)| at.elapsed() >= limit);
        if generated.tries >= max_tries || out_of_time {
            generated.ended_short = true;
            break;
        }
        generated.tries += 1;
        let Some(draft) = next_candidate(&mut rng, options, generated.tries) else {
            continue;
        };
        if seen.contains(&draft.key) {
            continue;
        }
        let number = generated.puzzles + generated.left_out + 1;
        let id = format!("{}-{number:03}", options.id_prefix);
        if writer.problem(&draft).is_some() {
            continue;
        }
        let entry = writer.entry(&draft, &id);
        if !proves(&header, &entry) {
            continue;
        }
        if let (Some(cap), Some(pair)) = (options.one_move_captures, jungle::capture_pair(&draft))
            && (capture_pairs.len() >= cap || !capture_pairs.insert(pair))
        {
            // Left out, its number unused; its position still counts as seen, as it does
            // without the cap, so the run goes on exactly as that one does.
            seen.insert(draft.key.clone());
            generated.left_out += 1;
            continue;
        }
        // Rated only once proven: eight levels playing it cost more than the proof.
        let mut draft = draft;
        // A first step stays difficulty 1: the levels play Renju rules, not freestyle.
        if !freestyle {
            draft.difficulty = rate::adjusted(draft.difficulty, rate::levels_finding(&draft));
        }
        let entry = writer.entry(&draft, &id);
        seen.insert(draft.key.clone());
        text.push_str(&entry);
        generated.puzzles += 1;
        *generated
            .by_theme
            .entry(draft.themes[0].to_owned())
            .or_default() += 1;
    }
    generated.text = text;
    Ok(generated)
}
