//! A set of board squares as a 256-bit bitset: one per seat lists its pieces.

use crate::geometry::Square;

/// Every square of a board lies in the first 256 cells of the grid (n14 is cell 255):
/// four words cover them, and positions (which hold four sets) stay smaller to copy.
const WORDS: usize = 4;

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

    /// Whether the set holds a square.
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.0[sq.index() / 64] >> (sq.index() % 64) & 1 != 0
    }

    /// The squares in both sets.
    #[inline]
    pub fn and(self, other: SquareSet) -> SquareSet {
        SquareSet([0, 1, 2, 3].map(|i| self.0[i] & other.0[i]))
    }

    /// The squares in either set.
    #[inline]
    pub fn or(self, other: SquareSet) -> SquareSet {
        SquareSet([0, 1, 2, 3].map(|i| self.0[i] | other.0[i]))
    }

    /// Every square of the first 256 grid cells.
    pub const FULL: SquareSet = SquareSet([u64::MAX; WORDS]);

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The squares in grid order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter { words: self.0, word: 0, bits: self.0[0] }
    }
}

/// Iterator over a [`SquareSet`].
pub struct SquareSetIter {
    words: [u64; WORDS],
    /// The word being read, and its bits not yet returned.
    word: usize,
    bits: u64,
}

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.bits == 0 {
            self.word += 1;
            if self.word >= WORDS {
                return None;
            }
            self.bits = self.words[self.word];
        }
        let index = self.word * 64 + self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Square::from_index(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Shape;

    #[test]
    fn every_square_of_every_board_fits() {
        for shape in [Shape::Cross, Shape::Eight] {
            let mut set = SquareSet::default();
            for sq in shape.squares() {
                assert!(sq.index() < WORDS * 64, "{sq}");
                set.insert(sq);
            }
            assert!(set.iter().eq(shape.squares()));
        }
    }
}
