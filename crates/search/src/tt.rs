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
}

impl Table {
    /// A table of at most `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / core::mem::size_of::<Entry>();
        let len = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() >> 1 };
        Table { entries: vec![Entry::default(); len], mask: len - 1, generation: 0 }
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

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = &self.entries[key as usize & self.mask];
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
        let e = &mut self.entries[key as usize & self.mask];
        let same = e.key == key;
        let stale = e.meta >> 2 != generation;
        if !same && !stale && e.depth as i32 > depth + 2 {
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
