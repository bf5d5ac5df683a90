//! The Jungle puzzle session: any move that keeps the forced win is accepted, a move that lets
//! it slip is rejected and taken back, illegal moves get the engine's reason, the computer
//! answers with its longest defence, and hints, solution and score behave.
#![allow(clippy::unwrap_used)]

use qi_classroom::rules::jungle::{Move, Position, Refusal, RuleOptions};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::jungle::{JungleGame, JungleSearcher};
use qi_classroom::tutor::puzzle_session::{
    Feedback, Hint, JungleRules, JungleSession, PuzzleSession, Theme, jungle_session,
};

fn mv(text: &str) -> Move {
    Move::parse(text).expect("test moves are well formed")
}

/// Red's elephant on g7 walks to the den in 5 moves; g7f7 and g7g8 both win (the author
/// chose g7f7), the blue rat on b6 can only run.
const ELEPHANT_WALK: &str = "7/7/6E/1r5/7/7/7/7/7 w";

fn session(fen: &str, moves: u32, author: &[&str]) -> JungleSession {
    let start = Position::from_fen(fen).expect("test positions are valid");
    PuzzleSession::new(
        JungleRules::new(RuleOptions::default(), Budget::default()),
        start,
        2 * moves - 1,
        vec![author.iter().map(|m| mv(m)).collect()],
        vec![Theme::Den],
    )
}

#[test]
fn a_winning_move_that_is_not_the_authors_is_accepted() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    match session.play(mv("g7g8")) {
        Feedback::Continue {
            mv: played,
            moves_left,
            ..
        } => {
            assert_eq!(played, mv("g7g8"));
            assert_eq!(moves_left, 4);
        }
        other => panic!("expected the move to be accepted, got {other:?}"),
    }
    assert_eq!(session.score().mistakes, 0);
}

#[test]
fn a_move_that_loses_the_win_is_rejected_and_taken_back() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    let before = *session.position();
    let feedback = session.play(mv("g7g6"));
    assert!(
        matches!(feedback, Feedback::WinSlips { mv: m, refutation: Some(_) } if m == mv("g7g6")),
        "{feedback:?}"
    );
    assert_eq!(*session.position(), before);
    assert_eq!(session.score().mistakes, 1);
    assert!(session.played().is_empty());
}

#[test]
fn an_illegal_move_returns_the_engines_refusal() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    let feedback = session.play(mv("g7e7"));
    assert_eq!(
        feedback,
        Feedback::Illegal {
            mv: mv("g7e7"),
            refusal: Refusal::NotAdjacent {
                from: mv("g7e7").from,
                to: mv("g7e7").to
            }
        }
    );
    assert_eq!(session.score().mistakes, 0);
}

#[test]
fn the_computer_answers_with_the_longest_defence() {
    // Lion and rat against a lone tiger: several defences, some shorter than others.
    let fen = "7/3c3/7/t6/1r5/7/5L1/7/7 w";
    let mut session = session(fen, 5, &["f3e3"]);
    let start = *session.position();
    let Feedback::Continue { reply, .. } = session.play(mv("f3e3")) else {
        panic!("f3e3 keeps the win");
    };
    let after = start.play_unchecked(mv("f3e3"));
    let options = RuleOptions::default();
    let mut searcher = JungleSearcher::new(Budget::default());
    let lasts = |searcher: &mut JungleSearcher, defence: Move| {
        searcher
            .win_distance(&JungleGame::new(after.play_unchecked(defence), options), 7)
            .unwrap_or(u32::MAX)
    };
    let chosen = lasts(&mut searcher, reply);
    for &other in after.legal_moves(&options).iter() {
        assert!(
            chosen >= lasts(&mut searcher, other),
            "{reply} lasts {chosen}, but {other} lasts longer"
        );
    }
}

#[test]
fn playing_the_line_to_the_end_solves_the_puzzle() {
    let mut session = session("r6/7/3T3/7/7/7/7/7/6L w", 2, &["d7d8", "a9a8", "d8d9"]);
    assert!(matches!(
        session.play(mv("d7d8")),
        Feedback::Continue { .. }
    ));
    assert_eq!(
        session.play(mv("d8d9")),
        Feedback::Solved { mv: mv("d8d9") }
    );
    assert!(session.is_solved());
    assert_eq!(session.play(mv("a1a2")), Feedback::AlreadySolved);
    assert_eq!(session.score().stars(), 3);
}

#[test]
fn the_hint_ladder_goes_piece_idea_move_and_counts() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    let first = session.hint().expect("a hint");
    assert!(matches!(first, Hint::Piece { at } if at.square == mv("g7f7").from));
    assert_eq!(
        session.hint(),
        Some(Hint::Idea {
            themes: vec![Theme::Den]
        })
    );
    assert_eq!(
        session.score().answers_seen,
        0,
        "a nudge and the idea leave the answer"
    );
    assert_eq!(session.hint(), Some(Hint::Move { mv: mv("g7f7") }));
    assert_eq!(session.score().hints_used, 3);
    assert_eq!(
        session.score().answers_seen,
        1,
        "the move itself is the answer"
    );
}

#[test]
fn show_solution_and_retry_restart_the_puzzle() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    let line = session.show_solution();
    assert_eq!(line, vec![mv("g7f7")]);
    assert!(session.score().solution_shown);
    assert_eq!(session.score().answers_seen, 1);
    let _ = session.play(mv("g7g8"));
    session.retry();
    assert!(session.played().is_empty());
    assert_eq!(session.moves_left(), 5);
    assert_eq!(session.score().retries, 1);
    assert_eq!(session.score().stars(), 0);
}

#[test]
fn off_the_authors_line_the_solution_comes_from_the_solver() {
    let mut session = session(ELEPHANT_WALK, 5, &["g7f7"]);
    let _ = session.play(mv("g7g8"));
    let mut position = *session.position();
    let line = session.show_solution();
    assert!(!line.is_empty());
    let options = RuleOptions::default();
    for &step in &line {
        position = position.play(&options, step).expect("solution is legal");
    }
    assert!(!position.has_legal_move(&options));
}

#[test]
fn a_shipped_puzzle_becomes_a_session() {
    let library = crate::shipped::embedded();
    let puzzle = library
        .puzzles
        .iter()
        .find(|p| p.id.get_ref().starts_with("jungle-"))
        .expect("a Jungle puzzle ships");
    let mut session = jungle_session(puzzle, Budget::default()).expect("valid puzzle");
    assert!(session.hint().is_some());
}
