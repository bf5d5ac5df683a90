//! Localization with Project Fluent: the `.ftl` files under `locales/` are embedded in the
//! binary, and each locale falls back along zh-TW → zh-CN → en.

pub mod jungle;
pub mod narrate;
pub mod solve;
pub mod tutor;

use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub mod renju;
pub mod review;

/// A language the program speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Locale {
    /// English.
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese (简体中文).
    #[serde(rename = "zh-CN")]
    ZhCn,
    /// Traditional Chinese (繁體中文).
    #[serde(rename = "zh-TW")]
    ZhTw,
}

impl Locale {
    /// Every locale, in the order a language menu lists them.
    pub const ALL: [Locale; 3] = [Locale::ZhCn, Locale::ZhTw, Locale::En];

    /// The BCP 47 tag, as used for folder names and lesson text keys (`text.zh-CN`).
    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::ZhCn => "zh-CN",
            Locale::ZhTw => "zh-TW",
        }
    }

    /// The locales tried in order when a message is missing: zh-TW → zh-CN → en.
    pub fn fallback_chain(self) -> &'static [Locale] {
        match self {
            Locale::En => &[Locale::En],
            Locale::ZhCn => &[Locale::ZhCn, Locale::En],
            Locale::ZhTw => &[Locale::ZhTw, Locale::ZhCn, Locale::En],
        }
    }

    /// Picks the best supported locale for a requested language tag (`zh-HK`, `zh-Hant`,
    /// `zh_TW.UTF-8`, `en-GB` …); anything unknown gets English.
    pub fn negotiate(requested: &str) -> Locale {
        let cleaned = requested
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let Ok(id) = cleaned.parse::<LanguageIdentifier>() else {
            return Locale::En;
        };
        if id.language.as_str() != "zh" {
            return Locale::En;
        }
        let traditional_script = id.script.is_some_and(|script| script.as_str() == "Hant");
        let traditional_region = id
            .region
            .is_some_and(|region| matches!(region.as_str(), "TW" | "HK" | "MO"));
        let simplified_script = id.script.is_some_and(|script| script.as_str() == "Hans");
        if traditional_script || (traditional_region && !simplified_script) {
            Locale::ZhTw
        } else {
            Locale::ZhCn
        }
    }

    fn language_identifier(self) -> LanguageIdentifier {
        match self {
            Locale::En => unic_langid::langid!("en"),
            Locale::ZhCn => unic_langid::langid!("zh-CN"),
            Locale::ZhTw => unic_langid::langid!("zh-TW"),
        }
    }

    /// The language the environment asks for (`LC_ALL`, `LC_MESSAGES`, then `LANG`), else
    /// English; used when nobody has chosen one (the app's settings, `check --lang`).
    pub fn from_environment() -> Locale {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .map(|value| Locale::negotiate(&value))
            .unwrap_or(Locale::En)
    }

    /// The embedded `.ftl` sources of this locale, as (file name, text).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Locale::En => EN_SOURCES,
            Locale::ZhCn => ZH_CN_SOURCES,
            Locale::ZhTw => ZH_TW_SOURCES,
        }
    }
}

macro_rules! embed_locale {
    ($name:ident, $tag:literal, [$($file:literal),* $(,)?]) => {
        const $name: &[(&str, &str)] = &[
            $(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $tag, "/", $file))),)*
        ];
    };
}

/// Embeds every area's file of one locale; one file per area, and each area's owner keeps its
/// ids in all three locales.
macro_rules! embed_areas {
    ($name:ident, $tag:literal) => {
        embed_locale!(
            $name,
            $tag,
            [
                "common.ftl",
                "jungle.ftl",
                "renju.ftl",
                "content.ftl",
                "app.ftl",
                "solve.ftl",
                "server.ftl",
                "generate.ftl",
                "print.ftl",
                "race.ftl"
            ]
        );
    };
}

embed_areas!(EN_SOURCES, "en");
embed_areas!(ZH_CN_SOURCES, "zh-CN");
embed_areas!(ZH_TW_SOURCES, "zh-TW");

/// A value passed to a message: plain text, a number, or another message to be localized
/// first (an animal's name inside a refusal, say).
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text shown as it is (a square like `c4`, a learner's name).
    Text(String),
    /// A number (Fluent may pick plural forms by it).
    Number(i64),
    /// The id of a message rendered in the same locale and inserted.
    Message(Message),
}

/// A message to show a person: a Fluent id and its arguments. Layers below `i18n` return typed
/// values; the mapping from those to a `Message` lives here in `i18n`.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The Fluent message id, kebab-case with an area prefix (`jungle-refusal-into-water`).
    pub id: String,
    /// Named arguments.
    pub args: Vec<(String, Arg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<String>) -> Self {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a plain-text argument.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.args.push((name.to_string(), Arg::Text(value.into())));
        self
    }

    /// Adds a number argument.
    pub fn number(mut self, name: &str, value: i64) -> Self {
        self.args.push((name.to_string(), Arg::Number(value)));
        self
    }

    /// Adds an argument that is itself a localized message.
    pub fn message(mut self, name: &str, value: Message) -> Self {
        self.args.push((name.to_string(), Arg::Message(value)));
        self
    }
}

/// Renders messages in one locale, falling back along the locale's chain.
pub struct Localizer {
    locale: Locale,
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("locale", &self.locale)
            .finish()
    }
}

impl Localizer {
    /// Builds the bundles of `locale` and its fallbacks.
    pub fn new(locale: Locale) -> Self {
        let bundles = locale
            .fallback_chain()
            .iter()
            .map(|&each| build_bundle(each))
            .collect();
        Localizer { locale, bundles }
    }

    /// The locale asked for (messages may come from a fallback).
    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// Switches language live.
    pub fn set_locale(&mut self, locale: Locale) {
        if locale != self.locale {
            *self = Localizer::new(locale);
        }
    }

    /// Renders a message without arguments.
    pub fn text(&self, id: &str) -> String {
        self.render(&Message::new(id))
    }

    /// Renders a message; a missing id renders as the id itself so it shows up in review.
    pub fn render(&self, message: &Message) -> String {
        self.render_as(message, false)
    }

    /// The message as said aloud: its `.spoken` attribute where it has one (the sentence
    /// without the moves and points in notation that the board shows), else the message
    /// itself; the messages among its arguments the same way.
    pub fn render_spoken(&self, message: &Message) -> String {
        self.render_as(message, true)
    }

    fn render_as(&self, message: &Message, spoken: bool) -> String {
        let args = self.arguments(message, spoken);
        for bundle in &self.bundles {
            let Some(found) = bundle.get_message(&message.id) else {
                continue;
            };
            let attribute = spoken
                .then(|| found.get_attribute("spoken"))
                .flatten()
                .map(|a| a.value());
            let Some(pattern) = attribute.or_else(|| found.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            return text.into_owned();
        }
        message.id.clone()
    }

    /// The message's arguments, messages among them rendered first (as spoken, for `spoken`).
    fn arguments(&self, message: &Message, spoken: bool) -> FluentArgs<'static> {
        let mut args = FluentArgs::new();
        for (name, value) in &message.args {
            let value: FluentValue = match value {
                Arg::Text(text) => text.clone().into(),
                Arg::Number(number) => (*number).into(),
                Arg::Message(inner) => self.render_as(inner, spoken).into(),
            };
            args.set(name.clone(), value);
        }
        args
    }

    /// Why `message` does not read well in this locale's own file (no fallback), or `None`:
    /// it or a message inside it is missing, Fluent could not fill a placeholder, or the text
    /// is empty. Tests use it so every reason an engine gives is checked in every language.
    pub fn problem(&self, message: &Message) -> Option<String> {
        let tag = self.locale.tag();
        let own = self.bundles.first()?;
        let Some(pattern) = own.get_message(&message.id).and_then(|m| m.value()) else {
            return Some(format!("{tag} lacks {}", message.id));
        };
        let inner_problem = message.args.iter().find_map(|(_, value)| match value {
            Arg::Message(inner) => self.problem(inner),
            Arg::Text(_) | Arg::Number(_) => None,
        });
        if inner_problem.is_some() {
            return inner_problem;
        }
        let mut errors = Vec::new();
        let text = own.format_pattern(pattern, Some(&self.arguments(message, false)), &mut errors);
        if !errors.is_empty() || text.contains('{') {
            return Some(format!("{tag} {}: {text:?} ({errors:?})", message.id));
        }
        // The sentence said aloud must render as well as the one shown.
        if let Some(spoken) = own
            .get_message(&message.id)
            .and_then(|m| m.get_attribute("spoken"))
        {
            let said = own.format_pattern(
                spoken.value(),
                Some(&self.arguments(message, true)),
                &mut errors,
            );
            if !errors.is_empty() || said.contains('{') {
                return Some(format!(
                    "{tag} {} (spoken): {said:?} ({errors:?})",
                    message.id
                ));
            }
        }
        text.trim()
            .is_empty()
            .then(|| format!("{tag} {}: empty text", message.id))
    }

    /// Whether `locale` itself (not a fallback) defines the message `id`.
    pub fn defines(locale: Locale, id: &str) -> bool {
        build_bundle(locale).has_message(id)
    }
}

/// The problems (see [`Localizer::problem`]) of `messages` in every locale; empty when each
/// reads well in all three languages.
pub fn rendering_problems(messages: &[Message]) -> Vec<String> {
    Locale::ALL
        .iter()
        .flat_map(|&locale| {
            let localizer = Localizer::new(locale);
            messages
                .iter()
                .filter_map(|message| localizer.problem(message))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn build_bundle(locale: Locale) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![locale.language_identifier()]);
    bundle.set_use_isolating(false);
    for (_file, source) in locale.sources() {
        // A syntax error in one entry must not lose the rest of the file: keep what parsed.
        let resource = match FluentResource::try_new((*source).to_string()) {
            Ok(resource) => resource,
            Err((partial, _errors)) => partial,
        };
        // Duplicate ids across files are reported by the tests; the first definition wins here.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Every message id defined in `locale`'s own files, sorted.
pub fn message_ids(locale: Locale) -> Vec<String> {
    let mut ids = Vec::new();
    for (_file, source) in locale.sources() {
        let resource = match FluentResource::try_new((*source).to_string()) {
            Ok(resource) => resource,
            Err((partial, _errors)) => partial,
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                ids.push(message.id.name.to_string());
            }
        }
    }
    ids.sort();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_found_in_the_message_its_inner_messages_and_its_placeholders() {
        let blocked = |attacker: &str| {
            Message::new("jungle-refusal-jump-blocked-by-rat")
                .text("rat_square", "d4")
                .message("attacker", Message::new(attacker))
        };
        for locale in Locale::ALL {
            let localizer = Localizer::new(locale);
            assert_eq!(localizer.problem(&blocked("jungle-animal-tiger")), None);
            let missing = localizer.problem(&Message::new("jungle-no-such-message"));
            assert!(missing.is_some_and(|p| p.contains("lacks jungle-no-such-message")));
            let inner = localizer.problem(&blocked("jungle-animal-dragon"));
            assert!(inner.is_some_and(|p| p.contains("jungle-animal-dragon")));
            let unfilled = localizer.problem(
                &Message::new("jungle-refusal-jump-blocked-by-rat")
                    .message("attacker", Message::new("jungle-animal-lion")),
            );
            assert!(unfilled.is_some(), "rat_square was not given");
        }
        let problems = rendering_problems(&[Message::new("jungle-no-such-message")]);
        assert_eq!(problems.len(), Locale::ALL.len(), "{problems:?}");
    }

    #[test]
    fn every_locale_file_parses_without_errors() {
        for locale in Locale::ALL {
            for (file, source) in locale.sources() {
                if let Err((_, errors)) = FluentResource::try_new((*source).to_string()) {
                    panic!("locales/{}/{file}: {errors:?}", locale.tag());
                }
            }
        }
    }

    #[test]
    fn every_locale_defines_the_same_message_ids() {
        let english = message_ids(Locale::En);
        for locale in [Locale::ZhCn, Locale::ZhTw] {
            let ids = message_ids(locale);
            let missing: Vec<_> = english.iter().filter(|id| !ids.contains(id)).collect();
            let extra: Vec<_> = ids.iter().filter(|id| !english.contains(id)).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", locale.tag());
            assert!(
                extra.is_empty(),
                "{} has ids English lacks: {extra:?}",
                locale.tag()
            );
        }
    }

    #[test]
    fn no_message_id_is_defined_twice() {
        for locale in Locale::ALL {
            let ids = message_ids(locale);
            let mut seen = std::collections::HashSet::new();
            for id in &ids {
                assert!(seen.insert(id), "{} defines {id} twice", locale.tag());
            }
        }
    }

    #[test]
    fn chinese_variants_negotiate_to_the_right_script() {
        assert_eq!(Locale::negotiate("zh-HK"), Locale::ZhTw);
        assert_eq!(Locale::negotiate("zh-Hant"), Locale::ZhTw);
        assert_eq!(Locale::negotiate("zh_TW.UTF-8"), Locale::ZhTw);
        assert_eq!(Locale::negotiate("zh-Hans-HK"), Locale::ZhCn);
        assert_eq!(Locale::negotiate("zh"), Locale::ZhCn);
        assert_eq!(Locale::negotiate("zh-SG"), Locale::ZhCn);
        assert_eq!(Locale::negotiate("en-GB"), Locale::En);
        assert_eq!(Locale::negotiate("fr"), Locale::En);
        assert_eq!(Locale::negotiate(""), Locale::En);
    }

    #[test]
    fn arguments_and_nested_messages_are_rendered() {
        let localizer = Localizer::new(Locale::En);
        let rendered = localizer.render(
            &Message::new("common-test-greeting")
                .text("name", "Mei")
                .message("game", Message::new("common-game-jungle")),
        );
        assert_eq!(rendered, "Hello Mei, let's play Jungle");
        let chinese = Localizer::new(Locale::ZhCn).render(
            &Message::new("common-test-greeting")
                .text("name", "小美")
                .message("game", Message::new("common-game-jungle")),
        );
        assert_eq!(chinese, "小美你好，我们来下斗兽棋");
    }

    #[test]
    fn a_missing_message_falls_back_and_finally_shows_its_id() {
        let localizer = Localizer::new(Locale::ZhTw);
        assert_eq!(localizer.text("no-such-message-id"), "no-such-message-id");
        assert_eq!(
            Localizer::new(Locale::ZhTw).text("common-game-jungle"),
            "鬥獸棋"
        );
    }
}
