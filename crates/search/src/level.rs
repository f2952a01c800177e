//! Playing levels: a depth cap, a time budget per move and, at the lowest levels,
//! noise added to the root scores so the bot picks a weaker move now and then, as a
//! beginner would. Level 1's noise is worth at most five pawns: it may drop a piece, never
//! its queen for nothing. Levels were spaced by self-play: each beats the one below.
//! In Chaturanga the depth cap chooses how far the dice bot looks (see `dice`): levels
//! 1-2 judge the turn alone, 3 adds the next player's expected reply, 4-6 play rollouts.

use crate::Limits;

/// A playing level, 1 (beginner) ..= 6 (strongest).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(6);
    /// The level a new game starts with: answers within about half a second natively,
    /// about a second in the browser.
    pub const DEFAULT: Level = Level(4);

    /// The level numbered `n` (1..=6).
    pub fn new(n: u8) -> Option<Level> {
        (1..=6).contains(&n).then_some(Level(n))
    }

    /// Its number, 1..=6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Deepest full-width iteration, in plies (one ply = one player's turn).
    pub fn depth_cap(self) -> u32 {
        [2, 3, 4, 6, 64, 64][self.0 as usize - 1]
    }

    /// Time budget per move in milliseconds (the search stops at the cap or the budget).
    pub fn time_ms(self) -> u64 {
        [100, 150, 250, 500, 1000, 3000][self.0 as usize - 1]
    }

    /// Largest random bonus, in centipawns, added to each root move's score.
    pub fn noise_cp(self) -> i32 {
        [500, 150, 30, 0, 0, 0][self.0 as usize - 1]
    }

    /// The search limits of this level; `seed` drives its randomness.
    pub fn limits(self, seed: u64) -> Limits {
        Limits {
            depth: Some(self.depth_cap()),
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
