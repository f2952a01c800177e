//! Pieces packed into one byte, the content of a board cell.

use crate::seat::Seat;

/// What a piece is, regardless of its owner.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Ord, PartialOrd)]
#[repr(u8)]
pub enum Kind {
    /// Pawn.
    Pawn = 1,
    /// Knight.
    Knight = 2,
    /// Bishop.
    Bishop = 3,
    /// Rook.
    Rook = 4,
    /// Queen.
    Queen = 5,
    /// King.
    King = 6,
    /// The Chaturanga boat: leaps two squares diagonally.
    Boat = 7,
}

impl Kind {
    /// Kinds by their byte value.
    const ALL: [Kind; 7] = [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King, Kind::Boat];

    /// The kind's name in English: `pawn`, `knight`, `bishop`, `rook`, `queen`, `king`, `boat`.
    pub fn name(self) -> &'static str {
        ["pawn", "knight", "bishop", "rook", "queen", "king", "boat"][self as usize - 1]
    }

    /// The upper-case letter of the kind as in FEN4 and move text (`P` for pawns).
    /// The Chaturanga boat is a `B` like the bishop it replaces: no rule set has both.
    pub fn letter(self) -> char {
        ['P', 'N', 'B', 'R', 'Q', 'K', 'B'][self as usize - 1]
    }

    /// The kind of an upper-case letter outside Chaturanga (`B` is a bishop).
    pub fn from_letter(letter: char) -> Option<Kind> {
        Kind::ALL[..6].iter().copied().find(|k| k.letter() == letter)
    }

    fn from_bits(bits: u8) -> Kind {
        Kind::ALL[(bits as usize).wrapping_sub(1) % 7]
    }
}

/// The owner of a piece: a seat, or nobody for the grey pieces of an eliminated
/// Free-for-all player.
pub const GREY_OWNER: u8 = 4;

/// A piece: kind, owner and two flags, in one byte (0 is an empty cell, 0xFF a wall).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Piece(u8);

const KIND_MASK: u8 = 0b111;
const OWNER_SHIFT: u8 = 3;
const OWNER_MASK: u8 = 0b111 << OWNER_SHIFT;
/// A Verney pawn that has turned round and now moves towards its owner.
const TURNED: u8 = 1 << 6;
/// A Free-for-all promoted queen, worth one point when captured (FEN4 `D`).
const ONE_POINT: u8 = 1 << 7;

/// Board cell value of an empty square.
pub const EMPTY: u8 = 0;
/// Board cell value of a cell that is not part of the board.
pub const WALL: u8 = 0xFF;

impl Piece {
    /// A piece of `kind` owned by `seat`.
    pub const fn new(seat: Seat, kind: Kind) -> Piece {
        Piece(kind as u8 | ((seat.index() as u8) << OWNER_SHIFT))
    }

    /// A grey piece: belongs to nobody, never moves, can be captured for no points.
    pub const fn grey(kind: Kind) -> Piece {
        Piece(kind as u8 | (GREY_OWNER << OWNER_SHIFT))
    }

    /// Rebuilds a piece from a board cell that holds one.
    pub(crate) const fn from_cell(cell: u8) -> Piece {
        Piece(cell)
    }

    /// The board cell value.
    pub const fn cell(self) -> u8 {
        self.0
    }

    /// The kind.
    pub fn kind(self) -> Kind {
        Kind::from_bits(self.0 & KIND_MASK)
    }

    /// The owning seat, or `None` for a grey piece.
    pub fn seat(self) -> Option<Seat> {
        Seat::new(self.owner() as usize)
    }

    /// 0..4 for a seat, [`GREY_OWNER`] for a grey piece.
    pub const fn owner(self) -> u8 {
        (self.0 & OWNER_MASK) >> OWNER_SHIFT
    }

    /// Whether this is a Verney pawn moving back towards its owner.
    pub const fn is_turned(self) -> bool {
        self.0 & TURNED != 0
    }

    /// The same piece facing the other way (Verney pawns).
    pub const fn turned(self, turned: bool) -> Piece {
        Piece(if turned { self.0 | TURNED } else { self.0 & !TURNED })
    }

    /// Whether this is a one-point promoted queen (Free-for-all).
    pub const fn is_one_point(self) -> bool {
        self.0 & ONE_POINT != 0
    }

    /// The same piece marked as a one-point queen.
    pub const fn one_point(self) -> Piece {
        Piece(self.0 | ONE_POINT)
    }

    /// The same piece turned grey (flags kept).
    pub const fn greyed(self) -> Piece {
        Piece((self.0 & !OWNER_MASK) | (GREY_OWNER << OWNER_SHIFT))
    }

    /// A dense index 0..80 for hashing: owner, kind and flags.
    pub(crate) const fn hash_index(self) -> usize {
        (self.0 & KIND_MASK) as usize
            + 8 * ((self.0 & OWNER_MASK) >> OWNER_SHIFT) as usize
            + 40 * (((self.0 & (TURNED | ONE_POINT)) != 0) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        for seat in Seat::ALL {
            for kind in Kind::ALL {
                let p = Piece::new(seat, kind);
                assert_eq!(p.kind(), kind);
                assert_eq!(Piece::from_cell(p.cell()), p);
                assert_eq!(p.seat(), Some(seat));
                assert_ne!(p.cell(), EMPTY);
                assert_ne!(p.cell(), WALL);
                assert!(p.turned(true).is_turned());
                assert_eq!(p.turned(true).turned(false), p);
                assert_eq!(p.greyed().seat(), None);
                assert_eq!(p.greyed().kind(), kind);
            }
        }
        assert_eq!(Kind::from_letter('N'), Some(Kind::Knight));
        assert_eq!(Kind::from_letter('B'), Some(Kind::Bishop));
        assert_eq!(Kind::from_letter('X'), None);
    }
}
