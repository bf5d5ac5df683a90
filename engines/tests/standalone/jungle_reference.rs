//! A deliberately simple second move generator, written square by square straight from
//! jungle.md with no bitboards, compared move list for move list with the engine on thousands
//! of random positions under random rule options. Also checks that `check_move` agrees with the
//! move list and that the incremental hash matches a freshly built one.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{
    Animal, JumpBlockedBy, Move, Piece, Position, RatWaterToLand, RuleOptions, SameKindCapture,
    Setup, Side, Square, StrengthOrder, WeakeningTraps,
};

/// A small deterministic random number generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn random_options(rng: &mut Rng) -> RuleOptions {
    RuleOptions {
        strength_order: if rng.chance(50) {
            StrengthOrder::DogOverWolf
        } else {
            StrengthOrder::WolfOverDog
        },
        weakening_traps: if rng.chance(50) {
            WeakeningTraps::Enemy
        } else {
            WeakeningTraps::Any
        },
        elephant_captures_trapped_rat: rng.chance(50),
        rat_water_to_land: if rng.chance(50) {
            RatWaterToLand::Rat
        } else {
            RatWaterToLand::None
        },
        rat_land_to_water: rng.chance(50),
        jump_blocked_by: if rng.chance(50) {
            JumpBlockedBy::AnyRat
        } else {
            JumpBlockedBy::EnemyRat
        },
        same_kind_capture: if rng.chance(50) {
            SameKindCapture::Both
        } else {
            SameKindCapture::DefenderOnly
        },
        own_trap_immunity: rng.chance(50),
        ..RuleOptions::default()
    }
}

// ---- The reference rules, from jungle.md ----

fn is_water(square: Square) -> bool {
    let (file, rank) = (square.file(), square.rank());
    (3..=5).contains(&rank) && matches!(file, 1 | 2 | 4 | 5)
}

fn trap_owner(square: Square) -> Option<Side> {
    match square.to_string().as_str() {
        "c1" | "e1" | "d2" => Some(Side::Red),
        "c9" | "e9" | "d8" => Some(Side::Blue),
        _ => None,
    }
}

fn den_owner(square: Square) -> Option<Side> {
    match square.to_string().as_str() {
        "d1" => Some(Side::Red),
        "d9" => Some(Side::Blue),
        _ => None,
    }
}

fn strength(animal: Animal, options: &RuleOptions) -> u8 {
    let wolf_over_dog = options.strength_order == StrengthOrder::WolfOverDog;
    match animal {
        Animal::Rat => 1,
        Animal::Cat => 2,
        Animal::Wolf if wolf_over_dog => 4,
        Animal::Wolf => 3,
        Animal::Dog if wolf_over_dog => 3,
        Animal::Dog => 4,
        Animal::Leopard => 5,
        Animal::Tiger => 6,
        Animal::Lion => 7,
        Animal::Elephant => 8,
    }
}

fn reference_can_capture(
    options: &RuleOptions,
    attacker: Piece,
    from: Square,
    defender: Piece,
    to: Square,
) -> bool {
    // The river: land cannot reach into water (except rat on rat, by option), and a rat coming
    // out of the water can only catch a rat (by option).
    if is_water(to)
        && !is_water(from)
        && !(attacker.animal == Animal::Rat && options.rat_land_to_water)
    {
        return false;
    }
    if is_water(from)
        && !is_water(to)
        && !(defender.animal == Animal::Rat && options.rat_water_to_land == RatWaterToLand::Rat)
    {
        return false;
    }
    let trap = trap_owner(to);
    let in_own_trap = trap == Some(defender.side);
    let in_enemy_trap = trap == Some(defender.side.opponent());
    if in_own_trap && options.own_trap_immunity {
        return false;
    }
    let weakened = in_enemy_trap || (in_own_trap && options.weakening_traps == WeakeningTraps::Any);
    let elephant_on_rat = attacker.animal == Animal::Elephant && defender.animal == Animal::Rat;
    if weakened {
        return !elephant_on_rat || options.elephant_captures_trapped_rat;
    }
    if elephant_on_rat {
        return false;
    }
    if attacker.animal == Animal::Rat && defender.animal == Animal::Elephant {
        return true;
    }
    if attacker.animal == defender.animal {
        return options.same_kind_capture == SameKindCapture::Both;
    }
    strength(attacker.animal, options) >= strength(defender.animal, options)
}

fn reference_can_enter(
    position: &Position,
    options: &RuleOptions,
    piece: Piece,
    from: Square,
    to: Square,
) -> bool {
    if den_owner(to) == Some(piece.side) {
        return false;
    }
    if is_water(to) && piece.animal != Animal::Rat {
        return false;
    }
    match position.piece_at(to) {
        None => true,
        Some(other) if other.side == piece.side => false,
        Some(other) => reference_can_capture(options, piece, from, other, to),
    }
}

fn reference_moves(position: &Position, options: &RuleOptions) -> Vec<Move> {
    let pieces = position.pieces();
    let red_left = pieces.iter().any(|(_, p)| p.side == Side::Red);
    let blue_left = pieces.iter().any(|(_, p)| p.side == Side::Blue);
    let den_taken = pieces
        .iter()
        .any(|(square, piece)| den_owner(*square) == Some(piece.side.opponent()));
    if !red_left || !blue_left || den_taken {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (from, piece) in pieces {
        if piece.side != position.side_to_move() {
            continue;
        }
        for (files, ranks) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            if let Some(to) = from.offset(files, ranks)
                && reference_can_enter(position, options, piece, from, to)
            {
                moves.push(Move::new(from, to));
            }
            if !matches!(piece.animal, Animal::Lion | Animal::Tiger) || is_water(from) {
                continue;
            }
            // Walk over the water in this direction; land on the first land square after it.
            let mut square = from;
            let mut crossed = Vec::new();
            let landing = loop {
                match square.offset(files, ranks) {
                    Some(next) if is_water(next) => {
                        crossed.push(next);
                        square = next;
                    }
                    Some(next) => break Some(next),
                    None => break None,
                }
            };
            let Some(landing) = landing else { continue };
            if crossed.is_empty() {
                continue;
            }
            let blocked = crossed.iter().any(|&water| {
                position.piece_at(water).is_some_and(|swimmer| {
                    swimmer.animal == Animal::Rat
                        && (options.jump_blocked_by == JumpBlockedBy::AnyRat
                            || swimmer.side != piece.side)
                })
            });
            if !blocked && reference_can_enter(position, options, piece, from, landing) {
                moves.push(Move::new(from, landing));
            }
        }
    }
    moves.sort();
    moves
}

// ---- Random positions ----

fn random_placement(rng: &mut Rng) -> Position {
    let squares: Vec<Square> = Square::all().collect();
    let river_banks = [
        "a4", "a5", "a6", "d4", "d5", "d6", "g4", "g5", "g6", "b3", "c3", "e3", "f3", "b7", "c7",
        "e7", "f7",
    ];
    let traps = ["c1", "e1", "d2", "c9", "e9", "d8"];
    let mut board = [None; Square::COUNT];
    for side in Side::ALL {
        for animal in Animal::ALL {
            if !rng.chance(65) {
                continue;
            }
            for _attempt in 0..50 {
                let square = if animal == Animal::Rat && rng.chance(50) {
                    let water: Vec<Square> =
                        squares.iter().copied().filter(|s| is_water(*s)).collect();
                    water[rng.below(water.len())]
                } else if animal.is_jumper() && rng.chance(50) {
                    Square::parse(river_banks[rng.below(river_banks.len())]).unwrap()
                } else if rng.chance(15) {
                    Square::parse(traps[rng.below(traps.len())]).unwrap()
                } else {
                    squares[rng.below(squares.len())]
                };
                let fits = board[square.index()].is_none()
                    && (!is_water(square) || animal == Animal::Rat)
                    && den_owner(square) != Some(side)
                    // Keep most positions unfinished so they have moves to compare.
                    && (den_owner(square).is_none() || rng.chance(10));
                if fits {
                    board[square.index()] = Some(Piece::new(side, animal));
                    break;
                }
            }
        }
    }
    let side_to_move = if rng.chance(50) {
        Side::Red
    } else {
        Side::Blue
    };
    Setup {
        board,
        side_to_move,
    }
    .validate()
    .unwrap()
}

fn compare(position: &Position, options: &RuleOptions) {
    let expected = reference_moves(position, options);
    let actual = position.legal_moves(options).sorted().to_vec();
    assert_eq!(
        actual,
        expected,
        "moves differ in {} under {options:?}",
        position.to_fen()
    );
    assert_eq!(position.count_legal_moves(options), expected.len());
    assert_eq!(position.has_legal_move(options), !expected.is_empty());
    // check_move must agree with the list for every move of every own animal.
    for (from, piece) in position.pieces() {
        if piece.side != position.side_to_move() {
            continue;
        }
        for to in Square::all() {
            let mv = Move::new(from, to);
            assert_eq!(
                position.check_move(options, mv).is_ok(),
                expected.contains(&mv),
                "check_move({mv}) disagrees in {} under {options:?}: {:?}",
                position.to_fen(),
                position.check_move(options, mv)
            );
        }
    }
    // Position text round-trips and the incremental hash matches a fresh one.
    let reparsed = Position::from_fen(&position.to_fen()).unwrap();
    assert_eq!(&reparsed, position);
    assert_eq!(reparsed.hash(), position.hash());
}

#[test]
fn random_placements_match_the_reference_generator() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut compared = 0;
    for _ in 0..4000 {
        let position = random_placement(&mut rng);
        let options = random_options(&mut rng);
        compare(&position, &options);
        compared += 1;
    }
    assert_eq!(compared, 4000);
}

#[test]
fn random_games_match_the_reference_generator() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    let mut compared = 0;
    for _game in 0..150 {
        let options = random_options(&mut rng);
        let mut position = Position::start();
        for _ply in 0..160 {
            compare(&position, &options);
            compared += 1;
            let moves = reference_moves(&position, &options);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let next = position.play(&options, mv).unwrap();
            assert_eq!(next, position.play_unchecked(mv));
            position = next;
        }
    }
    assert!(compared > 5000, "only {compared} positions compared");
}

#[test]
fn random_placements_from_the_rng_are_varied() {
    // Guards the generator above: it must produce rats in water, jumpers on river banks and
    // animals in traps, or the comparison would miss those rules.
    let mut rng = Rng(7);
    let (mut rats_in_water, mut jumpers_on_banks, mut trapped) = (0, 0, 0);
    for _ in 0..500 {
        let position = random_placement(&mut rng);
        for (square, piece) in position.pieces() {
            if is_water(square) {
                rats_in_water += 1;
            }
            if piece.animal.is_jumper()
                && square
                    .offset(1, 0)
                    .into_iter()
                    .chain(square.offset(0, 1))
                    .any(is_water)
            {
                jumpers_on_banks += 1;
            }
            if trap_owner(square).is_some() {
                trapped += 1;
            }
        }
    }
    assert!(rats_in_water > 100 && jumpers_on_banks > 100 && trapped > 100);
}
