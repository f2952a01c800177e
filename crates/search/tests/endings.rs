//! Won endings in Verney (issue 65): bots finish them. Level 3 once took 527 rounds to
//! mate a lone king; these games are played as `fourchess selfplay --level L --nodes N
//! --seed S --games 1 --fen FEN4` plays them (one searcher for every seat, the level's
//! depth cap and noise, a node budget instead of its time: no test reads a clock).

use fourchess_core::{Game, Outcome, Position, Reason, Seat, Team, Variant};
use fourchess_search::{Level, NoClock, Rng, Searcher};

mod common;

use common::position;

/// Yellow's king and queen against Red's bare king in the middle; Black mated (inert) on
/// n4 by White's bishop g11, knight m7 and king l5.
fn queen_against_king() -> Position {
    position(
        Variant::Verney,
        Seat::SOUTH,
        &["yKh1", "yQg1", "wKl5", "wBg11", "wNm7", "rKf9", "bKn4"],
        [false, false, false, true],
    )
}

/// Yellow's and White's king and rook against the bare kings of Red and Black, both live:
/// the fifty-move rule drew four of five such games of level 1 before the fix.
fn rooks_against_kings() -> Position {
    position(Variant::Verney, Seat::SOUTH, &["yKh1", "yRd1", "wKg14", "wRk14", "rKf8", "bKi7"], [false; 4])
}

/// Plays `pos` out with bots of level `level` in every seat, each move searching at most
/// `nodes` nodes; `seed` drives the level noise. The plies played and how it ended.
fn play_out(pos: Position, level: u8, nodes: u64, seed: u64, max_plies: usize) -> (usize, Option<Outcome>) {
    let level = Level::new(level).expect("a level");
    let mut searcher = Searcher::new(16);
    let mut rng = Rng::new(seed);
    let mut game = Game::from_position(pos);
    let mut hashes = vec![game.position().hash()];
    while game.outcome().is_none() && game.moves().len() < max_plies {
        let pos = game.position().clone();
        let mut limits = level.limits(Variant::Verney, rng.next_u64());
        limits.nodes = Some(nodes);
        limits.time_ms = None;
        let found = searcher.search(&pos, &hashes[..hashes.len() - 1], &limits, &NoClock).expect("a move");
        game.play(found.best).expect("a legal move");
        hashes.push(game.position().hash());
    }
    (game.moves().len(), game.outcome())
}

/// Yellow and White mate within `most` plies.
fn assert_mates(pos: Position, level: u8, seed: u64, most: usize) {
    let (plies, outcome) = play_out(pos, level, 10_000, seed, most);
    let outcome = outcome.unwrap_or_else(|| panic!("level {level}: no mate in {most} plies"));
    assert_eq!(outcome.reason, Reason::BothKingsMated, "level {level}: {outcome:?} after {plies} plies");
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask(), "level {level}");
}

/// The beginner (2 plies, 500 cp of noise) and the strongest level mate a lone king
/// with a queen (61 and 69 plies; before: 173 and 41) and two lone kings with two rooks
/// (39 and 35 plies; before: the fifty-move rule's draw after 200, and 61), all within
/// 100 plies (25 rounds).
#[test]
fn every_level_mates_a_lone_king_in_verney() {
    assert_mates(queen_against_king(), 1, 1, 100);
    assert_mates(queen_against_king(), 6, 1, 100);
    assert_mates(rooks_against_kings(), 1, 2, 100);
    assert_mates(rooks_against_kings(), 6, 1, 100);
}
