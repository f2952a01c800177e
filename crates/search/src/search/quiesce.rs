//! The quiescence search: captures until the position is quiet, all evasions for a
//! player in check.

use fourchess_core::{Kind, LegalityTest, MoveList, Position, SeatState};

use super::{Core, Node, INFINITY, MATE};
use crate::clock::Clock;
use crate::order::{capture_key, owned_victim, pick, Keys, MAX_PLY};

/// Longest chain of captures the quiescence search follows.
const MAX_CAPTURE_CHAIN: u32 = 6;

impl Core {
    /// Captures (and queen promotions) only, until the position is quiet; the side to
    /// move may always stand pat. `captures`: the captures on the path since the
    /// full-width search (the node's depth is not used here).
    pub(super) fn quiesce(&mut self, clock: &dyn Clock, node: Node, captures: u32) -> i32 {
        let pos = node.pos;
        self.count_node(clock);
        if self.stop {
            return 0;
        }
        // A player in check may not stand pat: every evasion is searched, so a capture
        // that gives mate is seen as mate.
        let evading = !self.paranoid
            && captures < MAX_CAPTURE_CHAIN
            && pos.state(pos.to_move()) == SeatState::Live
            && (pos.in_check(pos.to_move()) || (self.options.partner_threat && partner_king_hangs(pos)));
        if evading {
            return self.quiesce_evasions(clock, node, captures);
        }
        let stand = self.evaluate_within(pos, &node.sums, node.alpha, node.beta);
        // Four armies offer long chains of captures: cut them off after a few.
        if stand >= node.beta
            || node.ply >= MAX_PLY - 1
            || captures >= MAX_CAPTURE_CHAIN
            || pos.state(pos.to_move()) != SeatState::Live
        {
            return stand;
        }
        let mut moves = MoveList::new();
        let untested = self.search_moves(pos, true, &mut moves);
        moves.retain(|m| owned_victim(m).is_some() || m.promotion_kind() == Some(Kind::Queen));
        self.quiesce_moves(clock, node, captures, &mut moves, Some(stand), untested)
    }

    /// Quiescence for a player in check (or whose partner's king hangs, see
    /// [`partner_king_hangs`]): all his legal moves, no standing pat.
    fn quiesce_evasions(&mut self, clock: &dyn Clock, node: Node, captures: u32) -> i32 {
        let mut moves = MoveList::new();
        self.node_moves(node.pos, false, &mut moves);
        if moves.is_empty() {
            return self.terminal_score(node.pos, &node.sums, node.ply);
        }
        self.quiesce_moves(clock, node, captures, &mut moves, None, false)
    }

    /// The move loop of the quiescence search, captures by victim and attacker first,
    /// from the stand-pat score `stand`. None: an evading player, whose moves are all
    /// searched (quiet ones last); otherwise Free-for-all leaves out captures that lose
    /// material. `untested` moves are tested for legality as they come.
    fn quiesce_moves(
        &mut self,
        clock: &dyn Clock,
        mut node: Node,
        captures: u32,
        moves: &mut MoveList,
        stand: Option<i32>,
        untested: bool,
    ) -> i32 {
        let pos = node.pos;
        let evading = stand.is_none();
        let mut best = stand.unwrap_or(-INFINITY);
        node.alpha = node.alpha.max(best);
        // Extended in place: collecting into a new list would copy it on return.
        let mut keys = Keys::new();
        let other_key = if evading { 0 } else { 900 };
        keys.extend(moves.iter().map(|mv| owned_victim(mv).map_or(other_key, |v| capture_key(v.kind(), mv))));
        let side = self.side(pos);
        // Free-for-all: captures that give a piece for a cheaper guarded one are left out
        // (in the team games that shrank no tree and cost speed; the `qsee` option there).
        let skip_losing = !evading && (self.paranoid || self.options.quiesce_see);
        let mut legality: Option<LegalityTest> = None;
        for j in 0..moves.len() {
            let mv = pick(moves, &mut keys, j, self.lazy_legality);
            // Before the legality test, which costs more: a losing capture is left out
            // whether legal or not (a king taken is never one).
            if skip_losing && self.loses_material(pos, &mv) {
                continue;
            }
            if untested && !legality.get_or_insert_with(|| pos.legality_test()).is_legal(&mv) {
                continue;
            }
            if Core::wins_by_king_capture(pos, &mv) {
                return MATE - node.ply as i32 - 1;
            }
            let child = self.make(pos, &mv);
            let sums = self.sums_after(pos, node.sums, &mv, &child);
            let child_node = Node { pos: &child, sums, ply: node.ply + 1, ..node };
            let score = if self.side(&child) == side {
                self.quiesce(clock, child_node, captures + 1)
            } else {
                -self.quiesce(clock, child_node.window(-node.beta, -node.alpha), captures + 1)
            };
            if self.stop {
                return 0;
            }
            if score > best {
                best = score;
                if score > node.alpha {
                    node.alpha = score;
                    if score >= node.beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Teams: whether the partner of the player to move has his king attacked by the enemy
/// who moves next. That enemy takes it and wins unless the player to move blocks or takes
/// the attacker (the partner cannot: he moves after the enemy), so standing pat there
/// would score a lost position as quiet. It arises when the other enemy's move opened a
/// line of the next one's onto the king.
fn partner_king_hangs(pos: &Position) -> bool {
    if !pos.variant().king_capture_wins() {
        return false;
    }
    let mover = pos.to_move();
    let (partner, next) = (mover.partner(), mover.next());
    pos.state(partner) == SeatState::Live
        && pos.state(next) == SeatState::Live
        && pos.king(partner).is_some_and(|king| pos.attacking_kinds(king, next.bit()) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fourchess_core::{Rules, Variant};

    /// Kings on d14 (North), a7 (West), n8 (East), h1 (South); a West rook on d7 ("d7"),
    /// an East one ("d7 East") or none.
    fn position(to_move: char, rook: &str, variant: Variant) -> Position {
        let row7 = match rook {
            "d7" => "bK,2,bR,10",
            "d7 East" => "bK,2,gR,10",
            _ => "bK,13",
        };
        let rows = ["3,yK,10", "14", "14", "14", "14", "14", "13,gK", row7, "14", "14", "14", "14", "14", "7,rK,6"];
        let fen = format!("{to_move}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{}", rows.join("/"));
        Position::from_fen4(Rules::new(variant), &fen).expect("FEN4")
    }

    /// Only the partner's king, attacked by the very next mover, counts: not his own, not
    /// one the other enemy attacks, not outside Teams.
    #[test]
    fn partner_king_hangs_to_the_next_mover_only() {
        // South to move: North's king on d14 is attacked by West's rook, and West moves next.
        assert!(partner_king_hangs(&position('R', "d7", Variant::Teams)));
        // East's rook instead: North moves before East and steps away.
        assert!(!partner_king_hangs(&position('R', "d7 East", Variant::Teams)));
        // The rook away: nothing hangs.
        assert!(!partner_king_hangs(&position('R', "none", Variant::Teams)));
        // East to move: his partner West is not attacked; North's king is his enemy's.
        assert!(!partner_king_hangs(&position('G', "d7", Variant::Teams)));
        // North to move: the attacked king is his own (a check, handled as one), and West,
        // who attacks it, moves after East.
        assert!(!partner_king_hangs(&position('Y', "d7", Variant::Teams)));
        // Free-for-all has no partners.
        assert!(!partner_king_hangs(&position('R', "d7", Variant::FreeForAll)));
    }
}
