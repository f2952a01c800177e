//! Max^n for Free-for-all: every player picks the move best for himself, read from a
//! vector of four scores (one per seat, each from that seat's side), where the paranoid
//! search has the other three play against the root player. No alpha-beta cutoff holds
//! (four players' scores do not sum to a constant), so it sees fewer plies in the same
//! time. Measured against the paranoid search: see [`crate::FfaSearch::MaxN`].

use fourchess_core::{Kind, Move, MoveList, Position, Seat, SeatState};

use super::Core;
use crate::clock::Clock;
use crate::eval::Sums;
use crate::order::{capture_key, owned_victim, pick, Keys, MAX_PLY};

/// A score for each seat, from that seat's side, in centipawns.
pub(crate) type Scores = [i32; 4];

/// Longest chain of captures the max^n quiescence follows: without cutoffs every
/// capture of four players multiplies the tree.
const CAPTURE_CHAIN: u32 = 4;
/// Captures (best first by victim and attacker) a quiescence node tries.
const CAPTURES_PER_NODE: usize = 3;

impl Core {
    /// The static scores of every seat.
    fn scores(&self, pos: &Position, sums: &Sums) -> Scores {
        Seat::ALL.map(|seat| self.tables.ffa_score(pos, sums, seat))
    }

    /// Scores of a game that ended (or, when it has not, the static ones).
    fn final_scores(&self, pos: &Position, sums: &Sums) -> Scores {
        let Some(outcome) = pos.outcome() else {
            return self.scores(pos, sums);
        };
        Seat::ALL.map(|seat| self.ffa_result(&outcome, seat))
    }

    /// A repetition (see [`Core::ffa_draw`]).
    fn drawn_scores(&self, pos: &Position) -> Scores {
        Seat::ALL.map(|seat| self.ffa_draw(pos, seat))
    }

    /// The scores `depth` plies ahead when every player plays for himself.
    pub(crate) fn maxn(&mut self, clock: &dyn Clock, pos: &Position, sums: Sums, depth: i32, ply: usize) -> Scores {
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.maxn_quiesce(clock, pos, sums, ply, 0);
        }
        self.count_node(clock);
        if self.stop {
            return [0; 4];
        }
        let hash = pos.hash();
        if self.is_repetition(pos, hash) {
            return self.drawn_scores(pos);
        }
        let mut moves = MoveList::new();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return self.final_scores(pos, &sums);
        }
        let mover = pos.to_move().index();
        let mut best: Option<Scores> = None;
        self.path.push(hash);
        for mv in moves.iter() {
            let scores = self.maxn_child(clock, pos, sums, mv, depth - 1, ply + 1);
            if self.stop {
                break;
            }
            if best.is_none_or(|b| scores[mover] > b[mover]) {
                best = Some(scores);
            }
        }
        self.path.pop();
        best.unwrap_or([0; 4])
    }

    /// [`Core::maxn`] of the position after `mv`.
    pub(crate) fn maxn_child(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        mv: &Move,
        depth: i32,
        ply: usize,
    ) -> Scores {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let child_sums = self.tables.sums_after(pos, sums, mv, &child);
        self.maxn(clock, &child, child_sums, depth, ply)
    }

    /// Captures until the position is quiet; the player to move may stand pat.
    fn maxn_quiesce(&mut self, clock: &dyn Clock, pos: &Position, sums: Sums, ply: usize, chain: u32) -> Scores {
        self.count_node(clock);
        let stand = self.scores(pos, &sums);
        if self.stop || chain >= CAPTURE_CHAIN || ply >= MAX_PLY - 1 || pos.state(pos.to_move()) != SeatState::Live {
            return stand;
        }
        let mut moves = MoveList::new();
        pos.legal_captures_into(&mut moves);
        moves.retain(|m| owned_victim(m).is_some() || m.promotion_kind() == Some(Kind::Queen));
        let mut keys = Keys::new();
        keys.extend(moves.iter().map(|mv| owned_victim(mv).map_or(900, |v| capture_key(v.kind(), mv))));
        let mover = pos.to_move().index();
        let mut best = stand;
        let mut tried = 0;
        for i in 0..moves.len() {
            if tried >= CAPTURES_PER_NODE {
                break;
            }
            let mv = pick(&mut moves, &mut keys, i, false);
            if self.loses_material(pos, &mv) {
                continue;
            }
            tried += 1;
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            let child_sums = self.tables.sums_after(pos, sums, &mv, &child);
            let scores = self.maxn_quiesce(clock, &child, child_sums, ply + 1, chain + 1);
            if self.stop {
                break;
            }
            if scores[mover] > best[mover] {
                best = scores;
            }
        }
        best
    }
}
