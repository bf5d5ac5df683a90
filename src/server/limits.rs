//! Rate limits, checked before any work is done for a request: per device (its token), per
//! address for the requests that need no token (guesses at class codes, picture codes and
//! PINs), and per child for the events stored. Over a limit the answer is 429 with
//! `Retry-After`; a device's outbox keeps its events, waits that long and resends.

use super::App;
use super::auth::bearer;
use super::connections::Peer;
use super::error::ApiError;
use crate::store::Store;
use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, NotUntil, Quota};
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

/// Requests a second one device (token) may make, after a burst of [`DEVICE_BURST`].
pub const DEVICE_PER_SECOND: u32 = 100;
/// Requests one device may make at once.
pub const DEVICE_BURST: u32 = 200;
/// Requests without a token a second from one address (joins, logins, class creation, the
/// name grid), after a burst of [`GUESS_BURST`]: class codes and picture codes cannot be
/// guessed at speed.
pub const GUESSES_PER_SECOND: u32 = 10;
/// Requests without a token one address may make at once (a class joining together).
pub const GUESS_BURST: u32 = 60;
/// Events a second one child may store, after a burst of [`EVENT_BURST`].
pub const EVENTS_PER_SECOND: u32 = 1_000;
/// Events one child may store at once (a device back online with a full outbox).
pub const EVENT_BURST: u32 = 2_000;

/// The server's rate limiters.
#[derive(Debug)]
pub struct Limits {
    devices: DefaultKeyedRateLimiter<u64>,
    addresses: DefaultKeyedRateLimiter<IpAddr>,
    events: DefaultKeyedRateLimiter<String>,
    keys: RandomState,
    clock: DefaultClock,
}

impl Default for Limits {
    fn default() -> Self {
        Self::new()
    }
}

fn quota(per_second: u32, burst: u32) -> Quota {
    let per_second = NonZeroU32::new(per_second).unwrap_or(NonZeroU32::MIN);
    let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
    Quota::per_second(per_second).allow_burst(burst)
}

impl Limits {
    /// The limits above.
    pub fn new() -> Self {
        Limits {
            devices: DefaultKeyedRateLimiter::keyed(quota(DEVICE_PER_SECOND, DEVICE_BURST)),
            addresses: DefaultKeyedRateLimiter::keyed(quota(GUESSES_PER_SECOND, GUESS_BURST)),
            events: DefaultKeyedRateLimiter::keyed(quota(EVENTS_PER_SECOND, EVENT_BURST)),
            keys: RandomState::new(),
            clock: DefaultClock::default(),
        }
    }

    /// The limits above, but `per_second` events a second after a burst of `burst` for each
    /// child: a smaller allowance than a class needs, for tests that must reach it at any speed.
    pub fn with_events(per_second: u32, burst: u32) -> Self {
        Limits {
            events: DefaultKeyedRateLimiter::keyed(quota(per_second, burst)),
            ..Limits::new()
        }
    }

    fn refused(&self, not_until: &NotUntil<<DefaultClock as Clock>::Instant>) -> ApiError {
        let wait = not_until.wait_time_from(self.clock.now());
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        ApiError::too_many("too many requests: wait, then send again", seconds)
    }

    /// One request of the device whose token is `token`.
    pub fn device(&self, token: &str) -> Result<(), ApiError> {
        let key = self.keys.hash_one(token);
        self.devices.check_key(&key).map_err(|n| self.refused(&n))
    }

    /// One request without a token from `address`.
    pub fn address(&self, address: IpAddr) -> Result<(), ApiError> {
        self.addresses
            .check_key(&address)
            .map_err(|n| self.refused(&n))
    }

    /// `count` events of the child `student_id`.
    pub fn events(&self, student_id: &str, count: usize) -> Result<(), ApiError> {
        let Some(count) = u32::try_from(count).ok().and_then(NonZeroU32::new) else {
            return Ok(());
        };
        match self.events.check_key_n(&student_id.to_owned(), count) {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(n)) => Err(self.refused(&n)),
            Err(_) => Err(ApiError::bad_request("too many events in one batch")),
        }
    }

    /// Forgets the devices, addresses and children not heard from lately (called every minute).
    pub fn forget_idle(&self) {
        self.devices.retain_recent();
        self.addresses.retain_recent();
        self.events.retain_recent();
    }
}

/// The requests that need no token and name a class, a child or a PIN: what a guesser sends.
/// (Making a class guesses nothing; its cost, the PIN's hash, is bounded by the PIN threads.)
fn is_guess(path: &str) -> bool {
    path != "/api/classes"
        && ["/api/classes/", "/api/join", "/api/teacher", "/projector"]
            .iter()
            .any(|prefix| path.starts_with(prefix))
}

/// The layer: per device when the request has a token, per address when it is a guess.
pub async fn limit<S: Store>(
    State(app): State<Arc<App<S>>>,
    request: Request,
    next: Next,
) -> Response {
    let checked = match bearer(request.headers()) {
        Some(token) => app.limits.device(token),
        None if is_guess(request.uri().path()) => {
            match request.extensions().get::<ConnectInfo<Peer>>() {
                Some(ConnectInfo(Peer(peer))) => app.limits.address(peer.ip()),
                None => Ok(()),
            }
        }
        None => Ok(()),
    };
    match checked {
        Ok(()) => next.run(request).await,
        Err(refused) => refused.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_past_its_burst_is_told_when_to_come_back() {
        let limits = Limits::new();
        for _ in 0..DEVICE_BURST {
            assert!(limits.device("token-a").is_ok());
        }
        let refused = limits.device("token-a").expect_err("over the burst");
        assert_eq!(refused.status, axum::http::StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(refused.retry_after, Some(1));
        assert!(
            limits.device("token-b").is_ok(),
            "another device is not slowed"
        );
    }

    #[test]
    fn events_are_counted_per_child_and_a_burst_refills() {
        let limits = Limits::new();
        assert!(limits.events("s1", EVENT_BURST as usize).is_ok());
        assert!(limits.events("s1", 10).is_err());
        assert!(limits.events("s2", 10).is_ok());
        assert!(limits.events("s1", 0).is_ok());
    }
}
