//! chess.com 4 Player Chess, Free-for-all: everyone against everyone for points —
//! captures, double and triple checks, mates and one's own stalemate score; a mated or
//! stalemated player is out (its army grey), and the game ends with one player left, a
//! lead of 21 between the last two (a house rule), or a draw that adds 10 each.
//!
//! All of its points live here: the capture values, the check bonus, mates and
//! stalemate (hooks of the play in `play.rs`), the ending's, and where each player's
//! points came from ([`PointSources`], for the end-of-game table).
//!
//! The rules as players read them: `rules-text/ffa.en.md` (German: `ffa.de.md`).
//! The fixed facts (board, seats, pawns, castling): [`crate::rules::FREE_FOR_ALL`].

use crate::attack::{self, Board};
use crate::geometry::{aligned, knight_apart, Square};
use crate::moves::{Move, MoveKind};
use crate::outcome::{Outcome, Reason};
use crate::piece::{Kind, Piece, GREY_OWNER};
use crate::position::{Position, SeatState, FIFTY_MOVE_TURNS};
use crate::seat::{BySeat, Seat};

use super::{FreeForAll, RuleSet};

impl RuleSet for FreeForAll {
    /// Checks of two or three kings at once score: keep what the check test needs of the
    /// position before the move (cheaper than testing every move), for the few moves
    /// that might earn it.
    #[inline]
    fn before_scoring(pos: &Position, mover: Seat, mv: &Move) -> Option<Before> {
        pos.may_check_two_kings(mover, mv).then_some((pos.board, pos.kings, pos.states))
    }

    #[inline]
    fn score_capture(pos: &mut Position, mover: Seat, victim: Piece) {
        pos.score_capture(mover, victim);
    }

    #[inline]
    fn score_move(pos: &mut Position, mover: Seat, mv: &Move, before: Option<Before>) {
        if let Some(before) = before {
            pos.score_checks(mover, mv, before);
        }
    }

    /// Stalemate on one's own turn eliminates and scores 20.
    fn after_pass(pos: &mut Position, mover: Seat) {
        pos.points[mover] += 20;
        pos.eliminate(mover, false);
    }

    fn before_next_turn(pos: &mut Position, mover: Seat) {
        pos.eliminate_mated(mover);
    }

    fn end_by_rule(pos: &Position) -> Option<Outcome> {
        pos.ffa_end()
    }

    /// A draw the game decides (repetition, a move limit): every player still live
    /// gets 10, but not at a move limit; then points decide.
    fn drawn(pos: &Position, reason: Reason) -> Outcome {
        let points = Seat::ALL.map(|s| {
            let bonus = pos.states[s] == SeatState::Live && reason != Reason::MoveLimit;
            pos.points[s] + if bonus { 10 } else { 0 }
        });
        Outcome::ranked(points, reason)
    }
}

/// What the check bonus needs of the position before a move: board, kings, states.
pub(crate) type Before = (Board, BySeat<Option<Square>>, BySeat<SeatState>);

/// Capture values of the Free-for-all points table, by kind.
pub(crate) fn capture_points(piece: Piece) -> i32 {
    if piece.owner() == GREY_OWNER {
        return 0;
    }
    if piece.is_one_point() {
        return 1;
    }
    match piece.kind() {
        Kind::Pawn => 1,
        Kind::Knight => 3,
        Kind::Bishop | Kind::Rook | Kind::Boat => 5,
        Kind::Queen => 9,
        Kind::King => 20,
    }
}

/// One player's points by source; the fields add up to the final score.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct PointSources {
    /// Pieces captured (a king 20, a queen 9, ...; grey pieces nothing).
    pub captures: i32,
    /// Checking two or three kings at once.
    pub checks: i32,
    /// 20 for each player mated.
    pub mates: i32,
    /// 20 for being stalemated on one's own turn.
    pub stalemate: i32,
    /// At the end: 10 each for a draw, 20 per king left walking for the last player.
    pub ending: i32,
}

impl PointSources {
    /// The sum of every source.
    pub fn total(&self) -> i32 {
        self.captures + self.checks + self.mates + self.stalemate + self.ending
    }
}

/// Adds to `sources` where the points `mover` gained by `mv` came from, read off the
/// positions before and after it: the position keeps one total per seat (the search
/// copies it at every node), split afterwards for the end-of-game table.
pub(crate) fn add_move_points(sources: &mut PointSources, before: &Position, after: &Position, mover: Seat, mv: &Move) {
    let gained = after.points(mover) - before.points(mover);
    if gained == 0 {
        return;
    }
    if mv.kind() == MoveKind::Pass {
        sources.stalemate += gained;
        return;
    }
    let victim = mv.captured();
    let captured = victim.map_or(0, capture_points);
    let king_taken = victim.filter(|p| p.kind() == Kind::King).and_then(|p| p.seat());
    // Mated on this move: in the game before, out after, and not by the capture of its king.
    let mated = Seat::ALL
        .into_iter()
        .filter(|&s| s != mover && Some(s) != king_taken)
        .filter(|&s| matches!(before.state(s), SeatState::Live | SeatState::Walking))
        .filter(|&s| after.state(s) == SeatState::Eliminated)
        .count() as i32;
    let mates = if before.state(mover) == SeatState::Live { 20 * mated } else { 0 };
    sources.captures += captured;
    sources.mates += mates;
    // What is left is the bonus for two or three kings checked at once.
    debug_assert!(matches!(gained - captured - mates, 0 | 1 | 5 | 20), "check bonus {}", gained - captured - mates);
    sources.checks += gained - captured - mates;
}

impl Position {
    /// Turns a Free-for-all seat's army grey; `keep_king` leaves the king walking.
    fn eliminate(&mut self, seat: Seat, keep_king: bool) {
        for sq in self.pieces[seat].iter() {
            if keep_king && Some(sq) == self.kings[seat] {
                continue;
            }
            if let Some(piece) = self.take(sq) {
                self.put(sq, piece.greyed());
            }
        }
        self.castling[seat] = [false; 2];
        self.en_passant[seat] = None;
        self.states[seat] =
            if keep_king && self.kings[seat].is_some() { SeatState::Walking } else { SeatState::Eliminated };
    }

    /// Free-for-all: the points the other players can still win from `seat`'s army by
    /// taking all of it (its king counting as a mate): what is at stake on its squares.
    pub fn army_points(&self, seat: Seat) -> i32 {
        self.pieces[seat].iter().map(|sq| capture_points(Piece::from_cell(self.board[sq.index()]))).sum()
    }

    fn score_capture(&mut self, mover: Seat, victim: Piece) {
        self.points[mover] += capture_points(victim);
        if victim.kind() == Kind::King {
            if let Some(owner) = victim.seat() {
                self.eliminate(owner, false);
            }
        }
    }

    /// For each other active king: the squares of the mover's pieces attacking it.
    fn mover_checks((board, kings, states): &Before, mover: Seat) -> [Option<attack::AttackerList>; 4] {
        let mut out = [None; 4];
        for seat in Seat::ALL {
            if seat != mover && states[seat] == SeatState::Live {
                if let Some(k) = kings[seat] {
                    out[seat.index()] = Some(attack::attackers(board, k, mover.bit()));
                }
            }
        }
        out
    }

    /// Before `mv`: whether it might give two other live kings a new checker. A plain
    /// move changes only its two squares, so a new checker stands on a line through one
    /// of them or is a knight on the square it lands on; castling and en passant change
    /// more squares and are always looked at.
    fn may_check_two_kings(&self, mover: Seat, mv: &Move) -> bool {
        if !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) {
            return true;
        }
        let reachable = |k: Square| aligned(k, mv.from) || aligned(k, mv.to) || knight_apart(k, mv.to);
        Seat::ALL
            .into_iter()
            .filter(|&seat| seat != mover && self.states[seat] == SeatState::Live)
            .filter(|&seat| self.kings[seat].is_some_and(reachable))
            .count()
            >= 2
    }

    /// How many other live kings the mover's pieces attack now.
    fn kings_checked_by(&self, mover: Seat) -> usize {
        Seat::ALL
            .into_iter()
            .filter(|&seat| seat != mover && self.states[seat] == SeatState::Live)
            .filter(|&seat| self.kings[seat].is_some_and(|k| attack::is_attacked(&self.board, k, mover.bit())))
            .count()
    }

    /// Free-for-all bonus for checking two or three kings at once with new checkers.
    fn score_checks(&mut self, mover: Seat, mv: &Move, before: Before) {
        // Most moves check at most one king: no bonus, no attacker lists needed.
        if self.states[mover] != SeatState::Live || self.kings_checked_by(mover) < 2 {
            return;
        }
        let before = Position::mover_checks(&before, mover);
        let after = Position::mover_checks(&(self.board, self.kings, self.states), mover);
        let (mut kings, mut by_queen) = (0, false);
        for seat in Seat::ALL {
            let (Some(b), Some(a)) = (&before[seat.index()], &after[seat.index()]) else {
                continue;
            };
            let mut new_checker = false;
            for sq in a.iter() {
                let identity = if sq == mv.to { mv.from } else { sq };
                if !b.contains(identity) {
                    new_checker = true;
                    by_queen |= self.board[sq.index()] & 7 == Kind::Queen as u8;
                }
            }
            kings += new_checker as i32;
        }
        self.points[mover] += match (kings, by_queen) {
            (2, false) => 5,
            (2, true) => 1,
            (3, false) => 20,
            (3, true) => 5,
            _ => 0,
        };
    }

    /// Free-for-all: mate is immediate; every active player in check with no legal move
    /// is eliminated and the mover scores 20 for each.
    pub(super) fn eliminate_mated(&mut self, mover: Seat) {
        for seat in mover.next().cycle() {
            if seat == mover || !matches!(self.states[seat], SeatState::Live | SeatState::Walking) {
                continue;
            }
            if self.in_check(seat) && !self.has_legal_move(seat) {
                if self.states[mover] == SeatState::Live {
                    self.points[mover] += 20;
                }
                self.eliminate(seat, false);
            }
        }
    }

    /// Free-for-all endings, with the final scores.
    pub(super) fn ffa_end(&self) -> Option<Outcome> {
        let active = self.active_mask();
        // Asked at every node: the live seats without allocating.
        let mut live = arrayvec::ArrayVec::<Seat, 4>::new();
        live.extend(Seat::ALL.into_iter().filter(|&s| self.states[s] == SeatState::Live));
        let mut points = self.points.0;
        let reason = if live.len() <= 1 {
            // The last player standing scores 20 for each walking king left.
            let walking = Seat::ALL.iter().filter(|&&s| self.states[s] == SeatState::Walking).count() as i32;
            if let Some(&last) = live.first() {
                points[last.index()] += 20 * walking;
            }
            Reason::LastPlayerStanding
        } else if self.rules.ffa().is_some_and(|f| f.end_on_lead)
            && live.len() == 2
            && (points[live[0].index()] - points[live[1].index()]).abs() >= 21
        {
            Reason::PointsLead
        } else if self.clock >= FIFTY_MOVE_TURNS || (self.heavy == 0 && self.only_kings_among(active)) {
            for &s in &live {
                points[s.index()] += 10;
            }
            if self.clock >= FIFTY_MOVE_TURNS {
                Reason::FiftyMoves
            } else {
                Reason::InsufficientMaterial
            }
        } else {
            return None;
        };
        Some(Outcome::ranked(points, reason))
    }

    /// Free-for-all: `seat` resigns or runs out of time. Its army turns grey (the king
    /// keeps walking under "dead king walking"); if it was its turn and the turn is used
    /// up, play passes on.
    pub(crate) fn concede_ffa(&mut self, seat: Seat, consumes_turn: bool) {
        self.eliminate(seat, self.rules.ffa().is_some_and(|f| f.dead_king_walking));
        // A walking king left in check with no move is mated there, for no points.
        if self.states[seat] == SeatState::Walking && self.in_check(seat) && !self.has_legal_move(seat) {
            self.eliminate(seat, false);
        }
        if self.to_move == seat && (consumes_turn || self.states[seat] == SeatState::Eliminated) {
            self.finish_turn::<FreeForAll>(seat);
        }
    }
}
