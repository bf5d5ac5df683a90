//! The app's teacher PIN: teacher mode (the projector view, "show the answer", the class's data,
//! the Author screen) opens only with it. It is kept as a salted, stretched SHA-256 hash in
//! `settings.json`, never as the digits, so a child who opens the file learns nothing useful.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// How many times the hash is taken (slows guessing from the file; about 10 ms natively).
const ROUNDS: u32 = 20_000;
/// The shortest PIN.
pub const MIN_DIGITS: usize = 4;
/// The longest PIN.
pub const MAX_DIGITS: usize = 8;

/// Why a PIN typed to be the new one cannot be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PinProblem {
    /// Not 4 to 8 digits.
    NotDigits,
    /// The two typings differ.
    Different,
}

/// The stored PIN.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeacherPin {
    /// Hex salt, different on every device.
    salt: String,
    /// Hex SHA-256, stretched.
    hash: String,
}

fn stretched(salt: &str, pin: &str) -> String {
    let mut digest = Sha256::digest(format!("{salt}:{pin}").as_bytes());
    for _ in 1..ROUNDS {
        let mut next = Sha256::new();
        next.update(digest);
        next.update(salt.as_bytes());
        digest = next.finalize();
    }
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

impl TeacherPin {
    /// Checks a new PIN typed twice: 4 to 8 digits, the same both times.
    pub fn check_new(pin: &str, again: &str) -> Result<(), PinProblem> {
        let pin = pin.trim();
        let digits = pin.chars().all(|c| c.is_ascii_digit());
        if !digits || !(MIN_DIGITS..=MAX_DIGITS).contains(&pin.len()) {
            return Err(PinProblem::NotDigits);
        }
        if pin != again.trim() {
            return Err(PinProblem::Different);
        }
        Ok(())
    }

    /// The stored form of `pin`, salted with `seed` (anything that differs between devices and
    /// moments: the time, an address).
    pub fn new(pin: &str, seed: u64) -> Self {
        let salt = format!("{:016x}", seed ^ 0x9e37_79b9_7f4a_7c15);
        let hash = stretched(&salt, pin.trim());
        TeacherPin { salt, hash }
    }

    /// Whether `pin` is this PIN.
    pub fn verify(&self, pin: &str) -> bool {
        // Compared in full (no early exit), though timing hardly matters on a classroom device.
        let typed = stretched(&self.salt, pin.trim());
        typed.len() == self.hash.len()
            && typed
                .bytes()
                .zip(self.hash.bytes())
                .fold(0u8, |diff, (a, b)| diff | (a ^ b))
                == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_verifies_itself_only_and_is_not_stored_as_digits() {
        let pin = TeacherPin::new("2468", 7);
        assert!(pin.verify("2468"));
        assert!(pin.verify(" 2468 "));
        assert!(!pin.verify("2469"));
        assert!(!pin.verify(""));
        let stored = serde_json::to_string(&pin).unwrap_or_default();
        assert!(!stored.contains("2468"), "{stored}");
        // Another device's salt gives another hash for the same digits.
        assert_ne!(TeacherPin::new("2468", 8), pin);
    }

    #[test]
    fn a_new_pin_is_four_to_eight_digits_typed_the_same_twice() {
        assert_eq!(TeacherPin::check_new("2468", "2468"), Ok(()));
        assert_eq!(TeacherPin::check_new("12345678", "12345678"), Ok(()));
        assert_eq!(
            TeacherPin::check_new("246", "246"),
            Err(PinProblem::NotDigits)
        );
        assert_eq!(
            TeacherPin::check_new("123456789", "123456789"),
            Err(PinProblem::NotDigits)
        );
        assert_eq!(
            TeacherPin::check_new("24a8", "24a8"),
            Err(PinProblem::NotDigits)
        );
        assert_eq!(
            TeacherPin::check_new("2468", "2486"),
            Err(PinProblem::Different)
        );
    }
}
