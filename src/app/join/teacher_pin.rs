//! Teacher mode on a class device: the class's teacher PIN typed on the device goes to the
//! classroom server, which checks it (and slows guessing) as it does for the teacher's own
//! login. A PIN chosen on the device itself never opens teacher mode there, so a child cannot
//! lift the teacher's locks by choosing one.

use super::JoinScreen;
use super::client::Failure;
use crate::app::teacher_gate::TeacherPinAnswer;

impl JoinScreen {
    /// Sends `pin` for the server's check at the next frame (only on a device in a class).
    pub fn check_teacher_pin(&mut self, pin: String) {
        if self.is_joined() {
            self.teacher_pin_to_check = Some(pin);
        }
    }

    /// The server's answer to the last PIN sent, once it has come.
    pub fn take_teacher_pin_answer(&mut self) -> Option<TeacherPinAnswer> {
        self.teacher_pin_answer.take()
    }

    pub(super) fn send_teacher_pin(&mut self, ctx: &egui::Context) {
        let Some(membership) = &self.documents.membership else {
            self.teacher_pin_to_check = None;
            return;
        };
        if let Some(pin) = self.teacher_pin_to_check.take() {
            let wake = ctx.clone();
            self.client
                .teacher_pin(&membership.base, &membership.class_code, &pin, move || {
                    wake.request_repaint()
                });
        }
    }
}

impl TeacherPinAnswer {
    /// What the server's reply to the PIN means for the gate.
    pub(super) fn from_reply<T>(reply: &Result<T, Failure>) -> TeacherPinAnswer {
        match reply {
            Ok(_) => TeacherPinAnswer::Right,
            Err(Failure::Refused | Failure::NotFound) => TeacherPinAnswer::Wrong,
            Err(Failure::Busy {
                status: 429,
                retry_after,
            }) => TeacherPinAnswer::Wait(*retry_after),
            Err(Failure::Busy { .. } | Failure::Unreachable | Failure::Other(_)) => {
                TeacherPinAnswer::Unreachable
            }
        }
    }
}
