//! Which exercises a worksheet holds: a lesson's steps, puzzles by id, puzzles matching a
//! filter (`game=…,theme=…,difficulty=…,made-by=…`), or a teacher's playlist; every request
//! checked, with a clear error for unknown ids, an empty filter or too many exercises.

use super::PrintError;
use crate::content::words::{Game, MadeBy};
use crate::content::{Lesson, Library, Puzzle};
use crate::progress::playlists::{PlaylistItem, Playlists};

/// The most exercises one worksheet may hold.
pub const MAX_EXERCISES: usize = 120;
/// The most ids one request may name.
pub const MAX_IDS: usize = 1000;

/// What the teacher asked to print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    /// A lesson by id.
    Lesson(String),
    /// Puzzles by id, in the order given.
    Puzzles(Vec<String>),
    /// Puzzles matching `key=value` terms.
    Filter(String),
    /// A saved playlist by name.
    Playlist(String),
}

/// One exercise before it is drawn.
#[derive(Debug, Clone, Copy)]
pub enum Item<'a> {
    /// A step of a lesson (its index).
    Step(&'a Lesson, usize),
    /// A puzzle.
    Puzzle(&'a Puzzle),
}

/// The exercises chosen and what to call the sheet.
#[derive(Debug)]
pub struct Chosen<'a> {
    /// The lesson's title or the playlist's name; `None`: the sheet is called a puzzle sheet.
    pub title: Option<String>,
    /// The exercises in order.
    pub items: Vec<Item<'a>>,
    /// The query that opens the same exercises (`lesson=…` or `puzzles=…`), for the QR code.
    pub query: String,
}

/// The steps of a lesson a worksheet asks: every step that asks something; a lesson of
/// pages only gives its pages with a board.
fn lesson_items(lesson: &Lesson) -> Vec<Item<'_>> {
    let asking: Vec<Item<'_>> = lesson
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind.earns_stars())
        .map(|(i, _)| Item::Step(lesson, i))
        .collect();
    if !asking.is_empty() {
        return asking;
    }
    lesson
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            matches!(&s.kind, crate::content::StepKind::Info { fen, stones, .. } if fen.is_some() || stones.is_some())
        })
        .map(|(i, _)| Item::Step(lesson, i))
        .collect()
}

/// Splits `a,b , c` into ids (blank ones dropped).
pub fn split_ids(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .take(MAX_IDS + 1)
        .map(str::to_string)
        .collect()
}

/// Whether `puzzle` matches every term of the filter.
fn matches(puzzle: &Puzzle, terms: &[(String, String)]) -> Result<bool, PrintError> {
    for (key, value) in terms {
        let ok = match key.as_str() {
            "game" => {
                let game = Game::from_word(value)
                    .ok_or_else(|| PrintError::BadFilter(format!("{key}={value}")))?;
                *puzzle.game.get_ref() == game
            }
            "theme" => puzzle.themes.iter().any(|t| t.get_ref() == value),
            "difficulty" => {
                let (low, high) = value.split_once('-').unwrap_or((value, value));
                let bad = || PrintError::BadFilter(format!("{key}={value}"));
                let low: u8 = low.trim().parse().map_err(|_| bad())?;
                let high: u8 = high.trim().parse().map_err(|_| bad())?;
                (low..=high).contains(&puzzle.difficulty)
            }
            "made-by" | "made_by" => {
                let by = MadeBy::from_word(value)
                    .ok_or_else(|| PrintError::BadFilter(format!("{key}={value}")))?;
                puzzle.made_by == by
            }
            _ => return Err(PrintError::BadFilter(format!("{key}={value}"))),
        };
        if !ok {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Reads `game=…,theme=…` into terms; an empty filter is an error.
fn filter_terms(text: &str) -> Result<Vec<(String, String)>, PrintError> {
    let terms: Vec<(String, String)> = text
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .take(32)
        .map(|term| {
            let (key, value) = term
                .split_once('=')
                .ok_or_else(|| PrintError::BadFilter(term.to_string()))?;
            Ok((key.trim().to_string(), value.trim().to_string()))
        })
        .collect::<Result<_, PrintError>>()?;
    if terms.is_empty() {
        return Err(PrintError::EmptyFilter);
    }
    Ok(terms)
}

fn too_many(count: usize) -> Result<(), PrintError> {
    if count > MAX_EXERCISES {
        Err(PrintError::TooManyExercises(count))
    } else {
        Ok(())
    }
}

/// Chooses the exercises of `selection` from `library` (playlists from `playlists`).
pub fn choose<'a>(
    library: &'a Library,
    selection: &Selection,
    playlists: &Playlists,
) -> Result<Chosen<'a>, PrintError> {
    let chosen = match selection {
        Selection::Lesson(id) => {
            let lesson = library
                .lesson(id)
                .ok_or_else(|| PrintError::UnknownLesson(id.clone()))?;
            Chosen {
                title: Some(id.clone()),
                items: lesson_items(lesson),
                query: format!("lesson={id}"),
            }
        }
        Selection::Puzzles(ids) => {
            too_many(ids.len())?;
            let items = ids
                .iter()
                .map(|id| {
                    library
                        .puzzle(id)
                        .map(Item::Puzzle)
                        .ok_or_else(|| PrintError::UnknownPuzzle(id.clone()))
                })
                .collect::<Result<Vec<_>, _>>()?;
            Chosen {
                title: None,
                items,
                query: format!("puzzles={}", ids.join(",")),
            }
        }
        Selection::Filter(text) => {
            let terms = filter_terms(text)?;
            let mut items = Vec::new();
            for puzzle in &library.puzzles {
                if matches(puzzle, &terms)? {
                    items.push(Item::Puzzle(puzzle));
                }
            }
            if items.is_empty() {
                return Err(PrintError::NothingMatches(text.clone()));
            }
            too_many(items.len())?;
            let ids: Vec<&str> = items
                .iter()
                .filter_map(|i| match i {
                    Item::Puzzle(p) => Some(p.id.get_ref().as_str()),
                    Item::Step(..) => None,
                })
                .collect();
            Chosen {
                title: None,
                items,
                query: format!("puzzles={}", ids.join(",")),
            }
        }
        Selection::Playlist(name) => {
            let list = playlists
                .lists
                .iter()
                .find(|l| l.name == *name)
                .ok_or_else(|| PrintError::UnknownPlaylist(name.clone()))?;
            let mut items = Vec::new();
            for item in &list.items {
                match item {
                    PlaylistItem::Lesson { lesson } => {
                        let lesson = library
                            .lesson(lesson)
                            .ok_or_else(|| PrintError::UnknownLesson(lesson.clone()))?;
                        items.extend(lesson_items(lesson));
                    }
                    PlaylistItem::Puzzle { puzzle } => {
                        items.push(Item::Puzzle(
                            library
                                .puzzle(puzzle)
                                .ok_or_else(|| PrintError::UnknownPuzzle(puzzle.clone()))?,
                        ));
                    }
                }
                too_many(items.len())?;
            }
            Chosen {
                title: Some(name.clone()),
                items,
                query: String::new(),
            }
        }
    };
    if chosen.items.is_empty() {
        return Err(PrintError::NoExercises);
    }
    too_many(chosen.items.len())?;
    Ok(chosen)
}
