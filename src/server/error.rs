//! Error answers (`{"error":"…"}` with a status, and `Retry-After` on 429 and 503) and the JSON
//! body reader that turns any bad body into a 400 (or 413 past the 1 MiB limit), never a 500.

use crate::classroom::protocol::ErrorBody;
use crate::store::StoreError;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

/// The most bytes a request body may have.
pub const BODY_LIMIT: usize = 1 << 20;

/// Seconds a device waits before resending after the database refused a write.
pub const STORAGE_RETRY_SECONDS: u64 = 10;

/// An error answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The `error` text.
    pub error: String,
    /// `Retry-After` in seconds (429, 503).
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// An error with this status and text.
    pub fn new(status: StatusCode, error: impl Into<String>) -> Self {
        ApiError {
            status,
            error: error.into(),
            retry_after: None,
        }
    }

    /// The same answer, saying when to try again.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds.max(1));
        self
    }

    /// 429 with `Retry-After`.
    pub fn too_many(error: impl Into<String>, seconds: u64) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, error).retry_after(seconds)
    }

    /// 503 with `Retry-After`: busy now, nothing was done.
    pub fn busy(error: impl Into<String>, seconds: u64) -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, error).retry_after(seconds)
    }

    /// 400.
    pub fn bad_request(error: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, error)
    }

    /// 401.
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "missing or invalid token")
    }

    /// 403.
    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, "this token may not do that")
    }

    /// 404.
    pub fn not_found(what: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, format!("{what} not found"))
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        // The console says it once, in the teacher's words (run.rs watches the store's health).
        let text = match error.trouble {
            Some(trouble) => format!(
                "the database cannot store anything now: {}",
                trouble.as_str()
            ),
            None => "the database did not answer".to_owned(),
        };
        Self::busy(text, STORAGE_RETRY_SECONDS)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(ErrorBody { error: self.error })).into_response();
        if let Some(seconds) = self.retry_after
            && let Ok(value) = HeaderValue::from_str(&seconds.to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        response
    }
}

/// A JSON body read whatever its content type says; bad JSON or a wrong shape is a 400.
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                let status = rejection.status();
                if status == StatusCode::PAYLOAD_TOO_LARGE {
                    ApiError::new(status, "the body is over 1 MiB")
                } else {
                    ApiError::new(status, rejection.body_text())
                }
            })?;
        serde_json::from_slice(&bytes)
            .map(ApiJson)
            .map_err(|error| ApiError::bad_request(format!("malformed JSON: {error}")))
    }
}
