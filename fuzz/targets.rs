//! The fuzz targets' bodies, shared by the coverage-guided targets in `fuzz_targets/`
//! (cargo fuzz, run long by hand) and the bounded smoke test run by `make test`.
//! Each reads arbitrary bytes as outside input and checks it never panics and that
//! whatever parses round-trips.

use fourchess_core::{Game, Pgn4, Position, Rules, Variant};

const VARIANTS: [Variant; 4] = [Variant::Verney, Variant::Teams, Variant::FreeForAll, Variant::Chaturanga];

/// Texts longer than this are cut: the parsers refuse huge input early anyway.
const MAX_TEXT: usize = 4096;

fn text_of(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_TEXT)]).into_owned()
}

/// FEN4 of every rule set: a position that parses prints and parses back to itself,
/// and move generation and results work on it.
pub fn fen4(data: &[u8]) {
    let text = text_of(data);
    for variant in VARIANTS {
        let rules = Rules::new(variant);
        let Ok(pos) = Position::from_fen4(rules, &text) else { continue };
        let printed = pos.to_fen4();
        let again =
            Position::from_fen4(rules, &printed).unwrap_or_else(|e| panic!("own FEN4 rejected: {e}: {printed}"));
        assert_eq!(again, pos, "FEN4 round trip changed the position: {printed}");
        let moves = pos.legal_moves();
        let _ = pos.outcome();
        for mv in moves.iter().take(8) {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            assert!(child.hash_is_consistent());
            let _ = child.to_fen4();
        }
    }
}

/// PGN4 records: reading never panics; a record that replays writes a record that
/// replays to the same position.
pub fn pgn4(data: &[u8]) {
    let text = text_of(data);
    let Ok(pgn) = Pgn4::parse(&text) else { return };
    let Ok(game) = pgn.replay(false) else { return };
    let written = game.to_pgn4(&pgn.tags);
    let again = Pgn4::parse(&written).and_then(|p| p.replay(false));
    let again = again.unwrap_or_else(|e| panic!("own PGN4 rejected: {e}\n{written}"));
    assert_eq!(again.to_fen4(), game.to_fen4());
}

/// Move text against positions of every rule set: never a panic, and a move that is
/// accepted is one of the legal moves.
pub fn move_text(data: &[u8]) {
    let text = text_of(&data[..data.len().min(64)]);
    for variant in VARIANTS {
        let mut game = Game::new(Rules::new(variant));
        if variant == Variant::Chaturanga {
            let _ = game.roll(&[1, 3]);
        }
        let pos = game.position().clone();
        if let Ok(mv) = pos.parse_move(&text) {
            assert!(pos.legal_moves().contains(&mv), "parsed an illegal move from {text:?}");
        }
        let _ = game.play_text(&text);
    }
}
