//! The teach board's part of the live sockets: the per-socket flood limit, and sending teach
//! messages as JSON text. `live` only dispatches here.

use axum::extract::ws::{Message, WebSocket};
use serde::Serialize;
use std::time::{Duration, Instant};

/// Teach messages a socket may send per second, on average.
pub const MESSAGES_PER_SECOND: f64 = 20.0;
/// The burst a socket may send at once (a child changing their mind quickly, resends after a
/// reconnect).
pub const BURST: f64 = 40.0;
/// The largest message a live socket reads at all (bigger ones close the socket); messages
/// under it but over `MAX_MESSAGE_BYTES` are refused with a reason.
pub const MAX_SOCKET_MESSAGE: usize = 2 * 1024 * 1024;

/// A token bucket for one socket's messages; over it, messages are dropped, with at most one
/// refusal a second said back.
#[derive(Debug)]
pub struct Flood {
    tokens: f64,
    last: Instant,
    last_refusal: Option<Instant>,
}

/// What to do with a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    /// Handle it.
    Pass,
    /// Drop it and say `too-many-messages`.
    Refuse,
    /// Drop it quietly (a refusal was said within the last second).
    Drop,
}

impl Default for Flood {
    fn default() -> Self {
        Flood {
            tokens: BURST,
            last: Instant::now(),
            last_refusal: None,
        }
    }
}

impl Flood {
    /// Whether the next message may be handled now.
    pub fn check(&mut self) -> Gate {
        let now = Instant::now();
        let earned = now.duration_since(self.last).as_secs_f64() * MESSAGES_PER_SECOND;
        self.tokens = (self.tokens + earned).min(BURST);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return Gate::Pass;
        }
        match self.last_refusal {
            Some(at) if now.duration_since(at) < Duration::from_secs(1) => Gate::Drop,
            _ => {
                self.last_refusal = Some(now);
                Gate::Refuse
            }
        }
    }
}

/// Sends one message as JSON text; `false` when the socket is gone.
pub async fn send_json<T: Serialize>(socket: &mut WebSocket, message: &T) -> bool {
    let Ok(text) = serde_json::to_string(message) else {
        return true;
    };
    socket.send(Message::Text(text.into())).await.is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_is_cut_after_the_burst_and_refused_once_a_second() {
        let mut flood = Flood::default();
        let gates: Vec<Gate> = (0..1_000).map(|_| flood.check()).collect();
        let passed = gates.iter().filter(|g| **g == Gate::Pass).count();
        assert!((40..=45).contains(&passed), "{passed}");
        assert_eq!(gates.iter().filter(|g| **g == Gate::Refuse).count(), 1);
    }
}
