//! `qi-classroom gomoku brain [--level N]`: the Gomocup / Piskvork brain protocol on stdin and
//! stdout, so the opponent plays in the standard tournament managers and against other engines.
//!
//! Understood: `START 15`, `RECTSTART 15,15`, `RESTART`, `INFO key value` (`rule`: bit 1 exact
//! five, bit 4 renju, otherwise freestyle; `timeout_turn` in ms caps the level), `BEGIN`,
//! `TURN x,y`, `BOARD` … `DONE`, `TAKEBACK x,y`, `ABOUT`, `END`. Coordinates are 0-based
//! `x,y` with `x` the column (a = 0) and `y` the row (1 = 0). The brain playing first is Black.
//! Other boards get `ERROR`, unknown commands `UNKNOWN`, bad coordinates `ERROR`. Each input
//! line is at most 4 KiB (longer lines are refused, not buffered).

use std::io::{BufRead, Read, Write};
use std::process::ExitCode;

use clap::Args;

use crate::rules::renju::{Board, Point, RuleSet, Stone};
use crate::solve::level::Level;
use crate::solve::renju::{Rules, choose_move};

/// The longest command line read.
const MAX_LINE: usize = 4096;
/// The only board size played.
const SIZE: usize = 15;

/// Arguments of `gomoku brain`.
#[derive(Debug, Args)]
pub struct BrainArgs {
    /// The level: 1 (rat) … 8 (elephant), `max`, or an animal name.
    #[arg(long, default_value = "max", value_parser = Level::parse)]
    pub level: Level,
}

/// The brain's state between commands.
#[derive(Debug)]
pub struct Brain {
    level: Level,
    board: Board,
    /// The brain's colour (known once the first move is played or a board is given).
    own: Option<Stone>,
    rule_set: RuleSet,
    timeout_turn: Option<u64>,
    /// Inside `BOARD` … `DONE`: own and opponent stones so far.
    reading_board: Option<(Vec<Point>, Vec<Point>)>,
    started: bool,
    moves: u64,
}

/// What the brain does after a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// Print these lines.
    Lines(Vec<String>),
    /// Stop.
    End,
}

impl Brain {
    /// A brain playing at `level`, before `START`.
    pub fn new(level: Level) -> Brain {
        Brain {
            level,
            board: Board::new(),
            own: None,
            rule_set: RuleSet::Freestyle,
            timeout_turn: None,
            reading_board: None,
            started: false,
            moves: 0,
        }
    }

    /// Answers one input line.
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim();
        if let Some((own, theirs)) = &mut self.reading_board {
            if line.eq_ignore_ascii_case("DONE") {
                let (own, theirs) = (own.clone(), theirs.clone());
                self.reading_board = None;
                return self.set_board(&own, &theirs);
            }
            let fields: Vec<&str> = line.split(',').map(str::trim).collect();
            let parsed = match fields.as_slice() {
                [x, y, field] => parse_point(x, y).zip(field.parse::<u8>().ok()),
                _ => None,
            };
            return match parsed {
                Some((point, 1)) => {
                    own.push(point);
                    Reply::Lines(Vec::new())
                }
                Some((point, 2)) => {
                    theirs.push(point);
                    Reply::Lines(Vec::new())
                }
                Some((_, 3)) => Reply::Lines(Vec::new()),
                _ => lines(format!("ERROR bad board line: {line}")),
            };
        }
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((command, rest)) => (command, rest.trim()),
            None => (line, ""),
        };
        match command.to_ascii_uppercase().as_str() {
            "" => Reply::Lines(Vec::new()),
            "START" => self.start(rest.parse().ok(), rest.parse().ok()),
            "RECTSTART" => {
                let mut parts = rest.split(',').map(|p| p.trim().parse::<usize>().ok());
                self.start(parts.next().flatten(), parts.next().flatten())
            }
            "RESTART" => self.start(Some(SIZE), Some(SIZE)),
            "INFO" => {
                self.info(rest);
                Reply::Lines(Vec::new())
            }
            "BEGIN" if self.started => {
                self.own = Some(Stone::Black);
                self.play_own()
            }
            "TURN" if self.started => self.turn(rest),
            "BOARD" if self.started => {
                self.reading_board = Some((Vec::new(), Vec::new()));
                Reply::Lines(Vec::new())
            }
            "TAKEBACK" if self.started => match parse_pair(rest) {
                Some(point) if self.board.remove(point).is_some() => lines("OK".to_string()),
                _ => lines(format!("ERROR nothing to take back at {rest}")),
            },
            "BEGIN" | "TURN" | "BOARD" | "TAKEBACK" => {
                lines("ERROR the game has not started: send START 15 first".to_string())
            }
            "ABOUT" => lines(format!(
                "name=\"qi-classroom\", version=\"{}\", author=\"qi-classroom\", country=\"-\"",
                env!("CARGO_PKG_VERSION")
            )),
            "END" => Reply::End,
            _ => lines(format!("UNKNOWN command {command}")),
        }
    }

    fn start(&mut self, width: Option<usize>, height: Option<usize>) -> Reply {
        if width != Some(SIZE) || height != Some(SIZE) {
            return lines("ERROR only the 15x15 board is supported".to_string());
        }
        self.board = Board::new();
        self.own = None;
        self.started = true;
        self.moves = 0;
        lines("OK".to_string())
    }

    fn info(&mut self, rest: &str) {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let value = value.trim();
        match key.to_ascii_lowercase().as_str() {
            "rule" => {
                if let Ok(bits) = value.parse::<u32>() {
                    self.rule_set = if bits & 4 != 0 {
                        RuleSet::Renju
                    } else if bits & 1 != 0 {
                        RuleSet::Standard
                    } else {
                        RuleSet::Freestyle
                    };
                }
            }
            "timeout_turn" => self.timeout_turn = value.parse().ok(),
            _ => {}
        }
    }

    fn turn(&mut self, rest: &str) -> Reply {
        let Some(point) = parse_pair(rest) else {
            return lines(format!("ERROR not a point: {rest}"));
        };
        if !self.board.is_empty(point) {
            return lines(format!("ERROR {rest} is already taken"));
        }
        let own = *self.own.get_or_insert(Stone::White);
        self.board.place(point, own.opponent());
        self.play_own()
    }

    fn set_board(&mut self, own: &[Point], theirs: &[Point]) -> Reply {
        // The side with fewer stones moves; equal counts: the brain moves first, so it is Black.
        let colour = if own.len() < theirs.len() {
            Stone::White
        } else {
            Stone::Black
        };
        let (black, white) = match colour {
            Stone::Black => (own, theirs),
            Stone::White => (theirs, own),
        };
        match Board::from_stones(black, white) {
            Ok(board) => {
                self.board = board;
                self.own = Some(colour);
                self.play_own()
            }
            Err(_) => lines("ERROR a point is given twice".to_string()),
        }
    }

    /// The level to play at within the turn's time (the managers' usual 5 s or more plays
    /// the full level; short turns step down).
    fn effective_level(&self) -> Level {
        let cap = match self.timeout_turn {
            Some(ms) if ms < 200 => 5,
            Some(ms) if ms < 1_000 => 6,
            Some(ms) if ms < 3_000 => 7,
            _ => 8,
        };
        Level::new(self.level.number().min(cap)).unwrap_or(self.level)
    }

    fn play_own(&mut self) -> Reply {
        let own = self.own.unwrap_or(Stone::Black);
        self.moves += 1;
        let rules = Rules::new(self.rule_set);
        match choose_move(&self.board, own, rules, self.effective_level(), self.moves) {
            Some(point) => {
                self.board.place(point, own);
                lines(format!("{},{}", point.column(), point.row()))
            }
            None => lines("ERROR no legal move is left".to_string()),
        }
    }
}

fn lines(line: String) -> Reply {
    Reply::Lines(vec![line])
}

fn parse_point(x: &str, y: &str) -> Option<Point> {
    Point::new(x.trim().parse().ok()?, y.trim().parse().ok()?)
}

fn parse_pair(text: &str) -> Option<Point> {
    let (x, y) = text.split_once(',')?;
    parse_point(x, y)
}

/// Runs the brain until `END` or the end of input.
pub fn run(args: &BrainArgs) -> ExitCode {
    let mut brain = Brain::new(args.level);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let read = (&mut input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buffer);
        let reply = match read {
            Ok(0) => return ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
            Ok(_) if buffer.len() > MAX_LINE && !buffer.ends_with(b"\n") => {
                // Skip the rest of the overlong line, a piece at a time (never all of it).
                loop {
                    buffer.clear();
                    match (&mut input)
                        .take(MAX_LINE as u64)
                        .read_until(b'\n', &mut buffer)
                    {
                        Ok(0) | Err(_) => break,
                        Ok(_) if buffer.ends_with(b"\n") => break,
                        Ok(_) => {}
                    }
                }
                lines("ERROR the line is too long".to_string())
            }
            Ok(_) => match std::str::from_utf8(&buffer) {
                Ok(text) => brain.handle(text),
                Err(_) => lines("ERROR the line is not UTF-8".to_string()),
            },
        };
        match reply {
            Reply::End => return ExitCode::SUCCESS,
            Reply::Lines(out) => {
                for line in out {
                    if writeln!(output, "{line}")
                        .and_then(|()| output.flush())
                        .is_err()
                    {
                        return ExitCode::SUCCESS;
                    }
                }
            }
        }
    }
}
