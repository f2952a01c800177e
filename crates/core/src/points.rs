//! Free-for-all: where each player's points came from, read off the game's positions.
//!
//! The position keeps one total per seat (the search copies it at every node); this
//! splits the totals afterwards, move by move, for the end-of-game table.

use crate::game::Game;
use crate::moves::MoveKind;
use crate::piece::Kind;
use crate::position::SeatState;
use crate::seat::Seat;
use crate::variant::capture_points;

/// One player's points by source; the fields add up to the final score.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct PointSources {
    /// Pieces captured (a king 20, a queen 9, ...; grey pieces nothing).
    pub captures: i32,
    /// Checking two or three kings at once.
    pub checks: i32,
    /// 20 for each player mated.
    pub mates: i32,
    /// 20 for being stalemated on one's own turn.
    pub stalemate: i32,
    /// At the end: 10 each for a draw, 20 per king left walking for the last player.
    pub ending: i32,
}

impl PointSources {
    /// The sum of every source.
    pub fn total(&self) -> i32 {
        self.captures + self.checks + self.mates + self.stalemate + self.ending
    }
}

impl Game {
    /// Each seat's points by source (all zero outside Free-for-all).
    pub fn point_sources(&self) -> [PointSources; 4] {
        let mut out = [PointSources::default(); 4];
        for (ply, played) in self.moves().iter().enumerate() {
            let (before, after) = (self.position_at(ply), self.position_at(ply + 1));
            let mover = played.seat;
            let gained = after.points(mover) - before.points(mover);
            if gained == 0 {
                continue;
            }
            let sources = &mut out[mover.index()];
            if played.mv.kind() == MoveKind::Pass {
                sources.stalemate += gained;
                continue;
            }
            let victim = played.mv.captured();
            let captured = victim.map_or(0, capture_points);
            let king_taken = victim.filter(|p| p.kind() == Kind::King).and_then(|p| p.seat());
            // Mated on this move: in the game before, out after, and not by the capture of its king.
            let mated = Seat::ALL
                .into_iter()
                .filter(|&s| s != mover && Some(s) != king_taken)
                .filter(|&s| matches!(before.state(s), SeatState::Live | SeatState::Walking))
                .filter(|&s| after.state(s) == SeatState::Eliminated)
                .count() as i32;
            let mates = if before.state(mover) == SeatState::Live { 20 * mated } else { 0 };
            sources.captures += captured;
            sources.mates += mates;
            // What is left is the bonus for two or three kings checked at once.
            debug_assert!(
                matches!(gained - captured - mates, 0 | 1 | 5 | 20),
                "check bonus {}",
                gained - captured - mates
            );
            sources.checks += gained - captured - mates;
        }
        if let Some(outcome) = self.outcome() {
            let last = self.position();
            for seat in Seat::ALL {
                out[seat.index()].ending = outcome.points[seat.index()] - last.points(seat);
            }
        }
        out
    }
}
