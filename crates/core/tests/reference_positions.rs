//! Hand-made positions for the corners of the rules, each compared with the reference
//! move generator (tests/reference), and regression tests for what the random games
//! found. Each position also names the moves it was built to show, present or absent by
//! their text, so that a rule both generators get wrong alike still fails.

mod reference;

use fourchess_core::{preset_start, Array, Game, Position, Rules, Seat, Variant};

fn sq(name: &str) -> fourchess_core::Square {
    fourchess_core::Square::parse(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn position(variant: Variant, fen: &str) -> Position {
    Position::from_fen4(Rules::new(variant), fen).unwrap_or_else(|e| panic!("{e}\n{fen}"))
}

/// A FEN4 with the given turn letter, `{...}` block (or "") and pieces such as
/// `("h1", "yK")`; no castling rights, points or clock.
fn fen4(turn: char, extra: &str, pieces: &[(&str, &str)]) -> String {
    let rows: Vec<String> = (1..=14)
        .rev()
        .map(|rank| {
            fourchess_core::fen4::row(
                ('a'..='n').map(|file| pieces.iter().find(|(sq, _)| *sq == format!("{file}{rank}")).map(|(_, p)| *p)),
            )
        })
        .collect();
    let extra = if extra.is_empty() { String::new() } else { format!("{extra}-") };
    format!("{turn}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{extra}{}", rows.join("/"))
}

/// The legal moves of `seat` (given the turn) as texts, sorted.
fn texts(pos: &Position, seat: Seat) -> Vec<String> {
    let pos = pos.with_turn(seat);
    let mut texts: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

/// `seat`'s legal moves include every move of `present` and none of `absent`.
fn moves_are(pos: &Position, seat: Seat, present: &[&str], absent: &[&str]) {
    let legal = texts(pos, seat);
    for mv in present {
        assert!(legal.iter().any(|t| t == mv), "{mv} missing for {seat:?}: {legal:?}\n{}", pos.to_fen4());
    }
    for mv in absent {
        assert!(!legal.iter().any(|t| t == mv), "{mv} is legal for {seat:?}: {legal:?}\n{}", pos.to_fen4());
    }
}

/// Compares the engine with the reference in a position whose game goes on.
fn agrees(variant: Variant, fen: &str) -> Position {
    let pos = position(variant, fen);
    assert_eq!(pos.outcome(), None, "the game is over in {fen}");
    reference::compare(&pos).unwrap_or_else(|e| panic!("{e}"));
    for mv in &pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        reference::check_play(&pos, mv, &after).unwrap_or_else(|e| panic!("{e}"));
    }
    pos
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
    // South's first moves: eight pawns a step (two with a double step) and two knights
    // two ways each; Verney's pawns step once unless the club's DoubleStep is on.
    let singles = ["d2-d3", "e2-e3", "f2-f3", "g2-g3", "h2-h3", "i2-i3", "j2-j3", "k2-k3"];
    let doubles = ["d2-d4", "e2-e4", "f2-f4", "g2-g4", "h2-h4", "i2-i4", "j2-j4", "k2-k4"];
    let knights = ["Ne1-d3", "Ne1-f3", "Nj1-i3", "Nj1-k3"];
    let expected = |double: bool| {
        let mut all: Vec<String> = singles.iter().chain(&knights).map(|t| t.to_string()).collect();
        if double {
            all.extend(doubles.iter().map(|t| t.to_string()));
        }
        all.sort();
        all
    };
    for variant in [Variant::Verney, Variant::Teams, Variant::FreeForAll] {
        let pos = Position::start(Rules::new(variant));
        reference::compare(&pos).unwrap();
        assert_eq!(texts(&pos, Seat::SOUTH), expected(variant != Variant::Verney), "{variant:?}");
    }
    let club = Rules::with(fourchess_core::HouseRules::Verney(fourchess_core::VerneyRules {
        club_setup: true,
        double_step: true,
    }));
    let pos = Position::start(club);
    reference::compare(&pos).unwrap();
    assert_eq!(texts(&pos, Seat::SOUTH), expected(true));
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
    let pos = agrees(Variant::Verney, &fen);
    moves_are(
        &pos,
        Seat::SOUTH,
        &["e5-e7", "b10xRa11=Q", "h4-h3", "j3-j2", "k13-k14"],
        &["e5-e6", "g5-g6", "g5-g7", "b10xRa11", "h4-h5", "j3-j4"],
    );
}

#[test]
fn verney_inert_army_blocks_but_neither_attacks_nor_is_taken() {
    // Red is inert: its rook h8 gives no check to Yellow's king h1, Yellow's rook d8
    // cannot take it, and it blocks Black's queen m8 on rank 8.
    let fen = verney("{'inert':(0,1,0,0)}", &[("h8", "rR"), ("d8", "yR"), ("m8", "bQ")]);
    let pos = agrees(Variant::Verney, &fen);
    assert!(!pos.in_check(Seat::SOUTH), "the inert rook h8 gives check");
    moves_are(&pos, Seat::SOUTH, &["Rd8-g8", "Rd8-d1", "Kh1-h2"], &["Rd8xRh8", "Rd8-i8"]);
    moves_are(&pos, Seat::EAST, &["Qm8-i8"], &["Qm8xRh8", "Qm8-g8", "Qm8-d8", "Qm8xRd8"]);
}

#[test]
fn verney_no_new_check_on_the_partner() {
    // Yellow's bishop h13 shields White's king g14 from Black's queen on the n7-g14
    // diagonal: it may move only along that diagonal.
    let fen = verney("", &[("h13", "yB"), ("j11", "bQ"), ("e5", "yP")]);
    let pos = agrees(Variant::Verney, &fen);
    moves_are(&pos, Seat::SOUTH, &["Bh13-i12", "Bh13xQj11", "e5-e6"], &["Bh13-g12", "Bh13-i14", "Bh13-f11"]);
}

#[test]
fn verney_corner_squares_stop_sliders() {
    // Red's bishop a4 does not reach d1 through the missing b3 and c2: Yellow's rook
    // may leave the king's side.
    let fen = verney("", &[("a4", "rB"), ("d1", "yR"), ("c4", "yP")]);
    let pos = agrees(Variant::Verney, &fen);
    // The rook goes up the d-file and along the first rank, but not onto the corner c1.
    moves_are(&pos, Seat::SOUTH, &["Rd1-d2", "Rd1-d14", "Rd1-e1", "Rd1-g1", "c4-c5"], &["Rd1-c1", "Rd1-a1"]);
    moves_are(&pos, Seat::WEST, &["Ba4-b5", "Ba4-k14"], &["Ba4-b3", "Ba4-c2", "Ba4xRd1"]);
}

#[test]
fn castling_both_ways_and_king_captures_agree() {
    // Red may castle both ways unless Blue's or Green's pieces cover the squares;
    // Yellow and Blue have rooks and rights too.
    let fen = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,2,yK,3,yR,3/14/14/bR,13/14/14/14/bK,12,gK/14/14/gQ,2,rQ,10/14/14/3,rR,3,rK,2,rR,3";
    for variant in [Variant::Teams, Variant::FreeForAll] {
        let pos = agrees(variant, fen);
        moves_are(&pos, Seat::SOUTH, &["O-O", "O-O-O", "Qd4xKa7", "Qd4xQa4"], &["Rd1-c1"]);
        moves_are(&pos, Seat::NORTH, &["O-O", "O-O-O"], &[]);
    }
    // Yellow is Red's partner in Teams, an enemy in Free-for-all.
    let teams = agrees(Variant::Teams, fen);
    moves_are(&teams, Seat::SOUTH, &[], &["Qd4xRd14", "Rk1xRk14"]);
    let ffa = agrees(Variant::FreeForAll, fen);
    moves_are(&ffa, Seat::SOUTH, &["Qd4xRd14", "Rk1xRk14"], &[]);
    // Blue's rook moved from a11 to i11 covers i1, which the king crosses castling short;
    // on g11 it covers g1, crossed castling long.
    for (rook, legal, illegal) in [("8,bR,5", "O-O-O", "O-O"), ("6,bR,7", "O-O", "O-O-O")] {
        let covered = fen.replace("/bR,13/", &format!("/{rook}/"));
        for variant in [Variant::Teams, Variant::FreeForAll] {
            let pos = agrees(variant, &covered);
            moves_are(&pos, Seat::SOUTH, &[legal], &[illegal]);
        }
    }
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
    for variant in [Variant::Teams, Variant::FreeForAll] {
        let pos = agrees(variant, &fen);
        moves_are(&pos, Seat::EAST, &["i4xh3", "i5xh4"], &["i4-h4", "i4xh4"]);
        let mut game = Game::from_position(pos);
        game.play_text("i4xh3").unwrap();
        let after = game.position();
        assert_eq!(after.piece_at(sq("h4")), None, "{variant:?}: the pawn taken en passant stays");
        assert_eq!(after.piece_at(sq("h3")).and_then(|p| p.seat()), Some(Seat::EAST), "{variant:?}");
    }
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
    let pos = agrees(Variant::Teams, &fen);
    moves_are(&pos, Seat::EAST, &["i4xKh3"], &["Kn8-n7", "Kn8-n9"]);
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
    for variant in [Variant::Teams, Variant::FreeForAll] {
        let pos = agrees(variant, &fen);
        moves_are(&pos, Seat::EAST, &["i4xNh3"], &["i4xh3", "i4-h4"]);
        let mut game = Game::from_position(pos);
        game.play_text("i4xNh3").unwrap();
        let after = game.position();
        assert_eq!(after.piece_at(sq("h4")), None, "{variant:?}: Red's pawn h4 stays");
        assert_eq!(after.piece_at(sq("h3")).and_then(|p| p.seat()), Some(Seat::EAST), "{variant:?}");
    }
}

/// En passant that uncovers the mover's own king: Blue (West) has just played b7-d7,
/// Red's pawn on d6 may take it on c7, but both pawns then leave the d file, where Green's
/// rook on d11 looks down at Red's king on d4. The capture is illegal: the move list and
/// perft's bulk count (which counts a free pawn's moves without playing them) agree.
#[test]
fn en_passant_that_uncovers_the_king_is_illegal_and_not_counted() {
    let fen = fen4(
        'R',
        "{'enPassant':('','c7:d7','','')}",
        &[("d4", "rK"), ("d6", "rP"), ("a8", "bK"), ("d7", "bP"), ("g14", "yK"), ("n8", "gK"), ("d11", "gR")],
    );
    for variant in [Variant::Teams, Variant::FreeForAll] {
        let pos = agrees(variant, &fen);
        moves_are(&pos, Seat::SOUTH, &["Kd4-c4"], &["d6xc7"]);
        assert_eq!(pos.count_legal_moves(), pos.legal_moves().len(), "{variant:?}: bulk count against the list");
    }
}
