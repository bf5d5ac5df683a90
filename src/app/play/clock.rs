//! A simple per-side countdown clock for Play: the side to move loses time, nothing is added.

use std::time::{Duration, Instant};

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
