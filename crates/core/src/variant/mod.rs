//! The rule sets' behaviour, each in its own module: how it differs beyond its fixed
//! facts (who captures whom, pawns, playing, scoring, endings). The facts (names, board,
//! seats, pawn rules, what a position may hold) are one table per rule set in
//! `rules.rs`. The rest of the crate asks through [`RuleSet`]; the one `match` from a
//! [`Variant`](crate::rules::Variant) to its rule-set type is `dispatch!` in `rules.rs`.
//!
//!   play         playing a move: the piece moves, the rule set's hooks, the turn passes on
//!   turn         the legal moves of the turn (a pass where stuck) and the game's end
//!   verney       Verney's four-handed chess (1881)
//!   teams        chess.com Teams
//!   ffa          chess.com Free-for-all: points, eliminations
//!   chaturanga   Partnership Chaturanga with dice

pub mod chaturanga;
mod ffa;
mod play;
mod teams;
mod turn;
mod verney;

use crate::geometry::Square;
use crate::movegen::MoveList;
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::piece::Piece;
use crate::position::Position;
pub(crate) use crate::rules::{dispatch, Chaturanga, FreeForAll, Teams, Verney};
use crate::seat::Seat;

pub(crate) use ffa::add_move_points;
pub use ffa::PointSources;

/// How a rule set plays where it differs (what it is, its fixed facts, is its
/// [`RuleFacts`](crate::rules::RuleFacts) table). Defaults are the common case; a rule
/// set overrides what it changes.
pub(crate) trait RuleSet {
    // ----- moves -----
    /// The legal moves of the player to move, written into `list` (emptied already).
    fn legal_moves_into(pos: &Position, list: &mut MoveList) {
        pos.standard_moves_into(list);
    }
    /// How many legal moves there are (perft's last ply): by default counted in bulk.
    fn count_legal_moves(pos: &Position) -> usize {
        pos.standard_count()
    }

    // ----- playing -----
    /// Plays a legal move.
    fn play(pos: &mut Position, mv: &Move)
    where
        Self: Sized,
    {
        pos.standard_play::<Self>(mv);
    }
    /// What a pass does besides passing the turn.
    fn after_pass(_pos: &mut Position, _mover: Seat) {}
    /// The piece a pawn becomes on arriving at `to` (Verney's pawns turn round).
    #[inline]
    fn arriving_pawn(_pos: &Position, _mover: Seat, _to: Square, pawn: Piece) -> Piece {
        pawn
    }
    /// Scoring (Free-for-all): what it needs of the position before a move.
    #[inline]
    fn before_scoring(_pos: &Position, _mover: Seat, _mv: &Move) -> Option<ffa::Before> {
        None
    }
    /// Scoring: `mover` took `victim`.
    #[inline]
    fn score_capture(_pos: &mut Position, _mover: Seat, _victim: Piece) {}
    /// Scoring: after the move, with what [`RuleSet::before_scoring`] kept.
    #[inline]
    fn score_move(_pos: &mut Position, _mover: Seat, _mv: &Move, _before: Option<ffa::Before>) {}
    /// After a move or pass, before the turn passes on.
    fn before_next_turn(_pos: &mut Position, _mover: Seat) {}

    // ----- endings -----
    /// Endings that do not depend on the mover's moves.
    fn end_by_rule(pos: &Position) -> Option<Outcome>;
    /// A draw the game decides (repetition, a move limit).
    fn drawn(_pos: &Position, reason: Reason) -> Outcome {
        Outcome::draw(reason)
    }
    /// The end when the player to move has no legal move; `None`: the game goes on.
    fn stuck_outcome(_pos: &Position, _seat: Seat) -> Option<Outcome> {
        None
    }

    // ----- what the search may take for granted -----
    /// Whether a plain move (no capture, promotion or special kind) changes only its two
    /// squares: nothing else happens after it in this rule set.
    fn plain_move_is_local(_pos: &Position, _mv: &Move) -> bool {
        false
    }
}
