//! Move ordering: the transposition-table move, king captures, other captures by
//! most valuable victim and least valuable attacker, killers, captures that lose
//! material (the search [`demote`]s them), then quiet moves by history.

use arrayvec::ArrayVec;
use fourchess_core::geometry::GRID_CELLS;
use fourchess_core::{Kind, Move, MoveList, Piece};

use crate::eval::victim_value;
use crate::tt;

/// Deepest ply the search tables cover.
pub const MAX_PLY: usize = 96;

/// Ordering keys, one per move of a [`MoveList`]: filled without zeroing 512 slots.
pub type Keys = ArrayVec<i32, 512>;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
/// A capture that loses material (see [`demote`]): after the killers, before quiet moves.
const BAD_CAPTURE: i32 = 1 << 25;
const KILLER: i32 = 1 << 26;
const HISTORY_MAX: i32 = 1 << 24;

/// Quiet moves that refuted a sibling (killers, by ply) or did well anywhere
/// (history, by moving piece and target square).
pub struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
}

impl Heuristics {
    /// Empty tables.
    pub fn new() -> Heuristics {
        Heuristics { killers: [[None; 2]; MAX_PLY], history: vec![0; 256 * GRID_CELLS] }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        self.history.fill(0);
    }

    /// Before a search: killers belong to the old tree, history fades.
    pub fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for h in &mut self.history {
            *h /= 4;
        }
    }

    fn history_index(mv: &Move) -> Option<usize> {
        let piece = mv.piece()?;
        Some(piece.cell() as usize * GRID_CELLS + mv.to()?.index())
    }

    /// The history score of a quiet move (0 for a move without a piece).
    pub fn history(&self, mv: &Move) -> i32 {
        Heuristics::history_index(mv).map_or(0, |i| self.history[i])
    }

    /// Whether `mv` is a killer at `ply`.
    pub fn is_killer(&self, mv: &Move, ply: usize) -> bool {
        self.killers[ply].contains(&Some(*mv))
    }

    /// A quiet move caused a cutoff at `ply` with `depth` left.
    pub fn reward(&mut self, mv: &Move, ply: usize, depth: i32) {
        let slot = &mut self.killers[ply];
        if slot[0] != Some(*mv) {
            slot[1] = slot[0];
            slot[0] = Some(*mv);
        }
        if let Some(i) = Heuristics::history_index(mv) {
            let h = &mut self.history[i];
            *h = (*h + depth * depth).min(HISTORY_MAX);
        }
    }

    /// Ordering keys for `moves`, appended to `keys`.
    pub fn score_moves(&self, moves: &MoveList, tt_move: u32, ply: usize, keys: &mut Keys) {
        for mv in moves {
            keys.push(if tt::matches(tt_move, mv) {
                TT_MOVE
            } else if let Some(victim) = owned_victim(mv) {
                CAPTURE + capture_key(victim.kind(), mv)
            } else if mv.promotion_kind() == Some(Kind::Queen) {
                CAPTURE + 900
            } else if self.killers[ply][0] == Some(*mv) {
                KILLER + 1
            } else if self.killers[ply][1] == Some(*mv) {
                KILLER
            } else {
                Heuristics::history_index(mv).map_or(0, |i| self.history[i])
            });
        }
    }
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics::new()
    }
}

/// The piece `mv` takes, unless it is grey: a grey piece (of a player out of a
/// Free-for-all game) is taken for no points and weighs nothing in the evaluation, so
/// taking it is ordered and searched as a quiet move. (In endgames full of grey pieces,
/// searching those captures in quiescence made a 3-ply search visit millions of nodes.)
#[inline]
pub fn owned_victim(mv: &Move) -> Option<Piece> {
    mv.captured().filter(|victim| victim.seat().is_some())
}

/// The key of a capture ordered among the bad ones; other keys stay.
pub fn demote(key: i32) -> i32 {
    if (CAPTURE..TT_MOVE).contains(&key) {
        key - CAPTURE + BAD_CAPTURE
    } else {
        key
    }
}

/// MVV-LVA: the victim's value dominates, a cheaper attacker breaks ties.
pub fn capture_key(victim: Kind, mv: &Move) -> i32 {
    let attacker = mv.piece().map_or(0, |p| victim_value(p.kind()).min(1000));
    victim_value(victim) * 16 - attacker / 10
}

/// Moves the best remaining move (by key) to position `i` and returns it. `stable`:
/// the rest keep their order, so equal keys come in the order generated, and a search
/// that skips some moves (found illegal only when picked) meets the others in the
/// order it would meet them in the legal list; otherwise the best swaps places with
/// the move at `i`.
#[inline]
pub fn pick(moves: &mut MoveList, keys: &mut [i32], i: usize, stable: bool) -> Move {
    // The first of the highest keys, the best one kept at hand (no re-reads, no bounds checks).
    let (mut best, mut best_key) = (i, keys[i]);
    for (j, &key) in keys[..moves.len()].iter().enumerate().skip(i + 1) {
        if key > best_key {
            (best, best_key) = (j, key);
        }
    }
    if best != i && stable {
        moves[i..=best].rotate_right(1);
        keys[i..=best].rotate_right(1);
    } else {
        moves.swap(i, best);
        keys.swap(i, best);
    }
    moves[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A demoted capture comes after the killers and before every quiet move; the
    /// table move and quiet keys stay where they were.
    #[test]
    fn demoted_captures_sit_between_killers_and_quiet_moves() {
        let good = CAPTURE + 1000 * 16;
        let bad = demote(good);
        assert!(bad < KILLER && bad > HISTORY_MAX, "{bad}");
        assert!(demote(CAPTURE + 5000 * 16) > bad, "victims still order the bad captures");
        assert_eq!(demote(TT_MOVE), TT_MOVE);
        assert_eq!(demote(KILLER + 1), KILLER + 1);
        assert_eq!(demote(HISTORY_MAX), HISTORY_MAX);
    }

    /// Picking yields the keys best first and equal keys in the order generated, also
    /// when some picked moves are skipped: the legal moves come in the same order from
    /// the pseudo-legal list as from the legal list.
    #[test]
    fn picking_is_stable() {
        use fourchess_core::{Position, Rules, Variant};
        let moves = Position::start(Rules::new(Variant::Teams)).legal_moves();
        let keys_of =
            |list: &MoveList| -> Keys { list.iter().map(|m| (m.to().map_or(0, |sq| sq.rank()) % 3) as i32).collect() };
        let picked = |mut list: MoveList| -> Vec<Move> {
            let mut keys = keys_of(&list);
            (0..list.len()).map(|i| pick(&mut list, &mut keys, i, true)).collect()
        };
        let all = picked(moves.clone());
        let mut expected: Vec<Move> = moves.to_vec();
        expected.sort_by_key(|m| -((m.to().map_or(0, |sq| sq.rank()) % 3) as i32));
        assert_eq!(all, expected);
        // Every third move dropped before picking, or skipped after: the same order.
        let mut thinned = moves.clone();
        let mut n = 0;
        thinned.retain(|_| {
            n += 1;
            n % 3 != 0
        });
        let dropped: Vec<Move> = all.iter().filter(|m| thinned.contains(m)).copied().collect();
        assert_eq!(picked(thinned), dropped);
    }
}
