//! 半途棋 discussion positions (#39): `check` reads `[[discussion]]` files and proves each
//! board legal and not over, with at least two good moves the engine confirms safe, the side
//! to move without a forced win, and every text in three languages; the shipped ones pass.

use crate::engine_samples::english;
use qi_classroom::content::Library;
use qi_classroom::content::discussion::DiscussionBoard;

fn load(text: &str) -> Library {
    Library::load_sources([("discuss.toml", text.as_bytes())])
}

fn messages(library: &Library) -> Vec<String> {
    library.diagnostics.iter().map(english).collect()
}

const WHY: &str = r#"{ en = "Because.", zh-CN = "因为。", zh-TW = "因為。" }"#;

fn jungle(fen: &str, good: &[&str]) -> String {
    let good_list: Vec<String> = good.iter().map(|g| format!("\"{g}\"")).collect();
    let why: Vec<&str> = good.iter().map(|_| WHY).collect();
    format!(
        r#"game = "jungle"

[[discussion]]
id = "discuss-test"
title = {{ en = "T", zh-CN = "题", zh-TW = "題" }}
question = {{ en = "Q?", zh-CN = "问？", zh-TW = "問？" }}
fen = "{fen}"
good = [{}]
why = [{}]
"#,
        good_list.join(", "),
        why.join(", ")
    )
}

fn renju(black: &str, white: &str, to_move: &str, good: &[&str]) -> String {
    let good_list: Vec<String> = good.iter().map(|g| format!("\"{g}\"")).collect();
    let why: Vec<&str> = good.iter().map(|_| WHY).collect();
    format!(
        r#"game = "renju"

[[discussion]]
id = "discuss-test"
title = {{ en = "T", zh-CN = "题", zh-TW = "題" }}
question = {{ en = "Q?", zh-CN = "问？", zh-TW = "問？" }}
black = [{black}]
white = [{white}]
to_move = "{to_move}"
rule_set = "freestyle"
good = [{}]
why = [{}]
"#,
        good_list.join(", "),
        why.join(", ")
    )
}

#[test]
fn the_shipped_discussions_pass_check_eight_for_each_game() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let library = Library::load_paths(&[
        root.join("discuss-jungle.toml"),
        root.join("discuss-renju.toml"),
    ]);
    assert!(library.diagnostics.is_empty(), "{:#?}", messages(&library));
    let jungle = library
        .discussions
        .iter()
        .filter(|d| matches!(d.board, DiscussionBoard::Jungle { .. }))
        .count();
    let renju = library.discussions.len() - jungle;
    assert_eq!((jungle, renju), (8, 8));
    for discussion in &library.discussions {
        assert!(discussion.good.len() >= 2, "{}", discussion.id);
        assert_eq!(
            discussion.good.len(),
            discussion.why.len(),
            "{}",
            discussion.id
        );
    }
    // The built-in library (the teach board's list) holds them too.
    let built_in = Library::load_embedded_trusted();
    assert_eq!(built_in.discussions.len(), 16);
}

#[test]
fn a_good_jungle_move_that_lets_the_other_side_win_is_refused() {
    // Blue's rat on c2 walks into Red's den in two moves; Red's lion on g1 is too far to stop
    // it, so a "good" lion move still loses.
    let lost = messages(&load(&jungle("7/7/7/7/7/7/7/2r4/6L w", &["g1f1", "g1g2"])));
    assert!(
        lost.iter()
            .any(|m| m.contains("g1f1") && m.contains("wins by force")),
        "{lost:#?}"
    );
    // On the start position every good move is safe, but one good move is not enough.
    let start = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w";
    let one = messages(&load(&jungle(start, &["g3g4"])));
    assert!(
        one.iter().any(|m| m.contains("at least two good moves")),
        "{one:#?}"
    );
    let two = load(&jungle(start, &["g3g4", "a3b3"]));
    assert!(two.diagnostics.is_empty(), "{:#?}", messages(&two));
    // A good move that is not legal (the leopard into the water).
    let wet = messages(&load(&jungle(start, &["e3e4", "a3b3"])));
    assert!(
        wet.iter()
            .any(|m| m.contains("e3e4") && m.contains("not legal")),
        "{wet:#?}"
    );
}

#[test]
fn a_good_renju_stone_that_leaves_a_vcf_or_a_side_that_wins_is_refused() {
    // White must block Black's open three g7 h8 i9; a far stone lets Black make an open four.
    let far = messages(&load(&renju(
        r#""h8", "i9", "g7""#,
        r#""h9", "j8""#,
        "white",
        &["j10", "a1"],
    )));
    assert!(
        far.iter()
            .any(|m| m.contains("a1") && m.contains("wins by force")),
        "{far:#?}"
    );
    // Black to move with a four on the board wins: a puzzle, not a discussion.
    let wins = messages(&load(&renju(
        r#""h8", "i8", "j8", "k8""#,
        r#""g8", "h9", "i9", "j9""#,
        "black",
        &["a1", "b2"],
    )));
    assert!(
        wins.iter().any(|m| m.contains("a puzzle with one answer")),
        "{wins:#?}"
    );
    // Both ends of the open three hold.
    let ends = load(&renju(
        r#""h8", "i9", "g7""#,
        r#""h9", "j8""#,
        "white",
        &["j10", "f6"],
    ));
    assert!(ends.diagnostics.is_empty(), "{:#?}", messages(&ends));
}

#[test]
fn a_discussion_text_missing_a_language_is_refused() {
    let text = jungle(
        "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w",
        &["g3g4", "a3b3"],
    )
    .replace(r#"zh-TW = "問？" "#, "");
    let found = messages(&load(&text));
    assert!(found.iter().any(|m| m.contains("简体中文")), "{found:#?}");
}
