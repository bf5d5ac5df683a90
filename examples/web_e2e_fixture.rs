//! Prints what the browser end-to-end test (`web/e2e.mjs`) needs to know about the shipped
//! content, worked out by the engines rather than written into the test: a Jungle puzzle with a
//! winning first move that is not the author's, and the learner's moves of that win (each
//! later one the session's own hint after the computer's reply), as JSON.
//!
//! `cargo run --profile test --example web_e2e_fixture > web/e2e-fixture.json`

use qi_classroom::content::words::{Game, MadeBy};
use qi_classroom::content::{Library, Puzzle, PuzzleGoal};
use qi_classroom::i18n::Locale;
use qi_classroom::rules::jungle::Move;
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::feedback::{Feedback, Hint};
use qi_classroom::tutor::puzzle_session::{JungleSession, PuzzleRules, jungle_session};
use std::process::ExitCode;

/// The lesson the test opens (its first step is a river jump: `tests/app/lessons.rs` plays it
/// too).
const LESSON: &str = "jungle-15-river-jumps";

/// The first shipped people's Jungle `win-in` puzzle (title unique in every locale) with a
/// second winning first move, and that move. Only `win-in`: a defence's "winning" moves are the
/// defender's; only people's puzzles: they come first in the list (generated titles that say
/// what their line does are unique too, far down it).
fn puzzle_with_a_dual(library: &Library) -> Option<(&Puzzle, Move)> {
    let unique = |puzzle: &Puzzle| {
        [Locale::En, Locale::ZhCn, Locale::ZhTw]
            .iter()
            .all(|&locale| {
                library
                    .puzzles
                    .iter()
                    .filter(|p| p.title.get(locale) == puzzle.title.get(locale))
                    .count()
                    == 1
            })
    };
    library.puzzles.iter().find_map(|puzzle| {
        if *puzzle.game.get_ref() != Game::Jungle
            || *puzzle.goal.get_ref() != PuzzleGoal::WinIn
            || puzzle.made_by != MadeBy::People
            || !unique(puzzle)
        {
            return None;
        }
        let plies = puzzle.plies()?;
        let author: Move = puzzle.solution.first()?.first()?.get_ref().parse().ok()?;
        let mut session = jungle_session(puzzle, Budget::default()).ok()?;
        let start = *session.position();
        let winning = session.rules_mut().winning_moves(&start, plies);
        let other = winning.into_iter().find(|mv| *mv != author)?;
        Some((puzzle, other))
    })
}

fn hinted_move(session: &mut JungleSession) -> Option<Move> {
    loop {
        match session.hint()? {
            Hint::Move { mv } => return Some(mv),
            Hint::Piece { .. } | Hint::Idea { .. } => {}
        }
    }
}

fn main() -> ExitCode {
    let library = Library::load_embedded();
    let Some((puzzle, first)) = puzzle_with_a_dual(&library) else {
        eprintln!("error: no shipped Jungle puzzle has a second winning first move");
        return ExitCode::FAILURE;
    };
    let Ok(mut session) = jungle_session(puzzle, Budget::default()) else {
        eprintln!("error: the puzzle has no session");
        return ExitCode::FAILURE;
    };
    let author = puzzle.solution[0][0].get_ref().clone();
    let mut moves = Vec::new();
    let mut mv = first;
    loop {
        moves.push(serde_json::json!({ "from": mv.from.to_string(), "to": mv.to.to_string() }));
        match session.play(mv) {
            Feedback::Solved { .. } => break,
            Feedback::Continue { .. } => match hinted_move(&mut session) {
                Some(next) => mv = next,
                None => {
                    eprintln!("error: no hint after a winning move");
                    return ExitCode::FAILURE;
                }
            },
            other => {
                eprintln!("error: the session refused a winning move: {other:?}");
                return ExitCode::FAILURE;
            }
        }
        if moves.len() > 40 {
            eprintln!("error: the win does not end");
            return ExitCode::FAILURE;
        }
    }
    let titles: serde_json::Map<String, serde_json::Value> =
        [Locale::En, Locale::ZhCn, Locale::ZhTw]
            .iter()
            .map(|&locale| (locale.tag().to_owned(), puzzle.title.get(locale).into()))
            .collect();
    let Some(lesson) = library.lesson(LESSON) else {
        eprintln!("error: no lesson {LESSON}");
        return ExitCode::FAILURE;
    };
    let in_locales =
        |text: &qi_classroom::content::Localized| -> serde_json::Map<String, serde_json::Value> {
            [Locale::En, Locale::ZhCn, Locale::ZhTw]
                .iter()
                .map(|&locale| (locale.tag().to_owned(), text.get(locale).into()))
                .collect()
        };
    // Lessons may share a title in a language; the list shows them in library order, so the
    // test taps the n-th button with this title.
    let same_title_before = library
        .lessons
        .iter()
        .take_while(|l| l.id.get_ref() != LESSON)
        .filter(|l| {
            *l.game.get_ref() == Game::Jungle
                && l.title.get(Locale::ZhCn) == lesson.title.get(Locale::ZhCn)
        })
        .count();
    let fixture = serde_json::json!({
        "lesson": {
            "id": LESSON,
            "same_title_before": same_title_before,
            "title": in_locales(&lesson.title),
            "step_text": in_locales(&lesson.steps[0].text),
            // The first step: the tiger on b3 jumps the river to b7; b4 is water.
            "piece": "b3",
            "illegal_to": "b4",
            "legal_to": "b7",
        },
        "puzzle": {
            "id": puzzle.id.get_ref(),
            "title": titles,
            "author_first": author,
            "moves": moves,
        }
    });
    println!("{fixture:#}");
    ExitCode::SUCCESS
}
