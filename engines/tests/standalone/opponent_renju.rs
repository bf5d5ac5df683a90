//! The Gomoku/Renju opponent's ladder: the defending levels answer open and split threes (the
//! issue's example included), every move the top levels pick against a VCF is in `defend`'s
//! set (positions found by the solver), every level plays only legal moves under the three rule
//! sets, and a level beats a much lower one.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::renju::{Board, Point, RuleSet, Stone};
use qi_engines::solve::level::Level;
use qi_engines::solve::renju::evaluate::straight_four_points;
use qi_engines::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver, choose_move, defending_moves};

fn points(names: &[&str]) -> Vec<Point> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

fn board(black: &[&str], white: &[&str]) -> Board {
    Board::from_stones(&points(black), &points(white)).unwrap()
}

/// The issue's example (Black to move: Black g7 j7 h8 e9 j9 j10, White j8 g9 h9 i9 g10 g11)
/// is already lost: besides the open three g9 g10 g11, White has the split three j8 i9 · g11,
/// so no Black move stops both (`defend`'s set is empty and White has a VCT); h10 was not the
/// mistake. Every level still answers legally, and inside `defend`'s set when it is not empty.
#[test]
fn the_issue_example_is_already_lost_to_two_threes() {
    let position = board(
        &["g7", "j7", "h8", "e9", "j9", "j10"],
        &["j8", "g9", "h9", "i9", "g10", "g11"],
    );
    let rules = Rules::new(RuleSet::Renju);
    assert!(defending_moves(&position, rules, Stone::Black, DEFAULT_LIMIT).is_empty());
    assert!(VcfSolver::new(rules, Stone::White).has_vcf(&position, DEFAULT_LIMIT));
    for level in Level::ALL {
        let chosen = choose_move(&position, Stone::Black, rules, level, 1).unwrap();
        assert!(
            rules.is_legal(&position, chosen, Stone::Black),
            "{level} {chosen}"
        );
    }
}

/// The issue's example without White's j8: only the open three g9 g10 g11 is left, and every
/// level from the dog up blocks it (h10 is no answer).
#[test]
fn every_defending_level_answers_a_lone_open_three() {
    let position = board(
        &["g7", "j7", "h8", "e9", "j9", "j10"],
        &["a15", "g9", "h9", "i9", "g10", "g11"],
    );
    let rules = Rules::new(RuleSet::Renju);
    assert!(!straight_four_points(&position, rules, Stone::White).is_empty());
    for level in Level::ALL.into_iter().filter(|l| l.defends()) {
        for seed in 0..3 {
            let chosen = choose_move(&position, Stone::Black, rules, level, seed).unwrap();
            assert!(rules.is_legal(&position, chosen, Stone::Black));
            let after = position.with(chosen, Stone::Black);
            let black_four = !rules.win_points(&after, Stone::Black).is_empty();
            assert!(
                black_four || straight_four_points(&after, rules, Stone::White).is_empty(),
                "level {level} played {chosen} and left White's three open"
            );
        }
    }
}

#[test]
fn the_defending_levels_answer_a_split_three() {
    // White's split three f9 g9 i9 (h9 empty, e9 and j9 empty): Black must play e9, h9 or j9.
    let position = board(&["h8", "g8", "k12", "c3"], &["f9", "g9", "i9"]);
    let rules = Rules::new(RuleSet::Renju);
    assert!(!straight_four_points(&position, rules, Stone::White).is_empty());
    for level in Level::ALL.into_iter().filter(|l| l.defends()) {
        let chosen = choose_move(&position, Stone::Black, rules, level, 1).unwrap();
        let after = position.with(chosen, Stone::Black);
        assert!(
            !rules.win_points(&after, Stone::Black).is_empty()
                || straight_four_points(&after, rules, Stone::White).is_empty(),
            "level {level} played {chosen}"
        );
    }
}

/// The opponent with bounds (a match's node budget, or a cancel flag set when the time is up)
/// still plays legal moves and still answers a lone open three: the defence rules come before
/// any search, so a search cut short only loses the ranking.
#[test]
fn a_bounded_elephant_still_answers_an_open_three_with_a_legal_move() {
    use qi_engines::solve::renju::Opponent;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let position = board(
        &["g7", "j7", "h8", "e9", "j9", "j10"],
        &["a15", "g9", "h9", "i9", "g10", "g11"],
    );
    let rules = Rules::new(RuleSet::Renju);
    let cancelled = Arc::new(AtomicBool::new(true));
    let players = [
        Opponent::new(rules, Level::MAX, 3).with_node_budget(2_000),
        Opponent::new(rules, Level::MAX, 3).with_cancel(Arc::clone(&cancelled)),
    ];
    for player in players {
        let chosen = player.choose(&position, Stone::Black).unwrap();
        assert!(rules.is_legal(&position, chosen, Stone::Black));
        let after = position.with(chosen, Stone::Black);
        assert!(
            !rules.win_points(&after, Stone::Black).is_empty()
                || straight_four_points(&after, rules, Stone::White).is_empty(),
            "{player:?} played {chosen} and left White's three open"
        );
    }
}

/// Plays a game; returns the winner and the positions met (side to move with each).
fn play(
    black: Level,
    white: Level,
    rules: Rules,
    seed: u64,
    max_plies: u64,
) -> (Option<Stone>, Vec<(Board, Stone)>) {
    let mut board = Board::new();
    let mut stone = Stone::Black;
    let mut seen = Vec::new();
    for ply in 0..max_plies {
        let level = if stone == Stone::Black { black } else { white };
        seen.push((board.clone(), stone));
        let Some(point) = choose_move(&board, stone, rules, level, seed + ply) else {
            return (None, seen);
        };
        assert!(
            rules.is_legal(&board, point, stone),
            "level {level} played the illegal {point} for {stone:?}\n{board:?}"
        );
        if rules.makes_win(&board, point, stone) {
            return (Some(stone), seen);
        }
        board.place(point, stone);
        stone = stone.opponent();
    }
    (None, seen)
}

#[test]
fn every_level_plays_only_legal_moves_under_each_rule_set() {
    let mut plies = 0;
    for rule_set in [RuleSet::Renju, RuleSet::Standard, RuleSet::Freestyle] {
        let rules = Rules::new(rule_set);
        for level in Level::ALL {
            let other = Level::new(9 - level.number()).unwrap();
            let (_, seen) = play(level, other, rules, u64::from(level.number()) * 31, 120);
            plies += seen.len();
            let (_, seen) = play(other, level, rules, u64::from(level.number()) * 37, 120);
            plies += seen.len();
        }
    }
    assert!(plies >= 1_000, "only {plies} plies were played");
}

/// Positions from games between low levels in which the opponent of the side to move has a
/// VCF, the side to move has none, and some but not all legal moves stop it.
fn vcf_defence_positions(rules: Rules, count: usize) -> Vec<(Board, Stone, Vec<Point>)> {
    let mut found = Vec::new();
    for seed in 0..60u64 {
        if found.len() >= count {
            break;
        }
        let (_, seen) = play(Level::MIN, Level::new(2).unwrap(), rules, seed * 1000, 90);
        for (board, to_move) in seen {
            if found.len() >= count {
                break;
            }
            let opponent = to_move.opponent();
            if !rules.win_points(&board, to_move).is_empty()
                || VcfSolver::new(rules, to_move).has_vcf(&board, DEFAULT_LIMIT)
                || !VcfSolver::new(rules, opponent).has_vcf(&board, DEFAULT_LIMIT)
            {
                continue;
            }
            let holding = defending_moves(&board, rules, to_move, DEFAULT_LIMIT);
            let legal = board
                .empty_points()
                .filter(|&p| rules.is_legal(&board, p, to_move))
                .count();
            if !holding.is_empty() && holding.len() < legal {
                found.push((board, to_move, holding));
            }
        }
    }
    found
}

#[test]
fn the_top_levels_only_pick_moves_from_defends_set_against_a_vcf() {
    for rule_set in [RuleSet::Renju, RuleSet::Freestyle] {
        let rules = Rules::new(rule_set);
        let positions = vcf_defence_positions(rules, 8);
        assert!(
            positions.len() >= 5,
            "{rule_set:?}: only {}",
            positions.len()
        );
        for (board, to_move, holding) in positions {
            for level in [Level::new(5).unwrap(), Level::new(7).unwrap(), Level::MAX] {
                let chosen = choose_move(&board, to_move, rules, level, 3).unwrap();
                assert!(
                    holding.contains(&chosen),
                    "{rule_set:?} level {level} played {chosen}, not in {holding:?}\n{board:?}"
                );
            }
        }
    }
}

#[test]
fn the_dog_beats_the_rat_and_the_elephant_beats_the_dog() {
    let rules = Rules::new(RuleSet::Renju);
    let score = |strong: Level, weak: Level, games: u64| {
        let mut wins = 0;
        for seed in 0..games {
            let strong_colour = if seed % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            let (black, white) = if strong_colour == Stone::Black {
                (strong, weak)
            } else {
                (weak, strong)
            };
            if play(black, white, rules, seed * 91, 225).0 == Some(strong_colour) {
                wins += 1;
            }
        }
        wins
    };
    let dog = score(Level::Medium, Level::MIN, 6);
    assert!(dog >= 5, "the dog won {dog} of 6 against the rat");
    let elephant = score(Level::MAX, Level::Medium, 4);
    assert!(
        elephant >= 3,
        "the elephant won {elephant} of 4 against the dog"
    );
}
