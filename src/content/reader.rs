//! Reading a parsed TOML table key by key, turning every surprise into a finding with a span.
//!
//! Hand-walking the spanned document (instead of one serde derive) lets one file report every
//! problem at once, each at its exact place, with "did you mean" for keys and words.

use super::diagnostic::{DiagnosticKind, Finding};
use super::message::{one_of, with_suggestion};
use super::suggest::did_you_mean;
use super::words::Word;
use crate::i18n::Message;
use crate::msg;
use serde::Deserialize;
use serde::de::IntoDeserializer;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::{DeTable, DeValue};

/// The findings of one file, and its text (to find exact spans inside strings).
pub(crate) struct Ctx<'s> {
    /// The file's text.
    pub text: &'s str,
    /// Everything found so far.
    pub findings: Vec<Finding>,
}

impl<'s> Ctx<'s> {
    /// A context for one file's text.
    pub fn new(text: &'s str) -> Self {
        Self {
            text,
            findings: Vec::new(),
        }
    }

    /// Records a finding.
    pub fn push(&mut self, finding: Finding) {
        self.findings.push(finding);
    }

    /// Records several findings.
    pub fn extend(&mut self, findings: impl IntoIterator<Item = Finding>) {
        self.findings.extend(findings);
    }

    /// The span of the first line of `span` (for "missing key" at a table header).
    pub fn first_line(&self, span: &Range<usize>) -> Range<usize> {
        let start = span.start.min(self.text.len());
        let rest = self.text.get(start..).unwrap_or("");
        let end = rest
            .find(['\n', '\r'])
            .map_or(self.text.len(), |i| start + i);
        start..end.max(start)
    }
}

/// A spanned TOML value as the parser gives it.
pub(crate) type Value<'i> = Spanned<DeValue<'i>>;

/// The name of a TOML value's type, for "wrong type" messages.
pub(crate) fn type_name(value: &DeValue<'_>) -> Message {
    match value {
        DeValue::String(_) => msg!("content-type-text"),
        DeValue::Integer(_) => msg!("content-type-integer"),
        DeValue::Float(_) => msg!("content-type-float"),
        DeValue::Boolean(_) => msg!("content-type-boolean"),
        DeValue::Datetime(_) => msg!("content-type-date"),
        DeValue::Array(_) => msg!("content-type-list"),
        DeValue::Table(_) => msg!("content-type-table"),
    }
}

/// Reports a value of the wrong type.
pub(crate) fn wrong_type(ctx: &mut Ctx<'_>, key: &str, value: &Value<'_>, expected: Message) {
    ctx.push(
        Finding::error(
            DiagnosticKind::WrongType,
            value.span(),
            msg!(
                "content-wrong-type",
                key = key,
                found = type_name(value.get_ref())
            ),
        )
        .expected(expected),
    );
}

/// Reads a string value; the span is narrowed to the characters inside the quotes when the
/// string has no escapes, so later checks can point at one character of a FEN.
pub(crate) fn string_value(
    ctx: &mut Ctx<'_>,
    key: &str,
    value: &Value<'_>,
) -> Option<Spanned<String>> {
    let DeValue::String(text) = value.get_ref() else {
        wrong_type(ctx, key, value, msg!("content-expected-text"));
        return None;
    };
    let span = value.span();
    let raw = ctx.text.get(span.clone()).unwrap_or("");
    let inner = [("\"\"\"", 3), ("'''", 3), ("\"", 1), ("'", 1)]
        .iter()
        .find(|(quote, _)| raw.starts_with(quote))
        .map(|(_, width)| *width)
        .and_then(|width| {
            let inner = span.start + width..span.end.saturating_sub(width);
            (ctx.text.get(inner.clone()) == Some(text.as_ref())).then_some(inner)
        });
    Some(Spanned::new(inner.unwrap_or(span), text.to_string()))
}

/// Reads a list of strings.
pub(crate) fn string_list(
    ctx: &mut Ctx<'_>,
    key: &str,
    value: &Value<'_>,
) -> Option<Vec<Spanned<String>>> {
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, key, value, msg!("content-expected-text-list"));
        return None;
    };
    Some(
        items
            .iter()
            .filter_map(|item| string_value(ctx, key, item))
            .collect(),
    )
}

/// Reads a whole number.
pub(crate) fn integer_value(
    ctx: &mut Ctx<'_>,
    key: &str,
    value: &Value<'_>,
) -> Option<Spanned<i64>> {
    let parsed = match value.get_ref() {
        DeValue::Integer(integer) => {
            i64::from_str_radix(&integer.as_str().replace('_', ""), integer.radix()).ok()
        }
        _ => None,
    };
    match parsed {
        Some(number) => Some(Spanned::new(value.span(), number)),
        None => {
            wrong_type(ctx, key, value, msg!("content-type-integer"));
            None
        }
    }
}

/// Converts a parsed value to a plain `toml::Value` (kept for tables handed to the engines).
pub(crate) fn plain_value(value: &Value<'_>) -> Option<toml::Value> {
    toml::Value::deserialize(value.clone().into_deserializer()).ok()
}

/// One table being read: knows its keys and reports unknown ones with a suggestion.
pub(crate) struct Fields<'t, 'i> {
    table: &'t DeTable<'i>,
    span: Range<usize>,
    what: Message,
    /// Keys suggested for unknown ones: a "missing" report for them would say it twice.
    suggested: Vec<&'static str>,
}

impl<'t, 'i> Fields<'t, 'i> {
    /// Starts reading `table` (called `what` in messages, e.g. "step 2"); reports every key not in
    /// `known`.
    pub fn new(
        ctx: &mut Ctx<'_>,
        table: &'t DeTable<'i>,
        span: Range<usize>,
        what: Message,
        known: &[&'static str],
    ) -> Self {
        let mut fields = Self {
            table,
            span,
            what,
            suggested: Vec::new(),
        };
        for (key, _) in table.iter() {
            if !known.contains(&key.get_ref().as_ref()) {
                let suggestion = did_you_mean(key.get_ref(), known);
                fields.suggested.extend(suggestion);
                let message = msg!(
                    "content-unknown-key",
                    key = key.get_ref().as_ref(),
                    table = &fields.what
                );
                ctx.push(
                    Finding::error(
                        DiagnosticKind::UnknownKey,
                        key.span(),
                        with_suggestion(message, suggestion),
                    )
                    .expected(msg!("content-expected-one-of", words = one_of(known)))
                    .suggestion(suggestion),
                );
            }
        }
        fields
    }

    /// The raw value of a key.
    pub fn get(&self, key: &str) -> Option<&'t Value<'i>> {
        self.table
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == key)
            .map(|(_, v)| v)
    }

    /// Reports a missing required key at the table's first line.
    pub fn missing(&self, ctx: &mut Ctx<'_>, key: &str, example: &str) {
        let line = format!("`{key} = {example}`");
        self.missing_expecting(ctx, key, super::message::verbatim(line));
    }

    /// Reports a missing required key with an example value and a note on it.
    pub fn missing_with_note(&self, ctx: &mut Ctx<'_>, key: &str, example: &str, note: Message) {
        let line = format!("`{key} = {example}`");
        self.missing_expecting(
            ctx,
            key,
            msg!("content-expected-line-note", line = line, note = note),
        );
    }

    /// Reports a missing required key, saying in full what was expected.
    pub fn missing_expecting(&self, ctx: &mut Ctx<'_>, key: &str, expected: Message) {
        if self.suggested.contains(&key) {
            return;
        }
        let span = ctx.first_line(&self.span);
        ctx.push(
            Finding::error(
                DiagnosticKind::MissingField,
                span,
                msg!("content-missing-key", table = &self.what, key = key),
            )
            .expected(expected),
        );
    }

    /// A required string.
    pub fn required_string(
        &self,
        ctx: &mut Ctx<'_>,
        key: &str,
        example: &str,
    ) -> Option<Spanned<String>> {
        match self.get(key) {
            Some(value) => string_value(ctx, key, value),
            None => {
                self.missing(ctx, key, example);
                None
            }
        }
    }

    /// An optional string.
    pub fn string(&self, ctx: &mut Ctx<'_>, key: &str) -> Option<Spanned<String>> {
        self.get(key)
            .and_then(|value| string_value(ctx, key, value))
    }

    /// An optional list of strings (absent = empty).
    pub fn strings(&self, ctx: &mut Ctx<'_>, key: &str) -> Vec<Spanned<String>> {
        self.get(key)
            .and_then(|value| string_list(ctx, key, value))
            .unwrap_or_default()
    }

    /// An optional whole number.
    pub fn integer(&self, ctx: &mut Ctx<'_>, key: &str) -> Option<Spanned<i64>> {
        self.get(key)
            .and_then(|value| integer_value(ctx, key, value))
    }

    /// An optional true/false.
    pub fn boolean(&self, ctx: &mut Ctx<'_>, key: &str) -> Option<Spanned<bool>> {
        let value = self.get(key)?;
        match value.get_ref() {
            DeValue::Boolean(b) => Some(Spanned::new(value.span(), *b)),
            _ => {
                wrong_type(ctx, key, value, one_of(&["true", "false"]));
                None
            }
        }
    }

    /// An optional word from a fixed set; a wrong word gets a suggestion.
    pub fn word(&self, ctx: &mut Ctx<'_>, key: &str, allowed: &[&str]) -> Option<Spanned<String>> {
        let text = self.string(ctx, key)?;
        check_word(ctx, key, &text, allowed).then_some(text)
    }

    /// An optional word parsed into its enum, keeping the span.
    pub fn choice<W: Word>(&self, ctx: &mut Ctx<'_>, key: &str) -> Option<Spanned<W>> {
        let text = self.word(ctx, key, W::ALL)?;
        W::parse_word(text.get_ref()).map(|w| Spanned::new(text.span(), w))
    }

    /// A required word parsed into its enum.
    pub fn required_choice<W: Word>(&self, ctx: &mut Ctx<'_>, key: &str) -> Option<Spanned<W>> {
        if self.get(key).is_none() {
            let first = W::ALL.first().unwrap_or(&"");
            let line = format!("`{key} = \"{first}\"`");
            let expected = match W::ALL.get(1..).filter(|rest| !rest.is_empty()) {
                Some(rest) => msg!(
                    "content-expected-line-or",
                    line = line,
                    others = one_of(rest)
                ),
                None => super::message::verbatim(line),
            };
            self.missing_expecting(ctx, key, expected);
            return None;
        }
        self.choice(ctx, key)
    }
}

/// Checks that `text` is one of `allowed`; reports a bad value with a suggestion otherwise.
pub(crate) fn check_word(
    ctx: &mut Ctx<'_>,
    key: &str,
    text: &Spanned<String>,
    allowed: &[&str],
) -> bool {
    if allowed.contains(&text.get_ref().as_str()) {
        return true;
    }
    ctx.push(bad_word(key, text, allowed));
    false
}

/// The finding for a word that is not one of `allowed`.
pub(crate) fn bad_word(key: &str, text: &Spanned<String>, allowed: &[&str]) -> Finding {
    let suggestion = did_you_mean(text.get_ref(), allowed);
    let message = msg!("content-bad-word", word = text.get_ref(), key = key);
    Finding::error(
        DiagnosticKind::BadValue,
        text.span(),
        with_suggestion(message, suggestion),
    )
    .expected(one_of(allowed))
    .suggestion(suggestion)
}
