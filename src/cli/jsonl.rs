//! The JSON-lines loop shared by the batch verbs: one request per input line, one answer per
//! output line, flushed at once so a checker can talk to the program through a pipe.

use std::io::{BufRead, Write};
use std::process::ExitCode;

/// Answers each non-blank line of standard input with `answer(line)` on standard output.
/// A line that is not UTF-8 gets an `{"error": …}` answer; a closed output pipe ends quietly.
pub fn serve(answer: impl Fn(&str) -> String) -> ExitCode {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        match input.read_until(b'\n', &mut buffer) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
        }
        let reply = match std::str::from_utf8(&buffer) {
            // Blank lines are not requests; they get no answer.
            Ok(text) if text.trim().is_empty() => continue,
            Ok(text) => answer(text.trim()),
            Err(_) => serde_json::json!({ "error": "the line is not UTF-8" }).to_string(),
        };
        if writeln!(output, "{reply}")
            .and_then(|()| output.flush())
            .is_err()
        {
            // The reader went away (a closed pipe): stop quietly.
            return ExitCode::SUCCESS;
        }
    }
}
