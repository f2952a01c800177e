//! The golden set of the learned evaluation: the seeded test net's integer scores of
//! positions from two real Teams games, kept in `tests/nnue/golden.txt`. The wasm build
//! must give the same numbers (`tests/wasm/nnue.test.mjs` reads the same file), so any
//! change to the features, the quantisation or the arithmetic shows here first.
//!
//! After a deliberate change: `FOURCHESS_BLESS=1 cargo test -p fourchess-search --test nnue_golden`.

use fourchess_core::{Game, Position, Rules, Variant};
use fourchess_search::nnue::{Accumulators, Net};

/// The seed of the test net (`fourchess net --seeded 2026 --out FILE` writes the same net).
const SEED: u32 = 2026;
const GAMES: [&str; 2] = ["chesscom/game_26780486.pgn4", "chesscom/pgn4-crate_LONG_TEAM.pgn4"];

fn repo(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(path)
}

/// The start, then every third position of each game (so every seat is to move in turn).
fn positions() -> Vec<Position> {
    let mut out = vec![Position::start(Rules::new(Variant::Teams))];
    for name in GAMES {
        let text = std::fs::read_to_string(repo(&format!("tests/games/{name}"))).expect(name);
        let game = Game::from_pgn4(&text).expect(name);
        assert_eq!(game.rules().variant(), Variant::Teams, "{name}");
        out.extend((1..=game.moves().len()).step_by(3).map(|ply| game.position_at(ply).clone()));
    }
    out
}

#[test]
fn the_seeded_net_gives_the_golden_scores() {
    let net = Net::seeded(SEED);
    let mut text = format!("# score<TAB>FEN4 of the seeded test net {SEED} (hash {:016x})\n", net.hash());
    for pos in positions() {
        let score = net.evaluate(&pos);
        assert_eq!(net.evaluate_with(&Accumulators::refresh(&net, &pos), &pos), score);
        // The file keeps FEN4: it must carry everything the net reads.
        let read = Position::from_fen4(Rules::new(Variant::Teams), &pos.to_fen4()).expect("FEN4 round trip");
        assert_eq!(net.evaluate(&read), score, "{}", pos.to_fen4());
        text.push_str(&format!("{score}\t{}\n", pos.to_fen4()));
    }
    let path = repo("tests/nnue/golden.txt");
    if std::env::var_os("FOURCHESS_BLESS").is_some() {
        std::fs::write(&path, &text).expect("write the golden file");
    }
    let golden = std::fs::read_to_string(&path).expect("tests/nnue/golden.txt (bless it first)");
    assert_eq!(golden, text, "the golden scores changed (FOURCHESS_BLESS=1 to accept a deliberate change)");
    // Not a constant net: the scores differ across the set.
    let scores: std::collections::BTreeSet<&str> =
        golden.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split('\t').next()).collect();
    assert!(scores.len() > 40, "{} distinct scores", scores.len());
}
