//! A set of grid cells as a 320-bit bitset: one per seat lists its pieces.

use crate::geometry::{Square, GRID_CELLS};

const WORDS: usize = GRID_CELLS.div_ceil(64);

/// A set of squares.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct SquareSet([u64; WORDS]);

impl SquareSet {
    /// Adds a square.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
    }

    /// Removes a square.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The squares in grid order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter { words: self.0, word: 0 }
    }
}

/// Iterator over a [`SquareSet`].
pub struct SquareSetIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Square::from_index(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}
