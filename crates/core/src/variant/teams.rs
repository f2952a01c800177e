//! chess.com 4 Player Chess, Teams: partners opposite; a mate or a king taken wins for
//! the other team; pawns promote on the eleventh rank to a piece of the player's choice.
//!
//! The rules as players read them: `rules-text/teams.en.md` (German: `teams.de.md`).
//! The fixed facts (board, seats, pawns, castling): [`crate::rules::TEAMS`].

use crate::movegen::MoveList;
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Kind, Piece};
use crate::position::Position;
use crate::seat::Seat;
use crate::status::FIFTY_MOVE_TURNS;

use super::{RuleSet, Teams};

impl RuleSet for Teams {
    #[inline]
    fn capture_mask(_pos: &Position, mover: Seat) -> u8 {
        mover.team().other().mask()
    }

    fn push_pawn_move(pos: &Position, seat: Seat, mv: Move, list: &mut MoveList) {
        if pos.relative_rank(seat, mv.to) == 10 {
            for kind in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                list.push(mv.with_promotion(Piece::new(seat, kind)));
            }
        } else {
            list.push(mv);
        }
    }

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
