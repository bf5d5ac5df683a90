//! The teacher PIN's argon2id hash (PHC strings, the same as `argon2`'s own `PasswordHasher`
//! writes and reads), computed in memory each PIN thread keeps for the next PIN.
//!
//! Argon2 needs 19 MiB of working memory per hash at its default parameters. Allocated afresh
//! for every PIN (as `PasswordHasher::hash_password` does), the allocator keeps handing pages
//! back and taking new ones, and a stream of class creations pushed the server's resident memory
//! well past the memory the hashes need at once. Here each thread that hashes keeps one block
//! of memory and reuses it; the server hashes on its fixed pool of PIN threads only
//! (`hashing::PinHasher`), so the memory is bounded by the pool.

use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use rand::RngCore;
use std::cell::RefCell;

/// A stored hash may ask for at most this much memory (KiB): the default's, with room for a
/// stronger setting later, but not whatever a damaged database row says.
const MAX_MEMORY_KIB: u32 = 4 * Params::DEFAULT_M_COST;

thread_local! {
    /// This thread's argon2 working memory, kept between PINs.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Why a PIN could not be hashed (the PHC string could not be written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PinHashError(pub String);

impl std::fmt::Display for PinHashError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the PIN could not be hashed: {}", self.0)
    }
}

impl std::error::Error for PinHashError {}

fn error(e: impl std::fmt::Display) -> PinHashError {
    PinHashError(e.to_string())
}

/// Argon2 of `pin` with `salt` into `out`, in this thread's kept memory.
fn hash_into(
    argon: &Argon2<'_>,
    blocks: usize,
    pin: &[u8],
    salt: &[u8],
    out: &mut [u8],
) -> Result<(), argon2::Error> {
    MEMORY.with_borrow_mut(|memory| {
        if memory.len() < blocks {
            memory.resize(blocks, Block::default());
        }
        argon.hash_password_into_with_memory(pin, salt, out, &mut memory[..blocks])
    })
}

/// The argon2id hash of a PIN as a PHC string (random salt, default parameters).
pub fn hash_pin(pin: &str) -> Result<String, PinHashError> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(error)?;
    let mut salt_bytes = [0u8; 64];
    let salt_bytes = salt.as_salt().decode_b64(&mut salt_bytes).map_err(error)?;
    let params = Params::default();
    let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    hash_into(
        &argon,
        params.block_count(),
        pin.as_bytes(),
        salt_bytes,
        &mut out,
    )
    .map_err(error)?;
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(error)?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).map_err(error)?),
    };
    Ok(hash.to_string())
}

/// Whether `pin` matches the stored PHC string (any argon2 variant and version; false for a
/// string that is not one, or asks for more than [`MAX_MEMORY_KIB`]).
pub fn pin_matches(pin: &str, stored: &str) -> bool {
    let Ok(hash) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (hash.salt, hash.hash) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(hash.algorithm) else {
        return false;
    };
    let version = match hash.version.map(Version::try_from) {
        None => Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let Ok(params) = Params::try_from(&hash) else {
        return false;
    };
    if params.m_cost() > MAX_MEMORY_KIB {
        return false;
    }
    let mut salt_bytes = [0u8; 64];
    let Ok(salt_bytes) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let blocks = params.block_count();
    let argon = Argon2::new(algorithm, version, params);
    let mut out = vec![0u8; expected.len()];
    if hash_into(&argon, blocks, pin.as_bytes(), salt_bytes, &mut out).is_err() {
        return false;
    }
    // Output compares in constant time.
    Output::new(&out).is_ok_and(|computed| computed == expected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::password_hash::{PasswordHasher, PasswordVerifier};

    #[test]
    fn our_hashes_and_argon2s_own_read_each_other() {
        let ours = hash_pin("2468").expect("hashes");
        assert!(
            ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{ours}"
        );
        let parsed = PasswordHash::new(&ours).expect("a PHC string");
        assert!(Argon2::default().verify_password(b"2468", &parsed).is_ok());
        assert!(Argon2::default().verify_password(b"2469", &parsed).is_err());

        let salt = SaltString::encode_b64(b"0123456789abcdef").expect("a salt");
        let theirs = Argon2::default()
            .hash_password(b"1357", &salt)
            .expect("hashes")
            .to_string();
        assert!(pin_matches("1357", &theirs));
        assert!(!pin_matches("1358", &theirs));
        // Another variant and smaller memory, as an older or other tool may have stored.
        let params = Params::new(1024, 1, 1, None).expect("params");
        let argon2i = Argon2::new(Algorithm::Argon2i, Version::V0x10, params);
        let older = argon2i
            .hash_password(b"1357", &salt)
            .expect("hashes")
            .to_string();
        assert!(pin_matches("1357", &older));
        assert!(!pin_matches("7531", &older));
    }

    #[test]
    fn salts_differ_and_strings_that_are_not_hashes_never_match() {
        assert_ne!(
            hash_pin("2468").expect("hashes"),
            hash_pin("2468").expect("hashes")
        );
        assert!(!pin_matches("2468", "not a hash"));
        assert!(!pin_matches("2468", ""));
        assert!(!pin_matches(
            "2468",
            "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ"
        ));
        // A damaged row asking for 4 GiB is refused, not allocated.
        let salt = SaltString::encode_b64(b"0123456789abcdef").expect("a salt");
        let huge = format!(
            "$argon2id$v=19$m=4194304,t=1,p=1${}$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            salt.as_str()
        );
        assert!(!pin_matches("2468", &huge));
    }

    #[test]
    fn the_thread_keeps_one_block_of_memory_for_every_pin() {
        let stored = hash_pin("2468").expect("hashes");
        let kept = MEMORY.with_borrow(|memory| memory.as_ptr() as usize);
        for _ in 0..3 {
            assert!(pin_matches("2468", &stored));
        }
        MEMORY.with_borrow(|memory| {
            assert_eq!(memory.as_ptr() as usize, kept);
            assert_eq!(memory.len(), Params::default().block_count());
        });
    }
}
