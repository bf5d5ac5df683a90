//! A lesson's or puzzle's `rules = { … }` table, kept raw (with spans) for the engine's own
//! option type to read.

use super::diagnostic::{DiagnosticKind, Finding};
use super::message::{one_of, with_suggestion};
use super::reader::{Ctx, Value, plain_value, string_value, wrong_type};
use crate::msg;
use crate::rules::jungle::RuleOptions as JungleOptions;
use crate::rules::renju::RenjuOptions;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::DeValue;

/// The key naming a preset (a named set of options) rather than one option.
pub const PRESET_KEY: &str = "preset";

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

    /// Deserializes the options into an engine's own option type; its error (unknown key, bad
    /// value, wrong type) comes back as a finding at the key or value it is about.
    ///
    /// The table is written out as a small TOML document, one `key = value` line per option,
    /// so the `toml` deserializer reports a span; that span is mapped back to the author's file.
    pub fn deserialize<T: DeserializeOwned>(&self) -> Result<T, Finding> {
        let mut document = String::new();
        // For each line: where it starts in `document`, where its value starts, and the entry.
        let mut lines = Vec::new();
        for (key, value) in &self.entries {
            let start = document.len();
            let key_text = toml::Value::String(key.get_ref().clone()).to_string();
            document.push_str(&key_text);
            document.push_str(" = ");
            let value_start = document.len();
            document.push_str(&value.get_ref().to_string());
            document.push('\n');
            lines.push((start, value_start, key, value));
        }
        toml::from_str::<T>(&document).map_err(|error| {
            let span = error
                .span()
                .and_then(|span| {
                    lines
                        .iter()
                        .rev()
                        .find(|(start, _, _, _)| *start <= span.start)
                        .map(|(_, value_start, key, value)| {
                            if span.start >= *value_start {
                                value.span()
                            } else {
                                key.span()
                            }
                        })
                })
                .unwrap_or_else(|| self.span.clone());
            let message = error.message().trim();
            finding_from_serde(message, span)
        })
    }

    /// Reads the table into an engine's option type, honouring a `preset = "…"` key: the
    /// preset's options come first and every other key overrides them. Errors (unknown preset,
    /// unknown key, bad value) come back as a finding at the key or value they are about.
    pub fn engine_options<T>(
        &self,
        preset: impl Fn(&str) -> Option<T>,
        preset_names: &[&str],
    ) -> Result<T, Finding>
    where
        T: DeserializeOwned + Serialize + Default,
    {
        let Some(preset_value) = self.get(PRESET_KEY) else {
            return self.deserialize();
        };
        let base = match preset_value.get_ref() {
            toml::Value::String(name) => preset(name).ok_or_else(|| {
                let suggestion = super::suggest::did_you_mean(name, preset_names);
                let message = msg!("content-not-a-preset", name = name);
                Finding::error(
                    DiagnosticKind::BadValue,
                    preset_value.span(),
                    with_suggestion(message, suggestion),
                )
                .expected(one_of(preset_names))
                .suggestion(suggestion)
            })?,
            _ => {
                return Err(Finding::error(
                    DiagnosticKind::WrongType,
                    preset_value.span(),
                    msg!("content-preset-wrong-type"),
                )
                .expected(one_of(preset_names)));
            }
        };
        // The other keys alone first, so their errors point into the author's file.
        let rest = RulesTable {
            span: self.span.clone(),
            entries: self
                .entries
                .iter()
                .filter(|(key, _)| key.get_ref() != PRESET_KEY)
                .cloned()
                .collect(),
        };
        rest.deserialize::<T>()?;
        let mut table = toml::Table::try_from(&base).map_err(|error| {
            Finding::error(
                DiagnosticKind::BadValue,
                preset_value.span(),
                msg!("content-rule-options", details = error.to_string()),
            )
        })?;
        table.extend(rest.to_table());
        toml::Value::Table(table).try_into::<T>().map_err(|error| {
            Finding::error(
                DiagnosticKind::BadValue,
                self.span.clone(),
                msg!("content-rule-options", details = error.to_string()),
            )
        })
    }

    /// The Jungle engine's options for this table (`preset` = `classroom` or `competition`).
    pub fn jungle_options(&self) -> Result<JungleOptions, Finding> {
        self.engine_options(
            |name| JungleOptions::preset(name).ok(),
            &JungleOptions::PRESETS,
        )
    }

    /// The Renju engine's options for this table.
    pub fn renju_options(&self) -> Result<RenjuOptions, Finding> {
        self.deserialize()
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

/// Turns a serde error message into a finding of the matching kind, with a suggestion when
/// the message names the word found and the words expected (`unknown variant `x`, expected
/// one of `a`, `b``).
fn finding_from_serde(message: &str, span: Range<usize>) -> Finding {
    let kind = if message.starts_with("unknown field") {
        DiagnosticKind::UnknownKey
    } else if message.starts_with("invalid type") {
        DiagnosticKind::WrongType
    } else if message.starts_with("missing field") {
        DiagnosticKind::MissingField
    } else {
        DiagnosticKind::BadValue
    };
    let quoted: Vec<&str> = message.split('`').skip(1).step_by(2).collect();
    // The two common cases are said in the reader's language; anything else is the serde
    // message itself (the engine library's English), shown as it is.
    let text = match (kind, quoted.first()) {
        (DiagnosticKind::UnknownKey, Some(key)) => msg!("content-rule-unknown-option", key = *key),
        (DiagnosticKind::BadValue, Some(value)) if message.starts_with("unknown variant") => {
            msg!("content-rule-bad-value", value = *value)
        }
        _ => msg!("content-rule-options", details = message),
    };
    let finding = Finding::error(kind, span, text);
    match message.split_once("expected") {
        Some((_, _)) if quoted.len() > 1 => {
            let choices = &quoted[1..];
            finding
                .expected(one_of(choices))
                .suggestion(super::suggest::did_you_mean(quoted[0], choices))
        }
        _ => finding,
    }
}

/// Reads a `rules` table; its keys are checked later against the game's options.
pub(crate) fn read_rules(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Option<RulesTable> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(ctx, "rules", value, msg!("content-expected-rules-table"));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::reader::Ctx;
    use serde::Deserialize;
    use toml::de::DeTable;

    /// A stand-in for an engine's option type.
    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Options {
        #[serde(default)]
        strength_order: Option<Order>,
        #[serde(default)]
        rule_7_3: bool,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "kebab-case")]
    enum Order {
        DogOverWolf,
        WolfOverDog,
    }

    fn rules(text: &str) -> RulesTable {
        let table = DeTable::parse(text).unwrap();
        let value = table
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == "rules")
            .map(|(_, v)| v.clone())
            .unwrap();
        let mut ctx = Ctx::new(text);
        read_rules(&mut ctx, &value).unwrap()
    }

    #[test]
    fn engine_types_deserialize_from_the_table() {
        let text = "rules = { strength_order = \"wolf-over-dog\", rule_7_3 = true }";
        let options: Options = rules(text).deserialize().unwrap();
        assert_eq!(options.strength_order, Some(Order::WolfOverDog));
        assert!(options.rule_7_3);
    }

    #[test]
    fn an_engine_error_points_at_the_value_it_is_about() {
        let text = "rules = { rule_7_3 = true, strength_order = \"cat-over-dog\" }";
        let error = rules(text).deserialize::<Options>().unwrap_err();
        assert_eq!(&text[error.span.clone()], "cat-over-dog");
        let message = crate::i18n::Localizer::new(crate::i18n::Locale::En).render(&error.message);
        assert!(message.contains("cat-over-dog"), "{message}");
        assert_eq!(error.kind, DiagnosticKind::BadValue);
    }

    #[test]
    fn an_unknown_option_points_at_its_key() {
        let text = "rules = { rule_7_3 = true, rule_7_33 = 1 }";
        let error = rules(text).deserialize::<Options>().unwrap_err();
        assert_eq!(&text[error.span.clone()], "rule_7_33");
        assert_eq!(error.kind, DiagnosticKind::UnknownKey);
        assert_eq!(error.suggestion.as_deref(), Some("rule_7_3"));
    }
}
