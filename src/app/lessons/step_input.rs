//! The widgets of each step kind (animal cards, yes/no, piece palette, boards to move or mark
//! on, Renju drills) and what the learner has put into them so far. They return a tutor
//! [`Action`] when the learner answers; judging is the tutor's job.

use super::super::View;
use super::grid::{GridLook, jungle_grid, renju_grid};
use crate::content::evaluate::{placement_targets, read_animal, read_jungle_position};
use crate::content::evaluate_renju::{read_renju_board, read_renju_point};
use crate::content::step::{Step, StepKind};
use crate::content::words::{DrillMode, SideChoice};
use crate::content::{Lesson, RulesTable};
use crate::i18n::Message;
use crate::i18n::jungle::{animal as animal_name, side as side_name};
use crate::i18n::renju::forbidden_kind_name;
use crate::rules::jungle::{Animal, Move, Piece, Position, Setup, Side, Square};
use crate::rules::renju::{Board, ForbiddenKind, Point};
use crate::tutor::lesson::Action as Answer;
use egui::WidgetInfo;
use std::collections::BTreeSet;
use std::time::Instant;

/// The learner's work on one step, kept between frames.
#[derive(Debug, Clone)]
pub struct StepInput {
    /// The position shown (Jungle steps with a FEN; the placements of `place-pieces`).
    position: Option<Position>,
    /// The stones shown (Renju steps).
    board: Option<Board>,
    /// The point asked about (`is-forbidden`).
    asked_point: Option<Point>,
    /// The animal cards, in the learner's order (`food-chain-order`).
    order: Vec<Animal>,
    /// The square picked first for a move.
    from: Option<Square>,
    /// Marked squares (`find-all`).
    marks: BTreeSet<Square>,
    /// Marked points (`mark-all`).
    points: BTreeSet<Point>,
    /// Animals still to place (`place-pieces`).
    palette: Vec<(Side, Animal)>,
    /// Animals placed correctly.
    placed: Vec<(Side, Animal, Square)>,
    /// The animal picked from the palette.
    picked: Option<(Side, Animal)>,
    /// When the step began (the `place-pieces` timer).
    started: Instant,
}

fn jungle_position(step: &Step) -> Option<Position> {
    let fen = match &step.kind {
        StepKind::Info { fen, .. } | StepKind::CanCapture { fen, .. } => fen.as_ref()?,
        StepKind::JungleMove { fen, .. } | StepKind::FindAll { fen, .. } => fen,
        _ => return None,
    };
    read_jungle_position(fen).ok()
}

fn renju_board(step: &Step, rules: &RulesTable) -> Option<Board> {
    let options = rules.renju_options().ok()?;
    let stones = match &step.kind {
        StepKind::Info { stones, .. } => stones.as_ref()?,
        StepKind::ForbiddenDrill { stones, .. } | StepKind::RenjuMove { stones, .. } => stones,
        _ => return None,
    };
    read_renju_board(stones, &options).ok()
}

/// A position holding just the given pieces (Red to move).
fn position_of(placed: &[(Side, Animal, Square)]) -> Option<Position> {
    let mut setup = Setup::from_fen("7/7/7/7/7/7/7/7/7 w").ok()?;
    for (side, animal, square) in placed {
        setup.board[square.index()] = Some(Piece::new(*side, *animal));
    }
    setup.validate().ok()
}

impl StepInput {
    /// Fresh input for `step` of `lesson`.
    pub fn new(lesson: &Lesson, step: &Step) -> Self {
        let rules = lesson.rules_for(step);
        let mut input = StepInput {
            position: jungle_position(step),
            board: renju_board(step, &rules),
            asked_point: None,
            order: Vec::new(),
            from: None,
            marks: BTreeSet::new(),
            points: BTreeSet::new(),
            palette: Vec::new(),
            placed: Vec::new(),
            picked: None,
            started: Instant::now(),
        };
        match &step.kind {
            StepKind::FoodChainOrder { animals } => {
                // The cards start in the reverse of the file's order (authors often list them
                // strongest first); all eight start weakest first.
                input.order = animals
                    .iter()
                    .rev()
                    .filter_map(|a| read_animal(a).ok())
                    .collect();
                if input.order.is_empty() {
                    input.order = Animal::ALL.to_vec();
                }
            }
            StepKind::PlacePieces { side, animals, .. } => {
                let animals: Vec<Animal> =
                    animals.iter().filter_map(|a| read_animal(a).ok()).collect();
                let side = side.as_ref().map_or(SideChoice::Red, |s| *s.get_ref());
                input.palette = placement_targets(side, &animals)
                    .into_iter()
                    .map(|(side, animal, _)| (side, animal))
                    .collect();
                input.position = position_of(&[]);
            }
            StepKind::ForbiddenDrill {
                point: Some(point), ..
            } => input.asked_point = read_renju_point(point).ok(),
            _ => {}
        }
        input
    }

    /// Seconds since the step began.
    pub fn elapsed_seconds(&self) -> u32 {
        u32::try_from(self.started.elapsed().as_secs()).unwrap_or(u32::MAX)
    }

    /// The tutor accepted `answer`: keep a placed animal on the board.
    pub fn accepted(&mut self, answer: &Answer) {
        if let Answer::Place {
            side,
            animal,
            square,
        } = answer
        {
            self.placed.push((*side, *animal, *square));
            self.palette.retain(|entry| *entry != (*side, *animal));
            self.picked = None;
            self.position = position_of(&self.placed);
        }
    }

    /// The tutor refused `answer`: drop a half-made move.
    pub fn refused(&mut self) {
        self.from = None;
    }

    /// Draws the step's widget; returns the learner's answer when one is given. `done` shows
    /// the board but takes no more answers.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        step: &Step,
        look: GridLook,
        done: bool,
    ) -> Option<Answer> {
        let answer = match &step.kind {
            StepKind::Info { .. } => {
                self.show_board(ui, view, look);
                ui.add_space(8.0);
                button(ui, &view.text("app-lesson-next")).then_some(Answer::Continue)
            }
            StepKind::FoodChainOrder { .. } => self.food_chain(ui, view),
            StepKind::CanCapture { .. } => {
                self.show_board(ui, view, look);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if button(ui, &view.text("app-lesson-yes")) {
                        Some(Answer::Answer(true))
                    } else if button(ui, &view.text("app-lesson-no")) {
                        Some(Answer::Answer(false))
                    } else {
                        None
                    }
                })
                .inner
            }
            StepKind::PlacePieces { .. } => self.place_pieces(ui, view, look),
            StepKind::JungleMove { .. } => self.jungle_move(ui, view, look),
            StepKind::FindAll { .. } => self.find_all(ui, view, look),
            StepKind::ForbiddenDrill { mode, .. } => match mode.get_ref() {
                DrillMode::IsForbidden => self.is_forbidden(ui, view, look),
                DrillMode::MarkAll => self.mark_all(ui, view, look),
                DrillMode::WinAvoidingForbidden => self.renju_point(ui, view, look),
            },
            StepKind::RenjuMove { .. } => self.renju_point(ui, view, look),
        };
        if done { None } else { answer }
    }

    fn show_board(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) {
        if let Some(position) = &self.position {
            jungle_grid(
                ui,
                view,
                Some(position),
                &BTreeSet::new(),
                &BTreeSet::new(),
                look,
            );
        } else if let Some(board) = &self.board {
            let asked: BTreeSet<Point> = self.asked_point.into_iter().collect();
            renju_grid(ui, view, board, &asked, &BTreeSet::new(), look);
        }
    }

    fn food_chain(&mut self, ui: &mut egui::Ui, view: &View) -> Option<Answer> {
        ui.label(view.text("app-lesson-order-help"));
        let mut swap = None;
        let count = self.order.len();
        ui.horizontal_wrapped(|ui| {
            for (index, animal) in self.order.iter().enumerate() {
                let name = view.tr.render(&animal_name(*animal));
                let card = ui.dnd_drag_source(ui.scope_id().with(("card", index)), index, |ui| {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.label(egui::RichText::new(format!("{}. {name}", index + 1)).size(20.0));
                    });
                });
                let dropped = card.response.dnd_release_payload::<usize>();
                if let Some(from) = dropped {
                    swap = Some((*from, index));
                }
                ui.vertical(|ui| {
                    let earlier = view.tr.render(
                        &Message::new("app-lesson-move-earlier")
                            .message("animal", animal_name(*animal)),
                    );
                    let later = view.tr.render(
                        &Message::new("app-lesson-move-later")
                            .message("animal", animal_name(*animal)),
                    );
                    if index > 0 && labelled_button(ui, "◀", &earlier) {
                        swap = Some((index, index - 1));
                    }
                    if index + 1 < count && labelled_button(ui, "▶", &later) {
                        swap = Some((index, index + 1));
                    }
                });
            }
        });
        if let Some((from, to)) = swap {
            let animal = self.order.remove(from);
            self.order.insert(to.min(self.order.len()), animal);
        }
        ui.add_space(8.0);
        button(ui, &view.text("app-lesson-check")).then(|| Answer::Order(self.order.clone()))
    }

    fn place_pieces(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        ui.label(view.tr.render(
            &Message::new("app-lesson-timer").number("seconds", i64::from(self.elapsed_seconds())),
        ));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(1));
        ui.horizontal_wrapped(|ui| {
            for (side, animal) in self.palette.clone() {
                let text = format!(
                    "{} {}",
                    if side == Side::Red { "▲" } else { "▼" },
                    view.tr.render(&animal_name(animal))
                );
                let label = view.tr.render(
                    &Message::new("app-lesson-pick-piece")
                        .message("side", side_name(side))
                        .message("animal", animal_name(animal)),
                );
                let chosen = self.picked == Some((side, animal));
                let response = ui.add(egui::Button::new(text).selected(chosen));
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response.clicked() {
                    self.picked = Some((side, animal));
                }
            }
        });
        let picked: BTreeSet<Square> = BTreeSet::new();
        let clicked = jungle_grid(
            ui,
            view,
            self.position.as_ref(),
            &picked,
            &BTreeSet::new(),
            look,
        );
        let placed = match (clicked, self.picked) {
            (Some(square), Some((side, animal))) => Some(Answer::Place {
                side,
                animal,
                square,
            }),
            _ => None,
        };
        ui.add_space(8.0);
        let finished = button(ui, &view.text("app-lesson-finished")).then(|| Answer::Finished {
            elapsed_seconds: self.elapsed_seconds(),
        });
        placed.or(finished)
    }

    fn jungle_move(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        ui.label(view.text("app-lesson-move-help"));
        let selected: BTreeSet<Square> = self.from.into_iter().collect();
        let clicked = jungle_grid(
            ui,
            view,
            self.position.as_ref(),
            &selected,
            &BTreeSet::new(),
            look,
        )?;
        match self.from {
            Some(from) if from == clicked => {
                self.from = None;
                None
            }
            Some(from) => {
                self.from = None;
                Some(Answer::Move(Move { from, to: clicked }))
            }
            None => {
                self.from = Some(clicked);
                None
            }
        }
    }

    fn find_all(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        ui.label(view.text("app-lesson-mark-help"));
        if let Some(square) = jungle_grid(
            ui,
            view,
            self.position.as_ref(),
            &BTreeSet::new(),
            &self.marks,
            look,
        ) && !self.marks.remove(&square)
        {
            self.marks.insert(square);
        }
        ui.add_space(8.0);
        button(ui, &view.text("app-lesson-check")).then(|| Answer::Mark(self.marks.clone()))
    }

    fn is_forbidden(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        self.show_board(ui, view, look);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let kinds = [
                Some(ForbiddenKind::DoubleThree),
                Some(ForbiddenKind::DoubleFour),
                Some(ForbiddenKind::Overline),
                None,
            ];
            let mut said = None;
            for kind in kinds {
                let text = match kind {
                    Some(kind) => view.tr.render(&forbidden_kind_name(kind)),
                    None => view.text("app-lesson-not-forbidden"),
                };
                if button(ui, &text) {
                    said = Some(Answer::Kind(kind));
                }
            }
            said
        })
        .inner
    }

    fn mark_all(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        ui.label(view.text("app-lesson-mark-help"));
        let board = self.board.clone()?;
        if let Some(point) = renju_grid(ui, view, &board, &BTreeSet::new(), &self.points, look)
            && !self.points.remove(&point)
        {
            self.points.insert(point);
        }
        ui.add_space(8.0);
        button(ui, &view.text("app-lesson-check")).then(|| Answer::MarkPoints(self.points.clone()))
    }

    fn renju_point(&mut self, ui: &mut egui::Ui, view: &View, look: GridLook) -> Option<Answer> {
        ui.label(view.text("app-lesson-stone-help"));
        let board = self.board.clone()?;
        renju_grid(ui, view, &board, &BTreeSet::new(), &BTreeSet::new(), look).map(Answer::Point)
    }
}

/// A text button; true when clicked.
fn button(ui: &mut egui::Ui, text: &str) -> bool {
    ui.button(egui::RichText::new(text).size(18.0)).clicked()
}

/// A symbol button whose accessible label says what it does.
fn labelled_button(ui: &mut egui::Ui, symbol: &str, label: &str) -> bool {
    let response = ui.small_button(symbol);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label));
    response.clicked()
}
