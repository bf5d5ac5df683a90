//! The game-specific checks of lessons and puzzles, done by the rules engines: rule tables read
//! with the engines' own option types, positions and moves parsed and validated, every stored
//! answer compared with the engine's (see `evaluate`), solution lines replayed.
//!
//! Messages are Fluent messages (`content-…`), with the engines' typed reasons nested in as
//! their own messages; the `kind` of each finding is the stable, machine-readable part.

mod block_three;
mod idea_claims;
mod jungle_puzzle;
mod jungle_steps;
mod keeps_win_jungle;
mod keeps_win_renju;
mod renju_puzzle;
mod renju_steps;

use super::diagnostic::{DiagnosticKind, Finding};
use super::evaluate::{read_jungle_position, read_jungle_square};
use super::evaluate_renju::{read_renju_board, read_renju_point};
use super::lesson::Lesson;
use super::message::{game_name, verbatim};
use super::proof_run::ProofRun;
use super::puzzle::{Puzzle, PuzzlePosition};
use super::rules_table::RulesTable;
use super::step::{Step, StepKind, Stones};
use super::words::Game;
use crate::i18n::Message;
use crate::msg;
use crate::rules::jungle::{RuleOptions, Square};
use crate::rules::renju::RenjuOptions;
use jungle_puzzle::check_jungle_puzzle;
use jungle_steps::{
    FindAllStep, JungleMoveStep, check_animals, check_can_capture, check_find_all,
    check_food_chain, check_jungle_move,
};
use renju_puzzle::check_renju_puzzle;
use renju_steps::{ForbiddenStep, check_forbidden_step, check_renju_move};
use serde_spanned::Spanned;
use std::ops::Range;

/// The engine options of a step, for its game; `None` when the rules could not be read.
#[derive(Debug, Clone, Copy, Default)]
struct EngineOptions {
    jungle: Option<RuleOptions>,
    renju: Option<RenjuOptions>,
    /// Whether the solvers prove what move steps claim (keeps the win, holds).
    prove: bool,
}

impl EngineOptions {
    fn read(game: Game, rules: &RulesTable) -> Self {
        match game {
            Game::Jungle => EngineOptions {
                jungle: rules.jungle_options().ok(),
                renju: None,
                prove: false,
            },
            Game::Renju => EngineOptions {
                jungle: None,
                renju: rules.renju_options().ok(),
                prove: false,
            },
        }
    }
}

/// Checks everything game-specific in a lesson: its rules and every step's data; with `prove`,
/// the solvers also prove what each move step claims (`keeps_win_renju`, `keeps_win_jungle`).
pub fn check_lesson(lesson: &Lesson, prove: bool) -> Vec<Finding> {
    let game = *lesson.game.get_ref();
    let mut findings = check_rules(game, &lesson.rules);
    let lesson_rules_ok = findings.is_empty();
    for step in &lesson.steps {
        let mut rules_ok = lesson_rules_ok;
        if let Some(own) = &step.rules {
            let own_findings = check_rules(game, own);
            rules_ok &= own_findings.is_empty();
            findings.extend(own_findings);
        }
        let rules = lesson.rules_for(step);
        // With broken rules the engine cannot say what is right; the rules error says enough.
        let mut options = if rules_ok {
            EngineOptions::read(game, &rules)
        } else {
            EngineOptions::default()
        };
        options.prove = prove;
        findings.extend(check_step(game, step, &options));
    }
    findings.extend(super::meaning_check::check_lesson_meaning(lesson));
    findings
}

/// Checks everything game-specific in a puzzle: rules, position, solution lines, and (when
/// `prove`) the solver's proof of its goal, within `run`'s budget (once that is spent, an
/// error says the puzzle was not checked).
pub fn check_puzzle(puzzle: &Puzzle, prove: bool, run: &mut ProofRun) -> Vec<Finding> {
    let game = *puzzle.game.get_ref();
    let mut findings = check_rules(game, &puzzle.rules);
    let prove = prove
        && match run.spent(puzzle.goal.span()) {
            Some(unchecked) => {
                findings.push(unchecked);
                false
            }
            None => true,
        };
    match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            let options = if findings.is_empty() {
                puzzle.rules.jungle_options().ok()
            } else {
                None
            };
            findings.extend(check_jungle_puzzle(puzzle, fen, options, prove, run));
        }
        PuzzlePosition::Renju { stones, to_move } => {
            let options = if findings.is_empty() {
                puzzle.rules.renju_options().ok()
            } else {
                None
            };
            findings.extend(check_renju_puzzle(
                puzzle,
                stones,
                to_move.as_ref(),
                options,
                prove,
                run,
            ));
        }
    }
    findings.extend(super::meaning_check::check_puzzle_meaning(puzzle, prove));
    findings
}

/// Checks a rule option table with the game's engine option type.
pub fn check_rules(game: Game, rules: &RulesTable) -> Vec<Finding> {
    match game {
        Game::Jungle => rules.jungle_options().err().into_iter().collect(),
        Game::Renju => rules.renju_options().err().into_iter().collect(),
    }
}

/// Collects the error of a read into `findings`, keeping the value when it read.
fn read<T>(findings: &mut Vec<Finding>, result: Result<T, Finding>) -> Option<T> {
    result.map_err(|finding| findings.push(finding)).ok()
}

/// Checks one step's game data; the engine options are `None` when the rules could not be read.
fn check_step(game: Game, step: &Step, engine: &EngineOptions) -> Vec<Finding> {
    let options = engine.jungle.as_ref();
    let mut findings = Vec::new();
    match &step.kind {
        StepKind::Info {
            fen,
            stones,
            highlight,
        } => check_info(
            &mut findings,
            game,
            fen.as_ref(),
            stones.as_ref(),
            highlight,
            engine,
        ),
        StepKind::FoodChainOrder { animals } => check_food_chain(&mut findings, animals),
        StepKind::CanCapture {
            attacker,
            defender,
            fen,
            answer,
        } => check_can_capture(
            &mut findings,
            attacker,
            defender,
            fen.as_ref(),
            answer.as_ref(),
            options,
        ),
        StepKind::PlacePieces { animals, .. } => {
            check_animals(&mut findings, animals);
        }
        StepKind::JungleMove {
            fen,
            goal,
            piece,
            target,
            answer,
        } => check_jungle_move(
            &mut findings,
            JungleMoveStep {
                fen,
                goal,
                piece: piece.as_ref(),
                target: target.as_ref(),
                answer: answer.as_ref(),
            },
            options,
            engine.prove,
        ),
        StepKind::FindAll {
            fen,
            property,
            square,
            answer,
        } => check_find_all(
            &mut findings,
            step,
            FindAllStep {
                fen,
                property,
                square: square.as_ref(),
                answer: answer.as_deref(),
            },
            options,
        ),
        StepKind::ForbiddenDrill {
            stones,
            to_move,
            mode,
            point,
            answer,
        } => check_forbidden_step(
            &mut findings,
            step,
            ForbiddenStep {
                stones,
                to_move: to_move.as_ref(),
                mode,
                point: point.as_ref(),
                answer: answer.as_ref(),
            },
            engine.renju,
        ),
        StepKind::RenjuMove {
            stones,
            to_move,
            goal,
            answer,
        } => check_renju_move(
            &mut findings,
            stones,
            to_move.as_ref(),
            goal,
            answer.as_ref(),
            engine.renju,
            engine.prove,
        ),
    }
    findings
}

/// Checks an `info` step's optional board: a position of the lesson's game, places on it.
fn check_info(
    findings: &mut Vec<Finding>,
    game: Game,
    fen: Option<&Spanned<String>>,
    stones: Option<&Stones>,
    highlight: &[Spanned<String>],
    engine: &EngineOptions,
) {
    if let Some(fen) = fen {
        if game == Game::Renju {
            findings.push(wrong_game(fen.span(), verbatim("`fen`"), game));
        } else {
            read(findings, read_jungle_position(fen));
        }
    }
    if let Some(stones) = stones {
        match (game, stones.black.first().or(stones.white.first())) {
            (Game::Jungle, Some(first)) => {
                let what = msg!("content-what-stones");
                findings.push(wrong_game(first.span(), what, game));
            }
            _ => {
                let options = engine.renju.unwrap_or_default();
                if let Err(bad) = read_renju_board(stones, &options) {
                    findings.extend(bad);
                }
            }
        }
    }
    for place in highlight {
        match game {
            Game::Jungle => {
                read(findings, read_jungle_square(place));
            }
            Game::Renju => {
                read(findings, read_renju_point(place));
            }
        }
    }
}

/// The span from a list's first item to its last.
fn list_span(items: &[Spanned<String>]) -> Option<Range<usize>> {
    Some(items.first()?.span().start..items.last()?.span().end)
}

fn no_piece(span: Range<usize>, square: Square) -> Finding {
    Finding::error(
        DiagnosticKind::NoPiece,
        span,
        msg!("content-no-animal-on", square = square.to_string()),
    )
    .expected(msg!("content-expected-animal-square"))
}

fn wrong_game(span: Range<usize>, what: Message, game: Game) -> Finding {
    Finding::error(
        DiagnosticKind::WrongGame,
        span,
        msg!(
            "content-not-in-this-game",
            what = what,
            game = game_name(game)
        ),
    )
    .expected(match game {
        Game::Jungle => msg!("content-expected-jungle-board"),
        Game::Renju => msg!("content-expected-renju-board"),
    })
}

/// What a list holds, for "listed twice".
#[derive(Debug, Clone, Copy)]
enum Listed {
    Animal,
    Square,
}

fn check_distinct(items: &[Spanned<String>], what: Listed) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (index, item) in items.iter().enumerate() {
        if items[..index]
            .iter()
            .any(|earlier| earlier.get_ref() == item.get_ref())
        {
            let (message, expected) = match what {
                Listed::Animal => (
                    msg!("content-animal-listed-twice", name = item.get_ref()),
                    msg!("content-expected-each-animal-once"),
                ),
                Listed::Square => (
                    msg!("content-square-listed-twice", square = item.get_ref()),
                    msg!("content-expected-each-square-once"),
                ),
            };
            findings.push(
                Finding::error(DiagnosticKind::DuplicatePlacement, item.span(), message)
                    .expected(expected),
            );
        }
    }
    findings
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
    fn renju_points_are_read_by_the_engine() {
        assert!(read_renju_point(&text("O15")).is_ok());
        assert_eq!(
            read_renju_point(&text("o16")).map_err(|f| f.kind),
            Err(DiagnosticKind::BadPoint)
        );
    }

    #[test]
    fn rule_options_are_read_by_the_engine() {
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
            kinds(&check_rules(Game::Jungle, &rules("preset", s("clasroom")))),
            ["bad-value"]
        );
        assert_eq!(
            kinds(&check_rules(Game::Renju, &rules("preset", s("classroom")))),
            ["unknown-key"]
        );
        assert_eq!(
            kinds(&check_rules(Game::Jungle, &rules("rule_7_3", s("yes")))),
            ["wrong-type"]
        );
        let negative = check_rules(
            Game::Jungle,
            &rules("no_capture_draw_rounds", toml::Value::Integer(-1)),
        );
        assert_eq!(negative.len(), 1);
        assert_eq!(negative[0].span, 2..3, "at the value");
    }
}
