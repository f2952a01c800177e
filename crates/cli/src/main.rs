//! `fourchess`: the engine's command line: perft, replay, self-play, bench, matches
//! and the UCI-like protocol. Each command's options are in [`COMMANDS`]; `args` reads
//! them and `fourchess COMMAND --help` prints them.

mod args;
mod bench;
mod datagen;
mod external;
mod matches;
mod output;
mod review;
mod search_bench;
mod selfplay;
mod sprt;
mod train;
mod uci;

use std::ffi::OsString;
use std::process::ExitCode;

use fourchess_core::perft::{divide, perft};
use fourchess_core::{Game, Pgn4, Position, Rules, Seat, Variant};
use fourchess_search::Options;

use args::{usage, Args, CliResult, Error, Positionals, Spec};
use output::{errln, outln};

/// A command: what it accepts, its help and what it does.
struct Command {
    spec: Spec,
    /// The usage lines of the overview (`fourchess --help`).
    synopsis: &'static str,
    /// What `fourchess COMMAND --help` says below the synopsis.
    help: fn() -> String,
    run: fn(&Args) -> CliResult<()>,
}

/// `selfplay`'s longest game unless `--max-plies` says otherwise.
const MAX_SELFPLAY_PLIES: usize = selfplay::MAX_PLIES;

/// The options `rules_of` and `position_of` read.
const POSITION_HELP: &str = "  --rules \"WORD ...\"    house rules: ClubSetup, DoubleStep, EndOnLead, DeadKingWalking, ThreeDice, Setup1..Setup24
  --first SEAT          the army that moves first, by its colour in the rule set (e.g. Red)
  --fen FEN4            start from this position, or a chess.com array: 4PCo, 4PCb, 4PCn, 4PCrg";

const COMMANDS: &[Command] = &[
    Command {
        spec: Spec {
            command: "perft",
            flags: &["divide"],
            values: &["variant", "rules", "first", "fen", "roll"],
            positionals: Positionals::One("DEPTH"),
        },
        synopsis: "fourchess perft [--variant verney|teams|ffa|chaturanga] [--fen FEN4|4PCo|4PCb|4PCn|4PCrg] [--rules \"ClubSetup DoubleStep\"] [--first SEAT] [--roll A,B[/C,D...]] [--divide] DEPTH",
        help: || {
            format!(
                "Counts the positions DEPTH plies (turns) from the start: move generation's check.

  --variant V           verney (default), teams, ffa or chaturanga
{POSITION_HELP}
  --roll A,B[/C,D...]   Chaturanga (needed there): the dice of each turn, in order, the last
                        roll again for the turns after it; DEPTH counts turns, one roll each,
                        and the leaves are the actions that use up the last turn's dice
  --divide              the count below each first move too (not with --roll)"
            )
        },
        run: cmd_perft,
    },
    Command {
        spec: Spec { command: "replay", flags: &["lenient"], values: &[], positionals: Positionals::Many },
        synopsis: "fourchess replay [--lenient] FILE.pgn4 ...",
        help: || {
            "Replays PGN4 records, checking every move and its +/# marks; prints each one's FEN4 and result.

  --lenient             accept wrong or missing check marks"
                .to_string()
        },
        run: cmd_replay,
    },
    Command {
        spec: Spec {
            command: "selfplay",
            flags: &["moves"],
            values: &["variant", "rules", "first", "seed", "games", "fen", "level", "nodes", "max-plies", "eval", "net"],
            positionals: Positionals::None,
        },
        synopsis: "fourchess selfplay [--variant V] [--rules \"...\"] [--fen FEN4] [--seed N] [--games K]
                  [--level N [--nodes N] [--moves] [--eval hce|nnue] [--net FILE.nnue]] [--max-plies P]",
        help: || {
            format!(
                "Plays seeded random games, checking the engine's invariants after every move. With --level,
bots of that level play every seat (one search for all, as on the site), and each game's
plies to its result are printed: e.g. how long the bots take to mate in a won ending (--fen).

  --variant V           verney (default), teams, ffa or chaturanga
{POSITION_HELP}
  --seed N              the random generator's seed (default 1; with --level, the bots' noise)
  --games K             how many games (default 10)
  --level N             bots of level 1..6 move instead of a random mover: a line per game
                        (its plies and result), then the mean and most plies of those finished
  --nodes N             with --level: each move searches this many nodes instead of the
                        level's time (its depth cap and noise stay): repeatable
  --moves               with --level: each game's moves too
  --eval hce|nnue       with --level: the Teams evaluation, hce (hand-written) or nnue (a net).
                        Default: as the page plays the level, nnue at levels 5 and 6 in Teams,
                        hce at levels 1-4 (the other rule sets have no net)
  --net FILE.nnue       with --level: the net for nnue (default: the built-in net,
                        www/nets/teams.nnue as built)
  --max-plies P         a game stops unfinished after this many plies (default {MAX_SELFPLAY_PLIES})"
            )
        },
        run: selfplay::run,
    },
    Command {
        spec: Spec {
            command: "bench",
            flags: &["search"],
            values: &["variant", "rules", "first", "fen", "depth", "movetime", "nodes", "hash", "opts", "eval", "net"],
            positionals: Positionals::None,
        },
        synopsis: "fourchess bench [--variant V] [--depth N]
  fourchess bench --search [--variant V] [--movetime MS | --nodes N | --depth D] [--hash MB] [--fen FEN4] [--opts WORDS]
                     [--eval hce|nnue] [--net FILE.nnue]",
        help: || {
            format!(
                "Move generation's speed (perft leaves per second), or with --search the search's
(nodes per second and depth reached, every rule set unless --variant names one).

  --variant V           verney (default; with --search: all), teams, ffa or chaturanga
  --depth N             perft depth (default 4); with --search, search to this depth
{POSITION_HELP}
  --search              measure the search instead:
  --movetime MS         search this long (default 1000)
  --nodes N             search this many nodes
  --hash MB             the hash table's size (default 32)
  --opts WORDS          search options, see below
  --eval hce|nnue       Teams evaluation: hce, hand-written (the default here: no level), or
                        nnue, a net
  --net FILE.nnue       the net (fourchess train; default for --eval nnue:
                        {BUILT_IN_HELP})

{}",
                words_help()
            )
        },
        run: bench::run,
    },
    Command {
        spec: Spec {
            command: "fen",
            flags: &[],
            values: &["variant", "rules", "first", "fen"],
            positionals: Positionals::None,
        },
        synopsis: "fourchess fen [--variant V] [--rules \"...\"]",
        help: || {
            format!(
                "Prints the FEN4 of a start position.

  --variant V           verney (default), teams, ffa or chaturanga
{POSITION_HELP}"
            )
        },
        run: cmd_fen,
    },
    Command {
        spec: Spec {
            command: "match",
            flags: &["verbose", "report"],
            values: &[
                "variant",
                "a-level",
                "b-level",
                "a",
                "b",
                "games",
                "movetime",
                "time-scale",
                "a-nodes",
                "b-nodes",
                "a-depth",
                "b-depth",
                "a-noise",
                "b-noise",
                "a-movetime",
                "b-movetime",
                "openings",
                "a-opts",
                "b-opts",
                "a-net",
                "a-eval",
                "b-eval",
                "b-net",
                "a-engine",
                "b-engine",
                "seed",
                "threads",
                "max-plies",
                "hash",
                "sprt",
                "results",
            ],
            positionals: Positionals::None,
        },
        synopsis: "fourchess match [--variant teams|verney|ffa|chaturanga] [--a-level N|random] [--b-level M|random] [--games N]
                  [--movetime MS | --time-scale X | --a-nodes N --b-nodes N] [--a-depth D --b-depth D] [--a-noise CP --b-noise CP] [--a-movetime MS --b-movetime MS] [--openings FILE]
                  [--a-opts WORDS] [--b-opts WORDS] [--a-eval hce|nnue] [--b-eval hce|nnue] [--a-net FILE] [--b-net FILE]
                  [--a-engine CMD | --b-engine CMD (needs --movetime)]
                  [--seed S] [--threads T] [--max-plies P] [--hash MB] [--sprt ELO0,ELO1] [--results FILE [--report]] [--verbose]",
        help: || {
            format!(
                "Engine A against engine B over many games, the seats swapped in each pair; prints A's
wins, draws, losses, score and Elo difference.

  --variant V               teams (default), verney, ffa or chaturanga
  --a-level N, --b-level N  the bot's level 1..6 (default 4) or random (a random mover); also --a, --b
  --games N                 how many games (default 20)
  --movetime MS             every bot move (and an engine's) this long
  --time-scale X            each level's time budget times X
  --a-movetime MS, --b-movetime MS   one side's time per move
  --a-nodes N, --b-nodes N  search this many nodes a move (no time limit)
  --a-depth D, --b-depth D  search to this depth
  --a-noise CP, --b-noise CP   the largest random bonus to a root move's score, in centipawns
  --a-opts WORDS, --b-opts WORDS   search options, see below
  --a-eval E, --b-eval E    Teams evaluation: hce (hand-written) or nnue (a net). Default: as the
                            page plays the level, nnue at levels 5 and 6 in Teams, hce at levels
                            1-4 (the other rule sets have no net); --a-eval hce for the hand
                            evaluation at level 5 or 6
  --a-net FILE, --b-net FILE       the net for nnue (fourchess train; default
                            {BUILT_IN_HELP})
  --a-engine CMD, --b-engine CMD   another engine plays the side (needs --movetime)
  --openings FILE           FEN4 lines to start from (default: a few seeded random plies)
  --seed S                  seed of openings, dice and noise (default 1)
  --threads T               games played at once (default 1)
  --max-plies P             a game ends unfinished after this many plies (default 800)
  --hash MB                 each bot's hash table (default 16)
  --sprt ELO0,ELO1          stop as soon as a sequential test over the game pairs decides between
                            A being ELO0 and ELO1 Elo better (alpha = beta = 0.05): prints
                            'H1 accepted' or 'H0 accepted' with the games played, else the LLR
  --results FILE            a line per game as it ends; the same command again skips the games
                            already in FILE (a match in pieces), counting them in the summary
  --report                  with --results: only the summary (and the test) of the games in FILE
  --verbose                 a line per game on standard error, the moves of each game A lost

{}
{CMD_HELP}",
                words_help()
            )
        },
        run: matches::run,
    },
    Command {
        spec: Spec {
            command: "datagen",
            flags: &["check"],
            values: &["games", "chunk-games", "nodes", "seed", "threads", "openings", "random-plies", "eval", "net"],
            positionals: Positionals::One("DIR"),
        },
        synopsis: "fourchess datagen DIR [--games N] [--chunk-games G] [--nodes N] [--seed S] [--threads T]
                  [--openings FILE] [--random-plies P] [--eval hce|nnue] [--net FILE.nnue] | fourchess datagen DIR --check",
        help: || {
            format!(
                "Training data for a learned Teams evaluation (docs/nnue.md): seeded self-play at NODES a
move (default 5000, a little root noise), from a random line of --openings (FEN4 lines) or the
start, then P random plies (default 8), adjudicated when one team's score stays above 1500 for
8 plies (or near 0 for 40 plies after ply 200). Games go in chunks of G (default 50) to
DIR/chunk-SEED-INDEX.bin: each move as its index in the legal list with the search's score,
and the game's result. Chunks already in DIR are skipped, so the same command goes on where a
stopped run ended. Then, as --check does alone, every chunk is read and every game replayed:
a damaged chunk is an error (exit 1) naming the file.

  --games N          games in all (default 1000; rounded up to whole chunks)
  --threads T        chunks made at once (default 1)
  --eval hce|nnue    the evaluation that plays and scores (default hce; nnue: the net --net
  --net FILE.nnue    names, else {BUILT_IN_HELP}): a net's own data
                     for the next generation. The chunk names do not say which: give
                     each evaluation its own DIR"
            )
        },
        run: datagen::run,
    },
    Command {
        spec: Spec {
            command: "train",
            flags: &[],
            values: &["out", "epochs", "lambda", "lr", "lr-decay", "batch", "seed", "threads", "max-positions"],
            positionals: Positionals::One("DIR"),
        },
        synopsis: "fourchess train DIR --out FILE.nnue [--epochs E] [--lambda L] [--lr R] [--lr-decay G] [--batch B] [--seed S]
                  [--threads T] [--max-positions N]",
        help: || {
            "Fits a Teams net (3,840 -> 128 -> 1, docs/nnue.md) to the datagen chunks in DIR: each quiet
position's target is L x sigmoid(score/400) + (1 - L) x the game's result for the mover's team
(default L 0.5); shuffled with the seed S, a tenth of the games held out whole for the
validation loss; Adam at rate R (default 0.001, times G after each epoch, default 1) over
batches of B (default 1024) spread over T threads (default 1), for E epochs (default 10).
After every epoch the quantised net is written to FILE.nnue and the
training and validation losses are printed."
                .to_string()
        },
        run: train::run,
    },
    Command {
        spec: Spec { command: "net", flags: &[], values: &["seeded", "out"], positionals: Positionals::Many },
        synopsis: "fourchess net FILE.nnue | fourchess net --seeded S --out FILE.nnue",
        help: || {
            "Reads a net file (docs/nnue.md) and prints its shape, hash and the score it gives the
Teams start; a damaged or foreign file is an error (exit 1).

  --seeded S --out FILE   writes the test net of seed S instead (random weights: the golden
                          set's net, tests/nnue/golden.txt; never for play)"
                .to_string()
        },
        run: cmd_net,
    },
    Command {
        spec: Spec { command: "uci", flags: &[], values: &["eval", "net"], positionals: Positionals::None },
        synopsis: "fourchess uci [--eval hce|nnue] [--net FILE.nnue]",
        help: || {
            format!(
                "Speaks the UCI-like protocol of four-player engines on standard input and output:
uci, isready, ucinewgame, setoption name Variant|Hash|Search|MultiPV|EvalFile value ...,
position startpos|fen FEN4 [moves ...], go [movetime MS] [depth N] [nodes N] [infinite], stop,
quit. MultiPV N (1..5) prints one 'info depth D multipv K ...' line per line and depth; go
infinite answers bestmove on stop.

  --eval hce|nnue       Teams evaluation to start with: nnue, a net (the default: as the page's
                        levels 5 and 6 and its analysis board play Teams), or hce, the
                        hand-written one
  --net FILE.nnue       the net (default {BUILT_IN_HELP})

setoption name EvalFile value FILE.nnue puts another net in, value <empty> the hand-written
evaluation, value <built-in> the built-in net; the option's default is the evaluation the
engine started with. The other rule sets have no net and play their hand evaluation."
            )
        },
        run: uci::run,
    },
    Command {
        spec: Spec {
            command: "review",
            flags: &[],
            values: &["movetime", "depth", "hash"],
            positionals: Positionals::One("FILE.pgn4"),
        },
        synopsis: "fourchess review [--movetime MS | --depth D] [--hash MB] FILE.pgn4",
        help: || {
            "Replays a PGN4 record and judges every move by the search: one line per ply with the
mover, the move, the score before (the best available) and after (the move played), both
for the mover's side in centipawns (#N: a mate N plies away), the loss and its class
(best, good, inaccuracy, mistake, blunder; best! the only good move), then each player's counts and accuracy.
Classes and accuracy: rules-text/review.en.md. Free-for-all is judged by the same
centipawn loss for now. Chaturanga: actions are judged with the dice known (rolls: -),
by the dice bot's plan for --depth (1-3 the turn alone, 4-5 expected reply, 6+ rollouts).

  --movetime MS         search each position this long (default 1000)
  --depth D             search each position to this depth instead (deterministic)
  --hash MB             the hash table's size (default 32)"
                .to_string()
        },
        run: review::run,
    },
];

const CMD_HELP: &str =
    "  CMD:   another engine speaking the UCI-like protocol (setoption name Variant value ffa|verney outside Teams,
         position fen .. moves .., go movetime, bestmove)";

/// The search option words, from the search's own table (`Options::words`).
fn words_help() -> String {
    if Options::words().next().is_none() {
        // Every switch measured so far became plain code or went (docs/search-experiments.md).
        return "  WORDS: search options of a running experiment: none now (docs/search-experiments.md)".to_string();
    }
    let mut text = String::from("  WORDS: search options of a running experiment, comma-separated:");
    let mut line = String::new();
    for word in Options::words() {
        if !line.is_empty() && line.len() + word.len() > 100 {
            text += &format!("\n        {line}");
            line.clear();
        }
        line += &format!(" {word},");
    }
    if !line.is_empty() {
        text += &format!("\n        {}", line.trim_end_matches(','));
    }
    text
}

/// `fourchess --help`: every command's synopsis.
fn overview() -> String {
    let mut text = String::from("usage:");
    for command in COMMANDS {
        text += &format!("\n  {}", command.synopsis);
    }
    text +=
        &format!("\n\n{}\n{CMD_HELP}\n\n  fourchess COMMAND --help: what a command does and its options", words_help());
    text
}

fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.spec.command == name)
}

fn main() -> ExitCode {
    let mut argv = std::env::args_os().skip(1);
    let Some(name) = argv.next() else {
        errln!("{}", overview());
        return ExitCode::from(2);
    };
    let rest: Vec<OsString> = argv.collect();
    let name = name.to_string_lossy();
    if matches!(name.as_ref(), "help" | "--help" | "-h") {
        match rest.first().map(|r| r.to_string_lossy()) {
            Some(topic) => match find(&topic) {
                Some(command) => outln!("usage: {}\n\n{}", command.synopsis, (command.help)()),
                None => return unknown_command(&topic),
            },
            None => outln!("{}", overview()),
        }
        return ExitCode::SUCCESS;
    }
    let Some(command) = find(&name) else { return unknown_command(&name) };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        outln!("usage: {}\n\n{}", command.synopsis, (command.help)());
        return ExitCode::SUCCESS;
    }
    match Args::parse(&command.spec, rest).and_then(|args| (command.run)(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Usage(message)) => {
            errln!("fourchess: {message}\nsee `fourchess {} --help`", command.spec.command);
            ExitCode::from(2)
        }
        Err(Error::Failure(message)) => {
            errln!("fourchess: {message}");
            ExitCode::FAILURE
        }
    }
}

fn unknown_command(name: &str) -> ExitCode {
    let hint = match args::closest(name, COMMANDS.iter().map(|c| c.spec.command)) {
        Some(near) => format!("; did you mean `{near}`?"),
        None => String::new(),
    };
    let names: Vec<&str> = COMMANDS.iter().map(|c| c.spec.command).collect();
    errln!("fourchess: unknown command '{name}'{hint}\ncommands: {}; see `fourchess --help`", names.join(", "));
    ExitCode::from(2)
}

/// The rule set `--variant` names, if given.
pub(crate) fn variant_of(args: &Args) -> CliResult<Option<Variant>> {
    let Some(name) = args.value("variant") else { return Ok(None) };
    let ids = Variant::ALL.map(Variant::id);
    match Variant::parse(name) {
        Some(variant) => Ok(Some(variant)),
        None => {
            let hint = match args::closest(&name.to_ascii_lowercase(), ids.into_iter()) {
                Some(near) => format!("did you mean {near}? "),
                None => String::new(),
            };
            Err(usage(format!("unknown variant '{name}'; {hint}(variants: {})", ids.join(", "))))
        }
    }
}

/// The rules named by `--variant` (Verney if not given), `--rules` and `--first`.
pub(crate) fn rules_of(args: &Args) -> CliResult<Rules> {
    let variant = variant_of(args)?.unwrap_or(Variant::Verney);
    let mut rules = Rules::new(variant);
    if let Some(tokens) = args.value("rules") {
        let unknown = rules.apply_tokens(tokens);
        if !unknown.is_empty() {
            return Err(usage(format!("unknown house rules: {}", unknown.join(" "))));
        }
    }
    if let Some(first) = args.value("first") {
        let names = variant.seat_names();
        let index = names.iter().position(|n| n.eq_ignore_ascii_case(first));
        rules.first_player =
            index.and_then(Seat::new).ok_or_else(|| usage(format!("'{first}' is not a seat: {}", names.join(", "))))?;
    }
    Ok(rules)
}

/// The position `--fen` names (a FEN4 or a chess.com array code) under `rules_of`, or the start.
pub(crate) fn position_of(args: &Args) -> CliResult<Position> {
    let rules = rules_of(args)?;
    match args.value("fen") {
        Some(fen) => match fourchess_core::preset_start(rules, fen) {
            Some(start) => Ok(start),
            None => Position::from_fen4(rules, fen).map_err(|e| usage(format!("--fen: {e}"))),
        },
        None => Ok(Position::start(rules)),
    }
}

/// The rolls `--roll` names: `A,B` (or `A,B,C` with three dice), several separated by
/// `/` or spaces.
fn rolls_of(text: &str) -> CliResult<Vec<Vec<u8>>> {
    let rolls: Vec<Vec<u8>> = text
        .split(|c: char| c == '/' || c.is_whitespace())
        .filter(|r| !r.is_empty())
        .map(|roll| roll.split(',').map(|die| die.trim().parse::<u8>().ok().filter(|d| (1..=6).contains(d))).collect())
        .collect::<Option<_>>()
        .ok_or_else(|| usage(format!("--roll '{text}': dice are 1..6, a roll is A,B (e.g. --roll 1,3/2,4)")))?;
    if rolls.is_empty() {
        return Err(usage("--roll needs the dice: A,B (e.g. --roll 1,3)"));
    }
    Ok(rolls)
}

fn cmd_perft(args: &Args) -> CliResult<()> {
    let depth_text = args.positional(0).ok_or_else(|| usage("perft needs a DEPTH"))?;
    let depth: u32 = depth_text.parse().map_err(|_| usage(format!("DEPTH '{depth_text}' is not a number")))?;
    let pos = position_of(args)?;
    let rolls = match (pos.variant().uses_dice(), args.value("roll")) {
        (true, None) => {
            return Err(usage(format!(
            "a dice game needs --roll A,B: its moves depend on the dice (e.g. perft --variant {} --roll 1,3 {depth})",
            pos.variant().id()
        )))
        }
        (false, Some(_)) => {
            return Err(usage(format!("--roll is for a dice game; {} has no dice", pos.variant().id())))
        }
        (_, roll) => roll.map(rolls_of).transpose()?,
    };
    let start = std::time::Instant::now();
    let nodes = if let Some(rolls) = rolls {
        if args.flag("divide") {
            return Err(usage("--divide does not go with --roll"));
        }
        let last = rolls.last().cloned().unwrap_or_default();
        let turns: Vec<&[u8]> =
            (0..depth as usize).map(|i| rolls.get(i).map_or(last.as_slice(), Vec::as_slice)).collect();
        let wanted = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
        if let Some(bad) = turns.iter().find(|r| r.len() != wanted) {
            return Err(usage(format!("--roll: a roll here is {wanted} dice, not {}", bad.len())));
        }
        fourchess_core::chaturanga::perft_with_rolls(&pos, &turns)
    } else if args.flag("divide") {
        let mut total = 0;
        for (mv, n) in divide(&pos, depth) {
            outln!("{} {n}", pos.move_text(&mv));
            total += n;
        }
        total
    } else {
        perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    errln!("{:.3} s, {:.1} M leaves/s", secs, nodes as f64 / secs.max(1e-9) / 1e6);
    outln!("nodes {nodes}");
    Ok(())
}

fn cmd_replay(args: &Args) -> CliResult<()> {
    let files = args.positionals();
    if files.is_empty() {
        return Err(usage("replay needs a PGN4 file"));
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
    outln!("{file}: {} moves replayed", game.moves().len());
    outln!("fen4 {}", game.to_fen4());
    match game.outcome() {
        Some(o) => {
            let names = game.rules().variant().seat_names();
            let winners: Vec<&str> = o.winning_seats().map(|s| names[s.index()]).collect();
            let who = if o.is_draw() { "draw".to_string() } else { format!("{} win", winners.join("+")) };
            outln!("result {who} ({})", o.reason.describe());
        }
        None => outln!(
            "result * (game goes on, {} to move)",
            game.rules().variant().seat_names()[game.position().to_move().index()]
        ),
    }
}

fn cmd_fen(args: &Args) -> CliResult<()> {
    let pos = position_of(args)?;
    outln!("{}", pos.to_fen4());
    Ok(())
}

fn cmd_net(args: &Args) -> CliResult<()> {
    use fourchess_search::nnue::{Net, HIDDEN, INPUTS};
    let net = match (args.parsed::<u32>("seeded", "a number")?, args.value("out"), args.positionals()) {
        (Some(seed), Some(out), []) => {
            let net = Net::seeded(seed);
            std::fs::write(out, net.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
            outln!("wrote {out}");
            std::sync::Arc::new(net)
        }
        (None, None, [file]) => read_net(file)?,
        _ => return Err(usage("give one net file, or --seeded S with --out FILE")),
    };
    let start = Position::start(Rules::new(Variant::Teams));
    outln!("net {INPUTS}x{HIDDEN}x1, hash {:016x}, the Teams start {} cp", net.hash(), net.evaluate(&start));
    Ok(())
}

/// The Teams net built into this binary: `www/nets/teams.nnue`, the net the page's levels
/// 5 and 6 play, as it was when the binary was built (cargo builds again when the file
/// changes). Built in rather than read from the checkout at run time so that `fourchess
/// uci` started by a GUI from any folder, or a binary copied to another machine, plays as
/// the page does; `--net FILE` (`EvalFile` in `uci`) still reads any other net.
const BUILT_IN_NET: &[u8] = include_bytes!("../../../www/nets/teams.nnue");

/// What help texts call the built-in net.
const BUILT_IN_HELP: &str = "the built-in net, www/nets/teams.nnue as built";

/// The built-in net, read and checked once.
pub(crate) fn built_in_net() -> Result<std::sync::Arc<fourchess_search::nnue::Net>, String> {
    static NET: std::sync::OnceLock<Result<std::sync::Arc<fourchess_search::nnue::Net>, String>> =
        std::sync::OnceLock::new();
    NET.get_or_init(|| {
        fourchess_search::nnue::Net::from_bytes(BUILT_IN_NET)
            .map(std::sync::Arc::new)
            .map_err(|e| format!("the built-in net (www/nets/teams.nnue when built): {e}"))
    })
    .clone()
}

/// The Teams evaluation that `--eval`/`--net` (or `--a-eval`/`--a-net`, with `prefix`
/// "a-") choose: none for the hand-written one (`hce`), a net for `nnue` (the one `--net`
/// names, else the built-in one). Without either option: the built-in net where
/// `net_by_default` (a level that the page plays with the net, [`Level::plays_net`]), else
/// the hand-written evaluation.
///
/// [`Level::plays_net`]: fourchess_search::Level::plays_net
fn evaluation(
    args: &Args,
    prefix: &str,
    net_by_default: bool,
) -> CliResult<Option<std::sync::Arc<fourchess_search::nnue::Net>>> {
    match (args.value(&format!("{prefix}eval")), args.value(&format!("{prefix}net"))) {
        (None | Some("nnue"), Some(file)) => Ok(Some(read_net(file)?)),
        (Some("nnue"), None) => Ok(Some(built_in_net()?)),
        (None, None) if net_by_default => Ok(Some(built_in_net()?)),
        (None | Some("hce"), None) => Ok(None),
        (Some("hce"), Some(_)) => Err(usage(format!(
            "--{prefix}eval hce and --{prefix}net contradict each other: a net is the nnue evaluation"
        ))),
        (Some(other), _) => Err(usage(format!("--{prefix}eval: {other:?} is neither hce nor nnue"))),
    }
}

/// A net file read and checked; the error names the file (also for `uci`'s `EvalFile`).
pub(crate) fn read_net(path: &str) -> Result<std::sync::Arc<fourchess_search::nnue::Net>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let net = fourchess_search::nnue::Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok(std::sync::Arc::new(net))
}

/// The FEN4 lines of the `--openings` file (blank lines and `#` comments left out); none
/// without the option.
fn openings(args: &args::Args) -> CliResult<Vec<String>> {
    let Some(file) = args.value("openings") else { return Ok(Vec::new()) };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    Ok(text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect())
}
