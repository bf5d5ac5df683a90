//! Every shipped Jungle puzzle is proven by the solver: the side to move wins within the
//! puzzle's length, every author line is legal and winning, and the endgame set is complete
//! (30+ puzzles, three hints and texts in all three languages, duals named in the comment);
//! every `defend` puzzle's threat is real and its author's move stops it.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Library, Puzzle, PuzzleGoal, PuzzlePosition};
use qi_classroom::i18n::Locale;
use qi_classroom::rules::jungle::{Move, Position};
use qi_classroom::solve::bounded::{Budget, Verdict};
use qi_classroom::solve::jungle_defence::{DefenceVerdict, defending_moves};
use qi_classroom::solve::jungle_proof::prove_puzzle;
use qi_classroom::tutor::puzzle_session::jungle_options;

fn shipped() -> &'static Library {
    let library = crate::shipped::puzzle_folder();
    let problems: Vec<_> = library
        .diagnostics
        .iter()
        .filter(|d| d.severity != qi_classroom::content::Severity::Note)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    library
}

fn jungle_puzzles(library: &Library) -> Vec<&Puzzle> {
    library
        .puzzles
        .iter()
        .filter(|p| matches!(p.position, PuzzlePosition::Jungle { .. }))
        .collect()
}

#[test]
fn every_shipped_jungle_puzzle_is_proven_by_the_solver() {
    let library = shipped();
    let puzzles = jungle_puzzles(library);
    assert!(!puzzles.is_empty());
    for puzzle in puzzles {
        let id = puzzle.id.get_ref();
        let PuzzlePosition::Jungle { fen } = &puzzle.position else {
            continue;
        };
        if puzzle.goal.get_ref() != &PuzzleGoal::WinIn {
            continue;
        }
        let plies = puzzle.plies().expect("win-in puzzles state their length");
        let options = jungle_options(&puzzle.rules).expect("valid rules");
        let solution: Vec<Vec<String>> = puzzle
            .solution
            .iter()
            .map(|line| line.iter().map(|m| m.get_ref().clone()).collect())
            .collect();
        let proof = prove_puzzle(fen.get_ref(), &options, plies, &solution, Budget::default())
            .expect("the position is valid");
        assert!(
            matches!(proof.verdict, Verdict::Win { plies: found } if found <= plies),
            "{id}: {:?}",
            proof.verdict
        );
        assert!(proof.is_proven(), "{id}: {:?}", proof.lines);
    }
}

#[test]
fn every_shipped_jungle_defence_is_proven_by_the_solver() {
    let library = shipped();
    let defend: Vec<&Puzzle> = jungle_puzzles(library)
        .into_iter()
        .filter(|p| p.goal.get_ref() == &PuzzleGoal::Defend)
        .collect();
    assert!(defend.len() >= 3, "only {} defend puzzles", defend.len());
    for puzzle in defend {
        let id = puzzle.id.get_ref();
        let PuzzlePosition::Jungle { fen } = &puzzle.position else {
            continue;
        };
        let plies = puzzle
            .plies()
            .expect("defend puzzles state the threat's length");
        let options = jungle_options(&puzzle.rules).expect("valid rules");
        let start = Position::from_fen(fen.get_ref()).expect("valid position");
        let defences = defending_moves(&start, &options, plies, Budget::default());
        assert_eq!(defences.threat, Some(true), "{id}: a real threat");
        assert!(!defences.any_undecided(), "{id}");
        let author = Move::parse(puzzle.solution[0][0].get_ref()).expect("a move");
        assert_eq!(
            defences.verdict_of(author),
            Some(DefenceVerdict::Holds),
            "{id}: the author's move defends"
        );
        assert!(
            defences.right_moves().len() < defences.moves.len(),
            "{id}: some move fails"
        );
        assert_eq!(puzzle.hints.len(), 3, "{id}: a ladder of three hints");
        assert!(!puzzle.themes.is_empty(), "{id}: themes");
    }
}

#[test]
fn the_endgame_set_has_thirty_complete_puzzles_from_win_in_one_to_seven() {
    let library = shipped();
    let set: Vec<&Puzzle> = jungle_puzzles(library)
        .into_iter()
        .filter(|p| p.file.contains("jungle-endgames-") && !p.file.contains("sample"))
        .collect();
    assert!(set.len() >= 30, "only {} endgame puzzles", set.len());
    let mut lengths: Vec<u32> = set
        .iter()
        .map(|p| *p.moves.as_ref().expect("length").get_ref())
        .collect();
    lengths.sort();
    lengths.dedup();
    assert_eq!(lengths, (1..=7).collect::<Vec<u32>>());
    for puzzle in set {
        let id = puzzle.id.get_ref();
        assert_eq!(puzzle.hints.len(), 3, "{id}: a ladder of three hints");
        assert!(!puzzle.solution.is_empty(), "{id}: an author line");
        assert!(!puzzle.themes.is_empty(), "{id}: themes");
        let comment = puzzle.comment.as_ref().expect("a comment");
        for text in puzzle.hints.iter().chain([&puzzle.title, comment]) {
            assert!(
                text.missing_locales().is_empty(),
                "{id}: all three languages"
            );
        }
        // Duals (other winning first moves) are named in the comment.
        let PuzzlePosition::Jungle { fen } = &puzzle.position else {
            continue;
        };
        let options = jungle_options(&puzzle.rules).expect("valid rules");
        let plies = puzzle.plies().expect("length");
        let proof =
            prove_puzzle(fen.get_ref(), &options, plies, &[], Budget::default()).expect("valid");
        for dual in &proof.winning_moves {
            assert!(
                comment.get(Locale::En).contains(&dual.to_string()),
                "{id}: the comment should name the winning move {dual}"
            );
        }
        assert_eq!(
            proof.verdict,
            Verdict::Win { plies },
            "{id}: no faster win than stated"
        );
    }
}
