//! The widgets of each step kind (animal cards, yes/no, piece palette, boards to move or mark
//! on, Renju drills) and what the learner has put into them so far. They return a tutor
//! [`Action`] when the learner answers; judging is the tutor's job.

use super::super::board::{
    BoardArrow, GhostPiece, JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard,
    animal_picture,
};
use super::super::{Palette, View};
use super::animal_cards::{CARD_SPACING, CARD_WIDTH, animal_card, animals_asked, cards_per_row};
use super::forbidden_toggle::ForbiddenToggle;
use crate::app::icons::Icon;
use crate::app::platform::Instant;
use crate::content::evaluate::{
    placement_targets, read_animal, read_jungle_position, read_jungle_square,
};
use crate::content::evaluate_renju::{read_renju_board, read_renju_point, stone};
use crate::content::step::{Step, StepKind};
use crate::content::words::{DrillMode, SideChoice};
use crate::content::{Lesson, RulesTable};
use crate::i18n::Message;
use crate::i18n::jungle::{animal as animal_name, side as side_name};
use crate::rules::jungle::start_squares;
use crate::rules::jungle::{Animal, Move, Piece, Position, RuleOptions, Setup, Side, Square};
use crate::rules::renju::{Board, Point, Stone};
use crate::tutor::lesson::{Action as Answer, Why};
use crate::tutor::look_here::LookHere;
use egui::WidgetInfo;
use std::collections::BTreeSet;

mod hints;
mod renju_input;

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
    /// Where the picked piece may go (from the engine).
    targets: Vec<Square>,
    /// The Jungle rules of the step (for the picked piece's targets).
    jungle_options: RuleOptions,
    /// The learner's accepted move, shown as the last move.
    last_move: Option<Move>,
    /// The learner's accepted stone, shown with the last-stone marker.
    last_point: Option<Point>,
    /// Who places the next stone (Renju steps).
    renju_to_move: Stone,
    /// Squares an info page highlights.
    highlight_squares: Vec<Square>,
    /// Points an info page highlights.
    highlight_points: Vec<Point>,
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
    /// After a wrong placement: the animal shown pale on its start square, and an arrow from
    /// where it was put (cleared by the next placement).
    start_ghost: Option<(GhostPiece, BoardArrow)>,
    /// After a wrong `find-all` check: the marks that are not right (a ✗ each, until the child
    /// taps that square again).
    wrong_marks: Vec<Square>,
    /// From the second wrong check on: the squares the child missed (a ring each).
    missed_rings: Vec<Square>,
    /// Black's forbidden points on the Renju board, on request or as a drill's answer.
    forbidden: ForbiddenToggle,
    /// The last move refused, drawn as an arrow in the "wrong" colour (until the next answer),
    /// so the move the reason speaks of is shown on the board as well as said.
    refused_move: Option<Move>,
    /// The last stone refused, ringed on the board (until the next answer).
    refused_point: Option<Point>,
    /// The lines of the forbidden shape a wrong answer missed (a double-three's two threes, a
    /// double-four's fours, an overline), drawn on the board until the next answer.
    wrong_lines: Vec<(Point, Point)>,
    /// The engine's hints drawn on the board: squares to look at, the move to play, the point
    /// to play (the words beside the board say the same).
    hint_squares: Vec<Square>,
    hint_arrows: Vec<BoardArrow>,
    hint_points: Vec<Point>,
    /// The part of the board an author's rung that names no place points at ("look here"),
    /// so that every rung shows something on the board.
    hint_area: Option<LookHere>,
    /// A can-capture question without a board: the two animals' pictures take the board's
    /// place (big, beside the text, never over it).
    pictures_asked: bool,
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

/// Who places the next stone: the step's `to-move`, else Black when both have as many stones.
fn renju_to_move(step: &Step) -> Stone {
    match &step.kind {
        StepKind::RenjuMove {
            stones, to_move, ..
        } => stone(stones.side_to_move(to_move.as_ref())),
        _ => Stone::Black,
    }
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
        let board = renju_board(step, &rules);
        let pictures_asked = matches!(step.kind, StepKind::CanCapture { fen: None, .. });
        let mut input = StepInput {
            pictures_asked,
            forbidden: ForbiddenToggle::new(&rules),
            position: jungle_position(step),
            renju_to_move: renju_to_move(step),
            board,
            asked_point: None,
            order: Vec::new(),
            from: None,
            targets: Vec::new(),
            jungle_options: rules
                .jungle_options()
                .unwrap_or_else(|_| RuleOptions::classroom()),
            last_move: None,
            last_point: None,
            highlight_squares: Vec::new(),
            highlight_points: Vec::new(),
            marks: BTreeSet::new(),
            points: BTreeSet::new(),
            palette: Vec::new(),
            placed: Vec::new(),
            picked: None,
            started: Instant::now(),
            start_ghost: None,
            wrong_marks: Vec::new(),
            refused_move: None,
            refused_point: None,
            wrong_lines: Vec::new(),
            hint_squares: Vec::new(),
            hint_arrows: Vec::new(),
            hint_points: Vec::new(),
            hint_area: None,
            missed_rings: Vec::new(),
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
            StepKind::Info { highlight, .. } => {
                input.highlight_squares = highlight
                    .iter()
                    .filter_map(|name| read_jungle_square(name).ok())
                    .collect();
                input.highlight_points = highlight
                    .iter()
                    .filter_map(|name| read_renju_point(name).ok())
                    .collect();
            }
            _ => {}
        }
        input
    }

    /// Seconds since the step began.
    pub fn elapsed_seconds(&self) -> u32 {
        u32::try_from(self.started.elapsed().as_secs()).unwrap_or(u32::MAX)
    }

    /// The tutor accepted `answer`: keep a placed animal, a played move or a stone on the board.
    pub fn accepted(&mut self, answer: &Answer) {
        self.start_ghost = None;
        self.refused_move = None;
        self.refused_point = None;
        self.wrong_lines.clear();
        self.wrong_marks.clear();
        self.missed_rings.clear();
        match answer {
            Answer::Place {
                side,
                animal,
                square,
            } => {
                // The palette keeps its entry (drawn as an empty slot) so that no other animal
                // moves under the child's finger.
                self.placed.push((*side, *animal, *square));
                self.picked = None;
                self.position = position_of(&self.placed);
            }
            Answer::Move(mv) => {
                self.position = self.position.map(|position| position.play_unchecked(*mv));
                self.last_move = Some(*mv);
            }
            Answer::Point(point) => {
                if let Some(board) = &mut self.board {
                    board.place(*point, self.renju_to_move);
                    self.last_point = Some(*point);
                }
            }
            _ => {}
        }
        self.select(None);
    }

    /// The tutor refused `answer` (`why`, when the engine said): [`Self::refused`], and a
    /// refused move or stone stays drawn on the board until the next answer.
    pub fn refused_answer(&mut self, answer: &Answer, why: Option<&Why>) {
        self.refused(why);
        self.refused_move = match answer {
            Answer::Move(mv) => Some(*mv),
            _ => None,
        };
        self.refused_point = match answer {
            Answer::Point(point) => Some(*point),
            _ => None,
        };
    }

    /// The tutor refused an answer (`why`, when the engine said): drop a half-made move; an
    /// animal put on the wrong square is shown pale where it starts.
    pub fn refused(&mut self, why: Option<&Why>) {
        self.select(None);
        self.start_ghost = None;
        // A forbidden shape the answer missed: its lines, on the board.
        self.wrong_lines = match why {
            Some(Why::ForbiddenKindWrong {
                truth: Some(verdict),
            })
            | Some(Why::Forbidden(verdict)) => verdict
                .lines
                .iter()
                .filter_map(|line| line.span())
                .collect(),
            _ => Vec::new(),
        };
        if let Some(Why::Marks {
            missed,
            extra,
            missed_shown,
        }) = why
        {
            self.wrong_marks = extra.iter().map(|mark| mark.square).collect();
            self.missed_rings = if *missed_shown {
                missed.clone()
            } else {
                Vec::new()
            };
        }
        if let Some(Why::WrongStart {
            side,
            animal,
            square,
        }) = why
            && let Some((_, start)) = start_squares(*side).into_iter().find(|(a, _)| a == animal)
        {
            let ghost = GhostPiece {
                square: start,
                side: *side,
                animal: *animal,
            };
            let arrow = BoardArrow {
                from: *square,
                to: start,
                number: None,
            };
            self.start_ghost = Some((ghost, arrow));
        }
    }

    /// Whether the step shows a board (drawn beside or above the controls).
    pub fn has_board(&self) -> bool {
        self.position.is_some() || self.board.is_some() || self.pictures_asked
    }

    /// The board's width over its height, to size the space given to it.
    pub fn board_aspect(&self) -> f32 {
        if self.position.is_some() {
            // 7×9 squares and two thirds of a square of coordinates on each side.
            8.3 / 10.3
        } else if self.pictures_asked {
            // Two animals and the arrow between them, side by side.
            1.6
        } else {
            1.0
        }
    }

    /// The Jungle position shown, if the step has one.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_ref()
    }

    /// Draws the step: its board into `board_ui`, its buttons into `ui`; returns the learner's
    /// answer when one is given. `done` shows the board but takes no more answers.
    pub fn ui(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        step: &Step,
        done: bool,
    ) -> Option<Answer> {
        let answer = match &step.kind {
            StepKind::Info { .. } => {
                self.show_board(board_ui, view);
                if self.board.is_some() {
                    self.forbidden.ui(ui, view);
                }
                picture(ui, Icon::Next, &view.text("app-lesson-next")).then_some(Answer::Continue)
            }
            StepKind::FoodChainOrder { .. } => self.food_chain(ui, view),
            StepKind::CanCapture {
                attacker, defender, ..
            } => {
                if self.position.is_some() {
                    // On a board: the question is drawn as an arrow from one animal to the other.
                    let arrow = attacker
                        .get_ref()
                        .parse()
                        .ok()
                        .zip(defender.get_ref().parse().ok())
                        .map(|(from, to)| BoardArrow {
                            from,
                            to,
                            number: None,
                        });
                    self.show_board_with(board_ui, view, arrow.as_slice(), false);
                } else {
                    // Without a board: the two animals' pictures, big, the eater first.
                    animals_asked(board_ui, attacker.get_ref(), defender.get_ref());
                }
                ui.horizontal(|ui| {
                    if picture(ui, Icon::Tick, &view.text("app-lesson-yes")) {
                        Some(Answer::Answer(true))
                    } else if picture(ui, Icon::Cross, &view.text("app-lesson-no")) {
                        Some(Answer::Answer(false))
                    } else {
                        None
                    }
                })
                .inner
            }
            StepKind::PlacePieces { .. } => self.place_pieces(board_ui, ui, view, done),
            StepKind::JungleMove { .. } => self.jungle_move(board_ui, ui, view, done),
            StepKind::FindAll { .. } => self.find_all(board_ui, ui, view, done),
            StepKind::ForbiddenDrill { mode, .. } => match mode.get_ref() {
                DrillMode::IsForbidden => self.is_forbidden(board_ui, ui, view, done),
                DrillMode::MarkAll => self.mark_all(board_ui, ui, view, done),
                // The overlay would give the answer away: it is the answer, once done.
                DrillMode::WinAvoidingForbidden => {
                    self.renju_point(board_ui, ui, view, done, false)
                }
            },
            StepKind::RenjuMove { .. } => self.renju_point(board_ui, ui, view, done, true),
        };
        if done { None } else { answer }
    }

    /// A Jungle board that takes no clicks, or the Renju board with the asked point ringed.
    fn show_board(&mut self, ui: &mut egui::Ui, view: &View) {
        self.show_board_with(ui, view, &[], false);
    }

    /// [`Self::show_board`], with `arrows` drawn on a Jungle board, and Black's forbidden
    /// points on a Renju board when asked for or `forbidden_answer`.
    fn show_board_with(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        arrows: &[BoardArrow],
        forbidden_answer: bool,
    ) {
        let palette = Palette::for_settings(view.settings);
        if let Some(position) = &self.position {
            let marks: Vec<Square> = self.highlight_squares.clone();
            JungleBoard::new(position, view.tr, palette)
                .id_salt("lesson")
                .mode(JungleBoardMode::Locked)
                .marks(&marks)
                .arrows(arrows)
                .show(ui);
        } else if let Some(board) = &self.board {
            let mut ringed: Vec<Point> = self.asked_point.into_iter().collect();
            ringed.extend(self.highlight_points.iter().copied());
            // A hint's lines through the asked point, with a wrong answer's shape lines.
            let mut lines = self.wrong_lines.clone();
            if let Some(LookHere::Lines(through)) = &self.hint_area {
                lines.extend(through.iter().copied());
            }
            let mut shown = RenjuBoard::new(board, view.tr, palette)
                .id_salt("lesson")
                .enabled(false)
                .highlights(&ringed, &lines);
            if let Some(overlay) = self.forbidden.overlay(board, forbidden_answer) {
                shown = shown.forbidden_overlay(overlay);
            }
            shown.show(ui);
        }
    }

    fn food_chain(&mut self, ui: &mut egui::Ui, view: &View) -> Option<Answer> {
        ui.label(view.text("app-lesson-order-help"));
        ui.add_space(6.0);
        let mut swap = None;
        let count = self.order.len();
        let per_row = cards_per_row(ui.available_width(), count);
        for (row_index, row) in self.order.chunks(per_row).enumerate() {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = CARD_SPACING;
                for (offset, animal) in row.iter().enumerate() {
                    let index = row_index * per_row + offset;
                    ui.vertical(|ui| {
                        ui.set_width(CARD_WIDTH);
                        if let Some(change) = animal_card(ui, view, *animal, index, count) {
                            swap = Some(change);
                        }
                    });
                }
            });
            ui.add_space(CARD_SPACING);
        }
        if let Some((from, to)) = swap
            && from < self.order.len()
        {
            let animal = self.order.remove(from);
            self.order.insert(to.min(self.order.len()), animal);
        }
        ui.add_space(8.0);
        picture(ui, Icon::Tick, &view.text("app-lesson-check"))
            .then(|| Answer::Order(self.order.clone()))
    }

    fn place_pieces(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        ui.label(view.tr.render(
            &Message::new("app-lesson-timer").number("seconds", i64::from(self.elapsed_seconds())),
        ));
        if !done {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs(1));
        }
        ui.horizontal_wrapped(|ui| {
            for (side, animal) in self.palette.clone() {
                let text = format!(
                    "{} {}",
                    view.tr.render(&side_name(side)),
                    view.tr.render(&animal_name(animal))
                );
                let label = view.tr.render(
                    &Message::new("app-lesson-pick-piece")
                        .message("side", side_name(side))
                        .message("animal", animal_name(animal)),
                );
                let chosen = self.picked == Some((side, animal));
                let palette = Palette::for_settings(view.settings);
                let colour = match side {
                    Side::Red => palette.side_one,
                    Side::Blue => palette.side_two,
                };
                let mut face = egui::text::LayoutJob::default();
                for part in [
                    animal_picture(animal, 24.0).color(colour),
                    egui::RichText::new(format!(" {text}"))
                        .size(18.0)
                        .color(colour),
                ] {
                    part.append_to(
                        &mut face,
                        ui.style(),
                        egui::FontSelection::Default,
                        egui::Align::Center,
                    );
                }
                let placed = self
                    .placed
                    .iter()
                    .any(|&(s, a, _)| (s, a) == (side, animal));
                if placed {
                    // An empty slot of the same size: the animal is on the board now.
                    let text = ui.painter().layout_job(face).size();
                    let padding = ui.spacing().button_padding * 2.0;
                    let size = egui::vec2(
                        text.x + padding.x,
                        (text.y + padding.y).max(ui.spacing().interact_size.y),
                    );
                    ui.allocate_space(size);
                    continue;
                }
                let response = ui.add(egui::Button::new(face).selected(chosen));
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response.clicked() {
                    self.picked = Some((side, animal));
                }
            }
        });
        let mut placed = None;
        if let Some(position) = &self.position {
            let mode = if done {
                JungleBoardMode::Locked
            } else {
                JungleBoardMode::Place
            };
            let (ghosts, arrows) = match &self.start_ghost {
                Some((ghost, arrow)) => (std::slice::from_ref(ghost), std::slice::from_ref(arrow)),
                None => (&[][..], &[][..]),
            };
            let board = JungleBoard::new(position, view.tr, Palette::for_settings(view.settings))
                .id_salt("lesson")
                .mode(mode)
                .ghosts(ghosts)
                .arrows(arrows)
                .show(board_ui);
            if let (Some(JungleBoardEvent::PlacementRequested(square)), Some((side, animal))) =
                (board.event, self.picked)
            {
                placed = Some(Answer::Place {
                    side,
                    animal,
                    square,
                });
            }
        }
        ui.add_space(8.0);
        let finished =
            picture(ui, Icon::Tick, &view.text("app-lesson-finished")).then(|| Answer::Finished {
                elapsed_seconds: self.elapsed_seconds(),
            });
        placed.or(finished)
    }

    fn jungle_move(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        ui.label(view.text("app-lesson-move-help"));
        let position = self.position?;
        let mode = if done {
            JungleBoardMode::Locked
        } else {
            JungleBoardMode::Play
        };
        let palette = Palette::for_settings(view.settings);
        // A hint's arrow (the highlight colour) has the board before a refused move's arrow
        // (the "wrong" colour): one colour of arrows at a time.
        let (arrows, colour) = match self.refused_move {
            _ if !self.hint_arrows.is_empty() => (self.hint_arrows.clone(), palette.highlight),
            Some(mv) => (
                vec![BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: None,
                }],
                palette.bad,
            ),
            None => (Vec::new(), palette.highlight),
        };
        let event = JungleBoard::new(&position, view.tr, palette)
            .id_salt("lesson")
            .mode(mode)
            .selection(self.from, &self.targets)
            .last_move(self.last_move)
            .marks(&self.hint_squares)
            .area(match &self.hint_area {
                Some(LookHere::Squares(squares)) => squares,
                _ => &[],
            })
            .arrows(&arrows)
            .arrow_colour(colour)
            .show(board_ui)
            .event?;
        match event {
            JungleBoardEvent::SquareClicked(square) => {
                // A new try begins: the refused move's arrow has said what it had to.
                self.refused_move = None;
                if self.from == Some(square) || position.piece_at(square).is_none() {
                    self.select(None);
                } else {
                    self.select(Some(square));
                }
                None
            }
            JungleBoardEvent::MoveAttempted(mv) => {
                self.select(None);
                Some(Answer::Move(mv))
            }
            JungleBoardEvent::MarkToggled(_) | JungleBoardEvent::PlacementRequested(_) => None,
        }
    }

    /// Selects the piece on `square` and asks the engine where it may go.
    fn select(&mut self, square: Option<Square>) {
        self.from = square;
        self.targets = match (square, &self.position) {
            (Some(square), Some(position)) => position.destinations(&self.jungle_options, square),
            _ => Vec::new(),
        };
    }

    fn find_all(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        let position = self.position.as_ref();
        let (wrong, missed) = (&self.wrong_marks, &self.missed_rings);
        let area: &[Square] = match &self.hint_area {
            Some(LookHere::Squares(squares)) => squares,
            _ => &[],
        };
        let mut toggled = None;
        let answer = mark_on_board(ui, view, &mut self.marks, |marks| {
            let mode = if done {
                JungleBoardMode::Locked
            } else {
                JungleBoardMode::Mark
            };
            let board = JungleBoard::new(position?, view.tr, Palette::for_settings(view.settings))
                .id_salt("lesson")
                .mode(mode)
                .marks(marks)
                .crosses(wrong)
                .rings(missed)
                .area(area)
                .show(board_ui);
            toggled = match board.event {
                Some(JungleBoardEvent::MarkToggled(square)) => Some(square),
                _ => None,
            };
            toggled
        })
        .map(Answer::Mark);
        // A square the child taps again has been looked at: its ✗ or ring goes.
        if let Some(square) = toggled {
            self.wrong_marks.retain(|s| *s != square);
            self.missed_rings.retain(|s| *s != square);
        }
        answer
    }
}

/// A board to mark on: `draw` shows it with the marks and returns the spot clicked (marked, or
/// unmarked when it was marked); the check button hands in the marks.
fn mark_on_board<T: Ord + Copy>(
    ui: &mut egui::Ui,
    view: &View,
    marks: &mut BTreeSet<T>,
    draw: impl FnOnce(&[T]) -> Option<T>,
) -> Option<BTreeSet<T>> {
    ui.label(view.text("app-lesson-mark-help"));
    let shown: Vec<T> = marks.iter().copied().collect();
    if let Some(spot) = draw(&shown)
        && !marks.remove(&spot)
    {
        marks.insert(spot);
    }
    ui.add_space(8.0);
    picture(ui, Icon::Tick, &view.text("app-lesson-check")).then(|| marks.clone())
}

/// A control a child presses: a picture with the word under it; true when clicked.
fn picture(ui: &mut egui::Ui, icon: Icon, text: &str) -> bool {
    crate::app::icons::picture_button(ui, icon, text).clicked()
}

/// A symbol button whose accessible label says what it does.
pub(super) fn labelled_button(ui: &mut egui::Ui, symbol: &str, label: &str) -> bool {
    let response = ui.button(egui::RichText::new(symbol).size(20.0));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label));
    response.clicked()
}
