//! The class roster's rules: what a name, an avatar, a picture code and a teacher PIN may be,
//! and reading a pasted list of names. Only a display name and a picture are kept for a child.

/// The pictures a child can have (the app's avatars, same names).
pub const AVATARS: [&str; 12] = [
    "rat", "cat", "dog", "wolf", "leopard", "tiger", "lion", "elephant", "panda", "rabbit",
    "monkey", "frog",
];
/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The most children one class holds (and one paste adds).
pub const MAX_STUDENTS: usize = 60;
/// The longest class name, in characters.
pub const MAX_CLASS_NAME_CHARS: usize = 60;

/// Why a roster value is refused (sent as the `error` text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RosterError {
    /// Empty, too long, or with control characters.
    BadName,
    /// Not one of [`AVATARS`].
    UnknownAvatar,
    /// Not 3–4 pictures of [`AVATARS`].
    BadPictureCode,
    /// Not 4–12 digits.
    BadPin,
    /// The class already has [`MAX_STUDENTS`] children.
    ClassFull,
}

impl RosterError {
    /// The English text of the error body.
    pub fn as_str(self) -> &'static str {
        match self {
            RosterError::BadName => "the name must be 1-40 characters without control characters",
            RosterError::UnknownAvatar => "unknown avatar",
            RosterError::BadPictureCode => "a picture code is 3 or 4 avatar names",
            RosterError::BadPin => "the teacher PIN must be 4-12 digits",
            RosterError::ClassFull => "the class already has 60 children",
        }
    }
}

/// A display name, trimmed, or why not.
pub fn check_name(name: &str, max_chars: usize) -> Result<String, RosterError> {
    let name = name.trim();
    let count = name.chars().count();
    if count == 0 || count > max_chars || name.chars().any(char::is_control) {
        return Err(RosterError::BadName);
    }
    Ok(name.to_owned())
}

/// Whether `avatar` is one of [`AVATARS`].
pub fn check_avatar(avatar: &str) -> Result<(), RosterError> {
    if AVATARS.contains(&avatar) {
        Ok(())
    } else {
        Err(RosterError::UnknownAvatar)
    }
}

/// A picture code as stored (`lion,cat,frog`), or why not.
pub fn check_picture_code(pictures: &[String]) -> Result<String, RosterError> {
    let fits =
        (3..=4).contains(&pictures.len()) && pictures.iter().all(|p| AVATARS.contains(&p.as_str()));
    if fits {
        Ok(pictures.join(","))
    } else {
        Err(RosterError::BadPictureCode)
    }
}

/// Whether a teacher PIN is 4–12 ASCII digits.
pub fn check_pin(pin: &str) -> Result<(), RosterError> {
    if (4..=12).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(RosterError::BadPin)
    }
}

/// The names of a pasted list (one a line, or separated by commas or 、), each with the avatar
/// dealt to it in turn starting after `already` children; at most [`MAX_STUDENTS`] lines read.
pub fn read_pasted(text: &str, already: usize) -> Result<Vec<(String, &'static str)>, RosterError> {
    let mut out = Vec::new();
    for part in text
        .split(['\n', ',', '、', '，', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        if already + out.len() >= MAX_STUDENTS {
            return Err(RosterError::ClassFull);
        }
        let name = check_name(part, MAX_NAME_CHARS)?;
        let avatar = AVATARS[(already + out.len()) % AVATARS.len()];
        out.push((name, avatar));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_list_skips_blank_lines_and_deals_avatars_in_turn() {
        let names = read_pasted("小明\n\n 小红 ,Li Lei、王芳\r\n", 1).expect("fits");
        let expected = [
            ("小明", "cat"),
            ("小红", "dog"),
            ("Li Lei", "wolf"),
            ("王芳", "leopard"),
        ];
        assert_eq!(names.len(), expected.len());
        for ((name, avatar), (want_name, want_avatar)) in names.iter().zip(expected) {
            assert_eq!((name.as_str(), *avatar), (want_name, want_avatar));
        }
        assert_eq!(
            read_pasted("a\nb", MAX_STUDENTS - 1),
            Err(RosterError::ClassFull)
        );
    }

    #[test]
    fn names_pins_and_picture_codes_have_limits() {
        assert_eq!(check_name("  ", MAX_NAME_CHARS), Err(RosterError::BadName));
        assert_eq!(
            check_name("a\u{7}", MAX_NAME_CHARS),
            Err(RosterError::BadName)
        );
        assert_eq!(
            check_name(&"名".repeat(41), MAX_NAME_CHARS),
            Err(RosterError::BadName)
        );
        assert_eq!(check_name(" 小明 ", MAX_NAME_CHARS), Ok("小明".into()));
        assert!(check_pin("2468").is_ok());
        assert!(check_pin("246").is_err());
        assert!(check_pin("24a8").is_err());
        let code = |items: &[&str]| {
            check_picture_code(&items.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(code(&["lion", "cat", "frog"]), Ok("lion,cat,frog".into()));
        assert!(code(&["lion", "cat"]).is_err());
        assert!(code(&["lion", "cat", "unicorn"]).is_err());
        assert!(check_avatar("lion").is_ok() && check_avatar("dragon").is_err());
    }
}
