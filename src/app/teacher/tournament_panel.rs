//! The class tournament in the teacher's app (issue #40), beside the rooms panel and on its
//! socket: start one (the game and rules chosen above; the whole class or the children
//! ticked), the round's pairings with the children's names and animal pictures, the next round
//! once every game of the last is over, and the standings — points, then the tie-break named
//! on screen (Buchholz for Swiss, Sonneborn–Berger for round-robin) — large enough for the
//! projector. Pairings and standings are the server's (`tournament-start`, `tournament-round`,
//! `tournament-standings`).

use super::super::View;
use crate::app::avatar;
use crate::app::join::room::ClassRoom;
use crate::classroom::dashboard::DashboardStudent;
use crate::classroom::room_wire::Colour;
use crate::classroom::teach::TeachGame;
use crate::classroom::tournament::{Standing, System};
use crate::i18n::Message;
use crate::progress::Avatar;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};

/// Text sizes for the projector.
const HEADING: f32 = 30.0;
const ROW: f32 = 24.0;
const TOKEN: f32 = 34.0;

/// One pairing of the round shown.
#[derive(Debug, Clone, Deserialize)]
struct Pair {
    room: String,
    first: String,
    second: String,
}

/// `{"type":"pairings",…}`.
#[derive(Debug, Clone, Deserialize)]
struct Pairings {
    round: usize,
    pairs: Vec<Pair>,
    #[serde(default)]
    bye: Option<String>,
}

/// `{"type":"standings",…}`.
#[derive(Debug, Clone, Deserialize)]
struct Standings {
    round: usize,
    tie_break: String,
    rows: Vec<Standing>,
}

/// The tournament panel's state.
#[derive(Debug, Default)]
pub struct TournamentPanel {
    /// Play with the children ticked (else the whole class).
    choose: bool,
    /// The children ticked (student ids).
    chosen: BTreeSet<String>,
    /// The tournament running, once the server said so.
    pub id: Option<String>,
    system: Option<System>,
    players: usize,
    pairings: Option<Pairings>,
    standings: Option<Standings>,
    /// How many games of the round were over when the standings were last asked.
    asked_at: Option<usize>,
    /// The server said every round is played.
    all_played: bool,
    /// Messages for the server, sent by the rooms panel.
    pub outbox: Vec<String>,
}

impl TournamentPanel {
    /// Takes the server's tournament messages (others are left alone).
    pub fn apply(&mut self, value: &Value) {
        let kind = value
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or_default();
        match kind {
            // No tournament yet (the answer to `tournament-latest`).
            "tournament" if value.get("tournament").is_none_or(Value::is_null) => {}
            "tournament" => {
                self.id = value
                    .get("tournament")
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                self.system = value
                    .get("system")
                    .and_then(|s| serde_json::from_value(s.clone()).ok());
                self.players = value
                    .get("players")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                self.pairings = None;
                self.standings = None;
                self.asked_at = None;
                self.all_played = false;
                self.ask_standings();
            }
            "pairings" if self.is_ours(value) => {
                self.pairings = serde_json::from_value(value.clone()).ok();
                self.asked_at = None;
            }
            "standings" if self.is_ours(value) => {
                self.standings = serde_json::from_value(value.clone()).ok();
            }
            "refused"
                if value.get("reason").and_then(Value::as_str) == Some("all-rounds-played") =>
            {
                self.all_played = true;
            }
            _ => {}
        }
    }

    /// The panel's socket opened: the class's latest tournament, when none is shown (after a
    /// restart of the app the teacher finds it again).
    pub fn connected(&mut self) {
        if self.id.is_none() {
            self.outbox
                .push(json!({"type":"tournament-latest"}).to_string());
        }
    }

    fn is_ours(&self, value: &Value) -> bool {
        self.id.is_some() && value.get("tournament").and_then(Value::as_str) == self.id.as_deref()
    }

    fn ask_standings(&mut self) {
        if let Some(id) = &self.id {
            self.outbox
                .push(json!({"type":"tournament-standings","tournament":id}).to_string());
        }
    }

    /// How many games of the round shown are over.
    fn games_over(&self, rooms: &BTreeMap<String, ClassRoom>) -> usize {
        self.pairings.as_ref().map_or(0, |p| {
            p.pairs
                .iter()
                .filter(|pair| rooms.get(&pair.room).is_some_and(|r| r.result.is_some()))
                .count()
        })
    }

    /// Draws the panel; `rules` are those chosen above, `live` whether the socket is open.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        students: &[DashboardStudent],
        rooms: &BTreeMap<String, ClassRoom>,
        rules: (TeachGame, Value),
        live: bool,
    ) {
        // A game of the round ended: the standings again.
        let over = self.games_over(rooms);
        if self.pairings.is_some() && self.asked_at != Some(over) {
            self.asked_at = Some(over);
            self.ask_standings();
        }
        self.start_ui(ui, view, students, rules, live);
        if self.id.is_none() {
            return;
        }
        ui.add_space(8.0);
        if let Some(system) = self.system {
            let id = match system {
                System::RoundRobin => "app-tournament-round-robin",
                System::Swiss => "app-tournament-swiss",
            };
            let line = Message::new(id).number("count", self.players as i64);
            ui.label(egui::RichText::new(view.tr.render(&line)).size(ROW));
        }
        let round_over = self.pairings.as_ref().is_none_or(|p| over == p.pairs.len());
        ui.horizontal_wrapped(|ui| {
            let next = egui::Button::new(
                egui::RichText::new(view.text("app-tournament-next-round")).size(ROW),
            );
            if ui
                .add_enabled(live && round_over && !self.all_played, next)
                .clicked()
                && let Some(id) = &self.id
            {
                self.outbox
                    .push(json!({"type":"tournament-round","tournament":id}).to_string());
            }
            if self.all_played {
                ui.label(egui::RichText::new(view.text("app-tournament-all-played")).size(ROW));
            } else if !round_over {
                ui.weak(view.text("app-tournament-round-playing"));
            }
        });
        if let Some(pairings) = &self.pairings {
            pairings_ui(ui, view, students, rooms, pairings);
        }
        if let Some(standings) = &self.standings {
            standings_ui(ui, view, students, standings);
        }
    }

    /// Who plays (the class or the children ticked) and the start button.
    fn start_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        students: &[DashboardStudent],
        rules: (TeachGame, Value),
        live: bool,
    ) {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(
                &mut self.choose,
                false,
                view.text("app-tournament-whole-class"),
            );
            ui.selectable_value(&mut self.choose, true, view.text("app-tournament-chosen"));
        });
        if self.choose {
            ui.horizontal_wrapped(|ui| {
                for student in students {
                    let mut ticked = self.chosen.contains(&student.student_id);
                    if let Some(animal) = avatar_of(student) {
                        avatar::token(ui, view, animal, 24.0);
                    }
                    if ui.checkbox(&mut ticked, student.name.as_str()).changed() {
                        if ticked {
                            self.chosen.insert(student.student_id.clone());
                        } else {
                            self.chosen.remove(&student.student_id);
                        }
                    }
                    ui.add_space(6.0);
                }
            });
        }
        let enough = !self.choose || self.chosen.len() >= 2;
        let start = egui::Button::new(view.text("app-tournament-start"));
        if ui.add_enabled(live && enough, start).clicked() {
            let (game, rules) = rules;
            let mut message = json!({"type":"tournament-start","game":game,"rules":rules});
            if self.choose {
                // In roster order.
                let players: Vec<&str> = students
                    .iter()
                    .filter(|s| self.chosen.contains(&s.student_id))
                    .map(|s| s.student_id.as_str())
                    .collect();
                message["players"] = json!(players);
            }
            self.outbox.push(message.to_string());
        }
    }
}

/// The child's animal picture, when the server gave one.
fn avatar_of(student: &DashboardStudent) -> Option<Avatar> {
    serde_json::from_value(Value::String(student.avatar.clone())).ok()
}

/// A child's animal picture and name, `size` points high.
fn child(ui: &mut egui::Ui, view: &View, students: &[DashboardStudent], id: &str, size: f32) {
    let found = students.iter().find(|s| s.student_id == id);
    if let Some(animal) = found.and_then(avatar_of) {
        avatar::token(ui, view, animal, size);
    }
    let name = found.map_or(id, |s| s.name.as_str());
    ui.label(egui::RichText::new(name).size(size * 0.7).strong());
}

/// A table cell as high as a child's picture, its text in the middle of the row.
fn cell(ui: &mut egui::Ui, text: egui::RichText) {
    ui.horizontal(|ui| {
        ui.set_min_height(TOKEN);
        ui.label(text);
    });
}

/// The round's games: each pairing with its result or "playing", and the bye.
fn pairings_ui(
    ui: &mut egui::Ui,
    view: &View,
    students: &[DashboardStudent],
    rooms: &BTreeMap<String, ClassRoom>,
    pairings: &Pairings,
) {
    ui.add_space(8.0);
    let title = Message::new("app-tournament-round").number("round", pairings.round as i64);
    ui.label(
        egui::RichText::new(view.tr.render(&title))
            .size(HEADING)
            .strong(),
    );
    egui::Grid::new("tournament-pairings")
        .spacing(egui::vec2(16.0, 10.0))
        .show(ui, |ui| {
            for (index, pair) in pairings.pairs.iter().enumerate() {
                let board =
                    Message::new("app-tournament-board").number("board", (index + 1) as i64);
                cell(ui, egui::RichText::new(view.tr.render(&board)).size(ROW));
                ui.horizontal(|ui| child(ui, view, students, &pair.first, TOKEN));
                cell(ui, egui::RichText::new("–").size(ROW));
                ui.horizontal(|ui| child(ui, view, students, &pair.second, TOKEN));
                let name_of = |id: &str| {
                    students
                        .iter()
                        .find(|s| s.student_id == id)
                        .map_or_else(|| id.to_owned(), |s| s.name.clone())
                };
                let result = match rooms.get(&pair.room).and_then(|r| r.result.as_ref()) {
                    None => Message::new("app-tournament-playing"),
                    Some(result) => match result.winner {
                        None => Message::new("app-tournament-drawn"),
                        Some(Colour::Red | Colour::Black) => {
                            Message::new("app-tournament-won").text("name", name_of(&pair.first))
                        }
                        Some(Colour::Blue | Colour::White) => {
                            Message::new("app-tournament-won").text("name", name_of(&pair.second))
                        }
                    },
                };
                cell(ui, egui::RichText::new(view.tr.render(&result)).size(ROW));
                ui.end_row();
            }
        });
    if let Some(bye) = &pairings.bye {
        ui.horizontal(|ui| {
            child(ui, view, students, bye, TOKEN);
            ui.label(egui::RichText::new(view.text("app-tournament-bye")).size(ROW));
        });
    }
}

/// `1`, `1½`, `½`: points as a child reads them.
pub fn points_text(points: f64) -> String {
    let halves = (points * 2.0).round() as i64;
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// The standings table: place, child, points, the tie-break (named), games played.
fn standings_ui(
    ui: &mut egui::Ui,
    view: &View,
    students: &[DashboardStudent],
    standings: &Standings,
) {
    ui.add_space(12.0);
    let title = Message::new("app-tournament-standings").number("round", standings.round as i64);
    ui.label(
        egui::RichText::new(view.tr.render(&title))
            .size(HEADING)
            .strong(),
    );
    let tie_break = format!("app-tournament-tie-break-{}", standings.tie_break);
    let explained = format!("{tie_break}-explained");
    ui.label(egui::RichText::new(view.text(&explained)).size(ROW * 0.75));
    egui::Grid::new("tournament-standings")
        .striped(true)
        .spacing(egui::vec2(24.0, 8.0))
        .show(ui, |ui| {
            for id in [
                "app-tournament-place",
                "app-tournament-child",
                "app-tournament-points",
                tie_break.as_str(),
                "app-tournament-played",
            ] {
                ui.label(egui::RichText::new(view.text(id)).size(ROW).strong());
            }
            ui.end_row();
            for row in &standings.rows {
                cell(
                    ui,
                    egui::RichText::new(row.rank.to_string()).size(ROW).strong(),
                );
                ui.horizontal(|ui| child(ui, view, students, &row.student, TOKEN));
                cell(
                    ui,
                    egui::RichText::new(points_text(row.points))
                        .size(ROW)
                        .strong(),
                );
                cell(
                    ui,
                    egui::RichText::new(points_text(row.tie_break)).size(ROW),
                );
                cell(ui, egui::RichText::new(row.played.to_string()).size(ROW));
                ui.end_row();
            }
        });
}
