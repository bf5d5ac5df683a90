//! One step of a lesson: its kind with the kind's data, the instructions and the hint ladder.

use super::diagnostic::{DiagnosticKind, Finding};
use super::localized::{Localized, read_localized};
use super::message::{game_name, one_of, with_suggestion};
use super::reader::{Ctx, Fields, Value, string_list, string_value, wrong_type};
use super::rules_table::{RulesTable, read_rules};
use super::suggest::did_you_mean;
use super::words::{
    DrillMode, FindProperty, ForbiddenAnswer, Game, JungleGoal, PlaceMode, RenjuGoal, SideChoice,
    Stone,
};
use crate::msg;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::DeValue;

/// Every step kind, as written in `kind = "…"`.
pub const STEP_KINDS: [&str; 8] = [
    "info",
    "food-chain-order",
    "can-capture",
    "place-pieces",
    "jungle-move",
    "find-all",
    "forbidden-drill",
    "renju-move",
];

/// The most hints a ladder should have (nudge, idea, answer).
pub const MAX_HINTS: usize = 3;

/// Keys every step may have.
const COMMON_KEYS: [&str; 5] = ["kind", "text", "hints", "rules", "teacher_note"];

/// Renju stones on the board (points such as `h8`), as written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Stones {
    /// Black stones.
    pub black: Vec<Spanned<String>>,
    /// White stones.
    pub white: Vec<Spanned<String>>,
}

impl Stones {
    /// Who moves when the file does not say: Black when both colours have as many stones,
    /// else White.
    pub fn side_to_move(&self, to_move: Option<&Spanned<Stone>>) -> Stone {
        match to_move {
            Some(side) => *side.get_ref(),
            None if self.black.len() == self.white.len() => Stone::Black,
            None => Stone::White,
        }
    }
}

/// What a step asks, with the data its kind needs (positions, squares and moves stay spanned
/// text until an engine reads them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepKind {
    /// A page of text, optionally with a board diagram and highlighted squares/points.
    Info {
        /// A Jungle diagram (FEN).
        fen: Option<Spanned<String>>,
        /// A Renju diagram.
        stones: Option<Stones>,
        /// Squares or points drawn highlighted.
        highlight: Vec<Spanned<String>>,
    },
    /// Put animals in order of strength (谁吃谁); the order comes from the engine and rules.
    FoodChainOrder {
        /// The animals to order; empty means all eight.
        animals: Vec<Spanned<String>>,
    },
    /// "Can the attacker capture the defender?" Animal names without a position, squares with one.
    CanCapture {
        /// Animal name, or the attacker's square when `fen` is given.
        attacker: Spanned<String>,
        /// Animal name, or the defender's square when `fen` is given.
        defender: Spanned<String>,
        /// Optional position.
        fen: Option<Spanned<String>>,
        /// The author's yes/no, to be confirmed by the engine.
        answer: Option<Spanned<bool>>,
    },
    /// Put animals on their starting squares, or guess where one starts.
    PlacePieces {
        /// `place` (default) or `guess-start`.
        mode: Option<Spanned<PlaceMode>>,
        /// Whose animals (default `red`).
        side: Option<Spanned<SideChoice>>,
        /// Which animals; empty means all of the side's.
        animals: Vec<Spanned<String>>,
        /// Seconds for three, two and one star, increasing.
        stars_by_seconds: Vec<Spanned<i64>>,
    },
    /// Make a move that reaches a goal.
    JungleMove {
        /// The position, side to move included.
        fen: Spanned<String>,
        /// What the move must do.
        goal: Spanned<JungleGoal>,
        /// The square of the piece that must move or escape (required for `escape`).
        piece: Option<Spanned<String>>,
        /// The square to reach or capture on (required for `reach`).
        target: Option<Spanned<String>>,
        /// The author's move, to be confirmed by the engine.
        answer: Option<Spanned<String>>,
    },
    /// Mark every square with a property.
    FindAll {
        /// The position.
        fen: Spanned<String>,
        /// What to mark.
        property: Spanned<FindProperty>,
        /// The piece asked about (every property but `weakened`).
        square: Option<Spanned<String>>,
        /// The author's set of squares, to be confirmed by the engine.
        answer: Option<Vec<Spanned<String>>>,
    },
    /// Renju forbidden-point drills.
    ForbiddenDrill {
        /// The stones on the board.
        stones: Stones,
        /// Whose turn the board shows; default Black (see [`StepKind::drill_side_to_move`]).
        to_move: Option<Spanned<Stone>>,
        /// Which drill.
        mode: Spanned<DrillMode>,
        /// The point asked about (`is-forbidden`).
        point: Option<Spanned<String>>,
        /// The author's answer: a kind, a list of points, or a point, by mode.
        answer: Option<DrillAnswer>,
    },
    /// Make a Renju move that reaches a goal.
    RenjuMove {
        /// The stones on the board.
        stones: Stones,
        /// Who moves; default: Black when both have as many stones, else White.
        to_move: Option<Spanned<Stone>>,
        /// What the move must do.
        goal: Spanned<RenjuGoal>,
        /// The author's move, to be confirmed by the engine.
        answer: Option<Spanned<String>>,
    },
}

/// The stored answer of a forbidden drill; its shape depends on the mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrillAnswer {
    /// `is-forbidden`: the kind (or `none`).
    Kind(Spanned<ForbiddenAnswer>),
    /// `mark-all`: every forbidden point.
    Points(Vec<Spanned<String>>),
    /// `win-avoiding-forbidden`: the winning point.
    Point(Spanned<String>),
}

/// One step of a lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// What the step asks, with its data.
    pub kind: StepKind,
    /// Where `kind = "…"` is written.
    pub kind_span: Range<usize>,
    /// The instructions.
    pub text: Localized,
    /// The hint ladder: nudge, idea, answer.
    pub hints: Vec<Localized>,
    /// Rule options for this step only, over the lesson's.
    pub rules: Option<RulesTable>,
    /// What the teacher says at this step (谈话导入, a rhyme, a question to ask); shown in the
    /// projector view only, never to a child at the lesson player.
    pub teacher_note: Option<Localized>,
    /// `diagram = true`: a Renju board made up to show a shape, not a position a game reaches;
    /// its stone counts are not held to a real game's.
    pub diagram: bool,
    /// Where the step is written.
    pub span: Range<usize>,
}

impl StepKind {
    /// Whether answering the step can earn stars (every kind but a page to read).
    pub fn earns_stars(&self) -> bool {
        !matches!(self, StepKind::Info { .. })
    }

    /// The game a step kind belongs to; `None` for `info`, which fits both.
    pub fn game(&self) -> Option<Game> {
        match self {
            StepKind::Info { .. } => None,
            StepKind::FoodChainOrder { .. }
            | StepKind::CanCapture { .. }
            | StepKind::PlacePieces { .. }
            | StepKind::JungleMove { .. }
            | StepKind::FindAll { .. } => Some(Game::Jungle),
            StepKind::ForbiddenDrill { .. } | StepKind::RenjuMove { .. } => Some(Game::Renju),
        }
    }

    /// Whose turn a forbidden-point drill shows: its `to_move`, else Black (forbidden points
    /// are Black's, so a drill is about Black's move unless it says otherwise).
    pub fn drill_side_to_move(to_move: Option<&Spanned<Stone>>) -> Stone {
        to_move.map_or(Stone::Black, |side| *side.get_ref())
    }
}

/// The keys a step of `kind` may have besides the common ones.
fn kind_keys(kind: &str) -> &'static [&'static str] {
    match kind {
        "info" => &["fen", "black", "white", "highlight", "diagram"],
        "food-chain-order" => &["animals"],
        "can-capture" => &["attacker", "defender", "fen", "answer"],
        "place-pieces" => &["mode", "side", "animals", "stars_by_seconds"],
        "jungle-move" => &["fen", "goal", "piece", "target", "answer"],
        "find-all" => &["fen", "property", "square", "answer"],
        "forbidden-drill" => &[
            "black", "white", "to_move", "mode", "point", "answer", "diagram",
        ],
        "renju-move" => &["black", "white", "to_move", "goal", "answer", "diagram"],
        _ => &[],
    }
}

/// Reads the hint ladder of a step or puzzle; more than three rungs is a warning.
pub(crate) fn read_hints(ctx: &mut Ctx<'_>, value: Option<&Value<'_>>) -> Vec<Localized> {
    let Some(value) = value else {
        return Vec::new();
    };
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, "hints", value, msg!("content-expected-hint-list"));
        return Vec::new();
    };
    if let Some(extra) = items.get(MAX_HINTS) {
        ctx.push(
            Finding::warning(
                DiagnosticKind::TooManyHints,
                extra.span(),
                msg!(
                    "content-too-many-hints",
                    count = items.len(),
                    max = MAX_HINTS
                ),
            )
            .expected(msg!("content-expected-hints")),
        );
    }
    items
        .iter()
        .filter_map(|item| read_localized(ctx, "hints", item))
        .collect()
}

/// Reads `black = [...]` and `white = [...]`; both are needed for a Renju board (may be empty).
fn read_stones(ctx: &mut Ctx<'_>, fields: &Fields<'_, '_>) -> Option<Stones> {
    let black = fields.get("black");
    let white = fields.get("white");
    if black.is_none() && white.is_none() {
        return None;
    }
    Some(Stones {
        black: black
            .and_then(|v| string_list(ctx, "black", v))
            .unwrap_or_default(),
        white: white
            .and_then(|v| string_list(ctx, "white", v))
            .unwrap_or_default(),
    })
}

/// Reads `[[step]]` number `number` (1-based) of a lesson about `game`.
pub(crate) fn read_step(
    ctx: &mut Ctx<'_>,
    value: &Value<'_>,
    number: usize,
    game: Option<Game>,
) -> Option<Step> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(ctx, "step", value, msg!("content-expected-step-table"));
        return None;
    };
    let span = value.span();
    // Read `kind` first: it decides which other keys are known.
    let kind_value = table
        .iter()
        .find(|(k, _)| k.get_ref().as_ref() == "kind")
        .map(|(_, v)| v);
    let kind_text = kind_value.and_then(|v| string_value(ctx, "kind", v));
    let kind_name = kind_text.as_ref().map(|k| k.get_ref().as_str());
    let known_kind = kind_name.filter(|k| STEP_KINDS.contains(k));
    if let Some(kind) = &kind_text
        && known_kind.is_none()
    {
        let suggestion = did_you_mean(kind.get_ref(), &STEP_KINDS);
        let message = msg!("content-unknown-step-kind", kind = kind.get_ref());
        ctx.push(
            Finding::error(
                DiagnosticKind::UnknownStepKind,
                kind.span(),
                with_suggestion(message, suggestion),
            )
            .expected(one_of(&STEP_KINDS))
            .suggestion(suggestion),
        );
    }
    let Some(kind_name) = known_kind else {
        // Without a known kind only the common keys can be checked.
        let what = msg!("content-table-step", number = number);
        let fields = Fields::new(ctx, table, span.clone(), what, &all_step_keys());
        if kind_value.is_none() {
            fields.missing(ctx, "kind", "\"info\"");
        }
        return None;
    };
    let mut known: Vec<&str> = COMMON_KEYS.to_vec();
    known.extend_from_slice(kind_keys(kind_name));
    let fields = Fields::new(
        ctx,
        table,
        span.clone(),
        msg!("content-table-step-kind", number = number, kind = kind_name),
        &known,
    );
    let text = match fields.get("text") {
        Some(v) => read_localized(ctx, "text", v),
        None => {
            fields.missing(ctx, "text", "{ en = \"…\", zh-CN = \"…\", zh-TW = \"…\" }");
            None
        }
    };
    let hints = read_hints(ctx, fields.get("hints"));
    let rules = fields.get("rules").and_then(|v| read_rules(ctx, v));
    let teacher_note = fields
        .get("teacher_note")
        .and_then(|v| read_localized(ctx, "teacher_note", v));
    let diagram = fields.boolean(ctx, "diagram").is_some_and(|d| *d.get_ref());
    let kind = read_kind(ctx, &fields, kind_name)?;
    let kind_span = kind_text.as_ref().map(|k| k.span()).unwrap_or(span.clone());
    if let (Some(kind_game), Some(game)) = (kind.game(), game)
        && kind_game != game
    {
        ctx.push(
            Finding::error(
                DiagnosticKind::WrongGame,
                kind_span.clone(),
                msg!(
                    "content-step-for-other-game",
                    kind = kind_name,
                    step_game = game_name(kind_game),
                    lesson_game = game_name(game)
                ),
            )
            .expected(msg!(
                "content-expected-step-kind-for",
                game = game_name(game)
            )),
        );
    }
    Some(Step {
        kind,
        kind_span,
        text: text.unwrap_or_default(),
        hints,
        rules,
        teacher_note,
        diagram,
        span,
    })
}

fn all_step_keys() -> Vec<&'static str> {
    let mut keys: Vec<&str> = COMMON_KEYS.to_vec();
    for kind in STEP_KINDS {
        for key in kind_keys(kind) {
            if !keys.contains(key) {
                keys.push(key);
            }
        }
    }
    keys
}

fn required_fen(ctx: &mut Ctx<'_>, fields: &Fields<'_, '_>) -> Option<Spanned<String>> {
    fields.required_string(
        ctx,
        "fen",
        "\"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w\"",
    )
}

fn read_kind(ctx: &mut Ctx<'_>, fields: &Fields<'_, '_>, kind: &str) -> Option<StepKind> {
    Some(match kind {
        "info" => {
            let fen = fields.string(ctx, "fen");
            let stones = read_stones(ctx, fields);
            if let (Some(fen), Some(_)) = (&fen, &stones) {
                ctx.push(
                    Finding::error(
                        DiagnosticKind::InconsistentField,
                        fen.span(),
                        msg!("content-info-two-boards"),
                    )
                    .expected(msg!("content-expected-one-board")),
                );
            }
            StepKind::Info {
                fen,
                stones,
                highlight: fields.strings(ctx, "highlight"),
            }
        }
        "food-chain-order" => StepKind::FoodChainOrder {
            animals: fields.strings(ctx, "animals"),
        },
        "can-capture" => {
            let attacker = fields.required_string(ctx, "attacker", "\"rat\"");
            let defender = fields.required_string(ctx, "defender", "\"elephant\"");
            let fen = fields.string(ctx, "fen");
            let answer = fields.boolean(ctx, "answer");
            StepKind::CanCapture {
                attacker: attacker?,
                defender: defender?,
                fen,
                answer,
            }
        }
        "place-pieces" => {
            let stars = match fields.get("stars_by_seconds") {
                Some(value) => read_stars(ctx, value),
                None => Vec::new(),
            };
            StepKind::PlacePieces {
                mode: fields.choice(ctx, "mode"),
                side: fields.choice(ctx, "side"),
                animals: fields.strings(ctx, "animals"),
                stars_by_seconds: stars,
            }
        }
        "jungle-move" => {
            let fen = required_fen(ctx, fields);
            let goal = fields.required_choice::<JungleGoal>(ctx, "goal");
            let piece = fields.string(ctx, "piece");
            let target = fields.string(ctx, "target");
            let answer = fields.string(ctx, "answer");
            if let Some(goal) = &goal {
                let needs = match goal.get_ref() {
                    JungleGoal::Reach if target.is_none() => Some(("target", "\"d9\"")),
                    JungleGoal::Escape if piece.is_none() => Some(("piece", "\"c5\"")),
                    _ => None,
                };
                if let Some((key, example)) = needs {
                    fields.missing(ctx, key, example);
                }
            }
            StepKind::JungleMove {
                fen: fen?,
                goal: goal?,
                piece,
                target,
                answer,
            }
        }
        "find-all" => {
            let fen = required_fen(ctx, fields);
            let property = fields.required_choice::<FindProperty>(ctx, "property");
            let square = fields.string(ctx, "square");
            let answer = fields
                .get("answer")
                .and_then(|v| string_list(ctx, "answer", v));
            if let Some(property) = &property
                && property.get_ref().needs_square()
                && square.is_none()
            {
                fields.missing(ctx, "square", "\"a4\"");
            }
            StepKind::FindAll {
                fen: fen?,
                property: property?,
                square,
                answer,
            }
        }
        "forbidden-drill" => {
            let stones = read_stones(ctx, fields).unwrap_or_default();
            let to_move = fields.choice::<Stone>(ctx, "to_move");
            let mode = fields.required_choice::<DrillMode>(ctx, "mode")?;
            let point = fields.string(ctx, "point");
            if *mode.get_ref() == DrillMode::IsForbidden && point.is_none() {
                fields.missing(ctx, "point", "\"h8\"");
            }
            let answer = match mode.get_ref() {
                DrillMode::IsForbidden => fields
                    .choice::<ForbiddenAnswer>(ctx, "answer")
                    .map(DrillAnswer::Kind),
                DrillMode::MarkAll => fields
                    .get("answer")
                    .and_then(|v| string_list(ctx, "answer", v))
                    .map(DrillAnswer::Points),
                DrillMode::WinAvoidingForbidden => {
                    fields.string(ctx, "answer").map(DrillAnswer::Point)
                }
            };
            StepKind::ForbiddenDrill {
                stones,
                to_move,
                mode,
                point,
                answer,
            }
        }
        "renju-move" => StepKind::RenjuMove {
            stones: read_stones(ctx, fields).unwrap_or_default(),
            to_move: fields.choice(ctx, "to_move"),
            goal: fields.required_choice::<RenjuGoal>(ctx, "goal")?,
            answer: fields.string(ctx, "answer"),
        },
        _ => return None,
    })
}

/// Reads `stars_by_seconds = [30, 60, 90]`: one to three increasing, positive limits.
fn read_stars(ctx: &mut Ctx<'_>, value: &Value<'_>) -> Vec<Spanned<i64>> {
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(
            ctx,
            "stars_by_seconds",
            value,
            msg!("content-expected-seconds"),
        );
        return Vec::new();
    };
    let stars: Vec<Spanned<i64>> = items
        .iter()
        .filter_map(|item| super::reader::integer_value(ctx, "stars_by_seconds", item))
        .collect();
    let increasing = stars
        .windows(2)
        .all(|pair| pair[0].get_ref() < pair[1].get_ref());
    let positive = stars.iter().all(|s| (1..=3600).contains(s.get_ref()));
    if stars.is_empty() || stars.len() > 3 || !increasing || !positive {
        ctx.push(
            Finding::error(
                DiagnosticKind::OutOfRange,
                value.span(),
                msg!("content-stars-out-of-range"),
            )
            .expected(msg!("content-expected-stars")),
        );
    }
    stars
}
