//! Static evaluation: material and piece-square terms (written once for South and
//! rotated to every seat), pawn advancement towards each rule set's promotion line,
//! a pawn-and-piece shield around the king, and the seats' states (inert Verney
//! armies, eliminated Free-for-all players). One table lookup per piece keeps it fast.

use fourchess_core::geometry::{GRID_CELLS, KING_STEPS};
use fourchess_core::{Kind, Position, Seat, SeatState, Square, Variant};

/// Centipawns of one Free-for-all point: a captured pawn is worth one point.
pub const CP_PER_POINT: i32 = 100;

/// Material values in centipawns: on the open cross board bishops are worth about a rook
/// and knights less than in two-player chess.
fn material(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Knight => 300,
        Kind::Bishop => 450,
        Kind::Rook => 500,
        Kind::Queen => 1000,
        Kind::King | Kind::Boat => 0,
    }
}

/// Ordering values for captures (most valuable victim first); kings highest.
pub fn victim_value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 5000,
        other => material(other),
    }
}

/// Material plus position for each seat, kind and grid cell.
pub struct Tables {
    variant: Variant,
    values: Box<[[[i16; GRID_CELLS]; 8]; 4]>,
}

/// A square seen from `seat` sitting at the bottom: (file from his left, rank from his
/// back line), both 0..14.
fn relative(seat: Seat, sq: Square) -> (i32, i32) {
    let (f, r) = (sq.file() as i32, sq.rank() as i32);
    match seat.index() {
        0 => (f, r),
        1 => (13 - r, f),
        2 => (13 - f, 13 - r),
        _ => (r, 13 - f),
    }
}

/// Bonus of a pawn on relative rank `rank` (1 = its own pawn line).
fn pawn_advance(variant: Variant, rank: i32) -> i32 {
    const TEAMS: [i32; 11] = [0, 0, 4, 8, 12, 18, 26, 38, 56, 80, 0];
    const FFA: [i32; 8] = [0, 0, 8, 18, 32, 55, 90, 0];
    let r = rank as usize;
    match variant {
        Variant::Teams => TEAMS.get(r).copied().unwrap_or(0),
        Variant::FreeForAll => FFA.get(r).copied().unwrap_or(0),
        // Verney pawns queen only by capturing onto an enemy back line: modest pull forward.
        _ => (rank - 1).clamp(0, 8) * 4,
    }
}

/// The positional part for South, by kind, at relative (file, rank).
fn south_term(variant: Variant, kind: Kind, file: i32, rank: i32) -> i32 {
    // 2 x Manhattan distance from the board's centre: 2 (centre) .. 26 (corner).
    let centre = 26 - ((2 * file - 13).abs() + (2 * rank - 13).abs());
    match kind {
        Kind::Pawn => {
            let central = if (5..=8).contains(&file) && rank <= 4 { 6 } else { 0 };
            pawn_advance(variant, rank) + central
        }
        Kind::Knight => centre * 2 - 10,
        Kind::Bishop => centre * 3 / 2 - 8,
        Kind::Rook => centre / 2,
        Kind::Queen => centre / 2,
        // The king belongs behind its pawns while armies are on the board.
        Kind::King => match rank {
            0 => 20,
            1 => 0,
            r => -15 * r.min(6),
        },
        Kind::Boat => 0,
    }
}

impl Tables {
    /// The tables of a rule set.
    pub fn new(variant: Variant) -> Tables {
        let mut values = Box::new([[[0i16; GRID_CELLS]; 8]; 4]);
        for seat in Seat::ALL {
            for sq in variant.shape().squares() {
                let (file, rank) = relative(seat, sq);
                for kind in [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King] {
                    let v = material(kind) + south_term(variant, kind, file, rank);
                    values[seat.index()][kind as usize][sq.index()] = v as i16;
                }
            }
        }
        Tables { variant, values }
    }

    /// The rule set these tables were built for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Material, position and king shelter of one seat's army.
    fn army(&self, pos: &Position, seat: Seat) -> i32 {
        let table = &self.values[seat.index()];
        let mut sum = 0;
        for (sq, piece) in pos.pieces_of(seat) {
            // The low three bits of a cell are the kind.
            sum += table[(piece.cell() & 7) as usize][sq.index()] as i32;
        }
        sum + king_shelter(pos, seat)
    }

    /// A seat's standing: its army, adjusted by its state.
    fn standing(&self, pos: &Position, seat: Seat) -> i32 {
        match pos.state(seat) {
            SeatState::Live => self.army(pos, seat),
            // An inert army neither attacks nor defends and its partner is one mate from
            // losing: worth half its material, minus a heavy penalty.
            SeatState::Inert => self.army(pos, seat) / 2 - 600,
            SeatState::Eliminated | SeatState::Walking => 0,
        }
    }

    /// Team games: the score for the team of the player to move.
    pub fn team_score(&self, pos: &Position) -> i32 {
        let us = pos.to_move().team();
        let mut score = 0;
        for seat in Seat::ALL {
            let v = self.standing(pos, seat);
            score += if seat.team() == us { v } else { -v };
        }
        score + TEMPO
    }

    /// Free-for-all: `root`'s points and army against the strongest opponent's.
    pub fn ffa_score(&self, pos: &Position, root: Seat) -> i32 {
        let worth = |seat: Seat| pos.points(seat) * CP_PER_POINT + self.standing(pos, seat);
        let mut own = worth(root);
        if pos.state(root) != SeatState::Live {
            own -= 1500;
        }
        let best_other = Seat::ALL.into_iter().filter(|&s| s != root).map(worth).max().unwrap_or(0);
        own - best_other
    }
}

/// Being to move is worth a little.
const TEMPO: i32 = 10;

/// Own pieces next to the king shelter it.
fn king_shelter(pos: &Position, seat: Seat) -> i32 {
    let Some(king) = pos.king(seat) else {
        return 0;
    };
    // The grid is padded, so every neighbour index is inside it (walls hold no piece).
    let guards = KING_STEPS
        .iter()
        .filter_map(|&step| Square::from_index((king.index() as i16 + step) as usize))
        .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.owner() as usize == seat.index()))
        .count() as i32;
    guards.min(4) * 12 - 3 * king_exposure(pos, king).min(24)
}

/// Empty squares a queen on the king's square would reach: open lines to the king are
/// how a player two or three turns away mates it, beyond a shallow search's horizon.
fn king_exposure(pos: &Position, king: Square) -> i32 {
    let shape = pos.shape();
    let mut open = 0;
    for step in KING_STEPS {
        let mut index = king.index() as i16 + step;
        while let Some(sq) = Square::from_index(index as usize) {
            if !shape.contains(sq) || pos.piece_at(sq).is_some() {
                break;
            }
            open += 1;
            index += step;
        }
    }
    open
}
