//! The UCI-like protocol, spoken to the built `fourchess` binary (fixed depths only).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Sends `input` to `fourchess uci`, waits for its `bestmove`, then sends `quit`;
/// returns every line it printed.
fn session(input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fourchess"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("input written");
    stdin.flush().expect("input sent");
    let mut lines = Vec::new();
    for line in BufReader::new(child.stdout.take().expect("stdout")).lines() {
        let line = line.expect("a line");
        let done = line.starts_with("bestmove ");
        lines.push(line);
        if done {
            break;
        }
    }
    stdin.write_all(b"quit\n").expect("quit sent");
    drop(stdin);
    assert!(child.wait().expect("the binary ends").success());
    lines
}

#[test]
fn handshake_search_and_bestmove() {
    let lines = session("uci\nisready\nposition startpos moves h2-h3 b7-c7\ngo depth 3\n");
    assert!(lines.iter().any(|l| l == "uciok"));
    assert!(lines.iter().any(|l| l == "readyok"));
    assert!(lines.iter().any(|l| l.starts_with("info depth 3 score cp ") && l.contains(" pv ")));
    let best = lines.iter().find_map(|l| l.strip_prefix("bestmove ")).expect("a bestmove line");
    // Yellow is to move after Red and Blue: a yellow pawn or piece from the top.
    assert!(best.contains("13-") || best.contains("14-"), "bestmove {best}");
}

#[test]
fn search_options_are_set_or_refused_by_name() {
    let lines = session(
        "setoption name Search value <empty>\nsetoption name Search value bogus\n\
         setoption name Variant value ffa\nposition startpos\ngo depth 2\n",
    );
    assert!(lines.iter().any(|l| l.starts_with("info string unknown search option 'bogus'")));
    assert!(lines.iter().any(|l| l.starts_with("bestmove ")));
}

#[test]
fn bad_input_is_answered_not_fatal() {
    let lines = session("position fen nonsense\nposition startpos moves z9-z10\nfoo\ngo depth 1\n");
    assert!(lines.iter().filter(|l| l.starts_with("info string")).count() >= 3, "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("bestmove ")));
}
