//! The shipped sample lessons and puzzles: they load cleanly, cover every step kind and puzzle
//! goal shape, and the embedded copy in the binary matches the folders.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::library::EMBEDDED;
use qi_classroom::content::step::STEP_KINDS;
use qi_classroom::content::{Library, StepKind};
use qi_classroom::i18n::Locale;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The shipped folders with every check, loaded once for all these tests (a checked load proves
/// every puzzle: seconds of solver time each).
pub fn shipped() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        Library::load_paths(&[root.join("lessons"), root.join("puzzles")])
    })
}

fn kind_name(kind: &StepKind) -> &'static str {
    match kind {
        StepKind::Info { .. } => "info",
        StepKind::FoodChainOrder { .. } => "food-chain-order",
        StepKind::CanCapture { .. } => "can-capture",
        StepKind::PlacePieces { .. } => "place-pieces",
        StepKind::JungleMove { .. } => "jungle-move",
        StepKind::FindAll { .. } => "find-all",
        StepKind::ForbiddenDrill { .. } => "forbidden-drill",
        StepKind::RenjuMove { .. } => "renju-move",
    }
}

#[test]
fn shipped_content_has_no_diagnostics_even_strict() {
    let library = shipped();
    let problems: Vec<_> = library
        .diagnostics
        .iter()
        .filter(|d| d.severity != qi_classroom::content::Severity::Note)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(!library.lessons.is_empty() && !library.puzzles.is_empty());
}

#[test]
fn the_format_examples_in_the_docs_load_cleanly_and_are_not_built_in() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let examples = Library::load_paths(&[root.join("docs/examples")]);
    let problems: Vec<_> = examples
        .diagnostics
        .iter()
        .filter(|d| d.severity != qi_classroom::content::Severity::Note)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert_eq!(examples.lessons.len(), 3);
    let shipped = shipped();
    for example in &examples.lessons {
        assert!(example.order.is_none());
        assert!(
            shipped.lesson(example.id.get_ref()).is_none(),
            "{} is built in",
            example.id.get_ref()
        );
    }
}

#[test]
fn samples_use_every_step_kind() {
    let library = shipped();
    for kind in STEP_KINDS {
        assert!(
            library
                .lessons
                .iter()
                .flat_map(|l| &l.steps)
                .any(|s| kind_name(&s.kind) == kind),
            "no sample step of kind {kind}"
        );
    }
}

#[test]
fn embedded_content_equals_the_folders() {
    // The very same texts, file for file: the folders' proofs (`shipped`, every check) are then
    // the embedded copy's, which the app and the server load trusted.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut on_disk: Vec<String> = ["lessons", "puzzles"]
        .iter()
        .flat_map(|folder| {
            std::fs::read_dir(root.join(folder))
                .unwrap()
                .flatten()
                .map(move |entry| format!("{folder}/{}", entry.file_name().to_string_lossy()))
        })
        .filter(|name| name.ends_with(".toml"))
        .collect();
    on_disk.sort();
    let embedded: Vec<&str> = EMBEDDED.iter().map(|(name, _)| *name).collect();
    assert_eq!(embedded, on_disk);
    for (name, text) in EMBEDDED {
        let disk = std::fs::read_to_string(root.join(name)).unwrap();
        assert!(
            disk == *text,
            "{name}: the embedded copy differs from the file"
        );
    }
    let disk = shipped();
    assert_eq!(disk.files, EMBEDDED.len());
    let trusted = Library::load_embedded_trusted();
    assert_eq!(trusted.lessons.len(), disk.lessons.len());
    assert_eq!(trusted.puzzles.len(), disk.puzzles.len());
}

#[test]
fn texts_come_in_all_three_languages_and_win_in_counts_plies() {
    let library = shipped();
    let lesson = library
        .lesson("jungle-10-food-chain")
        .expect("first lesson");
    assert_eq!(lesson.title.get(Locale::ZhCn), "八只动物：谁吃谁？");
    assert_eq!(lesson.title.get(Locale::ZhTw), "八隻動物：誰吃誰？");
    assert_eq!(lesson.ages, (4, 8));
    let puzzle = library
        .puzzle("jungle-endgame-sample-02")
        .expect("sample puzzle");
    assert_eq!(puzzle.plies(), Some(3), "win in 2 = 3 plies");
    assert_eq!(puzzle.solution.len(), 2, "two author lines");
}

#[test]
fn step_rules_lie_over_the_lessons() {
    let library = shipped();
    let lesson = library
        .lesson("jungle-23-rule-variants")
        .expect("the rule-variants lesson");
    let step = lesson.steps.first().expect("a step");
    let rules = lesson.rules_for(step);
    assert_eq!(
        rules
            .to_table()
            .get("strength_order")
            .and_then(|v| v.as_str()),
        Some("wolf-over-dog")
    );
    assert_eq!(
        rules.to_table().get("preset").and_then(|v| v.as_str()),
        Some("classroom")
    );
}

/// The first Renju lessons by `order` that play a whole game under freestyle rules: the
/// youngest (a lesson whose ages start at 4 or 5) meet one within the first six Renju lessons,
/// before any threat sequence — not first at the renju rules' whole games (order 19).
#[test]
fn the_youngest_meet_a_whole_freestyle_renju_game_within_the_first_six_renju_lessons() {
    let library = shipped();
    let mut renju: Vec<_> = library
        .lessons
        .iter()
        .filter(|l| l.id.get_ref().starts_with("renju") && l.order.is_some())
        .collect();
    renju.sort_by_key(|l| l.order);
    let whole_freestyle = |l: &&qi_classroom::content::Lesson| {
        l.concepts.iter().any(|c| c.get_ref() == "whole-game")
            && l.rules.to_table().get("rule_set").and_then(|v| v.as_str()) == Some("freestyle")
    };
    let first = renju
        .iter()
        .position(whole_freestyle)
        .expect("a whole freestyle Renju game");
    assert!(
        first < 6,
        "the first whole freestyle game is Renju lesson {} ({})",
        first + 1,
        renju[first].id.get_ref()
    );
    let lesson = renju[first];
    assert!(lesson.ages.0 <= 5, "ages {:?}", lesson.ages);
    // It ends in a whole game: its last step tells the teacher to open Play under freestyle.
    let note = lesson
        .steps
        .last()
        .and_then(|s| s.teacher_note.as_ref())
        .map(|n| n.get(qi_classroom::i18n::Locale::En).to_owned())
        .unwrap_or_default();
    assert!(
        note.contains("Play") && note.contains("Freestyle"),
        "{note}"
    );
    // The renju rules' whole games come later, for the older children.
    let renju_rules_game = renju
        .iter()
        .position(|l| l.id.get_ref() == "renju-29-whole-game")
        .unwrap();
    assert!(first < renju_rules_game);
}

#[test]
fn lessons_are_listed_in_curriculum_order_not_by_file_name() {
    let library = shipped();
    let ids: Vec<&str> = library
        .lessons
        .iter()
        .map(|l| l.id.get_ref().as_str())
        .collect();
    let at = |id: &str| ids.iter().position(|x| *x == id).unwrap();
    // Every shipped lesson has its place in the curriculum, which starts with the animals (the
    // early samples without an `order` are format examples in docs/examples, not built in).
    assert!(library.lessons.iter().all(|l| l.order.is_some()));
    assert_eq!(ids[0], "jungle-10-food-chain");
    // The goal comes right after moving, before the water and the jumps.
    assert_eq!(at("jungle-18-dens"), at("jungle-13-moving") + 1);
    assert!(at("jungle-18-dens") < at("jungle-14-water-rat"));
    // The rat and the elephant right after the swimming rat; the jump rules right after the
    // jump and the rat that blocks it, before the traps.
    assert_eq!(at("jungle-26-rat-elephant"), at("jungle-14-water-rat") + 1);
    assert_eq!(at("jungle-25-jump-rules"), at("jungle-16-rat-blocks") + 1);
    assert!(at("jungle-16-rat-blocks") > at("jungle-15-river-jumps"));
    assert!(at("jungle-25-jump-rules") < at("jungle-17-traps"));
    // The rhymes review every rule: after the captures quiz, before the endgames.
    assert_eq!(at("jungle-27-rhymes"), at("jungle-19-captures-quiz") + 1);
    assert!(at("jungle-27-rhymes") < at("jungle-21-endgames-1"));
    // The first whole game once every rule has been met (right after the rhymes review them),
    // then the tactics: escaping, guarding the den, two threats at once, the race to the den and
    // leaving the other side no move, just before the endgames.
    assert_eq!(at("jungle-32-whole-game"), at("jungle-27-rhymes") + 1);
    assert_eq!(at("jungle-20-escape"), at("jungle-32-whole-game") + 1);
    assert_eq!(at("jungle-29-guard-den"), at("jungle-20-escape") + 1);
    assert_eq!(at("jungle-28-two-threats"), at("jungle-29-guard-den") + 1);
    assert_eq!(at("jungle-30-who-first"), at("jungle-28-two-threats") + 1);
    assert_eq!(at("jungle-31-no-moves"), at("jungle-30-who-first") + 1);
    assert_eq!(at("jungle-21-endgames-1"), at("jungle-31-no-moves") + 1);
    // Renju: threes, then the first moves of a game (ages 6+, before any threat sequence),
    // then the four-three, then blocking an open three.
    assert_eq!(at("renju-30-first-moves"), at("renju-13-threes") + 1);
    // The youngest's first whole game (freestyle) right after the first moves, before any
    // threat sequence.
    assert_eq!(
        at("renju-31-freestyle-game"),
        at("renju-30-first-moves") + 1
    );
    assert_eq!(at("renju-22-four-three"), at("renju-31-freestyle-game") + 1);
    assert_eq!(at("renju-23-block-three"), at("renju-22-four-three") + 1);
    // Attack before defence right after blocking; then continuous fours and threes and fours,
    // all before Black's forbidden points.
    assert_eq!(at("renju-25-attack-first"), at("renju-23-block-three") + 1);
    assert_eq!(at("renju-26-vcf"), at("renju-25-attack-first") + 1);
    assert_eq!(at("renju-27-vct"), at("renju-26-vcf") + 1);
    assert_eq!(at("renju-14-double-three"), at("renju-27-vct") + 1);
    // Claiming a forbidden move once all three kinds are known, before "five first".
    assert_eq!(at("renju-28-claim-forbidden"), at("renju-16-overline") + 1);
    assert_eq!(
        at("renju-18-five-beats-forbidden"),
        at("renju-28-claim-forbidden") + 1
    );
    // Two whole games with a classmate after White's forbidden-point trap.
    assert_eq!(at("renju-29-whole-game"), at("renju-20-forbidden-trap") + 1);
    // White's weapons after "five first", just before White's forbidden-point trap.
    assert_eq!(
        at("renju-24-white-weapons"),
        at("renju-18-five-beats-forbidden") + 1
    );
    assert_eq!(
        at("renju-20-forbidden-trap"),
        at("renju-24-white-weapons") + 1
    );
    // Fake threes are the last Renju lesson of the curriculum, for the oldest children.
    let last_renju = library
        .lessons
        .iter()
        .rev()
        .find(|l| l.id.get_ref().starts_with("renju") && l.order.is_some())
        .unwrap();
    assert_eq!(last_renju.id.get_ref(), "renju-17-fake-threes");
    assert!(last_renju.ages.0 >= 11);
    // Every Jungle lesson comes before every Renju lesson.
    let first_renju = ids.iter().position(|id| id.starts_with("renju")).unwrap();
    assert!(ids[first_renju..].iter().all(|id| id.starts_with("renju")));
}

#[test]
fn every_shipped_puzzle_is_named_by_its_own_title_not_a_number() {
    let library = shipped();
    let mut seen = std::collections::BTreeSet::new();
    for puzzle in &library.puzzles {
        for locale in qi_classroom::i18n::Locale::ALL {
            let title = puzzle.title.exact(locale).unwrap();
            // "Black wins by fours 2" told the puzzles apart by a counter, not by their idea.
            assert!(
                !title.ends_with(|c: char| c.is_ascii_digit()),
                "{}: {title}",
                puzzle.id.get_ref()
            );
            // People's puzzles each have their own title; the generator's say the idea and
            // the animal or area, which a thousand of them share.
            let people = puzzle.made_by == qi_classroom::content::words::MadeBy::People;
            assert!(
                !people || seen.insert((locale.tag(), title.to_owned())),
                "two puzzles are titled {title}"
            );
        }
    }
}

#[test]
fn renju_lessons_for_the_youngest_play_freestyle() {
    // Forbidden points come later: a lesson that starts at age 5 or younger has none.
    let library = shipped();
    let young: Vec<_> = library
        .lessons
        .iter()
        .filter(|l| l.id.get_ref().starts_with("renju") && l.ages.0 <= 5)
        .collect();
    assert!(young.len() >= 3, "{}", young.len());
    for lesson in young {
        let options = lesson.rules.renju_options().unwrap();
        assert_eq!(
            options.rule_set,
            qi_classroom::rules::renju::RuleSet::Freestyle,
            "{}",
            lesson.id.get_ref()
        );
    }
}
