//! One test per rule of chess.com's 4 Player Chess (spec/vierschach.md), Teams and
//! Free-for-all. Seats: Red South, Blue West, Yellow North, Green East; Red + Yellow
//! against Blue + Green.

mod common;

use common::{move_texts, play_all, position, setup, sq, targets};
use fourchess_core::{Array, Game, Kind, Position, Reason, Rules, Seat, SeatState, Team, Variant};

const KINGS: [&str; 4] = ["rKh1", "bKa7", "yKg14", "gKn8"];

fn teams() -> Rules {
    Rules::new(Variant::Teams)
}

fn ffa() -> Rules {
    let mut rules = Rules::new(Variant::FreeForAll);
    rules.ffa_mut().expect("Free-for-all").end_on_lead = false;
    rules
}

fn with_kings(extra: &[&'static str]) -> Vec<&'static str> {
    KINGS.iter().copied().chain(extra.iter().copied()).collect()
}

#[test]
fn every_seat_may_double_step_from_its_pawn_line() {
    let pos = Position::start(teams());
    assert_eq!(targets(&pos, "e2"), ["e3", "e4"]);
    let mut game = Game::new(teams());
    play_all(&mut game, &["e2-e4", "b7-d7", "g13-g11", "m8-k8"]);
}

#[test]
fn en_passant_by_either_flanking_pawn_until_the_pusher_moves_again() {
    // Blue double-steps b4-d4 over c4; Red's pawns on d3 and b3... only d3 exists here
    // (b3 is a missing corner), and it attacks the skipped square c4.
    let pieces = with_kings(&["bPb4", "rPd3", "yPe13"]);
    let mut game = Game::from_position(position(teams(), Seat::WEST, &pieces));
    play_all(&mut game, &["b4-d4", "e13-e12", "Kn8-n9"]);
    assert!(move_texts(game.position()).contains(&"d3xc4".to_string()), "{:?}", move_texts(game.position()));
    let mut taken = game.clone();
    play_all(&mut taken, &["d3xc4"]);
    assert!(taken.position().piece_at(sq("d4")).is_none(), "the pushed pawn is removed");
    // After Red declines and Blue moves again, the chance is gone.
    play_all(&mut game, &["Kh1-g1", "Ka7-a8", "e12-e11", "Kn9-n8"]);
    assert!(!move_texts(game.position()).contains(&"d3xc4".to_string()));
}

#[test]
fn en_passant_onto_an_occupied_target_takes_both() {
    // Blue's knight stands on the skipped square c4 when Red takes en passant.
    let mut s = setup(teams(), Seat::SOUTH, &with_kings(&["bPd4", "rPd3", "bNc4"]));
    s.en_passant[1] = Some(fourchess_core::EnPassant { target: sq("c4"), victim: sq("d4") });
    let mut both = Game::from_position(s.into_position(teams()).expect("valid"));
    play_all(&mut both, &["d3xNc4"]);
    assert!(both.position().piece_at(sq("d4")).is_none());
    assert_eq!(both.position().piece_at(sq("c4")).map(|p| p.kind()), Some(Kind::Pawn));
}

#[test]
fn castling_both_ways_on_every_side() {
    let mut s = setup(
        teams(),
        Seat::SOUTH,
        &["rKh1", "rRd1", "rRk1", "bKa7", "bRa4", "bRa11", "yKg14", "yRd14", "yRk14", "gKn8", "gRn4", "gRn11"],
    );
    s.castling = [[true; 2]; 4];
    let pos = s.into_position(teams()).expect("valid");
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["O-O", "O-O", "O-O-O", "O-O-O"]);
    let p = game.position();
    // Short castling is with the rook three squares away, long with the one four away.
    for (king, rook) in [("j1", "i1"), ("a5", "a6"), ("i14", "h14"), ("n6", "n7")] {
        assert_eq!(p.piece_at(sq(king)).map(|x| x.kind()), Some(Kind::King), "{king}");
        assert_eq!(p.piece_at(sq(rook)).map(|x| x.kind()), Some(Kind::Rook), "{rook}");
    }
}

#[test]
fn no_castling_out_of_through_or_into_check_nor_after_the_rook_moved() {
    let base = ["rKh1", "rRk1", "bKa7", "yKg14", "gKn8"];
    let castle = |extra: &[&str]| {
        let pieces: Vec<&str> = base.iter().copied().chain(extra.iter().copied()).collect();
        let mut s = setup(teams(), Seat::SOUTH, &pieces);
        s.castling[0] = [true, false];
        let pos = s.into_position(teams()).expect("valid");
        move_texts(&pos).contains(&"O-O".to_string())
    };
    assert!(castle(&[]));
    assert!(!castle(&["bRh8"]), "in check");
    assert!(!castle(&["bRi8"]), "through an attacked square");
    assert!(!castle(&["gRj8"]), "into check");
    assert!(castle(&["yRj8"]), "the partner attacks nothing");
    let mut game = {
        let mut s = setup(teams(), Seat::SOUTH, &base);
        s.castling[0] = [true, false];
        Game::from_position(s.into_position(teams()).expect("valid"))
    };
    play_all(&mut game, &["Rk1-k2", "Ka7-a8", "Kg14-g13", "Kn8-n9", "Rk2-k1", "Ka8-a7", "Kg13-g14", "Kn9-n8"]);
    assert!(!move_texts(game.position()).contains(&"O-O".to_string()));
}

#[test]
fn teams_promote_on_the_eleventh_rank_to_a_piece_of_choice() {
    let pos = position(teams(), Seat::SOUTH, &with_kings(&["rPe10"]));
    let texts = move_texts(&pos);
    for promo in ["Q", "R", "B", "N"] {
        assert!(texts.contains(&format!("e10-e11={promo}")), "{texts:?}");
    }
    let blue = position(teams(), Seat::WEST, &with_kings(&["bPj6"]));
    assert!(move_texts(&blue).contains(&"j6-k6=N".to_string()));
}

#[test]
fn partners_never_capture_or_check_each_other() {
    let pos = position(teams(), Seat::SOUTH, &with_kings(&["rRe5", "yNe9"]));
    assert!(!targets(&pos, "e5").contains(&"e9".to_string()));
    let pos = position(teams(), Seat::NORTH, &["rKh1", "bKa7", "yKh10", "gKn8", "rRh5"]);
    assert!(!pos.in_check(Seat::NORTH), "Red's rook does not check Yellow");
}

#[test]
fn mate_counts_only_on_the_mated_players_turn() {
    // Blue's king a7: Red's rooks hold the b-file and give check along the a-file.
    let mated = ["rKh1", "bKa7", "yKg14", "gKn8", "rRb10", "rRa11"];
    let pos = position(teams(), Seat::WEST, &mated);
    let game = Game::from_position(pos);
    let outcome = game.outcome().expect("mated on his turn");
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask());
    // The same position with Green to move: not over, Green may still move.
    let not_yet = Game::from_position(position(teams(), Seat::EAST, &mated));
    assert!(not_yet.outcome().is_none());
}

#[test]
fn a_king_left_attacked_may_be_captured_and_that_wins_even_if_it_exposes_the_capturer() {
    // Green's king g8 stands attacked by Red's rook g1 on Red's turn. The rook is pinned
    // against Red's king by Blue's rook on e1, yet the capture is legal: it wins at once.
    let pieces = ["rKh1", "rRg1", "bRe1", "bKa7", "yKg14", "gKg8"];
    let pos = position(teams(), Seat::SOUTH, &pieces);
    let texts = move_texts(&pos);
    assert!(texts.contains(&"Rg1xKg8".to_string()), "{texts:?}");
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["Rg1xKg8"]);
    let outcome = game.outcome().expect("king captured");
    assert_eq!(outcome.reason, Reason::KingCaptured);
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask());
    assert!(game.moves()[0].text.ends_with('#'), "{}", game.moves()[0].text);
}

/// Blue's king a7: the b-file held by a rook, a6 and a8 by bishops; a7 itself free.
const BLUE_STALEMATED: [&str; 7] = ["rKh1", "bKa7", "yKg14", "gKn8", "rRb11", "rBc8", "rBc10"];

#[test]
fn stalemate_draws_in_teams() {
    // Blue's king a7 alone, not attacked, every square around it attacked.
    let pieces = BLUE_STALEMATED;
    let pos = position(teams(), Seat::WEST, &pieces);
    assert!(!pos.in_check(Seat::WEST));
    let outcome = Game::from_position(pos).outcome().expect("no move");
    assert_eq!(outcome.reason, Reason::Stalemate);
    assert!(outcome.is_draw());
}

#[test]
fn classic_array_swaps_blue_and_green_king_and_queen() {
    let mut rules = teams();
    rules.set_array(Array::Classic);
    let pos = Position::start(rules);
    assert_eq!(pos.piece_at(sq("a8")).map(|p| p.kind()), Some(Kind::King));
    assert_eq!(pos.piece_at(sq("n7")).map(|p| p.kind()), Some(Kind::King));
}

// ----- Free-for-all -----

#[test]
fn ffa_captures_score_by_the_table() {
    for (victim, points) in [("bPe5", 1), ("bNe5", 3), ("bBe5", 5), ("bRe5", 5), ("bQe5", 9)] {
        let pieces = with_kings(&["rRe2", victim]);
        let mut game = Game::from_position(position(ffa(), Seat::SOUTH, &pieces));
        game.play_text("e2xe5").expect("capture");
        assert_eq!(game.position().points(Seat::SOUTH), points, "{victim}");
    }
}

#[test]
fn ffa_promotes_on_the_eighth_rank_to_a_one_point_queen() {
    let pos = position(ffa(), Seat::SOUTH, &with_kings(&["rPe7"]));
    assert_eq!(targets(&pos, "e7"), ["e8"]);
    let mut game = Game::from_position(pos);
    let played = game.play_text("e7-e8").expect("promotes").text.clone();
    assert_eq!(played, "e7-e8=D+", "the new queen checks Green's king on n8");
    let queen = game.position().piece_at(sq("e8")).expect("queen");
    assert!(queen.is_one_point() && queen.kind() == Kind::Queen);
    assert!(game.to_fen4().contains("rD"), "FEN4 writes the one-point queen as D");
    // Worth one point to whoever takes it.
    let mut s = setup(ffa(), Seat::WEST, &with_kings(&["bRb8"]));
    s.placement.push((sq("e8"), fourchess_core::Piece::new(Seat::SOUTH, Kind::Queen).one_point()));
    let mut game = Game::from_position(s.into_position(ffa()).expect("valid"));
    game.play_text("Rb8xQe8").expect("capture");
    assert_eq!(game.position().points(Seat::WEST), 1);
    // Old records write the promotion =Q.
    let mut back = Game::from_position(position(ffa(), Seat::SOUTH, &with_kings(&["rPe7"])));
    assert!(back.play_text("e7-e8=Q").is_ok());
}

#[test]
fn ffa_double_check_scores_five_or_one_with_a_queen() {
    // From d7 a rook sees both a7 (Blue) and n7 (Green) along rank 7: two new checks.
    let pieces = ["rKh1", "bKa7", "yKg14", "gKn7", "rRd5"];
    let mut game = Game::from_position(position(ffa(), Seat::SOUTH, &pieces));
    game.play_text("Rd5-d7").expect("legal");
    assert_eq!(game.moves()[0].text, "Rd5-d7++");
    assert_eq!(game.position().points(Seat::SOUTH), 5);
    let with_queen = ["rKh1", "bKa7", "yKg14", "gKn7", "rQd5"];
    let mut game = Game::from_position(position(ffa(), Seat::SOUTH, &with_queen));
    game.play_text("Qd5-d7").expect("legal");
    assert_eq!(game.position().points(Seat::SOUTH), 1);
}

#[test]
fn ffa_mate_is_immediate_and_scores_twenty() {
    // Green's king n8: Red's rooks take the m-file and then the n-file from n10.
    let pieces = ["rKh1", "bKa7", "yKg14", "gKn8", "rRm11", "rRe10"];
    let mut game = Game::from_position(position(ffa(), Seat::SOUTH, &pieces));
    game.play_text("Re10-n10").expect("legal");
    let text = &game.moves()[0].text;
    assert_eq!(text, "Re10-n10+#");
    assert_eq!(game.position().state(Seat::EAST), SeatState::Eliminated);
    assert_eq!(game.position().points(Seat::SOUTH), 20);
    assert!(game.position().piece_at(sq("n8")).is_some_and(|p| p.seat().is_none()), "the mated army turns grey");
}

#[test]
fn ffa_stalemate_eliminates_and_scores_twenty_for_the_stalemated() {
    let pos = position(ffa(), Seat::WEST, &BLUE_STALEMATED);
    assert_eq!(move_texts(&pos), ["S"]);
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["S"]);
    assert_eq!(game.position().state(Seat::WEST), SeatState::Eliminated);
    assert_eq!(game.position().points(Seat::WEST), 20);
    assert_eq!(game.position().to_move(), Seat::NORTH);
}

#[test]
fn grey_pieces_block_never_check_and_are_taken_for_nothing() {
    let mut s = setup(ffa(), Seat::SOUTH, &["rKh1", "bKa7", "yKg14", "gKn8", "rRe2"]);
    s.placement.push((sq("e5"), fourchess_core::Piece::grey(Kind::Queen)));
    s.placement.push((sq("h5"), fourchess_core::Piece::grey(Kind::Rook)));
    let pos = s.into_position(ffa()).expect("valid");
    assert!(!pos.in_check(Seat::SOUTH), "a grey rook on the king's file gives no check");
    assert!(targets(&pos, "e2").contains(&"e5".to_string()));
    assert!(!targets(&pos, "e2").contains(&"e6".to_string()), "grey pieces block");
    let mut game = Game::from_position(pos);
    game.play_text("Re2xQe5").expect("capture");
    assert_eq!(game.position().points(Seat::SOUTH), 0);
}

#[test]
fn ffa_ends_on_a_lead_of_21_between_the_last_two_under_the_house_rule() {
    let mut s = setup(ffa(), Seat::SOUTH, &["rKh1", "yKg14", "rRe2"]);
    s.dead = [false, true, false, true];
    s.points = [30, 0, 5, 0];
    let mut rules = ffa();
    assert!(Game::from_position(s.clone().into_position(rules).expect("valid")).outcome().is_none());
    rules.ffa_mut().expect("Free-for-all").end_on_lead = true;
    let outcome = Game::from_position(s.into_position(rules).expect("valid")).outcome().expect("lead of 25");
    assert_eq!(outcome.reason, Reason::PointsLead);
    assert_eq!(outcome.winning_seats().collect::<Vec<_>>(), vec![Seat::SOUTH]);
}

#[test]
fn ffa_resignation_eliminates_without_points_and_the_game_ends_with_three_out() {
    let mut game = Game::new(ffa());
    for seat in [Seat::WEST, Seat::NORTH] {
        game.concede(seat, Reason::Resignation).expect("may resign");
    }
    assert!(game.outcome().is_none());
    game.concede(Seat::EAST, Reason::Timeout).expect("may time out");
    let outcome = game.outcome().expect("three out");
    assert_eq!(outcome.reason, Reason::LastPlayerStanding);
    // Nobody scored: equal scores share the place.
    assert_eq!(outcome.points, [0; 4]);
    assert_eq!(outcome.winners, 0b1111);
}

#[test]
fn dead_king_walking_keeps_the_resigned_king_moving() {
    let mut rules = ffa();
    rules.ffa_mut().expect("Free-for-all").dead_king_walking = true;
    let mut game = Game::new(rules);
    game.concede(Seat::SOUTH, Reason::Resignation).expect("Red resigns on his turn");
    assert_eq!(game.position().state(Seat::SOUTH), SeatState::Walking);
    assert_eq!(game.position().to_move(), Seat::WEST, "a lone R uses up the turn");
    play_all(&mut game, &["b7-c7", "g13-g12", "m8-l8"]);
    let texts = move_texts(game.position());
    assert!(!texts.is_empty() && texts.iter().all(|t| t.starts_with('K')), "{texts:?}");
}

#[test]
fn ffa_draws_give_ten_to_each_remaining_player() {
    let mut s = setup(ffa(), Seat::SOUTH, &["rKh1", "bKa7", "yKg14", "gKn8", "rNe1"]);
    s.clock = 199;
    s.points = [3, 0, 0, 0];
    let mut game = Game::from_position(s.into_position(ffa()).expect("valid"));
    game.play_text("Ne1-f3").expect("legal");
    let outcome = game.outcome().expect("fifty moves");
    assert_eq!(outcome.reason, Reason::FiftyMoves);
    assert_eq!(outcome.points, [13, 10, 10, 10]);
}

#[test]
fn pgn4_round_trips_a_teams_game() {
    let mut game = Game::new(teams());
    play_all(&mut game, &["h2-h3", "b7-c7", "g13-g12", "m8-l8", "Qg1-i3", "Qa8-b7"]);
    let text = game.to_pgn4(&[("Event".into(), "test".into())]);
    let back = fourchess_core::Pgn4::parse(&text).expect("parses").replay(true).expect("replays");
    assert_eq!(back.to_fen4(), game.to_fen4());
    assert!(text.contains("[Event \"test\"]"));
}

#[test]
fn pgn4_keeps_the_house_rules() {
    let mut rules = Rules::new(Variant::FreeForAll);
    rules.move_limit = Some(40);
    rules.set_array(Array::Classic);
    let mut game = Game::new(rules);
    play_all(&mut game, &["h2-h3"]);
    let back = fourchess_core::Pgn4::parse(&game.to_pgn4(&[])).expect("parses").replay(true).expect("replays");
    assert_eq!(back.rules(), game.rules());
}

#[test]
fn a_teams_resignation_or_timeout_is_an_entry_of_the_move_list_that_replays_and_undoes() {
    for (reason, token) in [(Reason::Resignation, "R"), (Reason::Timeout, "T")] {
        let mut game = Game::new(teams());
        play_all(&mut game, &["h2-h3", "b7-c7"]);
        let before = game.to_fen4();
        game.concede(Seat::NORTH, reason).expect("Yellow may concede on his turn");
        assert_eq!(game.moves().last().map(|m| (m.seat, m.text.as_str())), Some((Seat::NORTH, token)));
        assert_eq!(game.outcome().map(|o| (o.reason, o.winners)), Some((reason, Team::WEST_EAST.mask())));
        assert_eq!(game.position_at(3).to_fen4(), before, "the board is unchanged");
        // The record names the entry in its place and replays to the same end.
        let text = game.to_pgn4(&[]);
        assert!(text.contains(&format!("b7-c7 .. {token}")), "{text}");
        let back = fourchess_core::Pgn4::parse(&text).expect("parses").replay(true).expect("replays");
        assert_eq!(back.outcome(), game.outcome());
        assert_eq!(back.moves().len(), 3);
        // Taken back, the game goes on from the same position.
        game.undo();
        assert!(game.outcome().is_none());
        assert_eq!((game.moves().len(), game.to_fen4()), (2, before));
    }
}

#[test]
fn comments_follow_their_moves_through_pgn4() {
    let mut game = Game::new(teams());
    play_all(&mut game, &["h2-h3", "b7-c7", "g13-g12"]);
    let comments = vec![Some("[%clk 0:02:58]".to_string()), None, Some("a {braced} note".to_string())];
    let text = game.to_pgn4_annotated(&[("TimeControl".into(), "3+5".into())], Some("A {short} game"), &comments);
    assert!(text.contains("[TimeControl \"3+5\"]") && text.contains("h2-h3 { [%clk 0:02:58] }"), "{text}");
    let record = fourchess_core::Pgn4::parse(&text).expect("parses");
    assert_eq!(record.intro.as_deref(), Some("A short game"), "{text}");
    let (back, read) = record.replay_annotated(true).expect("replays");
    assert_eq!(back.moves().len(), 3);
    assert_eq!(read, vec![Some("[%clk 0:02:58]".to_string()), None, Some("a braced note".to_string())]);
    assert_eq!(record.tag("TimeControl"), Some("3+5"));
}

#[test]
fn a_refused_token_leaves_the_game_as_it_was() {
    let mut game = Game::new(ffa());
    play_all(&mut game, &["h2-h3"]);
    let fen = game.to_fen4();
    for bad in ["Kh1-h5T", "@1-2", "e2-e9", "h3-h4+"] {
        assert!(game.play_token(bad, true).is_err(), "{bad}");
        assert_eq!((game.to_fen4(), game.moves().len()), (fen.clone(), 1), "{bad}");
    }
    game.play_token("T", false).expect("Blue times out");
    assert_eq!(game.position().state(Seat::WEST), SeatState::Eliminated);
    assert_eq!(game.moves().last().map(|m| m.text.as_str()), Some("T"));
}

#[test]
fn premove_options_are_the_seats_moves_after_its_queued_ones() {
    let mut game = Game::new(teams());
    play_all(&mut game, &["h2-h3"]);
    // Blue is to move; Yellow looks ahead: his own moves as if his turn came now.
    let (_, moves) = game.premove_options(Seat::NORTH, &[]);
    assert_eq!(moves.len(), 20);
    assert!(moves
        .iter()
        .all(|m| m.from().and_then(|s| game.position().piece_at(s)).and_then(|p| p.seat()) == Some(Seat::NORTH)));
    // After a queued g13-g12 the bishop on f14 may go out.
    let (pos, moves) = game.premove_options(Seat::NORTH, &["g13-g12".to_string()]);
    assert!(
        moves.iter().any(|m| pos.move_text(m) == "Bf14-h12"),
        "{:?}",
        moves.iter().map(|m| pos.move_text(m)).collect::<Vec<_>>()
    );
    // An illegal queued move ends the chain; the game itself is untouched.
    let (_, same) = game.premove_options(Seat::NORTH, &["g13-g9".to_string()]);
    assert_eq!(same.len(), 20);
    assert_eq!(game.position().to_move(), Seat::WEST);
}

#[test]
fn comments_before_the_first_move_and_in_a_row_are_kept() {
    let text =
        "[Variant \"Teams\"]\n\n{ An old game. } { Six rounds survive. }\n1. h2-h3 { first } { second } .. b7-c7\n";
    let record = fourchess_core::Pgn4::parse(text).expect("parses");
    assert_eq!(record.intro.as_deref(), Some("An old game. Six rounds survive."));
    let (game, comments) = record.replay_annotated(false).expect("replays");
    assert_eq!(comments, vec![Some("first second".to_string()), None]);
    let again = game.to_pgn4_annotated(&[], record.intro.as_deref(), &comments);
    assert!(again.contains("{ An old game. Six rounds survive. }\n1. h2-h3 { first second } .. b7-c7"), "{again}");
}
