//! `fourchess bench --search`: search speed (nodes per second) and the depth reached in
//! a fixed time from the start position of each rule set.

use std::time::Instant;

use fourchess_core::{Position, Rules, Variant};
use fourchess_search::{Limits, Options, Searcher};

use crate::args::{usage, Args, CliResult};
use crate::output::outln;

/// Milliseconds since `start`: the native clock the search reads.
pub fn elapsed_since(start: Instant) -> impl Fn() -> u64 {
    move || start.elapsed().as_millis() as u64
}

pub fn run(args: &Args) -> CliResult<()> {
    let movetime: u64 = args.parsed_or("movetime", "a number of milliseconds", 1000)?;
    let hash_mb: usize = args.parsed_or("hash", "a number of megabytes", 32)?;
    let nodes: Option<u64> = args.parsed("nodes", "a number")?;
    let depth: Option<u32> = args.parsed("depth", "a number")?;
    let options = Options::parse(args.value("opts").unwrap_or("")).map_err(|e| usage(format!("--opts: {e}")))?;
    let net = crate::evaluation(args, "", false)?;
    let variants = match crate::variant_of(args)? {
        Some(variant) => vec![variant],
        None => vec![Variant::Teams, Variant::Verney, Variant::FreeForAll],
    };
    for variant in variants {
        let pos = match args.value("fen") {
            Some(fen) => Position::from_fen4(Rules::new(variant), fen).map_err(|e| usage(format!("--fen: {e}")))?,
            None => Position::start(Rules::new(variant)),
        };
        let mut searcher = Searcher::with_options(hash_mb, options);
        searcher.set_net(net.clone());
        let limits = match (nodes, depth) {
            (Some(n), _) => Limits::nodes(n),
            (None, Some(d)) => Limits::depth(d),
            (None, None) => Limits::time_ms(movetime),
        };
        let start = Instant::now();
        let result =
            searcher.search(&pos, &[], &limits, &elapsed_since(start)).ok_or("the game is over in this position")?;
        let secs = start.elapsed().as_secs_f64();
        outln!(
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
