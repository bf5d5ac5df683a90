//! Any line sent to `renju forbidden --jsonl`: one JSON answer line, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qi_classroom::cli::renju::answer_line;
use qi_classroom::rules::renju::ThreeRule;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let answer = answer_line(line.trim(), ThreeRule::default());
    let value: serde_json::Value = serde_json::from_str(&answer).expect("the answer is JSON");
    assert!(value.is_object());
    assert!(!answer.contains('\n'));
});
