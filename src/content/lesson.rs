//! A lesson file: metadata (id, game, titles, ages, concepts, rules) and its ordered steps.

use super::diagnostic::{DiagnosticKind, Finding};
use super::guide::{Guide, read_guide};
use super::localized::{Localized, read_localized};
use super::reader::{Ctx, Fields, Value, integer_value, wrong_type};
use super::rules_table::{RulesTable, read_rules};
use super::step::{Step, read_step};
use super::words::Game;
use crate::msg;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::{DeTable, DeValue};

/// The keys a lesson file may have at the top.
pub const LESSON_KEYS: [&str; 10] = [
    "id", "game", "title", "summary", "ages", "concepts", "rules", "order", "guide", "step",
];

/// The largest curriculum `order` a lesson may have.
pub const MAX_ORDER: i64 = 999;

/// The youngest and oldest ages a lesson may name.
pub const AGE_LIMITS: (i64, i64) = (3, 18);

/// A loaded lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// The file it came from.
    pub file: String,
    /// Unique id among lessons (lower-case letters, digits and `-`).
    pub id: Spanned<String>,
    /// Jungle or Renju.
    pub game: Spanned<Game>,
    /// The title in each language.
    pub title: Localized,
    /// A one-line summary in each language (may be empty).
    pub summary: Localized,
    /// Youngest and oldest age it is written for (default 4–12).
    pub ages: (u8, u8),
    /// Concept tags, e.g. `river-jump`.
    pub concepts: Vec<Spanned<String>>,
    /// The engine option table for every step (steps may override keys).
    pub rules: RulesTable,
    /// Its place in the game's curriculum (`order = 3`: the third lesson); lessons without one
    /// are listed before the curriculum, by id.
    pub order: Option<u16>,
    /// The teacher's guide (`[guide]`), if written.
    pub guide: Option<Guide>,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

impl Lesson {
    /// The rule options in force for one step: the lesson's, with the step's on top.
    pub fn rules_for(&self, step: &Step) -> RulesTable {
        match &step.rules {
            Some(overrides) => self.rules.merged_with(overrides),
            None => self.rules.clone(),
        }
    }

    /// The most stars the lesson can give: three for each step that asks something.
    pub fn possible_stars(&self) -> u32 {
        3 * u32::try_from(self.steps.iter().filter(|s| s.kind.earns_stars()).count())
            .unwrap_or(u32::MAX / 3)
    }
}

/// Checks an id: lower-case ASCII letters, digits and `-`, starting with a letter or digit.
pub(crate) fn check_id(ctx: &mut Ctx<'_>, id: &Spanned<String>) {
    let text = id.get_ref();
    let valid = !text.is_empty()
        && !text.starts_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !valid {
        ctx.push(
            Finding::error(
                DiagnosticKind::BadId,
                id.span(),
                msg!("content-bad-id", id = text),
            )
            .expected(msg!("content-expected-id")),
        );
    }
}

/// Reads a lesson from a parsed file.
pub(crate) fn read_lesson(
    ctx: &mut Ctx<'_>,
    file: &str,
    table: &DeTable<'_>,
    span: Range<usize>,
) -> Option<Lesson> {
    let fields = Fields::new(
        ctx,
        table,
        span.clone(),
        msg!("content-table-lesson"),
        &LESSON_KEYS,
    );
    let id = fields.required_string(ctx, "id", "\"my-first-lesson\"");
    if let Some(id) = &id {
        check_id(ctx, id);
    }
    let game = fields.required_choice::<Game>(ctx, "game");
    let title = match fields.get("title") {
        Some(v) => read_localized(ctx, "title", v),
        None => {
            fields.missing(ctx, "title", "{ en = \"…\", zh-CN = \"…\", zh-TW = \"…\" }");
            None
        }
    };
    let summary = fields
        .get("summary")
        .and_then(|v| read_localized(ctx, "summary", v));
    let ages = fields
        .get("ages")
        .and_then(|v| read_ages(ctx, v))
        .unwrap_or((4, 12));
    let concepts = fields.strings(ctx, "concepts");
    let rules = fields.get("rules").and_then(|v| read_rules(ctx, v));
    let order = fields.get("order").and_then(|v| read_order(ctx, v));
    let guide = fields.get("guide").and_then(|v| read_guide(ctx, v));
    let game_word = game.as_ref().map(|g| *g.get_ref());
    let steps = match fields.get("step") {
        None => {
            ctx.push(
                Finding::error(
                    DiagnosticKind::NoSteps,
                    ctx.first_line(&span),
                    msg!("content-no-steps"),
                )
                .expected(msg!("content-expected-a-step")),
            );
            Vec::new()
        }
        Some(value) => read_steps(ctx, value, game_word),
    };
    Some(Lesson {
        file: file.to_owned(),
        id: id?,
        game: game?,
        title: title.unwrap_or_default(),
        summary: summary.unwrap_or_default(),
        ages,
        concepts,
        rules: rules.unwrap_or_default(),
        order,
        guide,
        steps,
    })
}

/// Reads `order = N`: a whole number from 1 to [`MAX_ORDER`].
fn read_order(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<u16> {
    let number = integer_value(ctx, "order", value)?;
    let order = u16::try_from(*number.get_ref())
        .ok()
        .filter(|n| (1..=MAX_ORDER).contains(&i64::from(*n)));
    if order.is_none() {
        ctx.push(
            Finding::error(
                DiagnosticKind::OutOfRange,
                number.span(),
                msg!("content-order-out-of-range", max = MAX_ORDER),
            )
            .expected(msg!("content-expected-order", max = MAX_ORDER)),
        );
    }
    order
}

fn read_steps(ctx: &mut Ctx<'_>, value: &Value<'_>, game: Option<Game>) -> Vec<Step> {
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, "step", value, msg!("content-expected-step-list"));
        return Vec::new();
    };
    if items.is_empty() {
        ctx.push(
            Finding::error(
                DiagnosticKind::NoSteps,
                value.span(),
                msg!("content-no-steps"),
            )
            .expected(msg!("content-expected-a-step")),
        );
    }
    items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| read_step(ctx, item, index + 1, game))
        .collect()
}

fn read_ages(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<(u8, u8)> {
    let expected = || msg!("content-expected-ages");
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, "ages", value, expected());
        return None;
    };
    let numbers: Vec<Spanned<i64>> = items
        .iter()
        .filter_map(|item| integer_value(ctx, "ages", item))
        .collect();
    if numbers.len() != items.len() {
        return None;
    }
    let (low, high) = AGE_LIMITS;
    let in_range = |n: &Spanned<i64>| (low..=high).contains(n.get_ref());
    let problem = match numbers.as_slice() {
        [a, b] if !in_range(a) => Some(a.span()),
        [a, b] if !in_range(b) => Some(b.span()),
        [a, b] if a.get_ref() > b.get_ref() => Some(value.span()),
        [_, _] => None,
        _ => Some(value.span()),
    };
    if let Some(span) = problem {
        ctx.push(
            Finding::error(
                DiagnosticKind::OutOfRange,
                span,
                msg!("content-ages-out-of-range", low = low, high = high),
            )
            .expected(expected()),
        );
        return None;
    }
    match numbers.as_slice() {
        [a, b] => Some((
            u8::try_from(*a.get_ref()).ok()?,
            u8::try_from(*b.get_ref()).ok()?,
        )),
        _ => None,
    }
}
