//! Why a FEN4 text cannot be read: the field, and the reason as a value a reader can
//! tell apart from the others (its [`Fen4Reason::code`]) and put in its own words.

use core::fmt;

/// A FEN4 text that could not be read, naming the field and why.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Fen4Error {
    /// The field: `text`, `fields`, `turn`, `dead`, `castling (king side)`, `points`,
    /// `clock`, `board`, `extra`, `extra enPassant`, ...
    pub field: &'static str,
    /// What is wrong with it.
    pub reason: Fen4Reason,
}

/// What is wrong with a FEN4 field. Squares, seats and cells are given as written;
/// `rank` and `file` count from 0. Each variant says itself in its `Display` text below.
#[allow(missing_docs)]
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Fen4Reason {
    TooLong,
    FieldCount {
        found: usize,
    },
    NotAColour {
        letter: String,
        letters: String,
    },
    ValueCount {
        found: usize,
    },
    BadValue {
        value: String,
    },
    NotTurns {
        value: String,
    },
    NotANumber {
        value: String,
    },
    NotTargetPawn {
        value: String,
    },
    NotASquare {
        value: String,
    },
    /// The extra block's syntax: what was expected ("a list of squares", "{...}", ...).
    Expected {
        what: &'static str,
    },
    ExpectedAt {
        what: char,
        at: usize,
    },
    UnexpectedAt {
        at: usize,
    },
    NestedTooDeeply,
    UnclosedQuote,
    DieRange,
    TooManyDice,
    BadDice,
    CountRange,
    NotInReserve {
        letter: char,
    },
    TooManyWaiting,
    NoWaitingPawn {
        square: String,
    },
    NoPawn {
        square: String,
    },
    NoEnPassantPawn {
        seat: &'static str,
        square: String,
    },
    OffBoard {
        square: String,
    },
    TwoPieces {
        square: String,
    },
    TooManyKings {
        seat: &'static str,
        count: usize,
    },
    NoKing {
        seat: &'static str,
    },
    InertOutsideVerney,
    OutToMove {
        seat: &'static str,
    },
    RankCount {
        expected: usize,
        found: usize,
    },
    EmptyRun {
        rank: u8,
        file: u32,
    },
    CrossOnPlayable {
        rank: u8,
        file: u32,
    },
    NotAPiece {
        rank: u8,
        file: u32,
        cell: String,
    },
    UnknownLetter {
        rank: u8,
        file: u32,
        letter: char,
    },
    UnknownColour {
        rank: u8,
        file: u32,
        colour: char,
    },
    PieceOffBoard {
        rank: u8,
        file: u32,
        cell: String,
    },
    RankTooLong {
        rank: u8,
        size: u8,
    },
    RankLength {
        rank: u8,
        found: u32,
        size: u8,
    },
}

impl Fen4Reason {
    /// A stable name for the reason (the page translates by it).
    pub fn code(&self) -> &'static str {
        use Fen4Reason::*;
        match self {
            TooLong => "fen4-too-long",
            FieldCount { .. } => "fen4-field-count",
            NotAColour { .. } => "fen4-not-a-colour",
            ValueCount { .. } => "fen4-value-count",
            BadValue { .. } => "fen4-bad-value",
            NotTurns { .. } | NotANumber { .. } => "fen4-not-a-number",
            NotTargetPawn { .. } => "fen4-not-target-pawn",
            NotASquare { .. } => "fen4-not-a-square",
            Expected { .. } | ExpectedAt { .. } | UnexpectedAt { .. } | NestedTooDeeply | UnclosedQuote => {
                "fen4-syntax"
            }
            DieRange | TooManyDice | BadDice => "fen4-dice",
            CountRange => "fen4-count-range",
            NotInReserve { .. } => "fen4-not-in-reserve",
            TooManyWaiting | NoWaitingPawn { .. } => "fen4-waiting",
            NoPawn { .. } | NoEnPassantPawn { .. } => "fen4-no-pawn",
            OffBoard { .. } | PieceOffBoard { .. } => "fen4-off-board",
            TwoPieces { .. } => "fen4-two-pieces",
            TooManyKings { .. } => "fen4-kings",
            NoKing { .. } => "fen4-no-king",
            InertOutsideVerney => "fen4-inert",
            OutToMove { .. } => "fen4-out-to-move",
            RankCount { .. } => "fen4-rank-count",
            EmptyRun { .. }
            | CrossOnPlayable { .. }
            | NotAPiece { .. }
            | UnknownLetter { .. }
            | UnknownColour { .. } => "fen4-bad-cell",
            RankTooLong { .. } | RankLength { .. } => "fen4-rank-length",
        }
    }

    /// The values the message names, for a reader's own words: `(name, value)` pairs.
    pub fn details(&self) -> Vec<(&'static str, String)> {
        use Fen4Reason::*;
        let at = |rank: &u8, file: &u32| vec![("rank", (rank + 1).to_string()), ("file", (file + 1).to_string())];
        match self {
            FieldCount { found } | ValueCount { found } => vec![("found", found.to_string())],
            NotAColour { letter, letters } => vec![("letter", letter.clone()), ("letters", letters.clone())],
            BadValue { value }
            | NotTurns { value }
            | NotANumber { value }
            | NotTargetPawn { value }
            | NotASquare { value } => {
                vec![("value", value.clone())]
            }
            NotInReserve { letter } => vec![("letter", letter.to_string())],
            NoWaitingPawn { square } | NoPawn { square } | OffBoard { square } | TwoPieces { square } => {
                vec![("square", square.clone())]
            }
            NoEnPassantPawn { seat, square } => vec![("seat", seat.to_string()), ("square", square.clone())],
            TooManyKings { seat, count } => vec![("seat", seat.to_string()), ("count", count.to_string())],
            NoKing { seat } | OutToMove { seat } => vec![("seat", seat.to_string())],
            RankCount { expected, found } => vec![("expected", expected.to_string()), ("found", found.to_string())],
            EmptyRun { rank, file } | CrossOnPlayable { rank, file } => at(rank, file),
            NotAPiece { rank, file, cell } | PieceOffBoard { rank, file, cell } => {
                [at(rank, file), vec![("cell", cell.clone())]].concat()
            }
            UnknownLetter { rank, file, letter } => [at(rank, file), vec![("letter", letter.to_string())]].concat(),
            UnknownColour { rank, file, colour } => [at(rank, file), vec![("letter", colour.to_string())]].concat(),
            RankTooLong { rank, size } => vec![("rank", (rank + 1).to_string()), ("expected", size.to_string())],
            RankLength { rank, found, size } => {
                vec![("rank", (rank + 1).to_string()), ("found", found.to_string()), ("expected", size.to_string())]
            }
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for Fen4Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Fen4Reason::*;
        let at = |rank: &u8, file: &u32| format!("rank {}, file {}", rank + 1, file + 1);
        match self {
            TooLong => f.write_str("too long for a FEN4"),
            FieldCount { found } => write!(f, "expected 7 or 8 fields separated by '-', found {found}"),
            NotAColour { letter, letters } => write!(f, "'{letter}' is not a colour of this rule set ({letters})"),
            ValueCount { found } => write!(f, "expected 4 values, found {found}"),
            BadValue { value } => write!(f, "'{value}' is not a valid value"),
            NotTurns { value } => write!(f, "'{value}' is not a number of turns"),
            NotANumber { value } => write!(f, "'{value}' is not a number"),
            NotTargetPawn { value } => write!(f, "'{value}' is not target:pawn"),
            NotASquare { value } => write!(f, "'{value}' is not a square"),
            Expected { what } => write!(f, "expected {what}"),
            ExpectedAt { what, at } => write!(f, "expected '{what}' at character {at}"),
            UnexpectedAt { at } => write!(f, "unexpected character at {at}"),
            NestedTooDeeply => f.write_str("nested too deeply"),
            UnclosedQuote => f.write_str("unclosed quote"),
            DieRange => f.write_str("a die shows 1 to 6"),
            TooManyDice => f.write_str("at most three dice"),
            BadDice => f.write_str("at most three dice of 1 to 6"),
            CountRange => f.write_str("a count from 0 to 255"),
            NotInReserve { letter } => write!(f, "'{letter}' cannot be in a reserve"),
            TooManyWaiting => f.write_str("too many waiting pawns"),
            NoWaitingPawn { square } => write!(f, "no pawn waits on {square}"),
            NoPawn { square } => write!(f, "no pawn on {square}"),
            NoEnPassantPawn { seat, square } => write!(f, "no {seat} pawn on {square}"),
            OffBoard { square } => write!(f, "{square} is not on the board"),
            TwoPieces { square } => write!(f, "two pieces on {square}"),
            TooManyKings { seat, count } => write!(f, "{seat} has {count} kings"),
            NoKing { seat } => write!(f, "{seat} has no king"),
            InertOutsideVerney => f.write_str("only Verney's game has inert armies"),
            OutToMove { seat } => write!(f, "{seat} is out of the game and cannot be to move"),
            RankCount { expected, found } => write!(f, "expected {expected} ranks, found {found}"),
            EmptyRun { rank, file } => write!(f, "{}: a run of 0 empty squares", at(rank, file)),
            CrossOnPlayable { rank, file } => write!(f, "{}: 'x' on a playable square", at(rank, file)),
            NotAPiece { rank, file, cell } => write!(f, "{}: '{cell}' is not a piece", at(rank, file)),
            UnknownLetter { rank, file, letter } => write!(f, "{}: unknown piece letter '{letter}'", at(rank, file)),
            UnknownColour { rank, file, colour } => write!(f, "{}: unknown colour '{colour}'", at(rank, file)),
            PieceOffBoard { rank, file, cell } => write!(f, "{}: piece '{cell}' off the board", at(rank, file)),
            RankTooLong { rank, size } => write!(f, "rank {} has more than {size} squares", rank + 1),
            RankLength { rank, found, size } => write!(f, "rank {} has {found} squares, expected {size}", rank + 1),
        }
    }
}

impl fmt::Display for Fen4Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FEN4 {}: {}", self.field, self.reason)
    }
}

impl std::error::Error for Fen4Error {}

pub(crate) fn err(field: &'static str, reason: Fen4Reason) -> Fen4Error {
    Fen4Error { field, reason }
}
