//! One test per rule of Verney's four-handed chess (spec/verney.md). Each would fail
//! if its rule broke. Seats: Yellow South, Red West, White North, Black East;
//! Yellow + White against Red + Black.

mod common;

use common::{move_texts, play_all, position, setup, sq, targets, verney};
use fourchess_core::{Game, Kind, Position, Reason, Rules, Seat, SeatState, Team, Variant};

/// Kings out of the way, for positions about other pieces.
const KINGS: [&str; 4] = ["yKh1", "rKa8", "wKg14", "bKn7"];

fn with_kings(extra: &[&'static str]) -> Vec<&'static str> {
    KINGS.iter().copied().chain(extra.iter().copied()).collect()
}

#[test]
fn pawns_step_one_square_and_two_only_with_the_house_rule() {
    let pieces = with_kings(&["yPe2"]);
    assert_eq!(targets(&position(verney(), Seat::SOUTH, &pieces), "e2"), ["e3"]);
    let mut rules = verney();
    rules.verney_mut().expect("Verney").double_step = true;
    assert_eq!(targets(&position(rules, Seat::SOUTH, &pieces), "e2"), ["e3", "e4"]);
    let blocked = with_kings(&["yPe2", "rNe4"]);
    assert_eq!(targets(&position(rules, Seat::SOUTH, &blocked), "e2"), ["e3"]);
}

#[test]
fn a_pawn_leaps_over_its_partners_pawn_only() {
    let over_partner = with_kings(&["yPe5", "wPe6"]);
    assert_eq!(targets(&position(verney(), Seat::SOUTH, &over_partner), "e5"), ["e7"]);
    let over_enemy = with_kings(&["yPe5", "rPe6"]);
    assert!(targets(&position(verney(), Seat::SOUTH, &over_enemy), "e5").is_empty());
    let over_own = with_kings(&["yPe5", "yPe6"]);
    assert!(targets(&position(verney(), Seat::SOUTH, &over_own), "e5").is_empty());
    let landing_taken = with_kings(&["yPe5", "wPe6", "rNe7"]);
    assert!(targets(&position(verney(), Seat::SOUTH, &landing_taken), "e5").is_empty());
}

#[test]
fn a_pawn_turns_round_on_the_partners_back_line_and_forward_on_its_own_pawn_line() {
    let mut game = Game::from_position(position(verney(), Seat::SOUTH, &with_kings(&["yPe13", "rNd13"])));
    play_all(&mut game, &["e13-e14", "Ka8-b8", "Kg14-f13", "Kn7-m7"]);
    assert!(game.position().piece_at(sq("e14")).is_some_and(|p| p.is_turned()));
    // Turned round, it moves and captures towards its owner.
    assert_eq!(targets(game.position(), "e14"), ["d13", "e13"]);

    let coming_home = position(verney(), Seat::SOUTH, &with_kings(&["yPe3^"]));
    assert_eq!(targets(&coming_home, "e3"), ["e2"]);
    let mut game = Game::from_position(coming_home);
    play_all(&mut game, &["e3-e2"]);
    assert!(game.position().piece_at(sq("e2")).is_some_and(|p| !p.is_turned()));
}

#[test]
fn promotion_to_queen_only_on_an_enemy_back_line() {
    let pos = position(verney(), Seat::SOUTH, &with_kings(&["yPb10", "rNa11"]));
    let texts = move_texts(&pos);
    assert!(texts.contains(&"b10xNa11=Q".to_string()), "{texts:?}");
    assert!(texts.contains(&"b10-b11".to_string()), "a step along the file does not promote: {texts:?}");
    let on_partner_line = position(verney(), Seat::SOUTH, &with_kings(&["yPe13"]));
    assert!(move_texts(&on_partner_line).contains(&"e13-e14".to_string()));
}

#[test]
fn partners_pieces_never_attack_the_king() {
    let pos = position(verney(), Seat::SOUTH, &["yKe5", "rKa8", "wKg14", "bKn7", "wRf10", "wQd3"]);
    assert!(!pos.in_check(Seat::SOUTH));
    assert_eq!(targets(&pos, "e5"), ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]);
}

#[test]
fn no_move_may_leave_the_own_king_attacked() {
    let pos = position(verney(), Seat::SOUTH, &["yKe5", "rKa8", "wKg14", "bKn7", "rRf10"]);
    assert_eq!(targets(&pos, "e5"), ["d4", "d5", "d6", "e4", "e6"]);
}

#[test]
fn no_move_may_give_the_partners_king_a_new_check() {
    let pos = position(verney(), Seat::SOUTH, &["yKh1", "rKa8", "wKe12", "bKn7", "yRe9", "rRe4"]);
    assert_eq!(targets(&pos, "e9"), ["e10", "e11", "e4", "e5", "e6", "e7", "e8"]);
    // With the partner already in check from elsewhere, the pinned rook still may not
    // add a second attacker, but other moves are fine.
    let checked = position(verney(), Seat::SOUTH, &["yKh1", "rKa8", "wKe12", "bKn7", "yRe9", "rRe4", "bBc10"]);
    assert!(checked.in_check(Seat::NORTH));
    assert_eq!(targets(&checked, "e9"), ["e10", "e11", "e4", "e5", "e6", "e7", "e8"]);
    assert!(!targets(&checked, "h1").is_empty());
}

/// Yellow's king d1 is attacked by Red's rook once it reaches d8; e8 guards e1 and e2.
fn yellow_about_to_be_mated() -> Position {
    position(verney(), Seat::WEST, &["yKd1", "rKa8", "wKg14", "bKn7", "rRd9", "rRe8", "wRk9"])
}

#[test]
fn mate_is_decided_on_the_mated_players_own_turn() {
    let mut game = Game::from_position(yellow_about_to_be_mated());
    play_all(&mut game, &["Rd9-d8+"]);
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Live, "not inert before his turn");
    play_all(&mut game, &["Kg14-h14", "Kn7-n6"]);
    assert_eq!(move_texts(game.position()), ["#"]);
    play_all(&mut game, &["#"]);
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Inert);
}

#[test]
fn the_partner_may_rescue_before_the_mated_players_turn() {
    let pos = position(verney(), Seat::WEST, &["yKd1", "rKa8", "wKg14", "bKn7", "rRd9", "rRe8", "wRd12"]);
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["Rd9-d8+", "Rd12xRd8", "Kn7-n6"]);
    assert!(game.position().legal_moves().iter().any(|m| !m.is_pass()));
}

#[test]
fn an_inert_army_blocks_but_neither_attacks_nor_can_be_captured() {
    let mut s = setup(verney(), Seat::WEST, &["yKd1", "rKa8", "wKg14", "bKn7", "rRd8", "rRe8", "yQf6", "rRf9", "bNg4"]);
    s.inert = [true, false, false, false];
    let pos = s.into_position(verney()).expect("valid");
    // Red's rook on f9 may not take the inert queen on f6, nor pass through it.
    assert_eq!(
        targets(&pos, "f9"),
        [
            "a9", "b9", "c9", "d9", "e9", "f10", "f11", "f12", "f13", "f14", "f7", "f8", "g9", "h9", "i9", "j9", "k9",
            "l9", "m9", "n9"
        ]
    );
    // The inert queen attacks nothing: Black's knight on g4 is not under attack, and
    // Red's king would not be in check on the queen's lines.
    let knight_moves = targets(&pos, "d8");
    assert!(knight_moves.contains(&"d2".to_string()));
}

#[test]
fn an_inert_army_revives_when_its_king_is_freed() {
    let mut s = setup(verney(), Seat::NORTH, &["yKd1", "rKa8", "wKg14", "bKn7", "rRd8", "rRe8", "wRk8"]);
    s.inert = [true, false, false, false];
    let mut game = Game::from_position(s.into_position(verney()).expect("valid"));
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Inert);
    play_all(&mut game, &["Rk8xRe8"]);
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Live, "revived right after the move that freed him");
}

#[test]
fn a_stalemated_player_passes_and_stays_live() {
    // Yellow's king on d1 is not attacked but every square around it is.
    let pos = position(verney(), Seat::SOUTH, &["yKd1", "rKa8", "wKg14", "bKn7", "rRe9", "rBf4", "wNk10"]);
    assert!(!pos.in_check(Seat::SOUTH));
    assert_eq!(move_texts(&pos), ["S"]);
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["S"]);
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Live);
    assert_eq!(game.position().to_move(), Seat::WEST);
}

/// Black's king n7 mated by White's rooks and Yellow's queen; Red's king attacked too.
const BLACK_MATED: [&str; 8] = ["yKh1", "rKa8", "wKg14", "bKn7", "wRn11", "wRm11", "yQl4", "yRa11"];

#[test]
fn both_enemy_kings_mated_at_once_wins() {
    // Black to move is mated on his turn while his partner Red is inert.
    let mut s = setup(verney(), Seat::EAST, &BLACK_MATED);
    s.inert = [false, true, false, false];
    let pos = s.into_position(verney()).expect("valid");
    assert!(pos.in_check(Seat::EAST));
    let outcome = Game::from_position(pos).outcome().expect("game over");
    assert_eq!(outcome.reason, Reason::BothKingsMated);
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask());
}

#[test]
fn a_mated_player_whose_partner_can_move_just_misses_his_turns() {
    let pos = position(verney(), Seat::EAST, &BLACK_MATED);
    let game = Game::from_position(pos);
    assert!(game.outcome().is_none());
    assert_eq!(move_texts(game.position()), ["#"]);
}

#[test]
fn draws_by_stalemate_of_a_whole_team() {
    // Yellow stalemated, partner White inert: the table says draw.
    let mut s = setup(verney(), Seat::SOUTH, &["yKd1", "rKa8", "wKg14", "bKn7", "rRe9", "rBf4", "bRg10"]);
    s.inert = [false, false, true, false];
    let game = Game::from_position(s.into_position(verney()).expect("valid"));
    let outcome = game.outcome().expect("drawn");
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, Reason::Stalemate);
}

#[test]
fn draws_by_threefold_repetition() {
    let mut game =
        Game::from_position(position(verney(), Seat::SOUTH, &with_kings(&["yNe1", "rNa5", "wNe14", "bNn5", "yPd2"])));
    for _ in 0..2 {
        play_all(&mut game, &["Ne1-f3", "Na5-c6", "Ne14-f12", "Nn5-l6", "Nf3-e1", "Nc6-a5", "Nf12-e14", "Nl6-n5"]);
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::Repetition));
}

#[test]
fn draws_after_200_turns_without_capture_or_pawn_move() {
    let mut s = setup(verney(), Seat::SOUTH, &with_kings(&["yNe1", "yPd2", "rPb5"]));
    s.clock = 199;
    let mut game = Game::from_position(s.into_position(verney()).expect("valid"));
    assert!(game.outcome().is_none());
    play_all(&mut game, &["Ne1-f3"]);
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::FiftyMoves));
}

#[test]
fn draws_with_too_little_material() {
    let one_knight_each = position(verney(), Seat::SOUTH, &with_kings(&["yNe1", "bNn5"]));
    assert_eq!(one_knight_each.outcome().map(|o| o.reason), Some(Reason::InsufficientMaterial));
    let two_knights = position(verney(), Seat::SOUTH, &with_kings(&["yNe1", "wNe14"]));
    assert!(two_knights.outcome().is_none());
    let a_pawn = position(verney(), Seat::SOUTH, &with_kings(&["yPe2"]));
    assert!(a_pawn.outcome().is_none());
}

#[test]
fn resigning_loses_for_the_team() {
    let mut game = Game::new(verney());
    game.concede(Seat::WEST, Reason::Resignation).expect("Red may resign");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask());
    assert!(game.play_text("h2-h3").is_err(), "no move after the end");
    game.undo();
    assert!(game.outcome().is_none(), "a resignation can be taken back");
}

#[test]
fn kings_are_never_captured() {
    let pos = position(verney(), Seat::SOUTH, &["yKh1", "rKe12", "wKg14", "bKn7", "yRe8"]);
    assert!(!targets(&pos, "e8").contains(&"e12".to_string()));
}

#[test]
fn club_setup_and_first_player() {
    let mut rules = verney();
    rules.verney_mut().expect("Verney").club_setup = true;
    rules.first_player = Seat::NORTH;
    let pos = Position::start(rules);
    assert_eq!(pos.to_move(), Seat::NORTH);
    for (square, kind) in [
        ("a7", Kind::King),
        ("a8", Kind::Queen),
        ("n8", Kind::King),
        ("n7", Kind::Queen),
        ("h1", Kind::King),
        ("g14", Kind::King),
    ] {
        assert_eq!(pos.piece_at(sq(square)).map(|p| p.kind()), Some(kind), "{square}");
    }
    let default = Position::start(verney());
    assert_eq!(default.piece_at(sq("a8")).map(|p| p.kind()), Some(Kind::King));
    assert_eq!(default.piece_at(sq("n7")).map(|p| p.kind()), Some(Kind::King));
}

#[test]
fn queens_stand_on_light_squares_in_verneys_array() {
    let pos = Position::start(verney());
    let queens: Vec<_> = pos.placement().filter(|(_, p)| p.kind() == Kind::Queen).collect();
    assert_eq!(queens.len(), 4);
    assert!(queens.iter().all(|(s, _)| fourchess_core::is_light(*s)));
}

#[test]
fn fen4_keeps_turned_pawns_and_inert_armies() {
    let mut s = setup(verney(), Seat::NORTH, &["yKd1", "rKa8", "wKg14", "bKn7", "rRd8", "rRe8", "yPf5^"]);
    s.inert = [true, false, false, false];
    let pos = s.into_position(verney()).expect("valid");
    let fen = pos.to_fen4();
    assert!(fen.contains("'inert':(1,0,0,0)") && fen.contains("'turned':('f5')"), "{fen}");
    let back = Position::from_fen4(verney(), &fen).expect("parses");
    assert_eq!(back, pos);
    assert_eq!(back.hash(), pos.hash());
}

#[test]
fn malformed_fen4_names_the_field() {
    let cases = [
        ("Q-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/14", "turn"),
        ("Y-0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/14", "dead"),
        ("Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-x-14/14/14/14/14/14/14/14/14/14/14/14/14/14", "clock"),
        ("Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/14/14", "board"),
        ("Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-yK,13/14/14/14/14/14/14/14/14/14/14/14/14/14", "board"),
        (
            "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'inert':(1,2)}-14/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "extra inert",
        ),
        ("", "fields"),
    ];
    for (fen, field) in cases {
        let err = Position::from_fen4(verney(), fen).expect_err(fen);
        assert_eq!(err.field, field, "{fen}: {err}");
    }
    let no_king =
        Position::from_fen4(verney(), "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/14");
    assert!(matches!(no_king.expect_err("kings missing").reason, fourchess_core::Fen4Reason::NoKing { .. }));
}

#[test]
fn verney_and_teams_differ_only_by_their_rules() {
    assert_ne!(Rules::new(Variant::Verney).variant(), Rules::new(Variant::Teams).variant());
}
