//! Zobrist keys computed on the fly by a mixing function: no table to ship in the
//! wasm file, and the same keys on every build.

use crate::geometry::{Square, GRID_CELLS};
use crate::piece::Piece;

/// SplitMix64's finaliser: a bijective mixer with good avalanche.
#[inline]
pub(crate) const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key of a piece on a square.
#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    mix((piece.hash_index() * GRID_CELLS + sq.index()) as u64)
}

/// Domains for the keys of the rest of the state, far from the piece keys.
pub(crate) const TO_MOVE: u64 = 1 << 40;
pub(crate) const SEAT_STATE: u64 = 2 << 40;
pub(crate) const CASTLING: u64 = 3 << 40;
pub(crate) const EN_PASSANT: u64 = 4 << 40;
pub(crate) const RESERVE: u64 = 5 << 40;
pub(crate) const DICE: u64 = 6 << 40;
