//! The device's side of the classroom HTTP API, with `ehttp` (native and web alike): each call
//! returns at once; its answer arrives later as a [`Reply`] in the inbox, and the frame that
//! drains the inbox applies it.

use crate::classroom::Event;
use crate::classroom::protocol::{
    Activity, Assignment, Join, Joined, ProgressAnswer, ProgressBatch, ServedLibrary, Students,
    TeacherLogin, TeacherToken,
};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest a request may take before it counts as failed (the outbox retries later).
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// Why a call did not give what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// No answer: wrong address, no network, server stopped.
    Unreachable,
    /// 404: no such class or child.
    NotFound,
    /// 401: a wrong picture code, or a token the server no longer knows.
    Refused,
    /// 429 or 503: the server is busy or cannot store anything now; nothing was done. Try
    /// again after `retry_after` seconds (its `Retry-After`, else [`BUSY_SECONDS`]).
    Busy {
        /// 429 or 503.
        status: u16,
        /// Seconds to wait before sending again.
        retry_after: u64,
    },
    /// Any other status or an answer that could not be read.
    Other(u16),
}

/// Seconds to wait after a 429 or 503 that did not say how long.
pub const BUSY_SECONDS: u64 = 10;
/// The longest wait a server's `Retry-After` is taken for (a wrong one must not silence a device).
pub const MAX_WAIT_SECONDS: u64 = 300;

/// An answer that arrived.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// The class's name grid.
    Students(Result<Students, Failure>),
    /// The child's token.
    Joined(Result<Joined, Failure>),
    /// Today's work.
    Assignment(Result<Assignment, Failure>),
    /// The acknowledgement of sent events.
    Progress(Result<ProgressAnswer, Failure>),
    /// What the child is on now was heard (204, no body) or not.
    Activity(bool),
    /// The teacher's own lessons and puzzles.
    Library(Result<ServedLibrary, Failure>),
    /// The server's check of the class's teacher PIN typed on this device (teacher mode on a
    /// class device opens only with it).
    TeacherPin(Result<TeacherToken, Failure>),
}

/// Sends requests and collects their answers.
#[derive(Debug, Clone, Default)]
pub struct Client {
    inbox: Arc<Mutex<Vec<Reply>>>,
}

/// Reads a JSON answer, or says why there is none.
pub fn read<T: serde::de::DeserializeOwned>(
    result: ehttp::Result<ehttp::Response>,
) -> Result<T, Failure> {
    let response = read_ok(result)?;
    serde_json::from_slice(&response.bytes).map_err(|_| Failure::Other(response.status))
}

/// The answer as it came (a CSV, an export, an empty 204), or says why there is none.
pub fn read_bytes(result: ehttp::Result<ehttp::Response>) -> Result<Vec<u8>, Failure> {
    read_ok(result).map(|response| response.bytes)
}

/// A 2xx answer, or the failure its status means.
fn read_ok(result: ehttp::Result<ehttp::Response>) -> Result<ehttp::Response, Failure> {
    let response = result.map_err(|_| Failure::Unreachable)?;
    match response.status {
        200..=299 => Ok(response),
        404 => Err(Failure::NotFound),
        401 | 403 => Err(Failure::Refused),
        429 | 503 => Err(Failure::Busy {
            status: response.status,
            retry_after: response
                .headers
                .get("retry-after")
                .and_then(|value| value.trim().parse::<u64>().ok())
                .unwrap_or(BUSY_SECONDS)
                .min(MAX_WAIT_SECONDS),
        }),
        status => Err(Failure::Other(status)),
    }
}

impl Client {
    /// Answers that arrived since the last call.
    pub fn take(&self) -> Vec<Reply> {
        self.inbox
            .lock()
            .map(|mut inbox| std::mem::take(&mut *inbox))
            .unwrap_or_default()
    }

    fn send<T: serde::de::DeserializeOwned + 'static>(
        &self,
        request: ehttp::Request,
        wrap: fn(Result<T, Failure>) -> Reply,
        wake: impl Fn() + Send + 'static,
    ) {
        let inbox = self.inbox.clone();
        ehttp::fetch(request.with_timeout(Some(TIMEOUT)), move |result| {
            if let Ok(mut inbox) = inbox.lock() {
                inbox.push(wrap(read(result)));
            }
            wake();
        });
    }

    /// A JSON request (`POST` or `PUT`) with an optional bearer token.
    pub fn json(
        method: &str,
        url: String,
        body: &impl serde::Serialize,
        token: Option<&str>,
    ) -> ehttp::Request {
        let bytes = serde_json::to_vec(body).unwrap_or_default();
        let mut request = if method == "PUT" {
            ehttp::Request::put(url, bytes)
        } else {
            ehttp::Request::post(url, bytes)
        };
        request.headers.insert("Content-Type", "application/json");
        if let Some(token) = token {
            request
                .headers
                .insert("Authorization", format!("Bearer {token}"));
        }
        request
    }

    /// `GET /api/classes/{code}/students`.
    pub fn students(&self, base: &str, code: &str, wake: impl Fn() + Send + 'static) {
        let request = ehttp::Request::get(format!("{base}/api/classes/{code}/students"));
        self.send(request, Reply::Students, wake);
    }

    /// `POST /api/join`.
    pub fn join(&self, base: &str, join: &Join, wake: impl Fn() + Send + 'static) {
        let request = Self::json("POST", format!("{base}/api/join"), join, None);
        self.send(request, Reply::Joined, wake);
    }

    /// `GET /api/assignment`.
    pub fn assignment(&self, base: &str, token: &str, wake: impl Fn() + Send + 'static) {
        let mut request = ehttp::Request::get(format!("{base}/api/assignment"));
        request
            .headers
            .insert("Authorization", format!("Bearer {token}"));
        self.send(request, Reply::Assignment, wake);
    }

    /// `POST /api/teacher/login`: the class's teacher PIN, checked (and its guessing slowed)
    /// by the server.
    pub fn teacher_pin(
        &self,
        base: &str,
        class_code: &str,
        pin: &str,
        wake: impl Fn() + Send + 'static,
    ) {
        let login = TeacherLogin {
            class_code: class_code.to_owned(),
            teacher_pin: pin.to_owned(),
        };
        let request = Self::json("POST", format!("{base}/api/teacher/login"), &login, None);
        self.send(request, Reply::TeacherPin, wake);
    }

    /// `GET /api/library`.
    pub fn library(&self, base: &str, wake: impl Fn() + Send + 'static) {
        let request = ehttp::Request::get(format!("{base}/api/library"));
        self.send(request, Reply::Library, wake);
    }

    /// `POST /api/activity`: what the child is on now (the dashboard's "working on" and
    /// "needs help"); nothing is kept on the device if it is lost, the next report replaces it.
    pub fn activity(
        &self,
        base: &str,
        token: &str,
        activity: &Activity,
        wake: impl Fn() + Send + 'static,
    ) {
        let request = Self::json(
            "POST",
            format!("{base}/api/activity"),
            activity,
            Some(token),
        );
        let inbox = self.inbox.clone();
        ehttp::fetch(request.with_timeout(Some(TIMEOUT)), move |result| {
            let heard = result.is_ok_and(|response| response.ok);
            if let Ok(mut inbox) = inbox.lock() {
                inbox.push(Reply::Activity(heard));
            }
            wake();
        });
    }

    /// `POST /api/progress` with the outbox's batch.
    pub fn progress(
        &self,
        base: &str,
        token: &str,
        events: &[Event],
        wake: impl Fn() + Send + 'static,
    ) {
        let batch = ProgressBatch {
            events: events
                .iter()
                .filter_map(|e| serde_json::to_value(e).ok())
                .collect(),
        };
        let request = Self::json("POST", format!("{base}/api/progress"), &batch, Some(token));
        self.send(request, Reply::Progress, wake);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(status: u16, retry_after: Option<&str>) -> ehttp::Result<ehttp::Response> {
        let mut headers = ehttp::Headers::default();
        if let Some(value) = retry_after {
            headers.insert("Retry-After", value);
        }
        Ok(ehttp::Response {
            url: String::new(),
            ok: (200..300).contains(&status),
            status,
            status_text: String::new(),
            headers,
            bytes: br#"{"error":"busy"}"#.to_vec(),
        })
    }

    #[test]
    fn a_busy_server_says_how_long_to_wait_and_nothing_is_taken_as_acknowledged() {
        let read = |status, wait| read::<ProgressAnswer>(answer(status, wait));
        assert_eq!(
            read(429, Some("3")),
            Err(Failure::Busy {
                status: 429,
                retry_after: 3
            })
        );
        assert_eq!(
            read(503, None),
            Err(Failure::Busy {
                status: 503,
                retry_after: BUSY_SECONDS
            })
        );
        assert_eq!(
            read(503, Some("999999")),
            Err(Failure::Busy {
                status: 503,
                retry_after: MAX_WAIT_SECONDS
            })
        );
        assert_eq!(read(500, None), Err(Failure::Other(500)));
    }
}
