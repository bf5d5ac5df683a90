//! The Jungle computer opponent: every level always returns a legal move (anti-repetition
//! rules included), choices repeat for the same seed, and hard beats easy in most games.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{Game, Outcome, RuleOptions, Side};
use qi_engines::solve::jungle_opponent::{Level, Opponent};

/// Plays a game from the start; returns the outcome (or `None` after `max_plies`).
fn play_game(red: &mut Opponent, blue: &mut Opponent, max_plies: usize) -> (Option<Outcome>, Game) {
    let mut game = Game::new(RuleOptions::competition());
    for _ in 0..max_plies {
        if let Some(outcome) = game.outcome() {
            return (Some(outcome), game);
        }
        let player = match game.position().side_to_move() {
            Side::Red => &mut *red,
            Side::Blue => &mut *blue,
        };
        let mv = player
            .choose_in_game(&game)
            .expect("a game that is not over has a legal move");
        game.play(mv).expect("the opponent only plays legal moves");
    }
    (game.outcome(), game)
}

#[test]
fn every_level_always_plays_legal_moves() {
    for level in Level::ALL {
        for seed in 0..2 {
            let mut red = Opponent::new(level, seed);
            let mut blue = Opponent::new(Level::Easy, seed + 100);
            // `play_game` fails if any chosen move is refused by the engine.
            let _ = play_game(&mut red, &mut blue, 60);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let moves = |seed| {
        let (_, game) = play_game(
            &mut Opponent::new(Level::Medium, seed),
            &mut Opponent::new(Level::Easy, seed),
            40,
        );
        game.history().iter().map(|p| p.mv).collect::<Vec<_>>()
    };
    assert_eq!(moves(5), moves(5));
}

#[test]
fn hard_beats_easy_in_most_games() {
    let mut hard_wins = 0;
    let games = 4;
    for seed in 0..games {
        let hard_side = if seed % 2 == 0 { Side::Red } else { Side::Blue };
        let mut hard = Opponent::new(Level::Hard, seed);
        let mut easy = Opponent::new(Level::Easy, seed + 1000);
        let (outcome, _) = if hard_side == Side::Red {
            play_game(&mut hard, &mut easy, 300)
        } else {
            play_game(&mut easy, &mut hard, 300)
        };
        if outcome.and_then(|o| o.winner()) == Some(hard_side) {
            hard_wins += 1;
        }
    }
    assert!(
        hard_wins * 4 >= games * 3,
        "hard won only {hard_wins} of {games}"
    );
}
