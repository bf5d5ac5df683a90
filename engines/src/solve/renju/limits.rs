//! The bounds every Renju search runs within: a node meter (a budget of positions and a cancel
//! flag, shared by a VCT search and the VCF searches it runs) and transposition tables with a
//! memory cap.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::solve::bounded::KeyMap;

/// How often (in positions) a search looks at its cancel flag.
const CANCEL_CHECK_EVERY: u64 = 1024;

/// The default memory cap of one transposition table: 64 MiB.
pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;

/// Counts the positions a search visits against a budget, and watches a cancel flag.
#[derive(Debug, Clone)]
pub(crate) struct Meter {
    /// Positions visited since the budget was last renewed.
    pub(crate) nodes: u64,
    /// The most positions the search may visit.
    pub(crate) budget: u64,
    /// Set once the budget ran out or the cancel flag was seen: the search then unwinds and
    /// its answer is "undecided".
    pub(crate) exhausted: bool,
    /// Set from another thread to stop the search.
    pub(crate) cancel: Option<Arc<AtomicBool>>,
    /// The node count at which the flag is next looked at.
    next_check: u64,
}

impl Meter {
    /// A meter for `budget` positions and no cancel flag.
    pub(crate) fn new(budget: u64) -> Meter {
        Meter {
            nodes: 0,
            budget,
            exhausted: false,
            cancel: None,
            next_check: 1,
        }
    }

    /// Starts again with `budget` positions to visit (the cancel flag is kept).
    pub(crate) fn renew(&mut self, budget: u64) {
        self.nodes = 0;
        self.budget = budget;
        self.exhausted = false;
        self.next_check = 1;
    }

    /// Counts one position; false if the search must stop there (the budget ran out, the
    /// cancel flag is set, or an earlier position already stopped it). The flag is looked at
    /// on the first position and then every [`CANCEL_CHECK_EVERY`].
    #[inline]
    pub(crate) fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.exhausted = true;
            return false;
        }
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CANCEL_CHECK_EVERY;
            if let Some(flag) = &self.cancel
                && flag.load(Ordering::Relaxed)
            {
                self.exhausted = true;
                return false;
            }
        }
        !self.exhausted
    }
}

/// A transposition table that holds at most a fixed number of entries, derived from a memory
/// cap: when it is full, the next new entry clears it first. The searches use it only as a
/// cache (every entry is a proven fact about a position), so clearing never changes an answer,
/// only the work done.
#[derive(Debug, Clone)]
pub(crate) struct Table<V> {
    map: KeyMap<V>,
    max_entries: usize,
}

impl<V> Table<V> {
    /// An empty table that stays within about `bytes` of memory.
    pub(crate) fn new(bytes: usize) -> Table<V> {
        Table {
            map: KeyMap::default(),
            max_entries: max_entries::<V>(bytes),
        }
    }

    /// Sets a new cap (the entries are kept if they fit, else cleared).
    pub(crate) fn set_cap(&mut self, bytes: usize) {
        self.max_entries = max_entries::<V>(bytes);
        if self.map.len() > self.max_entries {
            self.map = KeyMap::default();
        }
    }

    /// The most entries the table holds.
    pub(crate) fn max_entries(&self) -> usize {
        self.max_entries
    }

    /// The entries held now.
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    pub(crate) fn get(&self, key: u64) -> Option<&V> {
        self.map.get(&key)
    }

    #[cfg(test)]
    pub(crate) fn insert(&mut self, key: u64, value: V) {
        self.make_room(key);
        self.map.insert(key, value);
    }

    /// The entry for `key`, made with its default value if absent.
    pub(crate) fn slot(&mut self, key: u64) -> &mut V
    where
        V: Default,
    {
        self.make_room(key);
        self.map.entry(key).or_default()
    }

    fn make_room(&mut self, key: u64) {
        if self.map.len() >= self.max_entries && !self.map.contains_key(&key) {
            // `clear` keeps the buckets, so the memory stays where the cap put it.
            self.map.clear();
        }
    }
}

/// The most entries of `V` a hash table keyed by `u64` holds within `bytes`: the table's
/// buckets come in powers of two, each an entry and a control byte, and hold 7/8 of their
/// number before the table grows. At least one entry.
fn max_entries<V>(bytes: usize) -> usize {
    let bucket = std::mem::size_of::<(u64, V)>() + 1;
    let buckets = bytes / bucket;
    if buckets < 8 {
        return 1;
    }
    let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
    buckets / 8 * 7
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_table_starts_again_and_never_grows_past_its_cap() {
        let mut table: Table<(bool, u8)> = Table::new(1000);
        let cap = table.max_entries();
        assert!(cap > 1 && cap * (std::mem::size_of::<(u64, (bool, u8))>() + 1) <= 1000);
        for key in 0..(10 * cap as u64) {
            table.insert(key, (true, 1));
            assert!(table.len() <= cap);
            assert_eq!(table.get(key), Some(&(true, 1)));
        }
        // Updating a key already there never clears.
        let before = table.len();
        *table.slot(10 * cap as u64 - 1) = (false, 2);
        assert_eq!(table.len(), before);
    }

    #[test]
    fn the_default_cap_is_about_64_mib() {
        let entries = max_entries::<(bool, u8)>(DEFAULT_TABLE_BYTES);
        let bytes = entries * (std::mem::size_of::<(u64, (bool, u8))>() + 1);
        assert!(bytes <= DEFAULT_TABLE_BYTES && bytes > DEFAULT_TABLE_BYTES / 4);
        assert_eq!(max_entries::<u8>(0), 1);
    }

    #[test]
    fn the_meter_stops_at_its_budget_and_on_the_flag() {
        let mut meter = Meter::new(3);
        assert!(meter.visit() && meter.visit() && meter.visit());
        assert!(!meter.visit() && meter.exhausted);
        meter.renew(10_000);
        let flag = Arc::new(AtomicBool::new(false));
        meter.cancel = Some(Arc::clone(&flag));
        assert!(meter.visit());
        flag.store(true, Ordering::Relaxed);
        let mut visited = 1;
        while meter.visit() {
            visited += 1;
        }
        assert!(visited <= CANCEL_CHECK_EVERY + 1, "{visited}");
        assert!(meter.exhausted);
    }
}
