//! What the live socket brings for the screens shown over every other (the teacher's question,
//! the placement race, the game against a classmate): routing its messages to them, sending
//! theirs, and drawing them.

use super::{JoinScreen, invite, question, race, room, room_ui};
use crate::app::{Action, View};
use std::time::Duration;

impl JoinScreen {
    /// A live message that is not today's work, to the overlay it is about.
    pub(super) fn hear_overlay(&mut self, text: &str) {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(text)
            && invite::ClassInvites::is_invite_message(&value)
        {
            let me = self.me().unwrap_or_default();
            self.invites.apply(&value, &me);
            return;
        }
        // Race messages (and refusals, which may be a race's) to the race.
        let value = serde_json::from_str::<serde_json::Value>(text).unwrap_or_default();
        let kind = value
            .get("type")
            .and_then(|t| t.as_str())
            .unwrap_or_default()
            .to_owned();
        // The game against a classmate: its events, and refusals naming
        // a room or carrying a room action's id.
        if (room::is_room_type(&kind) || (kind == "refused" && room::is_room_refusal(&value)))
            && let Ok(message) = serde_json::from_value(value.clone())
        {
            room::apply_message(&mut self.room, message);
            // A race the teacher ended gives way to the game.
            if self.race.as_ref().is_some_and(|r| r.ended) {
                self.race = None;
            }
        }
        if (kind.starts_with("race") || kind == "refused")
            && let Ok(message) = serde_json::from_str(text)
        {
            race::apply_message(&mut self.race, message);
        }
        if !kind.starts_with("race")
            && let Ok(message) = serde_json::from_str(text)
        {
            question::apply_message(&mut self.question, message);
        }
    }

    /// What the overlays have to send now, and a wake-up while they wait for an answer.
    pub(super) fn send_overlays(&mut self, ctx: &egui::Context, now: f64) {
        if let Some(live) = &mut self.live {
            for text in self.invites.due_messages() {
                live.sender.send(ewebsock::WsMessage::Text(text));
            }
        }
        if let (Some(live), Some(open)) = (&mut self.live, &mut self.question) {
            if let Some(text) = open.due_message(now) {
                live.sender.send(ewebsock::WsMessage::Text(text));
            }
            if open.given.as_ref().is_some_and(|g| !g.taken) {
                ctx.request_repaint_after(Duration::from_secs_f64(question::RESEND_SECONDS));
            }
        }
        if let (Some(live), Some(open)) = (&mut self.live, &mut self.race) {
            for text in open.due_messages(now) {
                live.sender.send(ewebsock::WsMessage::Text(text));
            }
            if open.sending() {
                ctx.request_repaint_after(Duration::from_secs_f64(race::RESEND_SECONDS));
            }
        }
        if let (Some(live), Some(open)) = (&mut self.live, &mut self.room) {
            for text in open.due_messages(now) {
                live.sender.send(ewebsock::WsMessage::Text(text));
            }
            if open.waiting.is_some() {
                ctx.request_repaint_after(Duration::from_secs_f64(room::RESEND_SECONDS));
            }
        }
    }

    /// Whether the teacher's placement race is shown over every screen now.
    pub fn has_race(&self) -> bool {
        self.race.is_some()
    }

    /// Draws the teacher's placement race in place of the screen that was open.
    pub fn race_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let Some(open) = &mut self.race else {
            return;
        };
        let outbox = &mut self.documents.outbox;
        let mut made = false;
        let mut make_id = || {
            made = true;
            outbox.make_id()
        };
        let action = race::race_ui(ui, view, open, &mut make_id);
        if action == Some(race::RaceAction::Back) {
            self.race = None;
        }
        // The ids' counter is kept, so that no id is ever made twice on this device.
        if made {
            self.save_outbox();
        }
    }

    /// Whether a game against a classmate is shown over every screen now.
    pub fn has_room(&self) -> bool {
        self.room.is_some()
    }

    /// The game against a classmate, as this device keeps it (tests read it).
    pub fn class_room(&self) -> Option<&room::ClassRoom> {
        self.room.as_ref()
    }

    /// The game against a classmate, to send from or look into (tests).
    pub fn class_room_mut(&mut self) -> Option<&mut room::ClassRoom> {
        self.room.as_mut()
    }

    /// Applies a server message as if the live socket brought it (`text`: its JSON).
    pub fn hear_room_message(&mut self, text: &str) -> bool {
        match serde_json::from_str(text) {
            Ok(message) => {
                room::apply_message(&mut self.room, message);
                true
            }
            Err(_) => false,
        }
    }

    /// Draws the game against a classmate in place of the screen that was open.
    pub fn room_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Some(open) = &mut self.room else {
            return;
        };
        let done = room_ui::room_ui(ui, view, open, &mut self.room_voice);
        if let Some(text) = self.room_voice.speech.take() {
            actions.push(Action::Speak(text));
        }
        match done {
            Some(room_ui::RoomUiAction::Send(action)) => {
                open.act(action, self.documents.outbox.make_id());
                // The ids' counter is kept, so that no id is ever made twice on this device.
                self.save_outbox();
            }
            Some(room_ui::RoomUiAction::Back) => self.room = None,
            None => {}
        }
    }

    /// Whether the teacher's question is shown over every screen now.
    pub fn has_question(&self) -> bool {
        self.question.is_some()
    }

    /// Draws the teacher's question (the teach board) in place of the screen that was open.
    pub fn question_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Some(open) = &mut self.question else {
            return;
        };
        let done = question::question_ui(ui, view, open);
        if let Some(text) = open.speech.take() {
            actions.push(Action::Speak(text));
        }
        match done {
            Some(question::QuestionAction::Answer(answer)) => {
                open.given = Some(question::Given {
                    answer,
                    event_id: self.documents.outbox.make_id(),
                    taken: false,
                    sent_at: None,
                });
                self.save_outbox();
            }
            Some(question::QuestionAction::Back) => self.question = None,
            None => {}
        }
    }

    /// This device's child (student id).
    fn me(&self) -> Option<String> {
        Some(
            self.documents
                .membership
                .as_ref()?
                .student
                .student_id
                .clone(),
        )
    }

    /// Opens "play a classmate": the classmates as pictures.
    pub fn open_invites(&mut self) {
        self.invites.picking = true;
    }

    /// Whether the invitation screen shows over every screen now.
    pub fn has_invites(&self) -> bool {
        self.invites.shown()
    }

    /// The invitations, as this device keeps them (tests read them).
    pub fn class_invites(&mut self) -> &mut invite::ClassInvites {
        &mut self.invites
    }

    /// Applies a server message about invitations as if the live socket brought it.
    pub fn hear_invite_message(&mut self, text: &str) {
        self.hear_overlay(text);
    }

    /// Draws the invitation screen in place of the screen that was open.
    pub fn invite_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let me = self.me().unwrap_or_default();
        let fetch = invite::invite_ui(ui, view, &mut self.invites, &me);
        if fetch.is_some()
            && !self.invites.names_asked
            && let Some(membership) = &self.documents.membership
        {
            self.invites.names_asked = true;
            let wake = ui.ctx().clone();
            self.client
                .students(&membership.base, &membership.class_code, move || {
                    wake.request_repaint()
                });
        }
    }
}
