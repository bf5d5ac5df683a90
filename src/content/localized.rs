//! Text written once per language inside a lesson or puzzle file: `{ en = "…", zh-CN = "…", zh-TW = "…" }`.

use super::diagnostic::{DiagnosticKind, Finding};
use super::message::{all_of, one_of, with_suggestion};
use super::reader::{Ctx, Value, string_value, wrong_type};
use super::suggest::did_you_mean;
use crate::i18n::Locale;
use crate::msg;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::DeValue;

/// The language keys a localized text may have, in the order authors usually write them.
pub const LOCALE_KEYS: [&str; 3] = ["en", "zh-CN", "zh-TW"];

/// One text in up to three languages; a missing language falls back zh-TW → zh-CN → en.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Localized {
    /// English.
    pub en: Option<Spanned<String>>,
    /// Simplified Chinese.
    pub zh_cn: Option<Spanned<String>>,
    /// Traditional Chinese.
    pub zh_tw: Option<Spanned<String>>,
    /// Where the whole table is written.
    pub span: Range<usize>,
}

impl Localized {
    /// The text written for exactly this locale, if any.
    pub fn exact(&self, locale: Locale) -> Option<&str> {
        let text = match locale {
            Locale::En => &self.en,
            Locale::ZhCn => &self.zh_cn,
            Locale::ZhTw => &self.zh_tw,
        };
        text.as_ref()
            .map(|t| t.get_ref().as_str())
            .filter(|t| !t.trim().is_empty())
    }

    /// The text for a locale, following its fallback chain; empty if no language is written.
    pub fn get(&self, locale: Locale) -> &str {
        locale
            .fallback_chain()
            .iter()
            .find_map(|l| self.exact(*l))
            .or_else(|| Locale::ALL.iter().find_map(|l| self.exact(*l)))
            .unwrap_or("")
    }

    /// The locales this text lacks (absent or blank).
    pub fn missing_locales(&self) -> Vec<Locale> {
        [Locale::En, Locale::ZhCn, Locale::ZhTw]
            .into_iter()
            .filter(|l| self.exact(*l).is_none())
            .collect()
    }
}

/// Common ways of writing a language key that are not ours, and the key meant.
const LOCALE_ALIASES: [(&str, &str); 10] = [
    ("zh", "zh-CN"),
    ("cn", "zh-CN"),
    ("zh-hans", "zh-CN"),
    ("zh-sg", "zh-CN"),
    ("tw", "zh-TW"),
    ("zh-hant", "zh-TW"),
    ("zh-hk", "zh-TW"),
    ("zh-mo", "zh-TW"),
    ("en-us", "en"),
    ("en-gb", "en"),
];

/// Reads a localized text; reports unknown language keys and (as a warning) missing languages.
pub(crate) fn read_localized(ctx: &mut Ctx<'_>, key: &str, value: &Value<'_>) -> Option<Localized> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(ctx, key, value, msg!("content-expected-localized-table"));
        return None;
    };
    let mut text = Localized {
        span: value.span(),
        ..Localized::default()
    };
    for (language, content) in table.iter() {
        let name = language.get_ref().as_ref();
        let slot = match name {
            "en" => &mut text.en,
            "zh-CN" => &mut text.zh_cn,
            "zh-TW" => &mut text.zh_tw,
            _ => {
                let lower = name.to_lowercase().replace('_', "-");
                let suggestion = LOCALE_ALIASES
                    .iter()
                    .find(|(alias, _)| *alias == lower)
                    .map(|(_, meant)| *meant)
                    .or_else(|| did_you_mean(name, &LOCALE_KEYS));
                let message = msg!("content-unknown-language", language = name, key = key);
                ctx.push(
                    Finding::error(
                        DiagnosticKind::UnknownKey,
                        language.span(),
                        with_suggestion(message, suggestion),
                    )
                    .expected(one_of(&LOCALE_KEYS))
                    .suggestion(suggestion),
                );
                continue;
            }
        };
        *slot = string_value(ctx, &format!("{key}.{name}"), content);
    }
    let missing = text.missing_locales();
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|l| l.tag()).collect();
        let span = ctx.first_line(&text.span);
        ctx.push(
            Finding::warning(
                DiagnosticKind::MissingLocale,
                span,
                msg!(
                    "content-missing-locale",
                    key = key,
                    languages = all_of(&names)
                ),
            )
            .expected(msg!(
                "content-expected-all-locales",
                key = key,
                languages = all_of(&LOCALE_KEYS)
            )),
        );
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(en: Option<&str>, zh_cn: Option<&str>, zh_tw: Option<&str>) -> Localized {
        let s = |t: Option<&str>| t.map(|t| Spanned::new(0..0, t.to_owned()));
        Localized {
            en: s(en),
            zh_cn: s(zh_cn),
            zh_tw: s(zh_tw),
            span: 0..0,
        }
    }

    #[test]
    fn zh_tw_falls_back_to_zh_cn_then_english() {
        let t = text(Some("Rat"), Some("老鼠"), None);
        assert_eq!(t.get(Locale::ZhTw), "老鼠");
        assert_eq!(text(Some("Rat"), None, None).get(Locale::ZhTw), "Rat");
        assert_eq!(t.missing_locales(), vec![Locale::ZhTw]);
    }

    #[test]
    fn english_falls_back_to_any_written_language() {
        assert_eq!(text(None, Some("老鼠"), None).get(Locale::En), "老鼠");
        assert_eq!(text(None, None, None).get(Locale::En), "");
    }
}
