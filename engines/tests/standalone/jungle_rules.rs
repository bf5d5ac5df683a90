//! One test per rule of jungle.md and per refusal reason, on small hand-made positions.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{
    Animal, FenError, Move, OptionError, Piece, Position, PositionError, Refusal, RuleOptions,
    Setup, Side, Square, query,
};

/// A position from `(square, FEN letter)` pairs; upper case Red, lower case Blue.
fn position(pieces: &[(&str, char)], side_to_move: Side) -> Position {
    let mut board = [None; Square::COUNT];
    for (square, letter) in pieces {
        board[Square::parse(square).unwrap().index()] =
            Some(Piece::from_fen_char(*letter).unwrap());
    }
    Setup {
        board,
        side_to_move,
    }
    .validate()
    .unwrap()
}

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn options(assignments: &[&str]) -> RuleOptions {
    let mut options = RuleOptions::default();
    for assignment in assignments {
        options.set_assignment(assignment).unwrap();
    }
    options
}

fn check(position: &Position, options: &RuleOptions, text: &str) -> Result<(), Refusal> {
    position.check_move(options, mv(text))
}

const DEFAULT: RuleOptions = default_options();

const fn default_options() -> RuleOptions {
    RuleOptions {
        strength_order: qi_engines::rules::jungle::StrengthOrder::DogOverWolf,
        weakening_traps: qi_engines::rules::jungle::WeakeningTraps::Enemy,
        elephant_captures_trapped_rat: true,
        rat_water_to_land: qi_engines::rules::jungle::RatWaterToLand::Rat,
        rat_land_to_water: true,
        jump_blocked_by: qi_engines::rules::jungle::JumpBlockedBy::AnyRat,
        same_kind_capture: qi_engines::rules::jungle::SameKindCapture::Both,
        own_trap_immunity: false,
        no_capture_draw_rounds: 100,
        rule_7_3: false,
        rule_17_5: false,
    }
}

// ---- Board, squares, text ----

#[test]
fn the_const_defaults_match_default() {
    assert_eq!(DEFAULT, RuleOptions::default());
}

#[test]
fn squares_parse_print_and_know_their_ground() {
    assert_eq!(sq("c4").to_string(), "c4");
    assert_eq!(sq("C4"), Square::C4);
    assert_eq!((Square::C4.file(), Square::C4.rank()), (2, 3));
    assert!(
        Square::parse("h1").is_err()
            && Square::parse("a0").is_err()
            && Square::parse("a10").is_err()
    );
    let water: Vec<String> = Square::all()
        .filter(|s| s.is_water())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(
        water,
        [
            "b4", "c4", "e4", "f4", "b5", "c5", "e5", "f5", "b6", "c6", "e6", "f6"
        ]
    );
    for (square, side) in [
        ("c1", Side::Red),
        ("e1", Side::Red),
        ("d2", Side::Red),
        ("c9", Side::Blue),
        ("e9", Side::Blue),
        ("d8", Side::Blue),
    ] {
        assert!(sq(square).is_trap_of(side) && !sq(square).is_trap_of(side.opponent()));
    }
    assert_eq!(Square::all().filter(|s| s.is_trap()).count(), 6);
    assert_eq!(Square::D1.den_of(), Some(Side::Red));
    assert_eq!(Square::D9.den_of(), Some(Side::Blue));
    assert_eq!(Square::D5.den_of(), None);
}

#[test]
fn the_start_position_round_trips_and_has_everyone_home() {
    let start = Position::start();
    assert_eq!(
        start.to_fen(),
        "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w"
    );
    assert_eq!(Position::from_fen(&start.to_fen()).unwrap(), start);
    assert_eq!(start.side_to_move(), Side::Red);
    assert_eq!(start.pieces().len(), 16);
    for side in Side::ALL {
        for (animal, square) in query::start_squares(side) {
            assert_eq!(start.piece_at(square), Some(Piece::new(side, animal)));
        }
    }
    assert_eq!(query::start_square(Side::Blue, Animal::Lion), Square::A9);
    assert_eq!(query::start_square(Side::Red, Animal::Rat), Square::G3);
}

#[test]
fn position_text_errors_say_what_and_where() {
    assert_eq!(
        Position::from_fen("l5t/1d3c1/r1p1w1e1/7/7/7/E1W1P1R/1C3D1/T5L w"),
        Err(FenError::WrongRankLength {
            rank: 7,
            squares: 8
        })
    );
    assert_eq!(
        Position::from_fen("l5t/1d3c1/r1p1w1e/7/7/7/E1X1P1R/1C3D1/T5L w"),
        Err(FenError::UnknownPieceLetter {
            letter: 'X',
            rank: 3
        })
    );
    assert_eq!(
        Position::from_fen("7/7 w"),
        Err(FenError::WrongRankCount { found: 2 })
    );
    assert_eq!(Position::from_fen(""), Err(FenError::Empty));
    assert_eq!(
        Position::from_fen("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L"),
        Err(FenError::MissingSideToMove)
    );
    assert!(matches!(
        Position::from_fen("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x"),
        Err(FenError::BadSideToMove { .. })
    ));
    assert!(matches!(
        Position::from_fen("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1"),
        Err(FenError::TrailingText { .. })
    ));
}

#[test]
fn placement_rules_are_validated() {
    assert_eq!(
        Position::from_fen("7/7/7/7/7/7/7/7/E2E3 w"),
        Err(FenError::Invalid(PositionError::DuplicateAnimal {
            side: Side::Red,
            animal: Animal::Elephant,
            square: Square::D1
        }))
    );
    assert_eq!(
        Position::from_fen("7/7/7/7/1L5/7/7/7/7 w"),
        Err(FenError::Invalid(PositionError::AnimalInWater {
            animal: Animal::Lion,
            square: Square::B5
        }))
    );
    assert_eq!(
        Position::from_fen("3r3/7/7/7/7/7/7/7/R6 w"),
        Err(FenError::Invalid(PositionError::AnimalInOwnDen {
            side: Side::Blue,
            animal: Animal::Rat
        }))
    );
    // A rat may swim; an animal in the *enemy* den is a finished game but a valid position.
    assert!(Position::from_fen("3R3/7/7/7/1r5/7/7/7/7 b").is_ok());
}

#[test]
fn moves_parse_and_print() {
    assert_eq!(mv("g3g4").to_string(), "g3g4");
    assert_eq!(mv("c3c7"), Move::new(Square::C3, Square::C7));
    assert!(
        Move::parse("g3").is_err() && Move::parse("g3g0").is_err() && Move::parse("猫猫").is_err()
    );
}

// ---- Moving ----

#[test]
fn the_start_position_has_24_moves() {
    let moves = Position::start().legal_moves(&DEFAULT);
    assert_eq!(moves.len(), 24);
    assert!(moves.contains(&mv("g3g4")));
}

#[test]
fn animals_step_one_square_straight() {
    let start = Position::start();
    assert_eq!(check(&start, &DEFAULT, "a3a4"), Ok(()));
    assert_eq!(
        check(&start, &DEFAULT, "a3b4"),
        Err(Refusal::DiagonalMove {
            from: Square::A3,
            to: Square::B4
        })
    );
    assert_eq!(
        check(&start, &DEFAULT, "a3a5"),
        Err(Refusal::NotAdjacent {
            from: Square::A3,
            to: Square::A5
        })
    );
    assert_eq!(
        check(&start, &DEFAULT, "a3a3"),
        Err(Refusal::NotAdjacent {
            from: Square::A3,
            to: Square::A3
        })
    );
}

#[test]
fn only_the_side_to_move_moves_an_existing_animal() {
    let start = Position::start();
    assert_eq!(
        check(&start, &DEFAULT, "e5e6"),
        Err(Refusal::NoPiece { square: Square::E5 })
    );
    assert_eq!(
        check(&start, &DEFAULT, "a7a6"),
        Err(Refusal::NotYourTurn {
            square: Square::A7,
            animal: Animal::Rat,
            side: Side::Blue
        })
    );
}

#[test]
fn no_animal_enters_its_own_den_but_may_enter_the_enemys() {
    let p = position(&[("c1", 'C'), ("d8", 'D'), ("a9", 'l')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "c1d1"),
        Err(Refusal::IntoOwnDen {
            animal: Animal::Cat,
            den: Square::D1
        })
    );
    assert_eq!(check(&p, &DEFAULT, "d8d9"), Ok(()));
    let after = p.play(&DEFAULT, mv("d8d9")).unwrap();
    assert!(after.is_finished());
    assert!(after.legal_moves(&DEFAULT).is_empty());
    assert_eq!(
        after.check_move(&DEFAULT, mv("a9a8")),
        Err(Refusal::GameOver)
    );
}

#[test]
fn only_the_rat_enters_water_and_swims_like_on_land() {
    let p = position(&[("a4", 'W'), ("a5", 'R'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "a4b4"),
        Err(Refusal::IntoWater {
            animal: Animal::Wolf
        })
    );
    assert_eq!(check(&p, &DEFAULT, "a5b5"), Ok(()));
    let swimming = p
        .play(&DEFAULT, mv("a5b5"))
        .unwrap()
        .with_side_to_move(Side::Red);
    for target in ["b4", "b6", "c5", "a5"] {
        assert_eq!(
            check(&swimming, &DEFAULT, &format!("b5{target}")),
            Ok(()),
            "b5{target}"
        );
    }
}

#[test]
fn a_move_onto_an_own_animal_is_refused() {
    let p = position(&[("b2", 'C'), ("b3", 'D'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "b2b3"),
        Err(Refusal::OntoOwnPiece {
            animal: Animal::Dog,
            square: Square::B3
        })
    );
}

// ---- Jumping ----

#[test]
fn lion_and_tiger_jump_across_the_river_both_ways() {
    let p = position(&[("a5", 'L'), ("b3", 'T'), ("a9", 'l')], Side::Red);
    assert_eq!(check(&p, &DEFAULT, "a5d5"), Ok(()));
    assert_eq!(check(&p, &DEFAULT, "b3b7"), Ok(()));
    assert_eq!(p.jump_landings(&DEFAULT, Square::A5), vec![Square::D5]);
    assert_eq!(p.jump_landings(&DEFAULT, Square::B3), vec![Square::B7]);
    let middle = position(&[("d5", 'L'), ("a9", 'l')], Side::Red);
    assert_eq!(
        middle.jump_landings(&DEFAULT, Square::D5),
        vec![Square::A5, Square::G5]
    );
}

#[test]
fn other_animals_do_not_jump() {
    let start = Position::start();
    assert_eq!(
        check(&start, &DEFAULT, "c3c7"),
        Err(Refusal::NotAJumper {
            animal: Animal::Wolf
        })
    );
    let p = position(&[("a5", 'D'), ("a9", 'l')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "a5d5"),
        Err(Refusal::NotAJumper {
            animal: Animal::Dog
        })
    );
    assert_eq!(
        check(&p, &DEFAULT, "a5g5"),
        Err(Refusal::NotAJumper {
            animal: Animal::Dog
        })
    );
    assert!(p.jump_landings(&DEFAULT, Square::A5).is_empty());
}

#[test]
fn a_jump_lands_on_the_first_land_square() {
    let p = position(&[("a4", 'L'), ("a9", 'l')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "a4g4"),
        Err(Refusal::JumpTooFar {
            animal: Animal::Lion,
            landing: Square::D4
        })
    );
    assert_eq!(
        check(&p, &DEFAULT, "a4c4"),
        Err(Refusal::IntoWater {
            animal: Animal::Lion
        })
    );
    assert_eq!(
        check(&p, &DEFAULT, "a4e4"),
        Err(Refusal::IntoWater {
            animal: Animal::Lion
        })
    );
    // Not from the bank: two squares back from the river is just too far to step.
    let back = position(&[("b2", 'L'), ("a9", 'l')], Side::Red);
    assert_eq!(
        check(&back, &DEFAULT, "b2b7"),
        Err(Refusal::NotAdjacent {
            from: Square::B2,
            to: Square::B7
        })
    );
}

#[test]
fn a_rat_in_the_river_blocks_a_jump() {
    let p = position(&[("c3", 'L'), ("c5", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "c3c7"),
        Err(Refusal::JumpBlockedByRat {
            attacker: Animal::Lion,
            rat_square: Square::C5
        })
    );
    assert!(p.jump_landings(&DEFAULT, Square::C3).is_empty());
    // Only an enemy rat blocks under `jump_blocked_by = "enemy-rat"`.
    let own = position(&[("c3", 'L'), ("c5", 'R'), ("g9", 't')], Side::Red);
    assert!(check(&own, &DEFAULT, "c3c7").is_err());
    assert_eq!(
        check(&own, &options(&["jump_blocked_by=enemy-rat"]), "c3c7"),
        Ok(())
    );
    assert!(check(&p, &options(&["jump_blocked_by=enemy-rat"]), "c3c7").is_err());
}

#[test]
fn a_jump_may_capture_on_landing_but_not_a_stronger_animal() {
    let p = position(&[("a4", 'T'), ("d4", 'p'), ("g9", 't')], Side::Red);
    assert_eq!(check(&p, &DEFAULT, "a4d4"), Ok(()));
    assert_eq!(p.capturable_targets(&DEFAULT, Square::A4), vec![Square::D4]);
    let stronger = position(&[("a4", 'T'), ("d4", 'l'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&stronger, &DEFAULT, "a4d4"),
        Err(Refusal::JumpOntoStronger {
            attacker: Animal::Tiger,
            defender: Animal::Lion
        })
    );
    let own = position(&[("a4", 'T'), ("d4", 'C'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&own, &DEFAULT, "a4d4"),
        Err(Refusal::OntoOwnPiece {
            animal: Animal::Cat,
            square: Square::D4
        })
    );
}

// ---- Capturing ----

#[test]
fn stronger_or_equal_captures_weaker() {
    let p = position(
        &[("d5", 'P'), ("d6", 'c'), ("d4", 'd'), ("g9", 'p')],
        Side::Red,
    );
    assert_eq!(check(&p, &DEFAULT, "d5d6"), Ok(()));
    assert_eq!(check(&p, &DEFAULT, "d5d4"), Ok(()));
    let weak = position(&[("d5", 'C'), ("d6", 'd'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&weak, &DEFAULT, "d5d6"),
        Err(Refusal::TooStrong {
            attacker: Animal::Cat,
            defender: Animal::Dog
        })
    );
}

#[test]
fn same_kind_capture_each_other_unless_defender_only() {
    let p = position(&[("d5", 'D'), ("d6", 'd'), ("g9", 't')], Side::Red);
    assert_eq!(check(&p, &DEFAULT, "d5d6"), Ok(()));
    let only = options(&["same_kind_capture=defender-only"]);
    assert_eq!(
        check(&p, &only, "d5d6"),
        Err(Refusal::SameKindDefenderOnly {
            animal: Animal::Dog
        })
    );
}

#[test]
fn the_rat_captures_the_elephant_and_the_elephant_never_the_rat() {
    let p = position(&[("d5", 'R'), ("d6", 'e'), ("g9", 't')], Side::Red);
    assert_eq!(check(&p, &DEFAULT, "d5d6"), Ok(()));
    let q = position(&[("d5", 'E'), ("d6", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&q, &DEFAULT, "d5d6"),
        Err(Refusal::ElephantCannotCaptureRat)
    );
    assert!(Animal::Rat.can_capture(Animal::Elephant, &DEFAULT));
    assert!(!Animal::Elephant.can_capture(Animal::Rat, &DEFAULT));
}

#[test]
fn strength_order_option_swaps_wolf_and_dog() {
    let p = position(&[("d5", 'W'), ("d6", 'd'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "d5d6"),
        Err(Refusal::TooStrong {
            attacker: Animal::Wolf,
            defender: Animal::Dog
        })
    );
    let wolf = options(&["strength_order=wolf-over-dog"]);
    assert_eq!(check(&p, &wolf, "d5d6"), Ok(()));
    assert!(Animal::Dog.can_capture(Animal::Wolf, &DEFAULT));
    assert!(!Animal::Dog.can_capture(Animal::Wolf, &wolf));
    assert_eq!(Animal::Wolf.strength(&wolf), 4);
}

#[test]
fn the_food_chain_in_the_abstract() {
    // Seed 000's summary: each animal eats its own kind and everything weaker, rat eats elephant.
    for attacker in Animal::ALL {
        for defender in Animal::ALL {
            let expected = match (attacker, defender) {
                (Animal::Elephant, Animal::Rat) => false,
                (Animal::Rat, Animal::Elephant) => true,
                _ => attacker.index() >= defender.index(),
            };
            assert_eq!(
                attacker.can_capture(defender, &DEFAULT),
                expected,
                "{attacker:?} vs {defender:?}"
            );
        }
    }
    let only = options(&["same_kind_capture=defender-only"]);
    assert!(!Animal::Cat.can_capture(Animal::Cat, &only));
}

#[test]
fn a_rat_in_water_is_safe_from_land() {
    let p = position(&[("a5", 'E'), ("b5", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "a5b5"),
        Err(Refusal::CannotCaptureRatInWater {
            attacker: Animal::Elephant
        })
    );
    let q = position(&[("a5", 'R'), ("b5", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(check(&q, &DEFAULT, "a5b5"), Ok(()));
    assert_eq!(
        check(&q, &options(&["rat_land_to_water=false"]), "a5b5"),
        Err(Refusal::CannotCaptureRatInWater {
            attacker: Animal::Rat
        })
    );
}

#[test]
fn a_rat_in_water_cannot_capture_on_land_except_a_rat() {
    let p = position(&[("b5", 'R'), ("a5", 'e'), ("b7", 'r')], Side::Red);
    assert_eq!(
        check(&p, &DEFAULT, "b5a5"),
        Err(Refusal::RatCannotCaptureFromWater {
            target: Animal::Elephant
        })
    );
    let q = position(&[("b6", 'R'), ("b7", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(check(&q, &DEFAULT, "b6b7"), Ok(()));
    assert_eq!(
        check(&q, &options(&["rat_water_to_land=none"]), "b6b7"),
        Err(Refusal::RatCannotCaptureFromWater {
            target: Animal::Rat
        })
    );
    // Two rats in the water capture each other.
    let r = position(&[("b5", 'R'), ("b6", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(
            &r,
            &options(&["rat_water_to_land=none", "rat_land_to_water=false"]),
            "b5b6"
        ),
        Ok(())
    );
}

#[test]
fn an_enemy_in_my_trap_is_weakened() {
    let p = position(&[("d3", 'C'), ("d2", 'e'), ("g9", 't')], Side::Red);
    assert!(p.is_weakened(&DEFAULT, Square::D2));
    assert_eq!(check(&p, &DEFAULT, "d3d2"), Ok(()));
    assert_eq!(p.capturable_targets(&DEFAULT, Square::D3), vec![Square::D2]);
    // An animal in its own trap keeps its strength…
    let own = position(&[("d7", 'C'), ("d8", 'd'), ("g9", 't')], Side::Red);
    assert!(!own.is_weakened(&DEFAULT, Square::D8));
    assert_eq!(
        check(&own, &DEFAULT, "d7d8"),
        Err(Refusal::TooStrong {
            attacker: Animal::Cat,
            defender: Animal::Dog
        })
    );
    // …unless every trap weakens…
    let any = options(&["weakening_traps=any"]);
    assert!(own.is_weakened(&any, Square::D8));
    assert_eq!(check(&own, &any, "d7d8"), Ok(()));
    // …and own-trap immunity protects it completely.
    let immune = options(&["weakening_traps=any", "own_trap_immunity=true"]);
    assert_eq!(
        check(&own, &immune, "d7d8"),
        Err(Refusal::OwnTrapImmunity {
            defender: Animal::Dog,
            square: Square::D8
        })
    );
    let stronger = position(&[("d7", 'E'), ("d8", 'd'), ("g9", 't')], Side::Red);
    assert_eq!(
        check(&stronger, &options(&["own_trap_immunity=true"]), "d7d8"),
        Err(Refusal::OwnTrapImmunity {
            defender: Animal::Dog,
            square: Square::D8
        })
    );
    assert_eq!(check(&stronger, &DEFAULT, "d7d8"), Ok(()));
}

#[test]
fn the_elephant_and_a_trapped_rat() {
    let p = position(&[("d3", 'E'), ("d2", 'r'), ("g9", 't')], Side::Red);
    assert_eq!(check(&p, &DEFAULT, "d3d2"), Ok(()));
    assert_eq!(
        check(
            &p,
            &options(&["elephant_captures_trapped_rat=false"]),
            "d3d2"
        ),
        Err(Refusal::ElephantCannotCaptureRat)
    );
}

#[test]
fn board_context_capture_query() {
    let p = position(
        &[("d3", 'C'), ("d2", 'e'), ("a5", 'E'), ("b5", 'r')],
        Side::Red,
    );
    assert_eq!(p.can_capture(&DEFAULT, Square::D3, Square::D2), Ok(()));
    assert_eq!(
        p.can_capture(&DEFAULT, Square::A5, Square::B5),
        Err(Refusal::CannotCaptureRatInWater {
            attacker: Animal::Elephant
        })
    );
    assert_eq!(
        p.can_capture(&DEFAULT, Square::D4, Square::D2),
        Err(Refusal::NoPiece { square: Square::D4 })
    );
    assert!(p.is_chased(&DEFAULT, Square::D2));
    assert!(!p.is_chased(&DEFAULT, Square::B5));
}

// ---- Outcomes without history ----

#[test]
fn finished_positions_report_their_outcome() {
    use qi_engines::rules::jungle::Outcome;
    let den = position(&[("d9", 'C'), ("a9", 'l')], Side::Blue);
    assert_eq!(
        den.outcome(&DEFAULT),
        Some(Outcome::DenEntered {
            winner: Side::Red,
            den: Square::D9
        })
    );
    let empty = position(&[("d5", 'C')], Side::Blue);
    assert_eq!(
        empty.outcome(&DEFAULT),
        Some(Outcome::AllCaptured { winner: Side::Red })
    );
    let stuck = position(&[("a9", 'c'), ("a8", 'D'), ("b9", 'W')], Side::Blue);
    assert_eq!(
        stuck.outcome(&DEFAULT),
        Some(Outcome::NoLegalMove { winner: Side::Red })
    );
    assert_eq!(Position::start().outcome(&DEFAULT), None);
}

#[test]
fn the_hash_is_incremental_and_depends_on_the_side_to_move() {
    let start = Position::start();
    let after = start.play(&DEFAULT, mv("g3g4")).unwrap();
    assert_eq!(
        after.hash(),
        Position::from_fen(&after.to_fen()).unwrap().hash()
    );
    assert_ne!(after.hash(), start.hash());
    assert_ne!(start.hash(), start.with_side_to_move(Side::Blue).hash());
}

// ---- Options ----

#[test]
fn options_read_from_toml_with_defaults_and_reject_unknown_keys() {
    let options: RuleOptions =
        toml::from_str("strength_order = \"wolf-over-dog\"\nrule_7_3 = true\n").unwrap();
    assert_eq!(
        options.strength_order,
        qi_engines::rules::jungle::StrengthOrder::WolfOverDog
    );
    assert!(options.rule_7_3 && !options.rule_17_5);
    assert_eq!(options.no_capture_draw_rounds, 100);
    assert!(toml::from_str::<RuleOptions>("strenght_order = \"wolf-over-dog\"").is_err());
    assert!(toml::from_str::<RuleOptions>("weakening_traps = \"mine\"").is_err());
    let all: RuleOptions = toml::from_str(
        "strength_order = \"dog-over-wolf\"\nweakening_traps = \"any\"\nelephant_captures_trapped_rat = false\nrat_water_to_land = \"none\"\nrat_land_to_water = false\njump_blocked_by = \"enemy-rat\"\nsame_kind_capture = \"defender-only\"\nown_trap_immunity = true\nno_capture_draw_rounds = 0\nrule_7_3 = true\nrule_17_5 = true\n",
    )
    .unwrap();
    let text = toml::to_string(&all).unwrap();
    assert_eq!(toml::from_str::<RuleOptions>(&text).unwrap(), all);
    for key in RuleOptions::KEYS {
        assert!(text.contains(key), "{key} missing from {text}");
    }
}

#[test]
fn presets_and_set_with_typed_errors() {
    assert_eq!(
        RuleOptions::preset("classroom").unwrap(),
        RuleOptions::default()
    );
    let competition = RuleOptions::preset("competition").unwrap();
    assert!(competition.rule_7_3 && competition.rule_17_5);
    assert!(matches!(
        RuleOptions::preset("tournament"),
        Err(OptionError::UnknownPreset { .. })
    ));
    let mut options = RuleOptions::default();
    options.set("no_capture_draw_rounds", "50").unwrap();
    assert_eq!(options.no_capture_draw_rounds, 50);
    assert_eq!(
        options.set("strenght_order", "wolf-over-dog"),
        Err(OptionError::UnknownKey {
            key: "strenght_order".into(),
            suggestion: Some("strength_order")
        })
    );
    assert_eq!(
        options.set("colour", "red"),
        Err(OptionError::UnknownKey {
            key: "colour".into(),
            suggestion: None
        })
    );
    assert!(matches!(
        options.set("rule_7_3", "yes"),
        Err(OptionError::BadValue {
            key: "rule_7_3",
            ..
        })
    ));
    assert!(matches!(
        options.set_assignment("rule_7_3"),
        Err(OptionError::MissingEquals { .. })
    ));
    options
        .set_assignment("jump_blocked_by=\"enemy-rat\"")
        .unwrap();
    assert_eq!(
        options.jump_blocked_by,
        qi_engines::rules::jungle::JumpBlockedBy::EnemyRat
    );
}

#[test]
fn destinations_list_every_square_an_animal_can_reach_whoever_moves() {
    let start = Position::start();
    let mut rat: Vec<String> = start
        .destinations(&DEFAULT, Square::A7)
        .iter()
        .map(|s| s.to_string())
        .collect();
    rat.sort();
    assert_eq!(rat, ["a6", "a8", "b7"]);
    assert!(start.destinations(&DEFAULT, Square::D5).is_empty());
    assert!(start.capturable_targets(&DEFAULT, Square::A7).is_empty());
}
