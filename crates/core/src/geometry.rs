//! Board geometry: one padded mailbox grid for every board, with a mask of playable
//! squares. The 160-square cross and the 8x8 board are both shapes within it.
//!
//! The grid is 16 columns by 18 rows. Real squares start at column 2 and row 2; the
//! two spare columns (shared by both sides, as rows wrap) and two spare rows on each
//! side mean every knight, alfil or slider step from a real square lands inside the
//! array, on a wall if it leaves the board.

use core::fmt;

/// Width of a padded grid row.
pub const GRID_WIDTH: i16 = 16;
/// Number of cells of the padded grid.
pub const GRID_CELLS: usize = 16 * 18;

/// A cell of the padded grid. Only squares of the current [`Shape`] hold pieces.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Ord, PartialOrd)]
pub struct Square(u16);

impl Square {
    /// The square at 0-based file and rank (no shape check: see [`Shape::contains`]).
    pub const fn at(file: u8, rank: u8) -> Square {
        Square((rank as u16 + 2) * GRID_WIDTH as u16 + file as u16 + 2)
    }

    /// The grid cell index (0..GRID_CELLS).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square of a grid index, if the index is inside the grid.
    pub fn from_index(index: usize) -> Option<Square> {
        (index < GRID_CELLS).then_some(Square(index as u16))
    }

    /// 0-based file (column) of a real square.
    pub const fn file(self) -> u8 {
        ((self.0 % GRID_WIDTH as u16) as u8).wrapping_sub(2)
    }

    /// 0-based rank (row, bottom = 0) of a real square.
    pub const fn rank(self) -> u8 {
        ((self.0 / GRID_WIDTH as u16) as u8).wrapping_sub(2)
    }

    /// The cell `delta` grid steps away. Callers stay within the grid by walking
    /// only from real squares by at most two rows or columns at a time.
    #[inline]
    pub(crate) fn offset(self, delta: i16) -> Square {
        Square((self.0 as i16 + delta) as u16)
    }

    /// Parses a square name such as `e2` or `n14` (shape not checked).
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        let file = *bytes.first()?;
        if !(b'a'..=b'n').contains(&file) || bytes.len() < 2 || bytes.len() > 3 {
            return None;
        }
        let digits = &text[1..];
        if digits.starts_with('0') {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        (1..=14).contains(&rank).then(|| Square::at(file - b'a', rank - 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The playable area of a board.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Shape {
    /// 14 x 14 without the four 3 x 3 corners: 160 squares.
    Cross,
    /// The ordinary 8 x 8 board.
    Eight,
}

impl Shape {
    /// Number of files (and of ranks: both boards are square).
    pub const fn size(self) -> u8 {
        match self {
            Shape::Cross => 14,
            Shape::Eight => 8,
        }
    }

    /// Whether the 0-based file and rank form a playable square.
    pub const fn contains_coords(self, file: u8, rank: u8) -> bool {
        let n = self.size();
        if file >= n || rank >= n {
            return false;
        }
        match self {
            Shape::Cross => !((file < 3 || file > 10) && (rank < 3 || rank > 10)),
            Shape::Eight => true,
        }
    }

    /// Whether a grid cell is a playable square of this shape.
    pub fn contains(self, square: Square) -> bool {
        let (col, row) = (square.0 % GRID_WIDTH as u16, square.0 / GRID_WIDTH as u16);
        (2..16).contains(&col) && (2..16).contains(&row) && self.contains_coords(square.file(), square.rank())
    }

    /// Every playable square, rank 1 first, files left to right.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let n = self.size();
        (0..n).flat_map(move |rank| {
            (0..n).filter(move |&file| self.contains_coords(file, rank)).map(move |file| Square::at(file, rank))
        })
    }

    /// Parses a square name and checks that it is on this board.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        Square::parse(text).filter(|&sq| self.contains(sq))
    }
}

/// Whether a square is light: (file + rank) even, 0-based (common.md).
pub fn is_light(square: Square) -> bool {
    (square.file() + square.rank()).is_multiple_of(2)
}

/// Whether two squares share a rank, file or diagonal.
#[inline]
pub fn aligned(a: Square, b: Square) -> bool {
    let df = a.file() as i16 - b.file() as i16;
    let dr = a.rank() as i16 - b.rank() as i16;
    df == 0 || dr == 0 || df == dr || df == -dr
}

/// The grid step from `from` towards `to` when they share a rank, file or diagonal
/// (0 when they do not, or are the same square).
#[inline]
pub fn line_step(from: Square, to: Square) -> i16 {
    let df = to.file() as i16 - from.file() as i16;
    let dr = to.rank() as i16 - from.rank() as i16;
    if df == 0 || dr == 0 || df == dr || df == -dr {
        dr.signum() * GRID_WIDTH + df.signum()
    } else {
        0
    }
}

/// Whether two squares are a knight's jump apart.
#[inline]
pub fn knight_apart(a: Square, b: Square) -> bool {
    let df = (a.file() as i16 - b.file() as i16).abs();
    let dr = (a.rank() as i16 - b.rank() as i16).abs();
    (df == 1 && dr == 2) || (df == 2 && dr == 1)
}

/// Grid steps of the eight king directions: orthogonals first.
pub const KING_STEPS: [i16; 8] = [16, -16, 1, -1, 17, 15, -15, -17];
/// Grid steps of a knight.
pub const KNIGHT_STEPS: [i16; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
/// Grid steps of an alfil (the Chaturanga boat).
pub const ALFIL_STEPS: [i16; 4] = [34, 30, -30, -34];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cross_has_160_squares_and_eight_has_64() {
        assert_eq!(Shape::Cross.squares().count(), 160);
        assert_eq!(Shape::Eight.squares().count(), 64);
    }

    #[test]
    fn corners_are_missing() {
        assert!(!Shape::Cross.contains(Square::at(0, 0)));
        assert!(!Shape::Cross.contains(Square::at(2, 11)));
        assert!(Shape::Cross.contains(Square::at(3, 0)));
        assert!(Shape::Cross.contains(Square::at(0, 3)));
        assert!(!Shape::Cross.contains(Square::at(13, 13)));
    }

    #[test]
    fn names_round_trip() {
        for sq in Shape::Cross.squares() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("e2"), Some(Square::at(4, 1)));
        assert_eq!(Square::parse("n14"), Some(Square::at(13, 13)));
        for bad in ["", "e", "e0", "e15", "o3", "E2", "e02", "e2x"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
        assert_eq!(Shape::Eight.parse_square("i1"), None);
    }

    #[test]
    fn every_step_from_a_real_square_stays_in_the_grid() {
        let steps = KING_STEPS.iter().chain(&KNIGHT_STEPS).chain(&ALFIL_STEPS).flat_map(|&s| [s, 2 * s]);
        for shape in [Shape::Cross, Shape::Eight] {
            for sq in shape.squares() {
                for step in steps.clone().filter(|s| s.abs() <= 34) {
                    let target = sq.index() as i16 + step;
                    assert!((0..GRID_CELLS as i16).contains(&target), "{sq} + {step}");
                }
            }
        }
    }

    #[test]
    fn colours_follow_the_spec() {
        assert!(!is_light(Square::parse("d1").unwrap()));
        assert!(is_light(Square::parse("k1").unwrap()));
    }
}
