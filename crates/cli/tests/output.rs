//! The command line's own output: help on request, and no panic when the reader of its
//! output goes away early (`fourchess replay *.pgn4 | head`).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[test]
fn help_is_printed_for_any_command() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    for command in ["perft", "bench", "match"] {
        let output = Command::new(binary).args([command, "--help"]).output().expect("the binary runs");
        assert!(output.status.success(), "{command} --help");
        assert!(String::from_utf8_lossy(&output.stdout).starts_with("usage:"), "{command} --help");
    }
}

#[test]
fn a_closed_output_pipe_ends_the_command_without_a_panic() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    // One game replayed 2,000 times: far more output than a pipe buffer holds, so
    // writing goes on after the reader has gone.
    let game = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/games/chesscom/game_519084.pgn4");
    let mut child = Command::new(binary)
        .arg("replay")
        .args(vec![game; 2000])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = String::new();
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    stdout.read_line(&mut first).expect("a line");
    drop(stdout);
    let output = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
