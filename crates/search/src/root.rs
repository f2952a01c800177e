//! The root: iterative deepening over the root moves, time and node limits, the
//! level noise, and the principal variation read back from the table.

use fourchess_core::{Kind, Move, Position};

use crate::clock::Clock;
use crate::eval::Sums;
use crate::order::MAX_PLY;
use crate::rng::Rng;
use crate::search::{Core, Node, MATE, MATE_BOUND};
use crate::tt;
use crate::{Limits, Options};

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its score in centipawns for the side to move (its team in the team games);
    /// beyond [`MATE_BOUND`] a forced win, `MATE - n` for a win `n` plies away.
    pub score: i32,
    /// The last depth completed, in plies.
    pub depth: u32,
    /// Nodes visited (positions searched, quiescence included).
    pub nodes: u64,
    /// The expected line, starting with `best`.
    pub pv: Vec<Move>,
}

/// One line of an analysis ([`Searcher::analyse`]) after a completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The line's rank, 1-based: 1 is the best line.
    pub multipv: u32,
    /// The depth completed, in plies.
    pub depth: u32,
    /// The score in centipawns for the side to move (its team in the team games);
    /// beyond [`MATE_BOUND`] a forced win, as in [`SearchResult::score`].
    pub score: i32,
    /// Nodes visited by the whole analysis so far.
    pub nodes: u64,
    /// The expected line; its first move differs from every other line's.
    pub pv: Vec<Move>,
}

/// The most lines [`Searcher::analyse`] reports.
pub const MAX_MULTIPV: u32 = 5;

/// The bot: a transposition table and move-ordering tables that persist between the
/// moves of a game. Create one per game (or call [`Searcher::clear`] between games).
pub struct Searcher {
    core: Core,
}

const INFINITY: i32 = MATE + 1;
/// Half the width of the window the best root move is first searched with.
const ASPIRATION: i32 = 50;
/// A new iteration starts only while less than this share (percent) of the time budget
/// is spent: the next one takes several times longer and is cut off at the budget.
/// Measured against 50%, 70% and 100%: `docs/search-experiments.md`.
const NEXT_ITERATION_PERCENT: u64 = 60;

impl Searcher {
    /// A searcher with a transposition table of `tt_mb` megabytes (e.g. 32 natively,
    /// 8..16 in the browser).
    pub fn new(tt_mb: usize) -> Searcher {
        Searcher { core: Core::new(tt_mb) }
    }

    /// A searcher using `options` (for measuring what each technique is worth).
    pub fn with_options(tt_mb: usize, options: Options) -> Searcher {
        let mut searcher = Searcher::new(tt_mb);
        searcher.core.options = options;
        searcher.core.tt.set_buckets(options.tt_buckets);
        searcher
    }

    /// The search techniques in use.
    pub fn options(&self) -> Options {
        self.core.options
    }

    /// The net that evaluates Teams positions, if one is set.
    pub fn net(&self) -> Option<&crate::nnue::Net> {
        self.core.net.as_deref()
    }

    /// Evaluates Teams positions with `net` (the hand-written evaluation without one);
    /// the table is cleared, its scores being the old evaluation's.
    pub fn set_net(&mut self, net: Option<std::sync::Arc<crate::nnue::Net>>) {
        self.core.net = net;
        self.core.tt.clear();
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.core.tt.clear();
        self.core.heuristics.clear();
    }

    /// Searches `pos` and returns the move to play, or `None` if the game is over.
    /// `history` holds the hashes ([`Position::hash`]) of the game's earlier positions,
    /// oldest first, for repetition detection.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        self.search_with_info(pos, history, limits, clock, &mut |_| {})
    }

    /// [`Searcher::search`], calling `on_iteration` after each completed depth.
    pub fn search_with_info(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        on_iteration: &mut dyn FnMut(&SearchResult),
    ) -> Option<SearchResult> {
        if pos.variant().uses_dice() {
            return crate::dice::choose(pos, limits, clock);
        }
        let legal = pos.legal_moves();
        let first = *legal.first()?;
        let core = &mut self.core;
        let (mut at, static_score) = Root::begin(core, pos, history, limits, limits.noise_cp > 0);
        // A level plays a won ending out without noise and deep enough to mate (issue 65).
        let mut limits = *limits;
        if let Some(floor) = limits.finish_depth.filter(|_| core.winning_ending(pos, &at.sums)) {
            at.noisy = false;
            limits.depth = limits.depth.map(|d| d.max(floor));
        }
        let limits = &limits;
        let noisy = at.noisy;
        let mut result = SearchResult { best: first, score: static_score, depth: 0, nodes: 0, pv: vec![first] };
        if legal.len() == 1 {
            return Some(result);
        }
        // Root moves with their latest scores, best first.
        let mut root = unscored(&legal);
        let mut pace = Pace::default();
        for depth in depths(limits) {
            at.begin_iteration(core, depth);
            at.aspiration = (!noisy && depth >= 4 && result.score.abs() < MATE_BOUND).then_some(result.score);
            let best_index = at.search(core, clock, &mut root);
            if core.stop {
                // A move that beat the previous best before time ran out is trusted.
                if let Some(i) = best_index.filter(|&i| i > 0 && !noisy) {
                    result.best = root[i].0;
                    result.score = root[i].1;
                    result.pv = vec![root[i].0];
                }
                break;
            }
            if let Some(i) = best_index {
                let best = root.remove(i);
                root.insert(0, best);
            }
            root[1..].sort_by_key(|entry| core::cmp::Reverse(entry.1));
            result.best = root[0].0;
            result.score = root[0].1;
            result.depth = depth;
            result.nodes = core.nodes;
            result.pv = principal_variation(core, pos, root[0].0, depth as usize);
            if noisy {
                pick_with_noise(&root, limits, static_score, &mut result);
            }
            on_iteration(&result);
            // The pace follows the search's own best move, not the level noise's pick.
            let percent = if core.options.time_management {
                pace.after_iteration(root[0].0, root[0].1)
            } else {
                NEXT_ITERATION_PERCENT
            };
            if is_last_iteration(core, &result, limits, clock, percent) {
                break;
            }
        }
        result.nodes = core.nodes;
        Some(result)
    }
}

impl Searcher {
    /// Analyses `pos`: the best `multipv` lines (clamped to 1..=[`MAX_MULTIPV`], at most
    /// one per legal move), each starting with a different move, ordered by score (best
    /// first). After each completed depth `on_info` gets that depth's lines; the lines
    /// of the last completed depth are returned (`None`: the game is over). At each
    /// depth the root is searched once per line, each time without the first moves of
    /// the lines already found. The limits' level noise is ignored. With `multipv` 1
    /// the best move and score are those of [`Searcher::search`] at the same depth.
    ///
    /// Chaturanga (dice) reports a single line: the dice bot's choice for the roll, a
    /// depth-0 line of one move (its search is separate and has no iterations).
    pub fn analyse(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        multipv: u32,
        on_info: &mut dyn FnMut(&[Line]),
    ) -> Option<Vec<Line>> {
        if pos.variant().uses_dice() {
            let result = crate::dice::choose(pos, limits, clock)?;
            let lines = vec![Line { multipv: 1, depth: 0, score: result.score, nodes: result.nodes, pv: result.pv }];
            on_info(&lines);
            return Some(lines);
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let count = (multipv.clamp(1, MAX_MULTIPV) as usize).min(legal.len());
        let core = &mut self.core;
        // Level noise plays no part in an analysis.
        let (mut at, static_score) = Root::begin(core, pos, history, limits, false);
        let mut lines: Vec<Line> = legal
            .iter()
            .take(count)
            .enumerate()
            .map(|(k, &mv)| Line { multipv: k as u32 + 1, depth: 0, score: static_score, nodes: 0, pv: vec![mv] })
            .collect();
        if legal.len() == 1 {
            return Some(lines);
        }
        let mut root = unscored(&legal);
        for depth in depths(limits) {
            at.begin_iteration(core, depth);
            // Line k is the best of the root moves after the first k, which are the
            // first moves of the lines before it.
            for k in 0..count {
                let last = lines[k].score;
                at.aspiration = (depth >= 4 && last.abs() < MATE_BOUND).then_some(last);
                let best_index = at.search(core, clock, &mut root[k..]);
                if core.stop {
                    break;
                }
                if let Some(i) = best_index {
                    let best = root.remove(k + i);
                    root.insert(k, best);
                }
                root[k + 1..].sort_by_key(|entry| core::cmp::Reverse(entry.1));
            }
            if core.stop {
                break;
            }
            // Each line's search is its own: keep the lines in score order.
            root[..count].sort_by_key(|entry| core::cmp::Reverse(entry.1));
            for (k, line) in lines.iter_mut().enumerate() {
                *line = Line {
                    multipv: k as u32 + 1,
                    depth,
                    score: root[k].1,
                    nodes: core.nodes,
                    pv: principal_variation(core, pos, root[k].0, depth as usize),
                };
            }
            on_info(&lines);
            // A mate found ends the analysis only once every line is settled: the other lines
            // go on deepening (as a MultiPV engine's do), within the budget.
            let settled = lines.iter().all(|line| mate_within_reach(line.score, depth));
            if settled || out_of_budget(core, limits, clock, NEXT_ITERATION_PERCENT) {
                break;
            }
        }
        let nodes = core.nodes;
        for line in &mut lines {
            line.nodes = nodes;
        }
        Some(lines)
    }
}

impl Searcher {
    /// Chaturanga (dice): what the action `mv` is worth to the player to move, on the
    /// scale of the score [`Searcher::search`] gives with the same limits (the best way
    /// to finish the turn starting with it); `None` if `mv` is not a legal action or the
    /// rule set has no dice. For judging moves (game review).
    pub fn dice_action_score(&mut self, pos: &Position, mv: Move, limits: &Limits, clock: &dyn Clock) -> Option<i32> {
        if !pos.variant().uses_dice() {
            return None;
        }
        crate::dice::action_score(pos, mv, limits, clock)
    }
}

/// The depths of the iterations: 1 up to the limit's depth, or as deep as the
/// search's stack allows.
fn depths(limits: &Limits) -> core::ops::RangeInclusive<u32> {
    1..=limits.depth.unwrap_or(MAX_PLY as u32 / 2).clamp(1, MAX_PLY as u32 / 2)
}

/// The root moves, not scored yet.
fn unscored(legal: &[Move]) -> Vec<(Move, i32)> {
    legal.iter().map(|&m| (m, 0)).collect()
}

/// One iteration at the root: what the search of each root move needs.
struct Root<'a> {
    pos: &'a Position,
    sums: Sums,
    hash: u64,
    side: bool,
    /// The iteration's depth, the root moves included.
    depth: i32,
    /// With level noise every root move is searched in the full window, so that each
    /// has its own score to add noise to.
    noisy: bool,
    /// The last iteration's score, around which the first move is searched in an
    /// aspiration window (none: in the full window).
    aspiration: Option<i32>,
}

impl<'a> Root<'a> {
    /// Readies `core` for a search of `pos` within `limits`: the root of the iterations,
    /// and the position's static score.
    fn begin(core: &mut Core, pos: &'a Position, history: &[u64], limits: &Limits, noisy: bool) -> (Root<'a>, i32) {
        core.prepare(pos, history);
        core.node_limit = limits.nodes.unwrap_or(0);
        core.time_limit_ms = limits.time_ms.unwrap_or(0);
        let sums = core.root_sums(pos);
        let score = core.evaluate(pos, &sums);
        let root = Root { pos, sums, hash: pos.hash(), side: root_side(core, pos), depth: 0, noisy, aspiration: None };
        (root, score)
    }
}

impl Root<'_> {
    /// Starts the iteration of `depth`: the first may not be stopped, so that a search
    /// always has a move with a score.
    fn begin_iteration(&mut self, core: &mut Core, depth: u32) {
        core.can_stop = depth > 1;
        self.depth = depth as i32;
    }

    /// Scores the root moves in order (until the search stops) and returns the index of
    /// the best one, if one scored.
    fn search(&self, core: &mut Core, clock: &dyn Clock, moves: &mut [(Move, i32)]) -> Option<usize> {
        let mut alpha = -INFINITY;
        let mut best_index = None;
        for (i, entry) in moves.iter_mut().enumerate() {
            let score = self.score(core, clock, entry.0, i, alpha);
            if core.stop {
                break;
            }
            entry.1 = score;
            if score > alpha {
                alpha = score;
                best_index = Some(i);
            }
        }
        best_index
    }

    /// The score of the `i`-th root move: the first in the aspiration window (in full
    /// when the score falls outside it), the others in a null window above the best so
    /// far, `alpha`, and again above it when they beat it.
    fn score(&self, core: &mut Core, clock: &dyn Clock, mv: Move, i: usize, alpha: i32) -> i32 {
        if self.pos.variant().king_capture_wins() && mv.captured().is_some_and(|p| p.kind() == Kind::King) {
            return MATE - 1;
        }
        let mut child = self.pos.clone();
        child.play_unchecked(&mv);
        let sums = core.sums_after(self.pos, self.sums, &mv, &child);
        let node = Node { pos: &child, sums, depth: self.depth - 1, alpha: -INFINITY, beta: INFINITY, ply: 1 };
        core.path.push(self.hash);
        let score = match self.aspiration.filter(|_| i == 0) {
            Some(last) => {
                // Aspiration: the best move's score seldom moves far from one
                // iteration to the next; a narrow window is searched faster.
                let (lo, hi) = (last - ASPIRATION, last + ASPIRATION);
                let s = core.child(clock, self.side, node.window(lo, hi));
                if (s <= lo || s >= hi) && !core.stop {
                    core.child(clock, self.side, node)
                } else {
                    s
                }
            }
            None if i == 0 || self.noisy => core.child(clock, self.side, node),
            None => {
                let s = core.child(clock, self.side, node.window(alpha, alpha + 1));
                if s > alpha && !core.stop {
                    core.child(clock, self.side, node.window(alpha, INFINITY))
                } else {
                    s
                }
            }
        };
        core.path.pop();
        score
    }
}

/// After a completed iteration: whether the search ends with it, a mate being within
/// its reach or the next iteration being unaffordable: `percent` of the time budget
/// spent (see [`NEXT_ITERATION_PERCENT`] and [`Pace`]).
fn is_last_iteration(core: &Core, result: &SearchResult, limits: &Limits, clock: &dyn Clock, percent: u64) -> bool {
    mate_within_reach(result.score, result.depth) || out_of_budget(core, limits, clock, percent)
}

/// A mate score the search at `depth` has seen to its end: deeper iterations cannot change it.
fn mate_within_reach(score: i32, depth: u32) -> bool {
    score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth
}

/// Past `percent` of the time budget, or at the node limit: no new iteration starts.
fn out_of_budget(core: &Core, limits: &Limits, clock: &dyn Clock, percent: u64) -> bool {
    let out_of_time =
        limits.time_ms.is_some_and(|ms| clock.elapsed_ms().saturating_mul(100) >= ms.saturating_mul(percent));
    let out_of_nodes = core.node_limit > 0 && core.nodes >= core.node_limit;
    out_of_time || out_of_nodes
}

/// Time management (`Options::time_management`): how settled the iterations are, and so
/// how much of the budget may pass before no new iteration starts. A best move that keeps
/// changing, or a score that falls (the move found is worse than thought), earns the next
/// iteration more of the budget; a best move and score that hold for several iterations
/// give some back (the move is played sooner). The budget stays the hard limit.
#[derive(Default)]
struct Pace {
    /// Changes of the best move, in hundredths, halved after each iteration.
    instability: u64,
    /// Iterations in a row that kept the best move.
    kept: u32,
    /// The last iteration's best move and score.
    last: Option<(Move, i32)>,
}

impl Pace {
    /// Most a score's fall (centipawns) counts for.
    const MOST_FALL: i32 = 200;

    /// Records a completed iteration; returns the share of the budget (percent) after
    /// which no new iteration starts.
    fn after_iteration(&mut self, best: Move, score: i32) -> u64 {
        self.instability /= 2;
        let mut fall = 0;
        if let Some((last_best, last_score)) = self.last {
            if last_best == best {
                self.kept += 1;
            } else {
                self.instability += 100;
                self.kept = 0;
            }
            fall = last_score.saturating_sub(score).clamp(0, Pace::MOST_FALL) as u64;
        }
        self.last = Some((best, score));
        let mut percent = NEXT_ITERATION_PERCENT * (100 + self.instability) / 100 * (200 + fall) / 200;
        if self.kept >= 4 && fall == 0 {
            percent = percent * 2 / 3;
        }
        percent.clamp(30, 90)
    }
}

fn root_side(core: &Core, pos: &Position) -> bool {
    if core.paranoid {
        true
    } else {
        pos.to_move().index() & 1 == 0
    }
}

/// How far below what the player keeps a root move may score and still be picked by
/// the level noise: less than a minor piece (a knight is 300).
pub(crate) const NOISE_MARGIN_CP: i32 = 200;

/// Levels below the strongest add a seeded random bonus to each root score and play
/// the best noisy move, but never one that gives material away while another keeps it:
/// only moves that score within [`NOISE_MARGIN_CP`] of the lower of the best score
/// (`root` is sorted best first) and the static score `now` are picked. A capture or a
/// recapture may be missed (keeping what one has gives nothing away); a piece left
/// where the level's own search sees it lost is not. The level's mistakes are those of
/// its depth: a tactic past its horizon, a loose pawn, a chance missed.
fn pick_with_noise(root: &[(Move, i32)], limits: &Limits, now: i32, result: &mut SearchResult) {
    let mut rng = Rng::new(limits.seed ^ 0xD1B5_4A32_D192_ED03);
    let span = limits.noise_cp as u64 + 1;
    let floor = root[0].1.min(now).saturating_sub(NOISE_MARGIN_CP);
    let (mut best, mut best_score) = (root[0], i32::MIN);
    for &(mv, score) in root {
        let noisy = if score.abs() >= MATE_BOUND { score } else { score + rng.below(span) as i32 };
        if score >= floor && noisy > best_score {
            best_score = noisy;
            best = (mv, score);
        }
    }
    if best.0 != result.best {
        result.best = best.0;
        result.score = best.1;
        result.pv = vec![best.0];
    }
}

/// The line the table expects: follows stored moves while they are legal.
fn principal_variation(core: &Core, pos: &Position, best: Move, depth: usize) -> Vec<Move> {
    let mut pv = vec![best];
    let mut current = pos.clone();
    current.play_unchecked(&best);
    let salt = core.key_salt;
    while pv.len() < depth.max(1) {
        let Some(hit) = core.tt.probe(current.hash() ^ salt) else {
            break;
        };
        let Some(mv) = tt::find(hit.mv, &current.legal_moves()) else {
            break;
        };
        pv.push(mv);
        current.play_unchecked(&mv);
    }
    pv
}

#[cfg(test)]
mod tests {
    use super::*;
    use fourchess_core::{Rules, Variant};

    fn two_moves() -> (Move, Move) {
        let legal = Position::start(Rules::new(Variant::Teams)).legal_moves();
        (legal[0], legal[1])
    }

    #[test]
    fn a_settled_search_stops_sooner_than_the_fixed_share() {
        let (a, _) = two_moves();
        let mut pace = Pace::default();
        let shares: Vec<u64> = (0..6).map(|_| pace.after_iteration(a, 20)).collect();
        assert_eq!(shares[0], NEXT_ITERATION_PERCENT);
        assert_eq!(*shares.last().unwrap(), NEXT_ITERATION_PERCENT * 2 / 3);
    }

    #[test]
    fn a_changing_best_move_or_a_falling_score_earns_more_time() {
        let (a, b) = two_moves();
        let mut pace = Pace::default();
        pace.after_iteration(a, 20);
        let changed = pace.after_iteration(b, 20);
        assert!(changed > NEXT_ITERATION_PERCENT, "{changed}");
        let mut pace = Pace::default();
        pace.after_iteration(a, 20);
        let fell = pace.after_iteration(a, -80);
        assert!(fell > NEXT_ITERATION_PERCENT, "{fell}");
        // Never past 90%, however unsettled: the iteration must have a chance to finish.
        let mut pace = Pace::default();
        let most = (0..8).map(|i| pace.after_iteration([a, b][i % 2], 100 - 200 * i as i32)).max().unwrap();
        assert_eq!(most, 90);
    }
}
