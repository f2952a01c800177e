//! The king-zone cache: recent king-zone terms by position hash. The term is the
//! costliest part of the evaluation, and positions recur (the same moves in another
//! order).

use std::cell::Cell;

/// Index bits of the cache. Entries of 8 bytes (not 16) halve the table, so a lookup,
/// which most often misses, waits less for memory. Smaller tables (4096 entries) seemed
/// no faster and compute a few more terms.
const BITS: u32 = 15;
const SIZE: usize = 1 << BITS;
/// The low bits of an entry, which hold the term (the slot gives those bits of the hash).
const LOW: u64 = SIZE as u64 - 1;

/// Recent king-zone terms by position hash. An entry is the hash with its low bits
/// replaced by the term (see [`entry`]); cells, as the evaluation, which only reads the
/// search state, fills it.
pub(super) struct ZoneCache(Vec<Cell<u64>>);

impl ZoneCache {
    /// An empty cache.
    pub(super) fn new() -> ZoneCache {
        ZoneCache(vec![Cell::new(0); SIZE])
    }

    /// Forgets every term (another rule set).
    pub(super) fn clear(&mut self) {
        self.0.fill(Cell::new(0));
    }

    /// The term of the position with `hash`: from the cache when it holds it, otherwise
    /// computed by `zone` and kept.
    #[inline]
    pub(super) fn get_or_insert_with(&self, hash: u64, zone: impl FnOnce() -> i32) -> i32 {
        let slot = &self.0[hash as usize & (SIZE - 1)];
        let entry = slot.get();
        if entry & !LOW == hash & !LOW {
            return term(entry);
        }
        let zone = zone();
        if let Some(entry) = self::entry(hash, zone) {
            slot.set(entry);
        }
        zone
    }
}

/// A cache entry: the hash's high bits, the term in the low bits; none for a term too
/// large for them (never seen: the terms stay within a few hundred).
fn entry(hash: u64, zone: i32) -> Option<u64> {
    let entry = hash & !LOW | zone as u64 & LOW;
    (term(entry) == zone).then_some(entry)
}

/// The term of a cache entry (its low bits, sign extended).
#[inline]
fn term(entry: u64) -> i32 {
    let shift = 64 - BITS;
    ((entry << shift) as i64 >> shift) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// A cache entry gives back its term and matches only its own hash.
    #[test]
    fn entries_round_trip() {
        let mut rng = Rng::new(5);
        for zone in [-20_000, -16_385, -16_384, -705, -1, 0, 1, 640, 16_383, 16_384, 40_000] {
            let hash = rng.next_u64();
            let fits = (-(1 << (BITS - 1))..1 << (BITS - 1)).contains(&zone);
            match entry(hash, zone) {
                Some(entry) => {
                    assert!(fits, "{zone}");
                    assert_eq!(term(entry), zone);
                    assert_eq!(entry & !LOW, hash & !LOW);
                    assert_ne!(entry & !LOW, (hash ^ 1 << 40) & !LOW);
                }
                None => assert!(!fits, "{zone}"),
            }
        }
    }

    /// A term is computed once, then read from the cache; another hash in the same slot
    /// replaces it.
    #[test]
    fn terms_are_kept_by_hash() {
        let cache = ZoneCache::new();
        let hash = 0xABCD_EF01_2345_6789;
        assert_eq!(cache.get_or_insert_with(hash, || -42), -42);
        assert_eq!(cache.get_or_insert_with(hash, || panic!("computed again")), -42);
        let other = hash ^ 1 << 50;
        assert_eq!(cache.get_or_insert_with(other, || 7), 7);
        assert_eq!(cache.get_or_insert_with(hash, || 5), 5);
    }
}
