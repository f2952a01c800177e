//! Static evaluation: material and piece-square terms (written once for South and
//! rotated to every seat), pawn advancement towards each rule set's promotion line,
//! a pawn-and-piece shield around the king, and the seats' states (inert Verney
//! armies, eliminated Free-for-all players). One table lookup per piece keeps it fast.
//! The team games add each army's activity, counted after its own moves, and the
//! danger around each king (see [`king_zone`]).

use fourchess_core::geometry::{GRID_CELLS, KING_STEPS};
use fourchess_core::{Kind, Move, MoveKind, Position, Seat, SeatState, Square, Team, Variant};

use crate::places::{chasing_place, out_of_reach};

/// Centipawns of one Free-for-all point: a captured pawn is worth one point.
pub const CP_PER_POINT: i32 = 100;

/// The evaluation's weights, in centipawns unless said otherwise. [`Weights::DEFAULT`]
/// are the hand-set values every rule set plays with; a tuning run
/// (`examples/texel.rs`) tries others through [`crate::tuning`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Material of a knight (a pawn is 100).
    pub knight: i32,
    /// Material of a bishop.
    pub bishop: i32,
    /// Material of a rook.
    pub rook: i32,
    /// Material of a queen.
    pub queen: i32,
    /// Teams: a pawn's bonus on its relative ranks 2 to 9 (1: its own pawn line).
    pub teams_pawn: [i32; 8],
    /// Per step nearer the centre, in quarters of a centipawn: knight, bishop, rook, queen.
    pub centre: [i32; 4],
    /// The king on its back line.
    pub king_home: i32,
    /// The king, per rank it stands off its back line past the first (a cost).
    pub king_step: i32,
    /// King shelter: per own piece next to the king (at most four).
    pub shelter_guard: i32,
    /// King shelter: per open square a queen on the king's square would reach (at most 24; a cost).
    pub shelter_open: i32,
    /// Team games' activity: per square reached.
    pub activity_square: i32,
    /// Team games' activity: per developed piece.
    pub active_piece: i32,
    /// Team games' activity: per pair of developed pieces of partners.
    pub active_pair: i32,
    /// King zone: what an enemy knight, bishop, rook, queen and king bearing on a square
    /// next to a king cost.
    pub zone_attack: [i32; 5],
    /// King zone: the extra when pieces of two enemy players bear on the king's squares.
    pub zone_two_players: i32,
    /// Being to move.
    pub tempo: i32,
}

impl Weights {
    /// The weights as set by hand: on the open cross board bishops are worth about a
    /// rook and knights less than in two-player chess; activity as 4pChess weighs it.
    pub const DEFAULT: Weights = Weights {
        knight: 300,
        bishop: 450,
        rook: 500,
        queen: 1000,
        teams_pawn: [4, 8, 12, 18, 26, 38, 56, 80],
        centre: [8, 6, 2, 2],
        king_home: 20,
        king_step: 15,
        shelter_guard: 12,
        shelter_open: 3,
        activity_square: 5,
        active_piece: 25,
        active_pair: 15,
        zone_attack: [25, 30, 30, 40, 50],
        zone_two_players: 150,
        tempo: 10,
    };

    /// The weights a rule set plays with.
    pub fn of(_variant: Variant) -> Weights {
        Weights::DEFAULT
    }

    /// Material value of a piece kind (kings and boats count 0 here).
    fn material(&self, kind: Kind) -> i32 {
        match kind {
            Kind::Pawn => 100,
            Kind::Knight => self.knight,
            Kind::Bishop => self.bishop,
            Kind::Rook => self.rook,
            Kind::Queen => self.queen,
            Kind::King | Kind::Boat => 0,
        }
    }
}

/// Ordering values for captures (most valuable victim first); kings highest. Fixed,
/// whatever the evaluation's weights: move ordering is not tuned with them.
pub fn victim_value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 5000,
        other => Weights::DEFAULT.material(other),
    }
}

/// The parts of the evaluation kept up to date move by move, by seat: material and
/// piece-square sums, and king shelter. Computed once at the root; a move changes two
/// or three sums and only the shelter of kings in line with the squares it touched.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Sums {
    material: [i32; 4],
    shelter: [i32; 4],
    /// With [`Tables::activity`]: each army's activity (squares reached, developed
    /// pieces) as of its own last move on the path; the others' moves leave it stale.
    reach: [i16; 4],
    active: [u8; 4],
    /// With a net: the slot of the search's accumulator stack that holds this position's
    /// (see `Core::sums_after`); none: the net evaluates from scratch.
    pub(crate) net_slot: Option<u8>,
}

impl Sums {
    fn set_activity(&mut self, pos: &Position, seat: Seat) {
        let reach = pos.reach(seat);
        self.reach[seat.index()] =
            (reach.knights + reach.bishops + reach.rooks + reach.queens).min(i16::MAX as u32) as i16;
        self.active[seat.index()] = reach.active.min(u8::MAX as u32) as u8;
    }

    /// A team's activity: squares its live armies reach, and developed pieces, more
    /// when both partners have developed (they attack together).
    fn team_activity(&self, pos: &Position, team: Team, w: &Weights) -> i32 {
        let (mut reach, mut n) = (0, [0i32; 2]);
        for (i, seat) in team.seats().into_iter().enumerate() {
            if pos.state(seat) == SeatState::Live {
                reach += self.reach[seat.index()] as i32;
                n[i] = self.active[seat.index()] as i32;
            }
        }
        w.activity_square * reach + w.active_piece * (n[0] + n[1]) + w.active_pair * n[0] * n[1]
    }
}

/// Material plus position for each seat, kind and grid cell.
pub struct Tables {
    variant: Variant,
    /// Team games: whether each army's activity counts, as measured after its last move.
    pub(crate) activity: bool,
    /// Free-for-all: whether finished games score by place and a player out of reach of
    /// first plays for the best place left (see [`crate::places`]); set per search.
    pub(crate) ffa_places: bool,
    weights: Weights,
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
fn pawn_advance(variant: Variant, w: &Weights, rank: i32) -> i32 {
    const FFA: [i32; 8] = [0, 0, 8, 18, 32, 55, 90, 0];
    let r = rank as usize;
    match variant {
        Variant::Teams => r.checked_sub(2).and_then(|i| w.teams_pawn.get(i)).copied().unwrap_or(0),
        Variant::FreeForAll => FFA.get(r).copied().unwrap_or(0),
        // Verney pawns queen only by capturing onto an enemy back line: modest pull forward.
        _ => (rank - 1).clamp(0, 8) * 4,
    }
}

/// The positional part for South, by kind, at relative (file, rank).
fn south_term(variant: Variant, w: &Weights, kind: Kind, file: i32, rank: i32) -> i32 {
    // 2 x Manhattan distance from the board's centre: 2 (centre) .. 26 (corner).
    let centre = 26 - ((2 * file - 13).abs() + (2 * rank - 13).abs());
    match kind {
        Kind::Pawn => {
            let central = if (5..=8).contains(&file) && rank <= 4 { 6 } else { 0 };
            pawn_advance(variant, w, rank) + central
        }
        Kind::Knight => centre * w.centre[0] / 4 - 10,
        Kind::Bishop => centre * w.centre[1] / 4 - 8,
        Kind::Rook => centre * w.centre[2] / 4,
        Kind::Queen => centre * w.centre[3] / 4,
        // The king belongs behind its pawns while armies are on the board.
        Kind::King => match rank {
            0 => w.king_home,
            1 => 0,
            r => -w.king_step * r.min(6),
        },
        Kind::Boat => 0,
    }
}

impl Tables {
    /// The tables of a rule set.
    pub fn new(variant: Variant) -> Tables {
        Tables::with_weights(variant, Weights::of(variant))
    }

    /// The tables of a rule set with these weights.
    pub fn with_weights(variant: Variant, weights: Weights) -> Tables {
        let mut values = Box::new([[[0i16; GRID_CELLS]; 8]; 4]);
        for seat in Seat::ALL {
            for sq in variant.shape().squares() {
                let (file, rank) = relative(seat, sq);
                for kind in [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King] {
                    let v = weights.material(kind) + south_term(variant, &weights, kind, file, rank);
                    values[seat.index()][kind as usize][sq.index()] = v as i16;
                }
            }
        }
        Tables { variant, activity: false, ffa_places: false, weights, values }
    }

    /// The rule set these tables were built for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    #[inline]
    fn value(&self, seat: Seat, kind: Kind, sq: Square) -> i32 {
        self.values[seat.index()][kind as usize][sq.index()] as i32
    }

    /// Material, position and king shelter of every seat's army, counted piece by piece.
    pub fn sums(&self, pos: &Position) -> Sums {
        let mut sums = Sums::default();
        for seat in Seat::ALL {
            let table = &self.values[seat.index()];
            for (sq, piece) in pos.pieces_of(seat) {
                // The low three bits of a cell are the kind.
                sums.material[seat.index()] += table[(piece.cell() & 7) as usize][sq.index()] as i32;
            }
            sums.shelter[seat.index()] = self.king_shelter(pos, seat);
            if self.activity {
                sums.set_activity(pos, seat);
            }
        }
        sums
    }

    /// The sums after `mv` took `parent` to `child`, from the parent's sums: moves that
    /// only lift, place and take one piece each are updated, the rest (castling, en
    /// passant, passes, armies changing state) are counted afresh.
    #[inline]
    pub fn sums_after(&self, parent: &Position, sums: Sums, mv: &Move, child: &Position) -> Sums {
        let simple = matches!(mv.kind(), MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Leap)
            && Seat::ALL.into_iter().all(|s| parent.state(s) == child.state(s));
        let (Some(piece), Some(from), Some(to)) = (mv.piece(), mv.from(), mv.to()) else {
            return self.sums(child);
        };
        let Some(seat) = piece.seat().filter(|_| simple) else {
            return self.sums(child);
        };
        let mut next = sums;
        let arrived = mv.promotion().unwrap_or(piece);
        next.material[seat.index()] += self.value(seat, arrived.kind(), to) - self.value(seat, piece.kind(), from);
        if let Some(victim) = mv.captured() {
            if let Some(owner) = victim.seat() {
                next.material[owner.index()] -= self.value(owner, victim.kind(), to);
            }
        }
        for s in Seat::ALL {
            let king = child.king(s);
            let touched = king.is_some_and(|k| in_line(k, from) || in_line(k, to));
            if touched || king != parent.king(s) {
                next.shelter[s.index()] = self.king_shelter(child, s);
            }
        }
        if self.activity {
            next.set_activity(child, seat);
        }
        next
    }

    /// A seat's standing: its army (material, position, king shelter), adjusted by its state.
    fn standing(&self, pos: &Position, sums: &Sums, seat: Seat) -> i32 {
        let army = sums.material[seat.index()] + sums.shelter[seat.index()];
        match pos.state(seat) {
            SeatState::Live => army,
            // An inert army neither attacks nor defends and its partner is one mate from
            // losing: worth half its material, minus a heavy penalty.
            SeatState::Inert => army / 2 - 600,
            SeatState::Eliminated | SeatState::Walking => 0,
        }
    }

    /// Team games: the score for the team of the player to move.
    pub fn team_score(&self, pos: &Position, sums: &Sums) -> i32 {
        let us = pos.to_move().team();
        let mut score = 0;
        for seat in Seat::ALL {
            let v = self.standing(pos, sums, seat);
            score += if seat.team() == us { v } else { -v };
        }
        if self.activity {
            score += sums.team_activity(pos, us, &self.weights) - sums.team_activity(pos, us.other(), &self.weights);
        }
        if self.variant == Variant::Verney {
            if let Some((strong, bonus)) = self.won_ending(pos, sums) {
                score += if strong == us { bonus } else { -bonus };
            }
        }
        score + self.weights.tempo
    }

    /// Team games: the danger around the other team's kings less the danger around
    /// the own team's, for the team of the player to move (see [`king_zone`]).
    pub fn team_king_zones(&self, pos: &Position) -> i32 {
        let us = pos.to_move().team();
        Seat::ALL
            .into_iter()
            .filter(|&s| pos.state(s) == SeatState::Live)
            .map(|s| if s.team() == us { -self.king_zone(pos, s) } else { self.king_zone(pos, s) })
            .sum()
    }

    /// Free-for-all: `root`'s points and army against half the strongest opponent's and
    /// half the opponents' mean; an army's worth includes its [`mop_up`] of bare kings.
    pub fn ffa_score(&self, pos: &Position, sums: &Sums, root: Seat) -> i32 {
        let worth = |seat: Seat| {
            let hunt = if pos.state(seat) == SeatState::Live { mop_up(pos, sums, seat) } else { 0 };
            pos.points(seat) * CP_PER_POINT + self.standing(pos, sums, seat) + hunt
        };
        let mut own = worth(root);
        if pos.state(root) != SeatState::Live {
            own -= 1500;
        }
        // The players out of reach leave the comparison: the race is for the best place left.
        let above = if self.ffa_places { out_of_reach(pos, root) } else { 0 };
        let others = Seat::ALL.into_iter().filter(|&s| s != root && above & s.bit() == 0).map(worth);
        let best_other = others.clone().max().unwrap_or(0);
        // Half the leader, half the field's mean: every opponent's gain counts a little.
        let score = own - (best_other + others.sum::<i32>() / 3) / 2;
        if above == 0 {
            score
        } else {
            chasing_place(above, score)
        }
    }
}

/// Whether `sq` is the king's square or on one of its eight lines: only a change there
/// can change the king's shelter.
#[inline]
fn in_line(king: Square, sq: Square) -> bool {
    let df = king.file() as i32 - sq.file() as i32;
    let dr = king.rank() as i32 - sq.rank() as i32;
    df == 0 || dr == 0 || df.abs() == dr.abs()
}

/// Percent of those costs counted, by how many enemy pieces bear on the square: one
/// attacker is a nuisance, several are a mating attack.
const ZONE_CROWD: [i32; 9] = [0, 50, 100, 120, 150, 200, 250, 300, 400];

impl Tables {
    /// Danger around a king: for each square next to it, the enemy pieces bearing on it
    /// (weighed by kind and by their number), and more when two enemy players join in.
    /// Mates in four-player chess come from pieces of two players meeting at the king.
    fn king_zone(&self, pos: &Position, seat: Seat) -> i32 {
        // By kind (the low three bits of a cell): pawn, knight, bishop, rook, queen, king.
        let w = &self.weights.zone_attack;
        let zone_attack = [0, w[0], w[1], w[2], w[3], w[4], 0, 0];
        let Some(king) = pos.king(seat) else {
            return 0;
        };
        let enemies = Seat::ALL
            .into_iter()
            .filter(|&s| s != seat && pos.state(s) == SeatState::Live)
            .filter(|&s| !pos.variant().is_team_game() || s.team() != seat.team())
            .fold(0u8, |mask, s| mask | s.bit());
        if enemies == 0 {
            return 0;
        }
        let mut danger = 0;
        let mut attacking_seats = 0u8;
        let back_rank = |sq: Square| relative(seat, sq).1 == 0;
        for &step in KING_STEPS.iter() {
            let Some(sq) = Square::from_index((king.index() as i16 + step) as usize) else { continue };
            // The squares of the own back line are left out: pieces rarely mate along it.
            if !pos.on_board(sq) || back_rank(sq) {
                continue;
            }
            let (mut count, mut weight) = (0usize, 0);
            pos.visit_attackers(sq, enemies, |piece| {
                count += 1;
                // The low three bits of a cell are the kind.
                weight += zone_attack[(piece.cell() & 7) as usize];
                if let Some(owner) = piece.seat() {
                    attacking_seats |= owner.bit();
                }
            });
            danger += weight * ZONE_CROWD[count.min(8)] / 100;
        }
        if attacking_seats.count_ones() > 1 {
            danger += self.weights.zone_two_players;
        }
        danger
    }

    /// Own pieces next to the king shelter it.
    fn king_shelter(&self, pos: &Position, seat: Seat) -> i32 {
        let Some(king) = pos.king(seat) else {
            return 0;
        };
        // The grid is padded, so every neighbour index is inside it (walls hold no piece).
        let guards = KING_STEPS
            .iter()
            .filter_map(|&step| Square::from_index((king.index() as i16 + step) as usize))
            .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.owner() as usize == seat.index()))
            .count() as i32;
        guards.min(4) * self.weights.shelter_guard - self.weights.shelter_open * king_exposure(pos, king).min(24)
    }
}

/// Mop-up, per square around a bare king (and its own) that a strong army covers.
const MOP_UP_SQUARE: i32 = 25;
/// Mop-up, per step the strong army's king stands closer than eight steps to the bare
/// king: a queen mates only with her king's help.
const MOP_UP_KING: i32 = 50;
/// An army worth at least this (material and position) can mate: a queen or two rooks.
const STRONG_ARMY: i32 = 900;
/// An army worth at most this is bare: a king with a few pawns.
const BARE_ARMY: i32 = 350;

/// Free-for-all endgames: `seat`, holding a strong army, gains as its pieces cover the
/// squares around a bare enemy king and as its own king comes near, so that the search
/// drives them in to mate (20 points) instead of circling beyond its horizon. (King and
/// queen against a bare king, searched 3-5 plies deep for both: mate in 31-59 plies from
/// two starts, where without it the fifty-move rule ended the game. Counting the board's
/// edges as covered squares, as two-player mop-up does, mated later or not at all: the
/// cross's inner corners are no trap.)
fn mop_up(pos: &Position, sums: &Sums, seat: Seat) -> i32 {
    if sums.material[seat.index()] < STRONG_ARMY {
        return 0;
    }
    let mut bonus = 0;
    for prey in Seat::ALL {
        if prey == seat || pos.state(prey) != SeatState::Live || sums.material[prey.index()] > BARE_ARMY {
            continue;
        }
        let Some(king) = pos.king(prey) else { continue };
        let covered = core::iter::once(0)
            .chain(KING_STEPS.iter().copied())
            .filter_map(|step| Square::from_index((king.index() as i16 + step) as usize))
            .filter(|&sq| pos.on_board(sq) && pos.attacking_kinds(sq, seat.bit()) != 0)
            .count() as i32;
        let near = pos.king(seat).map_or(0, |own| {
            let steps =
                (own.file() as i32 - king.file() as i32).abs().max((own.rank() as i32 - king.rank() as i32).abs());
            (8 - steps).max(0)
        });
        bonus += MOP_UP_SQUARE * covered + MOP_UP_KING * near;
    }
    bonus
}

/// Verney's won endings, per king step the bare king stands from the board's centre
/// (0..6): the lone king is driven out of the middle, into an arm.
const ENDING_EDGE: i32 = 20;
/// Per neighbour square the bare king lacks (off the board): edges and the arms' corners,
/// where a king and a queen or rook mate.
const ENDING_WALL: i32 = 10;
/// Per step each king of the strong team stands closer than 13 steps to the nearest bare king.
const ENDING_CLOSE: i32 = 10;
/// Per square around the bare king (and its own) that the strong team attacks.
const ENDING_COVER: i32 = 20;
/// What a mated (inert) enemy king counts in a won ending: as much as a bare king's
/// square can, so that mating one king never costs its bonus.
const ENDING_MATED: i32 = 6 * ENDING_EDGE + 5 * ENDING_WALL + 9 * ENDING_COVER;

impl Tables {
    /// Verney: the team that has won the ending, and its bonus (as two-player engines'
    /// "KXK" mop-up): every live army of the other team is a bare king, and the team's
    /// live armies can mate (a queen, a rook, or a bishop with another minor piece). For
    /// each bare king it gains as the king stands nearer an edge of the cross, as the
    /// squares around it fall under attack and as the team's kings come close; each
    /// mated (inert) enemy army counts the most a bare king can. The kings' piece-square
    /// and shelter terms, which keep a king home behind its pawns, are left out: the
    /// strong team's kings walk out to help, and a bare king earns nothing from them.
    /// Without it level 3 once took 527 rounds to mate a lone king (issue 65); the levels
    /// also play such endings deeper and without noise (`Limits::finish_depth`).
    pub(crate) fn won_ending(&self, pos: &Position, sums: &Sums) -> Option<(Team, i32)> {
        // Cheap first: a bare king's material is its square's value, at most `king_home`.
        let bare = |s: Seat| pos.state(s) != SeatState::Live || sums.material[s.index()] <= self.weights.king_home;
        let strong =
            [Team::SOUTH_NORTH, Team::WEST_EAST].into_iter().find(|t| t.other().seats().into_iter().all(bare))?;
        let weak = strong.other().seats();
        let is_bare = |s: Seat| pos.state(s) != SeatState::Live || pos.pieces_of(s).nth(1).is_none();
        if !weak.into_iter().all(is_bare) || !weak.into_iter().any(|s| pos.state(s) == SeatState::Live) {
            return None;
        }
        let live = strong.seats().into_iter().filter(|&s| pos.state(s) == SeatState::Live);
        let (mut heavy, mut minor, mut bishops) = (0, 0, 0);
        for (_, piece) in live.clone().flat_map(|s| pos.pieces_of(s)) {
            match piece.kind() {
                Kind::Queen | Kind::Rook => heavy += 1,
                Kind::Bishop => {
                    bishops += 1;
                    minor += 1
                }
                Kind::Knight => minor += 1,
                _ => {}
            }
        }
        if heavy == 0 && (bishops == 0 || minor < 2) {
            return None;
        }
        let attackers = live.clone().fold(0u8, |mask, s| mask | s.bit());
        let mut bonus = 0;
        // The strong team's kings: their home and shelter terms out.
        for seat in live.clone() {
            if let Some(king) = pos.king(seat) {
                bonus -= self.value(seat, Kind::King, king) + sums.shelter[seat.index()];
            }
        }
        for seat in weak {
            if pos.state(seat) != SeatState::Live {
                bonus += ENDING_MATED;
                continue;
            }
            let Some(king) = pos.king(seat) else { continue };
            // Out of the bare king's own score (counted against the strong team).
            bonus += self.value(seat, Kind::King, king) + sums.shelter[seat.index()];
            let (file, rank) = (king.file() as i32, king.rank() as i32);
            let from_centre = ((2 * file - 13).abs().max((2 * rank - 13).abs()) - 1) / 2;
            let around =
                KING_STEPS.iter().filter_map(|&step| Square::from_index((king.index() as i16 + step) as usize));
            let walls = around.clone().filter(|&sq| !pos.on_board(sq)).count() as i32;
            let covered = core::iter::once(king)
                .chain(around)
                .filter(|&sq| pos.on_board(sq) && pos.attacking_kinds(sq, attackers) != 0)
                .count() as i32;
            bonus += ENDING_EDGE * from_centre + ENDING_WALL * walls + ENDING_COVER * covered;
        }
        // Each of the strong team's kings comes to the nearest bare king.
        let bare_kings = weak.into_iter().filter(|&s| pos.state(s) == SeatState::Live).filter_map(|s| pos.king(s));
        for own in live.filter_map(|s| pos.king(s)) {
            let steps = bare_kings.clone().map(|king| king_steps(own, king)).min().unwrap_or(13);
            bonus += ENDING_CLOSE * (13 - steps.min(13));
        }
        Some((strong, bonus))
    }
}

/// King steps from `a` to `b` on an open board.
fn king_steps(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32).abs().max((a.rank() as i32 - b.rank() as i32).abs())
}

/// Empty squares a queen on the king's square would reach: open lines to the king are
/// how a player two or three turns away mates it, beyond a shallow search's horizon.
fn king_exposure(pos: &Position, king: Square) -> i32 {
    KING_STEPS.iter().map(|&step| pos.empty_run(king, step)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use fourchess_core::Rules;

    /// The king-zone term is zero at the start (no enemy piece bears on a king's
    /// surroundings), often not zero later, and what one team gains the other loses.
    #[test]
    fn king_zones_weigh_both_teams_alike() {
        let rules = Rules::new(Variant::Teams);
        let tables = Tables::new(Variant::Teams);
        let mut rng = Rng::new(3);
        assert_eq!(tables.team_king_zones(&Position::start(rules)), 0);
        let mut nonzero = 0;
        crate::rng::random_games(rules, &mut rng, 20, 120, |_, _, _, pos| {
            let ours = tables.team_king_zones(pos);
            let mut other_to_move = pos.clone();
            other_to_move.skip_to(pos.to_move().next());
            assert_eq!(tables.team_king_zones(&other_to_move), -ours);
            nonzero += usize::from(ours != 0);
        });
        assert!(nonzero > 100, "only {nonzero} positions with danger near a king");
    }

    /// The sums kept move by move equal the sums counted afresh, over random games of
    /// every chess rule set (captures, promotions, castling, en passant, eliminations).
    #[test]
    fn updated_sums_equal_counted_sums() {
        let mut rules_list = vec![Rules::new(Variant::Teams), Rules::new(Variant::FreeForAll)];
        let mut verney = Rules::new(Variant::Verney);
        rules_list.push(verney);
        verney.verney_mut().expect("Verney").club_setup = true;
        verney.verney_mut().expect("Verney").double_step = true;
        rules_list.push(verney);
        let mut rng = Rng::new(7);
        let mut checked = 0;
        for rules in rules_list {
            let tables = Tables::new(rules.variant());
            // The sums before each move are counted afresh: the step asserted before
            // made them equal to the ones kept move by move.
            crate::rng::random_games(rules, &mut rng, 40, 300, |pos, _, mv, child| {
                let after = tables.sums_after(pos, tables.sums(pos), &mv, child);
                assert_eq!(after, tables.sums(child), "after {mv:?}");
                checked += 1;
            });
        }
        assert!(checked > 20_000, "only {checked} moves checked");
    }

    /// A Verney position of `pieces` ("yKh1": colour, kind, square), Yellow to move;
    /// `inert`: the armies mated.
    fn verney(pieces: &[&str], inert: [bool; 4]) -> Position {
        let rules = Rules::new(Variant::Verney);
        let mut setup = fourchess_core::Setup::parse(Variant::Verney, &fourchess_core::start_fen4(&rules)).unwrap();
        let letters = Variant::Verney.seat_letters();
        setup.placement = pieces
            .iter()
            .map(|text| {
                let mut chars = text.chars();
                let colour = chars.next();
                let seat = Seat::ALL[letters.iter().position(|&c| Some(c) == colour).unwrap()];
                let kind = Kind::from_letter(chars.next().unwrap()).unwrap();
                (Square::parse(chars.as_str()).unwrap(), fourchess_core::Piece::new(seat, kind))
            })
            .collect();
        setup.inert = inert;
        setup.into_position(rules).expect("a valid position")
    }

    /// Verney's won ending is the other team's live armies all bare kings and mating
    /// material on the board; a bare king is worth more to its enemies in an arm's corner
    /// than in the middle; mating it never costs the bonus.
    #[test]
    fn won_ending_wants_bare_kings_and_mating_material() {
        let tables = Tables::new(Variant::Verney);
        let ending = |pieces: &[&str], inert| {
            let pos = verney(pieces, inert);
            tables.won_ending(&pos, &tables.sums(&pos))
        };
        let live = [false; 4];
        let black_mated = [false, false, false, true];
        let strong = ["yKh1", "yQg1", "wKg14"];
        let with = |extra: &[&'static str]| strong.iter().copied().chain(extra.iter().copied()).collect::<Vec<_>>();
        let (team, middle) = ending(&with(&["rKg8", "bKi7"]), live).expect("a won ending");
        assert_eq!(team, Team::SOUTH_NORTH);
        // A bare king in an arm's corner (a4, further from the strong kings) is worth more.
        let (_, corner) = ending(&with(&["rKa4", "bKi7"]), live).expect("a won ending");
        assert!(corner > middle, "{corner} against {middle}");
        // One bare king mated: the ending goes on, worth at least as much.
        let (_, mated) = ending(&with(&["rKg8", "bKn4", "wRn11", "wRm11"]), black_mated).expect("a won ending");
        let (_, unmated) = ending(&with(&["rKg8", "bKi7", "wRn11", "wRm11"]), live).expect("a won ending");
        assert!(mated > unmated, "{mated} against {unmated}");
        // A piece or a pawn left to the other team, or no mating material: no won ending.
        assert_eq!(ending(&with(&["rKg8", "bKi7", "bNn5"]), live), None);
        assert_eq!(ending(&with(&["rKg8", "rPb5", "bKi7"]), live), None);
        assert_eq!(ending(&["yKh1", "yNg1", "wKg14", "rKg8", "bKi7"], live), None);
        assert!(ending(&["yKh1", "yNg1", "wBf14", "wKg14", "rKg8", "bKi7"], live).is_some());
        // The other team's win the other way round.
        let (team, _) = ending(&["yKh1", "wKg14", "rKa8", "rRa4", "bKn7"], live).expect("a won ending");
        assert_eq!(team, Team::WEST_EAST);
    }

    /// Activity is level at the start (four like armies), rises for the team whose
    /// player opens lines, and the mover's activity kept move by move is what counting
    /// afresh gives.
    #[test]
    fn activity_follows_development() {
        let rules = Rules::new(Variant::Teams);
        let mut tables = Tables::new(Variant::Teams);
        let start = Position::start(rules);
        let without = tables.team_score(&start, &tables.sums(&start));
        tables.activity = true;
        let sums = tables.sums(&start);
        assert_eq!(tables.team_score(&start, &sums), without);
        // South develops a knight; to move next is West, of the other team.
        let mv = start.parse_move("Nj1-i3").expect("a legal move");
        let mut child = start.clone();
        child.play_unchecked(&mv);
        let after = tables.sums_after(&start, sums, &mv, &child);
        assert_eq!(after.reach[0], tables.sums(&child).reach[0]);
        assert!(after.reach[0] > sums.reach[0] && after.active[0] > sums.active[0], "{after:?}");
        let plain = Tables::new(Variant::Teams);
        let gain = plain.team_score(&child, &plain.sums(&child)) - tables.team_score(&child, &after);
        let w = Weights::DEFAULT;
        assert!(gain >= w.activity_square + w.active_piece, "South's team gains {gain} cp of activity");
    }
}
