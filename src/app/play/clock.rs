//! A simple per-side countdown clock for Play (the side to move loses time, nothing is added),
//! and the switch that turns a room's clocks on and off and shows them.

use crate::app::View;
use crate::app::platform::Instant;
use egui::RichText;
use std::time::Duration;

/// Minutes on each clock when clocks are switched on.
const CLOCK_MINUTES: u64 = 10;

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

/// A room's optional clocks: off until a child ticks the box.
#[derive(Debug, Clone, Default)]
pub struct ClockSwitch {
    clocks: Option<Clocks>,
}

impl ClockSwitch {
    /// The "clocks" box; switching on starts `running` side's clock (`None`: the game is over).
    pub fn toggle_ui(&mut self, ui: &mut egui::Ui, view: &View, running: Option<usize>) {
        let mut on = self.clocks.is_some();
        if ui.checkbox(&mut on, view.text("app-play-clocks")).changed() {
            self.clocks = on.then(|| fresh_clocks(running));
        }
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

    /// Full time again for both when the clocks are on, `running` side's clock going (a new
    /// game).
    pub fn restart(&mut self, running: Option<usize>) {
        if self.clocks.is_some() {
            self.clocks = Some(fresh_clocks(running));
        }
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

/// Both clocks full, `running` side's going.
fn fresh_clocks(running: Option<usize>) -> Clocks {
    let mut clocks = Clocks::new(Duration::from_secs(CLOCK_MINUTES * 60));
    if let Some(side) = running {
        clocks.run(side, Instant::now());
    }
    clocks
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
}
