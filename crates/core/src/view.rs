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
