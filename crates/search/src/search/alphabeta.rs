//! An alpha-beta node in its parts: the probe (node count, repetition, mate distance,
//! table), pruning before the moves (reverse futility, null move), move ordering, and
//! the move loop (late quiet moves left out, principal variation search with late-move
//! reductions), whose result goes to the table.

use std::ops::ControlFlow;

use fourchess_core::{LegalityTest, Move, MoveList, Position, SeatState};

use super::check::CheckTest;
use super::{score_from_tt, score_to_tt, Core, INFINITY, MATE, MATE_BOUND, REVERSE_FUTILITY_MARGIN};
use crate::clock::Clock;
use crate::eval::Sums;
use crate::order::{demote, owned_victim, pick, Keys, MAX_PLY};
use crate::tt::{self, Bound};

/// What a parent asks of a node: its position (with the evaluation's sums), the plies
/// left, the window, and the plies from the root.
#[derive(Copy, Clone)]
pub(crate) struct Node<'a> {
    pub(crate) pos: &'a Position,
    pub(crate) sums: Sums,
    /// Plies left to search; at zero or below the quiescence search takes over.
    pub(crate) depth: i32,
    pub(crate) alpha: i32,
    pub(crate) beta: i32,
    pub(crate) ply: usize,
}

impl<'a> Node<'a> {
    /// The same node asked within another window.
    #[inline]
    pub(crate) fn window(self, alpha: i32, beta: i32) -> Node<'a> {
        Node { alpha, beta, ..self }
    }
}

/// A node the probe did not settle: what pruning, ordering and the move loop share.
struct Frame<'a> {
    pos: &'a Position,
    sums: Sums,
    hash: u64,
    /// The table key: the hash, salted in Free-for-all.
    key: u64,
    /// The table's move, encoded (0: none).
    tt_move: u32,
    depth: i32,
    /// The window, narrowed by the mate distance; `alpha` rises as moves beat it.
    alpha: i32,
    beta: i32,
    /// `alpha` as the node began: it decides the bound the table keeps.
    alpha_before: i32,
    ply: usize,
    in_check: bool,
    /// The side to move (see [`Core::side`]).
    side: bool,
    /// A null window, not in check, a team game, no mate score at stake: a static score
    /// far above beta stands near the leaves (the paranoid score of Free-for-all swings
    /// too much between plies), the null move may cut, late quiet moves may be left out.
    prunable: bool,
    /// A window wider than null.
    pv_node: bool,
    /// With the `improving` option: +1 when the static score rose by 150 cp since the
    /// same team's node two plies up, -1 when it fell as much, else 0.
    trend: i32,
}

/// Late-move pruning at a prunable node: once `limit` quiet moves that give no check
/// have been searched (1 + depth²/5), the others are left out while a move scores above
/// a mate.
struct LateQuiets {
    on: bool,
    searched: i32,
    limit: i32,
    check_test: CheckTest,
}

impl LateQuiets {
    fn new(at: &Frame) -> LateQuiets {
        let divisor = if at.trend < 0 { 10 } else { 5 };
        LateQuiets {
            on: at.prunable,
            searched: 0,
            limit: 1 + at.depth * at.depth / divisor,
            check_test: CheckTest::new(at.pos.to_move()),
        }
    }

    /// Whether the quiet move `mv` is left out before it is played: asked where the
    /// board alone answers whether it checks.
    #[inline]
    fn skip_unplayed(&mut self, pos: &Position, mv: &Move, best: i32) -> bool {
        self.on
            && self.searched >= self.limit
            && best > -MATE_BOUND
            && self.check_test.gives_check_unplayed(pos, mv) == Some(false)
    }

    /// Whether the quiet move `mv`, played to `child`, is left out; one that is not and
    /// gives no check counts towards the limit.
    #[inline]
    fn skip_played(&mut self, pos: &Position, mv: &Move, child: &Position, best: i32) -> bool {
        if !self.on || self.check_test.gives_check(pos, mv, child) {
            return false;
        }
        if self.searched >= self.limit && best > -MATE_BOUND {
            return true;
        }
        self.searched += 1;
        false
    }
}

/// Neither a capture nor a promotion.
#[inline]
fn is_quiet(mv: &Move) -> bool {
    !mv.is_capture() && mv.promotion().is_none()
}

impl Core {
    /// Searches a child, negating and swapping the window when the side changes.
    pub(crate) fn child(&mut self, clock: &dyn Clock, parent_side: bool, node: Node) -> i32 {
        if self.side(node.pos) == parent_side {
            self.alphabeta(clock, node, true)
        } else {
            -self.alphabeta(clock, node.window(-node.beta, -node.alpha), true)
        }
    }

    /// The score of `node` for the side to move; `null_move`: whether a null move may be
    /// tried (not right after one).
    fn alphabeta(&mut self, clock: &dyn Clock, node: Node, null_move: bool) -> i32 {
        if node.depth <= 0 {
            return self.quiesce(clock, node, 0);
        }
        let mut at = match self.probe(clock, node) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(at) => at,
        };
        if self.options.improving && !self.paranoid {
            at.trend = self.trend(&at);
        }
        let mut moves = MoveList::new();
        let untested = self.search_moves(at.pos, false, &mut moves);
        if moves.is_empty() {
            return self.terminal_score(at.pos, &at.sums, at.ply);
        }
        if let Some(score) = self.prune(clock, &at, &moves[0], null_move) {
            return score;
        }
        let mut keys = Keys::new();
        self.order(&at, &moves, &mut keys);
        self.move_loop(clock, &mut at, &mut moves, &mut keys, untested)
    }

    /// What may settle a node before its moves: the stop, a repetition, the ply limit,
    /// a mate already within reach, the table. Otherwise the node as the later parts see it.
    fn probe<'a>(&mut self, clock: &dyn Clock, node: Node<'a>) -> ControlFlow<i32, Frame<'a>> {
        let (pos, ply) = (node.pos, node.ply);
        self.count_node(clock);
        if self.stop {
            return ControlFlow::Break(0);
        }
        let hash = pos.hash();
        if self.is_repetition(pos, hash) {
            return ControlFlow::Break(self.draw_score(pos));
        }
        if ply >= MAX_PLY - 1 {
            return ControlFlow::Break(self.evaluate(pos, &node.sums));
        }
        // No mate found deeper can beat one already within reach.
        let alpha = node.alpha.max(-(MATE - ply as i32));
        let beta = node.beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return ControlFlow::Break(alpha);
        }
        let pv_node = beta - alpha > 1;
        let key = hash ^ self.key_salt;
        let mut tt_move = 0;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.mv;
            let score = score_from_tt(hit.score, ply);
            if !pv_node && hit.depth >= node.depth {
                let usable = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return ControlFlow::Break(score);
                }
            }
        }
        let in_check = pos.in_check(pos.to_move());
        ControlFlow::Continue(Frame {
            pos,
            sums: node.sums,
            hash,
            key,
            tt_move,
            depth: node.depth,
            alpha,
            beta,
            alpha_before: alpha,
            ply,
            in_check,
            side: self.side(pos),
            prunable: !pv_node && !in_check && !self.paranoid && beta.abs() < MATE_BOUND,
            pv_node,
            trend: 0,
        })
    }

    /// The node's static score against the same team's two plies up (see [`Frame::trend`]);
    /// kept for the nodes two plies down. A node in check has no static score.
    fn trend(&mut self, at: &Frame) -> i32 {
        let eval = if at.in_check { None } else { Some(self.evaluate(at.pos, &at.sums)) };
        self.static_evals[at.ply] = eval;
        let before = if at.ply >= 2 { self.static_evals[at.ply - 2] } else { None };
        match (eval, before) {
            (Some(now), Some(then)) if now > then + 150 => 1,
            (Some(now), Some(then)) if now + 150 < then => -1,
            _ => 0,
        }
    }

    /// Pruning before the moves, at prunable nodes: reverse futility one ply from the
    /// leaves, the null move above (`first` is the first move generated: a pass means
    /// the player has no other, and then a null move proves nothing).
    fn prune(&mut self, clock: &dyn Clock, at: &Frame, first: &Move, null_move: bool) -> Option<i32> {
        if !at.prunable {
            return None;
        }
        if at.depth <= 1 {
            let eval = self.evaluate(at.pos, &at.sums);
            return (eval - REVERSE_FUTILITY_MARGIN * at.depth >= at.beta).then_some(eval);
        }
        if null_move && !first.is_pass() {
            return self.null_move(clock, at);
        }
        None
    }

    /// Null move: the other team moves twice (searched 2 + depth/3 plies shallower); if
    /// the side to move still holds beta, the node is cut. Not tried while the partner is
    /// in check, nor when the static score is below beta.
    fn null_move(&mut self, clock: &dyn Clock, at: &Frame) -> Option<i32> {
        let partner = at.pos.to_move().partner();
        if at.pos.state(partner) == SeatState::Live && at.pos.in_check(partner) {
            return None;
        }
        if self.evaluate(at.pos, &at.sums) < at.beta {
            return None;
        }
        let mut child = at.pos.clone();
        child.play_unchecked(&Move::pass());
        let reduction = 2 + at.depth / 3;
        // A pass moves no piece: the sums stand.
        let node = Node {
            pos: &child,
            sums: at.sums,
            depth: at.depth - 1 - reduction,
            alpha: -at.beta,
            beta: -at.beta + 1,
            ply: at.ply + 1,
        };
        self.path.push(at.hash);
        let score = -self.alphabeta(clock, node, false);
        self.path.pop();
        if self.stop {
            return Some(0);
        }
        (score >= at.beta).then_some(if score >= MATE_BOUND { at.beta } else { score })
    }

    /// The ordering keys of `moves` (see [`crate::order`]); in the team games captures
    /// that give a piece for a cheaper guarded one wait until after the killers.
    fn order(&self, at: &Frame, moves: &MoveList, keys: &mut Keys) {
        self.heuristics.score_moves(moves, at.tt_move, at.ply, keys);
        if !self.paranoid {
            for (mv, key) in moves.iter().zip(keys.iter_mut()) {
                if owned_victim(mv).is_some() && self.loses_material(at.pos, mv) {
                    *key = demote(*key);
                }
            }
        }
    }

    /// The moves, best key first: each legal one (`untested` ones are tested as they
    /// come) that late-move pruning keeps is searched; the best score goes to the table.
    fn move_loop(
        &mut self,
        clock: &dyn Clock,
        at: &mut Frame,
        moves: &mut MoveList,
        keys: &mut Keys,
        untested: bool,
    ) -> i32 {
        let mut best = -INFINITY;
        let mut best_move = 0;
        let mut late = LateQuiets::new(at);
        let mut legality: Option<LegalityTest> = None;
        // Legal moves met so far: `i` counts them, as if the list held only those.
        let mut legal = 0;
        for j in 0..moves.len() {
            let mv = pick(moves, keys, j, self.lazy_legality);
            if untested && !legality.get_or_insert_with(|| at.pos.legality_test()).is_legal(&mv) {
                continue;
            }
            let i = legal;
            legal += 1;
            if Core::wins_by_king_capture(at.pos, &mv) {
                let score = MATE - at.ply as i32 - 1;
                self.tt.store(at.key, tt::encode_move(&mv), score_to_tt(score, at.ply), at.depth, Bound::Lower);
                return score;
            }
            let quiet = is_quiet(&mv);
            if quiet && late.skip_unplayed(at.pos, &mv, best) {
                continue;
            }
            let child = self.make(at.pos, &mv);
            if quiet && late.skip_played(at.pos, &mv, &child, best) {
                continue;
            }
            // Deep reductions spare checks: asked only where they may reduce.
            let checks = self.options.deep_reductions
                && quiet
                && i >= 2
                && at.depth >= 2
                && late.check_test.gives_check(at.pos, &mv, &child);
            let score = self.search_move(clock, at, &mv, i, &child, checks);
            if self.stop {
                return 0;
            }
            if score > best {
                best = score;
                best_move = tt::encode_move(&mv);
                if score > at.alpha {
                    at.alpha = score;
                    if score >= at.beta {
                        if quiet {
                            self.heuristics.reward(&mv, at.ply, at.depth);
                        }
                        break;
                    }
                }
            }
        }
        if legal == 0 {
            // Every piece move was illegal: what the legal list holds instead.
            return self.without_piece_moves(clock, at);
        }
        let bound = if best >= at.beta {
            Bound::Lower
        } else if best > at.alpha_before {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(at.key, best_move, score_to_tt(best, at.ply), at.depth, bound);
        best
    }

    /// Principal variation search of the `i`-th legal move, played to `child`: the first
    /// in the node's window, the others in a null window (late quiet ones reduced
    /// first), searched again when they beat alpha.
    fn search_move(
        &mut self,
        clock: &dyn Clock,
        at: &Frame,
        mv: &Move,
        i: usize,
        child: &Position,
        checks: bool,
    ) -> i32 {
        let sums = self.sums_after(at.pos, at.sums, mv, child);
        let node = Node { pos: child, sums, depth: at.depth - 1, alpha: at.alpha, beta: at.beta, ply: at.ply + 1 };
        self.path.push(at.hash);
        let score = if i == 0 {
            self.child(clock, at.side, node)
        } else {
            let null_window = node.window(at.alpha, at.alpha + 1);
            let reduction = self.reduction(at, mv, i, checks);
            let mut s = self.child(clock, at.side, Node { depth: node.depth - reduction, ..null_window });
            if s > at.alpha && reduction > 0 {
                s = self.child(clock, at.side, null_window);
            }
            if s > at.alpha && s < at.beta {
                s = self.child(clock, at.side, node);
            }
            s
        };
        self.path.pop();
        score
    }

    /// Late-move reductions: a quiet move from the fourth on, with three plies or more
    /// left and not in check, is searched a ply shallower (two when very late and deep),
    /// unless it is a killer.
    #[inline]
    fn reduction(&self, at: &Frame, mv: &Move, i: usize, checks: bool) -> i32 {
        if self.options.deep_reductions {
            return self.deep_reduction(at, mv, i, checks);
        }
        let reducible = at.depth >= 3 && i >= 3 && is_quiet(mv) && !at.in_check;
        if !reducible || self.heuristics.is_killer(mv, at.ply) {
            0
        } else {
            (1 + (i >= 8 && at.depth >= 5) as i32 - at.trend).clamp(0, at.depth - 1)
        }
    }

    /// The `deep` option's reductions (the fork's formula): quiet moves from the third
    /// legal one with two plies left, 1 + (depth - 5)/3 + i/30 plies, one more plus
    /// depth/8 when it gives no check; one less at a PV node, for a check, for a killer
    /// or a good history; never below zero nor to the leaves.
    #[inline]
    fn deep_reduction(&self, at: &Frame, mv: &Move, i: usize, checks: bool) -> i32 {
        if at.depth < 2 || i < 2 || at.in_check || !is_quiet(mv) {
            return 0;
        }
        let d = at.depth;
        let mut r = 1 + ((d - 5) / 3).max(0) + i as i32 / 30;
        if !checks {
            r += 1 + d / 8;
        }
        r -= i32::from(at.pv_node) + i32::from(checks) + at.trend;
        if self.heuristics.is_killer(mv, at.ply) || self.heuristics.history(mv) > 8 * d * d {
            r -= 1;
        }
        r.clamp(0, d - 1)
    }

    /// A node whose piece moves all prove illegal: a finished game, or the one pass the
    /// rules leave a player without a move.
    fn without_piece_moves(&mut self, clock: &dyn Clock, at: &Frame) -> i32 {
        let moves = at.pos.legal_moves();
        let Some(pass) = moves.first() else {
            return self.terminal_score(at.pos, &at.sums, at.ply);
        };
        let child = self.make(at.pos, pass);
        let sums = self.sums_after(at.pos, at.sums, pass, &child);
        let node = Node { pos: &child, sums, depth: at.depth - 1, alpha: at.alpha, beta: at.beta, ply: at.ply + 1 };
        self.path.push(at.hash);
        let score = self.child(clock, at.side, node);
        self.path.pop();
        score
    }
}
