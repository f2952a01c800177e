//! A slow, independent move generator for the cross-board variants, written from the
//! rule texts (shared/spec: common.md, verney.md, vierschach.md), not from the engine.
//!
//! It reads a position through the engine's public API into a plain 14 x 14 array of
//! (file, rank) cells, generates pseudo-moves piece by piece, plays each on a copy of
//! that array and keeps the ones that leave the kings as the rules demand. Attacks are
//! found by asking every piece whether it hits the square (the engine scans outwards
//! from the square instead), so the two do not share a blind spot.

use std::collections::BTreeSet;

use fourchess_core::{Kind, Move, Position, SeatState, Shape, Square, Variant};

/// A square as 0-based (file, rank).
pub type Coord = (i8, i8);

/// A move as compared with the engine: from, to (the king's squares for castling) and
/// the promotion letter (`D` for the Free-for-all one-point queen).
pub type MoveKey = (Coord, Coord, Option<char>);

const SIZE: i8 = 14;

/// Seat indices as the spec orders them: South, West, North, East.
const SOUTH: usize = 0;
const WEST: usize = 1;
const NORTH: usize = 2;

/// Each seat's "forward" (common.md): South up, West right, North down, East left.
const FORWARD: [Coord; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

const KNIGHT_JUMPS: [Coord; 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const ROOK_DIRS: [Coord; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_DIRS: [Coord; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// A square exists iff it is not in one of the four 3 x 3 corners (common.md).
pub fn on_board((f, r): Coord) -> bool {
    let middle = 3..=10;
    (0..SIZE).contains(&f) && (0..SIZE).contains(&r) && (middle.contains(&f) || middle.contains(&r))
}

fn add((f, r): Coord, (df, dr): Coord) -> Coord {
    (f + df, r + dr)
}

fn times((df, dr): Coord, n: i8) -> Coord {
    (df * n, dr * n)
}

/// "Rank N of a player", 0-based: 0 is his back line, 1 his pawn line.
fn rank_of(seat: usize, (f, r): Coord) -> i8 {
    match seat {
        SOUTH => r,
        WEST => f,
        NORTH => SIZE - 1 - r,
        _ => SIZE - 1 - f,
    }
}

fn same_team(a: usize, b: usize) -> bool {
    a % 2 == b % 2
}

fn is_active(state: SeatState) -> bool {
    matches!(state, SeatState::Live | SeatState::Walking)
}

pub fn coord(sq: Square) -> Coord {
    (sq.file() as i8, sq.rank() as i8)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Owner {
    Seat(usize),
    /// A Free-for-all piece of an eliminated player.
    Grey,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Man {
    owner: Owner,
    kind: Kind,
    /// Verney: the pawn has turned round and moves towards its owner.
    turned: bool,
}

type Board = [[Option<Man>; 14]; 14];

/// What the reference needs to know of a position.
#[derive(Clone)]
pub struct RefPosition {
    variant: Variant,
    double_step: bool,
    board: Board,
    to_move: usize,
    states: [SeatState; 4],
    castling: [[bool; 2]; 4],
    /// Per seat: (target, victim) of its last double step, while still open.
    en_passant: [Option<(Coord, Coord)>; 4],
}

impl RefPosition {
    /// Reads a cross-board position square by square through the public API.
    pub fn from_engine(pos: &Position) -> RefPosition {
        assert_eq!(pos.shape(), Shape::Cross, "the reference knows only the cross board");
        let mut board: Board = [[None; 14]; 14];
        for sq in Shape::Cross.squares() {
            if let Some(p) = pos.piece_at(sq) {
                let owner = p.seat().map_or(Owner::Grey, |s| Owner::Seat(s.index()));
                let (f, r) = coord(sq);
                board[f as usize][r as usize] = Some(Man { owner, kind: p.kind(), turned: p.is_turned() });
            }
        }
        let seats = fourchess_core::Seat::ALL;
        RefPosition {
            variant: pos.variant(),
            double_step: pos.rules().verney().double_step,
            board,
            to_move: pos.to_move().index(),
            states: seats.map(|s| pos.state(s)),
            castling: seats.map(|s| pos.castling(s)),
            en_passant: seats.map(|s| pos.en_passant(s).map(|ep| (coord(ep.target), coord(ep.victim)))),
        }
    }

    /// The legal moves of the player to move, passes left out: none for an inert army.
    pub fn legal_moves(&self) -> BTreeSet<MoveKey> {
        let mover = self.to_move;
        let mut out = BTreeSet::new();
        if self.states[mover] != SeatState::Live {
            return out;
        }
        for cand in self.pseudo_moves(mover) {
            if self.is_legal(mover, &cand) {
                out.insert(cand.key);
            }
        }
        out
    }

    // ----- who may do what to whom -----

    /// Whether pieces of `owner` attack (give check to) the king of `victim`.
    fn gives_check(&self, owner: Owner, victim: usize) -> bool {
        // Grey pieces attack nothing; inert and eliminated armies neither.
        let Owner::Seat(s) = owner else { return false };
        if s == victim || !is_active(self.states[s]) {
            return false;
        }
        match self.variant {
            Variant::FreeForAll => true,
            // Partners' pieces never attack a player's king.
            _ => !same_team(s, victim),
        }
    }

    /// Whether `mover` may capture `man`.
    fn may_capture(&self, mover: usize, man: Man) -> bool {
        match (self.variant, man.owner) {
            (Variant::FreeForAll, Owner::Grey) => true,
            (_, Owner::Grey) => false,
            // Only live enemy pieces, and never a king.
            (Variant::Verney, Owner::Seat(s)) => {
                !same_team(s, mover) && self.states[s] == SeatState::Live && man.kind != Kind::King
            }
            (Variant::Teams, Owner::Seat(s)) => !same_team(s, mover),
            (Variant::FreeForAll, Owner::Seat(s)) => s != mover && is_active(self.states[s]),
            (Variant::Chaturanga, _) => unreachable!("not a cross-board variant"),
        }
    }

    fn at(&self, c: Coord) -> Option<Man> {
        at(&self.board, c)
    }

    // ----- attacks -----

    /// The squares of pieces that attack the king of `victim` standing on `target`.
    fn attackers(&self, board: &Board, target: Coord, victim: usize) -> Vec<Coord> {
        let mut out = Vec::new();
        for f in 0..SIZE {
            for r in 0..SIZE {
                if let Some(man) = at(board, (f, r)) {
                    if self.gives_check(man.owner, victim) && hits(board, (f, r), man, target) {
                        out.push((f, r));
                    }
                }
            }
        }
        out
    }

    fn king_of(board: &Board, seat: usize) -> Option<Coord> {
        (0..SIZE)
            .flat_map(|f| (0..SIZE).map(move |r| (f, r)))
            .find(|&c| at(board, c).is_some_and(|m| m.owner == Owner::Seat(seat) && m.kind == Kind::King))
    }

    fn in_check(&self, board: &Board, seat: usize) -> bool {
        Self::king_of(board, seat).is_some_and(|k| !self.attackers(board, k, seat).is_empty())
    }

    // ----- pseudo-moves -----

    fn pseudo_moves(&self, mover: usize) -> Vec<Candidate> {
        let mut out = Vec::new();
        for f in 0..SIZE {
            for r in 0..SIZE {
                let from = (f, r);
                let Some(man) = self.at(from) else { continue };
                if man.owner != Owner::Seat(mover) {
                    continue;
                }
                match man.kind {
                    Kind::Pawn => self.pawn_moves(mover, from, man, &mut out),
                    Kind::Knight => self.step_moves(mover, from, man, &KNIGHT_JUMPS, &mut out),
                    Kind::King => {
                        let all: Vec<Coord> = ROOK_DIRS.iter().chain(&BISHOP_DIRS).copied().collect();
                        self.step_moves(mover, from, man, &all, &mut out);
                        self.castlings(mover, from, man, &mut out);
                    }
                    Kind::Bishop => self.slide_moves(mover, from, man, &BISHOP_DIRS, &mut out),
                    Kind::Rook => self.slide_moves(mover, from, man, &ROOK_DIRS, &mut out),
                    Kind::Queen => {
                        self.slide_moves(mover, from, man, &ROOK_DIRS, &mut out);
                        self.slide_moves(mover, from, man, &BISHOP_DIRS, &mut out);
                    }
                    Kind::Boat => unreachable!("no boats on the cross board"),
                }
            }
        }
        out
    }

    /// The plain move of `man` from `from` to `to`, capturing what stands there.
    fn plain(&self, from: Coord, to: Coord, man: Man, promotion: Option<char>) -> Candidate {
        let mut after = self.board;
        let captured = at(&after, to);
        set(&mut after, from, None);
        set(&mut after, to, Some(man));
        Candidate { key: (from, to, promotion), after, captures_king: captured.is_some_and(|m| m.kind == Kind::King) }
    }

    fn step_moves(&self, mover: usize, from: Coord, man: Man, steps: &[Coord], out: &mut Vec<Candidate>) {
        for &step in steps {
            let to = add(from, step);
            if !on_board(to) {
                continue;
            }
            match self.at(to) {
                None => out.push(self.plain(from, to, man, None)),
                Some(victim) if self.may_capture(mover, victim) => out.push(self.plain(from, to, man, None)),
                Some(_) => {}
            }
        }
    }

    fn slide_moves(&self, mover: usize, from: Coord, man: Man, dirs: &[Coord], out: &mut Vec<Candidate>) {
        for &dir in dirs {
            let mut to = add(from, dir);
            // A slider stops before a missing square: the board ends there.
            while on_board(to) {
                match self.at(to) {
                    None => out.push(self.plain(from, to, man, None)),
                    Some(victim) => {
                        if self.may_capture(mover, victim) {
                            out.push(self.plain(from, to, man, None));
                        }
                        break;
                    }
                }
                to = add(to, dir);
            }
        }
    }

    fn pawn_moves(&self, mover: usize, from: Coord, man: Man, out: &mut Vec<Candidate>) {
        let ahead = pawn_ahead(man);
        let one = add(from, ahead);
        let verney = self.variant == Variant::Verney;
        if on_board(one) {
            match self.at(one) {
                None => {
                    self.pawn_arrivals(mover, from, one, man, None, out);
                    // Vierschach always; Verney only under the "double step" house rule,
                    // for a pawn facing forward on its own pawn line. No en passant in Verney.
                    let may_double = !verney || self.double_step;
                    let two = add(one, ahead);
                    if may_double && !man.turned && rank_of(mover, from) == 1 && on_board(two) && self.at(two).is_none()
                    {
                        out.push(self.plain(from, two, man, None));
                    }
                }
                // Verney: the leap over a partner's pawn (not an own or enemy one).
                Some(blocker)
                    if verney && blocker.kind == Kind::Pawn && blocker.owner == Owner::Seat((mover + 2) % 4) =>
                {
                    let beyond = add(one, ahead);
                    if on_board(beyond) && self.at(beyond).is_none() {
                        self.pawn_arrivals(mover, from, beyond, man, None, out);
                    }
                }
                Some(_) => {}
            }
        }
        let across = (ahead.1.abs(), ahead.0.abs());
        for side in [across, times(across, -1)] {
            let to = add(one, side);
            if !on_board(to) {
                continue;
            }
            let occupant = self.at(to);
            if let Some(victim) = self.en_passant_victim(mover, to) {
                // En passant; a capturable piece on the target is taken as well.
                if occupant.is_none_or(|m| self.may_capture(mover, m)) {
                    self.pawn_arrivals(mover, from, to, man, Some(victim), out);
                }
            } else if occupant.is_some_and(|m| self.may_capture(mover, m)) {
                self.pawn_arrivals(mover, from, to, man, None, out);
            }
        }
    }

    /// The pawn a capture onto `target` takes en passant: an open double step of one of
    /// the mover's opponents, whose pawn is still on the square it stepped to.
    fn en_passant_victim(&self, mover: usize, target: Coord) -> Option<Coord> {
        (0..4).find_map(|seat| {
            let (t, victim) = self.en_passant[seat]?;
            let opponent = match self.variant {
                Variant::Teams => !same_team(seat, mover),
                Variant::FreeForAll => seat != mover && is_active(self.states[seat]),
                _ => false,
            };
            let pawn_there = self.at(victim).is_some_and(|m| m.owner == Owner::Seat(seat) && m.kind == Kind::Pawn);
            (t == target && opponent && pawn_there).then_some(victim)
        })
    }

    /// A pawn arriving on `to`, split into its promotions, turned round where it must.
    fn pawn_arrivals(
        &self,
        mover: usize,
        from: Coord,
        to: Coord,
        man: Man,
        en_passant: Option<Coord>,
        out: &mut Vec<Candidate>,
    ) {
        let mut push = |promotion: Option<char>, arrived: Man| {
            let mut cand = self.plain(from, to, arrived, promotion);
            if let Some(victim) = en_passant {
                set(&mut cand.after, victim, None);
            }
            out.push(cand);
        };
        let queen = Man { kind: Kind::Queen, turned: false, ..man };
        match self.variant {
            Variant::Verney => {
                let enemies = [(mover + 1) % 4, (mover + 3) % 4];
                if enemies.iter().any(|&e| rank_of(e, to) == 0) {
                    push(Some('Q'), queen);
                } else if !man.turned && rank_of((mover + 2) % 4, to) == 0 {
                    push(None, Man { turned: true, ..man });
                } else if man.turned && rank_of(mover, to) == 1 {
                    push(None, Man { turned: false, ..man });
                } else {
                    push(None, man);
                }
            }
            Variant::Teams if rank_of(mover, to) == 10 => {
                for (letter, kind) in [('Q', Kind::Queen), ('R', Kind::Rook), ('B', Kind::Bishop), ('N', Kind::Knight)]
                {
                    push(Some(letter), Man { kind, ..man });
                }
            }
            Variant::FreeForAll if rank_of(mover, to) == 7 => push(Some('D'), queen),
            _ => push(None, man),
        }
    }

    /// Castling on the player's own back line: the rook three squares away (O-O) or four
    /// (O-O-O) at the end of the line, the squares between empty, the king not in check
    /// and not crossing an attacked square (the landing square is left to `is_legal`).
    fn castlings(&self, mover: usize, king: Coord, man: Man, out: &mut Vec<Candidate>) {
        if !matches!(self.variant, Variant::Teams | Variant::FreeForAll) || rank_of(mover, king) != 0 {
            return;
        }
        // South's and North's back lines run along a rank, West's and East's along a file.
        let along: Coord = if same_team(mover, SOUTH) { (1, 0) } else { (0, 1) };
        for (side, distance) in [(0, 3), (1, 4)] {
            if !self.castling[mover][side] {
                continue;
            }
            for dir in [along, times(along, -1)] {
                let rook_home = add(king, times(dir, distance));
                let line_ends = on_board(rook_home) && !on_board(add(rook_home, dir));
                let rook_there =
                    self.at(rook_home) == Some(Man { owner: Owner::Seat(mover), kind: Kind::Rook, turned: false });
                if !line_ends || !rook_there {
                    continue;
                }
                if (1..distance).any(|i| self.at(add(king, times(dir, i))).is_some()) {
                    continue;
                }
                let crossed = add(king, dir);
                if self.in_check(&self.board, mover) || !self.attackers(&self.board, crossed, mover).is_empty() {
                    continue;
                }
                let landing = add(king, times(dir, 2));
                let mut after = self.board;
                set(&mut after, king, None);
                set(&mut after, rook_home, None);
                set(&mut after, landing, Some(man));
                set(&mut after, crossed, self.at(rook_home));
                out.push(Candidate { key: (king, landing, None), after, captures_king: false });
            }
        }
    }

    // ----- legality -----

    fn is_legal(&self, mover: usize, cand: &Candidate) -> bool {
        // Teams: taking a king wins at once, whatever it leaves behind.
        if self.variant == Variant::Teams && cand.captures_king {
            return true;
        }
        if self.in_check(&cand.after, mover) {
            return false;
        }
        if self.variant == Variant::Verney {
            // No new check on the partner: every live enemy piece attacking the partner's
            // king after the move attacked it before (enemy pieces do not move meanwhile).
            let partner = (mover + 2) % 4;
            if let Some(k) = Self::king_of(&self.board, partner) {
                let before = self.attackers(&self.board, k, partner);
                if self.attackers(&cand.after, k, partner).iter().any(|a| !before.contains(a)) {
                    return false;
                }
            }
        }
        true
    }
}

struct Candidate {
    key: MoveKey,
    /// The board after the move.
    after: Board,
    captures_king: bool,
}

fn at(board: &Board, c: Coord) -> Option<Man> {
    if on_board(c) {
        board[c.0 as usize][c.1 as usize]
    } else {
        None
    }
}

fn set(board: &mut Board, c: Coord, man: Option<Man>) {
    board[c.0 as usize][c.1 as usize] = man;
}

/// The direction a pawn moves and captures in: its owner's forward, or back if turned.
fn pawn_ahead(man: Man) -> Coord {
    let Owner::Seat(s) = man.owner else { unreachable!("grey pawns do not move or attack") };
    if man.turned {
        times(FORWARD[s], -1)
    } else {
        FORWARD[s]
    }
}

/// Whether `man` on `from` attacks `target` on `board`.
fn hits(board: &Board, from: Coord, man: Man, target: Coord) -> bool {
    let (df, dr) = (target.0 - from.0, target.1 - from.1);
    let straight = (df == 0) != (dr == 0);
    let diagonal = df != 0 && df.abs() == dr.abs();
    match man.kind {
        Kind::Pawn => {
            let ahead = pawn_ahead(man);
            let one = add(from, ahead);
            let (sf, sr) = (target.0 - one.0, target.1 - one.1);
            // One square ahead and one across.
            if ahead.0 == 0 {
                sr == 0 && sf.abs() == 1
            } else {
                sf == 0 && sr.abs() == 1
            }
        }
        Kind::Knight => matches!((df.abs(), dr.abs()), (1, 2) | (2, 1)),
        Kind::King => df.abs().max(dr.abs()) == 1,
        Kind::Bishop => diagonal && line_is_open(board, from, target),
        Kind::Rook => straight && line_is_open(board, from, target),
        Kind::Queen => (straight || diagonal) && line_is_open(board, from, target),
        Kind::Boat => unreachable!("no boats on the cross board"),
    }
}

/// Whether every square strictly between two squares on a line exists and is empty.
fn line_is_open(board: &Board, from: Coord, target: Coord) -> bool {
    let step = ((target.0 - from.0).signum(), (target.1 - from.1).signum());
    let mut sq = add(from, step);
    while sq != target {
        if !on_board(sq) || at(board, sq).is_some() {
            return false;
        }
        sq = add(sq, step);
    }
    true
}

/// The engine's move as a [`MoveKey`] (`None` for a pass).
pub fn engine_key(mv: &Move) -> Option<MoveKey> {
    let promotion = mv.promotion().map(|p| if p.is_one_point() { 'D' } else { p.kind().letter() });
    Some((coord(mv.from()?), coord(mv.to()?), promotion))
}

/// Checks the placement after a played move against the reference's own playing of it
/// (captures, en passant victims, castled rooks, promotions, Verney pawns turning).
/// Armies the engine eliminated because of the move are expected grey.
pub fn check_play(before: &Position, mv: &Move, after: &Position) -> Result<(), String> {
    let Some(key) = engine_key(mv) else { return Ok(()) };
    let reference = RefPosition::from_engine(before);
    let mut expected = reference
        .pseudo_moves(reference.to_move)
        .into_iter()
        .find(|c| c.key == key)
        .ok_or_else(|| format!("the reference cannot play {} in {}", key_text(&key), before.to_fen4()))?
        .after;
    let actual = RefPosition::from_engine(after);
    for man in expected.iter_mut().flatten().flatten() {
        if let Owner::Seat(s) = man.owner {
            if actual.states[s] == SeatState::Eliminated {
                man.owner = Owner::Grey;
            }
        }
    }
    let differ: Vec<String> = (0..SIZE)
        .flat_map(|f| (0..SIZE).map(move |r| (f, r)))
        .filter(|&c| at(&expected, c) != at(&actual.board, c))
        .map(|c| {
            format!("{}: expected {:?}, engine {:?}", key_text(&(c, c, None)), at(&expected, c), at(&actual.board, c))
        })
        .collect();
    if differ.is_empty() {
        return Ok(());
    }
    Err(format!(
        "{} played in {} gives another placement:\n  {}",
        key_text(&key),
        before.to_fen4(),
        differ.join("\n  ")
    ))
}

/// A move key as text, e.g. `h2-h3`, `b10-a11=Q`, for failure messages.
pub fn key_text(&(from, to, promotion): &MoveKey) -> String {
    let name = |(f, r): Coord| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let promo = promotion.map(|p| format!("={p}")).unwrap_or_default();
    format!("{}-{}{promo}", name(from), name(to))
}

/// Compares the engine's legal moves with the reference's; `Err` describes the difference.
pub fn compare(pos: &Position) -> Result<(), String> {
    let engine_moves = pos.legal_moves();
    let mut engine = BTreeSet::new();
    for key in engine_moves.iter().filter_map(engine_key) {
        if !engine.insert(key) {
            return Err(format!("engine lists {} twice in {}", key_text(&key), pos.to_fen4()));
        }
    }
    let reference = RefPosition::from_engine(pos).legal_moves();
    if engine == reference {
        return Ok(());
    }
    let only =
        |a: &BTreeSet<MoveKey>, b: &BTreeSet<MoveKey>| a.difference(b).map(key_text).collect::<Vec<_>>().join(" ");
    Err(format!(
        "move sets differ in {}\n  engine only: {}\n  reference only: {}",
        pos.to_fen4(),
        only(&engine, &reference),
        only(&reference, &engine)
    ))
}
