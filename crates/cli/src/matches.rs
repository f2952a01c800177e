//! `fourchess match`: bot against bot (or against a random mover) over many games.
//!
//! Team games: engine A plays one team, B the other; each opening is played twice
//! with the teams swapped. Free-for-all: A plays South and North, B West and East
//! (swapped in the second game of each pair); a game counts as a win for the engine
//! whose two seats end with more points in total. Each opening is a FEN4 line from
//! `--openings` or, without a file, a few seeded random plies from the start.
//! Either side may be another engine (`--b-engine CMD`, see `external`), which
//! gets the game as `position fen <start> moves ...` and `go movetime <ms>`. A game
//! an engine fails (no move in time, a crash, a bad or illegal answer, or refusing a
//! position that is legal in our rules: the rule sets differ) ends there and is no
//! played game: the summary counts it apart and leaves it out of the score and Elo.
//!
//! `--results FILE` writes a line per game as it ends, so a match stopped early still
//! counts: run the same command again and it skips the games already in the file.
//! `--sprt ELO0,ELO1` stops the match as soon as the test over the finished pairs decides
//! (see `sprt`).

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use fourchess_core::{Game, Position, Rules, Seat, Variant};
use fourchess_search::nnue::Net;
use fourchess_search::{Level, Limits, Options, Rng, Searcher};

use crate::args::{usage, Args, CliResult};
use crate::external::{coordinate_text, ExternalEngine, Failure};
use crate::output::{errln, outln};
use crate::search_bench::elapsed_since;
use crate::sprt::{Pentanomial, Sprt, Verdict};

/// Who plays a side of the match.
#[derive(Clone)]
enum Player {
    Random,
    Bot(Limits, Options, Option<Arc<Net>>),
    /// Another engine's command line, thinking this long per move.
    Engine(String, u64),
}

impl Player {
    fn parse(args: &Args, side: &str, variant: Variant) -> CliResult<Player> {
        if let Some(command) = args.value(&format!("{side}-engine")) {
            let ms = args.parsed("movetime", "a number of milliseconds")?;
            let ms = ms.ok_or_else(|| usage(format!("--{side}-engine: an engine opponent needs --movetime")))?;
            return Ok(Player::Engine(command.to_string(), ms));
        }
        let level_option = if args.value(side).is_some() && args.value(&format!("{side}-level")).is_none() {
            side.to_string()
        } else {
            format!("{side}-level")
        };
        let spec = args.value(&level_option).unwrap_or("4");
        if spec == "random" {
            return Ok(Player::Random);
        }
        let n: u8 = args.parsed_or(&level_option, "a level 1..6 or 'random'", 4)?;
        let level = Level::new(n).ok_or_else(|| usage(format!("--{level_option} {n}: levels are 1..6")))?;
        let mut limits = level.limits(variant, 0);
        let movetime_option = format!("{side}-movetime");
        let movetime_option =
            if args.value(&movetime_option).is_some() { movetime_option.as_str() } else { "movetime" };
        if let Some(ms) = args.parsed(movetime_option, "a number of milliseconds")? {
            limits.time_ms = Some(ms);
        }
        if let Some(scale) = args.parsed::<f64>("time-scale", "a number")? {
            if !(scale.is_finite() && scale > 0.0) {
                return Err(usage(format!("--time-scale {scale}: not a positive number")));
            }
            limits.time_ms = limits.time_ms.map(|ms| ((ms as f64 * scale) as u64).max(1));
        }
        if let Some(depth) = args.parsed(&format!("{side}-depth"), "a number")? {
            limits.depth = Some(depth);
        }
        if let Some(cp) = args.parsed(&format!("{side}-noise"), "a number of centipawns")? {
            limits.noise_cp = cp;
        }
        if let Some(nodes) = args.parsed(&format!("{side}-nodes"), "a number")? {
            limits.nodes = Some(nodes);
            limits.time_ms = None;
        }
        let options = Options::parse(args.value(&format!("{side}-opts")).unwrap_or(""))
            .map_err(|e| usage(format!("--{side}-opts: {e}")))?;
        let net = crate::evaluation(args, &format!("{side}-"), level.plays_net(variant))?;
        Ok(Player::Bot(limits, options, net))
    }
}

struct Config {
    rules: Rules,
    players: [Player; 2],
    games: usize,
    max_plies: usize,
    openings: Vec<String>,
    seed: u64,
    hash_mb: usize,
    verbose: bool,
    sprt: Option<Sprt>,
    /// Only the summary of the results file: no game is played.
    report_only: bool,
    /// The per-game results file, and the settings line that heads it.
    results: Option<(String, String)>,
    /// How long A and B took for their moves in this run's games.
    thinking: [Thinking; 2],
}

/// The time a player took for its moves (a bot's search, an engine's answer with its
/// messages), summed over the games of this run: how a time manager spends the budget.
#[derive(Default)]
struct Thinking {
    micros: AtomicU64,
    moves: AtomicU64,
}

impl Thinking {
    fn add(&self, since: Instant) {
        self.micros.fetch_add(since.elapsed().as_micros() as u64, Ordering::Relaxed);
        self.moves.fetch_add(1, Ordering::Relaxed);
    }

    /// "0.81 s a move over 4,200 moves", or none before a move.
    fn text(&self) -> Option<String> {
        let moves = self.moves.load(Ordering::Relaxed);
        (moves > 0).then(|| {
            let seconds = self.micros.load(Ordering::Relaxed) as f64 / 1e6 / moves as f64;
            format!("{seconds:.3} s a move over {moves} moves")
        })
    }
}

/// The options that make a match what it is: a results file written under other ones
/// is not resumed. (`--games`, `--threads`, `--sprt` and `--verbose` may change.) A side
/// that plays the built-in net, named (`--a-eval nnue`) or by default (levels 5 and 6 in
/// Teams), is written with `--a-eval nnue --a-net built-in:HASH`: a match begun with
/// another built-in net, or with the hand evaluation that was these levels' default
/// before, is not resumed with this one.
fn settings_line(args: &Args, players: &[Player; 2]) -> String {
    let mut named: Vec<(String, Option<String>)> = args
        .given()
        .filter(|n| !matches!(*n, "games" | "threads" | "sprt" | "verbose" | "results" | "report"))
        .map(|n| (n.to_string(), args.value(n).map(String::from)))
        .collect();
    for (side, player) in ["a", "b"].iter().zip(players) {
        let (eval, net) = (format!("{side}-eval"), format!("{side}-net"));
        if let Player::Bot(_, _, Some(built_in)) = player {
            if args.value(&net).is_none() {
                named.retain(|(n, _)| *n != eval);
                named.push((eval, Some("nnue".into())));
                named.push((net, Some(format!("built-in:{:016x}", built_in.hash()))));
            }
        }
    }
    named.sort();
    named.dedup_by(|a, b| a.0 == b.0);
    let words: Vec<String> = named
        .iter()
        .map(|(n, v)| match v {
            Some(v) => format!("--{n} {v}"),
            None => format!("--{n}"),
        })
        .collect();
    format!("# fourchess match {}", words.join(" "))
}

pub fn run(args: &Args) -> CliResult<()> {
    let variant = crate::variant_of(args)?.unwrap_or(Variant::Teams);
    let openings = crate::openings(args)?;
    let players = [Player::parse(args, "a", variant)?, Player::parse(args, "b", variant)?];
    let config = Config {
        rules: Rules::new(variant),
        results: args.value("results").map(|file| (file.to_string(), settings_line(args, &players))),
        players,
        games: args.parsed_or("games", "a number", 20)?,
        max_plies: args.parsed_or("max-plies", "a number", 800)?,
        openings,
        seed: args.parsed_or("seed", "a number", 1)?,
        hash_mb: args.parsed_or("hash", "a number of megabytes", 16)?,
        verbose: args.flag("verbose"),
        sprt: match args.value("sprt") {
            Some(text) => Some(Sprt::parse(text).map_err(|e| usage(format!("--sprt: {e}")))?),
            None => None,
        },
        report_only: args.flag("report"),
        thinking: Default::default(),
    };
    if config.report_only && config.results.is_none() {
        return Err(usage("--report needs --results FILE"));
    }
    let threads = args.parsed_or::<usize>("threads", "a number", 1)?.max(1);
    let (ends, verdict) = play_all(&config, threads)?;
    let played: Vec<GameEnd> = ends.into_iter().flatten().collect();
    report(&played);
    let times: Vec<String> =
        ["A", "B"].iter().zip(&config.thinking).filter_map(|(who, t)| Some(format!("{who} {}", t.text()?))).collect();
    if !times.is_empty() {
        outln!("time taken in this run's games: {}", times.join("; "));
    }
    if let Some(sprt) = config.sprt {
        report_sprt(&sprt, &played_pairs(&played_by_index(&played)), verdict, played.len());
    }
    Ok(())
}

/// How a game of the match ended.
#[derive(Clone, Debug, PartialEq)]
enum GameEnd {
    /// Played out: game `index`, A's score (1, 0.5 or 0), its plies and why it ended.
    Played { index: usize, score: f64, plies: usize, reason: String },
    /// Engine 0 (A) or 1 (B) failed game `index`, in this way: the game is left out.
    Failed { index: usize, engine: usize, kind: String },
    /// The match was decided while this game ran: it is not counted.
    Stopped,
}

impl GameEnd {
    fn index(&self) -> Option<usize> {
        match self {
            GameEnd::Played { index, .. } | GameEnd::Failed { index, .. } => Some(*index),
            GameEnd::Stopped => None,
        }
    }

    fn score(&self) -> Option<f64> {
        match self {
            GameEnd::Played { score, .. } => Some(*score),
            _ => None,
        }
    }

    /// Its line in the results file.
    fn line(&self) -> Option<String> {
        match self {
            GameEnd::Played { index, score, plies, reason } => {
                Some(format!("game {index} pair {} A {score} plies {plies} {reason}", index / 2))
            }
            GameEnd::Failed { index, engine, kind } => {
                Some(format!("game {index} pair {} failed {} {kind}", index / 2, ["A", "B"][*engine]))
            }
            GameEnd::Stopped => None,
        }
    }

    /// A line of the results file read back; `None` for a line that is not a game's.
    fn parse(line: &str) -> Option<GameEnd> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let index = match words[..] {
            ["game", index, "pair", _, ..] => index.parse().ok()?,
            _ => return None,
        };
        match words[4..] {
            ["A", score, "plies", plies, ref reason @ ..] => {
                let score: f64 = score.parse().ok().filter(|s| [0.0, 0.5, 1.0].contains(s))?;
                Some(GameEnd::Played { index, score, plies: plies.parse().ok()?, reason: reason.join(" ") })
            }
            ["failed", who @ ("A" | "B"), ref kind @ ..] => {
                Some(GameEnd::Failed { index, engine: usize::from(who == "B"), kind: kind.join(" ") })
            }
            _ => None,
        }
    }
}

/// What the threads share: each game's end as it comes, the results file, the stop flag.
struct Ledger {
    ends: Vec<Option<GameEnd>>,
    file: Option<File>,
    verdict: Option<Verdict>,
}

/// The games of a results file written earlier under the same settings (none if there is
/// no file yet); the file is opened for appending, headed by the settings line.
fn resume(config: &Config) -> Result<(Vec<Option<GameEnd>>, Option<File>), String> {
    let mut ends = vec![None; config.games];
    let Some((path, settings)) = &config.results else { return Ok((ends, None)) };
    let earlier = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{path}: {e}")),
    };
    if let Some(first) = earlier.lines().next() {
        if first != settings {
            return Err(format!(
                "{path} holds the results of another match:\n  {first}\nthis one is\n  {settings}\n(use another --results file)"
            ));
        }
    }
    let mut resumed = 0;
    for end in earlier.lines().filter_map(GameEnd::parse) {
        let Some(index) = end.index() else { continue };
        // Games beyond --games still count: the file is the match.
        if index >= ends.len() {
            ends.resize(index + 1, None);
        }
        ends[index] = Some(end);
        resumed += 1;
    }
    if resumed > 0 && !config.report_only {
        errln!("{path}: {resumed} games already played, going on from there");
    }
    let mut file = OpenOptions::new().create(true).append(true).open(path).map_err(|e| format!("{path}: {e}"))?;
    if earlier.is_empty() {
        writeln!(file, "{settings}").map_err(|e| format!("{path}: {e}"))?;
    }
    Ok((ends, Some(file)))
}

/// Plays every game not yet played, `threads` at a time, in order; each game's end in
/// game order (`None` for games not played because the test decided), and the verdict.
fn play_all(config: &Config, threads: usize) -> Result<(Vec<Option<GameEnd>>, Option<Verdict>), String> {
    let (ends, file) = resume(config)?;
    let todo: Vec<usize> =
        if config.report_only { Vec::new() } else { (0..config.games).filter(|&g| ends[g].is_none()).collect() };
    let mut ledger = Ledger { ends, file, verdict: None };
    let stop = AtomicBool::new(false);
    if let Some(sprt) = &config.sprt {
        // The games resumed from the file may already decide.
        decide(sprt, &mut ledger, &stop);
    }
    let ledger = Mutex::new(ledger);
    let next = AtomicUsize::new(0);
    let worker = || -> Result<(), String> {
        while !stop.load(Ordering::Relaxed) {
            let Some(&index) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else { break };
            let end = play_game(config, index, &stop)?;
            if end == GameEnd::Stopped {
                break;
            }
            let mut ledger = ledger.lock().map_err(|_| "a game thread panicked")?;
            if let (Some(file), Some(line)) = (ledger.file.as_mut(), end.line()) {
                writeln!(file, "{line}").and_then(|()| file.flush()).map_err(|e| format!("results file: {e}"))?;
            }
            ledger.ends[index] = Some(end);
            if let Some(sprt) = &config.sprt {
                decide(sprt, &mut ledger, &stop);
            }
        }
        Ok(())
    };
    let outcomes: Vec<Result<(), String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.min(todo.len()).max(1)).map(|_| scope.spawn(worker)).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a game thread panicked".into()))).collect()
    });
    for outcome in outcomes {
        outcome?;
    }
    let ledger = ledger.into_inner().map_err(|_| "a game thread panicked")?;
    Ok((ledger.ends, ledger.verdict))
}

/// Runs the test over the pairs finished so far; a verdict stops the match.
fn decide(sprt: &Sprt, ledger: &mut Ledger, stop: &AtomicBool) {
    if ledger.verdict.is_none() {
        ledger.verdict = sprt.verdict(&played_pairs(&ledger.ends));
        if ledger.verdict.is_some() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Played games by their index (for the pairs).
fn played_by_index(played: &[GameEnd]) -> Vec<Option<GameEnd>> {
    let len = played.iter().filter_map(GameEnd::index).max().map_or(0, |i| i + 1);
    let mut ends = vec![None; len];
    for end in played {
        if let Some(i) = end.index() {
            ends[i] = Some(end.clone());
        }
    }
    ends
}

/// The pentanomial counts of the pairs whose two games were both played out.
fn played_pairs(ends: &[Option<GameEnd>]) -> Pentanomial {
    let mut counts = [0; 5];
    for pair in ends.chunks_exact(2) {
        let score = |end: &Option<GameEnd>| end.as_ref().and_then(GameEnd::score);
        if let (Some(a), Some(b)) = (score(&pair[0]), score(&pair[1])) {
            counts[((a + b) * 2.0).round() as usize] += 1;
        }
    }
    counts
}

/// The start of game pair `pair`: an opening line, or seeded random plies.
fn opening(config: &Config, pair: usize) -> Result<Game, String> {
    if !config.openings.is_empty() {
        let line = &config.openings[(pair + config.seed as usize * 7919) % config.openings.len()];
        return Game::from_fen4(config.rules, line).map_err(|e| format!("opening {line}: {e}"));
    }
    let mut game = Game::new(config.rules);
    let mut rng = Rng::new(config.seed.wrapping_mul(1_000_003).wrapping_add(pair as u64));
    for _ in 0..4 {
        if game.position().needs_roll() {
            game.roll(&[rng.below(6) as u8 + 1, rng.below(6) as u8 + 1]).map_err(|e| e.to_string())?;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        game.play(mv).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// Plays game `index`, unless `stop` is set before it ends.
fn play_game(config: &Config, index: usize, stop: &AtomicBool) -> Result<GameEnd, String> {
    let mut game = opening(config, index / 2)?;
    // Engine A plays the even seats (South, North) in even games, the odd ones in odd games.
    let a_parity = index % 2;
    let engine_of = |seat: Seat| usize::from(seat.index() % 2 != a_parity);
    let searcher = |player: &Player| match player {
        Player::Bot(_, options, net) => {
            let mut searcher = Searcher::with_options(config.hash_mb, *options);
            searcher.set_net(net.clone());
            searcher
        }
        Player::Random | Player::Engine(..) => Searcher::new(1),
    };
    let mut searchers = [searcher(&config.players[0]), searcher(&config.players[1])];
    let variant = config.rules.variant();
    let mut engines = [external(&config.players[0], variant)?, external(&config.players[1], variant)?];
    let start_fen = game.start_position().to_fen4();
    let mut sent_moves: Vec<String> = game.moves().iter().map(|m| coordinate_text(&m.mv)).collect();
    let mut rng = Rng::new(config.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut hashes: Vec<u64> = vec![game.position().hash()];
    while game.outcome().is_none() && game.moves().len() < config.max_plies {
        if stop.load(Ordering::Relaxed) {
            return Ok(GameEnd::Stopped);
        }
        let pos = game.position().clone();
        if pos.needs_roll() {
            // Chaturanga: the dice come from the match's seeded generator.
            let count = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
            let dice: Vec<u8> = (0..count).map(|_| rng.below(6) as u8 + 1).collect();
            game.roll(&dice).map_err(|e| format!("game {index}: {e}"))?;
            hashes.push(game.position().hash());
            continue;
        }
        let engine = engine_of(pos.to_move());
        let asked = Instant::now();
        let mv = match &config.players[engine] {
            Player::Random => {
                let moves = pos.legal_moves();
                moves[rng.below(moves.len() as u64) as usize]
            }
            Player::Engine(_, movetime) => {
                let Some(process) = engines[engine].as_mut() else { return Err("engine not started".into()) };
                let answer = process.best_move(&start_fen, &sent_moves, *movetime);
                match answer.and_then(|text| pos.parse_move(&text).map_err(|e| Failure::Illegal(e.to_string()))) {
                    Ok(mv) => mv,
                    Err(failure) => {
                        // The game ends here, counted apart; the match goes on.
                        errln!("game {index}: engine {}: {failure}", ["A", "B"][engine]);
                        return Ok(GameEnd::Failed { index, engine, kind: failure.kind().to_string() });
                    }
                }
            }
            Player::Bot(limits, ..) => {
                let mut limits = *limits;
                limits.seed = rng.next_u64();
                let history = &hashes[..hashes.len() - 1];
                searchers[engine]
                    .search(&pos, history, &limits, &elapsed_since(asked))
                    .ok_or("search found no move in a running game")?
                    .best
            }
        };
        if !matches!(config.players[engine], Player::Random) {
            config.thinking[engine].add(asked);
        }
        sent_moves.push(coordinate_text(&mv));
        game.play(mv).map_err(|e| format!("game {index}: {e}"))?;
        hashes.push(game.position().hash());
    }
    let score = score_for_a(&game, a_parity);
    let reason = game.outcome().map_or("ply limit", |o| o.reason.describe());
    if config.verbose {
        errln!("game {index}: {} plies, A scores {score} ({reason})", game.moves().len());
        if score < 0.5 {
            let texts: Vec<&str> = game.moves().iter().map(|m| m.text.as_str()).collect();
            errln!("  {}\n  {}", game.start_position().to_fen4(), texts.join(" "));
        }
    }
    Ok(GameEnd::Played { index, score, plies: game.moves().len(), reason: reason.to_string() })
}

/// A running process for an engine player, ready for a new game of `variant`.
fn external(player: &Player, variant: Variant) -> Result<Option<ExternalEngine>, String> {
    let Player::Engine(command, _) = player else { return Ok(None) };
    let mut engine = ExternalEngine::start(command)?;
    // A FEN4 does not say the rule set; engines start in Teams (the protocol's default,
    // and all that Teams-only engines know).
    if variant != Variant::Teams {
        engine.set_variant(variant.id())?;
    }
    engine.new_game()?;
    Ok(Some(engine))
}

fn score_for_a(game: &Game, a_parity: usize) -> f64 {
    let pos: &Position = game.position();
    let a_seats = |s: &Seat| s.index() % 2 == a_parity;
    if pos.variant() == Variant::FreeForAll {
        let points = game.outcome().map(|o| o.points).unwrap_or_else(|| Seat::ALL.map(|s| pos.points(s)));
        let a: i32 = Seat::ALL.iter().filter(|s| a_seats(s)).map(|s| points[s.index()]).sum();
        let b: i32 = Seat::ALL.iter().filter(|s| !a_seats(s)).map(|s| points[s.index()]).sum();
        return match a.cmp(&b) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
    }
    match game.outcome() {
        Some(o) if !o.is_draw() => {
            if o.winning_seats().any(|s| a_seats(&s)) {
                1.0
            } else {
                0.0
            }
        }
        _ => 0.5,
    }
}

/// Wins, draws, losses of A, its score and the Elo difference with a 95% interval, over
/// the played games; the games an engine failed are counted apart, by engine and kind.
fn report(ends: &[GameEnd]) {
    let results: Vec<f64> = ends.iter().filter_map(GameEnd::score).collect();
    let results = &results[..];
    let n = results.len() as f64;
    let wins = results.iter().filter(|&&r| r == 1.0).count();
    let draws = results.iter().filter(|&&r| r == 0.5).count();
    let losses = results.len() - wins - draws;
    let mean = results.iter().sum::<f64>() / n.max(1.0);
    let variance = results.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / n.max(1.0);
    let margin = 1.96 * (variance / n.max(1.0)).sqrt();
    let elo = |p: f64| {
        let p = p.clamp(0.001, 0.999);
        -400.0 * (1.0 / p - 1.0).log10()
    };
    outln!(
        "games {} : A wins {wins}, draws {draws}, losses {losses}; score {:.1}% ; Elo {:+.0} [{:+.0}, {:+.0}]",
        results.len(),
        mean * 100.0,
        elo(mean),
        elo(mean - margin),
        elo(mean + margin)
    );
    let failed: Vec<(usize, &str)> = ends
        .iter()
        .filter_map(
            |e| if let GameEnd::Failed { engine, kind, .. } = e { Some((*engine, kind.as_str())) } else { None },
        )
        .collect();
    if !failed.is_empty() {
        let mut parts = Vec::new();
        for (who, name) in [(0, "A"), (1, "B")] {
            let mut kinds: Vec<(&str, usize)> = Vec::new();
            for (_, kind) in failed.iter().filter(|(w, _)| *w == who) {
                match kinds.iter_mut().find(|(k, _)| k == kind) {
                    Some((_, n)) => *n += 1,
                    None => kinds.push((kind, 1)),
                }
            }
            if !kinds.is_empty() {
                let list: Vec<String> = kinds.iter().map(|(k, n)| format!("{n} {k}")).collect();
                parts.push(format!("engine {name}: {}", list.join(", ")));
            }
        }
        outln!("left out of the score: {} games an engine failed ({})", failed.len(), parts.join("; "));
    }
}

/// The test's line: the verdict and after how many games, or the ratio so far.
fn report_sprt(sprt: &Sprt, pairs: &Pentanomial, verdict: Option<Verdict>, games: usize) {
    let (lower, upper) = Sprt::bounds();
    let llr = sprt.llr(pairs);
    let counts = format!("pairs 0-½-1-1½-2: {}", pairs.map(|n| n.to_string()).join("-"));
    let test = format!("SPRT [{}, {}] (alpha = beta = 0.05)", sprt.elo0, sprt.elo1);
    match verdict {
        Some(verdict) => {
            outln!("{test}: {} after {games} games; LLR {llr:.2} [{lower:.2}, {upper:.2}]; {counts}", verdict.text())
        }
        None => outln!("{test}: no verdict after {games} games; LLR {llr:.2} [{lower:.2}, {upper:.2}]; {counts}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_lines_read_back() {
        let ends = [
            GameEnd::Played { index: 4, score: 0.5, plies: 312, reason: "ply limit".into() },
            GameEnd::Played { index: 5, score: 1.0, plies: 87, reason: "checkmate".into() },
            GameEnd::Failed { index: 9, engine: 1, kind: "no move in time".into() },
        ];
        for end in ends {
            let line = end.line().unwrap();
            assert_eq!(GameEnd::parse(&line), Some(end), "{line}");
        }
        assert_eq!(GameEnd::Stopped.line(), None);
        for bad in
            ["", "# fourchess match", "game x pair 1 A 1 plies 3 mate", "game 1 pair 0 A 0.7 plies 3 x", "game 1"]
        {
            assert_eq!(GameEnd::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn pairs_count_only_when_both_games_are_played() {
        let played = |index, score| Some(GameEnd::Played { index, score, plies: 1, reason: String::new() });
        let ends = vec![
            played(0, 1.0),
            played(1, 0.5),
            played(2, 0.0),
            Some(GameEnd::Failed { index: 3, engine: 0, kind: "crashed".into() }),
            played(4, 0.0),
            None,
            played(6, 0.0),
            played(7, 0.0),
        ];
        assert_eq!(played_pairs(&ends), [1, 0, 0, 1, 0]);
    }
}
