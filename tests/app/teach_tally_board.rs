//! The teach board's tally drawn on the board (issue #43), the widget alone: Renju answers as
//! pale stones ringed in their verdict's colour with their counts (right, allowed, not allowed
//! — an occupied point and a forbidden point, each said as the engine's sentence), and a
//! find-all question's marked squares with how many children marked each, in the answer or
//! not, the right square nobody marked ringed.
#![cfg(feature = "app")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use qi_classroom::app::Palette;
use qi_classroom::app::teach_board::{Answers, mark_counts, tally_ui, verdict_colour};
use qi_classroom::classroom::teach::{
    AnswerValue, AnswerVerdict, Ask, BoardPosition, TallyRow, TeachGame,
};
use qi_classroom::content::Library;
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::progress::Settings;

fn row(answer: AnswerValue, count: u32, verdict: AnswerVerdict, reason: Option<&str>) -> TallyRow {
    TallyRow {
        answer,
        count,
        verdict,
        reason: reason.map(str::to_owned),
        students: Vec::new(),
    }
}

fn one(text: &str) -> AnswerValue {
    AnswerValue::One(text.into())
}

fn many(marks: &[&str]) -> AnswerValue {
    AnswerValue::Many(marks.iter().map(|m| (*m).to_owned()).collect())
}

fn tally(locale: Locale, ask: Ask, answers: Answers) -> Harness<'static> {
    let tr = Localizer::new(locale);
    let palette = Palette::for_settings(&Settings::default());
    let library = Library::default();
    let mut fonts_in = false;
    Harness::builder()
        .with_size(egui::vec2(900.0, 1200.0))
        .build_ui(move |ui| {
            if !fonts_in {
                qi_classroom::app::install_fonts(ui.ctx());
                fonts_in = true;
            }
            tally_ui(ui, &tr, palette, &library, &ask, &answers, None);
        })
}

fn label_of(harness: &Harness<'static>, starts: &str) -> String {
    harness
        .query_all_by_label_contains(starts)
        .filter_map(|node| node.accesskit_node().label())
        .find(|label| label.starts_with(starts))
        .unwrap_or_else(|| panic!("no widget labelled {starts}…"))
}

#[test]
fn renju_answers_are_stones_with_counts_in_their_verdicts_colours_and_reasons_are_sentences() {
    // h8 makes a double three for Black (f8 g8 and h6 h7).
    let ask = Ask {
        id: "q1".into(),
        game: TeachGame::Renju,
        position: BoardPosition::Renju {
            black: vec!["f8".into(), "g8".into(), "h6".into(), "h7".into()],
            white: vec!["a1".into(), "a2".into(), "a3".into(), "o15".into()],
            to_move: None,
            rule: None,
        },
        lesson: None,
        step: None,
        puzzle: None,
    };
    let answers = Answers {
        answered: 7,
        connected: 8,
        tally: vec![
            row(one("e8"), 3, AnswerVerdict::Right, None),
            row(one("o1"), 2, AnswerVerdict::Legal, None),
            row(
                one("h8"),
                1,
                AnswerVerdict::Illegal,
                Some("forbidden-point"),
            ),
            row(one("a1"), 1, AnswerVerdict::Illegal, Some("occupied")),
        ],
        state: "revealed".into(),
        waiting: vec!["s8".into()],
        right: vec![one("e8"), one("k11")],
    };
    let mut harness = tally(Locale::En, ask, answers);
    harness.run();
    assert_eq!(label_of(&harness, "e8 "), "e8 empty, 3 answers: right");
    assert_eq!(
        label_of(&harness, "o1 "),
        "o1 empty, 2 answers: allowed, not right"
    );
    assert_eq!(label_of(&harness, "h8 "), "h8 empty, 1 answer: not allowed");
    assert_eq!(label_of(&harness, "a1 "), "a1 white, 1 answer: not allowed");
    // Shown, the right point nobody gave is there too, counted 0.
    assert_eq!(label_of(&harness, "k11 "), "k11 empty, 0 answers: right");
    // The reasons are the engine's sentences, not its kebab-case ids.
    assert!(
        harness
            .query_by_label_contains("Black may not play on H8: it is forbidden (double-three)")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("There is already a stone on A1.")
            .is_some()
    );
    assert!(harness.query_by_label_contains("forbidden-point").is_none());
    // The three verdicts have three different colours.
    let colours = [
        verdict_colour(AnswerVerdict::Right),
        verdict_colour(AnswerVerdict::Legal),
        verdict_colour(AnswerVerdict::Illegal),
    ];
    assert!(colours[0] != colours[1] && colours[1] != colours[2] && colours[0] != colours[2]);
}

#[test]
fn marked_squares_are_drawn_with_how_many_marked_each_and_the_missed_right_square_ringed() {
    let ask = Ask {
        id: "q2".into(),
        game: TeachGame::Jungle,
        position: BoardPosition::Jungle {
            fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
        },
        lesson: None,
        step: None,
        puzzle: None,
    };
    let answers = Answers {
        answered: 3,
        connected: 3,
        tally: vec![
            row(many(&["c3", "d4"]), 2, AnswerVerdict::Legal, None),
            row(many(&["c3", "e5"]), 1, AnswerVerdict::Legal, None),
        ],
        state: "revealed".into(),
        waiting: Vec::new(),
        right: vec![many(&["a2", "c3", "d4"])],
    };
    let (marked, right) = mark_counts(&answers);
    assert_eq!(marked.get("c3"), Some(&3));
    assert_eq!(marked.get("e5"), Some(&1));
    assert!(right.contains("a2") && !right.contains("e5"));
    let mut harness = tally(Locale::En, ask, answers);
    harness.run();
    assert_eq!(label_of(&harness, "c3"), "c3, marked by 3: in the answer");
    assert_eq!(label_of(&harness, "d4"), "d4, marked by 2: in the answer");
    assert_eq!(
        label_of(&harness, "e5"),
        "e5 water, marked by 1: not in the answer"
    );
    assert_eq!(label_of(&harness, "a2"), "a2, one you missed");
    // In Chinese too.
    let mut harness = tally(
        Locale::ZhCn,
        Ask {
            id: "q3".into(),
            game: TeachGame::Jungle,
            position: BoardPosition::Jungle {
                fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
            },
            lesson: None,
            step: None,
            puzzle: None,
        },
        Answers {
            tally: vec![row(many(&["c3"]), 4, AnswerVerdict::Legal, None)],
            right: vec![many(&["c3"])],
            ..Answers::default()
        },
    );
    harness.run();
    assert!(
        harness
            .query_by_label_contains("4 人标了这里：是答案")
            .is_some()
    );
}

#[test]
fn jungle_answers_are_arrows_and_once_shown_the_right_move_nobody_gave_is_drawn_too() {
    let ask = Ask {
        id: "q4".into(),
        game: TeachGame::Jungle,
        position: BoardPosition::Jungle {
            fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
        },
        lesson: None,
        step: None,
        puzzle: None,
    };
    let answers = |state: &str| Answers {
        answered: 3,
        connected: 3,
        tally: vec![
            row(one("d8d9"), 2, AnswerVerdict::Right, None),
            row(one("d8d6"), 1, AnswerVerdict::Illegal, Some("not-adjacent")),
        ],
        state: state.into(),
        waiting: Vec::new(),
        right: vec![one("d8d9"), one("d8e8")],
    };
    let mut open = tally(Locale::En, ask.clone(), answers("open"));
    open.run();
    let d8 = label_of(&open, "d8 ");
    assert!(
        d8.contains("arrow to d9") && d8.contains("arrow to d6"),
        "{d8}"
    );
    assert!(
        !d8.contains("arrow to e8"),
        "not before the answers are shown: {d8}"
    );
    assert!(
        open.query_by_label_contains("not allowed — An animal moves one square at a time")
            .is_some()
    );
    let mut shown = tally(Locale::En, ask, answers("revealed"));
    shown.run();
    let d8 = label_of(&shown, "d8 ");
    assert!(
        d8.contains("arrow to e8"),
        "the right move nobody gave: {d8}"
    );
}
