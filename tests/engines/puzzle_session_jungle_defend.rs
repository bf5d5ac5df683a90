//! Jungle `defend` puzzles in the trainer: one move that leaves the opponent no forced win
//! solves the puzzle, a move that does not is refused with the opponent's winning reply (and
//! the whole attack on request), hints lead to a right defence.
#![allow(clippy::unwrap_used)]

use qi_classroom::rules::jungle::{Move, Position, RuleOptions, Side};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::jungle::{JungleGame, JungleSearcher};
use qi_classroom::tutor::puzzle_session::{
    Feedback, Hint, JungleGoal, JungleRules, JungleSession, PuzzleRules, PuzzleSession, Theme,
    jungle_session,
};

fn mv(text: &str) -> Move {
    Move::parse(text).expect("test moves are well formed")
}

/// Blue to move: Red's rat on d8 (in Blue's trap) steps into the den unless Blue's cat on d7
/// or dog on e8 catches it; a7 is Blue's elephant, too far away.
const RAT_AT_THE_DEN: &str = "7/3Rd2/e2c3/7/7/7/7/7/7 b";

fn session(fen: &str, moves: u32, author: &[&str]) -> JungleSession {
    let start = Position::from_fen(fen).expect("test positions are valid");
    let rules =
        JungleRules::new(RuleOptions::default(), Budget::default()).with_goal(JungleGoal::Defend {
            learner: start.side_to_move(),
            threat_plies: 2 * moves - 1,
        });
    PuzzleSession::new(
        rules,
        start,
        1,
        vec![author.iter().map(|m| mv(m)).collect()],
        vec![Theme::Den],
    )
}

#[test]
fn a_right_defence_solves_the_puzzle_even_when_not_the_authors() {
    let mut session = session(RAT_AT_THE_DEN, 1, &["d7d8"]);
    assert_eq!(
        session.play(mv("e8d8")),
        Feedback::Solved { mv: mv("e8d8") }
    );
    assert!(session.is_solved());
    assert_eq!(session.score().stars(), 3);
    assert_eq!(session.play(mv("d7d8")), Feedback::AlreadySolved);
}

#[test]
fn a_failed_defence_is_refused_with_the_winning_reply_and_taken_back() {
    let mut session = session(RAT_AT_THE_DEN, 1, &["d7d8"]);
    let start = *session.position();
    assert_eq!(
        session.play(mv("a7a6")),
        Feedback::WinSlips {
            mv: mv("a7a6"),
            refutation: Some(mv("d8d9"))
        }
    );
    assert_eq!(session.position(), &start, "taken back");
    assert_eq!(session.score().mistakes, 1);
    assert!(!session.is_solved());
}

#[test]
fn an_illegal_move_is_refused_with_the_engines_reason() {
    let mut session = session(RAT_AT_THE_DEN, 1, &["d7d8"]);
    assert!(matches!(session.play(mv("d7d9")), Feedback::Illegal { .. }));
    assert_eq!(session.score().mistakes, 0);
}

#[test]
fn the_threat_line_shows_the_whole_attack_and_it_really_wins() {
    let options = RuleOptions::default();
    // Red's lion in Blue's trap e9 must be caught at once; after anything else it walks in.
    let start = Position::from_fen("5L1/3l3/2c4/7/7/7/7/7/7 b").unwrap();
    let mut rules = JungleRules::new(options, Budget::default()).with_goal(JungleGoal::Defend {
        learner: Side::Blue,
        threat_plies: 3,
    });
    let after = start.play(&options, mv("c7b7")).unwrap();
    let line = rules.threat_line(&after);
    assert!(!line.is_empty() && line.len() <= 3, "{line:?}");
    let mut position = after;
    for &step in &line {
        position = position.play(&options, step).unwrap();
    }
    assert!(
        !position.has_legal_move(&options),
        "the attack ends the game"
    );
    let mut searcher = JungleSearcher::new(Budget::default());
    assert_eq!(
        searcher.wins_within(&JungleGame::new(after, options), 3),
        Some(true)
    );
    // After the right defence there is no attack to show.
    let held = start.play(&options, mv("d8e8")).unwrap();
    assert!(rules.threat_line(&held).is_empty());
    assert!(
        rules.is_lost(&held),
        "the defence held: the attacker has lost the puzzle"
    );
}

#[test]
fn hints_lead_to_a_right_defence_and_the_solution_is_one_move() {
    let mut session = session(RAT_AT_THE_DEN, 1, &["d7d8"]);
    assert!(matches!(session.hint(), Some(Hint::Piece { at }) if at.square.to_string() == "d7"));
    assert!(matches!(session.hint(), Some(Hint::Idea { .. })));
    assert_eq!(session.hint(), Some(Hint::Move { mv: mv("d7d8") }));
    assert_eq!(session.show_solution(), vec![mv("d7d8")]);
    // Without an author's line the solver's first right defence is shown.
    let mut bare = session_without_author();
    assert_eq!(bare.show_solution(), vec![mv("d7d8")]);
}

fn session_without_author() -> JungleSession {
    let start = Position::from_fen(RAT_AT_THE_DEN).unwrap();
    PuzzleSession::new(
        JungleRules::new(RuleOptions::default(), Budget::default()).with_goal(JungleGoal::Defend {
            learner: Side::Blue,
            threat_plies: 1,
        }),
        start,
        1,
        Vec::new(),
        Vec::new(),
    )
}

#[test]
fn every_shipped_jungle_defence_is_solved_by_its_authors_move_and_refuses_another() {
    let library = crate::shipped::embedded();
    let defend: Vec<_> = library
        .puzzles
        .iter()
        .filter(|p| p.id.get_ref().starts_with("jungle-defend-"))
        .collect();
    assert!(defend.len() >= 3, "{}", defend.len());
    for puzzle in defend {
        let id = puzzle.id.get_ref();
        let right = mv(puzzle.solution[0][0].get_ref());
        let mut session = jungle_session(puzzle, Budget::default()).unwrap();
        assert_eq!(session.moves_left(), 1, "{id}: one defence");
        assert!(matches!(
            session.rules_mut().goal(),
            JungleGoal::Defend { .. }
        ));
        let start = *session.position();
        let options = RuleOptions::preset("classroom").unwrap();
        let wrong = start
            .legal_moves(&options)
            .iter()
            .copied()
            .find(|&m| m != right)
            .unwrap();
        assert!(
            matches!(
                session.play(wrong),
                Feedback::WinSlips {
                    refutation: Some(_),
                    ..
                }
            ),
            "{id}: {wrong} does not defend"
        );
        assert_eq!(session.play(right), Feedback::Solved { mv: right }, "{id}");
    }
}

/// What a Renju idea is made of, in every language: these never belong in a Jungle puzzle.
const RENJU_WORDS: [&str; 7] = ["four", "five", "three", "stone", "四", "五", "三"];

#[test]
fn a_shipped_jungle_defence_names_jungle_ideas_only() {
    use qi_classroom::content::PuzzleGoal;
    use qi_classroom::content::words::Game;
    use qi_classroom::i18n::solve::{jungle_hint, theme};
    use qi_classroom::i18n::{Locale, Localizer};
    let renju_ideas = [
        Theme::Vcf,
        Theme::Vct,
        Theme::Three,
        Theme::FourThree,
        Theme::Defend,
        Theme::ForbiddenTrap,
        Theme::DoubleThree,
    ];
    let library = crate::shipped::embedded();
    let defences: Vec<_> = library
        .puzzles
        .iter()
        .filter(|p| *p.game.get_ref() == Game::Jungle && *p.goal.get_ref() == PuzzleGoal::Defend)
        .collect();
    assert!(!defences.is_empty());
    for puzzle in defences {
        let id = puzzle.id.get_ref();
        let themes: Vec<Theme> = puzzle
            .themes
            .iter()
            .map(|tag| Theme::from_tag(tag.get_ref()))
            .collect();
        assert!(!themes.is_empty(), "{id} has no idea to hint at");
        // Its ideas are Jungle ideas, and the defence is not read as an attack on a den.
        for theme_of_puzzle in &themes {
            assert!(
                !renju_ideas.contains(theme_of_puzzle),
                "{id}: {theme_of_puzzle:?}"
            );
            assert!(
                !matches!(theme_of_puzzle, Theme::Other(_)),
                "{id}: {theme_of_puzzle:?}"
            );
        }
        assert!(
            !themes.contains(&Theme::Den),
            "{id}: the den to enter is the learner's own"
        );
        // The idea rung of the hint ladder, as the trainer shows it, in every language.
        let mut session = jungle_session(puzzle, Budget::default()).unwrap();
        let idea = loop {
            match session.hint().unwrap() {
                idea @ Hint::Idea { .. } => break idea,
                Hint::Piece { .. } | Hint::Move { .. } => {}
            }
        };
        for locale in Locale::ALL {
            let tr = Localizer::new(locale);
            let line = tr.render(&jungle_hint(&idea));
            for word in RENJU_WORDS {
                assert!(!line.contains(word), "{id} ({locale:?}): {line}");
            }
            for renju_idea in &renju_ideas {
                let renju_line = tr.render(&theme(renju_idea));
                assert!(!line.contains(&renju_line), "{id} ({locale:?}): {line}");
            }
        }
    }
}
