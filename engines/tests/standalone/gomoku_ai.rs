//! The computer opponent: every level plays legal moves, and hard beats easy.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::renju::{Board, RuleSet, Stone};
use qi_engines::solve::renju::{Level, Rules, choose_move};

/// Plays a game; returns the winner, if any, within 150 moves.
fn play(black: Level, white: Level, rules: Rules, seed: u64) -> Option<Stone> {
    let mut board = Board::new();
    let mut stone = Stone::Black;
    for ply in 0..150u64 {
        let level = if stone == Stone::Black { black } else { white };
        let point = choose_move(&board, stone, rules, level, seed + ply)?;
        assert!(
            rules.is_legal(&board, point, stone),
            "{level:?} {point} illegal\n{board:?}"
        );
        if rules.makes_win(&board, point, stone) {
            return Some(stone);
        }
        board.place(point, stone);
        stone = stone.opponent();
    }
    None
}

#[test]
fn every_level_returns_a_legal_move() {
    for rule_set in [RuleSet::Renju, RuleSet::Freestyle, RuleSet::Standard] {
        let rules = Rules::new(rule_set);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let mut board = Board::new();
            let mut stone = Stone::Black;
            for ply in 0..30u64 {
                let point = choose_move(&board, stone, rules, Level::Easy, 7 + ply).unwrap();
                if rules.makes_win(&board, point, stone) {
                    break;
                }
                board.place(point, stone);
                stone = stone.opponent();
                let reply = choose_move(&board, stone, rules, level, ply).unwrap();
                assert!(rules.is_legal(&board, reply, stone), "{level:?} {reply}");
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let rules = Rules::new(RuleSet::Renju);
    let board = Board::from_stones(&["h8".parse().unwrap()], &["i9".parse().unwrap()]).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        assert_eq!(
            choose_move(&board, Stone::Black, rules, level, 3),
            choose_move(&board, Stone::Black, rules, level, 3)
        );
    }
}

#[test]
fn hard_beats_easy() {
    let rules = Rules::new(RuleSet::Renju);
    let mut hard_wins = 0;
    for seed in 0..4u64 {
        if play(Level::Hard, Level::Easy, rules, seed * 100) == Some(Stone::Black) {
            hard_wins += 1;
        }
        if play(Level::Easy, Level::Hard, rules, seed * 100 + 50) == Some(Stone::White) {
            hard_wins += 1;
        }
    }
    assert!(hard_wins >= 7, "hard won only {hard_wins} of 8");
}
