//! The child's game screen against a classmate (issue #40): the board with the child's colour
//! at the bottom, whose turn it is (a picture of the colour and words, said aloud), the
//! server's refusal said on the board as in lessons, and picture buttons to give up (asked
//! twice), offer a draw, ask to take back, answer the classmate's offer and, in must-claim
//! Renju rooms, the big 禁手! claim. When the game is over: who won and why, then back to work.
//! The state and the wire are in [`super::room`].

use super::room::{ClassRoom, RoomAction, colour_name};
use crate::app::Palette;
use crate::app::View;
use crate::app::board::{
    BoardArrow, JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard, RenjuBoardEvent,
};
use crate::app::icons::{Icon, PictureButton};
use crate::classroom::room_wire::{Colour, OfferKind};
use crate::classroom::teach::TeachGame;
use crate::i18n::Message;
use crate::rules::jungle::{Move, Side};
use crate::rules::renju::Point;

/// What the child did on the game screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomUiAction {
    /// Something for the server.
    Send(RoomAction),
    /// Back to their own work (the game is over).
    Back,
}

/// The spoken and shown state of the screen, kept between frames.
#[derive(Debug, Default, Clone)]
pub struct RoomVoice {
    /// The last status said by itself.
    said: Option<String>,
    /// The last refusal said by itself.
    said_refusal: Option<String>,
    /// The last thing the opening asked, said by itself.
    said_opening: Option<String>,
    /// A sentence to say, until the screen hands it to the app.
    pub speech: Option<String>,
}

impl RoomVoice {
    /// Says `spoken` now (when the app speaks by itself), whatever was said before.
    pub(super) fn announce(&mut self, view: &View, spoken: String) {
        if view.voice && view.speaks_by_itself() {
            self.speech = Some(match self.speech.take() {
                Some(before) => format!("{before} {spoken}"),
                None => spoken,
            });
        }
    }

    /// Says what the opening asks, once each time it changes.
    pub(super) fn say_opening(&mut self, view: &View, spoken: String) {
        if self.said_opening.as_ref() != Some(&spoken) {
            self.said_opening = Some(spoken.clone());
            self.announce(view, spoken);
        }
    }

    fn say(&mut self, view: &View, spoken: String, refusal: bool) {
        let slot = if refusal {
            &mut self.said_refusal
        } else {
            &mut self.said
        };
        if slot.as_ref() != Some(&spoken) {
            *slot = Some(spoken.clone());
            if view.voice && view.speaks_by_itself() {
                self.speech = Some(match self.speech.take() {
                    Some(before) => format!("{before} {spoken}"),
                    None => spoken,
                });
            }
        }
    }
}

/// A disc in the colour's picture: a red or blue token, a black or white stone.
pub(super) fn colour_disc(ui: &mut egui::Ui, colour: Colour, palette: Palette, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let fill = match colour {
        Colour::Red => palette.side_one,
        Colour::Blue => palette.side_two,
        Colour::Black => egui::Color32::from_gray(20),
        Colour::White => egui::Color32::from_gray(245),
    };
    ui.painter().circle_filled(rect.center(), size * 0.45, fill);
    ui.painter().circle_stroke(
        rect.center(),
        size * 0.45,
        egui::Stroke::new(1.5, egui::Color32::from_gray(60)),
    );
}

/// The status line: whose turn, the offer, or the end.
fn status(room: &ClassRoom) -> Message {
    if let Some(verdict) = room.verdict() {
        return match verdict {
            "app-room-you-lost" => room.says(verdict),
            _ => Message::new(verdict),
        };
    }
    if let Some(result) = room.result_message() {
        return result;
    }
    if room.waiting.is_some() {
        return Message::new("app-room-sending");
    }
    match (room.you, room.to_move) {
        (Some(you), Some(turn)) if you == turn => Message::new("app-room-your-turn"),
        (Some(_), Some(_)) => room.says("app-room-their-turn"),
        (_, Some(turn)) => Message::new("app-room-turn-of").message("colour", colour_name(turn)),
        _ => room.says("app-room-title"),
    }
}

/// Draws the game screen; what the child did, if anything.
pub fn room_ui(
    ui: &mut egui::Ui,
    view: &View,
    room: &mut ClassRoom,
    voice: &mut RoomVoice,
) -> Option<RoomUiAction> {
    let palette = Palette::for_settings(view.settings);
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading(view.tr.render(&room.says("app-room-title")));
        if let Some(you) = room.you {
            ui.add_space(12.0);
            colour_disc(ui, you, palette, 26.0);
            ui.label(
                egui::RichText::new(view.tr.render(
                    &Message::new("app-room-you-play").message("colour", colour_name(you)),
                ))
                .size(20.0),
            );
        }
    });
    // Whose turn (with the picture of that colour), said aloud.
    let line = status(room);
    let shown = view.shown(&line);
    let mut spoken = view.tr.render_spoken(&line);
    // Once over: who won, and why, said together.
    if room.verdict().is_some()
        && let Some(result) = room.result_message()
    {
        spoken = format!("{spoken} {}", view.tr.render_spoken(&result));
    }
    ui.horizontal_wrapped(|ui| {
        if crate::app::speech::speaker_button(ui, view) {
            voice.speech = Some(spoken.clone());
        }
        if let Some(turn) = room.to_move {
            colour_disc(ui, turn, palette, 30.0);
        }
        ui.label(egui::RichText::new(&shown).size(24.0).strong());
    });
    voice.say(view, spoken, false);
    if room.verdict().is_some()
        && let Some(result) = room.result_message()
    {
        ui.label(egui::RichText::new(view.shown(&result)).size(20.0));
    }
    // The refusal (or the classmate's answer), on the board's edge, as in lessons.
    if let Some(refusal) = room.refusal.clone() {
        let spoken = view.tr.render_spoken(&refusal);
        ui.horizontal_wrapped(|ui| {
            if crate::app::speech::speaker_button(ui, view) {
                voice.speech = Some(spoken.clone());
            }
            ui.label(
                egui::RichText::new("✗")
                    .size(22.0)
                    .color(palette.bad)
                    .strong(),
            );
            ui.label(
                egui::RichText::new(view.shown(&refusal))
                    .size(20.0)
                    .color(palette.bad),
            );
        });
        voice.say(view, spoken, true);
    } else {
        voice.said_refusal = None;
        if let Some(note) = &room.note {
            ui.label(egui::RichText::new(view.shown(note)).size(20.0));
        }
    }
    super::room_extras_ui::clocks(ui, view, room, voice, palette);
    if room.result.is_none() && room.opening.is_some() {
        super::room_extras_ui::opening_controls(ui, view, room, voice, &mut action);
    }
    controls(ui, view, room, &mut action);
    ui.add_space(4.0);
    if let Some(done) = board(ui, view, room, palette) {
        action = Some(done);
    }
    action
}

/// The buttons: the offer to answer, 禁手!, give up (asked twice), draw, take back; "back"
/// once over.
fn controls(
    ui: &mut egui::Ui,
    view: &View,
    room: &mut ClassRoom,
    action: &mut Option<RoomUiAction>,
) {
    if room.result.is_some() {
        let back = view.text("app-room-back");
        if ui
            .add(PictureButton::new(Icon::Back, &back).size(36.0))
            .clicked()
        {
            *action = Some(RoomUiAction::Back);
        }
        return;
    }
    if room.you.is_none() {
        return;
    }
    let busy = room.waiting.is_some();
    if let Some(offer) = room.offer_to_answer() {
        let asked = match offer {
            OfferKind::Draw => "app-room-offer-draw-asked",
            OfferKind::Undo => "app-room-offer-undo-asked",
        };
        ui.label(egui::RichText::new(view.text(asked)).size(22.0));
        ui.horizontal(|ui| {
            let yes = view.text("app-room-accept");
            let no = view.text("app-room-decline");
            if ui
                .add_enabled(!busy, PictureButton::new(Icon::Tick, &yes).size(36.0))
                .clicked()
            {
                *action = Some(RoomUiAction::Send(RoomAction::Accept));
            }
            if ui
                .add_enabled(!busy, PictureButton::new(Icon::Cross, &no).size(36.0))
                .clicked()
            {
                *action = Some(RoomUiAction::Send(RoomAction::Decline));
            }
        });
        return;
    }
    if room.confirm_resign {
        ui.label(egui::RichText::new(view.text("app-room-resign-confirm")).size(22.0));
        ui.horizontal(|ui| {
            let yes = view.text("app-room-resign-yes");
            let no = view.text("app-room-resign-no");
            if ui
                .add_enabled(!busy, PictureButton::new(Icon::Flag, &yes).size(36.0))
                .clicked()
            {
                *action = Some(RoomUiAction::Send(RoomAction::Resign));
            }
            if ui
                .add(PictureButton::new(Icon::Cross, &no).size(36.0))
                .clicked()
            {
                room.confirm_resign = false;
            }
        });
        return;
    }
    let mine_waiting = room.pending.is_some_and(|p| Some(p.by) == room.you);
    let opening = room.opening.is_some();
    ui.horizontal_wrapped(|ui| {
        if room.can_claim() {
            let claim = view.text("app-room-claim");
            let button = egui::Button::new(
                egui::RichText::new(&claim)
                    .size(34.0)
                    .strong()
                    .color(egui::Color32::WHITE),
            )
            .fill(egui::Color32::from_rgb(200, 40, 40))
            .min_size(egui::vec2(150.0, 64.0));
            if ui.add_enabled(!busy, button).clicked() {
                *action = Some(RoomUiAction::Send(RoomAction::Claim));
            }
        }
        let resign = view.text("app-room-resign");
        if ui
            .add_enabled(!busy, PictureButton::new(Icon::Flag, &resign))
            .clicked()
        {
            room.confirm_resign = true;
        }
        if opening {
            // The opening's own buttons are above; no draw or take-back until play starts.
            return;
        }
        let draw = view.text("app-room-offer-draw");
        if ui
            .add_enabled(
                !busy && room.pending.is_none(),
                PictureButton::new(Icon::Equal, &draw),
            )
            .clicked()
        {
            *action = Some(RoomUiAction::Send(RoomAction::OfferDraw));
        }
        let undo = view.text("app-room-ask-undo");
        let mine_to_undo = room.moves.len() > usize::from(room.you != Some(first(room.game)));
        if ui
            .add_enabled(
                !busy && room.pending.is_none() && mine_to_undo,
                PictureButton::new(Icon::Back, &undo),
            )
            .clicked()
        {
            *action = Some(RoomUiAction::Send(RoomAction::UndoRequest));
        }
    });
    if mine_waiting {
        ui.label(egui::RichText::new(view.text("app-room-offer-waiting")).size(18.0));
    }
}

/// The colour that moves first.
fn first(game: TeachGame) -> Colour {
    match game {
        TeachGame::Jungle => Colour::Red,
        TeachGame::Renju => Colour::Black,
    }
}

/// The board, the child's colour at the bottom; a move on the child's turn is sent, a tap
/// out of turn is told so.
fn board(
    ui: &mut egui::Ui,
    view: &View,
    room: &mut ClassRoom,
    palette: Palette,
) -> Option<RoomUiAction> {
    let over = room.result.is_some();
    let can_move = room.my_turn() && room.waiting.is_none() && room.offer_to_answer().is_none();
    let last = room.moves.last().cloned();
    let refused = room.refused_move.clone();
    match room.game {
        TeachGame::Jungle => {
            let position = room.jungle_position()?;
            let arrows: Vec<BoardArrow> = refused
                .and_then(|mv| Move::parse(&mv).ok())
                .map(|mv| BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: None,
                })
                .into_iter()
                .collect();
            let mode = if over || room.you.is_none() {
                JungleBoardMode::Locked
            } else {
                JungleBoardMode::Play
            };
            let event = JungleBoard::new(&position, view.tr, palette)
                .id_salt(("class-room", &room.id))
                .coordinates(false)
                .turned(room.you == Some(Colour::Blue))
                .mode(mode)
                .selection(room.from, &room.targets)
                .last_move(last.and_then(|mv| Move::parse(&mv).ok()))
                .arrows(&arrows)
                .arrow_colour(palette.bad)
                .show(ui)
                .event;
            let you = match room.you? {
                Colour::Blue => Side::Blue,
                _ => Side::Red,
            };
            match event {
                Some(JungleBoardEvent::SquareClicked(square)) => {
                    let own = position.piece_at(square).is_some_and(|p| p.side == you);
                    if !can_move {
                        out_of_turn(room);
                    } else if own && room.from != Some(square) {
                        room.from = Some(square);
                        room.targets = room.destinations(square);
                    } else {
                        room.from = None;
                        room.targets.clear();
                    }
                }
                Some(JungleBoardEvent::MoveAttempted(mv)) => {
                    if can_move {
                        return Some(RoomUiAction::Send(RoomAction::Move(mv.to_string())));
                    }
                    out_of_turn(room);
                }
                _ => {}
            }
            None
        }
        TeachGame::Renju => {
            let stones = room.renju_board()?;
            let order: Vec<Point> = room.moves.iter().filter_map(|m| m.parse().ok()).collect();
            let marks: Vec<Point> = refused.and_then(|p| p.parse().ok()).into_iter().collect();
            let offers: Vec<Point> = super::room_extras_ui::opening_marks(room)
                .iter()
                .filter_map(|p| p.parse().ok())
                .collect();
            let event = RenjuBoard::new(&stones, view.tr, palette)
                .id_salt(("class-room", &room.id))
                .enabled(!over && room.you.is_some())
                .move_numbers(&order, false)
                .last(last.and_then(|p| p.parse().ok()))
                .marks(&marks)
                .highlights(&offers, &[])
                .show(ui)
                .event;
            if let Some(RenjuBoardEvent::PointClicked(point)) = event {
                if can_move && room.opening.is_some() {
                    return super::room_extras_ui::opening_tap(room, point.to_string());
                }
                if can_move {
                    return Some(RoomUiAction::Send(RoomAction::Move(point.to_string())));
                }
                out_of_turn(room);
            }
            None
        }
    }
}

/// A tap while it is not the child's turn: told so, nothing sent.
fn out_of_turn(room: &mut ClassRoom) {
    room.from = None;
    room.targets.clear();
    let reason = match (room.waiting.is_some(), room.offer_to_answer()) {
        (true, _) => "app-room-wait-sending",
        (false, Some(_)) => "app-room-answer-first",
        _ => "app-room-refused-not-your-turn",
    };
    room.refusal = Some(match reason {
        "app-room-refused-not-your-turn" => room.says(reason),
        _ => Message::new(reason),
    });
    room.refused_move = None;
}
