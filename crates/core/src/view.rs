//! Read-only views for the search (crates/search): move subsets it needs faster than
//! the full legal list.

use crate::movegen::MoveList;
use crate::position::{Position, SeatState};
use crate::rules::Variant;
use crate::seat::Seat;

impl Position {
    /// The legal captures and promotions of the player to move, for a quiescence search:
    /// generated without the quiet moves, and tested for king safety (the cheap test of
    /// the line through the square a move leaves) without playing them. Empty when the
    /// player to move cannot move pieces.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        let seat = self.to_move;
        if matches!(self.states[seat], SeatState::Live | SeatState::Walking)
            && self.rules.variant != Variant::Chaturanga
        {
            self.gen_pseudo(seat, &mut list);
            list.retain(|m| m.is_capture() || m.promotion().is_some());
            self.retain_legal(seat, &mut list);
        }
        list
    }
}

impl Position {
    /// The kinds (a bit `1 << kind` each) of the pieces of the seats in `owners` (a bit
    /// per seat) that attack `target`: what could take a piece standing there.
    pub fn attacking_kinds(&self, target: crate::geometry::Square, owners: u8) -> u8 {
        let mut kinds = 0u8;
        crate::attack::scan_attackers(&self.board, target, owners & 0b1111 | self.unusual_attackers(), |sq| {
            kinds |= 1 << (self.board[sq.index()] & 7);
            false
        });
        kinds
    }
}

impl Position {
    /// Hands the turn to `seat` and changes nothing else. No rule set lets a
    /// player skip a turn; a search does, to look at one opponent's best reply while
    /// the others stand still (best-reply search in Free-for-all).
    pub fn skip_to(&mut self, seat: Seat) {
        self.to_move = seat;
    }
}
