//! The teach board's hand-set boards (issue #43), the editor alone (its state apart, its
//! actions applied as the teacher's screen applies them): a Jungle board emptied and set up
//! with pieces of both sides, Blue to move, opened as the FEN of those pieces; two red lions, an
//! animal in its own den and an empty board said in sentences with "Open" greyed; a Renju board
//! with five in a row refused in a sentence, then opened with White to move under freestyle.
#![cfg(feature = "app")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use qi_classroom::app::Palette;
use qi_classroom::app::board_setup::{BoardSetup, setup_ui};
use qi_classroom::classroom::teach::{Ask, BoardPosition, TeachGame, TeachRule, ToMove};
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::progress::Settings;

const OPEN: &str = "Open this board to the class";

struct Editor {
    setup: BoardSetup,
    opened: Vec<Ask>,
}

fn editor(locale: Locale) -> Harness<'static, Editor> {
    let tr = Localizer::new(locale);
    let palette = Palette::for_settings(&Settings::default());
    let mut fonts_in = false;
    Harness::builder()
        .with_size(egui::vec2(1000.0, 1300.0))
        .build_ui_state(
            move |ui, state: &mut Editor| {
                if !fonts_in {
                    // The app's fonts (the CJK subset, the animal pictures), as the app starts.
                    qi_classroom::app::install_fonts(ui.ctx());
                    fonts_in = true;
                }
                for action in setup_ui(ui, &tr, palette, &state.setup, true) {
                    if let Some(ask) = state.setup.apply(action) {
                        state.opened.push(ask);
                    }
                }
            },
            Editor {
                setup: BoardSetup::default(),
                opened: Vec::new(),
            },
        )
}

fn click(harness: &mut Harness<'static, Editor>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn shows(harness: &Harness<'static, Editor>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

fn open_enabled(harness: &Harness<'static, Editor>, label: &str) -> bool {
    !harness.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn a_jungle_board_is_set_up_by_hand_and_a_board_that_is_not_legal_is_said_and_not_sent() {
    let mut harness = editor(Locale::En);
    harness.run();
    // The start position is ready at once.
    assert!(shows(&harness, "The board is ready to open."));
    click(&mut harness, "Empty board");
    assert!(
        shows(&harness, "the game is already over"),
        "an empty board is no question"
    );
    assert!(!open_enabled(&harness, OPEN));

    click(&mut harness, "Red lion");
    click(&mut harness, "c3");
    click(&mut harness, "Blue rat");
    click(&mut harness, "e7");
    assert!(shows(&harness, "The board is ready to open."));
    // A second red lion: the sentence names it, and the board cannot be opened.
    click(&mut harness, "Red lion");
    click(&mut harness, "a1");
    assert!(
        shows(&harness, "Red has two of the lion (the second one on c3)"),
        "two red lions are said in a sentence"
    );
    assert!(!open_enabled(&harness, OPEN));
    click(&mut harness, "Open this board to the class");
    assert!(harness.state().opened.is_empty(), "nothing is sent");
    // Taken off again (a second click of the same animal), the board is ready.
    harness.get_by_label_contains("a1").click();
    harness.run();
    assert!(shows(&harness, "The board is ready to open."));
    // A red dog in Red's own den (d1).
    click(&mut harness, "Red dog");
    click(&mut harness, "d1 den");
    assert!(shows(&harness, "Red's dog stands in its own den"));
    click(&mut harness, "Remove");
    harness.get_by_label_contains("d1").click();
    harness.run();

    click(&mut harness, "Blue");
    click(&mut harness, "Open this board to the class");
    let opened = &harness.state().opened;
    assert_eq!(opened.len(), 1);
    assert_eq!(opened[0].game, TeachGame::Jungle);
    assert_eq!(
        opened[0].position,
        BoardPosition::Jungle {
            fen: "7/7/4r2/7/7/7/2L4/7/7 b".into()
        }
    );
    assert_eq!((&opened[0].lesson, &opened[0].puzzle), (&None, &None));
}

#[test]
fn a_renju_board_with_five_in_a_row_is_refused_then_opened_with_white_to_move_freestyle() {
    let mut harness = editor(Locale::En);
    harness.run();
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Black stone");
    for point in ["h8 empty", "i8 empty", "j8 empty", "k8 empty", "l8 empty"] {
        click(&mut harness, point);
    }
    assert!(
        shows(&harness, "Black already has five in a row"),
        "five in a row already is said"
    );
    assert!(!open_enabled(&harness, OPEN));
    click(&mut harness, "White stone");
    // A white stone on a black one replaces it.
    click(&mut harness, "l8 black");
    click(&mut harness, "h9 empty");
    assert!(shows(&harness, "The board is ready to open."));
    click(&mut harness, "White");
    click(&mut harness, "Freestyle (no forbidden points)");
    click(&mut harness, "Open this board to the class");
    let opened = &harness.state().opened;
    assert_eq!(opened.len(), 1);
    let BoardPosition::Renju {
        black,
        white,
        to_move,
        rule,
    } = &opened[0].position
    else {
        panic!("a Renju board: {:?}", opened[0]);
    };
    let sorted = |points: &[String]| {
        let mut points = points.to_vec();
        points.sort();
        points
    };
    assert_eq!(sorted(black), ["h8", "i8", "j8", "k8"]);
    assert_eq!(sorted(white), ["h9", "l8"]);
    assert_eq!(
        (*to_move, *rule),
        (Some(ToMove::White), Some(TeachRule::Freestyle))
    );
}

#[test]
fn the_editor_speaks_chinese_with_the_engines_sentences() {
    let mut harness = editor(Locale::ZhCn);
    harness.run();
    click(&mut harness, "清空棋盘");
    assert!(shows(&harness, "棋局已经结束了"));
    click(&mut harness, "红方狮子");
    click(&mut harness, "c3");
    click(&mut harness, "a1");
    assert!(
        shows(&harness, "红方有两只狮子"),
        "the engine's sentence in Chinese"
    );
    assert!(!open_enabled(&harness, "把这个棋盘发给全班"));
}

/// The 半途棋 list (#39): each built-in discussion opens as a board of its own (no lesson, no
/// puzzle: any legal answer is taken), the Renju ones with their side to move and rule set.
#[test]
fn a_discussion_position_opens_as_its_own_board() {
    use qi_classroom::app::teach_board::discussion_ask;
    let library = qi_classroom::content::Library::load_embedded_trusted();
    assert_eq!(library.discussions.len(), 16);
    let three = library
        .discussions
        .iter()
        .find(|d| d.id == "discuss-renju-01")
        .unwrap();
    let ask = discussion_ask(three);
    assert_eq!(ask.game, TeachGame::Renju);
    assert!(ask.lesson.is_none() && ask.puzzle.is_none());
    assert_eq!(
        ask.position,
        BoardPosition::Renju {
            black: vec!["h8".into(), "i9".into(), "g7".into()],
            white: vec!["h9".into(), "j8".into()],
            to_move: Some(ToMove::White),
            rule: Some(TeachRule::Freestyle),
        }
    );
    let river = library
        .discussions
        .iter()
        .find(|d| d.id == "discuss-jungle-01")
        .unwrap();
    let ask = discussion_ask(river);
    assert_eq!(ask.game, TeachGame::Jungle);
    assert_eq!(
        ask.position,
        BoardPosition::Jungle {
            fen: "l5t/1d3c1/2p1w1e/r6/7/7/E1W1P1R/1C3D1/T5L w".into()
        }
    );
}
