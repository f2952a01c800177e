//! One alpha-beta for every rule set. Each node belongs to a "side": in the team games
//! the team to move (teams alternate every turn, so it is ordinary two-sided negamax);
//! in Free-for-all the root player against the three others (paranoid search). Scores
//! are from the side to move's point of view; a child of the same side (one opponent
//! after another in Free-for-all) is searched with the same window and not negated.

use fourchess_core::geometry::{aligned, knight_apart};
use fourchess_core::{Kind, LegalityTest, Move, MoveKind, MoveList, Outcome, Position, Seat, SeatState, Variant};
use std::cell::Cell;

use crate::clock::Clock;
use crate::eval::{victim_value, Sums, Tables};
use crate::options::Options;
use crate::order::{demote, owned_victim, pick, Heuristics, Keys, MAX_PLY};
use crate::places::{final_score, out_of_reach, points_lead, FFA_WIN};
use crate::tt::{self, Bound, Table};

mod quiesce;

/// A mate (a won team game) `n` plies away scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
/// How far outside the window a cheap score must lie for the king-zone term to be
/// skipped: most king-zone terms are smaller (95% are below 300). Measured against 300
/// and 600: `docs/search-experiments.md`.
const LAZY_MARGIN: i32 = 200;
/// Reverse futility pruning: what a side may lose per ply of depth left.
const REVERSE_FUTILITY_MARGIN: i32 = 150;

/// Index bits of the king-zone cache. Entries of 8 bytes (not 16) halve the table, so
/// a lookup, which most often misses, waits less for memory. Smaller tables (4096
/// entries) seemed no faster and compute a few more terms.
const ZONE_CACHE_BITS: u32 = 15;
const ZONE_CACHE_SIZE: usize = 1 << ZONE_CACHE_BITS;
/// The low bits of an entry, which hold the term (the slot gives those bits of the hash).
const ZONE_LOW: u64 = ZONE_CACHE_SIZE as u64 - 1;

/// The search state that lives from one move to the next: table, heuristics, tables
/// of the evaluation. Everything per node is on the stack.
pub struct Core {
    pub(crate) tt: Table,
    pub(crate) heuristics: Heuristics,
    pub(crate) tables: Tables,
    /// Hashes of the positions from the root to the current node's parent.
    pub(crate) path: Vec<u64>,
    /// Hashes of the game's positions before the root, oldest first.
    pub(crate) history: Vec<u64>,
    pub(crate) nodes: u64,
    pub(crate) stop: bool,
    /// False during the first iteration, so there is always a move to play.
    pub(crate) can_stop: bool,
    pub(crate) node_limit: u64,
    pub(crate) time_limit_ms: u64,
    pub(crate) root_seat: Seat,
    /// Free-for-all: the root player against the others.
    pub(crate) paranoid: bool,
    /// Teams: moves tested for legality only when picked, in stable order (see
    /// [`Core::search_moves`]); Verney and Free-for-all keep the whole legal list and
    /// the swapping pick (measured: `docs/speed.md`).
    pub(crate) lazy_legality: bool,
    pub(crate) key_salt: u64,
    pub(crate) options: Options,
    /// Recent king-zone terms by position hash: the costliest part of the evaluation,
    /// and positions recur (the same moves in another order).
    /// An entry is the hash with its low bits replaced by the term (see [`zone_entry`]).
    zone_cache: Vec<Cell<u64>>,
}

impl Core {
    pub(crate) fn new(tt_mb: usize) -> Core {
        Core {
            tt: Table::new(tt_mb),
            heuristics: Heuristics::new(),
            tables: Tables::new(Variant::Teams),
            zone_cache: vec![Cell::new(0); ZONE_CACHE_SIZE],
            path: Vec::with_capacity(MAX_PLY + 8),
            history: Vec::new(),
            nodes: 0,
            stop: false,
            can_stop: false,
            node_limit: 0,
            time_limit_ms: 0,
            root_seat: Seat::SOUTH,
            paranoid: false,
            lazy_legality: false,
            key_salt: 0,
            options: Options::default(),
        }
    }

    /// Sets up for a search of `pos`.
    pub(crate) fn prepare(&mut self, pos: &Position, history: &[u64]) {
        let variant = pos.variant();
        if self.tables.variant() != variant {
            self.tables = Tables::new(variant);
            self.tt.clear();
            self.zone_cache.fill(Cell::new(0));
        }
        self.tables.activity = variant != Variant::FreeForAll;
        // Places count only once someone can no longer finish first (see `places`).
        self.tables.ffa_places =
            variant == Variant::FreeForAll && Seat::ALL.into_iter().any(|s| out_of_reach(pos, s) != 0);
        self.paranoid = variant == Variant::FreeForAll;
        self.lazy_legality = variant == Variant::Teams;
        self.root_seat = pos.to_move();
        // Free-for-all scores depend on who the root player is: keep their entries apart.
        self.key_salt =
            if self.paranoid { 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(pos.to_move().index() as u64 + 1) } else { 0 };
        self.history.clear();
        self.history.extend_from_slice(history);
        self.path.clear();
        self.nodes = 0;
        self.stop = false;
        self.can_stop = false;
        self.tt.new_search();
        self.heuristics.new_search();
    }

    #[inline]
    fn side(&self, pos: &Position) -> bool {
        if self.paranoid {
            pos.to_move() == self.root_seat
        } else {
            pos.to_move().index() & 1 == 0
        }
    }

    /// The static score for the side to move.
    #[inline]
    pub(crate) fn evaluate(&self, pos: &Position, sums: &Sums) -> i32 {
        if self.paranoid {
            let score = self.tables.ffa_score(pos, sums, self.root_seat);
            if pos.to_move() == self.root_seat {
                score
            } else {
                -score
            }
        } else {
            self.tables.team_score(pos, sums) + self.king_zones(pos)
        }
    }

    /// [`Core::evaluate`], leaving out the costly king-zone term when the cheap part
    /// already lies far outside the window (alpha, beta).
    #[inline]
    fn evaluate_within(&self, pos: &Position, sums: &Sums, alpha: i32, beta: i32) -> i32 {
        if self.paranoid {
            return self.evaluate(pos, sums);
        }
        let base = self.tables.team_score(pos, sums);
        if base >= beta + LAZY_MARGIN || base <= alpha - LAZY_MARGIN {
            return base;
        }
        base + self.king_zones(pos)
    }

    /// The king-zone term for the side to move, from the cache when it holds it.
    #[inline]
    fn king_zones(&self, pos: &Position) -> i32 {
        let hash = pos.hash();
        let slot = &self.zone_cache[hash as usize & (ZONE_CACHE_SIZE - 1)];
        let entry = slot.get();
        if entry & !ZONE_LOW == hash & !ZONE_LOW {
            return zone_of_entry(entry);
        }
        let zone = self.tables.team_king_zones(pos);
        if let Some(entry) = zone_entry(hash, zone) {
            slot.set(entry);
        }
        zone
    }

    /// The score of a finished game for the side to move, `ply` plies from the root.
    fn terminal_score(&self, pos: &Position, sums: &Sums, ply: usize) -> i32 {
        let Some(outcome) = pos.outcome() else {
            return self.evaluate(pos, sums);
        };
        if self.paranoid {
            let score = self.ffa_result(&outcome, self.root_seat);
            return if pos.to_move() == self.root_seat { score } else { -score };
        }
        if outcome.is_draw() {
            0
        } else if outcome.winners & pos.to_move().team().mask() != 0 {
            MATE - ply as i32
        } else {
            -(MATE - ply as i32)
        }
    }

    /// A repetition counts as a draw: in the team games worth nothing, in Free-for-all
    /// the points as they stand.
    fn draw_score(&self, pos: &Position) -> i32 {
        if !self.paranoid {
            return 0;
        }
        let score = self.ffa_draw(pos, self.root_seat);
        if pos.to_move() == self.root_seat {
            score
        } else {
            -score
        }
    }

    /// Whether the position occurred before since the last capture or pawn move,
    /// on the search path or in the game.
    fn is_repetition(&self, pos: &Position, hash: u64) -> bool {
        let window = pos.clock() as usize;
        self.path.iter().rev().chain(self.history.iter().rev()).take(window).any(|&h| h == hash)
    }

    #[inline]
    fn count_node(&mut self, clock: &dyn Clock) {
        self.nodes += 1;
        if !self.can_stop {
            return;
        }
        let out_of_nodes = self.node_limit > 0 && self.nodes >= self.node_limit;
        // The clock is asked only now and then: in the browser it is a call into JS.
        let out_of_time = self.nodes & 1023 == 0
            && ((self.time_limit_ms > 0 && clock.elapsed_ms() >= self.time_limit_ms) || clock.stop_requested());
        if out_of_nodes || out_of_time {
            self.stop = true;
        }
    }

    /// Whether taking `mv` ends a Teams game on the spot.
    #[inline]
    fn wins_by_king_capture(pos: &Position, mv: &Move) -> bool {
        pos.variant() == Variant::Teams && mv.captured().is_some_and(|p| p.kind() == Kind::King)
    }

    /// The legal moves of a node, written into `all`; `captures` keeps only captures
    /// and promotions. (Filled in place: returning a list of 512 moves copies it whole.)
    fn node_moves(&self, pos: &Position, captures: bool, all: &mut MoveList) {
        if captures {
            pos.legal_captures_into(all)
        } else {
            pos.legal_moves_into(all)
        }
    }

    /// [`Core::node_moves`] for a move loop that tests legality only when it comes to a
    /// move (see [`Position::search_moves_into`]); returns whether the moves need the test.
    fn search_moves(&self, pos: &Position, captures: bool, all: &mut MoveList) -> bool {
        if !self.lazy_legality {
            self.node_moves(pos, captures, all);
            return false;
        }
        if captures {
            pos.search_captures_into(all);
            true
        } else {
            !pos.search_moves_into(all)
        }
    }

    /// The position after `mv`.
    fn make(&self, pos: &Position, mv: &Move) -> Position {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        child
    }

    /// Whether a capture gives a piece for a cheaper one on a square the mover's
    /// opponents guard (a cheap stand-in for a static exchange evaluation).
    fn loses_material(&self, pos: &Position, mv: &Move) -> bool {
        let (Some(piece), Some(victim), Some(to)) = (mv.piece(), mv.captured(), mv.to()) else {
            return false;
        };
        if victim_value(victim.kind()) >= victim_value(piece.kind()) {
            return false;
        }
        let mover = piece.seat().unwrap_or(pos.to_move());
        let guards = if self.paranoid { 0b1111 & !mover.bit() } else { mover.team().other().mask() };
        pos.attacking_kinds(to, guards) != 0
    }

    /// Searches a child, negating and swapping the window when the side changes.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn child(
        &mut self,
        clock: &dyn Clock,
        parent_side: bool,
        child: &Position,
        sums: Sums,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let hash = child.hash();
        if self.side(child) == parent_side {
            self.alphabeta(clock, child, sums, hash, depth, alpha, beta, ply, true)
        } else {
            -self.alphabeta(clock, child, sums, hash, depth, -beta, -alpha, ply, true)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn alphabeta(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.quiesce(clock, pos, sums, alpha, beta, ply, 0);
        }
        self.count_node(clock);
        if self.stop {
            return 0;
        }
        if self.is_repetition(pos, hash) {
            return self.draw_score(pos);
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos, &sums);
        }
        // No mate found deeper can beat one already within reach.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = hash ^ self.key_salt;
        let mut tt_move = 0;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.mv;
            let score = score_from_tt(hit.score, ply);
            if !pv_node && hit.depth >= depth {
                let usable = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }
        let mut moves = MoveList::new();
        let untested = self.search_moves(pos, false, &mut moves);
        if moves.is_empty() {
            return self.terminal_score(pos, &sums, ply);
        }
        let in_check = pos.in_check(pos.to_move());
        let side = self.side(pos);
        // Near the leaves, a static score far above beta stands (team games: the
        // paranoid score of Free-for-all swings too much between plies).
        let prunable = !pv_node && !in_check && !self.paranoid && beta.abs() < MATE_BOUND;
        if prunable && depth <= 1 {
            let eval = self.evaluate(pos, &sums);
            if eval - REVERSE_FUTILITY_MARGIN * depth >= beta {
                return eval;
            }
        }

        // Null move: let the other team move twice; if we still hold beta, cut.
        let partner = pos.to_move().partner();
        if allow_null
            && !self.paranoid
            && !pv_node
            && !in_check
            && depth >= 2
            && (pos.state(partner) != SeatState::Live || !pos.in_check(partner))
            && !moves[0].is_pass()
            && beta.abs() < MATE_BOUND
            && self.evaluate(pos, &sums) >= beta
        {
            let mut child = pos.clone();
            child.play_unchecked(&Move::pass());
            let reduction = 2 + depth / 3;
            self.path.push(hash);
            let hash = child.hash();
            // A pass moves no piece: the sums stand.
            let score =
                -self.alphabeta(clock, &child, sums, hash, depth - 1 - reduction, -beta, -beta + 1, ply + 1, false);
            self.path.pop();
            if self.stop {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        let mut keys = Keys::new();
        self.heuristics.score_moves(&moves, tt_move, ply, &mut keys);
        // Captures that give a piece for a cheaper guarded one wait until after the killers.
        if !self.paranoid {
            for (mv, key) in moves.iter().zip(keys.iter_mut()) {
                if owned_victim(mv).is_some() && self.loses_material(pos, mv) {
                    *key = demote(*key);
                }
            }
        }
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = 0;
        // Late quiet moves: those searched so far, and how many are searched at most.
        let deep_lmp = prunable;
        let mut quiets = 0;
        let quiet_limit = 1 + depth * depth / 5;
        let mut check_test = CheckTest::new(pos.to_move());
        let mut legality: Option<LegalityTest> = None;
        // Legal moves met so far: `i` counts them, as if the list held only those.
        let mut legal = 0;
        for j in 0..moves.len() {
            let mv = pick(&mut moves, &mut keys, j, self.lazy_legality);
            if untested && !legality.get_or_insert_with(|| pos.legality_test()).is_legal(&mv) {
                continue;
            }
            let i = legal;
            legal += 1;
            if Core::wins_by_king_capture(pos, &mv) {
                let score = MATE - ply as i32 - 1;
                self.tt.store(key, tt::encode_move(&mv), score_to_tt(score, ply), depth, Bound::Lower);
                return score;
            }
            let quiet = !mv.is_capture() && mv.promotion().is_none();
            // A quiet move past the limit is searched only if it checks: asked without
            // playing it where the board alone answers.
            if deep_lmp
                && quiet
                && quiets >= quiet_limit
                && best > -MATE_BOUND
                && check_test.gives_check_unplayed(pos, &mv) == Some(false)
            {
                continue;
            }
            let child = self.make(pos, &mv);
            if deep_lmp && quiet && !check_test.gives_check(pos, &mv, &child) {
                if quiets >= quiet_limit && best > -MATE_BOUND {
                    continue;
                }
                quiets += 1;
            }
            let child_sums = self.tables.sums_after(pos, sums, &mv, &child);
            self.path.push(hash);
            let score = if i == 0 {
                self.child(clock, side, &child, child_sums, depth - 1, alpha, beta, ply + 1)
            } else {
                let reducible = depth >= 3 && i >= 3 && quiet && !in_check;
                let reduction = if !reducible || self.heuristics.is_killer(&mv, ply) {
                    0
                } else {
                    1 + (i >= 8 && depth >= 5) as i32
                };
                let mut s =
                    self.child(clock, side, &child, child_sums, depth - 1 - reduction, alpha, alpha + 1, ply + 1);
                if s > alpha && reduction > 0 {
                    s = self.child(clock, side, &child, child_sums, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if s > alpha && s < beta {
                    s = self.child(clock, side, &child, child_sums, depth - 1, alpha, beta, ply + 1);
                }
                s
            };
            self.path.pop();
            if self.stop {
                return 0;
            }
            if score > best {
                best = score;
                best_move = tt::encode_move(&mv);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if quiet {
                            self.heuristics.reward(&mv, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        if legal == 0 {
            // Every piece move was illegal: what the legal list holds instead.
            return self.without_piece_moves(clock, pos, sums, depth, alpha, beta, ply);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, best_move, score_to_tt(best, ply), depth, bound);
        best
    }
}

impl Core {
    /// A node whose piece moves all prove illegal: a finished game, or the one pass the
    /// rules leave a player without a move.
    #[allow(clippy::too_many_arguments)]
    fn without_piece_moves(
        &mut self,
        clock: &dyn Clock,
        pos: &Position,
        sums: Sums,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let moves = pos.legal_moves();
        let Some(pass) = moves.first() else {
            return self.terminal_score(pos, &sums, ply);
        };
        let child = self.make(pos, pass);
        let child_sums = self.tables.sums_after(pos, sums, pass, &child);
        let side = self.side(pos);
        self.path.push(pos.hash());
        let score = self.child(clock, side, &child, child_sums, depth - 1, alpha, beta, ply + 1);
        self.path.pop();
        score
    }

    /// Free-for-all: the score of a finished game for `seat`: with places counting (see
    /// [`Tables::ffa_places`]) by place, otherwise won or lost, moved by the points lead.
    fn ffa_result(&self, outcome: &Outcome, seat: Seat) -> i32 {
        let score = if self.tables.ffa_places {
            final_score(&outcome.points, seat)
        } else {
            let won = outcome.winners & seat.bit() != 0;
            points_lead(&outcome.points, seat) + if won { FFA_WIN } else { -FFA_WIN }
        };
        score.clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Free-for-all: a repetition, for `seat`. The points as they stand; with places
    /// counting and first place out of his reach, the game as it would end in a draw (10
    /// points to every player left), so that a player holding the best place left takes it.
    fn ffa_draw(&self, pos: &Position, seat: Seat) -> i32 {
        let points = Seat::ALL.map(|s| pos.points(s));
        if !self.tables.ffa_places || out_of_reach(pos, seat) == 0 {
            return points_lead(&points, seat);
        }
        let drawn = Seat::ALL.map(|s| points[s.index()] + if pos.state(s) == SeatState::Live { 10 } else { 0 });
        final_score(&drawn, seat)
    }
}

/// Whether the move that led to `child` left a king of the other team in check.
#[cfg(test)]
fn gives_check(child: &Position, mover: Seat) -> bool {
    Seat::ALL.into_iter().any(|s| s.team() != mover.team() && child.state(s) == SeatState::Live && child.in_check(s))
}

/// The check test of the moves of one node. A move that changes only its two squares
/// and leaves the seats' states as they were can change whether a king is attacked
/// only along a line through one of them or by a knight a jump away from one; for the
/// other moves the king is in check exactly when it was before, asked once per node
/// instead of two attack scans per move.
struct CheckTest {
    mover: Seat,
    /// By seat: whether its king was in check before the move, once asked.
    before: [Option<bool>; 4],
}

impl CheckTest {
    fn new(mover: Seat) -> CheckTest {
        CheckTest { mover, before: [None; 4] }
    }

    /// Whether `mv`, taking `parent` to `child`, left a king of the other team in check.
    #[inline]
    fn gives_check(&mut self, parent: &Position, mv: &Move, child: &Position) -> bool {
        let mover = self.mover;
        Seat::ALL.into_iter().any(|s| {
            s.team() != mover.team() && child.state(s) == SeatState::Live && self.in_check_after(parent, mv, child, s)
        })
    }

    /// [`CheckTest::gives_check`] without the child, for moves the parent's board
    /// answers for (see [`Position::changes_two_squares_only`]); `None` for others.
    #[inline]
    fn gives_check_unplayed(&mut self, parent: &Position, mv: &Move) -> Option<bool> {
        let (Some(from), Some(to)) = (mv.from(), mv.to()) else { return None };
        if !parent.changes_two_squares_only(mv) {
            return None;
        }
        let mover = self.mover;
        Some(Seat::ALL.into_iter().any(|s| {
            let Some(king) = parent.king(s).filter(|_| s.team() != mover.team() && parent.state(s) == SeatState::Live)
            else {
                return false;
            };
            let near = aligned(king, from) || aligned(king, to) || knight_apart(king, to) || knight_apart(king, from);
            if near {
                parent.in_check_after_two_squares(mv, s)
            } else {
                *self.before[s.index()].get_or_insert_with(|| parent.in_check(s))
            }
        }))
    }

    #[inline]
    fn in_check_after(&mut self, parent: &Position, mv: &Move, child: &Position, seat: Seat) -> bool {
        let (Some(king), Some(from), Some(to)) = (parent.king(seat), mv.from(), mv.to()) else {
            return child.in_check(seat);
        };
        // A knight leaving `from` may lift a check too (rare: the king's owner has moved since).
        let near = aligned(king, from) || aligned(king, to) || knight_apart(king, to) || knight_apart(king, from);
        if near || !CheckTest::changes_two_squares(parent, mv, child) || child.king(seat) != Some(king) {
            return child.in_check(seat);
        }
        *self.before[seat.index()].get_or_insert_with(|| parent.in_check(seat))
    }

    /// Whether the move changed the board on its two squares only, and no seat's state
    /// (which decides whose pieces give check).
    #[inline]
    fn changes_two_squares(parent: &Position, mv: &Move, child: &Position) -> bool {
        matches!(parent.variant(), Variant::Teams | Variant::Verney)
            && matches!(mv.kind(), MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Leap)
            && Seat::ALL.into_iter().all(|s| parent.state(s) == child.state(s))
    }
}

/// A king-zone cache entry: the hash's high bits, the term in the low bits; none for
/// a term too large for them (never seen: the terms stay within a few hundred).
fn zone_entry(hash: u64, zone: i32) -> Option<u64> {
    let entry = hash & !ZONE_LOW | zone as u64 & ZONE_LOW;
    (zone_of_entry(entry) == zone).then_some(entry)
}

/// The term of a king-zone cache entry (its low bits, sign extended).
#[inline]
fn zone_of_entry(entry: u64) -> i32 {
    let shift = 64 - ZONE_CACHE_BITS;
    ((entry << shift) as i64 >> shift) as i32
}

/// Mate scores are stored relative to the node, not the root.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use fourchess_core::Rules;

    /// A king-zone cache entry gives back its term and matches only its own hash.
    #[test]
    fn zone_entries_round_trip() {
        let mut rng = Rng::new(5);
        for zone in [-20_000, -16_385, -16_384, -705, -1, 0, 1, 640, 16_383, 16_384, 40_000] {
            let hash = rng.next_u64();
            let fits = (-(1 << (ZONE_CACHE_BITS - 1))..1 << (ZONE_CACHE_BITS - 1)).contains(&zone);
            match zone_entry(hash, zone) {
                Some(entry) => {
                    assert!(fits, "{zone}");
                    assert_eq!(zone_of_entry(entry), zone);
                    assert_eq!(entry & !ZONE_LOW, hash & !ZONE_LOW);
                    assert_ne!(entry & !ZONE_LOW, (hash ^ 1 << 40) & !ZONE_LOW);
                }
                None => assert!(!fits, "{zone}"),
            }
        }
    }

    /// The check test shared by a node's moves answers as testing every enemy king
    /// after each move does, over every move of positions reached by random play in
    /// each rule set.
    #[test]
    fn check_test_equals_full_test() {
        let mut verney = Rules::new(Variant::Verney);
        let mut rules_list = vec![Rules::new(Variant::Teams), Rules::new(Variant::FreeForAll), verney];
        verney.club_setup = true;
        verney.double_step = true;
        rules_list.push(verney);
        let mut rng = Rng::new(11);
        let (mut moves_checked, mut checks, mut unplayed_checked) = (0, 0, 0);
        for rules in rules_list {
            for _ in 0..30 {
                let mut pos = Position::start(rules);
                for _ in 0..250 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mut test = CheckTest::new(pos.to_move());
                    for mv in moves.iter() {
                        let mut child = pos.clone();
                        child.play_unchecked(mv);
                        let expected = gives_check(&child, pos.to_move());
                        assert_eq!(test.gives_check(&pos, mv, &child), expected, "{mv:?}");
                        if let Some(unplayed) = test.gives_check_unplayed(&pos, mv) {
                            assert_eq!(unplayed, expected, "{mv:?} unplayed");
                            unplayed_checked += 1;
                        }
                        moves_checked += 1;
                        checks += usize::from(expected);
                    }
                    // Prefer captures so that games reach promotions and eliminations.
                    let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
                    let mv = if !captures.is_empty() && rng.below(3) > 0 {
                        *captures[rng.below(captures.len() as u64) as usize]
                    } else {
                        moves[rng.below(moves.len() as u64) as usize]
                    };
                    pos.play_unchecked(&mv);
                }
            }
        }
        assert!(moves_checked > 200_000 && checks > 5_000, "{moves_checked} moves, {checks} checks");
        assert!(unplayed_checked > 100_000, "{unplayed_checked} moves answered unplayed");
    }
}
