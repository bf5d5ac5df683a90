//! A child's record by puzzle theme: which ideas they have met, which they find hard.

use std::collections::BTreeMap;

/// Puzzles of one theme a child tried and solved.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ThemeRecord {
    /// Puzzles tried at least once.
    pub tried: u32,
    /// Of those, solved.
    pub solved: u32,
}

impl ThemeRecord {
    /// How often the child solves this theme, with one solve and one miss assumed before any
    /// evidence (so one lucky solve is not "100 %"): 0.5 for a theme never met.
    pub fn success(&self) -> f64 {
        (f64::from(self.solved) + 1.0) / (f64::from(self.tried) + 2.0)
    }
}

/// Themes known from enough puzzles to call them strong or weak.
const ENOUGH_TO_JUDGE: u32 = 2;

/// A child's records by theme.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ThemeTable {
    /// Theme tag → record.
    pub themes: BTreeMap<String, ThemeRecord>,
}

impl ThemeTable {
    /// Counts every puzzle tried: `(its themes, solved)`.
    pub fn from_tries<'a>(tries: impl IntoIterator<Item = (&'a [String], bool)>) -> Self {
        let mut table = ThemeTable::default();
        for (themes, solved) in tries {
            for theme in themes {
                let record = table.themes.entry(theme.clone()).or_default();
                record.tried = record.tried.saturating_add(1);
                record.solved = record.solved.saturating_add(u32::from(solved));
            }
        }
        table
    }

    /// How much a puzzle of `themes` would fill a gap, 0.0..=1.0: the weakest of its themes
    /// (never met counts as half known).
    pub fn gap(&self, themes: &[String]) -> f64 {
        themes
            .iter()
            .map(|t| 1.0 - self.themes.get(t).copied().unwrap_or_default().success())
            .fold(0.0, f64::max)
    }

    /// Themes met often enough, the child's best first.
    fn judged(&self) -> Vec<(&str, ThemeRecord)> {
        let mut judged: Vec<(&str, ThemeRecord)> = self
            .themes
            .iter()
            .filter(|(_, r)| r.tried >= ENOUGH_TO_JUDGE)
            .map(|(t, r)| (t.as_str(), *r))
            .collect();
        judged.sort_by(|a, b| b.1.success().total_cmp(&a.1.success()).then(a.0.cmp(b.0)));
        judged
    }

    /// Up to `n` themes the child does best (solved at least half).
    pub fn strong(&self, n: usize) -> Vec<&str> {
        self.judged()
            .into_iter()
            .filter(|(_, r)| 2 * r.solved >= r.tried)
            .take(n)
            .map(|(t, _)| t)
            .collect()
    }

    /// Up to `n` themes the child finds hardest (solved less than half), hardest first.
    pub fn weak(&self, n: usize) -> Vec<&str> {
        let mut weak: Vec<&str> = self
            .judged()
            .into_iter()
            .rev()
            .filter(|(_, r)| 2 * r.solved < r.tried)
            .map(|(t, _)| t)
            .collect();
        weak.truncate(n);
        weak
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|t| (*t).to_owned()).collect()
    }

    #[test]
    fn strong_and_weak_themes_come_from_enough_tries() {
        let (trap, den, jump) = (tags(&["trap"]), tags(&["den", "trap"]), tags(&["jump"]));
        let table = ThemeTable::from_tries([
            (trap.as_slice(), true),
            (den.as_slice(), true),
            (den.as_slice(), false),
            (jump.as_slice(), false),
            (jump.as_slice(), false),
            (jump.as_slice(), true),
        ]);
        assert_eq!(
            table.themes["trap"],
            ThemeRecord {
                tried: 3,
                solved: 2
            }
        );
        assert_eq!(table.strong(3), vec!["trap", "den"]);
        assert_eq!(table.weak(3), vec!["jump"]);
        // A theme met once is not judged.
        let once = ThemeTable::from_tries([(trap.as_slice(), false)]);
        assert!(once.weak(3).is_empty() && once.strong(3).is_empty());
    }

    #[test]
    fn the_gap_of_a_puzzle_is_its_weakest_theme() {
        let (trap, jump) = (tags(&["trap"]), tags(&["jump"]));
        let table = ThemeTable::from_tries([(trap.as_slice(), true), (trap.as_slice(), true)]);
        assert!(table.gap(&trap) < 0.5);
        assert_eq!(table.gap(&jump), 0.5);
        assert_eq!(table.gap(&tags(&["trap", "jump"])), 0.5);
        assert_eq!(table.gap(&[]), 0.0);
    }
}
