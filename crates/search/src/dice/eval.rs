//! The static worth of a Chaturanga position for one team.

use fourchess_core::{Kind, Position, Seat};

/// A king is what the game is about: both enemy kings captured wins (4000 against 1200
/// measured: `docs/search-experiments.md`).
pub(super) fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Boat | Kind::Bishop => 250,
        Kind::Knight => 300,
        Kind::Rook => 500,
        Kind::Queen => 900,
        Kind::King => 4000,
    }
}

/// The worth of a won game (a lost one is its negation).
pub(super) const WIN: i32 = 1_000_000;

/// Bits `1 << kind` of the kinds a die showing `face` lets move.
fn kinds_mask(face: u8) -> u8 {
    fourchess_core::chaturanga::kinds_for_die(face).iter().fold(0, |m, &k| m | 1 << k as u8)
}

/// Faces of a die that let a piece of one of these kinds (bits `1 << kind`) move.
fn faces_for(kinds: u8) -> u32 {
    (1..=6u8).filter(|&face| kinds_mask(face) & kinds != 0).count() as u32
}

/// Per mille chance that two dice let one of these kinds move at least once.
fn reach_per_mille(kinds: u8) -> i32 {
    let miss = 6 - faces_for(kinds);
    1000 - (1000 * miss * miss / 36) as i32
}

/// The position's worth for `seat`'s team: material, pawns' progress towards their
/// promotion line, the reserve an army may promote to, and pieces standing where an
/// enemy could take them (weighted by the chance the dice allow it).
pub(super) fn evaluate(pos: &Position, seat: Seat) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return if outcome.is_draw() {
            0
        } else if outcome.winners & seat.bit() != 0 {
            WIN
        } else {
            -WIN
        };
    }
    let mut score = 0;
    for owner in Seat::ALL {
        let sign = if owner.team() == seat.team() { 1 } else { -1 };
        let mut army = 0;
        let enemies = owner.team().other().mask();
        for (sq, piece) in pos.pieces_of(owner) {
            army += value(piece.kind());
            let threats = pos.attacking_kinds(sq, enemies);
            if threats != 0 {
                army -= value(piece.kind()) * reach_per_mille(threats) / 2000;
            }
            if piece.kind() == Kind::Pawn {
                let rank = match owner.index() {
                    0 => sq.rank(),
                    1 => sq.file(),
                    2 => 7 - sq.rank(),
                    _ => 7 - sq.file(),
                };
                army += 12 * rank as i32;
            }
        }
        army += pos.reserve(owner).map(|k| value(k) / 4).sum::<i32>();
        score += sign * army;
    }
    score
}
