//! A move: from-square and to-square, written `g3g4` (a step) or `c3c7` (a jump).

use super::square::Square;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One animal moving from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the animal stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

/// Text that is not a move like `g3g4`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseMoveError {
    /// The text that was given.
    pub text: String,
}

impl Move {
    /// A move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Parses two square names written together (`g3g4`).
    pub fn parse(text: &str) -> Result<Move, ParseMoveError> {
        let error = || ParseMoveError {
            text: text.to_string(),
        };
        if !text.is_ascii() || text.len() != 4 {
            return Err(error());
        }
        let from = Square::parse(&text[..2]).map_err(|_| error())?;
        let to = Square::parse(&text[2..]).map_err(|_| error())?;
        Ok(Move { from, to })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        Move::parse(text)
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = String::deserialize(deserializer)?;
        Move::parse(&text).map_err(|_| serde::de::Error::custom(format_args!("bad move {text:?}")))
    }
}
