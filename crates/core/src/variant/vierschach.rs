//! What chess.com's two modes of 4 Player Chess share: the 14x14 cross, Red, Blue,
//! Yellow and Green, double steps with en passant, and castling (its rights stand only
//! where FEN4 gives them: see fen4). Teams and Free-for-all take these from here.

/// The armies' names, by seat.
pub(super) const SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];
/// The colour letters of FEN4, by seat.
pub(super) const SEAT_LETTERS: [char; 4] = ['r', 'b', 'y', 'g'];
