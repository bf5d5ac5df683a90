//! What one stone makes along one line: the shape a colour would have through an empty point
//! if it played there (five, straight four, four, open three, three, two, one, nothing, or an
//! overline), looked up in a table made once from the 11-point window around the point.
//!
//! The shapes are defined by what one more stone makes, as renju players count them: a four
//! has one point that makes five, a straight four two; an open three can become a straight
//! four with one more stone, a closed three only a four; and so on down to ones. Under exact
//! fives (a renju Black, standard rules) a run of six or more is no five, so a four whose
//! other end would make an overline is closed.

use std::sync::OnceLock;

/// The shape through a point along one line, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum LineShape {
    /// Nothing can come of a stone here along this line (no room for five).
    Dead = 0,
    /// The stone makes a run of six or more where only exactly five wins.
    Overline,
    /// One stone with room for five, closed.
    ClosedOne,
    /// One stone, open.
    OpenOne,
    /// Two, closed (one more makes a closed three).
    ClosedTwo,
    /// Two, open (one more makes an open three).
    OpenTwo,
    /// A closed three (one more makes a four).
    ClosedThree,
    /// An open three (one more makes a straight four).
    OpenThree,
    /// A four: one point makes five.
    Four,
    /// A straight four: two points make five.
    StraightFour,
    /// Five.
    Five,
}

impl LineShape {
    const ALL: [LineShape; 11] = [
        LineShape::Dead,
        LineShape::Overline,
        LineShape::ClosedOne,
        LineShape::OpenOne,
        LineShape::ClosedTwo,
        LineShape::OpenTwo,
        LineShape::ClosedThree,
        LineShape::OpenThree,
        LineShape::Four,
        LineShape::StraightFour,
        LineShape::Five,
    ];

    /// The shape numbered `index` (weakest 0); past the strongest, the strongest.
    pub fn from_index(index: usize) -> LineShape {
        LineShape::ALL[index.min(LineShape::ALL.len() - 1)]
    }

    fn from_u8(value: u8) -> LineShape {
        LineShape::from_index(usize::from(value))
    }

    /// The shape one step weaker that a stone which makes `self` gives the line before it:
    /// a point whose stone makes a straight four was an open three's point, and so on.
    fn one_before(self) -> LineShape {
        match self {
            LineShape::StraightFour => LineShape::OpenThree,
            LineShape::Four => LineShape::ClosedThree,
            LineShape::OpenThree => LineShape::OpenTwo,
            LineShape::ClosedThree => LineShape::ClosedTwo,
            LineShape::OpenTwo => LineShape::OpenOne,
            LineShape::ClosedTwo => LineShape::ClosedOne,
            _ => LineShape::Dead,
        }
    }
}

/// The centre of the 11-point window.
const CENTRE: u32 = 5;
/// Not yet worked out, in the table being built.
const UNKNOWN: u8 = u8::MAX;

/// The table's index of a window: its 10 points other than the centre, own and blocked.
#[inline]
fn key(own: u16, blocked: u16) -> usize {
    let squeeze = |bits: u16| usize::from(bits & 0x1F) | usize::from((bits >> 6) & 0x1F) << 5;
    squeeze(own) | squeeze(blocked) << 10
}

/// The shape table for fives of exactly five (`exact`) or five or more, by
/// [`compact_key`]: 3¹⁰ entries, small enough to stay in the processor's cache.
pub fn table(exact: bool) -> &'static [u8] {
    static EXACT: OnceLock<Vec<u8>> = OnceLock::new();
    static ANY: OnceLock<Vec<u8>> = OnceLock::new();
    let cell = if exact { &EXACT } else { &ANY };
    cell.get_or_init(|| {
        let memo = build(exact);
        let mut compact = vec![0; 59_049];
        for own in 0..1u16 << 10 {
            for blocked in 0..1u16 << 10 {
                if own & blocked == 0 {
                    let (own, blocked) = (spread(own), spread(blocked));
                    compact[compact_key(own, blocked)] = memo[key(own, blocked)];
                }
            }
        }
        compact
    })
}

/// Ten bits of the points other than the centre back to their places in the 11-point window.
fn spread(bits: u16) -> u16 {
    (bits & 0x1F) | (bits >> 5) << 6
}

/// Each 10-bit set of points as a base-3 number with digit 1 at its points.
fn base_three() -> &'static [u16; 1024] {
    static TABLE: OnceLock<[u16; 1024]> = OnceLock::new();
    TABLE.get_or_init(|| {
        std::array::from_fn(|bits| {
            (0..10)
                .rev()
                .fold(0u16, |value, bit| value * 3 + (bits >> bit & 1) as u16)
        })
    })
}

/// The window as a base-3 number: 0 empty, 1 own, 2 blocked, for the 10 points other than
/// the centre.
#[inline]
fn compact_key(own: u16, blocked: u16) -> usize {
    let three = base_three();
    let squeeze = |bits: u16| usize::from(bits & 0x1F) | usize::from((bits >> 6) & 0x1F) << 5;
    usize::from(three[squeeze(own)]) + 2 * usize::from(three[squeeze(blocked)])
}

/// The shape a stone on the window's empty centre makes (`own`, `blocked`: bit `i` is the
/// point `i - 5` steps away; blocked means the other colour or off the board).
#[inline]
pub fn shape(table: &[u8], own: u16, blocked: u16) -> LineShape {
    LineShape::from_u8(table[compact_key(own, blocked)])
}

fn build(exact: bool) -> Vec<u8> {
    let mut memo = vec![UNKNOWN; 1 << 20];
    for own in 0..1u16 << 11 {
        if own >> CENTRE & 1 != 0 {
            continue;
        }
        for blocked in 0..1u16 << 11 {
            if blocked & own != 0 || blocked >> CENTRE & 1 != 0 {
                continue;
            }
            classify(&mut memo, own | 1 << CENTRE, blocked, exact);
        }
    }
    memo
}

/// The length of the run of `own` through the centre.
fn run(own: u16) -> u32 {
    let up = (!(own >> CENTRE)).trailing_zeros();
    let down = (!(own << (15 - CENTRE))).leading_zeros();
    up + down - 1
}

fn is_five(length: u32, exact: bool) -> bool {
    if exact { length == 5 } else { length >= 5 }
}

/// The shape of the line with the centre's stone in `own` (memoised by the window's key).
fn classify(memo: &mut [u8], own: u16, blocked: u16, exact: bool) -> LineShape {
    let index = key(own, blocked);
    if memo[index] != UNKNOWN {
        return LineShape::from_u8(memo[index]);
    }
    let length = run(own);
    let shape = if is_five(length, exact) {
        LineShape::Five
    } else if length >= 5 {
        LineShape::Overline
    } else {
        let empty = !(own | blocked) & 0x7FF & !(1 << CENTRE);
        let mut five_points = 0;
        for bit in 0..11 {
            if empty >> bit & 1 != 0 && is_five(run(own | 1 << bit), exact) {
                five_points += 1;
            }
        }
        match five_points {
            2.. => LineShape::StraightFour,
            1 => LineShape::Four,
            _ => {
                // The best shape one more stone (within four points of the centre) makes.
                let mut best = LineShape::Dead;
                for bit in 1..10 {
                    if empty >> bit & 1 != 0 {
                        let next = classify(memo, own | 1 << bit, blocked, exact);
                        best = best.max(next.one_before());
                    }
                }
                best
            }
        }
    };
    memo[index] = shape as u8;
    shape
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window from text: `x` own, `o` blocked, `.` empty, `_` the empty centre.
    fn window(text: &str) -> (u16, u16) {
        assert_eq!(text.len(), 11, "{text}");
        let mut own = 0;
        let mut blocked = 0;
        for (bit, symbol) in text.chars().enumerate() {
            match symbol {
                'x' => own |= 1 << bit,
                'o' => blocked |= 1 << bit,
                _ => {}
            }
        }
        (own, blocked)
    }

    fn shape_of(text: &str, exact: bool) -> LineShape {
        let (own, blocked) = window(text);
        shape(table(exact), own, blocked)
    }

    #[test]
    fn the_renju_shapes_are_named_as_players_count_them() {
        let cases = [
            ("...xx_xx...", LineShape::Five),
            ("..xxx_.....", LineShape::StraightFour),
            (".oxxx_.....", LineShape::Four),
            ("..x.x_x....", LineShape::Four),
            ("....x_x....", LineShape::OpenThree),
            ("...ox_x....", LineShape::ClosedThree),
            ("....x_.x...", LineShape::OpenThree),
            ("....._.....", LineShape::OpenOne),
            ("....._x....", LineShape::OpenTwo),
            ("....o_o....", LineShape::Dead),
        ];
        for (text, expected) in cases {
            assert_eq!(shape_of(text, true), expected, "{text}");
        }
    }

    #[test]
    fn an_exact_five_closes_a_four_whose_end_makes_six() {
        // x.xxx_ : the centre makes xxxx with x two away: filling the gap makes six.
        assert_eq!(shape_of("x.xxx_.....", true), LineShape::Four);
        assert_eq!(shape_of("x.xxx_.....", false), LineShape::StraightFour);
        assert_eq!(shape_of("xxxxx_.....", true), LineShape::Overline);
        assert_eq!(shape_of("xxxxx_.....", false), LineShape::Five);
    }
}
