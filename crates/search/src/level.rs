//! Playing levels: a depth cap, a time budget per move and, at the lowest levels,
//! noise added to the root scores so the bot picks a weaker move now and then, as a
//! beginner would. Level 1's noise is worth at most five pawns: it may drop a piece, never
//! its queen for nothing. Levels were spaced by self-play: each beats the one below,
//! though not everywhere by a clear margin. In Free-for-all levels 4-6 lie close: past
//! four or five plies more depth bought little in 40-game matches (fixed depths, December
//! 2026: 2 against 1 ply 80%, 3/2 67.5%, 4/3 57.5%, 5/4 62.5%, 6/5 46%, 5/3 65%; level 4
//! at 5 plies against level 3 at 4 plies 50%), and points swing games widely. Since won
//! games score above any static score (December 2026): 5/4 60%, 6/5 60% (40 games each).
//! In Chaturanga the depth cap chooses how far the dice bot looks (see `dice`): levels
//! 1-2 judge the turn alone, 3 adds the next player's expected reply, 4-6 play rollouts.

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
    pub fn depth_cap(self, variant: Variant) -> u32 {
        match (self.0, variant) {
            (4, Variant::Teams | Variant::Verney) => 8,
            (n, _) => [2, 3, 4, 6, 64, 64][n as usize - 1],
        }
    }

    /// Time budget per move in milliseconds (the search stops at the cap or the budget).
    pub fn time_ms(self) -> u64 {
        [100, 150, 250, 500, 1000, 3000][self.0 as usize - 1]
    }

    /// Largest random bonus, in centipawns, added to each root move's score.
    pub fn noise_cp(self) -> i32 {
        [500, 150, 30, 0, 0, 0][self.0 as usize - 1]
    }

    /// The search limits of this level in `variant`; `seed` drives its randomness.
    pub fn limits(self, variant: Variant, seed: u64) -> Limits {
        Limits {
            depth: Some(self.depth_cap(variant)),
            nodes: None,
            time_ms: Some(self.time_ms()),
            noise_cp: self.noise_cp(),
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

    /// Each level looks at least as deep and thinks at least as long as the one below,
    /// with no more noise; level 4 of the team games looks deeper than elsewhere.
    #[test]
    fn levels_rise_in_depth_and_time() {
        for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll, Variant::Chaturanga] {
            for n in 2..=6 {
                let (low, high) = (Level(n - 1), Level(n));
                assert!(high.depth_cap(variant) >= low.depth_cap(variant), "{variant:?} {n}");
                assert!(high.time_ms() > low.time_ms() && high.noise_cp() <= low.noise_cp(), "{n}");
            }
        }
        assert_eq!(Level(4).depth_cap(Variant::Teams), 8);
        assert_eq!(Level(4).depth_cap(Variant::FreeForAll), 6);
        assert_eq!(Level::new(7), None);
        assert_eq!(Level::default().limits(Variant::Teams, 5).seed, 5);
    }
}
