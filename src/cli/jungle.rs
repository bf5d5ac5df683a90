//! `qi-classroom jungle …`: perft, moves, explain, solve.

use crate::i18n::{Locale, Localizer, Message, jungle as words};
use crate::rules::jungle::{Move, PerftLimit, Position, RuleOptions};
use crate::solve::bounded::{Budget, Verdict};
use clap::{Args, Subcommand};
use serde_json::{Map, Value, json};
use std::process::ExitCode;

/// `perft`'s default limit on inner positions (about a minute of counting).
const PERFT_NODES: u64 = 2_000_000_000;
/// `perft`'s default time limit.
const PERFT_SECONDS: u64 = 120;

/// The Jungle verbs.
#[derive(Debug, Subcommand)]
pub enum JungleCommand {
    /// Counts the leaf positions N moves deep (history ignored).
    Perft {
        /// The position and rules.
        #[command(flatten)]
        setup: SetupArgs,
        /// How many moves deep.
        #[arg(long)]
        depth: u32,
        /// The most inner positions to visit before giving up (leaves are counted in bulk).
        #[arg(long, default_value_t = PERFT_NODES)]
        nodes: u64,
        /// The most seconds to count before giving up.
        #[arg(long, default_value_t = PERFT_SECONDS)]
        seconds: u64,
    },
    /// Lists the legal moves, sorted.
    Moves {
        /// The position and rules.
        #[command(flatten)]
        setup: SetupArgs,
        /// Print a JSON array of move strings.
        #[arg(long)]
        json: bool,
    },
    /// Says whether a move is legal and, if not, which rule forbids it.
    Explain {
        /// The position and rules.
        #[command(flatten)]
        setup: SetupArgs,
        /// The move, from-square and to-square (`g3g4`).
        #[arg(value_name = "MOVE")]
        mv: String,
        /// Print JSON: `{"legal":false,"reason":…,"data":{…}}` or `{"legal":true,…}`.
        #[arg(long)]
        json: bool,
    },
    /// Does the side to move force a win within N plies (history ignored)?
    ///
    /// JSON: `{"result":"win"|"no-win-within"|"undecided","plies":K,"winning_moves":[…],
    /// "line":[…]}`. `plies` is the shortest forced win (null unless the result is `win`);
    /// `winning_moves` every first move that wins within N, sorted; `line` the fastest win
    /// against the longest defence.
    Solve {
        /// The position and rules.
        #[command(flatten)]
        setup: SetupArgs,
        /// The limit in plies (half-moves): "win in 3" is 5 plies.
        #[arg(long)]
        depth: u32,
        /// The most positions to visit before answering `undecided`.
        #[arg(long)]
        nodes: Option<u64>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The computer opponent's move: `{"move":"d7e7"}` with `--json`.
    Bestmove(super::bestmove::JungleBestmoveArgs),
}

/// The position and rule options every verb takes.
#[derive(Debug, Args)]
pub struct SetupArgs {
    /// Position text (FEN); the start position if omitted.
    #[arg(long)]
    fen: Option<String>,
    /// Sets a rule option, `key=value` (repeatable), after the preset.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// The rule set to start from: classroom (default) or competition.
    #[arg(long)]
    rules: Option<String>,
}

impl SetupArgs {
    pub(crate) fn resolve(&self) -> Result<(Position, RuleOptions), Message> {
        let mut options = match &self.rules {
            Some(name) => RuleOptions::preset(name).map_err(|e| words::option_error(&e))?,
            None => RuleOptions::default(),
        };
        for assignment in &self.set {
            options
                .set_assignment(assignment)
                .map_err(|e| words::option_error(&e))?;
        }
        let position = match &self.fen {
            Some(fen) => Position::from_fen(fen).map_err(|e| words::fen_error(&e))?,
            None => Position::start(),
        };
        Ok((position, options))
    }
}

/// Runs one Jungle verb.
pub fn run(command: JungleCommand) -> ExitCode {
    let localizer = Localizer::new(Locale::En);
    let result = match command {
        JungleCommand::Perft {
            setup,
            depth,
            nodes,
            seconds,
        } => perft(&setup, depth, nodes, seconds),
        JungleCommand::Moves { setup, json } => moves(&setup, json),
        JungleCommand::Explain { setup, mv, json } => explain(&setup, &mv, json, &localizer),
        JungleCommand::Solve {
            setup,
            depth,
            nodes,
            json,
        } => solve(&setup, depth, nodes, json),
        JungleCommand::Bestmove(args) => super::bestmove::jungle(&args),
    };
    match result {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            let text = localizer.render(&message).replace('\n', " ");
            eprintln!("error: {text}");
            ExitCode::from(2)
        }
    }
}

fn perft(setup: &SetupArgs, depth: u32, nodes: u64, seconds: u64) -> Result<String, Message> {
    let (position, options) = setup.resolve()?;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let timer_stop = std::sync::Arc::clone(&stop);
    // The timer thread ends with the process; it only raises the flag.
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(seconds));
        timer_stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let mut limit = PerftLimit {
        nodes_left: nodes,
        stop: Some(&stop),
    };
    position
        .perft_within(&options, depth, &mut limit)
        .map(|count| count.to_string())
        .ok_or_else(|| {
            Message::new("jungle-perft-over-budget")
                .number("depth", i64::from(depth))
                .number("nodes", i64::try_from(nodes).unwrap_or(i64::MAX))
                .number("seconds", i64::try_from(seconds).unwrap_or(i64::MAX))
        })
}

fn sorted_moves(position: &Position, options: &RuleOptions) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves(options)
        .iter()
        .map(Move::to_string)
        .collect();
    moves.sort();
    moves
}

fn moves(setup: &SetupArgs, as_json: bool) -> Result<String, Message> {
    let (position, options) = setup.resolve()?;
    let moves = sorted_moves(&position, &options);
    if as_json {
        Ok(Value::from(moves).to_string())
    } else {
        Ok(moves.join(" "))
    }
}

fn explain(
    setup: &SetupArgs,
    text: &str,
    as_json: bool,
    localizer: &Localizer,
) -> Result<String, Message> {
    let (position, options) = setup.resolve()?;
    let mv = Move::parse(text).map_err(|e| words::move_error(&e))?;
    let report = match position.check_move(&options, mv) {
        Ok(()) => {
            let mut object = Map::new();
            object.insert("legal".into(), Value::Bool(true));
            object.insert("move".into(), Value::String(mv.to_string()));
            if let Some(piece) = position.piece_at(mv.from) {
                object.insert("animal".into(), Value::String(piece.animal.name().into()));
            }
            if let Some(captured) = position.captured_by(mv) {
                object.insert(
                    "capture".into(),
                    Value::String(captured.animal.name().into()),
                );
            }
            let after = position.play_unchecked(mv);
            if let Some(outcome) = after.outcome(&options) {
                object.insert("outcome".into(), Value::String(outcome.name().into()));
            }
            if !as_json {
                return Ok(format!("{mv}: legal"));
            }
            Value::Object(object)
        }
        Err(refusal) => {
            if !as_json {
                return Ok(format!(
                    "{mv}: {}",
                    localizer.render(&words::refusal(&refusal))
                ));
            }
            let mut data = Map::new();
            for (name, value) in refusal.fields() {
                data.insert(name.into(), Value::String(refusal_value_text(value)));
            }
            json!({"legal": false, "reason": refusal.name(), "data": data})
        }
    };
    Ok(report.to_string())
}

fn solve(
    setup: &SetupArgs,
    depth: u32,
    nodes: Option<u64>,
    as_json: bool,
) -> Result<String, Message> {
    let (position, options) = setup.resolve()?;
    let mut budget = Budget::default();
    if let Some(nodes) = nodes {
        budget.max_nodes = nodes;
    }
    let solution = crate::solve::jungle::solve(&position, &options, depth, budget);
    let (result, plies) = match solution.verdict {
        Verdict::Win { plies } => ("win", Some(plies)),
        Verdict::NoWinWithin => ("no-win-within", None),
        Verdict::Undecided => ("undecided", None),
    };
    let texts = |moves: &[Move]| moves.iter().map(Move::to_string).collect::<Vec<_>>();
    let winning_moves = texts(&solution.winning_moves);
    let line = texts(&solution.line);
    if as_json {
        return Ok(json!({
            "result": result,
            "plies": plies,
            "winning_moves": winning_moves,
            "line": line,
        })
        .to_string());
    }
    Ok(match plies {
        Some(plies) => format!(
            "{result} in {plies} plies; winning moves: {}; line: {}",
            winning_moves.join(" "),
            line.join(" ")
        ),
        None => result.to_string(),
    })
}

fn refusal_value_text(value: crate::rules::jungle::refusal::RefusalValue) -> String {
    use crate::rules::jungle::refusal::RefusalValue;
    match value {
        RefusalValue::Square(square) => square.to_string(),
        RefusalValue::Animal(animal) => animal.name().to_string(),
        RefusalValue::Side(side) => side.name().to_string(),
        RefusalValue::Rule(rule) => rule.name().to_string(),
    }
}
