//! The starting positions, written as FEN4 so the arrays read like the spec's tables.

use crate::fen4::Setup;
use crate::position::Position;
use crate::rules::{Array, Rules, Variant};

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

/// The FEN4 of the starting position of a rule set with its house rules.
pub fn start_fen4(rules: &Rules) -> String {
    let turn = rules.variant.seat_letters()[rules.first_player.index()].to_ascii_uppercase();
    match rules.variant {
        Variant::Verney => {
            let wings = if rules.club_setup { CLUB_WINGS } else { VERNEY_WINGS };
            format!("{turn}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{VERNEY_EDGES_TOP}/{wings}/{VERNEY_EDGES_BOTTOM}")
        }
        Variant::Teams | Variant::FreeForAll => {
            let fen = if rules.array == Array::Classic { CLASSIC_FEN4 } else { MODERN_FEN4 };
            format!("{turn}{}", &fen[1..])
        }
        Variant::Chaturanga => crate::chaturanga::start_fen4(rules),
    }
}

impl Position {
    /// The starting position of a rule set with its house rules.
    pub fn start(rules: Rules) -> Position {
        let fen = start_fen4(&rules);
        match Setup::parse(rules.variant, &fen).and_then(|s| s.into_position(rules)) {
            Ok(pos) => pos,
            // The arrays are constants checked by the tests; failing here is a bug.
            Err(e) => unreachable!("start position of {:?} is invalid: {e}", rules.variant),
        }
    }
}
