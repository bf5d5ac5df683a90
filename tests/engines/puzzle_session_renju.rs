//! The Renju puzzle session on every shipped Renju puzzle: a right move other than the
//! author's is accepted, a forbidden point is refused with its kind, a move that is not right
//! is taken back, and the author's line (finished with the trainer's own moves where it stops
//! early) solves the puzzle.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::sync::OnceLock;

use qi_classroom::content::{Library, Puzzle, PuzzlePosition};
use qi_classroom::rules::renju::{Board, Point, Refusal, Stone, forbidden_kind_with};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::renju::{RenjuGoal, Rules, right_moves};
use qi_classroom::tutor::puzzle_session::{Feedback, Hint, SessionError, jungle_session};
use qi_classroom::tutor::renju_puzzle::{RenjuPosition, RenjuSession, renju_session};

fn load_shipped() -> &'static Library {
    let library = crate::shipped::renju_puzzle_files();
    assert_eq!(library.error_count(false), 0, "{:#?}", library.diagnostics);
    assert!(library.puzzles.len() >= 30);
    library
}

/// The shipped Renju puzzles, each with its right first moves found by the prover's own
/// function (a fresh search, not the session's), worked out once for all tests.
fn shipped() -> &'static [(Puzzle, Vec<Point>)] {
    static SHIPPED: OnceLock<Vec<(Puzzle, Vec<Point>)>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        load_shipped()
            .puzzles
            .iter()
            .map(|puzzle| {
                let right = right_first_moves(puzzle);
                (puzzle.clone(), right)
            })
            .collect()
    })
}

fn open(puzzle: &Puzzle) -> RenjuSession {
    renju_session(puzzle, Budget::default())
        .unwrap_or_else(|e| panic!("{}: {e:?}", puzzle.id.get_ref()))
}

fn right_first_moves(puzzle: &Puzzle) -> Vec<Point> {
    let mut session = open(puzzle);
    let start = session.position().clone();
    let rules = session.rules_mut();
    let moves = puzzle.moves.as_ref().map(|m| *m.get_ref() as u8);
    right_moves(
        &start.board,
        start.to_move,
        rules.rules(),
        rules.goal(),
        moves,
    )
    .unwrap_or_else(|| panic!("{}: undecided", puzzle.id.get_ref()))
}

fn find<'a>(id: &str) -> &'a (Puzzle, Vec<Point>) {
    shipped()
        .iter()
        .find(|(puzzle, _)| puzzle.id.get_ref() == id)
        .unwrap()
}

fn author_first(puzzle: &Puzzle) -> Vec<Point> {
    puzzle
        .solution
        .iter()
        .map(|line| line[0].get_ref().parse().unwrap())
        .collect()
}

fn empty_points(board: &Board) -> Vec<Point> {
    board.empty_points().collect()
}

#[test]
fn a_right_move_that_is_not_the_authors_is_accepted() {
    let mut tried = 0;
    for (puzzle, right) in shipped() {
        let id = puzzle.id.get_ref();
        let mut session = open(puzzle);
        let authors = author_first(puzzle);
        assert!(
            authors.iter().all(|a| right.contains(a)),
            "{id}: {authors:?} {right:?}"
        );
        let Some(&other) = right.iter().find(|p| !authors.contains(p)) else {
            continue;
        };
        tried += 1;
        let feedback = session.play(other);
        assert!(
            matches!(feedback, Feedback::Continue { mv, .. } | Feedback::Solved { mv } if mv == other),
            "{id}: {other} is right, got {feedback:?}"
        );
        assert_eq!(session.score().mistakes, 0, "{id}");
    }
    assert!(tried >= 5, "only {tried} puzzles have a dual to try");
}

#[test]
fn a_move_that_is_not_right_is_refused_and_taken_back() {
    for (puzzle, right) in shipped() {
        let id = puzzle.id.get_ref();
        let mut session = open(puzzle);
        let start = session.position().clone();
        let rules = session.rules_mut().rules();
        let wrong = empty_points(&start.board)
            .into_iter()
            .find(|&p| rules.is_legal(&start.board, p, start.to_move) && !right.contains(&p))
            .unwrap();
        let feedback = session.play(wrong);
        assert!(
            matches!(feedback, Feedback::WinSlips { mv, refutation: Some(_) } if mv == wrong),
            "{id}: {wrong} is not right, got {feedback:?}"
        );
        assert_eq!(*session.position(), start, "{id}: the move is taken back");
        assert!(session.played().is_empty(), "{id}");
        assert_eq!(session.score().mistakes, 1, "{id}");
    }
}

#[test]
fn forbidden_and_occupied_points_are_refused_with_the_reason() {
    let mut forbidden_tried = 0;
    for (puzzle, _) in shipped() {
        let id = puzzle.id.get_ref();
        let mut session = open(puzzle);
        let start = session.position().clone();
        let PuzzlePosition::Renju { stones, .. } = &puzzle.position else {
            panic!("{id} is a Renju puzzle");
        };
        let occupied: Point = stones.black[0].get_ref().parse().unwrap();
        assert_eq!(
            session.play(occupied),
            Feedback::Illegal {
                mv: occupied,
                refusal: Refusal::Occupied { point: occupied }
            },
            "{id}"
        );
        let rules = session.rules_mut().rules();
        if start.to_move != Stone::Black {
            continue;
        }
        let Some((point, kind)) = empty_points(&start.board).into_iter().find_map(|p| {
            forbidden_kind_with(&start.board, p, rules.three_rule).map(|kind| (p, kind))
        }) else {
            continue;
        };
        forbidden_tried += 1;
        match session.play(point) {
            Feedback::Illegal {
                mv,
                refusal: Refusal::ForbiddenPoint { point: at, verdict },
            } => {
                assert_eq!((mv, at, verdict.kind), (point, point, kind), "{id}");
            }
            other => panic!("{id}: {point} is forbidden, got {other:?}"),
        }
        assert_eq!(*session.position(), start, "{id}");
        assert_eq!(session.score().mistakes, 0, "{id}");
    }
    assert!(
        forbidden_tried >= 1,
        "no shipped puzzle has a forbidden point"
    );
}

#[test]
fn a_forbidden_point_is_refused_in_a_made_up_puzzle() {
    // Black to move; g8 would make two open threes at once (f8-g8-h8 across, g7-g8-g9 up).
    let board = Board::from_stones(
        &[
            "f8".parse().unwrap(),
            "h8".parse().unwrap(),
            "g7".parse().unwrap(),
            "g9".parse().unwrap(),
        ],
        &[
            "a1".parse().unwrap(),
            "o15".parse().unwrap(),
            "a15".parse().unwrap(),
        ],
    )
    .unwrap();
    let rules = qi_classroom::tutor::renju_puzzle::RenjuRules::new(
        Rules::new(qi_classroom::rules::renju::RuleSet::Renju),
        RenjuGoal::Vct,
        Stone::Black,
        false,
    );
    let mut session = qi_classroom::tutor::puzzle_session::PuzzleSession::new(
        rules,
        RenjuPosition::new(board, Stone::Black),
        5,
        vec![],
        vec![],
    );
    let g8: Point = "g8".parse().unwrap();
    assert!(matches!(
        session.play(g8),
        Feedback::Illegal { refusal: Refusal::ForbiddenPoint { verdict, .. }, .. }
            if verdict.kind == qi_classroom::rules::renju::ForbiddenKind::DoubleThree
    ));
}

/// Plays the author's first line; where it stops before the end (VCT puzzles give only the
/// first move), keeps playing the trainer's own hinted moves. Returns the moves played.
fn play_out(puzzle: &Puzzle, session: &mut RenjuSession) -> usize {
    let id = puzzle.id.get_ref();
    let line: Vec<Point> = puzzle.solution[0]
        .iter()
        .map(|p| p.get_ref().parse().unwrap())
        .collect();
    let mut learner_moves = 0;
    for (ply, &point) in line.iter().enumerate().step_by(2) {
        assert_eq!(
            session.played(),
            &line[..ply],
            "{id}: the computer follows the author"
        );
        learner_moves += 1;
        match session.play(point) {
            Feedback::Solved { mv } => {
                assert_eq!(mv, point, "{id}");
                assert_eq!(ply + 1, line.len(), "{id}: solved before the line ends");
                return learner_moves;
            }
            Feedback::Continue { mv, .. } => assert_eq!(mv, point, "{id}"),
            other => panic!("{id}: the author's {point} got {other:?}"),
        }
    }
    while !session.is_solved() {
        assert!(learner_moves < 40, "{id}: no end in sight");
        let mv = loop {
            match session.hint() {
                Some(Hint::Move { mv }) => break mv,
                Some(_) => {}
                None => panic!("{id}: no hint after {:?}", session.played()),
            }
        };
        learner_moves += 1;
        match session.play(mv) {
            Feedback::Continue { .. } | Feedback::Solved { .. } => {}
            other => panic!("{id}: the hinted {mv} got {other:?}"),
        }
    }
    learner_moves
}

#[test]
fn the_authors_line_solves_every_shipped_puzzle() {
    for (puzzle, _) in shipped() {
        let id = puzzle.id.get_ref();
        let mut session = open(puzzle);
        let learner_moves = play_out(puzzle, &mut session);
        assert!(session.is_solved(), "{id}");
        assert_eq!(session.score().mistakes, 0, "{id}");
        match session.rules_mut().goal() {
            RenjuGoal::Defend => assert_eq!(learner_moves, 1, "{id}: one defence solves it"),
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                let attacker_moves = puzzle.solution[0].len().div_ceil(2);
                assert_eq!(learner_moves, attacker_moves, "{id}");
            }
            RenjuGoal::Vct | RenjuGoal::WinIn => assert!(learner_moves >= 2, "{id}"),
        }
    }
}

#[test]
fn a_forbidden_trap_is_solved_when_blacks_only_block_is_forbidden() {
    let (puzzle, _) = find("renju-sample-trap-01");
    let mut session = open(puzzle);
    let d4: Point = "d4".parse().unwrap();
    assert_eq!(session.play(d4), Feedback::Solved { mv: d4 });
    assert_eq!(session.score().stars(), 3);
}

#[test]
fn a_failed_defence_shows_the_attackers_next_four() {
    let (puzzle, right) = find("renju-defend-01");
    let mut session = open(puzzle);
    let start = session.position().clone();
    let wrong = empty_points(&start.board)
        .into_iter()
        .find(|&p| !right.contains(&p))
        .unwrap();
    let Feedback::WinSlips {
        refutation: Some(attack),
        ..
    } = session.play(wrong)
    else {
        panic!("{wrong} does not defend");
    };
    // The attacker's try is a four: the attacker then threatens five.
    let rules = session.rules_mut().rules();
    let attacker = start.to_move.opponent();
    let after = start
        .board
        .with(wrong, start.to_move)
        .with(attack, attacker);
    assert!(!rules.win_points(&after, attacker).is_empty());
}

#[test]
fn hints_name_the_area_then_the_idea_then_the_point() {
    let (puzzle, _) = find("renju-vcf-01");
    let mut session = open(puzzle);
    let i10: Point = "i10".parse().unwrap();
    assert_eq!(session.hint(), Some(Hint::Piece { at: i10 }));
    assert!(matches!(session.hint(), Some(Hint::Idea { themes }) if !themes.is_empty()));
    assert_eq!(session.hint(), Some(Hint::Move { mv: i10 }));
    assert_eq!(session.show_solution().len(), 7);
}

#[test]
fn the_wrong_game_is_refused() {
    let library = crate::shipped::embedded();
    let jungle = library
        .puzzles
        .iter()
        .find(|p| matches!(p.position, PuzzlePosition::Jungle { .. }))
        .unwrap();
    let renju = library
        .puzzles
        .iter()
        .find(|p| matches!(p.position, PuzzlePosition::Renju { .. }))
        .unwrap();
    assert_eq!(
        renju_session(jungle, Budget::default()).err(),
        Some(SessionError::WrongGame)
    );
    assert_eq!(
        jungle_session(renju, Budget::default()).err(),
        Some(SessionError::WrongGame)
    );
}

#[test]
fn a_cancelled_opening_stops_the_vct_search() {
    use qi_classroom::tutor::puzzle_session::PuzzleRules;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let (puzzle, right) = find("renju-vct-04");
    assert!(!right.is_empty());
    let flag = Arc::new(AtomicBool::new(true));
    let budget = qi_classroom::solve::bounded::Budget {
        max_nodes: u64::MAX,
        cancel: Some(flag),
    };
    let mut session = qi_classroom::tutor::renju_puzzle::renju_session(puzzle, budget).unwrap();
    let start = session.position().clone();
    let plies = puzzle.plies().unwrap();
    // Stopped before it proved anything: no move is known to be right.
    assert!(session.rules_mut().winning_moves(&start, plies).is_empty());
}

/// A shipped VCF puzzle (four moves) in which White also wins by threes: i8 is no four (the
/// VCF search does not list it) but a three that wins within the puzzle's length.
const WINS_BY_THREES: (&str, &str, &str) =
    ("generated-renju-1.toml", "generated-renju-s201-041", "i8");

/// A shipped VCF puzzle in three moves where k4, a three, wins too, but only in more moves
/// than the puzzle allows.
const WINS_TOO_SLOWLY: (&str, &str, &str) =
    ("generated-renju-1.toml", "generated-renju-s201-003", "k4");

#[test]
fn a_three_that_wins_only_in_more_moves_than_the_puzzle_allows_lets_the_win_slip() {
    use qi_classroom::solve::renju::distance::WinLength;
    let (file, id, point) = WINS_TOO_SLOWLY;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(file);
    let library = Library::load_paths(&[path]);
    let puzzle = library.puzzle(id).unwrap();
    let moves = *puzzle.moves.as_ref().unwrap().get_ref() as u8;
    let three: Point = point.parse().unwrap();
    let mut session = open(puzzle);
    let start = session.position().clone();
    let learner = start.to_move;
    let rules = session.rules_mut().rules();
    let after = start.board.with(three, learner);
    // Counted exactly: no win within the puzzle's length, a win within one more move.
    let mut length = WinLength::new(rules, learner);
    assert_eq!(length.defender_loses_within(&after, moves - 1), Some(false));
    assert_eq!(length.defender_loses_within(&after, moves + 1), Some(true));
    let feedback = session.play(three);
    assert!(
        matches!(
            feedback,
            Feedback::WinSlips {
                refutation: Some(_),
                ..
            }
        ),
        "{feedback:?}"
    );
}

#[test]
fn a_move_that_wins_by_threes_in_a_vcf_puzzle_is_right_and_said_to_win_too() {
    let (file, id, point) = WINS_BY_THREES;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(file);
    let library = Library::load_paths(&[path]);
    let puzzle = library.puzzle(id).unwrap();
    assert_eq!(
        *puzzle.goal.get_ref(),
        qi_classroom::content::PuzzleGoal::Vcf
    );
    let three: Point = point.parse().unwrap();
    let fours = right_first_moves(puzzle);
    assert!(!fours.is_empty() && !fours.contains(&three), "{fours:?}");

    let mut session = open(puzzle);
    let feedback = session.play(three);
    assert!(
        matches!(feedback, Feedback::Continue { .. }),
        "{feedback:?}"
    );
    assert!(session.rules_mut().last_move_wins_by_threes());
    let english = qi_classroom::i18n::Localizer::new(qi_classroom::i18n::Locale::En);
    let Feedback::Continue { mv, reply, .. } = feedback else {
        unreachable!()
    };
    let said = english.render(&qi_classroom::i18n::solve::renju_wins_by_threes(mv, reply));
    assert!(said.starts_with("That wins too"), "{said}");

    // A move of the VCF is right, and nothing more is said about it.
    let mut session = open(puzzle);
    assert!(matches!(session.play(fours[0]), Feedback::Continue { .. }));
    assert!(!session.rules_mut().last_move_wins_by_threes());
}
