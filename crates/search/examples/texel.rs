//! Tunes the Teams evaluation's weights by Texel's method: quiet positions from seeded
//! self-play, each labelled with its game's result for the team to move (blended with
//! the search's score: `LAMBDA` is the result's share, 1 by default), and the weights
//! that make 1 / (1 + 10^(-K·score/400)) predict those labels best (least squares, one
//! weight at a time for at most `PASSES` passes, `FIXED` indices left alone, a tenth of
//! the positions held out to watch for overfitting). Prints a `Weights` literal to try
//! in a paired match. Runs so far and what they scored: `docs/search-experiments.md`.
//!
//!     cargo run --release -p fourchess-search --example texel -- gen GAMES NODES SEED > positions.txt
//!     LAMBDA=0.5 PASSES=8 cargo run --release -p fourchess-search --example texel -- tune positions.txt

use std::io::{BufRead, Write};

use fourchess_core::{Game, Position, Rules, Variant};
use fourchess_search::tuning::{Evaluator, Weights};
use fourchess_search::{Limits, NoClock, Rng, Searcher};

const OPENINGS: &str = "../shared/openings/teams-modern-balanced.fen4";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => {
            let num = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
            generate(num(1, 100) as usize, num(2, 4000), num(3, 1));
        }
        Some("tune") => tune(args.get(1).map_or("positions.txt", String::as_str)),
        _ => eprintln!("usage: texel gen GAMES NODES SEED > FILE | texel tune FILE"),
    }
}

/// Plays `games` games of Teams from the balanced openings at `nodes` a move (a little
/// noise so games differ) and prints "result score fen4" for each quiet position: the
/// player to move is not in check and the search's move is not a capture (`score`: the
/// search's, for the team to move).
fn generate(games: usize, nodes: u64, seed: u64) {
    let rules = Rules::new(Variant::Teams);
    let path = std::env::var("OPENINGS").unwrap_or_else(|_| OPENINGS.into());
    let openings: Vec<String> = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(String::from)
        .collect();
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new(16);
    let out = std::io::stdout();
    let mut out = out.lock();
    let mut total = 0;
    for g in 0..games {
        let line = &openings[rng.below(openings.len() as u64) as usize];
        let Ok(mut game) = Game::from_fen4(rules, line) else { continue };
        searcher.clear();
        let mut quiet: Vec<(String, usize, i32)> = Vec::new();
        let mut hashes = vec![game.position().hash()];
        while game.outcome().is_none() && game.moves().len() < 600 {
            let pos = game.position().clone();
            let limits = Limits { nodes: Some(nodes), noise_cp: 15, seed: rng.next_u64(), ..Limits::default() };
            let Some(found) = searcher.search(&pos, &hashes[..hashes.len() - 1], &limits, &NoClock) else { break };
            if !pos.in_check(pos.to_move()) && !found.best.is_capture() && found.score.abs() < 2000 {
                quiet.push((pos.to_fen4(), pos.to_move().index() & 1, found.score));
            }
            if game.play(found.best).is_err() {
                break;
            }
            hashes.push(game.position().hash());
        }
        let winners = game.outcome().map_or(0, |o| o.winners);
        for (fen, team, score) in quiet {
            let ours = if team == 0 { 0b0101 } else { 0b1010 };
            let result = if winners == 0 || winners == 0b1111 {
                0.5
            } else if winners & ours != 0 {
                1.0
            } else {
                0.0
            };
            total += 1;
            let _ = writeln!(out, "{result} {score} {fen}");
        }
        eprintln!("game {g}: {} plies, {total} positions", game.moves().len());
    }
}

/// The mean squared error of the predicted results over `set`.
fn error(eval: &Evaluator, set: &[(f64, Position)], k: f64) -> f64 {
    let sum: f64 = set
        .iter()
        .map(|(result, pos)| {
            let p = 1.0 / (1.0 + 10f64.powf(-k * f64::from(eval.team_score(pos)) / 400.0));
            (result - p) * (result - p)
        })
        .sum();
    sum / set.len().max(1) as f64
}

/// The weights as a flat list (for one-at-a-time steps), with each one's step.
fn flat(w: &Weights) -> Vec<i32> {
    let mut v = vec![w.knight, w.bishop, w.rook, w.queen];
    v.extend(w.teams_pawn);
    v.extend(w.centre);
    v.extend([w.king_home, w.king_step, w.shelter_guard, w.shelter_open]);
    v.extend([w.activity_square, w.active_piece, w.active_pair]);
    v.extend(w.zone_attack);
    v.extend([w.zone_two_players, w.tempo]);
    v
}

fn unflat(v: &[i32]) -> Weights {
    let mut i = 0;
    let mut next = || {
        i += 1;
        v[i - 1]
    };
    Weights {
        knight: next(),
        bishop: next(),
        rook: next(),
        queen: next(),
        teams_pawn: [next(), next(), next(), next(), next(), next(), next(), next()],
        centre: [next(), next(), next(), next()],
        king_home: next(),
        king_step: next(),
        shelter_guard: next(),
        shelter_open: next(),
        activity_square: next(),
        active_piece: next(),
        active_pair: next(),
        zone_attack: [next(), next(), next(), next(), next()],
        zone_two_players: next(),
        tempo: next(),
    }
}

fn step_of(index: usize) -> i32 {
    match index {
        0..=3 => 10,
        // Centre weights are quarters; activity per square is small.
        12..=15 | 20 | 21 => 1,
        _ => 3,
    }
}

/// The scale that turns the search's score into an expected result for the label.
const K_SEARCH: f64 = 1.0;

fn tune(path: &str) {
    let rules = Rules::new(Variant::Teams);
    let start = Weights::DEFAULT;
    let base = Evaluator::new(Variant::Teams, start);
    let lambda: f64 = std::env::var("LAMBDA").ok().and_then(|v| v.parse().ok()).unwrap_or(1.0);
    // Weights left as they are, by index into `flat` (e.g. "0,1,2,3" for the material).
    let fixed: Vec<usize> =
        std::env::var("FIXED").unwrap_or_default().split(',').filter_map(|v| v.trim().parse().ok()).collect();
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut all: Vec<(f64, Position)> = Vec::new();
    for line in std::io::BufReader::new(file).lines().map_while(Result::ok) {
        let mut parts = line.splitn(3, ' ');
        let (Some(result), Some(score), Some(fen)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let (Ok(result), Ok(score), Ok(pos)) =
            (result.parse::<f64>(), score.parse::<i32>(), Position::from_fen4(rules, fen))
        else {
            continue;
        };
        // The label: the game's result blended with the search's score (LAMBDA: the result's share).
        let searched = 1.0 / (1.0 + 10f64.powf(-K_SEARCH * f64::from(score) / 400.0));
        all.push((lambda * result + (1.0 - lambda) * searched, pos));
    }
    // Every tenth position held out.
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, p) in all.into_iter().enumerate() {
        if i % 10 == 9 {
            held.push(p);
        } else {
            train.push(p);
        }
    }
    // The scale K that fits the default weights best.
    let k = (1..=40)
        .map(|i| f64::from(i) * 0.05)
        .min_by(|a, b| error(&base, &train, *a).total_cmp(&error(&base, &train, *b)))
        .unwrap_or(1.0);
    let mut best = flat(&start);
    let mut best_error = error(&base, &train, k);
    eprintln!(
        "{} training, {} held out; K {k:.2}; error {best_error:.6}, held out {:.6}",
        train.len(),
        held.len(),
        error(&base, &held, k)
    );
    let passes: usize = std::env::var("PASSES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    for pass in 1..=passes {
        let mut improved = false;
        for i in (0..best.len()).filter(|i| !fixed.contains(i)) {
            for sign in [1, -1] {
                let mut trial = best.clone();
                trial[i] += sign * step_of(i);
                let e = error(&Evaluator::new(Variant::Teams, unflat(&trial)), &train, k);
                if e < best_error {
                    best = trial;
                    best_error = e;
                    improved = true;
                    break;
                }
            }
        }
        let held_error = error(&Evaluator::new(Variant::Teams, unflat(&best)), &held, k);
        eprintln!("pass {pass}: error {best_error:.6}, held out {held_error:.6} {:?}", best);
        if !improved {
            break;
        }
    }
    println!("{:#?}", unflat(&best));
}
