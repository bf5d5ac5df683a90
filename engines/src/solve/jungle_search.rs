//! The Jungle opponent's search: negamax alpha-beta with iterative deepening, a transposition
//! table, captures and den entries first, a quiescence search on captures and den threats, and
//! a node budget (so a level plays the same move on every machine). A return to a position the
//! game or the line searched has already been through scores as a draw: the side that is ahead
//! looks for progress instead of shuffling until the no-capture rule ends the game. The
//! evaluation knows material (the wolf and the dog by the rules' strength order), the dens and
//! the traps next to them, the rat–elephant pair and river control.

use super::bounded::KeyMap;
use super::jungle::den_distance;
use crate::rules::jungle::{Animal, Bitboard, Game, Move, Position, RuleOptions, Side, Square};
use std::time::Instant;

/// A score above any evaluation: the side to move has won.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are forced wins or losses (mate-like scores).
const WIN_ZONE: i32 = WIN - 1_000;
/// How deep the quiescence search may go below the nominal depth.
const QUIESCENCE_PLIES: u32 = 8;
/// Entries kept before the table is cleared (bounds memory).
const TABLE_LIMIT: usize = 1 << 21;
/// The score of a return to an earlier position (no progress: a draw, whoever is ahead).
const REPETITION: i32 = 0;

/// What a level allows the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest iteration.
    pub max_depth: u32,
    /// Positions to visit at most (the last finished iteration's answer is kept).
    pub max_nodes: u64,
    /// Whether leaves are resolved by a capture search (off: the rat level's short sight).
    pub quiescence: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<Move>,
}

/// The search ran out of nodes.
#[derive(Debug, Clone, Copy)]
struct OutOfNodes;

/// A searcher under one set of rule options; keep it for a game so its table is reused.
#[derive(Debug)]
pub struct JungleSearch {
    options: RuleOptions,
    table: KeyMap<Entry>,
    killers: Vec<[Option<Move>; 2]>,
    nodes: u64,
    max_nodes: u64,
    quiescence: bool,
    /// When set, the search also stops at this moment (as if out of nodes).
    deadline: Option<Instant>,
    /// The game's positions since its last capture (by hash; see `remember_game`).
    earlier: KeyMap<()>,
    /// The positions from the root down to the node being searched (by hash).
    path: Vec<u64>,
}

impl JungleSearch {
    /// A searcher for games under `options`.
    pub fn new(options: RuleOptions) -> JungleSearch {
        JungleSearch {
            options,
            table: KeyMap::default(),
            killers: vec![[None; 2]; 128],
            nodes: 0,
            max_nodes: u64::MAX,
            quiescence: true,
            deadline: None,
            earlier: KeyMap::default(),
            path: Vec::new(),
        }
    }

    /// Also stop every search at `deadline` (`None`: the node budget alone, deterministic).
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// The positions `game` has been through since its last capture (a capture cannot be
    /// undone, so no earlier position can come back): searching its current position, a
    /// return to one of them scores as a draw. Forgotten by [`JungleSearch::forget_game`].
    pub fn remember_game(&mut self, game: &Game) {
        self.earlier.clear();
        let mut position = *game.start_position();
        self.earlier.insert(position.hash(), ());
        for played in game.history() {
            position = position.play_unchecked(played.mv);
            if played.captured.is_some() {
                self.earlier.clear();
            }
            self.earlier.insert(position.hash(), ());
        }
    }

    /// Searches positions with no game behind them (only the line searched can repeat).
    pub fn forget_game(&mut self) {
        self.earlier.clear();
    }

    /// The rule options searched under.
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// Positions visited by the last call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The score of each move of `allowed` (legal in `position`) searched `depth` plies deep
    /// with a full window, from the mover's point of view; for levels that add noise to the
    /// scores and need every move's value. Moves not finished within the budget are left out.
    pub fn score_moves(
        &mut self,
        position: &Position,
        allowed: &[Move],
        limits: SearchLimits,
    ) -> Vec<(Move, i32)> {
        self.start(position, limits);
        let depth = limits.max_depth.max(1);
        let mut scored = Vec::with_capacity(allowed.len());
        for &mv in allowed {
            let next = position.play_unchecked(mv);
            match self.negamax(&next, depth - 1, -WIN - 1, WIN + 1, 1) {
                Ok(score) => scored.push((mv, -score)),
                Err(OutOfNodes) => break,
            }
        }
        scored
    }

    /// The best move of `allowed` by iterative deepening, with its score; `None` when
    /// `allowed` is empty. Ties go to the first move in `allowed` order.
    pub fn best_move(
        &mut self,
        position: &Position,
        allowed: &[Move],
        limits: SearchLimits,
    ) -> Option<(Move, i32)> {
        self.ranked_moves(position, allowed, limits)
            .first()
            .copied()
    }

    /// Every move of `allowed` best first by iterative deepening (the order of the deepest
    /// iteration finished, the best move of an unfinished deeper one first), with scores.
    pub fn ranked_moves(
        &mut self,
        position: &Position,
        allowed: &[Move],
        limits: SearchLimits,
    ) -> Vec<(Move, i32)> {
        self.start(position, limits);
        let mut order: Vec<Move> = allowed.to_vec();
        let mut ranked: Vec<(Move, i32)> = order.iter().map(|&mv| (mv, -WIN)).collect();
        let mut best: Option<(Move, i32)> = order.first().map(|&mv| (mv, -WIN));
        for depth in 1..=limits.max_depth.max(1) {
            let mut alpha = -WIN - 1;
            let mut iteration: Vec<(Move, i32)> = Vec::with_capacity(order.len());
            let mut finished = true;
            for &mv in &order {
                let next = position.play_unchecked(mv);
                let score = match iteration.is_empty() {
                    true => self.negamax(&next, depth - 1, -WIN - 1, -alpha, 1),
                    // A null window first: most moves are no better than the best so far.
                    false => match self.negamax(&next, depth - 1, -alpha - 1, -alpha, 1) {
                        Ok(score) if -score > alpha => {
                            self.negamax(&next, depth - 1, -WIN - 1, -alpha, 1)
                        }
                        other => other,
                    },
                };
                match score {
                    Ok(score) => {
                        let score = -score;
                        iteration.push((mv, score));
                        alpha = alpha.max(score);
                    }
                    Err(OutOfNodes) => {
                        finished = false;
                        break;
                    }
                }
            }
            // A partial iteration still counts if its best move beats the last answer's move
            // searched so far (it was searched first, so it is at least as deep as before).
            if let Some(&(mv, score)) = iteration.iter().max_by_key(|&&(_, s)| s)
                && (finished || best.is_none_or(|(_, old)| score > old))
            {
                best = Some((mv, score));
            }
            if !finished {
                // The unfinished iteration's best move first, the rest as last time.
                if let Some((mv, score)) = best
                    && let Some(index) = ranked.iter().position(|&(m, _)| m == mv)
                {
                    ranked.remove(index);
                    ranked.insert(0, (mv, score));
                }
                break;
            }
            // Best first next time; a stable sort keeps equal moves in their given order.
            iteration.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            order = iteration.iter().map(|&(mv, _)| mv).collect();
            ranked = iteration;
            if best.is_some_and(|(_, score)| score.abs() >= WIN_ZONE) {
                break;
            }
        }
        ranked
    }

    fn start(&mut self, root: &Position, limits: SearchLimits) {
        self.path.clear();
        self.path.push(root.hash());
        self.nodes = 0;
        self.max_nodes = limits.max_nodes;
        self.quiescence = limits.quiescence;
        if self.table.len() > TABLE_LIMIT {
            self.table.clear();
        }
        for killer in &mut self.killers {
            *killer = [None; 2];
        }
    }

    fn tick(&mut self) -> Result<(), OutOfNodes> {
        self.nodes += 1;
        if self.nodes > self.max_nodes
            || (self.nodes.is_multiple_of(1024)
                && self.deadline.is_some_and(|at| Instant::now() >= at))
        {
            Err(OutOfNodes)
        } else {
            Ok(())
        }
    }

    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Result<i32, OutOfNodes> {
        self.tick()?;
        let list = position.legal_moves(&self.options);
        if list.is_empty() {
            return Ok(-(WIN - ply as i32));
        }
        let key = position.hash();
        if self.repeats(key) {
            return Ok(REPETITION);
        }
        if depth == 0 {
            return if self.quiescence {
                self.quiesce(position, alpha, beta, ply, QUIESCENCE_PLIES)
            } else {
                Ok(evaluate(position, &self.options))
            };
        }
        let mut hinted = None;
        if let Some(entry) = self.table.get(&key) {
            hinted = entry.best;
            if entry.depth >= depth {
                match entry.bound {
                    Bound::Exact => return Ok(entry.score),
                    Bound::Lower if entry.score >= beta => return Ok(entry.score),
                    Bound::Upper if entry.score <= alpha => return Ok(entry.score),
                    _ => {}
                }
            }
        }
        let mut moves: Vec<Move> = list.iter().copied().collect();
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        moves.sort_by_cached_key(|&mv| {
            std::cmp::Reverse(if Some(mv) == hinted {
                1_000_000
            } else {
                order_key(position, &self.options, mv, &killers)
            })
        });
        let original_alpha = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for mv in moves {
            let next = position.play_unchecked(mv);
            self.path.push(key);
            let score = self.negamax(&next, depth - 1, -beta, -alpha, ply + 1);
            self.path.pop();
            let score = -score?;
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if position.captured_by(mv).is_none()
                    && let Some(slot) = self.killers.get_mut(ply)
                    && slot[0] != Some(mv)
                {
                    slot[1] = slot[0];
                    slot[0] = Some(mv);
                }
                break;
            }
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            key,
            Entry {
                depth,
                score: best,
                bound,
                best: best_move,
            },
        );
        Ok(best)
    }

    /// Whether the position `key` (the node being searched) came before: in the game since its
    /// last capture, or on the line searched with the same side to move (every second ply).
    fn repeats(&self, key: u64) -> bool {
        self.earlier.contains_key(&key)
            || self.path.iter().rev().skip(1).step_by(2).any(|&k| k == key)
    }

    /// Captures and den entries only, unless the side to move must stop a den entry next move
    /// (then every move is tried, since standing still loses).
    fn quiesce(
        &mut self,
        position: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        left: u32,
    ) -> Result<i32, OutOfNodes> {
        let side = position.side_to_move();
        let threatened = den_threats(position, side) != 0;
        let list = position.legal_moves(&self.options);
        if list.is_empty() {
            return Ok(-(WIN - ply as i32));
        }
        let own_den_entry = list.iter().any(|mv| mv.to == Square::den(side.opponent()));
        if own_den_entry {
            return Ok(WIN - ply as i32 - 1);
        }
        let stand = evaluate(position, &self.options);
        if left == 0 {
            // Out of quiescence plies while a den entry is threatened: assume it happens.
            return Ok(if threatened {
                -(WIN - ply as i32 - 1)
            } else {
                stand
            });
        }
        let mut best = if threatened { -WIN - 1 } else { stand };
        if best >= beta {
            return Ok(best);
        }
        alpha = alpha.max(best);
        let mut moves: Vec<(i32, Move)> = list
            .iter()
            .copied()
            .filter(|&mv| threatened || position.captured_by(mv).is_some())
            .map(|mv| (order_key(position, &self.options, mv, &[None; 2]), mv))
            .collect();
        moves.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        for (_, mv) in moves {
            self.tick()?;
            let next = position.play_unchecked(mv);
            let score = -self.quiesce(&next, -beta, -alpha, ply + 1, left - 1)?;
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }
}

/// How promising a move looks before searching it: den entries, then captures of big
/// animals by small ones, then killer moves, then steps towards the enemy den.
fn order_key(
    position: &Position,
    options: &RuleOptions,
    mv: Move,
    killers: &[Option<Move>; 2],
) -> i32 {
    let side = position.side_to_move();
    if mv.to == Square::den(side.opponent()) {
        return 500_000;
    }
    if let Some(captured) = position.captured_by(mv) {
        let attacker = position
            .piece_at(mv.from)
            .map_or(0, |piece| i32::from(piece.animal.strength(options)));
        return 100_000 + 100 * i32::from(captured.animal.strength(options)) - attacker;
    }
    if killers.contains(&Some(mv)) {
        return 50_000;
    }
    // Capturing a piece next to one's own den, or stepping into its way, comes next.
    let defending = den_threats(position, side) & (mv.to.bit()) != 0;
    100 * i32::from(defending) + 10 * (den_distance(mv.from, side) - den_distance(mv.to, side))
}

/// The squares next to `side`'s den holding an enemy animal (it walks in next move).
fn den_threats(position: &Position, side: Side) -> u64 {
    let den = Square::den(side);
    let mut near = 0;
    for (files, ranks) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        if let Some(square) = den.offset(files, ranks) {
            near |= square.bit();
        }
    }
    near & position.occupied_by(side.opponent()).0
}

/// The base value of each animal (the wolf and the dog by their strength under `options`).
fn animal_value(animal: Animal, options: &RuleOptions) -> i32 {
    match animal {
        Animal::Rat => 350,
        Animal::Cat => 200,
        // The stronger of the two is worth more.
        Animal::Wolf | Animal::Dog if animal.strength(options) == 4 => 350,
        Animal::Wolf | Animal::Dog => 300,
        Animal::Leopard => 500,
        Animal::Tiger => 800,
        Animal::Lion => 900,
        Animal::Elephant => 1000,
    }
}

/// The bonus for standing `distance` steps from the enemy den: small far away, large near it
/// (one step away, the animal walks in next move unless it is taken).
const ADVANCE: [i32; 16] = [0, 400, 150, 70, 40, 25, 18, 12, 8, 5, 3, 2, 1, 0, 0, 0];

/// The squares from which a lion or tiger jumps across a river (its banks), worked out once at
/// compile time.
const RIVER_BANKS: Bitboard = Bitboard(river_banks());

const fn river_banks() -> u64 {
    let mut banks = 0u64;
    let mut index = 0u8;
    while index < 63 {
        if let Some(square) = Square::new(index)
            && !square.is_water()
        {
            let steps = [(-1, 0), (1, 0), (0, -1), (0, 1)];
            let mut step = 0;
            while step < steps.len() {
                if let Some(next) = square.offset(steps[step].0, steps[step].1)
                    && next.is_water()
                {
                    banks |= square.bit();
                }
                step += 1;
            }
        }
        index += 1;
    }
    banks
}

/// The position's value for the side to move: material (the rat worth more while the enemy
/// elephant lives, the elephant less while the enemy rat lives), closeness to the enemy den,
/// enemy animals standing near one's own den (and in its traps), jumpers on the river banks and
/// a rat in the river. History is ignored.
pub fn evaluate(position: &Position, options: &RuleOptions) -> i32 {
    let mut totals = [0i32; 2];
    // The board's animals straight from its bitboards (no list is built: this runs at every
    // leaf of the search).
    let occupied = position.occupied_by(Side::Red) | position.occupied_by(Side::Blue);
    let mut has = [[false; 8]; 2];
    for square in occupied {
        if let Some(piece) = position.piece_at(square) {
            has[piece.side.index()][piece.animal.index()] = true;
        }
    }
    for square in occupied {
        let Some(piece) = position.piece_at(square) else {
            continue;
        };
        let us = piece.side.index();
        let them = piece.side.opponent().index();
        let mut value = animal_value(piece.animal, options);
        match piece.animal {
            Animal::Rat if has[them][Animal::Elephant.index()] => value += 150,
            Animal::Elephant if has[them][Animal::Rat.index()] => value -= 120,
            _ => {}
        }
        let distance = den_distance(square, piece.side) as usize;
        let advance = ADVANCE[distance.min(15)];
        // Small animals are mostly defenders; the strong ones carry the attack.
        let weight = match piece.animal {
            Animal::Rat | Animal::Cat => 1,
            Animal::Wolf | Animal::Dog => 2,
            _ => 3,
        };
        value += advance * weight / 2;
        if square.is_trap_of(piece.side.opponent()) {
            // In the enemy's trap: next to its den, but anything may take it.
            value += 40;
        }
        if piece.animal.is_jumper() && RIVER_BANKS.contains(square) {
            value += 20;
        }
        if piece.animal == Animal::Rat && square.is_water() {
            value += 25;
        }
        // Staying home: an animal within two steps of its own den guards it.
        if den_distance(square, piece.side.opponent()) <= 2 && piece.animal != Animal::Rat {
            value += 15;
        }
        totals[us] += value;
    }
    let side = position.side_to_move();
    totals[side.index()] - totals[side.opponent().index()] + 10
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("test positions are valid")
    }

    #[test]
    fn the_evaluation_prefers_more_material() {
        let options = RuleOptions::default();
        let ahead = position("7/7/7/7/7/7/E6/7/6r w");
        assert!(evaluate(&ahead, &options) > 0);
        assert!(evaluate(&ahead.with_side_to_move(Side::Blue), &options) < 0);
    }

    #[test]
    fn the_search_takes_a_free_lion_and_walks_into_the_den() {
        let options = RuleOptions::default();
        let den = position("l5t/3D3/7/7/7/7/7/7/6L w");
        let allowed: Vec<Move> = den.legal_moves(&options).iter().copied().collect();
        let limits = SearchLimits {
            max_depth: 3,
            max_nodes: 100_000,
            quiescence: true,
        };
        let mut search = JungleSearch::new(options);
        let (mv, score) = search.best_move(&den, &allowed, limits).expect("moves");
        assert_eq!(mv, Move::parse("d8d9").expect("move"));
        assert!(score >= WIN_ZONE);
    }

    #[test]
    fn a_return_to_an_earlier_position_of_the_game_scores_as_a_draw() {
        let options = RuleOptions::default();
        // Red's elephant against a lone rat: Red is well ahead, and both went round in a circle.
        let start = position("7/7/7/7/7/7/E6/7/6r w");
        let mut game = Game::from_position(start, options);
        for mv in ["a3b3", "g1f1", "b3a3", "f1g1"] {
            game.play(Move::parse(mv).expect("move")).expect("legal");
        }
        assert_eq!(game.position(), &start);
        let limits = SearchLimits {
            max_depth: 1,
            max_nodes: 10_000,
            quiescence: true,
        };
        let round_again = Move::parse("a3b3").expect("move");
        let elsewhere = Move::parse("a3a2").expect("move");
        let mut search = JungleSearch::new(options);
        search.remember_game(&game);
        let scores = search.score_moves(&start, &[round_again, elsewhere], limits);
        assert_eq!(scores[0], (round_again, REPETITION));
        assert!(scores[1].1 > 100, "{scores:?}");
        // Without the game behind it, the same move is as good as any.
        search.forget_game();
        let scores = search.score_moves(&start, &[round_again], limits);
        assert!(scores[0].1 > 100, "{scores:?}");
    }

    #[test]
    fn the_search_does_not_walk_in_circles_on_its_own_line() {
        let options = RuleOptions::default();
        let start = position("7/7/7/7/7/7/E6/7/6r w");
        let limits = SearchLimits {
            max_depth: 4,
            max_nodes: 100_000,
            quiescence: false,
        };
        let mut search = JungleSearch::new(options);
        // After a3b3 g1f1 b3a3 f1g1 the start comes back: that line is a draw, not the
        // evaluation of the start.
        let mut line = vec![start];
        for mv in ["a3b3", "g1f1", "b3a3"] {
            let next = line
                .last()
                .expect("line")
                .play_unchecked(Move::parse(mv).expect("move"));
            line.push(next);
        }
        // Searching from the start, the line so far is on the path.
        search.start(&start, limits);
        search.path = line.iter().map(Position::hash).collect();
        let back = line[3].play_unchecked(Move::parse("f1g1").expect("move"));
        assert_eq!(back, start);
        assert_eq!(
            search.negamax(&back, 0, -WIN, WIN, 4).ok(),
            Some(REPETITION)
        );
        let aside = line[3].play_unchecked(Move::parse("f1f2").expect("move"));
        assert_ne!(
            search.negamax(&aside, 0, -WIN, WIN, 4).ok(),
            Some(REPETITION)
        );
    }

    #[test]
    fn the_river_banks_are_the_land_squares_next_to_water() {
        assert_eq!(RIVER_BANKS.count(), 17);
        for name in ["a4", "d5", "g6", "b3", "f7"] {
            assert!(
                RIVER_BANKS.contains(Square::parse(name).expect("square")),
                "{name}"
            );
        }
        for name in ["b4", "a3", "d2", "c8"] {
            assert!(
                !RIVER_BANKS.contains(Square::parse(name).expect("square")),
                "{name}"
            );
        }
    }

    #[test]
    fn a_node_budget_bounds_the_work() {
        let options = RuleOptions::default();
        let start = Position::start();
        let allowed: Vec<Move> = start.legal_moves(&options).iter().copied().collect();
        let mut search = JungleSearch::new(options);
        let limits = SearchLimits {
            max_depth: 30,
            max_nodes: 5_000,
            quiescence: true,
        };
        assert!(search.best_move(&start, &allowed, limits).is_some());
        assert!(search.nodes() <= 5_001);
    }
}
