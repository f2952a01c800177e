//! When a game ends by the rules of the position alone (repetition and resignation
//! are the game's business: see `Game`).

use crate::outcome::{Outcome, Reason};
use crate::piece::Kind;
use crate::position::{Position, SeatState};
use crate::rules::Variant;
use crate::seat::Seat;

/// 50 moves of every player: 200 turns.
const FIFTY_MOVE_TURNS: u16 = 200;

impl Position {
    /// The result, if the game is over in this position.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.end_by_rule() {
            return Some(end);
        }
        if self.rules.variant == Variant::Chaturanga {
            return None;
        }
        let seat = self.to_move;
        if self.states[seat] != SeatState::Inert && self.has_legal_move(seat) {
            return None;
        }
        self.stuck_outcome()
    }

    pub(crate) fn rule_based_end_without_moves(&self) -> bool {
        self.end_by_rule().is_some()
    }

    /// Endings that do not depend on the mover's moves: kings captured, the 50-move
    /// rule, too little material, players out.
    fn end_by_rule(&self) -> Option<Outcome> {
        match self.rules.variant {
            Variant::Verney => {
                if self.clock >= FIFTY_MOVE_TURNS {
                    Some(Outcome::draw(Reason::FiftyMoves))
                } else if self.heavy == 0 && self.verney_material_is_insufficient() {
                    Some(Outcome::draw(Reason::InsufficientMaterial))
                } else {
                    None
                }
            }
            Variant::Teams => {
                if let Some(seat) = Seat::ALL.into_iter().find(|&s| self.kings[s].is_none()) {
                    Some(Outcome::team_wins(seat.team().other(), Reason::KingCaptured))
                } else if self.clock >= FIFTY_MOVE_TURNS {
                    Some(Outcome::draw(Reason::FiftyMoves))
                } else if self.heavy == 0 && self.only_kings_among(0b1111) {
                    Some(Outcome::draw(Reason::InsufficientMaterial))
                } else {
                    None
                }
            }
            Variant::FreeForAll => self.ffa_end(),
            Variant::Chaturanga => self.chaturanga_end(),
        }
    }

    /// The end when the player to move has no legal move (after his status is set).
    pub(crate) fn stuck_outcome(&self) -> Option<Outcome> {
        let seat = self.to_move;
        match self.rules.variant {
            Variant::Verney => self.verney_table(seat),
            Variant::Teams => Some(if self.in_check(seat) {
                Outcome::team_wins(seat.team().other(), Reason::Checkmate)
            } else {
                Outcome::draw(Reason::Stalemate)
            }),
            Variant::FreeForAll | Variant::Chaturanga => None,
        }
    }

    /// Verney's end-of-game table, on the turn of a player with no legal move.
    fn verney_table(&self, seat: Seat) -> Option<Outcome> {
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
    fn verney_material_is_insufficient(&self) -> bool {
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

    /// Whether the pieces of the seats in `mask` are kings only.
    fn only_kings_among(&self, mask: u8) -> bool {
        Seat::ALL
            .into_iter()
            .filter(|s| mask & s.bit() != 0)
            .all(|s| self.pieces[s].iter().all(|sq| self.board[sq.index()] & 7 == Kind::King as u8))
    }

    fn active_mask(&self) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&s| matches!(self.states[s], SeatState::Live | SeatState::Walking))
            .fold(0, |m, s| m | s.bit())
    }

    /// Free-for-all endings, with the final scores.
    fn ffa_end(&self) -> Option<Outcome> {
        let active = self.active_mask();
        let live: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| self.states[s] == SeatState::Live).collect();
        let mut points = self.points.0;
        let reason = if live.len() <= 1 {
            // The last player standing scores 20 for each walking king left.
            let walking = Seat::ALL.iter().filter(|&&s| self.states[s] == SeatState::Walking).count() as i32;
            if let Some(&last) = live.first() {
                points[last.index()] += 20 * walking;
            }
            Reason::LastPlayerStanding
        } else if self.rules.end_on_lead
            && live.len() == 2
            && (points[live[0].index()] - points[live[1].index()]).abs() >= 21
        {
            Reason::PointsLead
        } else if self.clock >= FIFTY_MOVE_TURNS || (self.heavy == 0 && self.only_kings_among(active)) {
            for &s in &live {
                points[s.index()] += 10;
            }
            if self.clock >= FIFTY_MOVE_TURNS {
                Reason::FiftyMoves
            } else {
                Reason::InsufficientMaterial
            }
        } else {
            return None;
        };
        Some(Outcome::ranked(points, reason))
    }
}

impl Outcome {
    /// A Free-for-all ending: the highest score wins; equal scores share.
    pub fn ranked(points: [i32; 4], reason: Reason) -> Outcome {
        let best = points.iter().copied().max().unwrap_or(0);
        let winners = Seat::ALL.into_iter().filter(|s| points[s.index()] == best).fold(0, |m, s| m | s.bit());
        Outcome { winners, reason, points }
    }
}
