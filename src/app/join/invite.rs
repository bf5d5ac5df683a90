//! A child invites a classmate to a game from their device (issue #40): "Play a classmate" on
//! the class screen opens the classmates as a picture list (names and animal pictures, no
//! typing), then the game as two picture buttons; the classmate's device shows who invites them
//! to which game, with yes / not now. On yes the server makes the room, which then shows as
//! every room does. The wire is `invite` / `invitation` / `invite-answer` /
//! `invitation-closed` (docs/classroom-server.md).

use super::avatar_of;
use crate::app::View;
use crate::app::avatar;
use crate::app::icons::{Icon, PictureButton};
use crate::classroom::protocol::StudentCard;
use crate::classroom::teach::TeachGame;
use crate::i18n::Message;
use serde::Deserialize;
use serde_json::{Value, json};

/// The invitation reasons a refusal may give, each said by `app-invite-refused-<reason>`.
pub const INVITE_REASONS: [&str; 7] = [
    "invitations-off",
    "invitation-open",
    "too-many-invitations",
    "not-in-class",
    "unknown-invitation",
    "not-invited",
    "bad-players",
];

/// Seconds an invitation is shown without an answer (the server's expiry).
const SHOWN_SECONDS: f64 = 60.0;

/// An invitation as the server says it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Invitation {
    /// Its id.
    pub invite: String,
    /// Who invites (student id).
    pub from: String,
    /// Who is invited.
    pub to: String,
    /// The game.
    pub game: TeachGame,
    /// When it was heard (`i.time`), set when first drawn.
    #[serde(skip)]
    pub heard_at: Option<f64>,
}

/// The invitations of this device: the classmates to pick from, the one sent, the one
/// received, and what to send.
#[derive(Debug, Default, Clone)]
pub struct ClassInvites {
    /// The class's children, from the server's names.
    pub classmates: Vec<StudentCard>,
    /// The picker is open.
    pub picking: bool,
    /// The classmate picked: the game is asked next.
    pub picked: Option<String>,
    /// This child's invitation, waiting for the classmate.
    pub outgoing: Option<Invitation>,
    /// A classmate's invitation to this child.
    pub incoming: Option<Invitation>,
    /// A line about the last answer or refusal, until "back".
    pub note: Option<Message>,
    /// Messages to send on the live socket.
    pub outbox: Vec<String>,
    /// The classmates' names were asked for.
    pub names_asked: bool,
}

/// What the invitation screen did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InviteUiAction {
    /// Ask the server for the classmates' names.
    FetchNames,
}

impl ClassInvites {
    /// Whether the invitation screen shows over the others.
    pub fn shown(&self) -> bool {
        self.picking || self.incoming.is_some() || self.outgoing.is_some() || self.note.is_some()
    }

    /// The classmate's name (`None`: not known yet).
    fn name_of(&self, id: &str) -> Option<&StudentCard> {
        self.classmates.iter().find(|s| s.student_id == id)
    }

    /// Applies a server message about invitations (`me`: this device's child).
    pub fn apply(&mut self, value: &Value, me: &str) {
        match value.get("type").and_then(Value::as_str) {
            Some("invitation") => {
                let Ok(invitation) = serde_json::from_value::<Invitation>(value.clone()) else {
                    return;
                };
                if invitation.to == me {
                    self.incoming = Some(invitation);
                } else if invitation.from == me {
                    self.picking = false;
                    self.picked = None;
                    self.outgoing = Some(invitation);
                }
            }
            Some("invitation-closed") => {
                let id = value.get("invite").and_then(Value::as_str);
                let declined = value.get("reason").and_then(Value::as_str) == Some("declined");
                if self.incoming.as_ref().map(|i| i.invite.as_str()) == id {
                    self.incoming = None;
                }
                if let Some(mine) = self.outgoing.take_if(|i| Some(i.invite.as_str()) == id)
                    && declined
                {
                    let name = self
                        .name_of(&mine.to)
                        .map(|s| s.name.clone())
                        .unwrap_or_default();
                    self.note = Some(Message::new("app-invite-declined").text("name", name));
                }
            }
            Some("refused") => {
                let reason = value.get("reason").and_then(Value::as_str).unwrap_or("");
                if INVITE_REASONS.contains(&reason) {
                    self.picking = false;
                    self.picked = None;
                    self.note = Some(Message::new(format!("app-invite-refused-{reason}")));
                }
            }
            _ => {}
        }
    }

    /// Whether a live message is about invitations.
    pub fn is_invite_message(value: &Value) -> bool {
        match value.get("type").and_then(Value::as_str) {
            Some("invitation" | "invitation-closed") => true,
            Some("refused") => value
                .get("reason")
                .and_then(Value::as_str)
                .is_some_and(|r| INVITE_REASONS.contains(&r)),
            _ => false,
        }
    }

    /// The messages to send now.
    pub fn due_messages(&mut self) -> Vec<String> {
        std::mem::take(&mut self.outbox)
    }
}

/// A classmate's button: their animal picture and name.
fn classmate_button(ui: &mut egui::Ui, card: &StudentCard) -> bool {
    let name = egui::RichText::new(card.name.as_str()).size(24.0);
    let button = match avatar_of(&card.avatar) {
        Some(a) => egui::Button::new((avatar::picture_text(a, 32.0), name)),
        None => egui::Button::new(name),
    }
    .min_size(egui::vec2(180.0, 72.0));
    ui.add(button).clicked()
}

/// The name of a game, as the teacher's pairing says it.
fn game_name(game: TeachGame) -> Message {
    Message::new(match game {
        TeachGame::Jungle => "app-rooms-game-jungle",
        TeachGame::Renju => "app-rooms-game-renju",
    })
}

/// Draws the invitation screen: the classmate's invitation first, else this child's waiting
/// one, else the picker; what the app must do for it, if anything.
pub fn invite_ui(
    ui: &mut egui::Ui,
    view: &View,
    invites: &mut ClassInvites,
    me: &str,
) -> Option<InviteUiAction> {
    let now = ui.input(|i| i.time);
    let mut fetch = None;
    ui.heading(view.text("app-invite-title"));
    ui.add_space(8.0);
    if let Some(incoming) = &mut invites.incoming {
        let heard = *incoming.heard_at.get_or_insert(now);
        let (id, game, from) = (
            incoming.invite.clone(),
            incoming.game,
            incoming.from.clone(),
        );
        if now - heard > SHOWN_SECONDS {
            invites.incoming = None;
            return None;
        }
        let card = invites.name_of(&from).cloned();
        if card.is_none() {
            fetch = Some(InviteUiAction::FetchNames);
        }
        ui.horizontal(|ui| {
            if let Some(a) = card.as_ref().and_then(|c| avatar_of(&c.avatar)) {
                let _ = avatar::token(ui, view, a, 56.0);
            }
            let name = card
                .as_ref()
                .map(|c| c.name.clone())
                .unwrap_or_else(|| view.text("app-invite-someone"));
            let line = Message::new("app-invite-incoming")
                .text("name", name)
                .message("game", game_name(game));
            ui.label(egui::RichText::new(view.shown(&line)).size(26.0).strong());
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let icon = match game {
                TeachGame::Jungle => Icon::Paw,
                TeachGame::Renju => Icon::Stones,
            };
            let yes = view.text("app-invite-accept");
            if ui.add(PictureButton::new(icon, &yes).size(44.0)).clicked() {
                invites
                    .outbox
                    .push(json!({"type":"invite-answer","invite":id,"accept":true}).to_string());
                invites.incoming = None;
            }
            let no = view.text("app-invite-decline");
            if ui
                .add(PictureButton::new(Icon::Cross, &no).size(44.0))
                .clicked()
            {
                invites
                    .outbox
                    .push(json!({"type":"invite-answer","invite":id,"accept":false}).to_string());
                invites.incoming = None;
            }
        });
        return fetch;
    }
    if let Some(outgoing) = &mut invites.outgoing {
        let heard = *outgoing.heard_at.get_or_insert(now);
        if now - heard > SHOWN_SECONDS {
            invites.outgoing = None;
            invites.note = Some(Message::new("app-invite-expired"));
            return None;
        }
        let to = outgoing.to.clone();
        let name = invites
            .name_of(&to)
            .map(|c| c.name.clone())
            .unwrap_or_else(|| view.text("app-invite-someone"));
        let line = Message::new("app-invite-waiting").text("name", name);
        ui.label(egui::RichText::new(view.shown(&line)).size(24.0));
        ui.spinner();
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(1));
        return None;
    }
    if let Some(note) = invites.note.clone() {
        ui.label(egui::RichText::new(view.shown(&note)).size(24.0));
        let back = view.text("app-invite-back");
        if ui
            .add(PictureButton::new(Icon::Back, &back).size(36.0))
            .clicked()
        {
            invites.note = None;
        }
        return None;
    }
    if let Some(to) = invites.picked.clone() {
        ui.label(egui::RichText::new(view.text("app-invite-which-game")).size(24.0));
        ui.horizontal(|ui| {
            for (game, icon, rules) in [
                (TeachGame::Jungle, Icon::Paw, json!({"preset": "classroom"})),
                (
                    TeachGame::Renju,
                    Icon::Stones,
                    json!({"rule_set": "freestyle"}),
                ),
            ] {
                let text = view.tr.render(&game_name(game));
                if ui.add(PictureButton::new(icon, &text).size(44.0)).clicked() {
                    invites.outbox.push(
                        json!({"type":"invite","game":game,"rules":rules,"to":to}).to_string(),
                    );
                    invites.picked = None;
                }
            }
        });
    } else {
        ui.label(egui::RichText::new(view.text("app-invite-who")).size(24.0));
        if invites.classmates.is_empty() {
            ui.spinner();
            fetch = Some(InviteUiAction::FetchNames);
        }
        egui::ScrollArea::vertical()
            .max_height(480.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for card in invites.classmates.clone() {
                        if card.student_id != me && classmate_button(ui, &card) {
                            invites.picked = Some(card.student_id.clone());
                        }
                    }
                });
            });
    }
    ui.add_space(12.0);
    let back = view.text("app-invite-back");
    if ui
        .add(PictureButton::new(Icon::Back, &back).size(36.0))
        .clicked()
    {
        invites.picking = false;
        invites.picked = None;
    }
    fetch
}
