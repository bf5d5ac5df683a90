//! `qi-classroom gomoku …`: VCF, VCT and defence answers for positions read as JSON lines.
//!
//! Every point list in the output (`first_moves`, `defending_moves`) is sorted in board order:
//! row 1 first, and within a row from column `a` to `o` (`a1`, `b1`, … `o1`, `a2`, … `o15`).
//! `line` is a move sequence, attacker and defender alternating. Blank input lines are skipped;
//! any other line gets exactly one output line (`{"error":"…"}` if it is not a position).
//! Every verb has a node budget (`--nodes`); past it the answer is `{"undecided":true}`.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::rules::renju::{Board, BoardError, Point, RuleSet, Stone};
use crate::solve::renju::defend::defending_moves_with;
use crate::solve::renju::{
    DEFAULT_LIMIT, DEFAULT_VCF_NODES, DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, Rules, VcfSolver,
    VctOutcome, VctSolver, solve_vcf_within,
};

/// The Gomoku/Renju solver verbs.
#[derive(Debug, Subcommand)]
pub enum GomokuCommand {
    /// Victory by continuous fours: every winning first move and a shortest line.
    Vcf(VcfArgs),
    /// Victory by fours and threes, with a node budget (may answer undecided).
    Vct(VctArgs),
    /// Every move of the side to move after which the opponent has no VCF.
    Defend(VcfArgs),
    /// The computer opponent's move for each position line: `{"move":"h8"}`.
    Bestmove(super::bestmove::GomokuBestmoveArgs),
    /// Plays as a Gomocup/Piskvork brain on stdin/stdout (START, INFO, BEGIN, TURN, BOARD, END).
    Brain(super::brain::BrainArgs),
}

/// Arguments of `gomoku vcf` and `gomoku defend`.
#[derive(Debug, Args)]
pub struct VcfArgs {
    /// Read one position per line from stdin, write one JSON answer per line.
    #[arg(long)]
    jsonl: bool,
    /// The most attacker moves a VCF may take (the final five included).
    #[arg(long, default_value_t = DEFAULT_LIMIT)]
    limit: u8,
    /// The node budget (every VCF position counts); past it the answer is
    /// `{"undecided":true}`.
    #[arg(long, default_value_t = DEFAULT_VCF_NODES)]
    nodes: u64,
}

/// Arguments of `gomoku vct`.
#[derive(Debug, Args)]
pub struct VctArgs {
    /// Read one position per line from stdin, write one JSON answer per line.
    #[arg(long)]
    jsonl: bool,
    /// With `--quiet false`: the most attacker threats (fours, threes, three-equivalents)
    /// before the closing VCF (which may be of any length).
    #[arg(long, default_value_t = DEFAULT_VCT_DEPTH)]
    depth: u8,
    /// Whether the attacker may also play quiet moves that threaten a VCF (三手胜, 四手胜).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    quiet: bool,
    /// With `--quiet true`: whether the attacker wins within N of its own moves, counted as
    /// renju puzzles count them (the five included; a White four Black can block only on a
    /// forbidden point is the last move; the block of a defender's four is a move too), by
    /// fours, threes, White three-equivalents and quiet moves that threaten a VCF, every
    /// defence considered. `"win":false` only when that search is complete; `line` has at
    /// most N attacker moves. With `--quiet false`: `--depth` threats then any VCF (reported
    /// as `--depth` + 1 moves).
    #[arg(long, default_value_t = DEFAULT_VCT_MOVES, value_parser = clap::value_parser!(u8).range(1..=MAX_VCT_MOVES as i64))]
    moves: u8,
    /// The node budget; past it the answer is `{"undecided":true}`.
    #[arg(long, default_value_t = DEFAULT_VCT_NODES)]
    nodes: u64,
}

/// The default of `gomoku vct --moves`.
const DEFAULT_VCT_MOVES: u8 = 4;
/// The most `gomoku vct --moves` accepts.
const MAX_VCT_MOVES: u8 = 20;

/// One input line.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionLine {
    #[serde(default)]
    rule: RuleSet,
    #[serde(default)]
    to_move: Option<Stone>,
    #[serde(default)]
    black: Vec<String>,
    #[serde(default)]
    white: Vec<String>,
}

/// The answer of `gomoku vcf`, fields in the documented order.
#[derive(Debug, serde::Serialize)]
struct VcfAnswer {
    win: bool,
    first_moves: Vec<String>,
    line: Vec<String>,
}

/// The answer of `gomoku vct`: decided (`win`, `first_moves`, `line`) or `undecided`, with
/// what was searched (`quiet`, `moves`).
#[derive(Debug, serde::Serialize)]
struct VctAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    win: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_moves: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Vec<String>>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    undecided: bool,
    quiet: bool,
    moves: u8,
}

/// What `gomoku vct` searches: quiet moves with the moves counted exactly, or threats; the
/// depth (moves or threats), the moves reported.
#[derive(Debug, Clone, Copy)]
struct VctSearch {
    quiet: bool,
    /// The search depth: the attacker's moves with `quiet`, else its threats.
    depth: u8,
    moves: u8,
    nodes: u64,
}

impl VctSearch {
    fn of(args: &VctArgs) -> VctSearch {
        if args.quiet {
            VctSearch {
                quiet: true,
                depth: args.moves,
                moves: args.moves,
                nodes: args.nodes,
            }
        } else {
            VctSearch {
                quiet: false,
                depth: args.depth,
                moves: args.depth.saturating_add(1),
                nodes: args.nodes,
            }
        }
    }

    fn answer(&self, win: Option<(Vec<Point>, Vec<Point>)>, undecided: bool) -> String {
        let answer = VctAnswer {
            win: (!undecided).then_some(win.is_some()),
            first_moves: (!undecided).then(|| win.as_ref().map_or(Vec::new(), |w| names(&w.0))),
            line: (!undecided).then(|| win.as_ref().map_or(Vec::new(), |w| names(&w.1))),
            undecided,
            quiet: self.quiet,
            moves: self.moves,
        };
        serde_json::to_string(&answer).unwrap_or_default()
    }
}

/// A parsed position: the board, the rules and who moves.
struct Position {
    board: Board,
    rules: Rules,
    to_move: Stone,
}

/// Turns one position into one output line.
type Answerer = Box<dyn Fn(&Position) -> String>;

/// Runs one Gomoku verb.
pub fn run(command: GomokuCommand) -> ExitCode {
    let (jsonl, answer): (bool, Answerer) = match command {
        GomokuCommand::Vcf(args) => (
            args.jsonl,
            Box::new(move |p| vcf_answer(p, args.limit, args.nodes)),
        ),
        GomokuCommand::Defend(args) => (
            args.jsonl,
            Box::new(move |p| defend_answer(p, args.limit, args.nodes)),
        ),
        GomokuCommand::Vct(args) => {
            let search = VctSearch::of(&args);
            (args.jsonl, Box::new(move |p| vct_answer(p, search)))
        }
        GomokuCommand::Bestmove(args) => return super::bestmove::gomoku(&args),
        GomokuCommand::Brain(args) => return super::brain::run(&args),
    };
    if !jsonl {
        eprintln!("error: only --jsonl input is supported; see --help");
        return ExitCode::from(2);
    }
    run_jsonl(&*answer)
}

fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(Point::to_string).collect()
}

fn undecided() -> String {
    serde_json::json!({ "undecided": true }).to_string()
}

fn vcf_answer(position: &Position, limit: u8, nodes: u64) -> String {
    let Some(outcome) = solve_vcf_within(
        &position.board,
        position.rules,
        position.to_move,
        limit,
        nodes,
    ) else {
        return undecided();
    };
    let answer = VcfAnswer {
        win: outcome.win,
        first_moves: names(&outcome.first_moves),
        line: names(&outcome.line),
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

fn vct_answer(position: &Position, search: VctSearch) -> String {
    let mut solver = VctSolver::new(position.rules, position.to_move, search.nodes);
    // Quiet moves are searched with every attacker move counted (三手胜: "win in N moves").
    solver.set_moves_exact(search.quiet);
    match solver.solve(&position.board, search.depth) {
        VctOutcome::Win(line) => {
            // Every winning first move, within the same budget again.
            solver.renew_budget(search.nodes);
            match solver.first_moves(&position.board, search.depth) {
                Some(first_moves) => search.answer(Some((first_moves, line)), false),
                None => search.answer(None, true),
            }
        }
        VctOutcome::NoWin => search.answer(None, false),
        VctOutcome::Undecided => search.answer(None, true),
    }
}

fn defend_answer(position: &Position, limit: u8, nodes: u64) -> String {
    let mut solver = VcfSolver::new(position.rules, position.to_move.opponent());
    solver.set_budget(nodes);
    let moves = defending_moves_with(
        &mut solver,
        &position.board,
        position.rules,
        position.to_move,
        limit,
    );
    if solver.exhausted() {
        return undecided();
    }
    serde_json::json!({ "defending_moves": names(&moves) }).to_string()
}

fn parse_points(list: &[String]) -> Result<Vec<Point>, String> {
    list.iter()
        .map(|text| {
            text.parse::<Point>()
                .map_err(|_| format!("not a point on the 15x15 board: {text:?}"))
        })
        .collect()
}

fn parse_position(line: &str) -> Result<Position, String> {
    let input: PositionLine = super::jsonl::parse_object(line)?;
    let black = parse_points(&input.black)?;
    let white = parse_points(&input.white)?;
    let board = Board::from_stones(&black, &white).map_err(|error| match error {
        BoardError::BothColours(point) => format!("{point} is given to both Black and White"),
        BoardError::Repeated(point) => format!("{point} is listed twice"),
    })?;
    let to_move = input.to_move.unwrap_or(if black.len() == white.len() {
        Stone::Black
    } else {
        Stone::White
    });
    Ok(Position {
        board,
        rules: Rules::new(input.rule),
        to_move,
    })
}

fn run_jsonl(answer: &dyn Fn(&Position) -> String) -> ExitCode {
    super::jsonl::serve(|line| match parse_position(line) {
        Ok(position) => answer(&position),
        Err(error) => serde_json::json!({ "error": error }).to_string(),
    })
}
