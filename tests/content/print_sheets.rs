//! `qi-classroom print`: a lesson worksheet, a puzzle sheet with its key, a certificate and a
//! guide in each language, read back with poppler-utils — every font embedded, the Chinese
//! instruction and the child's name in the text, the key's moves the engine's, every page
//! drawn, and the page counts `--per-page` asks for.

use super::print_support::{
    assert_fonts_embedded, assert_pages_render, pages, print_ok, squashed, text,
};
use qi_classroom::content::{Library, PuzzlePosition};
use qi_classroom::i18n::Locale;
use qi_classroom::print::mirror::Symmetry;
use qi_classroom::progress::{Avatar, ProgressStore};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::tutor::puzzle_session::jungle_session;
use qi_classroom::tutor::renju_puzzle::renju_session;
use std::sync::OnceLock;

fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(Library::load_embedded_trusted)
}

fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The engine's right first moves of a puzzle, as the key writes them.
fn engine_right_moves(id: &str, turn: Symmetry) -> Vec<String> {
    let puzzle = library().puzzle(id).unwrap();
    let budget = Budget::default();
    match puzzle.position {
        PuzzlePosition::Jungle { .. } => jungle_session(puzzle, budget)
            .unwrap()
            .right_first_moves()
            .into_iter()
            .map(|m| turn.jungle_move(m).to_string())
            .collect(),
        PuzzlePosition::Renju { .. } => renju_session(puzzle, budget)
            .unwrap()
            .right_first_moves()
            .into_iter()
            .map(|p| turn.point(p).to_string())
            .collect(),
    }
}

#[test]
fn a_lesson_worksheet_in_each_language_embeds_its_fonts_and_prints_the_instructions() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = library().lesson("jungle-13-moving").unwrap();
    for locale in Locale::ALL {
        let pdf = print_ok(
            dir.path(),
            &format!("lesson-{}.pdf", locale.tag()),
            &[
                "worksheet",
                "--lesson",
                "jungle-13-moving",
                "--lang",
                locale.tag(),
            ],
        );
        assert_fonts_embedded(&pdf);
        let text = squashed(&pdf);
        assert!(
            text.contains(&squash(lesson.title.get(locale))),
            "{locale:?}: title missing:\n{text}"
        );
        // Every step that asks something is on the sheet with its instruction.
        for step in lesson.steps.iter().filter(|s| s.kind.earns_stars()) {
            let instruction: String = squash(step.text.get(locale)).chars().take(12).collect();
            assert!(
                text.contains(&instruction),
                "{locale:?}: “{instruction}” missing:\n{text}"
            );
        }
        assert_pages_render(&pdf, dir.path());
    }
}

#[test]
fn a_puzzle_sheet_with_its_key_lists_the_engines_right_moves_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let ids = [
        "jungle-endgame-01",
        "jungle-endgame-02",
        "renju-first-five-01",
    ];
    let joined = ids.join(",");
    for locale in Locale::ALL {
        let pdf = print_ok(
            dir.path(),
            &format!("key-{}.pdf", locale.tag()),
            &[
                "worksheet",
                "--puzzles",
                &joined,
                "--answers",
                "--lang",
                locale.tag(),
            ],
        );
        assert_fonts_embedded(&pdf);
        // One page of three exercises, one page of key.
        assert_eq!(pages(&pdf), 2);
        let all = text(&pdf);
        let key = all.split('\u{c}').nth(1).unwrap_or_default().to_string();
        for id in ids {
            let moves = engine_right_moves(id, Symmetry::NONE);
            assert!(!moves.is_empty(), "{id}: the engine finds right moves");
            let listed = squash(&moves.join(", "));
            assert!(
                squash(&key).contains(&listed),
                "{locale:?} {id}: key lacks {listed}:\n{key}"
            );
        }
        assert_pages_render(&pdf, dir.path());
    }
}

#[test]
fn a_mirrored_jungle_sheet_keys_the_mirrored_moves() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = print_ok(
        dir.path(),
        "mirror.pdf",
        &[
            "worksheet",
            "--puzzles",
            "jungle-endgame-01",
            "--answers",
            "--mirror",
        ],
    );
    let key = squash(&text(&pdf));
    let mirrored =
        squash(&engine_right_moves("jungle-endgame-01", Symmetry::LEFT_RIGHT).join(", "));
    assert!(
        key.contains(&mirrored),
        "mirrored key {mirrored} missing:\n{key}"
    );
}

#[test]
fn per_page_sets_the_page_count_and_the_key_doubles_it() {
    let dir = tempfile::tempdir().unwrap();
    let ids: Vec<String> = (1..=12).map(|n| format!("jungle-endgame-{n:02}")).collect();
    let ids: Vec<&str> = ids
        .iter()
        .map(String::as_str)
        .filter(|id| library().puzzle(id).is_some())
        .collect();
    assert!(ids.len() >= 8, "enough endgame puzzles ship");
    let joined = ids.join(",");
    for per_page in [1usize, 4, 6, 12] {
        let pdf = print_ok(
            dir.path(),
            &format!("per-{per_page}.pdf"),
            &[
                "worksheet",
                "--puzzles",
                &joined,
                "--per-page",
                &per_page.to_string(),
                "--paper",
                "letter",
            ],
        );
        assert_eq!(
            pages(&pdf),
            ids.len().div_ceil(per_page),
            "--per-page {per_page}"
        );
        let keyed = print_ok(
            dir.path(),
            &format!("per-{per_page}-key.pdf"),
            &[
                "worksheet",
                "--puzzles",
                &joined,
                "--per-page",
                &per_page.to_string(),
                "--answers",
            ],
        );
        assert_eq!(pages(&keyed), 2 * ids.len().div_ceil(per_page));
    }
}

#[test]
fn a_certificate_in_each_language_names_the_child_and_counts_their_work() {
    let dir = tempfile::tempdir().unwrap();
    let long_name = "长".repeat(200);
    {
        let mut store = ProgressStore::open(dir.path());
        let id = store.update_classroom(|c| c.add_profile("小明 Ming", Avatar::Panda));
        store.update_classroom(|c| {
            c.record_step_stars(id, "jungle-13-moving", "1", 3).unwrap();
        });
        store.update_classroom(|c| c.add_profile(&long_name, Avatar::Lion));
    }
    for locale in Locale::ALL {
        let pdf = print_ok(
            dir.path(),
            &format!("cert-{}.pdf", locale.tag()),
            &[
                "certificate",
                "--profile",
                "小明 Ming",
                "--lang",
                locale.tag(),
            ],
        );
        assert_fonts_embedded(&pdf);
        let text = squashed(&pdf);
        assert!(
            text.contains("小明Ming"),
            "{locale:?}: the name is missing:\n{text}"
        );
        assert_eq!(pages(&pdf), 1);
        assert_pages_render(&pdf, dir.path());
    }
    // A 200-character name shrinks or is cut to the page: still one page, and its start shows.
    let pdf = print_ok(
        dir.path(),
        "long.pdf",
        &["certificate", "--profile", &long_name, "--lang", "zh-CN"],
    );
    assert_eq!(pages(&pdf), 1);
    assert!(squashed(&pdf).contains(&"长".repeat(10)));
}

#[test]
fn the_guide_and_the_term_plan_print_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = library()
        .lessons
        .iter()
        .find(|l| l.guide.is_some())
        .unwrap();
    let guide = lesson.guide.as_ref().unwrap();
    for locale in Locale::ALL {
        let pdf = print_ok(
            dir.path(),
            &format!("guide-{}.pdf", locale.tag()),
            &[
                "guide",
                "--lesson",
                lesson.id.get_ref(),
                "--lang",
                locale.tag(),
            ],
        );
        assert_fonts_embedded(&pdf);
        let text = squashed(&pdf);
        let aims: String = squash(guide.aims.get(locale)).chars().take(12).collect();
        assert!(
            text.contains(&aims),
            "{locale:?}: aims “{aims}” missing:\n{text}"
        );
        assert_pages_render(&pdf, dir.path());
        let term = print_ok(
            dir.path(),
            &format!("term-{}.pdf", locale.tag()),
            &["guide", "--term", "--lang", locale.tag()],
        );
        let first = library().lesson("jungle-10-food-chain").unwrap();
        assert!(squashed(&term).contains(&squash(first.title.get(locale))));
        assert_pages_render(&term, dir.path());
    }
}

#[test]
fn a_two_page_chinese_worksheet_stays_under_300_kb() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = print_ok(
        dir.path(),
        "small.pdf",
        &[
            "worksheet",
            "--lesson",
            "jungle-13-moving",
            "--answers",
            "--per-page",
            "6",
            "--lang",
            "zh-CN",
        ],
    );
    assert_eq!(pages(&pdf), 2);
    let size = std::fs::metadata(&pdf).unwrap().len();
    assert!(size <= 300 * 1024, "{size} bytes");
}
