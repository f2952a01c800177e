//! Runs every perft table in `tests/perft/*.perft` (the data lives at the top of the
//! repository so other implementations can use it too).
//!
//! Format: `[name]` starts a case; then `variant ID`, optional `rules TOKENS`,
//! `fen start|FEN4|CODE` (CODE: a chess.com array such as `4PCb`), and lines
//! `perft DEPTH NODES`. `#` starts a comment line.

use std::path::PathBuf;

use fourchess_core::perft::perft;
use fourchess_core::{preset_start, Position, Rules, Variant};

struct Case {
    name: String,
    variant: Option<Variant>,
    rules: String,
    fen: String,
    expected: Vec<(u32, u64)>,
}

fn perft_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/perft")
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            cases.push(Case {
                name: name.to_string(),
                variant: None,
                rules: String::new(),
                fen: String::new(),
                expected: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().expect("a key before the first [name]");
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "variant" => case.variant = Variant::parse(value),
            "rules" => case.rules = value.to_string(),
            "fen" => case.fen = value.to_string(),
            "perft" => {
                let (depth, nodes) = value.split_once(' ').expect("perft DEPTH NODES");
                case.expected.push((depth.parse().expect("depth"), nodes.parse().expect("nodes")));
            }
            other => panic!("unknown key '{other}' in case {}", case.name),
        }
    }
    cases
}

#[test]
fn perft_tables() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(perft_dir())
        .expect("tests/perft exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "perft tables missing");
    let mut checked = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        for case in parse_cases(&text) {
            let variant = case.variant.unwrap_or_else(|| panic!("case {} names no known variant", case.name));
            let mut rules = Rules::new(variant);
            assert!(rules.apply_tokens(&case.rules).is_empty(), "case {}: unknown rules", case.name);
            let pos = if case.fen == "start" {
                Position::start(rules)
            } else if let Some(start) = preset_start(rules, &case.fen) {
                start
            } else {
                Position::from_fen4(rules, &case.fen).unwrap_or_else(|e| panic!("case {}: {e}", case.name))
            };
            assert!(!case.expected.is_empty(), "case {} has no counts", case.name);
            for &(depth, nodes) in &case.expected {
                assert_eq!(perft(&pos, depth), nodes, "{}: perft {depth}", case.name);
                checked += 1;
            }
        }
    }
    assert!(checked >= 30, "only {checked} perft counts checked");
}
