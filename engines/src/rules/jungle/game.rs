//! A game: position, options and history, with undo, the outcome, the no-capture draw and the
//! 7-3 / 17-5 anti-repetition rules.
//!
//! How the anti-repetition rules are read (jungle.md, seed 000 违例处理). "A side's last N
//! consecutive moves" means the last N moves *that side* made in this game (the opponent's
//! moves in between do not count), and the rule only applies once the side has made N moves.
//!
//! * 7-3: if in the side's last 7 moves the same animal entered the same square 3 or more
//!   times, its next (8th) move may not enter that square again — that entry would be "more
//!   than 3". (Read as "already more than 3 times" the rule could never fire: an animal that
//!   entered a square 4 times in 7 moves is standing on it after the 7th.) Exceptions: any of
//!   those 7 moves entered a trap (either side's), or the animal is being chased — an enemy
//!   animal could capture it where it stands now.
//! * 17-5: if the side's last 17 moves all moved the same animal and it visited at most 5
//!   squares (its square before the first of them included), its next (18th) move may not enter
//!   any of them. Exception: any of those 17 moves entered a trap.

use super::animal::Animal;
use super::bitboard::Bitboard;
use super::movegen::MoveList;
use super::moves::Move;
use super::options::RuleOptions;
use super::piece::Piece;
use super::position::Position;
use super::refusal::{Refusal, RepetitionRule};
use super::side::Side;
use super::square::Square;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// An animal entered the enemy den (走入敌方兽穴).
    DenEntered {
        /// The side whose animal got in.
        winner: Side,
        /// The den entered.
        den: Square,
    },
    /// The loser has no animals left (被吃光).
    AllCaptured {
        /// The side with animals left.
        winner: Side,
    },
    /// The side to move has no legal move and loses (所有活着的兽被困住).
    NoLegalMove {
        /// The other side.
        winner: Side,
    },
    /// A draw after the configured number of rounds without a capture.
    NoCaptureDraw {
        /// The number of rounds.
        rounds: u32,
    },
    /// A side resigned.
    Resigned {
        /// The side that did not resign.
        winner: Side,
    },
    /// A side ran out of time.
    TimeOut {
        /// The side with time left.
        winner: Side,
    },
    /// A side left the game.
    OpponentLeft {
        /// The side that stayed.
        winner: Side,
    },
    /// Both sides agreed to a draw.
    DrawAgreed,
}

impl Outcome {
    /// Every outcome name, in declaration order.
    pub const NAMES: [&'static str; 8] = [
        "den-entered",
        "all-captured",
        "no-legal-move",
        "no-capture-draw",
        "resigned",
        "time-out",
        "opponent-left",
        "draw-agreed",
    ];

    /// The kebab-case name (Fluent id `jungle-outcome-<name>`).
    pub const fn name(&self) -> &'static str {
        match self {
            Outcome::DenEntered { .. } => "den-entered",
            Outcome::AllCaptured { .. } => "all-captured",
            Outcome::NoLegalMove { .. } => "no-legal-move",
            Outcome::NoCaptureDraw { .. } => "no-capture-draw",
            Outcome::Resigned { .. } => "resigned",
            Outcome::TimeOut { .. } => "time-out",
            Outcome::OpponentLeft { .. } => "opponent-left",
            Outcome::DrawAgreed => "draw-agreed",
        }
    }

    /// The winner, or `None` for a draw.
    pub const fn winner(&self) -> Option<Side> {
        match *self {
            Outcome::DenEntered { winner, .. }
            | Outcome::AllCaptured { winner }
            | Outcome::NoLegalMove { winner }
            | Outcome::Resigned { winner }
            | Outcome::TimeOut { winner }
            | Outcome::OpponentLeft { winner } => Some(winner),
            Outcome::NoCaptureDraw { .. } | Outcome::DrawAgreed => None,
        }
    }
}

impl Position {
    /// The outcome the board alone shows, history ignored: den entered, all captured, or no
    /// legal move for the side to move.
    pub fn outcome(&self, options: &RuleOptions) -> Option<Outcome> {
        for side in Side::ALL {
            let den = Square::den(side.opponent());
            if self.occupied_by(side).contains(den) {
                return Some(Outcome::DenEntered { winner: side, den });
            }
        }
        for side in Side::ALL {
            if self.occupied_by(side).is_empty() {
                return Some(Outcome::AllCaptured {
                    winner: side.opponent(),
                });
            }
        }
        if !self.has_legal_move(options) {
            return Some(Outcome::NoLegalMove {
                winner: self.side_to_move.opponent(),
            });
        }
        None
    }
}

/// A move as it was played, with what it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The animal that moved.
    pub piece: Piece,
    /// The enemy animal it captured, if any.
    pub captured: Option<Piece>,
}

/// A game in progress: the positions so far, the moves between them and any declared end.
#[derive(Debug, Clone)]
pub struct Game {
    options: RuleOptions,
    current: Position,
    previous: Vec<Position>,
    moves: Vec<PlayedMove>,
    declared: Option<Outcome>,
}

impl Game {
    /// A new game from the start position.
    pub fn new(options: RuleOptions) -> Game {
        Game::from_position(Position::start(), options)
    }

    /// A game starting from `position` (history before it is unknown and not counted).
    pub fn from_position(position: Position, options: RuleOptions) -> Game {
        Game {
            options,
            current: position,
            previous: Vec::new(),
            moves: Vec::new(),
            declared: None,
        }
    }

    /// The rule options.
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        self.previous.first().unwrap_or(&self.current)
    }

    /// The moves played so far, oldest first.
    pub fn history(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// Plies (single moves) since the last capture, or since the game started.
    pub fn plies_since_capture(&self) -> u32 {
        self.moves
            .iter()
            .rev()
            .take_while(|played| played.captured.is_none())
            .count() as u32
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(declared) = self.declared {
            return Some(declared);
        }
        let position = self.position();
        if let Some(outcome) = position.outcome(&self.options) {
            return Some(outcome);
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::NoLegalMove {
                winner: position.side_to_move().opponent(),
            });
        }
        let rounds = self.options.no_capture_draw_rounds;
        if rounds > 0 && self.plies_since_capture() >= rounds.saturating_mul(2) {
            return Some(Outcome::NoCaptureDraw { rounds });
        }
        None
    }

    /// The legal moves now, including the anti-repetition rules; none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let position = self.position();
        if self.declared.is_some() {
            return MoveList::new();
        }
        let mut list = MoveList::new();
        for &mv in position.legal_moves(&self.options).iter() {
            if self.repetition_refusal(mv).is_none() {
                list.push(mv);
            }
        }
        list
    }

    /// Checks a move against every rule, the anti-repetition rules and the game's end included.
    pub fn check_move(&self, mv: Move) -> Result<(), Refusal> {
        if self.declared.is_some() {
            return Err(Refusal::GameOver);
        }
        let rounds = self.options.no_capture_draw_rounds;
        if rounds > 0 && self.plies_since_capture() >= rounds.saturating_mul(2) {
            return Err(Refusal::GameOver);
        }
        self.position().check_move(&self.options, mv)?;
        match self.repetition_refusal(mv) {
            Some(refusal) => Err(refusal),
            None => Ok(()),
        }
    }

    /// Plays a move if it is legal.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, Refusal> {
        self.check_move(mv)?;
        let position = *self.position();
        let Some(piece) = position.piece_at(mv.from) else {
            return Err(Refusal::NoPiece { square: mv.from });
        };
        let played = PlayedMove {
            mv,
            piece,
            captured: position.captured_by(mv),
        };
        self.previous.push(position);
        self.current = position.play_unchecked(mv);
        self.moves.push(played);
        Ok(played)
    }

    /// Takes back the last move (and any declared end); returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        self.declared = None;
        let played = self.moves.pop()?;
        if let Some(position) = self.previous.pop() {
            self.current = position;
        }
        Some(played)
    }

    /// `side` resigns; the other side wins. Ignored if the game is already over.
    pub fn resign(&mut self, side: Side) {
        self.declare(Outcome::Resigned {
            winner: side.opponent(),
        });
    }

    /// `side` ran out of time; the other side wins.
    pub fn time_out(&mut self, side: Side) {
        self.declare(Outcome::TimeOut {
            winner: side.opponent(),
        });
    }

    /// `side` left the game; the other side wins.
    pub fn leave(&mut self, side: Side) {
        self.declare(Outcome::OpponentLeft {
            winner: side.opponent(),
        });
    }

    /// Both sides agree to a draw.
    pub fn agree_draw(&mut self) {
        self.declare(Outcome::DrawAgreed);
    }

    fn declare(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.declared = Some(outcome);
        }
    }

    /// The moves of `side` in this game, oldest first.
    fn moves_of(&self, side: Side) -> impl DoubleEndedIterator<Item = &PlayedMove> {
        self.moves
            .iter()
            .filter(move |played| played.piece.side == side)
    }

    /// Which anti-repetition rule (if any) forbids `mv`, assuming it is otherwise legal.
    fn repetition_refusal(&self, mv: Move) -> Option<Refusal> {
        let position = self.position();
        let piece = position.piece_at(mv.from)?;
        if self.options.rule_7_3
            && let Some(refusal) = self.seven_three(position, piece, mv)
        {
            return Some(refusal);
        }
        if self.options.rule_17_5 {
            return self.seventeen_five(piece, mv);
        }
        None
    }

    fn last_moves_of(&self, side: Side, count: usize) -> Option<Vec<PlayedMove>> {
        let mut last: Vec<PlayedMove> = self.moves_of(side).rev().take(count).copied().collect();
        if last.len() < count {
            return None;
        }
        last.reverse();
        Some(last)
    }

    fn seven_three(&self, position: &Position, piece: Piece, mv: Move) -> Option<Refusal> {
        let window = self.last_moves_of(piece.side, 7)?;
        if window.iter().any(|played| played.mv.to.is_trap()) {
            return None;
        }
        let entries = window
            .iter()
            .filter(|played| played.piece == piece && played.mv.to == mv.to)
            .count();
        if entries < 3 || position.is_chased(&self.options, mv.from) {
            return None;
        }
        Some(Refusal::RepetitionLimit {
            rule: RepetitionRule::SevenThree,
            animal: piece.animal,
            square: mv.to,
        })
    }

    fn seventeen_five(&self, piece: Piece, mv: Move) -> Option<Refusal> {
        let window = self.last_moves_of(piece.side, 17)?;
        let first = window.first()?;
        let animal: Animal = first.piece.animal;
        if animal != piece.animal || window.iter().any(|played| played.piece != piece) {
            return None;
        }
        if window.iter().any(|played| played.mv.to.is_trap()) {
            return None;
        }
        let visited = window
            .iter()
            .fold(Bitboard::from_square(first.mv.from), |set, played| {
                set.with(played.mv.to)
            });
        if visited.count() > 5 || !visited.contains(mv.to) {
            return None;
        }
        Some(Refusal::RepetitionLimit {
            rule: RepetitionRule::SeventeenFive,
            animal: piece.animal,
            square: mv.to,
        })
    }
}
