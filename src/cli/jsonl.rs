//! The JSON-lines loop shared by the batch verbs: one request per input line, one answer per
//! output line, flushed at once so a checker can talk to the program through a pipe.

use serde::de::DeserializeOwned;
use std::io::{BufRead, Read, Write};
use std::process::ExitCode;

/// The longest request line read (a full 15×15 position is under 3 KB).
pub const MAX_LINE_BYTES: u64 = 64 * 1024;

/// Reads one request: a JSON object (an array or a number is refused, not read field by field).
pub fn parse_object<T: DeserializeOwned>(line: &str) -> Result<T, String> {
    let value: serde_json::Value =
        serde_json::from_str(line).map_err(|error| format!("not a position object: {error}"))?;
    if !value.is_object() {
        return Err("not a position object: expected a JSON object { … }".to_owned());
    }
    serde_json::from_value(value).map_err(|error| format!("not a position object: {error}"))
}

/// Answers each non-blank line of standard input with `answer(line)` on standard output.
/// A line that is not UTF-8 or longer than [`MAX_LINE_BYTES`] gets an `{"error": …}` answer;
/// a closed output pipe ends quietly.
pub fn serve(answer: impl Fn(&str) -> String) -> ExitCode {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        match (&mut input)
            .take(MAX_LINE_BYTES + 1)
            .read_until(b'\n', &mut buffer)
        {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::FAILURE;
            }
        }
        let too_long = buffer.len() as u64 > MAX_LINE_BYTES;
        if too_long && buffer.last() != Some(&b'\n') && skip_line(&mut input).is_err() {
            return ExitCode::FAILURE;
        }
        let reply = match std::str::from_utf8(&buffer) {
            _ if too_long => serde_json::json!({
                "error": format!("the line is longer than {MAX_LINE_BYTES} bytes")
            })
            .to_string(),
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

/// Drops the rest of an over-long line, a buffer at a time (never holding it all).
fn skip_line(input: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        if let Some(end) = chunk.iter().position(|&byte| byte == b'\n') {
            input.consume(end + 1);
            return Ok(());
        }
        let length = chunk.len();
        input.consume(length);
    }
}
