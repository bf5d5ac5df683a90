//! The Renju room's status line (whose turn, the outcome, a refusal) and its controls: the
//! game's buttons, the opening's choices, the room, the opponent, the clocks and the move list.

use super::super::UNDO_LIMIT;
use super::super::opponent::{Opponent, colour_picker, opponent_picker};
use super::super::review::RenjuReview;
use super::{Ending, RenjuPlay, RenjuRoom, clock_index, move_list, player_message};
use crate::app::icons::{Icon, PictureButton};
use crate::app::{Palette, View};
use crate::i18n::{Message, renju as renju_text};
use crate::rules::renju::{
    Action, Decision, ForbiddenPolicy, OpeningAction, Point, Stone, standard_openings,
};
use egui::RichText;

impl RenjuPlay {
    pub(super) fn status_line(&mut self, ui: &mut egui::Ui, view: &View, palette: Palette) {
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
            self.aloud.line(
                ui,
                view,
                super::super::Aloud::STATUS,
                (shown, spoken),
                !thinking,
            );
        }
        let told = if thinking { None } else { self.told.as_ref() };
        let said = (self.feedback.as_ref(), told);
        super::super::refusal_line(ui, view, palette, said, &mut self.aloud);
    }

    /// The controls column. The game's own buttons (new game, take back, resign, pass) come
    /// first, so they are seen at any window height and nothing above them can move them
    /// under a child's finger; the rooms, the opponent and the rest follow.
    pub(super) fn side_panel(&mut self, ui: &mut egui::Ui, view: &View) {
        let under_way = self.under_way();
        let mut asked = self.game_buttons(ui, view, under_way);
        if self.undos_in_a_row >= UNDO_LIMIT
            && let Some(reason) = self.undo_block()
        {
            ui.label(view.tr.render(&reason));
        }
        if self.opening.is_some() {
            self.opening_controls(ui, view);
        }
        ui.add_space(8.0);
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
        // The question before ending a game under way, over the room.
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

    /// The game's buttons, each a picture with its word: new game, take back, resign, pass,
    /// White's claim of a forbidden stone (where the room asks for one) and, once the game is
    /// over, the look back. Returns a step that ends the game when it needs no question.
    fn game_buttons(&mut self, ui: &mut egui::Ui, view: &View, under_way: bool) -> Option<Ending> {
        let mut asked = None;
        ui.horizontal_wrapped(|ui| {
            let new_game = view.text("app-play-new-game");
            if ui
                .add(PictureButton::new(Icon::NewGame, &new_game))
                .clicked()
            {
                asked = self.ask.ask(Ending::NewGame, under_way);
            }
            let playing = self.opening.is_none() && self.game.outcome().is_none();
            let playing = playing && !self.computer_to_move();
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
            let resign = view.text("app-play-resign");
            if ui
                .add_enabled(playing, PictureButton::new(Icon::Flag, &resign))
                .clicked()
            {
                // Resigning always asks: it is never a stray tap's to decide.
                asked = self.ask.ask(Ending::Resign, true);
            }
            let pass = view.text("app-play-pass");
            if ui
                .add_enabled(playing, PictureButton::new(Icon::Pass, &pass))
                .clicked()
            {
                self.report(|game| game.pass());
                self.after_move(ui.ctx());
            }
            if self.game.options().forbidden_policy == ForbiddenPolicy::MustClaim
                && self.forbidden_points_apply()
                && self.opening.is_none()
            {
                let can_claim = self.game.outcome().is_none()
                    && self.game.to_move() == Stone::White
                    && !self.computer_to_move();
                let claim = view.text("app-play-claim");
                if ui
                    .add_enabled(can_claim, PictureButton::new(Icon::Claim, &claim))
                    .clicked()
                {
                    self.report(|game| game.claim_forbidden());
                }
            }
            let review = view.text("review-start");
            if self.game.outcome().is_some()
                && !self.game.record().is_empty()
                && ui.add(PictureButton::new(Icon::Look, &review)).clicked()
            {
                self.start_review(ui.ctx());
            }
        });
        asked
    }

    /// The look back at the game just ended.
    fn start_review(&mut self, ctx: &egui::Context) {
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
        self.review = Some(RenjuReview::start(ctx, *self.game.options(), stones, side));
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
                    let swap = view.text("app-play-opening-swap");
                    if ui.add(PictureButton::new(Icon::Swap, &swap)).clicked() {
                        action = Some(OpeningAction::Swap);
                    }
                    let keep = view.text("app-play-opening-keep");
                    if ui.add(PictureButton::new(Icon::Tick, &keep)).clicked() {
                        action = Some(OpeningAction::Keep);
                    }
                });
            }
            Decision::OfferFifthMoves { count } => {
                ui.label(view.tr.render(
                    &Message::new("app-play-opening-offers").number("count", i64::from(count)),
                ));
                let ready = self.offers.len() == usize::from(count);
                let send = view.text("app-play-opening-send");
                if ui
                    .add_enabled(ready, PictureButton::new(Icon::Next, &send))
                    .clicked()
                {
                    action = Some(OpeningAction::Offer(self.offers.clone()));
                }
            }
            Decision::DeclareOffers => action = Some(OpeningAction::DeclareOffers(2)),
            Decision::ChooseColour | Decision::Swap2Choice => {
                ui.horizontal(|ui| {
                    let black = view.text("renju-stone-black");
                    if ui
                        .add(PictureButton::new(Icon::BlackStone, &black))
                        .clicked()
                    {
                        action = Some(OpeningAction::TakeBlack);
                    }
                    let white = view.text("renju-stone-white");
                    if ui
                        .add(PictureButton::new(Icon::WhiteStone, &white))
                        .clicked()
                    {
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
}
