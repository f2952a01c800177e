//! Evaluation tuning (Texel's method, `examples/texel.rs`): the team games' static
//! evaluation with chosen weights, as the search scores a quiet position (activity and
//! king zones included, no lazy cut). Not used in play.

use crate::eval::Tables;
pub use crate::eval::Weights;
use fourchess_core::{Position, Variant};

/// The static evaluation of a rule set with chosen weights.
pub struct Evaluator {
    tables: Tables,
}

impl Evaluator {
    /// The evaluation of the team game `variant` with `weights`.
    pub fn new(variant: Variant, weights: Weights) -> Evaluator {
        let mut tables = Tables::with_weights(variant, weights);
        tables.activity = !variant.scores_points();
        Evaluator { tables }
    }

    /// The score of `pos` for the team of the player to move, in centipawns.
    pub fn team_score(&self, pos: &Position) -> i32 {
        let sums = self.tables.sums(pos);
        self.tables.team_score(pos, &sums) + self.tables.team_king_zones(pos)
    }
}
