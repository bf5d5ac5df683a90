//! `qi-classroom generate-retitle FILE…`: re-derives the theme tags, titles and hints of an
//! already generated puzzle file from each puzzle's own proven line or defence, with the same
//! functions the generator names new puzzles by (#39). Everything else (ids, positions,
//! solutions, comments, difficulty) stays byte for byte, so lessons that name a puzzle id keep
//! the puzzle they meant; the first line says the file was re-derived so.
//!
//! Why not just run each file's generate command again: the files were mined against the
//! library as it was then (mirror images of shipped puzzles are left out), so the same command
//! today finds other puzzles under the same ids.

use super::jungle::{self, Words};
use super::renju::{defend_themes, renju_words};
use super::write::Writer;
use crate::content::Library;
use crate::content::load::LoadOptions;
use crate::content::puzzle::{Puzzle, PuzzlePosition};
use crate::content::words::{MadeBy, PuzzleGoal, Stone as StoneWord};
use crate::i18n::{Locale, Localizer, Message};
use crate::rules::jungle::{Move, Position};
use crate::rules::renju::{Board, Point, Stone};
use crate::solve::bounded::Budget;
use crate::solve::ideas::renju_threat;
use crate::solve::jungle::solve;
use crate::solve::jungle_defence::defending_moves;

/// What one file's re-derivation changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Retitled {
    /// The file's new text.
    pub text: String,
    /// Computer-made puzzles read (a person's are left as they are).
    pub puzzles: usize,
    /// Puzzles with any change.
    pub changed: usize,
    /// Puzzles whose title changed.
    pub titles: usize,
    /// Puzzles whose hints changed.
    pub hints: usize,
    /// Puzzles whose theme tags changed.
    pub themes: usize,
}

/// The English titles of idea families renamed by #39, with their variant, so that a puzzle
/// renamed now keeps the variant (0–2) it was drawn with.
const FORMER_TITLES: [(&str, i64); 10] = [
    ("The rat in the way", 0),
    ("A blocked jump", 1),
    ("Watch the rat in the river", 2),
    ("Guard the den", 0),
    ("Stop them!", 1),
    ("Close the door", 2),
    ("Stop Black's attack", 0),
    ("Stop White's attack", 0),
    ("Block in time", 1),
    ("How do you block?", 2),
];

/// The note the first line gets (once) after the generate command.
pub fn header_note(path: &str) -> String {
    format!(
        "titles, hints and themes re-derived from each proven line by `qi-classroom generate-retitle {path}`"
    )
}

/// The variant the puzzle's English title was drawn with: the one of `title` (a message id
/// taking `variant` and maybe `side`) that renders the same idea, else a former title's.
fn variant_of(english: &str, title: &Message, localizer: &Localizer) -> i64 {
    let idea = english.split(" · ").next().unwrap_or(english);
    let rendered = |variant: i64| localizer.render(&title.clone().number("variant", variant));
    (0..3)
        .find(|&v| rendered(v).split(" · ").next() == Some(idea))
        .or_else(|| {
            FORMER_TITLES
                .iter()
                .find(|(text, _)| *text == idea)
                .map(|(_, v)| *v)
        })
        .unwrap_or(0)
}

fn jungle_moves(line: &[serde_spanned::Spanned<String>]) -> Option<Vec<Move>> {
    line.iter().map(|m| m.get_ref().parse().ok()).collect()
}

fn budget() -> Budget {
    Budget {
        max_nodes: jungle::SEARCH_NODES,
        cancel: None,
    }
}

/// The words the generator would give `puzzle` now (`variant` chosen by `pick`), or None when
/// they do not depend on anything #39 changed (Renju attacks) or the puzzle does not read.
fn words_for(puzzle: &Puzzle, pick: &dyn Fn(&Message) -> i64) -> Option<Words> {
    let first_line = puzzle.solution.first()?;
    match (&puzzle.position, puzzle.goal.get_ref()) {
        (PuzzlePosition::Jungle { fen }, goal) => {
            let position = Position::from_fen(fen.get_ref()).ok()?;
            let options = jungle::rules();
            let line = jungle_moves(first_line)?;
            let plies = puzzle.plies()?;
            // Drawn once with variant 0 to learn the idea's title id, then with the variant
            // the puzzle's title was drawn with.
            let probe = |words: &Words| pick(&Message::new(words.idea_title.clone()));
            match goal {
                PuzzleGoal::WinIn => {
                    let winning = solve(&position, &options, plies, budget()).winning_moves;
                    let draft = jungle::win_in_words(&position, &line, &winning, &options, 0)?;
                    jungle::win_in_words(&position, &line, &winning, &options, probe(&draft))
                }
                PuzzleGoal::Defend => {
                    let defences = defending_moves(&position, &options, plies, budget());
                    let first = *line.first()?;
                    let draft = jungle::defend_words(&position, &defences, first, &options, 0)?;
                    jungle::defend_words(&position, &defences, first, &options, probe(&draft))
                }
                _ => None,
            }
        }
        (PuzzlePosition::Renju { stones, to_move }, PuzzleGoal::Defend) => {
            let mut board = Board::new();
            for (list, stone) in [(&stones.black, Stone::Black), (&stones.white, Stone::White)] {
                for name in list {
                    board.place(name.get_ref().parse::<Point>().ok()?, stone);
                }
            }
            let to_move = match stones.side_to_move(to_move.as_ref()) {
                StoneWord::Black => Stone::Black,
                StoneWord::White => Stone::White,
            };
            let first: Point = first_line.first()?.get_ref().parse().ok()?;
            // A first step for the youngest (block the four) keeps its own words and rules.
            let first_step = puzzle.themes.first().and_then(|theme| {
                super::renju::FIRST_STEPS
                    .iter()
                    .copied()
                    .find(|step| step == theme.get_ref())
            });
            let rules = match first_step {
                Some(_) => crate::solve::renju::Rules::new(crate::rules::renju::RuleSet::Freestyle),
                None => super::renju::rules(),
            };
            let threat = renju_threat(&board, rules, to_move.opponent())?;
            let themes = match first_step {
                Some(step) => vec![step, "defend"],
                None => defend_themes(threat),
            };
            let side = Message::new(if to_move == Stone::Black {
                "generate-side-white"
            } else {
                "generate-side-black"
            });
            let idea_title = match first_step {
                Some(step) => format!("generate-title-{step}"),
                None => crate::content::idea_words::threat_title(threat),
            };
            let variant = pick(&Message::new(idea_title.clone()).message("side", side));
            let (title, hints) =
                renju_words(&themes, Some(threat), "defend", to_move, first, variant);
            Some(Words {
                themes,
                idea_title,
                title,
                hints,
            })
        }
        _ => None,
    }
}

/// Replaces the one line starting with `key` in `block` (a `[[puzzle]]` table as the writer
/// writes it), and for `hints = [` the lines up to its closing `]`. Whether it changed.
fn replace(block: &mut String, key: &str, new: &str) -> bool {
    let Some(start) = block.find(&format!("\n{key}")).map(|i| i + 1) else {
        return false;
    };
    let end = if key.starts_with("hints") {
        block[start..].find("\n]\n").map(|i| start + i + 3)
    } else {
        block[start..].find('\n').map(|i| start + i + 1)
    };
    let Some(end) = end else { return false };
    if block[start..end] == *new {
        return false;
    }
    block.replace_range(start..end, new);
    true
}

/// Re-derives the words of every puzzle in one generated file's `text`; `path` is how the
/// file is named on the first line.
pub fn retitle(path: &str, text: &str) -> Retitled {
    let library = Library::load_sources_with([(path, text.as_bytes())], LoadOptions::TRUSTED);
    let writer = Writer::new();
    let english = Localizer::new(Locale::En);
    let mut out = Retitled::default();
    let mut parts: Vec<String> = text.split("\n[[puzzle]]\n").map(str::to_owned).collect();
    for puzzle in &library.puzzles {
        // A person's words are theirs: only computer-made puzzles are re-derived.
        if puzzle.made_by != MadeBy::Computer {
            continue;
        }
        out.puzzles += 1;
        let id_line = format!("id = \"{}\"\n", puzzle.id.get_ref());
        let Some(block) = parts.iter_mut().skip(1).find(|b| b.starts_with(&id_line)) else {
            continue;
        };
        let old_title = puzzle.title.get(Locale::En).to_owned();
        let pick = |title: &Message| variant_of(&old_title, title, &english);
        let Some(words) = words_for(puzzle, &pick) else {
            continue;
        };
        let (title, hints, themes) = writer.words_lines(&words.title, &words.hints, &words.themes);
        let title = replace(block, "title = ", &title);
        let hints = replace(block, "hints = [", &hints);
        let themes = replace(block, "themes = ", &themes);
        out.titles += usize::from(title);
        out.hints += usize::from(hints);
        out.themes += usize::from(themes);
        out.changed += usize::from(title || hints || themes);
    }
    // The first line says how the file was made: a file this changed says so (once).
    if out.changed > 0
        && let Some(header) = parts.first_mut()
    {
        let note = header_note(path);
        if !header.contains(&note) {
            *header = header.replacen(
                " (src/generate/) and proven",
                &format!(" (src/generate/), {note}, and proven"),
                1,
            );
        }
    }
    out.text = parts.join("\n[[puzzle]]\n");
    out
}
