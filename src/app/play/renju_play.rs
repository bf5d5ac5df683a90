//! Play Gomoku/Renju: rooms for freestyle, renju with a chosen forbidden-move policy, and the
//! professional (RIF) opening driven by the engine's `Opening`; another child or the computer
//! (three levels) as White; pass, undo, resign, a claim button for White, optional clocks, a
//! move list, and a forbidden-point overlay for learners.

use super::ask_first::AskFirst;
use super::clock::ClockSwitch;
use super::opponent::{ComputerTurn, Opponent, colour_picker, opponent_picker};
use super::review::RenjuReview;
use super::{UNDO_LIMIT, board_and_side};
use crate::app::board::{ForbiddenOverlay, RenjuBoard, RenjuBoardEvent};
use crate::app::sound::Cue;
use crate::app::{Palette, View};
use crate::i18n::{Message, renju as renju_text};
use crate::rules::renju::{
    Action, Decision, ForbiddenPolicy, Game, Opening, OpeningAction, OpeningRule, Player, Point,
    RenjuOptions, RuleSet, Stone, standard_openings,
};
use crate::solve::level::Level;
use crate::solve::renju::Rules;
use crate::solve::renju::ai::MoveChoice;
use crate::solve::renju::opening_policy;
use egui::{RichText, UiBuilder};

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

    fn status_line(&mut self, ui: &mut egui::Ui, view: &View, palette: Palette) {
        let thinking = self.game.outcome().is_none() && self.computer_to_move();
        let (shown, message) = if let Some(outcome) = self.game.outcome() {
            let message = renju_text::outcome(&outcome);
            let text = view.tr.render(&message);
            (
                RichText::new(format!("★ {text}")).size(26.0).strong(),
                Some(message),
            )
        } else {
            let message = match self
                .opening
                .as_ref()
                .map(|opening| (opening, opening.next()))
            {
                Some((_, None)) => None,
                Some((opening, Some(pending))) => Some(
                    Message::new("app-play-renju-opening-step")
                        .message("player", player_message(opening, pending.player))
                        .message("decision", renju_text::decision(pending.decision)),
                ),
                None if thinking => Some(Message::new("app-play-computer-thinking")),
                None => Some(
                    Message::new("app-play-renju-to-move")
                        .message("stone", renju_text::stone_name(self.game.to_move())),
                ),
            };
            let text = message
                .as_ref()
                .map(|m| view.tr.render(m))
                .unwrap_or_default();
            (RichText::new(text).size(22.0), message)
        };
        if let Some(message) = message {
            let spoken = view.tr.render_spoken(&message);
            self.aloud
                .line(ui, view, super::Aloud::STATUS, (shown, spoken), !thinking);
        }
        super::refusal_line(ui, view, palette, self.feedback.as_ref(), &mut self.aloud);
    }

    fn side_panel(&mut self, ui: &mut egui::Ui, view: &View) {
        ui.heading(view.text("app-play-room"));
        let rooms = [
            (RenjuRoom::Freestyle, "app-play-room-freestyle"),
            (
                RenjuRoom::Renju(ForbiddenPolicy::CannotPlace),
                "app-play-room-cannot-place",
            ),
            (
                RenjuRoom::Renju(ForbiddenPolicy::Loses),
                "app-play-room-loses",
            ),
            (
                RenjuRoom::Renju(ForbiddenPolicy::MustClaim),
                "app-play-room-must-claim",
            ),
            (RenjuRoom::Professional, "app-play-room-professional"),
        ];
        let under_way = self.under_way();
        let mut asked = None;
        for (room, id) in rooms {
            if ui
                .selectable_label(self.room == room, view.text(id))
                .clicked()
                && self.room != room
            {
                asked = self.ask.ask(Ending::Room(room), under_way);
            }
        }
        ui.add_space(8.0);
        if let Some(opponent) = self.opponent_choice(ui, view) {
            asked = self.ask.ask(Ending::Opponent(opponent), under_way);
        }
        ui.add_space(8.0);
        if self.opening.is_some() {
            self.opening_controls(ui, view);
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(view.text("app-play-new-game")).clicked() {
                asked = self.ask.ask(Ending::NewGame, under_way);
            }
            let playing = self.opening.is_none() && self.game.outcome().is_none();
            let playing = playing && !self.computer_to_move();
            if ui
                .add_enabled(playing, egui::Button::new(view.text("app-play-pass")))
                .clicked()
            {
                self.report(|game| game.pass());
                self.after_move(ui.ctx());
            }
            let undo_block = self.undo_block();
            let undo = ui.add_enabled(
                undo_block.is_none(),
                egui::Button::new(view.text("app-play-undo")),
            );
            let undo = match &undo_block {
                Some(reason) => undo.on_disabled_hover_text(view.tr.render(reason)),
                None => undo,
            };
            if undo.clicked() {
                self.undo();
            }
            if ui
                .add_enabled(playing, egui::Button::new(view.text("app-play-resign")))
                .clicked()
            {
                // Resigning always asks: it is never a stray tap's to decide.
                asked = self.ask.ask(Ending::Resign, true);
            }
        });
        if self.game.outcome().is_some()
            && !self.game.record().is_empty()
            && ui.button(view.text("review-start")).clicked()
        {
            // The stones in order, up to a pass (the review takes turns as stones alternate).
            let stones = self
                .game
                .record()
                .iter()
                .map_while(|action| match action {
                    Action::Play(point) => Some(*point),
                    _ => None,
                })
                .collect();
            let side = matches!(self.opponent, Opponent::Computer(_)).then_some(self.child_stone);
            self.review = Some(RenjuReview::start(
                ui.ctx(),
                *self.game.options(),
                stones,
                side,
            ));
        }
        let confirmed = self.ask.ui(ui, view, |ending| match ending {
            Ending::Resign => "app-play-ask-resign",
            Ending::NewGame | Ending::Opponent(_) | Ending::Room(_) => "app-play-ask-new-game",
        });
        match asked.or(confirmed) {
            Some(Ending::Resign) => {
                let stone = self.game.to_move();
                self.report(|game| game.resign(stone));
            }
            Some(Ending::NewGame) => self.new_game(),
            Some(Ending::Opponent(opponent)) => {
                self.opponent = opponent;
                if let Opponent::Computer(level) = opponent {
                    self.chosen_level = Some(level);
                }
                self.new_game();
            }
            Some(Ending::Room(room)) => {
                self.room = room;
                self.new_game();
            }
            None => {}
        }
        if self.undos_in_a_row >= UNDO_LIMIT
            && let Some(reason) = self.undo_block()
        {
            ui.label(view.tr.render(&reason));
        }
        if self.game.options().forbidden_policy == ForbiddenPolicy::MustClaim
            && self.forbidden_points_apply()
            && self.opening.is_none()
        {
            let can_claim = self.game.outcome().is_none()
                && self.game.to_move() == Stone::White
                && !self.computer_to_move();
            if ui
                .add_enabled(can_claim, egui::Button::new(view.text("app-play-claim")))
                .clicked()
            {
                self.report(|game| game.claim_forbidden());
            }
        }
        ui.add_space(8.0);
        if self.forbidden_points_apply() {
            ui.checkbox(&mut self.overlay, view.text("app-play-forbidden-overlay"));
        }
        ui.checkbox(&mut self.move_numbers, view.text("app-play-move-numbers"));
        ui.add_space(8.0);
        self.clocks.presets_ui(ui, view);
        self.clocks.faces_ui(
            ui,
            [Stone::Black, Stone::White]
                .map(|stone| view.tr.render(&renju_text::stone_name(stone))),
        );
        ui.add_space(8.0);
        ui.heading(view.text("app-play-moves"));
        for line in move_list(view, self.game.record()) {
            ui.label(line);
        }
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

    /// The buttons of the professional opening: the 26-opening picker, swap or keep, sending
    /// the fifth-move offers.
    fn opening_controls(&mut self, ui: &mut egui::Ui, view: &View) {
        let Some(opening) = &self.opening else {
            return;
        };
        let Some(pending) = opening.next() else {
            return;
        };
        let mut action: Option<OpeningAction> = None;
        let mut picked_opening = None;
        match pending.decision {
            Decision::Place { .. } if opening.moves().is_empty() => {
                ui.label(view.text("app-play-opening-pick"));
                let label = view.text("app-play-opening-choose");
                egui::ComboBox::from_id_salt("renju-standard-opening")
                    .selected_text(label.clone())
                    .height(400.0)
                    .show_ui(ui, |ui| {
                        for (index, standard) in standard_openings().iter().enumerate() {
                            let name = view.tr.render(&renju_text::opening_name(standard));
                            if ui.selectable_label(false, name).clicked() {
                                picked_opening = Some(index);
                            }
                        }
                    })
                    .response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &label));
            }
            Decision::SwapOrKeep => {
                ui.horizontal(|ui| {
                    if ui.button(view.text("app-play-opening-swap")).clicked() {
                        action = Some(OpeningAction::Swap);
                    }
                    if ui.button(view.text("app-play-opening-keep")).clicked() {
                        action = Some(OpeningAction::Keep);
                    }
                });
            }
            Decision::OfferFifthMoves { count } => {
                ui.label(view.tr.render(
                    &Message::new("app-play-opening-offers").number("count", i64::from(count)),
                ));
                let ready = self.offers.len() == usize::from(count);
                if ui
                    .add_enabled(ready, egui::Button::new(view.text("app-play-opening-send")))
                    .clicked()
                {
                    action = Some(OpeningAction::Offer(self.offers.clone()));
                }
            }
            Decision::DeclareOffers => action = Some(OpeningAction::DeclareOffers(2)),
            Decision::ChooseColour | Decision::Swap2Choice => {
                ui.horizontal(|ui| {
                    if ui.button(view.text("renju-stone-black")).clicked() {
                        action = Some(OpeningAction::TakeBlack);
                    }
                    if ui.button(view.text("renju-stone-white")).clicked() {
                        action = Some(OpeningAction::TakeWhite);
                    }
                });
            }
            Decision::Place { .. } | Decision::PickOffer => {}
        }
        if let Some(standard) = opening.standard_opening() {
            ui.label(view.tr.render(&renju_text::opening_name(standard)));
        }
        ui.add_space(8.0);
        if let Some(index) = picked_opening
            && let Some(standard) = standard_openings().get(index)
        {
            for point in [Point::CENTRE, standard.second(), standard.third] {
                self.opening_action(OpeningAction::Place(point));
            }
        }
        if let Some(action) = action {
            self.opening_action(action);
        }
    }

    /// Another child or the computer at a level; the professional opening is for two children.
    /// Who plays White; returns another opponent the player picked (a new game).
    fn opponent_choice(&mut self, ui: &mut egui::Ui, view: &View) -> Option<Opponent> {
        ui.heading(view.text("app-play-renju-opponent"));
        let mut picked = self.opponent;
        let changed = opponent_picker(ui, view, &mut picked);
        // In the professional opening the colours are the opening's to settle: the child opens.
        if self.room == RenjuRoom::Professional {
            if matches!(self.opponent, Opponent::Computer(_)) {
                ui.label(RichText::new(view.text("app-play-renju-opening-computer")).small());
            }
        } else {
            // Against a classmate the colour row is kept in place, unseen: choosing the
            // computer (or a level) moves nothing below it under the child's finger.
            let computer = matches!(self.opponent, Opponent::Computer(_));
            let names = [Stone::Black, Stone::White]
                .map(|stone| view.tr.render(&renju_text::stone_name(stone)));
            let current = clock_index(self.child_stone);
            let under_way = self.under_way();
            let picked = ui
                .scope(|ui| {
                    if !computer {
                        ui.set_invisible();
                    }
                    colour_picker(ui, view, names, current, under_way)
                })
                .inner;
            if computer && let Some(index) = picked {
                self.child_stone = if index == 0 {
                    Stone::Black
                } else {
                    Stone::White
                };
                self.new_game();
            }
        }
        changed.then_some(picked)
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
            Some(point) => self.report(|game| game.play(point)),
            None => self.report(|game| game.pass()),
        }
    }

    /// A click on the board: a stone in play, or the opening's pending placement or pick.
    fn on_point(&mut self, point: Point, ctx: &egui::Context) {
        let Some(opening) = &self.opening else {
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
