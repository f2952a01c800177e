//! `fourchess selfplay`: seeded random games of any rule set, checking the engine's
//! invariants after every move. Chaturanga's dice come from the same seeded generator.

use fourchess_core::{Game, Pgn4, Position, Variant};
use fourchess_search::Rng;

use crate::args::{Args, CliResult};
use crate::output::outln;

/// Longest game played; a random game that runs this long is stopped unfinished.
const MAX_PLIES: usize = 2_000;

pub fn run(args: &Args) -> CliResult<()> {
    let rules = crate::rules_of(args)?;
    let seed: u64 = args.parsed_or("seed", "a number", 1)?;
    let games: u32 = args.parsed_or("games", "a number", 10)?;
    let mut rng = Rng::new(seed);
    let (mut plies, mut finished) = (0, 0);
    let mut reasons: Vec<(String, u32)> = Vec::new();
    for index in 0..games {
        let game = play_one(Game::new(rules), &mut rng).map_err(|e| format!("game {index} (seed {seed}): {e}"))?;
        plies += game.moves().len();
        let reason = match game.outcome() {
            Some(o) => {
                finished += 1;
                o.reason.id().to_string()
            }
            None => "unfinished".to_string(),
        };
        match reasons.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => reasons.push((reason, 1)),
        }
    }
    outln!("{games} games of {}, {plies} moves, {finished} finished", rules.variant().id());
    for (reason, n) in reasons {
        outln!("  {reason}: {n}");
    }
    outln!("invariants held after every move");
    Ok(())
}

fn play_one(mut game: Game, rng: &mut Rng) -> Result<Game, String> {
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let pos = game.position().clone();
        if pos.needs_roll() {
            let count = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
            let dice: Vec<u8> = (0..count).map(|_| rng.below(6) as u8 + 1).collect();
            game.roll(&dice).map_err(|e| e.to_string())?;
            continue;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Err(format!("no legal move but no result in {}", pos.to_fen4()));
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        let text = pos.move_text(&mv);
        if pos.parse_move(&text) != Ok(mv) {
            return Err(format!("move text '{text}' does not read back in {}", pos.to_fen4()));
        }
        game.play(mv).map_err(|e| e.to_string())?;
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
