//! `qi-classroom jungle bestmove` and `qi-classroom gomoku bestmove --jsonl`: the computer
//! opponent's move for a position, so outside tools (engine matches, checkers) can ask it.
//!
//! Jungle: `--fen FEN [--set k=v …] [--rules PRESET] --level N|max [--seed S] --json` prints
//! `{"move":"d7e7"}` (`{"move":null}` when the side to move has no legal move).
//! Gomoku: each input line `{"rule":"renju","to_move":"black","black":[…],"white":[…],
//! "level":"max"}` (`level` 1–8, `max` or an animal name, as a string or a number; `rule`,
//! `to_move`, `level` and `seed` optional) gets `{"move":"h8"}` or `{"error":"…"}`.

use std::process::ExitCode;

use clap::Args;

use crate::rules::renju::{Board, BoardError, Point, RuleSet, Stone};
use crate::solve::jungle_opponent::Opponent;
use crate::solve::level::Level;
use crate::solve::renju::{Rules, choose_move};

/// Arguments of `jungle bestmove`.
#[derive(Debug, Args)]
pub struct JungleBestmoveArgs {
    /// The position and rules.
    #[command(flatten)]
    pub setup: super::jungle::SetupArgs,
    /// The level: 1 (rat) … 8 (elephant), `max`, or an animal name.
    #[arg(long, default_value = "max", value_parser = Level::parse)]
    pub level: Level,
    /// The seed for the lower levels' choices among near-equal moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print `{"move":"d7e7"}` instead of the bare move.
    #[arg(long)]
    pub json: bool,
}

/// Runs `jungle bestmove`: the chosen move, or an error for a bad position or option.
pub fn jungle(args: &JungleBestmoveArgs) -> Result<String, crate::i18n::Message> {
    let (position, options) = args.setup.resolve()?;
    let mut opponent = Opponent::new(args.level, args.seed);
    let chosen = opponent.choose_move(&position, &options);
    let text = chosen.map(|mv| mv.to_string());
    Ok(if args.json {
        serde_json::json!({ "move": text }).to_string()
    } else {
        text.unwrap_or_else(|| "(none)".to_string())
    })
}

/// Arguments of `gomoku bestmove`.
#[derive(Debug, Args)]
pub struct GomokuBestmoveArgs {
    /// Read one position per line from stdin, write one JSON answer per line.
    #[arg(long)]
    pub jsonl: bool,
}

/// A level written as a number or as text in a JSON line.
#[derive(Debug, serde::Deserialize)]
#[serde(untagged)]
enum LevelField {
    Number(u64),
    Text(String),
}

/// One input line of `gomoku bestmove`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct BestmoveLine {
    #[serde(default)]
    rule: RuleSet,
    #[serde(default)]
    to_move: Option<Stone>,
    #[serde(default)]
    black: Vec<String>,
    #[serde(default)]
    white: Vec<String>,
    #[serde(default)]
    level: Option<LevelField>,
    #[serde(default)]
    seed: Option<u64>,
}

/// Runs `gomoku bestmove`.
pub fn gomoku(args: &GomokuBestmoveArgs) -> ExitCode {
    if !args.jsonl {
        eprintln!("error: only --jsonl input is supported; see --help");
        return ExitCode::from(2);
    }
    super::jsonl::serve(|line| match gomoku_answer(line) {
        Ok(point) => serde_json::json!({ "move": point.to_string() }).to_string(),
        Err(error) => serde_json::json!({ "error": error }).to_string(),
    })
}

fn parse_points(list: &[String]) -> Result<Vec<Point>, String> {
    list.iter()
        .map(|text| {
            text.parse::<Point>()
                .map_err(|_| format!("not a point on the 15x15 board: {text:?}"))
        })
        .collect()
}

/// The chosen point for one input line, or why there is none.
fn gomoku_answer(line: &str) -> Result<Point, String> {
    let input: BestmoveLine = super::jsonl::parse_object(line)?;
    let black = parse_points(&input.black)?;
    let white = parse_points(&input.white)?;
    let board = Board::from_stones(&black, &white).map_err(|error| match error {
        BoardError::BothColours(point) => format!("{point} is given to both Black and White"),
        BoardError::Repeated(point) => format!("{point} is listed twice"),
    })?;
    let level = match input.level {
        None => Level::MAX,
        Some(LevelField::Number(number)) => u8::try_from(number)
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| format!("not a level: {number} (1-8 or max)"))?,
        Some(LevelField::Text(text)) => Level::parse(&text).map_err(|e| e.to_string())?,
    };
    let to_move = input.to_move.unwrap_or(if black.len() == white.len() {
        Stone::Black
    } else {
        Stone::White
    });
    let rules = Rules::new(input.rule);
    for stone in [Stone::Black, Stone::White] {
        if has_five(&board, rules, stone) {
            return Err("the game is already over: a five is on the board".to_string());
        }
    }
    choose_move(&board, to_move, rules, level, input.seed.unwrap_or(1))
        .ok_or_else(|| "no legal move is left".to_string())
}

/// Whether `stone` already has a winning run on the board.
fn has_five(board: &Board, rules: Rules, stone: Stone) -> bool {
    board.stones(stone).into_iter().any(|point| {
        let mut without = board.clone();
        without.remove(point);
        rules.makes_win(&without, point, stone)
    })
}
