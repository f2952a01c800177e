//! `fourchess datagen`: chunks written whole, a stopped run resumed, damage reported.

use std::process::Command;

fn datagen(dir: &std::path::Path, extra: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_fourchess")).arg("datagen").arg(dir).args(extra).output().expect("the binary runs")
}

#[test]
fn makes_resumes_and_checks_chunks() {
    let dir = std::env::temp_dir().join(format!("fourchess-datagen-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let args = ["--games", "4", "--chunk-games", "2", "--nodes", "800", "--threads", "2", "--seed", "7"];
    let first = datagen(&dir, &args);
    let out = String::from_utf8_lossy(&first.stdout);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    assert!(out.contains("2 chunks, 4 games"), "{out}");
    let chunk = dir.join("chunk-7-000001.bin");
    let bytes = std::fs::read(&chunk).unwrap();
    assert_eq!(&bytes[..4], b"4PCD");
    // No temporary file is left behind.
    assert!(std::fs::read_dir(&dir).unwrap().all(|e| e.unwrap().path().extension().unwrap() == "bin"));

    // Asked for more: only the missing chunk is made, and the old ones are untouched.
    let more = datagen(&dir, &["--games", "6", "--chunk-games", "2", "--nodes", "800", "--seed", "7"]);
    assert!(String::from_utf8_lossy(&more.stderr).contains("2 of 3 chunks already made"));
    assert!(String::from_utf8_lossy(&more.stdout).contains("3 chunks, 6 games"));
    assert_eq!(std::fs::read(&chunk).unwrap(), bytes);

    // The same seed makes the same games.
    let again = dir.join("again");
    let _ = datagen(&again, &args);
    assert_eq!(std::fs::read(again.join("chunk-7-000001.bin")).unwrap(), bytes);
    std::fs::remove_dir_all(&again).unwrap();

    // A damaged chunk: a clear error naming it, exit code 1, no panic.
    std::fs::write(&chunk, &bytes[..bytes.len() - 3]).unwrap();
    let checked = datagen(&dir, &["--check"]);
    let err = String::from_utf8_lossy(&checked.stderr);
    assert_eq!(checked.status.code(), Some(1), "{err}");
    assert!(err.contains("chunk-7-000001.bin") && err.contains("cut off"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Data, a net trained on it, the net in a search: the whole pipeline at toy size. A
/// damaged net file is refused with a message, never used.
#[test]
fn trains_a_net_that_the_search_reads() {
    let dir = std::env::temp_dir().join(format!("fourchess-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let made = datagen(&dir, &["--games", "6", "--chunk-games", "3", "--nodes", "600", "--seed", "3"]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let net = dir.join("toy.nnue");
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_fourchess")).args(args).output().expect("runs");
    let trained =
        run(&["train", dir.to_str().unwrap(), "--out", net.to_str().unwrap(), "--epochs", "2", "--threads", "2"]);
    let out = String::from_utf8_lossy(&trained.stdout);
    assert!(trained.status.success(), "{}", String::from_utf8_lossy(&trained.stderr));
    assert!(out.contains("epoch 2: training loss") && out.contains("validation loss"), "{out}");
    let bytes = std::fs::read(&net).unwrap();
    assert_eq!(&bytes[..4], b"4PCN");
    let bench = run(&["bench", "--search", "--variant", "teams", "--depth", "3", "--net", net.to_str().unwrap()]);
    assert!(bench.status.success(), "{}", String::from_utf8_lossy(&bench.stderr));
    assert!(String::from_utf8_lossy(&bench.stdout).contains("depth  3"));
    // `--eval nnue` with that net searches the same tree; `--eval hce` and a net contradict.
    let named = run(&[
        "bench",
        "--search",
        "--variant",
        "teams",
        "--depth",
        "3",
        "--eval",
        "nnue",
        "--net",
        net.to_str().unwrap(),
    ]);
    assert!(named.status.success(), "{}", String::from_utf8_lossy(&named.stderr));
    let nodes = |out: &std::process::Output| {
        // "search teams depth 3 in T s, N nodes, R nodes/s, best M score S": N, M and S.
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        text.split(", ")
            .filter(|part| !part.contains(" in ") && !part.contains("nodes/s"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert_eq!(nodes(&named), nodes(&bench));
    let both = run(&[
        "bench",
        "--search",
        "--variant",
        "teams",
        "--depth",
        "2",
        "--eval",
        "hce",
        "--net",
        net.to_str().unwrap(),
    ]);
    assert_eq!(both.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&both.stderr).contains("contradict"));
    let odd =
        run(&["match", "--variant", "teams", "--games", "2", "--a-nodes", "100", "--b-nodes", "100", "--a-eval", "nn"]);
    assert_eq!(odd.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&odd.stderr).contains("neither hce nor nnue"));
    // Without --net, nnue is the net built into the binary, wherever it runs: the tree of
    // www/nets/teams.nnue named as the file (the file it was built from).
    let built_in = Command::new(env!("CARGO_BIN_EXE_fourchess"))
        .args(["bench", "--search", "--variant", "teams", "--depth", "3", "--eval", "nnue"])
        .current_dir(&dir)
        .output()
        .expect("runs");
    assert!(built_in.status.success(), "{}", String::from_utf8_lossy(&built_in.stderr));
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/nets/teams.nnue");
    let file = run(&["bench", "--search", "--variant", "teams", "--depth", "3", "--net", shipped]);
    assert_eq!(nodes(&built_in), nodes(&file));
    assert_ne!(nodes(&built_in), nodes(&bench), "the toy net searches another tree");

    let mut damaged = bytes.clone();
    damaged[5000] ^= 0x40;
    std::fs::write(&net, &damaged).unwrap();
    let refused = run(&["bench", "--search", "--variant", "teams", "--depth", "2", "--net", net.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("damaged"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `fourchess net`: the seeded test net written and read back with the golden file's hash;
/// a damaged file and a wrong call are errors.
#[test]
fn writes_and_reads_the_seeded_net() {
    let dir = std::env::temp_dir().join(format!("fourchess-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("seeded.nnue");
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_fourchess")).args(args).output().expect("runs");
    let wrote = run(&["net", "--seeded", "2026", "--out", file.to_str().unwrap()]);
    assert!(wrote.status.success(), "{}", String::from_utf8_lossy(&wrote.stderr));
    let golden = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/nnue/golden.txt")).unwrap();
    let hash = golden.lines().next().unwrap().split("hash ").nth(1).unwrap().trim_end_matches(')');
    let read = run(&["net", file.to_str().unwrap()]);
    assert!(read.status.success());
    let text = String::from_utf8_lossy(&read.stdout);
    assert!(text.contains(&format!("hash {hash}")), "{text} / {hash}");
    assert!(text.contains("3840x128x1"), "{text}");

    let mut bytes = std::fs::read(&file).unwrap();
    bytes[100_000] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let refused = run(&["net", file.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("damaged"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    assert_eq!(run(&["net", "--seeded", "1"]).status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A later generation: the same games' seeds played and scored by a net give other data,
/// read back whole; a net that cannot be read stops the run before any chunk.
#[test]
fn a_net_plays_and_scores_the_next_generation() {
    let dir = std::env::temp_dir().join(format!("fourchess-datagen-net-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let net = dir.join("seeded.nnue");
    let wrote = Command::new(env!("CARGO_BIN_EXE_fourchess"))
        .args(["net", "--seeded", "5", "--out", net.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(wrote.status.success());
    let args = ["--games", "2", "--chunk-games", "2", "--nodes", "500", "--seed", "3"];
    let (hand, learned) = (dir.join("hand"), dir.join("learned"));
    assert!(datagen(&hand, &args).status.success());
    let made = datagen(&learned, &[&args[..], &["--eval", "nnue", "--net", net.to_str().unwrap()]].concat());
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let chunk = "chunk-3-000000.bin";
    assert_ne!(std::fs::read(hand.join(chunk)).unwrap(), std::fs::read(learned.join(chunk)).unwrap());

    let bad = datagen(&dir.join("bad"), &[&args[..], &["--net", hand.join(chunk).to_str().unwrap()]].concat());
    assert_eq!(bad.status.code(), Some(1));
    assert!(!dir.join("bad").join(chunk).exists());
    let _ = std::fs::remove_dir_all(&dir);
}
