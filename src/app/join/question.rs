//! The child's question screen (the teach board, issue #43): when the teacher opens a board to
//! the class, every joined device shows it at once, whatever screen was open; the child answers
//! with a move, a point or marked squares (tapping, never typing) and may change the answer until
//! the teacher closes the question. The answer is resent until the server says it is taken; on
//! "show answers" the right ones are drawn on the board; "back to my work" returns to the screen
//! that was open, as it was.

use crate::app::Palette;
use crate::app::View;
use crate::app::board::{
    BoardArrow, GhostStone, JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard,
    RenjuBoardEvent,
};
use crate::app::icons::{Icon, picture_button};
use crate::classroom::teach::{AnswerValue, BoardPosition, TeachGame, TeachToDevice, ToMove};
use crate::classroom::teach_judge::Expects;
use crate::rules::jungle::{Move, Position, RuleOptions, Square};
use crate::rules::renju::{Board, Point, Stone};
use std::collections::BTreeSet;

/// Seconds before an answer not yet taken is sent again.
pub const RESEND_SECONDS: f64 = 3.0;

/// The child's answer and whether the server has taken it.
#[derive(Debug, Clone, PartialEq)]
pub struct Given {
    /// The answer.
    pub answer: AnswerValue,
    /// Its event id (made on this device).
    pub event_id: String,
    /// The server said `answer-taken`.
    pub taken: bool,
    /// When it was last sent (`i.time`), `None` before the first send.
    pub sent_at: Option<f64>,
}

/// A question of the teacher's, as this device shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassQuestion {
    /// The question id.
    pub id: String,
    /// What the child answers with.
    pub expects: Expects,
    jungle: Option<Position>,
    renju: Option<(Board, Stone)>,
    from: Option<Square>,
    targets: Vec<Square>,
    squares: BTreeSet<Square>,
    points: BTreeSet<Point>,
    /// The child's answer.
    pub given: Option<Given>,
    /// The teacher closed it.
    pub closed: bool,
    /// The right answers, once the teacher showed them.
    pub right: Option<Vec<AnswerValue>>,
    /// The line said last by itself (a new one is said when it shows).
    said: Option<&'static str>,
    /// A sentence to say, until the screen hands it to the app.
    pub speech: Option<String>,
}

/// What the child did on the question screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuestionAction {
    /// Gave (or changed) the answer.
    Answer(AnswerValue),
    /// Back to their own work (after the question is closed).
    Back,
}

impl ClassQuestion {
    /// The question of a `question` message; `None` when this device cannot show the board.
    pub fn new(
        id: &str,
        game: TeachGame,
        position: &BoardPosition,
        expects: Option<Expects>,
    ) -> Option<Self> {
        let (jungle, renju, default) = match (game, position) {
            (TeachGame::Jungle, BoardPosition::Jungle { fen }) => {
                (Some(Position::from_fen(fen).ok()?), None, Expects::Move)
            }
            (
                TeachGame::Renju,
                BoardPosition::Renju {
                    black,
                    white,
                    to_move,
                    ..
                },
            ) => {
                let read = |points: &[String]| -> Option<Vec<Point>> {
                    points.iter().map(|p| p.parse().ok()).collect()
                };
                let board = Board::from_stones(&read(black)?, &read(white)?).ok()?;
                let stone = match to_move {
                    Some(ToMove::White) => Stone::White,
                    Some(ToMove::Black) => Stone::Black,
                    None if black.len() == white.len() => Stone::Black,
                    None => Stone::White,
                };
                (None, Some((board, stone)), Expects::Point)
            }
            _ => return None,
        };
        Some(ClassQuestion {
            id: id.to_owned(),
            expects: expects.unwrap_or(default),
            jungle,
            renju,
            from: None,
            targets: Vec::new(),
            squares: BTreeSet::new(),
            points: BTreeSet::new(),
            given: None,
            closed: false,
            right: None,
            said: None,
            speech: None,
        })
    }

    /// The answer message to send now (`now`: `i.time`): a new answer at once, one not taken
    /// every [`RESEND_SECONDS`]; marks it sent.
    pub fn due_message(&mut self, now: f64) -> Option<String> {
        let id = self.id.clone();
        let given = self.given.as_mut()?;
        if given.taken || given.sent_at.is_some_and(|at| now - at < RESEND_SECONDS) {
            return None;
        }
        given.sent_at = Some(now);
        Some(
            serde_json::json!({
                "type": "answer",
                "id": id,
                "answer": given.answer,
                "event_id": given.event_id,
            })
            .to_string(),
        )
    }

    /// The server took the answer with this event id.
    pub fn taken(&mut self, event_id: &str) {
        if let Some(given) = &mut self.given
            && given.event_id == event_id
        {
            given.taken = true;
        }
    }

    /// Sends the answer again at once (after a reconnect).
    pub fn resend(&mut self) {
        if let Some(given) = &mut self.given {
            given.sent_at = None;
        }
    }

    fn right_moves(&self) -> Vec<BoardArrow> {
        self.right
            .iter()
            .flatten()
            .filter_map(|answer| match answer {
                AnswerValue::One(text) => Move::parse(text).ok(),
                AnswerValue::Many(_) => None,
            })
            .map(|mv| BoardArrow {
                from: mv.from,
                to: mv.to,
                number: None,
            })
            .collect()
    }

    fn right_marks<T: std::str::FromStr>(&self) -> Vec<T> {
        self.right
            .iter()
            .flatten()
            .flat_map(|answer| match answer {
                AnswerValue::One(text) => vec![text.clone()],
                AnswerValue::Many(marks) => marks.clone(),
            })
            .filter_map(|text| text.parse().ok())
            .collect()
    }
}

/// Applies a teach message from the server to the question shown (if any).
pub fn apply_message(shown: &mut Option<ClassQuestion>, message: TeachToDevice) {
    match message {
        TeachToDevice::Question {
            id,
            game,
            position,
            expects,
        } => match shown {
            // The same question again (a reconnect): send the answer again at once.
            Some(open) if open.id == id => open.resend(),
            _ => *shown = ClassQuestion::new(&id, game, &position, expects),
        },
        TeachToDevice::AnswerTaken { event_id } => {
            if let Some(open) = shown {
                open.taken(&event_id);
            }
        }
        TeachToDevice::Closed { id } => {
            if let Some(open) = shown.as_mut().filter(|q| q.id == id) {
                open.closed = true;
            }
        }
        TeachToDevice::Reveal { id, right } => {
            if let Some(open) = shown.as_mut().filter(|q| q.id == id) {
                open.closed = true;
                open.right = Some(right);
            }
        }
        TeachToDevice::Refused {
            id,
            event_id,
            reason,
        } => {
            let Some(open) = shown
                .as_mut()
                .filter(|q| id.as_deref() == Some(q.id.as_str()))
            else {
                return;
            };
            if reason == "question-closed" || reason == "unknown-question" {
                open.closed = true;
            } else if open
                .given
                .as_ref()
                .is_some_and(|g| Some(&g.event_id) == event_id.as_ref())
            {
                // Not an answer the server takes: the child answers again.
                open.given = None;
            }
        }
    }
}

/// Draws the question screen; what the child did, if anything.
pub fn question_ui(
    ui: &mut egui::Ui,
    view: &View,
    question: &mut ClassQuestion,
) -> Option<QuestionAction> {
    ui.heading(view.text("app-teach-question-title"));
    let status = match (&question.given, question.closed, &question.right) {
        (_, true, Some(_)) => "app-teach-question-revealed",
        (_, true, None) => "app-teach-question-closed",
        (None, false, _) => match question.expects {
            Expects::Move => "app-teach-question-ask-move",
            Expects::Point => "app-teach-question-ask-point",
            Expects::Squares | Expects::Points => "app-teach-question-ask-marks",
        },
        (Some(given), false, _) if given.taken => "app-teach-question-taken",
        (Some(_), false, _) => "app-teach-question-sending",
    };
    // Said aloud like a lesson's instruction: a speaker button beside it, and each new line by
    // itself when the settings (or the child's age) say so.
    ui.horizontal_wrapped(|ui| {
        if crate::app::speech::speaker_button(ui, view) {
            question.speech = Some(view.text(status));
        }
        ui.label(egui::RichText::new(view.text(status)).size(22.0));
    });
    if question.said != Some(status) {
        question.said = Some(status);
        if view.voice && view.speaks_by_itself() {
            question.speech = Some(view.text(status));
        }
    }
    ui.add_space(6.0);
    let mut action = None;
    let back = view.text("app-teach-question-back");
    if question.closed && picture_button(ui, Icon::Back, &back).clicked() {
        action = Some(QuestionAction::Back);
    }
    let marking = matches!(question.expects, Expects::Squares | Expects::Points);
    if marking
        && !question.closed
        && picture_button(ui, Icon::Tick, &view.text("app-teach-question-done")).clicked()
    {
        let marks: Vec<String> = match question.expects {
            Expects::Squares => question.squares.iter().map(ToString::to_string).collect(),
            _ => question.points.iter().map(ToString::to_string).collect(),
        };
        action = Some(QuestionAction::Answer(AnswerValue::Many(marks)));
    }
    let palette = Palette::for_settings(view.settings);
    if let Some(position) = question.jungle {
        let arrows = question.right_moves();
        let right_squares: Vec<Square> = if marking {
            question.right_marks()
        } else {
            Vec::new()
        };
        let squares: Vec<Square> = question.squares.iter().copied().collect();
        let mode = match (question.closed, marking) {
            (true, _) => JungleBoardMode::Locked,
            (false, true) => JungleBoardMode::Mark,
            (false, false) => JungleBoardMode::Play,
        };
        let event = JungleBoard::new(&position, view.tr, palette)
            .id_salt("teach-question")
            .mode(mode)
            .selection(question.from, &question.targets)
            .marks(&squares)
            .rings(&right_squares)
            .arrows(&arrows)
            .show(ui)
            .event;
        match event {
            Some(JungleBoardEvent::SquareClicked(square)) => {
                question.from = (question.from != Some(square)
                    && position.piece_at(square).is_some())
                .then_some(square);
                question.targets = question
                    .from
                    .map(|from| position.destinations(&RuleOptions::default(), from))
                    .unwrap_or_default();
            }
            Some(JungleBoardEvent::MoveAttempted(mv)) => {
                question.from = None;
                question.targets.clear();
                action = Some(QuestionAction::Answer(AnswerValue::One(mv.to_string())));
            }
            Some(JungleBoardEvent::MarkToggled(square)) => {
                if !question.squares.remove(&square) {
                    question.squares.insert(square);
                }
            }
            Some(JungleBoardEvent::PlacementRequested(_)) | None => {}
        }
    } else if let Some((board, stone)) = question.renju.clone() {
        let right: Vec<Point> = question.right_marks();
        let ghosts: Vec<GhostStone> = if marking {
            Vec::new()
        } else {
            right
                .iter()
                .map(|&point| GhostStone {
                    point,
                    stone,
                    number: None,
                })
                .collect()
        };
        let mut marks: Vec<Point> = question.points.iter().copied().collect();
        if let Some(Given {
            answer: AnswerValue::One(text),
            ..
        }) = &question.given
            && let Ok(point) = text.parse::<Point>()
        {
            marks.push(point);
        }
        if marking && question.right.is_some() {
            marks = right;
        }
        let event = RenjuBoard::new(&board, view.tr, palette)
            .id_salt("teach-question")
            .enabled(!question.closed)
            .marks(&marks)
            .ghosts(&ghosts)
            .show(ui)
            .event;
        if let Some(RenjuBoardEvent::PointClicked(point)) = event
            && board.is_empty(point)
        {
            if marking {
                if !question.points.remove(&point) {
                    question.points.insert(point);
                }
            } else {
                action = Some(QuestionAction::Answer(AnswerValue::One(point.to_string())));
            }
        }
    }
    action
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_sent_at_once_then_resent_until_taken() {
        let mut question = ClassQuestion::new(
            "q1",
            TeachGame::Jungle,
            &BoardPosition::Jungle {
                fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
            },
            None,
        )
        .expect("a board");
        assert_eq!(question.due_message(0.0), None, "nothing to send yet");
        question.given = Some(Given {
            answer: AnswerValue::One("d8d9".into()),
            event_id: "dev-1".into(),
            taken: false,
            sent_at: None,
        });
        let sent = question.due_message(1.0).expect("sent at once");
        assert!(sent.contains("\"event_id\":\"dev-1\""), "{sent}");
        assert_eq!(question.due_message(2.0), None, "not again so soon");
        assert!(question.due_message(4.5).is_some(), "resent");
        question.taken("dev-1");
        assert_eq!(question.due_message(10.0), None, "taken: never again");
    }
}
