//! One loaded text file: its name, its text, and byte offset → line/column conversion.

use std::ops::Range;

/// A file's name (as the author typed the path) and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// The path or embedded name, e.g. `lessons/jungle-10-food-chain.toml`.
    pub name: String,
    /// The whole text (UTF-8).
    pub text: String,
    /// Byte offset where each line starts; always starts with 0.
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// Wraps a file's text and indexes its lines.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, byte)| *byte == b'\n')
                .map(|(index, _)| index + 1),
        );
        Self {
            name: name.into(),
            text,
            line_starts,
        }
    }

    /// The 1-based line and 1-based column (counted in characters, so CJK text counts one per
    /// character) of a byte offset; offsets past the end or inside a character are clamped.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = self.floor_boundary(offset);
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(index) => index,
            Err(index) => index.saturating_sub(1),
        };
        let start = self.line_starts.get(line_index).copied().unwrap_or(0);
        let column = self
            .text
            .get(start..offset)
            .map_or(0, |s| s.chars().count());
        (line_index + 1, column + 1)
    }

    /// The text of a 1-based line, without its line ending.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        self.text
            .get(start..end)
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }

    /// A span clamped to the text and to character boundaries, so it is always safe to slice.
    pub fn clamp_span(&self, span: &Range<usize>) -> Range<usize> {
        let start = self.floor_boundary(span.start);
        let end = self.floor_boundary(span.end.max(start));
        start..end
    }

    fn floor_boundary(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_not_bytes() {
        let file = SourceFile::new("x.toml", "a = 1\ntitle.zh-CN = \"谁吃谁\" x\n");
        let offset = file.text.find('x').unwrap();
        assert_eq!(file.line_column(offset), (2, 21));
        assert_eq!(file.line_column(0), (1, 1));
        assert_eq!(file.line_text(2), "title.zh-CN = \"谁吃谁\" x");
    }

    #[test]
    fn offsets_inside_a_character_or_past_the_end_are_clamped() {
        let file = SourceFile::new("x.toml", "谁");
        assert_eq!(file.line_column(1), (1, 1));
        assert_eq!(file.line_column(99), (1, 2));
        assert_eq!(file.clamp_span(&(1..99)), 0..3);
    }
}
