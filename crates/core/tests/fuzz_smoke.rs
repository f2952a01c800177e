//! A bounded run of the fuzz targets (fuzz/targets.rs) for `make test`: every corpus
//! entry, then seeded mutations of them (byte flips, cuts, insertions, splices). The
//! coverage-guided runs go much longer: see fuzz/README.md.

#[path = "../../../fuzz/targets.rs"]
mod targets;

mod common;

use common::Rng;

use std::path::PathBuf;

/// Mutated inputs tried per target; a few seconds in a release build.
const MUTATIONS: usize = 20_000;

fn corpus(name: &str) -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus").join(name);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    let inputs: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).expect("readable")).collect();
    assert!(!inputs.is_empty(), "empty corpus {name}");
    inputs
}

/// Characters that matter to the formats, so mutations reach deep parser states.
const INTERESTING: &[u8] = b"-,/{}()[]':\"xX0123456789abcdefghijklmnRBYGPNQKSDTrbygdw.+#=@ \n";

fn mutate(rng: &mut Rng, input: &[u8], other: &[u8]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(5) {
            0 if !out.is_empty() => {
                let i = at.min(out.len() - 1);
                out[i] = INTERESTING[rng.below(INTERESTING.len())];
            }
            1 => out.insert(at, INTERESTING[rng.below(INTERESTING.len())]),
            2 if !out.is_empty() => {
                let end = (at + 1 + rng.below(8)).min(out.len());
                out.drain(at.min(end)..end);
            }
            3 => out.truncate(at),
            _ => {
                let from = rng.below(other.len() + 1);
                let piece = &other[from..(from + rng.below(32)).min(other.len())];
                out.splice(at..at, piece.iter().copied());
            }
        }
    }
    out
}

fn run(name: &str, target: fn(&[u8]), seed: u64) {
    let inputs = corpus(name);
    for input in &inputs {
        target(input);
    }
    let mut rng = Rng::new(seed);
    for _ in 0..MUTATIONS {
        let a = &inputs[rng.below(inputs.len())];
        let b = &inputs[rng.below(inputs.len())];
        let mutated = mutate(&mut rng, a, b);
        let result = std::panic::catch_unwind(|| target(&mutated));
        if result.is_err() {
            panic!("{name} target failed on input {:?}", String::from_utf8_lossy(&mutated));
        }
    }
}

#[test]
fn fen4_inputs_never_break_the_engine() {
    run("fen4", targets::fen4, 0x5EED_F4E4);
}

#[test]
fn pgn4_inputs_never_break_the_engine() {
    run("pgn4", targets::pgn4, 0x5EED_B9E4);
}

#[test]
fn move_texts_never_break_the_engine() {
    run("move_text", targets::move_text, 0x5EED_307E);
}
