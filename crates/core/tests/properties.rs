//! Properties over random legal move sequences of every rule set (Verney, also with the
//! club's ClubSetup and DoubleStep; Teams and Free-for-all with any first player and
//! start array; Chaturanga with two or three dice), driven by proptest:
//!
//! - FEN4: every position of the game prints a FEN4 that reads back to the same
//!   position (hash included) and prints the same again;
//! - PGN4: the game's record replays, marks checked, to the same moves and final FEN4;
//! - play/undo: after each move (or roll) the incremental hash is consistent, undo
//!   restores the position and its hash exactly, playing the move again gives the same
//!   position, and undoing to any ply gives the position the game had there.
//!
//! A case is a list of numbers: each picks the next legal move (modulo their count), or
//! the dice of a Chaturanga roll. The runs are deterministic (a fixed seed, no failure
//! files); a failure shrinks to a short sequence and prints it.

use fourchess_core::{Array, Game, Move, Pgn4, Position, Rules, Seat, Variant};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

/// Longest sequence of plies (rolls included).
const MAX_PLIES: usize = 60;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x4c4e_5353),
        ..ProptestConfig::default()
    }
}

fn plies() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..=MAX_PLIES)
}

fn verney() -> impl Strategy<Value = Rules> {
    Just(Rules::new(Variant::Verney))
}

fn verney_club_double_step() -> impl Strategy<Value = Rules> {
    Just(Rules::with(fourchess_core::HouseRules::Verney(fourchess_core::VerneyRules {
        club_setup: true,
        double_step: true,
    })))
}

/// Teams or Free-for-all with any first player and any of chess.com's start arrays.
fn vierschach(variant: Variant) -> impl Strategy<Value = Rules> {
    let arrays = [Array::Modern, Array::Classic, Array::YellowGreen, Array::Yellow, Array::RedBlue];
    (0..4usize, prop::sample::select(arrays.to_vec())).prop_map(move |(first, array)| {
        let mut rules = Rules::new(variant);
        rules.first_player = Seat::ALL[first];
        rules.set_array(array);
        rules
    })
}

fn teams() -> impl Strategy<Value = Rules> {
    vierschach(Variant::Teams)
}

fn free_for_all() -> impl Strategy<Value = Rules> {
    vierschach(Variant::FreeForAll)
}

fn chaturanga() -> impl Strategy<Value = Rules> {
    any::<bool>().prop_map(|three_dice| {
        Rules::with(fourchess_core::HouseRules::Chaturanga(fourchess_core::ChaturangaRules { three_dice, setup: 1 }))
    })
}

/// One step of a game: the legal move `choice` picks, or the dice it rolls.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    Move(Move),
    Roll(Vec<u8>),
}

/// The step `choice` takes in `game`, `None` once the game is over or stuck.
fn step(game: &Game, choice: u32) -> Option<Step> {
    let pos = game.position();
    if game.outcome().is_some() {
        return None;
    }
    if pos.needs_roll() {
        let count = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
        return Some(Step::Roll((0..count).map(|i| ((choice >> (8 * i)) % 6) as u8 + 1).collect()));
    }
    let moves = game.legal_moves();
    (!moves.is_empty()).then(|| Step::Move(moves[choice as usize % moves.len()]))
}

fn take(game: &mut Game, step: &Step) -> Result<(), TestCaseError> {
    let before = game.position().to_fen4();
    match step {
        Step::Move(mv) => game.play(*mv).map(|_| ()),
        Step::Roll(dice) => game.roll(dice),
    }
    .map_err(|e| TestCaseError::fail(format!("{step:?} refused: {e} in {before}")))
}

/// The game `choices` play from the start of `rules`.
fn play(rules: Rules, choices: &[u32]) -> Result<Game, TestCaseError> {
    let mut game = Game::new(rules);
    for &choice in choices {
        let Some(step) = step(&game, choice) else { break };
        take(&mut game, &step)?;
    }
    Ok(game)
}

fn fen4_round_trips(rules: Rules, choices: &[u32]) -> Result<(), TestCaseError> {
    let game = play(rules, choices)?;
    for ply in 0..=game.moves().len() {
        let pos = game.position_at(ply);
        let fen = pos.to_fen4();
        let reread = Position::from_fen4(*pos.rules(), &fen);
        prop_assert!(reread.is_ok(), "ply {}: own FEN4 rejected: {:?}\n{}", ply, reread, fen);
        let reread = reread.unwrap_or_else(|_| unreachable!());
        prop_assert_eq!(&reread, pos, "ply {}: FEN4 round trip changed the position {}", ply, fen);
        prop_assert_eq!(reread.hash(), pos.hash(), "ply {}: another hash after reading {}", ply, fen);
        prop_assert_eq!(&reread.to_fen4(), &fen, "ply {}: FEN4 printed twice differs", ply);
        prop_assert_eq!(reread.legal_moves(), pos.legal_moves(), "ply {}: other moves after reading {}", ply, fen);
    }
    Ok(())
}

fn pgn4_round_trips(rules: Rules, choices: &[u32]) -> Result<(), TestCaseError> {
    let game = play(rules, choices)?;
    let record = game.to_pgn4(&[]);
    let replayed = Pgn4::parse(&record).and_then(|p| p.replay(true));
    prop_assert!(replayed.is_ok(), "own PGN4 does not replay: {:?}\n{}", replayed.err(), record);
    let replayed = replayed.unwrap_or_else(|_| unreachable!());
    prop_assert_eq!(replayed.to_fen4(), game.to_fen4(), "PGN4 replay ends elsewhere:\n{}", record);
    let texts = |g: &Game| g.moves().iter().map(|m| m.text.clone()).collect::<Vec<_>>();
    prop_assert_eq!(texts(&replayed), texts(&game), "PGN4 replay plays other moves:\n{}", record);
    prop_assert_eq!(replayed.position(), game.position());
    prop_assert_eq!(replayed.outcome(), game.outcome());
    prop_assert_eq!(replayed.to_pgn4(&[]), record, "the replayed game's record differs");
    Ok(())
}

fn play_and_undo_restore(rules: Rules, choices: &[u32]) -> Result<(), TestCaseError> {
    let mut game = Game::new(rules);
    let mut positions = vec![game.position().clone()];
    for &choice in choices {
        let Some(step) = step(&game, choice) else { break };
        let before = game.position().clone();
        let plies = game.moves().len();
        take(&mut game, &step)?;
        let after = game.position().clone();
        let fen = after.to_fen4();
        prop_assert!(after.hash_is_consistent(), "{:?}: incremental hash drifted in {}", step, fen);
        prop_assert!(after != before, "{:?} changed nothing in {}", step, fen);
        prop_assert_ne!(after.hash(), before.hash(), "{:?}: the hash did not change in {}", step, fen);
        if let Step::Move(mv) = step {
            // Copy-make on the position alone gives the game's position.
            let mut copy = before.clone();
            copy.play_unchecked(&mv);
            prop_assert_eq!(&copy, &after, "{:?}: play_unchecked differs from Game::play", step);
        }

        let undone = game.undo();
        let expected = match &step {
            Step::Move(mv) => *mv,
            Step::Roll(_) => Move::roll(),
        };
        prop_assert_eq!(undone, Some(expected), "undo returned another move");
        prop_assert_eq!(game.position(), &before, "undo of {:?} did not restore {}", step, before.to_fen4());
        prop_assert_eq!(game.position().hash(), before.hash(), "undo of {:?} changed the hash", step);
        prop_assert_eq!(game.moves().len(), plies);
        take(&mut game, &step)?;
        prop_assert_eq!(game.position(), &after, "{:?} again after undo gave another position", step);
        positions.push(after);
    }
    // Undoing to any ply gives the position the game had there.
    for (ply, pos) in positions.iter().enumerate().rev() {
        game.undo_to(ply);
        prop_assert_eq!(game.moves().len(), ply);
        prop_assert_eq!(game.position(), pos, "undo to ply {}", ply);
        prop_assert_eq!(game.position().hash(), pos.hash(), "undo to ply {}", ply);
    }
    Ok(())
}

/// The three properties for each rule set, one module each.
macro_rules! rule_sets {
    ($($name:ident => $rules:expr;)*) => {$(
        mod $name {
            use super::*;

            proptest! {
                #![proptest_config(config())]

                #[test]
                fn fen4_round_trips_in_every_position(rules in $rules, choices in plies()) {
                    fen4_round_trips(rules, &choices)?;
                }

                #[test]
                fn pgn4_of_the_game_replays_to_the_same_end(rules in $rules, choices in plies()) {
                    pgn4_round_trips(rules, &choices)?;
                }

                #[test]
                fn play_and_undo_restore_position_and_hash(rules in $rules, choices in plies()) {
                    play_and_undo_restore(rules, &choices)?;
                }
            }
        }
    )*};
}

rule_sets! {
    verney_default => verney();
    verney_club_setup_double_step => verney_club_double_step();
    teams => teams();
    free_for_all => free_for_all();
    chaturanga_dice => chaturanga();
}

/// The sequences reach past the opening (captures; in Chaturanga, rolls and piece moves),
/// so the properties are not checked on start positions alone.
#[test]
fn the_sequences_reach_captures_and_rolls() {
    let choices: Vec<u32> = (0..MAX_PLIES as u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    for rules in [
        Rules::new(Variant::Verney),
        Rules::with(fourchess_core::HouseRules::Verney(fourchess_core::VerneyRules {
            club_setup: true,
            double_step: true,
        })),
        Rules::new(Variant::Teams),
        Rules::new(Variant::FreeForAll),
        Rules::new(Variant::Chaturanga),
    ] {
        let game = play(rules, &choices).unwrap_or_else(|e| panic!("{e}"));
        let record = game.to_pgn4(&[]);
        assert!(game.moves().len() >= 20, "{:?}: {} plies", rules.variant(), game.moves().len());
        let count = |f: fn(&str) -> bool| game.moves().iter().filter(|m| f(&m.text)).count();
        if rules.variant() == Variant::Chaturanga {
            assert!(count(|t| t.starts_with('@')) >= 5, "few rolls in {record}");
            assert!(count(|t| !t.starts_with('@') && !t.ends_with("pass")) >= 10, "few moves in {record}");
        } else {
            assert!(count(|t| t.contains('x')) > 0, "{:?}: no capture in {record}", rules.variant());
        }
    }
}
