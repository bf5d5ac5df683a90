//! The Renju opening and the clocks on the child's game screen (issue #40): what the opening
//! asks, in pictures and words (swap as a picture button, Black or White as stone pictures,
//! the fifth moves to offer marked on the board and sent with one button, the offered ones
//! marked for the classmate to tap); both clocks big and simple (digits and a bar), and
//! "little time left" said once.

use super::room::{ClassRoom, RoomAction};
use super::room_ui::{RoomUiAction, RoomVoice, colour_disc};
use crate::app::icons::{Icon, PictureButton};
use crate::app::{Palette, View};
use crate::classroom::room_wire::{Colour, OpeningAsk};
use crate::i18n::{Message, renju as renju_text};
use crate::rules::renju::Stone;

/// Below this share of the game's time (and below [`LOW_MS`]) the time left is "little".
const LOW_SHARE: f64 = 0.2;
/// Below this many milliseconds the time left is always "little".
const LOW_MS: u64 = 30_000;

/// The sentence for what the opening asks of this child.
fn ask_message(ask: &OpeningAsk) -> Message {
    match ask.decision.as_str() {
        "place" => {
            let stone = renju_text::stone_name(if ask.stone == Some(Colour::White) {
                Stone::White
            } else {
                Stone::Black
            });
            let zone = ask.zone.as_deref().unwrap_or("anywhere");
            let place = match zone.strip_prefix("square-") {
                Some(size) => Message::new("app-room-opening-zone-square")
                    .number("size", size.parse::<i64>().unwrap_or(5)),
                None => Message::new(format!("app-room-opening-zone-{zone}")),
            };
            Message::new("app-room-opening-place")
                .message("stone", stone)
                .message("where", place)
        }
        "offer-fifth-moves" => Message::new("app-room-opening-offer")
            .number("count", i64::from(ask.count.unwrap_or(2))),
        other => Message::new(format!("app-room-opening-{other}")),
    }
}

/// What the opening asks now, and the buttons to answer it; the classmate's decision is
/// named while the child waits.
pub fn opening_controls(
    ui: &mut egui::Ui,
    view: &View,
    room: &mut ClassRoom,
    voice: &mut RoomVoice,
    action: &mut Option<RoomUiAction>,
) {
    let Some(ask) = room.opening.clone() else {
        return;
    };
    let busy = room.waiting.is_some();
    let line = if room.opening_for_me().is_some() {
        ask_message(&ask)
    } else {
        let decision = match ask.decision.as_str() {
            "place" => "renju-decision-place",
            "swap-or-keep" => "renju-decision-swap-or-keep",
            "declare-offers" => "renju-decision-declare-offers",
            "offer-fifth-moves" => "renju-decision-offer-fifth-moves",
            "pick-offer" => "renju-decision-pick-offer",
            "choose-colour" => "renju-decision-choose-colour",
            _ => "renju-decision-swap2-choice",
        };
        Message::new("app-room-opening-wait").message("decision", Message::new(decision))
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(view.text(&format!("app-room-opening-rule-{}", ask.rule)))
                .size(18.0)
                .italics(),
        );
    });
    ui.label(egui::RichText::new(view.shown(&line)).size(22.0));
    voice.say_opening(view, view.tr.render_spoken(&line));
    if room.opening_for_me().is_none() {
        return;
    }
    let mut send = |opening: RoomAction| *action = Some(RoomUiAction::Send(opening));
    let choice = |choice: &'static str| RoomAction::Opening {
        choice,
        points: Vec::new(),
        count: None,
    };
    ui.horizontal_wrapped(|ui| match ask.decision.as_str() {
        "swap-or-keep" => {
            let swap = view.text("app-play-opening-swap");
            if ui
                .add_enabled(!busy, PictureButton::new(Icon::Swap, &swap).size(40.0))
                .clicked()
            {
                send(choice("swap"));
            }
            let keep = view.text("app-play-opening-keep");
            if ui
                .add_enabled(!busy, PictureButton::new(Icon::Tick, &keep).size(40.0))
                .clicked()
            {
                send(choice("keep"));
            }
        }
        "choose-colour" | "swap2-choice" => {
            let black = view.text("renju-stone-black");
            if ui
                .add_enabled(
                    !busy,
                    PictureButton::new(Icon::BlackStone, &black).size(40.0),
                )
                .clicked()
            {
                send(choice("take-black"));
            }
            let white = view.text("renju-stone-white");
            if ui
                .add_enabled(
                    !busy,
                    PictureButton::new(Icon::WhiteStone, &white).size(40.0),
                )
                .clicked()
            {
                send(choice("take-white"));
            }
            if ask.decision == "swap2-choice" {
                let more = view.text("app-room-opening-place-two-more");
                if ui
                    .add_enabled(!busy, PictureButton::new(Icon::Stones, &more).size(40.0))
                    .clicked()
                {
                    send(choice("place-two-more"));
                }
            }
        }
        "declare-offers" => {
            for count in 1..=4u8 {
                let button = egui::Button::new(egui::RichText::new(count.to_string()).size(30.0))
                    .min_size(egui::vec2(64.0, 56.0));
                if ui.add_enabled(!busy, button).clicked() {
                    send(RoomAction::Opening {
                        choice: "declare-offers",
                        points: Vec::new(),
                        count: Some(count),
                    });
                }
            }
        }
        "offer-fifth-moves" => {
            let ready = room.offer_marks.len() == usize::from(ask.count.unwrap_or(2));
            let text = view.text("app-play-opening-send");
            if ui
                .add_enabled(
                    !busy && ready,
                    PictureButton::new(Icon::Next, &text).size(40.0),
                )
                .clicked()
            {
                send(RoomAction::Opening {
                    choice: "offer",
                    points: room.offer_marks.clone(),
                    count: None,
                });
            }
        }
        _ => {}
    });
}

/// A tap on the board during the opening, on this child's decision: a fifth move to offer is
/// marked (or unmarked); a stone to place or an offer to pick is sent; a decision answered by
/// buttons says so.
pub fn opening_tap(room: &mut ClassRoom, point: String) -> Option<RoomUiAction> {
    let ask = room.opening_for_me()?.clone();
    match ask.decision.as_str() {
        "place" | "pick-offer" => Some(RoomUiAction::Send(RoomAction::Move(point))),
        "offer-fifth-moves" => {
            room.refusal = None;
            if let Some(at) = room.offer_marks.iter().position(|p| *p == point) {
                room.offer_marks.remove(at);
            } else if room.offer_marks.len() < usize::from(ask.count.unwrap_or(2)) {
                room.offer_marks.push(point);
            }
            None
        }
        _ => {
            room.refusal = Some(Message::new("app-room-opening-use-buttons"));
            None
        }
    }
}

/// The points to mark on the board: the fifth moves offered, or those this child marks.
pub fn opening_marks(room: &ClassRoom) -> Vec<String> {
    match &room.opening {
        Some(ask) if !ask.offers.is_empty() => ask.offers.clone(),
        Some(_) => room.offer_marks.clone(),
        None => Vec::new(),
    }
}

/// The whole game time of a side (ms), from the rules.
fn full_ms(room: &ClassRoom) -> Option<f64> {
    let minutes = room.rules.get("clock")?.get("minutes")?.as_f64()?;
    Some(minutes * 60_000.0)
}

/// `m:ss`.
fn digits(ms: u64) -> String {
    let seconds = ms.div_ceil(1_000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Both clocks: the child's own last, each with its colour's picture, big digits and a bar;
/// the running one counts down. "Little time left" is shown, and said once.
pub fn clocks(
    ui: &mut egui::Ui,
    view: &View,
    room: &mut ClassRoom,
    voice: &mut RoomVoice,
    palette: Palette,
) {
    if room.clock.is_none() {
        return;
    }
    let now = ui.input(|i| i.time);
    if room.clock_heard_at.is_none() {
        room.clock_heard_at = Some(now);
    }
    let colours = match room.game {
        crate::classroom::teach::TeachGame::Jungle => [Colour::Red, Colour::Blue],
        crate::classroom::teach::TeachGame::Renju => [Colour::Black, Colour::White],
    };
    let mut order = colours;
    if room.you == Some(colours[0]) {
        order.reverse();
    }
    let full = full_ms(room).unwrap_or(1.0).max(1.0);
    let running = room
        .clock
        .as_ref()
        .and_then(|c| c.running)
        .filter(|_| room.result.is_none());
    ui.horizontal_wrapped(|ui| {
        for colour in order {
            let left = room.time_left(colour, now).unwrap_or(0);
            let low = (left as f64) < full * LOW_SHARE || left < LOW_MS;
            colour_disc(ui, colour, palette, 28.0);
            let mut text = egui::RichText::new(digits(left)).size(30.0).monospace();
            if running == Some(colour) {
                text = text.strong();
            }
            if low {
                text = text.color(palette.bad);
            }
            let label = ui.label(text);
            let name = view.tr.render(&super::room::colour_name(colour));
            label.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Label,
                    true,
                    format!("{name} {}", digits(left)),
                )
            });
            ui.add(
                egui::ProgressBar::new((left as f64 / full).clamp(0.0, 1.0) as f32)
                    .desired_width(120.0)
                    .fill(if low { palette.bad } else { palette.good }),
            );
            ui.add_space(16.0);
        }
    });
    let mine = room.you.and_then(|you| room.time_left(you, now));
    let low_now = mine.is_some_and(|left| (left as f64) < full * LOW_SHARE || left < LOW_MS)
        && room.result.is_none()
        && running == room.you;
    if low_now {
        let line = Message::new("app-room-clock-low");
        ui.label(
            egui::RichText::new(view.shown(&line))
                .size(22.0)
                .color(palette.bad)
                .strong(),
        );
        if !room.low_time_said {
            room.low_time_said = true;
            voice.announce(view, view.tr.render_spoken(&line));
        }
    }
    if running.is_some() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(250));
    }
}
