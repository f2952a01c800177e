//! `fourchess bench --search`: search speed (nodes per second) and the depth reached in
//! a fixed time from the start position of each rule set.

use std::time::Instant;

use fourchess_core::{Position, Rules, Variant};
use fourchess_search::{Limits, Options, Searcher};

use crate::args::Args;

/// Milliseconds since `start`: the native clock the search reads.
pub fn elapsed_since(start: Instant) -> impl Fn() -> u64 {
    move || start.elapsed().as_millis() as u64
}

pub fn run(args: &Args) -> Result<(), String> {
    let movetime: u64 =
        args.value("movetime").unwrap_or("1000").parse().map_err(|_| "--movetime must be a number of milliseconds")?;
    let hash_mb: usize =
        args.value("hash").unwrap_or("32").parse().map_err(|_| "--hash must be a number of megabytes")?;
    let nodes = match args.value("nodes") {
        Some(n) => Some(n.parse::<u64>().map_err(|_| "--nodes must be a number")?),
        None => None,
    };
    let depth = match args.value("depth") {
        Some(n) => Some(n.parse::<u32>().map_err(|_| "--depth must be a number")?),
        None => None,
    };
    let options = Options::parse(args.value("opts").unwrap_or(""))?;
    let variants = match args.value("variant") {
        Some(name) => vec![Variant::parse(name).ok_or_else(|| format!("unknown variant '{name}'"))?],
        None => vec![Variant::Teams, Variant::Verney, Variant::FreeForAll],
    };
    for variant in variants {
        let pos = match args.value("fen") {
            Some(fen) => Position::from_fen4(Rules::new(variant), fen).map_err(|e| e.to_string())?,
            None => Position::start(Rules::new(variant)),
        };
        let mut searcher = Searcher::with_options(hash_mb, options);
        let limits = match (nodes, depth) {
            (Some(n), _) => Limits::nodes(n),
            (None, Some(d)) => Limits::depth(d),
            (None, None) => Limits::time_ms(movetime),
        };
        let start = Instant::now();
        let result =
            searcher.search(&pos, &[], &limits, &elapsed_since(start)).ok_or("the game is over in this position")?;
        let secs = start.elapsed().as_secs_f64();
        println!(
            "search {:<7} depth {:>2} in {:.2} s, {} nodes, {:.2} M nodes/s, best {} score {}",
            variant.id(),
            result.depth,
            secs,
            result.nodes,
            result.nodes as f64 / secs.max(1e-9) / 1e6,
            pos.move_text(&result.best),
            result.score
        );
    }
    Ok(())
}
