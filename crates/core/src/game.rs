//! A game: the start position, the moves played and the positions they led to.
//! Undo pops a position (copy-make), so it restores everything exactly.

use core::fmt;

use crate::dice::RollError;
use crate::fen4::Fen4Error;
use crate::movegen::MoveList;
use crate::moves::Move;
use crate::notation::MoveTextError;
use crate::outcome::{Outcome, Reason};
use crate::position::{Position, SeatState};
use crate::rules::Rules;
use crate::seat::Seat;
use crate::variant::{add_move_points, dispatch, PointSources, RuleSet};

/// A move as it was played, with its text and marks.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub seat: Seat,
    /// Long algebraic text with marks, e.g. `Qg1xQn8+`.
    pub text: String,
}

/// Why a move or action was refused. The game is unchanged.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    Illegal(MoveTextError),
    /// The seat named is out of the game (it cannot resign or time out).
    NotInGame {
        /// The seat's name in its rule set.
        seat: &'static str,
    },
    /// Chaturanga: a roll that cannot be taken now.
    Dice(RollError),
    /// A record's roll is not written `@1-3`.
    RollText,
    /// A record's `+`/`#` marks differ from the engine's for its move.
    Marks {
        /// The marks the record wrote.
        record: String,
        /// The marks the engine gives the move.
        engine: String,
    },
}

impl PlayError {
    /// A stable name for the reason (the page translates by it).
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::GameOver(_) => "play-game-over",
            PlayError::Illegal(e) => e.reason.code(),
            PlayError::NotInGame { .. } => "play-not-in-game",
            PlayError::Dice(e) => e.code(),
            PlayError::RollText => "play-roll-text",
            PlayError::Marks { .. } => "play-marks",
        }
    }

    /// The values the message names, as `(name, value)` pairs.
    pub fn details(&self) -> Vec<(&'static str, String)> {
        match self {
            PlayError::GameOver(o) => vec![("reason", o.reason.id().to_string())],
            PlayError::Illegal(e) => [vec![("move", e.text.clone())], e.reason.details()].concat(),
            PlayError::NotInGame { seat } => vec![("seat", seat.to_string())],
            PlayError::Dice(RollError::Count { wanted, got }) => {
                vec![("expected", wanted.to_string()), ("found", got.to_string())]
            }
            PlayError::Marks { record, engine } => vec![("record", record.clone()), ("engine", engine.clone())],
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({})", o.reason.describe()),
            PlayError::Illegal(e) => e.fmt(f),
            PlayError::NotInGame { seat } => write!(f, "{seat} is not in the game"),
            PlayError::Dice(e) => e.fmt(f),
            PlayError::RollText => f.write_str("a roll is written @1-3"),
            PlayError::Marks { record, engine } => {
                write!(f, "the record marks '{record}' but the engine marks '{engine}'")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// An ending decided outside the board: a resignation or a timeout in a team game,
/// recorded as the move list's entry `ply` (1-based: the entry is `moves[ply - 1]`).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
struct Concession {
    seat: Seat,
    reason: Reason,
    ply: usize,
}

/// What a game's record says beside its moves, kept with the game so that its record
/// (PGN4) is whole wherever the game goes: a record's tags, its introduction, the
/// comment after each move (clock readings), and its variations (side lines).
#[derive(Clone, Default, Eq, PartialEq, Debug)]
pub struct RecordNotes {
    /// Tags other than those the game writes from itself (players, event, time control...).
    pub tags: Vec<(String, String)>,
    /// The comment before the first move.
    pub intro: Option<String>,
    /// The comment after each move: `comments[i]` for move `i` (none past its end).
    pub comments: Vec<Option<String>>,
    /// Side lines of the main line, in the order written (several may share a move).
    pub variations: Vec<Variation>,
}

/// A side line: moves played instead of move `at` of its parent line, from the position
/// before it. The parent line of a top-level variation is the game's main line, of a
/// nested one the enclosing variation's `moves`. Every move is legal where it stands
/// (the record's reader and [`Game::set_variations`] check it), and `moves` are the
/// engine's texts (as the main line's: `Qb9xf13+` however the record spelt it).
/// Variations keep no comments (a record's comments inside `( ... )` are dropped).
#[derive(Clone, Default, Eq, PartialEq, Debug)]
pub struct Variation {
    /// The 0-based index, in the parent line, of the move this one replaces.
    pub at: usize,
    /// The moves (move-list entries), from the position before the parent's move `at`.
    pub moves: Vec<String>,
    /// Side lines of this one (their `at` indexes `moves`).
    pub variations: Vec<Variation>,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<PlayedMove>,
    concession: Option<Concession>,
    notes: RecordNotes,
}

impl Game {
    /// A new game from the start position of the rules.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A game starting from any position.
    pub fn from_position(position: Position) -> Game {
        Game { positions: vec![position], moves: Vec::new(), concession: None, notes: RecordNotes::default() }
    }

    /// A game starting from a FEN4 position.
    pub fn from_fen4(rules: Rules, fen4: &str) -> Result<Game, Fen4Error> {
        Position::from_fen4(rules, fen4).map(Game::from_position)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or_else(|| unreachable!("a game always has its start position"))
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after the first `ply` moves (clamped to the game's length).
    pub fn position_at(&self, ply: usize) -> &Position {
        &self.positions[ply.min(self.moves.len())]
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        self.position().rules()
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The legal moves now; none when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome().is_some() {
            return MoveList::new();
        }
        self.position().legal_moves()
    }

    /// How the game ended, if it did: by the rules of the position, by repetition, by
    /// the move limit, or by a resignation.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(c) = self.concession {
            return Some(Outcome::team_wins(c.seat.team().other(), c.reason));
        }
        let pos = self.position();
        if let Some(outcome) = pos.outcome() {
            return Some(outcome);
        }
        if pos.variant().facts().repetition_draws && self.repetitions() >= 3 {
            return Some(self.drawn(Reason::Repetition));
        }
        if pos.rules().move_limit.is_some_and(|limit| self.moves.len() as u64 >= limit as u64) {
            return Some(self.drawn(Reason::MoveLimit));
        }
        None
    }

    /// A drawn ending, as the rule set scores it (Free-for-all: points decide).
    fn drawn(&self, reason: Reason) -> Outcome {
        let pos = self.position();
        dispatch!(pos.variant(), R => R::drawn(pos, reason))
    }

    /// How often the current position has occurred (same placement, turn and state).
    pub fn repetitions(&self) -> usize {
        let hash = self.position().hash();
        let clock = self.position().clock() as usize;
        // Only positions since the last capture or pawn move can repeat.
        self.positions.iter().rev().take(clock + 1).filter(|p| p.hash() == hash).count()
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<&PlayedMove, PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let before = self.position();
        if !before.legal_moves().contains(&mv) {
            return Err(PlayError::Illegal(MoveTextError {
                text: before.move_text(&mv),
                reason: crate::notation::MoveReason::Illegal,
            }));
        }
        Ok(self.push(mv))
    }

    /// Plays a move given as text (`e2-e3`, `Nj1-i3`, `Qg1xQn8+`, `O-O`, `e2e3`, `-` to pass).
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let mv = self.position().parse_move(text).map_err(PlayError::Illegal)?;
        Ok(self.push(mv))
    }

    /// Chaturanga: the player to move rolls these dice (values 1 to 6).
    pub fn roll(&mut self, values: &[u8]) -> Result<(), PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let before = self.position();
        let seat = before.to_move();
        let mut after = before.clone();
        after.roll(values).map_err(PlayError::Dice)?;
        let text = format!("@{}", values.iter().map(u8::to_string).collect::<Vec<_>>().join("-"));
        self.positions.push(after);
        self.moves.push(PlayedMove { mv: Move::roll(), seat, text });
        Ok(())
    }

    fn push(&mut self, mv: Move) -> &PlayedMove {
        let before = self.position();
        let seat = before.to_move();
        let mut after = before.clone();
        after.play_unchecked(&mv);
        let text = before.move_text(&mv) + &before.marks(&mv, &after);
        self.positions.push(after);
        self.moves.push(PlayedMove { mv, seat, text });
        self.moves.last().unwrap_or_else(|| unreachable!())
    }

    /// What the record says beside the moves (tags, introduction, comments).
    pub fn notes(&self) -> &RecordNotes {
        &self.notes
    }

    pub(crate) fn notes_mut(&mut self) -> &mut RecordNotes {
        &mut self.notes
    }

    /// The record's tags (those the game writes from itself are left out when written).
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        self.notes.tags = tags;
    }

    /// The record's comment before the first move.
    pub fn set_intro(&mut self, intro: Option<String>) {
        self.notes.intro = intro;
    }

    /// The comment after the last move (a clock reading); nothing before the first move.
    pub fn comment_last(&mut self, comment: String) {
        let Some(last) = self.moves.len().checked_sub(1) else { return };
        self.notes.comments.resize(self.moves.len(), None);
        self.notes.comments[last] = Some(comment);
    }

    /// Takes back the last move (or a resignation or timeout) with its comment and its
    /// variations; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let played = self.moves.pop()?;
        self.notes.comments.truncate(self.moves.len());
        self.notes.variations.retain(|v| v.at < self.moves.len());
        self.positions.pop();
        if self.concession.is_some_and(|c| c.ply > self.moves.len()) {
            self.concession = None;
        }
        Some(played.mv)
    }

    /// Takes back every move after the first `ply` (nothing when the game is shorter).
    pub fn undo_to(&mut self, ply: usize) {
        while self.moves.len() > ply && self.undo().is_some() {}
    }

    /// The game as it stood after its first `ply` moves (a copy; `self` is unchanged).
    pub fn truncated(&self, ply: usize) -> Game {
        let mut game = self.without_notes(ply);
        game.notes = self.notes.clone();
        game.notes.comments.truncate(game.moves.len());
        game.notes.variations.retain(|v| v.at < game.moves.len());
        game
    }

    /// [`Game::truncated`] without the record's notes (copies only the first `ply` moves).
    pub(crate) fn without_notes(&self, ply: usize) -> Game {
        let ply = ply.min(self.moves.len());
        Game {
            positions: self.positions[..=ply].to_vec(),
            moves: self.moves[..ply].to_vec(),
            concession: self.concession.filter(|c| c.ply <= ply),
            notes: RecordNotes::default(),
        }
    }

    /// A player resigns (`Reason::Resignation`) or runs out of time (`Reason::Timeout`).
    /// In team games his team loses at once; in Free-for-all he is out and his army
    /// turns grey (his king keeps walking under "dead king walking"). Either way the
    /// move list gains an entry `R` or `T` of his, so a record replays it in its place.
    pub fn concede(&mut self, seat: Seat, reason: Reason) -> Result<(), PlayError> {
        self.concede_with(seat, reason, true)
    }

    /// A Free-for-all resignation written attached to a move (`Kc7-b7T`): the walking
    /// king still makes that move in the same turn.
    pub(crate) fn concede_keeping_turn(&mut self, seat: Seat, reason: Reason) -> Result<(), PlayError> {
        self.concede_with(seat, reason, false)
    }

    fn concede_with(&mut self, seat: Seat, reason: Reason, consumes_turn: bool) -> Result<(), PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let pos = self.position();
        if !matches!(pos.state(seat), SeatState::Live | SeatState::Inert) {
            return Err(PlayError::NotInGame { seat: pos.variant().seat_names()[seat.index()] });
        }
        let mut after = pos.clone();
        let text = if reason == Reason::Timeout { "T" } else { "R" };
        if !pos.variant().is_team_game() {
            after.concede_ffa(seat, consumes_turn);
        } else {
            self.concession = Some(Concession { seat, reason, ply: self.moves.len() + 1 });
        }
        self.positions.push(after);
        self.moves.push(PlayedMove { mv: Move::pass(), seat, text: text.to_string() });
        Ok(())
    }

    /// Premoves: the position `seat` would face if its turn came now, after its own
    /// `queued` moves (each a move text, played as if the others passed), with its moves
    /// there. Queued moves that would be illegal there end the chain. Nothing in
    /// Chaturanga (the dice decide) or once the game is over. For showing only: the
    /// page plays a premove when the turn comes, and only if it is legal then.
    pub fn premove_options(&self, seat: Seat, queued: &[String]) -> (Position, MoveList) {
        let mut pos = self.position().with_turn(seat);
        if self.outcome().is_some() || pos.variant().facts().uses_dice {
            return (pos, MoveList::new());
        }
        for text in queued {
            let Ok(mv) = pos.parse_move(text) else { break };
            pos.play_unchecked(&mv);
            pos = pos.with_turn(seat);
        }
        let moves = pos.legal_moves();
        (pos, moves)
    }

    /// The seat that resigned or timed out in a team game, if any.
    pub fn conceded_by(&self) -> Option<Seat> {
        self.concession.map(|c| c.seat)
    }

    /// The position as FEN4.
    pub fn to_fen4(&self) -> String {
        self.position().to_fen4()
    }
}

impl Game {
    /// Each seat's Free-for-all points by source (all zero in the other rule sets); the
    /// rule is Free-for-all's (`variant/ffa.rs`), this walks the game's moves.
    pub fn point_sources(&self) -> [PointSources; 4] {
        let mut out = [PointSources::default(); 4];
        for (ply, played) in self.moves().iter().enumerate() {
            let (before, after) = (self.position_at(ply), self.position_at(ply + 1));
            add_move_points(&mut out[played.seat.index()], before, after, played.seat, &played.mv);
        }
        if let Some(outcome) = self.outcome() {
            let last = self.position();
            for seat in Seat::ALL {
                out[seat.index()].ending = outcome.points[seat.index()] - last.points(seat);
            }
        }
        out
    }
}
