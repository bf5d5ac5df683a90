//! The PIN that opens teacher mode: the first time teacher mode is turned on the teacher
//! chooses a PIN (typed twice); afterwards teacher mode opens only with it. After a few wrong
//! PINs in a row the gate waits a little before it listens again, so guessing at a child's pace
//! gets nowhere. Turning teacher mode off needs no PIN.
//!
//! On a device joined to a class the gate asks for the class's teacher PIN instead and the
//! classroom server checks it (and slows guessing itself); the device's own PIN plays no part
//! there, and none can be chosen, so a child cannot lift the teacher's locks.

use super::{Action, View};
use crate::i18n::Message;
use crate::progress::{PinProblem, TeacherPin};

/// Wrong PINs in a row before the gate waits.
const WRONG_BEFORE_WAIT: u32 = 3;
/// Seconds the gate waits then (doubling each time it has to wait again, up to 5 minutes).
const WAIT_SECONDS: f64 = 30.0;

/// The classroom server's answer to the class's teacher PIN typed on a class device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeacherPinAnswer {
    /// The PIN is the class's: teacher mode opens.
    Right,
    /// Not the class's PIN.
    Wrong,
    /// Too many wrong PINs: the server listens again after this many seconds.
    Wait(u64),
    /// The server did not answer (or could not check now): teacher mode stays closed.
    Unreachable,
}

/// The gate's state, kept by the settings screen.
#[derive(Debug, Default)]
pub struct TeacherGate {
    /// Whether the gate is showing (the teacher asked for teacher mode).
    open: bool,
    pin: String,
    again: String,
    /// What went wrong last, as a Fluent message.
    problem: Option<Message>,
    wrong: u32,
    waits: u32,
    /// `i.time` until which the gate does not listen.
    wait_until: Option<f64>,
    /// A class device's PIN is with the server; its answer has not come yet.
    checking: bool,
}

impl TeacherGate {
    /// Shows the gate (the teacher-mode switch was turned on).
    pub fn ask(&mut self) {
        self.open = true;
        self.checking = false;
        self.pin.clear();
        self.again.clear();
        self.problem = None;
    }

    /// Draws the gate when it is asked for; a right PIN (or a new one) becomes the action that
    /// turns teacher mode on.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if !self.open {
            return;
        }
        let now = ui.input(|i| i.time);
        let waiting = self.wait_until.filter(|until| now < *until);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            match &view.settings.teacher_pin {
                _ if view.class_joined => self.class_ui(ui, view, waiting.is_some(), actions),
                None => self.choose_ui(ui, view, actions),
                Some(stored) => self.enter_ui(ui, view, stored, waiting.is_some(), now, actions),
            }
            if let Some(until) = waiting {
                let seconds = (until - now).ceil().max(1.0) as i64;
                let wait = Message::new("app-teacher-pin-wait").number("seconds", seconds);
                ui.label(view.tr.render(&wait));
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(500));
            } else if let Some(problem) = &self.problem {
                ui.colored_label(ui.visuals().warn_fg_color, view.tr.render(problem));
            }
            if ui.button(view.text("app-teacher-pin-cancel")).clicked() {
                self.open = false;
            }
        });
    }

    /// The server's answer to the class's teacher PIN (`now`: `i.time`).
    pub fn server_answer(&mut self, answer: TeacherPinAnswer, now: f64) {
        self.checking = false;
        match answer {
            TeacherPinAnswer::Right => {
                self.open = false;
                self.problem = None;
            }
            TeacherPinAnswer::Wrong => {
                self.problem = Some(Message::new("app-teacher-pin-wrong"));
            }
            TeacherPinAnswer::Wait(seconds) => {
                self.problem = Some(Message::new("app-teacher-pin-wrong"));
                self.wait_until = Some(now + seconds as f64);
            }
            TeacherPinAnswer::Unreachable => {
                self.problem = Some(Message::new("app-teacher-pin-no-server"));
            }
        }
    }

    /// A class device: the class's teacher PIN, sent to the server for its check.
    fn class_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        waiting: bool,
        actions: &mut Vec<Action>,
    ) {
        ui.label(view.text("app-teacher-pin-class"));
        let label = ui.label(view.text("app-teacher-pin-enter"));
        let listening = !waiting && !self.checking;
        let field = ui
            .add_enabled(listening, pin_field(&mut self.pin))
            .labelled_by(label.id);
        let pressed_enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let unlock = ui.add_enabled(
            listening,
            egui::Button::new(view.text("app-teacher-pin-unlock")),
        );
        if self.checking {
            ui.label(view.text("app-teacher-pin-checking"));
        }
        if listening && (unlock.clicked() || pressed_enter) && !self.pin.is_empty() {
            self.checking = true;
            self.problem = None;
            actions.push(Action::CheckClassTeacherPin(std::mem::take(&mut self.pin)));
        }
    }

    fn choose_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        ui.label(view.text("app-teacher-pin-first"));
        let label = ui.label(view.text("app-teacher-pin-choose"));
        ui.add(pin_field(&mut self.pin)).labelled_by(label.id);
        let label = ui.label(view.text("app-teacher-pin-again"));
        ui.add(pin_field(&mut self.again)).labelled_by(label.id);
        if ui.button(view.text("app-teacher-pin-set")).clicked() {
            match TeacherPin::check_new(&self.pin, &self.again) {
                Ok(()) => {
                    let seed = super::platform::unix_seconds()
                        ^ ui.input(|i| i.time).to_bits().rotate_left(17)
                        ^ ui.ctx().cumulative_frame_nr().rotate_left(41);
                    actions.push(Action::SetTeacherPin(TeacherPin::new(&self.pin, seed)));
                    self.open = false;
                }
                Err(PinProblem::NotDigits) => {
                    self.problem = Some(Message::new("app-teacher-pin-digits"));
                }
                Err(PinProblem::Different) => {
                    self.problem = Some(Message::new("app-teacher-pin-different"));
                    self.again.clear();
                }
            }
        }
    }

    fn enter_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        stored: &TeacherPin,
        waiting: bool,
        now: f64,
        actions: &mut Vec<Action>,
    ) {
        let label = ui.label(view.text("app-teacher-pin-enter"));
        let field = ui
            .add_enabled(!waiting, pin_field(&mut self.pin))
            .labelled_by(label.id);
        let pressed_enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let unlock = ui.add_enabled(
            !waiting,
            egui::Button::new(view.text("app-teacher-pin-unlock")),
        );
        if waiting || !(unlock.clicked() || pressed_enter) {
            return;
        }
        if stored.verify(&self.pin) {
            self.wrong = 0;
            self.waits = 0;
            self.open = false;
            actions.push(Action::SetTeacherMode(true));
        } else {
            self.wrong += 1;
            self.problem = Some(Message::new("app-teacher-pin-wrong"));
            if self.wrong >= WRONG_BEFORE_WAIT {
                let factor = f64::from(1u32 << self.waits.min(4));
                self.wait_until = Some(now + (WAIT_SECONDS * factor).min(300.0));
                self.waits += 1;
                self.wrong = 0;
            }
        }
        self.pin.clear();
    }
}

/// A PIN field: hidden digits, short.
fn pin_field(text: &mut String) -> egui::TextEdit<'_> {
    egui::TextEdit::singleline(text)
        .password(true)
        .char_limit(crate::progress::teacher_pin::MAX_DIGITS)
        .desired_width(120.0)
}
