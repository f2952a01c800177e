//! Another engine as a match opponent, spoken to over the UCI-like protocol of
//! four-player engines: `position fen <FEN4> moves ...`, `go movetime <ms>`,
//! answered by `bestmove <move>`. One process per game.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use fourchess_core::Move;

/// How long past its move time an engine may take before it loses the game.
const GRACE: Duration = Duration::from_secs(5);

pub struct ExternalEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl ExternalEngine {
    /// Starts `command` through the shell and waits for its `uciok`.
    pub fn start(command: &str) -> Result<ExternalEngine, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("engine '{command}': {e}"))?;
        let stdin = child.stdin.take().ok_or("engine has no input")?;
        let stdout = child.stdout.take().ok_or("engine has no output")?;
        let (sender, lines) = mpsc::channel();
        // A reader thread, so that waiting for an answer can time out.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = ExternalEngine { child, stdin, lines };
        engine.send("uci")?;
        engine.wait_for("uciok", Duration::from_secs(10))?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).map_err(|e| format!("engine input: {e}"))
    }

    /// Reads lines until one starts with `prefix`; returns that line.
    fn wait_for(&mut self, prefix: &str, timeout: Duration) -> Result<String, String> {
        self.wait_for_line(prefix, timeout).map_err(|failure| failure.to_string())
    }

    /// [`ExternalEngine::wait_for`], telling why it failed: no answer in time, the
    /// process gone, or the engine refusing the position ("Invalid move").
    fn wait_for_line(&mut self, prefix: &str, timeout: Duration) -> Result<String, Failure> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.trim_start().starts_with(prefix) => return Ok(line),
                // Its board is not ours any more: every later answer would be for another game.
                Ok(line) if line.to_ascii_lowercase().contains("invalid move") => {
                    return Err(Failure::RefusedPosition(line.trim().chars().take(80).collect()))
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(Failure::NoMove),
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Quit),
            }
        }
    }

    /// Tells the engine the rule set (`setoption name Variant value ffa`).
    pub fn set_variant(&mut self, id: &str) -> Result<(), String> {
        self.send(&format!("setoption name Variant value {id}"))
    }

    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok", Duration::from_secs(10)).map(drop)
    }

    /// The engine's move text for the position `start` + `moves`, thinking `movetime_ms`.
    pub fn best_move(&mut self, start: &str, moves: &[String], movetime_ms: u64) -> Result<String, Failure> {
        let mut position = format!("position fen {start}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position).map_err(|_| Failure::Quit)?;
        self.send(&format!("go movetime {movetime_ms}")).map_err(|_| Failure::Quit)?;
        let line = self.wait_for_line("bestmove", Duration::from_millis(movetime_ms) + GRACE)?;
        line.split_whitespace().nth(1).map(String::from).ok_or_else(|| Failure::BadAnswer(line.trim().to_string()))
    }
}

/// Why another engine gave no usable move. Such a game is no played game: the match
/// leaves it out of the score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No `bestmove` within the move time and the grace period.
    NoMove,
    /// The process ended or closed its output.
    Quit,
    /// A `bestmove` line without a move.
    BadAnswer(String),
    /// It refused the position it was sent (a move legal in our rules, not in its own).
    RefusedPosition(String),
    /// Its move is not legal in our rules.
    Illegal(String),
}

impl Failure {
    /// The summary's word for this kind of failure.
    pub fn kind(&self) -> &'static str {
        match self {
            Failure::NoMove => "no move in time",
            Failure::Quit => "crashed",
            Failure::BadAnswer(_) => "bad answer",
            Failure::RefusedPosition(_) => "rules differ",
            Failure::Illegal(_) => "illegal move",
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::NoMove => f.write_str("engine sent no 'bestmove' in time"),
            Failure::Quit => f.write_str("engine quit"),
            Failure::BadAnswer(line) => write!(f, "engine answered '{line}'"),
            Failure::RefusedPosition(line) => write!(f, "engine refused the position: '{line}'"),
            Failure::Illegal(why) => write!(f, "illegal move: {why}"),
        }
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A move as plain squares, the form every such engine reads: `h2-h3`, `g2-h3`,
/// castling as the king's move (`h1-j1`), `e10-e11=Q`.
pub fn coordinate_text(mv: &Move) -> String {
    let (Some(from), Some(to)) = (mv.from(), mv.to()) else { return "0000".to_string() };
    match mv.promotion_kind() {
        Some(kind) => format!("{from}-{to}={}", kind.letter()),
        None => format!("{from}-{to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fourchess_core::{Position, Rules, Variant};
    use fourchess_search::Rng;

    /// Every legal move's plain-square text reads back as that move (castling,
    /// promotions, captures, Verney's leaps and passes as `0000`), over random Teams,
    /// Free-for-all and Verney games.
    #[test]
    fn coordinate_texts_read_back() {
        let mut rng = Rng::new(5);
        let (mut checked, mut passes) = (0, 0);
        for variant in [Variant::Teams, Variant::FreeForAll, Variant::Verney] {
            for _ in 0..30 {
                let mut pos = Position::start(Rules::new(variant));
                for _ in 0..200 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for mv in moves.iter() {
                        let text = coordinate_text(mv);
                        assert_eq!(pos.parse_move(&text).as_ref(), Ok(mv), "{text} in {}", pos.to_fen4());
                        checked += 1;
                        passes += usize::from(mv.is_pass());
                    }
                    pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
                }
            }
        }
        assert!(checked > 100_000 && passes > 0, "only {checked} moves, {passes} passes");
    }
}
