//! Read-only views for the search (crates/search): move subsets it needs faster than
//! the full legal list.

use crate::movegen::MoveList;
use crate::moves::{Move, MoveKind};
use crate::piece::EMPTY;
use crate::position::{Position, SeatState};
use crate::rules::fact;
use crate::seat::Seat;
use crate::variant::{dispatch, RuleSet};

impl Position {
    /// The legal captures and promotions of the player to move, for a quiescence search:
    /// generated without the quiet moves, and tested for king safety (the cheap test of
    /// the line through the square a move leaves) without playing them. Empty when the
    /// player to move cannot move pieces.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_captures_into(&mut list);
        list
    }

    /// [`Position::legal_captures`] written into `list` (emptied first), which saves
    /// the copy of a returned list.
    pub fn legal_captures_into(&self, list: &mut MoveList) {
        self.search_captures_into(list);
        if !list.is_empty() {
            self.retain_legal(self.to_move, list);
        }
    }

    /// [`Position::legal_captures_into`] without the legality test, for a search that
    /// tests each capture with a [`crate::LegalityTest`] only when it comes to it.
    pub fn search_captures_into(&self, list: &mut MoveList) {
        list.clear();
        let seat = self.to_move;
        if matches!(self.states[seat], SeatState::Live | SeatState::Walking)
            && fact!(self.rules.variant(), pseudo_legal_search)
        {
            self.gen_pseudo_captures(seat, list);
        }
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
    /// Calls `found` with every piece of the seats in `owners` (a bit per seat) that
    /// attacks `target`: the evaluation weighs who bears on the squares around a king.
    pub fn visit_attackers(
        &self,
        target: crate::geometry::Square,
        owners: u8,
        mut found: impl FnMut(crate::piece::Piece),
    ) {
        crate::attack::scan_attackers(&self.board, target, owners & 0b1111 | self.unusual_attackers(), |sq| {
            found(crate::piece::Piece::from_cell(self.board[sq.index()]));
            false
        });
    }
}

impl Position {
    /// Whether a grid cell is a square of the board: [`crate::Shape::contains`] read off
    /// the board, whose cells off the board are walls.
    #[inline]
    pub fn on_board(&self, sq: crate::geometry::Square) -> bool {
        self.board.get(sq.index()).is_some_and(|&cell| cell != crate::piece::WALL)
    }
}

impl Position {
    /// How many empty squares follow `from` (a square of the board) along `step` (one of
    /// [`crate::geometry::KING_STEPS`]) before a piece or the edge of the board: the
    /// evaluation's open lines, counted on the bare board.
    pub fn empty_run(&self, from: crate::geometry::Square, step: i16) -> i32 {
        // Walls surround the board, so every line ends inside the grid.
        let mut n = 0;
        let mut sq = from.offset(step);
        while self.board[sq.index()] == crate::piece::EMPTY {
            n += 1;
            sq = sq.offset(step);
        }
        n
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

impl Position {
    /// Whether `mv`, a move of the player to move, changes the board on its two squares
    /// only, puts the piece down as it was and leaves every army's state as it was: a
    /// quiet step or slide in Teams, and in Verney while no army is inert (pawns aside,
    /// which may turn round). For such moves [`Position::in_check_after_two_squares`]
    /// answers without playing them.
    #[inline]
    pub fn changes_two_squares_only(&self, mv: &Move) -> bool {
        let plain = matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Leap)
            && mv.captured == EMPTY
            && mv.promotion == EMPTY;
        // Free-for-all eliminates mated players after every move; Verney revives and turns.
        plain && dispatch!(self.rules.variant(), R => R::plain_move_is_local(self, mv))
    }

    /// Whether `seat`'s king would stand in check after `mv`, for a move of which
    /// [`Position::changes_two_squares_only`] holds: the same as playing it and asking
    /// [`Position::in_check`], on a copy of the board alone.
    pub fn in_check_after_two_squares(&self, mv: &Move, seat: Seat) -> bool {
        debug_assert!(self.changes_two_squares_only(mv));
        let Some(king) = self.kings[seat].map(|k| if k == mv.from { mv.to } else { k }) else { return false };
        let mut board = self.board;
        board[mv.to.index()] = board[mv.from.index()];
        board[mv.from.index()] = EMPTY;
        crate::attack::is_attacked(&board, king, self.hostile_mask(seat))
    }
}

#[cfg(test)]
mod tests {
    use crate::geometry::{Square, GRID_CELLS};
    use crate::{Position, Rules, Variant};

    /// The walls around the board mark off exactly the cells the shape leaves out.
    #[test]
    fn on_board_is_the_shape() {
        for variant in [Variant::Teams, Variant::FreeForAll, Variant::Verney, Variant::Chaturanga] {
            let pos = Position::start(Rules::new(variant));
            for sq in (0..GRID_CELLS).filter_map(Square::from_index) {
                assert_eq!(pos.on_board(sq), pos.shape().contains(sq), "{variant:?} {}", sq.index());
            }
        }
    }
}
