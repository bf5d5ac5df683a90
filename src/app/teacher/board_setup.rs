//! The teach board's hand-set boards (issue #43): the teacher sets up a Jungle board (any
//! animal of either side on any square, from an empty board or the start, and who moves) or a
//! Renju board (black and white stones, who moves, renju or freestyle rules) and opens it to
//! the class. A board that is not legal — two of one animal, an animal in water or in its own
//! den, a game already over, five stones in a row already — is said in a sentence and cannot
//! be opened; the server's referee judges the answers as on any hand-set board.
//!
//! The state ([`BoardSetup`]) is apart from the drawing ([`setup_ui`]): the widget returns
//! [`SetupAction`]s, the caller applies them ([`BoardSetup::apply`]).

use crate::app::Palette;
use crate::app::board::{GhostPiece, JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard};
use crate::app::board::{RenjuBoardEvent, animal_picture};
use crate::classroom::teach::{Ask, BoardPosition, TeachGame, TeachRule, ToMove};
use crate::classroom::teach_judge::five_in_a_row;
use crate::i18n::{Localizer, Message, jungle as jungle_text, renju as renju_text};
use crate::rules::jungle::{Animal, Piece, Position, RuleOptions, Setup, Side, Square};
use crate::rules::renju::{Board, Point, Stone};
use std::collections::BTreeSet;

/// What a click on the board puts there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Brush {
    /// A Jungle animal of a side.
    Piece(Piece),
    /// A Renju stone.
    Stone(Stone),
    /// Clears the square or point.
    Remove,
}

/// What the teacher did in the editor this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupAction {
    /// Switch to the board of this game.
    Game(TeachGame),
    /// Pick what a click puts on the board.
    Brush(Brush),
    /// A Jungle square was clicked.
    Square(Square),
    /// A Renju point was clicked.
    Point(Point),
    /// Who moves on the Jungle board.
    JungleToMove(Side),
    /// Who moves on the Renju board.
    RenjuToMove(ToMove),
    /// The Renju rule set.
    Rule(TeachRule),
    /// Clear the board.
    Empty,
    /// The Jungle start position.
    Start,
    /// Open the board to the class (only when legal).
    Open,
}

/// The board being set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardSetup {
    /// Which game's board.
    pub game: TeachGame,
    /// The Jungle board, not checked yet.
    pub jungle: Setup,
    /// What a click puts down.
    pub brush: Brush,
    /// Black stones.
    pub black: BTreeSet<Point>,
    /// White stones.
    pub white: BTreeSet<Point>,
    /// Who moves on the Renju board.
    pub to_move: ToMove,
    /// Renju or freestyle.
    pub rule: TeachRule,
}

impl Default for BoardSetup {
    fn default() -> Self {
        BoardSetup {
            game: TeachGame::Jungle,
            jungle: Position::start().to_setup(),
            brush: Brush::Piece(Piece {
                side: Side::Red,
                animal: Animal::Rat,
            }),
            black: BTreeSet::new(),
            white: BTreeSet::new(),
            to_move: ToMove::Black,
            rule: TeachRule::Renju,
        }
    }
}

impl BoardSetup {
    /// Applies one action; returns the question to open (its id still empty) when the action
    /// is [`SetupAction::Open`] and the board is legal.
    pub fn apply(&mut self, action: SetupAction) -> Option<Ask> {
        match action {
            SetupAction::Game(game) => {
                self.game = game;
                self.brush = match (game, self.brush) {
                    (TeachGame::Jungle, Brush::Stone(_)) => Brush::Piece(Piece {
                        side: Side::Red,
                        animal: Animal::Rat,
                    }),
                    (TeachGame::Renju, Brush::Piece(_)) => Brush::Stone(Stone::Black),
                    (_, brush) => brush,
                };
            }
            SetupAction::Brush(brush) => self.brush = brush,
            SetupAction::Square(square) => {
                let slot = &mut self.jungle.board[square.index()];
                *slot = match self.brush {
                    // The same animal again takes it off: a second click undoes the first.
                    Brush::Piece(piece) if *slot != Some(piece) => Some(piece),
                    _ => None,
                };
            }
            SetupAction::Point(point) => {
                let (own, other) = match self.brush {
                    Brush::Stone(Stone::Black) => (&mut self.black, &mut self.white),
                    Brush::Stone(Stone::White) => (&mut self.white, &mut self.black),
                    _ => {
                        self.black.remove(&point);
                        self.white.remove(&point);
                        return None;
                    }
                };
                other.remove(&point);
                if !own.remove(&point) {
                    own.insert(point);
                }
            }
            SetupAction::JungleToMove(side) => self.jungle.side_to_move = side,
            SetupAction::RenjuToMove(to_move) => self.to_move = to_move,
            SetupAction::Rule(rule) => self.rule = rule,
            SetupAction::Empty => match self.game {
                TeachGame::Jungle => self.jungle.board = [None; Square::COUNT],
                TeachGame::Renju => {
                    self.black.clear();
                    self.white.clear();
                }
            },
            SetupAction::Start => {
                let side = self.jungle.side_to_move;
                self.jungle = Position::start().to_setup();
                self.jungle.side_to_move = side;
            }
            SetupAction::Open => {
                let position = self.check().ok()?;
                return Some(Ask {
                    id: String::new(),
                    game: self.game,
                    position,
                    lesson: None,
                    step: None,
                    puzzle: None,
                });
            }
        }
        None
    }

    /// The board as the server takes it, or the sentence saying why it cannot be asked.
    pub fn check(&self) -> Result<BoardPosition, Message> {
        match self.game {
            TeachGame::Jungle => {
                let position = self
                    .jungle
                    .validate()
                    .map_err(|error| jungle_text::position_error(&error))?;
                if let Some(outcome) = position.outcome(&RuleOptions::default()) {
                    return Err(Message::new("app-board-setup-over")
                        .message("outcome", jungle_text::outcome(&outcome)));
                }
                Ok(BoardPosition::Jungle {
                    fen: position.to_fen(),
                })
            }
            TeachGame::Renju => {
                if let Some((stone, point)) = five_in_a_row(&self.board()) {
                    return Err(Message::new("app-board-setup-five")
                        .message("stone", renju_text::stone_name(stone))
                        .text("point", renju_text::point_name(point)));
                }
                let list =
                    |points: &BTreeSet<Point>| points.iter().map(ToString::to_string).collect();
                Ok(BoardPosition::Renju {
                    black: list(&self.black),
                    white: list(&self.white),
                    to_move: Some(self.to_move),
                    rule: Some(self.rule),
                })
            }
        }
    }

    /// The Renju stones on a board (a point is never in both sets).
    pub fn board(&self) -> Board {
        let mut board = Board::new();
        for &point in &self.black {
            board.place(point, Stone::Black);
        }
        for &point in &self.white {
            board.place(point, Stone::White);
        }
        board
    }

    /// The Jungle board as far as it is legal (pieces read square by square, each kept if the
    /// board stays legal with it), and the pieces left out (drawn pale and crossed).
    fn jungle_shown(&self) -> (Position, Vec<GhostPiece>) {
        let mut kept = Setup {
            board: [None; Square::COUNT],
            side_to_move: self.jungle.side_to_move,
        };
        let mut left_out = Vec::new();
        for square in Square::all() {
            let Some(piece) = self.jungle.board[square.index()] else {
                continue;
            };
            kept.board[square.index()] = Some(piece);
            if kept.validate().is_err() {
                kept.board[square.index()] = None;
                left_out.push(GhostPiece {
                    square,
                    side: piece.side,
                    animal: piece.animal,
                });
            }
        }
        let shown = kept.validate().unwrap_or_else(|_| Position::start());
        (shown, left_out)
    }
}

/// Draws the editor for `setup`: the game, what a click puts down, who moves (and the rule),
/// the board, the sentence saying why the board cannot be asked, and "Open this board";
/// `can_open` is false while the teacher's socket is not connected.
pub fn setup_ui(
    ui: &mut egui::Ui,
    tr: &Localizer,
    palette: Palette,
    setup: &BoardSetup,
    can_open: bool,
) -> Vec<SetupAction> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        for (game, id) in [
            (TeachGame::Jungle, "common-game-jungle"),
            (TeachGame::Renju, "common-game-renju"),
        ] {
            if ui
                .selectable_label(setup.game == game, tr.text(id))
                .clicked()
            {
                actions.push(SetupAction::Game(game));
            }
        }
        ui.separator();
        if ui.button(tr.text("app-board-setup-empty")).clicked() {
            actions.push(SetupAction::Empty);
        }
        if setup.game == TeachGame::Jungle && ui.button(tr.text("app-board-setup-start")).clicked()
        {
            actions.push(SetupAction::Start);
        }
    });
    match setup.game {
        TeachGame::Jungle => jungle_tools(ui, tr, setup, &mut actions),
        TeachGame::Renju => renju_tools(ui, tr, setup, &mut actions),
    }
    let problem = setup.check().err();
    ui.horizontal_wrapped(|ui| {
        let open = egui::Button::new(tr.text("app-board-setup-open"));
        if ui
            .add_enabled(can_open && problem.is_none(), open)
            .clicked()
        {
            actions.push(SetupAction::Open);
        }
        match &problem {
            Some(message) => {
                ui.colored_label(ui.visuals().error_fg_color, tr.render(message));
            }
            None => {
                ui.label(tr.text("app-board-setup-ready"));
            }
        }
    });
    let side = ui.available_width().clamp(240.0, 520.0);
    ui.allocate_ui(egui::vec2(side, side * 1.2), |ui| match setup.game {
        TeachGame::Jungle => {
            let (shown, left_out) = setup.jungle_shown();
            let crosses: Vec<Square> = left_out.iter().map(|g| g.square).collect();
            let response = JungleBoard::new(&shown, tr, palette)
                .id_salt("teach-board-setup")
                .mode(JungleBoardMode::Place)
                .ghosts(&left_out)
                .crosses(&crosses)
                .show(ui);
            if let Some(JungleBoardEvent::PlacementRequested(square)) = response.event {
                actions.push(SetupAction::Square(square));
            }
        }
        TeachGame::Renju => {
            let board = setup.board();
            let response = RenjuBoard::new(&board, tr, palette)
                .id_salt("teach-board-setup")
                .show(ui);
            if let Some(RenjuBoardEvent::PointClicked(point)) = response.event {
                actions.push(SetupAction::Point(point));
            }
        }
    });
    actions
}

fn jungle_tools(
    ui: &mut egui::Ui,
    tr: &Localizer,
    setup: &BoardSetup,
    actions: &mut Vec<SetupAction>,
) {
    for side in Side::ALL {
        ui.horizontal_wrapped(|ui| {
            let colour = match side {
                Side::Red => egui::Color32::from_rgb(0xb0, 0x22, 0x22),
                Side::Blue => egui::Color32::from_rgb(0x22, 0x44, 0xb0),
            };
            for animal in Animal::ALL {
                let piece = Piece { side, animal };
                let name = tr.render(
                    &Message::new("app-board-setup-piece")
                        .message("side", jungle_text::side(side))
                        .message("animal", jungle_text::animal(animal)),
                );
                let chosen = setup.brush == Brush::Piece(piece);
                let text = egui::RichText::new(name).color(colour);
                ui.label(animal_picture(animal, 18.0).color(colour));
                if ui.selectable_label(chosen, text).clicked() {
                    actions.push(SetupAction::Brush(Brush::Piece(piece)));
                }
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        remove_button(ui, tr, setup, actions);
        ui.separator();
        ui.label(tr.text("app-board-setup-to-move"));
        for side in Side::ALL {
            let chosen = setup.jungle.side_to_move == side;
            if ui
                .radio(chosen, tr.render(&jungle_text::side(side)))
                .clicked()
            {
                actions.push(SetupAction::JungleToMove(side));
            }
        }
    });
}

fn renju_tools(
    ui: &mut egui::Ui,
    tr: &Localizer,
    setup: &BoardSetup,
    actions: &mut Vec<SetupAction>,
) {
    ui.horizontal_wrapped(|ui| {
        for stone in [Stone::Black, Stone::White] {
            let name = tr.render(
                &Message::new("app-board-setup-stone")
                    .message("stone", renju_text::stone_name(stone)),
            );
            if ui
                .selectable_label(setup.brush == Brush::Stone(stone), name)
                .clicked()
            {
                actions.push(SetupAction::Brush(Brush::Stone(stone)));
            }
        }
        remove_button(ui, tr, setup, actions);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.text("app-board-setup-to-move"));
        for (to_move, stone) in [(ToMove::Black, Stone::Black), (ToMove::White, Stone::White)] {
            if ui
                .radio(
                    setup.to_move == to_move,
                    tr.render(&renju_text::stone_name(stone)),
                )
                .clicked()
            {
                actions.push(SetupAction::RenjuToMove(to_move));
            }
        }
        ui.separator();
        for (rule, id) in [
            (TeachRule::Renju, "app-board-setup-rule-renju"),
            (TeachRule::Freestyle, "app-board-setup-rule-freestyle"),
        ] {
            if ui.radio(setup.rule == rule, tr.text(id)).clicked() {
                actions.push(SetupAction::Rule(rule));
            }
        }
    });
}

fn remove_button(
    ui: &mut egui::Ui,
    tr: &Localizer,
    setup: &BoardSetup,
    actions: &mut Vec<SetupAction>,
) {
    if ui
        .selectable_label(
            setup.brush == Brush::Remove,
            tr.text("app-board-setup-remove"),
        )
        .clicked()
    {
        actions.push(SetupAction::Brush(Brush::Remove));
    }
}
