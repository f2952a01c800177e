//! Read-only views for the search (crates/search): move subsets it needs faster than
//! the full legal list.

use crate::movegen::MoveList;
use crate::position::{Position, SeatState};

impl Position {
    /// The captures and promotions of the player to move, before the test that they
    /// leave the mover's king safe: a quiescence search plays only a few of them and
    /// tests those it plays. Empty when the player to move cannot move pieces.
    pub fn captures_unchecked(&self) -> MoveList {
        let mut list = MoveList::new();
        let seat = self.to_move;
        if matches!(self.states[seat], SeatState::Live | SeatState::Walking) {
            self.gen_pseudo(seat, &mut list);
            list.retain(|m| m.is_capture() || m.promotion().is_some());
        }
        list
    }
}

impl Position {
    /// The kinds (a bit `1 << kind` each) of the pieces of the seats in `owners` (a bit
    /// per seat) that attack `target`: what could take a piece standing there.
    pub fn attacking_kinds(&self, target: crate::geometry::Square, owners: u8) -> u8 {
        let mut kinds = 0u8;
        crate::attack::scan_attackers(&self.board, target, owners & 0b1111, |sq| {
            kinds |= 1 << (self.board[sq.index()] & 7);
            false
        });
        kinds
    }
}
