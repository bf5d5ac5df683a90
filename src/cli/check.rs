//! `qi-classroom check [PATH ...] [--strict] [--json] [--lang en|zh-CN|zh-TW]`: the author's
//! checker for lessons and puzzles, with budgets for the solvers' proofs (`--budget-nodes`,
//! `--budget-seconds` per puzzle; `--run-budget-nodes`, `--run-budget-seconds` for the run).

use crate::content::Library;
use crate::content::load::LoadOptions;
use crate::content::proof_run::ProofLimits;
use crate::content::render::{render_json, render_report};
use crate::i18n::{Locale, Localizer};
use crate::solve::renju::DEFAULT_PROOF_NODES;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// The default time limit of one puzzle's proof, in seconds.
const PUZZLE_SECONDS: u64 = 60;
/// The default time limit of all the proofs of one run, in seconds.
const RUN_SECONDS: u64 = 600;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Files or folders to check (folders are searched for `.toml` files).
    #[arg(default_values = ["lessons", "puzzles"])]
    pub paths: Vec<PathBuf>,
    /// Treat warnings (such as a missing language) as errors.
    #[arg(long)]
    pub strict: bool,
    /// Print the diagnostics as JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the messages: en, zh-CN or zh-TW (default: from LC_ALL / LANG).
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Locale>,
    /// The most positions one puzzle's proof may visit; past it the puzzle is an
    /// `over-budget` error.
    #[arg(long, default_value_t = DEFAULT_PROOF_NODES)]
    pub budget_nodes: u64,
    /// The most seconds one puzzle's proof may take (0: no limit).
    #[arg(long, default_value_t = PUZZLE_SECONDS)]
    pub budget_seconds: u64,
    /// The most positions all the proofs of the run may visit; the puzzles left once it is
    /// spent are `over-budget` errors, not checked (default: no limit).
    #[arg(long)]
    pub run_budget_nodes: Option<u64>,
    /// The most seconds all the proofs of the run may take (0: no limit).
    #[arg(long, default_value_t = RUN_SECONDS)]
    pub run_budget_seconds: u64,
}

impl CheckArgs {
    /// The proof budgets the arguments ask for.
    fn limits(&self) -> ProofLimits {
        let seconds = |s: u64| (s > 0).then(|| Duration::from_secs(s));
        ProofLimits {
            puzzle_nodes: self.budget_nodes,
            run_nodes: self.run_budget_nodes,
            puzzle_time: seconds(self.budget_seconds),
            run_time: seconds(self.run_budget_seconds),
        }
    }
}

/// Reads `--lang`: exactly one of the supported tags (any case, `_` for `-`).
pub(crate) fn parse_lang(text: &str) -> Result<Locale, String> {
    let wanted = text.trim().replace('_', "-");
    Locale::ALL
        .into_iter()
        .find(|locale| locale.tag().eq_ignore_ascii_case(&wanted))
        .ok_or_else(|| format!("`{text}` is not a language of qi-classroom (en, zh-CN, zh-TW)"))
}

/// Runs `check`: exit status 0 when clean, 1 when there are errors.
pub fn run(args: CheckArgs) -> ExitCode {
    let localizer = Localizer::new(args.lang.unwrap_or_else(Locale::from_environment));
    let options = LoadOptions {
        limits: args.limits(),
        ..LoadOptions::PROVE
    };
    let library = Library::load_paths_with(&args.paths, options);
    if args.json {
        println!("{}", render_json(&library, args.strict, &localizer));
    } else {
        print!("{}", render_report(&library, args.strict, &localizer));
    }
    if library.error_count(args.strict) > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_accepts_the_three_tags_in_any_case() {
        assert_eq!(parse_lang("zh-CN"), Ok(Locale::ZhCn));
        assert_eq!(parse_lang("zh_tw"), Ok(Locale::ZhTw));
        assert_eq!(parse_lang("EN"), Ok(Locale::En));
        assert!(parse_lang("fr").is_err());
    }
}
