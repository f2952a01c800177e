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

use fourchess_core::{Pgn4, Seat};
use fourchess_search::review::{review_game, Tally, CLASSES};
use fourchess_search::{Clock, Limits, NoClock, Searcher, MATE, MATE_BOUND};

use crate::args::{usage, Args, CliResult};
use crate::output::outln;

/// A score as printed: centipawns, or `#N` / `#-N` for a mate N plies away.
fn score_text(score: i32) -> String {
    if score.abs() >= MATE_BOUND {
        let plies = MATE - score.abs();
        format!("#{}{plies}", if score > 0 { "" } else { "-" })
    } else {
        format!("{score}")
    }
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
    let names = game.rules().variant().seat_names();
    let mut searcher = Searcher::new(hash.clamp(1, 1024));
    let timed = limits.time_ms.is_some();
    let clock = move || -> Box<dyn Clock> {
        if timed {
            let start = std::time::Instant::now();
            Box::new(move || start.elapsed().as_millis() as u64)
        } else {
            Box::new(NoClock)
        }
    };
    let mut tallies = [Tally::default(); 4];
    outln!("ply  mover   move          before    after   loss  class");
    let shown = |v: Option<i32>| v.map_or("-".to_string(), score_text);
    review_game(&mut searcher, &game, &limits, &clock, &mut |r| {
        tallies[r.seat.index()].add(r);
        outln!(
            "{:>3}  {:<7} {:<12} {:>7}  {:>7}  {:>5}  {}{}",
            r.ply + 1,
            names[r.seat.index()],
            r.text,
            shown(r.before),
            shown(r.after),
            r.loss.map_or("-".to_string(), |l| l.to_string()),
            r.class.unwrap_or("-"),
            if r.only { "!" } else { "" }
        );
        true
    });
    for seat in Seat::ALL {
        let t = tallies[seat.index()];
        if t.counts.iter().sum::<u32>() == 0 {
            continue;
        }
        let counts: Vec<String> = CLASSES.iter().zip(t.counts).map(|((name, _), n)| format!("{name} {n}")).collect();
        let accuracy = t.accuracy().map_or("-".to_string(), |a| format!("{a:.1}"));
        outln!("{}: {}, accuracy {accuracy}", names[seat.index()], counts.join(", "));
    }
    Ok(())
}
