#![allow(clippy::unwrap_used)]
use qi_classroom::content::{Library, PuzzlePosition};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::tutor::puzzle_session::{Feedback, Hint};
use qi_classroom::tutor::renju_puzzle::renju_session;
use std::time::Instant;
fn main() {
    let lib = Library::load_embedded();
    for puzzle in &lib.puzzles {
        if !matches!(puzzle.position, PuzzlePosition::Renju { .. })
            || !puzzle.id.get_ref().contains("vct")
        {
            continue;
        }
        let mut s = renju_session(puzzle, Budget::default()).unwrap();
        let first: qi_classroom::rules::renju::Point =
            puzzle.solution[0][0].get_ref().parse().unwrap();
        s.play(first);
        let mut out = String::new();
        while !s.is_solved() {
            let t = Instant::now();
            let mv = loop {
                match s.hint() {
                    Some(Hint::Move { mv }) => break mv,
                    Some(_) => {}
                    None => panic!(),
                }
            };
            let h = t.elapsed();
            let t = Instant::now();
            let f = s.play(mv);
            let p = t.elapsed();
            out += &format!(
                " [hint {h:.1?} play {p:.1?} {}]",
                if matches!(f, Feedback::Solved { .. }) {
                    "solved"
                } else {
                    "ok"
                }
            );
        }
        println!("{}:{out}", puzzle.id.get_ref());
    }
}
