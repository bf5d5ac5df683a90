//! A puzzle file: a set of `[[puzzle]]`s, each a position, a goal, hints and the author's lines.

use super::diagnostic::{DiagnosticKind, Finding};
use super::lesson::check_id;
use super::localized::{Localized, read_localized};
use super::message::verbatim;
use super::reader::{Ctx, Fields, Value, string_list, wrong_type};
use super::rules_table::{RulesTable, read_rules};
use super::step::{Stones, read_hints};
use super::words::{Game, MadeBy, PuzzleGoal, Stone};
use crate::msg;
use serde_spanned::Spanned;
use std::ops::Range;
use toml::de::{DeTable, DeValue};

/// The keys a puzzle file may have at the top (defaults for its puzzles, and the puzzles).
pub const PUZZLE_FILE_KEYS: [&str; 4] = ["game", "rules", "made_by", "puzzle"];

/// The keys one `[[puzzle]]` may have.
pub const PUZZLE_KEYS: [&str; 15] = [
    "id",
    "game",
    "rules",
    "fen",
    "black",
    "white",
    "to_move",
    "goal",
    "moves",
    "solution",
    "hints",
    "themes",
    "difficulty",
    "title",
    "comment",
];

/// The largest `moves` a puzzle may ask for.
pub const MAX_MOVES: i64 = 20;

/// Where a puzzle starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzlePosition {
    /// A Jungle FEN; its last field says who moves.
    Jungle {
        /// The FEN text.
        fen: Spanned<String>,
    },
    /// Renju stones and the side to move.
    Renju {
        /// The stones.
        stones: Stones,
        /// Who moves; default: Black when both have as many stones, else White.
        to_move: Option<Spanned<Stone>>,
    },
}

/// One puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// The file it came from.
    pub file: String,
    /// Unique id among puzzles.
    pub id: Spanned<String>,
    /// Jungle or Renju.
    pub game: Spanned<Game>,
    /// The engine options (the file's `rules`, with the puzzle's on top).
    pub rules: RulesTable,
    /// The start position.
    pub position: PuzzlePosition,
    /// What the side to move must do.
    pub goal: Spanned<PuzzleGoal>,
    /// For `win-in`: moves of the side to move (required); for others an optional limit.
    pub moves: Option<Spanned<u32>>,
    /// The author's lines, each a list of moves from the start position.
    pub solution: Vec<Vec<Spanned<String>>>,
    /// The hint ladder.
    pub hints: Vec<Localized>,
    /// Theme tags.
    pub themes: Vec<Spanned<String>>,
    /// 1 (easiest) to 5.
    pub difficulty: u8,
    /// The title in each language.
    pub title: Localized,
    /// An optional remark shown after solving.
    pub comment: Option<Localized>,
    /// Who made it (the file's `made_by`; people unless it says `computer`).
    pub made_by: MadeBy,
    /// Where the puzzle is written.
    pub span: Range<usize>,
}

impl Puzzle {
    /// The goal's length in plies (half-moves): "win in 3" is 5 plies (the attacker's 3 moves
    /// and the 2 replies between them). `None` when the puzzle states no length.
    pub fn plies(&self) -> Option<u32> {
        self.moves
            .as_ref()
            .map(|m| (m.get_ref() * 2).saturating_sub(1))
    }
}

/// Reads a puzzle file: top-level defaults and every `[[puzzle]]`.
pub(crate) fn read_puzzles(
    ctx: &mut Ctx<'_>,
    file: &str,
    table: &DeTable<'_>,
    span: Range<usize>,
) -> Vec<Puzzle> {
    let fields = Fields::new(
        ctx,
        table,
        span.clone(),
        msg!("content-table-puzzle-file"),
        &PUZZLE_FILE_KEYS,
    );
    let game = fields.choice::<Game>(ctx, "game");
    let made_by = fields
        .choice::<MadeBy>(ctx, "made_by")
        .map_or(MadeBy::People, |m| *m.get_ref());
    let rules = fields
        .get("rules")
        .and_then(|v| read_rules(ctx, v))
        .unwrap_or_default();
    let Some(list) = fields.get("puzzle") else {
        ctx.push(
            Finding::error(
                DiagnosticKind::NoPuzzles,
                ctx.first_line(&span),
                msg!("content-no-puzzles"),
            )
            .expected(msg!("content-expected-a-puzzle")),
        );
        return Vec::new();
    };
    let DeValue::Array(items) = list.get_ref() else {
        wrong_type(ctx, "puzzle", list, msg!("content-expected-puzzle-list"));
        return Vec::new();
    };
    if items.is_empty() {
        ctx.push(
            Finding::error(
                DiagnosticKind::NoPuzzles,
                list.span(),
                msg!("content-no-puzzles"),
            )
            .expected(msg!("content-expected-a-puzzle")),
        );
    }
    items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| read_puzzle(ctx, file, item, index + 1, game.as_ref(), &rules))
        .map(|puzzle| Puzzle { made_by, ..puzzle })
        .collect()
}

fn read_puzzle(
    ctx: &mut Ctx<'_>,
    file: &str,
    value: &Value<'_>,
    number: usize,
    file_game: Option<&Spanned<Game>>,
    file_rules: &RulesTable,
) -> Option<Puzzle> {
    let DeValue::Table(table) = value.get_ref() else {
        wrong_type(ctx, "puzzle", value, msg!("content-expected-puzzle-table"));
        return None;
    };
    let span = value.span();
    let fields = Fields::new(
        ctx,
        table,
        span.clone(),
        msg!("content-table-puzzle", number = number),
        &PUZZLE_KEYS,
    );
    let id = fields.required_string(ctx, "id", "\"jungle-endgame-01\"");
    if let Some(id) = &id {
        check_id(ctx, id);
    }
    let game = match fields.get("game") {
        Some(_) => fields.choice::<Game>(ctx, "game"),
        None => {
            if file_game.is_none() {
                fields.missing_with_note(
                    ctx,
                    "game",
                    "\"jungle\"",
                    msg!("content-note-game-here-or-top"),
                );
            }
            file_game.cloned()
        }
    };
    let rules = match fields.get("rules").and_then(|v| read_rules(ctx, v)) {
        Some(own) => file_rules.merged_with(&own),
        None => file_rules.clone(),
    };
    let position = read_position(ctx, &fields, game.as_ref().map(|g| *g.get_ref()));
    let goal = fields.required_choice::<PuzzleGoal>(ctx, "goal");
    let moves = read_moves(ctx, &fields, goal.as_ref());
    if let (Some(goal), Some(game)) = (&goal, &game)
        && *game.get_ref() == Game::Jungle
        && matches!(
            goal.get_ref(),
            PuzzleGoal::Vcf | PuzzleGoal::Vct | PuzzleGoal::ForbiddenTrap
        )
    {
        ctx.push(
            Finding::error(
                DiagnosticKind::WrongGame,
                goal.span(),
                msg!("content-goal-for-renju", goal = goal.get_ref().word()),
            )
            .expected(msg!("content-expected-jungle-goal")),
        );
    }
    let solution = read_solution(ctx, fields.get("solution"));
    let hints = read_hints(ctx, fields.get("hints"));
    let themes = fields.strings(ctx, "themes");
    let difficulty = match fields.integer(ctx, "difficulty") {
        Some(d) if (1..=5).contains(d.get_ref()) => u8::try_from(*d.get_ref()).ok(),
        Some(d) => {
            ctx.push(
                Finding::error(
                    DiagnosticKind::OutOfRange,
                    d.span(),
                    msg!("content-difficulty-out-of-range", difficulty = *d.get_ref()),
                )
                .expected(msg!("content-expected-difficulty")),
            );
            None
        }
        None => {
            if fields.get("difficulty").is_none() {
                let note = msg!("content-note-difficulty");
                fields.missing_with_note(ctx, "difficulty", "3", note);
            }
            None
        }
    };
    let title = match fields.get("title") {
        Some(v) => read_localized(ctx, "title", v),
        None => {
            fields.missing(ctx, "title", "{ en = \"…\", zh-CN = \"…\", zh-TW = \"…\" }");
            None
        }
    };
    let comment = fields
        .get("comment")
        .and_then(|v| read_localized(ctx, "comment", v));
    Some(Puzzle {
        file: file.to_owned(),
        id: id?,
        game: game?,
        rules,
        position: position?,
        goal: goal?,
        moves,
        solution,
        hints,
        themes,
        difficulty: difficulty?,
        title: title.unwrap_or_default(),
        comment,
        made_by: MadeBy::People,
        span,
    })
}

fn read_position(
    ctx: &mut Ctx<'_>,
    fields: &Fields<'_, '_>,
    game: Option<Game>,
) -> Option<PuzzlePosition> {
    let fen = fields.get("fen");
    let stones = ["black", "white", "to_move"]
        .into_iter()
        .find_map(|key| fields.get(key).map(|v| (key, v)));
    match game? {
        Game::Jungle => {
            if let Some((key, value)) = stones {
                ctx.push(
                    Finding::error(
                        DiagnosticKind::WrongGame,
                        value.span(),
                        msg!("content-stones-for-renju", key = key),
                    )
                    .expected(verbatim("`fen = \"…\"`")),
                );
            }
            let fen = fields.required_string(ctx, "fen", "\"7/7/7/7/7/7/7/7/7 w\"")?;
            Some(PuzzlePosition::Jungle { fen })
        }
        Game::Renju => {
            if let Some(fen) = fen {
                ctx.push(
                    Finding::error(
                        DiagnosticKind::WrongGame,
                        fen.span(),
                        msg!("content-fen-for-jungle"),
                    )
                    .expected(msg!("content-expected-stones")),
                );
            }
            if fields.get("black").is_none() {
                fields.missing(ctx, "black", "[\"h8\", \"i9\"]");
            }
            let list = |ctx: &mut Ctx<'_>, key: &str| {
                fields
                    .get(key)
                    .and_then(|v| string_list(ctx, key, v))
                    .unwrap_or_default()
            };
            Some(PuzzlePosition::Renju {
                stones: Stones {
                    black: list(ctx, "black"),
                    white: list(ctx, "white"),
                },
                to_move: fields.choice::<Stone>(ctx, "to_move"),
            })
        }
    }
}

fn read_moves(
    ctx: &mut Ctx<'_>,
    fields: &Fields<'_, '_>,
    goal: Option<&Spanned<PuzzleGoal>>,
) -> Option<Spanned<u32>> {
    let Some(moves) = fields.integer(ctx, "moves") else {
        if fields.get("moves").is_none() && goal.is_some_and(|g| *g.get_ref() == PuzzleGoal::WinIn)
        {
            let note = msg!("content-note-moves");
            fields.missing_with_note(ctx, "moves", "3", note);
        }
        return None;
    };
    if !(1..=MAX_MOVES).contains(moves.get_ref()) {
        ctx.push(
            Finding::error(
                DiagnosticKind::OutOfRange,
                moves.span(),
                msg!("content-moves-out-of-range", moves = *moves.get_ref()),
            )
            .expected(msg!("content-expected-moves", max = MAX_MOVES)),
        );
        return None;
    }
    let count = u32::try_from(*moves.get_ref()).ok()?;
    Some(Spanned::new(moves.span(), count))
}

/// Reads `solution`: one line (`["c3c7", "a7a6"]`) or several (`[["…"], ["…"]]`).
fn read_solution(ctx: &mut Ctx<'_>, value: Option<&Value<'_>>) -> Vec<Vec<Spanned<String>>> {
    let Some(value) = value else {
        return Vec::new();
    };
    let DeValue::Array(items) = value.get_ref() else {
        wrong_type(ctx, "solution", value, msg!("content-expected-solution"));
        return Vec::new();
    };
    let nested = items
        .iter()
        .any(|i| matches!(i.get_ref(), DeValue::Array(_)));
    if nested {
        items
            .iter()
            .filter_map(|line| string_list(ctx, "solution", line))
            .collect()
    } else {
        string_list(ctx, "solution", value)
            .into_iter()
            .filter(|line| !line.is_empty())
            .collect()
    }
}
