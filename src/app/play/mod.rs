//! The Play screen: a Jungle room and a Renju room; the game chosen on the home screen decides
//! which one is shown.

mod ask_first;
mod clock;
mod jungle_play;
mod opponent;
mod renju_play;
mod review;

pub use clock::Clocks;
pub use jungle_play::JunglePlay;
pub use opponent::Opponent;
pub use renju_play::{RenjuPlay, RenjuRoom};
pub use review::{JungleReview, RenjuReview};

use super::sound::Cue;
use super::{Game, View};
use crate::solve::level::Level;

/// Undo (悔棋) may be used this many times in a row; a move played resets the count.
pub const UNDO_LIMIT: u8 = 3;

/// The width of the controls column beside the board.
fn side_panel_width(total: f32) -> f32 {
    (total * 0.3).clamp(220.0, 380.0)
}

/// What a room says aloud: its status (whose turn, the outcome) and a refusal, each with a
/// speaker button, and each new one by itself when the settings say so.
#[derive(Debug, Default)]
struct Aloud {
    /// The last status, refusal and computer's move said by themselves.
    said: [Option<String>; 3],
    /// A sentence to say, until the screen hands it to the app.
    speech: Option<String>,
}

impl Aloud {
    const STATUS: usize = 0;
    const REFUSAL: usize = 1;
    const COMPUTER: usize = 2;

    /// Draws `shown` after a speaker button for `spoken`; a new `spoken` in `slot` is said by
    /// itself when `by_itself` (and the settings) allow.
    fn line(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        slot: usize,
        (shown, spoken): (egui::RichText, String),
        by_itself: bool,
    ) {
        ui.horizontal_wrapped(|ui| {
            self.speaker(ui, view, &spoken);
            ui.label(shown);
        });
        self.by_itself(view, slot, spoken, by_itself);
    }

    /// A speaker button that says `spoken`.
    fn speaker(&mut self, ui: &mut egui::Ui, view: &View, spoken: &str) {
        if super::speech::speaker_button(ui, view) {
            self.speech = Some(spoken.to_owned());
        }
    }

    /// Says a new `spoken` in `slot` by itself, when `by_itself` and the settings allow.
    fn by_itself(&mut self, view: &View, slot: usize, spoken: String, by_itself: bool) {
        if !by_itself {
            // Not said (the computer thinking): whatever shows next is new again.
            self.said[slot] = None;
        } else if self.said[slot].as_ref() != Some(&spoken) {
            if view.voice && view.speaks_by_itself() {
                // Two new lines in one frame (the computer's move, then whose turn) are said
                // one after the other.
                // The computer's move is said before whose turn it is now.
                self.speech = Some(match self.speech.take() {
                    Some(other) if slot == Self::COMPUTER => format!("{spoken} {other}"),
                    Some(before) => format!("{before} {spoken}"),
                    None => spoken.clone(),
                });
            }
            self.said[slot] = Some(spoken);
        }
    }

    /// Forgets a refusal said (none shows now), so the same one is said again next time.
    fn no_refusal(&mut self) {
        self.said[Self::REFUSAL] = None;
    }
}

/// The refusal of the last attempt (a ✗ and the engine's reason) or, when there is none, the
/// computer's last move told by name ("The lion jumps over the river"), in a place kept for
/// them whether or not there is one, so the board below never moves. Young children see the
/// words without the square.
fn refusal_line(
    ui: &mut egui::Ui,
    view: &View,
    palette: super::Palette,
    (feedback, told): (Option<&crate::i18n::Message>, Option<&crate::i18n::Message>),
    aloud: &mut Aloud,
) {
    // Two lines of the reason, or one beside the speaker button's height.
    const KEPT: f32 = 2.0 * 20.0 * 1.35;
    let top = ui.cursor().top();
    if let Some(feedback) = feedback {
        let spoken = view.tr.render_spoken(feedback);
        ui.horizontal_wrapped(|ui| {
            aloud.speaker(ui, view, &spoken);
            ui.label(
                egui::RichText::new("✗")
                    .size(22.0)
                    .color(palette.bad)
                    .strong(),
            );
            ui.label(
                egui::RichText::new(view.shown(feedback))
                    .size(20.0)
                    .color(palette.bad),
            );
        });
        aloud.by_itself(view, Aloud::REFUSAL, spoken, true);
    } else {
        aloud.no_refusal();
        if let Some(told) = told {
            let spoken = view.tr.render_spoken(told);
            ui.horizontal_wrapped(|ui| {
                aloud.speaker(ui, view, &spoken);
                ui.label(egui::RichText::new(view.shown(told)).size(20.0));
            });
        }
    }
    match told {
        Some(told) => {
            let spoken = view.tr.render_spoken(told);
            aloud.by_itself(view, Aloud::COMPUTER, spoken, true);
        }
        None => aloud.said[Aloud::COMPUTER] = None,
    }
    let used = ui.cursor().top() - top;
    ui.add_space((KEPT - used).max(0.0));
}

/// The space `ui` has, split into the board on the left and the controls column on the right.
fn board_and_side(ui: &egui::Ui) -> (egui::Rect, egui::Rect) {
    let whole = ui.available_rect_before_wrap();
    let side_width = side_panel_width(whole.width());
    let board = egui::Rect::from_min_max(
        whole.min,
        egui::pos2(whole.max.x - side_width - 12.0, whole.max.y),
    );
    let side =
        egui::Rect::from_min_max(egui::pos2(whole.max.x - side_width, whole.min.y), whole.max);
    (board, side)
}

/// The Play screen with both rooms; each keeps its game while the other is shown.
#[derive(Debug, Default)]
pub struct PlayScreen {
    jungle: JunglePlay,
    renju: RenjuPlay,
}

impl PlayScreen {
    /// The Jungle room.
    pub fn jungle(&self) -> &JunglePlay {
        &self.jungle
    }

    /// The Renju room.
    pub fn renju(&self) -> &RenjuPlay {
        &self.renju
    }

    /// What the room shown asks to say aloud, once.
    pub fn take_speech(&mut self) -> Option<String> {
        self.jungle
            .aloud
            .speech
            .take()
            .or_else(|| self.renju.aloud.speech.take())
    }

    /// Switches the computer's short visible "thinking" pause on or off in both rooms (off
    /// by default; the real window turns it on).
    pub fn set_thinking_pause(&mut self, on: bool) {
        self.jungle.set_thinking_pause(on);
        self.renju.set_thinking_pause(on);
    }

    /// The computer levels picked since the last call, once: (the game, its level).
    pub fn take_chosen_levels(&mut self) -> Vec<(Game, Level)> {
        let jungle = self.jungle.take_chosen_level().map(|l| (Game::Jungle, l));
        let renju = self.renju.take_chosen_level().map(|l| (Game::Renju, l));
        jungle.into_iter().chain(renju).collect()
    }

    /// Offers the child's remembered level in `game`'s room (taken before the first move only).
    pub fn offer_level(&mut self, game: Game, level: Level) {
        match game {
            Game::Jungle => self.jungle.offer_level(level),
            Game::Renju => self.renju.offer_level(level),
        }
    }

    /// The sound the last move in either room asked for, once.
    pub fn take_sound(&mut self) -> Option<Cue> {
        self.jungle.take_sound().or_else(|| self.renju.take_sound())
    }

    /// Draws the room of the chosen game.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        match view.game {
            Game::Jungle => self.jungle.ui(ui, view),
            Game::Renju => self.renju.ui(ui, view),
        }
    }
}
