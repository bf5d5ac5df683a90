//! A piece: an animal of one side.

use super::{animal::Animal, side::Side};
use serde::{Deserialize, Serialize};

/// An animal belonging to a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// Whose animal it is.
    pub side: Side,
    /// Which animal.
    pub animal: Animal,
}

impl Piece {
    /// A piece of `side`.
    pub const fn new(side: Side, animal: Animal) -> Piece {
        Piece { side, animal }
    }

    /// The FEN letter: upper case for Red, lower case for Blue.
    pub const fn fen_char(self) -> char {
        let letter = self.animal.letter();
        match self.side {
            Side::Red => letter,
            Side::Blue => letter.to_ascii_lowercase(),
        }
    }

    /// The piece of a FEN letter (`E`…`R` Red, `e`…`r` Blue).
    pub fn from_fen_char(letter: char) -> Option<Piece> {
        let animal = Animal::from_letter(letter)?;
        let side = if letter.is_ascii_uppercase() {
            Side::Red
        } else {
            Side::Blue
        };
        Some(Piece { side, animal })
    }
}
