//! The Chaturanga bot: the dice are chance nodes. The bot lists every way to play out
//! its own turn with the dice it has (which die first, which pieces, which dice to
//! pass) and ranks the ends of the turn by a static evaluation. The stronger levels
//! look further at the best few: the next player's expected best reply over every roll
//! he may throw, or, with more time, rollouts that play the other three turns with rolls
//! drawn at random, the same rolls for every candidate. It is never told a future roll.
//!
//! Luck limits how much deeper looking buys in a dice game: the levels mostly differ by
//! the noise that makes the lower ones miss the best turn (see `level`). Self-play
//! results: `docs/search-experiments.md`.

pub(crate) mod chance;
mod eval;
mod turns;

use fourchess_core::{Kind, Move, Position, Seat};

use crate::clock::Clock;
use crate::rng::Rng;
use crate::root::NOISE_MARGIN_CP;
use crate::{Limits, SearchResult};
use eval::{evaluate, value};
use turns::{expected_reply, rollout, turn_ends};

/// A way to play out this turn: its first action, where the turn ends and the static
/// worth there.
struct Candidate {
    first: Move,
    end: Position,
    worth: i32,
}

/// Every distinct end of this turn (the same end reached by using the dice in either
/// order counts once), best first by the static evaluation.
/// With `only`, the turns starting with that action alone.
fn candidates(pos: &Position, only: Option<Move>, nodes: &mut u64) -> Vec<Candidate> {
    let seat = pos.to_move();
    let mut found: Vec<Candidate> = Vec::new();
    let mut visit = |first: Move, end: &Position| {
        *nodes += 1;
        // On equal worth, move a piece before passing a die: the same turn, read better.
        let worth = evaluate(end, seat) - i32::from(!first.moves_a_piece());
        match found.iter_mut().find(|c| c.end.hash() == end.hash()) {
            Some(c) if worth > c.worth => *c = Candidate { first, end: end.clone(), worth },
            Some(_) => {}
            None => found.push(Candidate { first, end: end.clone(), worth }),
        }
    };
    match only {
        Some(mv) => {
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            turn_ends(&child, Some(mv), &mut visit);
        }
        None => turn_ends(pos, None, &mut visit),
    }
    found.sort_by_key(|c| -c.worth);
    found
}

/// How deeply a level looks, from the depth cap in its limits.
enum Plan {
    /// The best turn by the static evaluation (levels 1 to 5, with less noise at each).
    Static,
    /// The best of the first few turns by the static evaluation, after the next
    /// player's expected reply over all his rolls (a depth cap of 4 or 5: no level, as it
    /// was hardly stronger than the turn alone, see `docs/search-experiments.md`).
    ExpectedReply(usize),
    /// The first few turns played on to this player's next roll with random rolls (level 6,
    /// as long as the time budget allows): at most this many samples per candidate.
    Rollouts { candidates: usize, samples: u32 },
}

impl Plan {
    fn for_depth(depth: u32) -> Plan {
        match depth {
            0..=3 => Plan::Static,
            4..=5 => Plan::ExpectedReply(3),
            6..=8 => Plan::Rollouts { candidates: 6, samples: 48 },
            _ => Plan::Rollouts { candidates: 10, samples: 2000 },
        }
    }
}

/// Turns a rollout plays before judging the position: the next three players', so it
/// is judged when this player is to roll again (measured against 2, 4 and 5:
/// `docs/search-experiments.md`).
const ROLLOUT_TURNS: u32 = 3;

/// Samples per candidate and round of rollouts; after each round the worst candidate
/// is dropped, so the time goes to the ones worth telling apart.
const SAMPLES_PER_ROUND: u32 = 8;

/// Scores candidates by the mean worth of rollouts, the same rolls for every candidate
/// in a round (their differences come from the turn, not from luck); returns the
/// surviving candidates' indices with their mean worths, or `None` when the clock
/// stopped the first round.
fn rollouts(
    cands: &[Candidate],
    seat: fourchess_core::Seat,
    max_samples: u32,
    seed: u64,
    nodes: &mut u64,
    out_of_time: &dyn Fn() -> bool,
) -> Option<Vec<(usize, i32)>> {
    let mut alive: Vec<(usize, i64)> = (0..cands.len()).map(|i| (i, 0)).collect();
    let mut samples = 0u32;
    'rounds: while samples < max_samples {
        // A round cut short by the clock is not counted: every survivor has `samples`.
        let mut round = vec![0i64; alive.len()];
        for k in 0..SAMPLES_PER_ROUND {
            let sample = (samples + k) as u64;
            for (j, &(i, _)) in alive.iter().enumerate() {
                if out_of_time() {
                    break 'rounds;
                }
                let mut dice = Rng::new(seed ^ sample.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                round[j] += rollout(&cands[i].end, seat, ROLLOUT_TURNS, &mut dice, nodes) as i64;
            }
        }
        for (entry, sum) in alive.iter_mut().zip(round) {
            entry.1 += sum;
        }
        samples += SAMPLES_PER_ROUND;
        if alive.len() > 2 {
            if let Some(worst) = (0..alive.len()).min_by_key(|&j| alive[j].1) {
                alive.remove(worst);
            }
        }
    }
    (samples > 0).then(|| alive.into_iter().map(|(i, total)| (i, (total / samples as i64) as i32)).collect())
}

/// The action to play now in Chaturanga.
pub(crate) fn choose(pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<SearchResult> {
    choose_among(pos, None, limits, clock)
}

/// What the action `mv` (a legal one) is worth to the player to move, on the scale of
/// [`choose`]'s score with the same limits: the best turn starting with it.
pub(crate) fn action_score(pos: &Position, mv: Move, limits: &Limits, clock: &dyn Clock) -> Option<i32> {
    if !pos.legal_moves().contains(&mv) {
        return None;
    }
    let quiet = Limits { noise_cp: 0, ..*limits };
    choose_among(pos, Some(mv), &quiet, clock).map(|r| r.score)
}

/// [`choose`], among the turns that start with `only` when given.
fn choose_among(pos: &Position, only: Option<Move>, limits: &Limits, clock: &dyn Clock) -> Option<SearchResult> {
    let legal = pos.legal_moves();
    let first = *legal.first()?;
    let seat = pos.to_move();
    let mut nodes = 0u64;
    let cands = candidates(pos, only, &mut nodes);
    if cands.is_empty() {
        return Some(SearchResult { best: first, score: 0, depth: 0, nodes, pv: vec![first] });
    }
    let deadline = limits.time_ms.unwrap_or(0);
    let out_of_time = || clock.stop_requested() || (deadline > 0 && clock.elapsed_ms() >= deadline);
    let plan = Plan::for_depth(limits.depth.unwrap_or(3));
    // (candidate index, worth) of the candidates still in the running.
    let mut scored: Vec<(usize, i32)> = cands.iter().enumerate().map(|(i, c)| (i, c.worth)).collect();
    let mut depth = 1;
    match plan {
        Plan::Static => {}
        Plan::ExpectedReply(count) => {
            let mut refined = Vec::new();
            for (i, c) in cands.iter().enumerate().take(count) {
                match expected_reply(&c.end, seat, &mut nodes, &out_of_time) {
                    Some(v) => refined.push((i, v - i32::from(!c.first.moves_a_piece()))),
                    None => break,
                }
            }
            // Refined worths and static ones are on different scales: choose among
            // the refined candidates only.
            if !refined.is_empty() {
                scored = refined;
                depth = 2;
            }
        }
        Plan::Rollouts { candidates, samples } => {
            let top = &cands[..cands.len().min(candidates)];
            let seed = limits.seed ^ pos.hash();
            if let Some(survivors) = rollouts(top, seat, samples, seed, &mut nodes, &out_of_time) {
                scored = survivors;
                depth = 1 + ROLLOUT_TURNS;
            }
        }
    }
    let mut rng = Rng::new(limits.seed);
    // Luck evens out small differences in dice games: beginners' noise is stronger here.
    let noise = limits.noise_cp as u64 * 4;
    let noisy: Vec<(usize, i32)> =
        scored.iter().map(|&(i, v)| (i, v + if noise > 0 { rng.below(noise + 1) as i32 } else { 0 })).collect();
    // The noise never gives a piece away while a turn with this roll keeps it: it picks
    // among the turns that keep within a margin of the lower of what the best keeper
    // keeps and what the team holds now (a capture may be missed), and the turn the bot
    // judges best without noise.
    let kept: Vec<i32> =
        if noise > 0 { scored.iter().map(|&(i, _)| material_kept(&cands[i].end, seat)).collect() } else { Vec::new() };
    let floor = kept.iter().max().map_or(i32::MIN, |&k| k.min(material(pos, seat).0).saturating_sub(NOISE_MARGIN_CP));
    let judged_best = (0..scored.len()).max_by_key(|&j| scored[j].1);
    let (best_index, score) = (0..noisy.len())
        .filter(|&j| noise == 0 || kept[j] >= floor || Some(j) == judged_best)
        .map(|j| noisy[j])
        .max_by_key(|&(_, v)| v)
        .unwrap_or((0, 0));
    let best = cands[best_index].first;
    Some(SearchResult { best, score, depth, nodes, pv: vec![best] })
}

/// The kinds of a Chaturanga army.
const KINDS: [Kind; 6] = [Kind::Pawn, Kind::Boat, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::King];

/// The material a turn ending in `end` keeps for `seat`'s team: its pieces' worth less
/// the enemies', less the largest piece it leaves en prise (see [`material`]). Which
/// piece the enemies' dice will let move is not known: a piece within an enemy's reach
/// is given unless the dice refuse, so it counts as given whatever the chance. A won
/// game keeps everything, a lost one nothing.
fn material_kept(end: &Position, seat: Seat) -> i32 {
    if end.outcome().is_some() {
        return evaluate(end, seat);
    }
    let (balance, en_prise) = material(end, seat);
    balance - en_prise
}

/// `seat`'s team's material less the enemies', and the worth of its largest piece en
/// prise: attacked by an enemy piece and unguarded, or attacked by a cheaper piece (less
/// that piece's worth).
fn material(pos: &Position, seat: Seat) -> (i32, i32) {
    let (mut balance, mut en_prise) = (0, 0);
    let (friends, enemies) = (seat.team().mask(), seat.team().other().mask());
    for owner in Seat::ALL {
        let ours = owner.team() == seat.team();
        for (sq, piece) in pos.pieces_of(owner) {
            let worth = value(piece.kind());
            if !ours {
                balance -= worth;
                continue;
            }
            balance += worth;
            let threats = pos.attacking_kinds(sq, enemies);
            if threats == 0 {
                continue;
            }
            let cheapest = KINDS.iter().filter(|&&k| threats & 1 << k as u8 != 0).map(|&k| value(k)).min();
            let loss = if pos.attacking_kinds(sq, friends) == 0 { worth } else { worth - cheapest.unwrap_or(worth) };
            en_prise = en_prise.max(loss);
        }
    }
    (balance, en_prise)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoClock;
    use fourchess_core::{Rules, Variant};

    /// Every plan (turn alone, expected reply, rollouts): the depth caps that choose them.
    const PLAN_DEPTHS: [u32; 3] = [2, 4, 6];

    /// The move each plan chooses in this Chaturanga position, as text.
    fn choices(fen: &str) -> Vec<String> {
        let pos = Position::from_fen4(Rules::new(Variant::Chaturanga), fen).expect("valid");
        PLAN_DEPTHS
            .iter()
            .map(|&depth| pos.move_text(&choose(&pos, &Limits::depth(depth), &NoClock).expect("a move").best))
            .collect()
    }

    #[test]
    fn the_bot_takes_a_free_king() {
        // White's rook on d4 can take Red's king on d6 with the 4.
        let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(4,6)}-7,yK/8/3,bK,4/8/3,rR,4/8/8/3,rK,3,gK";
        assert_eq!(choices(fen), ["4:Rd4xKd6"; 3]);
    }

    #[test]
    fn the_bot_answers_from_the_start_deterministically() {
        let mut pos = Position::start(Rules::new(Variant::Chaturanga));
        pos.roll(&[3, 4]).expect("roll");
        for depth in PLAN_DEPTHS {
            let limits = Limits { depth: Some(depth), noise_cp: 50, seed: 9, ..Limits::default() };
            let a = choose(&pos, &limits, &NoClock).expect("a move");
            let b = choose(&pos, &limits, &NoClock).expect("a move");
            assert!(pos.legal_moves().contains(&a.best));
            assert_eq!((a.best, a.score), (b.best, b.score), "depth {depth}");
        }
    }

    #[test]
    fn a_king_in_a_rooks_line_steps_aside() {
        // Red's rook on d5 eyes White's king on d1; White rolled a 1 (king or pawn).
        let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(1,6)}-7,yK/8/8/3,bR,4/8/8/8/3,rK,3,gK";
        for text in choices(fen) {
            assert!(text.starts_with("1:Kd1-") && !text.ends_with("d2"), "{text}");
        }
    }
}
