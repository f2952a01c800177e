//! `fourchess match` against another engine over the UCI-like protocol: here the
//! built binary's own `uci` plays the other side.

use std::process::Command;

fn run_match(extra: &[&str]) -> (bool, String, String) {
    run_match_of("teams", extra)
}

fn run_match_of(variant: &str, extra: &[&str]) -> (bool, String, String) {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let engine = format!("'{binary}' uci");
    let output = Command::new(binary)
        .args(["match", "--variant", variant, "--a-level", "1", "--b-engine", &engine, "--games", "2"])
        .args(extra)
        .output()
        .expect("the binary runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (output.status.success(), text(&output.stdout), text(&output.stderr))
}

#[test]
fn plays_a_match_against_an_engine_process() {
    let (ok, out, err) = run_match(&["--movetime", "20", "--max-plies", "60"]);
    assert!(ok, "{err}");
    assert!(out.contains("games 2 :"), "{out}");
    // Every answer of the engine was a legal move: no game was lost to a broken reply.
    assert!(!err.contains("engine B"), "{err}");
}

/// The engine is told the rule set: a FEN4 does not say it, and a Free-for-all position
/// read as Teams gave illegal answers.
#[test]
fn an_engine_plays_free_for_all_and_verney_too() {
    for variant in ["ffa", "verney"] {
        let (ok, out, err) = run_match_of(variant, &["--movetime", "20", "--max-plies", "60"]);
        assert!(ok && out.contains("games 2 :"), "{variant}: {err}");
        assert!(!err.contains("engine B"), "{variant}: {err}");
    }
}

#[test]
fn an_engine_needs_a_move_time_and_a_command_that_runs() {
    let (ok, _, err) = run_match(&[]);
    assert!(!ok && err.contains("--movetime"), "{err}");
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let output = Command::new(binary)
        .args(["match", "--b-engine", "/nonexistent/engine", "--movetime", "10", "--games", "1"])
        .output()
        .expect("the binary runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("engine"));
}

#[test]
fn fixed_depths_play_and_a_bad_depth_is_refused() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let run = |depth: &str| {
        Command::new(binary)
            .args(["match", "--variant", "teams", "--a-depth", depth, "--b-depth", "1", "--games", "2"])
            .args(["--max-plies", "40"])
            .output()
            .expect("the binary runs")
    };
    let played = run("2");
    assert!(played.status.success(), "{}", String::from_utf8_lossy(&played.stderr));
    assert!(String::from_utf8_lossy(&played.stdout).contains("games 2 :"));
    let refused = run("deep");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("depth must be a number"));
}

/// A stand-in engine written in sh: it answers the handshake, then each `go` as `answer`
/// says (a shell command printing its reply, or nothing).
fn fake_engine(answer: &str) -> String {
    format!(
        "while read -r line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) {answer};; quit) exit 0;; esac; done"
    )
}

/// Games an engine fails are left out of the score and counted apart, by engine and kind.
#[test]
fn failed_games_are_counted_apart_and_left_out_of_the_score() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    for (answer, kind) in [
        ("echo 'bestmove z9-z10'", "illegal move"),
        ("echo 'Invalid move'", "rules differ"),
        ("true", "no move in time"),
        ("exit 0", "crashed"),
    ] {
        let output = Command::new(binary)
            .args(["match", "--variant", "teams", "--a-level", "1", "--b-engine", &fake_engine(answer)])
            .args(["--movetime", "20", "--games", "4", "--max-plies", "40", "--seed", "3"])
            .output()
            .expect("the binary runs");
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{kind}: {}", String::from_utf8_lossy(&output.stderr));
        // No game was played out: the score is over none of them.
        assert!(out.contains("games 0 :"), "{kind}: {out}");
        assert!(
            out.contains(&format!("left out of the score: 4 games an engine failed (engine B: 4 {kind})")),
            "{kind}: {out}"
        );
    }
}

/// A bot against a random mover: the test decides after its first eight pairs, long
/// before the 200 games asked for, and says so.
#[test]
fn sprt_stops_a_decided_match_early() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let output = Command::new(binary)
        .args(["match", "--variant", "teams", "--a-level", "2", "--a-nodes", "2000", "--b-level", "random"])
        .args(["--games", "200", "--threads", "2", "--sprt", "0,100"])
        .output()
        .expect("the binary runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let last = out.lines().last().unwrap_or_default();
    assert!(last.contains("H1 accepted after"), "{out}");
    let games: usize = out.split("games ").nth(1).and_then(|t| t.split_whitespace().next()?.parse().ok()).unwrap();
    assert!((16..200).contains(&games), "{out}");
    // The opposite hypothesis pair is rejected just as fast.
    let output = Command::new(binary)
        .args(["match", "--variant", "teams", "--a-level", "random", "--b-level", "2", "--b-nodes", "2000"])
        .args(["--games", "200", "--sprt", "0,100"])
        .output()
        .expect("the binary runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.lines().last().unwrap_or_default().contains("H0 accepted after"), "{out}");
    let refused = Command::new(binary).args(["match", "--sprt", "10,0"]).output().expect("the binary runs");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("smaller"));
}

/// Each game's line is in the results file as soon as it ends; the same command again
/// plays only the games that are missing, and counts all of them.
#[test]
fn a_results_file_resumes_a_match() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let dir = std::env::temp_dir().join(format!("fourchess-results-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("match.txt");
    let _ = std::fs::remove_file(&file);
    let run = |games: &str, level: &str| {
        Command::new(binary)
            .args(["match", "--variant", "teams", "--a-level", level, "--a-nodes", "1500", "--b-level", "random"])
            .args(["--games", games, "--results", file.to_str().unwrap()])
            .output()
            .expect("the binary runs")
    };
    let first = run("4", "2");
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let text = std::fs::read_to_string(&file).unwrap();
    let games = |text: &str| text.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(games(&text), 4, "{text}");
    assert!(text.lines().next().unwrap().starts_with("# fourchess match"), "{text}");
    let second = run("6", "2");
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("4 games already played"), "{err}");
    assert!(String::from_utf8_lossy(&second.stdout).contains("games 6 :"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(games(&text), 6, "only the two missing games were played: {text}");
    // The summary alone: nothing is played, all six games are counted.
    let report = Command::new(binary)
        .args(["match", "--variant", "teams", "--a-level", "2", "--a-nodes", "1500", "--b-level", "random"])
        .args(["--results", file.to_str().unwrap(), "--report", "--sprt", "0,50"])
        .output()
        .expect("the binary runs");
    let out = String::from_utf8_lossy(&report.stdout);
    assert!(out.contains("games 6 :") && out.contains("no verdict after 6 games"), "{out}");
    assert_eq!(games(&std::fs::read_to_string(&file).unwrap()), 6);
    // Other settings do not mix with these results.
    let other = run("6", "3");
    assert!(!other.status.success());
    assert!(String::from_utf8_lossy(&other.stderr).contains("another match"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Levels 5 and 6 play Teams with the built-in net by default, as the page plays them;
/// `--a-eval hce` asks for the hand evaluation, levels 1-4 and the other rule sets keep it.
/// The results file's first line says which evaluation each side played (the built-in
/// net by its hash), so a match begun with one is not resumed with the other.
#[test]
fn levels_five_and_six_play_teams_with_the_net_by_default() {
    let binary = env!("CARGO_BIN_EXE_fourchess");
    let dir = std::env::temp_dir().join(format!("fourchess-net-default-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/nets/teams.nnue")).unwrap();
    let hash = format!("{:016x}", u64::from_le_bytes(shipped[16..24].try_into().unwrap()));
    // The first line of the results file of a short match of A at `a` against a random mover.
    let settings = |name: &str, variant: &str, a: &[&str]| {
        let file = dir.join(name);
        let _ = std::fs::remove_file(&file);
        let output = Command::new(binary)
            .args(["match", "--variant", variant, "--a-nodes", "200", "--b-level", "random"])
            .args(a)
            .args(["--games", "2", "--max-plies", "12", "--results", file.to_str().unwrap()])
            .output()
            .expect("the binary runs");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        std::fs::read_to_string(&file).unwrap().lines().next().unwrap().to_string()
    };
    let built_in = format!("--a-eval nnue --a-level 6 --a-net built-in:{hash} ");
    assert!(settings("six.txt", "teams", &["--a-level", "6"]).contains(&built_in));
    let named = settings("named.txt", "teams", &["--a-level", "6", "--a-eval", "nnue"]);
    assert_eq!(named, settings("six.txt", "teams", &["--a-level", "6"]), "the default is the net named");
    assert!(settings("five.txt", "teams", &["--a-level", "5"]).contains(&format!("--a-net built-in:{hash}")));
    for (variant, a) in [
        ("teams", &["--a-level", "6", "--a-eval", "hce"][..]),
        ("teams", &["--a-level", "4"]),
        ("verney", &["--a-level", "6"]),
        ("ffa", &["--a-level", "6"]),
    ] {
        let line = settings("hand.txt", variant, a);
        assert!(!line.contains("built-in") && !line.contains("--a-eval nnue"), "{variant} {a:?}: {line}");
    }
    // A match begun when level 6 played the hand evaluation by default (its results file
    // as that binary wrote it) is not resumed with the net.
    let file = dir.join("hand-six.txt");
    let old = "# fourchess match --a-level 6 --a-nodes 200 --b-level random --max-plies 12 --variant teams\n";
    std::fs::write(&file, format!("{old}game 0 pair 0 A 1 plies 12 x\n")).unwrap();
    let resumed = Command::new(binary)
        .args(["match", "--variant", "teams", "--a-nodes", "200", "--b-level", "random", "--a-level", "6"])
        .args(["--games", "2", "--max-plies", "12", "--results", file.to_str().unwrap()])
        .output()
        .expect("the binary runs");
    assert!(String::from_utf8_lossy(&resumed.stderr).contains("another match"));
    let _ = std::fs::remove_dir_all(&dir);
}
