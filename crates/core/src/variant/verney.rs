//! Verney's four-handed chess (1881) with the London club's house rules: mated armies
//! lie inert and may revive, pawns turn round on the partner's back line and leap the
//! partner's pawns, a move may not expose the partner's king, and a team wins when both
//! enemy kings are mated at once.
//!
//! The rules as players read them: `rules-text/verney.en.md` (German: `verney.de.md`).
//! The fixed facts (board, seats, pawns, inert armies): [`crate::rules::VERNEY`].

use crate::geometry::Square;
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Kind, Piece};
use crate::position::{Position, SeatState, FIFTY_MOVE_TURNS};
use crate::seat::Seat;

use super::{RuleSet, Verney};

impl RuleSet for Verney {
    /// Mate is decided on the player's own turn: a live player in check with no move
    /// becomes inert; one not in check just passes (stalemated).
    fn after_pass(pos: &mut Position, mover: Seat) {
        if pos.states[mover] == SeatState::Live && pos.in_check(mover) {
            pos.states[mover] = SeatState::Inert;
        }
    }

    /// A pawn turns round on its partner's back line, forward again on its own pawn line.
    #[inline]
    fn arriving_pawn(pos: &Position, mover: Seat, to: Square, pawn: Piece) -> Piece {
        if !pawn.is_turned() && pos.relative_rank(mover.partner(), to) == 0 {
            pawn.turned(true)
        } else if pawn.is_turned() && pos.relative_rank(mover, to) == 1 {
            pawn.turned(false)
        } else {
            pawn
        }
    }

    fn before_next_turn(pos: &mut Position, mover: Seat) {
        pos.revive_inert_armies(mover);
    }

    fn end_by_rule(pos: &Position) -> Option<Outcome> {
        if pos.clock >= FIFTY_MOVE_TURNS {
            Some(Outcome::draw(Reason::FiftyMoves))
        } else if pos.heavy == 0 && pos.verney_material_is_insufficient() {
            Some(Outcome::draw(Reason::InsufficientMaterial))
        } else {
            None
        }
    }

    fn stuck_outcome(pos: &Position, seat: Seat) -> Option<Outcome> {
        pos.verney_table(seat)
    }

    /// Inert armies revive after any move; pawns turn round on some squares.
    fn plain_move_is_local(pos: &Position, mv: &Move) -> bool {
        mv.piece & 7 != Kind::Pawn as u8 && pos.states.0.iter().all(|&s| s == SeatState::Live)
    }
}

impl Position {
    /// Verney: each inert army is re-examined in turn order after the mover and lives
    /// again if its king is no longer attacked or it would have a legal move.
    pub(super) fn revive_inert_armies(&mut self, mover: Seat) {
        for seat in mover.next().cycle() {
            if self.states[seat] != SeatState::Inert {
                continue;
            }
            self.states[seat] = SeatState::Live;
            if self.in_check(seat) && !self.has_legal_move(seat) {
                self.states[seat] = SeatState::Inert;
            }
        }
    }

    /// Verney's end-of-game table, on the turn of a player with no legal move.
    pub(super) fn verney_table(&self, seat: Seat) -> Option<Outcome> {
        let mated = self.states[seat] == SeatState::Inert || self.in_check(seat);
        let partner = seat.partner();
        let partner_inert = self.states[partner] == SeatState::Inert;
        let partner_can_move = !partner_inert && self.has_legal_move(partner);
        if partner_can_move {
            return None;
        }
        if mated && (partner_inert || self.in_check(partner)) {
            Some(Outcome::team_wins(seat.team().other(), Reason::BothKingsMated))
        } else {
            Some(Outcome::draw(Reason::Stalemate))
        }
    }

    /// No pawns, rooks or queens (checked by the caller) and at most one bishop or
    /// knight per team.
    pub(super) fn verney_material_is_insufficient(&self) -> bool {
        let mut minors = [0; 2];
        for (_, piece) in self.placement() {
            if matches!(piece.kind(), Kind::Bishop | Kind::Knight | Kind::Boat) {
                if let Some(seat) = piece.seat() {
                    minors[seat.index() & 1] += 1;
                }
            }
        }
        minors.iter().all(|&n| n <= 1)
    }
}
