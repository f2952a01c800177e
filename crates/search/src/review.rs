//! Game review: every move of a game judged by the search — the best the mover could get
//! ("before"), what the move played got ("after"), the loss, a class and, per player, an
//! accuracy (rules-text/review.en.md). Shared by `fourchess review` and the page.
//!
//! The position before each move is searched within the limits; unless the move played
//! is the engine's own choice, the position after it is searched one ply less deep than
//! the first search reached, so both look as far from the position before the move. A
//! mate counts as [`MATE_CP`]. Free-for-all: the score after a move is the next player's
//! paranoid score, negated, an approximation of the mover's. Chaturanga (dice): each
//! action after a roll is judged with the dice known; rolls, resignations and timeouts
//! get no class.

use fourchess_core::{Game, Move, Position, Seat, Variant};

use crate::{Clock, Limits, Searcher, MATE, MATE_BOUND};

/// What a mate is worth in a loss; larger leads count as this much (as good as won).
pub const MATE_CP: i32 = 1_000;
/// A loss counts at most this much in the accuracy.
pub const ACCURACY_CAP: i32 = 500;
/// The engine's best move was the only good one ("!") when the next best move would have
/// lost more than this (a mistake or worse; rules-text/review.en.md).
pub const ONLY_MARGIN: i32 = 150;

/// The classes, best first, with the largest loss (centipawns) each allows.
pub const CLASSES: [(&str, i32); 5] =
    [("best", 10), ("good", 50), ("inaccuracy", 150), ("mistake", 300), ("blunder", i32::MAX)];

/// The class of a move losing `loss` centipawns; the engine's own best move is "best".
pub fn class_of(loss: i32, engines_choice: bool) -> &'static str {
    if engines_choice {
        return CLASSES[0].0;
    }
    CLASSES.iter().find(|(_, most)| loss <= *most).map_or("blunder", |(name, _)| name)
}

/// A score as centipawns for the loss: mates at [`MATE_CP`].
pub fn capped(score: i32) -> i32 {
    if score >= MATE_BOUND {
        MATE_CP
    } else if score <= -MATE_BOUND {
        -MATE_CP
    } else {
        score.clamp(-MATE_CP, MATE_CP)
    }
}

/// One move of the game, judged (`before`, `after`, `loss`, `class`: `None` for a roll,
/// a resignation or a timeout).
#[derive(Clone, Debug)]
pub struct PlyReview {
    /// 0-based index of the move in the game.
    pub ply: usize,
    /// Who made it.
    pub seat: Seat,
    /// The move as the record writes it.
    pub text: String,
    /// The best score the mover could get, for his side.
    pub before: Option<i32>,
    /// What the move played got, for his side.
    pub after: Option<i32>,
    /// `before - after` in capped centipawns (0 for the engine's own choice).
    pub loss: Option<i32>,
    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub class: Option<&'static str>,
    /// The engine's choice when it differs from the move played.
    pub better: Option<Move>,
    /// Whether the mover had more than one legal move (only those count in the accuracy).
    pub choice: bool,
    /// The move played was the engine's choice and every other move would have lost more
    /// than [`ONLY_MARGIN`]: the only good move ("!").
    pub only: bool,
}

/// A player's moves by class (in [`CLASSES`] order) and accuracy.
#[derive(Default, Clone, Copy, Debug)]
pub struct Tally {
    /// Moves per class.
    pub counts: [u32; 5],
    /// Sum of the capped losses of the moves that had a choice.
    pub capped_loss: i64,
    /// Moves that had a choice.
    pub judged: u32,
}

impl Tally {
    /// Adds a judged move.
    pub fn add(&mut self, review: &PlyReview) {
        let (Some(class), Some(loss)) = (review.class, review.loss) else { return };
        if let Some(i) = CLASSES.iter().position(|(name, _)| *name == class) {
            self.counts[i] += 1;
        }
        if review.choice {
            self.capped_loss += i64::from(loss.min(ACCURACY_CAP));
            self.judged += 1;
        }
    }

    /// 100 × (1 − average capped loss / cap); `None` with no move to judge.
    pub fn accuracy(&self) -> Option<f64> {
        (self.judged > 0)
            .then(|| 100.0 * (1.0 - self.capped_loss as f64 / f64::from(self.judged) / f64::from(ACCURACY_CAP)))
    }
}

/// Which side a seat is on in the search: its team in the team games, itself in Free-for-all.
fn side(variant: Variant, seat: Seat) -> usize {
    if variant.is_team_game() {
        seat.index() & 1
    } else {
        seat.index()
    }
}

/// The score of a finished game for `seat`.
fn outcome_for(pos: &Position, seat: Seat) -> i32 {
    let Some(outcome) = pos.outcome() else { return 0 };
    let us = if pos.variant().is_team_game() { seat.team().mask() } else { seat.bit() };
    if outcome.is_draw() {
        0
    } else if outcome.winners & us != 0 {
        MATE
    } else {
        -MATE
    }
}

/// Reviews every move of `game`; `clock` makes a fresh clock for each search (its time
/// limit counts from there); `on_ply` gets each move's review as it is done (a progress
/// bar), and may stop the review by returning `false`.
pub fn review_game(
    searcher: &mut Searcher,
    game: &Game,
    limits: &Limits,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_ply: &mut dyn FnMut(&PlyReview) -> bool,
) -> Vec<PlyReview> {
    let variant = game.rules().variant();
    let plies = game.moves().len();
    let history: Vec<u64> = (0..=plies).map(|ply| game.position_at(ply).hash()).collect();
    let mut out = Vec::with_capacity(plies);
    for (ply, played) in game.moves().iter().enumerate() {
        let pos = game.position_at(ply);
        let next = game.position_at(ply + 1);
        let legal = pos.legal_moves();
        let mut review = PlyReview {
            ply,
            seat: played.seat,
            text: played.text.clone(),
            before: None,
            after: None,
            loss: None,
            class: None,
            better: None,
            choice: legal.len() > 1,
            only: false,
        };
        // Not a move: a resignation, a timeout (or a roll of the dice).
        if legal.contains(&played.mv) && pos.outcome().is_none() {
            let found = searcher.search(pos, &history[..ply], limits, clock().as_ref());
            let (before, best, depth) = found.map_or((0, None, 0), |r| (r.score, Some(r.best), r.depth));
            let engines_choice = !review.choice || best == Some(played.mv);
            let after = if engines_choice {
                before
            } else if variant.uses_dice() {
                searcher.dice_action_score(pos, played.mv, limits, clock().as_ref()).unwrap_or(before)
            } else if next.outcome().is_some() {
                outcome_for(next, played.seat)
            } else {
                let reply = Limits::depth(depth.saturating_sub(1).max(1));
                let seen = searcher.search(next, &history[..=ply], &reply, clock().as_ref()).map_or(0, |r| r.score);
                if side(variant, next.to_move()) == side(variant, played.seat) {
                    seen
                } else {
                    -seen
                }
            };
            let loss = if engines_choice { 0 } else { (capped(before) - capped(after)).max(0) };
            review.before = Some(before);
            review.after = Some(after);
            review.loss = Some(loss);
            review.class = Some(class_of(loss, engines_choice));
            review.better = if engines_choice { None } else { best };
            // The best move played: was it the only good one? The next best line, as deep.
            if engines_choice && review.choice && !variant.uses_dice() && capped(before).abs() < MATE_CP {
                let lines = searcher.analyse(
                    pos,
                    &history[..ply],
                    &Limits::depth(depth.max(1)),
                    clock().as_ref(),
                    2,
                    &mut |_| {},
                );
                let second = lines.as_ref().and_then(|l| l.get(1)).map(|l| capped(l.score));
                review.only = second.is_some_and(|s| capped(before) - s > ONLY_MARGIN);
            }
        }
        let go_on = on_ply(&review);
        out.push(review);
        if !go_on {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_by_loss() {
        assert_eq!(class_of(300, true), "best");
        assert_eq!(class_of(10, false), "best");
        assert_eq!(class_of(11, false), "good");
        assert_eq!(class_of(50, false), "good");
        assert_eq!(class_of(150, false), "inaccuracy");
        assert_eq!(class_of(300, false), "mistake");
        assert_eq!(class_of(301, false), "blunder");
    }
}
