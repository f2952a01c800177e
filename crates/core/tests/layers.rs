//! The modules of `crates/core` form layers (docs/core-layers.md): reads every file
//! under `src/`, collects the `crate::X` paths each top-level module names (`use
//! crate::X`, `crate::X::...`, `use crate::{X, ...}`, and names re-exported at the root
//! traced to their module) and fails, naming the circle, if one module reaches itself.
//! Files of a folder (`variant/`, `fen4/`) are one module. Method calls need no path, so
//! this sees imports only.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Graph = BTreeMap<String, BTreeSet<String>>;

/// Source text without comments (doc comments name paths that are not imports).
fn code_of(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut quotes = 0;
        let mut cut = line.len();
        let bytes = line.as_bytes();
        for i in 0..bytes.len() {
            match bytes[i] {
                b'"' if i == 0 || bytes[i - 1] != b'\\' => quotes += 1,
                b'/' if quotes % 2 == 0 && bytes.get(i + 1) == Some(&b'/') => {
                    cut = i;
                    break;
                }
                _ => {}
            }
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

/// The names `lib.rs` re-exports at the root, by the module they come from.
fn root_names(lib: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for line in code_of(lib).lines() {
        let Some(rest) = line.trim().strip_prefix("pub use ") else { continue };
        let rest = rest.trim_end_matches(';');
        let (module, items) = rest.split_once("::").expect("pub use module::item");
        let items = items.trim_start_matches('{').trim_end_matches('}');
        for item in items.split(',') {
            let name = item.trim().rsplit("::").next().unwrap_or("").to_string();
            if !name.is_empty() {
                names.insert(name, module.to_string());
            }
        }
    }
    names
}

/// What `crate::` names at each occurrence in `code`: the first segment, or each first
/// segment of a `crate::{...}` group.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').expect("closed group");
            for item in group[..end].split(',') {
                let first = item.trim().split("::").next().unwrap_or("").trim();
                if !first.is_empty() {
                    out.push(first.to_string());
                }
            }
        } else {
            let ident: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            out.push(ident);
        }
    }
    out
}

/// The module graph of a crate's `src/`: top-level module -> modules it names.
fn module_graph(src: &Path) -> Graph {
    let lib = fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let roots = root_names(&lib);
    let mut files = Vec::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).expect("src folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut graph = Graph::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src");
        let first = relative.components().next().expect("a component").as_os_str().to_string_lossy().to_string();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "lib" {
            continue; // the root only declares modules and re-exports
        }
        let code = code_of(&fs::read_to_string(&file).expect("source file"));
        let targets = graph.entry(module.clone()).or_default();
        for name in crate_paths(&code) {
            let target = roots.get(&name).cloned().unwrap_or(name);
            if target != module {
                targets.insert(target);
            }
        }
    }
    graph
}

/// A circle of the graph, as the modules along it (the first again at the end).
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    // 0 unseen, 1 on the current path, 2 done.
    fn visit(
        node: &str,
        graph: &Graph,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = path.iter().position(|n| n == next).expect("on the path");
                    let mut cycle = path[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(cycle) = visit(next, graph, state, path) {
                        return Some(cycle);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(cycle) = visit(node, graph, &mut state, &mut Vec::new()) {
                return Some(cycle);
            }
        }
    }
    None
}

#[test]
fn the_core_modules_form_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = module_graph(&src);
    // Every name resolved to a module the crate has (a typo would hide an edge).
    for targets in graph.values() {
        for target in targets {
            assert!(graph.contains_key(target), "crate::{target} is not a module of src/");
        }
    }
    assert!(graph["position"].contains("rules") && graph["variant"].contains("position"), "the graph is read");
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import circle in crates/core: {}", cycle.join(" -> "));
    }
}

/// The reader sees what the layers test relies on, and a circle is found and named.
#[test]
fn the_reader_finds_paths_and_circles() {
    let code =
        code_of("use crate::a::B; // crate::zzz\nfn f() { crate::b::g(); }\nuse crate::{c::D, e};\n/// [`crate::y`]\n");
    assert_eq!(crate_paths(&code), ["a", "b", "c", "e"]);
    let names = root_names("pub use seat::{BySeat, Seat};\npub use variant::chaturanga;\n");
    assert_eq!(names["Seat"], "seat");
    assert_eq!(names["chaturanga"], "variant");
    let mut graph = Graph::new();
    for (from, to) in [("position", "rules"), ("rules", "variant"), ("variant", "position"), ("game", "variant")] {
        graph.entry(from.to_string()).or_default().insert(to.to_string());
        graph.entry(to.to_string()).or_default();
    }
    assert_eq!(find_cycle(&graph).map(|c| c.join(" -> ")).as_deref(), Some("variant -> position -> rules -> variant"));
    graph.get_mut("rules").expect("node").remove("variant");
    assert_eq!(find_cycle(&graph), None);
}
