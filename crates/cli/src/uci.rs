//! `fourchess uci`: the UCI-like text protocol four-player engines speak.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name Variant value
//! teams|verney|ffa`, `setoption name Hash value MB`, `setoption name Search value
//! WORDS` (search options, as `fourchess match --a-opts`), `setoption name EvalFile value
//! FILE.nnue` (Teams with that net, as `--eval nnue --net FILE`; `<empty>`: the hand-written
//! evaluation; `<built-in>`: the net built into the binary, www/nets/teams.nnue when it was
//! built), `setoption name MultiPV
//! value N` (the best N lines, 1..5; outside that range clamped, said on an `info
//! string`), `position startpos|fen FEN4 [moves m1 m2 ...]`, `go [movetime MS] [depth
//! N] [nodes N] [infinite]`, `stop`, `quit`.
//! The search runs on its own thread so `stop` and `isready` are answered at once;
//! `stop` answers `bestmove` with the best move of the last completed depth (or a
//! better one found since, with MultiPV 1). `go infinite` searches until `stop` and
//! answers `bestmove` only then. With MultiPV above 1 each completed depth prints one
//! `info depth D multipv K score ... pv ...` line per line.
//! Mate scores are written `score mate N` with N in plies (turns), negative when losing.
//!
//! Teams is played with the built-in net unless told otherwise, as the page's strongest
//! levels (5 and 6) and its analysis board play it: `fourchess uci --eval hce` starts with
//! the hand-written evaluation, `--net FILE` with another net, and `EvalFile`'s default is
//! the evaluation the engine started with. The other rule sets have no net.

use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;

use fourchess_core::{Game, Move, Position, Rules, Variant};
use fourchess_search::nnue::Net;
use fourchess_search::{Clock, Limits, Line, Options, SearchResult, Searcher, MATE, MATE_BOUND, MAX_MULTIPV};

use crate::args::{Args, CliResult};

/// `EvalFile`'s value for the net built into the binary.
const BUILT_IN: &str = "<built-in>";
/// `EvalFile`'s value for the hand-written evaluation.
const EMPTY: &str = "<empty>";

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
    /// Lines to report (`setoption name MultiPV`), 1..=[`MAX_MULTIPV`].
    multipv: u32,
    /// The Teams net (`setoption name EvalFile`); none: the hand-written evaluation.
    net: Option<Arc<Net>>,
    /// `EvalFile`'s default: the evaluation given on the command line (the built-in net
    /// unless `--eval hce` or `--net FILE`).
    eval_default: String,
    game: Game,
    /// The searcher lives on the search thread while a search runs.
    searcher: Option<Searcher>,
    running: Option<JoinHandle<Searcher>>,
    /// The running search is `go infinite`: it ends only when stopped.
    running_infinite: bool,
    stop: Arc<AtomicBool>,
}

pub fn run(args: &Args) -> CliResult<()> {
    let net = crate::evaluation(args, "", true)?;
    let eval_default = match (&net, args.value("net")) {
        (None, _) => EMPTY.to_string(),
        (Some(_), Some(file)) => file.to_string(),
        (Some(_), None) => BUILT_IN.to_string(),
    };
    let mut searcher = Searcher::new(32);
    searcher.set_net(net.clone());
    let mut engine = Engine {
        variant: Variant::Teams,
        hash_mb: 32,
        options: Options::default(),
        multipv: 1,
        net,
        eval_default,
        game: Game::new(Rules::new(Variant::Teams)),
        searcher: Some(searcher),
        running: None,
        running_infinite: false,
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
                say(&format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"));
                say(&format!("option name EvalFile type string default {}", engine.eval_default));
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

/// Every word after `value`, joined by spaces (a path or option list may hold spaces); empty
/// without one.
fn words_after_value(words: &[&str]) -> String {
    words.iter().position(|w| *w == "value").map_or(String::new(), |i| words[i + 1..].join(" "))
}

/// One line to the GUI; a closed pipe ends the engine quietly.
fn say(text: &str) {
    crate::output::out_line(format_args!("{text}"));
}

impl Engine {
    /// Waits for the running search to end; `go infinite` is stopped first (it would
    /// not end by itself).
    fn finish_search(&mut self) {
        if self.running_infinite {
            self.stop.store(true, Ordering::Relaxed);
            self.running_infinite = false;
        }
        if let Some(handle) = self.running.take() {
            self.searcher = Some(handle.join().unwrap_or_else(|_| self.new_searcher()));
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
                    self.searcher = Some(self.new_searcher());
                }
                Err(_) => say("info string Hash needs a number of megabytes"),
            },
            (Some(n), _) if n == "search" => {
                let text = words_after_value(words);
                match Options::parse(if text == "<empty>" { "" } else { &text }) {
                    Ok(options) => {
                        self.finish_search();
                        self.options = options;
                        self.searcher = Some(self.new_searcher());
                    }
                    Err(e) => say(&format!("info string {e}")),
                }
            }
            (Some(n), _) if n == "evalfile" => {
                let path = words_after_value(words);
                let net = match path.as_str() {
                    "" | EMPTY => Ok(None),
                    BUILT_IN => crate::built_in_net().map(Some),
                    file => crate::read_net(file).map(Some),
                };
                match net {
                    Ok(net) => {
                        self.finish_search();
                        self.net = net;
                        if let Some(s) = self.searcher.as_mut() {
                            s.set_net(self.net.clone());
                        }
                    }
                    // The evaluation in use stays; the GUI is told why.
                    Err(e) => say(&format!("info string EvalFile {e}")),
                }
            }
            (Some(n), Some(v)) if n == "multipv" => match v.parse::<i64>() {
                Ok(n) => {
                    let clamped = n.clamp(1, MAX_MULTIPV as i64) as u32;
                    if clamped as i64 != n {
                        say(&format!("info string MultiPV {n} is out of range 1..{MAX_MULTIPV}: using {clamped}"));
                    }
                    self.multipv = clamped;
                }
                Err(_) => say("info string MultiPV needs a number of lines"),
            },
            _ => say("info string unknown option"),
        }
    }

    /// A fresh searcher with the table's size, the search options and the net set so far.
    fn new_searcher(&self) -> Searcher {
        let mut s = Searcher::with_options(self.hash_mb, self.options);
        s.set_net(self.net.clone());
        s
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
        let mut searcher = self.searcher.take().unwrap_or_else(|| self.new_searcher());
        self.stop = Arc::new(AtomicBool::new(false));
        let clock = StopClock { start: Instant::now(), stop: Arc::clone(&self.stop) };
        let infinite = words.contains(&"infinite");
        self.running_infinite = infinite;
        let multipv = self.multipv;
        self.running = Some(std::thread::spawn(move || {
            let best = if multipv > 1 {
                let mut report = |lines: &[Line]| {
                    let ms = clock.elapsed_ms().max(1);
                    for line in lines {
                        say(&format!(
                            "info depth {} multipv {} score {} nodes {} nps {} time {ms} pv {}",
                            line.depth,
                            line.multipv,
                            score_text(line.score),
                            line.nodes,
                            line.nodes * 1000 / ms,
                            pv_text(&pos, &line.pv)
                        ));
                    }
                };
                searcher
                    .analyse(&pos, &history, &limits, &clock, multipv, &mut report)
                    .and_then(|lines| lines.first().map(|line| line.pv[0]))
            } else {
                let mut report = |r: &SearchResult| {
                    let ms = clock.elapsed_ms().max(1);
                    say(&format!(
                        "info depth {} score {} nodes {} nps {} time {ms} pv {}",
                        r.depth,
                        score_text(r.score),
                        r.nodes,
                        r.nodes * 1000 / ms,
                        pv_text(&pos, &r.pv)
                    ));
                };
                searcher.search_with_info(&pos, &history, &limits, &clock, &mut report).map(|result| result.best)
            };
            // `go infinite` answers only when stopped, even if the search ended itself.
            while infinite && !clock.stop_requested() {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            match best {
                Some(mv) => say(&format!("bestmove {}", pos.move_text(&mv))),
                None => say("bestmove (none)"),
            }
            searcher
        }));
    }
}

/// A line's moves in the engine's notation, separated by spaces.
fn pv_text(pos: &Position, pv: &[Move]) -> String {
    let mut p = pos.clone();
    let texts: Vec<String> = pv
        .iter()
        .map(|mv| {
            let text = p.move_text(mv);
            p.play_unchecked(mv);
            text
        })
        .collect();
    texts.join(" ")
}

fn score_text(score: i32) -> String {
    if score.abs() >= MATE_BOUND {
        let plies = MATE - score.abs();
        format!("mate {}", if score > 0 { plies } else { -plies })
    } else {
        format!("cp {score}")
    }
}
