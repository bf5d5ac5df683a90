//! Play Jungle: two children on one computer or against the computer, with undo (悔棋, at most
//! three in a row), resignation, a move list, optional clocks and the engine's reasons shown
//! when a move is refused.

use super::ask_first::AskFirst;
use super::clock::ClockSwitch;
use super::opponent::{ComputerTurn, Opponent, colour_picker, opponent_picker};
use super::review::JungleReview;
use super::{UNDO_LIMIT, board_and_side};
use crate::app::Palette;
use crate::app::View;
use crate::app::board::{BoardArrow, JungleBoard, JungleBoardEvent};
use crate::app::icons::{Icon, PictureButton};
use crate::app::sound::Cue;
use crate::i18n::{Message, jungle as jungle_text, narrate};
use crate::rules::jungle::{Game, Move, PlayedMove, RuleOptions, Side, Square};
use crate::solve::jungle_opponent;
use crate::solve::level::Level;
use egui::{RichText, UiBuilder};

/// The Jungle play room.
#[derive(Debug)]
pub struct JunglePlay {
    game: Game,
    opponent: Opponent,
    selected: Option<Square>,
    targets: Vec<Square>,
    feedback: Option<Message>,
    undos_in_a_row: u8,
    clocks: ClockSwitch,
    thinking: ComputerTurn<Move>,
    games_started: u64,
    /// The sound the child's last move asked for, until the app takes it.
    sound: Option<Cue>,
    /// A step that would end the game under way, waiting for "yes".
    ask: AskFirst<Ending>,
    /// The computer level the child picked last, until the app takes it (to remember it).
    chosen_level: Option<Level>,
    /// Looking back at the finished game.
    review: Option<JungleReview>,
    /// The child's side against the computer.
    child_side: Side,
    /// What the room says aloud.
    pub(super) aloud: super::Aloud,
    /// The move refused last, drawn on the board until the next try.
    refused: Option<Move>,
    /// The computer's last move told by name, until the child moves.
    told: Option<Message>,
}

/// What would end the Jungle game under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Resign,
    NewGame,
    Opponent(Opponent),
}

impl Default for JunglePlay {
    fn default() -> Self {
        JunglePlay {
            game: Game::new(RuleOptions::classroom()),
            opponent: Opponent::Child,
            selected: None,
            targets: Vec::new(),
            feedback: None,
            undos_in_a_row: 0,
            clocks: ClockSwitch::default(),
            thinking: ComputerTurn::default(),
            games_started: 0,
            sound: None,
            ask: AskFirst::default(),
            chosen_level: None,
            review: None,
            child_side: Side::Red,
            aloud: super::Aloud::default(),
            refused: None,
            told: None,
        }
    }
}

impl JunglePlay {
    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays Blue.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The sound the child's last move asked for, once.
    pub fn take_sound(&mut self) -> Option<Cue> {
        self.sound.take()
    }

    /// Draws the room: controls and move list on the right, the board in the rest.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        self.receive_computer_move(ui.ctx());
        // The child plays Blue: the computer opens the game.
        if self.computer_to_move() && self.game.history().is_empty() && !self.thinking.is_thinking()
        {
            self.start_computer(ui.ctx());
        }
        self.check_clocks(ui.ctx());
        if let Some(review) = &mut self.review {
            if review.ui(ui, view) {
                self.review = None;
            }
            return;
        }
        let palette = Palette::for_settings(view.settings);
        let (board_rect, side_rect) = board_and_side(ui);
        ui.scope_builder(UiBuilder::new().max_rect(side_rect), |ui| {
            egui::ScrollArea::vertical()
                .id_salt("jungle-play-side")
                .show(ui, |ui| self.side_panel(ui, view, palette));
        });
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            self.status_line(ui, view, palette);
            let last = self.game.history().last().map(|played| played.mv);
            let locked = self.game.outcome().is_some() || self.computer_to_move();
            let mode = if locked {
                crate::app::board::JungleBoardMode::Locked
            } else {
                crate::app::board::JungleBoardMode::Play
            };
            // A refused move stays drawn (the "wrong" colour) until the next try.
            let refused: Vec<BoardArrow> = self
                .refused
                .map(|mv| BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: None,
                })
                .into_iter()
                .collect();
            let board = JungleBoard::new(self.game.position(), view.tr, palette)
                .mode(mode)
                .selection(self.selected, &self.targets)
                .last_move(last)
                .arrows(&refused)
                .arrow_colour(palette.bad)
                .show(ui);
            if let Some(event) = board.event {
                self.on_board_event(event, ui.ctx());
            }
        });
    }

    /// Whose turn it is, or the outcome banner, and the refusal of the last attempt.
    fn status_line(&mut self, ui: &mut egui::Ui, view: &View, palette: Palette) {
        let thinking = self.computer_to_move() && self.game.outcome().is_none();
        let (shown, message) = if let Some(outcome) = self.game.outcome() {
            let message = jungle_text::outcome(&outcome);
            let text = view.shown(&message);
            (
                RichText::new(format!("★ {text}")).size(26.0).strong(),
                message,
            )
        } else {
            let side = self.game.position().side_to_move();
            let mut message =
                Message::new("app-play-jungle-to-move").message("side", jungle_text::side(side));
            if thinking {
                message = Message::new("app-play-computer-thinking");
            }
            let colour = match side {
                Side::Red => palette.side_one,
                Side::Blue => palette.side_two,
            };
            let text = view.tr.render(&message);
            (RichText::new(text).size(22.0).color(colour), message)
        };
        let spoken = view.tr.render_spoken(&message);
        self.aloud
            .line(ui, view, super::Aloud::STATUS, (shown, spoken), !thinking);
        let told = if thinking { None } else { self.told.as_ref() };
        let said = (self.feedback.as_ref(), told);
        super::refusal_line(ui, view, palette, said, &mut self.aloud);
    }

    fn side_panel(&mut self, ui: &mut egui::Ui, view: &View, palette: Palette) {
        ui.heading(view.text("app-play-opponent"));
        let under_way = self.under_way();
        let before = self.opponent;
        let mut asked = None;
        if opponent_picker(ui, view, &mut self.opponent) {
            let wanted = self.opponent;
            self.opponent = before;
            asked = self.ask.ask(Ending::Opponent(wanted), under_way);
        }
        // Against a classmate the colour row is kept in place, unseen: choosing the computer
        // (or a level) moves nothing below it under the child's finger.
        let computer = matches!(self.opponent, Opponent::Computer(_));
        let names = [Side::Red, Side::Blue].map(|side| view.tr.render(&jungle_text::side(side)));
        let current = self.child_side.index();
        let picked = ui
            .scope(|ui| {
                if !computer {
                    ui.set_invisible();
                }
                colour_picker(ui, view, names, current, under_way)
            })
            .inner;
        if computer && let Some(index) = picked {
            self.child_side = if index == 0 { Side::Red } else { Side::Blue };
            self.new_game();
        }
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            let new_game = view.text("app-play-new-game");
            if ui
                .add(PictureButton::new(Icon::NewGame, &new_game))
                .clicked()
            {
                asked = self.ask.ask(Ending::NewGame, under_way);
            }
            let undo_block = self.undo_block();
            let undo_text = view.text("app-play-undo");
            let undo = ui.add_enabled(
                undo_block.is_none(),
                PictureButton::new(Icon::Back, &undo_text),
            );
            let undo = match &undo_block {
                Some(reason) => undo.on_disabled_hover_text(view.tr.render(reason)),
                None => undo,
            };
            if undo.clicked() {
                self.undo();
            }
            let can_resign = self.game.outcome().is_none() && !self.computer_to_move();
            let resign = view.text("app-play-resign");
            if ui
                .add_enabled(can_resign, PictureButton::new(Icon::Flag, &resign))
                .clicked()
            {
                // Resigning always asks: it is never a stray tap's to decide.
                asked = self.ask.ask(Ending::Resign, true);
            }
        });
        let review = view.text("review-start");
        if self.game.outcome().is_some()
            && !self.game.history().is_empty()
            && ui.add(PictureButton::new(Icon::Look, &review)).clicked()
        {
            // Against the computer, the child's moves; two children, both sides'.
            let side = matches!(self.opponent, Opponent::Computer(_)).then_some(self.child_side);
            let moves = self.game.history().iter().map(|played| played.mv).collect();
            self.review = Some(JungleReview::start(
                ui.ctx(),
                *self.game.start_position(),
                *self.game.options(),
                moves,
                side,
            ));
        }
        let confirmed = self.ask.ui(ui, view, |ending| match ending {
            Ending::Resign => "app-play-ask-resign",
            Ending::NewGame | Ending::Opponent(_) => "app-play-ask-new-game",
        });
        match asked.or(confirmed) {
            Some(Ending::Resign) => {
                let side = self.game.position().side_to_move();
                self.game.resign(side);
                self.clocks.stop();
            }
            Some(Ending::NewGame) => self.new_game(),
            Some(Ending::Opponent(opponent)) => {
                self.opponent = opponent;
                if let Opponent::Computer(level) = opponent {
                    self.chosen_level = Some(level);
                }
                self.new_game();
            }
            None => {}
        }
        if let Some(reason) = self.undo_block()
            && self.undos_in_a_row >= UNDO_LIMIT
        {
            ui.label(RichText::new(view.tr.render(&reason)).color(palette.bad));
        }
        ui.add_space(8.0);
        self.clocks.presets_ui(ui, view);
        self.clocks.faces_ui(
            ui,
            Side::ALL.map(|side| view.tr.render(&jungle_text::side(side))),
        );
        ui.add_space(8.0);
        ui.heading(view.text("app-play-moves"));
        for (index, played) in self.game.history().iter().enumerate() {
            ui.label(move_text(view, index, played));
        }
    }

    /// A click or drag on the board: select, or try the move with the engine.
    fn on_board_event(&mut self, event: JungleBoardEvent, ctx: &egui::Context) {
        match event {
            JungleBoardEvent::SquareClicked(square) => {
                let position = self.game.position();
                let own = position
                    .piece_at(square)
                    .is_some_and(|piece| piece.side == position.side_to_move());
                self.refused = None;
                if own && self.selected != Some(square) {
                    self.selected = Some(square);
                    self.targets = position.destinations(self.game.options(), square);
                    self.feedback = None;
                } else {
                    self.clear_selection();
                }
            }
            JungleBoardEvent::MoveAttempted(mv) => self.try_move(mv, ctx),
            JungleBoardEvent::MarkToggled(_) | JungleBoardEvent::PlacementRequested(_) => {}
        }
    }

    fn try_move(&mut self, mv: Move, ctx: &egui::Context) {
        match self.game.play(mv) {
            Ok(_) => {
                self.sound = Some(Cue::Move);
                self.feedback = None;
                self.refused = None;
                self.told = None;
                self.undos_in_a_row = 0;
                self.clear_selection();
                self.after_move(ctx);
            }
            Err(refusal) => {
                self.sound = Some(Cue::Wrong);
                self.feedback = Some(jungle_text::refusal(&refusal));
                self.clear_selection();
                self.refused = Some(mv);
            }
        }
    }

    /// Switches the clocks and lets the computer answer.
    fn after_move(&mut self, ctx: &egui::Context) {
        if self.game.outcome().is_some() {
            self.clocks.stop();
            return;
        }
        self.clocks.run(self.game.position().side_to_move().index());
        if self.computer_to_move() {
            self.start_computer(ctx);
        }
    }

    /// Easy and medium answer at once (well under 50 ms); hard thinks on its own thread.
    fn start_computer(&mut self, ctx: &egui::Context) {
        let Opponent::Computer(level) = self.opponent else {
            return;
        };
        let seed = self.games_started.wrapping_mul(1000) + self.game.history().len() as u64;
        let mut opponent = jungle_opponent::Opponent::new(level, seed);
        let game = self.game.clone();
        if let Some(choice) = self
            .thinking
            .start(level, ctx, move || opponent.choose_in_game(&game))
        {
            self.play_computer_move(choice, ctx);
        }
    }

    fn receive_computer_move(&mut self, ctx: &egui::Context) {
        if let Some(choice) = self.thinking.poll(ctx) {
            self.play_computer_move(choice, ctx);
        }
    }

    fn play_computer_move(&mut self, choice: Option<Move>, ctx: &egui::Context) {
        // `None` means no legal move: the game's outcome already says so.
        let before = *self.game.position();
        if let Some(mv) = choice
            && self.game.play(mv).is_ok()
        {
            self.told = Some(narrate::jungle_move(&before, mv));
            self.after_move(ctx);
        }
    }

    /// Whether the computer is the side to move.
    fn computer_to_move(&self) -> bool {
        matches!(self.opponent, Opponent::Computer(_))
            && self.game.outcome().is_none()
            && self.game.position().side_to_move() == self.child_side.opponent()
    }

    /// Why undo is not possible now, or `None` when it is.
    fn undo_block(&self) -> Option<Message> {
        if self.undos_in_a_row >= UNDO_LIMIT {
            Some(Message::new("app-play-undo-limit").number("limit", i64::from(UNDO_LIMIT)))
        } else if self.game.history().is_empty() {
            Some(Message::new("app-play-undo-nothing"))
        } else if self.thinking.is_thinking() {
            Some(Message::new("app-play-computer-thinking"))
        } else {
            None
        }
    }

    /// Takes back the last move; against the computer, its answer and the child's move.
    fn undo(&mut self) {
        if self.undo_block().is_some() {
            return;
        }
        self.game.undo();
        if matches!(self.opponent, Opponent::Computer(_))
            && self.game.position().side_to_move() != self.child_side
            && !self.game.history().is_empty()
        {
            self.game.undo();
        }
        self.undos_in_a_row += 1;
        self.feedback = None;
        self.told = None;
        self.clear_selection();
        self.clocks.run(self.game.position().side_to_move().index());
    }

    /// Whether a game is under way: moves played and no result yet.
    fn under_way(&self) -> bool {
        !self.game.history().is_empty() && self.game.outcome().is_none()
    }

    fn new_game(&mut self) {
        self.games_started += 1;
        self.game = Game::new(RuleOptions::classroom());
        self.thinking.forget();
        self.feedback = None;
        self.told = None;
        self.undos_in_a_row = 0;
        self.clear_selection();
        self.clocks.restart();
    }

    fn check_clocks(&mut self, ctx: &egui::Context) {
        if self.game.outcome().is_some() {
            return;
        }
        if let Some(flagged) = self.clocks.flagged() {
            let side = if flagged == 0 { Side::Red } else { Side::Blue };
            self.game.time_out(side);
            self.thinking.forget();
            self.clocks.stop();
            ctx.request_repaint();
        }
    }

    fn clear_selection(&mut self) {
        self.selected = None;
        self.targets.clear();
    }
}

/// "3. 鼠 a4–a5 ×猫" for the move list.
fn move_text(view: &View, index: usize, played: &PlayedMove) -> String {
    let token = JungleBoard::token_text(view.tr, played.piece.animal);
    let capture = played
        .captured
        .map(|piece| format!(" ×{}", JungleBoard::token_text(view.tr, piece.animal)))
        .unwrap_or_default();
    format!(
        "{}. {token} {}–{}{capture}",
        index + 1,
        played.mv.from,
        played.mv.to
    )
}

impl JunglePlay {
    /// The computer level the child picked since the last call, once.
    pub fn take_chosen_level(&mut self) -> Option<Level> {
        self.chosen_level.take()
    }

    /// Offers the computer at `level` (the child's remembered level) as the opponent; taken
    /// only before the first move, so no game is ever changed under a child's hands.
    pub fn offer_level(&mut self, level: Level) {
        if self.game.history().is_empty() && !self.thinking.is_thinking() {
            self.opponent = Opponent::Computer(level);
        }
    }

    /// Switches the computer's visible thinking pause on or off.
    pub fn set_thinking_pause(&mut self, on: bool) {
        self.thinking.set_pause(on);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_asks_for_a_click_and_a_refused_one_for_the_gentle_no() -> Result<(), String> {
        let ctx = egui::Context::default();
        let mut play = JunglePlay::default();
        assert_eq!(play.take_sound(), None);
        // Red's rat steps forward from g3: legal at the start.
        play.try_move(Move::parse("g3g4").map_err(|e| format!("{e:?}"))?, &ctx);
        assert_eq!(play.take_sound(), Some(Cue::Move));
        assert_eq!(play.take_sound(), None, "a sound is taken once");
        // Blue's lion on a9 cannot jump to a1: refused.
        play.try_move(Move::parse("a9a1").map_err(|e| format!("{e:?}"))?, &ctx);
        assert_eq!(play.take_sound(), Some(Cue::Wrong));
        Ok(())
    }
}
