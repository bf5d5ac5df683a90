//! Lesson and puzzle files (TOML): formats, loading with spans, and the author's checker.
