//! Hand-made positions for the corners of the rules, each compared with the reference
//! move generator (tests/reference), and regression tests for what the random games
//! found.

mod reference;

use fourchess_core::{preset_start, Array, Game, Position, Rules, Variant};

fn position(variant: Variant, fen: &str) -> Position {
    Position::from_fen4(Rules::new(variant), fen).unwrap_or_else(|e| panic!("{e}\n{fen}"))
}

/// A FEN4 with the given turn letter, `{...}` block (or "") and pieces such as
/// `("h1", "yK")`; no castling rights, points or clock.
fn fen4(turn: char, extra: &str, pieces: &[(&str, &str)]) -> String {
    let mut rows = Vec::new();
    for rank in (1..=14).rev() {
        let mut cells: Vec<String> = Vec::new();
        let mut run = 0;
        for file in 'a'..='n' {
            match pieces.iter().find(|(sq, _)| *sq == format!("{file}{rank}")) {
                Some((_, piece)) => {
                    if run > 0 {
                        cells.push(run.to_string());
                        run = 0;
                    }
                    cells.push(piece.to_string());
                }
                None => run += 1,
            }
        }
        if run > 0 {
            cells.push(run.to_string());
        }
        rows.push(cells.join(","));
    }
    let extra = if extra.is_empty() { String::new() } else { format!("{extra}-") };
    format!("{turn}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{extra}{}", rows.join("/"))
}

/// Compares the engine with the reference in a position whose game goes on.
fn agrees(variant: Variant, fen: &str) {
    let pos = position(variant, fen);
    assert_eq!(pos.outcome(), None, "the game is over in {fen}");
    reference::compare(&pos).unwrap_or_else(|e| panic!("{e}"));
    for mv in &pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        reference::check_play(&pos, mv, &after).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Verney's four kings on their home squares.
const VERNEY_KINGS: [(&str, &str); 4] = [("h1", "yK"), ("a8", "rK"), ("g14", "wK"), ("n7", "bK")];

fn verney(extra: &str, more: &[(&str, &str)]) -> String {
    let pieces: Vec<(&str, &str)> = VERNEY_KINGS.iter().chain(more).copied().collect();
    fen4('Y', extra, &pieces)
}

/// Leaves of the legal-move tree to `depth`, with the reference generator's moves
/// compared at every node that has children: an independent perft count.
fn checked_perft(pos: &Position, depth: u32) -> u64 {
    reference::compare(pos).unwrap_or_else(|e| panic!("{e}"));
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            checked_perft(&after, depth - 1)
        })
        .sum()
}

/// chess.com's five start arrays, Teams and Free-for-all: perft 4, with the moves of
/// every node above the leaves checked by the reference generator, equals the count in
/// tests/perft (whose perft 5 comes from the engine alone).
#[test]
fn array_presets_agree_to_depth_four() {
    let expected = [
        (Array::Modern, 152_050),
        (Array::Classic, 158_402),
        (Array::YellowGreen, 155_226),
        (Array::Yellow, 155_210),
        (Array::RedBlue, 155_226),
    ];
    for variant in [Variant::Teams, Variant::FreeForAll] {
        for (array, nodes) in expected {
            let pos = preset_start(Rules::new(variant), array.code()).expect("a preset");
            assert_eq!(checked_perft(&pos, 4), nodes, "{variant:?} {array:?}");
        }
    }
}

#[test]
fn start_positions_agree() {
    for variant in [Variant::Verney, Variant::Teams, Variant::FreeForAll] {
        reference::compare(&Position::start(Rules::new(variant))).unwrap();
    }
    let club = Rules { club_setup: true, double_step: true, ..Rules::new(Variant::Verney) };
    reference::compare(&Position::start(club)).unwrap();
}

#[test]
fn verney_leaps_turned_pawns_and_promotion_agree() {
    // e5 may leap White's pawn e6 but not Red's pawn g6 in front of g5; b10 may take
    // Red's rook a11 and become a queen; the turned pawn h4 moves down to h3, and the
    // turned pawn j3 turns forward again on j2; k13 turns round on White's back line.
    let fen = verney(
        "{'turned':('h4','j3')}",
        &[
            ("e5", "yP"),
            ("e6", "wP"),
            ("g5", "yP"),
            ("g6", "rP"),
            ("b10", "yP"),
            ("a11", "rR"),
            ("h4", "yP"),
            ("j3", "yP"),
            ("k13", "yP"),
        ],
    );
    agrees(Variant::Verney, &fen);
}

#[test]
fn verney_inert_army_blocks_but_neither_attacks_nor_is_taken() {
    // Red is inert: its rook h8 gives no check to Yellow's king h1, Yellow's rook d8
    // cannot take it, and it blocks Black's queen m8 on rank 8.
    let fen = verney("{'inert':(0,1,0,0)}", &[("h8", "rR"), ("d8", "yR"), ("m8", "bQ")]);
    agrees(Variant::Verney, &fen);
}

#[test]
fn verney_no_new_check_on_the_partner() {
    // Yellow's bishop h13 shields White's king g14 from Black's queen on the n7-g14
    // diagonal: it may move only along that diagonal.
    let fen = verney("", &[("h13", "yB"), ("j11", "bQ"), ("e5", "yP")]);
    agrees(Variant::Verney, &fen);
}

#[test]
fn verney_corner_squares_stop_sliders() {
    // Red's bishop a4 does not reach d1 through the missing b3 and c2: Yellow's rook
    // may leave the king's side.
    let fen = verney("", &[("a4", "rB"), ("d1", "yR"), ("c4", "yP")]);
    agrees(Variant::Verney, &fen);
}

#[test]
fn castling_both_ways_and_king_captures_agree() {
    // Red may castle both ways unless Blue's or Green's pieces cover the squares;
    // Yellow and Blue have rooks and rights too.
    let fen = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,2,yK,3,yR,3/14/14/bR,13/14/14/14/bK,12,gK/14/14/gQ,2,rQ,10/14/14/3,rR,3,rK,2,rR,3";
    agrees(Variant::Teams, fen);
    agrees(Variant::FreeForAll, fen);
}

#[test]
fn en_passant_chances_agree() {
    // Red has just played h2-h4: Green's pawn i4 may take it on h3 in both modes.
    let fen = fen4(
        'G',
        "{'enPassant':('h3:h4','','','')}",
        &[
            ("h1", "rK"),
            ("a7", "bK"),
            ("g14", "yK"),
            ("n8", "gK"),
            ("h4", "rP"),
            ("i4", "gP"),
            ("g4", "bP"),
            ("i5", "gP"),
        ],
    );
    agrees(Variant::Teams, &fen);
    agrees(Variant::FreeForAll, &fen);
}

/// Found by the random Teams games: after Green's double step m10-k10 the pawn was
/// taken by a plain capture, but Green's en passant chance stayed open, so the
/// position's own FEN4 (`'enPassant':(...,'l10:k10')` with no pawn on k10) was rejected.
#[test]
fn a_taken_double_step_pawn_leaves_no_en_passant_chance() {
    let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'enPassant':('','','','l10:k10')}-6,yK,7/14/14/14/10,gP,3/14/13,gK/bK,13/14/14/14/14/14/7,rK,2,rR,3";
    for variant in [Variant::Teams, Variant::FreeForAll] {
        let mut game = Game::from_fen4(Rules::new(variant), fen).unwrap();
        game.play_text("Rk1xk10").unwrap();
        let after = game.position();
        assert_eq!(after.en_passant(fourchess_core::Seat::EAST), None, "{}", after.to_fen4());
        let reread = Position::from_fen4(*after.rules(), &after.to_fen4());
        assert_eq!(reread.as_ref(), Ok(after));
    }
}

/// Found by this file: the engine refused the move (it exempted en passant from the
/// Teams king-capture rule); fixed in movegen.rs.
#[test]
fn teams_en_passant_that_takes_a_king_is_a_king_capture() {
    // Red has just played h2-h4 and Yellow's king has since stepped onto h3. Green, in
    // check from Red's rook n4, takes en passant on h3: that captures Yellow's king
    // (and Red's pawn), which in Teams is legal even though Green's king stays attacked.
    let fen = fen4(
        'G',
        "{'enPassant':('h3:h4','','','')}",
        &[("h1", "rK"), ("a7", "bK"), ("h3", "yK"), ("n8", "gK"), ("h4", "rP"), ("i4", "gP"), ("n4", "rR")],
    );
    agrees(Variant::Teams, &fen);
    let mut game = Game::from_fen4(Rules::new(Variant::Teams), &fen).unwrap();
    game.play_text("i4xh3").unwrap();
    assert_eq!(game.outcome().map(|o| o.reason), Some(fourchess_core::Reason::KingCaptured));
}

#[test]
fn en_passant_onto_an_occupied_target_takes_both() {
    // Red's h2-h4 chance is open and Yellow's knight stands on h3: in Teams Green's
    // i4xh3 takes the knight and the pawn (checked square by square by `agrees`).
    let fen = fen4(
        'G',
        "{'enPassant':('h3:h4','','','')}",
        &[("h1", "rK"), ("a7", "bK"), ("g14", "yK"), ("n8", "gK"), ("h4", "rP"), ("i4", "gP"), ("h3", "yN")],
    );
    agrees(Variant::Teams, &fen);
    agrees(Variant::FreeForAll, &fen);
}
