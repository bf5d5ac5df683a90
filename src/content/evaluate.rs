//! What the engine says for a lesson step: each step kind's expected answer (a set, an order, a
//! verdict) computed by the rules engines from the step's goal. `check` compares stored answers
//! with it and the tutor judges learners' actions with it, so both always agree.

use super::diagnostic::{DiagnosticKind, Finding};
use super::message::{one_of, with_suggestion};
use super::suggest::did_you_mean;
use super::words::{FindProperty, JungleGoal, SideChoice};
use crate::i18n::jungle::{animal as animal_name, side as side_name};
use crate::msg;
use crate::rules::jungle::fen::FenError;
use crate::rules::jungle::jump::jump_between;
use crate::rules::jungle::{
    Animal, Move, Position, PositionError, Refusal, RuleOptions, SameKindCapture, Side, Square,
    start_square,
};
use serde_spanned::Spanned;
use std::collections::BTreeSet;
use std::ops::Range;

/// Why a legal Jungle move still misses a `jungle-move` step's goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalMiss {
    /// The goal is a river jump, and this move is a step.
    NotAJump,
    /// The goal names the piece that must move, and another one moved.
    NotThePiece {
        /// The square of the piece that should move.
        piece: Square,
    },
    /// The goal is a capture, and this move captures nothing.
    NoCapture,
    /// The move does not land on the square the goal names.
    NotTheTarget {
        /// The square to reach or capture on.
        target: Square,
    },
    /// The goal is the enemy den, and the move goes elsewhere.
    NotIntoDen {
        /// The enemy den.
        den: Square,
    },
    /// The goal is an escape, and an enemy could still capture the animal afterwards.
    StillChased {
        /// The animal that had to escape.
        animal: Animal,
        /// Where it stands after the move.
        square: Square,
    },
}

/// How a Jungle move fares against a `jungle-move` step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveMiss {
    /// The rules refuse the move.
    Illegal(Refusal),
    /// The move is legal but does not reach the goal.
    Misses(GoalMiss),
}

/// A `jungle-move` step read into engine types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveTask {
    /// The position, side to move included.
    pub position: Position,
    /// The rules in force.
    pub options: RuleOptions,
    /// What the move must do.
    pub goal: JungleGoal,
    /// The piece that must move (or escape), if named.
    pub piece: Option<Square>,
    /// The square to reach or capture on, if named.
    pub target: Option<Square>,
}

impl MoveTask {
    /// Whether `mv` is legal and reaches the goal; otherwise the engine's reason.
    pub fn judge(&self, mv: Move) -> Result<(), MoveMiss> {
        self.position
            .check_move(&self.options, mv)
            .map_err(MoveMiss::Illegal)?;
        self.reaches_goal(mv).map_err(MoveMiss::Misses)
    }

    /// Every legal move that reaches the goal, in the engine's order.
    pub fn winning_moves(&self) -> Vec<Move> {
        self.position
            .legal_moves(&self.options)
            .iter()
            .copied()
            .filter(|mv| self.reaches_goal(*mv).is_ok())
            .collect()
    }

    /// The goal test for a move already known to be legal.
    fn reaches_goal(&self, mv: Move) -> Result<(), GoalMiss> {
        let moves_the_piece = self.piece.is_none_or(|piece| piece == mv.from);
        match self.goal {
            JungleGoal::Jump => {
                if jump_between(mv.from, mv.to).is_none() {
                    return Err(GoalMiss::NotAJump);
                }
            }
            JungleGoal::Capture => {
                if self.position.captured_by(mv).is_none() {
                    return Err(GoalMiss::NoCapture);
                }
            }
            JungleGoal::Reach | JungleGoal::EnterDen | JungleGoal::Escape => {}
        }
        if let Some(target) = self.target
            && target != mv.to
        {
            return Err(GoalMiss::NotTheTarget { target });
        }
        match self.goal {
            JungleGoal::EnterDen => {
                let den = Square::den(self.position.side_to_move().opponent());
                if mv.to != den {
                    return Err(GoalMiss::NotIntoDen { den });
                }
            }
            JungleGoal::Escape => {
                // The escaping animal is the one on `piece`; it may run, or another animal may
                // capture or block its chaser.
                let Some(piece) = self.piece else {
                    return Ok(());
                };
                let Some(animal) = self.position.piece_at(piece) else {
                    return Ok(());
                };
                let square = if mv.from == piece { mv.to } else { piece };
                let after = self.position.play_unchecked(mv);
                if after.is_chased(&self.options, square) {
                    return Err(GoalMiss::StillChased {
                        animal: animal.animal,
                        square,
                    });
                }
                return Ok(());
            }
            _ => {}
        }
        if !moves_the_piece && let Some(piece) = self.piece {
            return Err(GoalMiss::NotThePiece { piece });
        }
        Ok(())
    }
}

/// Why one animal may capture another (the engine's "yes").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureReason {
    /// The attacker is stronger (a different kind; two of one kind are `SameKind`).
    Stronger {
        /// The capturing animal.
        attacker: Animal,
        /// The captured animal.
        defender: Animal,
    },
    /// Two animals of one kind may capture each other.
    SameKind {
        /// The kind.
        animal: Animal,
    },
    /// The little rat beats the elephant.
    RatBeatsElephant,
    /// The defender stands in a trap and has lost its strength.
    Weakened {
        /// The trapped animal.
        defender: Animal,
        /// The trap.
        square: Square,
    },
}

/// The engine's answer to "can A capture B?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureTruth {
    /// Yes, and why.
    Yes(CaptureReason),
    /// No: the rule that forbids it.
    No(Refusal),
}

impl CaptureTruth {
    /// The yes/no answer.
    pub fn allowed(self) -> bool {
        matches!(self, CaptureTruth::Yes(_))
    }
}

/// The food chain without a board (strength order, rat–elephant, same-kind rule).
pub fn capture_by_animals(
    attacker: Animal,
    defender: Animal,
    options: &RuleOptions,
) -> CaptureTruth {
    if attacker.can_capture(defender, options) {
        return CaptureTruth::Yes(match (attacker, defender) {
            (Animal::Rat, Animal::Elephant) => CaptureReason::RatBeatsElephant,
            (a, d) if a == d => CaptureReason::SameKind { animal: a },
            (attacker, defender) => CaptureReason::Stronger { attacker, defender },
        });
    }
    CaptureTruth::No(match (attacker, defender) {
        (Animal::Elephant, Animal::Rat) => Refusal::ElephantCannotCaptureRat,
        (a, d) if a == d && options.same_kind_capture == SameKindCapture::DefenderOnly => {
            Refusal::SameKindDefenderOnly { animal: a }
        }
        (attacker, defender) => Refusal::TooStrong { attacker, defender },
    })
}

/// The capture rule on a board: may the animal on `from` capture the one on `to` (distance and
/// turn ignored)? `Err` when either square has no animal or both are on one side.
pub fn capture_on_board(
    position: &Position,
    options: &RuleOptions,
    from: Square,
    to: Square,
) -> Result<CaptureTruth, Refusal> {
    match position.can_capture(options, from, to) {
        Ok(()) => {
            let (Some(attacker), Some(defender)) = (position.piece_at(from), position.piece_at(to))
            else {
                return Err(Refusal::NoPiece { square: from });
            };
            if position.is_weakened(options, to) {
                return Ok(CaptureTruth::Yes(CaptureReason::Weakened {
                    defender: defender.animal,
                    square: to,
                }));
            }
            match capture_by_animals(attacker.animal, defender.animal, options) {
                CaptureTruth::Yes(reason) => Ok(CaptureTruth::Yes(reason)),
                // The board allows what the bare food chain would not (a trap rule variant).
                CaptureTruth::No(_) => Ok(CaptureTruth::Yes(CaptureReason::Weakened {
                    defender: defender.animal,
                    square: to,
                })),
            }
        }
        Err(refusal @ (Refusal::NoPiece { .. } | Refusal::OntoOwnPiece { .. })) => Err(refusal),
        Err(refusal) => Ok(CaptureTruth::No(refusal)),
    }
}

/// The animals of a `food-chain-order` step strongest first under the rules (all eight when the
/// step names none).
pub fn strength_order(animals: &[Animal], options: &RuleOptions) -> Vec<Animal> {
    let mut order: Vec<Animal> = if animals.is_empty() {
        Animal::ALL.to_vec()
    } else {
        animals.to_vec()
    };
    order.sort_by_key(|animal| std::cmp::Reverse(animal.strength(options)));
    order
}

/// The first place an order differs from the engine's: the animal put there and the stronger one
/// that belongs there instead. `None` when the order is right.
pub fn first_misorder(given: &[Animal], expected: &[Animal]) -> Option<(Animal, Animal)> {
    given
        .iter()
        .zip(expected)
        .find(|(g, e)| g != e)
        .map(|(g, e)| (*g, *e))
}

/// Whose animals a `place-pieces` step uses and which: every (side, animal, start square).
pub fn placement_targets(side: SideChoice, animals: &[Animal]) -> Vec<(Side, Animal, Square)> {
    let sides: &[Side] = match side {
        SideChoice::Red => &[Side::Red],
        SideChoice::Blue => &[Side::Blue],
        SideChoice::Both => &Side::ALL,
    };
    let animals: Vec<Animal> = if animals.is_empty() {
        Animal::ALL.iter().rev().copied().collect()
    } else {
        animals.to_vec()
    };
    sides
        .iter()
        .flat_map(|side| {
            animals
                .iter()
                .map(move |animal| (*side, *animal, start_square(*side, *animal)))
        })
        .collect()
}

/// Stars for a timed step: 3 within the first limit, 2 within the second, 1 within the third,
/// 0 after the last (limits in seconds, increasing; fewer limits give fewer chances).
pub fn stars_by_seconds(limits: &[u32], elapsed_seconds: u32) -> u8 {
    let earned = limits
        .iter()
        .position(|limit| elapsed_seconds <= *limit)
        .map_or(0, |index| 3 - index);
    u8::try_from(earned).unwrap_or(0)
}

/// Stars for an untimed step: 3 with no mistake, 2 with one, 1 otherwise.
pub fn stars_by_mistakes(mistakes: u32) -> u8 {
    match mistakes {
        0 => 3,
        1 => 2,
        _ => 1,
    }
}

/// Why a `find-all` question has no answer on this board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FindAllError {
    /// The square asked about holds no animal.
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The property needs a square and the step names none.
    NoSquare,
}

/// The engine's set of squares for a `find-all` step.
pub fn find_all(
    position: &Position,
    options: &RuleOptions,
    property: FindProperty,
    square: Option<Square>,
) -> Result<BTreeSet<Square>, FindAllError> {
    let board = |keep: fn(Square) -> bool| Square::all().filter(|sq| keep(*sq)).collect();
    match property {
        FindProperty::Water => return Ok(board(Square::is_water)),
        FindProperty::Traps => return Ok(board(Square::is_trap)),
        FindProperty::Dens => return Ok(board(|sq| sq.den_of().is_some())),
        _ => {}
    }
    if property == FindProperty::Weakened {
        return Ok(position
            .pieces()
            .into_iter()
            .map(|(square, _)| square)
            .filter(|square| position.is_weakened(options, *square))
            .collect());
    }
    let square = square.ok_or(FindAllError::NoSquare)?;
    let piece = position
        .piece_at(square)
        .ok_or(FindAllError::NoPiece { square })?;
    Ok(match property {
        FindProperty::JumpLandings => position
            .jump_landings(options, square)
            .into_iter()
            .collect(),
        FindProperty::Captures => position
            .capturable_targets(options, square)
            .into_iter()
            .collect(),
        FindProperty::CapturableBy => position
            .occupied_by(piece.side.opponent())
            .into_iter()
            .filter(|from| position.destinations(options, *from).contains(&square))
            .collect(),
        FindProperty::LegalDestinations => {
            position.destinations(options, square).into_iter().collect()
        }
        FindProperty::Weakened | FindProperty::Water | FindProperty::Traps | FindProperty::Dens => {
            BTreeSet::new()
        }
    })
}

/// The squares one set lacks and has too many of, compared with the engine's: `(missed, extra)`.
pub fn set_difference<T: Ord + Copy>(given: &BTreeSet<T>, truth: &BTreeSet<T>) -> (Vec<T>, Vec<T>) {
    (
        truth.difference(given).copied().collect(),
        given.difference(truth).copied().collect(),
    )
}

// ---- Reading step data into engine types, with findings at the exact spot -------------------

/// Reads a Jungle FEN with the engine; its typed error becomes a finding at the offending
/// characters (the rank, the letter, the duplicated or misplaced animal).
pub fn read_jungle_position(fen: &Spanned<String>) -> Result<Position, Finding> {
    let text = fen.get_ref();
    Position::from_fen(text).map_err(|error| fen_finding(fen, &error))
}

fn fen_finding(fen: &Spanned<String>, error: &FenError) -> Finding {
    let text = fen.get_ref();
    let board_start = text.len() - text.trim_start().len();
    let board = text.split_whitespace().next().unwrap_or("");
    let at = |start: usize, len: usize| sub_span(fen, start, len);
    let bad = |span, message| {
        Finding::error(DiagnosticKind::BadPosition, span, message)
            .expected(msg!("content-expected-fen"))
    };
    match error {
        FenError::Empty => bad(fen.span(), msg!("content-fen-empty")),
        FenError::WrongRankCount { found } => bad(
            at(board_start, board.len()),
            msg!("content-fen-rank-count", found = *found),
        ),
        FenError::WrongRankLength { rank, squares } => {
            let (start, len) = rank_span(board, *rank);
            bad(
                at(board_start + start, len),
                msg!("content-fen-rank-length", rank = *rank, squares = *squares),
            )
        }
        FenError::UnknownPieceLetter { letter, rank } => {
            let (start, len) = rank_span(board, *rank);
            let offset = board[start..start + len].find(*letter).unwrap_or(0);
            bad(
                at(board_start + start + offset, letter.len_utf8()),
                msg!(
                    "content-fen-piece-letter",
                    letter = letter.to_string(),
                    rank = *rank
                ),
            )
        }
        FenError::MissingSideToMove => bad(
            at(text.trim_end().len(), 0),
            msg!("content-fen-no-side-to-move"),
        ),
        FenError::BadSideToMove { text: side } => {
            let start = text[board_start + board.len()..]
                .find(side.as_str())
                .map_or(0, |i| i + board_start + board.len());
            bad(
                at(start, side.len()),
                msg!("content-fen-bad-side-to-move", side = side),
            )
        }
        FenError::TrailingText { text: extra } => {
            let start = text.rfind(extra.as_str()).unwrap_or(0);
            bad(
                at(start, extra.len()),
                msg!("content-fen-trailing-text", text = extra),
            )
        }
        FenError::Invalid(invalid) => {
            let (square, kind, message, expected) = match invalid {
                PositionError::DuplicateAnimal {
                    side,
                    animal,
                    square,
                } => (
                    *square,
                    DiagnosticKind::DuplicatePlacement,
                    msg!(
                        "content-fen-duplicate-animal",
                        animal = animal_name(*animal),
                        side = side_name(*side)
                    ),
                    msg!("content-expected-one-animal-each"),
                ),
                PositionError::AnimalInWater { animal, square } => (
                    *square,
                    DiagnosticKind::IllegalPosition,
                    msg!(
                        "content-fen-animal-in-water",
                        animal = animal_name(*animal),
                        square = square.to_string()
                    ),
                    msg!("content-expected-only-rats-in-water"),
                ),
                PositionError::AnimalInOwnDen { side, animal } => (
                    Square::den(*side),
                    DiagnosticKind::IllegalPosition,
                    msg!(
                        "content-fen-animal-in-own-den",
                        side = side_name(*side),
                        animal = animal_name(*animal),
                        den = Square::den(*side).to_string()
                    ),
                    msg!("content-expected-not-in-own-den"),
                ),
            };
            let span = match square_offset(board, square) {
                Some(offset) => at(board_start + offset, 1),
                None => fen.span(),
            };
            Finding::error(kind, span, message).expected(expected)
        }
    }
}

/// Where rank `rank` (1..9) is written inside the board part of a FEN: `(start, len)`.
fn rank_span(board: &str, rank: u8) -> (usize, usize) {
    let wanted = 9usize.saturating_sub(usize::from(rank));
    let mut start = 0;
    for (index, part) in board.split('/').enumerate() {
        if index == wanted {
            return (start, part.len());
        }
        start += part.len() + 1;
    }
    (0, board.len())
}

/// The byte offset of the character that describes `square` in the board part of a FEN.
fn square_offset(board: &str, square: Square) -> Option<usize> {
    let (start, _) = rank_span(board, square.rank() + 1);
    let rank_text = board.get(start..)?.split('/').next()?;
    let mut file = 0u32;
    for (offset, c) in rank_text.char_indices() {
        let width = c.to_digit(10).unwrap_or(1);
        if u32::from(square.file()) < file + width {
            return Some(start + offset);
        }
        file += width;
    }
    None
}

/// Reads a Jungle square with the engine.
pub fn read_jungle_square(square: &Spanned<String>) -> Result<Square, Finding> {
    Square::parse(square.get_ref()).map_err(|_| {
        let lower = square.get_ref().to_lowercase();
        Finding::error(
            DiagnosticKind::BadSquare,
            square.span(),
            msg!("content-bad-square", square = square.get_ref()),
        )
        .expected(msg!("content-expected-square"))
        .suggestion(Square::parse(&lower).is_ok().then_some(lower.as_str()))
    })
}

/// Reads a Jungle move with the engine.
pub fn read_jungle_move(mv: &Spanned<String>) -> Result<Move, Finding> {
    Move::parse(mv.get_ref())
        .ok()
        .filter(|m| m.from != m.to)
        .ok_or_else(|| {
            Finding::error(
                DiagnosticKind::BadMove,
                mv.span(),
                msg!("content-bad-move", text = mv.get_ref()),
            )
            .expected(msg!("content-expected-move"))
        })
}

/// Reads an animal name.
pub fn read_animal(name: &Spanned<String>) -> Result<Animal, Finding> {
    Animal::from_name(name.get_ref()).ok_or_else(|| {
        let names: Vec<&str> = Animal::ALL.iter().rev().map(|a| a.name()).collect();
        let suggestion = did_you_mean(name.get_ref(), &names);
        let message = msg!("content-unknown-animal", name = name.get_ref());
        Finding::error(
            DiagnosticKind::UnknownAnimal,
            name.span(),
            with_suggestion(message, suggestion),
        )
        .expected(one_of(&names))
        .suggestion(suggestion)
    })
}

/// The span of `len` bytes at byte `start` inside a spanned string, when the span covers the
/// string's characters exactly (no escapes); otherwise the whole string.
pub(crate) fn sub_span(text: &Spanned<String>, start: usize, len: usize) -> Range<usize> {
    let span = text.span();
    if span.len() == text.get_ref().len() {
        let begin = span.start + start.min(span.len());
        begin..(begin + len).min(span.end).max(begin)
    } else {
        span
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Spanned<String> {
        Spanned::new(10..10 + s.len(), s.to_owned())
    }

    #[test]
    fn fen_errors_point_at_the_character() {
        let letter = read_jungle_position(&text("7/7/7/7/7/7/7/7/3X3 b")).unwrap_err();
        assert_eq!(letter.span, 27..28);
        let water = read_jungle_position(&text("7/7/7/7/7/1D5/7/7/7 w")).unwrap_err();
        assert_eq!(water.kind, DiagnosticKind::IllegalPosition);
        assert_eq!(water.span, 10 + 11..10 + 12, "the `D` after `1` in rank 4");
        let twice = read_jungle_position(&text("R6/7/7/7/7/7/7/7/R6 w")).unwrap_err();
        assert_eq!(twice.kind, DiagnosticKind::DuplicatePlacement);
    }

    #[test]
    fn board_squares_are_found_without_a_piece() {
        let position = read_jungle_position(&text("l5t/7/7/7/7/7/7/7/T5L w")).unwrap();
        let options = RuleOptions::default();
        let find = |property| find_all(&position, &options, property, None).unwrap();
        assert_eq!(
            find(FindProperty::Water).len(),
            12,
            "two rivers of 2×3 squares"
        );
        let traps: Vec<String> = find(FindProperty::Traps)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(traps, ["c1", "e1", "d2", "d8", "c9", "e9"]);
        let dens: Vec<String> = find(FindProperty::Dens)
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(dens, ["d1", "d9"]);
    }

    #[test]
    fn stars_follow_the_limits_and_mistakes() {
        assert_eq!(stars_by_seconds(&[30, 60, 90], 10), 3);
        assert_eq!(stars_by_seconds(&[30, 60, 90], 60), 2);
        assert_eq!(stars_by_seconds(&[30, 60, 90], 61), 1);
        assert_eq!(stars_by_seconds(&[30, 60, 90], 91), 0);
        assert_eq!(stars_by_seconds(&[30], 31), 0);
        assert_eq!(stars_by_mistakes(0), 3);
        assert_eq!(stars_by_mistakes(1), 2);
        assert_eq!(stars_by_mistakes(5), 1);
    }

    #[test]
    fn the_food_chain_sorts_by_the_rules() {
        let wolf_first = RuleOptions {
            strength_order: crate::rules::jungle::StrengthOrder::WolfOverDog,
            ..RuleOptions::default()
        };
        assert_eq!(
            strength_order(&[Animal::Dog, Animal::Wolf], &wolf_first),
            [Animal::Wolf, Animal::Dog]
        );
        assert_eq!(
            strength_order(&[Animal::Wolf, Animal::Dog], &RuleOptions::default()),
            [Animal::Dog, Animal::Wolf]
        );
    }
}
