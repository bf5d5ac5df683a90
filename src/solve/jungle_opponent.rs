//! The Jungle computer opponent at three levels: easy (mostly random), medium (shallow search
//! on material and den distance), hard (deeper alpha-beta plus the solver for short forced
//! wins). Deterministic for a given seed.

use super::bounded::{Budget, Game as _};
use super::jungle::{JungleGame, JungleSearcher, den_distance};
use crate::rules::jungle::{Animal, Game, Move, Position, RuleOptions, Side};
pub use crate::solve::level::Level;
use crate::solve::seeded::SeededRandom;

/// A score above any evaluation: the side to move has lost at this ply.
const WIN: i32 = 1_000_000;

/// A computer player.
#[derive(Debug, Clone)]
pub struct Opponent {
    level: Level,
    random: SeededRandom,
}

impl Opponent {
    /// A player of `level` whose choices among equal moves follow `seed`.
    pub fn new(level: Level, seed: u64) -> Opponent {
        Opponent {
            level,
            random: SeededRandom::new(seed),
        }
    }

    /// Its level.
    pub fn level(&self) -> Level {
        self.level
    }

    fn random(&mut self) -> u64 {
        self.random.next_u64()
    }

    fn pick(&mut self, moves: &[Move]) -> Option<Move> {
        if moves.is_empty() {
            return None;
        }
        let index = (self.random() % moves.len() as u64) as usize;
        Some(moves[index])
    }

    /// A move in a game in progress (the anti-repetition rules respected); `None` when the side
    /// to move has no legal move.
    pub fn choose_in_game(&mut self, game: &Game) -> Option<Move> {
        let allowed: Vec<Move> = game.legal_moves().iter().copied().collect();
        self.choose(game.position(), game.options(), &allowed)
    }

    /// A move in `position`, history ignored; `None` when there is no legal move.
    pub fn choose_move(&mut self, position: &Position, options: &RuleOptions) -> Option<Move> {
        let allowed: Vec<Move> = position.legal_moves(options).iter().copied().collect();
        self.choose(position, options, &allowed)
    }

    fn choose(
        &mut self,
        position: &Position,
        options: &RuleOptions,
        allowed: &[Move],
    ) -> Option<Move> {
        let mut allowed = allowed.to_vec();
        allowed.sort();
        match self.level {
            Level::Easy => self.choose_easy(position, options, &allowed),
            Level::Medium => self.choose_searching(position, options, &allowed, 2),
            Level::Hard => {
                let mut searcher = JungleSearcher::new(Budget {
                    max_nodes: 300_000,
                    cancel: None,
                });
                let game = JungleGame::new(*position, *options);
                if searcher.win_distance(&game, 7).is_some() {
                    let solution = searcher.solve(&game, 7);
                    if let Some(&first) = solution.line.first()
                        && allowed.contains(&first)
                    {
                        return Some(first);
                    }
                }
                self.choose_searching(position, options, &allowed, 4)
            }
        }
    }

    fn choose_easy(
        &mut self,
        position: &Position,
        options: &RuleOptions,
        allowed: &[Move],
    ) -> Option<Move> {
        let wins: Vec<Move> = allowed
            .iter()
            .copied()
            .filter(|&mv| !position.play_unchecked(mv).has_legal_move(options))
            .collect();
        if !wins.is_empty() && !self.random().is_multiple_of(4) {
            return self.pick(&wins);
        }
        if self.random().is_multiple_of(2) {
            let safe: Vec<Move> = allowed
                .iter()
                .copied()
                .filter(|&mv| !gives_a_win_in_one(&position.play_unchecked(mv), options))
                .collect();
            if !safe.is_empty() {
                return self.pick(&safe);
            }
        }
        self.pick(allowed)
    }

    fn choose_searching(
        &mut self,
        position: &Position,
        options: &RuleOptions,
        allowed: &[Move],
        depth: u32,
    ) -> Option<Move> {
        let mut best_score = -WIN * 2;
        let mut best = Vec::new();
        for &mv in allowed {
            let score = -negamax(
                &position.play_unchecked(mv),
                options,
                depth - 1,
                -WIN * 2,
                -best_score + 1,
                1,
            );
            if score > best_score {
                best_score = score;
                best = vec![mv];
            } else if score == best_score {
                best.push(mv);
            }
        }
        self.pick(&best)
    }
}

/// Whether the side to move in `position` can win at once.
fn gives_a_win_in_one(position: &Position, options: &RuleOptions) -> bool {
    position
        .legal_moves(options)
        .iter()
        .any(|&mv| !position.play_unchecked(mv).has_legal_move(options))
}

/// The value of each animal for the evaluation (the rat counts extra: it beats the elephant).
fn animal_value(animal: Animal) -> i32 {
    match animal {
        Animal::Rat => 500,
        Animal::Cat => 200,
        Animal::Wolf => 300,
        Animal::Dog => 400,
        Animal::Leopard => 500,
        Animal::Tiger => 800,
        Animal::Lion => 900,
        Animal::Elephant => 1000,
    }
}

/// Material plus closeness to the enemy den, from the side to move's point of view.
pub fn evaluate(position: &Position) -> i32 {
    let mut totals = [0i32; 2];
    let mut nearest = [i32::MAX; 2];
    for (square, piece) in position.pieces() {
        let side = piece.side.index();
        let distance = den_distance(square, piece.side);
        totals[side] += animal_value(piece.animal) + 4 * (12 - distance);
        nearest[side] = nearest[side].min(distance);
    }
    for side in 0..2 {
        if nearest[side] != i32::MAX {
            totals[side] += 30 * (12 - nearest[side]);
        }
    }
    let us = position.side_to_move().index();
    let them = match position.side_to_move() {
        Side::Red => Side::Blue.index(),
        Side::Blue => Side::Red.index(),
    };
    totals[us] - totals[them]
}

fn negamax(
    position: &Position,
    options: &RuleOptions,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    ply: i32,
) -> i32 {
    let list = position.legal_moves(options);
    if list.is_empty() {
        return -(WIN - ply);
    }
    if depth == 0 {
        return evaluate(position);
    }
    let game = JungleGame::new(*position, *options);
    let mut moves: Vec<Move> = list.iter().copied().collect();
    moves.sort_by_key(|&mv| std::cmp::Reverse(game.attack_priority(mv)));
    let mut best = -WIN * 2;
    for mv in moves {
        let score = -negamax(
            &position.play_unchecked(mv),
            options,
            depth - 1,
            -beta,
            -alpha,
            ply + 1,
        );
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
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_takes_a_den_entry_in_one_when_the_search_sees_it() {
        let position = Position::from_fen("l5t/3D3/7/7/7/7/7/7/6L w").expect("valid");
        let options = RuleOptions::default();
        for level in [Level::Medium, Level::Hard] {
            let mut opponent = Opponent::new(level, 7);
            assert_eq!(
                opponent.choose_move(&position, &options),
                Move::parse("d8d9").ok(),
                "{}",
                level.name()
            );
        }
    }

    #[test]
    fn the_evaluation_prefers_more_material() {
        let ahead = Position::from_fen("7/7/7/7/7/7/E6/7/6r w").expect("valid");
        let behind = ahead.with_side_to_move(Side::Blue);
        assert!(evaluate(&ahead) > 0);
        assert!(evaluate(&behind) < 0);
    }
}
