//! Play Gomoku/Renju: rooms for freestyle, renju with a chosen forbidden-move policy, and the
//! professional (RIF) opening driven by the engine's `Opening`; another child or the computer
//! (three levels) as White; pass, undo, resign, a claim button for White, optional clocks, a
//! move list, and a forbidden-point overlay for learners.

mod panel;

use super::ask_first::AskFirst;
use super::clock::ClockSwitch;
use super::opponent::{ComputerTurn, Opponent};
use super::review::RenjuReview;
use super::{UNDO_LIMIT, board_and_side};
use crate::app::board::{ForbiddenOverlay, RenjuBoard, RenjuBoardEvent};
use crate::app::sound::Cue;
use crate::app::{Palette, View};
use crate::i18n::{Message, renju as renju_text};
use crate::rules::renju::{
    Action, Decision, ForbiddenPolicy, Game, Opening, OpeningAction, OpeningRule, Player, Point,
    RenjuOptions, RuleSet, Stone,
};
use crate::solve::level::Level;
use crate::solve::renju::Rules;
use crate::solve::renju::ai::MoveChoice;
use crate::solve::renju::opening_policy;
use egui::UiBuilder;

/// Search positions (VCT and VCF together) per step of the computer's choice: one VCT
/// position and its VCF search, or a few (a few milliseconds of work).
const COMPUTER_NODES_PER_STEP: u64 = 4;

/// The rooms of the Renju play screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenjuRoom {
    /// Five or more in a row wins, no forbidden points.
    Freestyle,
    /// Renju rules with the chosen treatment of Black's forbidden moves.
    Renju(ForbiddenPolicy),
    /// Renju rules after the RIF professional opening.
    Professional,
}

/// The Renju play room.
#[derive(Debug)]
pub struct RenjuPlay {
    room: RenjuRoom,
    game: Game,
    /// The professional opening while it lasts.
    opening: Option<Opening>,
    /// Fifth-move offers being chosen before they are sent.
    offers: Vec<Point>,
    overlay: bool,
    move_numbers: bool,
    /// The computer's last stone told by name, until the child plays.
    told: Option<Message>,
    feedback: Option<Message>,
    /// What the room says aloud.
    pub(super) aloud: super::Aloud,
    undos_in_a_row: u8,
    opponent: Opponent,
    /// The hard computer's answer, computed on its own thread.
    thinking: ComputerTurn<Point>,
    games_started: u64,
    /// The sound the child's last stone asked for, until the app takes it.
    sound: Option<Cue>,
    /// Optional clocks (index 0: Black).
    clocks: ClockSwitch,
    /// A step that would end the game under way, waiting for "yes".
    ask: AskFirst<Ending>,
    /// The computer level the child picked last, until the app takes it (to remember it).
    chosen_level: Option<Level>,
    /// Looking back at the finished game.
    review: Option<RenjuReview>,
    /// The professional opening ended this frame (the computer may hold the next move).
    opening_just_ended: bool,
    /// The child's colour against the computer.
    child_stone: Stone,
}

/// What would end the Renju game under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Resign,
    NewGame,
    Opponent(Opponent),
    Room(RenjuRoom),
}

impl Default for RenjuPlay {
    fn default() -> Self {
        let room = RenjuRoom::Renju(ForbiddenPolicy::CannotPlace);
        RenjuPlay {
            room,
            game: Game::new(options_for(room)),
            opening: None,
            offers: Vec::new(),
            overlay: false,
            move_numbers: false,
            feedback: None,
            told: None,
            aloud: super::Aloud::default(),
            undos_in_a_row: 0,
            opponent: Opponent::Child,
            thinking: ComputerTurn::default(),
            games_started: 0,
            sound: None,
            ask: AskFirst::default(),
            chosen_level: None,
            review: None,
            opening_just_ended: false,
            child_stone: Stone::Black,
            clocks: ClockSwitch::default(),
        }
    }
}

/// The engine options of a room.
fn options_for(room: RenjuRoom) -> RenjuOptions {
    match room {
        RenjuRoom::Freestyle => RenjuOptions {
            rule_set: RuleSet::Freestyle,
            ..RenjuOptions::default()
        },
        RenjuRoom::Renju(policy) => RenjuOptions {
            rule_set: RuleSet::Renju,
            forbidden_policy: policy,
            ..RenjuOptions::default()
        },
        RenjuRoom::Professional => RenjuOptions {
            rule_set: RuleSet::Renju,
            forbidden_policy: ForbiddenPolicy::CannotPlace,
            ..RenjuOptions::default()
        },
    }
}

impl RenjuPlay {
    /// The game being played (empty while a professional opening is being set up).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The stones of the professional opening being set up (0 when there is none).
    pub fn opening_stones(&self) -> usize {
        self.opening
            .as_ref()
            .map_or(0, |opening| opening.moves().len())
    }

    /// Who plays White.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// Draws the room: controls on the right, the board in the rest.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        self.receive_computer_move(ui.ctx());
        // The child plays White: the computer opens the game; in the professional opening it
        // answers its own decisions, and moves first after it when it holds the move.
        self.computer_opening_answer();
        if self.computer_to_move()
            && (self.game.record().is_empty() || self.opening_just_ended)
            && !self.thinking.is_thinking()
        {
            self.start_computer(ui.ctx());
        }
        self.opening_just_ended = false;
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
                .id_salt("renju-play-side")
                .show(ui, |ui| self.side_panel(ui, view));
        });
        ui.scope_builder(UiBuilder::new().max_rect(board_rect), |ui| {
            self.status_line(ui, view, palette);
            let board = match &self.opening {
                Some(opening) => opening.board().clone(),
                None => self.game.board().clone(),
            };
            let order = self.order();
            let forbidden = if self.overlay && self.forbidden_points_apply() {
                ForbiddenOverlay::scan(&board, self.game.options().three_rule)
            } else {
                ForbiddenOverlay::default()
            };
            let offers = match &self.opening {
                Some(opening) if !opening.offers().is_empty() => opening.offers().to_vec(),
                _ => self.offers.clone(),
            };
            let response = RenjuBoard::new(&board, view.tr, palette)
                .enabled(self.game.outcome().is_none() && !self.computer_to_move())
                .move_numbers(&order, self.move_numbers)
                .last(order.last().copied())
                .forbidden_overlay(&forbidden)
                .highlights(&offers, &[])
                .show(ui);
            if let Some(RenjuBoardEvent::PointClicked(point)) = response.event {
                self.on_point(point, ui.ctx());
            }
        });
    }

    /// Whether Black has forbidden points in this room.
    fn forbidden_points_apply(&self) -> bool {
        self.game
            .options()
            .rule_set
            .has_forbidden_points(Stone::Black)
    }

    /// The stones in the order played.
    fn order(&self) -> Vec<Point> {
        if let Some(opening) = &self.opening {
            return opening.moves().to_vec();
        }
        self.game
            .record()
            .iter()
            .filter_map(|action| match action {
                Action::Play(point) => Some(*point),
                _ => None,
            })
            .collect()
    }

    /// Whose clock runs: the side to move once the opening is over, none when the game is.
    fn running_clock(&self) -> Option<usize> {
        (self.opening.is_none() && self.game.outcome().is_none())
            .then(|| clock_index(self.game.to_move()))
    }

    /// Ends the game when the running side's time is up.
    fn check_clocks(&mut self, ctx: &egui::Context) {
        if self.running_clock().is_none() {
            return;
        }
        if let Some(flagged) = self.clocks.flagged() {
            let stone = if flagged == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            let _ = self.game.time_out(stone);
            self.thinking.forget();
            self.clocks.stop();
            ctx.request_repaint();
        }
    }

    /// Whether a game is under way: stones played and no result yet.
    fn under_way(&self) -> bool {
        !self.game.record().is_empty() && self.game.outcome().is_none()
    }

    /// Whether the computer is the one to move (it plays the colour the child did not pick).
    fn computer_to_move(&self) -> bool {
        matches!(self.opponent, Opponent::Computer(_))
            && self.opening.is_none()
            && self.game.outcome().is_none()
            && self.game.to_move() == self.child_stone.opponent()
    }

    /// Lets the computer answer when it is its turn.
    fn after_move(&mut self, ctx: &egui::Context) {
        if self.computer_to_move() && !self.thinking.is_thinking() {
            self.start_computer(ctx);
        }
    }

    /// Easy and medium answer at once; hard searches for threats on its own thread. Under
    /// must-claim the computer first claims a forbidden move Black just made.
    fn start_computer(&mut self, ctx: &egui::Context) {
        let Opponent::Computer(level) = self.opponent else {
            return;
        };
        // Only White claims: the computer as White claims a forbidden stone Black just made.
        if self.game.claimable().is_some() && self.child_stone == Stone::Black {
            self.report(|game| game.claim_forbidden());
            return;
        }
        let options = *self.game.options();
        let rules = Rules {
            rule_set: options.rule_set,
            three_rule: options.three_rule,
        };
        let board = self.game.board().clone();
        let seed = self.games_started.wrapping_mul(1000) + self.game.record().len() as u64;
        // The hard level's search goes in steps of a few positions (the browser has one thread).
        let computer = self.child_stone.opponent();
        let mut choice = MoveChoice::new(&board, computer, rules, level, seed);
        if let Some(choice) = self
            .thinking
            .start_stepped(level, ctx, move || choice.step(COMPUTER_NODES_PER_STEP))
        {
            self.play_computer_move(choice);
        }
    }

    fn receive_computer_move(&mut self, ctx: &egui::Context) {
        if let Some(choice) = self.thinking.poll(ctx) {
            self.play_computer_move(choice);
        }
    }

    /// Plays the computer's choice; with no legal point left it passes.
    fn play_computer_move(&mut self, choice: Option<Point>) {
        match choice {
            Some(point) => {
                let (before, stone) = (self.game.board().clone(), self.game.to_move());
                self.report(|game| game.play(point));
                if self.feedback.is_none() {
                    self.told = Some(crate::i18n::narrate::renju_stone(&before, point, stone));
                }
            }
            None => self.report(|game| game.pass()),
        }
    }

    /// A click on the board: a stone in play, or the opening's pending placement or pick.
    fn on_point(&mut self, point: Point, ctx: &egui::Context) {
        let Some(opening) = &self.opening else {
            self.told = None;
            self.report(|game| game.play(point));
            if self.feedback.is_none() {
                self.undos_in_a_row = 0;
                self.after_move(ctx);
            }
            return;
        };
        let Some(pending) = opening.next() else {
            return;
        };
        match pending.decision {
            Decision::Place { .. } => self.opening_action(OpeningAction::Place(point)),
            Decision::PickOffer => self.opening_action(OpeningAction::Pick(point)),
            Decision::OfferFifthMoves { count } => {
                if let Some(index) = self.offers.iter().position(|p| *p == point) {
                    self.offers.remove(index);
                } else if !opening.board().is_empty(point) {
                    self.feedback = Some(renju_text::refusal(
                        &crate::rules::renju::Refusal::Occupied { point },
                    ));
                } else if self.offers.len() < usize::from(count) {
                    self.offers.push(point);
                    self.feedback = None;
                }
            }
            _ => {}
        }
    }

    /// The computer's answer when the opening's pending decision is its own (it is the second
    /// player; the child opens).
    fn computer_opening_answer(&mut self) {
        if !matches!(self.opponent, Opponent::Computer(_)) {
            return;
        }
        let Some(opening) = &self.opening else {
            return;
        };
        let Some(pending) = opening.next().filter(|p| p.player == Player::Second) else {
            return;
        };
        if let Some(action) = opening_policy::answer(opening, pending) {
            self.opening_action(action);
        }
    }

    /// Applies an opening answer for whoever must decide; when the opening is over, the game
    /// continues from its stones.
    fn opening_action(&mut self, action: OpeningAction) {
        let Some(opening) = &mut self.opening else {
            return;
        };
        let Some(pending) = opening.next() else {
            return;
        };
        match opening.apply(pending.player, action) {
            Ok(()) => {
                self.feedback = None;
                self.offers.clear();
            }
            Err(refusal) => self.feedback = Some(renju_text::refusal(&refusal)),
        }
        if opening.next().is_none() {
            // Against the computer the child is the opener; the opening settled the colours.
            if matches!(self.opponent, Opponent::Computer(_)) {
                self.child_stone = opening.colour_of(Player::First);
            }
            self.opening_just_ended = true;
            let mut game = Game::new(options_for(self.room));
            for &point in opening.moves() {
                if let Err(refusal) = game.play(point) {
                    self.feedback = Some(renju_text::refusal(&refusal));
                }
            }
            self.game = game;
            self.opening = None;
            if let Some(side) = self.running_clock() {
                self.clocks.run(side);
            }
        }
    }

    /// Runs an engine call and shows its refusal, if any.
    fn report(&mut self, call: impl FnOnce(&mut Game) -> Result<(), crate::rules::renju::Refusal>) {
        self.feedback = call(&mut self.game)
            .err()
            .map(|refusal| renju_text::refusal(&refusal));
        match self.running_clock() {
            Some(side) => self.clocks.run(side),
            None => self.clocks.stop(),
        }
        self.sound = Some(if self.feedback.is_some() {
            Cue::Wrong
        } else {
            Cue::Move
        });
    }

    /// The sound the child's last stone asked for, once.
    pub fn take_sound(&mut self) -> Option<Cue> {
        self.sound.take()
    }

    fn undo_block(&self) -> Option<Message> {
        if self.undos_in_a_row >= UNDO_LIMIT {
            Some(Message::new("app-play-undo-limit").number("limit", i64::from(UNDO_LIMIT)))
        } else if self.opening.is_some() || self.game.record().is_empty() {
            Some(Message::new("app-play-undo-nothing"))
        } else if self.thinking.is_thinking() {
            Some(Message::new("app-play-computer-thinking"))
        } else {
            None
        }
    }

    fn undo(&mut self) {
        if self.undo_block().is_some() {
            return;
        }
        match self.game.undo() {
            Ok(_) => {
                // Against the computer, its answer and the child's move go back together.
                if matches!(self.opponent, Opponent::Computer(_))
                    && self.game.to_move() != self.child_stone
                    && !self.game.record().is_empty()
                {
                    let _ = self.game.undo();
                }
                self.undos_in_a_row += 1;
                self.feedback = None;
                self.told = None;
                if let Some(side) = self.running_clock() {
                    self.clocks.run(side);
                }
            }
            Err(refusal) => self.feedback = Some(renju_text::refusal(&refusal)),
        }
    }

    fn new_game(&mut self) {
        self.games_started += 1;
        self.thinking.forget();
        self.game = Game::new(options_for(self.room));
        self.opening =
            (self.room == RenjuRoom::Professional).then(|| Opening::new(OpeningRule::Rif));
        self.offers.clear();
        self.feedback = None;
        self.told = None;
        self.undos_in_a_row = 0;
        self.clocks.restart();
    }
}

/// "First player (Black)" for opening prompts.
fn player_message(opening: &Opening, player: Player) -> Message {
    let id = match player {
        Player::First => "app-play-opening-first",
        Player::Second => "app-play-opening-second",
    };
    Message::new(id).message("stone", renju_text::stone_name(opening.colour_of(player)))
}

/// The clock of `stone` (Black's first).
fn clock_index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

/// "3. ● H8" for each stone or pass in the game so far (Black moves first).
fn move_list(view: &View, record: &[Action]) -> Vec<String> {
    record
        .iter()
        .filter_map(|action| match action {
            Action::Play(point) => Some(renju_text::point_name(*point)),
            Action::Pass => Some(view.text("app-play-pass")),
            Action::Claim | Action::Resign(_) | Action::TimeOut(_) | Action::AgreeDraw => None,
        })
        .enumerate()
        .map(|(index, what)| {
            let stone = if index % 2 == 0 { "●" } else { "○" };
            format!("{}. {stone} {what}", index + 1)
        })
        .collect()
}

impl RenjuPlay {
    /// The computer level the child picked since the last call, once.
    pub fn take_chosen_level(&mut self) -> Option<Level> {
        self.chosen_level.take()
    }

    /// Offers the computer at `level` (the child's remembered level) as the opponent; taken
    /// only before the first move, so no game is ever changed under a child's hands.
    pub fn offer_level(&mut self, level: Level) {
        if self.game.record().is_empty()
            && self.opening.as_ref().is_none_or(|o| o.moves().is_empty())
            && !self.thinking.is_thinking()
        {
            self.opponent = Opponent::Computer(level);
        }
    }

    /// Switches the computer's visible thinking pause on or off.
    pub fn set_thinking_pause(&mut self, on: bool) {
        self.thinking.set_pause(on);
    }
}
