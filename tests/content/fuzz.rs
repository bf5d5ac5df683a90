//! The loader never panics, whatever the bytes: random bytes and mutated valid files.
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use qi_classroom::content::Library;
use qi_classroom::content::render::{render_json, render_report};

const SEEDS: [&str; 3] = [
    include_str!("../../docs/examples/jungle-05-river-jumps.toml"),
    include_str!("../../docs/examples/renju-03-forbidden.toml"),
    include_str!("../../puzzles/renju-sample.toml"),
];

fn load_and_render(bytes: &[u8]) {
    let library = Library::load_sources([("fuzz.toml", bytes)]);
    for strict in [false, true] {
        let english = qi_classroom::i18n::Localizer::new(qi_classroom::i18n::Locale::En);
        let _ = render_report(&library, strict, &english);
        let _ = render_json(&library, strict, &english);
    }
}

/// An edit to a text: delete, duplicate or insert at a character position.
#[derive(Debug, Clone)]
enum Edit {
    Delete(usize, usize),
    Duplicate(usize, usize),
    Insert(usize, char),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let len = chars.len().max(1);
        match *edit {
            Edit::Delete(at, n) => {
                let at = at % len;
                let end = (at + n).min(chars.len());
                chars.drain(at.min(chars.len())..end);
            }
            Edit::Duplicate(at, n) => {
                let at = (at % len).min(chars.len());
                let end = (at + n).min(chars.len());
                let copy: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, copy);
            }
            Edit::Insert(at, c) => {
                let at = (at % len).min(chars.len());
                chars.insert(at, c);
            }
        }
    }
    chars.into_iter().collect()
}

fn edit() -> impl Strategy<Value = Edit> {
    let interesting = prop::sample::select(vec![
        '"', '\'', '[', ']', '{', '}', '=', '.', ',', '\n', '#', '谁', '\\', 'x', '0', ' ',
    ]);
    prop_oneof![
        (any::<usize>(), 1usize..20).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Edit::Duplicate(a, n)),
        (any::<usize>(), prop_oneof![interesting, any::<char>()])
            .prop_map(|(a, c)| Edit::Insert(a, c)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        load_and_render(&bytes);
    }

    #[test]
    fn mutated_valid_files_never_panic(
        seed in 0usize..SEEDS.len(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let text = apply(SEEDS[seed], &edits);
        load_and_render(text.as_bytes());
    }
}
