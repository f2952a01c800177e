//! When a game ends by the rules of the position alone (repetition and resignation
//! are the game's business: see `Game`).

use crate::outcome::{Outcome, Reason};
use crate::piece::Kind;
use crate::position::{Position, SeatState};
use crate::rules::fact;
use crate::seat::Seat;
use crate::variant::{dispatch, RuleSet};

/// 50 moves of every player: 200 turns.
pub(crate) const FIFTY_MOVE_TURNS: u16 = 200;

impl Position {
    /// The result, if the game is over in this position.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.end_by_rule() {
            return Some(end);
        }
        if !fact!(self.rules.variant(), ends_when_stuck) {
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
        dispatch!(self.rules.variant(), R => R::end_by_rule(self))
    }

    /// The end when the player to move has no legal move (after his status is set).
    pub(crate) fn stuck_outcome(&self) -> Option<Outcome> {
        dispatch!(self.rules.variant(), R => R::stuck_outcome(self, self.to_move))
    }

    /// Whether the pieces of the seats in `mask` are kings only.
    pub(crate) fn only_kings_among(&self, mask: u8) -> bool {
        Seat::ALL
            .into_iter()
            .filter(|s| mask & s.bit() != 0)
            .all(|s| self.pieces[s].iter().all(|sq| self.board[sq.index()] & 7 == Kind::King as u8))
    }

    pub(crate) fn active_mask(&self) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&s| matches!(self.states[s], SeatState::Live | SeatState::Walking))
            .fold(0, |m, s| m | s.bit())
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
