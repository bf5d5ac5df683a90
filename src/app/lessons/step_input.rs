//! The widgets of each step kind (animal cards, yes/no, piece palette, boards to move or mark
//! on, Renju drills) and what the learner has put into them so far. They return a tutor
//! [`Action`] when the learner answers; judging is the tutor's job.

use super::super::board::{
    BoardArrow, GhostPiece, JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard,
    RenjuBoardEvent, animal_picture,
};
use super::super::{Palette, View};
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
use crate::i18n::renju::forbidden_kind_name;
use crate::rules::jungle::start_squares;
use crate::rules::jungle::{Animal, Move, Piece, Position, RuleOptions, Setup, Side, Square};
use crate::rules::renju::{Board, ForbiddenKind, Point, Stone};
use crate::tutor::lesson::{Action as Answer, Why};
use egui::WidgetInfo;
use std::collections::BTreeSet;

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
        let mut input = StepInput {
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

    /// The tutor refused an answer (`why`, when the engine said): drop a half-made move; an
    /// animal put on the wrong square is shown pale where it starts.
    pub fn refused(&mut self, why: Option<&Why>) {
        self.select(None);
        self.start_ghost = None;
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
        self.position.is_some() || self.board.is_some()
    }

    /// The board's width over its height, to size the space given to it.
    pub fn board_aspect(&self) -> f32 {
        if self.position.is_some() {
            // 7×9 squares and two thirds of a square of coordinates on each side.
            8.3 / 10.3
        } else {
            1.0
        }
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
                button(ui, &view.text("app-lesson-next")).then_some(Answer::Continue)
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
                    self.show_board_with(board_ui, view, arrow.as_slice());
                } else {
                    // Without a board: the two animals' pictures, big, the eater first.
                    animals_asked(board_ui, attacker.get_ref(), defender.get_ref());
                }
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
            StepKind::PlacePieces { .. } => self.place_pieces(board_ui, ui, view, done),
            StepKind::JungleMove { .. } => self.jungle_move(board_ui, ui, view, done),
            StepKind::FindAll { .. } => self.find_all(board_ui, ui, view, done),
            StepKind::ForbiddenDrill { mode, .. } => match mode.get_ref() {
                DrillMode::IsForbidden => self.is_forbidden(board_ui, ui, view),
                DrillMode::MarkAll => self.mark_all(board_ui, ui, view, done),
                DrillMode::WinAvoidingForbidden => self.renju_point(board_ui, ui, view, done),
            },
            StepKind::RenjuMove { .. } => self.renju_point(board_ui, ui, view, done),
        };
        if done { None } else { answer }
    }

    /// A Jungle board that takes no clicks, or the Renju board with the asked point ringed.
    fn show_board(&mut self, ui: &mut egui::Ui, view: &View) {
        self.show_board_with(ui, view, &[]);
    }

    /// [`Self::show_board`], with `arrows` drawn on a Jungle board.
    fn show_board_with(&mut self, ui: &mut egui::Ui, view: &View, arrows: &[BoardArrow]) {
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
            RenjuBoard::new(board, view.tr, palette)
                .id_salt("lesson")
                .enabled(false)
                .highlights(&ringed, &[])
                .show(ui);
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
        button(ui, &view.text("app-lesson-check")).then(|| Answer::Order(self.order.clone()))
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
        let finished = button(ui, &view.text("app-lesson-finished")).then(|| Answer::Finished {
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
        let event = JungleBoard::new(&position, view.tr, Palette::for_settings(view.settings))
            .id_salt("lesson")
            .mode(mode)
            .selection(self.from, &self.targets)
            .last_move(self.last_move)
            .show(board_ui)
            .event?;
        match event {
            JungleBoardEvent::SquareClicked(square) => {
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

    fn is_forbidden(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
    ) -> Option<Answer> {
        self.show_board(board_ui, view);
        ui.horizontal_wrapped(|ui| {
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

    fn mark_all(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        let board = self.board.as_ref();
        mark_on_board(ui, view, &mut self.points, |marks| {
            let board = board?;
            let response = RenjuBoard::new(board, view.tr, Palette::for_settings(view.settings))
                .id_salt("lesson")
                .enabled(!done)
                .marks(marks)
                .show(board_ui);
            // Stones are not for marking: the question is about empty points.
            response
                .event
                .map(|RenjuBoardEvent::PointClicked(point)| point)
                .filter(|&point| board.is_empty(point))
        })
        .map(Answer::MarkPoints)
    }

    fn renju_point(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        ui.label(view.text("app-lesson-stone-help"));
        let board = self.board.as_ref()?;
        RenjuBoard::new(board, view.tr, Palette::for_settings(view.settings))
            .id_salt("lesson")
            .enabled(!done)
            .last(self.last_point)
            .show(board_ui)
            .event
            .map(|RenjuBoardEvent::PointClicked(point)| Answer::Point(point))
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
    button(ui, &view.text("app-lesson-check")).then(|| marks.clone())
}

/// The width of an animal card in the food-chain order (points, before the window zoom).
const CARD_WIDTH: f32 = 112.0;

/// The gap between animal cards.
const CARD_SPACING: f32 = 12.0;

/// How many cards go in a row: all in one row if they fit, else rows of even length.
fn cards_per_row(width: f32, count: usize) -> usize {
    let fits = (((width + CARD_SPACING) / (CARD_WIDTH + CARD_SPACING)).floor() as usize).max(1);
    let rows = count.div_ceil(fits).max(1);
    count.div_ceil(rows).max(1)
}

/// One animal card, large enough for a small hand: the picture, "3. wolf", and ◀ ▶ to move it;
/// it can also be dragged onto another card. Returns a swap (from, to) when asked for one.
fn animal_card(
    ui: &mut egui::Ui,
    view: &View,
    animal: Animal,
    index: usize,
    count: usize,
) -> Option<(usize, usize)> {
    let mut swap = None;
    let name = view.tr.render(&animal_name(animal));
    let card_id = ui.scope_id().with(("card", index));
    let card = ui.dnd_drag_source(card_id, index, |ui| {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(CARD_WIDTH - 14.0);
            ui.vertical_centered(|ui| {
                // Not selectable: a press on the text must pick up the card, not start
                // selecting the text.
                ui.add(egui::Label::new(animal_picture(animal, 44.0)).selectable(false));
                let text = egui::RichText::new(format!("{}. {name}", index + 1)).size(22.0);
                ui.add(egui::Label::new(text).selectable(false));
            });
        });
    });
    if let Some(from) = card.response.dnd_release_payload::<usize>() {
        swap = Some((*from, index));
    }
    ui.horizontal(|ui| {
        let earlier = view.tr.render(
            &Message::new("app-lesson-move-earlier").message("animal", animal_name(animal)),
        );
        let later = view
            .tr
            .render(&Message::new("app-lesson-move-later").message("animal", animal_name(animal)));
        if index > 0 && labelled_button(ui, "◀", &earlier) {
            swap = Some((index, index - 1));
        }
        if index + 1 < count && labelled_button(ui, "▶", &later) {
            swap = Some((index, index + 1));
        }
    });
    swap
}

/// A text button; true when clicked.
fn button(ui: &mut egui::Ui, text: &str) -> bool {
    ui.button(egui::RichText::new(text).size(18.0)).clicked()
}

/// A symbol button whose accessible label says what it does.
fn labelled_button(ui: &mut egui::Ui, symbol: &str, label: &str) -> bool {
    let response = ui.button(egui::RichText::new(symbol).size(20.0));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label));
    response.clicked()
}

/// "Can this one eat that one?" without a board: the two animals' pictures, big, with an arrow
/// from the eater to the eaten (names the lesson does not know stay as words).
fn animals_asked(ui: &mut egui::Ui, attacker: &str, defender: &str) {
    let (Some(eater), Some(eaten)) = (Animal::from_name(attacker), Animal::from_name(defender))
    else {
        return;
    };
    let size = (ui.available_height().min(ui.available_width() / 3.0) * 0.6).clamp(64.0, 220.0);
    ui.vertical_centered(|ui| {
        ui.add_space(size * 0.2);
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - size * 3.2).max(0.0) / 2.0);
            ui.label(animal_picture(eater, size));
            ui.label(egui::RichText::new("➜").size(size * 0.6).strong());
            ui.label(animal_picture(eaten, size));
        });
    });
}

#[cfg(test)]
mod tests {
    use super::cards_per_row;

    #[test]
    fn cards_fill_one_row_when_they_fit_and_even_rows_when_not() {
        assert_eq!(cards_per_row(1000.0, 8), 8);
        assert_eq!(cards_per_row(700.0, 8), 4);
        assert_eq!(cards_per_row(400.0, 8), 3, "three rows: 3, 3 and 2");
        assert_eq!(cards_per_row(50.0, 8), 1);
        assert_eq!(cards_per_row(1000.0, 0), 1);
    }
}
