//! The choice of the next puzzle: one the child is due to review, or else one they should
//! solve about as often as the teacher asks (the target success), leaning towards the themes
//! they find hard, never the one just played.

use super::glicko2::Rating;
use super::themes::ThemeTable;

/// How much a theme gap weighs against being off the target success (both 0..1).
const GAP_WEIGHT: f64 = 0.15;

/// A puzzle the picker may choose, with what the child has done on it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate<'a> {
    /// Its themes.
    pub themes: &'a [String],
    /// Its current rating.
    pub rating: Rating,
    /// The child has solved it.
    pub solved: bool,
    /// When its review is due, if it waits in the child's queue.
    pub review_due: Option<u64>,
    /// When the child last tried it.
    pub last_tried: Option<u64>,
}

/// What the child needs now.
#[derive(Debug, Clone, PartialEq)]
pub struct Wish<'a> {
    /// The child's rating in this game.
    pub child: Rating,
    /// The share of puzzles the child should solve (0.7: seven in ten).
    pub target: f64,
    /// The child's record by theme.
    pub themes: &'a ThemeTable,
    /// The time now, in seconds since 1970.
    pub now: u64,
    /// Not this one (the puzzle just played), by index.
    pub not: Option<usize>,
    /// Reviews first (the usual "next"); streak and rush skip them.
    pub reviews_first: bool,
}

/// The index of the puzzle to play next, `None` when there is no other.
///
/// A due review comes first (the longest overdue). Otherwise an unsolved puzzle whose expected
/// score is nearest the target, made a little more attractive by a theme gap; when every puzzle
/// is solved, the one tried longest ago. Ties go to the earlier puzzle, so the choice is the
/// same for the same data.
pub fn pick(candidates: &[Candidate<'_>], wish: &Wish<'_>) -> Option<usize> {
    let allowed = |i: &usize| Some(*i) != wish.not;
    let indices = || (0..candidates.len()).filter(allowed);
    if wish.reviews_first {
        let due = indices()
            .filter_map(|i| Some((candidates[i].review_due?, i)))
            .filter(|(due, _)| *due <= wish.now)
            .min();
        if let Some((_, i)) = due {
            return Some(i);
        }
    }
    let cost = |i: usize| {
        let puzzle = &candidates[i];
        let expected = wish.child.expected_against(&puzzle.rating);
        (expected - wish.target).abs() - GAP_WEIGHT * wish.themes.gap(puzzle.themes)
    };
    let unsolved = indices()
        .filter(|&i| !candidates[i].solved)
        .min_by(|&a, &b| cost(a).total_cmp(&cost(b)).then(a.cmp(&b)));
    unsolved.or_else(|| indices().min_by_key(|&i| (candidates[i].last_tried.unwrap_or(0), i)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(themes: &[String], rating: f64) -> Candidate<'_> {
        Candidate {
            themes,
            rating: Rating::new(rating),
            solved: false,
            review_due: None,
            last_tried: None,
        }
    }

    fn wish(table: &ThemeTable) -> Wish<'_> {
        Wish {
            child: Rating::new(1000.0),
            target: 0.7,
            themes: table,
            now: 1_000,
            not: None,
            reviews_first: true,
        }
    }

    #[test]
    fn the_puzzle_nearest_the_target_success_is_chosen() {
        let none: Vec<String> = Vec::new();
        let table = ThemeTable::default();
        // 70 % against a 1000 child is a puzzle about 150 points lower.
        let list = [
            candidate(&none, 1300.0),
            candidate(&none, 850.0),
            candidate(&none, 500.0),
        ];
        assert_eq!(pick(&list, &wish(&table)), Some(1));
        // A lower target asks for a harder one.
        let harder = Wish {
            target: 0.3,
            ..wish(&table)
        };
        assert_eq!(pick(&list, &harder), Some(0));
        // Never the one just played.
        let other = Wish {
            not: Some(1),
            ..wish(&table)
        };
        assert_ne!(pick(&list, &other), Some(1));
    }

    #[test]
    fn a_due_review_comes_first_and_solved_puzzles_last() {
        let none: Vec<String> = Vec::new();
        let table = ThemeTable::default();
        let mut list = vec![candidate(&none, 850.0), candidate(&none, 2000.0)];
        list[1].review_due = Some(900);
        assert_eq!(pick(&list, &wish(&table)), Some(1));
        // Not yet due: the usual choice.
        list[1].review_due = Some(5_000);
        assert_eq!(pick(&list, &wish(&table)), Some(0));
        // Streak and rush do not take reviews.
        list[1].review_due = Some(900);
        let streak = Wish {
            reviews_first: false,
            ..wish(&table)
        };
        assert_eq!(pick(&list, &streak), Some(0));
        // Everything solved: the one tried longest ago.
        for (c, tried) in list.iter_mut().zip([500, 100]) {
            c.solved = true;
            c.review_due = None;
            c.last_tried = Some(tried);
        }
        assert_eq!(pick(&list, &wish(&table)), Some(1));
        assert_eq!(pick(&[], &wish(&table)), None);
    }

    #[test]
    fn between_two_equal_puzzles_the_weak_theme_wins() {
        let (trap, jump) = (vec!["trap".to_owned()], vec!["jump".to_owned()]);
        let table = ThemeTable::from_tries([
            (trap.as_slice(), true),
            (trap.as_slice(), true),
            (jump.as_slice(), false),
            (jump.as_slice(), false),
        ]);
        let list = [candidate(&trap, 850.0), candidate(&jump, 850.0)];
        assert_eq!(pick(&list, &wish(&table)), Some(1));
    }
}
