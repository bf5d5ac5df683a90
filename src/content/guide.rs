//! A lesson's teacher's guide (`[guide]`): aims, minutes, materials, warm-up, what to say step
//! by step, common mistakes and how to answer them, the closing question and the puzzles that
//! follow. Shown in the teacher's view only; every text in three languages like any other.

use super::diagnostic::{DiagnosticKind, Finding};
use super::localized::{Localized, read_localized};
use super::reader::{Ctx, Fields, Value, integer_value, wrong_type};
use crate::msg;
use serde_spanned::Spanned;
use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::OnceLock;
use toml::de::DeValue;

/// The keys of a `[guide]` table.
pub const GUIDE_KEYS: [&str; 8] = [
    "aims",
    "minutes",
    "materials",
    "warm_up",
    "script",
    "mistakes",
    "closing",
    "follow_up",
];

/// The longest lesson a guide may plan, in minutes.
pub const MAX_MINUTES: i64 = 120;

/// A lesson's teacher's guide.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Guide {
    /// Where the `[guide]` table is written.
    pub span: Range<usize>,
    /// What the children learn (one or two sentences).
    pub aims: Localized,
    /// How long the lesson takes.
    pub minutes: Option<u16>,
    /// What to bring: boards, cards, the projector.
    pub materials: Localized,
    /// The warm-up (谈话导入): how to begin.
    pub warm_up: Localized,
    /// What to say, step by step (one text per stage).
    pub script: Vec<Localized>,
    /// Common mistakes and how to answer them (one text each).
    pub mistakes: Vec<Localized>,
    /// The closing 你问我答 question.
    pub closing: Localized,
    /// Puzzle ids to play after the lesson.
    pub follow_up: Vec<Spanned<String>>,
}

impl Guide {
    /// Whether every part is written in every language, with minutes and at least one
    /// follow-up puzzle.
    pub fn is_complete(&self) -> bool {
        let texts = [&self.aims, &self.materials, &self.warm_up, &self.closing];
        self.minutes.is_some()
            && !self.follow_up.is_empty()
            && !self.script.is_empty()
            && !self.mistakes.is_empty()
            && texts.iter().all(|t| t.missing_locales().is_empty())
            && self
                .script
                .iter()
                .chain(&self.mistakes)
                .all(|t| t.missing_locales().is_empty())
    }
}

/// Reads a `[guide]` table.
pub(crate) fn read_guide(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<Guide> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(ctx, "guide", value, msg!("content-expected-guide-table"));
        return None;
    };
    let fields = Fields::new(
        ctx,
        table,
        value.span(),
        msg!("content-table-guide"),
        &GUIDE_KEYS,
    );
    let text = |ctx: &mut Ctx<'_>, key: &str| -> Localized {
        match fields.get(key) {
            Some(v) => read_localized(ctx, key, v).unwrap_or_default(),
            None => {
                fields.missing(ctx, key, "{ en = \"…\", zh-CN = \"…\", zh-TW = \"…\" }");
                Localized::default()
            }
        }
    };
    let aims = text(ctx, "aims");
    let materials = text(ctx, "materials");
    let warm_up = text(ctx, "warm_up");
    let closing = text(ctx, "closing");
    let script = read_texts(ctx, &fields, "script");
    let mistakes = read_texts(ctx, &fields, "mistakes");
    let minutes = match fields.get("minutes") {
        Some(v) => read_minutes(ctx, v),
        None => {
            fields.missing(ctx, "minutes", "30");
            None
        }
    };
    let follow_up = fields.strings(ctx, "follow_up");
    Some(Guide {
        span: value.span(),
        aims,
        minutes,
        materials,
        warm_up,
        script,
        mistakes,
        closing,
        follow_up,
    })
}

/// Reads a list of localized texts (`script`, `mistakes`); a missing one is reported.
fn read_texts(ctx: &mut Ctx<'_>, fields: &Fields<'_, '_>, key: &str) -> Vec<Localized> {
    let Some(value) = fields.get(key) else {
        fields.missing(ctx, key, "[{ en = \"…\", zh-CN = \"…\", zh-TW = \"…\" }]");
        return Vec::new();
    };
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, key, value, msg!("content-expected-guide-text-list"));
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|item| read_localized(ctx, key, item))
        .collect()
}

/// Reads `minutes = N`: 1 to [`MAX_MINUTES`].
fn read_minutes(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<u16> {
    let number = integer_value(ctx, "minutes", value)?;
    let minutes = u16::try_from(*number.get_ref())
        .ok()
        .filter(|n| (1..=MAX_MINUTES).contains(&i64::from(*n)));
    if minutes.is_none() {
        ctx.push(
            Finding::error(
                DiagnosticKind::OutOfRange,
                number.span(),
                msg!("content-minutes-out-of-range", max = MAX_MINUTES),
            )
            .expected(msg!("content-expected-minutes", max = MAX_MINUTES)),
        );
    }
    minutes
}

/// The puzzle ids of the puzzle files shipped inside the binary (read once).
fn embedded_puzzle_ids() -> &'static BTreeSet<String> {
    static IDS: OnceLock<BTreeSet<String>> = OnceLock::new();
    IDS.get_or_init(|| {
        let mut ids = BTreeSet::new();
        for (_, text) in super::library::EMBEDDED {
            let Ok(table) = text.parse::<toml::Table>() else {
                continue;
            };
            let Some(toml::Value::Array(puzzles)) = table.get("puzzle") else {
                continue;
            };
            ids.extend(
                puzzles
                    .iter()
                    .filter_map(|p| p.get("id")?.as_str().map(str::to_owned)),
            );
        }
        ids
    })
}

/// Every `follow_up` id of the lessons' guides that names no puzzle, loaded or shipped: the
/// lesson's file and the finding.
pub(crate) fn check_follow_ups<'a>(
    lessons: impl IntoIterator<Item = &'a super::lesson::Lesson>,
    loaded: &BTreeSet<&str>,
) -> Vec<(String, Finding)> {
    let mut found = Vec::new();
    for lesson in lessons {
        let Some(guide) = &lesson.guide else {
            continue;
        };
        for id in &guide.follow_up {
            let name = id.get_ref().as_str();
            if loaded.contains(name) || embedded_puzzle_ids().contains(name) {
                continue;
            }
            let finding = Finding::error(
                DiagnosticKind::UnknownPuzzle,
                id.span(),
                msg!("content-unknown-puzzle", id = name),
            )
            .expected(msg!("content-expected-known-puzzle"));
            found.push((lesson.file.clone(), finding));
        }
    }
    found
}
