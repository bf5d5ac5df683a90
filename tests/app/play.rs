//! The Play screen driven through its accessibility tree: moving Jungle pieces by clicking
//! squares, the engine's refusal shown in the learner's language, undo and its limit, and Renju
//! stones with the forbidden-point overlay and a refused forbidden move, the Renju computer,
//! the professional opening, the must-claim room, the clocks of both rooms and the Renju move
//! list.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::Screen;
use qi_classroom::i18n::{Locale, Localizer, jungle as jungle_text, renju as renju_text};
use qi_classroom::rules::jungle::{self, Move, RuleOptions, Square};
use qi_classroom::rules::renju::{self, Point, RenjuOptions};
use std::path::Path;

use crate::kit;
use kit::{App, click};

fn start(dir: &Path, locale: Locale) -> App {
    kit::start(dir, locale, 1024.0, 768.0)
}

fn open_play(harness: &mut App, game: &str, play: &str) {
    click(harness, game);
    click(harness, play);
    assert_eq!(harness.state().screen(), Screen::Play);
}

fn jungle_moves(harness: &App) -> usize {
    harness.state().play().jungle().game().history().len()
}

#[test]
fn clicking_a_piece_then_a_square_moves_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    harness.get_by_label("Red to move");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    assert_eq!(jungle_moves(&harness), 1);
    harness.get_by_label("g4 rat");
    harness.get_by_label("g3");
    harness.get_by_label("Blue to move");
    harness.get_by_label("1. 鼠 g3–g4");
}

/// The refusal the engine gives for the leopard on e3 stepping into the river, in `locale`.
fn leopard_refusal(locale: Locale) -> String {
    let game = jungle::Game::new(RuleOptions::classroom());
    let refusal = game
        .check_move(Move::new(Square::E3, Square::E4))
        .unwrap_err();
    Localizer::new(locale).render(&jungle_text::refusal(&refusal))
}

#[test]
fn a_refused_river_move_shows_the_engine_reason_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    let reason = leopard_refusal(Locale::En);
    assert!(harness.query_by_label(&reason).is_none());
    click(&mut harness, "e3 leopard");
    click(&mut harness, "e4 water");
    harness.get_by_label(&reason);
    assert_eq!(jungle_moves(&harness), 0);
    // The leopard stays; the refused move is drawn from it.
    harness.get_by_label("e3 leopard, arrow to e4");
}

#[test]
fn a_refused_river_move_shows_the_engine_reason_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::ZhCn);
    open_play(&mut harness, "斗兽棋", "下棋");
    let reason = leopard_refusal(Locale::ZhCn);
    assert_ne!(reason, leopard_refusal(Locale::En));
    click(&mut harness, "e3 豹子");
    click(&mut harness, "e4 河");
    harness.get_by_label(&reason);
    assert_eq!(jungle_moves(&harness), 0);
}

#[test]
fn undo_takes_moves_back_three_times_in_a_row_at_most() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    for (from, to) in [
        ("g3 rat", "g4"),
        ("a7 rat", "a6"),
        ("g4 rat", "g5"),
        ("a6 rat", "a5"),
    ] {
        click(&mut harness, from);
        click(&mut harness, to);
    }
    assert_eq!(jungle_moves(&harness), 4);
    for left in [3, 2, 1] {
        click(&mut harness, "Take back");
        assert_eq!(jungle_moves(&harness), left);
    }
    harness.get_by_label("g4 rat");
    harness.get_by_label("You have taken back 3 moves in a row. Play a move first.");
    click(&mut harness, "Take back");
    assert_eq!(
        jungle_moves(&harness),
        1,
        "the fourth take-back is disabled"
    );
    // A move played makes undo possible again.
    click(&mut harness, "a7 rat");
    click(&mut harness, "a6");
    click(&mut harness, "Take back");
    assert_eq!(jungle_moves(&harness), 1);
}

#[test]
fn the_computer_answers_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    assert_eq!(
        jungle_moves(&harness),
        2,
        "the easy computer answers at once"
    );
    harness.get_by_label("Red to move");
    click(&mut harness, "Take back");
    assert_eq!(
        jungle_moves(&harness),
        0,
        "undo takes back the answer and the move"
    );
}

/// Black f8 g8 h9 h10 (White far away on the edge): h8 would make two open threes.
const DOUBLE_THREE_SETUP: [&str; 8] = ["f8", "a1", "g8", "a3", "h9", "a5", "h10", "a15"];

fn place_stones(harness: &mut App, empty: &str) {
    for point in DOUBLE_THREE_SETUP {
        click(harness, &format!("{point} {empty}"));
    }
    assert_eq!(
        harness.state().play().renju().game().board().stone_count(),
        8
    );
}

fn h8_refusal(locale: Locale) -> String {
    let mut game = renju::Game::new(RenjuOptions::default());
    for point in DOUBLE_THREE_SETUP {
        game.play(point.parse::<Point>().unwrap()).unwrap();
    }
    let refusal = game.play("h8".parse::<Point>().unwrap()).unwrap_err();
    Localizer::new(locale).render(&renju_text::refusal(&refusal))
}

#[test]
fn the_forbidden_overlay_shows_a_double_three_and_the_move_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    place_stones(&mut harness, "empty");
    harness.get_by_label("f8 black");
    harness.get_by_label("a1 white");
    harness.get_by_label("h8 empty");
    click(&mut harness, "Show Black's forbidden points");
    harness.get_by_label("h8 forbidden double-three");
    click(&mut harness, "h8 forbidden double-three");
    harness.get_by_label(&h8_refusal(Locale::En));
    assert_eq!(
        harness.state().play().renju().game().board().stone_count(),
        8
    );
}

#[test]
fn the_forbidden_overlay_and_refusal_speak_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::ZhCn);
    open_play(&mut harness, "五子棋 / 连珠", "下棋");
    place_stones(&mut harness, "空");
    click(&mut harness, "显示黑棋的禁手点");
    click(&mut harness, "h8 禁手 三三");
    harness.get_by_label(&h8_refusal(Locale::ZhCn));
    assert_eq!(
        harness.state().play().renju().game().board().stone_count(),
        8
    );
}

fn renju_stones(harness: &App) -> usize {
    harness.state().play().renju().game().board().stone_count()
}

#[test]
fn the_computer_answers_a_renju_stone_and_undo_takes_both_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    click(&mut harness, "Cat · 2");
    harness.get_by_label("You play:");
    click(&mut harness, "h8 empty");
    assert_eq!(
        renju_stones(&harness),
        2,
        "the easy computer answers at once"
    );
    let board = harness.state().play().renju().game().board().clone();
    assert_eq!(board.stones(renju::Stone::White).len(), 1);
    harness.get_by_label("Black to play");
    click(&mut harness, "Take back");
    assert_eq!(
        renju_stones(&harness),
        0,
        "undo takes back the answer and the move"
    );
}

#[test]
fn the_professional_opening_runs_from_the_first_stone_to_the_fifth() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    click(&mut harness, "Professional opening (RIF)");
    let english = Localizer::new(Locale::En);
    // The first stone must go in the centre: the engine's refusal is shown.
    click(&mut harness, "a1 empty");
    let refusal = renju_text::refusal(&renju::Refusal::FirstStoneNotCentre {
        point: "a1".parse().unwrap(),
    });
    harness.get_by_label(&english.render(&refusal));
    for point in ["h8", "h9", "i9"] {
        click(&mut harness, &format!("{point} empty"));
    }
    let kagetsu = renju::standard_openings()
        .iter()
        .find(|o| o.romaji == "Kagetsu")
        .unwrap();
    harness.get_by_label(&english.render(&renju_text::opening_name(kagetsu)));
    click(&mut harness, "Swap colours");
    click(&mut harness, "g7 empty");
    harness.get_by_label("Click 2 points for Black's fifth move, then send them.");
    click(&mut harness, "j10 empty");
    click(&mut harness, "f6 empty");
    click(&mut harness, "Send the offers");
    click(&mut harness, "f6 empty");
    let game = harness.state().play().renju().game();
    assert_eq!(game.board().stone_count(), 5);
    assert_eq!(game.to_move(), renju::Stone::White);
    assert_eq!(
        game.board().get("f6".parse::<Point>().unwrap()),
        Some(renju::Stone::Black)
    );
    harness.get_by_label("White to play");
}

#[test]
fn under_must_claim_a_forbidden_stone_stands_until_white_claims_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    click(&mut harness, "Renju: White must claim a forbidden move");
    place_stones(&mut harness, "empty");
    click(&mut harness, "h8 empty");
    // The forbidden stone is placed; the game goes on until White claims it.
    assert_eq!(renju_stones(&harness), 9);
    assert!(harness.state().play().renju().game().outcome().is_none());
    click(&mut harness, "Claim the forbidden move");
    let outcome = harness.state().play().renju().game().outcome().unwrap();
    assert_eq!(
        outcome,
        renju::Outcome::Win {
            winner: renju::Stone::White,
            reason: renju::WinReason::ClaimedForbidden(renju::ForbiddenKind::DoubleThree),
        }
    );
    let english = Localizer::new(Locale::En);
    let banner = format!("★ {}", english.render(&renju_text::outcome(&outcome)));
    harness.get_by_label(&banner);
}

#[test]
fn clocks_run_for_the_side_to_move_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    assert!(harness.query_by_label_contains("Red: ").is_none());
    click(&mut harness, "10 min");
    // Nobody loses time before the first move.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    harness.run();
    harness.get_by_label("Blue: 10:00");
    harness.get_by_label("Red: 10:00");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    assert_eq!(jungle_moves(&harness), 1);
    // Now Blue's clock runs and Red's stands still.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    harness.run();
    harness.get_by_label("Red: 10:00");
    assert!(harness.query_by_label("Blue: 10:00").is_none());
    // Another preset sets both clocks full; "Off" takes them away.
    click(&mut harness, "5 min");
    harness.get_by_label("Blue: 5:00");
    click(&mut harness, "Off");
    assert!(harness.query_by_label_contains("Red: ").is_none());
}

#[test]
fn renju_clocks_switch_with_each_stone_and_the_moves_are_listed() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    click(&mut harness, "10 min");
    // Black is to move: both clocks wait for the first stone.
    harness.get_by_label("White: 10:00");
    harness.get_by_label("Black: 10:00");
    click(&mut harness, "f8 empty");
    std::thread::sleep(std::time::Duration::from_millis(1100));
    harness.run();
    harness.get_by_label("1. ● F8");
    // Now White's clock runs and Black's stands still.
    assert!(harness.query_by_label("White: 10:00").is_none());
    assert!(harness.query_by_label_contains("White: 9:").is_some());
    click(&mut harness, "Pass");
    harness.get_by_label("2. ○ Pass");
    // A game under way is not thrown away at one tap: the new game asks first.
    click(&mut harness, "New game");
    harness.get_by_label("1. ● F8");
    click(&mut harness, "No, keep playing");
    harness.get_by_label("1. ● F8");
    click(&mut harness, "New game");
    click(&mut harness, "Yes");
    assert!(harness.query_by_label_contains("1. ●").is_none());
    harness.get_by_label("White: 10:00");
}

#[test]
fn resigning_and_another_opponent_ask_first_while_a_game_is_under_way() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    // No game under way yet: another opponent is taken at once.
    click(&mut harness, "Cat · 2");
    assert!(harness.query_by_label_contains("Stop this game").is_none());
    click(&mut harness, "Another child");
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    assert_eq!(jungle_moves(&harness), 1);
    click(&mut harness, "Lion · 7");
    assert!(harness.query_by_label_contains("Stop this game").is_some());
    click(&mut harness, "No, keep playing");
    assert_eq!(jungle_moves(&harness), 1, "the game goes on");
    click(&mut harness, "Resign");
    assert!(
        harness
            .query_by_label_contains("Give up this game?")
            .is_some()
    );
    click(&mut harness, "No, keep playing");
    assert!(harness.state().play().jungle().game().outcome().is_none());
    click(&mut harness, "Resign");
    click(&mut harness, "Yes");
    assert!(harness.state().play().jungle().game().outcome().is_some());
}

#[test]
fn each_child_finds_the_computer_level_they_picked_last() {
    use qi_classroom::app::play::Opponent;
    use qi_classroom::progress::{Avatar, ProgressStore};
    use qi_classroom::solve::level::Level;
    let dir = tempfile::tempdir().unwrap();
    let (mei, li) = {
        let mut store = ProgressStore::open(dir.path());
        store.update_classroom(|classroom| {
            let li = classroom.add_profile("Li", Avatar::Tiger);
            let mei = classroom.add_profile("Mei", Avatar::Cat);
            classroom.active = Some(mei);
            (mei, li)
        })
    };
    let lion = Level::new(7).unwrap();
    {
        let mut harness = start(dir.path(), Locale::En);
        open_play(&mut harness, "Jungle", "Play");
        assert_eq!(harness.state().play().jungle().opponent(), Opponent::Child);
        click(&mut harness, "Lion · 7");
        harness.get_by_label("Playing the computer: Lion · 7");
    }
    // Saved in Mei's progress, not Li's, and in the Jungle room only.
    let classroom = ProgressStore::open(dir.path()).classroom().clone();
    assert_eq!(classroom.level(mei, "jungle"), Some(7));
    assert_eq!(classroom.level(mei, "renju"), None);
    assert_eq!(classroom.level(li, "jungle"), None);
    // The next day Mei's Jungle room starts at the lion; Renju still offers another child.
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    assert_eq!(
        harness.state().play().jungle().opponent(),
        Opponent::Computer(lion)
    );
    harness.get_by_label("Playing the computer: Lion · 7");
    assert_eq!(harness.state().play().renju().opponent(), Opponent::Child);
}

#[test]
fn the_child_picks_their_colour_and_the_computer_opens_when_it_has_the_first_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "Blue");
    assert_eq!(
        jungle_moves(&harness),
        1,
        "the computer plays Red and moves first"
    );
    harness.get_by_label("Blue to move");
    click(&mut harness, "a7 rat");
    click(&mut harness, "a6");
    assert_eq!(jungle_moves(&harness), 3, "and answers the child's move");
    // Under way, the colour stays: the other one does not start a new game.
    click(&mut harness, "Red");
    assert_eq!(jungle_moves(&harness), 3);

    click(&mut harness, "Home");
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "White");
    assert_eq!(
        renju_stones(&harness),
        1,
        "the computer plays Black and moves first"
    );
    let board = harness.state().play().renju().game().board().clone();
    assert_eq!(board.stones(renju::Stone::Black).len(), 1);
    harness.get_by_label("White to play");
}

#[test]
fn the_computer_answers_every_step_of_the_professional_opening() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Gomoku / Renju", "Play");
    click(&mut harness, "Cat · 2");
    click(&mut harness, "Professional opening (RIF)");
    harness.get_by_label(
        "You open (the first player); the computer answers each step of the opening.",
    );
    // The child places the first three stones; the computer keeps the colours and places the
    // fourth (White's), then the child offers two fifth moves.
    for point in ["h8", "h9", "i9"] {
        click(&mut harness, &format!("{point} empty"));
    }
    kit::wait_until(&mut harness, "the computer's fourth stone", |h| {
        h.state().play().renju().opening_stones() == 4
    });
    harness.run();
    click(&mut harness, "j10 empty");
    click(&mut harness, "f6 empty");
    click(&mut harness, "Send the offers");
    // The computer picks one, and as White moves at once: six stones, Black (the child) to play.
    kit::wait_until(&mut harness, "the computer's sixth stone", |h| {
        h.state().play().renju().game().board().stone_count() == 6
    });
    let game = harness.state().play().renju().game();
    assert_eq!(game.to_move(), renju::Stone::Black);
    harness.get_by_label("Black to play");
}

/// Nothing moves under the child's finger: the board and the room's buttons stay where they
/// were when a move is refused (its reason takes a place kept for it) and when a computer
/// level is chosen (the colour row was kept in place, unseen).
#[test]
fn the_board_and_the_buttons_stay_put_after_a_refusal_and_a_level_choice() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    open_play(&mut harness, "Jungle", "Play");
    let places = |harness: &App| {
        [
            harness.get_by_label("d4").rect(),
            harness.get_by_label("d6").rect(),
            harness.get_by_label("New game").rect(),
        ]
    };
    let before = places(&harness);
    click(&mut harness, "e3 leopard");
    click(&mut harness, "e4 water");
    harness.get_by_label(&leopard_refusal(Locale::En));
    assert_eq!(places(&harness), before, "after a refused move");
    click(&mut harness, "Dog · 4");
    assert!(matches!(
        harness.state().play().jungle().opponent(),
        qi_classroom::app::play::Opponent::Computer(_)
    ));
    assert_eq!(places(&harness), before, "after choosing a level");
}
