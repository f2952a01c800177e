//! Small builders for rule tests: positions from a list of pieces.

#![allow(dead_code)]

use fourchess_core::{Game, Kind, Piece, Position, Rules, Seat, Setup, Square, Variant};

/// A square by name (panics on a typo in a test).
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("bad square {name}"))
}

/// A position of `variant` with `to_move` to move and pieces written like `"yKh1"`
/// (colour letter of the variant, piece letter, square; a trailing `^` marks a Verney
/// pawn that has turned round).
pub fn position(rules: Rules, to_move: Seat, pieces: &[&str]) -> Position {
    setup(rules, to_move, pieces).into_position(rules).unwrap_or_else(|e| panic!("{e}"))
}

/// The setup behind [`position`], to adjust flags before validation.
pub fn setup(rules: Rules, to_move: Seat, pieces: &[&str]) -> Setup {
    let letters = rules.variant().seat_letters();
    let placement = pieces
        .iter()
        .map(|text| {
            let mut chars = text.chars();
            let colour = chars.next().expect("colour");
            let kind = Kind::from_letter(chars.next().expect("kind")).expect("known kind");
            let seat = letters.iter().position(|&c| c == colour).map(|i| Seat::ALL[i]).expect("known colour");
            let rest = chars.as_str();
            let turned = rest.ends_with('^');
            (sq(rest.trim_end_matches('^')), Piece::new(seat, kind).turned(turned))
        })
        .collect();
    Setup {
        placement,
        to_move,
        dead: [false; 4],
        castling: [[false; 2]; 4],
        points: [0; 4],
        clock: 0,
        en_passant: [None; 4],
        inert: [false; 4],
        chaturanga: Default::default(),
    }
}

/// Verney rules with default house rules.
pub fn verney() -> Rules {
    Rules::new(Variant::Verney)
}

/// The legal moves as texts, sorted.
pub fn move_texts(pos: &Position) -> Vec<String> {
    let mut texts: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

/// The legal moves of the piece on `from`, as target squares (sorted).
pub fn targets(pos: &Position, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .filter_map(|m| m.to())
        .map(|s| s.to_string())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Plays moves given as text, panicking with the move on failure.
pub fn play_all(game: &mut Game, moves: &[&str]) {
    for text in moves {
        if let Err(e) = game.play_text(text) {
            panic!("{text}: {e}\n{}", game.to_fen4());
        }
    }
}

/// xorshift64*: a deterministic generator for random tests, so a failure is reproducible.
pub struct Rng(u64);

impl Rng {
    /// A generator from any seed (zero included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}
