//! A learned evaluation for Teams (NNUE): its inputs, its file and its integer
//! inference. See `docs/nnue.md` for how a net is made and what it scored.
//!
//! Inputs: every piece on the board as one of 3,840 features, seen from the player to
//! move: its army relative to the mover (own, next, partner, previous), its kind (6) and
//! its square turned so that the mover sits at the bottom (160). So the same position
//! with the seats turned gives the same inputs. One hidden layer of [`HIDDEN`] clipped
//! ReLU units, one output: the score for the team to move, in units of
//! [`SCORE_SCALE`] centipawns (the trainer fits sigmoid(output) to the game's outcome).
//!
//! Quantisation: first-layer weights and biases times [`Q1`] as i16 (an accumulator of 64
//! pieces stays well inside i16 for weights under 2), activations clipped to 0..=Q1;
//! output weights times [`Q2`] as i16, the output bias times Q1·Q2 as i32. The score is
//! (Σ activation·weight + bias) · SCORE_SCALE / (Q1·Q2).

use fourchess_core::{Kind, Move, MoveKind, Position, Seat, Square};

/// Squares of the cross-shaped board.
pub const SQUARES: usize = 160;
/// Piece kinds (pawn .. king).
pub const KINDS: usize = 6;
/// Input features: 4 armies x 6 kinds x 160 squares.
pub const INPUTS: usize = 4 * KINDS * SQUARES;
/// Hidden units.
pub const HIDDEN: usize = 128;
/// At most this many pieces (4 armies of 16; promotion replaces a pawn).
pub const MAX_ACTIVE: usize = 64;
/// The first layer's quantisation: weights, biases and the activation's top.
pub const Q1: i32 = 255;
/// The output weights' quantisation.
pub const Q2: i32 = 64;
/// Centipawns per unit of the net's output.
pub const SCORE_SCALE: i32 = 400;

const MAGIC: &[u8; 4] = b"4PCN";
const VERSION: u32 = 1;

/// The 0..160 index of each (file, rank) of the 14x14 grid; `u8::MAX` for the corners.
const fn square_indices() -> [u8; 196] {
    let mut table = [u8::MAX; 196];
    let mut next = 0;
    let mut rank = 0;
    while rank < 14 {
        let mut file = 0;
        while file < 14 {
            let corner = (file < 3 || file > 10) && (rank < 3 || rank > 10);
            if !corner {
                table[rank * 14 + file] = next;
                next += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    table
}
const SQUARE_INDEX: [u8; 196] = square_indices();

/// The feature of a piece of army `seat` and `kind` on (file, rank), for `mover`.
#[inline]
pub fn feature(mover: Seat, seat: Seat, kind: Kind, file: u8, rank: u8) -> Option<u16> {
    let (f, r) = (file as usize, rank as usize);
    let (f, r) = match mover.index() {
        0 => (f, r),
        1 => (13 - r, f),
        2 => (13 - f, 13 - r),
        _ => (r, 13 - f),
    };
    let square = *SQUARE_INDEX.get(r * 14 + f)?;
    if square == u8::MAX {
        return None;
    }
    let army = (seat.index() + 4 - mover.index()) % 4;
    let kind = (kind as usize).checked_sub(1).filter(|k| *k < KINDS)?;
    Some(((army * KINDS + kind) * SQUARES + square as usize) as u16)
}

/// The active features of `pos` for the player to move, written into `out`; returns how
/// many. Pieces of kinds outside Teams (the Chaturanga boat) have none.
pub fn features(pos: &Position, out: &mut [u16; MAX_ACTIVE]) -> usize {
    let mover = pos.to_move();
    let mut n = 0;
    for seat in Seat::ALL {
        for (sq, piece) in pos.pieces_of(seat) {
            if let Some(f) = feature(mover, seat, piece.kind(), sq.file(), sq.rank()) {
                if n < MAX_ACTIVE {
                    out[n] = f;
                    n += 1;
                }
            }
        }
    }
    n
}

/// The first layer's sums for each seat's view of one position: the net's state, carried
/// from a position to the next by the pieces a move changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accumulators {
    by_seat: [[i16; HIDDEN]; 4],
}

impl Accumulators {
    /// All zero (a slot not yet computed).
    pub fn zero() -> Accumulators {
        Accumulators { by_seat: [[0; HIDDEN]; 4] }
    }

    /// From scratch.
    pub fn refresh(net: &Net, pos: &Position) -> Accumulators {
        let mut accs = Accumulators { by_seat: [[0; HIDDEN]; 4] };
        for mover in Seat::ALL {
            let acc = &mut accs.by_seat[mover.index()];
            acc.copy_from_slice(&net.b1);
            for seat in Seat::ALL {
                for (sq, piece) in pos.pieces_of(seat) {
                    if let Some(f) = feature(mover, seat, piece.kind(), sq.file(), sq.rank()) {
                        net.add(acc, f);
                    }
                }
            }
        }
        accs
    }

    /// The state of `child`, which `mv` made from `parent` (whose state this is): the
    /// pieces on the move's two squares taken off and put on again; castling and en
    /// passant, which touch more squares, from scratch.
    pub fn after(&self, net: &Net, parent: &Position, mv: &Move, child: &Position) -> Accumulators {
        let mut out = Accumulators::zero();
        self.write_after(net, parent, mv, child, &mut out);
        out
    }

    /// [`Accumulators::after`], written into `out` (the search's slot for the child):
    /// each view read once and written once, with the move's rows added and taken off
    /// on the way, instead of a copy followed by a pass per changed piece.
    pub fn write_after(&self, net: &Net, parent: &Position, mv: &Move, child: &Position, out: &mut Accumulators) {
        let squares = match (mv.kind(), mv.from(), mv.to()) {
            (MoveKind::Pass | MoveKind::PassDie, ..) => return out.clone_from(self),
            (MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Leap, Some(from), Some(to)) => [from, to],
            _ => return *out = Accumulators::refresh(net, child),
        };
        // What left and what arrived on the two squares: at most two pieces each way.
        let mut gone = [None; 2];
        let mut came = [None; 2];
        for (i, sq) in squares.into_iter().enumerate() {
            let (before, after) = (parent.piece_at(sq), child.piece_at(sq));
            if before != after {
                gone[i] = before.and_then(|p| Some((p.seat()?, p.kind(), sq)));
                came[i] = after.and_then(|p| Some((p.seat()?, p.kind(), sq)));
            }
        }
        for mover in Seat::ALL {
            let row = |change: Option<(Seat, Kind, Square)>| {
                change.and_then(|(seat, kind, sq)| feature_of(mover, seat, kind, sq)).map(|f| net.row(f))
            };
            let (src, dst) = (&self.by_seat[mover.index()], &mut out.by_seat[mover.index()]);
            match (row(gone[0]), row(gone[1]), row(came[0]), row(came[1])) {
                // A quiet move: off its square, onto the other.
                (Some(off), None, None, Some(on)) => {
                    for i in 0..HIDDEN {
                        dst[i] = src[i].wrapping_sub(off[i]).wrapping_add(on[i]);
                    }
                }
                // A capture: the mover's piece off and on, the victim off.
                (Some(off), Some(victim), None, Some(on)) => {
                    for i in 0..HIDDEN {
                        dst[i] = src[i].wrapping_sub(off[i]).wrapping_sub(victim[i]).wrapping_add(on[i]);
                    }
                }
                (g0, g1, c0, c1) => {
                    dst.copy_from_slice(src);
                    for off in [g0, g1].into_iter().flatten() {
                        for i in 0..HIDDEN {
                            dst[i] = dst[i].wrapping_sub(off[i]);
                        }
                    }
                    for on in [c0, c1].into_iter().flatten() {
                        for i in 0..HIDDEN {
                            dst[i] = dst[i].wrapping_add(on[i]);
                        }
                    }
                }
            }
        }
    }
}

#[inline]
fn feature_of(mover: Seat, seat: Seat, kind: Kind, sq: Square) -> Option<u16> {
    feature(mover, seat, kind, sq.file(), sq.rank())
}

/// Why a net file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// Not a net file, or cut short.
    Malformed(String),
    /// Another format version or shape than this build reads.
    Unsupported(String),
    /// The payload does not match the hash in the header.
    Corrupt,
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::Malformed(why) => write!(f, "not a net file: {why}"),
            NetError::Unsupported(why) => write!(f, "unsupported net: {why}"),
            NetError::Corrupt => f.write_str("the net file is damaged (its hash does not match)"),
        }
    }
}

/// A quantised net, ready to evaluate.
#[derive(Clone, PartialEq, Eq)]
pub struct Net {
    /// Feature-major: the [`HIDDEN`] weights of feature `i` at `i * HIDDEN`.
    w1: Vec<i16>,
    b1: Vec<i16>,
    w2: Vec<i16>,
    b2: i32,
    /// The payload's hash, computed once (the file's header carries it).
    hash: u64,
}

impl std::fmt::Debug for Net {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Net({INPUTS}x{HIDDEN}x1, hash {:016x})", self.hash)
    }
}

/// The float weights a trainer holds, in the same layout as [`Net`].
pub struct FloatNet<'a> {
    /// First layer, feature-major ([`INPUTS`] x [`HIDDEN`]).
    pub w1: &'a [f32],
    /// First layer's biases ([`HIDDEN`]).
    pub b1: &'a [f32],
    /// Output weights ([`HIDDEN`]).
    pub w2: &'a [f32],
    /// Output bias.
    pub b2: f32,
}

impl Net {
    /// Quantises trained float weights (see the module's comment).
    pub fn quantise(float: &FloatNet) -> Net {
        let q = |v: f32, scale: i32| (v * scale as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        let mut net = Net {
            w1: float.w1.iter().map(|&v| q(v, Q1)).collect(),
            b1: float.b1.iter().map(|&v| q(v, Q1)).collect(),
            w2: float.w2.iter().map(|&v| q(v, Q2)).collect(),
            b2: (float.b2 * (Q1 * Q2) as f32).round() as i32,
            hash: 0,
        };
        net.hash = fnv1a(&net.payload());
        net
    }

    /// A net of pseudo-random weights from `seed`: for tests of the inference (the same
    /// integer scores native and in wasm, incremental against refresh), never for play.
    /// Its weights are large enough that the accumulators reach the activation's clip.
    pub fn seeded(seed: u32) -> Net {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            ((x >> 8) as f32 / (1u32 << 24) as f32) - 0.5
        };
        let w1: Vec<f32> = (0..INPUTS * HIDDEN).map(|_| next() * 0.2).collect();
        let b1: Vec<f32> = (0..HIDDEN).map(|_| next() * 0.2 + 0.3).collect();
        let w2: Vec<f32> = (0..HIDDEN).map(|_| next() * 2.0).collect();
        Net::quantise(&FloatNet { w1: &w1, b1: &b1, w2: &w2, b2: 0.1 })
    }

    /// The score of `pos` for the team to move, in centipawns, from its accumulators.
    #[inline]
    pub fn evaluate_with(&self, accs: &Accumulators, pos: &Position) -> i32 {
        self.output(&accs.by_seat[pos.to_move().index()])
    }

    /// The first layer's weights of feature `f`.
    #[inline]
    fn row(&self, f: u16) -> &[i16; HIDDEN] {
        let start = f as usize * HIDDEN;
        self.w1[start..start + HIDDEN].try_into().expect("a row of HIDDEN weights")
    }

    #[inline]
    fn add(&self, acc: &mut [i16; HIDDEN], f: u16) {
        for (a, w) in acc.iter_mut().zip(self.row(f)) {
            *a = a.wrapping_add(*w);
        }
    }

    /// The score of `pos` for the team to move, in centipawns, from scratch.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let mut active = [0u16; MAX_ACTIVE];
        let n = features(pos, &mut active);
        let mut acc = [0i16; HIDDEN];
        acc.copy_from_slice(&self.b1);
        for &f in &active[..n] {
            let row = &self.w1[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
            for (a, w) in acc.iter_mut().zip(row) {
                *a = a.wrapping_add(*w);
            }
        }
        self.output(&acc)
    }

    /// The output for a first layer's accumulator.
    #[inline]
    pub fn output(&self, acc: &[i16; HIDDEN]) -> i32 {
        let mut sum = self.b2;
        for (a, w) in acc.iter().zip(&self.w2) {
            sum += i32::from(*a).clamp(0, Q1) * i32::from(*w);
        }
        (i64::from(sum) * i64::from(SCORE_SCALE) / i64::from(Q1 * Q2)) as i32
    }

    fn payload(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(2 * (self.w1.len() + 2 * HIDDEN) + 4);
        for v in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        bytes.extend_from_slice(&self.b2.to_le_bytes());
        bytes
    }

    /// The file: "4PCN", version u32, inputs u32, hidden u32, FNV-1a hash u64 of the
    /// payload, then w1, b1, w2 as i16 and b2 as i32, little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let payload = self.payload();
        let mut bytes = Vec::with_capacity(24 + payload.len());
        bytes.extend_from_slice(MAGIC);
        for v in [VERSION, INPUTS as u32, HIDDEN as u32] {
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        bytes.extend_from_slice(&self.hash.to_le_bytes());
        bytes.extend_from_slice(&payload);
        bytes
    }

    /// A net file read back; anything else is an error, never a panic.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        if bytes.len() < 24 || &bytes[..4] != MAGIC {
            return Err(NetError::Malformed("no 4PCN header".into()));
        }
        let u32_at = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let (version, inputs, hidden) = (u32_at(4), u32_at(8), u32_at(12));
        if version != VERSION {
            return Err(NetError::Unsupported(format!("format version {version}, this build reads {VERSION}")));
        }
        if (inputs as usize, hidden as usize) != (INPUTS, HIDDEN) {
            return Err(NetError::Unsupported(format!("shape {inputs}x{hidden}, this build reads {INPUTS}x{HIDDEN}")));
        }
        let hash = u64::from_le_bytes(bytes[16..24].try_into().expect("8 bytes"));
        let payload = &bytes[24..];
        let expected = 2 * (INPUTS * HIDDEN + 2 * HIDDEN) + 4;
        if payload.len() != expected {
            return Err(NetError::Malformed(format!("{} bytes of weights, {expected} expected", payload.len())));
        }
        if fnv1a(payload) != hash {
            return Err(NetError::Corrupt);
        }
        let mut i16s = payload[..expected - 4].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]]));
        let w1: Vec<i16> = i16s.by_ref().take(INPUTS * HIDDEN).collect();
        let b1: Vec<i16> = i16s.by_ref().take(HIDDEN).collect();
        let w2: Vec<i16> = i16s.collect();
        let b2 = i32::from_le_bytes(payload[expected - 4..].try_into().expect("4 bytes"));
        Ok(Net { w1, b1, w2, b2, hash })
    }

    /// The hash the file's header carries (names a net in notes and match logs).
    pub fn hash(&self) -> u64 {
        self.hash
    }
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fourchess_core::{Game, Rules, Variant};

    #[test]
    fn squares_number_160() {
        assert_eq!(SQUARE_INDEX.iter().filter(|&&i| i != u8::MAX).count(), SQUARES);
        assert_eq!(SQUARE_INDEX.iter().filter(|&&i| i != u8::MAX).max(), Some(&159));
    }

    #[test]
    fn the_start_has_64_distinct_features() {
        let pos = Position::start(Rules::new(Variant::Teams));
        let mut out = [0; MAX_ACTIVE];
        let n = features(&pos, &mut out);
        assert_eq!(n, 64);
        let mut sorted = out.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64);
        assert!(out.iter().all(|&f| (f as usize) < INPUTS));
    }

    /// The four armies of the Teams start are the same army turned: every player to
    /// move sees the same inputs, so the net gives each the same score.
    #[test]
    fn turning_the_seats_turns_nothing() {
        let pos = Position::start(Rules::new(Variant::Teams));
        let net = Net::seeded(3);
        let mut first = None;
        for seat in Seat::ALL {
            let turned = pos.with_turn(seat);
            let mut out = [0; MAX_ACTIVE];
            let n = features(&turned, &mut out);
            let mut set = out[..n].to_vec();
            set.sort_unstable();
            match &first {
                None => first = Some((set, net.evaluate(&turned))),
                Some((f, score)) => {
                    assert_eq!(f, &set, "{seat:?}");
                    assert_eq!(*score, net.evaluate(&turned), "{seat:?}");
                }
            }
        }
    }

    #[test]
    fn files_round_trip_and_refuse_damage() {
        let net = Net::seeded(7);
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes).unwrap(), net);
        assert!(matches!(Net::from_bytes(&bytes[..100]), Err(NetError::Malformed(_))));
        assert!(matches!(Net::from_bytes(b"nope"), Err(NetError::Malformed(_))));
        let mut flipped = bytes.clone();
        flipped[1000] ^= 1;
        assert_eq!(Net::from_bytes(&flipped), Err(NetError::Corrupt));
        let mut version = bytes.clone();
        version[4] = 2;
        assert!(matches!(Net::from_bytes(&version), Err(NetError::Unsupported(_))));
    }

    /// Carried move by move through random games (captures, promotions, castling, en
    /// passant included), the accumulators equal those computed from scratch.
    #[test]
    fn incremental_equals_refresh() {
        let net = Net::seeded(5);
        let mut seed = 12345u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize % n
        };
        let mut plies = 0;
        for _ in 0..30 {
            let mut game = Game::new(Rules::new(Variant::Teams));
            let mut accs = Accumulators::refresh(&net, game.position());
            while game.outcome().is_none() && game.moves().len() < 300 {
                let moves = game.legal_moves();
                // Captures first when there are some, so that armies thin out and pawns promote.
                let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).copied().collect();
                let mv = if !captures.is_empty() && next(2) == 0 {
                    captures[next(captures.len())]
                } else {
                    moves[next(moves.len())]
                };
                let parent = game.position().clone();
                game.play(mv).unwrap();
                accs = accs.after(&net, &parent, &mv, game.position());
                assert_eq!(accs, Accumulators::refresh(&net, game.position()), "after {mv:?}");
                assert_eq!(net.evaluate_with(&accs, game.position()), net.evaluate(game.position()));
                plies += 1;
            }
        }
        assert!(plies > 1000, "{plies}");
    }

    /// A search with a net: every evaluation on the way (the search's own accumulators,
    /// checked against fresh ones under test) and a legal move at the end.
    #[test]
    fn the_search_carries_the_accumulators() {
        use crate::{Limits, NoClock, Searcher};
        let net = std::sync::Arc::new(Net::seeded(9));
        let mut searcher = Searcher::new(4);
        searcher.set_net(Some(net));
        let mut game = Game::new(Rules::new(Variant::Teams));
        for ply in 0..24 {
            let pos = game.position().clone();
            let result = searcher.search(&pos, &[], &Limits::depth(4), &NoClock).unwrap();
            assert!(pos.legal_moves().contains(&result.best), "ply {ply}");
            game.play(result.best).unwrap();
            if game.outcome().is_some() {
                break;
            }
        }
    }

    #[test]
    fn scores_change_with_the_position() {
        let net = Net::seeded(11);
        let mut game = Game::new(Rules::new(Variant::Teams));
        let start = net.evaluate(game.position());
        let moves = game.legal_moves();
        game.play(moves[0]).unwrap();
        // Another mover sees the board turned: some other score (almost surely).
        assert_ne!(net.evaluate(game.position()), start);
    }

    /// The seeded net's activations fall below, inside and above the clip, so that the
    /// golden set (native against wasm) exercises every branch of the output layer.
    #[test]
    fn the_seeded_net_reaches_both_ends_of_the_clip() {
        let net = Net::seeded(2026);
        let accs = Accumulators::refresh(&net, &Position::start(Rules::new(Variant::Teams)));
        let all = accs.by_seat.iter().flatten();
        let below = all.clone().filter(|&&a| a < 0).count();
        let above = all.clone().filter(|&&a| i32::from(a) > Q1).count();
        let inside = all.count() - below - above;
        assert!(below > 20 && above > 20 && inside > 20, "{below} below, {inside} inside, {above} above");
    }
}
