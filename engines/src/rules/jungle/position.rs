//! A position: where every animal stands and whose turn it is, checked against the placement
//! rules, with bitboards and an incrementally updated Zobrist hash.

use super::animal::Animal;
use super::bitboard::Bitboard;
use super::fen::{self, FenError};
use super::moves::Move;
use super::piece::Piece;
use super::side::Side;
use super::square::Square;
use super::zobrist;

/// A board as read from text, not yet checked against the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square, indexed by `Square::index`.
    pub board: [Option<Piece>; Square::COUNT],
    /// Whose turn it is.
    pub side_to_move: Side,
}

/// Why a setup is not a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A side has two of the same animal.
    DuplicateAnimal {
        /// The side.
        side: Side,
        /// The animal.
        animal: Animal,
        /// The second square it was found on.
        square: Square,
    },
    /// An animal other than the rat stands in water.
    AnimalInWater {
        /// The animal.
        animal: Animal,
        /// The water square.
        square: Square,
    },
    /// An animal stands in its own den.
    AnimalInOwnDen {
        /// The side.
        side: Side,
        /// The animal.
        animal: Animal,
    },
}

/// A legal arrangement of animals and the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: [Option<Piece>; Square::COUNT],
    pub(crate) by_side: [Bitboard; 2],
    pub(crate) rats: [Bitboard; 2],
    pub(crate) side_to_move: Side,
    pub(crate) hash: u64,
}

impl Setup {
    /// Parses position text without checking the rules of placement.
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        fen::parse_setup(text)
    }

    /// Checks the placement rules: one of each animal per side at most, only rats in water, no
    /// animal in its own den.
    pub fn validate(&self) -> Result<Position, PositionError> {
        let mut seen = [[false; 8]; 2];
        for square in Square::all() {
            let Some(piece) = self.board[square.index()] else {
                continue;
            };
            let slot = &mut seen[piece.side.index()][piece.animal.index()];
            if *slot {
                return Err(PositionError::DuplicateAnimal {
                    side: piece.side,
                    animal: piece.animal,
                    square,
                });
            }
            *slot = true;
            if square.is_water() && piece.animal != Animal::Rat {
                return Err(PositionError::AnimalInWater {
                    animal: piece.animal,
                    square,
                });
            }
            if square.den_of() == Some(piece.side) {
                return Err(PositionError::AnimalInOwnDen {
                    side: piece.side,
                    animal: piece.animal,
                });
            }
        }
        let mut position = Position {
            board: [None; Square::COUNT],
            by_side: [Bitboard::EMPTY; 2],
            rats: [Bitboard::EMPTY; 2],
            side_to_move: Side::Red,
            hash: 0,
        };
        for square in Square::all() {
            if let Some(piece) = self.board[square.index()] {
                position.put(piece, square);
            }
        }
        if self.side_to_move == Side::Blue {
            position.side_to_move = Side::Blue;
            position.hash ^= zobrist::blue_to_move_key();
        }
        Ok(position)
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start position, Red to move.
    pub fn start() -> Position {
        let mut position = Position {
            board: [None; Square::COUNT],
            by_side: [Bitboard::EMPTY; 2],
            rats: [Bitboard::EMPTY; 2],
            side_to_move: Side::Red,
            hash: 0,
        };
        for side in Side::ALL {
            for animal in Animal::ALL {
                position.put(Piece::new(side, animal), start_square(side, animal));
            }
        }
        position
    }

    /// Parses and validates position text.
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        Setup::from_fen(text)?.validate().map_err(FenError::Invalid)
    }

    /// The position text.
    pub fn to_fen(&self) -> String {
        fen::write(&self.board, self.side_to_move)
    }

    /// The unvalidated setup of this position (for editing).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            side_to_move: self.side_to_move,
        }
    }

    /// Whose turn it is.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The piece on `square`.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    /// Every piece with its square, `a1` first.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        Square::all()
            .filter_map(|square| self.board[square.index()].map(|piece| (square, piece)))
            .collect()
    }

    /// Where `side`'s `animal` stands, if it is still on the board.
    pub fn square_of(&self, side: Side, animal: Animal) -> Option<Square> {
        self.occupied_by(side)
            .find(|square| self.board[square.index()].is_some_and(|piece| piece.animal == animal))
    }

    /// The squares of `side`'s animals.
    #[inline]
    pub fn occupied_by(&self, side: Side) -> Bitboard {
        self.by_side[side.index()]
    }

    /// The Zobrist hash of the pieces and the side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the game is over by the board alone: an animal stands in the enemy den, or a side
    /// has no animals left.
    #[inline]
    pub fn is_finished(&self) -> bool {
        let red = self.by_side[0];
        let blue = self.by_side[1];
        red.is_empty() || blue.is_empty() || red.contains(Square::D9) || blue.contains(Square::D1)
    }

    /// The same position with the other side to move (for "what could the enemy do" queries).
    pub fn with_side_to_move(&self, side: Side) -> Position {
        let mut position = *self;
        if side != self.side_to_move {
            position.side_to_move = side;
            position.hash ^= zobrist::blue_to_move_key();
        }
        position
    }

    fn put(&mut self, piece: Piece, square: Square) {
        self.board[square.index()] = Some(piece);
        self.by_side[piece.side.index()] |= Bitboard::from_square(square);
        if piece.animal == Animal::Rat {
            self.rats[piece.side.index()] |= Bitboard::from_square(square);
        }
        self.hash ^= zobrist::piece_key(piece, square);
    }

    fn remove(&mut self, piece: Piece, square: Square) {
        self.board[square.index()] = None;
        self.by_side[piece.side.index()] = self.by_side[piece.side.index()].without(square);
        if piece.animal == Animal::Rat {
            self.rats[piece.side.index()] = self.rats[piece.side.index()].without(square);
        }
        self.hash ^= zobrist::piece_key(piece, square);
    }

    /// Plays a move already known to be legal (from `legal_moves`), returning the new position.
    /// An illegal move gives an unspecified but memory-safe position; use `play` to check.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        if let Some(mover) = self.board[mv.from.index()] {
            if let Some(captured) = self.board[mv.to.index()] {
                next.remove(captured, mv.to);
            }
            next.remove(mover, mv.from);
            next.put(mover, mv.to);
        }
        next.side_to_move = self.side_to_move.opponent();
        next.hash ^= zobrist::blue_to_move_key();
        next
    }
}

/// The square where `side`'s `animal` starts the game.
pub const fn start_square(side: Side, animal: Animal) -> Square {
    let red = match animal {
        Animal::Lion => Square::G1,
        Animal::Tiger => Square::A1,
        Animal::Dog => Square::F2,
        Animal::Cat => Square::B2,
        Animal::Rat => Square::G3,
        Animal::Leopard => Square::E3,
        Animal::Wolf => Square::C3,
        Animal::Elephant => Square::A3,
    };
    match side {
        Side::Red => red,
        // Blue's setup is Red's turned half a circle.
        Side::Blue => Square::from_index_unchecked(62 - red.index() as u32),
    }
}
