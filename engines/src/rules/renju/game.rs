//! A game: moves and passes, the outcome (five, forbidden move, resignation, draws), undo, and
//! the room's forbidden-move policy.

use super::board::Board;
use super::forbidden::{ForbiddenKind, explain_forbidden_with};
use super::point::{Direction, Point};
use super::refusal::Refusal;
use super::rule_set::{ForbiddenPolicy, RenjuOptions};
use super::stone::Stone;

/// One entry of the game record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// A stone on a point (the colour follows from the turn).
    Play(Point),
    /// The side to move passes.
    Pass,
    /// White claims Black's forbidden move (must-claim rooms).
    Claim,
    /// A side resigns.
    Resign(Stone),
    /// A side ran out of time.
    TimeOut(Stone),
    /// Both sides agree to a draw.
    AgreeDraw,
}

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// A winning five.
    Five,
    /// Black played a forbidden point in a `loses` room.
    ForbiddenMove(ForbiddenKind),
    /// White claimed Black's forbidden move in a `must-claim` room.
    ClaimedForbidden(ForbiddenKind),
    /// The other side resigned.
    Resignation,
    /// The other side ran out of time.
    TimeOut,
}

/// How a game was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    /// Both sides passed one after the other.
    TwoPasses,
    /// No empty point is left.
    FullBoard,
    /// The players agreed.
    Agreement,
}

/// The end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Stone,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    options: RenjuOptions,
    board: Board,
    record: Vec<Action>,
    outcome: Option<Outcome>,
    /// A forbidden Black move White may still claim: (kind).
    claimable: Option<ForbiddenKind>,
}

impl Game {
    /// A new game on an empty board.
    pub fn new(options: RenjuOptions) -> Game {
        Game {
            options,
            board: Board::new(),
            record: Vec::new(),
            outcome: None,
            claimable: None,
        }
    }

    /// The room's options.
    pub fn options(&self) -> &RenjuOptions {
        &self.options
    }

    /// The position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The record so far.
    pub fn record(&self) -> &[Action] {
        &self.record
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The forbidden kind White may claim right now, if any.
    pub fn claimable(&self) -> Option<ForbiddenKind> {
        self.claimable
    }

    /// The side to move: Black after an even number of moves and passes.
    pub fn to_move(&self) -> Stone {
        let turns = self
            .record
            .iter()
            .filter(|a| matches!(a, Action::Play(_) | Action::Pass))
            .count();
        if turns % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        }
    }

    fn ensure_running(&self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            Err(Refusal::GameOver)
        } else {
            Ok(())
        }
    }

    /// Plays a stone for the side to move on `column`, `row` (0-based; off-board refused).
    pub fn play_at(&mut self, column: i32, row: i32) -> Result<(), Refusal> {
        let point = Point::from_signed(column, row).ok_or(Refusal::OffBoard { column, row })?;
        self.play(point)
    }

    /// Plays a stone for the side to move.
    pub fn play(&mut self, point: Point) -> Result<(), Refusal> {
        self.ensure_running()?;
        if !self.board.is_empty(point) {
            return Err(Refusal::Occupied { point });
        }
        let stone = self.to_move();
        let mut forbidden = None;
        if self.options.rule_set.has_forbidden_points(stone) {
            forbidden = explain_forbidden_with(&self.board, point, self.options.three_rule);
        }
        if let Some(verdict) = &forbidden
            && self.options.forbidden_policy == ForbiddenPolicy::CannotPlace
        {
            return Err(Refusal::ForbiddenPoint {
                point,
                verdict: verdict.clone(),
            });
        }
        self.board.place(point, stone);
        self.record.push(Action::Play(point));
        self.claimable = None;
        if self.makes_win(point, stone) {
            self.outcome = Some(Outcome::Win {
                winner: stone,
                reason: WinReason::Five,
            });
        } else if let Some(verdict) = forbidden {
            match self.options.forbidden_policy {
                ForbiddenPolicy::Loses => {
                    self.outcome = Some(Outcome::Win {
                        winner: Stone::White,
                        reason: WinReason::ForbiddenMove(verdict.kind),
                    });
                }
                ForbiddenPolicy::MustClaim => self.claimable = Some(verdict.kind),
                ForbiddenPolicy::CannotPlace => {}
            }
        }
        if self.outcome.is_none() && self.board.is_full() {
            self.outcome = Some(Outcome::Draw {
                reason: DrawReason::FullBoard,
            });
        }
        Ok(())
    }

    fn makes_win(&self, point: Point, stone: Stone) -> bool {
        Direction::ALL.into_iter().any(|direction| {
            let length = self.board.run_through(point, direction, stone);
            self.options.rule_set.run_wins(stone, length)
        })
    }

    /// The side to move passes; two passes in a row draw.
    pub fn pass(&mut self) -> Result<(), Refusal> {
        self.ensure_running()?;
        let previous_was_pass = self.record.last() == Some(&Action::Pass);
        self.record.push(Action::Pass);
        self.claimable = None;
        if previous_was_pass {
            self.outcome = Some(Outcome::Draw {
                reason: DrawReason::TwoPasses,
            });
        }
        Ok(())
    }

    /// White claims Black's forbidden move; only on the turn right after it.
    pub fn claim_forbidden(&mut self) -> Result<(), Refusal> {
        self.ensure_running()?;
        if let Some(kind) = self.claimable {
            self.record.push(Action::Claim);
            self.claimable = None;
            self.outcome = Some(Outcome::Win {
                winner: Stone::White,
                reason: WinReason::ClaimedForbidden(kind),
            });
            return Ok(());
        }
        if self.to_move() == Stone::Black {
            return Err(Refusal::NotYourTurn);
        }
        let earlier_forbidden = self.options.forbidden_policy == ForbiddenPolicy::MustClaim
            && self.had_unclaimed_forbidden_move();
        Err(if earlier_forbidden {
            Refusal::ClaimTooLate
        } else {
            Refusal::NothingToClaim
        })
    }

    fn had_unclaimed_forbidden_move(&self) -> bool {
        let mut replay = Game::new(self.options);
        for action in &self.record {
            let _ = replay.apply(*action);
            if replay.claimable.is_some() {
                return true;
            }
        }
        false
    }

    /// `stone` resigns.
    pub fn resign(&mut self, stone: Stone) -> Result<(), Refusal> {
        self.ensure_running()?;
        self.record.push(Action::Resign(stone));
        self.outcome = Some(Outcome::Win {
            winner: stone.opponent(),
            reason: WinReason::Resignation,
        });
        Ok(())
    }

    /// `stone` ran out of time.
    pub fn time_out(&mut self, stone: Stone) -> Result<(), Refusal> {
        self.ensure_running()?;
        self.record.push(Action::TimeOut(stone));
        self.outcome = Some(Outcome::Win {
            winner: stone.opponent(),
            reason: WinReason::TimeOut,
        });
        Ok(())
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), Refusal> {
        self.ensure_running()?;
        self.record.push(Action::AgreeDraw);
        self.outcome = Some(Outcome::Draw {
            reason: DrawReason::Agreement,
        });
        Ok(())
    }

    /// Applies one record entry.
    pub fn apply(&mut self, action: Action) -> Result<(), Refusal> {
        match action {
            Action::Play(point) => self.play(point),
            Action::Pass => self.pass(),
            Action::Claim => self.claim_forbidden(),
            Action::Resign(stone) => self.resign(stone),
            Action::TimeOut(stone) => self.time_out(stone),
            Action::AgreeDraw => self.agree_draw(),
        }
    }

    /// Takes back the last record entry (a move, pass, claim, resignation …).
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let mut record = std::mem::take(&mut self.record);
        let Some(last) = record.pop() else {
            return Err(Refusal::NothingToUndo);
        };
        let mut replay = Game::new(self.options);
        for action in record {
            // The record was accepted once; replaying it cannot be refused.
            let _ = replay.apply(action);
        }
        *self = replay;
        Ok(last)
    }
}
