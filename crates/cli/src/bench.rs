//! `fourchess bench`: move-generation throughput as perft leaves per second.

use std::time::Instant;

use fourchess_core::perft::perft;

use crate::args::Args;

pub fn run(args: Result<Args, String>) -> Result<(), String> {
    let args = args?;
    if args.flag("search") {
        return crate::search_bench::run(&args);
    }
    let pos = crate::position_of(&args)?;
    let depth: u32 = args.value("depth").unwrap_or("4").parse().map_err(|_| "--depth must be a number")?;
    let start = Instant::now();
    let nodes = perft(&pos, depth);
    let secs = start.elapsed().as_secs_f64();
    println!("perft {depth} of {}: {nodes} leaves in {secs:.3} s", pos.variant().id());
    println!("movegen {:.2} M leaves/s", nodes as f64 / secs.max(1e-9) / 1e6);
    Ok(())
}
