//! Who is asking: bearer tokens (random, stored as SHA-256 hashes), the teacher PIN (argon2
//! hash), and the slow-down of PIN guessing (kept in the database, so every process agrees).

use super::App;
use super::error::ApiError;
use super::pin_hash;
use crate::classroom::code::hex;
use crate::store::{ClassRow, SessionRow, Store, StudentRow, TokenRow};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// Wrong PINs allowed before logins to the class are locked.
pub const FREE_FAILURES: u32 = 5;
/// The first lock, in seconds; each further wrong PIN doubles it, up to [`MAX_LOCK_SECONDS`].
pub const FIRST_LOCK_SECONDS: i64 = 30;
/// The longest lock.
pub const MAX_LOCK_SECONDS: i64 = 15 * 60;

/// How long logins are locked after `failures` wrong PINs (0: not locked).
pub fn lock_seconds(failures: u32) -> i64 {
    if failures < FREE_FAILURES {
        return 0;
    }
    let doublings = (failures - FREE_FAILURES).min(10);
    (FIRST_LOCK_SECONDS << doublings).min(MAX_LOCK_SECONDS)
}

/// A new random token (64 hex digits).
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// The hash under which a token is stored.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The argon2 hash of a PIN (PHC string, random salt), on the caller's thread: the server
/// calls it on its PIN threads (`hashing::PinHasher`).
pub fn hash_pin(pin: &str) -> Result<String, ApiError> {
    pin_hash::hash_pin(pin)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

/// Whether `pin` matches the stored hash.
pub fn pin_matches(pin: &str, stored: &str) -> bool {
    pin_hash::pin_matches(pin, stored)
}

/// The token of the request (`Authorization: Bearer …`).
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// A request's verified token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Auth {
    /// The class the token belongs to.
    pub class_code: String,
    /// The child, or `None` for the teacher.
    pub student_id: Option<String>,
}

impl Auth {
    /// The teacher of `class_code`, or 403.
    pub fn teacher_of(&self, class_code: &str) -> Result<(), ApiError> {
        if self.student_id.is_none() && self.class_code == class_code {
            Ok(())
        } else {
            Err(ApiError::forbidden())
        }
    }

    /// The child's id, or 403 for a teacher token.
    pub fn student(&self) -> Result<&str, ApiError> {
        self.student_id.as_deref().ok_or_else(ApiError::forbidden)
    }
}

/// Looks a token up (401 when unknown).
/// The stored hash of a token as sent; an empty or overlong one is refused before any lookup.
fn sent_token_hash(token: &str) -> Result<String, ApiError> {
    if token.is_empty() || token.len() > 128 {
        return Err(ApiError::unauthorized());
    }
    Ok(token_hash(token))
}

pub async fn verify<S: Store>(store: &S, token: &str) -> Result<Auth, ApiError> {
    match store.token(&sent_token_hash(token)?).await? {
        Some(TokenRow {
            class_code,
            student_id,
        }) => Ok(Auth {
            class_code,
            student_id,
        }),
        None => Err(ApiError::unauthorized()),
    }
}

impl<S: Store> FromRequestParts<Arc<App<S>>> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &Arc<App<S>>,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers)
            .ok_or_else(ApiError::unauthorized)?
            .to_owned();
        verify(&app.store, &token).await
    }
}

/// A student token's class (not archived) and child, read in one query: what every progress
/// request needs. No or an unknown token, or a child no longer in the class: 401; a teacher
/// token, or an archived class: 403.
#[derive(Debug, Clone)]
pub struct StudentSession {
    /// The child's class.
    pub class: ClassRow,
    /// The child.
    pub student: StudentRow,
}

impl<S: Store> FromRequestParts<Arc<App<S>>> for StudentSession {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &Arc<App<S>>,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(ApiError::unauthorized)?;
        let Some(SessionRow {
            class,
            student_id,
            student,
        }) = app.store.session(&sent_token_hash(token)?).await?
        else {
            return Err(ApiError::unauthorized());
        };
        if student_id.is_none() || class.archived {
            return Err(ApiError::forbidden());
        }
        let student = student.ok_or_else(ApiError::unauthorized)?;
        Ok(StudentSession { class, student })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_wrong_pins_are_free_then_the_lock_doubles_up_to_a_cap() {
        assert_eq!(lock_seconds(4), 0);
        assert_eq!(lock_seconds(5), 30);
        assert_eq!(lock_seconds(6), 60);
        assert_eq!(lock_seconds(100), MAX_LOCK_SECONDS);
    }

    #[test]
    fn pins_are_stored_hashed_and_checked() {
        let stored = hash_pin("2468").expect("hashes");
        assert!(!stored.contains("2468"));
        assert!(pin_matches("2468", &stored));
        assert!(!pin_matches("2469", &stored));
        assert!(!pin_matches("2468", "not a hash"));
    }

    #[test]
    fn tokens_are_long_random_and_stored_as_hashes() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_ne!(token_hash(&a), a);
        assert_eq!(token_hash(&a), token_hash(&a));
    }
}
