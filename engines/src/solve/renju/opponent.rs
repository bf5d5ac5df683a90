//! The Gomoku/Renju computer opponent on the eight-level ladder (see [`Level`]).
//!
//! Every level makes a five it has and, mostly, blocks a four; what changes up the ladder:
//! - 1 rat, 2 cat, 3 wolf judge points by their shapes with a wobble, sometimes fail to block
//!   a four (the rat) and often do not see the opponent's open or split three;
//! - from 4 dog up the level plays **defence first**: it answers every four, every open and
//!   split three, and against a VCF only plays moves after which the opponent has none
//!   (`gomoku defend`'s set);
//! - 5 leopard up play their own VCF, 6 tiger up their own VCT and, against the opponent's
//!   VCT, a move after which the opponent has none when one is found; the dog chooses among
//!   the remaining moves by their shapes, the leopard to the lion by an alpha-beta search over
//!   the pattern evaluation, deeper and wider up the ladder (3, 3, 5 plies from the leopard: in
//!   self-play an odd depth, ending on the level's own move, beat the even one above it; the
//!   dog searching 1 ply scored as well as the leopard, so it judges by shape only);
//! - 8 elephant ranks by its own iterative-deepening tree search ([`super::engine`]: shapes
//!   kept up to date stone by stone, threats first, a transposition table), asks first whether
//!   the opponent has a VCT with a move in hand, and if so checks its choice against it.
//!
//! Renju rules: Black never plays a forbidden point (every candidate is checked), a Black
//! three whose straight-four point is forbidden is no threat, so White does not answer it and
//! White's VCT uses Black's forbidden points. Deterministic for a given seed.

use super::defend::defending_moves_with;
use super::evaluate::{point_value, straight_four_points};
use super::search::RenjuSearch;
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use super::vct::{VctOutcome, VctSolver};
use crate::rules::renju::{Board, Point, Stone};
pub use crate::solve::level::Level;
use crate::solve::seeded::SeededRandom;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// What one level of the ladder does.
#[derive(Debug, Clone, Copy)]
struct Profile {
    /// Percent chance of not seeing the opponent's four.
    miss_four: u64,
    /// Percent chance of not seeing the opponent's open three.
    miss_three: u64,
    /// How many of the best-looking points it chooses among at random (1 = the best).
    pool: usize,
    /// The defence-first rules (fours, threes, VCF) on.
    defends: bool,
    /// Attacker moves of the VCFs looked for (own and the opponent's); 0 = none.
    vcf_limit: u8,
    /// Own VCT: threats deep and node budget; 0 = none.
    vct_depth: u8,
    /// Node budget of each VCT question.
    vct_nodes: u64,
    /// The opponent's VCT is checked for this many candidate moves (0 = never).
    vct_checks: usize,
    /// Alpha-beta depth (plies; 0 = shapes only), width and node budget.
    depth: u32,
    /// Points per node.
    width: usize,
    /// Positions per move.
    nodes: u64,
    /// Positions per VCF question (own, the opponent's, the defence).
    vcf_nodes: u64,
    /// Ranks by the iterative-deepening tree search ([`super::engine`]) instead of the
    /// fixed-depth alpha-beta.
    tree_search: bool,
}

fn profile(level: Level) -> Profile {
    let base = Profile {
        miss_four: 0,
        miss_three: 0,
        pool: 1,
        defends: true,
        vcf_limit: 0,
        vct_depth: 0,
        vct_nodes: 0,
        vct_checks: 0,
        depth: 0,
        width: 8,
        nodes: 0,
        vcf_nodes: u64::MAX,
        tree_search: false,
    };
    match level.number() {
        1 => Profile {
            miss_four: 25,
            miss_three: 100,
            pool: 6,
            defends: false,
            ..base
        },
        2 => Profile {
            miss_four: 10,
            miss_three: 60,
            pool: 3,
            defends: false,
            ..base
        },
        3 => Profile {
            miss_three: 25,
            pool: 2,
            defends: false,
            ..base
        },
        4 => Profile {
            vcf_limit: 6,
            depth: 0,
            width: 6,
            nodes: 20_000,
            ..base
        },
        5 => Profile {
            vcf_limit: DEFAULT_LIMIT,
            depth: 3,
            width: 6,
            nodes: 40_000,
            ..base
        },
        6 => Profile {
            vcf_limit: DEFAULT_LIMIT,
            vct_depth: 4,
            vct_nodes: 1_500,
            vct_checks: 2,
            depth: 3,
            width: 8,
            nodes: 60_000,
            ..base
        },
        7 => Profile {
            vcf_limit: DEFAULT_LIMIT,
            vct_depth: 6,
            vct_nodes: 1_500,
            vct_checks: 3,
            depth: 5,
            width: 7,
            nodes: 200_000,
            ..base
        },
        _ => Profile {
            vcf_limit: DEFAULT_LIMIT,
            vct_depth: 8,
            vct_nodes: 50_000,
            vct_checks: 8,
            depth: 0,
            width: 9,
            nodes: 60_000,
            tree_search: true,
            ..base
        },
    }
}

/// Chooses a legal move for `to_move` at `level` (never a forbidden point for a renju Black);
/// `None` only when no legal move is left.
pub fn choose(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    level: Level,
    seed: u64,
) -> Option<Point> {
    let mut choice = Choice::new(board, to_move, rules, level, seed);
    loop {
        if let Some(answer) = choice.step() {
            return answer;
        }
    }
}

/// The opponent at one level as a player with bounds: what a match against another engine
/// needs — a total node budget for each choice (every search the level runs shares it, in
/// the proportions of the level's own budgets) or a cancel flag another thread sets when the
/// time is up (the choice is then the best the searches found so far).
#[derive(Debug, Clone)]
pub struct Opponent {
    rules: Rules,
    level: Level,
    seed: u64,
    budget: Option<u64>,
    cancel: Option<Arc<AtomicBool>>,
    time: Option<std::time::Duration>,
}

impl Opponent {
    /// The level's own budgets, no cancel flag.
    pub fn new(rules: Rules, level: Level, seed: u64) -> Opponent {
        Opponent {
            rules,
            level,
            seed,
            budget: None,
            cancel: None,
            time: None,
        }
    }

    /// Each choice takes about `time`: the tree search stops at a share of it, so that the
    /// checks of the opponent's threat sequences after it have the rest (the cancel flag, if
    /// any, still stops everything).
    pub fn with_move_time(mut self, time: std::time::Duration) -> Opponent {
        self.time = Some(time);
        self
    }

    /// Every choice visits at most about `nodes` positions in all.
    pub fn with_node_budget(mut self, nodes: u64) -> Opponent {
        self.budget = Some(nodes);
        self
    }

    /// Every search stops once `flag` is set.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Opponent {
        self.cancel = Some(flag);
        self
    }

    /// A legal move for `to_move` (never a forbidden point for a renju Black); `None` only
    /// when no legal move is left.
    pub fn choose(&self, board: &Board, to_move: Stone) -> Option<Point> {
        let mut choice = Choice::new(board, to_move, self.rules, self.level, self.seed);
        if let Some(nodes) = self.budget {
            choice.profile = choice.profile.within(nodes);
        }
        choice.cancel = self.cancel.clone();
        choice.time = self.time.map(|time| (std::time::Instant::now(), time));
        loop {
            if let Some(answer) = choice.step() {
                return answer;
            }
        }
    }
}

impl Profile {
    /// The positions one choice may visit with these budgets: the alpha-beta's, and a VCT
    /// question's for its own VCT, the opponent's and each checked candidate.
    fn total_nodes(&self) -> u64 {
        let vct_questions = if self.vct_depth > 0 {
            2 + self.vct_checks as u64
        } else {
            0
        };
        self.nodes + self.vct_nodes * vct_questions + VCF_SHARE
    }

    /// These budgets scaled to sum to about `nodes`.
    fn within(mut self, nodes: u64) -> Profile {
        if self.tree_search {
            // The tree search ranks every move: half the budget; the VCT questions (own, the
            // opponent's now, and after each checked move) a twentieth each, the VCF
            // questions a tenth each — most of them end far sooner.
            self.nodes = nodes / 2;
            self.vct_nodes = (nodes / 20).max(1);
            self.vcf_nodes = (nodes / 10).max(1);
            return self;
        }
        let total = self.total_nodes().max(1);
        let scale = |n: u64| ((u128::from(n) * u128::from(nodes)) / u128::from(total)) as u64;
        self.nodes = scale(self.nodes);
        self.vct_nodes = scale(self.vct_nodes);
        self.vcf_nodes = scale(VCF_SHARE).max(1);
        self
    }
}

/// The positions counted for the VCF questions of one choice when a total budget is shared.
const VCF_SHARE: u64 = 100_000;

/// [`choose`] worked out in steps, for a caller with one thread (a browser's page): each step
/// is one stage of the choice (the quick answers and VCF questions; the own VCT; the ranking
/// search; each question about the opponent's VCT), each within the level's node budgets.
#[derive(Debug)]
pub struct Choice {
    board: Board,
    to_move: Stone,
    rules: Rules,
    profile: Profile,
    random: SeededRandom,
    stage: Stage,
    /// Stops every search once set (see [`Opponent::with_cancel`]).
    cancel: Option<Arc<AtomicBool>>,
    /// When the choice began and the time it has (see [`Opponent::with_move_time`]).
    time: Option<(std::time::Instant, std::time::Duration)>,
    /// Whether the opponent has a VCT with a move in hand (asked by the tree-search levels
    /// before ranking; `None` when not asked).
    threatened: Option<bool>,
}

/// Where a [`Choice`] has got to.
#[derive(Debug)]
enum Stage {
    /// Nothing looked at yet.
    Begin,
    /// Looking for its own VCT; `pool` holds the moves still allowed.
    OwnVct {
        pool: Vec<Point>,
        everything: Vec<Point>,
    },
    /// Ranking the pool (after answering threes).
    Rank {
        pool: Vec<Point>,
        everything: Vec<Point>,
        forced: bool,
    },
    /// Asking whether the opponent has a VCT now.
    OpponentVct { ranked: Vec<Point> },
    /// Trying the best moves in turn until one leaves the opponent no VCT.
    Hold { ranked: Vec<Point>, next: usize },
    /// The choice has been given.
    Done,
}

impl Choice {
    /// Starts choosing (nothing is searched yet).
    pub fn new(board: &Board, to_move: Stone, rules: Rules, level: Level, seed: u64) -> Choice {
        Choice {
            board: board.clone(),
            to_move,
            rules,
            profile: profile(level),
            random: SeededRandom::from_state(seed ^ board.hash() ^ 0x9E37_79B9_7F4A_7C15),
            stage: Stage::Begin,
            cancel: None,
            time: None,
            threatened: None,
        }
    }

    /// Does the next stage; the choice (that of [`choose`]) once it is made. After the choice,
    /// further steps answer `Some(None)`.
    pub fn step(&mut self) -> Option<Option<Point>> {
        let stage = std::mem::replace(&mut self.stage, Stage::Done);
        let (next, answer) = match stage {
            Stage::Begin => self.begin(),
            Stage::OwnVct { pool, everything } => self.own_vct(pool, everything),
            Stage::Rank {
                pool,
                everything,
                forced,
            } => self.rank_pool(pool, everything, forced),
            Stage::OpponentVct { ranked } => self.opponent_vct(ranked),
            Stage::Hold { ranked, next } => self.hold(ranked, next),
            Stage::Done => (Stage::Done, Some(None)),
        };
        self.stage = next;
        answer
    }

    /// A VCF solver for `attacker` within the level's VCF budget and the cancel flag.
    fn vcf_solver(&self, attacker: Stone) -> VcfSolver {
        let mut solver = VcfSolver::new(self.rules, attacker);
        if self.profile.vcf_nodes < u64::MAX {
            solver.set_budget(self.profile.vcf_nodes);
        }
        solver.set_cancel(self.cancel.clone());
        solver
    }

    /// The level's VCT question for `attacker` on `board` (undecided once cancelled).
    fn vct(&self, board: &Board, attacker: Stone) -> VctOutcome {
        let mut solver = VctSolver::new(self.rules, attacker, self.profile.vct_nodes);
        solver.set_cancel(self.cancel.clone());
        solver.solve(board, self.profile.vct_depth)
    }

    fn begin(&mut self) -> (Stage, Option<Option<Point>>) {
        let (board, to_move, rules, profile) =
            (&self.board, self.to_move, self.rules, self.profile);
        let done = |point| (Stage::Done, Some(point));
        let opponent = to_move.opponent();
        if let Some(&five) = rules.win_points(board, to_move).first() {
            return done(Some(five));
        }
        let fours = rules.win_points(board, opponent);
        if !fours.is_empty()
            && self.random.below(100) >= profile.miss_four
            && let Some(&block) = fours.iter().find(|&&p| rules.is_legal(board, p, to_move))
        {
            return done(Some(block));
        }
        let search = RenjuSearch::new(rules, profile.width, profile.nodes);
        let everything = search.candidates(board, to_move, usize::MAX);
        if everything.is_empty() {
            return done(first_legal(board, to_move, rules));
        }
        if !profile.defends {
            let threes = straight_four_points(board, rules, opponent);
            let pool = if !threes.is_empty() && self.random.below(100) >= profile.miss_three {
                three_answers(board, rules, to_move, &threes, &everything)
            } else {
                Vec::new()
            };
            let pool = if pool.is_empty() { everything } else { pool };
            return done(shape_pick(
                board,
                to_move,
                &pool,
                profile.pool,
                &mut self.random,
            ));
        }
        if profile.vcf_limit >= DEFAULT_LIMIT {
            let own = self.vcf_solver(to_move).solve(board, profile.vcf_limit);
            if let Some(&first) = own.line.first()
                && rules.is_legal(board, first, to_move)
            {
                return done(Some(first));
            }
        }
        // Defence first: against a VCF only the moves that stop it.
        if profile.vcf_limit > 0 && self.vcf_solver(opponent).has_vcf(board, profile.vcf_limit) {
            let mut solver = self.vcf_solver(opponent);
            let holding = defending_moves_with(
                &mut solver,
                board,
                rules,
                to_move,
                DEFAULT_LIMIT.max(profile.vcf_limit),
            );
            if !holding.is_empty() {
                return (
                    Stage::Rank {
                        pool: holding,
                        everything,
                        forced: true,
                    },
                    None,
                );
            }
        }
        let pool = everything.clone();
        if profile.vct_depth > 0 {
            (Stage::OwnVct { pool, everything }, None)
        } else {
            (
                Stage::Rank {
                    pool,
                    everything,
                    forced: false,
                },
                None,
            )
        }
    }

    fn own_vct(
        &mut self,
        pool: Vec<Point>,
        everything: Vec<Point>,
    ) -> (Stage, Option<Option<Point>>) {
        let (board, to_move, rules) = (&self.board, self.to_move, self.rules);
        if let VctOutcome::Win(line) = self.vct(board, to_move)
            && let Some(&first) = line.first()
            && rules.is_legal(board, first, to_move)
        {
            return (Stage::Done, Some(Some(first)));
        }
        if self.profile.tree_search && self.profile.vct_checks > 0 {
            // Whether the opponent would have a VCT with a move in hand: if not, no move of
            // ours gives it one, and the tree search may take all the time.
            let threatened = matches!(self.vct(board, to_move.opponent()), VctOutcome::Win(_));
            self.threatened = Some(threatened);
        }
        (
            Stage::Rank {
                pool,
                everything,
                forced: false,
            },
            None,
        )
    }

    fn rank_pool(
        &mut self,
        mut pool: Vec<Point>,
        everything: Vec<Point>,
        forced: bool,
    ) -> (Stage, Option<Option<Point>>) {
        let (board, to_move, rules, profile) =
            (&self.board, self.to_move, self.rules, self.profile);
        if !forced {
            let threes = straight_four_points(board, rules, to_move.opponent());
            if !threes.is_empty() {
                let answers = three_answers(board, rules, to_move, &threes, &everything);
                if !answers.is_empty() {
                    pool = answers;
                }
            }
        }
        let ranked = if profile.tree_search {
            // Against a VCT a quarter of the time is kept for checking the choice.
            let unthreatened = self.threatened == Some(false);
            let deadline = self.time.map(|(began, time)| {
                if unthreatened {
                    began + time
                } else {
                    began + time * 3 / 4
                }
            });
            tree_rank(
                board,
                to_move,
                rules,
                &pool,
                profile,
                self.cancel.clone(),
                deadline,
            )
        } else {
            rank(board, to_move, rules, &pool, profile, self.cancel.clone())
        };
        if profile.tree_search && self.threatened.is_some() {
            if !forced && self.threatened == Some(true) {
                (Stage::Hold { ranked, next: 0 }, None)
            } else {
                (Stage::Done, Some(ranked.first().copied()))
            }
        } else if !forced && profile.vct_checks > 0 {
            (Stage::OpponentVct { ranked }, None)
        } else {
            (Stage::Done, Some(ranked.first().copied()))
        }
    }

    fn opponent_vct(&mut self, ranked: Vec<Point>) -> (Stage, Option<Option<Point>>) {
        let board = &self.board;
        let opponent = self.to_move.opponent();
        if matches!(self.vct(board, opponent), VctOutcome::Win(_)) {
            (Stage::Hold { ranked, next: 0 }, None)
        } else {
            (Stage::Done, Some(ranked.first().copied()))
        }
    }

    /// The opponent's VCT: try the best moves until one leaves it none.
    fn hold(&mut self, ranked: Vec<Point>, next: usize) -> (Stage, Option<Option<Point>>) {
        let (board, profile) = (&self.board, self.profile);
        let opponent = self.to_move.opponent();
        let Some(&point) = ranked.get(next).filter(|_| next < profile.vct_checks) else {
            return (Stage::Done, Some(ranked.first().copied()));
        };
        let after = board.with(point, self.to_move);
        if matches!(self.vct(&after, opponent), VctOutcome::Win(_)) {
            (
                Stage::Hold {
                    ranked,
                    next: next + 1,
                },
                None,
            )
        } else {
            (Stage::Done, Some(Some(point)))
        }
    }
}

/// The first legal point in board order (a nearly full board).
fn first_legal(board: &Board, to_move: Stone, rules: Rules) -> Option<Point> {
    board
        .empty_points()
        .find(|&p| rules.is_legal(board, p, to_move))
}

/// Moves after which `opponent`'s threes are all stopped (no straight-four point is left),
/// or that make a four (the opponent must answer it first), from `candidates` and the three
/// points themselves, in point order.
fn three_answers(
    board: &Board,
    rules: Rules,
    to_move: Stone,
    threes: &[Point],
    candidates: &[Point],
) -> Vec<Point> {
    let opponent = to_move.opponent();
    let mut tried: Vec<Point> = candidates.to_vec();
    tried.extend(threes.iter().copied());
    tried.sort();
    tried.dedup();
    let mut answers: Vec<Point> = tried
        .into_iter()
        .filter(|&p| rules.is_legal(board, p, to_move))
        .filter(|&p| {
            let after = board.with(p, to_move);
            straight_four_points(&after, rules, opponent).is_empty()
        })
        .collect();
    answers.sort();
    answers
}

/// The moves of `pool` by their shapes, best first (ties in point order).
fn by_shape(board: &Board, to_move: Stone, pool: &[Point]) -> Vec<Point> {
    let mut scored: Vec<(i64, Point)> = pool
        .iter()
        .map(|&p| (shape(board, p, to_move), p))
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, p)| p).collect()
}

/// The moves of `pool` best first by the level's alpha-beta search (shapes only at depth 0).
fn rank(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    pool: &[Point],
    profile: Profile,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<Point> {
    let ordered = by_shape(board, to_move, pool);
    if profile.depth == 0 {
        return ordered;
    }
    let width = profile.width.max(profile.vct_checks);
    let top: Vec<Point> = ordered.iter().copied().take(width).collect();
    let mut search = RenjuSearch::new(rules, profile.width, profile.nodes);
    search.set_cancel(cancel);
    let scored = search.score_moves(board, to_move, &top, profile.depth);
    let mut ranked: Vec<(i64, usize, Point)> = scored
        .iter()
        .enumerate()
        .map(|(index, &(p, score))| (score, index, p))
        .collect();
    // Best score first; among equals the better shape (earlier in `top`).
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    // Losing lines score by their length, so the longest resistance comes first.
    let mut result: Vec<Point> = ranked.into_iter().map(|(_, _, p)| p).collect();
    for p in ordered {
        if !result.contains(&p) {
            result.push(p);
        }
    }
    result
}

/// The moves of `pool` with the tree search's choice first, the rest by shape.
fn tree_rank(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    pool: &[Point],
    profile: Profile,
    cancel: Option<Arc<AtomicBool>>,
    deadline: Option<std::time::Instant>,
) -> Vec<Point> {
    let mut ordered = by_shape(board, to_move, pool);
    let limits = super::engine::Limits {
        nodes: profile.nodes,
        deadline,
        cancel,
        max_depth: 40,
    };
    // A pool of every nearby point is left to the search's own threat-aware root moves.
    let moves = if pool.len() > 40 {
        Vec::new()
    } else {
        ordered.clone()
    };
    let found = super::engine::best_move(board, to_move, rules, &moves, limits);
    if let Some(best) = found.best {
        ordered.retain(|&p| p != best);
        ordered.insert(0, best);
    }
    ordered
}

fn shape(board: &Board, point: Point, to_move: Stone) -> i64 {
    point_value(board, point, to_move) * 11 / 10 + point_value(board, point, to_move.opponent())
}

/// One of the `pool_size` best points of `pool` by shape, at random.
fn shape_pick(
    board: &Board,
    to_move: Stone,
    pool: &[Point],
    pool_size: usize,
    random: &mut SeededRandom,
) -> Option<Point> {
    let mut scored: Vec<(i64, u64, Point)> = pool
        .iter()
        .map(|&p| (shape(board, p, to_move), random.next_u64(), p))
        .collect();
    scored.sort_by_key(|&(score, tie, _)| std::cmp::Reverse((score, tie)));
    let take = pool_size.clamp(1, scored.len().max(1));
    scored
        .get(random.index(take))
        .or(scored.first())
        .map(|&(_, _, p)| p)
}
