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

use std::time::Instant;

use fourchess_core::{Game, Position, Rules, Seat, Variant};
use fourchess_search::{Level, Limits, Options, Rng, Searcher};

use crate::args::{usage, Args, CliResult};
use crate::external::{coordinate_text, ExternalEngine, Failure};
use crate::output::{errln, outln};
use crate::search_bench::elapsed_since;

/// Who plays a side of the match.
#[derive(Clone)]
enum Player {
    Random,
    Bot(Limits, Options),
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
        Ok(Player::Bot(limits, options))
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
}

pub fn run(args: &Args) -> CliResult<()> {
    let variant = crate::variant_of(args)?.unwrap_or(Variant::Teams);
    let openings = match args.value("openings") {
        Some(file) => std::fs::read_to_string(file)
            .map_err(|e| format!("{file}: {e}"))?
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect(),
        None => Vec::new(),
    };
    let config = Config {
        rules: Rules::new(variant),
        players: [Player::parse(args, "a", variant)?, Player::parse(args, "b", variant)?],
        games: args.parsed_or("games", "a number", 20)?,
        max_plies: args.parsed_or("max-plies", "a number", 800)?,
        openings,
        seed: args.parsed_or("seed", "a number", 1)?,
        hash_mb: args.parsed_or("hash", "a number of megabytes", 16)?,
        verbose: args.flag("verbose"),
    };
    let threads = args.parsed_or::<usize>("threads", "a number", 1)?.max(1);
    let results = play_all(&config, threads)?;
    report(&results);
    Ok(())
}

/// How a game of the match ended.
#[derive(Clone, Debug)]
enum GameEnd {
    /// Played out: A's score (1, 0.5 or 0).
    Played(f64),
    /// Engine 0 (A) or 1 (B) failed: the game is left out.
    Failed(usize, Failure),
}

/// Plays every game, spread over `threads` threads; results in game order.
fn play_all(config: &Config, threads: usize) -> Result<Vec<GameEnd>, String> {
    let mut results = vec![GameEnd::Played(0.0); config.games];
    let chunks: Vec<Vec<usize>> = (0..threads).map(|t| (t..config.games).step_by(threads).collect()).collect();
    let outcomes = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|games| {
                scope.spawn(move || {
                    games.iter().map(|&g| play_game(config, g).map(|r| (g, r))).collect::<Result<Vec<_>, String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a game thread panicked".into())))
            .collect::<Vec<_>>()
    });
    for chunk in outcomes {
        for (g, r) in chunk? {
            results[g] = r;
        }
    }
    Ok(results)
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

/// Plays game `index`.
fn play_game(config: &Config, index: usize) -> Result<GameEnd, String> {
    let mut game = opening(config, index / 2)?;
    // Engine A plays the even seats (South, North) in even games, the odd ones in odd games.
    let a_parity = index % 2;
    let engine_of = |seat: Seat| usize::from(seat.index() % 2 != a_parity);
    let searcher = |player: &Player| match player {
        Player::Bot(_, options) => Searcher::with_options(config.hash_mb, *options),
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
                        return Ok(GameEnd::Failed(engine, failure));
                    }
                }
            }
            Player::Bot(limits, _) => {
                let mut limits = *limits;
                limits.seed = rng.next_u64();
                let start = Instant::now();
                let history = &hashes[..hashes.len() - 1];
                searchers[engine]
                    .search(&pos, history, &limits, &elapsed_since(start))
                    .ok_or("search found no move in a running game")?
                    .best
            }
        };
        sent_moves.push(coordinate_text(&mv));
        game.play(mv).map_err(|e| format!("game {index}: {e}"))?;
        hashes.push(game.position().hash());
    }
    let score = score_for_a(&game, a_parity);
    if config.verbose {
        let reason = game.outcome().map_or("ply limit", |o| o.reason.describe());
        errln!("game {index}: {} plies, A scores {score} ({reason})", game.moves().len());
        if score < 0.5 {
            let texts: Vec<&str> = game.moves().iter().map(|m| m.text.as_str()).collect();
            errln!("  {}\n  {}", game.start_position().to_fen4(), texts.join(" "));
        }
    }
    Ok(GameEnd::Played(score))
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
    let results: Vec<f64> =
        ends.iter().filter_map(|e| if let GameEnd::Played(s) = e { Some(*s) } else { None }).collect();
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
    let failed: Vec<(usize, &Failure)> =
        ends.iter().filter_map(|e| if let GameEnd::Failed(who, f) = e { Some((*who, f)) } else { None }).collect();
    if !failed.is_empty() {
        let mut parts = Vec::new();
        for (who, name) in [(0, "A"), (1, "B")] {
            let mut kinds: Vec<(&str, usize)> = Vec::new();
            for (_, f) in failed.iter().filter(|(w, _)| *w == who) {
                match kinds.iter_mut().find(|(k, _)| *k == f.kind()) {
                    Some((_, n)) => *n += 1,
                    None => kinds.push((f.kind(), 1)),
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
