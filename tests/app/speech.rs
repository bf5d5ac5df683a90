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
