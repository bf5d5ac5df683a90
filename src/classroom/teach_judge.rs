//! The teach board's referee: what a question asks and which answers are right, from the same
//! engines and goal checks the app uses (`rules`, `tutor::lesson::judge`, the puzzles' checked
//! solutions, the solvers), and the verdict on each answer.
//!
//! What "right" means, by where the board comes from:
//! - **a lesson step**: the step's goal accepts the answer (`tutor::lesson::judge`, as the lesson
//!   player judges it; every legal move or point is tried once when the question is asked);
//! - **a puzzle**: a first move of one of its solution lines (checked by `qi-classroom check`);
//! - **a board set up by hand**: Jungle, a first move of a forced win within 7 plies when the
//!   side to move has one; Renju, a five at once, else a first move of a win by fours (VCF).
//!   When there is no such win, nothing is "right" and every allowed answer is "legal".
//!
//! "Illegal" answers carry the engine's kebab-case reason (`into-water`, `occupied`,
//! `forbidden-point` …); an answer of the wrong shape is refused, never counted.

use super::teach::{AnswerValue, AnswerVerdict, Ask, BoardPosition, TeachGame, TeachRule, ToMove};
use crate::content::Library;
use crate::content::evaluate_renju::{RenjuMiss, RenjuTask};
use crate::content::lesson::Lesson;
use crate::content::puzzle::{Puzzle, PuzzlePosition};
use crate::content::step::{Step, StepKind, Stones};
use crate::content::words::{DrillMode, Game, RenjuGoal, Stone as StoneWord};
use crate::rules::jungle::{Move, Position, RuleOptions, Square};
use crate::rules::renju::{Board, Direction, Point, RenjuOptions, RuleSet, Stone};
use crate::solve::bounded::{Budget, Verdict as SolveVerdict};
use crate::tutor::lesson::{Action, Verdict, Why, judge};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeSet;

/// Plies searched for a forced win on a hand-set Jungle board.
pub const HAND_SET_PLIES: u32 = 7;
/// Positions the search of a hand-set Jungle board may visit.
pub const HAND_SET_NODES: u64 = 2_000_000;

/// What shape of answer a question takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Expects {
    /// A Jungle move, `g3g4`.
    Move,
    /// A Renju point, `h8`.
    Point,
    /// Marked Jungle squares, `["c3","d4"]`.
    Squares,
    /// Marked Renju points.
    Points,
}

/// A question as the server keeps it: the ask (its board normalised), the answer shape and the
/// right answers, worked out once when it is asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The ask, with the board written the engine's way (`g3g4`, sorted points).
    pub ask: Ask,
    /// The answer's shape.
    pub expects: Expects,
    /// Every right answer.
    pub right: Vec<AnswerValue>,
}

/// Why an ask or an answer is refused (sent as the kebab-case reason).
pub type Refusal = &'static str;

/// The rules a question is judged under.
pub(crate) enum Rules {
    Jungle(RuleOptions),
    Renju(RenjuOptions),
}

/// Works out a question from the teacher's ask: checks the board, finds the source, and the
/// right answers. May search for a while (a hand-set board): call it off the async threads.
pub fn prepare(ask: &Ask, library: &Library) -> Result<Question, Refusal> {
    let mut ask = ask.clone();
    ask.position = normalise(ask.game, &ask.position)?;
    let (expects, right) = match (&ask.lesson, ask.step, &ask.puzzle) {
        (Some(lesson), Some(step), None) => {
            let (lesson, step) = find_step(library, lesson, step)?;
            from_step(&ask, lesson, step)?
        }
        (None, None, Some(puzzle)) => {
            let puzzle = find_puzzle(library, puzzle)?;
            from_puzzle(&ask, puzzle)?
        }
        (None, None, None) => hand_set(&ask)?,
        _ => return Err("unclear-source"),
    };
    Ok(Question {
        ask,
        expects,
        right,
    })
}

/// The verdict on an answer to `question`: the answer written the engine's way, right / legal /
/// illegal, and the engine's reason when illegal; a refusal when it is not an answer at all.
pub fn judge_answer(
    question: &Question,
    answer: &Value,
    library: &Library,
) -> Result<(AnswerValue, AnswerVerdict, Option<String>), Refusal> {
    let answer = read_answer(question.expects, answer)?;
    if question.right.contains(&answer) {
        return Ok((answer, AnswerVerdict::Right, None));
    }
    let reason = match (&answer, rules_of(&question.ask, library)?) {
        (AnswerValue::One(text), Rules::Jungle(options)) => {
            let BoardPosition::Jungle { fen } = &question.ask.position else {
                return Err("not-a-move");
            };
            let position = Position::from_fen(fen).map_err(|_| "position-not-legal")?;
            let mv = Move::parse(text).map_err(|_| "not-a-move")?;
            position
                .check_move(&options, mv)
                .err()
                .map(|refusal| refusal.name().to_owned())
        }
        (AnswerValue::One(text), Rules::Renju(options)) => {
            let point: Point = text.parse().map_err(|_| "not-a-point")?;
            let task = renju_task(&question.ask.position, options)?;
            match task.legal(point) {
                Ok(()) => None,
                Err(RenjuMiss::Occupied { .. }) => Some("occupied".to_owned()),
                Err(RenjuMiss::Forbidden(_)) => Some("forbidden-point".to_owned()),
                Err(RenjuMiss::MissesGoal { .. }) => None,
            }
        }
        // Marks are squares of the board (checked when read): a wrong set is not illegal.
        (AnswerValue::Many(_), _) => None,
    };
    Ok(match reason {
        Some(reason) => (answer, AnswerVerdict::Illegal, Some(reason)),
        None => (answer, AnswerVerdict::Legal, None),
    })
}

/// Reads an answer of the expected shape, written the engine's way (marks sorted, once each).
pub fn read_answer(expects: Expects, answer: &Value) -> Result<AnswerValue, Refusal> {
    match (expects, answer) {
        (Expects::Move, Value::String(text)) => Move::parse(text.trim())
            .map(|mv| AnswerValue::One(mv.to_string()))
            .map_err(|_| "not-a-move"),
        (Expects::Point, Value::String(text)) => text
            .trim()
            .parse::<Point>()
            .map(|point| AnswerValue::One(point.to_string()))
            .map_err(|_| "not-a-point"),
        (Expects::Squares | Expects::Points, Value::Array(items)) => {
            if items.len() > super::teach::MAX_MARKS {
                return Err("too-many-marks");
            }
            let mut marks = BTreeSet::new();
            for item in items {
                let Value::String(text) = item else {
                    return Err("not-marks");
                };
                let mark = if expects == Expects::Squares {
                    text.trim()
                        .parse::<Square>()
                        .map(|s| s.to_string())
                        .map_err(|_| "not-marks")?
                } else {
                    text.trim()
                        .parse::<Point>()
                        .map(|p| p.to_string())
                        .map_err(|_| "not-marks")?
                };
                marks.insert(mark);
            }
            Ok(AnswerValue::Many(marks.into_iter().collect()))
        }
        (Expects::Move, _) => Err("not-a-move"),
        (Expects::Point, _) => Err("not-a-point"),
        (Expects::Squares | Expects::Points, _) => Err("not-marks"),
    }
}

/// The board written the engine's way; a board that is not legal is refused.
fn normalise(game: TeachGame, position: &BoardPosition) -> Result<BoardPosition, Refusal> {
    match (game, position) {
        (TeachGame::Jungle, BoardPosition::Jungle { fen }) => {
            if fen.len() > 200 {
                return Err("position-not-legal");
            }
            let position = Position::from_fen(fen).map_err(|_| "position-not-legal")?;
            Ok(BoardPosition::Jungle {
                fen: position.to_fen(),
            })
        }
        (
            TeachGame::Renju,
            BoardPosition::Renju {
                black,
                white,
                to_move,
                rule,
            },
        ) => {
            if black.len() + white.len() > 225 {
                return Err("position-not-legal");
            }
            let read = |points: &[String]| -> Result<Vec<Point>, Refusal> {
                points
                    .iter()
                    .map(|p| p.trim().parse::<Point>().map_err(|_| "position-not-legal"))
                    .collect()
            };
            let (mut b, mut w) = (read(black)?, read(white)?);
            Board::from_stones(&b, &w).map_err(|_| "position-not-legal")?;
            b.sort();
            w.sort();
            let to_move = to_move.unwrap_or(if b.len() == w.len() {
                ToMove::Black
            } else {
                ToMove::White
            });
            Ok(BoardPosition::Renju {
                black: b.iter().map(ToString::to_string).collect(),
                white: w.iter().map(ToString::to_string).collect(),
                to_move: Some(to_move),
                rule: Some(rule.unwrap_or_default()),
            })
        }
        _ => Err("position-not-of-the-game"),
    }
}

/// Every board a teacher can open to the class from `library`: each lesson step asked on a
/// board (a move, a point, marks) and each puzzle, as an ask without its id (made when sent).
pub fn board_asks(library: &Library) -> Vec<Ask> {
    let mut asks = Vec::new();
    for lesson in &library.lessons {
        for (index, step) in lesson.steps.iter().enumerate() {
            let Some((fen, stones)) = step_board(step) else {
                continue;
            };
            if let Ok((game, position)) = source_board(*lesson.game.get_ref(), fen, stones) {
                asks.push(Ask {
                    id: String::new(),
                    game,
                    position,
                    lesson: Some(lesson.id.get_ref().clone()),
                    step: u32::try_from(index + 1).ok(),
                    puzzle: None,
                });
            }
        }
    }
    for puzzle in &library.puzzles {
        let game = *puzzle.game.get_ref();
        let board = match &puzzle.position {
            PuzzlePosition::Jungle { fen } => source_board(game, Some(fen.get_ref()), None),
            PuzzlePosition::Renju { stones, to_move } => source_board(
                game,
                None,
                Some((stones, stones.side_to_move(to_move.as_ref()))),
            ),
        };
        if let Ok((game, position)) = board {
            asks.push(Ask {
                id: String::new(),
                game,
                position,
                lesson: None,
                step: None,
                puzzle: Some(puzzle.id.get_ref().clone()),
            });
        }
    }
    asks
}

/// A source's board as written: a Jungle FEN, or Renju stones with the side to move.
type SourceBoard<'a> = (Option<&'a str>, Option<(&'a Stones, StoneWord)>);

/// The board of a step that is asked on a board: its FEN, or its stones and side to move.
fn step_board(step: &Step) -> Option<SourceBoard<'_>> {
    match &step.kind {
        StepKind::JungleMove { fen, .. } | StepKind::FindAll { fen, .. } => {
            Some((Some(fen.get_ref().as_str()), None))
        }
        StepKind::RenjuMove {
            stones, to_move, ..
        } => Some((None, Some((stones, stones.side_to_move(to_move.as_ref()))))),
        StepKind::ForbiddenDrill {
            stones,
            mode,
            to_move,
            ..
        } => match mode.get_ref() {
            DrillMode::MarkAll => Some((
                None,
                Some((
                    stones,
                    to_move.as_ref().map_or(StoneWord::Black, |s| *s.get_ref()),
                )),
            )),
            DrillMode::WinAvoidingForbidden => Some((None, Some((stones, StoneWord::Black)))),
            DrillMode::IsForbidden => None,
        },
        _ => None,
    }
}

fn find_step<'a>(
    library: &'a Library,
    id: &str,
    step: u32,
) -> Result<(&'a Lesson, &'a Step), Refusal> {
    let lesson = library
        .lessons
        .iter()
        .find(|l| l.id.get_ref() == id)
        .ok_or("unknown-lesson")?;
    let index = usize::try_from(step).unwrap_or(usize::MAX);
    let step = index
        .checked_sub(1)
        .and_then(|i| lesson.steps.get(i))
        .ok_or("step-out-of-range")?;
    Ok((lesson, step))
}

fn find_puzzle<'a>(library: &'a Library, id: &str) -> Result<&'a Puzzle, Refusal> {
    library
        .puzzles
        .iter()
        .find(|p| p.id.get_ref() == id)
        .ok_or("unknown-puzzle")
}

/// The rules of the question's source, or the defaults of a hand-set board.
pub(crate) fn rules_of(ask: &Ask, library: &Library) -> Result<Rules, Refusal> {
    let table = match (&ask.lesson, ask.step, &ask.puzzle) {
        (Some(lesson), Some(step), None) => {
            let (lesson, step) = find_step(library, lesson, step)?;
            Some(lesson.rules_for(step))
        }
        (None, None, Some(puzzle)) => Some(find_puzzle(library, puzzle)?.rules.clone()),
        _ => None,
    };
    Ok(match (ask.game, table) {
        (TeachGame::Jungle, Some(table)) => {
            Rules::Jungle(table.jungle_options().map_err(|_| "unusable-source")?)
        }
        (TeachGame::Jungle, None) => Rules::Jungle(RuleOptions::default()),
        (TeachGame::Renju, Some(table)) => {
            Rules::Renju(table.renju_options().map_err(|_| "unusable-source")?)
        }
        (TeachGame::Renju, None) => {
            let rule_set = match &ask.position {
                BoardPosition::Renju {
                    rule: Some(TeachRule::Freestyle),
                    ..
                } => RuleSet::Freestyle,
                _ => RuleSet::Renju,
            };
            Rules::Renju(RenjuOptions {
                rule_set,
                ..RenjuOptions::default()
            })
        }
    })
}

pub(crate) fn renju_task(
    position: &BoardPosition,
    options: RenjuOptions,
) -> Result<RenjuTask, Refusal> {
    let BoardPosition::Renju {
        black,
        white,
        to_move,
        ..
    } = position
    else {
        return Err("position-not-of-the-game");
    };
    let read = |points: &[String]| -> Vec<Point> {
        points.iter().filter_map(|p| p.parse().ok()).collect()
    };
    let board = Board::from_stones(&read(black), &read(white)).map_err(|_| "position-not-legal")?;
    Ok(RenjuTask {
        board,
        options,
        to_move: match to_move {
            Some(ToMove::White) => Stone::White,
            _ => Stone::Black,
        },
    })
}

/// The board of a step or puzzle, as a teacher's screen would send it.
fn source_board(
    game: Game,
    fen: Option<&str>,
    stones: Option<(&Stones, StoneWord)>,
) -> Result<(TeachGame, BoardPosition), Refusal> {
    match (game, fen, stones) {
        (Game::Jungle, Some(fen), _) => Ok((
            TeachGame::Jungle,
            normalise(
                TeachGame::Jungle,
                &BoardPosition::Jungle { fen: fen.into() },
            )?,
        )),
        (Game::Renju, _, Some((stones, side))) => {
            let list = |s: &[serde_spanned::Spanned<String>]| {
                s.iter().map(|p| p.get_ref().clone()).collect::<Vec<_>>()
            };
            let position = BoardPosition::Renju {
                black: list(&stones.black),
                white: list(&stones.white),
                to_move: Some(match side {
                    StoneWord::Black => ToMove::Black,
                    StoneWord::White => ToMove::White,
                }),
                rule: None,
            };
            Ok((TeachGame::Renju, normalise(TeachGame::Renju, &position)?))
        }
        _ => Err("step-has-no-board-question"),
    }
}

/// The board sent must be the source's (the rule of a Renju board comes from the source).
fn same_board(sent: &BoardPosition, source: &BoardPosition) -> bool {
    match (sent, source) {
        (
            BoardPosition::Renju {
                black,
                white,
                to_move,
                ..
            },
            BoardPosition::Renju {
                black: b,
                white: w,
                to_move: t,
                ..
            },
        ) => black == b && white == w && to_move == t,
        _ => sent == source,
    }
}

fn from_step(
    ask: &Ask,
    lesson: &Lesson,
    step: &Step,
) -> Result<(Expects, Vec<AnswerValue>), Refusal> {
    let rules = lesson.rules_for(step);
    let (expects, fen, stones) = match &step.kind {
        StepKind::JungleMove { fen, .. } => (Expects::Move, Some(fen.get_ref().as_str()), None),
        StepKind::FindAll { fen, .. } => (Expects::Squares, Some(fen.get_ref().as_str()), None),
        StepKind::RenjuMove {
            stones, to_move, ..
        } => (
            Expects::Point,
            None,
            Some((stones, stones.side_to_move(to_move.as_ref()))),
        ),
        StepKind::ForbiddenDrill {
            stones,
            mode,
            to_move,
            ..
        } => {
            let side = to_move.as_ref().map_or(StoneWord::Black, |s| *s.get_ref());
            match mode.get_ref() {
                DrillMode::MarkAll => (Expects::Points, None, Some((stones, side))),
                DrillMode::WinAvoidingForbidden => {
                    (Expects::Point, None, Some((stones, StoneWord::Black)))
                }
                DrillMode::IsForbidden => return Err("step-has-no-board-question"),
            }
        }
        _ => return Err("step-has-no-board-question"),
    };
    let game = *lesson.game.get_ref();
    let (source_game, board) = source_board(game, fen, stones)?;
    if source_game != ask.game || !same_board(&ask.position, &board) {
        return Err("position-differs-from-source");
    }
    let accepts = |action: &Action| {
        matches!(
            judge(step, &rules, action),
            Verdict::Correct | Verdict::StepComplete { .. }
        )
    };
    let right = match expects {
        Expects::Move => {
            let options = rules.jungle_options().map_err(|_| "unusable-source")?;
            let position =
                Position::from_fen(fen.unwrap_or_default()).map_err(|_| "unusable-source")?;
            position
                .legal_moves(&options)
                .iter()
                .filter(|mv| accepts(&Action::Move(**mv)))
                .map(|mv| AnswerValue::One(mv.to_string()))
                .collect()
        }
        Expects::Point => {
            let options = rules.renju_options().map_err(|_| "unusable-source")?;
            let task = renju_task(&board, options)?;
            task.board
                .empty_points()
                .filter(|p| accepts(&Action::Point(*p)))
                .map(|p| AnswerValue::One(p.to_string()))
                .collect()
        }
        Expects::Squares => match judge(step, &rules, &Action::Mark(BTreeSet::new())) {
            Verdict::Correct | Verdict::StepComplete { .. } => vec![AnswerValue::Many(vec![])],
            Verdict::Wrong {
                why: Why::Marks { missed, .. },
            } => vec![AnswerValue::Many(
                missed
                    .iter()
                    .map(ToString::to_string)
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect(),
            )],
            _ => return Err("unusable-source"),
        },
        Expects::Points => match judge(step, &rules, &Action::MarkPoints(BTreeSet::new())) {
            Verdict::Correct | Verdict::StepComplete { .. } => vec![AnswerValue::Many(vec![])],
            Verdict::Wrong {
                why: Why::PointMarks { missed, .. },
            } => vec![AnswerValue::Many(
                missed
                    .iter()
                    .map(ToString::to_string)
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect(),
            )],
            _ => return Err("unusable-source"),
        },
    };
    Ok((expects, right))
}

fn from_puzzle(ask: &Ask, puzzle: &Puzzle) -> Result<(Expects, Vec<AnswerValue>), Refusal> {
    let game = *puzzle.game.get_ref();
    let (expects, board) = match &puzzle.position {
        PuzzlePosition::Jungle { fen } => (
            Expects::Move,
            source_board(game, Some(fen.get_ref()), None)?,
        ),
        PuzzlePosition::Renju { stones, to_move } => (
            Expects::Point,
            source_board(
                game,
                None,
                Some((stones, stones.side_to_move(to_move.as_ref()))),
            )?,
        ),
    };
    if board.0 != ask.game || !same_board(&ask.position, &board.1) {
        return Err("position-differs-from-source");
    }
    let mut right = BTreeSet::new();
    for line in &puzzle.solution {
        if let Some(first) = line.first() {
            let answer = read_answer(expects, &Value::String(first.get_ref().clone()))
                .map_err(|_| "unusable-source")?;
            right.insert(answer);
        }
    }
    if right.is_empty() {
        return hand_set(ask);
    }
    Ok((expects, right.into_iter().collect()))
}

/// The first stone of a line of five or more on `board`, with its colour: a board where the
/// game is already over.
pub fn five_in_a_row(board: &Board) -> Option<(Stone, Point)> {
    for stone in [Stone::Black, Stone::White] {
        for point in board.stones(stone) {
            if Direction::ALL
                .iter()
                .any(|&direction| board.run_through(point, direction, stone) >= 5)
            {
                return Some((stone, point));
            }
        }
    }
    None
}

/// A board set up by hand (or a puzzle without lines): a board where the game is already over
/// (an animal in a den, a side without animals or moves; five in a row) asks nothing.
fn hand_set(ask: &Ask) -> Result<(Expects, Vec<AnswerValue>), Refusal> {
    match &ask.position {
        BoardPosition::Jungle { fen } => {
            let position = Position::from_fen(fen).map_err(|_| "position-not-legal")?;
            if position.outcome(&RuleOptions::default()).is_some() {
                return Err("position-not-legal");
            }
            let solution = crate::solve::jungle::solve(
                &position,
                &RuleOptions::default(),
                HAND_SET_PLIES,
                Budget {
                    max_nodes: HAND_SET_NODES,
                    cancel: None,
                },
            );
            let right = match solution.verdict {
                SolveVerdict::Win { .. } => solution
                    .winning_moves
                    .iter()
                    .map(|mv| AnswerValue::One(mv.to_string()))
                    .collect(),
                SolveVerdict::NoWinWithin | SolveVerdict::Undecided => Vec::new(),
            };
            Ok((Expects::Move, right))
        }
        BoardPosition::Renju { rule, .. } => {
            let options = RenjuOptions {
                rule_set: match rule {
                    Some(TeachRule::Freestyle) => RuleSet::Freestyle,
                    _ => RuleSet::Renju,
                },
                ..RenjuOptions::default()
            };
            let task = renju_task(&ask.position, options)?;
            if five_in_a_row(&task.board).is_some() {
                return Err("position-not-legal");
            }
            let mut right = task.winning_points(RenjuGoal::Five);
            if right.is_empty() {
                right = task.vcf_first_moves();
            }
            Ok((
                Expects::Point,
                right
                    .iter()
                    .map(|p| AnswerValue::One(p.to_string()))
                    .collect(),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ask(position: BoardPosition, game: TeachGame) -> Ask {
        Ask {
            id: "q".into(),
            game,
            position,
            lesson: None,
            step: None,
            puzzle: None,
        }
    }

    #[test]
    fn a_hand_set_jungle_board_counts_the_den_entry_right_and_a_long_step_illegal() {
        let library = Library::default();
        // The red dog on d8 enters the blue den on d9 at once; else the blue tiger takes it.
        let question = prepare(
            &ask(
                BoardPosition::Jungle {
                    fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
                },
                TeachGame::Jungle,
            ),
            &library,
        )
        .expect("a legal board");
        assert_eq!(question.expects, Expects::Move);
        assert!(question.right.contains(&AnswerValue::One("d8d9".into())));
        let judged = judge_answer(&question, &json!("d8d9"), &library).expect("a move");
        assert_eq!(judged.1, AnswerVerdict::Right);
        let judged = judge_answer(&question, &json!("g1g2"), &library).expect("a move");
        assert_eq!(judged.1, AnswerVerdict::Legal);
        let judged = judge_answer(&question, &json!("d8d6"), &library).expect("a move");
        assert_eq!(judged.1, AnswerVerdict::Illegal);
        assert_eq!(judged.2.as_deref(), Some("not-adjacent"));
        assert_eq!(
            judge_answer(&question, &json!("zz"), &library),
            Err("not-a-move")
        );
        assert_eq!(
            judge_answer(&question, &json!(["d8"]), &library),
            Err("not-a-move")
        );
    }

    #[test]
    fn a_hand_set_renju_board_finds_the_five_and_refuses_an_occupied_point() {
        let library = Library::default();
        let position = BoardPosition::Renju {
            black: vec!["h8".into(), "h9".into(), "h10".into(), "h11".into()],
            white: vec!["a1".into(), "a2".into(), "a3".into(), "a4".into()],
            to_move: None,
            rule: None,
        };
        let question = prepare(&ask(position, TeachGame::Renju), &library).expect("legal");
        assert!(question.right.contains(&AnswerValue::One("h12".into())));
        assert!(question.right.contains(&AnswerValue::One("h7".into())));
        let judged = judge_answer(&question, &json!("h8"), &library).expect("a point");
        assert_eq!(
            (judged.1, judged.2.as_deref()),
            (AnswerVerdict::Illegal, Some("occupied"))
        );
        let judged = judge_answer(&question, &json!("o15"), &library).expect("a point");
        assert_eq!(judged.1, AnswerVerdict::Legal);
    }

    #[test]
    fn every_board_a_teacher_can_pick_from_the_library_is_taken_with_its_right_answers() {
        let library = Library::load_embedded_trusted();
        let asks = board_asks(&library);
        assert!(asks.len() > 20, "{} boards", asks.len());
        for (n, mut ask) in asks.into_iter().enumerate() {
            ask.id = format!("q{n}");
            let question = prepare(&ask, &library).unwrap_or_else(|reason| {
                panic!("{:?} {:?} {:?}: {reason}", ask.lesson, ask.step, ask.puzzle)
            });
            // A lesson step or puzzle always has a right answer, and it is judged right.
            let first = question.right.first().unwrap_or_else(|| {
                panic!(
                    "{:?} {:?} {:?}: nothing right",
                    ask.lesson, ask.step, ask.puzzle
                )
            });
            let sent = serde_json::to_value(first).expect("serializes");
            let judged = judge_answer(&question, &sent, &library).expect("an answer");
            assert_eq!(judged.1, AnswerVerdict::Right, "{:?}", ask);
        }
    }

    #[test]
    fn a_board_that_is_not_legal_or_of_another_game_is_refused() {
        let library = Library::default();
        let bad = ask(
            BoardPosition::Jungle {
                fen: "nonsense".into(),
            },
            TeachGame::Jungle,
        );
        assert_eq!(prepare(&bad, &library), Err("position-not-legal"));
        let twice = ask(
            BoardPosition::Renju {
                black: vec!["h8".into()],
                white: vec!["h8".into()],
                to_move: None,
                rule: None,
            },
            TeachGame::Renju,
        );
        assert_eq!(prepare(&twice, &library), Err("position-not-legal"));
        let crossed = ask(
            BoardPosition::Jungle {
                fen: "7/7/7/7/7/7/7/7/7 w".into(),
            },
            TeachGame::Renju,
        );
        assert_eq!(prepare(&crossed, &library), Err("position-not-of-the-game"));
        // Boards where the game is already over ask nothing.
        let five = ask(
            BoardPosition::Renju {
                black: ["h8", "i8", "j8", "k8", "l8"].map(String::from).to_vec(),
                white: ["a1", "a2", "a3", "a4"].map(String::from).to_vec(),
                to_move: None,
                rule: Some(TeachRule::Freestyle),
            },
            TeachGame::Renju,
        );
        assert_eq!(prepare(&five, &library), Err("position-not-legal"));
        let in_den = ask(
            BoardPosition::Jungle {
                fen: "l2D3/7/7/7/7/7/7/7/6L b".into(),
            },
            TeachGame::Jungle,
        );
        assert_eq!(prepare(&in_den, &library), Err("position-not-legal"));
    }
}
