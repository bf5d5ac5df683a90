//! Looking back at a finished game: the engines go through it move by move (a few moves per
//! frame in a browser) and the moments they found are shown one at a time, on the board —
//! the move played marked, the better move as a green arrow or a pale stone, a capture as a
//! red arrow — with a sentence in the child's language.

use super::board_and_side;
use crate::app::board::{BoardArrow, GhostStone, JungleBoard, JungleBoardMode, RenjuBoard};
use crate::app::icons::{Icon, PictureButton};
use crate::app::platform::{Background, Poll};
use crate::app::{Palette, View};
use crate::i18n::Message;
use crate::i18n::review::{jungle_moment, renju_moment};
use crate::review::{Moment, Turn, jungle, one_after_another, renju};
use crate::rules::jungle::{Move, Position, RuleOptions, Side};
use crate::rules::renju::{Board, Point, RenjuOptions, Stone};
use egui::UiBuilder;

/// The moments found, or the search still under way.
enum Found<M> {
    Working(Background<Vec<Moment<M>>>),
    Done(Vec<Moment<M>>),
}

impl<M: Send + 'static> Found<M> {
    /// The moments, once the search is done.
    fn poll(&mut self) -> Option<&[Moment<M>]> {
        if let Found::Working(job) = self
            && let Poll::Ready(moments) = poll_or_empty(job)
        {
            *self = Found::Done(moments);
        }
        match self {
            Found::Done(moments) => Some(moments),
            Found::Working(_) => None,
        }
    }

    /// The moment at `index` and how many there are, once the search is done.
    fn shown(&mut self, index: usize) -> (Option<Moment<M>>, Option<usize>)
    where
        M: Clone,
    {
        match self.poll() {
            Some(moments) => (moments.get(index).cloned(), Some(moments.len())),
            None => (None, None),
        }
    }
}

/// The job's answer; a search that died answers "nothing found", never a wrong moment.
fn poll_or_empty<T: Send + 'static>(job: &mut Background<Vec<T>>) -> Poll<Vec<T>> {
    match job.poll() {
        Poll::Pending => Poll::Pending,
        Poll::Ready(moments) => Poll::Ready(moments),
        Poll::Lost => Poll::Ready(Vec::new()),
    }
}

/// The review of a Jungle game.
pub struct JungleReview {
    start: Position,
    options: RuleOptions,
    moves: Vec<Move>,
    found: Found<Move>,
    index: usize,
}

impl std::fmt::Debug for JungleReview {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JungleReview")
            .field("moves", &self.moves.len())
            .field("index", &self.index)
            .finish()
    }
}

impl JungleReview {
    /// Starts reviewing `side`'s moves (both sides' when `None`: two children played).
    pub fn start(
        ctx: &egui::Context,
        start: Position,
        options: RuleOptions,
        moves: Vec<Move>,
        side: Option<Side>,
    ) -> JungleReview {
        let sides: Vec<Side> = side.map_or(vec![Side::Red, Side::Blue], |s| vec![s]);
        let reviewers = sides
            .into_iter()
            .map(|side| jungle::SideReviewer::new(start, options, moves.clone(), side))
            .collect();
        let job = Background::stepped("jungle-review", ctx, one_after_another(reviewers));
        JungleReview {
            start,
            options,
            moves,
            found: Found::Working(job),
            index: 0,
        }
    }

    /// The position before ply `ply`.
    fn position_at(&self, ply: usize) -> Position {
        let mut position = self.start;
        for &mv in self.moves.iter().take(ply) {
            match position.play(&self.options, mv) {
                Ok(next) => position = next,
                Err(_) => break,
            }
        }
        position
    }

    /// Draws the review; true when the child goes back to the game.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> bool {
        let palette = Palette::for_settings(view.settings);
        let (board_rect, side_rect) = board_and_side(ui);
        let mut back = false;
        let (moment, count) = self.found.shown(self.index);
        let (position, arrows, colour, played) = match &moment {
            Some(moment) => self.marks(moment, palette),
            None => (
                self.position_at(self.moves.len()),
                Vec::new(),
                palette.good,
                None,
            ),
        };
        ui.scope_builder(UiBuilder::new().max_rect(side_rect), |ui| {
            let sentence = moment
                .as_ref()
                .map(|m| jungle_moment(&self.position_at(m.ply), &m.turn));
            back = side_ui(ui, view, sentence, count, &mut self.index);
        });
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            JungleBoard::new(&position, view.tr, palette)
                .id_salt("review")
                .mode(JungleBoardMode::Locked)
                .last_move(played)
                .arrows(&arrows)
                .arrow_colour(colour)
                .show(ui);
        });
        back
    }

    /// What a moment shows: the position, its arrows and their colour, and the move played
    /// (marked as the last move).
    fn marks(
        &self,
        moment: &Moment<Move>,
        palette: Palette,
    ) -> (Position, Vec<BoardArrow>, egui::Color32, Option<Move>) {
        let arrow = |mv: Move| BoardArrow {
            from: mv.from,
            to: mv.to,
            number: None,
        };
        match moment.turn {
            Turn::MissedWin {
                played, winning, ..
            } => (
                self.position_at(moment.ply),
                vec![arrow(winning)],
                palette.good,
                Some(played),
            ),
            Turn::MissedBlock { played, block, .. }
            | Turn::ForbiddenTrap {
                played,
                safe: block,
                ..
            } => (
                self.position_at(moment.ply),
                vec![arrow(block)],
                palette.good,
                Some(played),
            ),
            // After the move, so the capture can be shown as the red arrow it is.
            Turn::LostPiece { played, capture } => (
                self.position_at(moment.ply + 1),
                vec![arrow(capture)],
                palette.bad,
                Some(played),
            ),
        }
    }
}

/// The review of a Renju (or Gomoku) game.
pub struct RenjuReview {
    stones: Vec<Point>,
    found: Found<Point>,
    index: usize,
}

impl std::fmt::Debug for RenjuReview {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RenjuReview")
            .field("stones", &self.stones.len())
            .field("index", &self.index)
            .finish()
    }
}

impl RenjuReview {
    /// Starts reviewing `side`'s stones (both colours' when `None`).
    pub fn start(
        ctx: &egui::Context,
        options: RenjuOptions,
        stones: Vec<Point>,
        side: Option<Stone>,
    ) -> RenjuReview {
        let sides: Vec<Stone> = side.map_or(vec![Stone::Black, Stone::White], |s| vec![s]);
        let reviewers = sides
            .into_iter()
            .map(|side| renju::SideReviewer::new(options, stones.clone(), side))
            .collect();
        let job = Background::stepped("renju-review", ctx, one_after_another(reviewers));
        RenjuReview {
            stones,
            found: Found::Working(job),
            index: 0,
        }
    }

    /// The board before ply `ply` (Black first).
    fn board_at(&self, ply: usize) -> Board {
        let mut board = Board::new();
        let mut stone = Stone::Black;
        for &point in self.stones.iter().take(ply) {
            board.place(point, stone);
            stone = stone.opponent();
        }
        board
    }

    /// Draws the review; true when the child goes back to the game.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> bool {
        let palette = Palette::for_settings(view.settings);
        let (board_rect, side_rect) = board_and_side(ui);
        let mut back = false;
        let (moment, count) = self.found.shown(self.index);
        ui.scope_builder(UiBuilder::new().max_rect(side_rect), |ui| {
            let sentence = moment.as_ref().map(|m| renju_moment(&m.turn));
            back = side_ui(ui, view, sentence, count, &mut self.index);
        });
        let (board, played, better, ring) = match &moment {
            Some(moment) => {
                let stone = if moment.ply % 2 == 0 {
                    Stone::Black
                } else {
                    Stone::White
                };
                let (better, ring) = match moment.turn {
                    Turn::MissedWin { winning, .. } => (Some(winning), None),
                    Turn::MissedBlock { block, threat, .. } => (Some(block), Some(threat)),
                    Turn::ForbiddenTrap { safe, threat, .. } => (Some(safe), Some(threat)),
                    Turn::LostPiece { .. } => (None, None),
                };
                let ghost = better.map(|point| GhostStone {
                    point,
                    stone,
                    number: None,
                });
                (
                    self.board_at(moment.ply),
                    vec![moment.turn.played()],
                    ghost,
                    ring,
                )
            }
            None => (self.board_at(self.stones.len()), Vec::new(), None, None),
        };
        let ghosts: Vec<GhostStone> = better.into_iter().collect();
        let rings: Vec<Point> = ring.into_iter().collect();
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            RenjuBoard::new(&board, view.tr, palette)
                .id_salt("review")
                .enabled(false)
                .marks(&played)
                .ghosts(&ghosts)
                .highlights(&rings, &[])
                .show(ui);
        });
        back
    }
}

/// The heading, the moment's sentence, "1 of 3" with ◀ ▶, and the way back; true for back.
fn side_ui(
    ui: &mut egui::Ui,
    view: &View,
    sentence: Option<Message>,
    count: Option<usize>,
    index: &mut usize,
) -> bool {
    ui.heading(view.text("review-heading"));
    ui.add_space(8.0);
    match count {
        None => {
            ui.label(view.text("review-working"));
            ui.spinner();
        }
        Some(0) => {
            ui.label(egui::RichText::new(view.text("review-nothing")).size(22.0));
        }
        Some(count) => {
            if let Some(sentence) = sentence {
                // For the youngest, its spoken form: the board's marks, no coordinates.
                ui.label(egui::RichText::new(view.shown(&sentence)).size(22.0));
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let previous = view.text("review-previous");
                if ui
                    .add_enabled(*index > 0, PictureButton::new(Icon::Back, &previous))
                    .clicked()
                {
                    *index -= 1;
                }
                let at = Message::new("review-moment-of")
                    .number("number", i64::try_from(*index + 1).unwrap_or(0))
                    .number("count", i64::try_from(count).unwrap_or(0));
                ui.label(view.tr.render(&at));
                let next = view.text("review-next");
                if ui
                    .add_enabled(*index + 1 < count, PictureButton::new(Icon::Next, &next))
                    .clicked()
                {
                    *index += 1;
                }
            });
        }
    }
    ui.add_space(16.0);
    let back = view.text("review-back");
    ui.add(PictureButton::new(Icon::Back, &back)).clicked()
}
