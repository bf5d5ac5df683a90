//! Games: rule sets, the three forbidden-move policies, passes, draws, resignation and undo.

// Test helpers may unwrap: a panic is a test failure.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::renju::{
    Action, DrawReason, ForbiddenKind, ForbiddenPolicy, Game, Outcome, Point, Refusal,
    RenjuOptions, RuleSet, Stone, WinReason,
};

fn p(text: &str) -> Point {
    text.parse().unwrap()
}

fn options(rule_set: RuleSet, forbidden_policy: ForbiddenPolicy) -> RenjuOptions {
    RenjuOptions {
        rule_set,
        forbidden_policy,
        ..RenjuOptions::default()
    }
}

/// Plays alternating moves from a list (Black first).
fn play_all(game: &mut Game, moves: &[&str]) {
    for text in moves {
        game.play(p(text))
            .unwrap_or_else(|r| panic!("{text}: {r:?}"));
    }
}

/// Black builds f8 g8 h6 h7 while White plays far away; then Black is to move with h8 a
/// double-three.
const BUILD_DOUBLE_THREE: [&str; 8] = ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"];

#[test]
fn cannot_place_refuses_with_the_verdict() {
    let mut game = Game::new(options(RuleSet::Renju, ForbiddenPolicy::CannotPlace));
    play_all(&mut game, &BUILD_DOUBLE_THREE);
    match game.play(p("h8")) {
        Err(Refusal::ForbiddenPoint { point, verdict }) => {
            assert_eq!(point, p("h8"));
            assert_eq!(verdict.kind, ForbiddenKind::DoubleThree);
            assert_eq!(verdict.lines.len(), 2);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(game.to_move(), Stone::Black);
    assert_eq!(
        game.play(p("f8")),
        Err(Refusal::Occupied { point: p("f8") })
    );
    assert_eq!(
        game.play_at(15, 0),
        Err(Refusal::OffBoard { column: 15, row: 0 })
    );
}

#[test]
fn loses_ends_the_game() {
    let mut game = Game::new(options(RuleSet::Renju, ForbiddenPolicy::Loses));
    play_all(&mut game, &BUILD_DOUBLE_THREE);
    game.play(p("h8")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            reason: WinReason::ForbiddenMove(ForbiddenKind::DoubleThree)
        })
    );
    assert_eq!(game.play(p("o15")), Err(Refusal::GameOver));
}

#[test]
fn must_claim_wins_only_on_the_next_turn() {
    let mut game = Game::new(options(RuleSet::Renju, ForbiddenPolicy::MustClaim));
    play_all(&mut game, &BUILD_DOUBLE_THREE);
    assert_eq!(game.claim_forbidden(), Err(Refusal::NotYourTurn));
    game.play(p("h8")).unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.claimable(), Some(ForbiddenKind::DoubleThree));
    let mut claimed = game.clone();
    claimed.claim_forbidden().unwrap();
    assert_eq!(
        claimed.outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            reason: WinReason::ClaimedForbidden(ForbiddenKind::DoubleThree)
        })
    );
    // White plays on instead: the stone stands and the claim window closes.
    game.play(p("o1")).unwrap();
    game.play(p("o15")).unwrap();
    assert_eq!(game.claim_forbidden(), Err(Refusal::ClaimTooLate));
    let mut fresh = Game::new(options(RuleSet::Renju, ForbiddenPolicy::MustClaim));
    fresh.play(p("h8")).unwrap();
    assert_eq!(fresh.claim_forbidden(), Err(Refusal::NothingToClaim));
}

#[test]
fn rule_sets_decide_who_wins_with_what() {
    // Black: c8 d8 e8 g8 h8, then f8 makes six. White plays on row 1.
    let moves = ["c8", "a1", "d8", "b1", "e8", "c1", "g8", "d1", "h8", "m1"];
    for (rule_set, black_overline_wins) in [(RuleSet::Freestyle, true), (RuleSet::Standard, false)]
    {
        let mut game = Game::new(options(rule_set, ForbiddenPolicy::Loses));
        play_all(&mut game, &moves);
        game.play(p("f8")).unwrap();
        let won = game.outcome()
            == Some(Outcome::Win {
                winner: Stone::Black,
                reason: WinReason::Five,
            });
        assert_eq!(won, black_overline_wins, "{rule_set:?}");
    }
    let mut renju = Game::new(options(RuleSet::Renju, ForbiddenPolicy::Loses));
    play_all(&mut renju, &moves);
    renju.play(p("f8")).unwrap();
    assert_eq!(
        renju.outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            reason: WinReason::ForbiddenMove(ForbiddenKind::Overline)
        })
    );
    // White's overline wins in renju but not in standard.
    let white_moves = [
        "h15", "c8", "a15", "d8", "b15", "e8", "c15", "g8", "d15", "h8", "n15",
    ];
    for (rule_set, white_wins) in [(RuleSet::Renju, true), (RuleSet::Standard, false)] {
        let mut game = Game::new(options(rule_set, ForbiddenPolicy::Loses));
        play_all(&mut game, &white_moves);
        game.play(p("f8")).unwrap();
        let won = game.outcome()
            == Some(Outcome::Win {
                winner: Stone::White,
                reason: WinReason::Five,
            });
        assert_eq!(won, white_wins, "{rule_set:?}");
    }
}

#[test]
fn a_five_wins_even_with_a_forbidden_shape() {
    let mut game = Game::new(options(RuleSet::Renju, ForbiddenPolicy::CannotPlace));
    // Black: d8 e8 f8 g8 and h5 h6 h7 (h8 makes five and a second four at once).
    play_all(
        &mut game,
        &[
            "d8", "a1", "e8", "a3", "f8", "a5", "g8", "i8", "h5", "a9", "h6", "a11", "h7", "a13",
        ],
    );
    game.play(p("h8")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Stone::Black,
            reason: WinReason::Five
        })
    );
}

#[test]
fn passes_resignation_agreement_and_undo() {
    let mut game = Game::new(RenjuOptions::default());
    game.play(p("h8")).unwrap();
    game.pass().unwrap();
    assert_eq!(game.to_move(), Stone::Black);
    game.pass().unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::TwoPasses
        })
    );
    assert_eq!(game.undo(), Ok(Action::Pass));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.undo(), Ok(Action::Pass));
    assert_eq!(game.undo(), Ok(Action::Play(p("h8"))));
    assert!(game.board().is_empty(p("h8")));
    assert_eq!(game.undo(), Err(Refusal::NothingToUndo));

    game.resign(Stone::Black).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            reason: WinReason::Resignation
        })
    );
    game.undo().unwrap();
    game.agree_draw().unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Agreement
        })
    );
    game.undo().unwrap();
    game.time_out(Stone::White).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Stone::Black,
            reason: WinReason::TimeOut
        })
    );
}

#[test]
fn a_full_board_is_a_draw() {
    // Fill the board with a pattern that never makes five: (column + 2·row) mod 4 below 2 is
    // Black. Rows go BBWW…, columns alternate, both diagonals cycle through all four residues,
    // so no run is longer than two.
    let mut game = Game::new(options(RuleSet::Freestyle, ForbiddenPolicy::Loses));
    let colour = |point: Point| {
        if (point.column() + 2 * point.row()) % 4 < 2 {
            Stone::Black
        } else {
            Stone::White
        }
    };
    let mut black: Vec<Point> = Point::all()
        .filter(|&q| colour(q) == Stone::Black)
        .collect();
    let mut white: Vec<Point> = Point::all()
        .filter(|&q| colour(q) == Stone::White)
        .collect();
    // Passes even out the counts so each side places its own stones.
    while game.outcome().is_none() {
        let list = if game.to_move() == Stone::Black {
            &mut black
        } else {
            &mut white
        };
        match list.pop() {
            Some(point) => game.play(point).unwrap(),
            None => {
                if game.record().last() == Some(&Action::Pass) {
                    break;
                }
                game.pass().unwrap()
            }
        }
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::FullBoard
        }),
        "{:?}",
        game.board()
    );
}
