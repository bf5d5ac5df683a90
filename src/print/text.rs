//! Lines of text that fit: wrapping a paragraph to a width (between words in English, between
//! characters in Chinese), cutting what does not fit with "…", and shrinking a single line.

use super::fonts::{char_width, text_width};
use super::scene::FontKind;

/// The most characters of one paragraph the sheets lay out (longer text is cut).
pub const MAX_PARAGRAPH_CHARS: usize = 4000;

/// Whether a line may break before and after `c` without a space (Chinese and full-width
/// punctuation).
fn is_wide(c: char) -> bool {
    ('\u{2E80}'..='\u{9FFF}').contains(&c)
        || ('\u{F900}'..='\u{FAFF}').contains(&c)
        || ('\u{FF00}'..='\u{FFEF}').contains(&c)
}

/// Splits text into pieces that must stay together (a word with its following space, or one
/// wide character).
fn pieces(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in text.chars().take(MAX_PARAGRAPH_CHARS) {
        if is_wide(c) {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            out.push(c.to_string());
        } else if c.is_whitespace() {
            word.push(' ');
            out.push(std::mem::take(&mut word));
        } else {
            word.push(c);
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Wraps `text` (newlines kept) into lines no wider than `width` at `size` points.
pub fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        let mut line_width = 0.0;
        for piece in pieces(paragraph) {
            let piece_width = text_width(FontKind::Text, &piece, size);
            if line_width + piece_width > width && !line.trim().is_empty() {
                lines.push(line.trim_end().to_string());
                line.clear();
                line_width = 0.0;
            }
            if piece_width > width {
                // A word longer than the line: break it between characters.
                for c in piece.chars() {
                    let w = char_width(FontKind::Text, c, size);
                    if line_width + w > width && !line.is_empty() {
                        lines.push(std::mem::take(&mut line));
                        line_width = 0.0;
                    }
                    line.push(c);
                    line_width += w;
                }
            } else {
                if line.is_empty() {
                    line = piece.trim_start().to_string();
                    line_width = text_width(FontKind::Text, &line, size);
                    continue;
                }
                line.push_str(&piece);
                line_width += piece_width;
            }
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// Wraps `text` and keeps at most `max_lines`, the last one ending in "…" when text was cut.
pub fn wrap_at_most(text: &str, size: f32, width: f32, max_lines: usize) -> Vec<String> {
    let mut lines = wrap(text, size, width);
    if lines.len() > max_lines {
        lines.truncate(max_lines);
        if let Some(last) = lines.last_mut() {
            *last = ellipsize(last, size, width);
        }
    }
    lines
}

/// The line cut so that it and a closing "…" fit in `width`.
pub fn ellipsize(line: &str, size: f32, width: f32) -> String {
    let dots = text_width(FontKind::Text, "…", size);
    let mut out = String::new();
    let mut used = 0.0;
    for c in line.chars() {
        let w = char_width(FontKind::Text, c, size);
        if used + w + dots > width {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    out
}

/// The largest size up to `size` (down to `min`) at which `text` fits on one line of `width`;
/// at `min` the text is cut with "…" if it still does not fit.
pub fn fit_line(text: &str, size: f32, min: f32, width: f32) -> (String, f32) {
    let full = text_width(FontKind::Text, text, size);
    if full <= width {
        return (text.to_string(), size);
    }
    let scaled = (size * width / full.max(1.0)).max(min);
    if text_width(FontKind::Text, text, scaled) <= width {
        (text.to_string(), scaled)
    } else {
        (ellipsize(text, scaled, width), scaled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_wrapped_line_fits_its_width() {
        let text = "The quick brown fox jumps over the lazy dog. 狐狸跳过了懒狗，小朋友们看一看。 \
                    Supercalifragilisticexpialidociousandmoreandmore";
        for line in wrap(text, 11.0, 120.0) {
            assert!(text_width(FontKind::Text, &line, 11.0) <= 120.5, "{line}");
        }
    }

    #[test]
    fn a_cut_text_ends_in_an_ellipsis_and_keeps_the_line_count() {
        let text = "走".repeat(500);
        let lines = wrap_at_most(&text, 10.0, 100.0, 3);
        assert_eq!(lines.len(), 3);
        assert!(lines[2].ends_with('…'));
    }

    #[test]
    fn a_long_name_shrinks_then_is_cut_to_the_width() {
        let name = "小明".repeat(100);
        let (line, size) = fit_line(&name, 30.0, 12.0, 300.0);
        assert!(size >= 12.0);
        assert!(text_width(FontKind::Text, &line, size) <= 300.5);
    }
}
