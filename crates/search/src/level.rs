//! Playing levels: a depth cap, a time budget per move and, at the lowest levels,
//! noise added to the root scores so the bot picks a weaker move now and then, as a
//! beginner would. Level 1's noise is worth at most five pawns in the team games: it may
//! drop a piece, never its queen for nothing. Levels were spaced by self-play so that
//! each beats the one below by a clear margin (65% or more); `docs/levels.md` keeps the
//! match tables.
//!
//! Free-for-all has its own table: there more time buys little depth (a second reaches 5-6
//! plies in a middlegame, three seconds 6-7) and one more ply past three scored only
//! 57-62% (40-game matches, December 2026), so levels on time budgets played alike.
//! Its levels step by depth and by noise, which must be large to matter where captures
//! also score points (noise 500 at one ply made no difference: 45%). Six plies or more
//! were not shown to beat five (17 of 39 games, 43.6%), so the top level stops at five.
//! Measured (1,000 games each unless said, December 2026): level 1 (1 ply, noise 1500)
//! against a random mover 100%; 2 (1 ply, 150) against 1 71.8%; 3 (2 plies, 600)
//! against 2 80.5%; 4 (2 plies, 150) against 3 65.8%; 5 (3 plies) against 4 74.8% (300);
//! 6 (5 plies) against 5 73.0% (100). Level 3 also tried 2 plies with noise 300
//! (58.4% below level 4) and 1 ply without noise (only 54.7% above level 2).
//!
//! In Chaturanga the depth cap chooses how far the dice bot looks (see `dice`): levels
//! 1-5 judge the turn alone, 6 plays rollouts of 48 samples. Luck leaves little room
//! above the turn judged alone: against it without noise, the next player's expected
//! reply scored 52.0% (400 games), rollouts of 48 samples 57.8% (600), rollouts for a
//! second 58.3% (60), and a second against 48 samples 50% (40). So Chaturanga's levels
//! step by noise, which the dice bot scales by four (see `dice::choose`), spaced by
//! self-play (4,000 games each, December 2026): noise 200 against 800 65.9%, 800
//! against 2000 68.5%, 2000 against 5000 66.6%, 5000 against 16000 65.6%, and the
//! rollouts against noise 200 69.5% (600). The price of five steps is level 1: the
//! dice forgive a random mover often, and it loses to level 1 only 87-90% of the games
//! (2,000-4,000 games). Nor did the evaluation give more room: each of its eight
//! weights raised and lowered, a discount for guarded pieces, threats weighed by who
//! rolls next (the turn judged alone against itself, 1,000-2,000 games each) scored at
//! most 51.0%.

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
    /// Free-for-all and Chaturanga step by depth and noise (see the module notes).
    pub fn depth_cap(self, variant: Variant) -> u32 {
        let i = self.0 as usize - 1;
        match (self.0, variant) {
            (_, Variant::FreeForAll) => [1, 1, 2, 2, 3, 5][i],
            (_, Variant::Chaturanga) => [2, 2, 2, 2, 2, 6][i],
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
    /// Free-for-all's level 3 looks a ply deeper than level 2 with more noise.
    pub fn noise_cp(self, variant: Variant) -> i32 {
        let i = self.0 as usize - 1;
        match variant {
            Variant::FreeForAll => [1500, 150, 600, 150, 0, 0][i],
            Variant::Chaturanga => [16000, 5000, 2000, 800, 200, 0][i],
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

    /// Each level looks at least as deep and thinks longer than the one below, and where
    /// it looks no deeper it has no more noise; level 4 of the team games looks deeper
    /// than elsewhere.
    #[test]
    fn levels_rise_in_depth_and_time() {
        for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll, Variant::Chaturanga] {
            for n in 2..=6 {
                let (low, high) = (Level(n - 1), Level(n));
                assert!(high.depth_cap(variant) >= low.depth_cap(variant), "{variant:?} {n}");
                assert!(high.time_ms() > low.time_ms(), "{n}");
                let deeper = high.depth_cap(variant) > low.depth_cap(variant);
                assert!(deeper || high.noise_cp(variant) <= low.noise_cp(variant), "{variant:?} {n}");
                // Where time buys little depth, each level differs from the one below in
                // depth or noise.
                if matches!(variant, Variant::FreeForAll | Variant::Chaturanga) {
                    let settings = |l: Level| (l.depth_cap(variant), l.noise_cp(variant));
                    assert_ne!(settings(high), settings(low), "{variant:?} {n}");
                }
            }
        }
        assert_eq!(Level(4).depth_cap(Variant::Teams), 8);
        assert_eq!(Level(5).depth_cap(Variant::FreeForAll), 3);
        assert_eq!(Level(6).noise_cp(Variant::Chaturanga), 0);
        assert_eq!(Level::new(7), None);
        assert_eq!(Level::default().limits(Variant::Teams, 5).seed, 5);
    }
}
