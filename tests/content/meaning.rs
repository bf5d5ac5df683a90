//! One sample per meaning check (`tests/data/content/engine/meaning_*`): boards no game
//! reaches, a defender with a win of its own, a forbidden trap that needs no forbidden point,
//! a first page too long for children who cannot read yet.
//! Each is a warning at the place to fix, in the reader's language.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, english};
use qi_classroom::content::Severity;

#[test]
fn more_white_than_black_stones_is_an_impossible_count_at_the_white_list() {
    let d = assert_reported("meaning_more_white.toml", 11, 11, "impossible-stone-count");
    assert_eq!(d.severity, Severity::Warning);
    let text = english(&d);
    assert!(
        text.contains("2 White") && text.contains("1 Black"),
        "{text}"
    );
}

#[test]
fn a_defender_with_its_own_vcf_names_its_winning_moves() {
    let d = assert_reported("meaning_defender_vcf.toml", 11, 9, "defender-can-win");
    assert_eq!(d.severity, Severity::Warning);
    let text = english(&d);
    assert!(text.contains("`h7`") && text.contains("`h12`"), "{text}");
}

#[test]
fn a_trap_white_wins_without_is_not_needed() {
    let d = assert_reported("meaning_trap_not_needed.toml", 12, 9, "trap-not-needed");
    assert_eq!(d.severity, Severity::Warning);
    assert!(english(&d).contains("not a forbidden trap"), "{d:?}");
}

#[test]
fn a_paragraph_for_four_year_olds_is_too_much_to_read() {
    let d = assert_reported("meaning_too_much_to_read.toml", 9, 109, "too-much-to-read");
    assert_eq!(d.severity, Severity::Warning);
    let text = english(&d);
    assert!(
        text.contains("28 characters") && text.contains("about 15"),
        "{text}"
    );
}
