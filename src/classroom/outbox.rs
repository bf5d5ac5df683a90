//! The device's outbox: every finished step and puzzle attempt waits here, with an id made on the
//! device, until the server acknowledges it; a failed send leaves it for the next try. Kept on
//! disk through [`OutboxStorage`] so a closed lid or a crash loses nothing.

use super::event::Event;
use super::protocol::ProgressAnswer;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// The most events sent in one request (well under the server's 1 MiB body limit).
pub const BATCH: usize = 200;
/// The most refused events remembered for the teacher to look at.
pub const MAX_REFUSED: usize = 100;

/// Events waiting for the server.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outbox {
    /// This device's random prefix for event ids.
    pub device: String,
    /// The next number for an event id.
    pub next: u64,
    /// Events not yet acknowledged, oldest first.
    pub pending: Vec<Event>,
    /// Events the server refused (with its reason), newest last, at most [`MAX_REFUSED`].
    pub refused: Vec<(Event, String)>,
}

impl Outbox {
    /// An empty outbox for a device whose id prefix is `device` (random, made once).
    pub fn new(device: impl Into<String>) -> Self {
        Outbox {
            device: device.into(),
            ..Outbox::default()
        }
    }

    /// A fresh event id: the device prefix and a counter, never reused.
    pub fn make_id(&mut self) -> String {
        let id = format!("{}-{}", self.device, self.next);
        self.next += 1;
        id
    }

    /// Queues an event (an id already queued is not queued twice).
    pub fn push(&mut self, event: Event) {
        if !self.pending.iter().any(|e| e.id() == event.id()) {
            self.pending.push(event);
        }
    }

    /// The oldest events to send now, at most [`BATCH`].
    pub fn batch(&self) -> Vec<Event> {
        self.pending.iter().take(BATCH).cloned().collect()
    }

    /// Applies the server's answer: acknowledged ids leave the queue; refused ones move to
    /// `refused` (resending them cannot help). Returns how many left the queue.
    pub fn acknowledge(&mut self, answer: &ProgressAnswer) -> usize {
        let accepted: HashSet<&str> = answer.accepted.iter().map(String::as_str).collect();
        let before = self.pending.len();
        let mut kept = Vec::with_capacity(before);
        for event in std::mem::take(&mut self.pending) {
            if accepted.contains(event.id()) {
                continue;
            }
            match answer.rejected.iter().find(|r| r.id == event.id()) {
                Some(rejected) => self.refused.push((event, rejected.reason.clone())),
                None => kept.push(event),
            }
        }
        self.pending = kept;
        let overflow = self.refused.len().saturating_sub(MAX_REFUSED);
        self.refused.drain(..overflow);
        before - self.pending.len()
    }

    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }
}

/// Where a device keeps its outbox (a file natively, browser storage on the web).
pub trait OutboxStorage {
    /// The saved outbox, or `None` when there is none yet.
    fn load(&self) -> Result<Option<Outbox>, String>;
    /// Saves the outbox (atomically: the old copy stays until the new one is complete).
    fn save(&self, outbox: &Outbox) -> Result<(), String>;
}

/// An outbox kept in memory (tests, and devices without storage).
#[derive(Debug, Default)]
pub struct MemoryStorage {
    saved: std::sync::Mutex<Option<Outbox>>,
}

impl OutboxStorage for MemoryStorage {
    fn load(&self) -> Result<Option<Outbox>, String> {
        Ok(self.saved.lock().map_err(|e| e.to_string())?.clone())
    }

    fn save(&self, outbox: &Outbox) -> Result<(), String> {
        *self.saved.lock().map_err(|e| e.to_string())? = Some(outbox.clone());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::event::PuzzleAttempt;
    use crate::classroom::protocol::RejectedEvent;

    fn attempt(id: String) -> Event {
        Event::Puzzle(PuzzleAttempt {
            id,
            puzzle: "p".into(),
            solved: true,
            mistakes: 0,
            hints: 0,
            answers_seen: 0,
            seconds: 1,
            tries: Vec::new(),
        })
    }

    #[test]
    fn events_stay_until_acknowledged_and_refused_ones_are_set_aside() {
        let mut outbox = Outbox::new("dev");
        for _ in 0..3 {
            let id = outbox.make_id();
            outbox.push(attempt(id));
        }
        outbox.push(attempt("dev-0".into()));
        assert_eq!(outbox.pending.len(), 3);
        // A failed send changes nothing; the next batch is the same.
        assert_eq!(outbox.batch().len(), 3);
        let answer = ProgressAnswer {
            accepted: vec!["dev-0".into(), "unknown".into()],
            rejected: vec![RejectedEvent {
                id: "dev-2".into(),
                reason: "unknown-puzzle".into(),
            }],
        };
        assert_eq!(outbox.acknowledge(&answer), 2);
        assert_eq!(outbox.pending, vec![attempt("dev-1".into())]);
        assert_eq!(outbox.refused.len(), 1);
        assert_eq!(outbox.make_id(), "dev-3", "ids are never reused");
    }

    #[test]
    fn memory_storage_keeps_what_was_saved() {
        let storage = MemoryStorage::default();
        assert_eq!(storage.load(), Ok(None));
        let outbox = Outbox::new("d");
        storage.save(&outbox).expect("saved");
        assert_eq!(storage.load(), Ok(Some(outbox)));
    }
}
