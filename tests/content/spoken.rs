//! Said aloud without notation (issue #41): every message a child's screen shows beside the
//! board (a lesson's verdicts and hints, Play's and the puzzles' refusals and verdicts, the
//! computer's move, the look-back review) is rendered as the voice says it — its `.spoken`
//! attribute where it has one — in all three languages, with squares, points and moves in
//! notation as its arguments, and no notation may come out: the voice would say "b three"
//! or, once the notation is stripped, a sentence with a hole in it.
#![allow(clippy::unwrap_used)]

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use qi_classroom::i18n::{Locale, Localizer, Message};
use std::collections::BTreeSet;

/// The messages a child's screen shows and says: by the start of their id.
const CHILD_SCREENS: &[&str] = &[
    "tutor-",
    "jungle-refusal-",
    "jungle-outcome-",
    "renju-refusal-",
    "renju-outcome-",
    "said-",
    "solve-feedback-",
    "solve-jungle-feedback-",
    "solve-renju-feedback-",
    "solve-hint-",
    "solve-jungle-hint-",
    "solve-renju-hint-",
    "review-",
    "app-lesson-",
    "app-puzzle-",
    "app-play-",
];

/// Arguments that hold squares, points or moves in notation, with a sample of each.
const NOTATION: &[(&str, &str)] = &[
    ("square", "b3"),
    ("point", "h8"),
    ("move", "b3b4"),
    ("reply", "g9g8"),
    ("from", "b3"),
    ("to", "b7"),
    ("den", "d9"),
    ("landing", "f7"),
    ("rat_square", "f5"),
    ("lines", "h8–k8, i7–i11"),
    ("missed", "h8, j10"),
    ("extra", "k11"),
    ("with", "j9"),
    ("block", "g7"),
    ("safe", "g7"),
    ("threat", "i9"),
];

/// Messages a child's screen never shows (ages on a lesson list for the teacher, …).
const NOT_SAID: &[&str] = &["app-lesson-ages"];

/// A square or point in notation (`b3`, `H8`) or a move (`b3b7`) as one word of `text`.
fn notation_in(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .find(|word| is_notation(&word.to_ascii_lowercase()))
        .map(str::to_owned)
}

fn is_notation(word: &str) -> bool {
    let mut rest = word;
    let mut squares = 0;
    while let Some(letter) = rest.chars().next() {
        if !('a'..='o').contains(&letter) {
            return false;
        }
        let digits: String = rest[1..].chars().take_while(char::is_ascii_digit).collect();
        match digits.parse::<u8>() {
            Ok(row) if (1..=15).contains(&row) && digits.len() <= 2 => {}
            _ => return false,
        }
        rest = &rest[1 + digits.len()..];
        squares += 1;
    }
    (1..=2).contains(&squares)
}

/// The variables a pattern reads, and those it selects on (these get numbers).
fn variables(
    pattern: &ast::Pattern<&str>,
    used: &mut BTreeSet<String>,
    selectors: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, used, selectors);
        }
    }
}

fn expression_variables(
    expression: &Expression<&str>,
    used: &mut BTreeSet<String>,
    selectors: &mut BTreeSet<String>,
) {
    match expression {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                selectors.insert(id.name.to_owned());
            }
            inline_variables(selector, used, selectors);
            for variant in variants {
                variables(&variant.value, used, selectors);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, used, selectors),
    }
}

fn inline_variables(
    inline: &InlineExpression<&str>,
    used: &mut BTreeSet<String>,
    selectors: &mut BTreeSet<String>,
) {
    match inline {
        InlineExpression::VariableReference { id } => {
            used.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => {
            expression_variables(expression, used, selectors);
        }
        _ => {}
    }
}

/// Every message of `locale`'s own files shown on a child's screen, with the variables it
/// and its `.spoken` read and those it selects on.
type Shown = Vec<(String, BTreeSet<String>, BTreeSet<String>)>;

fn child_messages(locale: Locale) -> Shown {
    let mut out = Vec::new();
    for (file, source) in locale.sources() {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{} {file}: {errors:?}", locale.tag()));
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if !CHILD_SCREENS.iter().any(|prefix| id.starts_with(prefix)) || NOT_SAID.contains(&id)
            {
                continue;
            }
            let mut used = BTreeSet::new();
            let mut selectors = BTreeSet::new();
            if let Some(value) = &message.value {
                variables(value, &mut used, &mut selectors);
            }
            for attribute in &message.attributes {
                variables(&attribute.value, &mut used, &mut selectors);
            }
            out.push((id.to_owned(), used, selectors));
        }
    }
    out
}

/// The message with sample arguments: notation where the argument holds squares, a number
/// (`n`) where the message selects on it, a word otherwise.
fn sample(id: &str, used: &BTreeSet<String>, selectors: &BTreeSet<String>, n: i64) -> Message {
    let mut message = Message::new(id);
    for name in used {
        message = if let Some((_, value)) = NOTATION.iter().find(|(var, _)| var == name) {
            message.text(name, *value)
        } else if selectors.contains(name) {
            message.number(name, n)
        } else {
            message.text(name, "lion")
        };
    }
    message
}

#[test]
fn the_notation_sample_is_notation_and_words_are_not() {
    for (_, value) in NOTATION {
        assert!(notation_in(value).is_some(), "{value}");
    }
    for words in [
        "lion",
        "the den",
        "5×5",
        "Level 3",
        "a cat",
        "老虎在陷阱里",
        "step 12",
    ] {
        assert_eq!(notation_in(words), None, "{words}");
    }
    assert_eq!(notation_in("go to H8."), Some("H8".to_owned()));
    assert_eq!(notation_in("走 b3b7。"), Some("b3b7".to_owned()));
}

#[test]
fn no_message_on_a_childs_screen_says_notation_aloud() {
    let mut bad = Vec::new();
    let mut checked = 0;
    for locale in Locale::ALL {
        let tr = Localizer::new(locale);
        let messages = child_messages(locale);
        assert!(messages.len() > 100, "{}: {}", locale.tag(), messages.len());
        for (id, used, selectors) in &messages {
            // Each branch of a selector on a number: none, one, a few.
            for n in [0, 1, 2, 5] {
                let said = tr.render_spoken(&sample(id, used, selectors, n));
                if let Some(word) = notation_in(&said) {
                    bad.push(format!("{} {id}: says {word:?} in {said:?}", locale.tag()));
                    break;
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 300, "checked only {checked}");
    assert!(
        bad.is_empty(),
        "{} said with notation:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
