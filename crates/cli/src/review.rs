//! `fourchess review FILE.pgn4`: replays a record and judges every move by the search.
//!
//! The position before each move is searched (for `--movetime` milliseconds or to
//! `--depth` plies): its score is the best the mover could get ("before"). Unless the
//! move played is the engine's own choice, the position after it is searched one ply
//! less deep than the first search reached, so that both look as far from the position
//! before the move: its score, for the mover, is what the move got ("after").
//! The loss is the difference, in centipawns, for the mover's side (his team in the
//! team games); a mate counts as [`MATE_CP`]. Classes and accuracy:
//! `rules-text/review.en.md`.
//!
//! Free-for-all is judged by the same centipawn loss for now: the score after a move is
//! the next player's paranoid score, negated, an approximation of the mover's.
//! Chaturanga (dice): each action after a roll is judged with the dice known, by the
//! dice bot (its plan chosen by `--depth` as for the levels: up to 3 the turn alone, 4
//! and 5 the next player's expected reply, 6 and more rollouts; `--movetime` caps the
//! time and plans as depth 3); the score after is the best way to finish the turn with
//! the action played. Rolls, resignations and timeouts get no class (`-`).

use fourchess_core::{Pgn4, Position, Seat, Variant};
use fourchess_search::{Limits, NoClock, Searcher, MATE, MATE_BOUND};

use crate::args::{usage, Args, CliResult};
use crate::output::outln;

/// What a mate is worth in a loss; larger leads count as this much (as good as won).
pub const MATE_CP: i32 = 1_000;
/// A loss counts at most this much in the accuracy.
const ACCURACY_CAP: i32 = 500;

/// The classes, best first, with the largest loss (centipawns) each allows.
const CLASSES: [(&str, i32); 5] =
    [("best", 10), ("good", 50), ("inaccuracy", 150), ("mistake", 300), ("blunder", i32::MAX)];

/// The class of a move losing `loss` centipawns; the engine's own best move is "best".
pub fn class_of(loss: i32, engines_choice: bool) -> &'static str {
    if engines_choice {
        return CLASSES[0].0;
    }
    CLASSES.iter().find(|(_, most)| loss <= *most).map_or("blunder", |(name, _)| name)
}

/// A score as centipawns for the loss: mates at [`MATE_CP`].
fn capped(score: i32) -> i32 {
    if score >= MATE_BOUND {
        MATE_CP
    } else if score <= -MATE_BOUND {
        -MATE_CP
    } else {
        score.clamp(-MATE_CP, MATE_CP)
    }
}

/// A score as printed: centipawns, or `#N` / `#-N` for a mate N plies away.
fn score_text(score: i32) -> String {
    if score.abs() >= MATE_BOUND {
        let plies = MATE - score.abs();
        format!("#{}{plies}", if score > 0 { "" } else { "-" })
    } else {
        format!("{score}")
    }
}

/// Which side a seat is on in the search: its team in the team games, itself in
/// Free-for-all.
fn side(variant: Variant, seat: Seat) -> usize {
    if variant.is_team_game() {
        seat.index() & 1
    } else {
        seat.index()
    }
}

/// The best score of a position and the engine's best move, for the player to move
/// (a finished game: none, see [`judge_outcome_for`]).
struct Judged {
    score: i32,
    best: Option<fourchess_core::Move>,
    /// The depth the search completed.
    depth: u32,
}

fn judge(searcher: &mut Searcher, pos: &Position, history: &[u64], limits: &Limits) -> Judged {
    if pos.outcome().is_some() {
        return Judged { score: 0, best: None, depth: 0 };
    }
    let clock = std::time::Instant::now();
    let elapsed = move || clock.elapsed().as_millis() as u64;
    let result = if limits.time_ms.is_some() {
        searcher.search(pos, history, limits, &elapsed)
    } else {
        searcher.search(pos, history, limits, &NoClock)
    };
    match result {
        Some(r) => Judged { score: r.score, best: Some(r.best), depth: r.depth },
        None => Judged { score: 0, best: None, depth: 0 },
    }
}

#[derive(Default, Clone, Copy)]
struct Tally {
    counts: [u32; 5],
    /// Sum of the capped losses of the moves that had a choice.
    capped_loss: i64,
    judged: u32,
}

pub fn run(args: &Args) -> CliResult<()> {
    let file = args.positional(0).ok_or_else(|| usage("review needs a PGN4 file"))?;
    let depth: Option<u32> = args.parsed("depth", "a number of plies")?;
    let movetime: Option<u64> = args.parsed("movetime", "a number of milliseconds")?;
    let hash: usize = args.parsed_or("hash", "a number of megabytes", 32)?;
    let limits = match (depth, movetime) {
        (Some(_), Some(_)) => return Err(usage("review takes --depth or --movetime, not both")),
        (Some(d), None) => Limits::depth(d.clamp(1, 30)),
        (None, Some(ms)) => Limits::time_ms(ms.max(1)),
        (None, None) => Limits::time_ms(1000),
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let pgn = Pgn4::parse(&text).map_err(|e| format!("{file}: {e}"))?;
    let game = pgn.replay(false).map_err(|e| format!("{file}: {e}"))?;
    let variant = game.rules().variant();
    let names = variant.seat_names();
    let plies = game.moves().len();
    let mut searcher = Searcher::new(hash.clamp(1, 1024));
    let history: Vec<u64> = (0..=plies).map(|ply| game.position_at(ply).hash()).collect();
    let mut tallies = [Tally::default(); 4];
    outln!("ply  mover   move          before    after   loss  class");
    for (ply, played) in game.moves().iter().enumerate() {
        let pos = game.position_at(ply);
        let next = game.position_at(ply + 1);
        if !pos.legal_moves().contains(&played.mv) {
            // Not a move: a resignation, a timeout (or a roll of the dice).
            outln!(
                "{:>3}  {:<7} {:<12} {:>7}  {:>7}  {:>5}  -",
                ply + 1,
                names[played.seat.index()],
                played.text,
                "-",
                "-",
                "-"
            );
            continue;
        }
        let judged = judge(&mut searcher, pos, &history[..ply], &limits);
        let before = judged.score;
        let choice = pos.legal_moves().len() > 1;
        let engines_choice = !choice || judged.best == Some(played.mv);
        // A finished game is scored for the mover; the same side to move keeps the score.
        let after = if engines_choice {
            before
        } else if variant.uses_dice() {
            // Chaturanga: the best way to finish the turn with this action, the dice known.
            let start = std::time::Instant::now();
            let elapsed = move || start.elapsed().as_millis() as u64;
            searcher.dice_action_score(pos, played.mv, &limits, &elapsed).unwrap_or(before)
        } else if next.outcome().is_some() {
            judge_outcome_for(next, played.seat)
        } else {
            let reply = Limits::depth(judged.depth.saturating_sub(1).max(1));
            let seen_by_next = judge(&mut searcher, next, &history[..=ply], &reply).score;
            if side(variant, next.to_move()) == side(variant, played.seat) {
                seen_by_next
            } else {
                -seen_by_next
            }
        };
        let loss = if engines_choice { 0 } else { (capped(before) - capped(after)).max(0) };
        let class = class_of(loss, engines_choice);
        let tally = &mut tallies[played.seat.index()];
        if let Some(i) = CLASSES.iter().position(|(name, _)| *name == class) {
            tally.counts[i] += 1;
        }
        if choice {
            tally.capped_loss += i64::from(loss.min(ACCURACY_CAP));
            tally.judged += 1;
        }
        outln!(
            "{:>3}  {:<7} {:<12} {:>7}  {:>7}  {:>5}  {class}",
            ply + 1,
            names[played.seat.index()],
            played.text,
            score_text(before),
            score_text(after),
            loss
        );
    }
    for seat in Seat::ALL {
        let t = tallies[seat.index()];
        if t.counts.iter().sum::<u32>() == 0 {
            continue;
        }
        let counts: Vec<String> = CLASSES.iter().zip(t.counts).map(|((name, _), n)| format!("{name} {n}")).collect();
        outln!("{}: {}, accuracy {}", names[seat.index()], counts.join(", "), accuracy_text(&t));
    }
    Ok(())
}

/// The score of a finished game for `seat`.
fn judge_outcome_for(pos: &Position, seat: Seat) -> i32 {
    let Some(outcome) = pos.outcome() else {
        return 0;
    };
    let us = if pos.variant().is_team_game() { seat.team().mask() } else { seat.bit() };
    if outcome.is_draw() {
        0
    } else if outcome.winners & us != 0 {
        MATE
    } else {
        -MATE
    }
}

/// 100 × (1 − average capped loss / cap), one decimal; `-` with no move to judge.
fn accuracy_text(t: &Tally) -> String {
    if t.judged == 0 {
        return "-".to_string();
    }
    let average = t.capped_loss as f64 / f64::from(t.judged);
    format!("{:.1}", 100.0 * (1.0 - average / f64::from(ACCURACY_CAP)))
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
