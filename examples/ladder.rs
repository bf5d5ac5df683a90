//! The self-play ladder: each level against the next one up, colours alternating, every move
//! checked by the rules engine. Prints one table row per pair: games, wins of the higher level,
//! draws, losses and its score (a win 1, a draw ½).
//!
//! `cargo run --release --no-default-features --example ladder -- jungle|renju GAMES [FROM TO]`

use qi_classroom::rules::jungle::{Game, RuleOptions, Side};
use qi_classroom::rules::renju::{Board, RuleSet, Stone};
use qi_classroom::solve::jungle_opponent::Opponent;
use qi_classroom::solve::level::Level;
use qi_classroom::solve::renju::{Rules, choose_move};
use std::time::{Duration, Instant};

/// The higher level's result in one game: 1 win, 0 draw, -1 loss.
fn jungle_game(
    high: Level,
    low: Level,
    high_is_red: bool,
    seed: u64,
    times: &mut [Vec<Duration>; 2],
) -> i32 {
    let mut game = Game::new(RuleOptions::default());
    let mut high_player = Opponent::new(high, seed);
    let mut low_player = Opponent::new(low, seed + 7919);
    if let Some(limit) = time_per_move() {
        high_player = high_player.with_time_limit(limit);
        low_player = low_player.with_time_limit(limit);
    }
    // A varied opening: four plies by the rat, the same for both colourings of a pair.
    let mut opener = Opponent::new(Level::MIN, seed / 2 + 1);
    for _ in 0..4 {
        if let Some(chosen) = opener.choose_in_game(&game) {
            game.play(chosen)
                .expect("the opponent plays only legal moves");
        }
    }
    for _ in 0..400 {
        if let Some(outcome) = game.outcome() {
            return match outcome.winner() {
                None => 0,
                Some(Side::Red) if high_is_red => 1,
                Some(Side::Blue) if !high_is_red => 1,
                Some(_) => -1,
            };
        }
        let red = game.position().side_to_move() == Side::Red;
        let is_high = red == high_is_red;
        let started = Instant::now();
        let chosen = if is_high {
            high_player.choose_in_game(&game)
        } else {
            low_player.choose_in_game(&game)
        };
        times[usize::from(is_high)].push(started.elapsed());
        let Some(chosen) = chosen else { return 0 };
        game.play(chosen)
            .expect("the opponent plays only legal moves");
    }
    0
}

/// `QI_LADDER_MS`: Jungle levels also stop thinking after so many milliseconds a move (as in a
/// match against another engine); unset, the node budgets alone decide.
fn time_per_move() -> Option<Duration> {
    let millis: u64 = std::env::var("QI_LADDER_MS").ok()?.parse().ok()?;
    Some(Duration::from_millis(millis))
}

fn renju_game(
    high: Level,
    low: Level,
    high_is_black: bool,
    seed: u64,
    times: &mut [Vec<Duration>; 2],
) -> i32 {
    let rules = Rules::new(RuleSet::Renju);
    let mut board = Board::new();
    let mut stone = Stone::Black;
    // A varied opening: three stones by the rat, the same for both colourings of a pair.
    for ply in 0..3u64 {
        if let Some(point) = choose_move(&board, stone, rules, Level::MIN, seed / 2 + ply) {
            board.place(point, stone);
            stone = stone.opponent();
        }
    }
    for ply in 0..225u64 {
        let is_high = (stone == Stone::Black) == high_is_black;
        let level = if is_high { high } else { low };
        let started = Instant::now();
        let chosen = choose_move(&board, stone, rules, level, seed + ply);
        times[usize::from(is_high)].push(started.elapsed());
        let Some(point) = chosen else { return 0 };
        assert!(rules.is_legal(&board, point, stone), "illegal {point}");
        if rules.makes_win(&board, point, stone) {
            return if is_high { 1 } else { -1 };
        }
        board.place(point, stone);
        stone = stone.opponent();
    }
    0
}

fn percentile(times: &mut [Duration], fraction: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort();
    let index = ((times.len() - 1) as f64 * fraction).round() as usize;
    times[index]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("jungle", String::as_str).to_string();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let from: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let to: u8 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(8);
    println!(
        "| {game} | games | higher wins | draws | losses | score | higher median / p90 / max per move |"
    );
    println!("|---|---|---|---|---|---|---|");
    for low_number in from..to {
        let (Some(low), Some(high)) = (Level::new(low_number), Level::new(low_number + 1)) else {
            continue;
        };
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        let mut times = [Vec::new(), Vec::new()];
        for index in 0..games {
            let first = index % 2 == 0;
            // Games 2k and 2k+1 share an opening (seed / 2) with the colours swapped.
            let seed = (index / 2) * 2_000_006 + u64::from(low_number) * 34 + index % 2;
            let result = match game.as_str() {
                "renju" => renju_game(high, low, first, seed, &mut times),
                _ => jungle_game(high, low, first, seed, &mut times),
            };
            match result {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
        }
        let score = (f64::from(wins) + f64::from(draws) / 2.0) / games.max(1) as f64;
        let high_times = &mut times[1];
        let (median, p90, max) = (
            percentile(high_times, 0.5),
            percentile(high_times, 0.9),
            percentile(high_times, 1.0),
        );
        println!(
            "| {} {} vs {} {} | {games} | {wins} | {draws} | {losses} | {:.0} % | {median:.1?} / {p90:.1?} / {max:.1?} |",
            high.number(),
            high.name(),
            low.number(),
            low.name(),
            score * 100.0
        );
    }
}
