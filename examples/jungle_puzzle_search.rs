//! Searches random few-piece Jungle positions for "win in N" puzzles with few winning first
//! moves and prints candidates as TOML drafts (titles and hints are drafts to edit by hand).
//!
//! `cargo run --no-default-features --profile test --example jungle_puzzle_search -- MOVES COUNT SEED`

use qi_classroom::rules::jungle::jump::jumps_from;
use qi_classroom::rules::jungle::{
    Animal, Move, Piece, Position, Refusal, RuleOptions, Setup, Side, Square,
};
use qi_classroom::solve::bounded::{Budget, Verdict};
use qi_classroom::solve::jungle::solve;
use qi_classroom::solve::seeded::SeededRandom;

fn random_position(rng: &mut SeededRandom, moves: u32) -> Option<Position> {
    let mut setup = Setup {
        board: [None; Square::COUNT],
        side_to_move: Side::Red,
    };
    let attackers = 1 + rng.below(if moves <= 2 { 2 } else { 3 });
    let defenders = 1 + rng.below(3);
    // Attackers start further away for longer puzzles.
    let lowest = 8u64.saturating_sub(u64::from(moves) + 2).max(2);
    for (side, count) in [(Side::Red, attackers), (Side::Blue, defenders)] {
        for _ in 0..count {
            let animal = Animal::ALL[rng.below(8) as usize];
            let rank = match side {
                Side::Red => lowest + rng.below(9 - lowest),
                Side::Blue => 4 + rng.below(5),
            };
            let square = Square::from_coords(rng.below(7) as u8, rank as u8)?;
            if setup.board[square.index()].is_none() {
                setup.board[square.index()] = Some(Piece::new(side, animal));
            }
        }
    }
    let position = setup.validate().ok()?;
    (!position.is_finished()).then_some(position)
}

fn themes(start: &Position, line: &[Move], options: &RuleOptions) -> Vec<&'static str> {
    let mut themes = Vec::new();
    let mut position = *start;
    for (index, &mv) in line.iter().enumerate() {
        let mover = position.piece_at(mv.from);
        let captured = position.captured_by(mv);
        let attacker = index % 2 == 0;
        if attacker {
            let distance =
                mv.from.file().abs_diff(mv.to.file()) + mv.from.rank().abs_diff(mv.to.rank());
            if distance > 1 && !themes.contains(&"river-jump") {
                themes.push("river-jump");
            }
            if let (Some(m), Some(c)) = (mover, captured) {
                if m.animal == Animal::Rat
                    && c.animal == Animal::Elephant
                    && !themes.contains(&"rat-vs-elephant")
                {
                    themes.push("rat-vs-elephant");
                }
                if !themes.contains(&"capture") {
                    themes.push("capture");
                }
            }
            if mover.is_some_and(|m| m.animal == Animal::Rat)
                && mv.to.is_water()
                && !themes.contains(&"swim")
            {
                themes.push("swim");
            }
        }
        position = position.play_unchecked(mv);
    }
    let finish = if position.occupied_by(Side::Red).contains(Square::D9) {
        "den"
    } else if position.occupied_by(Side::Blue).is_empty() {
        "capture-all"
    } else if !position.has_legal_move(options) {
        "no-legal-move"
    } else {
        "unfinished"
    };
    themes.push(finish);
    themes
}

/// Whether a tempting first move steps into an enemy trap where a weaker defender captures it.
fn trap_decoy(position: &Position, options: &RuleOptions, winning: &[Move]) -> bool {
    position.legal_moves(options).iter().any(|&mv| {
        if winning.contains(&mv) || !mv.to.is_trap_of(Side::Blue) {
            return false;
        }
        let Some(mover) = position.piece_at(mv.from) else {
            return false;
        };
        let after = position.play_unchecked(mv);
        after.legal_moves(options).iter().any(|reply| {
            reply.to == mv.to
                && after.piece_at(reply.from).is_some_and(|defender| {
                    defender.animal.strength(options) < mover.animal.strength(options)
                        && defender.animal != Animal::Rat
                })
        })
    })
}

/// Whether one of Red's lions or tigers has a river jump that a rat blocks right now.
fn blocked_jump(position: &Position, options: &RuleOptions) -> bool {
    position.pieces().into_iter().any(|(square, piece)| {
        piece.side == Side::Red
            && piece.animal.is_jumper()
            && jumps_from(square).any(|jump| {
                matches!(
                    position.check_move(options, Move::new(square, jump.landing)),
                    Err(Refusal::JumpBlockedByRat { .. })
                )
            })
    })
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let moves = args.first().copied().unwrap_or(2) as u32;
    let wanted = args.get(1).copied().unwrap_or(5);
    let seed = args.get(2).copied().unwrap_or(1);
    let max_duals = args.get(3).copied().unwrap_or(1) as usize;
    // An optional fifth argument names a theme every candidate must show.
    let wanted_theme = std::env::args().nth(5);
    let options = RuleOptions::default();
    let plies = 2 * moves - 1;
    let mut rng = SeededRandom::from_state(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut found = 0;
    let mut tried = 0u64;
    while found < wanted && tried < 2_000_000 {
        tried += 1;
        let Some(position) = random_position(&mut rng, moves) else {
            continue;
        };
        let quick = solve(
            &position,
            &options,
            plies.saturating_sub(2),
            Budget {
                max_nodes: 200_000,
                cancel: None,
            },
        );
        if quick.verdict != Verdict::NoWinWithin {
            continue;
        }
        let solution = solve(
            &position,
            &options,
            plies,
            Budget {
                max_nodes: 3_000_000,
                cancel: None,
            },
        );
        if solution.verdict != (Verdict::Win { plies }) || solution.winning_moves.len() > max_duals
        {
            continue;
        }
        let mut found_themes = themes(&position, &solution.line, &options);
        if trap_decoy(&position, &options, &solution.winning_moves) {
            found_themes.push("trap");
        }
        if blocked_jump(&position, &options) {
            found_themes.push("rat-blocks-jump");
        }
        // A plain walk to the den teaches little: ask for a capture, jump, trap or block.
        let plain = found_themes.iter().all(|t| matches!(*t, "den" | "swim"));
        if (moves > 1 && plain) || position.legal_moves(&options).len() < 4 {
            continue;
        }
        if wanted_theme
            .as_deref()
            .is_some_and(|theme| !found_themes.contains(&theme))
        {
            continue;
        }
        let pieces = position.pieces().len();
        let line: Vec<String> = solution.line.iter().map(|m| m.to_string()).collect();
        let duals: Vec<String> = solution
            .winning_moves
            .iter()
            .map(|m| m.to_string())
            .collect();
        found += 1;
        println!(
            "# moves={moves} pieces={pieces} nodes={} duals={duals:?} themes={:?}\nfen = \"{}\"\nsolution = {line:?}\n",
            solution.nodes,
            found_themes,
            position.to_fen()
        );
    }
    eprintln!("tried {tried}, found {found}");
}
