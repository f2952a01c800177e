//! Multi-PV analysis at fixed depths: deterministic, no clock.

use fourchess_core::{Kind, Position, Rules, Seat, Variant};
use fourchess_search::{points_after, win_chance, Limits, Line, NoClock, Searcher, MATE_BOUND};

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

/// Teams: Red's rook takes Green's king on n8 at once.
fn king_capture_in_one() -> Position {
    position(Variant::Teams, Seat::SOUTH, &["rKh1", "rRd8", "rPe2", "bKa7", "bPb7", "yKg14", "yPg13", "gKn8", "gPm9"])
}

#[test]
fn a_king_capture_in_one_is_a_mate_score_on_line_one() {
    let pos = king_capture_in_one();
    let (lines, _) = analyse(&pos, 3, 3);
    assert_distinct_and_ordered(&pos, &lines, 3);
    assert_eq!(pos.move_text(&lines[0].pv[0]), "Rd8xKn8");
    assert!(lines[0].score >= MATE_BOUND);
    assert!(lines[1].score < MATE_BOUND, "only one move takes the king");
}

#[test]
fn after_a_mate_is_found_the_other_lines_go_on_deepening() {
    let pos = king_capture_in_one();
    // Three lines: the mate is settled at depth 1, the others are searched to depth 4.
    let (lines, iterations) = analyse(&pos, 4, 3);
    assert_eq!(iterations.len(), 4, "one report per depth");
    assert!(lines.iter().all(|l| l.depth == 4), "depths {:?}", lines.iter().map(|l| l.depth).collect::<Vec<_>>());
    assert!(lines[0].score >= MATE_BOUND);
    // One line: the mate settles it, as the search stops on a mate within reach.
    let (lines, iterations) = analyse(&pos, 4, 1);
    assert_eq!(iterations.len(), 1, "no deeper iteration once the only line is a mate");
    assert_eq!(lines[0].depth, 1);
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

#[test]
fn free_for_all_lines_carry_each_players_points_at_their_end() {
    // Red's rook takes Green's undefended queen on n8: a queen scores 9 in Free-for-all.
    let pos = position(
        Variant::FreeForAll,
        Seat::SOUTH,
        &["rKh1", "rRd8", "rPe2", "bKa7", "bPb7", "yKg14", "yPg13", "gKn4", "gQn8", "gPm9"],
    );
    let (lines, _) = analyse(&pos, 3, 2);
    assert_eq!(pos.move_text(&lines[0].pv[0]), "Rd8xQn8");
    let now = Seat::ALL.map(|s| pos.points(s));
    let after = points_after(&pos, &lines[0].pv);
    assert!(after[0] >= now[0] + 9, "the capture's points: {now:?} -> {after:?}");
    // The second line does not take the queen at once: fewer points for Red.
    assert!(points_after(&pos, &lines[1].pv)[0] < after[0]);
    // An empty line: the points now.
    assert_eq!(points_after(&pos, &[]), now);
}

#[test]
fn chaturanga_reports_a_win_chance_between_zero_and_one() {
    let rules = Rules::new(Variant::Chaturanga);
    let mut pos = Position::start(rules);
    let mut searcher = Searcher::new(1);
    // Before the roll: the chance over every roll, near even at the start.
    let before = searcher.win_chance_over_rolls(&pos, &Limits::depth(2), &NoClock).expect("a roll is due");
    assert!((0.3..0.7).contains(&before), "start: {before}");
    pos.roll(&[3, 4]).expect("roll");
    assert_eq!(searcher.win_chance_over_rolls(&pos, &Limits::depth(2), &NoClock), None, "the dice are known");
    let (lines, _) = analyse(&pos, 2, 3);
    assert_eq!(lines.len(), 1, "one line: the dice bot's turn");
    let chance = win_chance(lines[0].score);
    assert!(chance > 0.0 && chance < 1.0, "{chance}");
    // A free king to take (White's rook on d4 takes Red's king with the 4): better chances.
    let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(4,6)}-7,yK/8/3,bK,4/8/3,rR,4/8/8/3,rK,3,gK";
    let free = Position::from_fen4(rules, fen).expect("valid");
    let (lines, _) = analyse(&free, 2, 1);
    assert!(win_chance(lines[0].score) > chance, "taking a king raises the chance");
    // Won and lost games are certain.
    assert_eq!(win_chance(2_000_000), 1.0);
    assert_eq!(win_chance(-2_000_000), 0.0);
    assert!((win_chance(0) - 0.5).abs() < 1e-9);
}
