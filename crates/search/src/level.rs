//! Playing levels: a depth cap, a time budget per move and, at the lowest levels,
//! noise added to the root scores so the bot picks a weaker move now and then, as a
//! beginner would. The noise never gives a piece away for nothing while a move that
//! keeps it exists: it picks only among the moves that score within 200 cp (less than a
//! minor piece) of the lower of the best score and the static score of the position
//! (`root::pick_with_noise`), so a noisy level may miss a capture, leave a pawn loose or
//! walk into a tactic deeper than it looks, but does not leave a piece where its own
//! search sees it taken. Its weakness comes from its depth. Levels were spaced by
//! self-play so that each beats the one below by a clear margin (60% or more; in
//! Chaturanga 55% or more with the 95% interval above 50%). With the guard (December
//! 2026; score and 95% interval): Teams 2 against 1 82.5% [77, 88] (160 games), 3
//! against 2 75.0% [66, 85] (80); Verney 94.7% [91, 98] (160), 80.0% [72, 88] (80);
//! Free-for-all 2 against 1 69.2% [67, 71] (2,000), 3 against 2 80.7% [78, 83], 4
//! against 3 66.8% [64, 70] (1,000 each); level 1 beat a random mover in every game. A guard of the best
//! score alone (a capture always taken) was dropped: Free-for-all's level 2 scored only
//! 53.8% against a level 1 so guarded (400 games). With noise of at most 200 cp the
//! guard changes nothing, so the other levels play as before.
//!
//! Free-for-all steps by depth and by noise, not by time: there more time buys little
//! depth, and noise must be large to matter where captures also score points; the top
//! level stops at five plies, as six were not shown to beat five. Chaturanga steps by
//! noise (the dice bot scales it by four, see `dice::choose`): luck leaves little room
//! above the turn judged alone, and levels 1-5 judge the turn alone, 6 plays rollouts.
//! There the guard counts a piece as given when the turn leaves it attacked by an enemy
//! piece, unguarded or attacked by a cheaper one, whether or not the enemy's dice will
//! allow the capture, while another turn with the same roll keeps it. With the guard,
//! the old noise steps (16000, 5000, 2000, 800, 200) came too close at the bottom: 5000
//! against 16000 55.5%, 2000 against 5000 56.5% (2,000 games each). Levels 2-4 at
//! 4000, 1500 and 600 were dropped: level 2 against 1 scored 57.4% at seed 211 but 54.2%
//! at seed 213 (4,000 games each). As set (3000, 1300, 600), over seeds 211, 213 and 215
//! (12,000 games each step; score, 95% interval): 2 against 1 59.0% [58.1, 59.8], 3
//! against 2 57.3% [56.5, 58.2], 4 against 3 57.9% [57.0, 58.7], 5 against 4 58.4%
//! [57.5, 59.3], each seed alone 57.0-60.5%; 6 against 5 68.8% [65.1, 72.5] (600); level
//! 1 against a random mover 99.1% (4,000; 87.6% before the guard).
//! In a won Verney ending (the other team's live armies bare kings, see
//! `eval::Tables::won_ending`) the winning team's bots play without noise and look at
//! least [`FINISH_DEPTH`] plies ahead within their time, so that every level mates.
//! The match tables behind all of this: `docs/levels.md`.

use fourchess_core::Variant;

use crate::Limits;

/// Verney: the least depth of a level's search where its team has won the ending (see
/// [`Limits::finish_depth`]): two rounds, within the level's time. Levels 1-3 look 2-4
/// plies ahead, too short for a king and a queen or rook to build a mate: with the
/// ending's evaluation alone level 1 still drew 3 of 20 won endings by the fifty-move
/// rule; at least 6 plies deep it mated in all 60 (at most 339 plies), 8 plies in all
/// 40 (at most 157; issue 65, `docs/search-experiments.md`, December 7, 2026).
pub const FINISH_DEPTH: u32 = 8;

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
            Variant::Chaturanga => [16000, 3000, 1300, 600, 200, 0][i],
            _ => [500, 150, 30, 0, 0, 0][i],
        }
    }

    /// Whether this level plays `variant` with the learned evaluation (the Teams net,
    /// docs/nnue.md) where one is at hand: Teams at levels 5 and 6, as the page's bots do
    /// (`NET_LEVELS` in www/engine/net.ts; the 1 s match that decided it is level 5's
    /// search exactly). Levels 1-4 keep the hand evaluation, with which their steps were
    /// set (docs/levels.md); the other rule sets have no net.
    pub fn plays_net(self, variant: Variant) -> bool {
        variant == Variant::Teams && self.0 >= 5
    }

    /// The search limits of this level in `variant`; `seed` drives its randomness.
    pub fn limits(self, variant: Variant, seed: u64) -> Limits {
        Limits {
            depth: Some(self.depth_cap(variant)),
            nodes: None,
            time_ms: Some(self.time_ms()),
            noise_cp: self.noise_cp(variant),
            seed,
            finish_depth: Some(FINISH_DEPTH),
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

    /// The levels that play with the net are the page's (`NET_LEVELS` in
    /// www/engine/net.ts), and only in Teams.
    #[test]
    fn the_net_levels_are_the_pages() {
        let ts = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/engine/net.ts"))
            .expect("www/engine/net.ts");
        let list = ts
            .lines()
            .find_map(|l| l.strip_prefix("export const NET_LEVELS: readonly number[] = ["))
            .and_then(|rest| rest.split(']').next())
            .expect("NET_LEVELS in www/engine/net.ts");
        let page: Vec<u8> = list.split(',').map(|n| n.trim().parse().expect("a level")).collect();
        let ours: Vec<u8> = (1..=6).filter(|&n| Level(n).plays_net(Variant::Teams)).collect();
        assert_eq!(ours, page);
        for variant in [Variant::Verney, Variant::FreeForAll, Variant::Chaturanga] {
            assert!((1..=6).all(|n| !Level(n).plays_net(variant)), "{variant:?}");
        }
    }
}
