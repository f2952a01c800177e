//! `fourchess bench`: move-generation throughput as perft leaves per second.

use std::time::Instant;

use fourchess_core::perft::perft;

use crate::args::{usage, Args, CliResult};
use crate::output::outln;

/// Options only the search's bench reads, and those only the perft bench reads.
const SEARCH_ONLY: [&str; 5] = ["movetime", "nodes", "hash", "opts", "net"];
const PERFT_ONLY: [&str; 2] = ["rules", "first"];

pub fn run(args: &Args) -> CliResult<()> {
    let search = args.flag("search");
    for name in args.given() {
        if !search && SEARCH_ONLY.contains(&name) {
            return Err(usage(format!("--{name} is an option of `bench --search`")));
        }
        if search && PERFT_ONLY.contains(&name) {
            return Err(usage(format!("--{name} is not an option of `bench --search`")));
        }
    }
    if search {
        return crate::search_bench::run(args);
    }
    let pos = crate::position_of(args)?;
    let depth: u32 = args.parsed_or("depth", "a number", 4)?;
    let start = Instant::now();
    let nodes = perft(&pos, depth);
    let secs = start.elapsed().as_secs_f64();
    outln!("perft {depth} of {}: {nodes} leaves in {secs:.3} s", pos.variant().id());
    outln!("movegen {:.2} M leaves/s", nodes as f64 / secs.max(1e-9) / 1e6);
    Ok(())
}
