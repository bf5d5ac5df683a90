//! The child's side of the placement race (看谁摆得快, issue #43): when the teacher starts a race,
//! every joined device shows the race's step at once, whatever screen was open, played with the
//! lesson player as usual. Each whole answer the child gives (an order, a set of marks, the
//! animals placed so far with a wrong one, or all of them when done) goes to the server, which
//! times it and judges it; answers are resent until taken. When the teacher ends the race,
//! "back to my work" returns to the screen that was open, as it was.

use crate::app::View;
use crate::app::lessons::player::{LessonPlayer, PlayerMode};
use crate::classroom::race::{RaceTask, RaceToDevice};
use crate::i18n::Message;
use crate::rules::jungle::{Animal, Side, Square};
use crate::tutor::lesson::Action as Answer;
use std::collections::BTreeMap;

/// Seconds before an answer not yet taken is sent again.
pub const RESEND_SECONDS: f64 = 3.0;
/// The most answers waiting to be taken (a child tapping very fast; older ones are kept).
const MAX_WAITING: usize = 64;

/// One answer on its way to the server.
#[derive(Debug, Clone)]
struct Waiting {
    event_id: String,
    text: String,
    sent_at: Option<f64>,
}

/// A race as this device shows it.
pub struct ClassRace {
    /// The race id.
    pub id: String,
    lesson: String,
    step: u32,
    task: RaceTask,
    player: Option<LessonPlayer>,
    placed: BTreeMap<(Side, Animal), Square>,
    waiting: Vec<Waiting>,
    /// The child's wrong answers, as the server counted them.
    pub mistakes: u32,
    /// The child's place and time, once finished.
    pub finished: Option<(u32, i64)>,
    /// The teacher ended it.
    pub ended: bool,
}

impl std::fmt::Debug for ClassRace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClassRace")
            .field("id", &self.id)
            .field("finished", &self.finished)
            .field("ended", &self.ended)
            .finish()
    }
}

/// What the child did on the race screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RaceAction {
    /// Back to their own work (after the race ended).
    Back,
}

/// Applies a race message from the server to the race shown (if any).
pub fn apply_message(shown: &mut Option<ClassRace>, message: RaceToDevice) {
    match message {
        RaceToDevice::Race {
            id,
            lesson,
            step,
            task,
            ..
        } => match shown {
            // The same race again (a reconnect): send what waits at once.
            Some(open) if open.id == id => {
                open.ended = false;
                for waiting in &mut open.waiting {
                    waiting.sent_at = None;
                }
            }
            _ => {
                *shown = Some(ClassRace {
                    id,
                    lesson,
                    step,
                    task,
                    player: None,
                    placed: BTreeMap::new(),
                    waiting: Vec::new(),
                    mistakes: 0,
                    finished: None,
                    ended: false,
                });
            }
        },
        RaceToDevice::RaceTaken {
            id,
            event_id,
            mistakes,
            place,
            ms,
            ..
        } => {
            if let Some(open) = shown.as_mut().filter(|r| r.id == id) {
                open.waiting.retain(|w| w.event_id != event_id);
                open.mistakes = mistakes;
                if let (Some(place), Some(ms)) = (place, ms) {
                    open.finished = Some((place, ms));
                }
            }
        }
        RaceToDevice::RaceEnded { id } => {
            if let Some(open) = shown.as_mut().filter(|r| r.id == id) {
                open.ended = true;
                open.waiting.clear();
            }
        }
        RaceToDevice::Refused {
            id,
            event_id,
            reason,
        } => {
            let Some(open) = shown
                .as_mut()
                .filter(|r| id.as_deref() == Some(r.id.as_str()))
            else {
                return;
            };
            open.waiting
                .retain(|w| Some(&w.event_id) != event_id.as_ref());
            if reason == "race-ended" || reason == "unknown-race" {
                open.ended = true;
                open.waiting.clear();
            }
        }
    }
}

impl ClassRace {
    /// The answer messages to send now (`now`: `i.time`): new ones at once, those not taken
    /// every [`RESEND_SECONDS`]; marks them sent.
    pub fn due_messages(&mut self, now: f64) -> Vec<String> {
        let mut due = Vec::new();
        for waiting in &mut self.waiting {
            if waiting.sent_at.is_none_or(|at| now - at >= RESEND_SECONDS) {
                waiting.sent_at = Some(now);
                due.push(waiting.text.clone());
            }
        }
        due
    }

    /// Whether answers wait to be taken.
    pub fn sending(&self) -> bool {
        !self.waiting.is_empty()
    }

    fn send(&mut self, answer: Vec<String>, make_id: &mut dyn FnMut() -> String) {
        if self.waiting.len() >= MAX_WAITING || self.ended || self.finished.is_some() {
            return;
        }
        let event_id = make_id();
        let text = serde_json::json!({"type": "race-answer", "id": self.id, "answer": answer,
            "event_id": event_id})
        .to_string();
        self.waiting.push(Waiting {
            event_id,
            text,
            sent_at: None,
        });
    }

    fn placements(&self, extra: Option<(Side, Animal, Square)>) -> Vec<String> {
        let mut placed = self.placed.clone();
        if let Some((side, animal, square)) = extra {
            placed.insert((side, animal), square);
        }
        placed
            .iter()
            .map(|((side, animal), square)| format!("{}-{}:{square}", side.name(), animal.name()))
            .collect()
    }

    /// Turns the answers the lesson player judged into whole answers for the server.
    fn on_answers(&mut self, answers: Vec<(Answer, bool)>, make_id: &mut dyn FnMut() -> String) {
        for (answer, took) in answers {
            match (&answer, self.task) {
                (Answer::Order(animals), RaceTask::FoodChainOrder) => {
                    self.send(
                        animals.iter().map(|a| a.name().to_owned()).collect(),
                        make_id,
                    );
                }
                (Answer::Mark(squares), RaceTask::FindAll) => {
                    self.send(squares.iter().map(ToString::to_string).collect(), make_id);
                }
                (
                    Answer::Place {
                        side,
                        animal,
                        square,
                    },
                    RaceTask::PlacePieces,
                ) => {
                    if took {
                        self.placed.insert((*side, *animal), *square);
                    } else {
                        // A wrong placement is a wrong answer: the animals so far with it.
                        let answer = self.placements(Some((*side, *animal, *square)));
                        self.send(answer, make_id);
                    }
                }
                (Answer::Finished { .. }, RaceTask::PlacePieces) => {
                    let answer = self.placements(None);
                    self.send(answer, make_id);
                }
                _ => {}
            }
        }
    }
}

/// Draws the race screen; what the child did, if anything. `make_id` makes the answers'
/// device event ids.
pub fn race_ui(
    ui: &mut egui::Ui,
    view: &View,
    race: &mut ClassRace,
    make_id: &mut dyn FnMut() -> String,
) -> Option<RaceAction> {
    ui.heading(view.text("race-title"));
    let status = match (race.finished, race.ended) {
        (Some((place, ms)), _) => view.tr.render(
            &Message::new("race-device-done")
                .number("place", i64::from(place))
                .text("seconds", format!("{}.{}", ms / 1000, ms % 1000 / 100)),
        ),
        (None, true) => view.text("race-device-ended"),
        (None, false) if race.sending() => view.text("race-device-checking"),
        (None, false) => view.text("race-device-go"),
    };
    ui.label(egui::RichText::new(status).size(24.0));
    if race.ended {
        let back = view.text("race-back");
        if crate::app::icons::picture_button(ui, crate::app::icons::Icon::Back, &back).clicked() {
            return Some(RaceAction::Back);
        }
        return None;
    }
    if race.finished.is_some() {
        return None;
    }
    if race.player.is_none() {
        let library = view.class.library();
        let Some(lesson) = library
            .lessons
            .iter()
            .find(|l| l.id.get_ref() == &race.lesson)
        else {
            ui.weak(view.text("race-device-unknown"));
            return None;
        };
        let index = usize::try_from(race.step.saturating_sub(1)).unwrap_or(0);
        race.player = Some(LessonPlayer::new(lesson.clone(), index));
    }
    let index = usize::try_from(race.step.saturating_sub(1)).unwrap_or(0);
    if let Some(player) = &mut race.player {
        // The step is played as in the lesson (its stars are the lesson's business, not the
        // race's: the event is left to the lesson itself).
        let _ = player.ui(ui, view, PlayerMode::Learner);
        let answers = player.take_answers();
        // The race is this one step: "previous step" leads back to it.
        if player.index() != index {
            player.go_to(index);
        }
        race.on_answers(answers, make_id);
    }
    None
}
