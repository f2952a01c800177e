//! Every recorded game in `tests/games` replays move for move, with the engine's check
//! and mate marks equal to the record's, and ends as its record says.

use std::path::PathBuf;

use fourchess_core::{Pgn4, Reason, Seat};

fn replay(path: &str) -> fourchess_core::Game {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/games").join(path);
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{path}: {e}"));
    let pgn = Pgn4::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    pgn.replay(true).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn verney_1892_game_replays() {
    let game = replay("verney/1892-london-v-cambridge.pgn4");
    assert_eq!(game.moves().len(), 24);
    assert!(game.outcome().is_none());
}

#[test]
fn verney_side_line_mates_white_who_then_revives() {
    let game = replay("verney/1892-london-v-cambridge-side-line.pgn4");
    let texts: Vec<&str> = game.moves().iter().map(|m| m.text.as_str()).collect();
    // White (first player) is mated by Red's 6th move, passes with '#', and revives.
    assert_eq!(texts[23], "Qc8xg12+");
    assert_eq!(texts[24], "#");
    assert_eq!(game.position_at(24).state(Seat::NORTH), fourchess_core::SeatState::Live);
    assert_eq!(game.position_at(25).state(Seat::NORTH), fourchess_core::SeatState::Inert);
    assert_eq!(game.position_at(26).state(Seat::NORTH), fourchess_core::SeatState::Live, "Black's capture frees White");
}

#[test]
fn chesscom_team_games_replay_with_their_results() {
    for (file, winner, reason) in [
        ("chesscom/game_26780486.pgn4", Seat::WEST, Reason::Resignation),
        ("chesscom/game_26780489.pgn4", Seat::SOUTH, Reason::Timeout),
        ("chesscom/game_519084.pgn4", Seat::WEST, Reason::Checkmate),
    ] {
        let outcome = replay(file).outcome().unwrap_or_else(|| panic!("{file} should be over"));
        assert_eq!(outcome.reason, reason, "{file}");
        assert_eq!(outcome.winners, winner.team().mask(), "{file}");
    }
}

#[test]
fn constructed_and_long_games_replay() {
    for file in [
        "chesscom/constructed_with_castling.pgn4",
        "chesscom/constructed_with_castling_other_sides.pgn4",
        "chesscom/constructed_with_en_passants.pgn4",
        "chesscom/constructed_with_promotions.pgn4",
        "chesscom/pgn4-crate_LONG_TEAM.pgn4",
    ] {
        let game = replay(file);
        assert!(!game.moves().is_empty(), "{file}");
    }
}

#[test]
fn free_for_all_game_replays_to_its_end() {
    let game = replay("chesscom/pgn4-crate_LONG_FFA.pgn4");
    let outcome = game.outcome().expect("three players are out");
    assert_eq!(outcome.reason, Reason::LastPlayerStanding);
    assert_eq!(outcome.winning_seats().collect::<Vec<_>>(), vec![Seat::EAST]);
}
