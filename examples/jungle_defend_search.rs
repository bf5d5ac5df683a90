//! Searches random few-piece Jungle positions for "defend" puzzles: Blue to move, Red threatens
//! to win within N moves, and only one or two Blue moves stop it. Prints FEN, right moves and
//! one wrong move with Red's winning reply, to turn into puzzles by hand.
//!
//! `cargo run --no-default-features --profile test --example jungle_defend_search -- MOVES COUNT SEED`

use qi_classroom::rules::jungle::{Animal, Piece, RuleOptions, Setup, Side, Square};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::jungle_defence::{DefenceVerdict, defending_moves};
use qi_classroom::solve::seeded::SeededRandom;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let moves = args.first().copied().unwrap_or(1) as u32;
    let wanted = args.get(1).copied().unwrap_or(5);
    let mut rng = SeededRandom::from_state(args.get(2).copied().unwrap_or(7) | 1);
    let options = RuleOptions::preset("classroom").expect("preset");
    let plies = 2 * moves - 1;
    let mut found = 0;
    for _ in 0..200_000 {
        let mut setup = Setup {
            board: [None; Square::COUNT],
            side_to_move: Side::Blue,
        };
        let attackers = 1 + rng.below(2);
        let defenders = 1 + rng.below(3);
        for (side, count) in [(Side::Red, attackers), (Side::Blue, defenders)] {
            for _ in 0..count {
                let animal = Animal::ALL[rng.below(8) as usize];
                let rank = match side {
                    Side::Red => 8 - rng.below(u64::from(2 + 2 * moves)).min(8),
                    Side::Blue => 4 + rng.below(5),
                };
                let Some(square) = Square::from_coords(rng.below(7) as u8, rank as u8) else {
                    continue;
                };
                if setup.board[square.index()].is_none() {
                    setup.board[square.index()] = Some(Piece::new(side, animal));
                }
            }
        }
        let Ok(position) = setup.validate() else {
            continue;
        };
        if position.is_finished() {
            continue;
        }
        let budget = Budget {
            max_nodes: 200_000,
            cancel: None,
        };
        let defences = defending_moves(&position, &options, plies, budget);
        let right = defences.right_moves();
        if defences.threat != Some(true)
            || defences.any_undecided()
            || right.is_empty()
            || right.len() > 1
            || defences.moves.len() < 4
        {
            continue;
        }
        // Moves > 1: the threat is not already a shorter one.
        if moves > 1 {
            let short = defending_moves(&position, &options, plies - 2, Budget::default());
            if short.threat != Some(false) {
                continue;
            }
        }
        let wrong = defences.moves.iter().find_map(|m| match m.verdict {
            DefenceVerdict::Fails { reply } => Some((m.mv, reply)),
            _ => None,
        });
        println!(
            "{}  right {:?}  legal {}  wrong {:?}",
            position.to_fen(),
            right.iter().map(ToString::to_string).collect::<Vec<_>>(),
            defences.moves.len(),
            wrong.map(|(a, b)| format!("{a} {b}"))
        );
        found += 1;
        if found >= wanted {
            break;
        }
    }
}
