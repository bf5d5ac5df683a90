//! Class codes and tokens: short codes a teacher reads aloud or projects, without look-alike
//! characters (no 0/O, 1/I/L), and the long random tokens devices keep.

/// The characters of a class code.
pub const CODE_ALPHABET: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// How long a class code is.
pub const CODE_LEN: usize = 6;

/// A class code made from random bytes (one character per byte).
pub fn code_from_bytes(bytes: [u8; CODE_LEN]) -> String {
    bytes
        .iter()
        .map(|&b| char::from(CODE_ALPHABET[usize::from(b) % CODE_ALPHABET.len()]))
        .collect()
}

/// A code as someone typed it, made comparable (spaces and dashes dropped, upper case); `None`
/// when it cannot be a class code.
pub fn normalize_code(typed: &str) -> Option<String> {
    let cleaned: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let valid = cleaned.len() == CODE_LEN && cleaned.bytes().all(|b| CODE_ALPHABET.contains(&b));
    valid.then_some(cleaned)
}

/// A token (or id) of `bytes.len() * 2` lower-case hex digits.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_only_the_alphabet_and_read_back_in_any_case() {
        let code = code_from_bytes([0, 30, 31, 255, 100, 7]);
        assert_eq!(code.len(), CODE_LEN);
        assert_eq!(normalize_code(&code.to_lowercase()), Some(code.clone()));
        let spaced = format!("{} {}", &code[..3], &code[3..]);
        assert_eq!(normalize_code(&spaced), Some(code));
        assert_eq!(
            normalize_code("ABC1O0"),
            None,
            "look-alikes are not in codes"
        );
        assert_eq!(normalize_code("ABCDE"), None);
        assert_eq!(normalize_code("ABCDEFG"), None);
    }

    #[test]
    fn hex_is_two_digits_a_byte() {
        assert_eq!(hex(&[0, 15, 255]), "000fff");
    }
}
