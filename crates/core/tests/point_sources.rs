//! Free-for-all: the points split by source add up to each player's score, over seeded
//! random games played to their end, and every source is met (a check bonus other than
//! 1, 5 or 20 fails the debug assertion in `point_sources`).

mod common;

use common::Rng;
use fourchess_core::{Game, Rules, Seat, Variant};

/// Plays a random game (captures and checks favoured so points come from every source).
fn random_game(rng: &mut Rng) -> Game {
    let mut game = Game::new(Rules::new(Variant::FreeForAll));
    for _ in 0..600 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).copied().collect();
        let pool = if !captures.is_empty() && rng.below(3) > 0 { &captures[..] } else { &moves[..] };
        let mv = pool[rng.below(pool.len())];
        game.play(mv).expect("a legal move");
    }
    game
}

#[test]
fn sources_add_up_to_the_scores_in_random_games() {
    let mut rng = Rng::new(41);
    let mut seen = [0i32; 5];
    for n in 0..60 {
        let game = random_game(&mut rng);
        let sources = game.point_sources();
        let scores = game.outcome().map_or_else(|| Seat::ALL.map(|s| game.position().points(s)), |o| o.points);
        for seat in Seat::ALL {
            let s = sources[seat.index()];
            assert_eq!(s.total(), scores[seat.index()], "game {n}, {seat:?}: {s:?}\n{}", game.to_pgn4(&[]));
            for (i, part) in [s.captures, s.checks, s.mates, s.stalemate, s.ending].into_iter().enumerate() {
                assert!(part >= 0, "game {n}, {seat:?}: negative source {s:?}");
                seen[i] += part;
            }
            assert_eq!(s.mates % 20, 0, "game {n}, {seat:?}: {s:?}");
        }
    }
    assert!(seen.iter().take(3).all(|&p| p > 0), "captures, checks, mates met: {seen:?}");
    assert!(seen[4] > 0, "no ending bonus met: {seen:?}");
}
