//! Moves as text: chess.com's long algebraic form with its check and mate marks
//! (common.md), e.g. `h2-h3`, `Nj1-i3`, `Qg1xQn8+`, `O-O`, `b7xa8=Q`, `#`, `S`.

use core::fmt;

use crate::attack::{self, AttackerList};
use crate::moves::{Move, MoveKind};
use crate::piece::{Kind, Piece};
use crate::position::{Position, SeatState};
use crate::rules::fact;
use crate::seat::Seat;

/// Move text that names no legal move here.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct MoveTextError {
    /// The text as given (at most 40 characters of it).
    pub text: String,
    /// Why it is not a legal move.
    pub reason: MoveReason,
}

/// Why a move text names no legal move; each variant says itself in its `Display` text.
#[allow(missing_docs)]
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum MoveReason {
    TooLong,
    DieNotANumber,
    NoSuchDie {
        value: u8,
    },
    DiceForbid,
    PassNotAllowed,
    CastlingIllegal,
    NotLongAlgebraic,
    OffBoard,
    NoPiece,
    NotYourPiece,
    CannotMoveThere,
    WrongPiece {
        square: String,
        letter: char,
    },
    /// A move a caller found illegal without naming why.
    Illegal,
}

impl MoveReason {
    /// A stable name for the reason (the page translates by it).
    pub fn code(&self) -> &'static str {
        match self {
            MoveReason::TooLong => "move-too-long",
            MoveReason::DieNotANumber | MoveReason::NoSuchDie { .. } => "move-no-such-die",
            MoveReason::DiceForbid => "move-dice-forbid",
            MoveReason::PassNotAllowed => "move-pass-not-allowed",
            MoveReason::CastlingIllegal => "move-castling-illegal",
            MoveReason::NotLongAlgebraic => "move-not-a-move",
            MoveReason::OffBoard => "move-off-board",
            MoveReason::NoPiece => "move-no-piece",
            MoveReason::NotYourPiece => "move-not-your-piece",
            MoveReason::CannotMoveThere | MoveReason::Illegal => "move-illegal",
            MoveReason::WrongPiece { .. } => "move-wrong-piece",
        }
    }

    /// The values the message names, as `(name, value)` pairs.
    pub fn details(&self) -> Vec<(&'static str, String)> {
        match self {
            MoveReason::NoSuchDie { value } => vec![("value", value.to_string())],
            MoveReason::WrongPiece { square, letter } => {
                vec![("square", square.clone()), ("letter", letter.to_string())]
            }
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for MoveReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveReason::TooLong => f.write_str("too long to be a move"),
            MoveReason::DieNotANumber => f.write_str("a die is a number from 1 to 6"),
            MoveReason::NoSuchDie { value } => write!(f, "no unused die shows {value}"),
            MoveReason::DiceForbid => f.write_str("that is not an action the dice allow now"),
            MoveReason::PassNotAllowed => f.write_str("there is a legal move, so passing is not allowed"),
            MoveReason::CastlingIllegal => f.write_str("castling is not legal here"),
            MoveReason::NotLongAlgebraic => f.write_str("not a move in long algebraic form"),
            MoveReason::OffBoard => f.write_str("a square is not on the board"),
            MoveReason::NoPiece => f.write_str("there is no piece on the starting square"),
            MoveReason::NotYourPiece => f.write_str("that piece does not belong to the player to move"),
            MoveReason::CannotMoveThere => f.write_str("that piece cannot move there now"),
            MoveReason::WrongPiece { square, letter } => write!(f, "the piece on {square} is not a {letter}"),
            MoveReason::Illegal => f.write_str("not a legal move here"),
        }
    }
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for MoveTextError {}

/// The letter of a piece in move text (pawns have none; a one-point queen is `D`
/// only when promoted to, and moves as `Q`).
fn piece_letter(piece: Piece) -> Option<char> {
    (piece.kind() != Kind::Pawn).then(|| piece.kind().letter())
}

impl Position {
    /// The move's text without marks, e.g. `Qg1xQn8`, `O-O`, `b7xa8=Q`.
    /// A pass is `#` for a mated (or inert) player and `S` otherwise.
    /// In Chaturanga the die comes first: `3:Nb1-c3`, `6:pass`, `6:discard`.
    pub fn move_text(&self, mv: &Move) -> String {
        match mv.kind {
            MoveKind::Pass => {
                let seat = self.to_move;
                let mated = self.states[seat] == SeatState::Inert || self.in_check(seat);
                if mated { "#" } else { "S" }.to_string()
            }
            MoveKind::CastleShort => "O-O".to_string(),
            MoveKind::CastleLong => "O-O-O".to_string(),
            MoveKind::PassDie => format!("{}:pass", mv.die),
            MoveKind::Discard => format!("{}:discard", mv.die),
            MoveKind::Roll => "@".to_string(),
            _ if mv.die != 0 => format!("{}:{}", mv.die, Self::piece_move_text(mv)),
            _ => Self::piece_move_text(mv),
        }
    }

    /// `[Piece]from(-|x[Captured])to[=Promotion]`.
    fn piece_move_text(mv: &Move) -> String {
        let mut out = String::new();
        if let Some(letter) = mv.piece().and_then(piece_letter) {
            out.push(letter);
        }
        out.push_str(&mv.from.to_string());
        match mv.captured() {
            Some(victim) => {
                out.push('x');
                if let Some(letter) = piece_letter(victim) {
                    out.push(letter);
                }
            }
            None => out.push('-'),
        }
        out.push_str(&mv.to.to_string());
        if let Some(promoted) = mv.promotion() {
            out.push('=');
            out.push(if promoted.is_one_point() { 'D' } else { promoted.kind().letter() });
        }
        out
    }

    /// The marks a move earns (common.md): one `+` for each king newly attacked after
    /// it, one `#` for each player it puts out of the game.
    pub(crate) fn marks(&self, mv: &Move, after: &Position) -> String {
        // Chaturanga knows no check; its actions carry no marks.
        if !mv.moves_a_piece() || !fact!(self.rules.variant(), has_check) {
            return String::new();
        }
        let mut checks = 0;
        let mut eliminated = 0;
        for seat in Seat::ALL {
            let out_before = matches!(self.states[seat], SeatState::Eliminated);
            let out_after = matches!(after.states[seat], SeatState::Eliminated)
                || (self.kings[seat].is_some() && after.kings[seat].is_none());
            if !out_before && out_after && seat != self.to_move {
                eliminated += 1;
            }
            if out_before {
                continue;
            }
            // A king mated by the move has turned grey but still gets its `+`.
            let greyed_king = self.kings[seat].filter(|k| after.board[k.index()] & 7 == Kind::King as u8);
            let Some(king) = after.kings[seat].or(greyed_king) else {
                continue;
            };
            let before_attackers = match self.kings[seat] {
                Some(k) => attack::attackers(&self.board, k, self.hostile_mask(seat)),
                None => AttackerList::default(),
            };
            let now = attack::attackers(&after.board, king, after.hostile_mask(seat));
            let king_moved = self.kings[seat] != Some(king);
            let is_new = now.iter().any(|sq| king_moved || !before_attackers.contains(self.identity_before(mv, sq)));
            if is_new && !now.is_empty() {
                checks += 1;
            }
        }
        "+".repeat(checks) + &"#".repeat(eliminated)
    }

    /// The square a piece standing on `sq` after `mv` stood on before it.
    fn identity_before(&self, mv: &Move, sq: crate::geometry::Square) -> crate::geometry::Square {
        if sq == mv.to {
            return mv.from;
        }
        if matches!(mv.kind, MoveKind::CastleShort | MoveKind::CastleLong) {
            let step = (mv.to.index() as i16 - mv.from.index() as i16) / 2;
            if sq == mv.from.offset(step) {
                let distance = if mv.kind == MoveKind::CastleShort { 3 } else { 4 };
                return mv.from.offset(step * distance);
            }
        }
        sq
    }

    /// Finds the legal move a text names. Accepts chess.com's form with or without
    /// piece letters, captured-piece letters and marks, and plain `e2e4`.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let fail = |reason: MoveReason| MoveTextError { text: text.chars().take(40).collect(), reason };
        if text.len() > 40 {
            return Err(fail(MoveReason::TooLong));
        }
        let mut core = strip_marks(text.trim());
        let legal = self.legal_moves();
        let mut die = None;
        if let Some((value, rest)) = core.split_once(':') {
            let value: u8 = value.trim().parse().map_err(|_| fail(MoveReason::DieNotANumber))?;
            if !self.chaturanga.dice.values().contains(&value) {
                return Err(fail(MoveReason::NoSuchDie { value }));
            }
            die = Some(value);
            core = rest.trim();
            let kind = match core {
                "pass" | "-" => Some(MoveKind::PassDie),
                "discard" => Some(MoveKind::Discard),
                _ => None,
            };
            if let Some(kind) = kind {
                return legal
                    .iter()
                    .find(|m| m.kind == kind && m.die == value)
                    .copied()
                    .ok_or_else(|| fail(MoveReason::DiceForbid));
            }
        }
        // `0000` is the engine protocols' null move.
        if core.is_empty() || core == "-" || core == "0000" {
            return legal.iter().find(|m| m.is_pass()).copied().ok_or_else(|| fail(MoveReason::PassNotAllowed));
        }
        let castle = match core.replace('0', "O").as_str() {
            "O-O" => Some(MoveKind::CastleShort),
            "O-O-O" => Some(MoveKind::CastleLong),
            _ => None,
        };
        if let Some(kind) = castle {
            return legal.iter().find(|m| m.kind == kind).copied().ok_or_else(|| fail(MoveReason::CastlingIllegal));
        }
        let parsed = MoveParts::parse(core).ok_or_else(|| fail(MoveReason::NotLongAlgebraic))?;
        let shape = self.shape();
        if !shape.contains(parsed.from) || !shape.contains(parsed.to) {
            return Err(fail(MoveReason::OffBoard));
        }
        let candidates = legal.iter().filter(|m| {
            m.moves_a_piece() && m.from == parsed.from && m.to == parsed.to && die.is_none_or(|d| m.die == d)
        });
        let candidates: Vec<&Move> = candidates.collect();
        let found = match parsed.promotion {
            Some(letter) => candidates.iter().find(|m| {
                m.promotion().is_some_and(|p| p.kind().letter() == letter || (letter == 'D' && p.kind() == Kind::Queen))
            }),
            // Without a promotion letter, a promotion is to a queen (or the first choice
            // where there is no queen, as in Chaturanga).
            None => {
                candidates.iter().find(|m| m.promotion().is_none_or(|p| p.kind() == Kind::Queen)).or(candidates.first())
            }
        };
        let mv = found.map(|m| **m).ok_or_else(|| {
            fail(match self.piece_at(parsed.from) {
                None => MoveReason::NoPiece,
                Some(p) if p.seat() != Some(self.to_move) => MoveReason::NotYourPiece,
                Some(_) => MoveReason::CannotMoveThere,
            })
        })?;
        if let Some(letter) = parsed.piece {
            let actual = mv.piece().map(|p| p.kind().letter()).unwrap_or('P');
            if letter != actual {
                return Err(fail(MoveReason::WrongPiece { square: parsed.from.to_string(), letter }));
            }
        }
        Ok(mv)
    }
}

/// Removes trailing check and mate marks and a turn mark (`S`, `R`, `T`).
pub(crate) fn strip_marks(text: &str) -> &str {
    let mut t = text.trim_end_matches(['+', '#']);
    if matches!(t, "S" | "R" | "T") {
        return "";
    }
    if t.len() >= 2 && t.ends_with(['S', 'R', 'T']) && !t[..t.len() - 1].ends_with('=') {
        t = t[..t.len() - 1].trim_end_matches(['+', '#']);
    }
    t
}

/// The marks at the end of a move text (`+`, `#`), in order, without a turn mark.
pub(crate) fn marks_of(text: &str) -> String {
    let core = strip_marks(text);
    let rest = &text[core.len()..];
    rest.chars().filter(|c| matches!(c, '+' | '#')).collect()
}

struct MoveParts {
    piece: Option<char>,
    from: crate::geometry::Square,
    to: crate::geometry::Square,
    promotion: Option<char>,
}

impl MoveParts {
    fn parse(text: &str) -> Option<MoveParts> {
        let mut rest = text;
        let mut piece = None;
        if let Some(c) = rest.chars().next().filter(|c| "KQRBNSD".contains(*c)) {
            piece = Some(if c == 'D' { 'Q' } else { c });
            rest = &rest[1..];
        }
        let (from, after) = split_square(rest)?;
        rest = after;
        if let Some(r) = rest.strip_prefix('-') {
            rest = r;
        } else if let Some(r) = rest.strip_prefix('x') {
            rest = r.strip_prefix(|c: char| "KQRBNSDP".contains(c)).unwrap_or(r);
        }
        let (to, after) = split_square(rest)?;
        rest = after;
        let promotion = match rest {
            "" => None,
            r => {
                let letter = r.strip_prefix('=').unwrap_or(r);
                let mut chars = letter.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if "QRBNSKD".contains(c) => Some(c),
                    _ => return None,
                }
            }
        };
        Some(MoveParts { piece, from, to, promotion })
    }
}

/// Splits a leading square name (`e2`, `n14`) off a text.
fn split_square(text: &str) -> Option<(crate::geometry::Square, &str)> {
    let bytes = text.as_bytes();
    if bytes.is_empty() || !bytes[0].is_ascii_lowercase() {
        return None;
    }
    let digits = bytes[1..].iter().take(2).take_while(|b| b.is_ascii_digit()).count();
    let mut len = 1 + digits;
    // "a1" followed by a digit belongs to the square only if it stays a real rank.
    while len > 1 {
        if let Some(sq) = crate::geometry::Square::parse(&text[..len]) {
            return Some((sq, &text[len..]));
        }
        len -= 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_split_from_moves() {
        assert_eq!(strip_marks("Qj8-j2+#"), "Qj8-j2");
        assert_eq!(strip_marks("Rh4xKh12#S"), "Rh4xKh12");
        assert_eq!(strip_marks("Kc7-b7T"), "Kc7-b7");
        assert_eq!(strip_marks("h10-h11=R"), "h10-h11=R");
        assert_eq!(strip_marks("h10-h11=R+"), "h10-h11=R");
        assert_eq!(marks_of("Qg1xQn8++"), "++");
        assert_eq!(marks_of("Rh4xKh12#S"), "#");
        assert_eq!(strip_marks("R#"), "");
        assert_eq!(strip_marks("T"), "");
    }
}
