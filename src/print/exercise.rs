//! One exercise of a sheet, from a puzzle or a lesson step: its title and instruction in the
//! sheet's language, its board (turned by the sheet's symmetry), and its answer key — the
//! right moves drawn on the board and every accepted alternative listed, as the engine
//! decides them.

use super::diagram_jungle::JungleDiagram;
use super::diagram_renju::RenjuDiagram;
use super::mirror::Symmetry;
use crate::content::evaluate::read_jungle_position;
use crate::content::evaluate_renju::{read_renju_board, read_renju_point};
use crate::content::{Lesson, Puzzle, PuzzleGoal, PuzzlePosition, Step, StepKind, Stones};
use crate::i18n::{Localizer, Message};
use crate::rules::jungle::{Position, Square};
use crate::rules::renju::{Point, RenjuOptions, Stone};
use crate::solve::bounded::Budget;
use crate::tutor::answers::{StepAnswer, step_answer};
use crate::tutor::puzzle_session::jungle_session;
use crate::tutor::renju_puzzle::renju_session;
use serde_spanned::Spanned;

/// The most positions the solver may visit to work out one puzzle's key.
pub const KEY_NODES: u64 = 3_000_000;

/// A board drawing of either game.
#[derive(Debug, Clone, PartialEq)]
pub enum Board {
    /// A Jungle board.
    Jungle(JungleDiagram),
    /// A Renju board.
    Renju(RenjuDiagram),
}

impl Board {
    /// The board as a vector drawing.
    pub fn draw(&self, tr: &Localizer) -> super::scene::Scene {
        match self {
            Board::Jungle(d) => d.draw(tr),
            Board::Renju(d) => d.draw(),
        }
    }
}

/// An exercise ready to lay out.
#[derive(Debug, Clone, PartialEq)]
pub struct Exercise {
    /// The title (a puzzle's, or the lesson step's number).
    pub title: String,
    /// What to do, in the sheet's language.
    pub instruction: String,
    /// The board, if the exercise has one.
    pub board: Option<Board>,
    /// The key's board: the question's with the right moves drawn.
    pub key_board: Option<Board>,
    /// The key's text: the right moves, every accepted alternative, or the answer.
    pub key_lines: Vec<String>,
}

/// The stones of a Renju position, turned.
fn renju_stones(stones: &Stones, options: &RenjuOptions, turn: Symmetry) -> Vec<(Point, Stone)> {
    let Ok(board) = read_renju_board(stones, options) else {
        return Vec::new();
    };
    Point::all()
        .filter_map(|p| board.get(p).map(|s| (turn.point(p), s)))
        .collect()
}

fn jungle_board(position: &Position, turn: Symmetry) -> JungleDiagram {
    JungleDiagram {
        pieces: position
            .pieces()
            .into_iter()
            .map(|(square, piece)| (turn.square(square), piece))
            .collect(),
        ..JungleDiagram::default()
    }
}

fn join<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentence saying who moves and what to reach.
fn goal_sentence(tr: &Localizer, goal: PuzzleGoal, side: Message, moves: Option<u32>) -> String {
    let id = match goal {
        PuzzleGoal::WinIn => "print-goal-win-in",
        PuzzleGoal::Defend => "print-goal-defend",
        PuzzleGoal::Vcf => "print-goal-vcf",
        PuzzleGoal::Vct => "print-goal-vct",
        PuzzleGoal::ForbiddenTrap => "print-goal-forbidden-trap",
    };
    let message = Message::new(id)
        .message("side", side)
        .number("moves", i64::from(moves.unwrap_or(0)));
    tr.render(&message)
}

/// A puzzle as an exercise; its key comes from the solver (right first moves) and the
/// author's first line (drawn).
pub fn puzzle_exercise(puzzle: &Puzzle, tr: &Localizer, turn: Symmetry) -> Exercise {
    let locale = tr.locale();
    let title = puzzle.title.get(locale).to_string();
    let moves = puzzle.moves.as_ref().map(|m| *m.get_ref());
    let goal = *puzzle.goal.get_ref();
    let budget = Budget {
        max_nodes: KEY_NODES,
        cancel: None,
    };
    let mut key_lines = Vec::new();
    let (instruction, board, key_board) = match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            let Ok(position) = read_jungle_position(fen) else {
                return unreadable(tr, title);
            };
            let side = crate::i18n::jungle::side(position.side_to_move());
            let instruction = goal_sentence(tr, goal, side, moves);
            let question = jungle_board(&position, turn);
            let mut key = question.clone();
            if let Ok(mut session) = jungle_session(puzzle, budget) {
                let right: Vec<_> = session
                    .right_first_moves()
                    .into_iter()
                    .map(|m| turn.jungle_move(m))
                    .collect();
                let line: Vec<_> = session
                    .first_line()
                    .into_iter()
                    .map(|m| turn.jungle_move(m))
                    .collect();
                key.arrows = line.iter().map(|m| (m.from, m.to)).collect();
                push_right_moves(tr, &mut key_lines, &join(&right), &join(&line));
            }
            (instruction, Board::Jungle(question), Board::Jungle(key))
        }
        PuzzlePosition::Renju { stones, to_move } => {
            let options = puzzle.rules.renju_options().unwrap_or_default();
            let side = stones.side_to_move(to_move.as_ref());
            let stone = crate::content::evaluate_renju::stone(side);
            let instruction = goal_sentence(tr, goal, crate::i18n::renju::stone_name(stone), moves);
            let question = RenjuDiagram {
                stones: renju_stones(stones, &options, turn),
                ..RenjuDiagram::default()
            };
            let mut key = question.clone();
            if let Ok(mut session) = renju_session(puzzle, budget) {
                let right: Vec<Point> = session
                    .right_first_moves()
                    .into_iter()
                    .map(|p| turn.point(p))
                    .collect();
                let line: Vec<Point> = session
                    .first_line()
                    .into_iter()
                    .map(|p| turn.point(p))
                    .collect();
                key.marks = right
                    .iter()
                    .copied()
                    .filter(|p| line.first() != Some(p))
                    .collect();
                key.line = line.clone();
                key.line_first = Some(stone);
                push_right_moves(tr, &mut key_lines, &join(&right), &join(&line));
            }
            (instruction, Board::Renju(question), Board::Renju(key))
        }
    };
    if key_lines.is_empty() {
        key_lines.push(tr.text("print-key-undecided"));
    }
    Exercise {
        title,
        instruction,
        board: Some(board),
        key_board: Some(key_board),
        key_lines,
    }
}

fn push_right_moves(tr: &Localizer, lines: &mut Vec<String>, right: &str, line: &str) {
    if !right.is_empty() {
        lines.push(tr.render(&Message::new("print-key-right-moves").text("moves", right)));
    }
    if !line.is_empty() {
        lines.push(tr.render(&Message::new("print-key-line").text("line", line)));
    }
}

fn unreadable(tr: &Localizer, title: String) -> Exercise {
    Exercise {
        title,
        instruction: tr.text("print-exercise-unreadable"),
        board: None,
        key_board: None,
        key_lines: vec![tr.text("print-key-undecided")],
    }
}

/// The board a step shows, if any, turned; with its highlighted squares or points.
fn step_board(step: &Step, lesson: &Lesson, turn: Symmetry) -> Option<Board> {
    let jungle = |fen: &Spanned<String>, highlight: &[Spanned<String>]| {
        let position = read_jungle_position(fen).ok()?;
        let mut board = jungle_board(&position, turn);
        board.highlight = highlight
            .iter()
            .filter_map(|s| Square::parse(s.get_ref()).ok())
            .map(|s| turn.square(s))
            .collect();
        Some(Board::Jungle(board))
    };
    let renju = |stones: &Stones, highlight: &[Spanned<String>]| {
        let options = lesson.rules_for(step).renju_options().unwrap_or_default();
        Some(Board::Renju(RenjuDiagram {
            stones: renju_stones(stones, &options, turn),
            highlight: highlight
                .iter()
                .filter_map(|p| read_renju_point(p).ok())
                .map(|p| turn.point(p))
                .collect(),
            ..RenjuDiagram::default()
        }))
    };
    match &step.kind {
        StepKind::Info {
            fen: Some(fen),
            highlight,
            ..
        } => jungle(fen, highlight),
        StepKind::Info {
            stones: Some(stones),
            highlight,
            ..
        } => renju(stones, highlight),
        StepKind::CanCapture {
            fen: Some(fen),
            attacker,
            defender,
            ..
        } => jungle(fen, &[attacker.clone(), defender.clone()]),
        StepKind::JungleMove { fen, .. } | StepKind::FindAll { fen, .. } => jungle(fen, &[]),
        StepKind::ForbiddenDrill { stones, point, .. } => renju(stones, point.as_slice()),
        StepKind::RenjuMove { stones, .. } => renju(stones, &[]),
        _ => None,
    }
}

/// A lesson step as an exercise (`number` counts from 1); its key is the engine's answer.
pub fn step_exercise(
    lesson: &Lesson,
    step: &Step,
    number: usize,
    tr: &Localizer,
    turn: Symmetry,
) -> Exercise {
    let locale = tr.locale();
    let game = *lesson.game.get_ref();
    let turn_text = |text: &str| match game {
        crate::content::Game::Jungle => turn.jungle_text(text),
        crate::content::Game::Renju => turn.renju_text(text),
    };
    let title = tr.render(
        &Message::new("print-step-title")
            .number("number", number as i64)
            .text("lesson", lesson.title.get(locale)),
    );
    let instruction = turn_text(step.text.get(locale));
    let board = step_board(step, lesson, turn);
    let mut key_board = board.clone();
    let answer = step_answer(step, &lesson.rules_for(step));
    let key_lines = match &answer {
        Some(answer) => answer_lines(tr, answer, turn, &mut key_board),
        None => vec![tr.text("print-key-read-only")],
    };
    Exercise {
        title,
        instruction,
        board,
        key_board,
        key_lines,
    }
}

/// The key's text of a step's answer, with the answer drawn on `board`.
fn answer_lines(
    tr: &Localizer,
    answer: &StepAnswer,
    turn: Symmetry,
    board: &mut Option<Board>,
) -> Vec<String> {
    let say = |id: &str, name: &str, value: String| tr.render(&Message::new(id).text(name, value));
    match (answer, board.as_mut()) {
        (StepAnswer::JungleMoves(moves), b) => {
            let moves: Vec<_> = moves.iter().map(|m| turn.jungle_move(*m)).collect();
            if let (Some(Board::Jungle(d)), Some(first)) = (b, moves.first()) {
                d.arrows = vec![(first.from, first.to)];
            }
            vec![say("print-key-right-moves", "moves", join(&moves))]
        }
        (StepAnswer::JungleSquares(squares), b) => {
            let squares: Vec<_> = squares.iter().map(|s| turn.square(*s)).collect();
            if let Some(Board::Jungle(d)) = b {
                d.marks = squares.clone();
            }
            vec![say("print-key-mark", "squares", join(&squares))]
        }
        (StepAnswer::RenjuPoints(points) | StepAnswer::ForbiddenPoints(points), b) => {
            let points: Vec<_> = points.iter().map(|p| turn.point(*p)).collect();
            if let Some(Board::Renju(d)) = b {
                d.marks = points.clone();
            }
            let id = if matches!(answer, StepAnswer::ForbiddenPoints(_)) {
                "print-key-mark"
            } else {
                "print-key-right-moves"
            };
            let name = if id == "print-key-mark" {
                "squares"
            } else {
                "moves"
            };
            vec![say(id, name, join(&points))]
        }
        (StepAnswer::ForbiddenKind(kind), _) => vec![match kind {
            Some(kind) => tr.render(&crate::i18n::renju::forbidden_kind_name(*kind)),
            None => tr.text("print-key-not-forbidden"),
        }],
        (StepAnswer::YesNo(yes), _) => {
            vec![tr.text(if *yes {
                "print-key-yes"
            } else {
                "print-key-no"
            })]
        }
        (StepAnswer::Order(animals), _) => {
            let names: Vec<String> = animals
                .iter()
                .map(|a| tr.render(&crate::i18n::jungle::animal(*a)))
                .collect();
            vec![names.join(" > ")]
        }
        (StepAnswer::Placement(targets), _) => {
            let names: Vec<String> = targets
                .iter()
                .map(|(_, animal, square)| {
                    format!(
                        "{} {}",
                        tr.render(&crate::i18n::jungle::animal(*animal)),
                        turn.square(*square)
                    )
                })
                .collect();
            vec![names.join(", ")]
        }
    }
}
