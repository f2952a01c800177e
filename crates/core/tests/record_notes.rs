//! The game keeps its record's notes: tags, introduction and the comment after each move
//! go with it through play, undo and PGN4, so its record is whole wherever it goes.
use fourchess_core::{Game, Pgn4, Reason, Rules, Seat, Variant};

#[test]
fn comments_follow_the_moves_through_play_and_undo() {
    let mut game = Game::new(Rules::new(Variant::Teams));
    game.comment_last("before any move".into());
    assert!(game.notes().comments.is_empty(), "no move to comment yet");
    game.play_text("h2-h3").unwrap();
    game.comment_last("[%clk 0:02:59]".into());
    game.play_text("b7-c7").unwrap();
    game.concede(Seat::ALL[2], Reason::Timeout).unwrap();
    game.comment_last("[%clk 0:00:00]".into());
    assert_eq!(game.notes().comments, vec![Some("[%clk 0:02:59]".into()), None, Some("[%clk 0:00:00]".into())]);
    game.undo();
    assert_eq!(game.notes().comments, vec![Some("[%clk 0:02:59]".into()), None]);
    game.undo_to(0);
    assert!(game.notes().comments.is_empty());
}

#[test]
fn a_record_keeps_its_notes_and_writes_them_again() {
    let text = "[Event \"Club night\"]\n[Variant \"Teams\"]\n[Result \"*\"]\n\n{ An introduction }\n1. h2-h3 { [%clk 0:02:59] } .. b7-c7 .. g13-g12 { a comment } .. m8-l8\n";
    let game = Game::from_pgn4(text).unwrap();
    let notes = game.notes();
    assert_eq!(notes.tags.iter().find(|(n, _)| n == "Event").map(|(_, v)| v.as_str()), Some("Club night"));
    assert_eq!(notes.intro.as_deref(), Some("An introduction"));
    assert_eq!(notes.comments[0].as_deref(), Some("[%clk 0:02:59]"));
    assert_eq!(notes.comments[2].as_deref(), Some("a comment"));
    let again = game.to_pgn4_recorded();
    assert!(again.contains("[Event \"Club night\"]") && again.contains("{ An introduction }"), "{again}");
    assert!(again.contains("h2-h3 { [%clk 0:02:59] }") && again.contains("g13-g12 { a comment }"), "{again}");
    // Read back, the same notes.
    assert_eq!(Game::from_pgn4(&again).unwrap().notes(), game.notes());
    // The same comments as the record's reader gives them (it lists every move; the notes stop at the last comment).
    let mut comments = game.notes().comments.clone();
    comments.resize(game.moves().len(), None);
    assert_eq!(Pgn4::parse(&again).unwrap().replay_annotated(false).unwrap().1, comments);
}
