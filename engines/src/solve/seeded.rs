//! A tiny deterministic source of random numbers (xorshift), so the computer's choices and the
//! random positions of tests and searches can be replayed from a seed.

/// A xorshift generator; the same seed always gives the same numbers.
#[derive(Debug, Clone)]
pub struct SeededRandom {
    state: u64,
}

/// Stands in for a zero state, from which xorshift would only ever give zero.
const NONZERO: u64 = 0x9E37_79B9_7F4A_7C15;

impl SeededRandom {
    /// A generator for `seed`; nearby seeds (0, 1, 2, …) give unrelated sequences.
    pub fn new(seed: u64) -> SeededRandom {
        SeededRandom::from_state(seed.wrapping_mul(NONZERO) | 1)
    }

    /// A generator that starts from `state` as it is (zero is replaced by a fixed state).
    pub fn from_state(state: u64) -> SeededRandom {
        SeededRandom {
            state: if state == 0 { NONZERO } else { state },
        }
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64().checked_rem(n).unwrap_or(0)
    }

    /// An index into a slice of `len` items (0 when it is empty).
    pub fn index(&mut self, len: usize) -> usize {
        usize::try_from(self.below(len as u64)).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers_and_others_differ() {
        let numbers = |seed| {
            let mut random = SeededRandom::new(seed);
            (0..8).map(|_| random.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(numbers(7), numbers(7));
        assert_ne!(numbers(7), numbers(8));
    }

    #[test]
    fn a_zero_state_still_moves_and_below_stays_in_range() {
        let mut random = SeededRandom::from_state(0);
        assert_ne!(random.next_u64(), 0);
        assert_eq!(random.below(0), 0);
        assert!((0..1000).all(|_| random.below(6) < 6));
        let mut seen = [false; 6];
        for _ in 0..1000 {
            seen[random.index(6)] = true;
        }
        assert!(seen.iter().all(|&hit| hit), "every value below 6 comes up");
    }
}
