//! Teacher mode's games between devices (issue #40), inside "Class on the server": choose the
//! game and its rules, pair the whole class at once or two children by hand, then watch all
//! the class's boards at once (small, live, with the names and the result) and open one large
//! for the projector. It talks over its own teacher socket (`/api/classes/{code}/live`), which
//! follows every room of the class; the boards and verdicts are the server's. Beside the boards,
//! on the same socket, the class tournament (`tournament_panel`) and the teacher's simul
//! (`simul_panel`).

use super::super::View;
use crate::app::Palette;
use crate::app::board::{JungleBoard, JungleBoardMode, RenjuBoard};
use crate::app::join::room::{self, ClassRoom, colour_name};
use crate::classroom::dashboard::Dashboard;
use crate::classroom::room::TEACHER_SEAT;
use crate::classroom::room_wire::{Colour, RoomMessage};
use crate::classroom::teach::TeachGame;
use crate::i18n::Message;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// Seconds before a dropped teacher socket is opened again.
const RECONNECT_SECONDS: f64 = 5.0;

/// The Renju forbidden-move policies offered, as the rules' keys.
const POLICIES: [&str; 3] = ["cannot-place", "loses", "must-claim"];
/// The Renju openings the teacher can pick (none: free play from the empty board).
const OPENINGS: [Option<&str>; 3] = [None, Some("rif"), Some("swap2")];
/// The clocks the teacher can pick, minutes a side (none: no clock).
const CLOCKS: [Option<u32>; 4] = [None, Some(5), Some(10), Some(15)];

/// The teacher's refusals (pairing, tournament, simul) said by `app-rooms-refused-<reason>`.
const PAIR_REASONS: [&str; 11] = [
    "bad-rules",
    "bad-players",
    "not-in-class",
    "too-few-players",
    "teachers-only",
    "unknown-tournament",
    "round-not-finished",
    "all-rounds-played",
    "no-pairing-left",
    "too-many-players",
    "not-a-simul",
];

/// What the panel shows under its title.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Screen {
    /// Pairing, and all the class's boards.
    #[default]
    Boards,
    /// The class tournament.
    Tournament,
    /// The teacher's simul.
    Simul,
}

struct Live {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

/// The rooms panel's state.
#[derive(Default)]
pub struct RoomsPanel {
    live: Option<Live>,
    dropped_at: Option<f64>,
    /// Jungle (false) or Renju (true).
    renju: bool,
    /// Jungle: the competition preset instead of the classroom one.
    competition: bool,
    /// Renju: the renju rule set (forbidden points) instead of freestyle.
    renju_rules: bool,
    /// Renju: the forbidden policy, an index into [`POLICIES`].
    policy: usize,
    /// Renju: the opening, an index into [`OPENINGS`].
    opening: usize,
    /// The clock, an index into [`CLOCKS`].
    clock: usize,
    /// The children may not invite each other (the teacher switched invitations off).
    invitations_off: bool,
    /// The two children picked by hand (student ids).
    first: Option<String>,
    second: Option<String>,
    /// Every room of the class heard, by id.
    pub rooms: BTreeMap<String, ClassRoom>,
    /// The room opened large (the projector's view).
    pub large: Option<String>,
    /// The last refusal, as the server's reason.
    refused: Option<String>,
    /// What shows: the boards, the tournament or the simul.
    pub screen: Screen,
    /// The class tournament.
    pub tournament: super::tournament_panel::TournamentPanel,
    /// The teacher's simul.
    pub simul: super::simul_panel::SimulPanel,
}

impl std::fmt::Debug for RoomsPanel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RoomsPanel")
            .field("rooms", &self.rooms.len())
            .field("large", &self.large)
            .finish()
    }
}

impl RoomsPanel {
    /// The rules chosen, as the lesson files' keys.
    fn rules(&self) -> (TeachGame, Value) {
        if self.renju {
            let set = if self.renju_rules {
                "renju"
            } else {
                "freestyle"
            };
            let mut rules = json!({"rule_set": set});
            if self.renju_rules {
                rules["forbidden_policy"] = json!(POLICIES[self.policy.min(POLICIES.len() - 1)]);
            }
            if let Some(Some(opening)) = OPENINGS.get(self.opening) {
                rules["opening"] = json!(opening);
            }
            (TeachGame::Renju, self.with_clock(rules))
        } else {
            let preset = if self.competition {
                "competition"
            } else {
                "classroom"
            };
            (
                TeachGame::Jungle,
                self.with_clock(json!({"preset": preset})),
            )
        }
    }

    /// The rules with the clock chosen, if any.
    fn with_clock(&self, mut rules: Value) -> Value {
        if let Some(Some(minutes)) = CLOCKS.get(self.clock) {
            rules["clock"] = json!({"minutes": minutes, "increment_seconds": 0});
        }
        rules
    }

    /// Applies one text message of the teacher's socket (other kinds are left alone).
    pub fn apply_text(&mut self, text: &str) {
        let Ok(value) = serde_json::from_str::<Value>(text) else {
            return;
        };
        let kind = value
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or_default();
        // A refusal of the teacher's own move in a simul room: that board says it.
        let room_named = value.get("room").and_then(Value::as_str);
        if kind == "refused"
            && let Some(open) = room_named.and_then(|id| self.rooms.get_mut(id))
            && open.waiting.is_some()
        {
            if let Ok(message) = serde_json::from_value::<RoomMessage>(value) {
                open.apply(message);
            }
            return;
        }
        self.tournament.apply(&value);
        self.simul.apply(&value);
        if room::is_room_type(kind) {
            let Ok(message) = serde_json::from_value::<RoomMessage>(value) else {
                return;
            };
            match message {
                RoomMessage::Room(state) => {
                    let id = state.room.clone();
                    match self.rooms.get_mut(&id) {
                        Some(open) => open.apply(RoomMessage::Room(state)),
                        None => {
                            self.rooms.insert(id, ClassRoom::from_state(*state));
                        }
                    }
                }
                other => {
                    let id = room_id(&other);
                    if let Some(open) = id.and_then(|id| self.rooms.get_mut(id)) {
                        open.apply(other);
                    }
                }
            }
            return;
        }
        match kind {
            "invitations" => {
                self.invitations_off = value.get("open") == Some(&Value::Bool(false));
            }
            "paired" | "class-paired" | "tournament" | "pairings" | "simul" | "simul-restarted" => {
                self.refused = None
            }
            // A refusal of the race or the teach board names its id: not this panel's.
            "refused" if value.get("id").is_none() => {
                self.refused = value
                    .get("reason")
                    .and_then(Value::as_str)
                    .map(str::to_owned);
            }
            _ => {}
        }
    }

    /// What the rooms ask the server for now: a `resume` after a gap, the teacher's simul
    /// moves (sent at once and again until taken), the tournament's and simul's requests.
    fn due_messages(&mut self, now: f64) -> Vec<String> {
        let mut out: Vec<String> = self
            .rooms
            .values_mut()
            .flat_map(|room| room.due_messages(now))
            .collect();
        out.append(&mut self.tournament.outbox);
        out.append(&mut self.simul.outbox);
        out
    }

    fn poll(&mut self, ctx: &egui::Context, base: &str, code: &str, token: &str) {
        let now = ctx.input(|i| i.time);
        if self.live.is_none() {
            if self
                .dropped_at
                .is_some_and(|at| now - at < RECONNECT_SECONDS)
            {
                return;
            }
            let url = format!(
                "{}/api/classes/{code}/live?token={token}",
                base.replacen("http", "ws", 1)
            );
            let wake = ctx.clone();
            match ewebsock::connect_with_wakeup(url, ewebsock::Options::default(), move || {
                wake.request_repaint();
            }) {
                Ok((sender, receiver)) => {
                    self.live = Some(Live { sender, receiver });
                    // What happened to every room while away.
                    for room in self.rooms.values_mut() {
                        room.reconnected();
                    }
                    self.tournament.connected();
                }
                Err(_) => self.dropped_at = Some(now),
            }
            return;
        }
        let mut dropped = false;
        let mut texts = Vec::new();
        if let Some(live) = &self.live {
            for _ in 0..1_000 {
                let Some(event) = live.receiver.try_recv() else {
                    break;
                };
                match event {
                    ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                        texts.push(text);
                    }
                    ewebsock::WsEvent::Error(_) | ewebsock::WsEvent::Closed => dropped = true,
                    _ => {}
                }
            }
        }
        for text in texts {
            self.apply_text(&text);
        }
        for text in self.due_messages(now) {
            self.send_text(text);
        }
        if dropped {
            self.live = None;
            self.dropped_at = Some(now);
        }
    }

    fn send_text(&mut self, text: String) {
        if let Some(live) = &mut self.live {
            live.sender.send(ewebsock::WsMessage::Text(text));
        }
    }

    /// Draws the rooms panel for the class `code` on the server at `base`.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        session: (&str, &str, &str),
        dashboard: Option<&Dashboard>,
    ) {
        let (base, code, token) = session;
        self.poll(ui.ctx(), base, code, token);
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(view.text("app-rooms-title")).size(20.0));
            ui.separator();
            for (screen, id) in [
                (Screen::Boards, "app-rooms-tab-boards"),
                (Screen::Tournament, "app-tournament-title"),
                (Screen::Simul, "app-simul-title"),
            ] {
                ui.selectable_value(&mut self.screen, screen, view.text(id));
            }
        });
        self.rules_ui(ui, view);
        let students = dashboard.map(|d| d.students.as_slice()).unwrap_or_default();
        let teacher = view.text("app-simul-teacher");
        let name_of = |id: &str| {
            if id == TEACHER_SEAT {
                return teacher.clone();
            }
            students
                .iter()
                .find(|s| s.student_id == id)
                .map_or_else(|| id.to_owned(), |s| s.name.clone())
        };
        if self.screen != Screen::Boards {
            if let Some(reason) = &self.refused {
                ui.colored_label(ui.visuals().warn_fg_color, view.tr.render(&refusal(reason)));
            }
            let live = self.live.is_some();
            let rules = self.rules();
            let now = ui.input(|i| i.time);
            if self.screen == Screen::Tournament {
                self.tournament
                    .ui(ui, view, students, &self.rooms, rules, live);
            } else {
                let roster: Vec<String> = students.iter().map(|s| s.student_id.clone()).collect();
                let names = (roster.as_slice(), &name_of as &dyn Fn(&str) -> String);
                self.simul.ui(ui, view, &mut self.rooms, names, rules, live);
            }
            // A move or request made this frame goes at once.
            for text in self.due_messages(now) {
                self.send_text(text);
            }
            return;
        }
        ui.horizontal_wrapped(|ui| {
            let pair_class = egui::Button::new(view.text("app-rooms-pair-class"));
            if ui.add_enabled(self.live.is_some(), pair_class).clicked() {
                let (game, rules) = self.rules();
                self.send_text(json!({"type":"pair-class","game":game,"rules":rules}).to_string());
            }
            ui.separator();
            for (salt, picked) in [
                ("rooms-first", &mut self.first),
                ("rooms-second", &mut self.second),
            ] {
                let shown = picked
                    .as_deref()
                    .map_or_else(|| view.text("app-rooms-pick-child"), &name_of);
                egui::ComboBox::from_id_salt(salt)
                    .selected_text(shown)
                    .show_ui(ui, |ui| {
                        for student in students {
                            ui.selectable_value(
                                picked,
                                Some(student.student_id.clone()),
                                student.name.as_str(),
                            );
                        }
                    });
            }
            let two = self.first.is_some() && self.second.is_some() && self.first != self.second;
            let pair = egui::Button::new(view.text("app-rooms-pair-two"));
            if ui.add_enabled(self.live.is_some() && two, pair).clicked() {
                let (game, rules) = self.rules();
                let players = [self.first.clone(), self.second.clone()];
                self.send_text(
                    json!({"type":"pair","game":game,"rules":rules,"players":players}).to_string(),
                );
            }
        });
        let mut open = !self.invitations_off;
        if ui
            .add_enabled(
                self.live.is_some(),
                egui::Checkbox::new(&mut open, view.text("app-rooms-invitations-open")),
            )
            .changed()
        {
            self.invitations_off = !open;
            self.send_text(json!({"type":"invitations","open":open}).to_string());
        }
        if let Some(reason) = &self.refused {
            ui.colored_label(ui.visuals().warn_fg_color, view.tr.render(&refusal(reason)));
        }
        if self.rooms.is_empty() {
            ui.weak(view.text("app-rooms-none"));
            return;
        }
        if let Some(id) = self.large.clone() {
            if ui.button(view.text("app-rooms-all-boards")).clicked() {
                self.large = None;
            } else if let Some(room) = self.rooms.get(&id) {
                room_card(ui, view, room, &name_of, 640.0);
                return;
            }
        }
        ui.label(view.text("app-rooms-all-boards"));
        let mut open = None;
        ui.horizontal_wrapped(|ui| {
            for (id, room) in &self.rooms {
                ui.push_id(id, |ui| {
                    ui.vertical(|ui| {
                        room_card(ui, view, room, &name_of, 220.0);
                        if ui.button(view.text("app-rooms-open-large")).clicked() {
                            open = Some(id.clone());
                        }
                    });
                });
                ui.add_space(8.0);
            }
        });
        if open.is_some() {
            self.large = open;
        }
    }

    fn rules_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.renju, false, view.text("app-rooms-game-jungle"));
            ui.selectable_value(&mut self.renju, true, view.text("app-rooms-game-renju"));
            ui.separator();
            if self.renju {
                ui.selectable_value(
                    &mut self.renju_rules,
                    false,
                    view.text("app-board-setup-rule-freestyle"),
                );
                ui.selectable_value(
                    &mut self.renju_rules,
                    true,
                    view.text("app-board-setup-rule-renju"),
                );
                ui.separator();
                for (index, id) in [
                    "app-rooms-opening-none",
                    "app-rooms-opening-rif",
                    "app-rooms-opening-swap2",
                ]
                .into_iter()
                .enumerate()
                {
                    ui.selectable_value(&mut self.opening, index, view.text(id));
                }
                if self.renju_rules {
                    for (index, id) in [
                        "app-play-room-cannot-place",
                        "app-play-room-loses",
                        "app-play-room-must-claim",
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        ui.selectable_value(&mut self.policy, index, view.text(id));
                    }
                }
            } else {
                ui.selectable_value(
                    &mut self.competition,
                    false,
                    view.text("app-rooms-preset-classroom"),
                );
                ui.selectable_value(
                    &mut self.competition,
                    true,
                    view.text("app-rooms-preset-competition"),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(view.text("app-rooms-clock"));
            for (index, minutes) in CLOCKS.iter().enumerate() {
                let text = match minutes {
                    None => view.text("app-rooms-clock-none"),
                    Some(m) => view.tr.render(
                        &Message::new("app-rooms-clock-minutes").number("minutes", i64::from(*m)),
                    ),
                };
                ui.selectable_value(&mut self.clock, index, text);
            }
        });
    }
}

/// The room a versioned message is about.
fn room_id(message: &RoomMessage) -> Option<&str> {
    match message {
        RoomMessage::Room(state) => Some(&state.room),
        RoomMessage::Moved { room, .. }
        | RoomMessage::OpeningStep { room, .. }
        | RoomMessage::Offered { room, .. }
        | RoomMessage::Declined { room, .. }
        | RoomMessage::Undone { room, .. }
        | RoomMessage::GameOver { room, .. } => Some(room),
        RoomMessage::Refused { room, .. } => room.as_deref(),
    }
}

/// A refusal to the teacher as a sentence (a reason the app does not know is still shown).
pub fn refusal(reason: &str) -> Message {
    if PAIR_REASONS.contains(&reason) {
        return Message::new(format!("app-rooms-refused-{reason}"));
    }
    if room::ROOM_REASONS.contains(&reason) {
        return Message::new(format!("app-room-refused-{reason}"));
    }
    Message::new("app-room-refused-other").text("reason", reason.replace('-', " "))
}

/// One game: the two children's names by colour, whose turn or the result, and the board
/// `size` points wide.
pub fn room_card(
    ui: &mut egui::Ui,
    view: &View,
    room: &ClassRoom,
    name_of: &dyn Fn(&str) -> String,
    size: f32,
) {
    let (first, second) = match room.game {
        TeachGame::Jungle => (Colour::Red, Colour::Blue),
        TeachGame::Renju => (Colour::Black, Colour::White),
    };
    let seat = |colour: Colour| {
        let name = room.player(colour).map(name_of).unwrap_or_default();
        view.tr.render(
            &Message::new("app-rooms-player")
                .text("name", name)
                .message("colour", colour_name(colour)),
        )
    };
    ui.label(egui::RichText::new(format!("{} — {}", seat(first), seat(second))).strong());
    let line = match (room.result_message(), room.to_move) {
        (Some(result), _) => result,
        (None, Some(turn)) => Message::new("app-room-turn-of").message("colour", colour_name(turn)),
        (None, None) => Message::new("app-room-title"),
    };
    ui.label(view.tr.render(&line));
    let palette = Palette::for_settings(view.settings);
    let tall = match room.game {
        TeachGame::Jungle => size * 9.0 / 7.0,
        TeachGame::Renju => size,
    };
    ui.allocate_ui(egui::vec2(size, tall), |ui| {
        ui.set_min_size(egui::vec2(size, tall));
        match room.game {
            TeachGame::Jungle => {
                if let Some(position) = room.jungle_position() {
                    let _ = JungleBoard::new(&position, view.tr, palette)
                        .id_salt(("rooms-board", &room.id, size as u32))
                        .coordinates(false)
                        .mode(JungleBoardMode::Locked)
                        .show(ui);
                }
            }
            TeachGame::Renju => {
                if let Some(board) = room.renju_board() {
                    let _ = RenjuBoard::new(&board, view.tr, palette)
                        .id_salt(("rooms-board", &room.id, size as u32))
                        .enabled(false)
                        .last(room.moves.last().and_then(|p| p.parse().ok()))
                        .show(ui);
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::room::{Room, RoomSpec};

    #[test]
    fn the_opening_and_clock_chosen_go_into_rules_the_referee_takes() {
        let mut panel = RoomsPanel {
            renju: true,
            renju_rules: true,
            opening: 1,
            clock: 1,
            ..RoomsPanel::default()
        };
        let (game, rules) = panel.rules();
        assert_eq!(rules["opening"], "rif");
        assert_eq!(rules["clock"]["minutes"], 5);
        let room = Room::new(RoomSpec {
            id: "r".into(),
            game,
            rules,
            players: ["a".into(), "b".into()],
        })
        .expect("the referee takes the rules");
        assert!(room.in_opening());
        assert!(room.clock_reading().is_some());
        panel.renju = false;
        panel.clock = 0;
        let (_, rules) = panel.rules();
        assert!(rules.get("clock").is_none() && rules.get("opening").is_none());
    }

    #[test]
    fn the_servers_answer_to_the_invitations_switch_is_kept() {
        let mut panel = RoomsPanel::default();
        assert!(!panel.invitations_off);
        panel.apply_text(r#"{"type":"invitations","open":false}"#);
        assert!(panel.invitations_off);
        // A child's invitation heard on the teacher's socket changes nothing here.
        panel.apply_text(r#"{"type":"invitation","invite":"i-1","from":"a","to":"b"}"#);
        assert!(panel.invitations_off && panel.rooms.is_empty());
        panel.apply_text(r#"{"type":"invitations","open":true}"#);
        assert!(!panel.invitations_off);
    }
}
