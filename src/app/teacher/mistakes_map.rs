//! Teacher mode's map of the class's mistakes (issue #43), inside "Class on the server": for a
//! lesson step or puzzle of today's work, what the class played there — each child's first try
//! or every wrong try, with counts — drawn on the board like the teach board's tally (arrows for
//! Jungle moves, numbered stones for points, coloured by the server's verdict) and listed beside
//! it. Read from `GET /api/classes/{code}/mistakes`, which gathers the progress events' tries.

use super::super::View;
use super::teach_board::{Answers, Names, tally_ui, verdict_colour};
use crate::classroom::protocol::AssignmentItem;
use crate::classroom::teach::{AnswerValue, TallyRow};
use crate::classroom::teach_judge::Question;
use crate::content::Library;
use crate::content::step::StepKind;
use crate::i18n::Message;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Where the tries were played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A lesson's step, counted from 1.
    Step(String, u32),
    /// A puzzle.
    Puzzle(String),
}

impl Place {
    fn label(&self) -> String {
        match self {
            Place::Step(lesson, step) => format!("{lesson} / {step}"),
            Place::Puzzle(puzzle) => puzzle.clone(),
        }
    }

    fn query(&self) -> String {
        match self {
            Place::Step(lesson, step) => format!("lesson={lesson}&step={step}"),
            Place::Puzzle(puzzle) => format!("puzzle={puzzle}"),
        }
    }
}

/// The server's answer (`GET /api/classes/{code}/mistakes`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
pub struct MapData {
    /// The board, when the step or puzzle has one.
    #[serde(default)]
    pub board: Option<Question>,
    /// The children named in the rows.
    #[serde(default)]
    pub names: BTreeMap<String, String>,
    /// Events with tries.
    pub events: u32,
    /// Children with such events.
    pub children: u32,
    /// First tries.
    pub first: Vec<TallyRow>,
    /// Wrong tries.
    pub wrong: Vec<TallyRow>,
}

type Inbox = Arc<Mutex<Option<(Place, Result<MapData, String>)>>>;

/// The map's state.
#[derive(Debug, Default)]
pub struct MistakesMap {
    open: bool,
    picked: usize,
    /// Wrong tries (else first tries).
    pub wrong: bool,
    show_names: bool,
    /// The map shown and where it is from.
    pub data: Option<(Place, MapData)>,
    asked: Option<Place>,
    inbox: Inbox,
    failed: Option<String>,
}

/// The steps (not reading pages) and puzzles of today's work; of the whole library when
/// nothing is sent today.
pub fn places(library: &Library, today: &[AssignmentItem]) -> Vec<Place> {
    let mut places = Vec::new();
    let lesson_places = |id: &str, places: &mut Vec<Place>| {
        if let Some(lesson) = library.lessons.iter().find(|l| l.id.get_ref() == id) {
            for (index, step) in lesson.steps.iter().enumerate() {
                if !matches!(step.kind, StepKind::Info { .. }) {
                    let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
                    places.push(Place::Step(id.to_owned(), number));
                }
            }
        }
    };
    if today.is_empty() {
        for lesson in &library.lessons {
            lesson_places(lesson.id.get_ref(), &mut places);
        }
        for puzzle in &library.puzzles {
            places.push(Place::Puzzle(puzzle.id.get_ref().clone()));
        }
        return places;
    }
    for item in today {
        match item {
            AssignmentItem::Lesson { lesson } => lesson_places(lesson, &mut places),
            AssignmentItem::Puzzle { puzzle } => places.push(Place::Puzzle(puzzle.clone())),
        }
    }
    places
}

impl MistakesMap {
    fn fetch(&mut self, ctx: &egui::Context, session: (&str, &str, &str), place: Place) {
        let (base, code, token) = session;
        let mut request = ehttp::Request::get(format!(
            "{base}/api/classes/{code}/mistakes?{}",
            place.query()
        ));
        request
            .headers
            .insert("Authorization", format!("Bearer {token}"));
        let inbox = self.inbox.clone();
        let wake = ctx.clone();
        self.asked = Some(place.clone());
        self.failed = None;
        ehttp::fetch(request, move |result| {
            let read = match result {
                Ok(response) if response.ok => {
                    serde_json::from_slice::<MapData>(&response.bytes).map_err(|e| e.to_string())
                }
                Ok(response) => Err(format!("{} {}", response.status, response.status_text)),
                Err(error) => Err(error),
            };
            if let Ok(mut slot) = inbox.lock() {
                *slot = Some((place, read));
            }
            wake.request_repaint();
        });
    }

    /// Draws the button that opens the map, and the map when open.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        session: (&str, &str, &str),
        today: &[AssignmentItem],
    ) {
        let arrived = self.inbox.lock().ok().and_then(|mut slot| slot.take());
        // Only the answer for the place asked last (an earlier one may come after it).
        if let Some((place, read)) = arrived
            && self.asked.as_ref() == Some(&place)
        {
            self.asked = None;
            match read {
                Ok(data) => self.data = Some((place, data)),
                Err(error) => self.failed = Some(error),
            }
        }
        if !self.open {
            if ui.button(view.text("mistakes-open")).clicked() {
                self.open = true;
            }
            return;
        }
        ui.label(egui::RichText::new(view.text("mistakes-title")).size(20.0));
        let library = view.class.library();
        let places = places(&library, today);
        if places.is_empty() {
            ui.weak(view.text("mistakes-none"));
            return;
        }
        let mut fetch = None;
        self.picked = self.picked.min(places.len() - 1);
        let before = self.picked;
        // The places side by side (a day's work is a few lessons and puzzles).
        ui.horizontal_wrapped(|ui| {
            for (index, place) in places.iter().enumerate() {
                ui.selectable_value(&mut self.picked, index, place.label());
            }
        });
        let shown = self.data.as_ref().map(|(place, _)| place);
        if before != self.picked || shown.is_none() && self.asked.is_none() {
            fetch = Some(places[self.picked].clone());
        }
        ui.horizontal(|ui| {
            if ui.button(view.text("mistakes-refresh")).clicked() {
                fetch = Some(places[self.picked].clone());
            }
            ui.selectable_value(&mut self.wrong, false, view.text("mistakes-first"));
            ui.selectable_value(&mut self.wrong, true, view.text("mistakes-wrong"));
            ui.checkbox(&mut self.show_names, view.text("mistakes-names"));
            if ui.button(view.text("mistakes-close")).clicked() {
                self.open = false;
            }
        });
        if let Some(place) = fetch {
            self.fetch(ui.ctx(), session, place);
        }
        if let Some(error) = &self.failed {
            ui.colored_label(ui.visuals().warn_fg_color, error.clone());
        }
        if let Some((_, data)) = &self.data {
            map_ui(ui, view, data, self.wrong, self.show_names);
        }
    }
}

/// The map: how many tried, then the first or wrong tries on the board (or listed, for a step
/// without a board).
pub fn map_ui(ui: &mut egui::Ui, view: &View, data: &MapData, wrong: bool, show_names: bool) {
    let summary = Message::new("mistakes-summary")
        .number("events", i64::from(data.events))
        .number("children", i64::from(data.children));
    ui.label(view.tr.render(&summary));
    let rows = if wrong { &data.wrong } else { &data.first };
    if rows.is_empty() {
        ui.weak(view.text("mistakes-none"));
        return;
    }
    let names = |ids: &[String]| -> String {
        ids.iter()
            .map(|id| data.names.get(id).cloned().unwrap_or_else(|| id.clone()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match &data.board {
        Some(question) => {
            let answers = Answers {
                tally: rows.clone(),
                right: question.right.clone(),
                ..Answers::default()
            };
            let palette = crate::app::theme::Palette::for_settings(view.settings);
            let library = view.class.library();
            let shown: Option<&Names<'_>> = if show_names { Some(&names) } else { None };
            tally_ui(
                ui,
                view.tr,
                palette,
                &library,
                &question.ask,
                &answers,
                shown,
            );
        }
        None => {
            ui.weak(view.text("mistakes-no-board"));
            for row in rows {
                let answer = match &row.answer {
                    AnswerValue::One(text) => text.clone(),
                    AnswerValue::Many(items) => items.join(" "),
                };
                let verdict = match row.verdict {
                    crate::classroom::teach::AnswerVerdict::Right => "mistakes-right",
                    crate::classroom::teach::AnswerVerdict::Legal => "mistakes-legal",
                    crate::classroom::teach::AnswerVerdict::Illegal => "mistakes-illegal",
                };
                let mut text = format!("{answer} ×{}: {}", row.count, view.text(verdict));
                if show_names {
                    text.push_str(&format!(" — {}", names(&row.students)));
                }
                ui.colored_label(verdict_colour(row.verdict), text);
            }
        }
    }
}
