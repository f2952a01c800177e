//! Chaturanga's chance to win, for the analysis board and the review: the dice bot's
//! worth of a turn read as a probability, and before a roll the chance over every roll.

use fourchess_core::Position;

use super::eval::WIN;
use super::turns::{dice_count, rolls};
use crate::{Clock, Limits};

/// The scale of the win-chance curve, in the static evaluation's units: measured by
/// self-play of level 5 (`cargo run --release -p fourchess-search --example win-chance`,
/// see its notes and `rules-text/review.en.md`: 300 games, 8,436 turns, December 2026).
pub const WIN_CHANCE_SCALE: f64 = 3_650.0;

/// The chance that the team whose turn is worth `worth` (the dice bot's score) wins, on
/// a logistic curve of the given scale; a won or lost game is 1 or 0.
pub fn win_chance_with_scale(worth: i32, scale: f64) -> f64 {
    if worth >= WIN / 2 {
        1.0
    } else if worth <= -WIN / 2 {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(worth) / scale).exp())
    }
}

/// [`win_chance_with_scale`] at [`WIN_CHANCE_SCALE`].
pub fn win_chance(worth: i32) -> f64 {
    win_chance_with_scale(worth, WIN_CHANCE_SCALE)
}

/// Before a roll: the chance the team to move wins, averaged over every roll it may
/// throw (each weighed by its likelihood), its turn for each roll chosen by the dice
/// bot within `limits` (noise left out). `None` when no roll is due or the clock stopped.
pub(crate) fn chance_over_rolls(pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<f64> {
    if !pos.needs_roll() {
        return None;
    }
    let quiet = Limits { noise_cp: 0, ..*limits };
    let mut total = 0.0;
    let mut weights = 0u32;
    for (values, weight) in rolls(dice_count(pos)) {
        if clock.stop_requested() {
            return None;
        }
        let mut rolled = pos.clone();
        rolled.roll(&values).ok()?;
        // A roll may end the game at once (no legal action left to a bare army).
        let worth = match rolled.outcome() {
            Some(_) => super::eval::evaluate(&rolled, pos.to_move()),
            None => super::choose(&rolled, &quiet, clock)?.score,
        };
        total += win_chance(worth) * f64::from(weight);
        weights += weight;
    }
    (weights > 0).then(|| total / f64::from(weights))
}
