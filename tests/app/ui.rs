//! The classroom app driven through its accessibility tree, with no display: language switching,
//! profiles that survive a restart, settings, storage problems shown to the teacher, and every
//! message drawable by the shipped fonts.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use qi_classroom::app::{Screen, install_fonts};
use qi_classroom::i18n::{Locale, Localizer, message_ids};
use std::path::Path;

use crate::kit;
use kit::{App, click, type_into};

fn start(dir: &Path, system_locale: Locale) -> App {
    kit::start(dir, system_locale, 1024.0, 768.0)
}

#[test]
fn switching_language_shows_the_games_in_that_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    assert!(harness.query_by_label("Jungle").is_some());

    click(&mut harness, "Settings");
    click(&mut harness, "简体中文");
    assert_eq!(harness.state().locale(), Locale::ZhCn);
    click(&mut harness, "首页");
    harness.get_by_label("斗兽棋");
    harness.get_by_label("五子棋 / 连珠");
    assert!(harness.query_by_label("Jungle").is_none());
    assert_eq!(harness.state().window_title(), "棋课堂");

    click(&mut harness, "设置");
    click(&mut harness, "繁體中文");
    click(&mut harness, "首頁");
    harness.get_by_label("鬥獸棋");

    click(&mut harness, "設定");
    click(&mut harness, "English");
    click(&mut harness, "Home");
    harness.get_by_label("Jungle");
    assert!(harness.query_by_label("斗兽棋").is_none());
}

#[test]
fn the_chosen_language_wins_over_the_system_language_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path(), Locale::En);
        click(&mut harness, "Settings");
        click(&mut harness, "繁體中文");
    }
    let harness = start(dir.path(), Locale::En);
    assert_eq!(harness.state().locale(), Locale::ZhTw);
    harness.get_by_label("鬥獸棋");
}

#[test]
fn the_system_language_is_used_when_none_was_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let harness = start(dir.path(), Locale::ZhCn);
    harness.get_by_label("斗兽棋");
    harness.get_by_label("谁来下棋？");
}

fn add_profile(harness: &mut App, name: &str, animal: &str) {
    click(harness, "+ Add a child");
    harness.get_by_label("Name").focus();
    harness.run();
    harness.get_by_label("Name").type_text(name);
    harness.run();
    // The token beside an existing profile may bear the same animal's name: pick the button.
    harness
        .get_by_role_and_label(egui::Role::Button, animal)
        .click();
    harness.run();
    click(harness, "Save");
}

#[test]
fn an_added_profile_is_there_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path(), Locale::En);
        harness.get_by_label("No one yet. Add yourself!");
        add_profile(&mut harness, "Mei", "Panda");
        harness.get_by_label("Mei");
        harness.get_by_label("Playing: Mei");
    }
    let mut harness = start(dir.path(), Locale::En);
    harness.get_by_label("Mei");
    harness.get_by_label("Playing: Mei");
    assert!(
        harness
            .query_by_label("No one yet. Add yourself!")
            .is_none()
    );

    // A second child; choosing between them is remembered too.
    add_profile(&mut harness, "Tom", "Tiger");
    harness.get_by_label("Playing: Tom");
    click(&mut harness, "Mei");
    drop(harness);
    let harness = start(dir.path(), Locale::En);
    harness.get_by_label("Playing: Mei");
    harness.get_by_label("Tom");
}

#[test]
fn a_profile_can_be_renamed_and_removed_after_a_question() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    add_profile(&mut harness, "Mei", "Cat");

    click(&mut harness, "Change");
    harness.get_by_label("Name").focus();
    harness.run();
    harness.get_by_label("Name").type_text("lin");
    harness.run();
    harness
        .get_by_role_and_label(egui::Role::Button, "Rabbit")
        .click();
    harness.run();
    click(&mut harness, "Save");
    harness.get_by_label("Meilin");

    click(&mut harness, "Remove");
    harness.get_by_label("Remove Meilin and all of their stars?");
    click(&mut harness, "Cancel");
    harness.get_by_label("Meilin");
    click(&mut harness, "Remove");
    click(&mut harness, "Yes, remove");
    assert!(harness.query_by_label("Meilin").is_none());
    drop(harness);
    let harness = start(dir.path(), Locale::En);
    assert!(harness.query_by_label("Meilin").is_none());
    harness.get_by_label("No one yet. Add yourself!");
}

#[test]
fn a_profile_needs_a_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::ZhCn);
    click(&mut harness, "+ 添加小朋友");
    click(&mut harness, "保存");
    harness.get_by_label("✗ 请输入名字。");
    assert!(harness.state().store().classroom().profiles.is_empty());
}

#[test]
fn the_activity_buttons_open_their_screens_for_the_chosen_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::ZhCn);
    click(&mut harness, "五子棋 / 连珠");
    click(&mut harness, "做题");
    assert_eq!(harness.state().screen(), Screen::Puzzles);
    harness.get_by_label("五子棋 / 连珠 · 做题");
    click(&mut harness, "首页");
    click(&mut harness, "斗兽棋");
    click(&mut harness, "上课");
    harness.get_by_label("斗兽棋 · 上课");
    click(&mut harness, "首页");
    click(&mut harness, "下棋");
    harness.get_by_label("轮到红方走");
}

#[test]
fn teacher_mode_opens_only_with_the_teacher_pin_chosen_the_first_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    assert!(harness.query_by_label("Teacher").is_none());
    click(&mut harness, "Settings");
    // The first time, the teacher chooses a PIN, typed twice the same, 4 to 8 digits.
    click(&mut harness, "Teacher mode");
    assert!(
        harness.query_by_label("Teacher").is_none(),
        "not on before a PIN"
    );
    type_into(&mut harness, "Choose a teacher PIN (4 to 8 digits)", "24");
    type_into(&mut harness, "The same PIN again", "24");
    click(&mut harness, "Keep this PIN and turn teacher mode on");
    assert!(kit::shows(&harness, "A PIN is 4 to 8 digits."));
    type_into(&mut harness, "Choose a teacher PIN (4 to 8 digits)", "68");
    type_into(&mut harness, "The same PIN again", "2486");
    click(&mut harness, "Keep this PIN and turn teacher mode on");
    assert!(kit::shows(&harness, "The two PINs are not the same"));
    assert!(harness.query_by_label("Teacher").is_none());
    type_into(&mut harness, "The same PIN again", "2468");
    click(&mut harness, "Keep this PIN and turn teacher mode on");
    click(&mut harness, "Teacher");
    assert_eq!(harness.state().screen(), Screen::Teacher);
    click(&mut harness, "Author");
    harness.get_by_label("Lesson folder");
    // Off at a tap.
    click(&mut harness, "Settings");
    click(&mut harness, "Teacher mode");
    assert!(harness.query_by_label("Author").is_none());

    // After a restart, on again only with the PIN; wrong PINs are refused and, after three,
    // the gate waits.
    drop(harness);
    let mut again = start(dir.path(), Locale::En);
    click(&mut again, "Settings");
    click(&mut again, "Teacher mode");
    assert!(
        !kit::shows(&again, "Choose a teacher PIN"),
        "the PIN is remembered"
    );
    for _ in 0..3 {
        type_into(&mut again, "Teacher PIN", "1357");
        click(&mut again, "Turn teacher mode on");
        assert!(again.query_by_label("Teacher").is_none());
    }
    assert!(kit::shows(&again, "Too many wrong PINs"));
    // While it waits, the PIN field and the button take nothing.
    type_into(&mut again, "Teacher PIN", "2468");
    click(&mut again, "Turn teacher mode on");
    assert!(
        again.query_by_label("Teacher").is_none(),
        "while the gate waits, nothing opens it"
    );
    let settings = std::fs::read_to_string(dir.path().join("settings.json")).unwrap();
    assert!(
        settings.contains("teacher_pin") && !settings.contains("2468"),
        "the PIN is kept hashed: {settings}"
    );
}

#[test]
fn text_size_colour_and_sound_settings_apply_and_are_saved() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path(), Locale::En);
        click(&mut harness, "Settings");
        click(&mut harness, "Huge");
        assert_eq!(harness.ctx.zoom_factor(), 1.6);
        click(
            &mut harness,
            "Colour-blind-safe colours (shapes and ✓ ✗ as well as colour)",
        );
        click(&mut harness, "Sound");
    }
    let harness = start(dir.path(), Locale::En);
    let settings = harness.state().store().settings();
    assert!(settings.colour_blind_safe);
    assert!(!settings.sound);
    assert_eq!(harness.ctx.zoom_factor(), 1.6);
}

#[test]
fn a_damaged_progress_file_is_reported_on_screen_and_can_be_dismissed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("profiles.json"), b"{ broken").unwrap();
    let mut harness = start(dir.path(), Locale::ZhCn);
    harness.get_by_label("⚠ 保存的数据出了问题");
    assert!(
        harness
            .query_by_label_contains("profiles.json.corrupt-")
            .is_some()
    );
    click(&mut harness, "知道了");
    assert!(harness.query_by_label("⚠ 保存的数据出了问题").is_none());
}

#[test]
fn every_message_of_every_locale_is_drawable_with_the_shipped_fonts() {
    // The harness panics on any character no font can draw.
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1200.0, 800.0))
        .build_ui(|ui| {
            install_fonts(ui.ctx());
            egui::ScrollArea::vertical().show(ui, |ui| {
                for locale in Locale::ALL {
                    let localizer = Localizer::new(locale);
                    for id in message_ids(locale) {
                        ui.label(localizer.text(&id));
                    }
                }
            });
        });
    harness.run();
    // Several messages may say the same word (the game's name is in common and content).
    assert!(harness.query_all_by_label("鬥獸棋").next().is_some());
}

#[test]
fn a_puzzles_solution_is_shown_in_teacher_mode_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenPuzzle(
            "jungle-defend-01".into(),
        ));
    kit::wait_until(&mut harness, "the puzzle's controls", |h| {
        kit::shows(h, "☞ Hint")
    });
    assert!(
        !kit::shows(&harness, "Show the solution"),
        "a child's way forward is the hint ladder"
    );
    kit::teacher_mode(&mut harness);
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenPuzzle(
            "jungle-defend-01".into(),
        ));
    kit::wait_until(&mut harness, "the puzzle's controls", |h| {
        kit::shows(h, "Show the solution")
    });
}

#[test]
fn a_puzzles_hints_and_solution_are_shown_on_the_board_not_only_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    let arrows = |h: &App| {
        h.query_all_by_label_contains(", arrow to ")
            .map(|node| format!("{node:?}"))
            .collect::<Vec<_>>()
    };
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenPuzzle(
            "jungle-endgame-01".into(),
        ));
    kit::wait_until(&mut harness, "the puzzle's controls", |h| {
        kit::shows(h, "☞ Hint")
    });
    assert!(arrows(&harness).is_empty());
    // Rung 1 marks the piece to move; rung 3 draws its move as an arrow.
    kit::press(&mut harness, "☞ Hint");
    assert!(
        kit::shows(&harness, ", marked"),
        "the first hint marks a piece"
    );
    kit::press(&mut harness, "☞ Hint");
    kit::press(&mut harness, "☞ Hint");
    assert_eq!(
        arrows(&harness).len(),
        1,
        "the last hint's move is an arrow"
    );

    // Renju: the hinted point is a ghost stone in the learner's colour.
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenPuzzle("renju-vcf-01".into()));
    kit::wait_until(&mut harness, "the Renju puzzle's controls", |h| {
        kit::shows(h, "☞ Hint")
    });
    for _ in 0..3 {
        kit::press(&mut harness, "☞ Hint");
    }
    assert!(
        kit::shows(&harness, ", shown: "),
        "the hinted stone is on the board"
    );
    // In teacher mode the whole solution is numbered on the board.
    kit::teacher_mode(&mut harness);
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenPuzzle(
            "jungle-endgame-01".into(),
        ));
    kit::wait_until(&mut harness, "the solution button", |h| {
        kit::shows(h, "Show the solution")
    });
    kit::press(&mut harness, "Show the solution");
    let shown = arrows(&harness);
    assert!(!shown.is_empty(), "the solution's moves are arrows");
}

#[test]
fn a_solved_puzzle_offers_the_next_one_and_an_empty_filtered_list_offers_all() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Puzzles");
    // Tried-and-not-solved only: nothing tried yet, so nothing fits, and the list says so.
    click(&mut harness, "Only the ones not solved yet");
    assert!(kit::shows(&harness, "No puzzle fits these choices."));
    click(&mut harness, "Show all puzzles");
    assert!(!kit::shows(&harness, "No puzzle fits these choices."));
    kit::press(&mut harness, "The rat walks in");
    // The board takes moves once the session is worked out (the hint button then shows).
    kit::wait_until(&mut harness, "the puzzle's session", |h| {
        kit::shows(h, "☞ Hint")
    });
    assert!(
        !kit::shows(&harness, "Next puzzle ▶"),
        "not before it is solved"
    );
    kit::press(&mut harness, "d8 rat");
    kit::press(&mut harness, "d9 den");
    kit::wait_until(&mut harness, "the next-puzzle button", |h| {
        kit::shows(h, "Next puzzle ▶")
    });
    kit::press(&mut harness, "Next puzzle ▶");
    kit::wait_until(&mut harness, "the next puzzle in the list", |h| {
        h.query_by_label("Catch the last rat").is_some()
    });
}

/// Choosing the other game on Home opens that game's lists, not the lesson or puzzle left open
/// in the first game.
#[test]
fn the_other_game_on_home_opens_its_own_lessons_and_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    harness.get_by_label("Jump the tiger over the river.");
    click(&mut harness, "Home");
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    assert!(
        harness
            .query_by_label("Jump the tiger over the river.")
            .is_none()
    );
    assert!(!kit::shows(&harness, "Lions and tigers leap"));
    // Back to Jungle: the list again (the open lesson was left).
    click(&mut harness, "Home");
    click(&mut harness, "Jungle");
    click(&mut harness, "Lessons");
    assert!(kit::shows(&harness, "Lions and tigers leap"));
}

/// Home scrolls: at 1024×768 with the largest text every action stays reachable.
#[test]
fn home_scrolls_at_the_largest_text_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::ZhTw, 1024.0, 768.0);
    click(&mut harness, "設定");
    click(&mut harness, "特大");
    click(&mut harness, "首頁");
    click(&mut harness, "加入班級");
    assert_eq!(harness.state().screen(), Screen::Join);
}
