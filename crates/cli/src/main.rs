//! `fourchess`: the engine's command line. Perft, bench and replay for now; self-play
//! and matches live here too as they come.

mod args;
mod bench;
mod external;
mod matches;
mod search_bench;
mod selfplay;
mod uci;

use std::process::ExitCode;

use fourchess_core::perft::{divide, perft};
use fourchess_core::{Game, Pgn4, Position, Rules, Seat, Variant};

use args::Args;

const USAGE: &str = "usage:
  fourchess perft [--variant verney|teams|ffa] [--fen FEN4|4PCo|4PCb|4PCn|4PCrg] [--rules \"ClubSetup DoubleStep\"] [--first SEAT] [--divide] DEPTH
  fourchess replay [--lenient] FILE.pgn4 ...
  fourchess selfplay [--variant V] [--rules \"...\"] [--seed N] [--games K]
  fourchess bench [--variant V] [--depth N]
  fourchess bench --search [--variant V] [--movetime MS | --nodes N | --depth D] [--hash MB] [--fen FEN4] [--opts WORDS]
  fourchess fen [--variant V] [--rules \"...\"]
  fourchess match [--variant teams|verney|ffa|chaturanga] [--a-level N|random] [--b-level M|random] [--games N]
                  [--movetime MS | --time-scale X | --a-nodes N --b-nodes N] [--a-depth D --b-depth D] [--a-noise CP --b-noise CP] [--a-movetime MS --b-movetime MS] [--openings FILE]
                  [--a-opts WORDS] [--b-opts WORDS] [--a-engine CMD | --b-engine CMD (needs --movetime)]
                  [--seed S] [--threads T] [--max-plies P] [--hash MB] [--verbose]
  fourchess uci

  WORDS: search options to switch off or swap, e.g. \"null-move,best-reply\":
         null-move, no-null-move, no-lmr, check-extension, no-check-extension, paranoid, best-reply, maxn,
         no-mop-up, mobility, no-mobility, no-skip-losing, against-field, against-leader, rfp, lmp, no-qevasions,
         no-king-zone, check-moves, narrow-q, deep-lmr, no-bad-late, no-aspiration, no-tight-lazy
  CMD:   another engine speaking the UCI-like protocol (setoption name Variant value ffa|verney outside Teams,
         position fen .. moves .., go movetime, bestmove)";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = argv.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    // `match` writes to other engines' pipes: a dead engine there is an error to report.
    if command != "match" {
        die_quietly_on_closed_pipe();
    }
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let result = match command.as_str() {
        "perft" => cmd_perft(Args::parse(rest)),
        "replay" => cmd_replay(Args::parse(rest)),
        "bench" => bench::run(Args::parse(rest)),
        "fen" => cmd_fen(Args::parse(rest)),
        "match" => matches::run(Args::parse(rest)),
        "uci" => uci::run(),
        "selfplay" => selfplay::run(Args::parse(rest)),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("fourchess: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Output piped into `head` and the like: end as C tools do when the reader goes away,
/// instead of panicking on the failed write (Rust ignores SIGPIPE by default). Only for
/// commands that write to no pipe but standard output.
fn die_quietly_on_closed_pipe() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: restores the default action of one signal before any thread starts.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
    }
}

/// The rules named by `--variant`, `--rules` and `--first`.
pub(crate) fn rules_of(args: &Args) -> Result<Rules, String> {
    let name = args.value("variant").unwrap_or("verney");
    let variant = Variant::parse(name).ok_or_else(|| format!("unknown variant '{name}'"))?;
    let mut rules = Rules::new(variant);
    if let Some(tokens) = args.value("rules") {
        let unknown = rules.apply_tokens(tokens);
        if !unknown.is_empty() {
            return Err(format!("unknown house rules: {}", unknown.join(" ")));
        }
    }
    if let Some(first) = args.value("first") {
        let names = variant.seat_names();
        let index = names.iter().position(|n| n.eq_ignore_ascii_case(first));
        rules.first_player =
            index.and_then(Seat::new).ok_or_else(|| format!("'{first}' is not a seat: {}", names.join(", ")))?;
    }
    Ok(rules)
}

pub(crate) fn position_of(args: &Args) -> Result<Position, String> {
    let rules = rules_of(args)?;
    match args.value("fen") {
        Some(fen) => match fourchess_core::preset_start(rules, fen) {
            Some(start) => Ok(start),
            None => Position::from_fen4(rules, fen).map_err(|e| e.to_string()),
        },
        None => Ok(Position::start(rules)),
    }
}

fn cmd_perft(args: Result<Args, String>) -> Result<(), String> {
    let args = args?;
    let depth: u32 = args.positional(0).ok_or("perft needs a DEPTH")?.parse().map_err(|_| "DEPTH must be a number")?;
    let pos = position_of(&args)?;
    let start = std::time::Instant::now();
    let nodes = if args.flag("divide") {
        let mut total = 0;
        for (mv, n) in divide(&pos, depth) {
            println!("{} {n}", pos.move_text(&mv));
            total += n;
        }
        total
    } else {
        perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!("{:.3} s, {:.1} M leaves/s", secs, nodes as f64 / secs.max(1e-9) / 1e6);
    println!("nodes {nodes}");
    Ok(())
}

fn cmd_replay(args: Result<Args, String>) -> Result<(), String> {
    let args = args?;
    let files = args.positionals();
    if files.is_empty() {
        return Err("replay needs a PGN4 file".into());
    }
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let pgn = Pgn4::parse(&text).map_err(|e| format!("{file}: {e}"))?;
        let game = pgn.replay(!args.flag("lenient")).map_err(|e| format!("{file}: {e}"))?;
        print_summary(file, &game);
    }
    Ok(())
}

fn print_summary(file: &str, game: &Game) {
    println!("{file}: {} moves replayed", game.moves().len());
    println!("fen4 {}", game.to_fen4());
    match game.outcome() {
        Some(o) => {
            let names = game.rules().variant.seat_names();
            let winners: Vec<&str> = o.winning_seats().map(|s| names[s.index()]).collect();
            let who = if o.is_draw() { "draw".to_string() } else { format!("{} win", winners.join("+")) };
            println!("result {who} ({})", o.reason.describe());
        }
        None => println!(
            "result * (game goes on, {} to move)",
            game.rules().variant.seat_names()[game.position().to_move().index()]
        ),
    }
}

fn cmd_fen(args: Result<Args, String>) -> Result<(), String> {
    let pos = position_of(&args?)?;
    println!("{}", pos.to_fen4());
    Ok(())
}
