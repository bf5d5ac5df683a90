//! Jungle (斗兽棋): board, animals, positions, legal moves and the typed reasons a move is refused.

pub mod animal;
pub mod bitboard;
pub mod capture;
pub mod fen;
pub mod game;
pub mod jump;
pub mod movegen;
pub mod moves;
pub mod options;
pub mod piece;
pub mod position;
pub mod query;
pub mod refusal;
pub mod side;
pub mod square;
pub mod zobrist;

pub use animal::Animal;
pub use bitboard::Bitboard;
pub use fen::{FenError, START_FEN};
pub use game::{Game, Outcome, PlayedMove};
pub use movegen::{MoveList, PerftLimit};
pub use moves::{Move, ParseMoveError};
pub use options::{
    JumpBlockedBy, OptionError, RatWaterToLand, RuleOptions, SameKindCapture, StrengthOrder,
    WeakeningTraps,
};
pub use piece::Piece;
pub use position::{Position, PositionError, Setup, start_square};
pub use query::start_squares;
pub use refusal::{Refusal, RefusalValue, RepetitionRule};
pub use side::Side;
pub use square::{ParseSquareError, Square};
