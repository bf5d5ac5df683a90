//! The puzzle trainer driven through its accessibility tree: a shipped Jungle puzzle solved with
//! a winning move that is not the author's, and the solve recorded for the child across a
//! restart; a shipped Renju puzzle solved off the author's line, and a forbidden point refused
//! with its kind.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::board::{JungleBoard, RenjuBoard};
use qi_classroom::content::PuzzleGoal;
use qi_classroom::content::words::{Game, MadeBy};
use qi_classroom::content::{Library, Puzzle};
use qi_classroom::i18n::renju::forbidden_kind_name;
use qi_classroom::i18n::solve::renju_feedback;
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::rules::jungle::{Move, Position, Square};
use qi_classroom::rules::renju;
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::feedback::{Feedback, Hint};
use qi_classroom::solve::renju::distance::WinLength;
use qi_classroom::solve::renju::{Rules, right_moves};
use qi_classroom::tutor::puzzle_session::{
    JungleSession, PuzzleRules, jungle_options, jungle_session,
};
use qi_classroom::tutor::renju_puzzle::{RenjuSession, renju_goal, renju_session};
use std::path::Path;

use crate::kit;
use kit::{App, click};

fn start(dir: &Path) -> App {
    kit::start(dir, Locale::En, 1280.0, 4000.0)
}

/// The line shown while a puzzle is being worked out.
const THINKING: &str = "The computer is getting the puzzle ready…";

/// Opens the puzzle titled `title` from the list; runs frames until its screen is there.
fn open_puzzle(harness: &mut App, title: &str) {
    harness.get_by_label(title).click();
    // The frame with the click opens the session; the frames after it draw the puzzle.
    harness.step();
    harness.step();
    assert!(harness.query_by_label("◀ All puzzles").is_some());
    wait_until_ready(harness);
}

/// Runs frames, giving the background thread time, until the thinking line is gone. Not a
/// timing test: the cap only keeps a broken build from hanging.
fn wait_until_ready(harness: &mut App) {
    for _ in 0..12_000 {
        if harness.query_by_label_contains(THINKING).is_none() {
            harness.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    panic!("the puzzle never got ready");
}

/// Runs frames, giving the background thread time, until `label` is shown. Not a timing test:
/// the cap only keeps a broken build from hanging.
fn wait_for_label(harness: &mut App, label: &str) {
    for _ in 0..12_000 {
        if harness.query_by_label(label).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    panic!("never shown: {label}");
}

/// The board's accessibility label of a square, as the kittest finds it.
fn square_label(position: &Position, square: Square) -> String {
    JungleBoard::square_label(&Localizer::new(Locale::En), position, square)
}

/// A shipped people's Jungle `win-in` puzzle (with a title no other puzzle shares) and a first
/// move that wins although the author's line starts with another. People's puzzles come first
/// in the list, in sight of the harness: since generated titles say what the line does (#39),
/// some of them are unique too, further down than the harness sees. Only `win-in`: a
/// defence's "winning" moves are the defender's. `fits`: what else the test needs of it.
fn puzzle_with_a_dual(library: &Library, fits: impl Fn(&Puzzle) -> bool) -> (Puzzle, Move) {
    let english = Localizer::new(Locale::En);
    let title = |p: &Puzzle| p.title.get(english.locale()).to_owned();
    for puzzle in &library.puzzles {
        if *puzzle.game.get_ref() != Game::Jungle
            || *puzzle.goal.get_ref() != PuzzleGoal::WinIn
            || puzzle.made_by != MadeBy::People
            || !fits(puzzle)
        {
            continue;
        }
        if library
            .puzzles
            .iter()
            .filter(|p| title(p) == title(puzzle))
            .count()
            != 1
        {
            continue;
        }
        let (Some(plies), Some(first)) = (puzzle.plies(), puzzle.solution.first()) else {
            continue;
        };
        let author: Move = first[0].get_ref().parse().unwrap();
        let mut session = jungle_session(puzzle, Budget::default()).unwrap();
        let start = *session.position();
        let winning = session.rules_mut().winning_moves(&start, plies);
        if let Some(other) = winning.into_iter().find(|mv| *mv != author) {
            return (puzzle.clone(), other);
        }
    }
    panic!("no shipped Jungle puzzle has a second winning first move");
}

/// The winning move the session's own hint ladder names.
fn hinted_move(session: &mut JungleSession) -> Move {
    loop {
        match session.hint().unwrap() {
            Hint::Move { mv } => return mv,
            Hint::Piece { .. } | Hint::Idea { .. } => {}
        }
    }
}

#[test]
fn a_winning_move_off_the_authors_line_solves_the_puzzle_and_is_remembered() {
    let library = kit::embedded_library();
    let (puzzle, first) = puzzle_with_a_dual(library, |_| true);
    let title = puzzle.title.get(Locale::En).to_owned();
    let id = puzzle.id.get_ref().clone();
    // A second session beside the app's, to know the position and pick later moves.
    let mut mirror = jungle_session(&puzzle, Budget::default()).unwrap();

    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path());
        kit::add_child(&mut harness);
        click(&mut harness, "Puzzles");
        open_puzzle(&mut harness, &title);
        let mut mv = first;
        loop {
            let position = *mirror.position();
            click(&mut harness, &square_label(&position, mv.from));
            click(&mut harness, &square_label(&position, mv.to));
            match mirror.play(mv) {
                Feedback::Solved { .. } => break,
                Feedback::Continue { .. } => {
                    assert!(harness.query_by_label_contains("✓ Good move!").is_some());
                    mv = hinted_move(&mut mirror);
                }
                other => panic!("the mirror refused a winning move: {other:?}"),
            }
        }
        assert!(
            harness
                .query_by_label_contains("— you won! Puzzle solved.")
                .is_some()
        );
        assert!(harness.query_by_label_contains("✗").is_none());
        click(&mut harness, "◀ All puzzles");
    }

    let mut harness = start(dir.path());
    let classroom = harness.state().store().classroom();
    let child = classroom.active.unwrap();
    let record = &classroom.progress(child).unwrap().puzzles[&id];
    assert!(record.solved);
    assert_eq!(record.attempts, 1);
    click(&mut harness, "Puzzles");
    harness.get_by_label("✓ Solved");
    // Solved puzzles leave the "not solved yet" list.
    click(&mut harness, "Only the ones not solved yet");
    assert!(harness.query_by_label(&title).is_none());
}

#[test]
fn an_illegal_move_is_refused_with_the_engines_reason() {
    let library = kit::embedded_library();
    // A people's puzzle (in sight in the list) with a title of its own and a piece that walks:
    // a lion's or tiger's far square may be refused as a jump instead.
    let walker = |position: &Position| {
        position
            .pieces()
            .into_iter()
            .find(|(_, p)| p.side == position.side_to_move() && !p.animal.is_jumper())
    };
    let title = |p: &Puzzle| p.title.get(Locale::En).to_owned();
    let puzzle = library
        .puzzles
        .iter()
        .filter(|p| *p.game.get_ref() == Game::Jungle && p.made_by == MadeBy::People)
        .filter(|p| {
            library
                .puzzles
                .iter()
                .filter(|q| title(q) == title(p))
                .count()
                == 1
        })
        .find(|p| {
            jungle_session(p, Budget::default()).is_ok_and(|s| walker(s.position()).is_some())
        })
        .expect("a people's Jungle puzzle with a walking piece")
        .clone();
    let mirror = jungle_session(&puzzle, Budget::default()).unwrap();
    let position = *mirror.position();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, puzzle.title.get(Locale::En));
    // The learner's own piece, then a square it cannot reach in one move.
    let options = jungle_options(&puzzle.rules).unwrap();
    let (own, _) = walker(&position).unwrap();
    let reachable = position.destinations(&options, own);
    let far = Square::all()
        .find(|s| {
            *s != own
                && !reachable.contains(s)
                && position
                    .piece_at(*s)
                    .is_none_or(|p| p.side != position.side_to_move())
        })
        .unwrap();
    click(&mut harness, &square_label(&position, own));
    click(&mut harness, &square_label(&position, far));
    assert!(harness.query_by_label_contains("✗").is_some());
    assert!(harness.query_by_label_contains("is not allowed").is_some());
    // Said aloud (the tests' voice is silent and keeps it): the goal when the puzzle opened,
    // then the verdict — the same message in its spoken form, which names no squares (the
    // board shows them).
    let said = harness.state().recent_speech().to_vec();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        kit::shows(&harness, &said[0]),
        "the goal said is shown: {said:?}"
    );
    let far_name = far.to_string();
    // The refused move is drawn on the board (an arrow to where it tried to go).
    assert!(
        harness
            .query_by_label_contains(&format!("arrow to {far_name}"))
            .is_some(),
        "the refused move is on the board"
    );
    assert!(
        said[1].starts_with("That move is not allowed: ") && !said[1].contains(&far_name),
        "the verdict said: {said:?}"
    );
    assert!(
        harness
            .query_by_label_contains(&format!("{far_name} is not next to"))
            .is_some(),
        "the verdict shown names the square"
    );
    assert!(harness.query_all_by_label("Say it aloud").count() >= 2);
}

/// The board's accessibility label of a Renju point, as the kittest finds it.
fn point_label(board: &renju::Board, point: renju::Point) -> String {
    RenjuBoard::point_label(&Localizer::new(Locale::En), board, &[], point)
}

/// A shipped Renju puzzle (with a title no other puzzle shares) and a right first move that
/// is not the author's.
fn renju_puzzle_with_a_dual(library: &Library) -> Option<(Puzzle, renju::Point)> {
    let english = Localizer::new(Locale::En);
    let title = |p: &Puzzle| p.title.get(english.locale()).to_owned();
    for puzzle in &library.puzzles {
        if *puzzle.game.get_ref() != Game::Renju
            || library
                .puzzles
                .iter()
                .filter(|p| title(p) == title(puzzle))
                .count()
                != 1
        {
            continue;
        }
        let Some(author) = puzzle.solution.first().and_then(|line| line.first()) else {
            continue;
        };
        let author: renju::Point = author.get_ref().parse().unwrap();
        let session = renju_session(puzzle, Budget::default()).unwrap();
        let start = session.position().clone();
        let options = puzzle.rules.renju_options().unwrap();
        let rules = Rules {
            rule_set: options.rule_set,
            three_rule: options.three_rule,
        };
        let moves = puzzle
            .moves
            .as_ref()
            .map(|m| u8::try_from(*m.get_ref()).unwrap());
        let goal = renju_goal(*puzzle.goal.get_ref());
        let right =
            right_moves(&start.board, start.to_move, rules, goal, moves).unwrap_or_default();
        if let Some(other) = right.into_iter().find(|p| *p != author) {
            return Some((puzzle.clone(), other));
        }
    }
    None
}

/// The right stone the Renju session's own hint ladder names.
fn hinted_point(session: &mut RenjuSession) -> renju::Point {
    loop {
        match session.hint().unwrap() {
            Hint::Move { mv } => return mv,
            Hint::Piece { .. } | Hint::Idea { .. } => {}
        }
    }
}

#[test]
fn a_renju_puzzle_is_solved_with_a_right_stone_off_the_authors_line() {
    let library = kit::embedded_library();
    let (puzzle, first) = renju_puzzle_with_a_dual(library)
        .expect("a shipped Renju puzzle has a second right first move");
    let goal = renju_goal(*puzzle.goal.get_ref());
    let mut mirror = renju_session(&puzzle, Budget::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, puzzle.title.get(Locale::En));
    let english = Localizer::new(Locale::En);
    let mut point = first;
    loop {
        let board = mirror.position().board.clone();
        click(&mut harness, &point_label(&board, point));
        let feedback = mirror.play(point);
        let said = format!("✓ {}", english.render(&renju_feedback(&feedback, goal)));
        harness.get_by_label(&said);
        match feedback {
            Feedback::Solved { .. } => break,
            Feedback::Continue { reply, .. } => {
                // The computer's reply stands on the board.
                let after = &mirror.position().board;
                harness.get_by_label(&point_label(after, reply));
                point = hinted_point(&mut mirror);
            }
            other => panic!("the mirror refused a right stone: {other:?}"),
        }
    }
    assert!(harness.query_by_label_contains("✗").is_none());
}

#[test]
fn a_forbidden_point_in_a_renju_puzzle_is_refused_with_its_kind() {
    let library = kit::embedded_library();
    let english = Localizer::new(Locale::En);
    // A shipped puzzle where Black is to play and has a forbidden point on the board.
    let (puzzle, point, kind) = library
        .puzzles
        .iter()
        .filter(|p| *p.game.get_ref() == Game::Renju)
        // People's puzzles come first in the list, in sight of the harness.
        .filter(|p| p.made_by == qi_classroom::content::words::MadeBy::People)
        .filter(|p| {
            let title = p.title.get(Locale::En);
            library
                .puzzles
                .iter()
                .filter(|q| q.title.get(Locale::En) == title)
                .count()
                == 1
        })
        .find_map(|p| {
            let session = renju_session(p, Budget::default()).ok()?;
            let start = session.position().clone();
            if start.to_move != renju::Stone::Black {
                return None;
            }
            let options = p.rules.renju_options().ok()?;
            let scan = renju::scan_forbidden(&start.board, options.three_rule);
            let (point, kind) = scan.forbidden.first().copied()?;
            Some((p.clone(), point, kind))
        })
        .expect("a shipped Renju puzzle shows Black a forbidden point");
    let goal = renju_goal(*puzzle.goal.get_ref());
    let mut mirror = renju_session(&puzzle, Budget::default()).unwrap();
    let board = mirror.position().board.clone();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, puzzle.title.get(Locale::En));
    click(&mut harness, &point_label(&board, point));
    let feedback = mirror.play(point);
    assert!(matches!(feedback, Feedback::Illegal { .. }));
    let said = english.render(&renju_feedback(&feedback, goal));
    let kind_name = english.render(&forbidden_kind_name(kind));
    assert!(said.contains(&kind_name), "{said} names {kind_name}");
    harness.get_by_label(&format!("✗ {said}"));
    // The stone was not placed: the point is empty, with the refused stone shown pale on it.
    let empty = point_label(&board, point);
    assert!(
        harness
            .query_by_label_contains(&format!("{empty}, shown: Black"))
            .is_some()
    );
}

/// The shipped VCT puzzle that takes longest to open (measured: about a second in release).
const SLOWEST_VCT: &str = "renju-vct-04";

#[test]
fn a_slow_renju_puzzle_opens_at_once_thinks_aloud_and_then_answers() {
    let library = kit::embedded_library();
    let puzzle = library
        .puzzles
        .iter()
        .find(|p| p.id.get_ref() == SLOWEST_VCT)
        .unwrap()
        .clone();
    let mut mirror = renju_session(&puzzle, Budget::default()).unwrap();
    let board = mirror.position().board.clone();
    let first = hinted_point(&mut mirror);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");
    harness.get_by_label(puzzle.title.get(Locale::En)).click();
    harness.step();
    harness.step();
    // The first frames of the puzzle: its title and board at once, and (unless the computer
    // was quicker than two frames) the thinking line.
    harness.get_by_label("◀ All puzzles");
    assert!(
        harness.query_by_label_contains(THINKING).is_some()
            || harness.query_by_label("☞ Hint").is_some()
    );
    harness.get_by_label(&point_label(&board, first));
    wait_until_ready(&mut harness);
    harness.get_by_label("☞ Hint");
    // Now the board answers a move.
    click(&mut harness, &point_label(&board, first));
    let said = Localizer::new(Locale::En).render(&renju_feedback(
        &mirror.play(first),
        renju_goal(*puzzle.goal.get_ref()),
    ));
    harness.get_by_label(&format!("✓ {said}"));
}

#[test]
fn leaving_a_puzzle_while_it_opens_goes_back_to_the_list() {
    let library = kit::embedded_library();
    let puzzle = library
        .puzzles
        .iter()
        .find(|p| p.id.get_ref() == SLOWEST_VCT)
        .unwrap();
    let title = puzzle.title.get(Locale::En);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");
    harness.get_by_label(title).click();
    harness.step();
    harness.step();
    harness.get_by_label("◀ All puzzles").click();
    harness.run();
    // Back at the list, and nothing from the abandoned puzzle keeps asking for frames.
    harness.get_by_label(title);
    assert!(harness.query_by_label_contains(THINKING).is_none());
    // Opening it again works as usual.
    open_puzzle(&mut harness, title);
    harness.get_by_label("☞ Hint");
}

/// The shipped puzzle with `id` and its English title.
fn shipped_puzzle(library: &Library, id: &str) -> (Puzzle, String) {
    let puzzle = library
        .puzzles
        .iter()
        .find(|p| p.id.get_ref() == id)
        .unwrap()
        .clone();
    let title = puzzle.title.get(Locale::En).to_owned();
    (puzzle, title)
}

#[test]
fn the_goal_line_counts_the_learners_own_moves_only_where_the_count_is_exact() {
    let library = kit::embedded_library();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");

    // A VCF puzzle of 4 moves: the count, then one fewer after a right move.
    let (vcf, title) = shipped_puzzle(library, "renju-vcf-01");
    assert_eq!(vcf.moves.as_ref().map(|m| *m.get_ref()), Some(4));
    open_puzzle(&mut harness, &title);
    harness.get_by_label("Win in 4 moves.");
    let mut mirror = renju_session(&vcf, Budget::default()).unwrap();
    let board = mirror.position().board.clone();
    let first = hinted_point(&mut mirror);
    click(&mut harness, &point_label(&board, first));
    assert!(matches!(mirror.play(first), Feedback::Continue { .. }));
    harness.get_by_label("Win in 3 moves.");
    click(&mut harness, "◀ All puzzles");

    // A VCT puzzle: its length counts threats, so the goal line waits for the exact count
    // of the learner's moves (worked out in the background), then counts down.
    let (vct, title) = shipped_puzzle(library, "renju-vct-06");
    open_puzzle(&mut harness, &title);
    let mut mirror = renju_session(&vct, Budget::default()).unwrap();
    let rules = mirror.rules_mut().rules();
    let learner = mirror.position().to_move;
    let mut counter = WinLength::new(rules, learner);
    let exact = counter
        .moves_to_win(&mirror.position().board, 15)
        .unwrap()
        .unwrap();
    assert!(exact >= 2, "{exact}");
    let counted = format!("Attack with threes and fours: win in {exact} moves.");
    wait_for_label(&mut harness, &counted);
    let board = mirror.position().board.clone();
    let first = hinted_point(&mut mirror);
    click(&mut harness, &point_label(&board, first));
    assert!(matches!(mirror.play(first), Feedback::Continue { .. }));
    let left = counter
        .moves_to_win(&mirror.position().board, 15)
        .unwrap()
        .unwrap();
    assert!(left < exact, "{left} after {exact}");
    let counted = match left {
        1 => "Attack with threes and fours: win in one move.".to_owned(),
        n => format!("Attack with threes and fours: win in {n} moves."),
    };
    wait_for_label(&mut harness, &counted);
    click(&mut harness, "◀ All puzzles");

    // A Renju defence is one move, not a win in forty.
    let (_, title) = shipped_puzzle(library, "renju-defend-01");
    open_puzzle(&mut harness, &title);
    harness.get_by_label("Stop the attack! One good move is enough.");
    assert!(harness.query_by_label_contains("Win in").is_none());
}

#[test]
fn a_jungle_defence_says_stop_the_attack_and_hints_at_the_den_not_at_fours() {
    let library = kit::embedded_library();
    let (_, title) = shipped_puzzle(library, "jungle-defend-01");
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, &title);
    harness.get_by_label("Stop the attack! One good move is enough.");
    harness.get_by_label("You play Blue.");
    assert!(harness.query_by_label_contains("Win in").is_none());
    // Rung 1 names the piece, once (the puzzle's words and the engine's are the same here).
    click(&mut harness, "☞ Hint");
    assert_eq!(
        harness
            .query_all_by_label("☞ Look at your cat on d7.")
            .count(),
        1
    );
    // Rung 2 names the idea.
    click(&mut harness, "☞ Hint");
    let idea = harness.get_by_label_contains("The idea:");
    let idea = format!("{idea:?}");
    assert!(idea.contains("your den"), "{idea}");
    for renju in ["four", "five", "three"] {
        assert!(!idea.contains(renju), "{idea}");
    }
}

#[test]
fn hints_the_teacher_closes_are_closed_on_the_childrens_lessons_and_puzzles() {
    let library = kit::embedded_library();
    let (_, title) = shipped_puzzle(library, "jungle-defend-01");
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::teacher_mode(&mut harness);
    click(
        &mut harness,
        "Close the hints on the children's screens (the projector shows them when you choose)",
    );
    // The teacher leaves the device: teacher mode off.
    click(&mut harness, "Teacher mode");
    assert!(harness.query_by_label("Teacher").is_none());
    click(&mut harness, "Home");

    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    harness.get_by_label("Jump the tiger over the river.");
    assert!(harness.query_by_label("☞ Hint").is_none());
    harness.get_by_label("Hints are closed. Ask your teacher!");

    click(&mut harness, "Home");
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, &title);
    assert!(harness.query_by_label("☞ Hint").is_none());
    harness.get_by_label("Hints are closed. Ask your teacher!");
    click(&mut harness, "◀ All puzzles");

    // The teacher at the device has the hints.
    kit::teacher_mode(&mut harness);
    click(&mut harness, "Home");
    click(&mut harness, "Puzzles");
    open_puzzle(&mut harness, &title);
    click(&mut harness, "☞ Hint");
    assert!(
        harness
            .query_by_label_contains("Hints are closed")
            .is_none()
    );
}

/// A printed sheet's QR code (`?puzzles=a,b,…`) opens the sheet's first puzzle the class has,
/// and "next" goes through the sheet's others in the sheet's order, not down the list.
#[test]
fn a_sheets_link_steps_through_its_puzzles_in_the_sheets_order() {
    let library = kit::embedded_library();
    let jungle_win_in =
        |p: &&Puzzle| *p.game.get_ref() == Game::Jungle && *p.goal.get_ref() == PuzzleGoal::WinIn;
    // The first: won in one move (so the test can finish it); the next two: from the end of
    // the list, in reverse, so neither is the list's next.
    let first = library
        .puzzles
        .iter()
        .filter(jungle_win_in)
        .find(|p| p.plies() == Some(1) && p.solution.first().is_some_and(|line| line.len() == 1))
        .expect("a one-move Jungle puzzle");
    let later: Vec<&Puzzle> = library
        .puzzles
        .iter()
        .rev()
        .filter(jungle_win_in)
        .filter(|p| p.id.get_ref() != first.id.get_ref())
        .take(2)
        .collect();
    let ids = [
        "no-such-puzzle",
        first.id.get_ref().as_str(),
        later[0].id.get_ref().as_str(),
        later[1].id.get_ref().as_str(),
    ];

    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::add_child(&mut harness);
    assert!(harness.state_mut().open_puzzle_sheet(ids));
    harness.step();
    harness.step();
    wait_until_ready(&mut harness);
    assert_eq!(
        harness.state().open_puzzle_id().as_deref(),
        Some(first.id.get_ref().as_str())
    );
    let mut mirror = jungle_session(first, Budget::default()).unwrap();
    let position = *mirror.position();
    let mv: Move = first.solution[0][0].get_ref().parse().unwrap();
    click(&mut harness, &square_label(&position, mv.from));
    click(&mut harness, &square_label(&position, mv.to));
    assert!(matches!(mirror.play(mv), Feedback::Solved { .. }));
    wait_for_label(&mut harness, "Next puzzle ▶");
    click(&mut harness, "Next puzzle ▶");
    wait_until_ready(&mut harness);
    assert_eq!(
        harness.state().open_puzzle_id().as_deref(),
        Some(later[0].id.get_ref().as_str()),
        "the sheet's second puzzle, not the list's next"
    );

    // A sheet naming none of the class's puzzles opens nothing.
    assert!(!harness.state_mut().open_puzzle_sheet(["nope", "nor-this"]));
}
