//! Whole turns of Chaturanga: every way to use a roll, every roll a player may throw,
//! and turns played out with rolls drawn at random.

use fourchess_core::{Move, Position, Seat};

use super::eval::evaluate;
use crate::rng::Rng;

/// Calls `visit` with every way the current turn can end: the first action taken and
/// the position when the dice are used up (or the game ends).
pub(super) fn turn_ends(pos: &Position, first: Option<Move>, visit: &mut dyn FnMut(Move, &Position)) {
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

/// How many dice a turn rolls under these rules.
pub(super) fn dice_count(pos: &Position) -> usize {
    if pos.rules().chaturanga().three_dice {
        3
    } else {
        2
    }
}

/// Every roll of `count` dice as (values, weight out of 6^count).
pub(super) fn rolls(count: usize) -> Vec<(Vec<u8>, u32)> {
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

/// The end of the turn of the player to move (who has rolled) that is worth most to
/// his team by the static evaluation, or `None` when the turn has no action.
pub(super) fn greedy_turn(pos: &Position, nodes: &mut u64) -> Option<Position> {
    let mover = pos.to_move();
    let mut best: Option<(i32, Position)> = None;
    turn_ends(pos, None, &mut |_, end| {
        *nodes += 1;
        let v = evaluate(end, mover);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, end.clone()));
        }
    });
    best.map(|(_, end)| end)
}

/// The expected worth for `seat` after the next player rolls and plays his best turn,
/// over every roll he may throw; `None` when `out_of_time` says stop.
pub(super) fn expected_reply(
    pos: &Position,
    seat: Seat,
    nodes: &mut u64,
    out_of_time: &dyn Fn() -> bool,
) -> Option<i32> {
    if pos.outcome().is_some() || !pos.needs_roll() {
        return Some(evaluate(pos, seat));
    }
    let (mut sum, mut weights) = (0i64, 0i64);
    for (values, weight) in rolls(dice_count(pos)) {
        if out_of_time() {
            return None;
        }
        let mut rolled = pos.clone();
        if rolled.roll(&values).is_err() {
            continue;
        }
        let v = match greedy_turn(&rolled, nodes) {
            Some(end) => evaluate(&end, seat),
            None => evaluate(&rolled, seat),
        };
        sum += v as i64 * weight as i64;
        weights += weight as i64;
    }
    (weights > 0).then(|| (sum / weights) as i32)
}

/// Plays `turns` turns on from `pos`, the rolls drawn from `dice`, each player taking
/// his greedy turn; the worth for `seat` where it ends.
pub(super) fn rollout(pos: &Position, seat: Seat, turns: u32, dice: &mut Rng, nodes: &mut u64) -> i32 {
    let mut pos = pos.clone();
    let count = dice_count(&pos);
    for _ in 0..turns {
        if !pos.needs_roll() {
            break;
        }
        let values: Vec<u8> = (0..count).map(|_| dice.below(6) as u8 + 1).collect();
        if pos.roll(&values).is_err() {
            break;
        }
        match greedy_turn(&pos, nodes) {
            Some(end) => pos = end,
            None => break,
        }
    }
    evaluate(&pos, seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_cover_every_outcome_once() {
        let two = rolls(2);
        assert_eq!(two.len(), 21);
        assert_eq!(two.iter().map(|(_, w)| w).sum::<u32>(), 36);
        assert_eq!(rolls(3).iter().map(|(_, w)| w).sum::<u32>(), 216);
    }
}
