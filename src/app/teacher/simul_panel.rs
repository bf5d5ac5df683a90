//! The teacher's simul in the app (issue #40), beside the rooms panel and on its socket: start
//! one (a board for every child whose device is connected, else the whole class; the teacher
//! moves first or second), then play from one screen — the board waiting for the teacher
//! large, with the child's game screen's own board and buttons, every other board small beside
//! it; once the teacher has moved, the next board waiting for the teacher is brought forward
//! ("your move on N boards"). A child's game starts again (`simul-restart`) after a question.
//! The server referees every move (`simul-start`; the teacher's `move` in simul rooms).

use super::super::View;
use super::rooms_panel::room_card;
use crate::app::join::room::ClassRoom;
use crate::app::join::room_ui::{self, RoomUiAction, RoomVoice};
use crate::classroom::room::TEACHER_SEAT;
use crate::classroom::teach::TeachGame;
use crate::i18n::Message;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// How wide the board in play is drawn.
const LARGE: f32 = 460.0;
/// How wide the other boards are.
const SMALL: f32 = 200.0;

/// The roster's student ids (the boards' order) and how a child is named.
pub type Names<'a> = (&'a [String], &'a dyn Fn(&str) -> String);

/// The simul panel's state.
#[derive(Debug, Default)]
pub struct SimulPanel {
    /// The teacher moves second (blue / white) in the next simul.
    second: bool,
    /// The room brought forward.
    pub focus: Option<String>,
    /// The room whose restart waits for the teacher's yes.
    confirm: Option<String>,
    voice: RoomVoice,
    /// Makes the teacher's action ids: unique to this app's run, counted up.
    ids: Option<(String, u64)>,
    /// Messages for the server, sent by the rooms panel.
    pub outbox: Vec<String>,
}

/// Whether a room of the teacher's socket is a simul room (the teacher has a colour there).
pub fn is_simul(room: &ClassRoom) -> bool {
    room.you.is_some()
}

/// Whether the board waits for the teacher: a move, or an answer.
fn waits_for_teacher(room: &ClassRoom) -> bool {
    let turn = room.to_move.is_some() && room.to_move == room.you;
    // A child's undo request or draw offer waits for the teacher's answer too.
    room.result.is_none() && room.waiting.is_none() && (turn || room.offer_to_answer().is_some())
}

/// The child of a simul room (the player who is not the teacher).
fn child_of(room: &ClassRoom) -> Option<&str> {
    room.players
        .values()
        .filter_map(Value::as_str)
        .find(|id| *id != TEACHER_SEAT)
}

impl SimulPanel {
    /// Takes the server's simul messages (others are left alone).
    pub fn apply(&mut self, value: &Value) {
        if value.get("type").and_then(Value::as_str) == Some("simul") {
            // The first child's board first.
            self.focus = value
                .pointer("/rooms/0/room")
                .and_then(Value::as_str)
                .map(str::to_owned);
        }
    }

    fn next_id(&mut self) -> String {
        let (run, count) = self.ids.get_or_insert_with(|| {
            use std::hash::{BuildHasher, Hasher};
            // The run: the time and a random number, so that no id of an earlier run comes
            // back (the server takes an id it knows as already applied).
            let random = std::collections::hash_map::RandomState::new()
                .build_hasher()
                .finish();
            let seconds = crate::app::platform::unix_seconds();
            (format!("{seconds}{random:x}"), 0)
        });
        *count += 1;
        format!("t{run}-{count}")
    }

    /// Draws the simul: the start, "your move on N boards", the board in play large and the
    /// others small beside it. `roster` orders the boards; `name_of` names a child (and the
    /// teacher's seat).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        rooms: &mut BTreeMap<String, ClassRoom>,
        (roster, name_of): Names<'_>,
        rules: (TeachGame, Value),
        live: bool,
    ) {
        self.start_ui(ui, view, rules, live);
        // The simul's boards in the roster's order (then by room).
        let mut order: Vec<(usize, String)> = rooms
            .values()
            .filter(|room| is_simul(room))
            .map(|room| {
                let place = child_of(room)
                    .and_then(|child| roster.iter().position(|id| id == child))
                    .unwrap_or(usize::MAX);
                (place, room.id.clone())
            })
            .collect();
        order.sort();
        let order: Vec<String> = order.into_iter().map(|(_, id)| id).collect();
        if order.is_empty() {
            ui.weak(view.text("app-simul-none"));
            return;
        }
        let waiting = waiting_boards(&order, rooms);
        let count = Message::new("app-simul-your-move").number("count", waiting.len() as i64);
        let count = view.tr.render(&count);
        ui.label(egui::RichText::new(count).size(26.0).strong());
        // Bring forward the next board waiting when the one in play has nothing for the
        // teacher to do.
        let current = self.focus.clone().filter(|id| order.contains(id));
        let idle = current
            .as_ref()
            .and_then(|id| rooms.get(id))
            .is_none_or(|room| !waits_for_teacher(room) && room.waiting.is_none());
        if idle && self.confirm.is_none() {
            self.focus = next_after(&order, current.as_deref(), &waiting).or(current);
        }
        if let Some(id) = self.confirm.clone() {
            self.confirm_ui(ui, view, rooms, name_of, &id);
        }
        let mut moved = false;
        let mut open = None;
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| moved = self.board_in_play(ui, view, rooms, &order, name_of));
            ui.add_space(16.0);
            ui.vertical(|ui| self.small_boards(ui, view, rooms, &order, name_of, &mut open));
        });
        if moved {
            // The next board waiting for the teacher, after this one.
            let now_waiting = waiting_boards(&order, rooms);
            if let Some(next) = next_after(&order, self.focus.as_deref(), &now_waiting) {
                self.focus = Some(next);
            }
        }
        if open.is_some() {
            self.focus = open;
        }
    }

    /// The teacher's side, moving first or second, and the start button.
    fn start_ui(&mut self, ui: &mut egui::Ui, view: &View, rules: (TeachGame, Value), live: bool) {
        ui.horizontal_wrapped(|ui| {
            let first = view.text("app-simul-teacher-first");
            ui.selectable_value(&mut self.second, false, first);
            let second = view.text("app-simul-teacher-second");
            ui.selectable_value(&mut self.second, true, second);
            let start = egui::Button::new(view.text("app-simul-start"));
            if ui.add_enabled(live, start).clicked() {
                let (game, rules) = rules;
                let side = if self.second { "second" } else { "first" };
                let message =
                    json!({"type":"simul-start","game":game,"rules":rules,"teacher":side});
                self.outbox.push(message.to_string());
            }
        });
    }

    /// The board brought forward, large, with the child's game screen's board and buttons;
    /// whether the teacher acted on it.
    fn board_in_play(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        rooms: &mut BTreeMap<String, ClassRoom>,
        order: &[String],
        name_of: &dyn Fn(&str) -> String,
    ) -> bool {
        let Some(id) = self.focus.clone() else {
            return false;
        };
        let Some(room) = rooms.get_mut(&id) else {
            return false;
        };
        let name = child_of(room).map(name_of).unwrap_or_default();
        let board = order.iter().position(|r| *r == id).unwrap_or(0) + 1;
        let title = Message::new("app-simul-board")
            .number("board", board as i64)
            .text("name", name);
        let title = view.tr.render(&title);
        ui.label(egui::RichText::new(title).size(24.0).strong());
        // Room for the game screen's lines and buttons, and the board under them.
        let tall = match room.game {
            TeachGame::Jungle => LARGE * 9.0 / 7.0,
            TeachGame::Renju => LARGE,
        };
        let area = egui::vec2(LARGE, tall + 240.0);
        let done = ui
            .allocate_ui(area, |ui| {
                ui.set_min_size(area);
                room_ui::room_ui(ui, view, room, &mut self.voice)
            })
            .inner;
        // The teacher's screen speaks nothing by itself.
        self.voice.speech = None;
        let mut acted = false;
        if let Some(RoomUiAction::Send(action)) = done {
            let action_id = self.next_id();
            room.act(action, action_id);
            acted = true;
        }
        if ui.button(view.text("app-simul-restart")).clicked() {
            self.confirm = Some(id);
        }
        acted
    }

    /// Every board but the one in play, small, with "play here" and "start again".
    fn small_boards(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        rooms: &BTreeMap<String, ClassRoom>,
        order: &[String],
        name_of: &dyn Fn(&str) -> String,
        open: &mut Option<String>,
    ) {
        // In rows that fit what is visible beside the board in play (the page may scroll
        // sideways, so the width is the screen's, not the layout's).
        let card = egui::vec2(SMALL + 24.0, SMALL + 190.0);
        let room_left = ui.clip_rect().right() - ui.cursor().left();
        let columns = ((room_left / (card.x + 8.0)).floor() as usize).max(1);
        let others: Vec<&String> = order
            .iter()
            .filter(|id| Some(*id) != self.focus.as_ref() && rooms.contains_key(*id))
            .collect();
        for row in others.chunks(columns) {
            ui.horizontal_top(|ui| {
                for id in row {
                    let Some(room) = rooms.get(*id) else {
                        continue;
                    };
                    ui.push_id(("simul", id), |ui| {
                        ui.vertical(|ui| {
                            ui.set_width(card.x);
                            let waits = if waits_for_teacher(room) {
                                view.text("app-simul-waits")
                            } else {
                                String::new()
                            };
                            let waits = egui::RichText::new(waits)
                                .color(ui.visuals().warn_fg_color)
                                .strong();
                            ui.label(waits);
                            room_card(ui, view, room, name_of, SMALL);
                            if ui.button(view.text("app-simul-play-here")).clicked() {
                                *open = Some((*id).clone());
                            }
                            if ui.button(view.text("app-simul-restart")).clicked() {
                                self.confirm = Some((*id).clone());
                            }
                        });
                    });
                    ui.add_space(8.0);
                }
            });
            ui.add_space(8.0);
        }
    }

    /// "Start X's game again?" — yes sends `simul-restart`.
    fn confirm_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        rooms: &BTreeMap<String, ClassRoom>,
        name_of: &dyn Fn(&str) -> String,
        id: &str,
    ) {
        let name = rooms
            .get(id)
            .and_then(child_of)
            .map(name_of)
            .unwrap_or_default();
        egui::Frame::group(ui.style()).show(ui, |ui| {
            let asked = Message::new("app-simul-restart-confirm").text("name", name);
            ui.label(egui::RichText::new(view.tr.render(&asked)).size(22.0));
            ui.horizontal(|ui| {
                if ui.button(view.text("app-simul-restart-yes")).clicked() {
                    let action_id = self.next_id();
                    self.outbox.push(
                        json!({"type":"simul-restart","room":id,"action_id":action_id}).to_string(),
                    );
                    self.focus = Some(id.to_owned());
                    self.confirm = None;
                }
                if ui.button(view.text("app-simul-restart-no")).clicked() {
                    self.confirm = None;
                }
            });
        });
    }
}

/// The boards waiting for the teacher's move, in order.
fn waiting_boards<'a>(order: &'a [String], rooms: &BTreeMap<String, ClassRoom>) -> Vec<&'a String> {
    order
        .iter()
        .filter(|id| rooms.get(*id).is_some_and(waits_for_teacher))
        .collect()
}

/// The first board of `waiting` after `current` in `order` (round about), if any other.
fn next_after(order: &[String], current: Option<&str>, waiting: &[&String]) -> Option<String> {
    let start = current
        .and_then(|id| order.iter().position(|r| r == id))
        .map_or(0, |i| i + 1);
    (0..order.len())
        .map(|k| &order[(start + k) % order.len()])
        .find(|id| Some(id.as_str()) != current && waiting.contains(id))
        .cloned()
}
