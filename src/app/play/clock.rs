//! A simple per-side countdown clock for Play (the side to move loses time, nothing is added),
//! and the presets (off, 5, 10 or 15 minutes each) that set a room's clocks and show them. The
//! clocks start at the first move, so nobody loses time while the children sit down.

use crate::app::View;
use crate::app::platform::Instant;
use egui::RichText;
use std::time::Duration;

/// The minutes each side may have; `None` is no clock.
pub const CLOCK_PRESETS: [Option<u64>; 4] = [None, Some(5), Some(10), Some(15)];

/// Two countdowns, one per side (index 0 moves first); only the running one loses time.
#[derive(Debug, Clone)]
pub struct Clocks {
    remaining: [Duration; 2],
    running: Option<(usize, Instant)>,
}

impl Clocks {
    /// Both sides start with `each`.
    pub fn new(each: Duration) -> Clocks {
        Clocks {
            remaining: [each; 2],
            running: None,
        }
    }

    /// Starts (or switches to) the clock of `side`, charging the time used to the other one.
    pub fn run(&mut self, side: usize, now: Instant) {
        self.stop(now);
        self.running = Some((side.min(1), now));
    }

    /// Stops both clocks, charging the running side.
    pub fn stop(&mut self, now: Instant) {
        if let Some((side, since)) = self.running.take() {
            let used = now.saturating_duration_since(since);
            self.remaining[side] = self.remaining[side].saturating_sub(used);
        }
    }

    /// The time left for `side` at `now`.
    pub fn remaining(&self, side: usize, now: Instant) -> Duration {
        let side = side.min(1);
        match self.running {
            Some((running, since)) if running == side => {
                self.remaining[side].saturating_sub(now.saturating_duration_since(since))
            }
            _ => self.remaining[side],
        }
    }

    /// The side whose time ran out, if any.
    pub fn flagged(&self, now: Instant) -> Option<usize> {
        (0..2).find(|&side| self.remaining(side, now).is_zero())
    }

    /// "m:ss" for display.
    pub fn format(left: Duration) -> String {
        let seconds = left.as_secs();
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// A room's optional clocks: off until a preset is chosen.
#[derive(Debug, Clone, Default)]
pub struct ClockSwitch {
    clocks: Option<Clocks>,
    /// The preset chosen, in minutes each.
    minutes: Option<u64>,
}

impl ClockSwitch {
    /// The presets: "Clocks: off 5 min 10 min 15 min". Choosing one sets both clocks full; they
    /// start at the next move (the first of a game).
    pub fn presets_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        ui.horizontal_wrapped(|ui| {
            ui.label(view.text("app-play-clocks"));
            for preset in CLOCK_PRESETS {
                let text = match preset {
                    None => view.text("app-play-clock-off"),
                    Some(minutes) => view.tr.render(
                        &crate::i18n::Message::new("app-play-clock-minutes")
                            .number("minutes", i64::try_from(minutes).unwrap_or(0)),
                    ),
                };
                if ui.selectable_label(self.minutes == preset, text).clicked()
                    && self.minutes != preset
                {
                    self.minutes = preset;
                    self.clocks = preset.map(fresh_clocks);
                }
            }
        });
    }

    /// Each side's time left, with its name (index 0 moves first).
    pub fn faces_ui(&self, ui: &mut egui::Ui, names: [String; 2]) {
        let Some(clocks) = &self.clocks else {
            return;
        };
        let now = Instant::now();
        for (side, name) in names.iter().enumerate() {
            let left = Clocks::format(clocks.remaining(side, now));
            ui.label(RichText::new(format!("{name}: {left}")).monospace());
        }
        ui.ctx().request_repaint_after(Duration::from_millis(250));
    }

    /// Full time again for both when the clocks are on, waiting for the first move (a new
    /// game).
    pub fn restart(&mut self) {
        self.clocks = self.minutes.map(fresh_clocks);
    }

    /// Switches to `side`'s clock (after a move or an undo).
    pub fn run(&mut self, side: usize) {
        if let Some(clocks) = &mut self.clocks {
            clocks.run(side, Instant::now());
        }
    }

    /// Stops both clocks (the game is over).
    pub fn stop(&mut self) {
        if let Some(clocks) = &mut self.clocks {
            clocks.stop(Instant::now());
        }
    }

    /// The side whose time ran out, if the clocks are on and one did.
    pub fn flagged(&self) -> Option<usize> {
        self.clocks.as_ref()?.flagged(Instant::now())
    }
}

/// Both clocks full with `minutes` each, neither running yet.
fn fresh_clocks(minutes: u64) -> Clocks {
    Clocks::new(Duration::from_secs(minutes * 60))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_running_side_loses_time() {
        let start = Instant::now();
        let mut clocks = Clocks::new(Duration::from_secs(60));
        clocks.run(0, start);
        let later = start + Duration::from_secs(10);
        assert_eq!(clocks.remaining(0, later), Duration::from_secs(50));
        assert_eq!(clocks.remaining(1, later), Duration::from_secs(60));
        clocks.run(1, later);
        let end = later + Duration::from_secs(61);
        assert_eq!(clocks.remaining(0, end), Duration::from_secs(50));
        assert_eq!(clocks.flagged(end), Some(1));
        assert_eq!(Clocks::format(Duration::from_secs(125)), "2:05");
    }

    #[test]
    fn a_new_game_gets_the_preset_full_and_waiting_for_the_first_move() {
        let mut switch = ClockSwitch {
            clocks: None,
            minutes: Some(5),
        };
        switch.restart();
        let clocks = switch
            .clocks
            .as_ref()
            .unwrap_or_else(|| panic!("clocks are on"));
        let later = Instant::now() + Duration::from_secs(30);
        assert_eq!(clocks.remaining(0, later), Duration::from_secs(300));
        assert_eq!(clocks.remaining(1, later), Duration::from_secs(300));
        assert_eq!(switch.flagged(), None);
        let mut off = ClockSwitch::default();
        off.restart();
        assert!(off.clocks.is_none());
        assert_eq!(CLOCK_PRESETS, [None, Some(5), Some(10), Some(15)]);
    }
}
