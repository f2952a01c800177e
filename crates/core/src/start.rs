//! The starting positions, written as FEN4 so the arrays read like the spec's tables.

use crate::fen4::Setup;
use crate::position::Position;
use crate::rules::{Array, Rules, Starts};

const VERNEY_EDGES_TOP: &str = "3,wR,wN,wB,wK,wQ,wB,wN,wR,3/3,wP,wP,wP,wP,wP,wP,wP,wP,3/14";
const VERNEY_EDGES_BOTTOM: &str = "14/3,yP,yP,yP,yP,yP,yP,yP,yP,3/3,yR,yN,yB,yQ,yK,yB,yN,yR,3";

/// Verney's array: queens on light squares, so Red and Black have the queen on the right.
const VERNEY_WINGS: &str = "rR,rP,10,bP,bR/rN,rP,10,bP,bN/rB,rP,10,bP,bB/rK,rP,10,bP,bQ/rQ,rP,10,bP,bK/rB,rP,10,bP,bB/rN,rP,10,bP,bN/rR,rP,10,bP,bR";
/// The London club's array: every queen left of its king.
const CLUB_WINGS: &str = "rR,rP,10,bP,bR/rN,rP,10,bP,bN/rB,rP,10,bP,bB/rQ,rP,10,bP,bK/rK,rP,10,bP,bQ/rB,rP,10,bP,bB/rN,rP,10,bP,bN/rR,rP,10,bP,bR";

/// chess.com's modern array (`4PC`).
pub const MODERN_FEN4: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";
/// chess.com's classic array (`4PCo`): Blue's and Green's king and queen swapped.
pub const CLASSIC_FEN4: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bK,bP,10,gP,gQ/bQ,bP,10,gP,gK/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";

/// The modern array's FEN4 with king and queen swapped for the armies `array` names.
fn array_fen4(array: Array) -> String {
    let mut fen = MODERN_FEN4.to_string();
    for (seat, swap) in array.swapped().into_iter().enumerate() {
        if swap {
            let c = ['r', 'b', 'y', 'g'][seat];
            fen = fen
                .replace(&format!("{c}K"), "#")
                .replace(&format!("{c}Q"), &format!("{c}K"))
                .replace('#', &format!("{c}Q"));
        }
    }
    fen
}

/// The FEN4 of the starting position of a rule set with its house rules.
pub fn start_fen4(rules: &Rules) -> String {
    let turn = rules.variant().seat_letters()[rules.first_player.index()].to_ascii_uppercase();
    match rules.variant().facts().starts {
        Starts::Verney => {
            let wings = if rules.verney().club_setup { CLUB_WINGS } else { VERNEY_WINGS };
            format!("{turn}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{VERNEY_EDGES_TOP}/{wings}/{VERNEY_EDGES_BOTTOM}")
        }
        Starts::ChessCom => {
            let fen = array_fen4(rules.array());
            format!("{turn}{}", &fen[1..])
        }
        Starts::Corners => crate::variant::chaturanga::start_fen4(rules),
    }
}

/// A chess.com array code (`4PCb`) read as the start of a Teams or Free-for-all game
/// (a `StartFen4` tag or a `--fen` argument may name one instead of a position).
pub fn preset_start(mut rules: Rules, text: &str) -> Option<Position> {
    let array = Array::from_code(text)?;
    if rules.variant().facts().starts != Starts::ChessCom {
        return None;
    }
    rules.set_array(array);
    Some(Position::start(rules))
}

impl Position {
    /// The starting position of a rule set with its house rules.
    pub fn start(rules: Rules) -> Position {
        let fen = start_fen4(&rules);
        match Setup::parse(rules.variant(), &fen).and_then(|s| s.into_position(rules)) {
            Ok(pos) => pos,
            // The arrays are constants checked by the tests; failing here is a bug.
            Err(e) => unreachable!("start position of {:?} is invalid: {e}", rules.variant()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Square;
    use crate::piece::Kind;
    use crate::rules::Variant;
    use crate::seat::Seat;

    /// Kings and queens of each preset as chess.com's lobby shows them (Red, Blue,
    /// Yellow, Green), and the classic FEN4 written out in full agrees.
    #[test]
    fn presets_place_kings_and_queens() {
        let cases = [
            (Array::Modern, ["h1", "a7", "g14", "n8"], ["g1", "a8", "h14", "n7"]),
            (Array::Classic, ["h1", "a8", "g14", "n7"], ["g1", "a7", "h14", "n8"]),
            (Array::YellowGreen, ["h1", "a7", "h14", "n7"], ["g1", "a8", "g14", "n8"]),
            (Array::Yellow, ["h1", "a7", "h14", "n8"], ["g1", "a8", "g14", "n7"]),
            (Array::RedBlue, ["g1", "a8", "g14", "n8"], ["h1", "a7", "h14", "n7"]),
        ];
        for (array, kings, queens) in cases {
            let mut rules = Rules::new(Variant::Teams);
            rules.set_array(array);
            let pos = Position::start(rules);
            for seat in Seat::ALL {
                let at = |name: &str| pos.piece_at(Square::parse(name).expect("square")).map(|p| (p.kind(), p.seat()));
                assert_eq!(at(kings[seat.index()]), Some((Kind::King, Some(seat))), "{array:?} king of {seat:?}");
                assert_eq!(at(queens[seat.index()]), Some((Kind::Queen, Some(seat))), "{array:?} queen of {seat:?}");
            }
            assert_eq!(Array::from_code(array.code()), Some(array));
            assert_eq!(Array::parse(array.id()), Some(array));
            assert_eq!(
                preset_start(Rules::new(Variant::FreeForAll), array.code()).map(|p| p.rules().array()),
                Some(array)
            );
        }
        assert_eq!(array_fen4(Array::Classic), CLASSIC_FEN4);
        assert!(preset_start(Rules::new(Variant::Verney), "4PCb").is_none());
    }
}
