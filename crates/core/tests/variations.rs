//! PGN4 variations (side lines): read as a tree beside the game, every move legal where
//! it stands; written back as chess.com writes them; kept through undo while their move is.
use std::path::{Path, PathBuf};

use fourchess_core::{
    Array, ChaturangaRules, Game, HouseRules, Pgn4, Pgn4Reason, PlayError, Rules, Seat, Variant, Variation,
};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

fn games_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/games")
}

fn record(path: &str) -> String {
    std::fs::read_to_string(games_dir().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn texts(game: &Game) -> Vec<String> {
    game.moves().iter().map(|m| m.text.clone()).collect()
}

fn var(at: usize, moves: &[&str], variations: Vec<Variation>) -> Variation {
    Variation { at, moves: moves.iter().map(|m| m.to_string()).collect(), variations }
}

/// The record with every `( ... )` cut out (tags and comments kept as written).
fn without_variations(text: &str) -> String {
    let (mut out, mut depth, mut closer) = (String::new(), 0usize, None);
    for c in text.chars() {
        match (closer, c) {
            (Some(end), _) => {
                closer = (c != end).then_some(end);
            }
            (None, '[') => closer = Some(']'),
            (None, '{') => closer = Some('}'),
            (None, '(') => depth += 1,
            (None, ')') => depth -= 1,
            _ => {}
        }
        if depth == 0 && c != ')' {
            out.push(c);
        }
    }
    out
}

/// Every `.pgn4` file under `dir`, its path relative to it.
fn pgn4_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            pgn4_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "pgn4") {
            out.push(path);
        }
    }
}

/// Read, written, read again: the same main line, the same tree, the same text.
fn round_trips(game: &Game, what: &str) {
    let written = game.to_pgn4_recorded();
    let again = Pgn4::parse(&written).and_then(|p| p.replay(true)).unwrap_or_else(|e| panic!("{what}: {e}\n{written}"));
    assert_eq!(texts(&again), texts(game), "{what}: another main line\n{written}");
    assert_eq!(again.notes(), game.notes(), "{what}: other notes\n{written}");
    assert_eq!(again.to_pgn4_recorded(), written, "{what}: written twice differs");
}

#[test]
fn every_record_keeps_its_main_line_and_reads_its_variations() {
    let mut files = Vec::new();
    pgn4_files(&games_dir(), &mut files);
    assert!(files.len() >= 10, "{files:?}");
    let mut with_variations = 0;
    for file in &files {
        let what = file.display().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let game = Pgn4::parse(&text).and_then(|p| p.replay(true)).unwrap_or_else(|e| panic!("{what}: {e}"));
        let main_only = Game::from_pgn4(&without_variations(&text)).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(texts(&game), texts(&main_only), "{what}: the variations changed the main line");
        assert!(main_only.notes().variations.is_empty());
        with_variations += usize::from(!game.notes().variations.is_empty());
        round_trips(&game, &what);
    }
    assert_eq!(with_variations, 1, "game_26780489 holds the only variations");
}

#[test]
fn chess_com_variations_read_as_a_tree_and_write_as_chess_com_wrote_them() {
    let text = record("chesscom/game_26780489.pgn4");
    let game = Game::from_pgn4(&text).unwrap();
    let line1 = ["Na10-c11", "Bl8xm9+", "Kn8xBm9", "Ql6-j6+", "Nc11-e10", "Qg9-k9"];
    let line2 = [
        "Qk10-f10+",
        "Nn6-l5",
        "Ne10-g11+",
        "Kf13-g13",
        "Qf10-f13+",
        "Nl5xRn4",
        "Ba6xg12",
        "Kg13-h14",
        "Qf13-g14+",
        "Ne1-d3",
        "Bg12xh13",
        "Kh14-i13",
        "Qg14xBi14+",
    ];
    // Blue's Qb9xf13+ (round 6) and Green's Rn4xNn6 (round 9) have a side line each.
    assert_eq!(game.moves()[21].text, "Qb9xf13+");
    assert_eq!(game.moves()[35].text, "Rn4xNn6");
    assert_eq!(game.notes().variations, vec![var(21, &line1, vec![]), var(35, &line2, vec![])]);
    // The moves written are the record's, byte for byte.
    let moves = |t: &str| t[t.find("\n\n").unwrap()..].to_string();
    assert_eq!(moves(&game.to_pgn4_recorded()), moves(&text));
}

#[test]
fn nested_variations_and_several_at_one_move_round_trip() {
    let mut game = Game::new(Rules::new(Variant::Teams));
    for m in ["h2-h3", "b9-c9", "g13-g12", "m8-l8", "Qg1-j4", "b8-d8"] {
        game.play_text(m).unwrap();
    }
    let tree = vec![
        // Red's first move, two ways, the second with a side line of its own at Blue's reply.
        var(0, &["e2-e3", "b7-c7"], vec![]),
        var(
            0,
            &["i2-i4", "b7-c7", "j13-j12"],
            vec![var(1, &["b4-c4", "f13-f12"], vec![var(1, &["e13-e12", "m4-l4", "j2-j3"], vec![])])],
        ),
        // Yellow's move in round 1, and Blue's in round 2.
        var(2, &["j13-j12", "m10-l10", "Qg1-i3"], vec![]),
        var(5, &["Na5-c6"], vec![]),
    ];
    game.set_variations(&tree).unwrap();
    assert_eq!(game.notes().variations, tree);
    let written = game.to_pgn4_recorded();
    let expected =
        "\n\n1. h2-h3 ( 1. e2-e3 .. b7-c7 ) ( 1. i2-i4 .. b7-c7 ( .. b4-c4 .. f13-f12 ( .. e13-e12 .. m4-l4\n\
                    2. j2-j3 ) )  .. j13-j12 )  .. b9-c9 .. g13-g12 ( .. j13-j12 .. m10-l10\n\
                    2. Qg1-i3 )  .. m8-l8\n\
                    2. Qg1-j4 .. b8-d8 ( .. Na5-c6 )\n";
    assert!(written.ends_with(expected), "{written}");
    round_trips(&game, "hand-made");
    // Comments inside a variation are dropped; an empty one says nothing.
    let commented = written.replace("b4-c4", "b4-c4 { a note }").replace("( .. Na5-c6 )", "( .. Na5-c6 ) ( )");
    assert_eq!(Game::from_pgn4(&commented).unwrap().notes(), game.notes());
}

#[test]
fn moves_in_any_accepted_spelling_are_kept_in_the_engines() {
    let text = record("chesscom/game_26780489.pgn4").replace("( .. Na10-c11 .. Bl8xm9+", "( .. Na10c11 .. Bl8xm9");
    let game = Game::from_pgn4(&text).unwrap();
    assert_eq!(game.notes().variations[0].moves[..2], ["Na10-c11".to_string(), "Bl8xm9+".to_string()]);
    // Marks are checked where the main line's are.
    let err = Pgn4::parse(&text).unwrap().replay(true).unwrap_err();
    assert_eq!((err.token.as_str(), err.reason.code()), ("Bl8xm9", "play-marks"));
}

#[test]
fn a_bad_variation_is_an_error_naming_its_line_and_token() {
    let text = record("chesscom/game_26780489.pgn4");
    // An illegal move: its line (the variation's second line) and token.
    let bad = text.replace("7. Ql6-j6+ .. Nc11-e10", "7. Ql6-j6+ .. Nc11-e11");
    let err = Game::from_pgn4(&bad).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (26, "Nc11-e11"), "{err}");
    assert!(matches!(err.reason, Pgn4Reason::Play(PlayError::Illegal(_))), "{err}");
    // Unreadable.
    let err = Game::from_pgn4(&text.replace("( .. Na10-c11", "( .. Zz99")).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (25, "Zz99"), "{err}");
    // Nested in the variation: legal from its own position (Blue's knight not yet on c11).
    let nested = text.replace(".. Bl8xm9+ .. Kn8xBm9\n7.", ".. Bl8xm9+ ( .. Nc11-e10 ) .. Kn8xBm9\n7.");
    let err = Game::from_pgn4(&nested).unwrap_err();
    assert_eq!(err.token, "Nc11-e10", "{err}");
    let nested =
        text.replace(".. Bl8xm9+ .. Kn8xBm9\n7.", ".. Bl8xm9+ ( .. Qg9-k9 .. m4-l4 ( .. m5-l5 ) ) .. Kn8xBm9\n7.");
    let game = Game::from_pgn4(&nested).unwrap();
    assert_eq!(
        game.notes().variations[0].variations,
        vec![var(1, &["Qg9-k9", "m4-l4"], vec![var(1, &["m5-l5"], vec![])])]
    );
    // Brackets.
    let code = |t: &str| Game::from_pgn4(t).unwrap_err().reason.code();
    assert_eq!(code("[Variant \"Teams\"]\n( 1. h2-h3 )"), "pgn4-variation-without-move");
    assert_eq!(code("1. h2-h3 ( .. b9-c9"), "pgn4-variation");
    assert_eq!(code("1. h2-h3 ) .. b9-c9"), "pgn4-variation");
    let deep = format!("1. h2-h3 {}", "( .. h2-h4 ".repeat(65)) + &")".repeat(65);
    assert_eq!(code(&deep), "pgn4-variation-too-deep");
    let deep = format!("1. h2-h3 {}", "( h2-h4 ".repeat(64)) + &")".repeat(64);
    assert_eq!(Game::from_pgn4(&deep).unwrap().moves().len(), 1);
}

#[test]
fn set_variations_checks_the_whole_tree_and_keeps_the_old_one_on_an_error() {
    let mut game = Game::new(Rules::new(Variant::Teams));
    for m in ["h2-h3", "b9-c9", "g13-g12"] {
        game.play_text(m).unwrap();
    }
    let good = vec![var(1, &["b7-c7"], vec![var(0, &["b8-c8"], vec![])])];
    game.set_variations(&good).unwrap();
    let before = (texts(&game), game.position().clone());
    let err = game.set_variations(&[var(3, &["m8-l8"], vec![])]).unwrap_err();
    assert_eq!(err.reason, Pgn4Reason::VariationWithoutMove);
    let err = game.set_variations(&[var(1, &["b7-c7"], vec![var(1, &["x"], vec![])])]).unwrap_err();
    assert_eq!(err.reason, Pgn4Reason::VariationWithoutMove, "at past its variation");
    let err = game.set_variations(&[var(0, &["e2-e3", "b9-c9", "e3-e4"], vec![])]).unwrap_err();
    assert_eq!(err.token, "e3-e4");
    assert!(matches!(err.reason, Pgn4Reason::Play(PlayError::Illegal(_))), "{err}");
    assert_eq!(game.notes().variations, good);
    assert_eq!((texts(&game), game.position().clone()), before, "the game is untouched");
    // Kept in the engine's spelling, ordered by the move they replace.
    game.set_variations(&[var(2, &["j13j12"], vec![]), var(0, &["e2e3"], vec![]), var(2, &["e13-e12"], vec![])])
        .unwrap();
    let ats: Vec<(usize, &str)> = game.notes().variations.iter().map(|v| (v.at, v.moves[0].as_str())).collect();
    assert_eq!(ats, [(0, "e2-e3"), (2, "j13-j12"), (2, "e13-e12")]);
}

#[test]
fn taking_back_a_move_drops_its_variations() {
    let mut game = Game::from_pgn4(&record("chesscom/game_26780489.pgn4")).unwrap();
    let ats = |g: &Game| g.notes().variations.iter().map(|v| v.at).collect::<Vec<_>>();
    assert_eq!(ats(&game.truncated(36)), [21, 35]);
    assert_eq!(ats(&game.truncated(35)), [21]);
    assert_eq!(ats(&game.truncated(22)), [21]);
    game.undo_to(21);
    assert_eq!(ats(&game), [] as [usize; 0]);
    // Written without them.
    let written = game.to_pgn4_recorded();
    assert!(!written[written.find("\n\n").unwrap()..].contains('('), "{written}");
}

// Random games of every rule set with random trees of variations: set, written, read back.

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x7661_7269),
        ..ProptestConfig::default()
    }
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (0..5usize, 0..4usize, any::<bool>()).prop_map(|(kind, first, flag)| match kind {
        0 => Rules::new(Variant::Verney),
        1 | 2 => {
            let mut rules = Rules::new(if kind == 1 { Variant::Teams } else { Variant::FreeForAll });
            rules.first_player = Seat::ALL[first];
            rules.set_array(if flag { Array::Classic } else { Array::Modern });
            rules
        }
        _ => Rules::with(HouseRules::Chaturanga(ChaturangaRules { three_dice: flag, setup: 1 })),
    })
}

/// One step `pick` chooses: a legal move or (Chaturanga) a roll; false once none is left.
fn step(game: &mut Game, pick: u32) -> bool {
    if game.outcome().is_some() {
        return false;
    }
    let pos = game.position();
    if pos.needs_roll() {
        let count = if pos.rules().chaturanga().three_dice { 3 } else { 2 };
        let dice: Vec<u8> = (0..count).map(|i| ((pick >> (8 * i)) % 6) as u8 + 1).collect();
        return game.roll(&dice).is_ok();
    }
    let moves = game.legal_moves();
    !moves.is_empty() && game.play(moves[pick as usize % moves.len()]).is_ok()
}

/// A random tree of variations of the line of `game` from its move `from`.
fn grow(game: &Game, from: usize, picks: &mut impl Iterator<Item = u32>, depth: usize) -> Vec<Variation> {
    let len = game.moves().len() - from;
    let count = if len == 0 || depth > 3 { 0 } else { picks.next().unwrap_or(0) % 3 };
    let mut out = Vec::new();
    for _ in 0..count {
        let at = picks.next().unwrap_or(0) as usize % len;
        let mut line = game.truncated(from + at);
        for _ in 0..=picks.next().unwrap_or(0) % 9 {
            if !step(&mut line, picks.next().unwrap_or(0)) {
                break;
            }
        }
        let moves: Vec<String> = line.moves()[from + at..].iter().map(|m| m.text.clone()).collect();
        if !moves.is_empty() {
            let variations = grow(&line, from + at, picks, depth + 1);
            out.push(Variation { at, moves, variations });
        }
    }
    out.sort_by_key(|v| v.at);
    out
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_trees_round_trip(rules in any_rules(), main in prop::collection::vec(any::<u32>(), 1..40),
                               picks in prop::collection::vec(any::<u32>(), 0..200)) {
        let mut game = Game::new(rules);
        for pick in main {
            if !step(&mut game, pick) {
                break;
            }
        }
        let tree = grow(&game, 0, &mut picks.into_iter(), 0);
        game.set_variations(&tree).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(&game.notes().variations, &tree);
        round_trips(&game, "random");
    }
}
