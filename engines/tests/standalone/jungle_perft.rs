//! Perft from the golden file `engines/tests/data/jungle_perft.txt`: leaf counts the public Jungle
//! engines agree on, under several rule-option combinations.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::jungle::{Position, RuleOptions};

struct Case {
    fen: String,
    options: RuleOptions,
    counts: Vec<u64>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../data/jungle_perft.txt");
    let mut cases = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "bad golden line {line:?}");
        let mut options = RuleOptions::default();
        if fields[1] != "-" {
            for assignment in fields[1].split(',') {
                options.set_assignment(assignment).unwrap();
            }
        }
        let counts = fields[2]
            .split_whitespace()
            .map(|count| count.parse().unwrap())
            .collect();
        cases.push(Case {
            fen: fields[0].to_string(),
            options,
            counts,
        });
    }
    cases
}

#[test]
fn golden_perft_counts_hold() {
    let cases = cases();
    assert!(cases.len() >= 6);
    for case in cases {
        let position = Position::from_fen(&case.fen).unwrap();
        for (depth, &expected) in case.counts.iter().enumerate() {
            let depth = depth as u32 + 1;
            assert_eq!(
                position.perft(&case.options, depth),
                expected,
                "perft({depth}) of {} under {:?}",
                case.fen,
                case.options
            );
        }
    }
}

#[test]
fn the_default_golden_line_reaches_depth_six() {
    let deepest = cases()
        .iter()
        .filter(|case| case.options == RuleOptions::default())
        .map(|case| case.counts.len())
        .max();
    assert_eq!(deepest, Some(6));
}

#[test]
fn perft_of_zero_depth_is_one_and_a_finished_position_has_no_leaves() {
    let start = Position::start();
    assert_eq!(start.perft(&RuleOptions::default(), 0), 1);
    // A red rat stands in Blue's den: the game is over, nothing more to play.
    let finished = Position::from_fen("l2R2t/1d3c1/2p1w1e/7/7/7/E1W1P2/1C3D1/T5L b").unwrap();
    assert!(finished.is_finished());
    assert_eq!(finished.perft(&RuleOptions::default(), 1), 0);
    assert_eq!(finished.perft(&RuleOptions::default(), 3), 0);
}
