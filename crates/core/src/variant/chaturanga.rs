//! Partnership Chaturanga (spec/partnership-chaturanga.md): four corner armies on 8x8,
//! two dice per turn that choose the kinds of piece that may move, captured kings,
//! promotion to pieces the army has lost.
//!
//! The rules as players read them: `rules-text/chaturanga.en.md` (German:
//! `chaturanga.de.md`). The fixed facts (board, seats, boats, no check, dice):
//! [`crate::rules::CHATURANGA`].
//!
//! The dice are an input: [`Position::roll`] takes the values, so perft, replays and
//! tests stay deterministic. A turn is a series of actions, one per die: move a piece
//! of the die's kind, pass the die, or (with three dice, first) set one aside.

pub use crate::dice::{kinds_for_die, Dice, RollError};
use crate::geometry::Square;
use crate::movegen::MoveList;
use crate::moves::{Move, MoveKind};
use crate::outcome::{Outcome, Reason};
use crate::piece::{Kind, Piece};
use crate::position::{kind_bit, Position, SeatState};
use crate::rules::{fact, Rules};
use crate::seat::{Seat, Team};

use super::RuleSet;

impl RuleSet for super::Chaturanga {
    /// The actions with the dice left: listed, also to count them.
    fn legal_moves_into(pos: &Position, list: &mut MoveList) {
        pos.gen_chaturanga(list);
    }

    fn count_legal_moves(pos: &Position) -> usize {
        let mut list = MoveList::new();
        pos.legal_moves_into(&mut list);
        list.len()
    }

    fn play(pos: &mut Position, mv: &Move) {
        pos.apply_chaturanga(mv);
    }

    fn end_by_rule(pos: &Position) -> Option<Outcome> {
        pos.chaturanga_end()
    }
}

/// Twenty turns of the opponents against bare kings, then a draw.
const BARE_KING_TURNS: u8 = 20;

impl Position {
    /// Chaturanga: the dice not yet used this turn.
    pub fn dice(&self) -> &Dice {
        &self.chaturanga.dice
    }

    /// Chaturanga: whether the player to move must roll before acting.
    pub fn needs_roll(&self) -> bool {
        fact!(self.rules.variant(), uses_dice) && self.chaturanga.dice.is_empty() && self.outcome().is_none()
    }

    /// Chaturanga: whether the seat has used its one promotion to a king.
    pub fn has_promoted_king(&self, seat: Seat) -> bool {
        self.chaturanga.king_promoted[seat]
    }

    /// Chaturanga: pawns waiting for a piece to promote to, in order of arrival.
    pub fn waiting_pawns(&self) -> &[Square] {
        &self.chaturanga.waiting
    }

    /// Chaturanga: turns the opponents of a team began while it had bare kings.
    pub fn bare_turns(&self, team: Team) -> u8 {
        self.chaturanga.bare_turns[team.seats()[0].index()]
    }

    /// Chaturanga: the roll of the player to move (two values, or three with the
    /// three-dice rule). Refused when the turn's dice are not used up or the game is over.
    pub fn roll(&mut self, values: &[u8]) -> Result<(), RollError> {
        if !fact!(self.rules.variant(), uses_dice) {
            return Err(RollError::NoDice);
        }
        if !self.chaturanga.dice.is_empty() {
            return Err(RollError::DiceLeft);
        }
        if self.outcome().is_some() {
            return Err(RollError::GameOver);
        }
        let wanted = if self.rules.chaturanga().three_dice { 3 } else { 2 };
        if values.len() != wanted {
            return Err(RollError::Count { wanted, got: values.len() });
        }
        let dice = Dice::new(values).ok_or(RollError::BadDie)?;
        let opponents = self.to_move.team().other();
        if self.team_is_bare(opponents) {
            let count = &mut self.chaturanga.bare_turns[opponents.seats()[0].index()];
            *count = count.saturating_add(1);
        }
        self.chaturanga.dice = dice;
        Ok(())
    }

    /// All pieces of the team on the board are kings (a waiting pawn is a pawn).
    fn team_is_bare(&self, team: Team) -> bool {
        team.seats().iter().all(|&s| self.pieces_of(s).all(|(_, p)| p.kind() == Kind::King))
    }

    /// The actions of the player to move with the dice left.
    pub(crate) fn gen_chaturanga(&self, list: &mut MoveList) {
        let dice = self.chaturanga.dice;
        if dice.len() == 3 {
            for value in dice.distinct() {
                list.push(Move::die_action(MoveKind::Discard, value));
            }
            return;
        }
        // The pieces' moves do not depend on the die: generated once for the turn.
        let mut pieces = MoveList::new();
        self.gen_pseudo(self.to_move, &mut pieces);
        for value in dice.distinct() {
            let kinds = kinds_for_die(value);
            for mv in &pieces {
                if kinds.contains(&Piece::from_cell(mv.piece).kind()) {
                    list.push(mv.with_die(value));
                }
            }
            list.push(Move::die_action(MoveKind::PassDie, value));
        }
    }

    /// Plays a Chaturanga action; the turn passes on when the dice are used up.
    pub(crate) fn apply_chaturanga(&mut self, mv: &Move) {
        let mover = self.to_move;
        self.chaturanga.dice.remove(mv.die);
        if mv.moves_a_piece() {
            if let Some(victim) = self.take(mv.to) {
                self.lost(mover, mv.to, victim);
            }
            let piece = self.take(mv.from).unwrap_or(Piece::from_cell(mv.piece));
            match mv.promotion() {
                Some(promoted) => {
                    self.chaturanga.reserve[mover] &= !kind_bit(promoted.kind());
                    if promoted.kind() == Kind::King {
                        self.chaturanga.king_promoted[mover] = true;
                    }
                    self.put(mv.to, promoted);
                }
                None => {
                    self.put(mv.to, piece);
                    if piece.kind() == Kind::Pawn && self.relative_rank(mover, mv.to) == 7 {
                        self.chaturanga.waiting.push(mv.to);
                    }
                }
            }
            self.clock = 0;
            for seat in Seat::ALL {
                if self.states[seat] == SeatState::Live && self.pieces[seat].is_empty() {
                    self.states[seat] = SeatState::Eliminated;
                }
            }
        }
        // The game ends the moment neither enemy has a king: the unused die lapses.
        if self.chaturanga_end().is_some() {
            self.chaturanga.dice = Dice::default();
            return;
        }
        if self.chaturanga.dice.is_empty() {
            self.finish_turn::<super::Chaturanga>(mover);
        }
    }

    /// A piece of `victim`'s army was captured on `sq`: it enters the reserve (kings only
    /// before their owner promoted to one), and the earliest waiting pawn of that army
    /// becomes it at once.
    fn lost(&mut self, _capturer: Seat, sq: Square, victim: Piece) {
        self.chaturanga.waiting.retain(|w| *w != sq);
        let Some(owner) = victim.seat() else { return };
        let kind = victim.kind();
        let enters = match kind {
            Kind::Rook | Kind::Knight | Kind::Boat => true,
            Kind::King => !self.chaturanga.king_promoted[owner],
            _ => false,
        };
        if !enters {
            return;
        }
        let waiting =
            self.chaturanga.waiting.iter().position(|&w| self.piece_at(w).and_then(|p| p.seat()) == Some(owner));
        match waiting {
            Some(i) => {
                let pawn_square = self.chaturanga.waiting.remove(i);
                self.take(pawn_square);
                self.put(pawn_square, Piece::new(owner, kind));
                if kind == Kind::King {
                    self.chaturanga.king_promoted[owner] = true;
                }
            }
            None => self.chaturanga.reserve[owner] |= kind_bit(kind),
        }
    }

    /// The end of a Chaturanga game: a team with no enemy king left on the board wins;
    /// bare kings that survive twenty turns of the opponents draw.
    pub(crate) fn chaturanga_end(&self) -> Option<Outcome> {
        for team in [Team::SOUTH_NORTH, Team::WEST_EAST] {
            if team.other().seats().iter().all(|&s| self.kings[s].is_none()) {
                return Some(Outcome::team_wins(team, Reason::BothKingsCaptured));
            }
        }
        let bare_limit = self.chaturanga.bare_turns.iter().any(|&n| n >= BARE_KING_TURNS);
        (bare_limit && self.chaturanga.dice.is_empty()).then(|| Outcome::draw(Reason::BareKing))
    }
}

/// The back pieces of setup `number` (1..=24), listed from an army's corner: the
/// permutations of boat < knight < rook < king in lexicographic order.
pub(crate) fn back_pieces(number: u8) -> [Kind; 4] {
    let mut orders = Vec::with_capacity(24);
    let kinds = [Kind::Boat, Kind::Knight, Kind::Rook, Kind::King];
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let order = [a, b, c, d];
                    if (0..4).all(|i| order.contains(&i)) {
                        orders.push(order.map(|i| kinds[i]));
                    }
                }
            }
        }
    }
    orders[(number.clamp(1, 24) - 1) as usize]
}

/// (file, rank) squares of four pieces.
type Line = [(u8, u8); 4];

/// By seat: the back squares from the army's corner, and its pawns' squares.
const ARMY_SQUARES: [(Line, Line); 4] = [
    ([(0, 0), (1, 0), (2, 0), (3, 0)], [(0, 1), (1, 1), (2, 1), (3, 1)]),
    ([(0, 7), (0, 6), (0, 5), (0, 4)], [(1, 7), (1, 6), (1, 5), (1, 4)]),
    ([(7, 7), (6, 7), (5, 7), (4, 7)], [(7, 6), (6, 6), (5, 6), (4, 6)]),
    ([(7, 0), (7, 1), (7, 2), (7, 3)], [(6, 0), (6, 1), (6, 2), (6, 3)]),
];

/// The starting FEN4 of Chaturanga: each army in its corner, back pieces in the order
/// of the setup number, pawns in front.
pub(crate) fn start_fen4(rules: &Rules) -> String {
    let letters = rules.variant().seat_letters();
    let mut cells: Vec<Vec<Option<String>>> = vec![vec![None; 8]; 8];
    let back = back_pieces(rules.chaturanga().setup);
    for (seat, (back_line, pawns)) in ARMY_SQUARES.iter().enumerate() {
        for (i, &(f, r)) in back_line.iter().enumerate() {
            cells[r as usize][f as usize] = Some(format!("{}{}", letters[seat], back[i].letter()));
        }
        for &(f, r) in pawns {
            cells[r as usize][f as usize] = Some(format!("{}P", letters[seat]));
        }
    }
    let board: Vec<String> = (0..8).rev().map(|r| crate::fen4::row(cells[r].iter().map(Option::as_deref))).collect();
    let turn = letters[rules.first_player.index()].to_ascii_uppercase();
    format!("{turn}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{}", board.join("/"))
}

/// Perft with fixed rolls (spec): play out the current turn if a roll is pending, then
/// one turn per roll; count the leaves of the action tree. A line that ends the game
/// before the last roll counts 0.
pub fn perft_with_rolls(pos: &Position, rolls: &[&[u8]]) -> u64 {
    count_with_rolls(pos, rolls, true)
}

/// [`perft_with_rolls`]; `bulk`: the last die's actions counted without playing them (every
/// action uses that die and ends the count: a move, a pass, a discard, or the game's end).
fn count_with_rolls(pos: &Position, rolls: &[&[u8]], bulk: bool) -> u64 {
    if pos.chaturanga_end().is_some() {
        return u64::from(rolls.is_empty());
    }
    if pos.chaturanga.dice.is_empty() {
        let Some((first, rest)) = rolls.split_first() else { return 1 };
        let mut rolled = pos.clone();
        if rolled.roll(first).is_err() {
            return 0;
        }
        return count_with_rolls(&rolled, rest, bulk);
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    if bulk && rolls.is_empty() && pos.chaturanga.dice.len() == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in &moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += count_with_rolls(&child, rolls, bulk);
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn the_24_setups_are_distinct_and_the_first_is_the_usual_array() {
        assert_eq!(back_pieces(1), [Kind::Boat, Kind::Knight, Kind::Rook, Kind::King]);
        assert_eq!(back_pieces(24), [Kind::King, Kind::Rook, Kind::Knight, Kind::Boat]);
        let all: std::collections::HashSet<_> = (1..=24).map(back_pieces).collect();
        assert_eq!(all.len(), 24);
    }

    #[test]
    fn perft_with_fixed_rolls_matches_the_spec() {
        let pos = Position::start(Rules::new(Variant::Chaturanga));
        assert_eq!(perft_with_rolls(&pos, &[&[1, 3]]), 39);
        assert_eq!(perft_with_rolls(&pos, &[&[1, 3], &[2, 4], &[3, 5]]), 6084);
    }

    #[test]
    fn counting_the_last_die_in_bulk_changes_no_count() {
        // Every pair of dice (doubles too) as the last roll, after rolls that let pieces
        // out, from the start and from a position some turns in.
        let start = Position::start(Rules::new(Variant::Chaturanga));
        let mut later = start.clone();
        for roll in [[1, 6], [2, 5], [3, 4], [6, 6], [5, 2], [4, 1], [2, 2], [3, 6]] {
            later.roll(&roll).expect("a roll");
            while !later.chaturanga.dice.is_empty() && later.chaturanga_end().is_none() {
                let moves = later.legal_moves();
                let mv = moves[moves.len() / 2];
                later.play_unchecked(&mv);
            }
        }
        for pos in [&start, &later] {
            for a in 1..=6u8 {
                for b in a..=6u8 {
                    let rolls: [&[u8]; 2] = [&[3, 5], &[a, b]];
                    assert_eq!(perft_with_rolls(pos, &rolls), count_with_rolls(pos, &rolls, false), "{a},{b}");
                }
            }
        }
    }
}
