//! Any text given as a Jungle FEN: parsed or refused with a reason, never a panic; a parsed
//! position writes back to a FEN that reads as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qi_classroom::rules::jungle::{Position, RuleOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(position) = Position::from_fen(text) {
        let again = Position::from_fen(&position.to_fen()).expect("a written FEN reads back");
        assert_eq!(again.to_fen(), position.to_fen());
        let _ = position.legal_moves(&RuleOptions::default());
    }
});
