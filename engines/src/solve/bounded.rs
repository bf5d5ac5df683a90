//! Proves "the side to move wins within N plies" for any two-player game whose side to move
//! loses when it has no legal move (Jungle encodes den entry and capture-all that way).
//!
//! Depth-first AND/OR search with iterative deepening, a transposition table keyed by the
//! position hash, refutation ordering at defender nodes, and a node budget with a cancel flag.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What the search needs to know about a game.
pub trait Game: Clone {
    /// A move, comparable so that answers are sorted and deterministic.
    type Move: Copy + Ord + Eq + std::fmt::Debug;

    /// Appends the legal moves of the side to move; none means the side to move has lost.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The position after `mv` (which is legal).
    fn play(&self, mv: Self::Move) -> Self;

    /// A hash of the position including the side to move.
    fn hash(&self) -> u64;

    /// Higher searches first at attacker nodes (den entries, captures); a pure heuristic.
    fn attack_priority(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether the side to move has any legal move (override when cheaper than listing them).
    fn has_legal_move(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        !moves.is_empty()
    }
}

/// Position hashes are already well mixed (Zobrist keys), so the table uses them as they are.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

pub(crate) type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// How much work a search may do, and a flag another thread may set to stop it.
#[derive(Debug, Clone)]
pub struct Budget {
    /// The most positions the search may visit.
    pub max_nodes: u64,
    /// Set to `true` from anywhere to stop the search early; it then answers `Undecided`.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            max_nodes: 50_000_000,
            cancel: None,
        }
    }
}

/// The answer to "does the side to move win within N plies?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A forced win; `plies` is the shortest forced win (odd: the winner makes the last move).
    Win {
        /// Plies (half-moves) to the win against the best defence.
        plies: u32,
    },
    /// Proven: no forced win within the limit.
    NoWinWithin,
    /// The budget ran out or the search was cancelled before a proof.
    Undecided,
}

/// A full answer: verdict, every winning first move, and a main line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution<M> {
    /// Win, no win, or undecided.
    pub verdict: Verdict,
    /// Every first move that forces a win within the limit, sorted.
    pub winning_moves: Vec<M>,
    /// The fastest win against the longest resistance (empty unless won).
    pub line: Vec<M>,
    /// Positions visited.
    pub nodes: u64,
}

#[derive(Debug, Clone, Copy)]
struct Bounds {
    /// The attacker to move wins within this many plies (`u32::MAX` = unknown).
    win_within: u32,
    /// The attacker to move does not win within this many plies (0 = unknown/trivial).
    no_win_within: u32,
}

/// Ran out of budget or was cancelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Aborted;

/// A search over one game, keeping its table between queries on related positions.
pub struct Searcher<G: Game> {
    table: KeyMap<Bounds>,
    refutations: KeyMap<G::Move>,
    nodes: u64,
    budget: Budget,
}

impl<G: Game> Searcher<G> {
    /// A searcher with an empty table.
    pub fn new(budget: Budget) -> Self {
        Searcher {
            table: KeyMap::default(),
            refutations: KeyMap::default(),
            nodes: 0,
            budget,
        }
    }

    /// Positions visited so far (since the searcher was made or its budget last renewed).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Gives the searcher a fresh budget (the node count starts again at 0); the table is kept.
    pub fn renew_budget(&mut self, budget: Budget) {
        self.budget = budget;
        self.nodes = 0;
    }

    /// Forgets every stored result (to bound memory between unrelated searches).
    pub fn clear_table(&mut self) {
        self.table.clear();
        self.refutations.clear();
    }

    /// Whether the side to move wins within `plies`; `None` when the budget ran out.
    pub fn wins_within(&mut self, position: &G, plies: u32) -> Option<bool> {
        self.attacker_wins(position, plies).ok()
    }

    /// Whether the side to move (the defender, after the attacker's move) loses within `plies`
    /// (its own moves included); `None` when the budget ran out.
    pub fn loses_within(&mut self, position: &G, plies: u32) -> Option<bool> {
        self.defender_loses(position, plies).ok()
    }

    fn tick(&mut self) -> Result<(), Aborted> {
        self.nodes += 1;
        if self.nodes > self.budget.max_nodes {
            return Err(Aborted);
        }
        if self.nodes % 4096 == 1
            && let Some(flag) = &self.budget.cancel
            && flag.load(Ordering::Relaxed)
        {
            return Err(Aborted);
        }
        Ok(())
    }

    /// Whether the side to move wins within `plies` (its own moves included).
    fn attacker_wins(&mut self, position: &G, plies: u32) -> Result<bool, Aborted> {
        if plies == 0 {
            return Ok(false);
        }
        let key = position.hash();
        if let Some(bounds) = self.table.get(&key) {
            if bounds.win_within <= plies {
                return Ok(true);
            }
            if bounds.no_win_within >= plies {
                return Ok(false);
            }
        }
        self.tick()?;
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.sort_by_key(|&mv| std::cmp::Reverse(position.attack_priority(mv)));
        let mut won = false;
        for mv in moves {
            if self.defender_loses(&position.play(mv), plies - 1)? {
                won = true;
                break;
            }
        }
        let entry = self.table.entry(key).or_insert(Bounds {
            win_within: u32::MAX,
            no_win_within: 0,
        });
        if won {
            entry.win_within = entry.win_within.min(plies);
        } else {
            entry.no_win_within = entry.no_win_within.max(plies);
        }
        Ok(won)
    }

    /// Whether the side to move (the defender) loses within `plies`.
    fn defender_loses(&mut self, position: &G, plies: u32) -> Result<bool, Aborted> {
        self.tick()?;
        if plies == 0 {
            return Ok(!position.has_legal_move());
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            return Ok(true);
        }
        let key = position.hash();
        // The move that refuted the attack last time usually refutes it again.
        if let Some(&known) = self.refutations.get(&key)
            && let Some(index) = moves.iter().position(|&mv| mv == known)
        {
            moves.swap(0, index);
        }
        for mv in moves {
            if !self.attacker_wins(&position.play(mv), plies - 1)? {
                self.refutations.insert(key, mv);
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Solves the side to move's task: a forced win within `max_plies`?
    pub fn solve(&mut self, position: &G, max_plies: u32) -> Solution<G::Move> {
        match self.try_solve(position, max_plies) {
            Ok(solution) => solution,
            Err(Aborted) => Solution {
                verdict: Verdict::Undecided,
                winning_moves: Vec::new(),
                line: Vec::new(),
                nodes: self.nodes,
            },
        }
    }

    fn try_solve(&mut self, position: &G, max_plies: u32) -> Result<Solution<G::Move>, Aborted> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.sort();
        // Iterative deepening finds the shortest win first and fills the table cheaply.
        let mut shortest = None;
        let mut plies = 1;
        while plies <= max_plies {
            if self.attacker_wins(position, plies)? {
                shortest = Some(plies);
                break;
            }
            plies += 2;
        }
        let Some(shortest) = shortest else {
            return Ok(Solution {
                verdict: Verdict::NoWinWithin,
                winning_moves: Vec::new(),
                line: Vec::new(),
                nodes: self.nodes,
            });
        };
        let mut winning_moves = Vec::new();
        for &mv in &moves {
            if self.defender_loses(&position.play(mv), max_plies - 1)? {
                winning_moves.push(mv);
            }
        }
        let line = self.main_line(position, shortest)?;
        Ok(Solution {
            verdict: Verdict::Win { plies: shortest },
            winning_moves,
            line,
            nodes: self.nodes,
        })
    }

    /// The shortest number of plies in which the side to move wins, if within `max_plies`.
    pub fn win_distance(&mut self, position: &G, max_plies: u32) -> Option<u32> {
        self.try_win_distance(position, max_plies).ok().flatten()
    }

    fn try_win_distance(&mut self, position: &G, max_plies: u32) -> Result<Option<u32>, Aborted> {
        let mut plies = 1;
        while plies <= max_plies {
            if self.attacker_wins(position, plies)? {
                return Ok(Some(plies));
            }
            plies += 2;
        }
        Ok(None)
    }

    /// The defender's longest resistance: the move after which the attacker's fastest win is
    /// slowest, or a move after which there is no win within `plies - 1` at all.
    /// `None` when the defender has no move. Ties go to the smallest move.
    pub fn best_defence(&mut self, position: &G, plies: u32) -> Option<G::Move> {
        self.try_best_defence(position, plies).ok().flatten()
    }

    fn try_best_defence(&mut self, position: &G, plies: u32) -> Result<Option<G::Move>, Aborted> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.sort();
        let mut best: Option<(u32, G::Move)> = None;
        for mv in moves {
            let child = position.play(mv);
            let distance = self
                .try_win_distance(&child, plies.saturating_sub(1))?
                .unwrap_or(u32::MAX);
            if best.is_none_or(|(longest, _)| distance > longest) {
                best = Some((distance, mv));
            }
        }
        Ok(best.map(|(_, mv)| mv))
    }

    /// The fastest attacker moves against the longest defence, `plies` long at most.
    fn main_line(&mut self, position: &G, plies: u32) -> Result<Vec<G::Move>, Aborted> {
        let mut line = Vec::new();
        let mut current = position.clone();
        let mut left = plies;
        while left > 0 {
            // Attacker: the smallest move that keeps the fastest win.
            let mut moves = Vec::new();
            current.legal_moves(&mut moves);
            moves.sort();
            let mut chosen = None;
            for mv in moves {
                if self.defender_loses(&current.play(mv), left - 1)? {
                    chosen = Some(mv);
                    break;
                }
            }
            let Some(attack) = chosen else { break };
            line.push(attack);
            current = current.play(attack);
            left -= 1;
            let Some(defence) = self.try_best_defence(&current, left)? else {
                break;
            };
            line.push(defence);
            current = current.play(defence);
            left = left.saturating_sub(1);
            // The remaining win distance may be shorter than `left` after a weak defence.
            match self.try_win_distance(&current, left)? {
                Some(distance) => left = distance,
                None => break,
            }
        }
        Ok(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small game with transpositions and dead ends: a token on a directed graph; the side
    /// to move must move it along an edge; a side with no move loses.
    #[derive(Clone, Debug)]
    struct GraphGame {
        edges: Vec<Vec<usize>>,
        node: usize,
        black_to_move: bool,
    }

    impl Game for GraphGame {
        type Move = usize;
        fn legal_moves(&self, out: &mut Vec<usize>) {
            out.extend(self.edges[self.node].iter().copied());
        }
        fn play(&self, mv: usize) -> Self {
            GraphGame {
                node: mv,
                black_to_move: !self.black_to_move,
                ..self.clone()
            }
        }
        fn hash(&self) -> u64 {
            (self.node as u64) << 1 | u64::from(self.black_to_move)
        }
    }

    /// Plain minimax without table or ordering: the shortest forced win in plies.
    fn naive_win_distance(game: &GraphGame, plies: u32) -> Option<u32> {
        (1..=plies)
            .step_by(2)
            .find(|&depth| naive_wins(game, depth))
    }

    fn naive_wins(game: &GraphGame, plies: u32) -> bool {
        if plies == 0 {
            return false;
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves
            .iter()
            .any(|&mv| naive_loses(&game.play(mv), plies - 1))
    }

    fn naive_loses(game: &GraphGame, plies: u32) -> bool {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            return true;
        }
        plies > 0
            && moves
                .iter()
                .all(|&mv| naive_wins(&game.play(mv), plies - 1))
    }

    fn random_graph(seed: u64, size: usize) -> Vec<Vec<usize>> {
        let mut state = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..size)
            .map(|_| {
                let degree = (next() % 4) as usize;
                let mut targets: Vec<usize> =
                    (0..degree).map(|_| (next() as usize) % size).collect();
                targets.sort();
                targets.dedup();
                targets
            })
            .collect()
    }

    #[test]
    fn agrees_with_plain_minimax_on_random_graphs() {
        let mut wins_seen = 0;
        for seed in 0..300 {
            let edges = random_graph(seed, 12);
            for start in 0..12 {
                let game = GraphGame {
                    edges: edges.clone(),
                    node: start,
                    black_to_move: true,
                };
                let mut searcher = Searcher::new(Budget::default());
                let solution = searcher.solve(&game, 9);
                let expected = naive_win_distance(&game, 9);
                match expected {
                    Some(plies) => {
                        wins_seen += 1;
                        assert_eq!(
                            solution.verdict,
                            Verdict::Win { plies },
                            "seed {seed} start {start}"
                        );
                        let mut moves = Vec::new();
                        game.legal_moves(&mut moves);
                        let mut expected_moves: Vec<usize> = moves
                            .into_iter()
                            .filter(|&mv| naive_loses(&game.play(mv), 8))
                            .collect();
                        expected_moves.sort();
                        expected_moves.dedup();
                        let mut found = solution.winning_moves.clone();
                        found.dedup();
                        assert_eq!(found, expected_moves, "seed {seed} start {start}");
                        assert!(!solution.line.is_empty() && solution.line.len() as u32 <= plies);
                    }
                    None => assert_eq!(
                        solution.verdict,
                        Verdict::NoWinWithin,
                        "seed {seed} start {start}"
                    ),
                }
            }
        }
        assert!(
            wins_seen > 100,
            "the random graphs should contain many wins ({wins_seen})"
        );
    }

    #[test]
    fn a_side_without_moves_has_lost_and_cannot_win() {
        let game = GraphGame {
            edges: vec![vec![]],
            node: 0,
            black_to_move: true,
        };
        let solution = Searcher::new(Budget::default()).solve(&game, 5);
        assert_eq!(solution.verdict, Verdict::NoWinWithin);
    }

    #[test]
    fn moving_into_a_dead_end_wins_in_one_ply() {
        let game = GraphGame {
            edges: vec![vec![1, 2], vec![], vec![0]],
            node: 0,
            black_to_move: true,
        };
        let solution = Searcher::new(Budget::default()).solve(&game, 1);
        assert_eq!(solution.verdict, Verdict::Win { plies: 1 });
        assert_eq!(solution.winning_moves, vec![1]);
        assert_eq!(solution.line, vec![1]);
        // Within three plies the detour 0 -> 2 -> 0 -> 1 wins too.
        let solution = Searcher::new(Budget::default()).solve(&game, 3);
        assert_eq!(solution.verdict, Verdict::Win { plies: 1 });
        assert_eq!(solution.winning_moves, vec![1, 2]);
    }

    #[test]
    fn a_tiny_budget_answers_undecided() {
        // A long cycle with an exit far away needs many nodes.
        let size = 40;
        let edges: Vec<Vec<usize>> = (0..size)
            .map(|node| vec![(node + 1) % size, (node + 2) % size])
            .collect();
        let game = GraphGame {
            edges,
            node: 0,
            black_to_move: true,
        };
        let mut searcher = Searcher::new(Budget {
            max_nodes: 10,
            cancel: None,
        });
        assert_eq!(searcher.solve(&game, 21).verdict, Verdict::Undecided);
    }

    #[test]
    fn a_set_cancel_flag_stops_the_search() {
        let size = 60;
        let edges: Vec<Vec<usize>> = (0..size)
            .map(|node| vec![(node + 1) % size, (node + 2) % size, (node + 3) % size])
            .collect();
        let game = GraphGame {
            edges,
            node: 0,
            black_to_move: true,
        };
        let cancel = Arc::new(AtomicBool::new(true));
        let mut searcher = Searcher::new(Budget {
            max_nodes: u64::MAX,
            cancel: Some(cancel),
        });
        assert_eq!(searcher.solve(&game, 41).verdict, Verdict::Undecided);
    }

    #[test]
    fn best_defence_prefers_the_longest_resistance() {
        // From 0 the defender may go to 1 (attacker wins at once: 1 -> 3 dead end) or to 2
        // (attacker needs 3 plies: 2 -> 4 -> 5 -> 6 dead end ... ).
        let edges = vec![
            vec![1, 2],
            vec![3],
            vec![4],
            vec![],
            vec![5],
            vec![6],
            vec![],
        ];
        let game = GraphGame {
            edges,
            node: 0,
            black_to_move: false,
        };
        let mut searcher = Searcher::new(Budget::default());
        assert_eq!(searcher.best_defence(&game, 9), Some(2));
    }
}
