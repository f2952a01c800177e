//! The UCI-like protocol, spoken to the built `fourchess` binary (fixed depths only).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};

/// `fourchess uci`, its input and output piped.
fn start_uci() -> Child {
    start_uci_with(&[])
}

/// `fourchess uci ARGS...`, its input and output piped.
fn start_uci_with(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_fourchess"))
        .arg("uci")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Sends `input` to `fourchess uci`, waits for its `bestmove`, then sends `quit`;
/// returns every line it printed.
fn session(input: &str) -> Vec<String> {
    session_with(&[], input)
}

/// [`session`] with `fourchess uci ARGS...`.
fn session_with(args: &[&str], input: &str) -> Vec<String> {
    let mut child = start_uci_with(args);
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

#[test]
fn multipv_three_gives_three_distinct_lines_per_depth() {
    let lines = session("setoption name MultiPV value 3\nposition startpos moves h2-h3 b7-c7\ngo depth 3\n");
    for depth in 1..=3 {
        let firsts: Vec<&str> = (1..=3)
            .map(|k| {
                let prefix = format!("info depth {depth} multipv {k} score ");
                let line = lines.iter().find(|l| l.starts_with(&prefix)).expect("a line per depth and rank");
                line.split(" pv ").nth(1).and_then(|pv| pv.split(' ').next()).expect("a pv")
            })
            .collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2], "{firsts:?}");
    }
    assert!(!lines.iter().any(|l| l.contains("multipv 4")));
    assert!(lines.iter().any(|l| l.starts_with("bestmove ")));
}

#[test]
fn multipv_out_of_range_is_clamped_and_said() {
    let lines = session("setoption name MultiPV value 9\nposition startpos\ngo depth 1\n");
    assert!(lines.iter().any(|l| l.starts_with("info string MultiPV 9 is out of range")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("info depth 1 multipv 5 ")));
}

#[test]
fn go_infinite_then_stop_answers_within_a_second() {
    let mut child = start_uci();
    let mut stdin = child.stdin.take().expect("stdin");
    let (sender, receiver) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let line = line.expect("a line");
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    stdin.write_all(b"setoption name MultiPV value 2\nposition startpos\ngo infinite\n").expect("go sent");
    stdin.flush().expect("go flushed");
    std::thread::sleep(std::time::Duration::from_millis(500));
    let early: Vec<String> = receiver.try_iter().collect();
    assert!(!early.iter().any(|l| l.starts_with("bestmove")), "no bestmove before stop: {early:?}");
    let asked = std::time::Instant::now();
    stdin.write_all(b"stop\n").expect("stop sent");
    stdin.flush().expect("stop flushed");
    let answer = loop {
        let line = receiver.recv_timeout(std::time::Duration::from_secs(5)).expect("an answer to stop");
        if line.starts_with("bestmove ") {
            break line;
        }
    };
    assert!(asked.elapsed() < std::time::Duration::from_secs(1), "answered in {:?}", asked.elapsed());
    assert!(answer != "bestmove (none)");
    stdin.write_all(b"quit\n").expect("quit sent");
    drop(stdin);
    assert!(child.wait().expect("the binary ends").success());
    reader.join().expect("reader ends");
}

/// The score of the last `info depth` line of a session.
fn last_score(lines: &[String]) -> String {
    let line = lines.iter().rev().find(|l| l.starts_with("info depth ")).expect("an info line");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "score").expect("a score");
    words[at + 1..at + 3].join(" ")
}

/// Teams is played with the built-in net by default, as the page's levels 5 and 6 and its
/// analysis board play it: the same scores as `www/nets/teams.nnue` named as the file.
/// `EvalFile <empty>` (or `--eval hce`) takes it out, `<built-in>` puts it back; a file that
/// is not a net is refused with a reason and the evaluation in use stays.
#[test]
fn evalfile_defaults_to_the_built_in_net_and_empty_takes_it_out() {
    let net = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/nets/teams.nnue");
    let go = "position startpos moves h2-h3\ngo depth 2\n";
    let default = session(&format!("uci\n{go}"));
    assert!(default.iter().any(|l| l == "option name EvalFile type string default <built-in>"), "{default:?}");
    let learned = last_score(&default);
    let hand = last_score(&session(&format!("setoption name EvalFile value <empty>\n{go}")));
    assert_ne!(learned, hand, "the net scores the position its own way");
    let with_file = session(&format!("setoption name EvalFile value {net}\n{go}"));
    assert!(!with_file.iter().any(|l| l.starts_with("info string")), "{with_file:?}");
    assert_eq!(last_score(&with_file), learned, "the built-in net is www/nets/teams.nnue");
    let back =
        session(&format!("setoption name EvalFile value <empty>\nsetoption name EvalFile value <built-in>\n{go}"));
    assert_eq!(last_score(&back), learned);
    // --eval hce: the hand-written evaluation from the start, and EvalFile's default says so.
    let told = session_with(&["--eval", "hce"], &format!("uci\n{go}"));
    assert!(told.iter().any(|l| l == "option name EvalFile type string default <empty>"), "{told:?}");
    assert_eq!(last_score(&told), hand);
    // A file that is not a net is refused with a reason; the search goes on with the net it had.
    let bad = session(&format!("setoption name EvalFile value {}\n{go}", env!("CARGO_MANIFEST_DIR")));
    assert!(bad.iter().any(|l| l.starts_with("info string EvalFile ")), "{bad:?}");
    assert_eq!(last_score(&bad), learned);
    // Another rule set has no net: the same game with and without it.
    let verney = "setoption name Variant value verney\nposition startpos moves h2-h3\ngo depth 2\n";
    let plain = session(&format!("setoption name EvalFile value <empty>\n{verney}"));
    assert_eq!(last_score(&session(verney)), last_score(&plain));
}
