//! Measures the scale of Chaturanga's win chance (`fourchess_search::WIN_CHANCE_SCALE`):
//! seeded self-play of the dice bot at level 5 in every seat; after each roll the
//! bot's worth of its best turn (for the mover's team) is paired with whether that team
//! won; the scale of the logistic curve 1 / (1 + e^(-worth / scale)) that fits these
//! pairs best (the largest likelihood, draws as half a win) is printed with a table of
//! predicted against observed wins.
//!
//!     cargo run --release -p fourchess-search --example win-chance -- 400

use fourchess_core::{Game, Rules, Variant};
use fourchess_search::{win_chance_with_scale, Level, NoClock, Rng, Searcher};

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let level = Level::new(5).expect("level 5");
    let mut rng = Rng::new(2026);
    let mut searcher = Searcher::new(1);
    // Level 5 without its clock: the same turns however loaded the machine is.
    let quiet_limits =
        |seed: u64| fourchess_search::Limits { time_ms: None, seed, ..level.limits(Variant::Chaturanga, 0) };
    // (worth for the mover's team, 1 won / 0.5 drawn / 0 lost)
    let mut samples: Vec<(i32, f64)> = Vec::new();
    let mut plies = 0;
    for _ in 0..games {
        let mut game = Game::new(Rules::new(Variant::Chaturanga));
        let mut seen: Vec<(i32, usize)> = Vec::new();
        while game.outcome().is_none() && game.moves().len() < 2000 {
            if game.position().needs_roll() {
                let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
                game.roll(&dice).expect("a roll when one is due");
                let pos = game.position().clone();
                let limits = quiet_limits(rng.next_u64());
                if let Some(found) = searcher.search(&pos, &[], &limits, &NoClock) {
                    seen.push((found.score, pos.to_move().index() & 1));
                }
                continue;
            }
            let pos = game.position().clone();
            let limits = quiet_limits(rng.next_u64());
            let Some(found) = searcher.search(&pos, &[], &limits, &NoClock) else { break };
            game.play(found.best).expect("the bot's move is legal");
        }
        plies += game.moves().len();
        let Some(outcome) = game.outcome() else { continue };
        for (worth, team) in seen {
            let result = if outcome.is_draw() {
                0.5
            } else if outcome.winners & if team == 0 { 0b0101 } else { 0b1010 } != 0 {
                1.0
            } else {
                0.0
            };
            samples.push((worth, result));
        }
    }
    let log_likelihood = |scale: f64| -> f64 {
        samples
            .iter()
            .map(|&(w, r)| {
                let p = win_chance_with_scale(w, scale).clamp(1e-9, 1.0 - 1e-9);
                r * p.ln() + (1.0 - r) * (1.0 - p).ln()
            })
            .sum()
    };
    let best = (1..=400).map(|k| f64::from(k) * 25.0).max_by(|a, b| log_likelihood(*a).total_cmp(&log_likelihood(*b)));
    let Some(scale) = best else { return };
    println!("{games} games, {plies} plies, {} turns judged; best scale {scale}", samples.len());
    println!("predicted  observed  turns");
    for bin in 0..10 {
        let (lo, hi) = (f64::from(bin) / 10.0, f64::from(bin + 1) / 10.0);
        let inside: Vec<f64> = samples
            .iter()
            .filter(|&&(w, _)| (lo..hi).contains(&win_chance_with_scale(w, scale)))
            .map(|&(_, r)| r)
            .collect();
        if !inside.is_empty() {
            let observed = inside.iter().sum::<f64>() / inside.len() as f64;
            println!("{:.1}-{:.1}    {observed:.3}     {}", lo, hi, inside.len());
        }
    }
}
