//! The Chaturanga bot: the dice are chance nodes. The bot looks at every way to play
//! out its own turn with the dice it has, keeps the most promising, and weighs each by
//! the expected best reply of the next player over every roll he might throw. It is
//! never told a future roll.

use fourchess_core::{Kind, Move, Position, Seat};

use crate::clock::Clock;
use crate::rng::Rng;
use crate::{Limits, SearchResult};

/// A king is what the game is about: both enemy kings captured wins.
fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Boat | Kind::Bishop => 250,
        Kind::Knight => 300,
        Kind::Rook => 500,
        Kind::Queen => 900,
        Kind::King => 1200,
    }
}

const WIN: i32 = 1_000_000;

/// Faces of a die that let a piece of one of these kinds (bits `1 << kind`) move.
fn faces_for(kinds: u8) -> u32 {
    (1..=6u8).filter(|&face| crate::dice::kinds_mask(face) & kinds != 0).count() as u32
}

fn kinds_mask(face: u8) -> u8 {
    fourchess_core::chaturanga::kinds_for_die(face).iter().fold(0, |m, &k| m | 1 << k as u8)
}

/// Per mille chance that two dice let one of these kinds move at least once.
fn reach_per_mille(kinds: u8) -> i32 {
    let miss = 6 - faces_for(kinds);
    1000 - (1000 * miss * miss / 36) as i32
}

/// The position's worth for `seat`'s team: material, pawns' progress towards their
/// promotion line, the reserve an army may promote to, and pieces standing where an
/// enemy could take them (weighted by the chance the dice allow it).
fn evaluate(pos: &Position, seat: Seat) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return if outcome.is_draw() {
            0
        } else if outcome.winners & seat.bit() != 0 {
            WIN
        } else {
            -WIN
        };
    }
    let mut score = 0;
    for owner in Seat::ALL {
        let sign = if owner.team() == seat.team() { 1 } else { -1 };
        let mut army = 0;
        let enemies = owner.team().other().mask();
        for (sq, piece) in pos.pieces_of(owner) {
            army += value(piece.kind());
            let threats = pos.attacking_kinds(sq, enemies);
            if threats != 0 {
                army -= value(piece.kind()) * reach_per_mille(threats) / 2000;
            }
            if piece.kind() == Kind::Pawn {
                let rank = match owner.index() {
                    0 => sq.rank(),
                    1 => sq.file(),
                    2 => 7 - sq.rank(),
                    _ => 7 - sq.file(),
                };
                army += 12 * rank as i32;
            }
        }
        army += pos.reserve(owner).map(|k| value(k) / 4).sum::<i32>();
        score += sign * army;
    }
    score
}

/// Calls `visit` with every way the current turn can end: the first action taken and
/// the position when the dice are used up (or the game ends).
fn turn_ends(pos: &Position, first: Option<Move>, visit: &mut dyn FnMut(Move, &Position)) {
    let moves = pos.legal_moves();
    if moves.is_empty() || pos.needs_roll() {
        if let Some(first) = first {
            visit(first, pos);
        }
        return;
    }
    for mv in &moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        turn_ends(&child, Some(first.unwrap_or(*mv)), visit);
    }
}

/// Every roll of `count` dice as (values, weight out of 6^count).
fn rolls(count: usize) -> Vec<(Vec<u8>, u32)> {
    let mut out: Vec<(Vec<u8>, u32)> = Vec::new();
    let total = 6u32.pow(count as u32);
    for code in 0..total {
        let mut values: Vec<u8> = (0..count).map(|i| (code / 6u32.pow(i as u32) % 6) as u8 + 1).collect();
        values.sort_unstable();
        match out.iter_mut().find(|(v, _)| *v == values) {
            Some((_, w)) => *w += 1,
            None => out.push((values, 1)),
        }
    }
    out
}

/// The expected worth for `seat` after the next player rolls and plays his best.
fn expected_reply(pos: &Position, seat: Seat, clock: &dyn Clock, deadline: u64, nodes: &mut u64) -> Option<i32> {
    if pos.outcome().is_some() || !pos.needs_roll() {
        return Some(evaluate(pos, seat));
    }
    let next = pos.to_move();
    let same_team = next.team() == seat.team();
    let count = if pos.rules().three_dice { 3 } else { 2 };
    let (mut sum, mut weights) = (0i64, 0i64);
    for (values, weight) in rolls(count) {
        if deadline > 0 && clock.elapsed_ms() >= deadline {
            return None;
        }
        let mut rolled = pos.clone();
        if rolled.roll(&values).is_err() {
            continue;
        }
        let mut best: Option<i32> = None;
        turn_ends(&rolled, None, &mut |_, end| {
            *nodes += 1;
            let v = evaluate(end, seat);
            best = Some(match best {
                None => v,
                Some(b) if same_team => b.max(v),
                Some(b) => b.min(v),
            });
        });
        let v = best.unwrap_or_else(|| evaluate(&rolled, seat));
        sum += v as i64 * weight as i64;
        weights += weight as i64;
    }
    (weights > 0).then(|| (sum / weights) as i32)
}

/// The action to play now in Chaturanga.
pub(crate) fn choose(pos: &Position, limits: &Limits, clock: &dyn Clock) -> Option<SearchResult> {
    let legal = pos.legal_moves();
    let first = *legal.first()?;
    let seat = pos.to_move();
    let mut nodes = 0u64;
    // The best end of the turn reached through each first action.
    let mut by_first: Vec<(Move, i32, Position)> = Vec::new();
    turn_ends(pos, None, &mut |mv, end| {
        nodes += 1;
        // On equal worth, move a piece before passing a die: the same turn, read better.
        let v = evaluate(end, seat) - i32::from(!mv.moves_a_piece());
        match by_first.iter_mut().find(|(m, _, _)| *m == mv) {
            Some(entry) if v > entry.1 => *entry = (mv, v, end.clone()),
            Some(_) => {}
            None => by_first.push((mv, v, end.clone())),
        }
    });
    if by_first.is_empty() {
        return Some(SearchResult { best: first, score: 0, depth: 0, nodes, pv: vec![first] });
    }
    by_first.sort_by_key(|(_, v, _)| -*v);
    // Deeper levels weigh more candidates by the reply they invite.
    let depth = limits.depth.unwrap_or(3);
    let candidates = match depth {
        0..=2 => 0,
        3 => 3,
        4..=6 => 6,
        _ => 10,
    };
    let deadline = limits.time_ms.unwrap_or(0);
    let mut scored: Vec<(Move, i32)> = by_first.iter().map(|(m, v, _)| (*m, *v)).collect();
    let mut refined = 0;
    for (i, (mv, _, end)) in by_first.iter().take(candidates).enumerate() {
        match expected_reply(end, seat, clock, deadline, &mut nodes) {
            Some(v) => scored[i] = (*mv, v - i32::from(!mv.moves_a_piece())),
            None => break,
        }
        refined += 1;
    }
    // Refined worths (after the expected reply) and static ones are on different
    // scales: choose among the refined candidates only.
    if refined > 0 {
        scored.truncate(refined);
    }
    let mut rng = Rng::new(limits.seed);
    // Luck evens out small differences in dice games: beginners' noise is stronger here.
    let noise = limits.noise_cp as u64 * 4;
    let noisy: Vec<(Move, i32)> =
        scored.iter().map(|&(m, v)| (m, v + if noise > 0 { rng.below(noise + 1) as i32 } else { 0 })).collect();
    let (best, score) = noisy.iter().copied().max_by_key(|&(_, v)| v).unwrap_or((first, 0));
    Some(SearchResult { best, score, depth: if candidates > 0 { 2 } else { 1 }, nodes, pv: vec![best] })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoClock;
    use fourchess_core::{Rules, Variant};

    #[test]
    fn rolls_cover_every_outcome_once() {
        let two = rolls(2);
        assert_eq!(two.len(), 21);
        assert_eq!(two.iter().map(|(_, w)| w).sum::<u32>(), 36);
        assert_eq!(rolls(3).iter().map(|(_, w)| w).sum::<u32>(), 216);
    }

    #[test]
    fn the_bot_takes_a_free_king() {
        // White's rook on d4 can take Red's king on d6 with the 4.
        let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(4,6)}-7,yK/8/3,bK,4/8/3,rR,4/8/8/3,rK,3,gK";
        let pos = Position::from_fen4(Rules::new(Variant::Chaturanga), fen).expect("valid");
        let result = choose(&pos, &Limits::depth(3), &NoClock).expect("a move");
        assert_eq!(pos.move_text(&result.best), "4:Rd4xKd6");
    }

    #[test]
    fn the_bot_answers_from_the_start_deterministically() {
        let mut pos = Position::start(Rules::new(Variant::Chaturanga));
        pos.roll(&[3, 4]).expect("roll");
        let limits = Limits { depth: Some(4), noise_cp: 50, seed: 9, ..Limits::default() };
        let a = choose(&pos, &limits, &NoClock).expect("a move");
        let b = choose(&pos, &limits, &NoClock).expect("a move");
        assert!(pos.legal_moves().contains(&a.best));
        assert_eq!(a.best, b.best);
    }
}
