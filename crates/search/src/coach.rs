//! What the analysis board and the review tell a player beyond a score: in Free-for-all
//! each player's points at the end of the engine's line, in Chaturanga the team's chance
//! to win over the dice (rules-text/review.en.md defines both).

use fourchess_core::{Move, Position, Seat};

pub use crate::dice::chance::{win_chance, win_chance_with_scale, WIN_CHANCE_SCALE};
use crate::{Clock, Limits, Searcher};

/// Free-for-all: each seat's points after `line` is played from `pos`: the points now
/// plus what the line wins (a game the line ends counts with its final points). The
/// line stops at its first move that is not legal.
pub fn points_after(pos: &Position, line: &[Move]) -> [i32; 4] {
    let mut at = pos.clone();
    for mv in line {
        if at.outcome().is_some() || !at.legal_moves().contains(mv) {
            break;
        }
        at.play_unchecked(mv);
    }
    match at.outcome() {
        Some(outcome) => outcome.points,
        None => Seat::ALL.map(|seat| at.points(seat)),
    }
}

impl Searcher {
    /// Chaturanga before a roll: the chance that the team to move wins, over every roll
    /// it may throw, each turn chosen as the dice bot would within `limits`; `None` when
    /// no roll is due or the clock stopped it.
    pub fn win_chance_over_rolls(&mut self, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<f64> {
        crate::dice::chance::chance_over_rolls(pos, limits, clock)
    }
}
