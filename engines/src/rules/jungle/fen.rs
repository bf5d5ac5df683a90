//! Position text (FEN style, as public Jungle engines write it): ranks 9 → 1 split by `/`, digits
//! for empty squares, upper case Red, lower case Blue, then ` w` (Red to move) or ` b` (Blue).

use super::piece::Piece;
use super::position::{PositionError, Setup};
use super::side::Side;
use super::square::Square;

/// The start position.
pub const START_FEN: &str = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w";

/// What is wrong with a position text, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// There are not nine ranks.
    WrongRankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A rank does not describe exactly seven squares.
    WrongRankLength {
        /// The rank, 1..9 as on the board.
        rank: u8,
        /// How many squares it described.
        squares: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–7.
    UnknownPieceLetter {
        /// The character.
        letter: char,
        /// The rank, 1..9.
        rank: u8,
    },
    /// The side to move is missing.
    MissingSideToMove,
    /// The side to move is not `w` or `b`.
    BadSideToMove {
        /// The text given.
        text: String,
    },
    /// More text after the side to move.
    TrailingText {
        /// The extra text.
        text: String,
    },
    /// The text parsed but the position breaks a rule.
    Invalid(PositionError),
}

/// Parses position text into an unvalidated setup.
pub fn parse_setup(text: &str) -> Result<Setup, FenError> {
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or(FenError::Empty)?;
    let side = fields.next().ok_or(FenError::MissingSideToMove)?;
    let rest: Vec<&str> = fields.collect();
    if !rest.is_empty() {
        return Err(FenError::TrailingText {
            text: rest.join(" "),
        });
    }
    let side_to_move = match side {
        "w" | "r" => Side::Red,
        "b" => Side::Blue,
        other => {
            return Err(FenError::BadSideToMove {
                text: other.to_string(),
            });
        }
    };
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != usize::from(Square::RANKS) {
        return Err(FenError::WrongRankCount { found: ranks.len() });
    }
    let mut setup = Setup {
        board: [None; Square::COUNT],
        side_to_move,
    };
    for (row, text) in ranks.iter().enumerate() {
        let rank = Square::RANKS - 1 - row as u8;
        let mut file = 0usize;
        for letter in text.chars() {
            if let Some(digit) = letter.to_digit(10).filter(|d| (1..=7).contains(d)) {
                file += digit as usize;
            } else if let Some(piece) = Piece::from_fen_char(letter) {
                if let Some(square) = u8::try_from(file)
                    .ok()
                    .and_then(|file| Square::from_coords(file, rank))
                {
                    setup.board[square.index()] = Some(piece);
                }
                file += 1;
            } else {
                return Err(FenError::UnknownPieceLetter {
                    letter,
                    rank: rank + 1,
                });
            }
        }
        if file != usize::from(Square::FILES) {
            return Err(FenError::WrongRankLength {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(setup)
}

/// Writes the position text of a board and side to move.
pub fn write(board: &[Option<Piece>; Square::COUNT], side_to_move: Side) -> String {
    let mut text = String::new();
    for rank in (0..Square::RANKS).rev() {
        let mut empty = 0;
        for file in 0..Square::FILES {
            let piece = Square::from_coords(file, rank).and_then(|square| board[square.index()]);
            match piece {
                Some(piece) => {
                    if empty > 0 {
                        text.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    text.push(piece.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push(' ');
    text.push(side_to_move.fen_letter());
    text
}
