//! Bots for four-player chess, for every seat of every rule set of `fourchess_core`.
//!
//! The team games (Verney, Vierschach Teams) alternate teams every turn, so they are
//! searched as two-sided zero-sum games from the point of view of the team to move;
//! Free-for-all uses a paranoid search (the player to move against the other three).
//! Both run iterative deepening alpha-beta with principal variation search, a
//! transposition table, late-move reductions and a quiescence search over captures.
//! The evaluation's material, piece-square and king-shelter terms are kept up to date
//! move by move; in Free-for-all it weighs the player's points and army against the
//! leader's and the field's. Partnership Chaturanga, where dice decide which piece
//! moves, has its own bot: every way to use the roll, weighed by the next player's
//! expected reply over all his rolls or by rollouts with random rolls.
//!
//! [`Options`] switch the techniques of running experiments on and off, so that
//! self-play matches can measure each; what was measured so far is kept in
//! `docs/search-experiments.md`.
//!
//! The crate has no clock and no randomness of its own: time comes in through
//! [`Clock`], randomness from the seed in [`Limits`], so a search with a depth or node
//! limit is deterministic.
//!
//! ```
//! use fourchess_core::{Position, Rules, Variant};
//! use fourchess_search::{Limits, NoClock, Searcher};
//!
//! let pos = Position::start(Rules::new(Variant::Teams));
//! let mut searcher = Searcher::new(1);
//! let result = searcher.search(&pos, &[], &Limits::depth(2), &NoClock).unwrap();
//! assert!(pos.legal_moves().contains(&result.best));
//! ```
#![deny(missing_docs)]

mod clock;
mod coach;
mod dice;
mod eval;
mod level;
#[cfg(feature = "nnue")]
pub mod nnue;
#[cfg(not(feature = "nnue"))]
#[path = "nnue_off.rs"]
pub mod nnue;
mod options;
mod order;
mod places;
mod rng;
mod root;
mod search;
mod tt;

pub mod review;
pub mod tuning;

pub use clock::{Clock, NoClock};
pub use coach::{points_after, win_chance, win_chance_with_scale, WIN_CHANCE_SCALE};
pub use level::Level;
pub use options::Options;
pub use rng::Rng;
pub use root::{Line, SearchResult, Searcher, MAX_MULTIPV};
pub use search::{MATE, MATE_BOUND};

/// What bounds a search. Unset limits do not bound it; with none set it runs to the
/// deepest depth the tables allow, so set at least one.
#[derive(Copy, Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration in plies (one player's turn each).
    pub depth: Option<u32>,
    /// Nodes to visit at most (checked at every node: deterministic).
    pub nodes: Option<u64>,
    /// Milliseconds of [`Clock::elapsed_ms`] at most.
    pub time_ms: Option<u64>,
    /// Level noise: largest random bonus in centipawns added to root scores (0: none).
    pub noise_cp: i32,
    /// Seed of the level noise.
    pub seed: u64,
    /// Verney's won endings: where the team to move has won the ending (the other team's
    /// live armies are bare kings), the search plays without noise and at least this many
    /// plies deep, within the time and node limits. The levels set it (see [`Level`]).
    pub finish_depth: Option<u32>,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Search for a fixed time.
    pub fn time_ms(ms: u64) -> Limits {
        Limits { time_ms: Some(ms), ..Limits::default() }
    }

    /// Search a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }
}
