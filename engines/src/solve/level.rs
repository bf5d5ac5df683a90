//! How strong a computer opponent plays: a ladder of eight levels, the same for both games,
//! named after the eight Jungle animals so that a child climbs from the rat (1) to the
//! elephant (8). Each opponent's module says what a level means for its game.
//!
//! The old three steps map onto the ladder: easy = 2 (cat), medium = 4 (dog), hard = 7 (lion).

use std::fmt;
use std::time::Duration;

/// How strong the computer plays: 1 (rat, the gentlest) to 8 (elephant, the strongest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// Text that names no level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a level: {:?} (1-8, max, an animal rat..elephant, or easy/medium/hard)",
            self.text
        )
    }
}

impl std::error::Error for ParseLevelError {}

/// The stable names of the levels, rat (1) first.
const NAMES: [&str; 8] = [
    "rat", "cat", "wolf", "dog", "leopard", "tiger", "lion", "elephant",
];

#[allow(
    non_upper_case_globals,
    reason = "the old three-step names stay usable as `Level::Easy` etc. (patterns included)"
)]
impl Level {
    /// The gentlest level (1, rat).
    pub const MIN: Level = Level(1);
    /// The strongest level (8, elephant).
    pub const MAX: Level = Level(8);
    /// Every level, gentlest first.
    pub const ALL: [Level; 8] = [
        Level(1),
        Level(2),
        Level(3),
        Level(4),
        Level(5),
        Level(6),
        Level(7),
        Level(8),
    ];
    /// The old "easy": level 2 (cat).
    pub const Easy: Level = Level(2);
    /// The old "medium": level 4 (dog), the first level that defends against what it sees.
    pub const Medium: Level = Level(4);
    /// The old "hard": level 7 (lion).
    pub const Hard: Level = Level(7);

    /// The level numbered `number` (1..=8).
    pub const fn new(number: u8) -> Option<Level> {
        if number >= 1 && number <= 8 {
            Some(Level(number))
        } else {
            None
        }
    }

    /// Its number, 1..=8.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The stable name: the animal (`rat` … `elephant`); Fluent id `level-<name>`.
    pub const fn name(self) -> &'static str {
        NAMES[(self.0 - 1) as usize]
    }

    /// Reads `1`..`8`, `max`, an animal name (`rat` … `elephant`) or the old `easy`, `medium`,
    /// `hard` (case ignored).
    pub fn parse(text: &str) -> Result<Level, ParseLevelError> {
        let lower = text.trim().to_ascii_lowercase();
        let level = match lower.as_str() {
            "max" => Some(Level::MAX),
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            name => match name.parse::<u8>() {
                Ok(number) => Level::new(number),
                Err(_) => NAMES
                    .iter()
                    .position(|&known| known == name)
                    .and_then(|index| Level::new(index as u8 + 1)),
            },
        };
        level.ok_or(ParseLevelError {
            text: text.to_string(),
        })
    }

    /// Whether this level never plays a move that it can see loses by force (level 4 up).
    pub const fn defends(self) -> bool {
        self.0 >= 4
    }

    /// The pause before the computer's move appears, so a child sees it "think": about a
    /// second at the lowest level, half a second from the middle up (the stronger levels
    /// think for real as well). The app may scale or switch it off.
    pub const fn thinking_pause(self) -> Duration {
        Duration::from_millis(match self.0 {
            1 | 2 => 1000,
            3 | 4 => 800,
            5 | 6 => 600,
            _ => 500,
        })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        Level::parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_of_a_level_reads_back() {
        for level in Level::ALL {
            assert_eq!(Level::parse(&level.to_string()), Ok(level));
            assert_eq!(Level::parse(level.name()), Ok(level));
        }
        assert_eq!(Level::parse("max"), Ok(Level::MAX));
        assert_eq!(Level::parse("Hard"), Ok(Level::Hard));
        assert_eq!(Level::parse("elephant"), Ok(Level::new(8).expect("8")));
        for bad in ["0", "9", "", "mouse", "-1"] {
            assert!(Level::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_old_steps_climb_the_ladder() {
        assert!(Level::Easy < Level::Medium && Level::Medium < Level::Hard);
        assert!(!Level::Easy.defends() && Level::Medium.defends());
        assert_eq!(Level::MIN.name(), "rat");
        assert_eq!(Level::MAX.name(), "elephant");
    }
}
