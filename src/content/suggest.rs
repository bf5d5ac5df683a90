//! "Did you mean …?": the closest known word to a misspelt key or value, by edit distance.

/// The candidate closest to `word`, if it is close enough to be a likely typo.
///
/// Case, `-` versus `_`, and surrounding spaces are ignored first (`zh_cn` → `zh-CN`,
/// `stars-by-seconds` → `stars_by_seconds`); then a word of four or more characters that
/// starts a candidate (`food-chain` → `food-chain-order`); otherwise at most one edit per three
/// characters.
pub fn did_you_mean<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let normal = normalize(word);
    if let Some(exact) = candidates.iter().find(|c| normalize(c) == normal) {
        return Some(exact);
    }
    if normal.chars().count() >= 4
        && let Some(longer) = candidates
            .iter()
            .find(|c| normalize(c).starts_with(&normal))
    {
        return Some(longer);
    }
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .iter()
        .map(|candidate| (edit_distance(&normal, &normalize(candidate)), *candidate))
        .filter(|(distance, _)| *distance <= limit)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

fn normalize(word: &str) -> String {
    word.trim().to_lowercase().replace('_', "-")
}

/// The edit distance between two strings, counted in characters: insertions, deletions,
/// substitutions and swaps of two neighbours (`titel` → `title` is one edit).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // rows[i][j]: distance between the first i characters of a and the first j of b.
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_get_the_nearest_known_word() {
        assert_eq!(did_you_mean("titel", &["title", "summary"]), Some("title"));
        assert_eq!(
            did_you_mean("zh_cn", &["en", "zh-CN", "zh-TW"]),
            Some("zh-CN")
        );
        assert_eq!(
            did_you_mean("food-chain", &["food-chain-order", "info"]),
            Some("food-chain-order")
        );
        assert_eq!(
            did_you_mean("inf", &["info", "food-chain-order"]),
            Some("info")
        );
        assert_eq!(did_you_mean("xyz", &["title"]), None);
    }

    #[test]
    fn edit_distance_counts_characters() {
        assert_eq!(edit_distance("谁吃谁", "谁吃"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("titel", "title"), 1);
    }
}
