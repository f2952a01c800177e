//! chess.com 4 Player Chess, Teams: partners opposite; a mate or a king taken wins for
//! the other team; pawns promote on the eleventh rank to a piece of the player's choice.
//!
//! The rules as players read them: `rules-text/teams.en.md` (German: `teams.de.md`).
//! The fixed facts (board, seats, pawns, castling): [`crate::rules::TEAMS`].

use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::position::{Position, FIFTY_MOVE_TURNS};
use crate::seat::Seat;

use super::{RuleSet, Teams};

impl RuleSet for Teams {
    fn end_by_rule(pos: &Position) -> Option<Outcome> {
        if let Some(seat) = Seat::ALL.into_iter().find(|&s| pos.kings[s].is_none()) {
            Some(Outcome::team_wins(seat.team().other(), Reason::KingCaptured))
        } else if pos.clock >= FIFTY_MOVE_TURNS {
            Some(Outcome::draw(Reason::FiftyMoves))
        } else if pos.heavy == 0 && pos.only_kings_among(0b1111) {
            Some(Outcome::draw(Reason::InsufficientMaterial))
        } else {
            None
        }
    }

    fn plain_move_is_local(_pos: &Position, _mv: &Move) -> bool {
        true
    }

    fn stuck_outcome(pos: &Position, seat: Seat) -> Option<Outcome> {
        Some(if pos.in_check(seat) {
            Outcome::team_wins(seat.team().other(), Reason::Checkmate)
        } else {
            Outcome::draw(Reason::Stalemate)
        })
    }
}
