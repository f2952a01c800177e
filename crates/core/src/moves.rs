//! Moves: a compact value with enough to print it and to apply it.

use crate::geometry::Square;
use crate::piece::{Kind, Piece, EMPTY};

/// What is special about a move.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
#[repr(u8)]
pub enum MoveKind {
    /// A plain move or capture (promotions included).
    Normal,
    /// A pawn's first move of two squares.
    DoubleStep,
    /// Verney: a pawn leaps over its partner's pawn.
    Leap,
    /// Vierschach: a pawn captures en passant.
    EnPassant,
    /// Castling with the rook three squares from the king (`O-O`).
    CastleShort,
    /// Castling with the rook four squares from the king (`O-O-O`).
    CastleLong,
    /// The player to move has no move and passes (or, mated, lets his turn go).
    Pass,
    /// Chaturanga: the player lets one die go unused.
    PassDie,
    /// Chaturanga with three dice: the player sets one die aside (his first action).
    Discard,
    /// Chaturanga: the dice are rolled (an input from outside, never generated).
    Roll,
}

/// A move of the player to move. Built by move generation or parsed from text
/// against a position; [`crate::Position::play`] checks it is legal.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) piece: u8,
    pub(crate) captured: u8,
    pub(crate) promotion: u8,
    pub(crate) kind: MoveKind,
    /// Chaturanga: the value of the die this action uses (0 elsewhere).
    pub(crate) die: u8,
}

impl Move {
    pub(crate) fn new(from: Square, to: Square, piece: Piece, captured: u8, kind: MoveKind) -> Move {
        Move { from, to, piece: piece.cell(), captured, promotion: 0, kind, die: 0 }
    }

    /// A Chaturanga action that uses or sets aside a die without moving.
    pub(crate) fn die_action(kind: MoveKind, die: u8) -> Move {
        Move { die, ..Move::non_move(kind) }
    }

    fn non_move(kind: MoveKind) -> Move {
        let nowhere = Square::at(0, 0);
        Move { from: nowhere, to: nowhere, piece: EMPTY, captured: EMPTY, promotion: 0, kind, die: 0 }
    }

    pub(crate) fn with_die(mut self, die: u8) -> Move {
        self.die = die;
        self
    }

    /// The die a Chaturanga action uses, if any.
    pub fn die(&self) -> Option<u8> {
        (self.die != 0).then_some(self.die)
    }

    /// The pass of a player who has no move.
    pub fn pass() -> Move {
        Move::non_move(MoveKind::Pass)
    }

    /// The record of a roll of the dice (the values live in the game's move text).
    pub fn roll() -> Move {
        Move::non_move(MoveKind::Roll)
    }

    pub(crate) fn with_promotion(mut self, promoted: Piece) -> Move {
        self.promotion = promoted.cell();
        self
    }

    /// The square the piece leaves (`None` for a pass or a dice action).
    pub fn from(&self) -> Option<Square> {
        self.moves_a_piece().then_some(self.from)
    }

    /// The square the piece reaches; for castling, the king's square.
    pub fn to(&self) -> Option<Square> {
        self.moves_a_piece().then_some(self.to)
    }

    /// Whether a piece moves (not a pass, a die passed or set aside, or a roll).
    pub fn moves_a_piece(&self) -> bool {
        self.piece != EMPTY
    }

    /// The piece that moves.
    pub fn piece(&self) -> Option<Piece> {
        (self.piece != EMPTY).then(|| Piece::from_cell(self.piece))
    }

    /// The piece captured on the target square (for en passant: the pawn taken).
    pub fn captured(&self) -> Option<Piece> {
        (self.captured != EMPTY).then(|| Piece::from_cell(self.captured))
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != EMPTY
    }

    /// The piece a pawn becomes, if it promotes.
    pub fn promotion(&self) -> Option<Piece> {
        (self.promotion != EMPTY).then(|| Piece::from_cell(self.promotion))
    }

    /// The kind a pawn becomes, if it promotes.
    pub fn promotion_kind(&self) -> Option<Kind> {
        self.promotion().map(|p| p.kind())
    }

    /// What is special about the move.
    pub fn kind(&self) -> MoveKind {
        self.kind
    }

    /// Whether this is a pass.
    pub fn is_pass(&self) -> bool {
        self.kind == MoveKind::Pass
    }
}
