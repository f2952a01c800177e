//! Builders shared by the search's tests.

#![allow(dead_code)]

use fourchess_core::{start_fen4, Kind, Piece, Position, Rules, Seat, Setup, Square, Variant};

/// A position from pieces written like `"rKh1"` (colour letter, kind letter, square).
pub fn position(variant: Variant, to_move: Seat, pieces: &[&str], inert: [bool; 4]) -> Position {
    let rules = Rules::new(variant);
    let mut setup = Setup::parse(variant, &start_fen4(&rules)).expect("start parses");
    let letters = variant.seat_letters();
    setup.placement = pieces
        .iter()
        .map(|text| {
            let mut chars = text.chars();
            let colour = chars.next().expect("colour");
            let seat = Seat::ALL[letters.iter().position(|&c| c == colour).expect("colour")];
            let kind = Kind::from_letter(chars.next().expect("kind")).expect("kind");
            let sq = Square::parse(chars.as_str()).expect("square");
            (sq, Piece::new(seat, kind))
        })
        .collect();
    setup.to_move = to_move;
    setup.castling = [[false; 2]; 4];
    setup.inert = inert;
    setup.into_position(rules).expect("valid position")
}
