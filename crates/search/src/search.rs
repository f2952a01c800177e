//! One alpha-beta for every rule set. Each node belongs to a "side": in the team games
//! the team to move (teams alternate every turn, so it is ordinary two-sided negamax);
//! in Free-for-all the root player against the three others (paranoid search). Scores
//! are from the side to move's point of view; a child of the same side (one opponent
//! after another in Free-for-all) is searched with the same window and not negated.

use fourchess_core::{Kind, Move, MoveList, Outcome, Position, Seat, SeatState, Variant};

use crate::clock::Clock;
use crate::eval::{victim_value, Sums, Tables};
use crate::nnue::{Accumulators, Net};
use crate::options::Options;
use crate::order::{Heuristics, MAX_PLY};
use crate::places::{final_score, out_of_reach, points_lead, FFA_WIN};
use crate::tt::Table;
use zone_cache::ZoneCache;

mod alphabeta;
mod check;
mod quiesce;
mod zone_cache;

pub(crate) use alphabeta::Node;

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
    /// Recent king-zone terms by position hash.
    zone_cache: ZoneCache,
    /// The static score of the node at each ply of the current path, where known (the
    /// `improving` option).
    pub(crate) static_evals: [Option<i32>; MAX_PLY],
    /// A learned Teams evaluation in place of the hand-written one, when set.
    pub(crate) net: Option<std::sync::Arc<Net>>,
    /// With a net: the accumulators of the positions on the search path, by
    /// [`Sums::net_slot`] (the root's in slot 0, a child's one above its parent's).
    pub(crate) accs: Vec<Accumulators>,
}

impl Core {
    pub(crate) fn new(tt_mb: usize) -> Core {
        Core {
            tt: Table::new(tt_mb),
            heuristics: Heuristics::new(),
            tables: Tables::new(Variant::Teams),
            zone_cache: ZoneCache::new(),
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
            static_evals: [None; MAX_PLY],
            net: None,
            accs: Vec::new(),
        }
    }

    /// Sets up for a search of `pos`.
    pub(crate) fn prepare(&mut self, pos: &Position, history: &[u64]) {
        let variant = pos.variant();
        if self.tables.variant() != variant {
            self.tables = Tables::new(variant);
            self.tt.clear();
            self.zone_cache.clear();
        }
        self.tables.activity = !variant.scores_points();
        // Places count only once someone can no longer finish first (see `places`).
        self.tables.ffa_places = variant.scores_points() && Seat::ALL.into_iter().any(|s| out_of_reach(pos, s) != 0);
        // Everyone against everyone: the paranoid search (the others as one side).
        self.paranoid = !variant.is_team_game();
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
        self.static_evals = [None; MAX_PLY];
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
        } else if let Some(net) = self.teams_net(pos) {
            match sums.net_slot.and_then(|slot| self.accs.get(slot as usize)) {
                Some(accs) => {
                    // The crate's tests check every carried state against a fresh one.
                    #[cfg(test)]
                    assert_eq!(net.evaluate_with(accs, pos), net.evaluate(pos), "carried accumulators");
                    net.evaluate_with(accs, pos)
                }
                None => net.evaluate(pos),
            }
        } else {
            self.tables.team_score(pos, sums) + self.king_zones(pos)
        }
    }

    /// Verney: whether the team to move has won the ending (see [`Tables::won_ending`]).
    /// Called after [`Core::prepare`], with the position's sums.
    pub(crate) fn winning_ending(&self, pos: &Position, sums: &Sums) -> bool {
        pos.variant() == Variant::Verney
            && self.tables.won_ending(pos, sums).is_some_and(|(team, _)| team == pos.to_move().team())
    }

    /// The net, where one is set and the position is a Teams game.
    #[inline]
    fn teams_net(&self, pos: &Position) -> Option<&Net> {
        self.net.as_deref().filter(|_| pos.variant() == Variant::Teams)
    }

    /// [`Core::evaluate`], leaving out the costly king-zone term when the cheap part
    /// already lies far outside the window (alpha, beta).
    #[inline]
    fn evaluate_within(&self, pos: &Position, sums: &Sums, alpha: i32, beta: i32) -> i32 {
        if self.paranoid || self.teams_net(pos).is_some() {
            return self.evaluate(pos, sums);
        }
        let base = self.tables.team_score(pos, sums);
        if base >= beta + LAZY_MARGIN || base <= alpha - LAZY_MARGIN {
            return base;
        }
        base + self.king_zones(pos)
    }

    /// The evaluation's sums of the root `pos`; with a net, its accumulators in slot 0.
    pub(crate) fn root_sums(&mut self, pos: &Position) -> Sums {
        let mut sums = self.tables.sums(pos);
        if let Some(net) = self.net.as_deref().filter(|_| pos.variant() == Variant::Teams) {
            let slots = MAX_PLY + 2;
            self.accs.resize(slots, Accumulators::zero());
            self.accs[0] = Accumulators::refresh(net, pos);
            sums.net_slot = Some(0);
        }
        sums
    }

    /// The evaluation's sums of `child`, which `mv` made from `parent`; with a net, the
    /// child's accumulators, carried from the parent's, in the slot above its parent's.
    #[inline]
    pub(crate) fn sums_after(&mut self, parent: &Position, sums: Sums, mv: &Move, child: &Position) -> Sums {
        // With a net the hand evaluation's sums go unread: carrying them (king shelter,
        // each army's reach) cost about a fifth of the search's time.
        let mut next =
            if self.teams_net(child).is_some() { sums } else { self.tables.sums_after(parent, sums, mv, child) };
        next.net_slot = None;
        let Core { net, accs, .. } = self;
        if let (Some(net), Some(slot)) = (net.as_deref(), sums.net_slot) {
            let slot = slot as usize;
            if slot + 1 < accs.len() {
                let (below, above) = accs.split_at_mut(slot + 1);
                below[slot].write_after(net, parent, mv, child, &mut above[0]);
                next.net_slot = Some(slot as u8 + 1);
            }
        }
        next
    }

    /// The king-zone term for the side to move, from the cache when it holds it.
    #[inline]
    fn king_zones(&self, pos: &Position) -> i32 {
        self.zone_cache.get_or_insert_with(pos.hash(), || self.tables.team_king_zones(pos))
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
        pos.variant().king_capture_wins() && mv.captured().is_some_and(|p| p.kind() == Kind::King)
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
