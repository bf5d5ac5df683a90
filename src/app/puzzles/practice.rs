//! The puzzle trainer's side of adaptive practice: the child's candidates from the class
//! library and their record, handed to [`crate::practice::pick`].

use super::is_for;
use crate::app::{Game, View};
use crate::content::Library;
use crate::practice::{Candidate, Rating, ThemeTable, Wish, pick};
use crate::progress::ProfileProgress;

/// How much easier than the target the first puzzle of a run is, and how much harder each
/// solved one makes the next: a run starts gently and climbs.
const RUN_START_EASIER: f64 = 0.1;
const RUN_STEP_HARDER: f64 = 0.04;
/// The hardest a run ever aims: still solved about one time in three.
const RUN_HARDEST: f64 = 0.35;

/// What "next" is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The usual next puzzle: a due review first, else one at the child's level.
    Next,
    /// Only due reviews.
    Review,
    /// The next puzzle of a streak or rush with `solved` solved so far.
    Run { solved: u32 },
}

/// The puzzles of the chosen game, their themes as plain tags.
struct GamePuzzles {
    indices: Vec<usize>,
    themes: Vec<Vec<String>>,
}

impl GamePuzzles {
    fn of(library: &Library, game: Game) -> Self {
        let indices: Vec<usize> = library
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| is_for(p, game))
            .map(|(i, _)| i)
            .collect();
        let themes = indices
            .iter()
            .map(|&i| {
                library.puzzles[i]
                    .themes
                    .iter()
                    .map(|t| t.get_ref().clone())
                    .collect()
            })
            .collect();
        GamePuzzles { indices, themes }
    }
}

/// The active child's record, if a child is chosen.
fn record<'a>(view: &'a View) -> Option<&'a ProfileProgress> {
    view.classroom.progress(view.classroom.active?)
}

/// The child's rating in the chosen game (a new child's when none is chosen).
fn child_rating(view: &View) -> Rating {
    match view.classroom.active {
        Some(id) => view.classroom.practice(id, view.game.key()).rating,
        None => crate::progress::GamePractice::default().rating,
    }
}

/// The library index of the puzzle to play next for `purpose`, never `not`.
pub fn next_puzzle(
    library: &Library,
    view: &View,
    purpose: Purpose,
    not: Option<usize>,
    now: u64,
) -> Option<usize> {
    let game = GamePuzzles::of(library, view.game);
    let records = record(view).map(|r| &r.puzzles);
    let candidates: Vec<Candidate<'_>> = game
        .indices
        .iter()
        .zip(&game.themes)
        .map(|(&i, themes)| {
            let puzzle = &library.puzzles[i];
            let id = puzzle.id.get_ref();
            let mine = records.and_then(|r| r.get(id));
            Candidate {
                themes,
                rating: view.classroom.puzzle_rating(id, puzzle.difficulty),
                solved: mine.is_some_and(|m| m.solved),
                review_due: mine.and_then(|m| m.review).map(|r| r.due),
                last_tried: mine.and_then(|m| m.last_attempt),
            }
        })
        .collect();
    let table = ThemeTable::from_tries(game.indices.iter().zip(&game.themes).filter_map(
        |(&i, themes)| {
            let mine = records?.get(library.puzzles[i].id.get_ref())?;
            (mine.attempts > 0).then_some((themes.as_slice(), mine.solved))
        },
    ));
    let base = view.settings.practice.target();
    let target = match purpose {
        Purpose::Next | Purpose::Review => base,
        Purpose::Run { solved } => (base + RUN_START_EASIER - RUN_STEP_HARDER * f64::from(solved))
            .max(RUN_HARDEST.min(base)),
    };
    let not_here = not.and_then(|n| game.indices.iter().position(|&i| i == n));
    let wish = Wish {
        child: child_rating(view),
        target,
        themes: &table,
        now,
        not: not_here,
        reviews_first: !matches!(purpose, Purpose::Run { .. }),
    };
    if purpose == Purpose::Review {
        let due = (0..candidates.len())
            .filter(|&i| Some(i) != not_here)
            .filter_map(|i| Some((candidates[i].review_due?, i)))
            .filter(|(due, _)| *due <= now)
            .min()?;
        return Some(game.indices[due.1]);
    }
    pick(&candidates, &wish).map(|i| game.indices[i])
}

/// How many of the chosen game's puzzles wait, due, in the child's review queue.
pub fn reviews_due(library: &Library, view: &View, now: u64) -> usize {
    let Some(records) = record(view).map(|r| &r.puzzles) else {
        return 0;
    };
    library
        .puzzles
        .iter()
        .filter(|p| is_for(p, view.game))
        .filter(|p| {
            records
                .get(p.id.get_ref())
                .and_then(|r| r.review)
                .is_some_and(|r| r.is_due(now))
        })
        .count()
}
