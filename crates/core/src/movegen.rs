//! Move generation: pseudo-legal moves by piece, then a legality filter (pins and the
//! check found once; king moves, en passant and castling tried on a scratch board).
//! Below the rule sets' behaviour: what differs between them comes in as values read
//! off their tables (capture masks, [`PawnRules`], check or none, partner safety).

use arrayvec::ArrayVec;

use crate::attack::{self, Board, Pins, ACROSS, FORWARD};
use crate::geometry::{line_step, Square, ALFIL_STEPS, KING_STEPS, KNIGHT_STEPS};
use crate::moves::{Move, MoveKind};
use crate::piece::{Kind, Piece, EMPTY, WALL};
use crate::position::{CastleSide, Position};
use crate::rules::{fact, PawnRules, PromotesTo, PromotionRank};
use crate::seat::Seat;
use crate::squareset::SquareSet;

/// The moves of one position; never allocates.
pub type MoveList = ArrayVec<Move, 512>;

const PAWN: u8 = Kind::Pawn as u8;
const KNIGHT: u8 = Kind::Knight as u8;
const BISHOP: u8 = Kind::Bishop as u8;
const ROOK: u8 = Kind::Rook as u8;
const QUEEN: u8 = Kind::Queen as u8;
const KING: u8 = Kind::King as u8;
const BOAT: u8 = Kind::Boat as u8;

/// What the legality tests of one seat's moves share, found once per position: the
/// pinned pieces, and in check the squares a move other than the king's must reach.
struct Legality {
    seat: Seat,
    king: Option<Square>,
    /// Owners whose pieces attack the mover's king.
    mask: u8,
    in_check: bool,
    /// In check: the squares where a move of another piece takes or blocks every checker.
    evasions: SquareSet,
    /// The mover's pieces pinned to its king.
    pins: Pins,
    /// Verney: the partner's king, which may not be given a new check.
    partner_king: Option<Square>,
    /// Verney: the mover's pieces that alone shield the partner's king from a slider.
    partner_pins: Pins,
}

/// Tells which moves of the player to move are legal, one at a time (see
/// [`Position::search_moves_into`]); what the tests share is found once.
pub struct LegalityTest<'a> {
    pos: &'a Position,
    check: Legality,
    scratch: Board,
}

impl LegalityTest<'_> {
    /// Whether `mv`, one of the position's pseudo-legal moves, is legal.
    #[inline]
    pub fn is_legal(&mut self, mv: &Move) -> bool {
        self.pos.is_legal_on(&self.check, &mut self.scratch, mv)
    }
}

/// What a mover's moves depend on beyond the board: the cells it may capture on and
/// its pawns' rules.
#[derive(Copy, Clone)]
struct Targets {
    owners: u8,
    kings: u8,
    pawns: PawnRules,
    /// Where the mover's pawns promote, found once from `pawns.promotion_rank`.
    promotion: PromotionLines,
}

/// The squares where a seat's pawns promote: one or two lines across the board (both
/// enemies' back lines lie on the same axis), so that a pawn move is told by one
/// comparison or two.
#[derive(Copy, Clone)]
struct PromotionLines {
    /// Lines of files (West's and East's ranks), else of ranks.
    files: bool,
    lines: [u8; 2],
}

impl PromotionLines {
    fn of(pos: &Position, seat: Seat, rank: PromotionRank) -> PromotionLines {
        let last = pos.shape().size() - 1;
        // The line that is rank `r` of seat `s`, as `relative_rank` counts.
        let line = |s: Seat, r: u8| match s.index() {
            0 => (false, r),
            1 => (true, r),
            2 => (false, last - r),
            _ => (true, last - r),
        };
        match rank {
            PromotionRank::Own(r) => {
                let (files, at) = line(seat, r);
                PromotionLines { files, lines: [at, at] }
            }
            PromotionRank::EnemyBackLine => {
                let [a, b] = seat.team().other().seats();
                let ((files, at_a), (_, at_b)) = (line(a, 0), line(b, 0));
                PromotionLines { files, lines: [at_a, at_b] }
            }
        }
    }

    #[inline]
    fn contains(self, sq: Square) -> bool {
        let at = if self.files { sq.file() } else { sq.rank() };
        at == self.lines[0] || at == self.lines[1]
    }
}

impl Targets {
    #[inline]
    fn can_take(self, cell: u8) -> bool {
        if cell == EMPTY || cell == WALL {
            return false;
        }
        let owner_bit = 1 << ((cell >> 3) & 7);
        let mask = if cell & 7 == KING { self.kings } else { self.owners };
        mask & owner_bit != 0
    }
}

impl Position {
    /// Whether `seat` has at least one legal move (as if it were its turn). Asked after
    /// every Free-for-all move for each player in check: the moves are generated piece
    /// by piece, the king's first (the likeliest escape), up to the first legal one.
    pub(crate) fn has_legal_move(&self, seat: Seat) -> bool {
        let check = self.legality(seat);
        let targets = self.targets(seat);
        let mut scratch = self.board;
        let mut list = MoveList::new();
        let king = self.kings[seat];
        let others = self.pieces[seat].iter().filter(|&sq| Some(sq) != king);
        king.into_iter().chain(others).any(|from| {
            list.clear();
            self.gen_piece::<false>(seat, from, targets, &mut list);
            list.iter().any(|mv| self.is_legal_on(&check, &mut scratch, mv))
        })
    }

    /// The number of legal moves of `seat` (a rule set with check).
    pub(crate) fn count_legal(&self, seat: Seat) -> usize {
        let check = self.legality(seat);
        let targets = self.targets(seat);
        let mut scratch = self.board;
        let mut list = MoveList::new();
        let mut n = 0;
        for from in self.pieces[seat].iter() {
            let cell = self.board[from.index()];
            let free = !check.in_check && !check.pins.holds(from) && !check.partner_pins.holds(from);
            let steps: &[i16] = match cell & 7 {
                KNIGHT => &KNIGHT_STEPS,
                BOAT => &ALFIL_STEPS,
                BISHOP => &KING_STEPS[4..],
                ROOK => &KING_STEPS[..4],
                QUEEN => &KING_STEPS,
                _ => &[],
            };
            if free && !steps.is_empty() {
                let slides = matches!(cell & 7, BISHOP | ROOK | QUEEN);
                for &step in steps {
                    let mut to = from.offset(step);
                    let mut cell = self.board[to.index()];
                    while cell == EMPTY {
                        n += 1;
                        if !slides {
                            break;
                        }
                        to = to.offset(step);
                        cell = self.board[to.index()];
                    }
                    n += targets.can_take(cell) as usize;
                }
                continue;
            }
            list.clear();
            self.gen_piece::<false>(seat, from, targets, &mut list);
            n += if free && cell & 7 != KING {
                list.len()
            } else {
                list.iter().filter(|mv| self.is_legal_on(&check, &mut scratch, mv)).count()
            };
        }
        n
    }

    /// The legal moves of `seat`, appended to `list`.
    pub(crate) fn gen_legal(&self, seat: Seat, list: &mut MoveList) {
        self.gen_pseudo(seat, list);
        self.retain_legal(seat, list);
    }

    /// The legality test of the moves of the player to move, one at a time.
    pub fn legality_test(&self) -> LegalityTest<'_> {
        LegalityTest { pos: self, check: self.legality(self.to_move), scratch: self.board }
    }

    /// Keeps the moves of `seat` in `list` that are legal.
    pub(crate) fn retain_legal(&self, seat: Seat, list: &mut MoveList) {
        let check = self.legality(seat);
        let mut scratch = self.board;
        list.retain(|mv| self.is_legal_on(&check, &mut scratch, mv));
    }

    /// What the legality test of every move of `seat` shares.
    fn legality(&self, seat: Seat) -> Legality {
        let king = self.kings[seat];
        let mask = self.hostile_mask(seat);
        let owner = seat.index() as u8;
        let (pins, checkers) = match king {
            Some(k) => attack::pins_and_checkers::<true>(&self.board, k, mask, owner),
            None => Default::default(),
        };
        let in_check = !checkers.is_empty();
        let mut evasions = SquareSet::FULL;
        if let (Some(k), true) = (king, in_check) {
            for c in checkers.iter() {
                let mut reach = SquareSet::default();
                reach.insert(c);
                let step = line_step(k, c);
                if step != 0 {
                    let mut sq = k.offset(step);
                    while sq != c {
                        reach.insert(sq);
                        sq = sq.offset(step);
                    }
                }
                evasions = evasions.and(reach);
            }
        }
        let verney = fact!(self.rules.variant(), partner_safety);
        let partner_king = if verney { self.kings[seat.partner()] } else { None };
        let partner_pins = match partner_king {
            Some(k) => attack::pins_and_checkers::<false>(&self.board, k, self.hostile_mask(seat.partner()), owner).0,
            None => Pins::default(),
        };
        Legality { seat, king, mask, in_check, evasions, pins, partner_king, partner_pins }
    }

    /// Whether `mv`, a pseudo-legal move, leaves the mover's king safe and, in Verney,
    /// gives the partner no new check. A move that changes only its two squares is told
    /// by the pins and the check found once; others are tried on `scratch` (a copy of
    /// the board, restored before returning).
    fn is_legal_on(&self, check: &Legality, scratch: &mut Board, mv: &Move) -> bool {
        let (has_check, king_capture_wins) = {
            let variant = self.rules.variant();
            (fact!(variant, has_check), fact!(variant, king_capture_wins))
        };
        if !has_check {
            return true;
        }
        // Teams: taking a king wins at once, whatever it leaves behind (also when the
        // king stands on the square an en passant capture lands on).
        if king_capture_wins && mv.captured & 7 == KING {
            return true;
        }
        // Moves that change only their two squares; not the king's (its square changes).
        if mv.piece & 7 == KING || mv.kind == MoveKind::EnPassant {
            return self.is_legal_by_trying(check, scratch, mv);
        }
        // Only a line through the vacated square can open onto either king.
        check
            .king
            .is_none_or(|k| (!check.in_check || check.evasions.contains(mv.to)) && check.pins.allows(k, mv.from, mv.to))
            && check.partner_king.is_none_or(|k| check.partner_pins.allows(k, mv.from, mv.to))
    }

    /// [`Position::is_legal_by_full_test`] on `scratch` with the move's two squares changed.
    fn is_legal_by_trying(&self, check: &Legality, scratch: &mut Board, mv: &Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let saved_to = scratch[to];
        scratch[to] = scratch[from];
        scratch[from] = EMPTY;
        let legal = self.is_legal_by_full_test(check, scratch, mv);
        scratch[from] = scratch[to];
        scratch[to] = saved_to;
        legal
    }

    /// The legality test for king moves, en passant and castling:
    /// every attacker of the king is looked for on the board after the move.
    fn is_legal_by_full_test(&self, check: &Legality, scratch: &mut Board, mv: &Move) -> bool {
        let from = mv.from.index();
        let to = mv.to.index();
        let mut saved_victim = None;
        let mut saved_rook = None;
        match mv.kind {
            MoveKind::EnPassant => {
                if let Some(ep) = Seat::ALL.iter().find_map(|&s| self.en_passant[s].filter(|e| e.target == mv.to)) {
                    saved_victim = Some((ep.victim.index(), scratch[ep.victim.index()]));
                    scratch[ep.victim.index()] = EMPTY;
                }
            }
            MoveKind::CastleShort | MoveKind::CastleLong => {
                let step = (to as i16 - from as i16) / 2;
                let distance = if mv.kind == MoveKind::CastleShort { 3 } else { 4 };
                let rook_from = mv.from.offset(step * distance).index();
                let rook_to = mv.from.offset(step).index();
                saved_rook = Some((rook_from, rook_to));
                scratch[rook_to] = scratch[rook_from];
                scratch[rook_from] = EMPTY;
            }
            _ => {}
        }
        let king = if mv.piece & 7 == KING { Some(mv.to) } else { check.king };
        let mut legal = king.is_none_or(|k| !attack::is_attacked(scratch, k, check.mask));
        if legal && check.partner_king.is_some() {
            legal = !self.gives_partner_new_check(check.seat, scratch, mv.from);
        }
        if let Some((rook_from, rook_to)) = saved_rook {
            scratch[rook_from] = scratch[rook_to];
            scratch[rook_to] = EMPTY;
        }
        if let Some((sq, cell)) = saved_victim {
            scratch[sq] = cell;
        }
        legal
    }

    /// Verney: a move may not let a live enemy piece newly attack the partner's king.
    /// Only a line through the vacated square can open, so most moves skip the scan.
    fn gives_partner_new_check(&self, seat: Seat, after: &Board, vacated: Square) -> bool {
        let Some(king) = self.kings[seat.partner()] else {
            return false;
        };
        let (df, dr) = (king.file() as i16 - vacated.file() as i16, king.rank() as i16 - vacated.rank() as i16);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return false;
        }
        let mask = self.hostile_mask(seat.partner());
        let before = attack::attackers(&self.board, king, mask);
        let mut new_check = false;
        attack::scan_attackers(after, king, mask, |sq| {
            new_check = !before.contains(sq);
            new_check
        });
        new_check
    }

    fn targets(&self, seat: Seat) -> Targets {
        let pawns = self.rules.pawn_rules();
        Targets {
            owners: self.capture_mask(seat),
            kings: self.king_capture_mask(seat),
            pawns,
            promotion: PromotionLines::of(self, seat, pawns.promotion_rank),
        }
    }

    /// Pseudo-legal moves of `seat`: piece moves with captures of what it may capture,
    /// not yet checked for king safety.
    pub(crate) fn gen_pseudo(&self, seat: Seat, list: &mut MoveList) {
        self.gen_moves::<false>(seat, list);
    }

    /// The captures and promotions among the moves of [`Position::gen_pseudo`], in the
    /// same order, without generating the quiet moves (a quiescence search asks for
    /// these at most of its nodes).
    pub(crate) fn gen_pseudo_captures(&self, seat: Seat, list: &mut MoveList) {
        self.gen_moves::<true>(seat, list);
    }

    /// The pseudo-legal moves of `seat`; with `CAPTURES` only those that capture or promote.
    fn gen_moves<const CAPTURES: bool>(&self, seat: Seat, list: &mut MoveList) {
        let targets = self.targets(seat);
        for from in self.pieces[seat].iter() {
            self.gen_piece::<CAPTURES>(seat, from, targets, list);
        }
    }

    /// The pseudo-legal moves of `seat`'s piece on `from` (see [`Position::gen_moves`]).
    #[inline]
    fn gen_piece<const CAPTURES: bool>(&self, seat: Seat, from: Square, targets: Targets, list: &mut MoveList) {
        let cell = self.board[from.index()];
        let piece = Piece::from_cell(cell);
        match cell & 7 {
            PAWN => self.gen_pawn::<CAPTURES>(seat, from, piece, targets, list),
            KNIGHT => self.gen_leaper::<CAPTURES>(from, piece, &KNIGHT_STEPS, targets, list),
            BOAT => self.gen_leaper::<CAPTURES>(from, piece, &ALFIL_STEPS, targets, list),
            BISHOP => self.gen_slider::<CAPTURES>(from, piece, &KING_STEPS[4..], targets, list),
            ROOK => self.gen_slider::<CAPTURES>(from, piece, &KING_STEPS[..4], targets, list),
            QUEEN => self.gen_slider::<CAPTURES>(from, piece, &KING_STEPS, targets, list),
            KING => {
                self.gen_leaper::<CAPTURES>(from, piece, &KING_STEPS, targets, list);
                if !CAPTURES {
                    self.gen_castling(seat, from, piece, list);
                }
            }
            _ => {}
        }
    }

    #[inline]
    fn gen_leaper<const CAPTURES: bool>(
        &self,
        from: Square,
        piece: Piece,
        steps: &[i16],
        targets: Targets,
        list: &mut MoveList,
    ) {
        for &step in steps {
            let to = from.offset(step);
            let cell = self.board[to.index()];
            if (cell == EMPTY && !CAPTURES) || targets.can_take(cell) {
                list.push(Move::new(from, to, piece, cell, MoveKind::Normal));
            }
        }
    }

    #[inline]
    fn gen_slider<const CAPTURES: bool>(
        &self,
        from: Square,
        piece: Piece,
        steps: &[i16],
        targets: Targets,
        list: &mut MoveList,
    ) {
        for &step in steps {
            let mut to = from.offset(step);
            loop {
                let cell = self.board[to.index()];
                if cell == EMPTY {
                    if !CAPTURES {
                        list.push(Move::new(from, to, piece, EMPTY, MoveKind::Normal));
                    }
                    to = to.offset(step);
                    continue;
                }
                if targets.can_take(cell) {
                    list.push(Move::new(from, to, piece, cell, MoveKind::Normal));
                }
                break;
            }
        }
    }

    fn gen_pawn<const CAPTURES: bool>(
        &self,
        seat: Seat,
        from: Square,
        piece: Piece,
        targets: Targets,
        list: &mut MoveList,
    ) {
        let (double_allowed, partner_leap) = (targets.pawns.double_step, targets.pawns.partner_leap);
        let forward = if piece.is_turned() { -FORWARD[seat.index()] } else { FORWARD[seat.index()] };
        let one = from.offset(forward);
        let cell = self.board[one.index()];
        if cell == EMPTY {
            self.push_pawn_advance::<CAPTURES>(
                seat,
                Move::new(from, one, piece, EMPTY, MoveKind::Normal),
                targets,
                list,
            );
            // A double step neither captures nor promotes.
            if !CAPTURES && double_allowed && !piece.is_turned() && self.relative_rank(seat, from) == 1 {
                let two = one.offset(forward);
                if self.board[two.index()] == EMPTY {
                    list.push(Move::new(from, two, piece, EMPTY, MoveKind::DoubleStep));
                }
            }
        } else if partner_leap && cell & 7 == PAWN && Piece::from_cell(cell).seat() == Some(seat.partner()) {
            // The leap over a partner's pawn onto an empty square beyond.
            let beyond = one.offset(forward);
            if self.board[beyond.index()] == EMPTY {
                self.push_pawn_advance::<CAPTURES>(
                    seat,
                    Move::new(from, beyond, piece, EMPTY, MoveKind::Leap),
                    targets,
                    list,
                );
            }
        }
        for side in [ACROSS[seat.index()], -ACROSS[seat.index()]] {
            let to = one.offset(side);
            let cell = self.board[to.index()];
            if cell == WALL {
                continue;
            }
            if let Some(victim) = self.en_passant_victim(to, targets) {
                let captured = if cell != EMPTY && targets.can_take(cell) { cell } else { victim };
                if cell == EMPTY || targets.can_take(cell) {
                    self.push_pawn_move(seat, Move::new(from, to, piece, captured, MoveKind::EnPassant), targets, list);
                }
            } else if targets.can_take(cell) {
                self.push_pawn_move(seat, Move::new(from, to, piece, cell, MoveKind::Normal), targets, list);
            }
        }
    }

    /// The pawn an en passant capture onto `target` would take, if an opponent's double
    /// step left that chance open.
    #[inline(always)]
    fn en_passant_victim(&self, target: Square, targets: Targets) -> Option<u8> {
        // Every pawn capture square is asked about: rule out most of them cheaply.
        if !self.en_passant.0.iter().any(|ep| ep.is_some_and(|ep| ep.target == target)) {
            return None;
        }
        self.open_en_passant_victim(target, targets)
    }

    /// [`Position::en_passant_victim`] for a square some chance lands on.
    #[cold]
    fn open_en_passant_victim(&self, target: Square, targets: Targets) -> Option<u8> {
        if !targets.pawns.en_passant {
            return None;
        }
        Seat::ALL.into_iter().find_map(|other| {
            let ep = self.en_passant[other].filter(|ep| ep.target == target)?;
            let victim = self.board[ep.victim.index()];
            (victim == Piece::new(other, Kind::Pawn).cell() && targets.owners & other.bit() != 0).then_some(victim)
        })
    }

    /// Adds a pawn move that captures nothing; with `CAPTURES` only if it promotes.
    fn push_pawn_advance<const CAPTURES: bool>(&self, seat: Seat, mv: Move, targets: Targets, list: &mut MoveList) {
        let start = list.len();
        self.push_pawn_move(seat, mv, targets, list);
        if CAPTURES && list[start..].iter().all(|m| m.promotion == EMPTY) {
            list.truncate(start);
        }
    }

    /// Adds a pawn move, split into its promotions where it reaches a promotion square.
    #[inline]
    fn push_pawn_move(&self, seat: Seat, mv: Move, targets: Targets, list: &mut MoveList) {
        if targets.promotion.contains(mv.to) {
            self.push_promotions(seat, mv, targets.pawns.promotes_to, list);
        } else {
            list.push(mv);
        }
    }

    /// A pawn move onto a promotion square, as the promotions it may make.
    #[inline(never)]
    fn push_promotions(&self, seat: Seat, mv: Move, promotes_to: PromotesTo, list: &mut MoveList) {
        match promotes_to {
            PromotesTo::Choice => {
                for kind in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                    list.push(mv.with_promotion(Piece::new(seat, kind)));
                }
            }
            PromotesTo::Queen => list.push(mv.with_promotion(Piece::new(seat, Kind::Queen))),
            PromotesTo::OnePointQueen => list.push(mv.with_promotion(Piece::new(seat, Kind::Queen).one_point())),
            // One move per kind lost; with none the pawn arrives and waits.
            PromotesTo::Reserve if self.chaturanga.reserve[seat] == 0 => list.push(mv),
            PromotesTo::Reserve => {
                for kind in self.reserve(seat) {
                    list.push(mv.with_promotion(Piece::new(seat, kind)));
                }
            }
        }
    }

    fn gen_castling(&self, seat: Seat, king: Square, piece: Piece, list: &mut MoveList) {
        if self.castling[seat] == [false; 2] {
            return;
        }
        // No castling out of check; the test is asked only once the board allows one.
        let mut in_check = None;
        let rook = Piece::new(seat, Kind::Rook).cell();
        for side in [CastleSide::Short, CastleSide::Long] {
            if !self.castling[seat][side as usize] {
                continue;
            }
            let Some((step, rook_home)) = self.castle_geometry(seat, side) else {
                continue;
            };
            if self.board[rook_home.index()] != rook {
                continue;
            }
            let between = side as i16 + 2;
            if (1..=between).any(|i| self.board[king.offset(step * i).index()] != EMPTY) {
                continue;
            }
            if *in_check.get_or_insert_with(|| self.in_check(seat)) {
                return;
            }
            if attack::is_attacked(&self.board, king.offset(step), self.hostile_mask(seat)) {
                continue;
            }
            let kind = if side == CastleSide::Short { MoveKind::CastleShort } else { MoveKind::CastleLong };
            list.push(Move::new(king, king.offset(2 * step), piece, EMPTY, kind));
        }
    }
}

/// How many squares the pieces of one army reach, by kind: empty squares and pieces it
/// may take, king safety not tested (an evaluation's mobility term).
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq)]
pub struct Reach {
    /// Squares reached by knights (and Chaturanga boats).
    pub knights: u32,
    /// Squares reached by bishops.
    pub bishops: u32,
    /// Squares reached by rooks.
    pub rooks: u32,
    /// Squares reached by queens.
    pub queens: u32,
    /// Developed pieces: knights reaching four squares or more, bishops, rooks and
    /// queens reaching five or more.
    pub active: u32,
}

impl Position {
    /// The reach of `seat`'s knights, bishops, rooks and queens.
    pub fn reach(&self, seat: Seat) -> Reach {
        let targets = self.targets(seat);
        let mut reach = Reach::default();
        let count_ray = |from: Square, step: i16| {
            let mut n = 0;
            let mut to = from.offset(step);
            loop {
                let cell = self.board[to.index()];
                if cell != EMPTY {
                    return n + targets.can_take(cell) as u32;
                }
                n += 1;
                to = to.offset(step);
            }
        };
        for from in self.pieces[seat].iter() {
            let cell = self.board[from.index()];
            match cell & 7 {
                KNIGHT | BOAT => {
                    let steps: &[i16] = if cell & 7 == KNIGHT { &KNIGHT_STEPS } else { &ALFIL_STEPS };
                    let n = steps
                        .iter()
                        .filter(|&&s| {
                            let c = self.board[from.offset(s).index()];
                            c == EMPTY || targets.can_take(c)
                        })
                        .count() as u32;
                    reach.knights += n;
                    reach.active += (n >= 4) as u32;
                }
                BISHOP => {
                    let n = KING_STEPS[4..].iter().map(|&s| count_ray(from, s)).sum::<u32>();
                    reach.bishops += n;
                    reach.active += (n >= 5) as u32;
                }
                ROOK => {
                    let n = KING_STEPS[..4].iter().map(|&s| count_ray(from, s)).sum::<u32>();
                    reach.rooks += n;
                    reach.active += (n >= 5) as u32;
                }
                QUEEN => {
                    let n = KING_STEPS.iter().map(|&s| count_ray(from, s)).sum::<u32>();
                    reach.queens += n;
                    reach.active += (n >= 5) as u32;
                }
                _ => {}
            }
        }
        reach
    }
}
