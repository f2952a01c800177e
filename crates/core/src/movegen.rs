//! Move generation: pseudo-legal moves by piece, then a legality filter (pins and the
//! check found once; king moves, en passant and castling tried on a scratch board).
//! Below the rule sets' behaviour: what differs between them comes in as values read
//! off their tables (capture masks, [`PawnRules`], check or none, partner safety).

use arrayvec::ArrayVec;

use crate::attack::{self, Board, Pins, ACROSS, BISHOP, BOAT, FORWARD, KING, KNIGHT, PAWN, QUEEN, ROOK};
use crate::geometry::{line_step, Square, ALFIL_STEPS, KING_STEPS, KNIGHT_STEPS};
use crate::moves::{Move, MoveKind};
use crate::piece::{Kind, Piece, EMPTY, WALL};
use crate::position::{CastleSide, Position};
use crate::rules::{fact, PawnRules, PromotesTo, PromotionRank};
use crate::seat::Seat;
use crate::squareset::SquareSet;

/// The moves of one position; never allocates.
pub type MoveList = ArrayVec<Move, 512>;

/// Where generated moves go: a list, or only their number (perft's last ply and the
/// evaluation's reach count a free piece's moves without building them).
trait MoveSink {
    fn push(&mut self, mv: Move);
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        ArrayVec::push(self, mv);
    }
}

/// A [`MoveSink`] that counts.
struct Count(usize);

impl MoveSink for Count {
    #[inline]
    fn push(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

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

/// A copy of the board to try moves on, made when the first one is tried: most
/// positions try none (only king moves and en passant are tried).
struct Scratch(Option<Board>);

/// Tells which moves of the player to move are legal, one at a time (see
/// [`Position::search_moves_into`]); what the tests share is found once.
pub struct LegalityTest<'a> {
    pos: &'a Position,
    check: Legality,
    scratch: Scratch,
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
    /// Bit `cell & 63` (kind and owner) set where the mover may take that piece; empty
    /// cells (0) and walls (63: owner 7) never are. One shift tells a capture.
    takeable: u64,
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
    /// [`Targets::takeable`] of the owners whose pieces, and of those whose kings, the
    /// mover may take (bits 0..5 of an owner mask).
    fn takeable(owners: u8, kings: u8) -> u64 {
        // Bit o of a mask (o < 7) to bit 0 of byte o: the multiplier's term 2^(7o) takes
        // bit o to bit 8o, and no two terms meet in a byte's low bit.
        let spread = |mask: u8| (mask as u64 & 0x7F).wrapping_mul(0x0002_0408_1020_4081) & 0x0101_0101_0101_0101;
        // Kinds 1..7 but the king, and the king, in each owner's byte.
        (spread(owners) * 0b1011_1110) | (spread(kings) << KING)
    }

    #[inline]
    fn can_take(self, cell: u8) -> bool {
        self.takeable >> (cell & 63) & 1 != 0
    }
}

impl Position {
    /// Whether `seat` has at least one legal move (as if it were its turn). Asked after
    /// every Free-for-all move for each player in check: the moves are generated piece
    /// by piece, the king's first (the likeliest escape), up to the first legal one.
    pub(crate) fn has_legal_move(&self, seat: Seat) -> bool {
        let check = self.legality(seat);
        let targets = self.targets(seat);
        let mut scratch = Scratch(None);
        let mut list = MoveList::new();
        let king = self.kings[seat];
        let others = self.pieces[seat].iter().filter(|&sq| Some(sq) != king);
        king.into_iter().chain(others).any(|from| {
            list.clear();
            self.gen_piece::<false, _>(seat, from, targets, &mut list);
            list.iter().any(|mv| self.is_legal_on(&check, &mut scratch, mv))
        })
    }

    /// The number of legal moves of `seat` (a rule set with check).
    pub(crate) fn count_legal(&self, seat: Seat) -> usize {
        let check = self.legality(seat);
        let targets = self.targets(seat);
        let mut scratch = Scratch(None);
        let mut list = MoveList::new();
        let mut n = 0;
        // Pieces free to move as they like: neither pinned nor needed against a check.
        let pinned =
            if check.in_check { SquareSet::FULL } else { check.pins.squares().or(check.partner_pins.squares()) };
        // An en passant capture takes a pawn off a third square, which may open a line to
        // the king: a pawn that has one is tested move by move too.
        let mut en_passant = SquareSet::default();
        if targets.pawns.en_passant {
            for ep in self.en_passant.0.iter().flatten() {
                en_passant.insert(ep.target);
            }
        }
        let (forward, across) = (FORWARD[seat.index()], ACROSS[seat.index()]);
        // (A square beyond rank 14 lies outside the set's 256 cells: never a target.)
        let target = |sq: Square| sq.index() < 256 && en_passant.contains(sq);
        let takes_en_passant = |from: Square| {
            let one = from.offset(forward);
            target(one.offset(across)) || target(one.offset(-across))
        };
        for from in self.pieces[seat].iter() {
            let cell = self.board[from.index()];
            let tested =
                pinned.contains(from) || (cell & 7 == PAWN && !en_passant.is_empty() && takes_en_passant(from));
            let free = !tested;
            // Their moves are counted, not listed (the king's are tried on the board).
            if free && cell & 7 != KING {
                let mut count = Count(0);
                self.gen_piece::<false, _>(seat, from, targets, &mut count);
                n += count.0;
                continue;
            }
            list.clear();
            self.gen_piece::<false, _>(seat, from, targets, &mut list);
            n += list.iter().filter(|mv| self.is_legal_on(&check, &mut scratch, mv)).count();
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
        LegalityTest { pos: self, check: self.legality(self.to_move), scratch: Scratch(None) }
    }

    /// Keeps the moves of `seat` in `list` that are legal.
    pub(crate) fn retain_legal(&self, seat: Seat, list: &mut MoveList) {
        let check = self.legality(seat);
        let mut scratch = Scratch(None);
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
    fn is_legal_on(&self, check: &Legality, scratch: &mut Scratch, mv: &Move) -> bool {
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
        if mv.piece & 7 == KING || (mv.kind == MoveKind::EnPassant && self.en_passant_may_uncover(check, mv)) {
            // Lazily: the board is 288 bytes, copied only for the first move tried.
            #[allow(clippy::unnecessary_lazy_evaluations)]
            let board = scratch.0.get_or_insert_with(|| self.board);
            return self.is_legal_by_trying(check, board, mv);
        }
        // Only a line through the vacated square can open onto either king.
        check
            .king
            .is_none_or(|k| (!check.in_check || check.evasions.contains(mv.to)) && check.pins.allows(k, mv.from, mv.to))
            && check.partner_king.is_none_or(|k| check.partner_pins.allows(k, mv.from, mv.to))
    }

    /// Whether taking en passant might expose a king in a way the pin test does not see:
    /// in check, or with a taken pawn on a line (rank, file, diagonal) through a king.
    /// Otherwise the pawn's own two squares decide, as for any other move.
    fn en_passant_may_uncover(&self, check: &Legality, mv: &Move) -> bool {
        let aligned = |a: Square, b: Square| {
            let (df, dr) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
            df == 0 || dr == 0 || df == dr
        };
        check.in_check
            || Seat::ALL.iter().filter_map(|&s| self.en_passant[s]).filter(|ep| ep.target == mv.to).any(|ep| {
                check.king.is_some_and(|k| aligned(ep.victim, k))
                    || check.partner_king.is_some_and(|k| aligned(ep.victim, k))
            })
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
        let owners = self.capture_mask(seat);
        Targets {
            owners,
            takeable: Targets::takeable(owners, self.king_capture_mask(seat)),
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
            self.gen_piece::<CAPTURES, _>(seat, from, targets, list);
        }
    }

    /// The pseudo-legal moves of `seat`'s piece on `from` (see [`Position::gen_moves`]).
    // Forced inline natively (perft's count and the evaluation's reach: -8% of Teams
    // perft 5); the wasm build, at its size budget, leaves it to the compiler (forcing
    // it there cost 1.3 KB gzip).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    fn gen_piece<const CAPTURES: bool, S: MoveSink>(&self, seat: Seat, from: Square, targets: Targets, list: &mut S) {
        let cell = self.board[from.index()];
        let piece = Piece::from_cell(cell);
        match cell & 7 {
            PAWN => self.gen_pawn::<CAPTURES, _>(seat, from, piece, targets, list),
            KNIGHT => self.gen_leaper::<CAPTURES, _>(from, piece, &KNIGHT_STEPS, targets, list),
            BOAT => self.gen_leaper::<CAPTURES, _>(from, piece, &ALFIL_STEPS, targets, list),
            BISHOP => self.gen_slider::<CAPTURES, _>(from, piece, &KING_STEPS[4..], targets, list),
            ROOK => self.gen_slider::<CAPTURES, _>(from, piece, &KING_STEPS[..4], targets, list),
            QUEEN => self.gen_slider::<CAPTURES, _>(from, piece, &KING_STEPS, targets, list),
            KING => {
                self.gen_leaper::<CAPTURES, _>(from, piece, &KING_STEPS, targets, list);
                if !CAPTURES {
                    self.gen_castling(seat, from, piece, list);
                }
            }
            _ => {}
        }
    }

    #[inline]
    fn gen_leaper<const CAPTURES: bool, S: MoveSink>(
        &self,
        from: Square,
        piece: Piece,
        steps: &[i16],
        targets: Targets,
        list: &mut S,
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
    fn gen_slider<const CAPTURES: bool, S: MoveSink>(
        &self,
        from: Square,
        piece: Piece,
        steps: &[i16],
        targets: Targets,
        list: &mut S,
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

    #[inline]
    fn gen_pawn<const CAPTURES: bool, S: MoveSink>(
        &self,
        seat: Seat,
        from: Square,
        piece: Piece,
        targets: Targets,
        list: &mut S,
    ) {
        let (double_allowed, partner_leap) = (targets.pawns.double_step, targets.pawns.partner_leap);
        let forward = if piece.is_turned() { -FORWARD[seat.index()] } else { FORWARD[seat.index()] };
        let one = from.offset(forward);
        let cell = self.board[one.index()];
        if cell == EMPTY {
            self.push_pawn_advance::<CAPTURES, _>(
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
                self.push_pawn_advance::<CAPTURES, _>(
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
    #[inline]
    fn push_pawn_advance<const CAPTURES: bool, S: MoveSink>(
        &self,
        seat: Seat,
        mv: Move,
        targets: Targets,
        list: &mut S,
    ) {
        // A Chaturanga pawn with nothing in reserve arrives without promoting.
        let promotes = || {
            targets.promotion.contains(mv.to)
                && (targets.pawns.promotes_to != PromotesTo::Reserve || self.chaturanga.reserve[seat] != 0)
        };
        if !CAPTURES || promotes() {
            self.push_pawn_move(seat, mv, targets, list);
        }
    }

    /// Adds a pawn move, split into its promotions where it reaches a promotion square.
    #[inline]
    fn push_pawn_move<S: MoveSink>(&self, seat: Seat, mv: Move, targets: Targets, list: &mut S) {
        if targets.promotion.contains(mv.to) {
            self.push_promotions(seat, mv, targets.pawns.promotes_to, list);
        } else {
            list.push(mv);
        }
    }

    /// A pawn move onto a promotion square, as the promotions it may make.
    #[inline(never)]
    fn push_promotions<S: MoveSink>(&self, seat: Seat, mv: Move, promotes_to: PromotesTo, list: &mut S) {
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

    fn gen_castling<S: MoveSink>(&self, seat: Seat, king: Square, piece: Piece, list: &mut S) {
        // Castling needs an empty square beside the king (none is, in most openings).
        let across = ACROSS[seat.index()];
        if self.castling[seat] == [false; 2]
            || (self.board[king.offset(across).index()] != EMPTY && self.board[king.offset(-across).index()] != EMPTY)
        {
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
        for from in self.pieces[seat].iter() {
            let (total, developed) = match self.board[from.index()] & 7 {
                KNIGHT | BOAT => (&mut reach.knights, 4),
                BISHOP => (&mut reach.bishops, 5),
                ROOK => (&mut reach.rooks, 5),
                QUEEN => (&mut reach.queens, 5),
                _ => continue,
            };
            // The squares of its moves, counted as perft's last ply counts them.
            let mut count = Count(0);
            self.gen_piece::<false, _>(seat, from, targets, &mut count);
            *total += count.0 as u32;
            reach.active += (count.0 >= developed) as u32;
        }
        reach
    }
}
