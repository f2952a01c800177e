//! The quiescence search: captures until the position is quiet, all evasions for a
//! player in check.

use fourchess_core::{Kind, LegalityTest, MoveList, Position, SeatState};

use super::{Core, INFINITY, MATE};
use crate::clock::Clock;
use crate::eval::Sums;
use crate::order::{capture_key, owned_victim, pick, Keys, MAX_PLY};

/// Longest chain of captures the quiescence search follows.
const MAX_CAPTURE_CHAIN: u32 = 6;

impl Core {
    /// Captures (and queen promotions) only, until the position is quiet; the side to
    /// move may always stand pat.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn quiesce(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        captures_deep: u32,
    ) -> i32 {
        self.count_node(clock);
        if self.stop {
            return 0;
        }
        // A player in check may not stand pat: every evasion is searched, so a capture
        // that gives mate is seen as mate.
        let evading = !self.paranoid
            && captures_deep < MAX_CAPTURE_CHAIN
            && pos.state(pos.to_move()) == SeatState::Live
            && pos.in_check(pos.to_move());
        if evading {
            return self.quiesce_evasions(clock, pos, sums, alpha, beta, ply, captures_deep);
        }
        let stand = self.evaluate_within(pos, &sums, alpha, beta);
        // Four armies offer long chains of captures: cut them off after a few.
        if stand >= beta
            || ply >= MAX_PLY - 1
            || captures_deep >= MAX_CAPTURE_CHAIN
            || pos.state(pos.to_move()) != SeatState::Live
        {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = MoveList::new();
        let untested = self.search_moves(pos, true, &mut moves);
        moves.retain(|m| owned_victim(m).is_some() || m.promotion_kind() == Some(Kind::Queen));
        // Extended in place: collecting into a new list would copy it on return.
        let mut keys = Keys::new();
        keys.extend(moves.iter().map(|mv| owned_victim(mv).map_or(900, |v| capture_key(v.kind(), mv))));
        self.quiesce_moves(
            clock,
            pos,
            sums,
            &mut moves,
            &mut keys,
            stand,
            alpha,
            beta,
            ply,
            captures_deep,
            false,
            untested,
        )
    }

    /// Quiescence for a player in check: all his legal moves, no standing pat.
    #[allow(clippy::too_many_arguments)]
    fn quiesce_evasions(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        alpha: i32,
        beta: i32,
        ply: usize,
        captures_deep: u32,
    ) -> i32 {
        let mut moves = MoveList::new();
        self.node_moves(pos, false, &mut moves);
        if moves.is_empty() {
            return self.terminal_score(pos, &sums, ply);
        }
        let mut keys = Keys::new();
        keys.extend(moves.iter().map(|mv| owned_victim(mv).map_or(0, |v| capture_key(v.kind(), mv))));
        self.quiesce_moves(
            clock,
            pos,
            sums,
            &mut moves,
            &mut keys,
            -INFINITY,
            alpha,
            beta,
            ply,
            captures_deep,
            true,
            false,
        )
    }

    /// The move loop of the quiescence search, best key first, from the score `best`
    /// already reached. An evading player's moves are all searched; otherwise
    /// Free-for-all leaves out captures that lose material. `untested` moves are tested for
    /// legality as they come.
    #[allow(clippy::too_many_arguments)]
    fn quiesce_moves(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        moves: &mut MoveList,
        keys: &mut Keys,
        mut best: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        captures_deep: u32,
        evading: bool,
        untested: bool,
    ) -> i32 {
        let side = self.side(pos);
        // Free-for-all: captures that give a piece for a cheaper guarded one are left out
        // (in the team games that shrank no tree and cost speed).
        let skip_losing = !evading && self.paranoid;
        let mut legality: Option<LegalityTest> = None;
        for j in 0..moves.len() {
            let mv = pick(moves, keys, j, self.lazy_legality);
            if untested && !legality.get_or_insert_with(|| pos.legality_test()).is_legal(&mv) {
                continue;
            }
            if Core::wins_by_king_capture(pos, &mv) {
                return MATE - ply as i32 - 1;
            }
            if skip_losing && self.loses_material(pos, &mv) {
                continue;
            }
            let child = self.make(pos, &mv);
            let child_sums = self.tables.sums_after(pos, sums, &mv, &child);
            let score = if self.side(&child) == side {
                self.quiesce(clock, &child, child_sums, alpha, beta, ply + 1, captures_deep + 1)
            } else {
                -self.quiesce(clock, &child, child_sums, -beta, -alpha, ply + 1, captures_deep + 1)
            };
            if self.stop {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
