//! `fourchess uci`: the UCI-like text protocol four-player engines speak.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name Variant value
//! teams|verney|ffa`, `setoption name Hash value MB`, `setoption name Search value
//! WORDS` (search options, as `fourchess match --a-opts`), `position startpos|fen FEN4
//! [moves m1 m2 ...]`, `go [movetime MS] [depth N] [nodes N] [infinite]`, `stop`, `quit`.
//! The search runs on its own thread so `stop` and `isready` are answered at once.
//! Mate scores are written `score mate N` with N in plies (turns), negative when losing.

use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;

use fourchess_core::{Game, Rules, Variant};
use fourchess_search::{Clock, Limits, Options, SearchResult, Searcher, MATE, MATE_BOUND};

/// The native clock with a stop button.
struct StopClock {
    start: Instant,
    stop: Arc<AtomicBool>,
}

impl Clock for StopClock {
    fn elapsed_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }

    fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

struct Engine {
    variant: Variant,
    hash_mb: usize,
    /// Search techniques set by `setoption name Search`.
    options: Options,
    game: Game,
    /// The searcher lives on the search thread while a search runs.
    searcher: Option<Searcher>,
    running: Option<JoinHandle<Searcher>>,
    stop: Arc<AtomicBool>,
}

pub fn run() -> Result<(), String> {
    let mut engine = Engine {
        variant: Variant::Teams,
        hash_mb: 32,
        options: Options::default(),
        game: Game::new(Rules::new(Variant::Teams)),
        searcher: Some(Searcher::new(32)),
        running: None,
        stop: Arc::new(AtomicBool::new(false)),
    };
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                say("id name fourchess");
                say("id author fourchess authors");
                say("option name Variant type combo default teams var teams var verney var ffa");
                say("option name Hash type spin default 32 min 1 max 1024");
                say("option name Search type string default <empty>");
                say("uciok");
            }
            Some("isready") => say("readyok"),
            Some("ucinewgame") => {
                engine.finish_search();
                if let Some(s) = engine.searcher.as_mut() {
                    s.clear();
                }
                engine.game = Game::new(Rules::new(engine.variant));
            }
            Some("setoption") => engine.set_option(&words),
            Some("position") => {
                engine.finish_search();
                if let Err(e) = engine.set_position(&words[1..]) {
                    say(&format!("info string error: {e}"));
                }
            }
            Some("go") => engine.go(&words[1..]),
            Some("stop") => {
                engine.stop.store(true, Ordering::Relaxed);
                engine.finish_search();
            }
            Some("quit") => {
                engine.stop.store(true, Ordering::Relaxed);
                engine.finish_search();
                break;
            }
            Some(other) => say(&format!("info string unknown command '{other}'")),
            None => {}
        }
    }
    engine.finish_search();
    Ok(())
}

/// One line to the GUI; a closed pipe ends the engine quietly.
fn say(text: &str) {
    crate::output::out_line(format_args!("{text}"));
}

impl Engine {
    fn finish_search(&mut self) {
        if let Some(handle) = self.running.take() {
            self.searcher = Some(handle.join().unwrap_or_else(|_| Searcher::with_options(self.hash_mb, self.options)));
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        let name = words.iter().position(|w| *w == "name").and_then(|i| words.get(i + 1));
        let value = words.iter().position(|w| *w == "value").and_then(|i| words.get(i + 1));
        match (name.map(|n| n.to_ascii_lowercase()), value) {
            (Some(n), Some(v)) if n == "variant" => match Variant::parse(v) {
                Some(variant) if variant != Variant::Chaturanga => {
                    self.finish_search();
                    self.variant = variant;
                    self.game = Game::new(Rules::new(variant));
                }
                _ => say(&format!("info string unknown variant '{v}'")),
            },
            (Some(n), Some(v)) if n == "hash" => match v.parse::<usize>() {
                Ok(mb) => {
                    self.finish_search();
                    self.hash_mb = mb.clamp(1, 1024);
                    self.searcher = Some(Searcher::with_options(self.hash_mb, self.options));
                }
                Err(_) => say("info string Hash needs a number of megabytes"),
            },
            (Some(n), _) if n == "search" => {
                // The value is every word after "value" (none: the defaults).
                let words_after = words.iter().position(|w| *w == "value").map_or(&[][..], |i| &words[i + 1..]);
                let text = words_after.join(" ");
                match Options::parse(if text == "<empty>" { "" } else { &text }) {
                    Ok(options) => {
                        self.finish_search();
                        self.options = options;
                        self.searcher = Some(Searcher::with_options(self.hash_mb, options));
                    }
                    Err(e) => say(&format!("info string {e}")),
                }
            }
            _ => say("info string unknown option"),
        }
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let rules = Rules::new(self.variant);
        let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
        let mut game = match words.first().copied() {
            Some("startpos") => Game::new(rules),
            Some("fen") => {
                let fen = words[1..moves_at].join(" ");
                Game::from_fen4(rules, &fen).map_err(|e| e.to_string())?
            }
            _ => return Err("position needs startpos or fen".into()),
        };
        for text in words.iter().skip(moves_at + 1) {
            game.play_text(text).map_err(|e| e.to_string())?;
        }
        self.game = game;
        Ok(())
    }

    fn go(&mut self, words: &[&str]) {
        self.finish_search();
        let value = |name: &str| {
            words.iter().position(|w| *w == name).and_then(|i| words.get(i + 1)).and_then(|v| v.parse::<u64>().ok())
        };
        let mut limits = Limits {
            depth: value("depth").map(|d| d as u32),
            nodes: value("nodes"),
            time_ms: value("movetime"),
            ..Limits::default()
        };
        if limits.depth.is_none() && limits.nodes.is_none() && limits.time_ms.is_none() {
            limits.time_ms = if words.contains(&"infinite") { None } else { Some(1000) };
        }
        let pos = self.game.position().clone();
        if self.game.outcome().is_some() {
            say("bestmove (none)");
            return;
        }
        let history: Vec<u64> = (0..self.game.moves().len()).map(|ply| self.game.position_at(ply).hash()).collect();
        let mut searcher = self.searcher.take().unwrap_or_else(|| Searcher::with_options(self.hash_mb, self.options));
        self.stop = Arc::new(AtomicBool::new(false));
        let clock = StopClock { start: Instant::now(), stop: Arc::clone(&self.stop) };
        self.running = Some(std::thread::spawn(move || {
            let mut report = |r: &SearchResult| {
                let ms = clock.elapsed_ms().max(1);
                let pv: Vec<String> = {
                    let mut p = pos.clone();
                    r.pv.iter()
                        .map(|mv| {
                            let text = p.move_text(mv);
                            p.play_unchecked(mv);
                            text
                        })
                        .collect()
                };
                say(&format!(
                    "info depth {} score {} nodes {} nps {} time {ms} pv {}",
                    r.depth,
                    score_text(r.score),
                    r.nodes,
                    r.nodes * 1000 / ms,
                    pv.join(" ")
                ));
            };
            match searcher.search_with_info(&pos, &history, &limits, &clock, &mut report) {
                Some(result) => say(&format!("bestmove {}", pos.move_text(&result.best))),
                None => say("bestmove (none)"),
            }
            searcher
        }));
    }
}

fn score_text(score: i32) -> String {
    if score.abs() >= MATE_BOUND {
        let plies = MATE - score.abs();
        format!("mate {}", if score > 0 { plies } else { -plies })
    } else {
        format!("cp {score}")
    }
}
