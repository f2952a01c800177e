//! The turn: what the player to move may do (the legal moves, a pass where a rule set
//! lets a player without a move pass) and whether the game is over by the rules of
//! the position alone (repetition and resignation are the game's business: see
//! `Game`). Asks the rule set through [`RuleSet`], the move generator below for moves.

use crate::movegen::MoveList;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::{Position, SeatState};
use crate::rules::fact;

use super::{dispatch, RuleSet};

impl Position {
    /// The legal moves of the player to move. A player with no move but whose game
    /// goes on gets one pass; a finished game has none.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// [`Position::legal_moves`] written into `list` (emptied first): a search calls
    /// this at every node, and a returned list of 512 moves is copied whole.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if self.rule_based_end_without_moves() {
            return;
        }
        dispatch!(self.rules.variant(), R => R::legal_moves_into(self, list));
    }

    /// The legal moves of the chess-like rule sets: the mover's moves, or a pass where
    /// the rule set lets a player without a move pass.
    pub(crate) fn standard_moves_into(&self, list: &mut MoveList) {
        let seat = self.to_move;
        if self.states[seat] != SeatState::Inert {
            self.gen_legal(seat, list);
        }
        if list.is_empty() && self.passes_when_stuck() && self.stuck_outcome().is_none() {
            list.push(Move::pass());
        }
    }

    /// Whether the rule set lets a player without a move pass rather than end the game.
    fn passes_when_stuck(&self) -> bool {
        fact!(self.rules.variant(), passes_when_stuck)
    }

    /// How many legal moves [`Position::legal_moves`] would list, counted without
    /// listing most of them: a perft's last ply. A piece that is neither pinned nor
    /// needed against a check counts its squares; the king, pawns and pinned pieces
    /// list their moves and test them.
    pub fn count_legal_moves(&self) -> usize {
        dispatch!(self.rules.variant(), R => R::count_legal_moves(self))
    }

    /// [`Position::count_legal_moves`] of the chess-like rule sets.
    pub(crate) fn standard_count(&self) -> usize {
        if self.rule_based_end_without_moves() {
            return 0;
        }
        let seat = self.to_move;
        let n = if self.states[seat] != SeatState::Inert { self.count_legal(seat) } else { 0 };
        if n == 0 && self.passes_when_stuck() && self.stuck_outcome().is_none() {
            return 1;
        }
        n
    }

    /// The moves of the player to move for a search that tests each one with a
    /// [`LegalityTest`] only when it comes to it (after a cut, the rest go untested):
    /// the pseudo-legal moves. Where that alone cannot tell (no piece move at all, an
    /// inert army, a game ended by rule, Chaturanga), the legal moves instead, and
    /// `true`: the list needs no test.
    pub fn search_moves_into(&self, list: &mut MoveList) -> bool {
        list.clear();
        let seat = self.to_move;
        if fact!(self.rules.variant(), pseudo_legal_search)
            && self.states[seat] != SeatState::Inert
            && !self.rule_based_end_without_moves()
        {
            self.gen_pseudo(seat, list);
            if !list.is_empty() {
                return false;
            }
        }
        self.legal_moves_into(list);
        true
    }

    /// The result, if the game is over in this position.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.end_by_rule() {
            return Some(end);
        }
        if !fact!(self.rules.variant(), ends_when_stuck) {
            return None;
        }
        let seat = self.to_move;
        if self.states[seat] != SeatState::Inert && self.has_legal_move(seat) {
            return None;
        }
        self.stuck_outcome()
    }

    pub(crate) fn rule_based_end_without_moves(&self) -> bool {
        self.end_by_rule().is_some()
    }

    /// Endings that do not depend on the mover's moves: kings captured, the 50-move
    /// rule, too little material, players out.
    fn end_by_rule(&self) -> Option<Outcome> {
        dispatch!(self.rules.variant(), R => R::end_by_rule(self))
    }

    /// The end when the player to move has no legal move (after his status is set).
    pub(crate) fn stuck_outcome(&self) -> Option<Outcome> {
        dispatch!(self.rules.variant(), R => R::stuck_outcome(self, self.to_move))
    }
}
