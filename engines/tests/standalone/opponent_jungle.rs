//! The Jungle opponent's ladder: the top levels defend (after their move the other side has no
//! forced win within 7 plies whenever such a move exists, on positions found by the solver),
//! every level plays only legal moves under several rule options, and a level beats a much
//! lower one.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{
    Animal, Game, Move, Piece, Position, RuleOptions, Setup, Side, Square,
};
use qi_engines::solve::bounded::Budget;
use qi_engines::solve::jungle::{JungleGame, JungleSearcher};
use qi_engines::solve::jungle_defence::{DefenceVerdict, defending_moves};
use qi_engines::solve::jungle_opponent::{Level, Opponent};
use qi_engines::solve::seeded::SeededRandom;

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

/// Whether the side to move of `position` wins by force within `plies` (a proof, no budget).
fn wins_within(position: &Position, options: &RuleOptions, plies: u32) -> bool {
    JungleSearcher::new(Budget::default())
        .wins_within(&JungleGame::new(*position, *options), plies)
        .unwrap()
}

/// The issue's example: Blue to move, Red's lion on f8 next to Blue's den corner; the tiger
/// step g8–g7 lets the lion walk e8, e9, d9, the elephant step d7–e7 holds.
const LION_AT_THE_DOOR: &str = "7/5Lt/3e3/7/7/7/E6/7/7 b";

#[test]
fn the_issue_example_is_a_real_defence_puzzle() {
    let position = Position::from_fen(LION_AT_THE_DOOR).unwrap();
    let options = RuleOptions::default();
    let defences = defending_moves(&position, &options, 7, Budget::default());
    assert_eq!(defences.threat, Some(true));
    assert_eq!(
        defences
            .verdict_of(mv("g8g7"))
            .map(|v| v != DefenceVerdict::Holds),
        Some(true)
    );
    assert_eq!(defences.verdict_of(mv("d7e7")), Some(DefenceVerdict::Holds));
}

#[test]
fn every_defending_level_holds_the_issue_example() {
    let position = Position::from_fen(LION_AT_THE_DOOR).unwrap();
    let options = RuleOptions::default();
    for level in Level::ALL.into_iter().filter(|l| l.defends()) {
        for seed in 0..3 {
            let chosen = Opponent::new(level, seed)
                .choose_move(&position, &options)
                .unwrap();
            let after = position.play_unchecked(chosen);
            assert!(
                !wins_within(&after, &options, 7),
                "level {level} seed {seed} played {chosen}, after which Red forces a win"
            );
        }
    }
}

/// Random few-animal positions, Blue to move, in which Red threatens a forced win within 7
/// plies and some Blue moves hold while others fail (the solver decides every move).
fn defence_positions(count: usize, seed: u64) -> Vec<Position> {
    let options = RuleOptions::default();
    let mut random = SeededRandom::new(seed);
    let mut found = Vec::new();
    for _ in 0..40_000 {
        if found.len() >= count {
            break;
        }
        let mut setup = Setup {
            board: [None; Square::COUNT],
            side_to_move: Side::Blue,
        };
        for (side, count, ranks) in [
            (Side::Red, 1 + random.below(2), 4),
            (Side::Blue, 1 + random.below(3), 5),
        ] {
            for _ in 0..count {
                let animal = Animal::ALL[random.below(8) as usize];
                let rank = match side {
                    Side::Red => 8 - random.below(ranks),
                    Side::Blue => 4 + random.below(ranks),
                };
                if let Some(square) = Square::from_coords(random.below(7) as u8, rank as u8)
                    && setup.board[square.index()].is_none()
                {
                    setup.board[square.index()] = Some(Piece::new(side, animal));
                }
            }
        }
        let Ok(position) = setup.validate() else {
            continue;
        };
        if position.is_finished() || !position.has_legal_move(&options) {
            continue;
        }
        let defences = defending_moves(
            &position,
            &options,
            7,
            Budget {
                max_nodes: 2_000_000,
                cancel: None,
            },
        );
        let right = defences.right_moves().len();
        if defences.threat == Some(true)
            && !defences.any_undecided()
            && right > 0
            && right < defences.moves.len()
        {
            found.push(position);
        }
    }
    found
}

#[test]
fn the_top_levels_pick_a_holding_move_in_solver_found_defence_positions() {
    let options = RuleOptions::default();
    let positions = defence_positions(12, 18);
    assert!(
        positions.len() >= 8,
        "only {} positions found",
        positions.len()
    );
    for position in positions {
        for level in [Level::new(7).unwrap(), Level::MAX] {
            let chosen = Opponent::new(level, 5)
                .choose_move(&position, &options)
                .unwrap();
            assert!(
                !wins_within(&position.play_unchecked(chosen), &options, 7),
                "level {level} played {chosen} in {}: Red then forces a win",
                position.to_fen()
            );
        }
    }
}

/// Plays a game between two opponents; every move goes through the rules engine.
fn play_game(
    red: &mut Opponent,
    blue: &mut Opponent,
    options: RuleOptions,
    max_plies: usize,
) -> (Option<Side>, usize) {
    let mut game = Game::new(options);
    for ply in 0..max_plies {
        if let Some(outcome) = game.outcome() {
            return (outcome.winner(), ply);
        }
        let player = match game.position().side_to_move() {
            Side::Red => &mut *red,
            Side::Blue => &mut *blue,
        };
        let chosen = player
            .choose_in_game(&game)
            .expect("a game that is not over has a legal move");
        if let Err(refusal) = game.play(chosen) {
            panic!(
                "level {} played {chosen}, refused ({refusal:?}) in {}",
                player.level(),
                game.position().to_fen()
            );
        }
    }
    (game.outcome().and_then(|o| o.winner()), max_plies)
}

#[test]
fn every_level_plays_only_legal_moves_under_several_rule_options() {
    let mut variants = vec![RuleOptions::default(), RuleOptions::competition()];
    let mut odd = RuleOptions::default();
    for assignment in [
        "strength_order=wolf-over-dog",
        "weakening_traps=any",
        "jump_blocked_by=enemy-rat",
        "same_kind_capture=defender-only",
        "rat_water_to_land=none",
        "elephant_captures_trapped_rat=false",
        "no_capture_draw_rounds=30",
    ] {
        odd.set_assignment(assignment).unwrap();
    }
    variants.push(odd);
    let mut plies = 0;
    for (index, options) in variants.into_iter().enumerate() {
        for level in Level::ALL {
            let lower = Level::new(level.number().saturating_sub(2).max(1)).unwrap();
            let seed = index as u64 * 100 + u64::from(level.number());
            let (_, played) = play_game(
                &mut Opponent::new(level, seed),
                &mut Opponent::new(lower, seed + 1),
                options,
                if level.number() >= 7 { 80 } else { 160 },
            );
            plies += played;
        }
    }
    assert!(plies >= 1_500, "only {plies} plies were played");
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let moves = |seed| {
        let mut red = Opponent::new(Level::new(3).unwrap(), seed);
        let mut blue = Opponent::new(Level::MIN, seed);
        let mut game = Game::new(RuleOptions::default());
        for _ in 0..30 {
            let player = if game.position().side_to_move() == Side::Red {
                &mut red
            } else {
                &mut blue
            };
            match player.choose_in_game(&game) {
                Some(chosen) => {
                    game.play(chosen).unwrap();
                }
                None => break,
            }
        }
        game.history().iter().map(|p| p.mv).collect::<Vec<_>>()
    };
    assert_eq!(moves(5), moves(5));
}

#[test]
fn the_dog_beats_the_rat_in_most_games() {
    let options = RuleOptions::default();
    let mut wins = 0;
    let games = 6;
    for seed in 0..games {
        let mut dog = Opponent::new(Level::Medium, seed);
        let mut rat = Opponent::new(Level::MIN, seed + 1000);
        let dog_side = if seed % 2 == 0 { Side::Red } else { Side::Blue };
        let (winner, _) = if dog_side == Side::Red {
            play_game(&mut dog, &mut rat, options, 300)
        } else {
            play_game(&mut rat, &mut dog, options, 300)
        };
        wins += u32::from(winner == Some(dog_side));
    }
    assert!(wins >= 5, "the dog won only {wins} of {games}");
}
