//! Multi-PV analysis at fixed depths: deterministic, no clock.

use fourchess_core::{Kind, Position, Rules, Seat, Variant};
use fourchess_search::{Limits, Line, NoClock, Searcher, MATE_BOUND};

mod common;

/// A position from pieces written like `"rKh1"`, no army inert.
fn position(variant: Variant, to_move: Seat, pieces: &[&str]) -> Position {
    common::position(variant, to_move, pieces, [false; 4])
}

fn analyse(pos: &Position, depth: u32, multipv: u32) -> (Vec<Line>, Vec<Vec<Line>>) {
    let mut iterations = Vec::new();
    let lines = Searcher::new(1)
        .analyse(pos, &[], &Limits::depth(depth), &NoClock, multipv, &mut |lines| iterations.push(lines.to_vec()))
        .expect("lines");
    (lines, iterations)
}

fn assert_distinct_and_ordered(pos: &Position, lines: &[Line], count: usize) {
    assert_eq!(lines.len(), count, "{}", pos.to_fen4());
    let legal = pos.legal_moves();
    for (k, line) in lines.iter().enumerate() {
        assert_eq!(line.multipv as usize, k + 1);
        assert!(legal.contains(&line.pv[0]), "line {} starts with a legal move", k + 1);
        for other in &lines[..k] {
            assert_ne!(other.pv[0], line.pv[0], "lines start with different moves");
            assert!(other.score >= line.score, "ordered: {} then {}", other.score, line.score);
        }
    }
}

fn openings() -> Vec<Position> {
    let mut positions = Vec::new();
    for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll] {
        // Two plies in: a pawn moved by each of the first two seats.
        let mut pos = Position::start(Rules::new(variant));
        for _ in 0..2 {
            let mv = *pos
                .legal_moves()
                .iter()
                .find(|m| m.piece().is_some_and(|p| p.kind() == Kind::Pawn))
                .expect("a pawn move");
            pos.play_unchecked(&mv);
        }
        positions.push(pos);
    }
    positions
}

#[test]
fn lines_are_distinct_and_ordered_in_teams_verney_and_ffa() {
    for pos in openings() {
        let (lines, iterations) = analyse(&pos, 3, 3);
        assert_distinct_and_ordered(&pos, &lines, 3);
        assert_eq!(iterations.len(), 3, "one report per depth");
        for (d, iteration) in iterations.iter().enumerate() {
            assert!(iteration.iter().all(|l| l.depth == d as u32 + 1));
            assert_distinct_and_ordered(&pos, iteration, 3);
        }
    }
}

#[test]
fn a_king_capture_in_one_is_a_mate_score_on_line_one() {
    // Teams: Red's rook takes Green's king on n8 at once.
    let pos = position(
        Variant::Teams,
        Seat::SOUTH,
        &["rKh1", "rRd8", "rPe2", "bKa7", "bPb7", "yKg14", "yPg13", "gKn8", "gPm9"],
    );
    let (lines, _) = analyse(&pos, 3, 3);
    assert_distinct_and_ordered(&pos, &lines, 3);
    assert_eq!(pos.move_text(&lines[0].pv[0]), "Rd8xKn8");
    assert!(lines[0].score >= MATE_BOUND);
    assert!(lines[1].score < MATE_BOUND, "only one move takes the king");
}

#[test]
fn multipv_one_matches_search() {
    for pos in openings() {
        for depth in 1..=4 {
            let result = Searcher::new(1).search(&pos, &[], &Limits::depth(depth), &NoClock).expect("a move");
            let (lines, _) = analyse(&pos, depth, 1);
            assert_eq!(lines.len(), 1);
            assert_eq!(lines[0].pv[0], result.best, "depth {depth}: {}", pos.to_fen4());
            assert_eq!(lines[0].score, result.score);
            assert_eq!(lines[0].nodes, result.nodes);
        }
    }
}

#[test]
fn multipv_is_clamped_to_five_and_the_legal_moves() {
    let pos = openings().remove(0);
    let (lines, _) = analyse(&pos, 2, 9);
    assert_distinct_and_ordered(&pos, &lines, 5);
    let (lines, _) = analyse(&pos, 2, 0);
    assert_eq!(lines.len(), 1);
}
