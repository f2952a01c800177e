//! Property tests over seeded random games of Verney, Teams and Free-for-all.
//!
//! In every position: the engine's legal moves equal the reference generator's
//! (tests/reference), the incremental hash is consistent, FEN4 round-trips and every
//! legal move's text parses back to the same move. After every move: the placement is
//! the one the reference gets by playing it, and undo restores the position exactly. At the
//! end of each game its PGN4 replays (marks checked) to the same final position.
//! Runs are deterministic: the games come from fixed seeds.

mod common;
mod reference;

use common::Rng;
use fourchess_core::{
    Array, Game, Kind, Move, MoveKind, MoveList, Pgn4, Position, Reason, Rules, Seat, SeatState, Variant,
};

/// Plies per game at most.
const MAX_PLIES: usize = 150;

/// Picks a move, favouring captures and pawn moves so games open up and reach
/// promotions, king captures, mates and inert armies within a few dozen plies.
fn pick(moves: &[Move], rng: &mut Rng) -> Move {
    let weight = |m: &Move| {
        if m.is_capture() {
            6
        } else if m.piece().is_some_and(|p| p.kind() == Kind::Pawn) {
            4
        } else {
            1
        }
    };
    let total: usize = moves.iter().map(weight).sum();
    let mut roll = rng.below(total);
    for m in moves {
        if roll < weight(m) {
            return *m;
        }
        roll -= weight(m);
    }
    unreachable!("roll is below the total weight")
}

/// How often the games met each rule the reference models, so a run that never
/// reaches a rule fails instead of passing vacuously.
#[derive(Default, Debug)]
struct Coverage {
    games: usize,
    plies: usize,
    promotions: usize,
    en_passant: usize,
    castlings: usize,
    leaps: usize,
    double_steps: usize,
    king_captures: usize,
    passes: usize,
    turned_pawns: usize,
    inert: usize,
    grey_captures: usize,
    eliminations: usize,
}

impl Coverage {
    fn count_moves(&mut self, pos: &Position) {
        for m in &pos.legal_moves() {
            self.promotions += m.promotion().is_some() as usize;
            self.passes += m.is_pass() as usize;
            self.king_captures += m.captured().is_some_and(|c| c.kind() == Kind::King) as usize;
            self.grey_captures += m.captured().is_some_and(|c| c.seat().is_none()) as usize;
            match m.kind() {
                MoveKind::EnPassant => self.en_passant += 1,
                MoveKind::CastleShort | MoveKind::CastleLong => self.castlings += 1,
                MoveKind::Leap => self.leaps += 1,
                MoveKind::DoubleStep => self.double_steps += 1,
                _ => {}
            }
        }
        self.turned_pawns += pos.placement().filter(|(_, p)| p.is_turned()).count();
        self.inert += Seat::ALL.iter().filter(|&&s| pos.state(s) == SeatState::Inert).count();
        self.eliminations += Seat::ALL.iter().filter(|&&s| pos.state(s) == SeatState::Eliminated).count();
    }
}

/// Endings where the player to move has no legal move (so the reference has none either).
fn ended_stuck(reason: Reason) -> bool {
    matches!(reason, Reason::Checkmate | Reason::Stalemate | Reason::BothKingsMated)
}

/// `Err(message)` unless the condition holds.
macro_rules! ensure {
    ($cond:expr, $($why:tt)+) => {
        if !$cond {
            return Err(format!($($why)+));
        }
    };
}

/// The checks that concern one position.
fn check_position(pos: &Position) -> Result<(), String> {
    let fen = pos.to_fen4();
    match pos.outcome() {
        None => reference::compare(pos)?,
        Some(o) if ended_stuck(o.reason) => {
            let reference = reference::RefPosition::from_engine(pos).legal_moves();
            ensure!(reference.is_empty(), "game over by {:?} but the reference has moves in {fen}", o.reason);
            ensure!(pos.legal_moves().is_empty(), "game over but the engine has moves in {fen}");
        }
        // Ended by a rule of the whole board (king captured, material, ...): no moves.
        Some(_) => ensure!(pos.legal_moves().is_empty(), "game over but the engine has moves in {fen}"),
    }
    ensure!(pos.hash_is_consistent(), "incremental hash drifted in {fen}");
    // Perft's bulk count of the last ply agrees with the list.
    let listed = pos.legal_moves().len();
    ensure!(pos.count_legal_moves() == listed, "count_legal_moves {} != {listed} in {fen}", pos.count_legal_moves());
    if pos.outcome().is_none() {
        // The quiescence search's own generator: the same moves, in the same order.
        let mut captures = pos.legal_moves();
        captures.retain(|m| m.is_capture() || m.promotion().is_some());
        ensure!(pos.legal_captures() == captures, "legal captures differ from the legal moves' in {fen}");
    }
    // The search's lists, each move tested only when it comes: the legal ones, in order.
    let mut tested = MoveList::new();
    let mut test = pos.legality_test();
    let needs_test = !pos.search_moves_into(&mut tested);
    tested.retain(|m| !needs_test || test.is_legal(m));
    // (A player whose piece moves all fail the test may have the one pass instead.)
    let legal = pos.legal_moves();
    let only_pass = tested.is_empty() && legal.iter().all(|m| m.is_pass());
    ensure!(tested == legal || only_pass, "moves tested one by one differ from the legal moves in {fen}");
    pos.search_captures_into(&mut tested);
    tested.retain(|m| test.is_legal(m));
    ensure!(tested == pos.legal_captures(), "captures tested one by one differ from the legal ones in {fen}");

    let reread = Position::from_fen4(*pos.rules(), &fen).map_err(|e| format!("own FEN4 rejected: {e}\n{fen}"))?;
    ensure!(&reread == pos, "FEN4 round trip changed the position {fen}");
    ensure!(reread.to_fen4() == fen, "FEN4 printed twice differs: {fen}");

    for mv in &pos.legal_moves() {
        text_round_trips(pos, mv)?;
    }
    Ok(())
}

fn text_round_trips(pos: &Position, mv: &Move) -> Result<(), String> {
    let text = pos.move_text(mv);
    let parsed = pos.parse_move(&text);
    ensure!(parsed == Ok(*mv), "move text '{text}' parses as {parsed:?} in {}", pos.to_fen4());
    Ok(())
}

/// Plays one random game from `start`, checking every position on the way.
fn play_random_game(start: Position, rng: &mut Rng, coverage: &mut Coverage) {
    let mut game = Game::from_position(start);
    if let Err(why) = play_and_check(&mut game, rng, coverage) {
        panic!("{why}\ngame so far:\n{}", game.to_pgn4(&[]));
    }
    coverage.games += 1;
}

fn play_and_check(game: &mut Game, rng: &mut Rng, coverage: &mut Coverage) -> Result<(), String> {
    for _ in 0..MAX_PLIES {
        let before = game.position().clone();
        check_position(&before)?;
        coverage.count_moves(&before);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = pick(&moves, rng);
        game.play(mv).map_err(|e| format!("legal move refused: {e} in {}", before.to_fen4()))?;
        let after = game.position().clone();
        reference::check_play(&before, &mv, &after)?;

        let text = before.move_text(&mv);
        ensure!(game.undo() == Some(mv), "undo of {text} returned another move");
        ensure!(game.position() == &before, "undo of {text} did not restore {}", before.to_fen4());
        ensure!(game.position().hash() == before.hash(), "undo of {text} changed the hash");
        game.play(mv).map_err(|e| format!("replay after undo refused: {e}"))?;
        ensure!(game.position() == &after, "replaying {text} after undo gave another position");
        coverage.plies += 1;
    }
    check_position(game.position())?;

    let pgn = game.to_pgn4(&[]);
    let replayed =
        Pgn4::parse(&pgn).and_then(|p| p.replay(true)).map_err(|e| format!("own PGN4 does not replay: {e}"))?;
    ensure!(replayed.to_fen4() == game.to_fen4(), "PGN4 replay ends elsewhere: {}", replayed.to_fen4());
    Ok(())
}

/// A start: the rules' array (half the games), the array with about half its pieces
/// other than kings taken off (so pawns run through and turn, promote, ...), or the
/// position after a short random opening. The last two are handed to the game as its
/// start, so PGN4 carries them as `StartFen4`.
fn start_position(rules: Rules, rng: &mut Rng) -> Position {
    let pos = Position::start(rules);
    match rng.below(6) {
        0..=2 => pos,
        3 | 4 => thinned(&pos, rng).unwrap_or(pos),
        _ => random_opening(pos, rng),
    }
}

/// The position with each piece but the kings removed with probability 1/2, unless
/// that leaves a finished game.
fn thinned(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let fen = pos.to_fen4();
    let (head, board) = fen.rsplit_once('-')?;
    let rows: Vec<String> = board
        .split('/')
        .map(|row| {
            let cells = row.split(',').map(|cell| {
                let piece = cell.len() == 2 && !cell.ends_with('K') && !cell.starts_with(|c: char| c.is_ascii_digit());
                if piece && rng.below(2) == 0 {
                    "1"
                } else {
                    cell
                }
            });
            cells.collect::<Vec<_>>().join(",")
        })
        .collect();
    let thinned = Position::from_fen4(*pos.rules(), &format!("{head}-{}", rows.join("/"))).ok()?;
    (thinned.outcome().is_none() && !thinned.legal_moves().is_empty()).then_some(thinned)
}

fn random_opening(mut pos: Position, rng: &mut Rng) -> Position {
    for _ in 0..8 + rng.below(16) {
        let moves = pos.legal_moves();
        if pos.outcome().is_some() || moves.is_empty() {
            break;
        }
        pos.play_unchecked(&pick(&moves, rng));
    }
    pos
}

fn run(rules_of_game: impl Fn(&mut Rng) -> Rules, games: usize, seed: u64) -> Coverage {
    let mut rng = Rng::new(seed);
    let mut coverage = Coverage::default();
    for _ in 0..games {
        let rules = rules_of_game(&mut rng);
        let start = start_position(rules, &mut rng);
        play_random_game(start, &mut rng, &mut coverage);
    }
    println!("{coverage:?}");
    coverage
}

fn verney(club_setup: bool, double_step: bool) -> Rules {
    Rules::with(fourchess_core::HouseRules::Verney(fourchess_core::VerneyRules { club_setup, double_step }))
}

/// Vierschach with a random first player and array.
fn vierschach(variant: Variant, rng: &mut Rng) -> Rules {
    let mut rules = Rules::new(variant);
    rules.first_player = Seat::ALL[rng.below(4)];
    if rng.below(4) == 0 {
        rules.set_array(Array::Classic);
    }
    rules
}

#[test]
fn verney_random_games_agree_with_the_reference() {
    let c = run(|_| verney(false, false), 200, 1);
    assert!(c.leaps > 0 && c.promotions > 0 && c.turned_pawns > 0 && c.inert > 0, "{c:?}");
    assert_eq!(c.double_steps + c.castlings + c.en_passant + c.king_captures, 0, "{c:?}");
}

#[test]
fn verney_club_double_step_random_games_agree_with_the_reference() {
    let c = run(|_| verney(true, true), 200, 2);
    assert!(c.double_steps > 0 && c.leaps > 0 && c.promotions > 0 && c.inert > 0, "{c:?}");
    assert_eq!(c.castlings + c.en_passant + c.king_captures, 0, "{c:?}");
}

#[test]
fn teams_random_games_agree_with_the_reference() {
    let c = run(|rng| vierschach(Variant::Teams, rng), 80, 3);
    assert!(c.castlings > 0 && c.en_passant > 0 && c.promotions > 0 && c.king_captures > 0, "{c:?}");
}

#[test]
fn free_for_all_random_games_agree_with_the_reference() {
    let c = run(|rng| vierschach(Variant::FreeForAll, rng), 80, 4);
    assert!(c.castlings > 0 && c.en_passant > 0 && c.promotions > 0 && c.king_captures > 0, "{c:?}");
    assert!(c.eliminations > 0 && c.grey_captures > 0, "{c:?}");
}
