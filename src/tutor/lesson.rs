//! The lesson tutor: judges a learner's action in a lesson step with the rules engines (through
//! `content::evaluate`, never from the stored answer), explains mistakes, counts stars, gives hints.
//!
//! Stars: a timed `place-pieces` step earns them by `stars_by_seconds` (3 within the first limit,
//! 2 within the second, 1 within the third, 0 after); every other step by mistakes before the
//! right answer: 3 with none, 2 with one, 1 otherwise. An `info` step always gives 3.

use crate::content::Localized;
use crate::content::evaluate::{
    CaptureTruth, FindAllError, GoalMiss, MoveMiss, MoveTask, capture_by_animals, capture_on_board,
    find_all, first_misorder, placement_targets, read_animal, read_jungle_position,
    read_jungle_square, set_difference, stars_by_mistakes, stars_by_seconds, strength_order,
};
use crate::content::evaluate_renju::{
    RenjuMiss, RenjuTask, forbidden_at, forbidden_points, read_renju_board, read_renju_point, stone,
};
use crate::content::rules_table::RulesTable;
use crate::content::step::{Step, StepKind};
use crate::content::words::{DrillMode, Game, RenjuGoal, SideChoice};
use crate::content::wrong_mark::{WrongMark, wrong_mark};
use crate::rules::jungle::{Animal, Move, Refusal, RuleOptions, Side, Square};
use crate::rules::renju::{
    ForbiddenKind, ForbiddenVerdict, Point, RenjuOptions, Stone as RenjuStone,
};
use std::collections::BTreeSet;

/// What the learner did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// "Next" on an info page.
    Continue,
    /// `food-chain-order`: the animals, strongest first.
    Order(Vec<Animal>),
    /// `can-capture`: yes or no.
    Answer(bool),
    /// `place-pieces`: one animal put on a square (or the square guessed for it).
    Place {
        /// Whose animal.
        side: Side,
        /// Which animal.
        animal: Animal,
        /// Where it was put.
        square: Square,
    },
    /// `place-pieces`: the learner says all animals are placed, after this many seconds.
    Finished {
        /// Seconds since the step began.
        elapsed_seconds: u32,
    },
    /// `jungle-move`: a move.
    Move(Move),
    /// `find-all`: the whole set of marked squares, submitted.
    Mark(BTreeSet<Square>),
    /// `renju-move` or `win-avoiding-forbidden`: a stone on a point.
    Point(Point),
    /// `is-forbidden`: the kind of forbidden point, or `None` for "allowed".
    Kind(Option<ForbiddenKind>),
    /// `mark-all`: the whole set of marked points, submitted.
    MarkPoints(BTreeSet<Point>),
}

/// Why an action is wrong, with the engine's reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// This kind of action does not answer this kind of step.
    ActionDoesNotFit,
    /// The order uses other animals than the step asks about.
    NotTheseAnimals {
        /// The animals asked about, strongest first.
        expected: Vec<Animal>,
    },
    /// An animal is placed before a stronger one.
    OutOfOrder {
        /// The animal put too early.
        placed: Animal,
        /// The stronger animal that comes first.
        stronger: Animal,
        /// Strength of `placed` (1–8).
        placed_strength: u8,
        /// Strength of `stronger` (1–8).
        stronger_strength: u8,
    },
    /// The yes/no answer is the wrong one; `truth` says what the engine found and why.
    Capture {
        /// The engine's answer and reason.
        truth: CaptureTruth,
    },
    /// The animal does not start on this square.
    WrongStart {
        /// Whose animal.
        side: Side,
        /// Which animal.
        animal: Animal,
        /// Where it was put.
        square: Square,
    },
    /// The step does not ask about this animal.
    NotAsked {
        /// Whose animal.
        side: Side,
        /// Which animal.
        animal: Animal,
    },
    /// "Finished" while animals are still missing.
    NotAllPlaced {
        /// How many are still to place.
        remaining: u32,
    },
    /// The rules forbid the move.
    Illegal(Refusal),
    /// The move is legal but does not reach the goal.
    MissesGoal(GoalMiss),
    /// The marked set differs from the engine's.
    Marks {
        /// Squares the engine counts that were not marked.
        missed: Vec<Square>,
        /// Squares marked that the engine does not count, each with the reason.
        extra: Vec<WrongMark>,
        /// Whether the missed squares are shown now (from the second wrong try on: the first
        /// try only says that some are missing, so the child looks again).
        missed_shown: bool,
    },
    /// A stone already stands on the point.
    PointTaken {
        /// The point.
        point: Point,
    },
    /// Black may not play there: the kind and the lines that make it forbidden.
    Forbidden(ForbiddenVerdict),
    /// The stone is allowed but does not reach the goal.
    RenjuMissesGoal {
        /// The goal.
        goal: RenjuGoal,
    },
    /// The wrong answer to "is this point forbidden, and which kind?".
    ForbiddenKindWrong {
        /// The engine's answer: the verdict with its lines, or `None` when the point is allowed.
        truth: Option<ForbiddenVerdict>,
    },
    /// The marked points differ from the engine's forbidden points.
    PointMarks {
        /// Forbidden points not marked.
        missed: Vec<Point>,
        /// Points marked that are not forbidden.
        extra: Vec<Point>,
    },
}

/// The tutor's verdict on one action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Right, and the step goes on (one animal placed of several).
    Correct,
    /// Right, and the step is done.
    StepComplete {
        /// 0–3 stars.
        stars: u8,
    },
    /// Not right, and why.
    Wrong {
        /// The engine's reason.
        why: Why,
    },
    /// The step's data cannot be read by the engine (its file fails `qi-classroom check`).
    Unusable,
}

/// Judges one action against a step on its own: `Correct` for a right answer, `Wrong` with the
/// engine's reason otherwise. `Finished` gives the stars its time earns (a caller that tracks
/// placements, like [`StepTutor`], checks first that every animal is placed).
pub fn judge(step: &Step, rules: &RulesTable, action: &Action) -> Verdict {
    let judged = match (&step.kind, step.kind.game()) {
        (StepKind::Info { .. }, _) => Ok(match action {
            // Reading a page earns no stars: stars are earned by answering.
            Action::Continue => Verdict::StepComplete { stars: 0 },
            _ => wrong(Why::ActionDoesNotFit),
        }),
        (_, Some(Game::Renju)) => rules
            .renju_options()
            .map_err(|_| Unreadable)
            .and_then(|options| judge_renju(step, &options, action)),
        (_, _) => rules
            .jungle_options()
            .map_err(|_| Unreadable)
            .and_then(|options| judge_with(step, &options, action)),
    };
    judged.unwrap_or(Verdict::Unusable)
}

/// Judges a Renju step.
fn judge_renju(
    step: &Step,
    options: &RenjuOptions,
    action: &Action,
) -> Result<Verdict, Unreadable> {
    let miss_why = |miss: RenjuMiss| match miss {
        RenjuMiss::Occupied { point } => Why::PointTaken { point },
        RenjuMiss::Forbidden(verdict) => Why::Forbidden(verdict),
        RenjuMiss::MissesGoal { goal } => Why::RenjuMissesGoal { goal },
    };
    Ok(match (&step.kind, action) {
        (
            StepKind::RenjuMove {
                stones,
                to_move,
                goal,
                ..
            },
            Action::Point(point),
        ) => {
            let task = RenjuTask {
                board: ok(read_renju_board(stones, options))?,
                options: *options,
                to_move: stone(stones.side_to_move(to_move.as_ref())),
            };
            match task.judge(*goal.get_ref(), *point) {
                Ok(()) => Verdict::Correct,
                Err(miss) => wrong(miss_why(miss)),
            }
        }
        (
            StepKind::ForbiddenDrill {
                stones,
                mode,
                point: asked,
                ..
            },
            action,
        ) => {
            let board = ok(read_renju_board(stones, options))?;
            match (mode.get_ref(), action) {
                (DrillMode::IsForbidden, Action::Kind(said)) => {
                    let point = ok(read_renju_point(asked.as_ref().ok_or(Unreadable)?))?;
                    let truth = forbidden_at(&board, options, point);
                    if truth.as_ref().map(|v| v.kind) == *said {
                        Verdict::Correct
                    } else {
                        wrong(Why::ForbiddenKindWrong { truth })
                    }
                }
                (DrillMode::MarkAll, Action::MarkPoints(marked)) => {
                    let truth = forbidden_points(&board, options);
                    let (missed, extra) = set_difference(marked, &truth);
                    if missed.is_empty() && extra.is_empty() {
                        Verdict::Correct
                    } else {
                        wrong(Why::PointMarks { missed, extra })
                    }
                }
                (DrillMode::WinAvoidingForbidden, Action::Point(point)) => {
                    let task = RenjuTask {
                        board,
                        options: *options,
                        to_move: RenjuStone::Black,
                    };
                    match task.judge(RenjuGoal::Five, *point) {
                        Ok(()) => Verdict::Correct,
                        Err(miss) => wrong(miss_why(miss)),
                    }
                }
                _ => wrong(Why::ActionDoesNotFit),
            }
        }
        _ => wrong(Why::ActionDoesNotFit),
    })
}

/// Step data the engine could not read.
struct Unreadable;

fn ok<T, E>(result: Result<T, E>) -> Result<T, Unreadable> {
    result.map_err(|_| Unreadable)
}

fn wrong(why: Why) -> Verdict {
    Verdict::Wrong { why }
}

fn judge_with(step: &Step, options: &RuleOptions, action: &Action) -> Result<Verdict, Unreadable> {
    Ok(match (&step.kind, action) {
        (StepKind::FoodChainOrder { animals }, Action::Order(given)) => {
            let asked = animals
                .iter()
                .map(|a| ok(read_animal(a)))
                .collect::<Result<Vec<_>, _>>()?;
            let expected = strength_order(&asked, options);
            let given_set: BTreeSet<Animal> = given.iter().copied().collect();
            let expected_set: BTreeSet<Animal> = expected.iter().copied().collect();
            if given_set != expected_set || given.len() != expected.len() {
                wrong(Why::NotTheseAnimals { expected })
            } else if let Some((placed, stronger)) = first_misorder(given, &expected) {
                wrong(Why::OutOfOrder {
                    placed,
                    stronger,
                    placed_strength: placed.strength(options),
                    stronger_strength: stronger.strength(options),
                })
            } else {
                Verdict::Correct
            }
        }
        (
            StepKind::CanCapture {
                attacker,
                defender,
                fen,
                ..
            },
            Action::Answer(said),
        ) => {
            let truth = match fen {
                Some(fen) => {
                    let position = ok(read_jungle_position(fen))?;
                    let from = ok(read_jungle_square(attacker))?;
                    let to = ok(read_jungle_square(defender))?;
                    ok(capture_on_board(&position, options, from, to))?
                }
                None => capture_by_animals(
                    ok(read_animal(attacker))?,
                    ok(read_animal(defender))?,
                    options,
                ),
            };
            if truth.allowed() == *said {
                Verdict::Correct
            } else {
                wrong(Why::Capture { truth })
            }
        }
        (
            StepKind::PlacePieces {
                side: which,
                animals,
                ..
            },
            Action::Place {
                side,
                animal,
                square,
            },
        ) => {
            let targets = targets(which.as_ref().map(|s| *s.get_ref()), animals)?;
            match targets.iter().find(|(s, a, _)| s == side && a == animal) {
                None => wrong(Why::NotAsked {
                    side: *side,
                    animal: *animal,
                }),
                Some((_, _, start)) if start == square => Verdict::Correct,
                Some(_) => wrong(Why::WrongStart {
                    side: *side,
                    animal: *animal,
                    square: *square,
                }),
            }
        }
        (
            StepKind::PlacePieces {
                stars_by_seconds: limits,
                ..
            },
            Action::Finished { elapsed_seconds },
        ) => Verdict::StepComplete {
            stars: time_stars(limits, *elapsed_seconds),
        },
        (StepKind::JungleMove { .. }, Action::Move(mv)) => {
            match move_task(step, options)?.judge(*mv) {
                Ok(()) => Verdict::Correct,
                Err(MoveMiss::Illegal(refusal)) => wrong(Why::Illegal(refusal)),
                Err(MoveMiss::Misses(miss)) => wrong(Why::MissesGoal(miss)),
            }
        }
        (
            StepKind::FindAll {
                fen,
                property,
                square,
                ..
            },
            Action::Mark(marked),
        ) => {
            let position = ok(read_jungle_position(fen))?;
            let asked = square
                .as_ref()
                .map(|s| ok(read_jungle_square(s)))
                .transpose()?;
            let truth = find_all(&position, options, *property.get_ref(), asked)
                .map_err(|_: FindAllError| Unreadable)?;
            let (missed, extra) = set_difference(marked, &truth);
            if missed.is_empty() && extra.is_empty() {
                Verdict::Correct
            } else {
                let extra = extra
                    .into_iter()
                    .map(|square| {
                        wrong_mark(&position, options, *property.get_ref(), asked, square)
                    })
                    .collect();
                wrong(Why::Marks {
                    missed,
                    extra,
                    missed_shown: false,
                })
            }
        }
        _ => wrong(Why::ActionDoesNotFit),
    })
}

/// The (side, animal, start square) a `place-pieces` step asks for.
fn targets(
    side: Option<SideChoice>,
    animals: &[serde_spanned::Spanned<String>],
) -> Result<Vec<(Side, Animal, Square)>, Unreadable> {
    let animals = animals
        .iter()
        .map(|a| ok(read_animal(a)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(placement_targets(side.unwrap_or(SideChoice::Red), &animals))
}

fn time_stars(limits: &[serde_spanned::Spanned<i64>], elapsed_seconds: u32) -> u8 {
    let limits: Vec<u32> = limits
        .iter()
        .filter_map(|l| u32::try_from(*l.get_ref()).ok())
        .collect();
    stars_by_seconds(&limits, elapsed_seconds)
}

/// A `jungle-move` step as an engine task, or `None` when its data does not read.
pub(crate) fn jungle_move_task(step: &Step, options: &RuleOptions) -> Option<MoveTask> {
    move_task(step, options).ok()
}

/// A `jungle-move` step as an engine task.
fn move_task(step: &Step, options: &RuleOptions) -> Result<MoveTask, Unreadable> {
    let StepKind::JungleMove {
        fen,
        goal,
        piece,
        target,
        ..
    } = &step.kind
    else {
        return Err(Unreadable);
    };
    Ok(MoveTask {
        position: ok(read_jungle_position(fen))?,
        options: *options,
        goal: *goal.get_ref(),
        piece: piece
            .as_ref()
            .map(|p| ok(read_jungle_square(p)))
            .transpose()?,
        target: target
            .as_ref()
            .map(|t| ok(read_jungle_square(t)))
            .transpose()?,
    })
}

/// A hint: the author's rung of the ladder, or one the engine makes when the author wrote none.
#[derive(Debug, Clone, PartialEq)]
pub enum Hint {
    /// The author's text (per language).
    Authored(Localized),
    /// A hint from the engine.
    Engine(EngineHint),
}

impl Hint {
    /// Whether the hint gives the whole answer away (the move or the point itself), which the
    /// teacher's table counts as an answer seen.
    pub fn gives_answer(&self) -> bool {
        matches!(
            self,
            Hint::Engine(EngineHint::PlayMove { .. } | EngineHint::PlayPoint { .. })
        )
    }
}

/// Hints the engine can give on its own, growing more concrete with the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineHint {
    /// Which animal comes first (food chain).
    StrongestFirst {
        /// The strongest animal asked about.
        animal: Animal,
    },
    /// Where an animal starts.
    StartsOn {
        /// The animal.
        animal: Animal,
        /// Its start square.
        square: Square,
    },
    /// Which piece to move.
    MoveFrom {
        /// The square of a piece with a winning move.
        square: Square,
    },
    /// The whole move.
    PlayMove {
        /// A move that reaches the goal.
        mv: Move,
    },
    /// How many squares or points to mark.
    MarkCount {
        /// The size of the engine's set.
        count: u32,
    },
    /// Where to play (Renju).
    PlayPoint {
        /// A point that reaches the goal.
        point: Point,
    },
}

/// The hint of a step at `level` (0 = first nudge): the author's ladder first; past its end (or
/// without one), an engine hint that gets more concrete. `None` when there is nothing to add.
///
/// The ladder never goes back to something vaguer: when the author's last rung already names
/// the square to move from (or the whole move), a move step's engine rung is the move itself
/// (drawn on the board), never "look at the animal on that square".
pub fn hint(step: &Step, rules: &RulesTable, level: usize) -> Option<Hint> {
    if let Some(text) = step.hints.get(level) {
        return Some(Hint::Authored(text.clone()));
    }
    let engine_level = level.saturating_sub(step.hints.len());
    if step.kind.game() == Some(Game::Renju) {
        return renju_hint(step, &rules.renju_options().ok()?).map(Hint::Engine);
    }
    let options = rules.jungle_options().ok()?;
    let engine = match &step.kind {
        StepKind::FoodChainOrder { animals } => {
            let asked = animals
                .iter()
                .map(|a| read_animal(a).ok())
                .collect::<Option<Vec<_>>>()?;
            EngineHint::StrongestFirst {
                animal: *strength_order(&asked, &options).first()?,
            }
        }
        StepKind::PlacePieces { side, animals, .. } => {
            let targets = targets(side.as_ref().map(|s| *s.get_ref()), animals).ok()?;
            let last = targets.len().checked_sub(1)?;
            let (_, animal, square) = *targets.get(engine_level.min(last))?;
            EngineHint::StartsOn { animal, square }
        }
        StepKind::JungleMove { .. } => {
            let task = move_task(step, &options).ok()?;
            let mv = *task.winning_moves().first()?;
            let from = mv.from.to_string();
            let named_already = step.hints.last().is_some_and(|last| {
                crate::i18n::Locale::ALL
                    .iter()
                    .any(|&locale| last.exact(locale).is_some_and(|text| text.contains(&from)))
            });
            if engine_level == 0 && !named_already {
                EngineHint::MoveFrom { square: mv.from }
            } else {
                EngineHint::PlayMove { mv }
            }
        }
        StepKind::FindAll {
            fen,
            property,
            square,
            ..
        } => {
            let position = read_jungle_position(fen).ok()?;
            let asked = match square {
                Some(s) => Some(read_jungle_square(s).ok()?),
                None => None,
            };
            let truth = find_all(&position, &options, *property.get_ref(), asked).ok()?;
            EngineHint::MarkCount {
                count: u32::try_from(truth.len()).unwrap_or(u32::MAX),
            }
        }
        _ => return None,
    };
    Some(Hint::Engine(engine))
}

/// The engine's hint for a Renju step: where to play, or how many points to mark.
fn renju_hint(step: &Step, options: &RenjuOptions) -> Option<EngineHint> {
    match &step.kind {
        StepKind::RenjuMove {
            stones,
            to_move,
            goal,
            ..
        } => {
            let task = RenjuTask {
                board: read_renju_board(stones, options).ok()?,
                options: *options,
                to_move: stone(stones.side_to_move(to_move.as_ref())),
            };
            let point = *task.winning_points(*goal.get_ref()).first()?;
            Some(EngineHint::PlayPoint { point })
        }
        StepKind::ForbiddenDrill { stones, mode, .. } => {
            let board = read_renju_board(stones, options).ok()?;
            match mode.get_ref() {
                DrillMode::MarkAll => Some(EngineHint::MarkCount {
                    count: u32::try_from(forbidden_points(&board, options).len())
                        .unwrap_or(u32::MAX),
                }),
                DrillMode::WinAvoidingForbidden => {
                    let task = RenjuTask {
                        board,
                        options: *options,
                        to_move: RenjuStone::Black,
                    };
                    let point = *task.winning_points(RenjuGoal::Five).first()?;
                    Some(EngineHint::PlayPoint { point })
                }
                DrillMode::IsForbidden => None,
            }
        }
        _ => None,
    }
}

/// A learner working through one step: counts mistakes and placements, and turns the final
/// right answer into `StepComplete` with its stars.
#[derive(Debug, Clone)]
pub struct StepTutor {
    step: Step,
    rules: RulesTable,
    mistakes: u32,
    placed: BTreeSet<(Side, Animal)>,
    complete: bool,
}

impl StepTutor {
    /// Starts a step under the given rules (the lesson's with the step's on top).
    pub fn new(step: Step, rules: RulesTable) -> Self {
        StepTutor {
            step,
            rules,
            mistakes: 0,
            placed: BTreeSet::new(),
            complete: false,
        }
    }

    /// Mistakes so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Whether the step is done.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The hint at `level` for this step.
    pub fn hint(&self, level: usize) -> Option<Hint> {
        hint(&self.step, &self.rules, level)
    }

    /// The part of the board holding this step's answer, for a hint that names no place.
    pub fn look_here(&self) -> Option<super::look_here::LookHere> {
        super::look_here::look_here(&self.step, &self.rules)
    }

    /// Judges an action and keeps score.
    pub fn act(&mut self, action: &Action) -> Verdict {
        let verdict = match (&self.step.kind, action) {
            (StepKind::PlacePieces { .. }, Action::Finished { .. }) => {
                let remaining = self.remaining_placements();
                if remaining > 0 {
                    wrong(Why::NotAllPlaced { remaining })
                } else {
                    judge(&self.step, &self.rules, action)
                }
            }
            _ => judge(&self.step, &self.rules, action),
        };
        let mut verdict = match verdict {
            Verdict::Correct => self.after_correct(action),
            other => other,
        };
        if let Verdict::Wrong {
            why: Why::Marks { missed_shown, .. },
        } = &mut verdict
        {
            *missed_shown = self.mistakes >= 1;
        }
        match &verdict {
            Verdict::Wrong { .. } => self.mistakes += 1,
            Verdict::StepComplete { .. } => self.complete = true,
            Verdict::Correct | Verdict::Unusable => {}
        }
        verdict
    }

    fn after_correct(&mut self, action: &Action) -> Verdict {
        let StepKind::PlacePieces {
            stars_by_seconds, ..
        } = &self.step.kind
        else {
            return Verdict::StepComplete {
                stars: stars_by_mistakes(self.mistakes),
            };
        };
        if let Action::Place { side, animal, .. } = action {
            self.placed.insert((*side, *animal));
        }
        if self.remaining_placements() == 0 && stars_by_seconds.is_empty() {
            Verdict::StepComplete {
                stars: stars_by_mistakes(self.mistakes),
            }
        } else {
            Verdict::Correct
        }
    }

    fn remaining_placements(&self) -> u32 {
        let StepKind::PlacePieces { side, animals, .. } = &self.step.kind else {
            return 0;
        };
        let Ok(targets) = targets(side.as_ref().map(|s| *s.get_ref()), animals) else {
            return 0;
        };
        let left = targets
            .iter()
            .filter(|(s, a, _)| !self.placed.contains(&(*s, *a)))
            .count();
        u32::try_from(left).unwrap_or(u32::MAX)
    }
}
