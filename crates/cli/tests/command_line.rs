//! The `fourchess` binary's command line: mistakes are usage errors with a hint, every
//! command has its help, a closed pipe ends the program quietly, the call forms of the
//! Makefile, scripts and docs still run.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_fourchess");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `args`, expects a usage error (exit code 2, nothing on standard output) and
/// returns what it said on standard error.
fn usage_error(args: &[&str]) -> String {
    let out = run(args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed {}", text(&out.stdout));
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

/// A path under the repository's root.
fn repo(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn a_misspelt_option_names_the_right_one() {
    let stderr = usage_error(&["fen", "--varient", "ffa"]);
    assert!(stderr.contains("unknown option --varient for `fen`; did you mean --variant?"), "{stderr}");
    assert!(stderr.contains("fourchess fen --help"), "{stderr}");
    let stderr = usage_error(&["selfplay", "--variant", "verney", "--seeds", "2"]);
    assert!(stderr.contains("did you mean --seed?"), "{stderr}");
    // Far from every option: the command's options are listed instead.
    let stderr = usage_error(&["perft", "--zzzzzzzz", "3"]);
    assert!(stderr.contains("--variant") && stderr.contains("--divide"), "{stderr}");
}

#[test]
fn unknown_commands_and_bad_values_are_usage_errors() {
    let stderr = usage_error(&["frobnicate"]);
    assert!(stderr.contains("unknown command 'frobnicate'") && stderr.contains("fourchess --help"), "{stderr}");
    assert!(usage_error(&["perf", "3"]).contains("did you mean `perft`?"));
    assert!(usage_error(&[]).contains("usage:"));
    for (args, said) in [
        (&["perft"][..], "perft needs a DEPTH"),
        (&["perft", "three"], "DEPTH 'three' is not a number"),
        (&["perft", "3", "4"], "unexpected argument '4'"),
        (&["perft", "--variant"], "--variant needs a value"),
        (&["perft", "--divide=yes", "2"], "--divide takes no value"),
        (&["perft", "--variant", "chaturanga", "2"], "a dice game needs --roll A,B"),
        (&["perft", "--variant", "chaturanga", "--roll", "1,7", "2"], "dice are 1..6"),
        (&["perft", "--variant", "chaturanga", "--roll", "1,3,5", "2"], "a roll here is 2 dice"),
        (&["perft", "--variant", "teams", "--roll", "1,3", "2"], "--roll is for a dice game"),
        (&["fen", "--variant", "fff"], "did you mean ffa?"),
        (&["fen", "--first", "Pink"], "'Pink' is not a seat"),
        (&["fen", "--rules", "NoSuchRule"], "unknown house rules: NoSuchRule"),
        (&["fen", "--fen", "garbage"], "--fen"),
        (&["fen", "-x"], "unknown option -x"),
        (&["selfplay", "--games", "-3"], "--games must be a number, not '-3'"),
        (&["selfplay", "--level", "7"], "levels are 1..6"),
        (&["selfplay", "--nodes", "100"], "--nodes, --moves, --eval and --net go with --level"),
        (&["selfplay", "--eval", "hce"], "--nodes, --moves, --eval and --net go with --level"),
        (&["bench", "--depth", "4x"], "--depth must be a number, not '4x'"),
        (&["bench", "--movetime", "100"], "`bench --search`"),
        (&["bench", "--search", "--opts", "no-such-word"], "unknown search option 'no-such-word'"),
        (&["match", "--a-level", "9"], "levels are 1..6"),
        (&["match", "--b-level", "strong"], "--b-level must be a level 1..6 or 'random', not 'strong'"),
        (&["match", "--b-engine", "true"], "needs --movetime"),
        (&["match", "--seed", "1.5"], "--seed must be a number, not '1.5'"),
        (&["match", "--a-opts", "nul-move"], "unknown search option 'nul-move'"),
        (&["replay"], "replay needs a PGN4 file"),
        (&["uci", "now"], "unexpected argument 'now'"),
    ] {
        let stderr = usage_error(args);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        let command = args.first().copied().unwrap_or_default();
        assert!(stderr.contains(&format!("see `fourchess {command} --help`")), "{args:?}: {stderr}");
    }
}

#[test]
fn chaturanga_perft_takes_fixed_rolls() {
    // The spec's table: one roll, then three turns with their own rolls.
    for (args, nodes) in [
        (&["perft", "--variant", "chaturanga", "--roll", "1,3", "1"][..], "nodes 39"),
        (&["perft", "--variant", "chaturanga", "--roll", "1,3/2,4/3,5", "3"], "nodes 6084"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim(), nodes, "{args:?}");
    }
}

#[test]
fn a_failure_that_is_no_usage_error_exits_1() {
    let out = run(&["replay", "/no/such/file.pgn4"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("/no/such/file.pgn4"));
}

#[test]
fn every_command_has_its_help() {
    let commands: [(&str, &[&str]); 8] = [
        ("perft", &["--variant", "--fen", "--rules", "--first", "--roll", "--divide", "DEPTH"]),
        ("replay", &["--lenient", "FILE"]),
        (
            "selfplay",
            &[
                "--variant",
                "--rules",
                "--first",
                "--fen",
                "--seed",
                "--games",
                "--level",
                "--nodes",
                "--moves",
                "--max-plies",
            ],
        ),
        (
            "bench",
            &[
                "--search",
                "--variant",
                "--depth",
                "--rules",
                "--first",
                "--fen",
                "--movetime",
                "--nodes",
                "--hash",
                "--opts",
            ],
        ),
        ("fen", &["--variant", "--rules", "--first", "--fen"]),
        (
            "match",
            &[
                "--variant",
                "--a-level",
                "--b-level",
                "--games",
                "--movetime",
                "--time-scale",
                "--a-nodes",
                "--b-nodes",
                "--a-depth",
                "--b-depth",
                "--a-noise",
                "--b-noise",
                "--a-movetime",
                "--b-movetime",
                "--openings",
                "--a-opts",
                "--b-opts",
                "--a-engine",
                "--b-engine",
                "--seed",
                "--threads",
                "--max-plies",
                "--hash",
                "--verbose",
            ],
        ),
        ("uci", &["position", "go", "MultiPV"]),
        ("review", &["--movetime", "--depth", "--hash"]),
    ];
    let overview = run(&["--help"]);
    assert!(overview.status.success());
    let overview = text(&overview.stdout);
    for (command, mentions) in commands {
        assert!(overview.contains(&format!("fourchess {command}")), "{command} missing from:\n{overview}");
        for ask in [
            vec![command, "--help"],
            vec![command, "-h"],
            vec!["help", command],
            vec![command, "--seed", "x", "--help"],
        ] {
            let out = run(&ask);
            let help = text(&out.stdout);
            assert!(out.status.success(), "{ask:?}: {}", text(&out.stderr));
            assert!(help.starts_with(&format!("usage: fourchess {command}")), "{ask:?}: {help}");
            for option in mentions {
                assert!(help.contains(option), "{ask:?} does not mention {option}:\n{help}");
            }
        }
    }
}

/// The words of a help text: split at spaces, commas, quotes and line ends.
fn words_of(help: &str) -> Vec<&str> {
    help.split(|c: char| c.is_whitespace() || c == ',' || c == '"').filter(|w| !w.is_empty()).collect()
}

#[test]
fn the_usage_lists_every_search_option_word() {
    let known: Vec<&str> = fourchess_search::Options::words().collect();
    for ask in [&["--help"][..], &["match", "--help"], &["bench", "--help"]] {
        let help = text(&run(ask).stdout);
        let words = words_of(&help);
        // With no experiment running, the usage says so rather than list stale words.
        assert!(!known.is_empty() || help.contains("none now"), "{ask:?}:\n{help}");
        for word in &known {
            assert!(words.contains(word), "{ask:?} does not list the search option {word}:\n{help}");
            // Every listed word is one the search reads.
            assert!(fourchess_search::Options::parse(word).is_ok(), "{word}");
        }
    }
}

/// Reads one line of standard output, closes the pipe, and expects a quiet end.
fn ends_quietly_on_a_closed_pipe(args: &[String]) {
    let mut child =
        Command::new(BIN).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("the binary starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped")).read_line(&mut first).expect("one line");
    assert!(!first.is_empty());
    // The reader (and so the pipe) is dropped here.
    let mut stderr = String::new();
    child.stderr.take().expect("piped").read_to_string(&mut stderr).expect("standard error");
    let status = child.wait().expect("the binary ends");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(status.success(), "{args:?}: {status} {stderr}");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    // Far more than a pipe holds (three lines a record), so the writes must fail.
    let record = repo("tests/games/verney/1892-london-v-cambridge-side-line.pgn4");
    let mut replay = vec!["replay".to_string()];
    replay.extend(std::iter::repeat_n(record, 3000));
    ends_quietly_on_a_closed_pipe(&replay);
    ends_quietly_on_a_closed_pipe(&["perft", "--divide", "4"].map(String::from));
}

#[test]
fn a_closed_standard_error_does_not_stop_a_match() {
    let mut child = Command::new(BIN)
        .args(["match", "--a-level", "random", "--b-level", "random", "--games", "30", "--max-plies", "40"])
        .args(["--seed", "5", "--threads", "1", "--verbose"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut first = String::new();
    BufReader::new(child.stderr.take().expect("piped")).read_line(&mut first).expect("one line");
    assert!(first.starts_with("game 0:"), "{first}");
    let mut report = String::new();
    child.stdout.take().expect("piped").read_to_string(&mut report).expect("standard output");
    assert!(child.wait().expect("the binary ends").success());
    assert!(report.starts_with("games 30 : A wins"), "{report}");
}

#[test]
fn the_call_forms_of_scripts_and_docs_still_run() {
    let record = repo("tests/games/verney/1892-london-v-cambridge-side-line.pgn4");
    for args in [
        &["perft", "--variant", "teams", "--fen", "4PCo", "2"][..],
        &["perft", "--variant", "verney", "--rules", "ClubSetup DoubleStep", "2", "--divide"],
        &["perft", "--first", "Red", "--variant=ffa", "1"],
        &["selfplay", "--variant", "verney", "--rules", "ClubSetup DoubleStep", "--seed", "2", "--games", "1"],
        &["selfplay", "--variant", "chaturanga", "--rules", "ThreeDice", "--seed", "6", "--games", "1"],
        &["selfplay", "--level", "1", "--nodes", "100", "--games", "1", "--max-plies", "8", "--moves"],
        &["replay", &record, &record],
        &["replay", "--lenient", &record],
        &["fen", "--variant", "ffa"],
        &["bench", "--variant", "teams", "--depth", "2"],
        &["bench", "--search", "--variant", "teams", "--depth", "2", "--hash", "1", "--opts", ""],
        &["bench", "--search", "--variant", "ffa", "--movetime", "20", "--hash", "1"],
        &["match", "--variant", "teams", "--a-level", "1", "--b-level", "1", "--a-nodes", "50", "--b-nodes", "50"],
        &["match", "--variant", "ffa", "--a", "1", "--b", "random", "--games", "2", "--max-plies", "20", "--hash", "1"],
        &["match", "--a-level", "1", "--b-level", "1", "--time-scale", "0.01", "--a-opts", "", "--games", "2"],
        &["match", "--a-depth", "1", "--b-depth", "1", "--a-noise", "5", "--b-noise", "5", "--a-movetime", "5"],
    ] {
        let mut args = args.to_vec();
        if args[0] == "match" && !args.contains(&"--games") {
            args.extend(["--games", "2", "--seed", "5", "--threads", "1", "--max-plies", "20", "--hash", "1"]);
        }
        let out = run(&args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        assert!(!out.stdout.is_empty(), "{args:?}");
    }
    assert_eq!(text(&run(&["perft", "--variant", "teams", "--fen", "4PCo", "2"]).stdout), "nodes 399\n");
}

/// `selfplay --level` plays a position out with bots and says how long it took: here a
/// won Verney ending (issue 65: two kings and rooks against two bare kings), mated long
/// before the fifty-move rule's 200 plies.
#[test]
fn selfplay_with_bots_plays_a_won_ending_to_its_mate() {
    let fen = "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-6,wK,3,wR,3/14/14/14/14/14/5,rK,8/8,bK,5/14/14/14/14/14/3,yR,3,yK,6";
    let out = run(&["selfplay", "--fen", fen, "--level", "1", "--nodes", "10000", "--seed", "2", "--games", "1"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    let plies: usize = report
        .strip_prefix("game 0: ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{report}"));
    assert!(plies < 200, "{report}");
    assert!(report.contains("plies, Yellow+White win (both kings of a team are mated)"), "{report}");
    assert!(report.contains("bots of level 1") && report.contains("plies to the result: mean"), "{report}");
}
