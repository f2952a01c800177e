//! Playing levels: a depth cap, a time budget per move and, at the lowest levels,
//! noise added to the root scores so the bot picks a weaker move now and then, as a
//! beginner would. Level 1's noise is worth at most five pawns in the team games: it may
//! drop a piece, never its queen for nothing. Levels were spaced by self-play so that
//! each beats the one below by a clear margin (65% or more) where depth allows.
//!
//! Free-for-all has its own table: there more time buys little depth (a second reaches 5-6
//! plies in a middlegame, three seconds 6-7) and one more ply past three scored only
//! 57-62% (40-game matches, December 2026: 4/3 57.5%, 5/4 60-62.5%, 6/5 46-60%), so
//! levels 4-6 on time budgets played alike (5/4 54.4%, 6/5 58.3%). Its levels step by
//! depth (two plies from 3 to 5) and, at the bottom, by noise, which must be large to
//! matter where captures also score points (noise 500 at one ply made no difference:
//! 45%). Measured (40 games each, level-6 options, seeds 84-93): level 1 (1 ply, noise
//! 1500) against a random mover 100%; level 2 (1 ply, 150) against 1 67.5%; 3 (2 plies,
//! 150) against 2 92.5%; 4 (3 plies) against 3 66.2% (against 2 plies without noise
//! 57.5-67.5%: level 3's noise carries that step); 5 (5 plies) against 4 72.5%.
//! Level 6 searches as deep as three seconds allow (6-7 plies), yet is not shown to beat
//! level 5: at the real budgets 70.0% (20 games, seed 96) and then 3 of 19 (seed 97),
//! 17 of 39 together (43.6%). Past five plies paranoid depth buys nothing measurable here.
//!
//! In Chaturanga the depth cap chooses how far the dice bot looks (see `dice`): levels
//! 1-3 judge the turn alone, 4-6 play rollouts. Luck leaves little room above the
//! turn judged alone: against it without noise, the next player's expected reply scored
//! 52.0% (400 games), rollouts of 48 samples 57.8% (600), rollouts for a second 58.3%
//! (60), and a second against 48 samples 50% (40). So Chaturanga's levels step by noise,
//! which the dice bot scales by four (see `dice::choose`). Measured (1,000 games each,
//! December 2026): level 1 (noise 2000) against a random mover 97.5%, 2 (500) against
//! 1 73.4%, 3 (none) against 2 66.0%; 4 against 3 56.2% (200 games), 5 against 4 50%
//! (40). Levels 4-6 think longer for an edge too small to measure. Nor did the
//! evaluation give more room: each of its eight weights raised and lowered, a discount
//! for guarded pieces, threats weighed by who rolls next (level 3 against itself,
//! 1,000-2,000 games each) scored at most 51.0%.

use fourchess_core::Variant;

use crate::Limits;

/// A playing level, 1 (beginner) ..= 6 (strongest).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(6);
    /// The level `fourchess match` plays when none is given: answers within about half
    /// a second. (The site starts its bots at level 3, quicker and kinder to beginners.)
    pub const DEFAULT: Level = Level(4);

    /// The level numbered `n` (1..=6).
    pub fn new(n: u8) -> Option<Level> {
        (1..=6).contains(&n).then_some(Level(n))
    }

    /// Its number, 1..=6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Deepest full-width iteration, in plies (one ply = one player's turn). The team
    /// games prune deeply and reach level 4's old cap of 6 plies in a few tens of
    /// milliseconds: there level 4 looks 8 plies ahead, so that it uses its time and
    /// stands between levels 3 and 5.
    /// Free-for-all steps by depth alone (see the module notes).
    pub fn depth_cap(self, variant: Variant) -> u32 {
        let i = self.0 as usize - 1;
        match (self.0, variant) {
            (_, Variant::FreeForAll) => [1, 1, 2, 3, 5, 64][i],
            (_, Variant::Chaturanga) => [2, 2, 2, 6, 64, 64][i],
            (4, Variant::Teams | Variant::Verney) => 8,
            _ => [2, 3, 4, 6, 64, 64][i],
        }
    }

    /// Time budget per move in milliseconds (the search stops at the cap or the budget).
    pub fn time_ms(self) -> u64 {
        [100, 150, 250, 500, 1000, 3000][self.0 as usize - 1]
    }

    /// Largest random bonus, in centipawns, added to each root move's score. Free-for-all
    /// scores swing wider (a capture also scores points), so its beginner needs more;
    /// in Chaturanga luck hides small mistakes, so noise makes all its lower levels.
    pub fn noise_cp(self, variant: Variant) -> i32 {
        let i = self.0 as usize - 1;
        match variant {
            Variant::FreeForAll => [1500, 150, 150, 0, 0, 0][i],
            Variant::Chaturanga => [2000, 500, 0, 0, 0, 0][i],
            _ => [500, 150, 30, 0, 0, 0][i],
        }
    }

    /// The search limits of this level in `variant`; `seed` drives its randomness.
    pub fn limits(self, variant: Variant, seed: u64) -> Limits {
        Limits {
            depth: Some(self.depth_cap(variant)),
            nodes: None,
            time_ms: Some(self.time_ms()),
            noise_cp: self.noise_cp(variant),
            seed,
        }
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each level looks at least as deep and thinks longer than the one below, with no
    /// more noise; level 4 of the team games looks deeper than elsewhere.
    #[test]
    fn levels_rise_in_depth_and_time() {
        for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll, Variant::Chaturanga] {
            for n in 2..=6 {
                let (low, high) = (Level(n - 1), Level(n));
                assert!(high.depth_cap(variant) >= low.depth_cap(variant), "{variant:?} {n}");
                assert!(high.time_ms() > low.time_ms(), "{n}");
                assert!(high.noise_cp(variant) <= low.noise_cp(variant), "{variant:?} {n}");
                // Where time buys little depth, each level differs from the one below in
                // depth or noise (in Chaturanga up to the rollouts, which only time parts).
                if variant == Variant::FreeForAll || (variant == Variant::Chaturanga && n <= 4) {
                    let settings = |l: Level| (l.depth_cap(variant), l.noise_cp(variant));
                    assert_ne!(settings(high), settings(low), "{n}");
                }
            }
        }
        assert_eq!(Level(4).depth_cap(Variant::Teams), 8);
        assert_eq!(Level(4).depth_cap(Variant::FreeForAll), 3);
        assert_eq!(Level(3).noise_cp(Variant::Chaturanga), 0);
        assert_eq!(Level::new(7), None);
        assert_eq!(Level::default().limits(Variant::Teams, 5).seed, 5);
    }
}
