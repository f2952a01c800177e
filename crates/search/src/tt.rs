//! The transposition table: 16-byte entries, allocated once, replaced by depth and age.

use fourchess_core::{Move, MoveList};

/// How a stored score bounds the true one.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Bound {
    /// The score is exact.
    Exact = 1,
    /// The true score is at least this (a beta cutoff).
    Lower = 2,
    /// The true score is at most this (no move raised alpha).
    Upper = 3,
}

#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    mv: u32,
    score: i16,
    depth: u8,
    /// Bound in bits 0..2, generation in bits 2..8.
    meta: u8,
}

/// What a probe found.
#[derive(Copy, Clone, Debug)]
pub struct Hit {
    /// The move stored as best (0 when none): see [`encode_move`].
    pub mv: u32,
    /// Stored score (ply-adjusted by the caller).
    pub score: i32,
    /// Depth it was searched to.
    pub depth: i32,
    /// How the score bounds the true one.
    pub bound: Bound,
}

/// A fixed-size table of 2^k entries.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
    /// Entries in pairs (the switch `bucket`, see `Options::tt_buckets`).
    buckets: bool,
}

impl Table {
    /// A table of at most `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / core::mem::size_of::<Entry>();
        let len = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() >> 1 };
        Table { entries: vec![Entry::default(); len], mask: len - 1, generation: 0, buckets: false }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// Marks the start of a new search so old entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// Pairs of entries (a bucket of two per slot) or one entry per slot; the table is
    /// cleared, its entries being placed by the other rule.
    pub fn set_buckets(&mut self, on: bool) {
        if on != self.buckets && self.entries.len() >= 2 {
            self.buckets = on;
            self.clear();
        }
    }

    /// Where `key` may stand: its slot, or the first of its bucket's two.
    #[inline]
    fn slot(&self, key: u64) -> usize {
        let i = key as usize & self.mask;
        if self.buckets {
            i & !1
        } else {
            i
        }
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let i = self.slot(key);
        let e = if self.buckets && self.entries[i].key != key { &self.entries[i + 1] } else { &self.entries[i] };
        (e.key == key && e.meta & 3 != 0).then_some(Hit {
            mv: e.mv,
            score: e.score as i32,
            depth: e.depth as i32,
            bound: match e.meta & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    /// Stores a result, keeping a deeper entry of the current search for another key.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation;
        let mut i = self.slot(key);
        if self.buckets {
            // The same key, else an empty or older search's entry, else the shallower.
            let (a, b) = (&self.entries[i], &self.entries[i + 1]);
            let worth = |e: &Entry| if e.meta & 3 == 0 || e.meta >> 2 != generation { -1 } else { e.depth as i32 };
            if b.key == key || (a.key != key && worth(b) < worth(a)) {
                i += 1;
            }
        }
        let e = &mut self.entries[i];
        let same = e.key == key;
        let stale = e.meta >> 2 != generation;
        if !same && !stale && e.depth as i32 > depth + 2 && !self.buckets {
            return;
        }
        let mv = if mv == 0 && same { e.mv } else { mv };
        *e = Entry {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, 255) as u8,
            meta: bound as u8 | generation << 2,
        };
    }
}

const PASS_CODE: u32 = 1 << 22;
const VALID: u32 = 1 << 21;

/// A move packed into 23 bits: from, to, promotion kind. Zero means "no move".
pub fn encode_move(mv: &Move) -> u32 {
    match (mv.from(), mv.to()) {
        (Some(from), Some(to)) => {
            let promo = mv.promotion_kind().map_or(0, |k| k as u32);
            VALID | from.index() as u32 | (to.index() as u32) << 9 | promo << 18
        }
        _ => PASS_CODE,
    }
}

/// Whether `mv` is the move `code` stands for.
#[inline]
pub fn matches(code: u32, mv: &Move) -> bool {
    code != 0 && encode_move(mv) == code
}

/// The legal move `code` stands for, if any.
pub fn find(code: u32, moves: &MoveList) -> Option<Move> {
    moves.iter().copied().find(|m| matches(code, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_keeps_two_keys_of_one_slot_and_gives_up_the_shallower() {
        let mut table = Table::new(1);
        let len = table.entries.len() as u64;
        // Three keys of one bucket (their slots differ only in the lowest bit).
        let (a, b, c) = (len * 7 + 4, len * 9 + 5, len * 11 + 4);
        table.store(a, 0, 10, 6, Bound::Exact);
        table.store(b, 0, 20, 3, Bound::Lower);
        // One entry per slot: b's slot is its own, a third key on a's slot is kept out
        // by a's depth.
        table.store(c, 0, 30, 1, Bound::Upper);
        assert_eq!(table.probe(a).map(|h| h.score), Some(10));
        assert_eq!(table.probe(c).map(|h| h.score), None);

        table.set_buckets(true);
        assert!(table.probe(a).is_none(), "switching clears the table");
        table.store(a, 0, 10, 6, Bound::Exact);
        table.store(c, 0, 30, 1, Bound::Upper);
        assert_eq!(table.probe(a).map(|h| h.score), Some(10));
        assert_eq!(table.probe(c).map(|h| h.score), Some(30), "the bucket's second entry");
        // A third key of the bucket replaces the shallower (c), and a stored key updates in place.
        table.store(b, 0, 20, 3, Bound::Lower);
        assert_eq!(table.probe(c).map(|h| h.score), None);
        assert_eq!(table.probe(b).map(|h| (h.score, h.depth)), Some((20, 3)));
        table.store(a, 0, 11, 7, Bound::Exact);
        assert_eq!(table.probe(a).map(|h| (h.score, h.depth)), Some((11, 7)));
        assert_eq!(table.probe(b).map(|h| h.score), Some(20));
        // An older search's entry goes first, however deep.
        table.new_search();
        table.store(a, 0, 12, 9, Bound::Exact);
        table.store(c, 0, 31, 1, Bound::Upper);
        assert_eq!(table.probe(b).map(|h| h.score), None, "the older entry went");
        assert_eq!(table.probe(a).map(|h| h.score), Some(12));
        assert_eq!(table.probe(c).map(|h| h.score), Some(31));
    }
}
