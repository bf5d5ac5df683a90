//! A Renju match between our computer opponent and an external engine that speaks the Gomocup
//! (Piskvork) brain protocol — written for Rapfi (dhbloo/rapfi) on its built-in classical
//! evaluation, built outside this repository, but any brain that understands `START 15`,
//! `INFO rule 4`, `BOARD` … `DONE` will do.
//!
//! Every game starts from one of ten of the 26 standard openings (five direct, five indirect,
//! [`OPENINGS`]; the three stones as in our table of them), each played twice with the colours
//! swapped; White plays move 4. Every move of both sides is
//! checked by our rules engine (renju: Black's forbidden points); an engine move our rules do
//! not allow, or an engine that stops answering (it is restarted), forfeits the game. A game
//! ends with a five (a Black overline is not one) or drawn on a full board.
//!
//! Two ways to give both sides the same thinking:
//! - `--movetime MS` (default 100): the engine gets `INFO timeout_turn MS`; our opponent is
//!   stopped by a cancel flag after MS (it answers with the best move it has by then);
//! - `--nodes N`: the engine gets `INFO max_node N` (and time enough), our opponent the budget
//!   of N positions for its whole choice ([`Opponent::with_node_budget`]) and no clock.
//!
//! `cargo run --release --no-default-features --example renju_versus -- ENGINE [--games G]
//! [--movetime MS | --nodes N] [--level L] [--first K]` (G games, default 20; K skips the
//! first K games). Prints each game's moves and the score.

use qi_classroom::rules::renju::opening::{OpeningGroup, standard_openings};
use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::level::Level;
use qi_classroom::solve::renju::{Opponent, Rules};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The openings played, by group (direct) and number in the standard table: five direct
/// (寒星 Kansei, 溪月 Keigetsu, 疏星 Sosei, 残月 Zangetsu, 金星 Kinsei) and five indirect
/// (峡月 Kyogetsu, 恒星 Kosei, 水月 Suigetsu, 云月 Ungetsu, 银月 Gingetsu) — the openings
/// tournaments play that are not known as easy Black wins.
const OPENINGS: [(bool, u8); 10] = [
    (true, 1),
    (true, 2),
    (true, 3),
    (true, 5),
    (true, 7),
    (false, 2),
    (false, 3),
    (false, 4),
    (false, 6),
    (false, 9),
];

/// The opening's name and its three stones.
fn opening(index: usize) -> Result<(String, [Point; 3]), String> {
    let (direct, number) = OPENINGS[index % OPENINGS.len()];
    let found = standard_openings()
        .iter()
        .find(|o| (o.group == OpeningGroup::Direct) == direct && o.number == number)
        .ok_or("the standard openings table lacks one of ours")?;
    Ok((
        format!("{} {}", found.chinese, found.romaji),
        [Point::CENTRE, found.second(), found.third],
    ))
}

/// The external engine's process and its pipes.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// How both sides are limited.
#[derive(Debug, Clone, Copy)]
enum Limit {
    Time(u64),
    Nodes(u64),
}

impl Engine {
    fn start(path: &str, limit: Limit) -> Result<Engine, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut engine = Engine {
            child,
            input,
            output,
        };
        engine.send("START 15")?;
        engine.read_answer()?;
        for line in [
            "INFO rule 4",
            "INFO thread_num 1",
            "INFO max_memory 268435456",
            "INFO timeout_match 100000000",
        ] {
            engine.send(line)?;
        }
        match limit {
            Limit::Time(ms) => engine.send(&format!("INFO timeout_turn {ms}"))?,
            Limit::Nodes(nodes) => {
                engine.send("INFO timeout_turn 60000")?;
                engine.send(&format!("INFO max_node {nodes}"))?;
            }
        }
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").map_err(|e| format!("engine write: {e}"))?;
        self.input.flush().map_err(|e| format!("engine flush: {e}"))
    }

    /// The next line that is not a `MESSAGE`/`DEBUG`/`INFO` remark.
    fn read_answer(&mut self) -> Result<String, String> {
        let mut line = String::new();
        for _ in 0..100_000 {
            line.clear();
            let read = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("engine read: {e}"))?;
            if read == 0 {
                return Err("the engine closed its output".to_string());
            }
            let text = line.trim();
            let remark = ["MESSAGE", "DEBUG", "INFO"]
                .iter()
                .any(|word| text.starts_with(word));
            if !text.is_empty() && !remark {
                return Ok(text.to_string());
            }
        }
        Err("the engine wrote 100,000 remarks and no answer".to_string())
    }

    /// The engine's move after `moves` (Black first), the engine to move.
    fn best_move(&mut self, moves: &[Point]) -> Result<Point, String> {
        self.send("BOARD")?;
        let own_parity = moves.len() % 2;
        for (index, point) in moves.iter().enumerate() {
            let field = if index % 2 == own_parity { 1 } else { 2 };
            self.send(&format!("{},{},{field}", point.column(), point.row()))?;
        }
        self.send("DONE")?;
        let answer = self.read_answer()?;
        let (x, y) = answer
            .split_once(',')
            .ok_or(format!("not a move: {answer:?}"))?;
        let parse = |text: &str| text.trim().parse::<usize>().ok();
        parse(x)
            .zip(parse(y))
            .and_then(|(x, y)| Point::new(x, y))
            .ok_or(format!("not a point: {answer:?}"))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("END");
        let _ = self.child.wait();
    }
}

/// One game's result for us: 1 win, 0 draw, -1 loss, and whether the engine forfeited.
struct Played {
    result: i32,
    forfeit: bool,
    moves: Vec<Point>,
}

/// Our opponent's move, stopped after `limit` when the match is timed.
fn our_move(
    board: &Board,
    stone: Stone,
    rules: Rules,
    level: Level,
    seed: u64,
    limit: Limit,
) -> Option<Point> {
    match limit {
        Limit::Nodes(nodes) => Opponent::new(rules, level, seed)
            .with_node_budget(nodes)
            .choose(board, stone),
        Limit::Time(ms) => {
            let cancel = Arc::new(AtomicBool::new(false));
            let timer = {
                let cancel = Arc::clone(&cancel);
                std::thread::spawn(move || {
                    // Wakes early when the choice is made (the flag is then set by us).
                    let until = Instant::now() + Duration::from_millis(ms);
                    while Instant::now() < until && !cancel.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(2));
                    }
                    cancel.store(true, Ordering::Relaxed);
                })
            };
            let choice = Opponent::new(rules, level, seed)
                .with_cancel(Arc::clone(&cancel))
                .with_move_time(Duration::from_millis(ms))
                .choose(board, stone);
            cancel.store(true, Ordering::Relaxed);
            let _ = timer.join();
            choice
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn play_game(
    engine: &mut Engine,
    opening: [Point; 3],
    we_are_black: bool,
    level: Level,
    seed: u64,
    limit: Limit,
    times: &mut [Vec<Duration>; 2],
) -> Result<Played, String> {
    let rules = Rules::new(RuleSet::Renju);
    let mut board = Board::default();
    let mut moves: Vec<Point> = Vec::new();
    for point in opening {
        let stone = if moves.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        };
        board.place(point, stone);
        moves.push(point);
    }
    while !board.is_full() {
        let stone = if moves.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        };
        let ours = (stone == Stone::Black) == we_are_black;
        let started = Instant::now();
        let point = if ours {
            our_move(
                &board,
                stone,
                rules,
                level,
                seed ^ moves.len() as u64,
                limit,
            )
            .ok_or("our opponent found no move")?
        } else {
            match engine.best_move(&moves) {
                Ok(point) if rules.is_legal(&board, point, stone) => point,
                Ok(point) => {
                    println!("  engine played {point}, not legal here: forfeit");
                    return Ok(Played {
                        result: 1,
                        forfeit: true,
                        moves,
                    });
                }
                Err(error) => {
                    println!("  engine failed: {error}: forfeit");
                    return Ok(Played {
                        result: 1,
                        forfeit: true,
                        moves,
                    });
                }
            }
        };
        times[usize::from(ours)].push(started.elapsed());
        if !rules.is_legal(&board, point, stone) {
            return Err(format!("our opponent played {point}, not legal"));
        }
        let wins = rules.makes_win(&board, point, stone);
        board.place(point, stone);
        moves.push(point);
        if wins {
            return Ok(Played {
                result: if ours { 1 } else { -1 },
                forfeit: false,
                moves,
            });
        }
    }
    Ok(Played {
        result: 0,
        forfeit: false,
        moves,
    })
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// The value after `flag` in `args`, parsed.
fn option<T: std::str::FromStr>(args: &[String], flag: &str) -> Option<T> {
    let at = args.iter().position(|a| a == flag)?;
    args.get(at + 1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first().filter(|a| !a.starts_with("--")) else {
        eprintln!(
            "usage: renju_versus ENGINE [--games G] [--movetime MS | --nodes N] [--level L] [--first K]"
        );
        std::process::exit(2);
    };
    let games: usize = option(&args, "--games").unwrap_or(20);
    let first: usize = option(&args, "--first").unwrap_or(0);
    let limit = match option::<u64>(&args, "--nodes") {
        Some(nodes) => Limit::Nodes(nodes),
        None => Limit::Time(option(&args, "--movetime").unwrap_or(100)),
    };
    let level = option::<String>(&args, "--level")
        .and_then(|l| Level::parse(&l).ok())
        .unwrap_or(Level::MAX);
    let start = |limit| {
        Engine::start(path, limit).unwrap_or_else(|error| {
            eprintln!("{error}");
            std::process::exit(1);
        })
    };
    let mut engine = start(limit);
    let (mut wins, mut draws, mut losses, mut forfeits) = (0u32, 0u32, 0u32, 0u32);
    let mut times = [Vec::new(), Vec::new()];
    for index in first..first + games {
        let (name, stones) = opening(index / 2).unwrap_or_else(|error| {
            eprintln!("{error}");
            std::process::exit(1);
        });
        let we_are_black = index.is_multiple_of(2);
        let seed = index as u64 * 1_000_003 + 17;
        let played = match play_game(
            &mut engine,
            stones,
            we_are_black,
            level,
            seed,
            limit,
            &mut times,
        ) {
            Ok(played) => played,
            Err(error) => {
                eprintln!("game {}: {error}", index + 1);
                std::process::exit(1);
            }
        };
        if played.forfeit {
            forfeits += 1;
            engine = start(limit);
        }
        match played.result {
            1 => wins += 1,
            0 => draws += 1,
            _ => losses += 1,
        }
        let line: Vec<String> = played.moves.iter().map(Point::to_string).collect();
        println!(
            "game {} ({name}, we {}): {} in {} moves: {}",
            index + 1,
            if we_are_black { "black" } else { "white" },
            ["loss", "draw", "win"][(played.result + 1) as usize],
            played.moves.len(),
            line.join(" ")
        );
    }
    let points = f64::from(wins) + f64::from(draws) / 2.0;
    println!(
        "level {} vs engine ({limit:?}): {games} games, W/D/L {wins}/{draws}/{losses} ({forfeits} by engine forfeit), {points} points = {:.0} %; median move: ours {:.1?}, engine {:.1?}",
        level.name(),
        points * 100.0 / games.max(1) as f64,
        median(&mut times[1]),
        median(&mut times[0]),
    );
}
