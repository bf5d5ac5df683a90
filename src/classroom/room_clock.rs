//! A room's optional clocks (issue #40): `"clock":{"minutes":5,"increment_seconds":0}` in the
//! rules. The server is the referee of time too: each event is applied at the server's time
//! (stored with it in the log, so a replay after a restart counts the same), the side to
//! move's time runs between events, and a side whose time is out loses (`time-out`), judged by
//! the server even when nobody moves ([`Room::flag_due`]).
//!
//! The clocks start when play starts: at the first move, or when the Renju opening is over; the
//! opening's decisions are not timed. Each move adds the increment to the mover's time.

use super::{Refusal, Room};
use crate::classroom::room_wire::{ClockReading, Colour};
use serde_json::Value;

/// The longest game clock accepted, in minutes.
pub const MAX_MINUTES: u64 = 180;
/// The largest increment accepted, in seconds.
pub const MAX_INCREMENT_SECONDS: u64 = 60;

/// Both sides' clocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// Milliseconds left, by seat.
    remaining: [i64; 2],
    /// Added to the mover's time after each move.
    increment_ms: i64,
    /// When the running clock last started (server ms); `None` before play starts.
    since: Option<i64>,
}

/// The clock the rules ask for (`None`: no `clock` key); a bad one is `bad-rules`.
pub fn clock_rule(rules: &Value) -> Result<Option<Clock>, Refusal> {
    let Some(clock) = rules.get("clock") else {
        return Ok(None);
    };
    if clock.is_null() {
        return Ok(None);
    }
    let Value::Object(table) = clock else {
        return Err("bad-rules");
    };
    if table
        .keys()
        .any(|k| k != "minutes" && k != "increment_seconds")
    {
        return Err("bad-rules");
    }
    let number = |key: &str, default: u64| -> Result<u64, Refusal> {
        match table.get(key) {
            None => Ok(default),
            Some(value) => value.as_u64().ok_or("bad-rules"),
        }
    };
    // Minutes may be a fraction (`0.5`: half a minute), at least a second.
    let minutes = table
        .get("minutes")
        .and_then(Value::as_f64)
        .ok_or("bad-rules")?;
    let increment = number("increment_seconds", 0)?;
    if !(1.0 / 60.0..=MAX_MINUTES as f64).contains(&minutes) || increment > MAX_INCREMENT_SECONDS {
        return Err("bad-rules");
    }
    let ms = (minutes * 60_000.0).round() as i64;
    Ok(Some(Clock {
        remaining: [ms, ms],
        increment_ms: i64::try_from(increment * 1_000).map_err(|_| "bad-rules")?,
        since: None,
    }))
}

impl Clock {
    /// Whether play (and time) has started.
    pub fn started(&self) -> bool {
        self.since.is_some()
    }

    /// Charges `seat` the time since the running clock started, up to `at`.
    fn charge(&mut self, seat: usize, at: i64) {
        if let Some(since) = self.since {
            let spent = at.saturating_sub(since).max(0);
            self.remaining[seat] = self.remaining[seat].saturating_sub(spent);
            self.since = Some(at.max(since));
        }
    }

    /// Milliseconds left for `seat` (never below 0).
    pub fn left(&self, seat: usize) -> u64 {
        u64::try_from(self.remaining[seat].max(0)).unwrap_or(0)
    }
}

impl Room {
    /// The seat whose clock runs (a clock, started, the game on).
    pub(super) fn clock_seat(&self) -> Option<usize> {
        self.clock
            .as_ref()
            .filter(|c| c.started())
            .and(self.to_move())
    }

    /// When the running clock runs out (server ms), if one runs.
    pub fn deadline(&self) -> Option<i64> {
        let seat = self.clock_seat()?;
        let clock = self.clock.as_ref()?;
        Some(clock.since?.saturating_add(clock.remaining[seat]))
    }

    /// The seat whose time is out at `now` (server ms): the server appends its `Flag`.
    pub fn flag_due(&self, now: i64) -> Option<usize> {
        self.deadline()
            .filter(|deadline| *deadline <= now)
            .and(self.clock_seat())
    }

    /// The clocks as the wire shows them (rooms with a clock).
    pub fn clock_reading(&self) -> Option<ClockReading> {
        let clock = self.clock.as_ref()?;
        let remaining_ms = (0..2)
            .map(|seat| (self.colour(seat), clock.left(seat)))
            .collect();
        Some(ClockReading {
            remaining_ms,
            running: self.clock_seat().map(|seat| self.colour(seat)),
        })
    }

    /// Before an event at `at`: the running side is charged its time; an event other than the
    /// flag itself after the time ran out is refused (`time-out`).
    pub(super) fn clock_before(&mut self, at: Option<i64>, is_flag: bool) -> Result<(), Refusal> {
        let (Some(at), Some(seat)) = (at, self.clock_seat()) else {
            return Ok(());
        };
        let Some(clock) = &mut self.clock else {
            return Ok(());
        };
        clock.charge(seat, at);
        if clock.remaining[seat] <= 0 && !is_flag {
            return Err("time-out");
        }
        Ok(())
    }

    /// After an accepted event at `at`: the mover's increment (`moved`: the seat that moved
    /// while the clocks ran), and the clocks start when play has started.
    pub(super) fn clock_after(&mut self, at: Option<i64>, moved: Option<usize>) {
        let playing = self.opening.is_none() && !self.moves.is_empty() && self.result.is_none();
        let Some(clock) = &mut self.clock else {
            return;
        };
        if let Some(seat) = moved.filter(|_| clock.started()) {
            clock.remaining[seat] = clock.remaining[seat].saturating_add(clock.increment_ms);
        }
        if let (None, Some(at), true) = (clock.since, at, playing) {
            clock.since = Some(at);
        }
    }

    /// The flag of `seat`: only when its clock runs and (at the server's time) is out.
    pub(super) fn flag(
        &mut self,
        seat: usize,
        v: u64,
    ) -> Result<Vec<crate::classroom::room_wire::RoomMessage>, Refusal> {
        if self.clock_seat() != Some(seat) {
            return Err("clock-running");
        }
        if let Some(clock) = &mut self.clock {
            if clock.remaining[seat] > 0 {
                return Err("clock-running");
            }
            clock.remaining[seat] = 0;
        }
        self.pending = None;
        let winner = self.colour(1 - seat);
        Ok(self.finish(Some(winner), "time-out", v))
    }

    /// The colour whose clock runs (for the messages).
    pub fn running_colour(&self) -> Option<Colour> {
        self.clock_seat().map(|seat| self.colour(seat))
    }
}
