//! The lesson player: one step at a time, its instructions, its widget, the tutor's feedback in
//! the learner's language (✓/✗ as well as colour), the hint ladder and the stars at the end.

use super::super::board::split_for_board;
use super::super::platform::Instant;
use super::super::sound::Cue;
use super::super::{Palette, View};
use super::step_input::StepInput;
use crate::app::icons::{Icon, PictureButton, picture_button};
use crate::app::speech::name_places;
use crate::content::Lesson;
use crate::i18n::Message;
use crate::i18n::tutor::{engine_hint, verdict as verdict_message};
use crate::rules::jungle::Position;
use crate::tutor::lesson::{Action as Answer, Hint, StepTutor, Verdict};
use egui::{Rect, Sense, UiBuilder, Vec2};
use std::collections::BTreeMap;

/// Who is looking at the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerMode {
    /// A child working through the lesson; stars are recorded.
    Learner,
    /// The class on the projector: large board, hints only when the teacher reveals them.
    Projector,
    /// An author trying a step; nothing is recorded.
    Preview,
}

/// What happened in the player that the app should know about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerEvent {
    /// A step was finished with these stars.
    StepStars {
        /// The lesson's id.
        lesson: String,
        /// The step number, from 1.
        step: usize,
        /// 0–3.
        stars: u8,
        /// Wrong answers before the step was done.
        mistakes: u32,
        /// Hints shown.
        hints: u32,
        /// Hints that showed the whole answer.
        answers_seen: u32,
        /// Seconds from the step's start to its end.
        seconds: u32,
        /// What the child tried, in order (the first few), for the class's mistakes map.
        tries: Vec<crate::classroom::event::Try>,
    },
}

/// A lesson being played.
#[derive(Debug, Clone)]
pub struct LessonPlayer {
    lesson: Lesson,
    index: usize,
    tutor: StepTutor,
    input: StepInput,
    feedback: Option<Verdict>,
    hints: Vec<Hint>,
    stars: Option<u8>,
    hints_revealed: bool,
    /// The sound the last answer asked for, until the screen hands it to the app.
    sound: Option<Cue>,
    /// When the step was opened (for the time the class dashboard shows).
    started: Instant,
    /// Stars earned at each step (by index) since the lesson was opened.
    earned: BTreeMap<usize, u8>,
    /// The lesson was just finished: the stars its celebration shows, until the app takes it.
    celebration: Option<u8>,
    /// A text to say aloud (a speaker button, or a new instruction, verdict or hint read by
    /// itself), until the screen hands it to the app.
    speech: Option<String>,
    /// The step's instruction was read aloud by itself already.
    announced: bool,
    /// The step's tries so far (bounded), for the progress event.
    tries: crate::classroom::mistakes::Tries,
    /// The answers judged since the last [`Self::take_answers`], each with whether the tutor
    /// took it (the placement race reads them; bounded).
    answers: Vec<(Answer, bool)>,
}

impl LessonPlayer {
    /// Starts `lesson` at step `index` (from 0; clamped to the last step).
    pub fn new(lesson: Lesson, index: usize) -> Self {
        let index = index.min(lesson.steps.len().saturating_sub(1));
        let (tutor, input) = Self::start(&lesson, index);
        LessonPlayer {
            lesson,
            index,
            tutor,
            input,
            feedback: None,
            hints: Vec::new(),
            sound: None,
            stars: None,
            hints_revealed: false,
            started: Instant::now(),
            earned: BTreeMap::new(),
            celebration: None,
            speech: None,
            announced: false,
            tries: crate::classroom::mistakes::Tries::default(),
            answers: Vec::new(),
        }
    }

    fn start(lesson: &Lesson, index: usize) -> (StepTutor, StepInput) {
        match lesson.steps.get(index) {
            Some(step) => (
                StepTutor::new(step.clone(), lesson.rules_for(step)),
                StepInput::new(lesson, step),
            ),
            None => (
                StepTutor::new(empty_step(), lesson.rules.clone()),
                StepInput::new(lesson, &empty_step()),
            ),
        }
    }

    /// The lesson played.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// What the child is on now, for the teacher's dashboard (the step, wrong tries and time so far).
    pub fn activity(&self) -> crate::classroom::protocol::Activity {
        crate::classroom::protocol::Activity {
            lesson: Some(self.lesson.id.get_ref().clone()),
            step: u32::try_from(self.index + 1).ok(),
            puzzle: None,
            mistakes: self.tutor.mistakes(),
            seconds: u32::try_from(self.started.elapsed().as_secs()).unwrap_or(u32::MAX),
        }
    }

    /// The step shown, from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Goes to step `index` (clamped), starting it afresh.
    pub fn go_to(&mut self, index: usize) {
        *self = LessonPlayer {
            hints_revealed: self.hints_revealed,
            earned: std::mem::take(&mut self.earned),
            ..LessonPlayer::new(self.lesson.clone(), index)
        };
    }

    /// The answers judged since the last call, each with whether the tutor took it.
    pub fn take_answers(&mut self) -> Vec<(Answer, bool)> {
        std::mem::take(&mut self.answers)
    }

    /// The text to say aloud, once.
    pub fn take_speech(&mut self) -> Option<String> {
        self.speech.take()
    }

    /// The sound the last answer asked for, once.
    pub fn take_sound(&mut self) -> Option<Cue> {
        self.sound.take()
    }

    /// The stars to celebrate, once, when the lesson was just finished.
    pub fn take_celebration(&mut self) -> Option<u8> {
        self.celebration.take()
    }

    /// The lesson's stars as a celebration shows them, 1–3: the share of the possible stars
    /// earned at the steps done since it was opened (a lesson of pages only is simply well
    /// done).
    fn lesson_stars(&self) -> u8 {
        let asked = |index: &usize| {
            self.lesson
                .steps
                .get(*index)
                .is_some_and(|step| step.kind.earns_stars())
        };
        let possible = 3 * u32::try_from(self.earned.keys().filter(|i| asked(i)).count())
            .unwrap_or(u32::MAX / 3);
        if possible == 0 {
            return 3;
        }
        let earned: u32 = self.earned.values().map(|s| u32::from(*s)).sum::<u32>();
        let share = (3 * earned).div_ceil(possible);
        u8::try_from(share.clamp(1, 3)).unwrap_or(3)
    }

    /// Shows or hides the hint ladder on the projector.
    pub fn reveal_hints(&mut self, shown: bool) {
        self.hints_revealed = shown;
    }

    /// Whether hints are shown on the projector.
    pub fn hints_revealed(&self) -> bool {
        self.hints_revealed
    }

    /// Shows every remaining rung of the hint ladder, ending with the engine's answer.
    pub fn reveal_answer(&mut self) {
        self.hints_revealed = true;
        while let Some(hint) = self.tutor.hint(self.hints.len()) {
            if self.hints.contains(&hint) || self.hints.len() > 8 {
                break;
            }
            self.hints.push(hint);
        }
        self.input.show_hints(&self.hints, self.tutor.look_here());
    }

    /// Draws the player into all the space `ui` offers: the board as large as fits (left in a
    /// wide window, on top in a tall one) and the text and buttons beside it; returns what the
    /// app should record.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, mode: PlayerMode) -> Option<PlayerEvent> {
        let whole = ui.available_rect_before_wrap();
        let (board_rect, side_rect) = if self.input.has_board() {
            split_for_board(whole, self.input.board_aspect())
        } else {
            (Rect::from_min_size(whole.min, Vec2::ZERO), whole)
        };
        let mut board_ui = ui.new_child(UiBuilder::new().max_rect(board_rect));
        let mut side_ui = ui.new_child(UiBuilder::new().max_rect(side_rect));
        let event = egui::ScrollArea::vertical()
            .id_salt("lesson-player-side")
            .auto_shrink([false, false])
            .show(&mut side_ui, |side| {
                self.side_ui(&mut board_ui, side, view, mode)
            })
            .inner;
        ui.allocate_rect(whole, Sense::hover());
        event
    }

    /// Instructions, the step's buttons, feedback, stars, hints and step navigation.
    fn side_ui(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        mode: PlayerMode,
    ) -> Option<PlayerEvent> {
        let locale = view.tr.locale();
        let text_size = if mode == PlayerMode::Projector {
            28.0
        } else {
            22.0
        };
        let count = self.lesson.steps.len();
        ui.heading(self.lesson.title.get(locale));
        let Some(step) = self.lesson.steps.get(self.index).cloned() else {
            ui.label(view.text("app-lesson-empty"));
            return None;
        };
        // Said with the places named (the board shows them), and shown so to the youngest.
        let said = name_places(step.text.get(locale), self.input.position(), view.tr);
        let instruction = if view.names_only() {
            said.clone()
        } else {
            step.text.get(locale).to_owned()
        };
        ui.horizontal(|ui| {
            ui.label(
                view.tr.render(
                    &Message::new("app-lesson-step-of")
                        .number("step", to_i64(self.index + 1))
                        .number("count", to_i64(count)),
                ),
            );
            if super::super::speech::speaker_button(ui, view) {
                self.speech = Some(said.clone());
            }
        });
        // A new step's instruction is read aloud by itself (for the child at the lesson; the
        // projector's teacher reads it to the class or presses the speaker).
        if !self.announced && mode == PlayerMode::Learner {
            self.announced = true;
            if view.voice && view.speaks_by_itself() {
                self.speech = Some(said.clone());
            }
        }
        ui.add_space(6.0);
        // The instruction takes at least three lines' height, so the step's buttons ("Next",
        // the palette, "Check my answer") stay in one place from step to step whether the text
        // wraps or not: a child's second tap lands where the first did.
        let text_top = ui.cursor().top();
        ui.label(egui::RichText::new(&instruction).size(text_size).strong());
        let reserved = 3.0 * text_size * 1.35;
        let used = ui.cursor().top() - text_top;
        ui.add_space(6.0 + (reserved - used).max(0.0));

        let mut event = None;
        let done = self.stars.is_some();
        if let Some(answer) = self.input.ui(board_ui, ui, view, &step, done) {
            let verdict = self.tutor.act(&answer);
            if let Some(one) = crate::classroom::mistakes::try_of(&answer) {
                self.tries.push(one);
            }
            if self.answers.len() < 256 {
                let took = matches!(verdict, Verdict::Correct | Verdict::StepComplete { .. });
                self.answers.push((answer.clone(), took));
            }
            match &verdict {
                Verdict::Correct => self.input.accepted(&answer),
                Verdict::StepComplete { stars } => {
                    self.input.accepted(&answer);
                    self.stars = Some(*stars);
                    self.earned.insert(self.index, *stars);
                    // The last step done: the lesson is finished.
                    if mode == PlayerMode::Learner && self.index + 1 == count {
                        self.celebration = Some(self.lesson_stars());
                    }
                    if mode == PlayerMode::Learner {
                        event = Some(PlayerEvent::StepStars {
                            lesson: self.lesson.id.get_ref().clone(),
                            step: self.index + 1,
                            stars: *stars,
                            mistakes: self.tutor.mistakes(),
                            hints: u32::try_from(self.hints.len()).unwrap_or(u32::MAX),
                            answers_seen: u32::try_from(
                                self.hints.iter().filter(|h| h.gives_answer()).count(),
                            )
                            .unwrap_or(u32::MAX),
                            seconds: u32::try_from(self.started.elapsed().as_secs())
                                .unwrap_or(u32::MAX),
                            tries: self.tries.list(),
                        });
                    }
                }
                Verdict::Wrong { why } => self.input.refused_answer(&answer, Some(why)),
                Verdict::Unusable => self.input.refused_answer(&answer, None),
            }
            self.sound = Some(match &verdict {
                Verdict::Correct => Cue::Right,
                Verdict::StepComplete { .. } => Cue::Solved,
                Verdict::Wrong { .. } | Verdict::Unusable => Cue::Wrong,
            });
            let page_read = matches!(answer, Answer::Continue)
                && matches!(verdict, Verdict::StepComplete { .. });
            if view.voice && view.speaks_by_itself() && mode == PlayerMode::Learner {
                self.speech = Some(view.tr.render_spoken(&verdict_message(&verdict)));
            }
            self.feedback = Some(verdict);
            // Reading a page earns no fanfare: "Next" simply turns to the next step.
            if page_read && self.index + 1 < count {
                self.go_to(self.index + 1);
                self.sound = None;
                ui.ctx().request_repaint();
            }
        }

        ui.add_space(8.0);
        // The feedback line has a place of its own (two lines high, empty until there is
        // something to say), so the hint and step buttons below it do not move when it appears.
        let feedback_top = ui.cursor().top();
        if let Some(said) = self.feedback_ui(ui, view, text_size) {
            self.speech = Some(said);
        }
        let feedback_used = ui.cursor().top() - feedback_top;
        // With a speaker button beside it the verdict wraps a line sooner: one more line kept.
        let feedback_lines = if view.voice { 3.0 } else { 2.0 };
        ui.add_space((feedback_lines * text_size * 1.35 - feedback_used).max(0.0));
        // A page read earns no stars, so none are drawn for it. Their line is kept either way,
        // so "Next step" below does not move when they appear.
        let stars_top = ui.cursor().top();
        if let Some(stars) = self.stars
            && step.kind.earns_stars()
        {
            let shown: String = (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect();
            ui.label(egui::RichText::new(shown).size(text_size * 1.5));
        }
        let stars_used = ui.cursor().top() - stars_top;
        ui.add_space((text_size * 1.5 * 1.4 - stars_used).max(0.0));
        ui.add_space(8.0);
        // The hint button keeps its place, first in the row above the hints it gives (each new
        // hint goes below, nothing moves under the child's finger); the step buttons follow.
        ui.horizontal_wrapped(|ui| {
            self.hint_button_ui(ui, view, mode);
            let previous = view.text("app-lesson-previous-step");
            if self.index > 0 && picture_button(ui, Icon::Back, &previous).clicked() {
                self.go_to(self.index - 1);
            }
            let next_ready = self.stars.is_some() || mode != PlayerMode::Learner;
            if self.index + 1 < count
                && next_ready
                && picture_button(ui, Icon::Next, &view.text("app-lesson-next-step")).clicked()
            {
                self.go_to(self.index + 1);
            }
            if self.index + 1 == count && self.stars.is_some() {
                ui.label(view.text("app-lesson-finished-all"));
            }
        });
        ui.add_space(8.0);
        self.hints_list_ui(ui, view, mode);
        event
    }

    /// The tutor's last word on this step, if any (the end-to-end test reads its id).
    pub fn feedback(&self) -> Option<Message> {
        self.feedback.as_ref().map(verdict_message)
    }

    /// The verdict with its speaker button; the verdict's sentence when the button was pressed.
    fn feedback_ui(&self, ui: &mut egui::Ui, view: &View, size: f32) -> Option<String> {
        let verdict = self.feedback.as_ref()?;
        let palette = Palette::for_settings(view.settings);
        let (symbol, colour) = match verdict {
            Verdict::Correct | Verdict::StepComplete { .. } => ("✓", palette.good),
            Verdict::Wrong { .. } | Verdict::Unusable => ("✗", palette.bad),
        };
        let text = format!("{symbol} {}", view.shown(&verdict_message(verdict)));
        ui.horizontal_wrapped(|ui| {
            let pressed = super::super::speech::speaker_button(ui, view);
            ui.label(egui::RichText::new(text).size(size).color(colour));
            pressed.then(|| view.tr.render_spoken(&verdict_message(verdict)))
        })
        .inner
    }

    /// The hints given so far, each with its speaker button, newest last.
    fn hints_list_ui(&mut self, ui: &mut egui::Ui, view: &View, mode: PlayerMode) {
        if mode == PlayerMode::Projector && !self.hints_revealed {
            return;
        }
        if mode == PlayerMode::Learner && view.hints_closed() {
            return;
        }
        for (rung, hint) in self.hints.iter().enumerate() {
            let text = hint_text(hint, view, self.input.position());
            ui.horizontal_wrapped(|ui| {
                if super::super::speech::speaker_button(ui, view) {
                    self.speech = Some(hint_spoken(hint, view, self.input.position()));
                }
                ui.label(format!("☞ {}. {text}", rung + 1));
            });
        }
    }

    /// The hint button, in a place kept for it (unseen once the ladder is done or the step is
    /// finished); the teacher's "hints closed" note in its place when they are closed.
    fn hint_button_ui(&mut self, ui: &mut egui::Ui, view: &View, mode: PlayerMode) {
        if mode == PlayerMode::Projector && !self.hints_revealed {
            return;
        }
        if mode == PlayerMode::Learner && view.hints_closed() {
            if self.stars.is_none() {
                ui.weak(view.text("app-hints-closed"));
            }
            return;
        }
        let next = self.tutor.hint(self.hints.len());
        let fresh = next
            .as_ref()
            .is_some_and(|hint| self.hints.last() != Some(hint));
        let offered = self.stars.is_none() && fresh;
        let text = view.text("app-lesson-hint");
        let button = PictureButton::new(Icon::Hint, &text);
        if ui.add_visible(offered, button).clicked()
            && offered
            && let Some(hint) = next
        {
            if view.voice && view.speaks_by_itself() && mode == PlayerMode::Learner {
                self.speech = Some(hint_spoken(&hint, view, self.input.position()));
            }
            self.hints.push(hint);
            self.input.show_hints(&self.hints, self.tutor.look_here());
        }
    }
}

/// A hint's sentence in the child's language: for the youngest, squares named by what is on
/// them (`position`) rather than by their coordinates.
fn hint_text(hint: &Hint, view: &View, position: Option<&Position>) -> String {
    match hint {
        Hint::Authored(text) if view.names_only() => {
            name_places(text.get(view.tr.locale()), position, view.tr)
        }
        Hint::Authored(text) => text.get(view.tr.locale()).to_owned(),
        Hint::Engine(engine) => view.shown(&engine_hint(engine)),
    }
}

/// A hint's sentence as said aloud: squares named by what is on them.
fn hint_spoken(hint: &Hint, view: &View, position: Option<&Position>) -> String {
    match hint {
        Hint::Authored(text) => name_places(text.get(view.tr.locale()), position, view.tr),
        Hint::Engine(engine) => view.tr.render_spoken(&engine_hint(engine)),
    }
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A page with no content, for a lesson without steps.
fn empty_step() -> crate::content::Step {
    crate::content::Step {
        kind: crate::content::StepKind::Info {
            fen: None,
            stones: None,
            highlight: Vec::new(),
        },
        kind_span: 0..0,
        text: crate::content::Localized::default(),
        hints: Vec::new(),
        rules: None,
        teacher_note: None,
        diagram: false,
        span: 0..0,
    }
}
