//! `fourchess review`, run on the built binary at a fixed depth (deterministic).

use std::process::Command;

fn review(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fourchess")).arg("review").args(args).output().expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const RECORD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/teams-12-plies.pgn4");
const CLASSES: [&str; 5] = ["best", "good", "inaccuracy", "mistake", "blunder"];

#[test]
fn a_teams_record_gets_one_classed_line_per_ply() {
    let (ok, out, err) = review(&["--depth", "2", RECORD]);
    assert!(ok, "{err}");
    let plies: Vec<&str> = out.lines().filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit())).collect();
    assert_eq!(plies.len(), 12, "{out}");
    for (i, line) in plies.iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], (i + 1).to_string());
        assert!(["Red", "Blue", "Yellow", "Green"].contains(&words[1]), "{line}");
        // "best!": the only good move.
        let class = words.last().expect("a class");
        assert!(CLASSES.contains(&class.strip_suffix('!').filter(|c| *c == "best").unwrap_or(class)), "{line}");
        let loss: i32 = words[words.len() - 2].parse().expect("a loss");
        assert!(loss >= 0);
    }
    assert_eq!(plies[0].split_whitespace().nth(2), Some("h2-h3"));
    for seat in ["Red", "Blue", "Yellow", "Green"] {
        let summary = out.lines().find(|l| l.starts_with(&format!("{seat}: "))).expect("a summary per player");
        assert!(summary.contains(", accuracy "), "{summary}");
    }
}

#[test]
fn a_fixed_depth_review_is_deterministic() {
    let first = review(&["--depth", "2", RECORD]);
    let second = review(&["--depth", "2", RECORD]);
    assert_eq!(first.1, second.1);
}

#[test]
fn bad_arguments_are_refused() {
    let (ok, _, err) = review(&["--depth", "2", "--movetime", "10", RECORD]);
    assert!(!ok && err.contains("not both"), "{err}");
    let (ok, _, _) = review(&["--depth", "2", "no-such-file.pgn4"]);
    assert!(!ok);
    let (ok, _, _) = review(&[]);
    assert!(!ok);
}

#[test]
fn chaturanga_actions_are_judged_and_rolls_are_not() {
    use fourchess_core::{Game, Rules, Variant};
    let mut game = Game::new(Rules::new(Variant::Chaturanga));
    let rolls: [[u8; 2]; 4] = [[1, 2], [3, 4], [5, 6], [2, 2]];
    for dice in rolls {
        game.roll(&dice).expect("a roll");
        while !game.position().needs_roll() && game.outcome().is_none() {
            let moves = game.legal_moves();
            let mv = *moves.last().expect("an action");
            game.play(mv).expect("a legal action");
        }
    }
    let path = std::env::temp_dir().join(format!("fourchess-review-{}.pgn4", std::process::id()));
    std::fs::write(&path, game.to_pgn4(&[])).expect("record written");
    let file = path.to_string_lossy().into_owned();
    let (ok, out, err) = review(&["--depth", "2", &file]);
    let again = review(&["--depth", "2", &file]);
    let _ = std::fs::remove_file(&path);
    assert!(ok, "{err}");
    assert_eq!(out, again.1, "deterministic");
    let plies: Vec<&str> = out.lines().filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit())).collect();
    assert_eq!(plies.len(), game.moves().len(), "{out}");
    let rolls = plies.iter().filter(|l| l.split_whitespace().nth(2).is_some_and(|m| m.starts_with('@'))).count();
    assert_eq!(rolls, 4, "{out}");
    for line in &plies {
        let class = *line.split_whitespace().collect::<Vec<_>>().last().expect("a class");
        let is_roll = line.split_whitespace().nth(2).is_some_and(|m| m.starts_with('@'));
        if is_roll {
            assert_eq!(class, "-", "{line}");
        } else {
            assert!(CLASSES.contains(&class), "{line}");
        }
    }
}

#[test]
fn only_a_best_move_whose_next_best_loses_much_is_marked() {
    // The 1892 match game at depth 4: Yellow's h2-h3 (ply 3) was the only good move there.
    let record = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/games/verney/1892-london-v-cambridge.pgn4");
    let (ok, out, err) = review(&["--depth", "4", record]);
    assert!(ok, "{err}");
    let marked: Vec<&str> = out.lines().filter(|l| l.ends_with('!')).collect();
    assert_eq!(marked.len(), 1, "{out}");
    assert!(marked[0].split_whitespace().take(3).eq(["3", "Yellow", "h2-h3"]), "{}", marked[0]);
    // Every other best move (and there are many) goes unmarked.
    assert!(out.lines().filter(|l| l.ends_with(" best")).count() > 5, "{out}");
}
