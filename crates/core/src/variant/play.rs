//! Playing a move: the piece moves (captures, castling, en passant, turned pawns), the
//! rule set adds what it does (points, inert armies, eliminations), and the turn passes
//! on to the next seat still in the game. Above the position and the move generator;
//! each rule set's part is a hook of [`RuleSet`], so this runs once per rule set,
//! without asking which one it is.

use crate::attack::FORWARD;
use crate::moves::{Move, MoveKind};
use crate::piece::{Kind, Piece, EMPTY};
use crate::position::{CastleSide, EnPassant, Position, SeatState};
use crate::rules::fact;
use crate::seat::Seat;

use super::{dispatch, RuleSet};

impl Position {
    /// Plays a move known to be legal here (from [`Position::legal_moves`]).
    pub fn play_unchecked(&mut self, mv: &Move) {
        dispatch!(self.rules.variant(), R => R::play(self, mv));
    }

    /// A move of the chess-like rule sets: the piece moves, or the player passes; then the turn passes on.
    pub(crate) fn standard_play<R: RuleSet>(&mut self, mv: &Move) {
        let mover = self.to_move;
        if mv.kind == MoveKind::Pass {
            self.apply_pass::<R>(mover);
        } else {
            self.apply_move::<R>(mover, mv);
        }
        self.finish_turn::<R>(mover);
    }

    fn apply_pass<R: RuleSet>(&mut self, mover: Seat) {
        self.clock = self.clock.saturating_add(1);
        self.en_passant[mover] = None;
        R::after_pass(self, mover);
    }

    fn apply_move<R: RuleSet>(&mut self, mover: Seat, mv: &Move) {
        let piece = Piece::from_cell(mv.piece);
        let before = R::before_scoring(self, mover, mv);
        let mut captured_any = false;
        self.en_passant[mover] = None;

        if mv.kind == MoveKind::EnPassant {
            let chance = Seat::ALL.into_iter().find_map(|s| self.en_passant[s].filter(|ep| ep.target == mv.to));
            if let Some(victim) = chance.and_then(|ep| self.take(ep.victim)) {
                captured_any = true;
                R::score_capture(self, mover, victim);
            }
        }
        if let Some(victim) = self.take(mv.to) {
            captured_any = true;
            R::score_capture(self, mover, victim);
        }
        self.take(mv.from);
        let mut arrived = if mv.promotion != EMPTY { Piece::from_cell(mv.promotion) } else { piece };
        match mv.kind {
            MoveKind::CastleShort | MoveKind::CastleLong => {
                let step = (mv.to.index() as i16 - mv.from.index() as i16) / 2;
                let rook_from = mv.from.offset(step * if mv.kind == MoveKind::CastleShort { 3 } else { 4 });
                if let Some(rook) = self.take(rook_from) {
                    self.put(mv.from.offset(step), rook);
                }
            }
            MoveKind::DoubleStep if fact!(self.rules.variant(), pawns.en_passant) => {
                let target = mv.from.offset(FORWARD[mover.index()]);
                self.en_passant[mover] = Some(EnPassant { target, victim: mv.to });
            }
            _ => {}
        }
        if arrived.kind() == Kind::Pawn {
            arrived = R::arriving_pawn(self, mover, mv.to, arrived);
        }
        self.put(mv.to, arrived);
        // A chance ends with its pawn: once the pawn is taken there is nothing left to
        // take en passant (and FEN4 could not name the chance).
        for seat in Seat::ALL {
            let pawn = Piece::new(seat, Kind::Pawn).cell();
            if self.en_passant[seat].is_some_and(|ep| self.board[ep.victim.index()] != pawn) {
                self.en_passant[seat] = None;
            }
        }
        if piece.kind() == Kind::King {
            self.castling[mover] = [false; 2];
        }
        self.update_castling(mv);
        self.clock = if captured_any || piece.kind() == Kind::Pawn { 0 } else { self.clock.saturating_add(1) };
        R::score_move(self, mover, mv, before);
    }

    /// A seat loses a castling right when its king moves or a rook leaves or is taken
    /// from its home square.
    fn update_castling(&mut self, mv: &Move) {
        for seat in Seat::ALL {
            for side in [CastleSide::Short, CastleSide::Long] {
                if !self.castling[seat][side as usize] {
                    continue;
                }
                let lost = match self.castle_geometry(seat, side) {
                    Some((_, rook_home)) => rook_home == mv.from || rook_home == mv.to,
                    None => true,
                };
                if lost {
                    self.castling[seat][side as usize] = false;
                }
            }
        }
    }

    /// After a move or pass: rule-set bookkeeping, then the turn passes on.
    pub(crate) fn finish_turn<R: RuleSet>(&mut self, mover: Seat) {
        R::before_next_turn(self, mover);
        let mut next = mover.next();
        for _ in 0..4 {
            if self.states[next] != SeatState::Eliminated {
                break;
            }
            next = next.next();
        }
        self.to_move = next;
    }
}
