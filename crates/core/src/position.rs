//! The position: placement, whose turn, the seats' states and the rest of the state
//! a rule set needs. Positions are small plain values; `play` changes one in place,
//! and callers keep copies to go back (copy-make), which makes undo exact by design.

use arrayvec::ArrayVec;

use crate::attack::{self, Board};
use crate::dice::Dice;
use crate::geometry::{Shape, Square, GRID_CELLS};
use crate::piece::{Kind, Piece, EMPTY, GREY_OWNER, WALL};
use crate::rules::{fact, Captures, Rules, Variant};
use crate::seat::{BySeat, Seat};
use crate::squareset::SquareSet;
use crate::zobrist;

/// 50 moves of every player: 200 turns.
pub(crate) const FIFTY_MOVE_TURNS: u16 = 200;

/// Where a seat stands in the game.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum SeatState {
    /// Plays normally.
    Live,
    /// Verney: mated; the army only occupies its squares until it revives.
    Inert,
    /// Free-for-all: out of the game, its pieces grey; Chaturanga: no pieces left.
    Eliminated,
    /// Free-for-all "dead king walking": resigned, but the king still moves.
    Walking,
}

/// The two castlings: with the rook three squares away (`O-O`) or four (`O-O-O`).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum CastleSide {
    /// `O-O`.
    Short = 0,
    /// `O-O-O`.
    Long = 1,
}

/// A pending en passant chance created by a double step.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct EnPassant {
    /// The square the pawn skipped: the capture lands here.
    pub target: Square,
    /// The square of the pawn that may be taken.
    pub victim: Square,
}

/// The state only Chaturanga needs, carried by every position.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub(crate) struct ChaturangaState {
    /// The dice not yet used this turn.
    pub(crate) dice: Dice,
    /// Kinds each army has lost and may promote to (a bit per `Kind`).
    pub(crate) reserve: BySeat<u8>,
    /// Whether the seat has once promoted to a king.
    pub(crate) king_promoted: BySeat<bool>,
    /// Pawns waiting on their promotion line, in order of arrival.
    pub(crate) waiting: ArrayVec<Square, 16>,
    /// Turns the opponents began while a team had bare kings, by team.
    pub(crate) bare_turns: [u8; 2],
}

/// The bit of a kind in a Chaturanga reserve.
pub(crate) fn kind_bit(kind: Kind) -> u8 {
    1 << kind as u8
}

/// A position of any rule set.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) pieces: BySeat<SquareSet>,
    pub(crate) kings: BySeat<Option<Square>>,
    pub(crate) to_move: Seat,
    pub(crate) states: BySeat<SeatState>,
    pub(crate) castling: BySeat<[bool; 2]>,
    pub(crate) en_passant: BySeat<Option<EnPassant>>,
    pub(crate) points: BySeat<i32>,
    /// Turns since the last capture or pawn move (passes included).
    pub(crate) clock: u16,
    /// Pawns, rooks and queens on the board: while any stand, material suffices.
    pub(crate) heavy: u16,
    pub(crate) placement_hash: u64,
    /// Dice, reserves and counters of Partnership Chaturanga (default elsewhere).
    pub(crate) chaturanga: ChaturangaState,
}

impl Position {
    /// An empty board of the rules' shape, South to move; pieces are added by setup code.
    pub(crate) fn empty(rules: Rules) -> Position {
        let shape = rules.variant().shape();
        let mut board = [WALL; GRID_CELLS];
        for sq in shape.squares() {
            board[sq.index()] = EMPTY;
        }
        Position {
            rules,
            board,
            pieces: BySeat::default(),
            kings: BySeat::default(),
            to_move: rules.first_player,
            states: BySeat([SeatState::Live; 4]),
            castling: BySeat::default(),
            en_passant: BySeat::default(),
            points: BySeat::default(),
            clock: 0,
            heavy: 0,
            placement_hash: 0,
            chaturanga: ChaturangaState::default(),
        }
    }

    /// The rules this position is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The rule set.
    pub fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.rules.variant().shape()
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let cell = *self.board.get(sq.index())?;
        (cell != EMPTY && cell != WALL).then(|| Piece::from_cell(cell))
    }

    /// Every piece with its square, rank 1 first.
    pub fn placement(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.shape().squares().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The pieces of one seat with their squares (grey pieces belong to no seat).
    pub fn pieces_of(&self, seat: Seat) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.pieces[seat].iter().map(move |sq| (sq, Piece::from_cell(self.board[sq.index()])))
    }

    /// A copy with `seat` to move, as if the players between had passed: for looking
    /// ahead at a seat's own moves (premoves), never a position of the game itself.
    pub fn with_turn(&self, seat: Seat) -> Position {
        let mut pos = self.clone();
        pos.to_move = seat;
        pos
    }

    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// A seat's state.
    pub fn state(&self, seat: Seat) -> SeatState {
        self.states[seat]
    }

    /// A seat's king square, while its king is on the board and its own.
    pub fn king(&self, seat: Seat) -> Option<Square> {
        self.kings[seat]
    }

    /// Free-for-all points scored so far.
    pub fn points(&self, seat: Seat) -> i32 {
        self.points[seat]
    }

    /// Chaturanga: the kinds an army may promote to.
    pub fn reserve(&self, seat: Seat) -> impl Iterator<Item = Kind> + '_ {
        [Kind::King, Kind::Rook, Kind::Knight, Kind::Boat]
            .into_iter()
            .filter(move |&k| self.chaturanga.reserve[seat] & kind_bit(k) != 0)
    }

    /// Castling rights: [short, long].
    pub fn castling(&self, seat: Seat) -> [bool; 2] {
        self.castling[seat]
    }

    /// The en passant chance a seat's last double step left, if still open.
    pub fn en_passant(&self, seat: Seat) -> Option<EnPassant> {
        self.en_passant[seat]
    }

    /// Turns since the last capture or pawn move.
    pub fn clock(&self) -> u16 {
        self.clock
    }

    /// The Zobrist hash of everything that makes positions the same for repetition:
    /// placement (with pawn directions), player to move, seat states, castling, en passant.
    pub fn hash(&self) -> u64 {
        let mut h = self.placement_hash ^ zobrist::mix(zobrist::TO_MOVE | self.to_move.index() as u64);
        for seat in Seat::ALL {
            let i = seat.index() as u64;
            if self.states[seat] != SeatState::Live {
                h ^= zobrist::mix(zobrist::SEAT_STATE | i << 4 | self.states[seat] as u64);
            }
            for (side, &right) in self.castling[seat].iter().enumerate() {
                if right {
                    h ^= zobrist::mix(zobrist::CASTLING | i << 4 | side as u64);
                }
            }
            if let Some(ep) = self.en_passant[seat] {
                h ^= zobrist::mix(zobrist::EN_PASSANT | i << 12 | ep.target.index() as u64);
            }
            if self.chaturanga.reserve[seat] != 0 {
                h ^= zobrist::mix(zobrist::RESERVE | i << 12 | self.chaturanga.reserve[seat] as u64);
            }
        }
        for (i, &value) in self.chaturanga.dice.values().iter().enumerate() {
            h ^= zobrist::mix(zobrist::DICE | (i as u64) << 8 | value as u64);
        }
        h
    }

    /// The placement hash computed from scratch (tests compare it with the incremental one).
    pub fn placement_hash_from_scratch(&self) -> u64 {
        self.placement().fold(0, |h, (sq, p)| h ^ zobrist::piece_key(p, sq))
    }

    /// Whether the placement hash kept up to date move by move equals a fresh one.
    pub fn hash_is_consistent(&self) -> bool {
        self.placement_hash == self.placement_hash_from_scratch()
    }

    // ----- relative geometry -----

    /// "Rank N of a player", 0-based: how far a square lies from the seat's back line.
    pub(crate) fn relative_rank(&self, seat: Seat, sq: Square) -> u8 {
        let last = self.shape().size() - 1;
        match seat.index() {
            0 => sq.rank(),
            1 => sq.file(),
            2 => last - sq.rank(),
            _ => last - sq.file(),
        }
    }

    // ----- masks of who attacks and who may be captured -----

    fn is_active(&self, seat: Seat) -> bool {
        matches!(self.states[seat], SeatState::Live | SeatState::Walking)
    }

    /// Owners (seat bits) whose pieces attack `victim`'s king.
    #[inline]
    pub(crate) fn hostile_mask(&self, victim: Seat) -> u8 {
        // The other team's, or in a game of each for himself everyone else's.
        let candidates =
            if fact!(self.rules.variant(), team_game) { victim.team().other().mask() } else { 0b1111 & !victim.bit() };
        let owners =
            Seat::ALL.iter().filter(|&&s| candidates & s.bit() != 0 && self.is_active(s)).fold(0, |m, s| m | s.bit());
        owners | self.unusual_attackers()
    }

    /// The attacker-mask bits for the pieces only some rule sets have.
    #[inline]
    pub(crate) fn unusual_attackers(&self) -> u8 {
        fact!(self.rules.variant(), unusual_attackers)
    }

    /// Owners (bits 0..5, bit 4 = grey) whose pieces `mover` may capture.
    #[inline]
    pub(crate) fn capture_mask(&self, mover: Seat) -> u8 {
        match fact!(self.rules.variant(), captures) {
            Captures::EnemiesInPlay => self.hostile_mask(mover) & 0b1111,
            Captures::Enemies => mover.team().other().mask(),
            Captures::OthersInPlayAndGrey => self.hostile_mask(mover) & 0b1111 | 1 << GREY_OWNER,
            Captures::AllButOwn => 0b1111 & !mover.bit(),
        }
    }

    /// Owners whose king `mover` may capture.
    #[inline]
    pub(crate) fn king_capture_mask(&self, mover: Seat) -> u8 {
        match fact!(self.rules.variant(), captures) {
            // Verney's kings are mated, never taken.
            Captures::EnemiesInPlay => 0,
            // Chaturanga: partners take each other's pieces, not their kings.
            Captures::AllButOwn => mover.team().other().mask(),
            Captures::Enemies | Captures::OthersInPlayAndGrey => self.capture_mask(mover),
        }
    }

    /// Whether the seat's king is attacked by a piece that may give it check.
    pub fn in_check(&self, seat: Seat) -> bool {
        match self.kings[seat] {
            Some(k) if fact!(self.rules.variant(), has_check) => {
                attack::is_attacked(&self.board, k, self.hostile_mask(seat))
            }
            _ => false,
        }
    }

    // ----- changing the board, keeping hash and piece sets in step -----

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.board[sq.index()] = piece.cell();
        self.placement_hash ^= zobrist::piece_key(piece, sq);
        if let Some(seat) = piece.seat() {
            self.pieces[seat].insert(sq);
            if piece.kind() == Kind::King {
                self.kings[seat] = Some(sq);
            }
        }
        if matches!(piece.kind(), Kind::Pawn | Kind::Rook | Kind::Queen) {
            self.heavy += 1;
        }
    }

    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let cell = self.board[sq.index()];
        if cell == EMPTY || cell == WALL {
            return None;
        }
        let piece = Piece::from_cell(cell);
        self.board[sq.index()] = EMPTY;
        self.placement_hash ^= zobrist::piece_key(piece, sq);
        if let Some(seat) = piece.seat() {
            self.pieces[seat].remove(sq);
            if piece.kind() == Kind::King && self.kings[seat] == Some(sq) {
                self.kings[seat] = None;
            }
        }
        if matches!(piece.kind(), Kind::Pawn | Kind::Rook | Kind::Queen) {
            self.heavy -= 1;
        }
        Some(piece)
    }

    /// For a king on its back line: the step towards the rook of `side` and the rook's
    /// home square (the end of the back line, three or four squares away).
    pub(crate) fn castle_geometry(&self, seat: Seat, side: CastleSide) -> Option<(i16, Square)> {
        let king = self.kings[seat]?;
        if self.relative_rank(seat, king) != 0 {
            return None;
        }
        let distance = side as i16 + 3;
        let across = attack::ACROSS[seat.index()];
        [across, -across].into_iter().find_map(|step| {
            let rook_home = king.offset(step * distance);
            let beyond = king.offset(step * (distance + 1));
            (self.board[rook_home.index()] != WALL && self.board[beyond.index()] == WALL).then_some((step, rook_home))
        })
    }

    /// Whether the pieces of the seats in `mask` are kings only.
    pub(crate) fn only_kings_among(&self, mask: u8) -> bool {
        Seat::ALL
            .into_iter()
            .filter(|s| mask & s.bit() != 0)
            .all(|s| self.pieces[s].iter().all(|sq| self.board[sq.index()] & 7 == Kind::King as u8))
    }

    pub(crate) fn active_mask(&self) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&s| matches!(self.states[s], SeatState::Live | SeatState::Walking))
            .fold(0, |m, s| m | s.bit())
    }
}
