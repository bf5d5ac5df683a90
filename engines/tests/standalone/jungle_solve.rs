//! The Jungle solver agrees with plain full-width minimax on random few-piece endgames: the
//! verdict, the shortest distance and the complete set of winning first moves.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{Animal, Move, Piece, Position, RuleOptions, Setup, Side, Square};
use qi_engines::solve::bounded::{Budget, Verdict};
use qi_engines::solve::jungle::{JungleGame, JungleSearcher, solve};
use qi_engines::solve::seeded::SeededRandom;

/// A random legal, unfinished position with 1..=max_each animals per side, mostly near the
/// blue den so that wins within a few plies are common.
fn random_endgame(rng: &mut SeededRandom, max_each: u64) -> Position {
    loop {
        let mut setup = Setup {
            board: [None; Square::COUNT],
            side_to_move: if rng.below(2) == 0 {
                Side::Red
            } else {
                Side::Blue
            },
        };
        for side in Side::ALL {
            let count = 1 + rng.below(max_each);
            for _ in 0..count {
                let animal = Animal::ALL[rng.below(8) as usize];
                let rank = if rng.below(3) == 0 {
                    rng.below(9) as u8
                } else {
                    5 + rng.below(4) as u8
                };
                let square = Square::from_coords(rng.below(7) as u8, rank).expect("on board");
                if setup.board[square.index()].is_none() {
                    setup.board[square.index()] = Some(Piece::new(side, animal));
                }
            }
        }
        if let Ok(position) = setup.validate()
            && !position.is_finished()
        {
            return position;
        }
    }
}

fn naive_wins(position: &Position, options: &RuleOptions, plies: u32) -> bool {
    plies > 0
        && position
            .legal_moves(options)
            .iter()
            .any(|&mv| naive_loses(&position.play_unchecked(mv), options, plies - 1))
}

fn naive_loses(position: &Position, options: &RuleOptions, plies: u32) -> bool {
    let moves = position.legal_moves(options);
    if moves.is_empty() {
        return true;
    }
    plies > 0
        && moves
            .iter()
            .all(|&mv| naive_wins(&position.play_unchecked(mv), options, plies - 1))
}

fn naive_distance(position: &Position, options: &RuleOptions, plies: u32) -> Option<u32> {
    (1..=plies)
        .step_by(2)
        .find(|&depth| naive_wins(position, options, depth))
}

fn compare_on_random_endgames(
    options: RuleOptions,
    seed: u64,
    count: usize,
    plies: u32,
    max_each: u64,
) -> usize {
    let mut rng = SeededRandom::new(seed);
    let mut wins = 0;
    for case in 0..count {
        let position = random_endgame(&mut rng, max_each);
        let solution = solve(&position, &options, plies, Budget::default());
        let fen = position.to_fen();
        match naive_distance(&position, &options, plies) {
            Some(distance) => {
                wins += 1;
                assert_eq!(
                    solution.verdict,
                    Verdict::Win { plies: distance },
                    "case {case}: {fen}"
                );
                let mut expected: Vec<Move> = position
                    .legal_moves(&options)
                    .iter()
                    .copied()
                    .filter(|&mv| naive_loses(&position.play_unchecked(mv), &options, plies - 1))
                    .collect();
                expected.sort();
                assert_eq!(solution.winning_moves, expected, "case {case}: {fen}");
                // The main line is legal and ends with the defender out of moves.
                let mut current = position;
                for &mv in &solution.line {
                    current = current.play(&options, mv).expect("main line is legal");
                }
                assert!(!current.has_legal_move(&options), "case {case}: {fen}");
                assert!(solution.line.len() as u32 <= distance, "case {case}: {fen}");
            }
            None => assert_eq!(solution.verdict, Verdict::NoWinWithin, "case {case}: {fen}"),
        }
    }
    wins
}

#[test]
fn solver_agrees_with_plain_minimax_on_random_endgames() {
    let wins = compare_on_random_endgames(RuleOptions::default(), 1, 400, 5, 3);
    assert!(wins > 60, "the sample should hold many wins ({wins})");
}

#[test]
fn solver_agrees_with_plain_minimax_under_other_rule_options() {
    let mut options = RuleOptions::competition();
    options
        .set_assignment("strength_order=wolf-over-dog")
        .expect("known option");
    options
        .set_assignment("weakening_traps=any")
        .expect("known option");
    options
        .set_assignment("jump_blocked_by=enemy-rat")
        .expect("known option");
    let wins = compare_on_random_endgames(options, 2, 200, 5, 2);
    assert!(wins > 30, "the sample should hold many wins ({wins})");
}

#[test]
fn solver_agrees_with_plain_minimax_seven_plies_deep() {
    let wins = compare_on_random_endgames(RuleOptions::default(), 4, 60, 7, 2);
    assert!(wins > 10, "the sample should hold many wins ({wins})");
}

#[test]
fn best_defence_is_the_longest_resistance() {
    let options = RuleOptions::default();
    let mut rng = SeededRandom::new(3);
    let mut checked = 0;
    while checked < 40 {
        let position = random_endgame(&mut rng, 2);
        let game = JungleGame::new(position, options);
        let mut searcher = JungleSearcher::new(Budget::default());
        let Some(distance) = searcher.win_distance(&game, 5) else {
            continue;
        };
        let Some(attack) = solve(&position, &options, 5, Budget::default())
            .line
            .first()
            .copied()
        else {
            continue;
        };
        let after = position.play_unchecked(attack);
        if !after.has_legal_move(&options) {
            continue;
        }
        checked += 1;
        let defence = searcher
            .best_defence(&JungleGame::new(after, options), distance - 1)
            .expect("the defender has moves");
        // No defence lasts longer than the chosen one.
        let chosen = naive_distance(&after.play_unchecked(defence), &options, distance - 2);
        for &other in after.legal_moves(&options).iter() {
            let other_distance =
                naive_distance(&after.play_unchecked(other), &options, distance - 2);
            assert!(
                chosen.unwrap_or(u32::MAX) >= other_distance.unwrap_or(u32::MAX),
                "{}: {defence} lasts {chosen:?}, {other} lasts {other_distance:?}",
                after.to_fen()
            );
        }
    }
}
