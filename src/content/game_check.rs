//! The game-specific checks of lessons and puzzles: the seam where the rules engines plug in.
//!
//! For now every check here is a *format* check (a FEN has nine ranks of seven squares, a
//! square is `a1`..`g9`, a rule option has a known value). Each `// ENGINE:` comment marks where
//! the Jungle or Renju engine (or the solver) takes over once merged: parsing and validating
//! positions, confirming stored answers, proving puzzles.

use super::diagnostic::{DiagnosticKind, Finding};
use super::lesson::Lesson;
use super::puzzle::{Puzzle, PuzzlePosition};
use super::rules_table::RulesTable;
use super::step::{DrillAnswer, StepKind, Stones};
use super::suggest::{did_you_mean, one_of};
use super::words::Game;
use serde_spanned::Spanned;
use std::collections::HashMap;
use std::ops::Range;

/// The animal names lessons use, strongest first (default order).
pub const ANIMALS: [&str; 8] = [
    "elephant", "lion", "tiger", "leopard", "dog", "wolf", "cat", "rat",
];

/// The Jungle rule options and their allowed values (`None` = a boolean or a number).
const JUNGLE_RULES: [(&str, RuleValue); 12] = [
    ("preset", RuleValue::Words(&["classroom", "competition"])),
    (
        "strength_order",
        RuleValue::Words(&["dog-over-wolf", "wolf-over-dog"]),
    ),
    ("weakening_traps", RuleValue::Words(&["enemy", "any"])),
    ("elephant_captures_trapped_rat", RuleValue::Boolean),
    ("rat_water_to_land", RuleValue::Words(&["rat", "none"])),
    ("rat_land_to_water", RuleValue::Boolean),
    (
        "jump_blocked_by",
        RuleValue::Words(&["any-rat", "enemy-rat"]),
    ),
    (
        "same_kind_capture",
        RuleValue::Words(&["both", "defender-only"]),
    ),
    ("own_trap_immunity", RuleValue::Boolean),
    ("no_capture_draw_rounds", RuleValue::Count),
    ("rule_7_3", RuleValue::Boolean),
    ("rule_17_5", RuleValue::Boolean),
];

/// The Renju rule options and their allowed values.
const RENJU_RULES: [(&str, RuleValue); 2] = [
    (
        "rule_set",
        RuleValue::Words(&["freestyle", "standard", "renju"]),
    ),
    (
        "forbidden_policy",
        RuleValue::Words(&["cannot-place", "loses", "must-claim"]),
    ),
];

/// The kind of value a rule option takes.
#[derive(Debug, Clone, Copy)]
enum RuleValue {
    Words(&'static [&'static str]),
    Boolean,
    Count,
}

/// Checks everything game-specific in a lesson: its rules and every step's data.
pub fn check_lesson(lesson: &Lesson) -> Vec<Finding> {
    let game = *lesson.game.get_ref();
    let mut findings = check_rules(game, &lesson.rules);
    for step in &lesson.steps {
        if let Some(own) = &step.rules {
            findings.extend(check_rules(game, own));
        }
        let rules = lesson.rules_for(step);
        findings.extend(check_step(game, &step.kind, &rules));
    }
    findings
}

/// Checks everything game-specific in a puzzle: rules, position, solution lines.
pub fn check_puzzle(puzzle: &Puzzle) -> Vec<Finding> {
    let game = *puzzle.game.get_ref();
    let mut findings = check_rules(game, &puzzle.rules);
    match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            findings.extend(check_jungle_position(fen, &puzzle.rules));
            for line in &puzzle.solution {
                for mv in line {
                    findings.extend(check_jungle_move(mv));
                }
            }
            // ENGINE: replay each solution line from `fen` (an illegal move is a `bad-move`
            // error at that move), then let the solver prove the goal within
            // `puzzle.plies()` and list every winning first move ("duals") as information.
        }
        PuzzlePosition::Renju { stones, .. } => {
            findings.extend(check_renju_stones(stones));
            for line in &puzzle.solution {
                for point in line {
                    findings.extend(check_renju_point(point));
                }
            }
            // ENGINE: place the stones (the position must not already hold a five), replay the
            // solution lines (forbidden points under `rule_set = "renju"`), and prove the goal
            // with the VCF/VCT/defend solver.
        }
    }
    findings
}

/// Checks a rule option table against the game's known options.
pub fn check_rules(game: Game, rules: &RulesTable) -> Vec<Finding> {
    // ENGINE: replace with `rules.deserialize::<JungleOptions>()` / `::<RenjuOptions>()`
    // (the engines' own serde types; the error comes back as a finding at the key or value);
    // keep this table-driven check until then.
    let known: &[(&str, RuleValue)] = match game {
        Game::Jungle => &JUNGLE_RULES,
        Game::Renju => &RENJU_RULES,
    };
    let names: Vec<&str> = known.iter().map(|(name, _)| *name).collect();
    let mut findings = Vec::new();
    for (key, value) in &rules.entries {
        let Some((_, kind)) = known.iter().find(|(name, _)| name == key.get_ref()) else {
            let suggestion = did_you_mean(key.get_ref(), &names);
            let mut message = format!("unknown {} rule option `{}`", game.word(), key.get_ref());
            if let Some(s) = suggestion {
                message.push_str(&format!("; did you mean `{s}`?"));
            }
            findings.push(
                Finding::error(DiagnosticKind::UnknownKey, key.span(), message)
                    .expected(format!("one of {}", one_of(&names)))
                    .suggestion(suggestion),
            );
            continue;
        };
        let problem = match (kind, value.get_ref()) {
            (RuleValue::Words(words), toml::Value::String(word)) => {
                (!words.contains(&word.as_str())).then(|| {
                    let suggestion = did_you_mean(word, words);
                    let mut message = format!("`{word}` is not a valid `{}`", key.get_ref());
                    if let Some(s) = suggestion {
                        message.push_str(&format!("; did you mean `{s}`?"));
                    }
                    Finding::error(DiagnosticKind::BadValue, value.span(), message)
                        .expected(one_of(words))
                        .suggestion(suggestion)
                })
            }
            (RuleValue::Boolean, toml::Value::Boolean(_)) => None,
            (RuleValue::Count, toml::Value::Integer(n)) => (*n < 0).then(|| {
                Finding::error(
                    DiagnosticKind::OutOfRange,
                    value.span(),
                    format!("`{}` cannot be negative", key.get_ref()),
                )
                .expected("0 (off) or a number of rounds")
            }),
            (kind, _) => {
                let expected = match kind {
                    RuleValue::Words(words) => one_of(words),
                    RuleValue::Boolean => "`true` or `false`".to_owned(),
                    RuleValue::Count => "a whole number".to_owned(),
                };
                Some(
                    Finding::error(
                        DiagnosticKind::WrongType,
                        value.span(),
                        format!("`{}` should be {expected}", key.get_ref()),
                    )
                    .expected(expected),
                )
            }
        };
        findings.extend(problem);
    }
    findings
}

/// Checks one step's game data.
fn check_step(game: Game, kind: &StepKind, rules: &RulesTable) -> Vec<Finding> {
    let mut findings = Vec::new();
    match kind {
        StepKind::Info {
            fen,
            stones,
            highlight,
        } => {
            if let Some(fen) = fen {
                if game == Game::Renju {
                    findings.push(wrong_game(fen.span(), "`fen`", game));
                } else {
                    findings.extend(check_jungle_position(fen, rules));
                }
            }
            if let Some(stones) = stones {
                match (game, stones.black.first().or(stones.white.first())) {
                    (Game::Jungle, Some(first)) => {
                        findings.push(wrong_game(first.span(), "`black`/`white` stones", game));
                    }
                    _ => findings.extend(check_renju_stones(stones)),
                }
            }
            for place in highlight {
                findings.extend(match game {
                    Game::Jungle => check_jungle_square(place),
                    Game::Renju => check_renju_point(place),
                });
            }
        }
        StepKind::FoodChainOrder { animals } => {
            findings.extend(check_animals(animals));
            if animals.len() == 1 {
                findings.push(
                    Finding::error(
                        DiagnosticKind::InconsistentField,
                        animals[0].span(),
                        "ordering needs at least two animals",
                    )
                    .expected("two or more animals, or no `animals` key for all eight"),
                );
            }
            // ENGINE: the order itself comes from the engine's strength order under `rules`.
        }
        StepKind::CanCapture {
            attacker,
            defender,
            fen,
            answer: _,
        } => {
            match fen {
                Some(fen) => {
                    findings.extend(check_jungle_position(fen, rules));
                    findings.extend(check_jungle_square(attacker));
                    findings.extend(check_jungle_square(defender));
                    // ENGINE: both squares must hold pieces of opposite sides; the engine's
                    // capture rule decides the answer, and a stored `answer` must agree.
                }
                None => {
                    findings.extend(check_animals(&[attacker.clone(), defender.clone()]));
                    // ENGINE: the abstract capture rule (strength order, rat–elephant) under
                    // `rules` decides; a stored `answer` must agree.
                }
            }
        }
        StepKind::PlacePieces { animals, .. } => findings.extend(check_animals(animals)),
        StepKind::JungleMove {
            fen,
            piece,
            target,
            answer,
            ..
        } => {
            findings.extend(check_jungle_position(fen, rules));
            for square in piece.iter().chain(target) {
                findings.extend(check_jungle_square(square));
            }
            if let Some(answer) = answer {
                findings.extend(check_jungle_move(answer));
            }
            // ENGINE: some legal move must reach the goal; a stored `answer` must be legal and
            // reach it (`escape`: afterwards no enemy may capture the piece).
        }
        StepKind::FindAll {
            fen,
            square,
            answer,
            ..
        } => {
            findings.extend(check_jungle_position(fen, rules));
            if let Some(square) = square {
                findings.extend(check_jungle_square(square));
            }
            if let Some(answer) = answer {
                for square in answer {
                    findings.extend(check_jungle_square(square));
                }
                findings.extend(check_distinct(answer, "square"));
            }
            // ENGINE: the piece on `square` must exist; a stored `answer` must equal the
            // engine's set (report missing and extra squares).
        }
        StepKind::ForbiddenDrill {
            stones,
            point,
            answer,
            ..
        } => {
            findings.extend(check_renju_stones(stones));
            if let Some(point) = point {
                findings.extend(check_renju_point(point));
                findings.extend(check_empty_point(point, stones));
            }
            match answer {
                Some(DrillAnswer::Points(points)) => {
                    for point in points {
                        findings.extend(check_renju_point(point));
                    }
                    findings.extend(check_distinct(points, "point"));
                }
                Some(DrillAnswer::Point(point)) => findings.extend(check_renju_point(point)),
                Some(DrillAnswer::Kind(_)) | None => {}
            }
            // ENGINE: the forbidden-point finder decides; a stored kind, point set or winning
            // point must agree with it.
        }
        StepKind::RenjuMove { stones, answer, .. } => {
            findings.extend(check_renju_stones(stones));
            if let Some(answer) = answer {
                findings.extend(check_renju_point(answer));
                findings.extend(check_empty_point(answer, stones));
            }
            // ENGINE: some move must reach the goal for the side to move; a stored `answer`
            // must be legal (not forbidden for Black under `renju`) and reach it.
        }
    }
    findings
}

fn wrong_game(span: Range<usize>, what: &str, game: Game) -> Finding {
    Finding::error(
        DiagnosticKind::WrongGame,
        span,
        format!("{what} does not belong in a {} lesson", game.word()),
    )
    .expected(match game {
        Game::Jungle => "a Jungle `fen`",
        Game::Renju => "Renju `black`/`white` stones",
    })
}

/// Checks a Jungle position (FEN): nine ranks of seven squares, known piece letters, each
/// animal at most once a side, then ` w` or ` b`.
pub fn check_jungle_position(fen: &Spanned<String>, _rules: &RulesTable) -> Vec<Finding> {
    // ENGINE: replace with the engine's FEN parser (its typed error → `bad-position` at the
    // reported character) and `validate` (animals in water, in their own den, …).
    let text = fen.get_ref();
    let at = |start: usize, len: usize| sub_span(fen, start, len);
    let expected = "ranks 9 to 1 separated by `/`, each 7 squares (digits = empty squares, \
                    ELTPDWCR = Red, eltpdwcr = Blue), then ` w` or ` b`";
    let error = |span, message: String| {
        Finding::error(DiagnosticKind::BadPosition, span, message).expected(expected)
    };
    let mut findings = Vec::new();
    let mut parts = text.split(' ').filter(|p| !p.is_empty());
    let board = parts.next().unwrap_or("");
    let board_start = text.find(board).unwrap_or(0);
    match parts.next() {
        Some("w" | "b") => {}
        Some(other) => {
            let start = text.rfind(other).unwrap_or(0);
            findings.push(error(
                at(start, other.len()),
                format!("`{other}` is not a side to move"),
            ));
        }
        None => findings.push(error(
            at(text.len(), 0),
            "the position does not say who moves".to_owned(),
        )),
    }
    if let Some(extra) = parts.next() {
        let start = text.rfind(extra).unwrap_or(0);
        findings.push(error(
            at(start, extra.len()),
            format!("unexpected `{extra}` at the end"),
        ));
    }
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 9 {
        findings.push(error(
            at(board_start, board.len()),
            format!("the board has {} ranks instead of 9", ranks.len()),
        ));
        return findings;
    }
    let mut seen: HashMap<char, usize> = HashMap::new(); // piece letter → first offset
    let mut offset = board_start;
    for (index, rank) in ranks.iter().enumerate() {
        let rank_number = 9 - index;
        let mut width = 0;
        for (i, c) in rank.char_indices() {
            let position = offset + i;
            match c {
                '1'..='7' => width += c as usize - '0' as usize,
                _ if "ELTPDWCReltpdwcr".contains(c) => {
                    width += 1;
                    if seen.insert(c, position).is_some() {
                        let side = if c.is_ascii_uppercase() {
                            "Red"
                        } else {
                            "Blue"
                        };
                        let animal = "ELTPDWCR"
                            .find(c.to_ascii_uppercase())
                            .and_then(|i| ANIMALS.get(i))
                            .unwrap_or(&"animal");
                        findings.push(
                            Finding::error(
                                DiagnosticKind::DuplicatePlacement,
                                at(position, 1),
                                format!("Red and Blue have one {animal} each, but {side} has two (`{c}`)"),
                            )
                            .expected("each animal at most once a side"),
                        );
                    }
                }
                _ => findings.push(error(
                    at(position, c.len_utf8()),
                    format!("unknown piece letter `{c}` in rank {rank_number}"),
                )),
            }
        }
        if width != 7 {
            findings.push(error(
                at(offset, rank.len()),
                format!("rank {rank_number} has {width} squares instead of 7"),
            ));
        }
        offset += rank.len() + 1;
    }
    findings
}

/// Checks a Jungle square `a1`..`g9`.
pub fn check_jungle_square(square: &Spanned<String>) -> Vec<Finding> {
    if is_square(square.get_ref(), 'g', 9) {
        return Vec::new();
    }
    let lower = square.get_ref().to_lowercase();
    vec![
        Finding::error(
            DiagnosticKind::BadSquare,
            square.span(),
            format!("`{}` is not a square of the Jungle board", square.get_ref()),
        )
        .expected("a column a–g and a row 1–9, like `d9`")
        .suggestion(is_square(&lower, 'g', 9).then_some(lower.as_str())),
    ]
}

/// Checks a Jungle move: from-square then to-square, like `c3c7`.
pub fn check_jungle_move(mv: &Spanned<String>) -> Vec<Finding> {
    // ENGINE: parse with the engine's move parser, then check legality in the position.
    let text = mv.get_ref();
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map(|(i, _)| i);
    let ok = split.is_some_and(|i| {
        let (from, to) = text.split_at(i);
        is_square(from, 'g', 9) && is_square(to, 'g', 9) && from != to
    });
    if ok {
        return Vec::new();
    }
    vec![
        Finding::error(
            DiagnosticKind::BadMove,
            mv.span(),
            format!("`{text}` is not a Jungle move"),
        )
        .expected("a from-square and a to-square, like `c3c7`"),
    ]
}

/// Checks a Renju point `a1`..`o15` (upper case accepted).
pub fn check_renju_point(point: &Spanned<String>) -> Vec<Finding> {
    if is_square(&point.get_ref().to_lowercase(), 'o', 15) {
        return Vec::new();
    }
    vec![
        Finding::error(
            DiagnosticKind::BadPoint,
            point.span(),
            format!("`{}` is not a point of the 15×15 board", point.get_ref()),
        )
        .expected("a column a–o and a row 1–15, like `h8`"),
    ]
}

/// Checks Renju stones: valid points, no point used twice.
pub fn check_renju_stones(stones: &Stones) -> Vec<Finding> {
    // ENGINE: build the board with the Renju engine (which also rejects a position that
    // already contains a five).
    let mut findings = Vec::new();
    let mut seen: HashMap<String, Range<usize>> = HashMap::new();
    for point in stones.black.iter().chain(&stones.white) {
        let bad = check_renju_point(point);
        if !bad.is_empty() {
            findings.extend(bad);
            continue;
        }
        let key = point.get_ref().to_lowercase();
        if seen.insert(key.clone(), point.span()).is_some() {
            findings.push(
                Finding::error(
                    DiagnosticKind::DuplicatePlacement,
                    point.span(),
                    format!("two stones on `{key}`"),
                )
                .expected("each point at most once in `black` and `white`"),
            );
        }
    }
    findings
}

fn check_empty_point(point: &Spanned<String>, stones: &Stones) -> Vec<Finding> {
    let key = point.get_ref().to_lowercase();
    let taken = stones
        .black
        .iter()
        .chain(&stones.white)
        .any(|s| s.get_ref().to_lowercase() == key);
    if !taken {
        return Vec::new();
    }
    vec![
        Finding::error(
            DiagnosticKind::DuplicatePlacement,
            point.span(),
            format!("`{key}` already has a stone"),
        )
        .expected("an empty point"),
    ]
}

fn check_animals(animals: &[Spanned<String>]) -> Vec<Finding> {
    let mut findings = Vec::new();
    for animal in animals {
        if !ANIMALS.contains(&animal.get_ref().as_str()) {
            let suggestion = did_you_mean(animal.get_ref(), &ANIMALS);
            let mut message = format!("`{}` is not a Jungle animal", animal.get_ref());
            if let Some(s) = suggestion {
                message.push_str(&format!("; did you mean `{s}`?"));
            }
            findings.push(
                Finding::error(DiagnosticKind::UnknownAnimal, animal.span(), message)
                    .expected(one_of(&ANIMALS))
                    .suggestion(suggestion),
            );
        }
    }
    findings.extend(check_distinct(animals, "animal"));
    findings
}

fn check_distinct(items: &[Spanned<String>], what: &str) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (index, item) in items.iter().enumerate() {
        if items[..index]
            .iter()
            .any(|earlier| earlier.get_ref() == item.get_ref())
        {
            findings.push(
                Finding::error(
                    DiagnosticKind::DuplicatePlacement,
                    item.span(),
                    format!("the {what} `{}` is listed twice", item.get_ref()),
                )
                .expected(format!("each {what} once")),
            );
        }
    }
    findings
}

/// True for a column `a`..=`last_column` followed by a row 1..=`last_row` (no leading zero).
fn is_square(text: &str, last_column: char, last_row: u32) -> bool {
    let mut chars = text.chars();
    let Some(column) = chars.next() else {
        return false;
    };
    let row = chars.as_str();
    ('a'..=last_column).contains(&column)
        && !row.starts_with('0')
        && row
            .parse::<u32>()
            .is_ok_and(|r| (1..=last_row).contains(&r))
}

/// The span of `len` bytes at byte `start` inside a spanned string, when the span covers the
/// string's characters exactly (no escapes); otherwise the whole string.
fn sub_span(text: &Spanned<String>, start: usize, len: usize) -> Range<usize> {
    let span = text.span();
    if span.len() == text.get_ref().len() {
        let begin = span.start + start.min(span.len());
        begin..(begin + len).min(span.end).max(begin)
    } else {
        span
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Spanned<String> {
        Spanned::new(10..10 + s.len(), s.to_owned())
    }

    fn kinds(findings: &[Finding]) -> Vec<&'static str> {
        findings.iter().map(|f| f.kind.as_str()).collect()
    }

    #[test]
    fn the_start_position_is_well_formed() {
        let fen = text("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w");
        assert!(check_jungle_position(&fen, &RulesTable::default()).is_empty());
    }

    #[test]
    fn fen_shape_errors_point_at_the_offending_characters() {
        let rules = RulesTable::default();
        let wide = check_jungle_position(&text("8/7/7/7/7/7/7/7/7 w"), &rules);
        assert_eq!(kinds(&wide), ["bad-position", "bad-position"], "{wide:?}");
        let letter = check_jungle_position(&text("7/7/7/7/7/7/7/7/3X3 b"), &rules);
        assert_eq!(
            letter[0].span,
            10 + 17..10 + 18,
            "eight `7/` come first, then `3`"
        );
        assert!(letter[0].message.contains("`X`"));
        let side = check_jungle_position(&text("7/7/7/7/7/7/7/7/7"), &rules);
        assert!(side[0].message.contains("who moves"));
        let ranks = check_jungle_position(&text("7/7 w"), &rules);
        assert!(ranks[0].message.contains("2 ranks"));
        let twice = check_jungle_position(&text("R6/7/7/7/7/7/7/7/R6 w"), &rules);
        assert_eq!(kinds(&twice), ["duplicate-placement"]);
    }

    #[test]
    fn squares_points_and_moves_have_their_board_sizes() {
        assert!(check_jungle_square(&text("g9")).is_empty());
        assert_eq!(kinds(&check_jungle_square(&text("h1"))), ["bad-square"]);
        assert_eq!(
            check_jungle_square(&text("D9"))[0].suggestion.as_deref(),
            Some("d9")
        );
        assert!(!check_jungle_square(&text("a0")).is_empty());
        assert!(check_renju_point(&text("O15")).is_empty());
        assert_eq!(kinds(&check_renju_point(&text("o16"))), ["bad-point"]);
        assert_eq!(kinds(&check_renju_point(&text("h08"))), ["bad-point"]);
        assert!(check_jungle_move(&text("c3c7")).is_empty());
        assert_eq!(kinds(&check_jungle_move(&text("c3c3"))), ["bad-move"]);
        assert_eq!(kinds(&check_jungle_move(&text("c3"))), ["bad-move"]);
    }

    #[test]
    fn rule_options_are_checked_per_game() {
        let rules = |key: &str, value: toml::Value| RulesTable {
            span: 0..0,
            entries: vec![(
                Spanned::new(0..1, key.to_owned()),
                Spanned::new(2..3, value),
            )],
        };
        let s = |v: &str| toml::Value::String(v.to_owned());
        assert!(check_rules(Game::Jungle, &rules("preset", s("competition"))).is_empty());
        assert_eq!(
            kinds(&check_rules(Game::Renju, &rules("preset", s("classroom")))),
            ["unknown-key"]
        );
        assert_eq!(
            kinds(&check_rules(Game::Jungle, &rules("rule_7_3", s("yes")))),
            ["wrong-type"]
        );
        assert_eq!(
            kinds(&check_rules(
                Game::Jungle,
                &rules("no_capture_draw_rounds", toml::Value::Integer(-1))
            )),
            ["out-of-range"]
        );
        let bad = check_rules(Game::Renju, &rules("rule_set", s("renjuu")));
        assert_eq!(bad[0].suggestion.as_deref(), Some("renju"));
    }
}
