//! One line seen through an 11-point window around a move: what the move makes on that line
//! (five, overline, fours, three completions), computed from the definitions and tabulated for
//! Black's exact-five rule so the forbidden-point scan is one table read per direction.

use std::sync::OnceLock;

use super::board::Window;

/// The window bit of the point being played.
pub const CENTRE_BIT: u32 = 5;
const CENTRE: u16 = 1 << CENTRE_BIT;

/// What one move makes on one line, as window bit masks (bit `i` = `i - 5` steps away).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LineAnalysis {
    /// The run through the move is a five (exactly five when fives must be exact).
    pub five: bool,
    /// The run through the move is six or more and fives must be exact.
    pub overline: bool,
    /// How many different fours through the move the line holds (0, 1 or 2).
    pub four_count: u8,
    /// Each four: (its stones, its completing points).
    pub fours: [(u16, u16); 2],
    /// Points that would turn the line into a straight four through the move (before any
    /// legality check): the candidate completions of a three.
    pub three_points: u16,
}

/// The first and last bit of the unbroken run of `own` through `bit` (which must be set).
#[inline]
pub fn run_span(own: u16, bit: u32) -> (u32, u32) {
    let own = own as u32;
    let high = bit + (!(own >> bit)).trailing_zeros() - 1;
    let low = bit + 1 - (!(own << (31 - bit))).leading_zeros();
    (low, high)
}

#[inline]
fn span_mask(low: u32, high: u32) -> u16 {
    (((1u32 << (high + 1)) - 1) & !((1u32 << low) - 1)) as u16
}

/// Whether a run of `length` counts as a five.
#[inline]
fn is_five(length: u32, exact: bool) -> bool {
    if exact { length == 5 } else { length >= 5 }
}

/// Analyses a window as if a stone of the window's colour were played on its centre.
/// `exact`: fives must be exactly five (Black in renju, both in standard).
pub fn analyze(window: Window, exact: bool) -> LineAnalysis {
    let own = window.own | CENTRE;
    let empty = !(own | window.blocked) & 0x7FF;
    let mut analysis = LineAnalysis::default();
    let (low, high) = run_span(own, CENTRE_BIT);
    let length = high - low + 1;
    if is_five(length, exact) {
        analysis.five = true;
        return analysis;
    }
    if length >= 5 {
        analysis.overline = true;
        return analysis;
    }
    for q in 1..=9u32 {
        if q == CENTRE_BIT || empty >> q & 1 == 0 {
            continue;
        }
        let grown = own | 1 << q;
        let (low, high) = run_span(grown, CENTRE_BIT);
        if q < low || q > high {
            continue;
        }
        let length = high - low + 1;
        if is_five(length, exact) {
            let stones = span_mask(low, high) & !(1 << q);
            let count = analysis.four_count as usize;
            if let Some(four) = analysis.fours[..count].iter_mut().find(|f| f.0 == stones) {
                four.1 |= 1 << q;
            } else if count < 2 {
                analysis.fours[count] = (stones, 1 << q);
                analysis.four_count += 1;
            }
        } else if length == 4 && is_straight_four(grown, empty & !(1 << q), low, high, exact) {
            analysis.three_points |= 1 << q;
        }
    }
    analysis
}

/// Whether the run `low..=high` of four stones can become a five at both ends.
fn is_straight_four(own: u16, empty: u16, low: u32, high: u32, exact: bool) -> bool {
    // A run of four through the centre spans at least bits 2..=8, so low-2 and high+2 exist.
    let ends_empty = empty >> (low - 1) & 1 == 1 && empty >> (high + 1) & 1 == 1;
    let ends_exact = !exact || (own >> (low - 2) & 1 == 0 && own >> (high + 2) & 1 == 0);
    ends_empty && ends_exact
}

/// The stones of the three completed by window bit `q`: the straight four minus `q`.
pub fn three_stones(window: Window, q: u32) -> u16 {
    let grown = window.own | CENTRE | 1 << q;
    let (low, high) = run_span(grown, CENTRE_BIT);
    span_mask(low, high) & !(1 << q)
}

/// The stones of the five or overline run through the centre.
pub fn run_stones(window: Window) -> u16 {
    let (low, high) = run_span(window.own | CENTRE, CENTRE_BIT);
    span_mask(low, high)
}

/// One tabulated analysis for Black's exact fives, packed in 16 bits (half the table's cache
/// footprint of a 32-bit entry): five, overline, two bits of four count, then the three points
/// (window bits 2..=8 at most) from bit 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Packed(u16);

impl Packed {
    const FIVE: u16 = 1;
    const OVERLINE: u16 = 2;
    const THREE_SHIFT: u32 = 4;

    fn pack(analysis: &LineAnalysis) -> Packed {
        let mut bits = 0;
        if analysis.five {
            bits |= Self::FIVE;
        }
        if analysis.overline {
            bits |= Self::OVERLINE;
        }
        bits |= u16::from(analysis.four_count) << 2;
        bits |= analysis.three_points << Self::THREE_SHIFT;
        Packed(bits)
    }

    /// The move makes an exact five on this line.
    #[inline]
    pub fn five(self) -> bool {
        self.0 & Self::FIVE != 0
    }

    /// The move makes an overline on this line.
    #[inline]
    pub fn overline(self) -> bool {
        self.0 & Self::OVERLINE != 0
    }

    /// The number of fours the move makes on this line.
    #[inline]
    pub fn four_count(self) -> u32 {
        u32::from(self.0 >> 2 & 3)
    }

    /// Candidate three completions (window bits), before legality.
    #[inline]
    pub fn three_points(self) -> u16 {
        self.0 >> Self::THREE_SHIFT
    }
}

/// Base-3 value of each 11-bit window mask without its centre: neighbour `n` (the bits other
/// than the centre, in order) contributes 3^n, so no squeezing is needed before the lookup.
static TERNARY: [u16; 2048] = ternary_table();

const fn ternary_table() -> [u16; 2048] {
    let mut table = [0u16; 2048];
    let mut mask = 0;
    while mask < 2048 {
        let mut value = 0u32;
        let mut power = 1u32;
        let mut bit = 0;
        while bit < 11 {
            if bit != CENTRE_BIT {
                if mask >> bit & 1 == 1 {
                    value += power;
                }
                power *= 3;
            }
            bit += 1;
        }
        table[mask] = value as u16;
        mask += 1;
    }
    table
}

const TABLE_SIZE: usize = 59049; // 3^10: each of the 10 neighbours is empty, own or blocked.

fn black_table() -> &'static [Packed] {
    static TABLE: OnceLock<Vec<Packed>> = OnceLock::new();
    TABLE.get_or_init(|| {
        (0..TABLE_SIZE)
            .map(|index| {
                let mut rest = index;
                let (mut own, mut blocked) = (0u16, 0u16);
                for neighbour in 0..10u32 {
                    let bit = if neighbour < 5 {
                        neighbour
                    } else {
                        neighbour + 1
                    };
                    match rest % 3 {
                        1 => own |= 1 << bit,
                        2 => blocked |= 1 << bit,
                        _ => {}
                    }
                    rest /= 3;
                }
                Packed::pack(&analyze(Window { own, blocked }, true))
            })
            .collect()
    })
}

/// The exact-five table for Black, fetched once per scan so each lookup skips the
/// initialisation check.
#[derive(Clone, Copy)]
pub(crate) struct BlackTable(&'static [Packed]);

impl BlackTable {
    /// The table, built on first use.
    #[inline]
    pub(crate) fn get() -> BlackTable {
        BlackTable(black_table())
    }

    /// The tabulated exact-five analysis of a Black window (one table read).
    #[inline]
    pub(crate) fn lookup(self, window: Window) -> Packed {
        let index = TERNARY[usize::from(window.own & 0x7FF)] as usize
            + 2 * TERNARY[usize::from(window.blocked & 0x7FF)] as usize;
        // Own and blocked never overlap, so the index is always in range; the fallback only
        // keeps a malformed window from panicking.
        self.0
            .get(index)
            .copied()
            .unwrap_or_else(|| Packed::pack(&analyze(window, true)))
    }
}

/// The tabulated exact-five analysis of a Black window (one table read).
#[inline]
pub fn black_lookup(window: Window) -> Packed {
    BlackTable::get().lookup(window)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window from a picture like "xx.x[X].xx": x own, o blocked, . empty, [X] the move;
    /// points beyond the picture are empty.
    fn window(picture: &str) -> Window {
        let (left, right) = picture.split_once("[X]").unwrap();
        let mut own = 0u16;
        let mut blocked = 0u16;
        for (i, c) in left.chars().rev().enumerate() {
            let bit = 4 - i as i32;
            if bit < 0 {
                continue;
            }
            match c {
                'x' => own |= 1 << bit,
                'o' => blocked |= 1 << bit,
                _ => {}
            }
        }
        for (i, c) in right.chars().enumerate() {
            let bit = 6 + i as u32;
            if bit > 10 {
                continue;
            }
            match c {
                'x' => own |= 1 << bit,
                'o' => blocked |= 1 << bit,
                _ => {}
            }
        }
        Window { own, blocked }
    }

    #[test]
    fn one_line_double_fours_and_the_trap() {
        assert_eq!(analyze(window("xxx.[X].xxx"), true).four_count, 2);
        assert_eq!(analyze(window("xx.x[X].xx"), true).four_count, 2);
        assert_eq!(analyze(window("x.x[X]x.x"), true).four_count, 2);
        assert_eq!(analyze(window("xx.x[X]x.xx"), true).four_count, 0);
        assert_eq!(analyze(window("xx.x[X]x.xx"), false).four_count, 2);
        let straight = analyze(window(".xxx[X]."), true);
        assert_eq!(straight.four_count, 1);
        assert_eq!(straight.fours[0].1.count_ones(), 2);
    }

    #[test]
    fn fives_overlines_and_threes() {
        assert!(analyze(window("xx[X]xx"), true).five);
        assert!(analyze(window("xxx[X]xx"), true).overline);
        assert!(analyze(window("xxx[X]xx"), false).five);
        assert_eq!(
            analyze(window("..x[X]x.."), true).three_points.count_ones(),
            2
        );
        assert_eq!(analyze(window("o.x[X]x.o"), true).three_points, 0);
        assert_eq!(analyze(window(".x.x[X].."), true).three_points, 1 << 3);
        // The overline skeleton x.xX.x: every straight four would touch a far stone.
        assert_eq!(analyze(window("x.x[X].x"), true).three_points, 0);
        assert_ne!(analyze(window("x.x[X].x"), false).three_points, 0);
    }

    #[test]
    fn the_table_agrees_with_the_analysis_on_every_window() {
        // Every way of filling the ten neighbours with empty, own or blocked.
        for code in 0..TABLE_SIZE {
            let (mut own, mut blocked, mut rest) = (0u16, 0u16, code);
            for bit in (0..11u32).filter(|&bit| bit != CENTRE_BIT) {
                match rest % 3 {
                    1 => own |= 1 << bit,
                    2 => blocked |= 1 << bit,
                    _ => {}
                }
                rest /= 3;
            }
            let w = Window { own, blocked };
            let analysis = analyze(w, true);
            let packed = black_lookup(w);
            assert_eq!(packed, Packed::pack(&analysis));
            assert_eq!(packed.five(), analysis.five);
            assert_eq!(packed.overline(), analysis.overline);
            assert_eq!(packed.four_count(), analysis.four_count as u32);
            assert_eq!(packed.three_points(), analysis.three_points);
        }
    }
}
