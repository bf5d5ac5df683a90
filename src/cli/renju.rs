//! `qi-classroom renju …`: Black's forbidden points and five points for a position.
//!
//! JSON output sorts the `forbidden` keys and the `five_points` list by plain string order of
//! the point names (`a1` < `a10` < `a2`), so output is deterministic.

use std::collections::BTreeMap;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::i18n::{Locale, Localizer, renju as renju_text};
use crate::rules::renju::{Board, BoardError, ForbiddenKind, Point, ThreeRule, scan_forbidden};

/// The Renju verbs.
#[derive(Debug, Subcommand)]
pub enum RenjuCommand {
    /// Black's forbidden points (with their kinds) and five points.
    Forbidden(ForbiddenArgs),
}

/// Arguments of `renju forbidden`.
#[derive(Debug, Args)]
pub struct ForbiddenArgs {
    /// Black stones, comma-separated (`h8,i9`).
    #[arg(long, value_name = "POINTS", default_value = "")]
    black: String,
    /// White stones, comma-separated (`h9`).
    #[arg(long, value_name = "POINTS", default_value = "")]
    white: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Read `{"black":[…],"white":[…]}` lines from stdin and write one JSON line for each.
    #[arg(long, conflicts_with_all = ["json", "black", "white"])]
    jsonl: bool,
    /// Use the lenient reading of a three whose straight-four point also makes a five.
    #[arg(long)]
    lenient: bool,
}

/// Runs one Renju verb.
pub fn run(command: RenjuCommand) -> ExitCode {
    match command {
        RenjuCommand::Forbidden(args) => forbidden(&args),
    }
}

/// The JSON answer for one position.
#[derive(Debug, serde::Serialize)]
struct Answer {
    forbidden: BTreeMap<String, ForbiddenKind>,
    five_points: Vec<String>,
}

/// One input line of `--jsonl`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Position {
    #[serde(default)]
    black: Vec<String>,
    #[serde(default)]
    white: Vec<String>,
}

fn three_rule(args: &ForbiddenArgs) -> ThreeRule {
    if args.lenient {
        ThreeRule::Lenient
    } else {
        ThreeRule::Literal
    }
}

fn forbidden(args: &ForbiddenArgs) -> ExitCode {
    if args.jsonl {
        return forbidden_jsonl(three_rule(args));
    }
    let board = parse_list(&args.black)
        .and_then(|black| Ok((black, parse_list(&args.white)?)))
        .and_then(|(black, white)| board_of(&black, &white));
    let board = match board {
        Ok(board) => board,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let answer = answer(&board, three_rule(args));
    if args.json {
        match serde_json::to_string(&answer) {
            Ok(line) => println!("{line}"),
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        print_human(&answer);
    }
    ExitCode::SUCCESS
}

fn print_human(answer: &Answer) {
    let locale = std::env::var("LANG")
        .map(|tag| Locale::negotiate(&tag))
        .unwrap_or(Locale::En);
    let localizer = Localizer::new(locale);
    if answer.forbidden.is_empty() {
        println!("{}", localizer.text("renju-cli-no-forbidden-points"));
    } else {
        println!("{}", localizer.text("renju-cli-forbidden-points"));
        for (point, kind) in &answer.forbidden {
            let name = localizer.render(&renju_text::forbidden_kind_name(*kind));
            println!("  {point:<4} {name}");
        }
    }
    if answer.five_points.is_empty() {
        println!("{}", localizer.text("renju-cli-no-five-points"));
    } else {
        let points = answer.five_points.join(", ");
        println!(
            "{}",
            localizer
                .render(&crate::i18n::Message::new("renju-cli-five-points").text("points", points))
        );
    }
}

fn answer(board: &Board, three_rule: ThreeRule) -> Answer {
    let scan = scan_forbidden(board, three_rule);
    let mut five_points: Vec<String> = scan.five_points.iter().map(Point::to_string).collect();
    five_points.sort();
    Answer {
        forbidden: scan
            .forbidden
            .iter()
            .map(|(point, kind)| (point.to_string(), *kind))
            .collect(),
        five_points,
    }
}

fn parse_point(text: &str) -> Result<Point, String> {
    text.parse()
        .map_err(|_| format!("not a point on the 15x15 board: {text:?}"))
}

fn parse_list(list: &str) -> Result<Vec<Point>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|word| !word.is_empty())
        .map(parse_point)
        .collect()
}

fn board_of(black: &[Point], white: &[Point]) -> Result<Board, String> {
    Board::from_stones(black, white).map_err(|error| match error {
        BoardError::BothColours(point) => format!("{point} is given to both Black and White"),
        BoardError::Repeated(point) => format!("{point} is listed twice"),
    })
}

/// Answers one `renju forbidden --jsonl` request line (public for the fuzz target).
pub fn answer_line(line: &str, three_rule: ThreeRule) -> String {
    let result = super::jsonl::parse_object::<Position>(line)
        .and_then(|position| {
            let black = position
                .black
                .iter()
                .map(|text| parse_point(text))
                .collect::<Result<Vec<_>, _>>()?;
            let white = position
                .white
                .iter()
                .map(|text| parse_point(text))
                .collect::<Result<Vec<_>, _>>()?;
            board_of(&black, &white)
        })
        .and_then(|board| {
            serde_json::to_string(&answer(&board, three_rule)).map_err(|error| error.to_string())
        });
    match result {
        Ok(line) => line,
        Err(error) => serde_json::json!({ "error": error }).to_string(),
    }
}

fn forbidden_jsonl(three_rule: ThreeRule) -> ExitCode {
    super::jsonl::serve(|line| answer_line(line, three_rule))
}
