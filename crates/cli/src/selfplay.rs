//! `fourchess selfplay`: seeded random games of any rule set, checking the engine's
//! invariants after every move. Chaturanga's dice come from the same seeded generator.
//! With `--level`, bots of that level play every seat instead (one searcher for all,
//! as the site's bot worker has; in Teams levels 5 and 6 with the built-in net, as on the
//! site, unless `--eval hce`), and each game's length to its result is printed:
//! how long the bots take to finish a position (`--fen`), e.g. a won ending.

use std::time::Instant;

use fourchess_core::{Game, Pgn4, Position, Variant};
use fourchess_search::{Level, Limits, Rng, Searcher};

use crate::args::{usage, Args, CliResult};
use crate::output::outln;
use crate::search_bench::elapsed_since;

/// Longest game played by default; a game that runs this long is stopped unfinished.
pub const MAX_PLIES: usize = 2_000;

/// Who moves in the games: a random mover, or bots of a level.
enum Mover {
    Random,
    Bots { level: Level, nodes: Option<u64>, searcher: Box<Searcher> },
}

pub fn run(args: &Args) -> CliResult<()> {
    let start = crate::position_of(args)?;
    let rules = *start.rules();
    let seed: u64 = args.parsed_or("seed", "a number", 1)?;
    let games: u32 = args.parsed_or("games", "a number", 10)?;
    let max_plies: usize = args.parsed_or("max-plies", "a number", MAX_PLIES)?;
    let nodes: Option<u64> = args.parsed("nodes", "a number")?;
    let mut mover = match args.parsed::<u8>("level", "a level 1..6")? {
        Some(n) => {
            let level = Level::new(n).ok_or_else(|| usage(format!("--level {n}: levels are 1..6")))?;
            let mut searcher = Box::new(Searcher::new(16));
            searcher.set_net(crate::evaluation(args, "", level.plays_net(rules.variant()))?);
            Mover::Bots { level, nodes, searcher }
        }
        None if nodes.is_some()
            || args.flag("moves")
            || args.value("eval").is_some()
            || args.value("net").is_some() =>
        {
            return Err(usage("--nodes, --moves, --eval and --net go with --level"))
        }
        None => Mover::Random,
    };
    let mut rng = Rng::new(seed);
    let (mut plies, mut finished) = (0, 0);
    let mut reasons: Vec<(String, u32)> = Vec::new();
    let mut lengths = Vec::new();
    for index in 0..games {
        let game = Game::from_position(start.clone());
        let game =
            play_one(game, &mut rng, &mut mover, max_plies).map_err(|e| format!("game {index} (seed {seed}): {e}"))?;
        plies += game.moves().len();
        let reason = match game.outcome() {
            Some(o) => {
                finished += 1;
                o.reason.id().to_string()
            }
            None => "unfinished".to_string(),
        };
        if let Mover::Bots { .. } = mover {
            outln!("game {index}: {} plies, {}", game.moves().len(), result_text(&game));
            if args.flag("moves") {
                let texts: Vec<&str> = game.moves().iter().map(|m| m.text.as_str()).collect();
                outln!("  {}", texts.join(" "));
            }
            if game.outcome().is_some() {
                lengths.push(game.moves().len());
            }
        }
        match reasons.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => reasons.push((reason, 1)),
        }
    }
    let who = match &mover {
        Mover::Random => String::new(),
        Mover::Bots { level, .. } => format!(", bots of level {}", level.number()),
    };
    outln!("{games} games of {}{who}, {plies} moves, {finished} finished", rules.variant().id());
    for (reason, n) in reasons {
        outln!("  {reason}: {n}");
    }
    if let Some(&most) = lengths.iter().max() {
        let mean = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
        outln!("plies to the result: mean {mean:.1}, most {most}");
    }
    outln!("invariants held after every move");
    Ok(())
}

/// The game's result in words: who won and why, or unfinished.
fn result_text(game: &Game) -> String {
    let names = game.rules().variant().seat_names();
    match game.outcome() {
        Some(o) if o.is_draw() => format!("draw ({})", o.reason.describe()),
        Some(o) => {
            let winners: Vec<&str> = o.winning_seats().map(|s| names[s.index()]).collect();
            format!("{} win ({})", winners.join("+"), o.reason.describe())
        }
        None => "unfinished".to_string(),
    }
}

fn play_one(mut game: Game, rng: &mut Rng, mover: &mut Mover, max_plies: usize) -> Result<Game, String> {
    let mut hashes: Vec<u64> = vec![game.position().hash()];
    if let Mover::Bots { searcher, .. } = mover {
        searcher.clear();
    }
    while game.outcome().is_none() && game.moves().len() < max_plies {
        let pos = game.position().clone();
        if pos.needs_roll() {
            let count = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
            let dice: Vec<u8> = (0..count).map(|_| rng.below(6) as u8 + 1).collect();
            game.roll(&dice).map_err(|e| e.to_string())?;
            hashes.push(game.position().hash());
            continue;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Err(format!("no legal move but no result in {}", pos.to_fen4()));
        }
        let mv = match mover {
            Mover::Random => moves[rng.below(moves.len() as u64) as usize],
            Mover::Bots { level, nodes, searcher } => {
                let mut limits: Limits = level.limits(pos.variant(), rng.next_u64());
                if let Some(n) = *nodes {
                    limits.nodes = Some(n);
                    limits.time_ms = None;
                }
                let asked = Instant::now();
                let history = &hashes[..hashes.len() - 1];
                searcher.search(&pos, history, &limits, &elapsed_since(asked)).ok_or("no move found")?.best
            }
        };
        let text = pos.move_text(&mv);
        if pos.parse_move(&text) != Ok(mv) {
            return Err(format!("move text '{text}' does not read back in {}", pos.to_fen4()));
        }
        game.play(mv).map_err(|e| e.to_string())?;
        hashes.push(game.position().hash());
        check(&game, &pos)?;
    }
    let record = game.to_pgn4(&[]);
    let replayed = Pgn4::parse(&record).and_then(|p| p.replay(true)).map_err(|e| format!("own record: {e}"))?;
    if replayed.to_fen4() != game.to_fen4() {
        return Err("the game's PGN4 replays to another position".into());
    }
    Ok(game)
}

/// After a move: hashes agree, FEN4 round-trips, undo restores the position before.
fn check(game: &Game, before: &Position) -> Result<(), String> {
    let pos = game.position();
    let fen = pos.to_fen4();
    if !pos.hash_is_consistent() {
        return Err(format!("incremental hash differs from a fresh one in {fen}"));
    }
    let parsed = Position::from_fen4(*pos.rules(), &fen).map_err(|e| format!("{e} in {fen}"))?;
    if parsed != *pos || parsed.to_fen4() != fen {
        return Err(format!("FEN4 does not round-trip: {fen}"));
    }
    let mut undone = game.clone();
    undone.undo();
    if undone.position() != before || undone.position().hash() != before.hash() {
        return Err(format!("undo does not restore the position before {fen}"));
    }
    if pos.variant() == Variant::Verney && pos.to_move() == before.to_move() {
        return Err("the turn did not pass on".into());
    }
    Ok(())
}
