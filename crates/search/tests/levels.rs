//! The noisy levels' mistakes: fixed depths and seeds, no clock. Whatever the noise,
//! a level never gives a piece away for nothing while a move that keeps it exists.

use fourchess_core::{Kind, Position, Rules, Seat, Variant};
use fourchess_search::{Level, Limits, NoClock, Searcher};

mod common;

use common::position;

/// Noise seeds tried at each level.
const SEEDS: u64 = 64;

/// A piece's worth for these checks (the Chaturanga bot's scale there).
fn worth(variant: Variant, kind: Kind) -> i32 {
    match (variant, kind) {
        (_, Kind::Pawn) => 100,
        (_, Kind::Knight) => 300,
        (Variant::Chaturanga, Kind::Boat | Kind::Bishop) => 250,
        (_, Kind::Bishop) => 450,
        (_, Kind::Rook) => 500,
        (_, Kind::Queen) => 1000,
        _ => 4000,
    }
}

/// The largest piece of `seat`'s side (his team, or himself in Free-for-all) that an
/// enemy piece attacks where it is unguarded, or guarded but attacked by a cheaper piece
/// (then what the exchange loses), in centipawns.
fn en_prise(pos: &Position, seat: Seat) -> i32 {
    let variant = pos.variant();
    let mine = |s: Seat| if variant.is_team_game() { s.team() == seat.team() } else { s == seat };
    let friends = Seat::ALL.iter().filter(|&&s| mine(s)).fold(0u8, |m, s| m | s.bit());
    let enemies = 0b1111 & !friends;
    let mut worst = 0;
    for owner in Seat::ALL.into_iter().filter(|&s| mine(s)) {
        for (sq, piece) in pos.pieces_of(owner) {
            let threats = pos.attacking_kinds(sq, enemies);
            if threats == 0 {
                continue;
            }
            let value = worth(variant, piece.kind());
            let kinds = [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King, Kind::Boat];
            let cheapest = kinds.iter().filter(|&&k| threats & 1 << k as u8 != 0).map(|&k| worth(variant, k)).min();
            let loss = if pos.attacking_kinds(sq, friends) == 0 { value } else { value - cheapest.unwrap_or(value) };
            worst = worst.max(loss);
        }
    }
    worst
}

/// The levels of `variant` that add noise, with their limits for `seed` (the level's
/// depth cap and noise, no time limit).
fn noisy_levels(variant: Variant, seed: u64) -> Vec<(u8, Limits)> {
    (1..=6)
        .filter_map(Level::new)
        .filter(|level| level.noise_cp(variant) > 0)
        .map(|level| {
            let limits = Limits {
                depth: Some(level.depth_cap(variant)),
                noise_cp: level.noise_cp(variant),
                seed,
                ..Limits::default()
            };
            (level.number(), limits)
        })
        .collect()
}

/// A piece of the side to move is attacked and can be saved, and many moves leave it:
/// over many noise seeds at every noisy level, the move played never leaves a minor
/// piece or more en prise. `pieces` are written for Teams' colours (r, b, y, g: South,
/// West, North, East) and given the rule set's own letters.
fn never_gives_a_piece(variant: Variant, pieces: &[&str]) {
    let letters = variant.seat_letters();
    let pieces: Vec<String> = pieces
        .iter()
        .map(|text| {
            let seat = "rbyg".find(text.chars().next().unwrap()).expect("colour");
            format!("{}{}", letters[seat], &text[1..])
        })
        .collect();
    let pieces: Vec<&str> = pieces.iter().map(String::as_str).collect();
    let pos = position(variant, Seat::SOUTH, &pieces, [false; 4]);
    let after = |mv| {
        let mut child = pos.clone();
        child.play_unchecked(&mv);
        en_prise(&child, Seat::SOUTH)
    };
    let legal = pos.legal_moves();
    assert!(legal.iter().any(|&mv| after(mv) < 300), "{variant:?}: a safe move exists");
    let losing = legal.iter().filter(|&&mv| after(mv) >= 300).count();
    assert!(losing * 3 > legal.len(), "{variant:?}: many moves leave a piece ({losing} of {})", legal.len());
    let mut searcher = Searcher::new(1);
    for seed in 0..SEEDS {
        for (level, limits) in noisy_levels(variant, seed) {
            searcher.clear();
            let mv = searcher.search(&pos, &[], &limits, &NoClock).expect("a move").best;
            let lost = after(mv);
            assert!(lost < 300, "{variant:?} level {level} seed {seed}: {} leaves {lost}", pos.move_text(&mv));
        }
    }
}

/// South's knight on h6 is attacked along the sixth rank by West's rook on b6.
const KNIGHT_AND_ROOK: &[&str] =
    &["rKh1", "rNh6", "rPe2", "rPf2", "rPj2", "bKa8", "bRb6", "yKg14", "yPg13", "gKn8", "gPm9"];

/// South's bishop on h6 is attacked by West's pawn on g5 (West's pawns move towards
/// the n file).
const BISHOP_AND_PAWN: &[&str] =
    &["rKh1", "rBh6", "rPe2", "rPf2", "rPg2", "rPj2", "bKa8", "bPg5", "yKg14", "yPg13", "gKn8", "gPm9"];

/// South's knight on e1 is attacked by West's bishop on h4, and West's knight on e5
/// covers d3 and f3: one square, g2, saves it.
const KNIGHT_WITH_ONE_WAY_OUT: &[&str] =
    &["rKh1", "rNe1", "rPh2", "rPi2", "rPj2", "rPk2", "bKa8", "bBh4", "bNe5", "yKg14", "yPg13", "gKn8", "gPm9"];

/// Each of the three positions above, in `variant`.
fn never_gives_a_piece_in_any(variant: Variant) {
    for pieces in [KNIGHT_AND_ROOK, BISHOP_AND_PAWN, KNIGHT_WITH_ONE_WAY_OUT] {
        never_gives_a_piece(variant, pieces);
    }
}

#[test]
fn teams_levels_never_give_a_piece_for_nothing() {
    never_gives_a_piece_in_any(Variant::Teams);
}

#[test]
fn verney_levels_never_give_a_piece_for_nothing() {
    never_gives_a_piece_in_any(Variant::Verney);
}

#[test]
fn ffa_levels_never_give_a_piece_for_nothing() {
    never_gives_a_piece_in_any(Variant::FreeForAll);
}

/// Chaturanga, where the dice say which kinds may move: White (South) rolled a 3 (a
/// knight) and a 1 (king or pawn). His knight on c3 is attacked by Red's (West's) rook on c7;
/// moving it, or guarding it with the king, saves it, while moving the knight on f1 or
/// the king elsewhere leaves it. Every noisy level, over many seeds, plays its whole turn
/// (one action, then the bot again for the die left) without leaving a piece en prise.
#[test]
fn chaturanga_levels_never_give_a_piece_the_dice_let_them_keep() {
    let fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(3,1)}-3,bK,3,yK/2,bR,5/8/gK,7/8/2,rN,5/8/3,rK,1,rN,2";
    let start = Position::from_fen4(Rules::new(Variant::Chaturanga), fen).expect("valid");
    let seat = start.to_move();
    assert!(en_prise(&start, seat) >= 300, "the knight is attacked");
    let mut searcher = Searcher::new(1);
    for seed in 0..SEEDS {
        for (level, limits) in noisy_levels(Variant::Chaturanga, seed) {
            let mut pos = start.clone();
            let mut played = Vec::new();
            while pos.to_move() == seat && !pos.needs_roll() && pos.outcome().is_none() {
                let limits = Limits { seed: limits.seed.wrapping_mul(31) + played.len() as u64, ..limits };
                let mv = searcher.search(&pos, &[], &limits, &NoClock).expect("a move").best;
                played.push(pos.move_text(&mv));
                pos.play_unchecked(&mv);
            }
            let lost = en_prise(&pos, seat);
            assert!(lost < 250, "level {level} seed {seed}: {played:?} leaves {lost}");
        }
    }
}
