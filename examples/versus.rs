//! A match between our Jungle opponent and an external engine that speaks the UCI-like text
//! protocol of several public Jungle engines (`uci`/`uciok`, `isready`/`readyok`,
//! `ucinewgame`, `position startpos moves A3A4 …`, `go movetime MS` answered by
//! `bestmove A7A6`). Squares are written with an upper-case file and the rank, `A1` bottom left
//! = our `a1`; the side that moves first (the engine's "light") is our Red.
//!
//! Every move of both sides is checked by our rules engine; an engine move that our rules do
//! not allow (this engine answers `A1A1` when it finished no search iteration), or an engine
//! that stops answering (it is restarted for the next game), forfeits the game, and the line is
//! printed (so is the line of every game we lose or draw); the summary also gives the score
//! over the games the engine did not forfeit. Colours alternate, and games 2k and 2k+1 share a
//! varied opening (four plies by the rat level) with the colours swapped. Our level thinks for
//! at most the same time per move as the engine (`Opponent::with_time_limit`). The game ends by
//! our rules (den, no animals, no legal move, the no-capture draw) or as a draw after 400
//! plies.
//!
//! `cargo run --release --no-default-features --example versus -- ENGINE GAMES MOVETIME_MS
//! [LEVEL] [key=value …]` (with `QI_ENGINE_DEPTH=N`, see [`fixed_depth`]) — the rule options
//! (`key=value`, as `--set` of the CLI) must describe the engine's rules. `… -- ENGINE perft
//! DEPTH [key=value …]` compares move counts instead.

use qi_classroom::rules::jungle::{Game, Move, RuleOptions, Side};
use qi_classroom::solve::jungle_opponent::Opponent;
use qi_classroom::solve::level::Level;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// The external engine's process and its pipes.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(path: &str) -> Result<Engine, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut engine = Engine {
            child,
            input,
            output,
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        engine.send("isready")?;
        engine.wait_for("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").map_err(|e| format!("engine write: {e}"))?;
        self.input.flush().map_err(|e| format!("engine flush: {e}"))
    }

    /// Reads lines until one starts with `word`; returns that line.
    fn wait_for(&mut self, word: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            let read = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("engine read: {e}"))?;
            if read == 0 {
                return Err(format!("the engine closed its output before {word}"));
            }
            if line.trim_start().starts_with(word) {
                return Ok(line.trim().to_string());
            }
        }
    }

    /// The engine's move after `moves` from the start position.
    fn best_move(&mut self, moves: &[Move], movetime: u64) -> Result<String, String> {
        let list: Vec<String> = moves.iter().map(|&mv| to_engine(mv)).collect();
        if list.is_empty() {
            self.send("position startpos")?;
        } else {
            self.send(&format!("position startpos moves {}", list.join(" ")))?;
        }
        match fixed_depth() {
            // A fixed depth (and time enough to reach it): the engine's moves do not depend on
            // the machine's load.
            Some(depth) => self.send(&format!("go depth {depth} movetime 60000"))?,
            None => self.send(&format!("go movetime {movetime}"))?,
        }
        let line = self.wait_for("bestmove").map_err(|e| {
            let list: Vec<String> = moves.iter().map(|&mv| to_engine(mv)).collect();
            format!("{e} (after {})", list.join(" "))
        })?;
        Ok(line.split_whitespace().nth(1).unwrap_or("").to_string())
    }
}

/// `QI_ENGINE_DEPTH=N`: the engine searches N plies a move and our level its node budgets
/// alone, instead of both thinking for MOVETIME_MS: a match whose result does not depend on
/// the machine's load (for comparing versions of our level on a busy machine).
fn fixed_depth() -> Option<u32> {
    std::env::var("QI_ENGINE_DEPTH").ok()?.parse().ok()
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// Our move in the engine's notation: `a3a4` → `A3A4`.
fn to_engine(mv: Move) -> String {
    let text = mv.to_string();
    let mut chars: Vec<char> = text.chars().collect();
    for index in [0, 2] {
        if let Some(c) = chars.get_mut(index) {
            *c = c.to_ascii_uppercase();
        }
    }
    chars.into_iter().collect()
}

/// A game's moves in the engine's notation, space-separated.
fn engine_moves(moves: &[Move]) -> String {
    let list: Vec<String> = moves.iter().map(|&m| to_engine(m)).collect();
    list.join(" ")
}

/// The engine's move in ours, if it is one of the legal moves.
fn from_engine(text: &str, game: &Game) -> Option<Move> {
    let mv = Move::parse(&text.to_ascii_lowercase()).ok()?;
    game.legal_moves().contains(&mv).then_some(mv)
}

/// Our result in one game: 1 win, 0 draw, -1 loss.
struct Played {
    result: i32,
    plies: usize,
    /// The engine gave up (no legal move given in a game in progress).
    forfeit: bool,
    /// The engine's process stopped answering (it is restarted for the next game).
    crashed: bool,
}

fn play_game(
    engine: &mut Engine,
    options: RuleOptions,
    level: Level,
    we_are_red: bool,
    seed: u64,
    movetime: u64,
    times: &mut [Vec<Duration>; 2],
) -> Result<Played, String> {
    let mut game = Game::new(options);
    let mut moves: Vec<Move> = Vec::new();
    let mut ours = Opponent::new(level, seed);
    if fixed_depth().is_none() {
        ours = ours.with_time_limit(Duration::from_millis(movetime));
    }
    let mut opener = Opponent::new(Level::MIN, seed / 2 + 1);
    for _ in 0..4 {
        if let Some(mv) = opener.choose_in_game(&game) {
            game.play(mv)
                .map_err(|e| format!("opening move {mv}: {e:?}"))?;
            moves.push(mv);
        }
    }
    engine.send("ucinewgame")?;
    for _ in 0..400 {
        if let Some(outcome) = game.outcome() {
            let result = match outcome.winner() {
                None => 0,
                Some(Side::Red) if we_are_red => 1,
                Some(Side::Blue) if !we_are_red => 1,
                Some(_) => -1,
            };
            match result {
                0 => println!("  drawn after {}", engine_moves(&moves)),
                -1 => println!("  lost after {}", engine_moves(&moves)),
                _ => {}
            }
            return Ok(Played {
                result,
                plies: moves.len(),
                forfeit: false,
                crashed: false,
            });
        }
        let our_turn = (game.position().side_to_move() == Side::Red) == we_are_red;
        let started = Instant::now();
        let mv = if our_turn {
            ours.choose_in_game(&game)
                .ok_or("our opponent found no move in a game in progress")?
        } else {
            let text = match engine.best_move(&moves, movetime) {
                Ok(text) => text,
                Err(error) => {
                    // The engine died (this engine's unbounded den-threat extension can overflow
                    // its stack): a forfeit, and the match goes on with a fresh process.
                    println!("  engine failed: {error}: forfeit");
                    return Ok(Played {
                        result: 1,
                        plies: moves.len(),
                        forfeit: true,
                        crashed: true,
                    });
                }
            };
            match from_engine(&text, &game) {
                Some(mv) => mv,
                None => {
                    // Not a legal move by our rules (this engine answers `A1A1` when its search
                    // finished no iteration): the engine forfeits the game.
                    println!(
                        "  engine answered {text:?}, not a legal move, after {}: forfeit",
                        engine_moves(&moves)
                    );
                    return Ok(Played {
                        result: 1,
                        plies: moves.len(),
                        forfeit: true,
                        crashed: false,
                    });
                }
            }
        };
        times[usize::from(our_turn)].push(started.elapsed());
        game.play(mv).map_err(|e| format!("move {mv}: {e:?}"))?;
        moves.push(mv);
    }
    println!("  drawn after {}", engine_moves(&moves));
    Ok(Played {
        result: 0,
        plies: moves.len(),
        forfeit: false,
        crashed: false,
    })
}

/// `versus ENGINE perft DEPTH [key=value …]`: the engine's `perft` counts from the start
/// position against ours, depth 1 to DEPTH (so moves our rules allow and the engine does not
/// show up too; no den can be reached within 6 plies, where the engine's perft ignores the
/// end of the game).
fn perft(path: &str, args: &[String]) {
    let depth: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(5);
    let options = rule_options(&args[3.min(args.len())..]);
    let mut engine = start_engine(path);
    let start = qi_classroom::rules::jungle::Position::start();
    for plies in 1..=depth {
        let theirs = engine
            .send("position startpos")
            .and_then(|()| engine.send(&format!("perft {plies}")))
            .and_then(|()| engine.wait_for("perft"))
            .map(|line| line.split_whitespace().nth(2).unwrap_or("?").to_string())
            .unwrap_or_else(|error| error);
        let ours = start.perft(&options, plies);
        let verdict = if theirs == ours.to_string() {
            "same"
        } else {
            "DIFFERENT"
        };
        println!("perft {plies}: ours {ours}, engine {theirs} ({verdict})");
    }
}

/// Our rules with the `key=value` options given; exits on a bad one.
fn rule_options(assignments: &[String]) -> RuleOptions {
    let mut options = RuleOptions::default();
    for assignment in assignments {
        if let Err(error) = options.set_assignment(assignment) {
            eprintln!("{assignment}: {error:?}");
            std::process::exit(2);
        }
    }
    options
}

/// The external engine, started; exits if it cannot be.
fn start_engine(path: &str) -> Engine {
    Engine::start(path).unwrap_or_else(|error| {
        eprintln!("{error}");
        std::process::exit(1);
    })
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: versus ENGINE GAMES MOVETIME_MS [LEVEL] [key=value …]");
        std::process::exit(2);
    };
    if args.get(1).map(String::as_str) == Some("perft") {
        perft(path, &args);
        return;
    }
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let movetime: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(100);
    let level = args
        .get(3)
        .and_then(|a| Level::parse(a).ok())
        .unwrap_or(Level::MAX);
    let options = rule_options(&args[4.min(args.len())..]);
    let mut engine = start_engine(path);
    let (mut wins, mut draws, mut losses, mut forfeits) = (0u32, 0u32, 0u32, 0u32);
    let mut times = [Vec::new(), Vec::new()];
    for index in 0..games {
        let we_are_red = index % 2 == 0;
        let seed = (index / 2) * 1_000_003 + 17 + index % 2;
        match play_game(
            &mut engine,
            options,
            level,
            we_are_red,
            seed,
            movetime,
            &mut times,
        ) {
            Ok(played) => {
                forfeits += u32::from(played.forfeit);
                if played.crashed {
                    engine = start_engine(path);
                }
                match played.result {
                    1 => wins += 1,
                    0 => draws += 1,
                    _ => losses += 1,
                }
                println!(
                    "game {} ({}): {}{} in {} plies",
                    index + 1,
                    if we_are_red { "we red" } else { "we blue" },
                    ["loss", "draw", "win"][(played.result + 1) as usize],
                    if played.forfeit {
                        " (engine forfeit)"
                    } else {
                        ""
                    },
                    played.plies
                );
            }
            Err(error) => {
                eprintln!("game {}: {error}", index + 1);
                std::process::exit(1);
            }
        }
    }
    let points = f64::from(wins) + f64::from(draws) / 2.0;
    let played = games.saturating_sub(u64::from(forfeits)).max(1) as f64;
    println!(
        "without the engine's forfeits: W/D/L {}/{draws}/{losses} = {:.0} %",
        wins - forfeits,
        (points - f64::from(forfeits)) * 100.0 / played
    );
    println!(
        "level {} vs engine at {movetime} ms: {games} games, W/D/L {wins}/{draws}/{losses} ({forfeits} wins by engine forfeit), {points} points = {:.0} %; median move: ours {:.1?}, engine {:.1?}",
        level.name(),
        points * 100.0 / games.max(1) as f64,
        median(&mut times[1]),
        median(&mut times[0]),
    );
}
