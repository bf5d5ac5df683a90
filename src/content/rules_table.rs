//! A lesson's or puzzle's `rules = { … }` table, kept raw (with spans) for the engine's own
//! option type to read.

use super::reader::{Ctx, Value, plain_value, string_value, wrong_type};
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::DeValue;

/// The engine option table as written, key by key, with spans.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RulesTable {
    /// Where the table is written (empty range when the file has none).
    pub span: Range<usize>,
    /// Each key and its value, in file order.
    pub entries: Vec<(Spanned<String>, Spanned<toml::Value>)>,
}

impl RulesTable {
    /// True when no option is set (the engine's defaults apply).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The value of one option, if set.
    pub fn get(&self, key: &str) -> Option<&Spanned<toml::Value>> {
        self.entries
            .iter()
            .find(|(k, _)| k.get_ref() == key)
            .map(|(_, v)| v)
    }

    /// The span of an option's key (to point an engine error at the key it names).
    pub fn key_span(&self, key: &str) -> Option<Range<usize>> {
        self.entries
            .iter()
            .find(|(k, _)| k.get_ref() == key)
            .map(|(k, _)| k.span())
    }

    /// The options as a plain TOML table, for `EngineOptions::deserialize(table)`.
    pub fn to_table(&self) -> toml::Table {
        self.entries
            .iter()
            .map(|(k, v)| (k.get_ref().clone(), v.get_ref().clone()))
            .collect()
    }

    /// These options with `overrides` laid on top (a step's own `rules` over its lesson's).
    pub fn merged_with(&self, overrides: &RulesTable) -> RulesTable {
        let mut merged = self.clone();
        for (key, value) in &overrides.entries {
            merged.entries.retain(|(k, _)| k.get_ref() != key.get_ref());
            merged.entries.push((key.clone(), value.clone()));
        }
        if !overrides.is_empty() {
            merged.span = overrides.span.clone();
        }
        merged
    }
}

/// Reads a `rules` table; its keys are checked later against the game's options.
pub(crate) fn read_rules(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<RulesTable> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(
            ctx,
            "rules",
            value,
            "a table of rule options, like { preset = \"classroom\" }",
        );
        return None;
    };
    let mut entries: Vec<(Spanned<String>, Spanned<toml::Value>)> = table
        .iter()
        .filter_map(|(key, value)| {
            let plain = plain_value(value)?;
            // A string's span is narrowed to its characters, like every other word's.
            let span = match value.get_ref() {
                DeValue::String(_) => string_value(ctx, key.get_ref(), value)?.span(),
                _ => value.span(),
            };
            Some((
                Spanned::new(key.span(), key.get_ref().to_string()),
                Spanned::new(span, plain),
            ))
        })
        .collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    Some(RulesTable {
        span: value.span(),
        entries,
    })
}
