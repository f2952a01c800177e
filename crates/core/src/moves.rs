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
}

impl Move {
    pub(crate) fn new(
        from: Square,
        to: Square,
        piece: Piece,
        captured: u8,
        kind: MoveKind,
    ) -> Move {
        Move {
            from,
            to,
            piece: piece.cell(),
            captured,
            promotion: 0,
            kind,
        }
    }

    /// The pass of a player who has no move.
    pub fn pass() -> Move {
        let nowhere = Square::at(0, 0);
        Move {
            from: nowhere,
            to: nowhere,
            piece: EMPTY,
            captured: EMPTY,
            promotion: 0,
            kind: MoveKind::Pass,
        }
    }

    pub(crate) fn with_promotion(mut self, promoted: Piece) -> Move {
        self.promotion = promoted.cell();
        self
    }

    /// The square the piece leaves (`None` for a pass).
    pub fn from(&self) -> Option<Square> {
        (!self.is_pass()).then_some(self.from)
    }

    /// The square the piece reaches; for castling, the king's square (`None` for a pass).
    pub fn to(&self) -> Option<Square> {
        (!self.is_pass()).then_some(self.to)
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
