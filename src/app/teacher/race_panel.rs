//! Teacher mode's placement race (看谁摆得快, issue #43), inside "Class on the server": pick a
//! placement or ordering step (food chain, setting up the animals, find-all), start it on every
//! device at once, watch the finishing order live with each child's time and mistakes (names or
//! animal pictures, as the projector shows them), end it, and see the podium. It talks over its
//! own teacher socket (`/api/classes/{code}/live`); the times and verdicts are the server's.

use super::super::View;
use super::super::avatar;
use crate::classroom::protocol::AssignmentItem;
use crate::classroom::race::{RaceShow, Racer, Standings};
use crate::content::Library;
use crate::content::step::StepKind;
use crate::i18n::Message;
use crate::progress::Avatar;
use egui::Color32;

/// Seconds before a dropped teacher socket is opened again.
const RECONNECT_SECONDS: f64 = 5.0;

struct Live {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

/// The race panel's state.
#[derive(Default)]
pub struct RacePanel {
    live: Option<Live>,
    dropped_at: Option<f64>,
    picked: usize,
    /// The race shown (its id) and its standings as the server last sent them.
    pub race_id: Option<String>,
    /// The standings of the race shown.
    pub standings: Option<Standings>,
    refused: Option<String>,
    counter: u64,
}

impl std::fmt::Debug for RacePanel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RacePanel")
            .field("race_id", &self.race_id)
            .field("standings", &self.standings)
            .finish()
    }
}

/// Every step a race can run, as (lesson id, step counted from 1): those of today's lessons
/// first, then the rest of the library's.
pub fn race_steps(library: &Library, today: &[AssignmentItem]) -> Vec<(String, u32)> {
    let today: Vec<&str> = today
        .iter()
        .filter_map(|item| match item {
            AssignmentItem::Lesson { lesson } => Some(lesson.as_str()),
            AssignmentItem::Puzzle { .. } => None,
        })
        .collect();
    let mut steps = Vec::new();
    let mut lessons: Vec<_> = library.lessons.iter().collect();
    lessons.sort_by_key(|l| !today.contains(&l.id.get_ref().as_str()));
    for lesson in lessons {
        for (index, step) in lesson.steps.iter().enumerate() {
            if matches!(
                step.kind,
                StepKind::FoodChainOrder { .. }
                    | StepKind::PlacePieces { .. }
                    | StepKind::FindAll { .. }
            ) {
                let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
                steps.push((lesson.id.get_ref().clone(), number));
            }
        }
    }
    steps
}

impl RacePanel {
    /// Applies one text message of the teacher's socket (other kinds are left alone).
    pub fn apply_text(&mut self, text: &str) {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
            return;
        };
        match value.get("type").and_then(serde_json::Value::as_str) {
            Some("race-standings") => {
                if let Ok(standings) = serde_json::from_value::<Standings>(value) {
                    // The race started here, or (after a reconnect) the one the server says.
                    if self.race_id.is_none() || self.race_id.as_deref() == Some(&standings.id) {
                        self.race_id = Some(standings.id.clone());
                        self.standings = Some(standings);
                    }
                }
            }
            Some("refused") => {
                let id = value.get("id").and_then(serde_json::Value::as_str);
                if id.is_some() && id == self.race_id.as_deref() {
                    self.refused = value
                        .get("reason")
                        .and_then(serde_json::Value::as_str)
                        .map(str::to_owned);
                }
            }
            _ => {}
        }
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
                Ok((sender, receiver)) => self.live = Some(Live { sender, receiver }),
                Err(_) => self.dropped_at = Some(now),
            }
            return;
        }
        let mut dropped = false;
        let mut texts = Vec::new();
        if let Some(live) = &self.live {
            // Bounded: what arrived since the last frame.
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
        if dropped {
            self.live = None;
            self.dropped_at = Some(now);
        }
    }

    fn send(&mut self, value: &serde_json::Value) {
        if let Some(live) = &mut self.live {
            live.sender
                .send(ewebsock::WsMessage::Text(value.to_string()));
        }
    }

    /// Draws the race panel for the class `code` on the server at `base`.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        session: (&str, &str, &str),
        today: &[AssignmentItem],
    ) {
        let (base, code, token) = session;
        self.poll(ui.ctx(), base, code, token);
        ui.label(egui::RichText::new(view.text("race-title")).size(20.0));
        let library = view.class.library();
        let steps = race_steps(&library, today);
        if steps.is_empty() {
            ui.weak(view.text("race-no-steps"));
            return;
        }
        let running = self
            .standings
            .as_ref()
            .is_some_and(|s| s.state == "running");
        ui.horizontal(|ui| {
            let label = ui.label(view.text("race-pick-step"));
            self.picked = self.picked.min(steps.len() - 1);
            let name = |(lesson, step): &(String, u32)| format!("{lesson} — {step}");
            egui::ComboBox::from_id_salt("race-pick")
                .selected_text(name(&steps[self.picked]))
                .show_ui(ui, |ui| {
                    for (index, step) in steps.iter().enumerate() {
                        ui.selectable_value(&mut self.picked, index, name(step));
                    }
                })
                .response
                .labelled_by(label.id);
            let start = egui::Button::new(view.text("race-start"));
            if ui
                .add_enabled(self.live.is_some() && !running, start)
                .clicked()
            {
                self.counter += 1;
                let now = ui.input(|i| i.time);
                let id = format!("r{}-{}", (now * 1000.0) as u64, self.counter);
                let (lesson, step) = steps[self.picked].clone();
                let show = self.standings.as_ref().map_or(RaceShow::Names, |s| s.show);
                self.send(&serde_json::json!({"type": "race-start", "id": id,
                    "lesson": lesson, "step": step, "show": show}));
                self.race_id = Some(id);
                self.standings = None;
                self.refused = None;
            }
            if let Some(id) = self.race_id.clone() {
                if ui
                    .add_enabled(running, egui::Button::new(view.text("race-end")))
                    .clicked()
                {
                    self.send(&serde_json::json!({"type": "race-end", "id": id}));
                }
                let show = self.standings.as_ref().map(|s| s.show);
                for (choice, label) in [
                    (RaceShow::Names, "race-show-names"),
                    (RaceShow::Animals, "race-show-animals"),
                ] {
                    if ui
                        .selectable_label(show == Some(choice), view.text(label))
                        .clicked()
                    {
                        self.send(&serde_json::json!({"type": "race-show", "id": id,
                            "show": choice}));
                    }
                }
            }
        });
        if let Some(reason) = &self.refused {
            let text = view
                .tr
                .render(&Message::new("app-teach-board-refused").text("reason", reason.clone()));
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
        if let Some(standings) = &self.standings {
            standings_ui(ui, view, standings);
        }
    }
}

/// A child as the race shows them: their name, or their animal picture (a token that screen
/// readers hear as the animal's name).
fn who_ui(ui: &mut egui::Ui, view: &View, racer: &Racer, show: RaceShow, size: f32) {
    let animal = racer
        .animal
        .as_deref()
        .and_then(|id| serde_json::from_value::<Avatar>(serde_json::json!(id)).ok());
    match (show, animal) {
        (RaceShow::Animals, Some(animal)) => {
            avatar::token(ui, view, animal, size * 1.4);
        }
        _ => {
            ui.label(egui::RichText::new(racer.name.clone()).size(size));
        }
    }
}

fn seconds(view: &View, ms: Option<i64>) -> String {
    let ms = ms.unwrap_or(0).max(0);
    view.tr.render(
        &Message::new("race-seconds").text("seconds", format!("{}.{}", ms / 1000, ms % 1000 / 100)),
    )
}

/// The standings: the podium once the race has ended, then the finishing order with each
/// child's time and mistakes, then how many are still racing.
pub fn standings_ui(ui: &mut egui::Ui, view: &View, standings: &Standings) {
    let show = standings.show;
    if !standings.podium.is_empty() {
        ui.label(egui::RichText::new(view.text("race-podium")).size(24.0));
        ui.horizontal(|ui| {
            let medals = [
                Color32::from_rgb(0xd4, 0xaf, 0x37),
                Color32::from_rgb(0xa8, 0xa9, 0xad),
                Color32::from_rgb(0xcd, 0x7f, 0x32),
            ];
            // Second, first, third: the tallest step in the middle.
            let order = [1_usize, 0, 2];
            for index in order {
                let Some(racer) = standings.podium.get(index) else {
                    continue;
                };
                ui.vertical(|ui| {
                    ui.label(
                        egui::RichText::new(format!("{}", index + 1))
                            .size(40.0 - 6.0 * index as f32)
                            .color(medals[index]),
                    );
                    who_ui(ui, view, racer, show, 26.0);
                    ui.label(seconds(view, racer.ms));
                });
                ui.add_space(24.0);
            }
        });
        ui.add_space(8.0);
    }
    ui.label(egui::RichText::new(view.text("race-finished")).size(18.0));
    if standings.finished.is_empty() {
        ui.weak(view.text("race-none-yet"));
    }
    egui::Grid::new("race-standings")
        .striped(true)
        .show(ui, |ui| {
            for racer in &standings.finished {
                ui.label(format!("{}.", racer.place.unwrap_or(0)));
                who_ui(ui, view, racer, show, 16.0);
                ui.label(seconds(view, racer.ms));
                ui.label(view.tr.render(
                    &Message::new("race-mistakes").number("count", i64::from(racer.mistakes)),
                ));
                ui.end_row();
            }
        });
    if standings.state != "ended" || !standings.racing.is_empty() {
        let count = i64::try_from(standings.racing.len()).unwrap_or(i64::MAX);
        ui.label(
            view.tr
                .render(&Message::new("race-racing").number("count", count)),
        );
    }
}
