//! The check test shared by the moves of one node: whether a move checks an enemy king,
//! mostly without an attack scan.

use fourchess_core::geometry::{aligned, knight_apart};
use fourchess_core::{Move, MoveKind, Position, Seat, SeatState, Variant};

/// The check test of the moves of one node. A move that changes only its two squares
/// and leaves the seats' states as they were can change whether a king is attacked
/// only along a line through one of them or by a knight a jump away from one; for the
/// other moves the king is in check exactly when it was before, asked once per node
/// instead of two attack scans per move.
pub(super) struct CheckTest {
    mover: Seat,
    /// By seat: whether its king was in check before the move, once asked.
    before: [Option<bool>; 4],
}

impl CheckTest {
    /// The test of the moves of `mover`.
    pub(super) fn new(mover: Seat) -> CheckTest {
        CheckTest { mover, before: [None; 4] }
    }

    /// Whether `mv`, taking `parent` to `child`, left a king of the other team in check.
    #[inline]
    pub(super) fn gives_check(&mut self, parent: &Position, mv: &Move, child: &Position) -> bool {
        let mover = self.mover;
        Seat::ALL.into_iter().any(|s| {
            s.team() != mover.team() && child.state(s) == SeatState::Live && self.in_check_after(parent, mv, child, s)
        })
    }

    /// [`CheckTest::gives_check`] without the child, for moves the parent's board
    /// answers for (see [`Position::changes_two_squares_only`]); `None` for others.
    #[inline]
    pub(super) fn gives_check_unplayed(&mut self, parent: &Position, mv: &Move) -> Option<bool> {
        let (Some(from), Some(to)) = (mv.from(), mv.to()) else { return None };
        if !parent.changes_two_squares_only(mv) {
            return None;
        }
        let mover = self.mover;
        Some(Seat::ALL.into_iter().any(|s| {
            let Some(king) = parent.king(s).filter(|_| s.team() != mover.team() && parent.state(s) == SeatState::Live)
            else {
                return false;
            };
            let near = aligned(king, from) || aligned(king, to) || knight_apart(king, to) || knight_apart(king, from);
            if near {
                parent.in_check_after_two_squares(mv, s)
            } else {
                *self.before[s.index()].get_or_insert_with(|| parent.in_check(s))
            }
        }))
    }

    #[inline]
    fn in_check_after(&mut self, parent: &Position, mv: &Move, child: &Position, seat: Seat) -> bool {
        let (Some(king), Some(from), Some(to)) = (parent.king(seat), mv.from(), mv.to()) else {
            return child.in_check(seat);
        };
        // A knight leaving `from` may lift a check too (rare: the king's owner has moved since).
        let near = aligned(king, from) || aligned(king, to) || knight_apart(king, to) || knight_apart(king, from);
        if near || !CheckTest::changes_two_squares(parent, mv, child) || child.king(seat) != Some(king) {
            return child.in_check(seat);
        }
        *self.before[seat.index()].get_or_insert_with(|| parent.in_check(seat))
    }

    /// Whether the move changed the board on its two squares only, and no seat's state
    /// (which decides whose pieces give check).
    #[inline]
    fn changes_two_squares(parent: &Position, mv: &Move, child: &Position) -> bool {
        matches!(parent.variant(), Variant::Teams | Variant::Verney)
            && matches!(mv.kind(), MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Leap)
            && Seat::ALL.into_iter().all(|s| parent.state(s) == child.state(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use fourchess_core::Rules;

    /// Whether the move that led to `child` left a king of the other team in check.
    fn gives_check(child: &Position, mover: Seat) -> bool {
        Seat::ALL
            .into_iter()
            .any(|s| s.team() != mover.team() && child.state(s) == SeatState::Live && child.in_check(s))
    }

    /// The check test shared by a node's moves answers as testing every enemy king
    /// after each move does, over every move of positions reached by random play in
    /// each rule set.
    #[test]
    fn check_test_equals_full_test() {
        let mut verney = Rules::new(Variant::Verney);
        let mut rules_list = vec![Rules::new(Variant::Teams), Rules::new(Variant::FreeForAll), verney];
        verney.verney_mut().expect("Verney").club_setup = true;
        verney.verney_mut().expect("Verney").double_step = true;
        rules_list.push(verney);
        let mut rng = Rng::new(11);
        let (mut moves_checked, mut checks, mut unplayed_checked) = (0, 0, 0);
        for rules in rules_list {
            crate::rng::random_games(rules, &mut rng, 30, 250, |pos, moves, _, _| {
                let mut test = CheckTest::new(pos.to_move());
                for mv in moves.iter() {
                    let mut child = pos.clone();
                    child.play_unchecked(mv);
                    let expected = gives_check(&child, pos.to_move());
                    assert_eq!(test.gives_check(pos, mv, &child), expected, "{mv:?}");
                    if let Some(unplayed) = test.gives_check_unplayed(pos, mv) {
                        assert_eq!(unplayed, expected, "{mv:?} unplayed");
                        unplayed_checked += 1;
                    }
                    moves_checked += 1;
                    checks += usize::from(expected);
                }
            });
        }
        assert!(moves_checked > 200_000 && checks > 5_000, "{moves_checked} moves, {checks} checks");
        assert!(unplayed_checked > 100_000, "{unplayed_checked} moves answered unplayed");
    }
}
