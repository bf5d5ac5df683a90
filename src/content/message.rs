//! Building the Fluent messages of diagnostics: `msg!("content-unknown-key", key = k)` and lists.
//!
//! Content findings carry an [`i18n::Message`](crate::i18n::Message) (id + arguments), never
//! English text, so `check --lang` and the app can show them in every language.

use crate::i18n::{Arg, Message};

/// A value that can be passed as a Fluent argument of a diagnostic message.
pub trait ToArg {
    /// The Fluent argument: numbers stay numbers (for plurals), messages are rendered nested.
    fn to_arg(self) -> Arg;
}

impl ToArg for &str {
    fn to_arg(self) -> Arg {
        Arg::Text(self.to_owned())
    }
}

impl ToArg for String {
    fn to_arg(self) -> Arg {
        Arg::Text(self)
    }
}

impl ToArg for &String {
    fn to_arg(self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl ToArg for Message {
    fn to_arg(self) -> Arg {
        Arg::Message(self)
    }
}

impl ToArg for &Message {
    fn to_arg(self) -> Arg {
        Arg::Message(self.clone())
    }
}

macro_rules! number_args {
    ($($number:ty),*) => {
        $(impl ToArg for $number {
            fn to_arg(self) -> Arg {
                Arg::Number(i64::try_from(self).unwrap_or(i64::MAX))
            }
        })*
    };
}

number_args!(u8, u16, u32, u64, usize, i32, i64);

/// Builds a diagnostic [`Message`]: `msg!("content-unknown-key", key = name, what = table)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut message = $crate::i18n::Message::new($id);
        $(message.args.push((
            stringify!($name).to_owned(),
            $crate::content::message::ToArg::to_arg($value),
        ));)*
        message
    }};
}

/// Shows text as it is (a parser's own message, or one code word) where a message is expected.
pub fn verbatim(text: impl Into<String>) -> Message {
    msg!("content-verbatim", text = text.into())
}

/// The name of a game inside a diagnostic ("jungle", "renju" in English).
pub fn game_name(game: crate::content::words::Game) -> Message {
    match game {
        crate::content::words::Game::Jungle => msg!("content-game-jungle"),
        crate::content::words::Game::Renju => msg!("content-game-renju"),
    }
}

/// "`a`, `b` or `c`" in the reader's language (Chinese: "`a`、`b` 或 `c`"), for an "expected"
/// line.
pub fn one_of(words: &[&str]) -> Message {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.split_last() {
        None => verbatim(""),
        Some((last, [])) => verbatim(last.clone()),
        Some((last, rest)) => msg!("content-list-or", items = joined(rest), last = last),
    }
}

/// "`a`, `b` and `c`" in the reader's language (Chinese: "`a`、`b` 和 `c`").
pub fn all_of(words: &[&str]) -> Message {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.split_last() {
        None => verbatim(""),
        Some((last, [])) => verbatim(last.clone()),
        Some((last, rest)) => msg!("content-list-and", items = joined(rest), last = last),
    }
}

/// `items` joined by the reader's list separator (", " in English, "、" in Chinese): the
/// separator is a Fluent message, since the content layer does not know the language.
fn joined(items: &[String]) -> Message {
    match items.split_first() {
        None => verbatim(""),
        Some((only, [])) => verbatim(only.clone()),
        Some((head, tail)) => msg!("content-list-separated", head = head, tail = joined(tail)),
    }
}

/// The id of a message followed by "; did you mean `x`?".
pub const WITH_SUGGESTION: &str = "content-with-suggestion";

/// `message`, followed by "; did you mean `x`?" when there is a suggestion.
pub fn with_suggestion(message: Message, suggestion: Option<&str>) -> Message {
    match suggestion {
        Some(s) => msg!("content-with-suggestion", message = message, suggestion = s),
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Locale, Localizer};

    #[test]
    fn lists_join_with_the_languages_own_or_and_and() {
        let english = Localizer::new(Locale::En);
        assert_eq!(english.render(&one_of(&["a", "b", "c"])), "`a`, `b` or `c`");
        assert_eq!(english.render(&one_of(&["a"])), "`a`");
        assert_eq!(
            english.render(&all_of(&["en", "zh-TW"])),
            "`en` and `zh-TW`"
        );
        assert_eq!(
            english.render(&all_of(&["a", "b", "c", "d"])),
            "`a`, `b`, `c` and `d`"
        );
        for chinese in [Locale::ZhCn, Locale::ZhTw].map(Localizer::new) {
            assert_eq!(chinese.render(&one_of(&["a", "b", "c"])), "`a`、`b` 或 `c`");
            assert_eq!(chinese.render(&one_of(&["a", "b"])), "`a` 或 `b`");
            assert_eq!(
                chinese.render(&all_of(&["en", "zh-CN", "zh-TW"])),
                "`en`、`zh-CN` 和 `zh-TW`"
            );
            assert_eq!(chinese.render(&all_of(&["a"])), "`a`");
        }
    }

    #[test]
    fn numbers_stay_numbers_and_suggestions_follow_the_message() {
        let message = msg!("content-too-many-hints", count = 4usize, max = 3usize);
        assert_eq!(message.args[0], ("count".to_owned(), Arg::Number(4)));
        let english = Localizer::new(Locale::En);
        let suggested = with_suggestion(
            msg!("content-unknown-step-kind", kind = "infoo"),
            Some("info"),
        );
        assert_eq!(
            english.render(&suggested),
            "unknown step kind `infoo`; did you mean `info`?"
        );
        assert_eq!(with_suggestion(verbatim("x"), None), verbatim("x"));
    }
}
