//! Saying it aloud (issue #41): the lesson player's instruction, verdicts and hints each have
//! a speaker button, and new ones are said by themselves; what is said is the sentence shown
//! (without notation). The app's voice here is silent and keeps what it was asked to say.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)]

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;

use crate::kit::{self, App, click, shows};

fn last_said(harness: &App) -> String {
    harness
        .state()
        .recent_speech()
        .last()
        .cloned()
        .unwrap_or_default()
}

fn speakers(harness: &App) -> usize {
    harness.query_all_by_label("Say it aloud").count()
}

#[test]
fn a_lesson_says_its_instruction_verdicts_and_hints_as_they_are_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    // The new step's instruction is said by itself, and has its speaker button.
    assert_eq!(last_said(&harness), "Jump the tiger over the river.");
    assert_eq!(speakers(&harness), 1);

    // A wrong move: the verdict shown (with its ✗) is said by itself, without the mark.
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    let said = last_said(&harness);
    assert!(said.starts_with("That move is not allowed."), "{said}");
    assert!(shows(&harness, &format!("✗ {said}")), "{said}");
    assert_eq!(speakers(&harness), 2, "the verdict has its own speaker");

    // The speaker beside the instruction says it again.
    let before = harness.state().recent_speech().len();
    harness
        .query_all_by_label("Say it aloud")
        .next()
        .unwrap()
        .click();
    harness.run();
    assert_eq!(harness.state().recent_speech().len(), before + 1);
    assert_eq!(last_said(&harness), "Jump the tiger over the river.");

    // A hint: said by itself, as shown after its rung number.
    click(&mut harness, "☞ Hint");
    let hint = last_said(&harness);
    assert!(!hint.is_empty() && hint != said);
    assert!(
        shows(&harness, &format!("☞ 1. {hint}")),
        "the hint shown is the hint said: {hint}"
    );
    assert_eq!(speakers(&harness), 3);
}

#[test]
fn with_reading_by_itself_off_only_the_speaker_buttons_speak() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::ZhCn, 1280.0, 1024.0);
    click(&mut harness, "设置");
    click(&mut harness, "新的说明、提示和对错自动读出来");
    click(&mut harness, "首页");
    click(&mut harness, "斗兽棋");
    click(&mut harness, "上课");
    click(&mut harness, "狮虎跳河");
    harness.get_by_label("让老虎跳过小河。");
    assert!(
        harness.state().recent_speech().is_empty(),
        "nothing said by itself: {:?}",
        harness.state().recent_speech()
    );
    harness.get_by_label("读出来").click();
    harness.run();
    let said = last_said(&harness);
    assert!(!said.is_empty() && shows(&harness, &said), "{said}");
}

#[test]
fn play_says_whose_turn_it_is_and_a_refusal_and_draws_the_refused_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1024.0, 768.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Play");
    assert_eq!(last_said(&harness), "Red to move");
    click(&mut harness, "e3 leopard");
    click(&mut harness, "e4 water");
    let refusal = last_said(&harness);
    assert!(refusal.contains("swim"), "{refusal}");
    assert!(harness.query_by_label(&refusal).is_some(), "{refusal}");
    // The refused move stays drawn until the next try.
    assert!(harness.query_by_label("e3 leopard, arrow to e4").is_some());
    assert_eq!(speakers(&harness), 2, "the status and the refusal");
    click(&mut harness, "e3 leopard, arrow to e4");
    assert!(
        harness.query_by_label("e3 leopard").is_some(),
        "the next try began"
    );
}

/// Whether `text` has a square or point in notation (`b3`, `H8`, `b3b7`).
fn has_notation(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|word| {
            let word = word.to_ascii_lowercase();
            let bytes = word.as_bytes();
            bytes.len() >= 2
                && (b'a'..=b'o').contains(&bytes[0])
                && word[1..]
                    .chars()
                    .all(|c| c.is_ascii_digit() || ('a'..='o').contains(&c))
                && bytes[1].is_ascii_digit()
        })
}

/// Adds a child of the given age band ("4–6 years" …) and chooses them.
fn add_child_aged(harness: &mut App, age: &str) {
    click(harness, "+ Add a child");
    kit::type_into(harness, "Name", "Lan");
    harness
        .get_by_role_and_label(egui::Role::Button, "Panda")
        .click();
    harness.run();
    click(harness, age);
    click(harness, "Save");
}

#[test]
fn the_computers_jungle_move_is_said_and_shown_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    // Said by itself: the computer's animal and what it did, then whose turn it is.
    let said = last_said(&harness);
    assert!(said.starts_with("The "), "{said}");
    assert!(
        ["steps", "jumps", "catches", "swims", "climbs", "walks"]
            .iter()
            .any(|verb| said.contains(verb)),
        "{said}"
    );
    assert!(!has_notation(&said), "{said}");
    // Shown beside the board (with the square, for a child of 7–9), with its speaker.
    let told = said
        .trim_end_matches("Red to move")
        .trim()
        .trim_end_matches('.');
    assert!(shows(&harness, &format!("{told} (")), "{told}");
}

#[test]
fn the_computers_renju_stone_is_said_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "h8 empty");
    let said = last_said(&harness);
    assert!(said.starts_with("White "), "{said}");
    assert!(
        said.contains("next to your stone") || said.contains("plays") || said.contains("blocks"),
        "{said}"
    );
    assert!(!has_notation(&said), "{said}");
}

#[test]
fn a_young_childs_texts_beside_the_board_name_things_without_coordinates() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    add_child_aged(&mut harness, "4–6 years");
    assert_eq!(
        harness.state().store().classroom().profiles[0].age,
        qi_classroom::progress::AgeBand::Young
    );
    // The lesson's hints, all the way down the ladder, and a refusal.
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    for _ in 0..6 {
        if harness.query_by_label("☞ Hint").is_some() {
            click(&mut harness, "☞ Hint");
        }
    }
    let texts: Vec<String> = harness
        .query_all_by_label_contains("")
        .filter_map(|node| {
            let node = egui_kittest::kittest::NodeT::accesskit_node(&node);
            node.value().or(node.label())
        })
        .filter(|text| text.starts_with("☞") || text.starts_with("✗"))
        .collect();
    assert!(texts.len() >= 3, "{texts:?}");
    for text in &texts {
        assert!(
            !has_notation(text),
            "a coordinate for a young child: {text}"
        );
    }
    // Play against the computer: its move by name, no square.
    click(&mut harness, "Home");
    click(&mut harness, "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    let said = last_said(&harness);
    let told = said.trim_end_matches("Red to move").trim().to_owned();
    assert!(
        harness.query_by_label(&told).is_some(),
        "shown as said: {told}"
    );
}

#[test]
fn an_older_childs_hints_keep_their_coordinates() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    add_child_aged(&mut harness, "10–12 years");
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    for _ in 0..6 {
        if harness.query_by_label("☞ Hint").is_some() {
            click(&mut harness, "☞ Hint");
        }
    }
    assert!(
        harness
            .query_all_by_label_contains("")
            .filter_map(|n| {
                let n = egui_kittest::kittest::NodeT::accesskit_node(&n);
                n.value().or(n.label())
            })
            .filter(|text| text.starts_with('☞'))
            .any(|text| has_notation(&text)),
        "the last rungs name the squares"
    );
}

#[cfg(feature = "server")]
#[test]
fn the_teachers_question_on_a_childs_device_is_said_and_has_a_speaker() {
    use crate::server_support;
    use serde_json::json;
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = crate::join::class_with_xiaoming(&agent, &base);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    crate::join::join_as_xiaoming(&mut harness, &base, &code);
    let ws = base.replacen("http://", "ws://", 1);
    let (mut socket, _) =
        tungstenite::connect(format!("{ws}/api/classes/{code}/live?token={teacher}")).unwrap();
    socket
        .send(tungstenite::Message::Text(
            json!({"type": "ask", "id": "q1", "game": "jungle",
                   "position": {"fen": "l6/2tD3/7/7/7/7/7/7/6L w"}})
            .to_string()
            .into(),
        ))
        .unwrap();
    kit::wait_until(&mut harness, "the teacher's question", |h| {
        shows(h, "What would you play? Move a piece.")
    });
    harness.step();
    // Said by itself as it shows, and again from its speaker button.
    assert_eq!(last_said(&harness), "What would you play? Move a piece.");
    let before = harness.state().recent_speech().len();
    harness.get_by_label("Say it aloud").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().recent_speech().len(), before + 1);
    assert_eq!(last_said(&harness), "What would you play? Move a piece.");
}

#[test]
fn a_puzzles_refutation_is_told_by_name_as_well_as_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 4000.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Puzzles");
    click(&mut harness, "Stop the rat!");
    kit::wait_until(&mut harness, "the puzzle", |h| {
        h.query_by_label("☞ Hint").is_some()
    });
    // The cat steps aside: the rat walks into the den (drawn, and told by name).
    click(&mut harness, "d7 cat");
    click(&mut harness, "c7");
    let told = "If you play that: The rat walks into your den!";
    assert!(
        last_said(&harness).ends_with(told),
        "{}",
        last_said(&harness)
    );
    assert!(shows(&harness, told));
}

/// A drill (Black's forbidden point) for a young child: the question is said as shown, and a
/// wrong answer's verdict is shown as it is said — the kind named, the lines left to the board
/// (drawn there), no coordinates either way.
#[test]
fn a_forbidden_point_drill_says_its_question_and_verdict_as_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    add_child_aged(&mut harness, "4–6 years");
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Black's forbidden point: double-three");
    while harness.query_by_label("Not forbidden").is_none() {
        click(&mut harness, "Next");
    }
    let question = last_said(&harness);
    assert!(
        !question.is_empty() && !has_notation(&question),
        "{question}"
    );
    assert!(
        harness.query_by_label(&question).is_some(),
        "the question said is the one shown: {question}"
    );
    click(&mut harness, "Not forbidden");
    let verdict = last_said(&harness);
    assert!(verdict.contains("double-three"), "{verdict}");
    assert!(!has_notation(&verdict), "{verdict}");
    assert!(
        shows(&harness, &format!("✗ {verdict}")),
        "the verdict shown is the one said: {verdict}"
    );
    assert_eq!(
        harness
            .query_all_by_label_contains("a line drawn from here")
            .count(),
        4,
        "the lines it speaks of are on the board"
    );
}
