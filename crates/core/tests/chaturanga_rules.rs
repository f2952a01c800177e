//! One test per rule of Partnership Chaturanga (spec/partnership-chaturanga.md).
//! Seats: White South, Red West, Black North, Green East (FEN4 letters r b y g);
//! White + Black against Red + Green. Boats are `B`.

mod common;

use common::{play_all, position, setup, sq};
use fourchess_core::chaturanga::perft_with_rolls;
use fourchess_core::{Game, Kind, Position, Reason, Rules, Seat, SeatState, Team, Variant};

fn chaturanga() -> Rules {
    Rules::new(Variant::Chaturanga)
}

fn texts(pos: &Position) -> Vec<String> {
    let mut out: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
    out.sort();
    out
}

fn rolled(mut pos: Position, dice: &[u8]) -> Position {
    pos.roll(dice).expect("roll accepted");
    pos
}

/// A game from `pieces` with South to move, who has rolled `dice`.
fn rolled_game(pieces: &[&str], dice: &[u8]) -> Game {
    let mut game = Game::from_position(position(chaturanga(), Seat::SOUTH, pieces));
    game.roll(dice).expect("roll");
    game
}

#[test]
fn the_start_array_and_the_perft_of_fixed_rolls() {
    let pos = Position::start(chaturanga());
    for (square, kind, seat) in [
        ("a1", Kind::Boat, Seat::SOUTH),
        ("d1", Kind::King, Seat::SOUTH),
        ("a5", Kind::King, Seat::WEST),
        ("a8", Kind::Boat, Seat::WEST),
        ("e8", Kind::King, Seat::NORTH),
        ("h4", Kind::King, Seat::EAST),
        ("g1", Kind::Pawn, Seat::EAST),
    ] {
        let piece = pos.piece_at(sq(square)).expect(square);
        assert_eq!((piece.kind(), piece.seat()), (kind, Some(seat)), "{square}");
    }
    assert!(pos.needs_roll());
    assert!(pos.legal_moves().is_empty(), "no action before the roll");
    assert_eq!(perft_with_rolls(&pos, &[&[1, 3]]), 39);
    assert_eq!(perft_with_rolls(&pos, &[&[1, 3], &[2, 4], &[3, 5]]), 6084);
}

#[test]
fn each_die_moves_a_piece_of_its_kind() {
    let pos = rolled(Position::start(chaturanga()), &[2, 4]);
    // 2: the boat a1 leaps to c3; 4: the rook c1 is boxed in.
    assert_eq!(texts(&pos), ["2:Ba1-c3", "2:pass", "4:pass"]);
    let pos = rolled(Position::start(chaturanga()), &[3, 6]);
    assert_eq!(texts(&pos), ["3:Nb1-a3", "3:Nb1-c3", "3:pass", "6:pass"]);
}

#[test]
fn double_six_can_only_pass_and_the_turn_moves_on() {
    let mut game = Game::new(chaturanga());
    game.roll(&[6, 6]).expect("roll");
    assert_eq!(texts(game.position()), ["6:pass"]);
    play_all(&mut game, &["6:pass", "6:pass"]);
    assert_eq!(game.position().to_move(), Seat::WEST);
    assert!(game.position().needs_roll());
}

#[test]
fn the_same_piece_may_move_twice_and_dice_are_played_in_any_order() {
    let mut game = Game::new(chaturanga());
    game.roll(&[3, 3]).expect("roll");
    play_all(&mut game, &["3:Nb1-c3", "3:Nc3-e4"]);
    assert_eq!(game.position().piece_at(sq("e4")).map(|p| p.kind()), Some(Kind::Knight));
    let mut game = Game::new(chaturanga());
    game.roll(&[1, 3]).expect("roll");
    play_all(&mut game, &["3:Nb1-c3", "1:d2-d3"]);
    assert_eq!(game.position().to_move(), Seat::WEST);
}

#[test]
fn three_dice_discard_one_first() {
    let mut rules = chaturanga();
    rules.chaturanga_mut().expect("Chaturanga").three_dice = true;
    let mut game = Game::new(rules);
    assert!(game.roll(&[1, 3]).is_err(), "three dice are rolled");
    game.roll(&[6, 3, 6]).expect("roll");
    assert_eq!(texts(game.position()), ["3:discard", "6:discard"]);
    play_all(&mut game, &["6:discard"]);
    assert_eq!(texts(game.position()), ["3:Nb1-a3", "3:Nb1-c3", "3:pass", "6:pass"]);
}

#[test]
fn partners_pieces_may_be_taken_but_never_the_partners_king_nor_own_pieces() {
    let pieces = ["rKd1", "rRd4", "yPd6", "yKh5", "bKa5", "gKh1", "rNa3"];
    let pos = rolled(position(chaturanga(), Seat::SOUTH, &pieces), &[4, 6]);
    assert!(texts(&pos).contains(&"4:Rd4xd6".to_string()), "the partner's pawn: {:?}", texts(&pos));
    let pieces = ["rKd1", "rRd4", "yKd6", "bKa5", "gKh1"];
    let pos = rolled(position(chaturanga(), Seat::SOUTH, &pieces), &[4, 6]);
    assert!(!texts(&pos).iter().any(|t| t.contains("xK")), "never the partner's king");
}

#[test]
fn kings_can_be_captured_and_the_captured_king_goes_to_the_reserve() {
    let pieces = ["rKd1", "rRd4", "yKe8", "bKd7", "gKh1", "bPb5"];
    let mut game = rolled_game(&pieces, &[4, 6]);
    play_all(&mut game, &["4:Rd4xKd7"]);
    assert!(game.position().king(Seat::WEST).is_none());
    assert_eq!(game.position().reserve(Seat::WEST).collect::<Vec<_>>(), [Kind::King]);
    assert!(game.outcome().is_none(), "Green's king is still on the board");
}

#[test]
fn capturing_both_enemy_kings_wins_at_once_and_the_second_die_lapses() {
    let pieces = ["rKd1", "rRd4", "yKe8", "bKd7", "gPb3", "bPb5"];
    let mut game = rolled_game(&pieces, &[4, 1]);
    play_all(&mut game, &["4:Rd4xKd7"]);
    let outcome = game.outcome().expect("no enemy king left");
    assert_eq!(outcome.reason, Reason::BothKingsCaptured);
    assert_eq!(outcome.winners, Team::SOUTH_NORTH.mask());
    assert!(game.legal_moves().is_empty());
}

#[test]
fn promotion_to_a_captured_piece_of_choice() {
    let mut s = setup(chaturanga(), Seat::SOUTH, &["rKd1", "rPc7", "yKe8", "bKa5", "gKh1"]);
    s.chaturanga.reserve[0] = vec![Kind::Rook, Kind::Knight];
    let pos = rolled(s.into_position(chaturanga()).expect("valid"), &[1, 6]);
    let t = texts(&pos);
    assert!(t.contains(&"1:c7-c8=R".to_string()) && t.contains(&"1:c7-c8=N".to_string()), "{t:?}");
    let mut game = Game::from_position(pos);
    play_all(&mut game, &["1:c7-c8=N"]);
    assert_eq!(game.position().reserve(Seat::SOUTH).collect::<Vec<_>>(), [Kind::Rook]);
}

#[test]
fn a_pawn_waits_without_reserve_and_becomes_the_next_piece_lost() {
    let pieces = ["rKd1", "rPc7", "rNb1", "yKe8", "bKa5", "gKh1", "gNc3"];
    let mut game = rolled_game(&pieces, &[1, 6]);
    play_all(&mut game, &["1:c7-c8", "6:pass"]);
    assert_eq!(game.position().waiting_pawns(), [sq("c8")]);
    // Red rolls; Black; then Green takes White's knight: the waiting pawn becomes one.
    game.roll(&[6, 6]).expect("roll");
    play_all(&mut game, &["6:pass", "6:pass"]);
    game.roll(&[6, 6]).expect("roll");
    play_all(&mut game, &["6:pass", "6:pass"]);
    game.roll(&[3, 6]).expect("roll");
    play_all(&mut game, &["3:Nc3xNb1"]);
    let promoted = game.position().piece_at(sq("c8")).expect("piece");
    assert_eq!((promoted.kind(), promoted.seat()), (Kind::Knight, Some(Seat::SOUTH)));
    assert!(game.position().waiting_pawns().is_empty());
    assert_eq!(game.position().reserve(Seat::SOUTH).count(), 0);
}

#[test]
fn a_waiting_pawn_cannot_move_but_can_be_captured() {
    let mut s = setup(chaturanga(), Seat::SOUTH, &["rKd1", "rPc8", "yKe8", "bKa5", "gKh1", "yRf8"]);
    s.chaturanga.waiting = vec![sq("c8")];
    let pos = rolled(s.into_position(chaturanga()).expect("valid"), &[1, 6]);
    assert!(!texts(&pos).iter().any(|t| t.contains("c8-")));
    // Black's rook may take the partner's waiting pawn; the queue forgets it.
    let mut s = setup(chaturanga(), Seat::NORTH, &["rKd1", "rPc8", "yKh8", "bKa5", "gKh1", "yRf8"]);
    s.chaturanga.waiting = vec![sq("c8")];
    let mut game = Game::from_position(s.into_position(chaturanga()).expect("valid"));
    game.roll(&[4, 6]).expect("roll");
    play_all(&mut game, &["4:Rf8xc8"]);
    assert!(game.position().waiting_pawns().is_empty());
}

#[test]
fn a_king_promoted_once_is_gone_for_good_when_captured_again() {
    let mut s = setup(chaturanga(), Seat::SOUTH, &["rPc7", "rRa1", "yKe8", "bKa5", "gKh1", "gRc4"]);
    s.chaturanga.reserve[0] = vec![Kind::King];
    let mut game = Game::from_position(s.into_position(chaturanga()).expect("valid"));
    game.roll(&[1, 6]).expect("roll");
    play_all(&mut game, &["1:c7-c8=K", "6:pass"]);
    assert!(game.position().has_promoted_king(Seat::SOUTH));
    for _ in 0..2 {
        game.roll(&[6, 6]).expect("roll");
        play_all(&mut game, &["6:pass", "6:pass"]);
    }
    game.roll(&[4, 6]).expect("roll");
    play_all(&mut game, &["4:Rc4xKc8"]);
    assert_eq!(game.position().reserve(Seat::SOUTH).count(), 0, "the second king never returns");
}

#[test]
fn a_player_without_pieces_is_out_and_skipped() {
    // Black's last piece is a pawn; White's rook takes it (partners may take pieces).
    let pieces = ["rKd1", "rRd4", "bKa5", "gKh1", "yPd6"];
    let mut game = rolled_game(&pieces, &[4, 6]);
    play_all(&mut game, &["4:Rd4xd6", "6:pass"]);
    assert_eq!(game.position().state(Seat::NORTH), SeatState::Eliminated);
    game.roll(&[6, 6]).expect("Red rolls");
    play_all(&mut game, &["6:pass", "6:pass"]);
    assert_eq!(game.position().to_move(), Seat::EAST, "Black's turn is skipped");
}

#[test]
fn bare_kings_survive_twenty_turns_of_the_opponents_for_a_draw() {
    let mut s = setup(chaturanga(), Seat::SOUTH, &["rKd1", "rRa1", "yKe8", "bKa5", "gKh1"]);
    s.chaturanga.bare_turns = [0, 19];
    let mut game = Game::from_position(s.into_position(chaturanga()).expect("valid"));
    game.roll(&[6, 6]).expect("roll");
    assert_eq!(game.position().bare_turns(Team::WEST_EAST), 20);
    assert!(game.outcome().is_none(), "the draw comes at the end of that turn");
    play_all(&mut game, &["6:pass", "6:pass"]);
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::BareKing));
}

#[test]
fn random_setups_place_the_same_order_for_every_army() {
    let mut rules = chaturanga();
    rules.chaturanga_mut().expect("Chaturanga").setup = 24;
    let pos = Position::start(rules);
    for (square, kind) in
        [("a1", Kind::King), ("d1", Kind::Boat), ("a8", Kind::King), ("h8", Kind::King), ("h1", Kind::King)]
    {
        assert_eq!(pos.piece_at(sq(square)).map(|p| p.kind()), Some(kind), "{square}");
    }
}

#[test]
fn positions_and_games_round_trip_with_dice_and_reserves() {
    let mut s = setup(chaturanga(), Seat::WEST, &["rKd1", "rPc8", "yKe8", "bKa5", "gKh1", "bRb2"]);
    s.chaturanga.waiting = vec![sq("c8")];
    s.chaturanga.reserve[1] = vec![Kind::Knight, Kind::King];
    s.chaturanga.dice = vec![5, 2];
    s.chaturanga.bare_turns = [3, 0];
    let pos = s.into_position(chaturanga()).expect("valid");
    let fen = pos.to_fen4();
    assert!(fen.contains("'dice':(2,5)") && fen.contains("'waiting':('c8')"), "{fen}");
    let back = Position::from_fen4(chaturanga(), &fen).expect("parses");
    assert_eq!(back, pos);

    let mut game = Game::new(chaturanga());
    game.roll(&[1, 3]).expect("roll");
    play_all(&mut game, &["3:Nb1-c3", "1:d2-d3"]);
    game.roll(&[6, 2]).expect("roll");
    play_all(&mut game, &["2:Ba8-c6", "6:pass"]);
    let text = game.to_pgn4(&[]);
    assert!(text.contains("@1-3 3:Nb1-c3 1:d2-d3 .. @6-2 2:Ba8-c6 6:pass"), "{text}");
    let replayed = fourchess_core::Pgn4::parse(&text).expect("parses").replay(true).expect("replays");
    assert_eq!(replayed.to_fen4(), game.to_fen4());
}

#[test]
fn undo_takes_back_actions_and_rolls() {
    let mut game = Game::new(chaturanga());
    let start = game.position().clone();
    game.roll(&[1, 3]).expect("roll");
    play_all(&mut game, &["3:Nb1-c3"]);
    game.undo();
    game.undo();
    assert_eq!(*game.position(), start);
    assert!(game.roll(&[7, 1]).is_err());
}
