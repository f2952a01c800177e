//! Which pieces attack a square. Works on the bare board so legality tests can
//! try a move in place and ask again.

use crate::geometry::{line_step, Square, ALFIL_STEPS, GRID_CELLS, KING_STEPS, KNIGHT_STEPS};
use crate::piece::{Kind, EMPTY, WALL};
use crate::seat::Seat;
use crate::squareset::SquareSet;

/// Grid step of a seat's "forward": South up, West right, North down, East left.
pub const FORWARD: [i16; 4] = [16, 1, -16, -1];
/// Grid step across a seat's forward direction (used both ways).
pub const ACROSS: [i16; 4] = [1, 16, 1, 16];

pub(crate) type Board = [u8; GRID_CELLS];

// A cell's kind bits (`cell & 7`) for each kind, shared with the move generator.
pub(crate) const PAWN: u8 = Kind::Pawn as u8;
pub(crate) const KNIGHT: u8 = Kind::Knight as u8;
pub(crate) const BISHOP: u8 = Kind::Bishop as u8;
pub(crate) const ROOK: u8 = Kind::Rook as u8;
pub(crate) const QUEEN: u8 = Kind::Queen as u8;
pub(crate) const KING: u8 = Kind::King as u8;
pub(crate) const BOAT: u8 = Kind::Boat as u8;
const TURNED: u8 = 1 << 6;

/// A bit of an attacker mask beyond the owners: boats may stand on the board (Chaturanga).
pub(crate) const BOATS_MAY_ATTACK: u8 = 1 << 6;
/// A bit of an attacker mask beyond the owners: pawns may be turned round (Verney).
pub(crate) const TURNED_MAY_ATTACK: u8 = 1 << 7;
const OWNER_BITS: u8 = 0b11_1111;

#[inline]
fn owner_in(cell: u8, mask: u8) -> bool {
    ((mask & OWNER_BITS) >> ((cell >> 3) & 7)) & 1 != 0
}

/// Calls `found` with each square whose piece attacks `target`, among the pieces whose
/// owner's bit is set in `mask` (bit i = seat i; grey pieces never attack). Boats and
/// turned pawns are looked for only when the mask says the board can hold them
/// ([`BOATS_MAY_ATTACK`], [`TURNED_MAY_ATTACK`]). Stops early when `found` returns true,
/// and returns whether it did.
#[inline]
pub(crate) fn scan_attackers(board: &Board, target: Square, mask: u8, mut found: impl FnMut(Square) -> bool) -> bool {
    if scan_leapers(board, target, mask, &mut found) {
        return true;
    }
    for (i, step) in KING_STEPS.into_iter().enumerate() {
        let mut sq = target.offset(step);
        let mut cell = board[sq.index()];
        let adjacent = cell != EMPTY;
        while cell == EMPTY {
            sq = sq.offset(step);
            cell = board[sq.index()];
        }
        if slider_attacks(cell, mask, i < 4, adjacent) && found(sq) {
            return true;
        }
    }
    false
}

/// Whether the piece `cell`, the first one seen from a square along a line (straight
/// or not; `adjacent` if next to it), attacks that square for an owner in `mask`.
#[inline]
fn slider_attacks(cell: u8, mask: u8, straight: bool, adjacent: bool) -> bool {
    let kind = cell & 7;
    cell != WALL
        && owner_in(cell, mask)
        && (kind == QUEEN || kind == if straight { ROOK } else { BISHOP } || adjacent && kind == KING)
}

/// [`scan_attackers`] for the pieces that jump or step onto `target`: knights, pawns, boats.
#[inline]
fn scan_leapers(board: &Board, target: Square, mask: u8, found: &mut impl FnMut(Square) -> bool) -> bool {
    for step in KNIGHT_STEPS {
        let sq = target.offset(step);
        let cell = board[sq.index()];
        // A wall's low bits (7) are no knight's.
        if cell & 7 == KNIGHT && owner_in(cell, mask) && found(sq) {
            return true;
        }
    }
    for seat in Seat::ALL {
        if mask & seat.bit() == 0 {
            continue;
        }
        let (fwd, across) = (FORWARD[seat.index()], ACROSS[seat.index()]);
        let pawn = PAWN | ((seat.index() as u8) << 3);
        // A forward-facing pawn attacks from behind the target, a turned one from in front.
        for side in [across, -across] {
            let sq = target.offset(side - fwd);
            if board[sq.index()] == pawn && found(sq) {
                return true;
            }
        }
        if mask & TURNED_MAY_ATTACK == 0 {
            continue;
        }
        // A turned pawn attacks from in front of the target.
        for side in [across, -across] {
            let sq = target.offset(side + fwd);
            if board[sq.index()] == pawn | TURNED && found(sq) {
                return true;
            }
        }
    }
    if mask & BOATS_MAY_ATTACK == 0 {
        return false;
    }
    for step in ALFIL_STEPS {
        let sq = target.offset(step);
        let cell = board[sq.index()];
        if cell != WALL && cell & 7 == BOAT && owner_in(cell, mask) && found(sq) {
            return true;
        }
    }
    false
}

/// The pieces of `owner` that stand alone between `king` and a slider of an owner in
/// `mask` that would attack the king along that line (the pinned pieces), with the
/// line's step; and, with `CHECKERS`, the squares of the pieces attacking the king.
/// One walk along the eight lines from the king serves both.
pub(crate) fn pins_and_checkers<const CHECKERS: bool>(
    board: &Board,
    king: Square,
    mask: u8,
    owner: u8,
) -> (Pins, AttackerList) {
    let mut checkers = AttackerList::default();
    let mut pins = Pins::default();
    if CHECKERS {
        scan_leapers(board, king, mask, &mut |sq| {
            checkers.push(sq);
            false
        });
    }
    for (i, step) in KING_STEPS.into_iter().enumerate() {
        let mut sq = king.offset(step);
        let mut cell = board[sq.index()];
        let adjacent = cell != EMPTY;
        while cell == EMPTY {
            sq = sq.offset(step);
            cell = board[sq.index()];
        }
        if cell == WALL {
            continue;
        }
        if (cell >> 3) & 7 == owner {
            let blocker = sq;
            sq = sq.offset(step);
            cell = board[sq.index()];
            while cell == EMPTY {
                sq = sq.offset(step);
                cell = board[sq.index()];
            }
            if slider_attacks(cell, mask, i < 4, false) {
                pins.add(blocker, step);
            }
        } else if CHECKERS && slider_attacks(cell, mask, i < 4, adjacent) {
            checkers.push(sq);
        }
    }
    (pins, checkers)
}

/// Pinned pieces: each may move only along the line from its king through its square.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Pins {
    set: SquareSet,
    squares: [u16; 8],
    steps: [i16; 8],
    len: usize,
}

impl Pins {
    fn add(&mut self, sq: Square, step: i16) {
        self.set.insert(sq);
        self.squares[self.len] = sq.index() as u16;
        self.steps[self.len] = step;
        self.len += 1;
    }

    /// The squares of the pinned pieces.
    #[inline]
    pub(crate) fn squares(&self) -> SquareSet {
        self.set
    }

    /// Whether a piece moving from `from` to `to` stays on its pin line (or is not
    /// pinned), the king standing on `king`.
    #[inline]
    pub(crate) fn allows(&self, king: Square, from: Square, to: Square) -> bool {
        if !self.set.contains(from) {
            return true;
        }
        let i = self.squares[..self.len].iter().position(|&s| s == from.index() as u16).unwrap_or(0);
        line_step(king, to) == self.steps[i]
    }
}

/// Whether `target` is attacked by a piece of an owner in `mask`.
#[inline]
pub(crate) fn is_attacked(board: &Board, target: Square, mask: u8) -> bool {
    scan_attackers(board, target, mask, |_| true)
}

/// The squares of the pieces of owners in `mask` that attack `target`.
pub(crate) fn attackers(board: &Board, target: Square, mask: u8) -> AttackerList {
    let mut list = AttackerList::default();
    scan_attackers(board, target, mask, |sq| {
        list.push(sq);
        false
    });
    list
}

/// A small set of attacker squares (a square is attacked by at most 16 pieces).
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct AttackerList {
    squares: [u16; 24],
    len: usize,
}

impl AttackerList {
    pub(crate) fn push(&mut self, sq: Square) {
        if self.len < self.squares.len() {
            self.squares[self.len] = sq.index() as u16;
            self.len += 1;
        }
    }

    pub(crate) fn contains(&self, sq: Square) -> bool {
        self.squares[..self.len].contains(&(sq.index() as u16))
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares[..self.len].iter().filter_map(|&i| Square::from_index(i as usize))
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
}
