//! The Jungle computer opponent on the eight-level ladder (see [`Level`]).
//!
//! Every level searches (alpha-beta, see `jungle_search`); what changes up the ladder is how
//! deep, how precisely it weighs the moves, and what it overlooks, the way a child would:
//! - 1 rat, 2 cat, 3 wolf look 1–2 plies ahead, add a wobble to their judgement and often do
//!   not see a capture that is on offer (the dog and the leopard keep a small wobble);
//! - from 4 dog up the level plays **defence first**: it asks the forced-win solver whether
//!   the other side can force a win after each candidate move and never plays such a move when
//!   another move holds (5 plies from the dog to the tiger, 7 at the lion and elephant),
//!   and it plays its own forced wins;
//! - 6 tiger, 7 lion and 8 elephant search by iterative deepening under a node budget with no
//!   wobble.
//!
//! Deterministic for a given seed: budgets are counted in positions, not in time (a match at a
//! fixed time per move may add a time limit with [`Opponent::with_time_limit`]).

use super::bounded::Budget;
use super::jungle::{JungleGame, JungleSearcher};
use super::jungle_search::{JungleSearch, SearchLimits, WIN};
use crate::rules::jungle::{Game, Move, Position, RuleOptions};
pub use crate::solve::level::Level;
use crate::solve::seeded::SeededRandom;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Under a time limit, the part of it the look for one's own forced win may take.
const WIN_CHECK_SHARE: f64 = 0.2;
/// Under a time limit, the moment (a part of it from the start) the search stops.
const SEARCH_SHARE: f64 = 0.7;

/// What one level of the ladder does.
#[derive(Debug, Clone, Copy)]
struct Profile {
    /// Search depth (plies) and budget.
    limits: SearchLimits,
    /// Iterative deepening with the best move only (else every move scored, for the wobble).
    deepening: bool,
    /// The most the judgement of a move may be off, either way.
    wobble: i32,
    /// Percent chance that each capture on offer goes unseen.
    miss_capture: u64,
    /// Plies of the other side's forced win checked after each candidate (0 = none).
    defence_plies: u32,
    /// Plies of its own forced win looked for first (0 = none).
    win_plies: u32,
    /// Positions the forced-win solver may visit per move.
    solver_nodes: u64,
}

fn profile(level: Level) -> Profile {
    let limits = |max_depth, max_nodes, quiescence| SearchLimits {
        max_depth,
        max_nodes,
        quiescence,
    };
    let base = Profile {
        limits: limits(1, 50_000, false),
        deepening: false,
        wobble: 0,
        miss_capture: 0,
        defence_plies: 0,
        win_plies: 0,
        solver_nodes: 0,
    };
    match level.number() {
        1 => Profile {
            limits: limits(1, 50_000, true),
            wobble: 250,
            miss_capture: 55,
            ..base
        },
        2 => Profile {
            limits: limits(1, 50_000, true),
            wobble: 100,
            miss_capture: 25,
            ..base
        },
        3 => Profile {
            limits: limits(2, 100_000, true),
            wobble: 120,
            miss_capture: 30,
            ..base
        },
        4 => Profile {
            limits: limits(2, 100_000, true),
            wobble: 25,
            miss_capture: 5,
            defence_plies: 5,
            win_plies: 3,
            solver_nodes: 50_000,
            ..base
        },
        5 => Profile {
            limits: limits(3, 200_000, true),
            wobble: 50,
            defence_plies: 5,
            win_plies: 5,
            solver_nodes: 100_000,
            ..base
        },
        6 => Profile {
            limits: limits(4, 300_000, true),
            deepening: true,
            defence_plies: 5,
            win_plies: 7,
            solver_nodes: 200_000,
            ..base
        },
        7 => Profile {
            limits: limits(5, 700_000, true),
            deepening: true,
            defence_plies: 7,
            win_plies: 7,
            solver_nodes: 500_000,
            ..base
        },
        _ => Profile {
            limits: limits(6, 2_000_000, true),
            deepening: true,
            defence_plies: 7,
            win_plies: 9,
            solver_nodes: 1_200_000,
            ..base
        },
    }
}

/// A computer player.
#[derive(Debug)]
pub struct Opponent {
    level: Level,
    random: SeededRandom,
    search: Option<JungleSearch>,
    time_limit: Option<Duration>,
}

impl Clone for Opponent {
    fn clone(&self) -> Opponent {
        // The search table is a cache: a clone starts with an empty one.
        Opponent {
            level: self.level,
            random: self.random.clone(),
            search: None,
            time_limit: self.time_limit,
        }
    }
}

impl Opponent {
    /// A player of `level` whose choices among equal moves follow `seed`.
    pub fn new(level: Level, seed: u64) -> Opponent {
        Opponent {
            level,
            random: SeededRandom::new(seed),
            search: None,
            time_limit: None,
        }
    }

    /// The same player, but each move also stops thinking after about `limit` (the look for
    /// its own forced win gets the first fifth, the search runs until seven tenths, the
    /// defence checks take the rest): for matches at a fixed time
    /// per move against other engines. Not deterministic, and native only (it uses the clock
    /// and a timer thread); without it the node budgets alone decide.
    pub fn with_time_limit(mut self, limit: Duration) -> Opponent {
        self.time_limit = Some(limit);
        self
    }

    /// Its level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// A move in a game in progress (the anti-repetition rules respected, and no shuffling back
    /// to the game's earlier positions); `None` when the side to move has no legal move.
    pub fn choose_in_game(&mut self, game: &Game) -> Option<Move> {
        let allowed: Vec<Move> = game.legal_moves().iter().copied().collect();
        self.search_for(game.options()).remember_game(game);
        self.choose(game.position(), game.options(), &allowed)
    }

    /// A move in `position`, history ignored; `None` when there is no legal move.
    pub fn choose_move(&mut self, position: &Position, options: &RuleOptions) -> Option<Move> {
        let allowed: Vec<Move> = position.legal_moves(options).iter().copied().collect();
        self.search_for(options).forget_game();
        self.choose(position, options, &allowed)
    }

    /// The search for games under `options` (kept between moves for its table).
    fn search_for(&mut self, options: &RuleOptions) -> &mut JungleSearch {
        let search = self
            .search
            .get_or_insert_with(|| JungleSearch::new(*options));
        if search.options() != options {
            *search = JungleSearch::new(*options);
        }
        search
    }

    fn choose(
        &mut self,
        position: &Position,
        options: &RuleOptions,
        allowed: &[Move],
    ) -> Option<Move> {
        let mut allowed = allowed.to_vec();
        allowed.sort();
        if allowed.len() <= 1 {
            return allowed.first().copied();
        }
        let profile = profile(self.level);
        let start = Instant::now();
        // Under a time limit the thinking is shared out (see `with_time_limit`).
        let cancel = self.time_limit.map(alarm);
        let win_cancel = self
            .time_limit
            .map(|limit| alarm(limit.mul_f64(WIN_CHECK_SHARE)));
        let mut solver = JungleSearcher::new(Budget {
            max_nodes: profile.solver_nodes.max(1),
            cancel: win_cancel,
        });
        if profile.win_plies > 0
            && let Some(mv) = forced_win(&mut solver, position, options, &allowed, profile)
        {
            return Some(mv);
        }
        let deadline = self
            .time_limit
            .map(|limit| start + limit.mul_f64(SEARCH_SHARE));
        let seen = self.overlook_captures(position, &allowed, profile.miss_capture);
        let ranked = self.rank(position, options, &seen, profile, deadline);
        if profile.defence_plies == 0 {
            return ranked.first().copied();
        }
        holding_move(&mut solver, position, options, &ranked, profile, cancel)
    }

    /// The moves this level notices: each capture on offer may go unseen (never all moves).
    fn overlook_captures(&mut self, position: &Position, allowed: &[Move], miss: u64) -> Vec<Move> {
        if miss == 0 {
            return allowed.to_vec();
        }
        let seen: Vec<Move> = allowed
            .iter()
            .copied()
            .filter(|&mv| position.captured_by(mv).is_none() || self.random.below(100) >= miss)
            .collect();
        if seen.is_empty() {
            allowed.to_vec()
        } else {
            seen
        }
    }

    /// The moves best first as this level judges them (its wobble included).
    fn rank(
        &mut self,
        position: &Position,
        options: &RuleOptions,
        moves: &[Move],
        profile: Profile,
        deadline: Option<Instant>,
    ) -> Vec<Move> {
        let search = self.search_for(options);
        search.set_deadline(deadline);
        let mut scored = if profile.deepening {
            search.ranked_moves(position, moves, profile.limits)
        } else {
            search.score_moves(position, moves, profile.limits)
        };
        if scored.len() < moves.len() {
            // Out of budget: the moves not scored count as the worst.
            for &mv in moves {
                if !scored.iter().any(|&(m, _)| m == mv) {
                    scored.push((mv, -WIN));
                }
            }
        }
        // A deepening search tries each move after the first with a null window, so a move no
        // better than the best comes back with a bound that often equals the best's score:
        // equal scores keep the search's order there (the best first). The other levels score
        // every move exactly, and chance settles their ties.
        let mut keyed: Vec<(i32, u64, Move)> = scored
            .into_iter()
            .enumerate()
            .map(|(index, (mv, score))| {
                let wobble = if profile.wobble > 0 && score.abs() < WIN / 2 {
                    self.random.below(2 * profile.wobble as u64 + 1) as i32 - profile.wobble
                } else {
                    0
                };
                let tie = match profile.deepening {
                    true => u64::MAX - index as u64,
                    false => self.random.next_u64(),
                };
                (score.saturating_add(wobble), tie, mv)
            })
            .collect();
        keyed.sort_by_key(|&(score, tie, _)| std::cmp::Reverse((score, tie)));
        keyed.into_iter().map(|(_, _, mv)| mv).collect()
    }
}

/// A flag that turns `true` once `after` has passed (a timer thread sets it).
fn alarm(after: Duration) -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    let timer = Arc::clone(&flag);
    std::thread::spawn(move || {
        std::thread::sleep(after);
        timer.store(true, Ordering::Relaxed);
    });
    flag
}

/// The first move (in `allowed` order) of the fastest forced win within the level's plies.
fn forced_win(
    solver: &mut JungleSearcher,
    position: &Position,
    options: &RuleOptions,
    allowed: &[Move],
    profile: Profile,
) -> Option<Move> {
    let game = JungleGame::new(*position, *options);
    let plies = solver.win_distance(&game, profile.win_plies)?;
    let solution = solver.solve(&game, plies);
    solution
        .line
        .first()
        .copied()
        .filter(|mv| allowed.contains(mv))
        .or_else(|| {
            solution
                .winning_moves
                .iter()
                .copied()
                .find(|mv| allowed.contains(mv))
        })
}

/// The best-ranked move that the solver does not prove lost: after it the other side has no
/// forced win within the level's plies (a move the solver cannot decide within its budget
/// counts as holding, as the search saw no loss either); when every move loses, the best-ranked
/// move (the search already resists longest).
fn holding_move(
    solver: &mut JungleSearcher,
    position: &Position,
    options: &RuleOptions,
    ranked: &[Move],
    profile: Profile,
    cancel: Option<Arc<AtomicBool>>,
) -> Option<Move> {
    for &mv in ranked {
        solver.renew_budget(Budget {
            max_nodes: profile.solver_nodes,
            cancel: cancel.clone(),
        });
        let after = JungleGame::new(position.play_unchecked(mv), *options);
        if solver.wins_within(&after, profile.defence_plies) != Some(true) {
            return Some(mv);
        }
    }
    ranked.first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_limited_player_still_plays_legal_moves_and_takes_the_den() {
        let options = RuleOptions::default();
        let den = Position::from_fen("l5t/3D3/7/7/7/7/7/7/6L w").expect("valid");
        let mut opponent = Opponent::new(Level::MAX, 3).with_time_limit(Duration::from_millis(50));
        assert_eq!(
            opponent.choose_move(&den, &options),
            Move::parse("d8d9").ok()
        );
        let mut game = Game::new(options);
        for _ in 0..6 {
            let Some(mv) = opponent.choose_in_game(&game) else {
                break;
            };
            assert!(game.legal_moves().contains(&mv), "{mv}");
            game.play(mv).expect("legal");
        }
    }

    #[test]
    fn the_lion_plays_the_first_move_of_its_search_not_one_that_only_ties_with_it() {
        // Moves after the first come back from the search as bounds, often equal to the best
        // move's score; picking among equal scores by chance used to play them.
        let options = RuleOptions::default();
        let lion = Level::new(7).expect("level 7");
        let limits = profile(lion).limits;
        let mut game = Game::new(options);
        let mut opener = Opponent::new(Level::MIN, 5);
        for _ in 0..4 {
            let position = *game.position();
            let mut allowed: Vec<Move> = position.legal_moves(&options).iter().copied().collect();
            allowed.sort();
            let ranked = JungleSearch::new(options).ranked_moves(&position, &allowed, limits);
            for seed in [1, 2, 3] {
                assert_eq!(
                    Opponent::new(lion, seed).choose_move(&position, &options),
                    ranked.first().map(|&(mv, _)| mv),
                    "{}",
                    position.to_fen()
                );
            }
            let mv = opener.choose_in_game(&game).expect("a move");
            game.play(mv).expect("legal");
        }
    }

    #[test]
    fn every_level_takes_a_den_entry_in_one_when_it_sees_it() {
        let position = Position::from_fen("l5t/3D3/7/7/7/7/7/7/6L w").expect("valid");
        let options = RuleOptions::default();
        for level in Level::ALL {
            let mut opponent = Opponent::new(level, 7);
            assert_eq!(
                opponent.choose_move(&position, &options),
                Move::parse("d8d9").ok(),
                "{}",
                level.name()
            );
        }
    }
}
