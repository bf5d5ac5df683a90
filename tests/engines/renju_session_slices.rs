//! A Renju puzzle session opened in slices (as the browser does, a few search positions per
//! frame) is the session opened at once: the same right first moves, the same verdict on every
//! first move, the same hint and solution; each slice visits at most the positions it was
//! given (and the VCF search of the last VCT position it entered). And the VCT search that stops and goes on answers as the recursive one does, with the
//! same node count; the computer choosing its move in steps chooses the move it chooses at once.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::Puzzle;
use qi_classroom::rules::renju::{Board, Point, Stone};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::renju::{Rules, VctSolver};
use qi_classroom::tutor::puzzle_session::PuzzleRules;
use qi_classroom::tutor::renju_puzzle::{RenjuSession, open_renju_session, renju_session};

/// Positions per slice in these tests: small, so even easy puzzles take several slices.
const SLICE: u64 = 7;

fn renju_puzzles() -> Vec<Puzzle> {
    let puzzles: Vec<Puzzle> = crate::shipped::embedded()
        .puzzles
        .iter()
        .filter(|p| p.id.get_ref().starts_with("renju-"))
        .cloned()
        .collect();
    // VCF, VCT, defend and forbidden-trap puzzles are all there.
    for kind in [
        "renju-vcf-",
        "renju-vct-",
        "renju-defend-",
        "renju-forbidden-trap-",
    ] {
        assert!(
            puzzles.iter().any(|p| p.id.get_ref().starts_with(kind)),
            "{kind}"
        );
    }
    puzzles
}

/// Opens `puzzle` in slices of `slice` positions; the session and how many slices it took.
/// Fails if a slice visits more positions than it was given, beyond the VCF search of the
/// last VCT position it entered (a slice never cuts that one).
fn open_in_slices(puzzle: &Puzzle, slice: u64) -> (RenjuSession, u64) {
    let mut opening = open_renju_session(puzzle, Budget::default()).unwrap();
    let mut slices = 0u64;
    loop {
        slices += 1;
        let session = opening.step(slice);
        let visited = opening.last_step_nodes();
        assert!(
            visited <= slice + opening.last_step_vcf_nodes(),
            "{}: a slice visited {visited} positions, more than {slice}",
            puzzle.id.get_ref()
        );
        if let Some(session) = session {
            return (session, slices);
        }
        assert!(slices < 10_000_000, "{} never opens", puzzle.id.get_ref());
    }
}

#[test]
fn a_session_opened_in_slices_is_the_session_opened_at_once() {
    for puzzle in renju_puzzles() {
        let id = puzzle.id.get_ref().clone();
        let mut whole = renju_session(&puzzle, Budget::default()).unwrap();
        let (mut sliced, slices) = open_in_slices(&puzzle, SLICE);
        let plies = whole.moves_left() * 2 - 1;
        assert_eq!(sliced.moves_left(), whole.moves_left(), "{id}");
        let start = whole.position().clone();
        assert_eq!(sliced.position(), &start, "{id}");
        let right = whole.rules_mut().winning_moves(&start, plies);
        assert!(!right.is_empty() || id.starts_with("renju-defend"), "{id}");
        assert_eq!(
            sliced.rules_mut().winning_moves(&start, plies),
            right,
            "{id}"
        );
        // Every first move is judged alike: each right one accepted, the others not.
        let verdicts = |session: &mut RenjuSession| -> Vec<(Point, Option<bool>)> {
            let rules = session.rules_mut();
            start
                .board
                .empty_points()
                .filter_map(|point| {
                    let after = rules.check(&start, point).ok()?;
                    Some((point, rules.still_wins(&after, plies - 1)))
                })
                .collect()
        };
        let expected = verdicts(&mut whole);
        for &point in &right {
            assert!(expected.contains(&(point, Some(true))), "{id}: {point:?}");
        }
        assert_eq!(verdicts(&mut sliced), expected, "{id}");
        assert_eq!(sliced.hint(), whole.hint(), "{id}: the hint");
        assert_eq!(
            sliced.show_solution(),
            whole.show_solution(),
            "{id}: the solution"
        );
        if id.starts_with("renju-vct-") {
            assert!(slices > 1, "{id} was opened in one slice");
        }
    }
}

/// The recursive VCT search and the one in slices on every candidate move of `board`, each
/// with a fresh solver of `budget` positions: the same answers, node counts and budget state.
fn compare_searches(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    depth: u8,
    budget: u64,
    slice: u64,
) -> usize {
    let mut exhausted = 0;
    for point in board.empty_points() {
        if !rules.is_legal(board, point, attacker) {
            continue;
        }
        let mut recursive = VctSolver::new(rules, attacker, budget);
        let expected = recursive.move_wins(board, point, depth);
        let mut stepped = VctSolver::new(rules, attacker, budget);
        let mut search = stepped.start_move(board, point, depth);
        let answer = loop {
            let before = stepped.nodes();
            let answer = search.step(&mut stepped, slice);
            // A slice enters no VCT position once its positions are used; only the VCF
            // search of the last one entered may take it past them.
            assert!(
                stepped.nodes() - before <= slice + stepped.last_vcf_nodes(),
                "{point:?}: a slice went over"
            );
            if let Some(answer) = answer {
                break answer;
            }
        };
        assert_eq!(answer, expected, "{point:?}");
        assert_eq!(stepped.nodes(), recursive.nodes(), "{point:?}: nodes");
        assert_eq!(stepped.exhausted(), recursive.exhausted(), "{point:?}");
        exhausted += usize::from(recursive.exhausted());
    }
    exhausted
}

#[test]
fn the_vct_search_in_slices_answers_as_the_recursive_one() {
    for puzzle in renju_puzzles()
        .iter()
        .filter(|p| p.id.get_ref().starts_with("renju-vct-"))
    {
        let mut session = renju_session(puzzle, Budget::default()).unwrap();
        let rules = session.rules_mut().rules();
        let start = session.position();
        let depth = puzzle.moves.as_ref().map_or(8, |m| *m.get_ref() as u8);
        compare_searches(&start.board, rules, start.to_move, depth, 200_000, 5);
    }
}

#[test]
fn the_vct_search_in_slices_runs_out_of_budget_where_the_recursive_one_does() {
    let puzzle = renju_puzzles()
        .into_iter()
        .find(|p| p.id.get_ref() == "renju-vct-04")
        .unwrap();
    let mut session = renju_session(&puzzle, Budget::default()).unwrap();
    let rules = session.rules_mut().rules();
    let start = session.position();
    let exhausted = compare_searches(&start.board, rules, start.to_move, 3, 300, 1);
    assert!(exhausted > 0, "the small budget ran out somewhere");
}

#[test]
fn the_computer_choosing_in_steps_chooses_as_at_once() {
    use qi_classroom::rules::renju::RuleSet;
    use qi_classroom::solve::renju::ai::MoveChoice;
    use qi_classroom::solve::renju::{Level, choose_move};
    let rules = Rules::new(RuleSet::Renju);
    // A game of the hard computer against the medium one: every position met on the way.
    let mut board = Board::new();
    let mut stone = Stone::Black;
    let mut stepped_moves = 0;
    for ply in 0..60u64 {
        let level = if stone == Stone::White {
            Level::Hard
        } else {
            Level::Medium
        };
        let at_once = choose_move(&board, stone, rules, level, ply);
        let mut choice = MoveChoice::new(&board, stone, rules, level, ply);
        let mut steps = 0;
        let in_steps = loop {
            steps += 1;
            if let Some(answer) = choice.step(2) {
                break answer;
            }
        };
        assert_eq!(in_steps, at_once, "ply {ply}\n{board:?}");
        stepped_moves += usize::from(steps > 2);
        let Some(point) = at_once else { break };
        if rules.makes_win(&board, point, stone) {
            break;
        }
        board.place(point, stone);
        stone = stone.opponent();
    }
    assert!(stepped_moves > 0, "no choice needed more than two steps");
}
