//! Games: history and undo, outcomes, the no-capture draw and the 7-3 / 17-5 rules.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{
    Animal, Game, Move, Outcome, Position, Refusal, RepetitionRule, RuleOptions, Side, Square,
};

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

fn options(assignments: &[&str]) -> RuleOptions {
    let mut options = RuleOptions::default();
    for assignment in assignments {
        options.set_assignment(assignment).unwrap();
    }
    options
}

/// Blue walks its rat round a four-square loop so that Blue never trips a repetition rule.
const BLUE_LOOP: [&str; 4] = ["a8b8", "b8b7", "b7a7", "a7a8"];

/// Plays Red's moves, answering each with the next step of Blue's loop.
fn play_red_with_blue_loop(game: &mut Game, red: &[&str]) {
    for (index, text) in red.iter().enumerate() {
        game.play(mv(text))
            .unwrap_or_else(|refusal| panic!("red {text}: {refusal:?}"));
        let blue = BLUE_LOOP[index % BLUE_LOOP.len()];
        game.play(mv(blue))
            .unwrap_or_else(|refusal| panic!("blue {blue}: {refusal:?}"));
    }
}

#[test]
fn play_and_undo_restore_everything() {
    let mut game = Game::new(RuleOptions::default());
    for text in ["g3g4", "a7a6", "g4g5"] {
        game.play(mv(text)).unwrap();
    }
    assert_eq!(game.history().len(), 3);
    assert_eq!(game.position().side_to_move(), Side::Blue);
    assert_eq!(game.history()[0].piece.animal, Animal::Rat);
    for _ in 0..3 {
        assert!(game.undo().is_some());
    }
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), &Position::start());
    assert_eq!(game.position().hash(), Position::start().hash());
}

#[test]
fn illegal_moves_are_refused_with_a_reason_and_change_nothing() {
    let mut game = Game::new(RuleOptions::default());
    assert_eq!(
        game.play(mv("c3c4")),
        Err(Refusal::IntoWater {
            animal: Animal::Wolf
        })
    );
    assert!(game.history().is_empty());
}

#[test]
fn capturing_the_last_animal_wins() {
    let position = Position::from_fen("7/7/7/3c3/3C3/7/7/7/7 w").unwrap();
    let mut game = Game::from_position(position, RuleOptions::default());
    let played = game.play(mv("d5d6")).unwrap();
    assert_eq!(played.captured.map(|piece| piece.animal), Some(Animal::Cat));
    assert_eq!(game.plies_since_capture(), 0);
    assert_eq!(
        game.outcome(),
        Some(Outcome::AllCaptured { winner: Side::Red })
    );
    assert_eq!(game.check_move(mv("d6d7")), Err(Refusal::GameOver));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn entering_the_den_wins() {
    let position = Position::from_fen("7/3C3/7/7/7/7/7/7/t6 w").unwrap();
    let mut game = Game::from_position(position, RuleOptions::default());
    game.play(mv("d8d9")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::DenEntered {
            winner: Side::Red,
            den: Square::D9
        })
    );
    assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Side::Red));
}

#[test]
fn a_side_with_no_move_loses() {
    let position = Position::from_fen("c6/D6/7/7/7/7/7/7/6W w").unwrap();
    let game = Game::from_position(position, RuleOptions::default());
    assert_eq!(game.outcome(), None);
    // Put the wolf next to the cat: now Blue is boxed in.
    let boxed = Position::from_fen("cW5/D6/7/7/7/7/7/7/7 b").unwrap();
    let game = Game::from_position(boxed, RuleOptions::default());
    assert_eq!(
        game.outcome(),
        Some(Outcome::NoLegalMove { winner: Side::Red })
    );
}

#[test]
fn no_capture_for_the_configured_rounds_is_a_draw() {
    let mut game = Game::new(options(&["no_capture_draw_rounds=2"]));
    for text in ["g3g4", "a7a6", "g4g5"] {
        game.play(mv(text)).unwrap();
        assert_eq!(game.outcome(), None);
    }
    game.play(mv("a6a5")).unwrap();
    assert_eq!(game.plies_since_capture(), 4);
    assert_eq!(game.outcome(), Some(Outcome::NoCaptureDraw { rounds: 2 }));
    assert_eq!(game.check_move(mv("g5g6")), Err(Refusal::GameOver));
    let mut endless = Game::new(options(&["no_capture_draw_rounds=0"]));
    for text in ["g3g4", "a7a6", "g4g5", "a6a5"] {
        endless.play(mv(text)).unwrap();
    }
    assert_eq!(endless.outcome(), None);
}

#[test]
fn resignation_time_leaving_and_agreement_end_the_game() {
    let mut game = Game::new(RuleOptions::default());
    game.resign(Side::Red);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Resigned { winner: Side::Blue })
    );
    assert_eq!(game.play(mv("g3g4")), Err(Refusal::GameOver));
    game.undo();
    assert_eq!(game.outcome(), None);
    game.time_out(Side::Blue);
    assert_eq!(game.outcome(), Some(Outcome::TimeOut { winner: Side::Red }));
    game.undo();
    game.leave(Side::Blue);
    assert_eq!(
        game.outcome(),
        Some(Outcome::OpponentLeft { winner: Side::Red })
    );
    game.undo();
    game.agree_draw();
    assert_eq!(game.outcome(), Some(Outcome::DrawAgreed));
    assert_eq!(game.outcome().and_then(|o| o.winner()), None);
}

const LION_SHUTTLE: [&str; 7] = ["d4d5", "d5d4", "d4d5", "d5d4", "d4d5", "d5d4", "d4d5"];

#[test]
fn seven_three_forbids_a_fourth_entry_on_the_eighth_move() {
    let position = Position::from_fen("7/r6/7/7/7/3L3/7/7/7 w").unwrap();
    let mut game = Game::from_position(position, RuleOptions::competition());
    play_red_with_blue_loop(&mut game, &LION_SHUTTLE);
    // The lion entered d4 three times in Red's last seven moves.
    let refusal = Refusal::RepetitionLimit {
        rule: RepetitionRule::SevenThree,
        animal: Animal::Lion,
        square: Square::D4,
    };
    assert_eq!(game.check_move(mv("d5d4")), Err(refusal));
    assert!(!game.legal_moves().contains(&mv("d5d4")));
    assert_eq!(game.check_move(mv("d5d6")), Ok(()));
    // Without the rule the same move is fine.
    let mut classroom = Game::from_position(*game.start_position(), RuleOptions::classroom());
    play_red_with_blue_loop(&mut classroom, &LION_SHUTTLE);
    assert_eq!(classroom.check_move(mv("d5d4")), Ok(()));
}

#[test]
fn seven_three_spares_a_chased_animal() {
    // A blue elephant on d6 threatens the lion whenever it stands on d5.
    let position = Position::from_fen("7/r6/7/3e3/7/3L3/7/7/7 w").unwrap();
    let mut game = Game::from_position(position, RuleOptions::competition());
    play_red_with_blue_loop(&mut game, &LION_SHUTTLE);
    assert!(game.position().is_chased(game.options(), Square::D5));
    assert_eq!(game.check_move(mv("d5d4")), Ok(()));
}

#[test]
fn seven_three_does_not_apply_after_a_trap_was_entered() {
    let position = Position::from_fen("7/r6/7/7/7/7/3C3/7/7 w").unwrap();
    let mut game = Game::from_position(position, RuleOptions::competition());
    let shuttle = ["d3d2", "d2d3", "d3d2", "d2d3", "d3d2", "d2d3", "d3d2"];
    play_red_with_blue_loop(&mut game, &shuttle);
    assert_eq!(game.check_move(mv("d2d3")), Ok(()));
}

/// Seventeen lion moves among d3, d4 and d5.
const LION_WANDER: [&str; 17] = [
    "d3d4", "d4d5", "d5d4", "d4d3", "d3d4", "d4d5", "d5d4", "d4d3", "d3d4", "d4d5", "d5d4", "d4d3",
    "d3d4", "d4d5", "d5d4", "d4d3", "d3d4",
];

#[test]
fn seventeen_five_keeps_a_lone_wanderer_out_of_its_squares() {
    let position = Position::from_fen("7/r6/7/7/7/7/3L3/7/6C w").unwrap();
    let mut game = Game::from_position(position, options(&["rule_17_5=true"]));
    play_red_with_blue_loop(&mut game, &LION_WANDER);
    for forbidden in ["d4d5", "d4d3"] {
        assert_eq!(
            game.check_move(mv(forbidden)),
            Err(Refusal::RepetitionLimit {
                rule: RepetitionRule::SeventeenFive,
                animal: Animal::Lion,
                square: Move::parse(forbidden).unwrap().to,
            })
        );
    }
    // Jumping away to a new square, or moving another animal, is fine.
    assert_eq!(game.check_move(mv("d4a4")), Ok(()));
    assert_eq!(game.check_move(mv("g1g2")), Ok(()));
}

#[test]
fn seventeen_five_needs_one_animal_only_and_no_trap() {
    // Red's cat moves once in the middle: the lion was not the only animal moved.
    let position = Position::from_fen("7/r6/7/7/7/7/3L3/7/6C w").unwrap();
    let mut game = Game::from_position(position, options(&["rule_17_5=true"]));
    let mut red: Vec<&str> = LION_WANDER[..16].to_vec();
    red.insert(8, "g1g2");
    play_red_with_blue_loop(&mut game, &red);
    assert_eq!(
        game.position().piece_at(Square::D3).map(|p| p.animal),
        Some(Animal::Lion)
    );
    assert_eq!(game.check_move(mv("d3d4")), Ok(()));
    // A lion wandering through a trap (d2 is Red's own trap) is not restricted either.
    let position = Position::from_fen("7/r6/7/7/7/7/3L3/7/7 w").unwrap();
    let mut game = Game::from_position(position, options(&["rule_17_5=true"]));
    let through_trap = [
        "d3d2", "d2d3", "d3d4", "d4d3", "d3d4", "d4d3", "d3d4", "d4d3", "d3d4", "d4d3", "d3d4",
        "d4d3", "d3d4", "d4d3", "d3d4", "d4d3", "d3d4",
    ];
    play_red_with_blue_loop(&mut game, &through_trap);
    assert_eq!(game.check_move(mv("d4d3")), Ok(()));
}

#[test]
fn random_competition_games_stay_consistent() {
    // Random games under the competition rules: the game's move list is the position's list
    // minus exactly the moves a repetition rule forbids, and a game without an outcome always
    // has a move. A small xorshift keeps the games reproducible.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut restricted = 0;
    for _game in 0..60 {
        let mut game = Game::new(options(&[
            "rule_7_3=true",
            "rule_17_5=true",
            "no_capture_draw_rounds=60",
        ]));
        for _ply in 0..400 {
            let all = game.position().legal_moves(game.options());
            let allowed = game.legal_moves();
            for &candidate in all.iter() {
                match game.check_move(candidate) {
                    Ok(()) => assert!(allowed.contains(&candidate)),
                    Err(Refusal::RepetitionLimit { square, .. }) => {
                        assert_eq!(square, candidate.to);
                        assert!(!allowed.contains(&candidate));
                        restricted += 1;
                    }
                    Err(other) => {
                        assert_eq!(other, Refusal::GameOver);
                        assert!(game.outcome().is_some());
                    }
                }
            }
            if game.outcome().is_some() {
                break;
            }
            assert!(!allowed.is_empty());
            // Prefer shuffling one animal back and forth so the repetition rules get tested.
            let last = game.history().iter().rev().nth(1).map(|played| played.mv);
            let back = last
                .map(|mv| Move::new(mv.to, mv.from))
                .filter(|mv| allowed.contains(mv));
            let choice = match back {
                Some(mv) if next() % 4 != 0 => mv,
                _ => allowed[(next() % allowed.len() as u64) as usize],
            };
            let before = *game.position();
            game.play(choice).unwrap();
            game.undo();
            assert_eq!(game.position(), &before);
            game.play(choice).unwrap();
        }
    }
    assert!(restricted > 0, "the repetition rules never fired");
}
