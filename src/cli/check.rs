//! `qi-classroom check [PATH ...] [--strict] [--json] [--lang en|zh-CN|zh-TW]`: the author's
//! checker for lessons and puzzles.

use crate::content::Library;
use crate::content::render::{render_json, render_report};
use crate::i18n::{Locale, Localizer};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

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
}

/// Reads `--lang`: exactly one of the supported tags (any case, `_` for `-`).
fn parse_lang(text: &str) -> Result<Locale, String> {
    let wanted = text.trim().replace('_', "-");
    Locale::ALL
        .into_iter()
        .find(|locale| locale.tag().eq_ignore_ascii_case(&wanted))
        .ok_or_else(|| format!("`{text}` is not a language of qi-classroom (en, zh-CN, zh-TW)"))
}

/// Runs `check`: exit status 0 when clean, 1 when there are errors.
pub fn run(args: CheckArgs) -> ExitCode {
    let localizer = Localizer::new(args.lang.unwrap_or_else(Locale::from_environment));
    let library = Library::load_paths(&args.paths);
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
