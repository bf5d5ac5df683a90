//! Pairings and standings: a Swiss tournament of 9 over 4 rounds and round-robins of 2 to 8.

use super::*;

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("c{i}")).collect()
}

/// A made-up result that depends on the two children and the round (deterministic).
fn result(round: usize, p: &Pairing) -> Score {
    let a: usize = p.first[1..].parse().unwrap_or(0);
    let b: usize = p.second[1..].parse().unwrap_or(0);
    match (a * 7 + b * 3 + round) % 5 {
        0 => Score::Draw,
        1 | 2 => Score::FirstWins,
        _ => Score::SecondWins,
    }
}

/// Plays `rounds` rounds with made-up results; checks no repeats, distinct byes, colours ±1.
fn play(t: &mut Tournament, rounds: usize) {
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    let mut balance: HashMap<String, i32> = HashMap::new();
    for r in 0..rounds {
        let round = t.pair_next().expect("a round").clone();
        let mut seen = HashSet::new();
        for p in &round.pairings {
            assert!(seen.insert(p.first.clone()) && seen.insert(p.second.clone()));
            let key = if p.first < p.second {
                (p.first.clone(), p.second.clone())
            } else {
                (p.second.clone(), p.first.clone())
            };
            assert!(met.insert(key), "round {r}: {p:?} met before");
            *balance.entry(p.first.clone()).or_default() += 1;
            *balance.entry(p.second.clone()).or_default() -= 1;
        }
        if let Some(bye) = &round.bye {
            assert!(
                byes.insert(bye.clone()),
                "round {r}: a second bye for {bye}"
            );
            seen.insert(bye.clone());
        }
        assert_eq!(seen.len(), t.players.len(), "everyone plays or sits out");
        for (who, b) in &balance {
            assert!(b.abs() <= 1, "round {r}: {who}'s colours are {b}");
        }
        let last = t.rounds.len() - 1;
        for p in &mut t.rounds[last].pairings {
            p.score = Some(result(r, p));
        }
    }
}

#[test]
fn a_swiss_of_nine_over_four_rounds_never_repeats_a_pairing_and_gives_each_bye_once() {
    let mut t = Tournament::new(names(9));
    assert_eq!(t.system, System::Swiss);
    play(&mut t, 4);
    // The standings equal the results: points summed by hand from every round.
    let mut points: HashMap<String, f64> = HashMap::new();
    for round in &t.rounds {
        if let Some(bye) = &round.bye {
            *points.entry(bye.clone()).or_default() += 1.0;
        }
        for p in &round.pairings {
            let (a, b) = match p.score.expect("scored") {
                Score::FirstWins => (1.0, 0.0),
                Score::SecondWins => (0.0, 1.0),
                Score::Draw => (0.5, 0.5),
            };
            *points.entry(p.first.clone()).or_default() += a;
            *points.entry(p.second.clone()).or_default() += b;
        }
    }
    let standings = t.standings();
    assert_eq!(standings.len(), 9);
    for row in &standings {
        assert_eq!(Some(&row.points), points.get(&row.student), "{row:?}");
    }
    let total: f64 = standings.iter().map(|s| s.points).sum();
    assert_eq!(total, 4.0 * 4.0 + 4.0, "4 games and a bye a round");
    for pair in standings.windows(2) {
        assert!(
            (pair[0].points, pair[0].tie_break) >= (pair[1].points, pair[1].tie_break),
            "ranked: {pair:?}"
        );
    }
}

#[test]
fn a_round_robin_meets_everyone_once_then_stops() {
    for n in 2..=8 {
        let mut t = Tournament::new(names(n));
        assert_eq!(t.system, System::RoundRobin);
        let rounds = if n % 2 == 0 { n - 1 } else { n };
        play(&mut t, rounds);
        let games: usize = t.rounds.iter().map(|r| r.pairings.len()).sum();
        assert_eq!(games, n * (n - 1) / 2, "{n} children");
        assert_eq!(t.pair_next().err(), Some(PairingError::AllRoundsPlayed));
    }
}

#[test]
fn the_next_round_waits_for_every_result() {
    let mut t = Tournament::new(names(4));
    t.pair_next().expect("round 1");
    assert_eq!(t.pair_next().err(), Some(PairingError::RoundNotFinished));
    assert_eq!(
        Tournament::new(names(1)).pair_next().err(),
        Some(PairingError::TooFewPlayers)
    );
}

#[test]
fn equal_points_and_tie_break_share_a_place() {
    let mut t = Tournament::new(names(2));
    t.pair_next().expect("round 1");
    t.rounds[0].pairings[0].score = Some(Score::Draw);
    let standings = t.standings();
    assert_eq!(standings[0].rank, 1);
    assert_eq!(standings[1].rank, 1);
    assert_eq!(t.system.tie_break(), "sonneborn-berger");
}
