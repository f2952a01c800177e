//! FEN4, chess.com's position format, for every rule set (vierschach.md):
//! `Turn-Dead-CastleK-CastleQ-Points-Clock[-Extra]-Board`.
//!
//! Text parses into a loosely checked [`Setup`]; only [`Setup::into_position`] makes a
//! [`Position`], so a malformed or impossible position never exists half-built.

use crate::geometry::{Shape, Square};
use crate::piece::{Kind, Piece};
use crate::position::{EnPassant, Position, SeatState};
use crate::rules::{Rules, Variant};
use crate::seat::{BySeat, Seat};

mod error;

use error::err;
pub use error::{Fen4Error, Fen4Reason};

/// A position as read from text: every field present and well-formed, but not yet
/// checked to make sense together.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Setup {
    /// The pieces.
    pub placement: Vec<(Square, Piece)>,
    /// The seat to move.
    pub to_move: Seat,
    /// Seats out of the game (grey armies).
    pub dead: [bool; 4],
    /// Castling rights: [short, long] by seat.
    pub castling: [[bool; 2]; 4],
    /// Free-for-all points.
    pub points: [i32; 4],
    /// Turns since the last capture or pawn move.
    pub clock: u16,
    /// Open en passant chances by seat.
    pub en_passant: [Option<EnPassant>; 4],
    /// Verney: mated (inert) armies.
    pub inert: [bool; 4],
    /// Chaturanga: dice, reserves and counters.
    pub chaturanga: ChaturangaSetup,
}

/// The Chaturanga part of a setup, from the `{...}` block.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct ChaturangaSetup {
    /// Unused dice of the turn in progress (empty: the player to move rolls next).
    pub dice: Vec<u8>,
    /// Kinds each army may promote to.
    pub reserve: [Vec<Kind>; 4],
    /// Seats that have promoted to a king once.
    pub king_promoted: [bool; 4],
    /// Waiting pawns in order of arrival.
    pub waiting: Vec<Square>,
    /// Turns begun by the opponents of each team (South-North, West-East) while it was bare.
    pub bare_turns: [u8; 2],
}

impl Setup {
    /// Parses FEN4 for a rule set (which fixes the board and the colour letters).
    pub fn parse(variant: Variant, text: &str) -> Result<Setup, Fen4Error> {
        let text = text.trim();
        if text.len() > 10_000 {
            return Err(err("text", Fen4Reason::TooLong));
        }
        let fields: Vec<&str> = text.split('-').collect();
        let (head, extra, board) = match fields.len() {
            7 => (&fields[..6], None, fields[6]),
            8 => (&fields[..6], Some(fields[6]), fields[7]),
            n => return Err(err("fields", Fen4Reason::FieldCount { found: n })),
        };
        let letters = variant.seat_letters();
        let turn_letter = head[0].trim();
        let to_move = letters
            .iter()
            .position(|&c| turn_letter.len() == 1 && turn_letter.eq_ignore_ascii_case(&c.to_string()))
            .and_then(Seat::new)
            .ok_or_else(|| {
                err(
                    "turn",
                    Fen4Reason::NotAColour {
                        letter: turn_letter.to_string(),
                        letters: letters.iter().collect::<String>().to_uppercase(),
                    },
                )
            })?;
        let dead = parse_flags("dead", head[1])?;
        let short = parse_flags("castling (king side)", head[2])?;
        let long = parse_flags("castling (queen side)", head[3])?;
        let points = parse_four("points", head[4], |s| s.parse::<i32>().ok().filter(|p| (0..=100_000).contains(p)))?;
        let clock = head[5]
            .trim()
            .parse::<u16>()
            .map_err(|_| err("clock", Fen4Reason::NotTurns { value: head[5].to_string() }))?;
        let mut setup = Setup {
            placement: parse_board(variant, board)?,
            to_move,
            dead,
            castling: [0, 1, 2, 3].map(|i| [short[i], long[i]]),
            points,
            clock,
            en_passant: [None; 4],
            inert: [false; 4],
            chaturanga: ChaturangaSetup::default(),
        };
        if let Some(extra) = extra {
            setup.read_extra(variant.shape(), extra)?;
        }
        Ok(setup)
    }

    fn read_extra(&mut self, shape: Shape, text: &str) -> Result<(), Fen4Error> {
        let entries = parse_extra(text)?;
        for (key, value) in entries {
            match key.as_str() {
                "enPassant" => {
                    let items = value.four_strings("extra enPassant")?;
                    for (i, item) in items.iter().enumerate() {
                        if item.is_empty() {
                            continue;
                        }
                        let (target, victim) = item
                            .split_once(':')
                            .ok_or_else(|| err("extra enPassant", Fen4Reason::NotTargetPawn { value: item.clone() }))?;
                        let square = |s: &str| {
                            shape
                                .parse_square(s)
                                .ok_or_else(|| err("extra enPassant", Fen4Reason::NotASquare { value: s.to_string() }))
                        };
                        self.en_passant[i] = Some(EnPassant { target: square(target)?, victim: square(victim)? });
                    }
                }
                "inert" => {
                    let flags = value.four_numbers("extra inert")?;
                    self.inert = flags.map(|n| n != 0);
                }
                "turned" => {
                    let Value::Tuple(items) = value else {
                        return Err(err("extra turned", Fen4Reason::Expected { what: "a list of squares" }));
                    };
                    for item in items {
                        let Value::Str(s) = item else {
                            return Err(err("extra turned", Fen4Reason::Expected { what: "quoted squares" }));
                        };
                        let sq = shape
                            .parse_square(&s)
                            .ok_or_else(|| err("extra turned", Fen4Reason::NotASquare { value: s.clone() }))?;
                        let index = self.placement.iter().position(|&(q, p)| q == sq && p.kind() == Kind::Pawn);
                        let index =
                            index.ok_or_else(|| err("extra turned", Fen4Reason::NoPawn { square: s.clone() }))?;
                        self.placement[index].1 = self.placement[index].1.turned(true);
                    }
                }
                "dice" => {
                    let Value::Tuple(items) = value else {
                        return Err(err("extra dice", Fen4Reason::Expected { what: "a tuple of numbers" }));
                    };
                    for item in items {
                        match item {
                            Value::Num(n) if (1..=6).contains(&n) => self.chaturanga.dice.push(n as u8),
                            _ => return Err(err("extra dice", Fen4Reason::DieRange)),
                        }
                    }
                    if self.chaturanga.dice.len() > 3 {
                        return Err(err("extra dice", Fen4Reason::TooManyDice));
                    }
                }
                "reserve" => {
                    let items = value.four_strings("extra reserve")?;
                    for (slot, letters) in self.chaturanga.reserve.iter_mut().zip(items) {
                        for c in letters.chars() {
                            let kind = Kind::from_letter_in(Variant::Chaturanga, c)
                                .filter(|k| matches!(k, Kind::King | Kind::Rook | Kind::Knight | Kind::Boat))
                                .ok_or_else(|| err("extra reserve", Fen4Reason::NotInReserve { letter: c }))?;
                            if !slot.contains(&kind) {
                                slot.push(kind);
                            }
                        }
                    }
                }
                "kingPromoted" => {
                    self.chaturanga.king_promoted = value.four_numbers("extra kingPromoted")?.map(|n| n != 0);
                }
                "waiting" => {
                    let Value::Tuple(items) = value else {
                        return Err(err("extra waiting", Fen4Reason::Expected { what: "a list of squares" }));
                    };
                    for item in items {
                        let Value::Str(s) = item else {
                            return Err(err("extra waiting", Fen4Reason::Expected { what: "quoted squares" }));
                        };
                        let sq = shape
                            .parse_square(&s)
                            .ok_or_else(|| err("extra waiting", Fen4Reason::NotASquare { value: s.clone() }))?;
                        self.chaturanga.waiting.push(sq);
                    }
                }
                "bare" => match value {
                    Value::Tuple(items) if items.len() == 2 => {
                        for (slot, item) in self.chaturanga.bare_turns.iter_mut().zip(items) {
                            let Value::Num(n) = item else {
                                return Err(err("extra bare", Fen4Reason::Expected { what: "numbers" }));
                            };
                            *slot = u8::try_from(n).map_err(|_| err("extra bare", Fen4Reason::CountRange))?;
                        }
                    }
                    _ => return Err(err("extra bare", Fen4Reason::Expected { what: "two counts" })),
                },
                // chess.com writes many more keys (royal, lives, ...); they have no meaning here.
                _ => {}
            }
        }
        Ok(())
    }

    /// Checks that the setup is a possible position of the rules and builds it.
    pub fn into_position(self, rules: Rules) -> Result<Position, Fen4Error> {
        let mut pos = Position::empty(rules);
        let shape = rules.variant().shape();
        let mut kings = [0; 4];
        for &(sq, piece) in &self.placement {
            if !shape.contains(sq) {
                return Err(err("board", Fen4Reason::OffBoard { square: sq.to_string() }));
            }
            if pos.piece_at(sq).is_some() {
                return Err(err("board", Fen4Reason::TwoPieces { square: sq.to_string() }));
            }
            if let Some(seat) = piece.seat() {
                if piece.kind() == Kind::King {
                    kings[seat.index()] += 1;
                }
            }
            pos.put(sq, piece);
        }
        let names = rules.variant().seat_names();
        for seat in Seat::ALL {
            let i = seat.index();
            if kings[i] > 1 {
                return Err(err("board", Fen4Reason::TooManyKings { seat: names[i], count: kings[i] }));
            }
            if !self.dead[i] && kings[i] == 0 && rules.variant().facts().kings_required {
                return Err(err("board", Fen4Reason::NoKing { seat: names[i] }));
            }
            pos.states[seat] = if self.dead[i] {
                if kings[i] > 0 {
                    SeatState::Walking
                } else {
                    SeatState::Eliminated
                }
            } else if self.inert[i] {
                if !rules.variant().facts().inert_armies {
                    return Err(err("extra inert", Fen4Reason::InertOutsideVerney));
                }
                SeatState::Inert
            } else {
                SeatState::Live
            };
        }
        if matches!(pos.states[self.to_move], SeatState::Eliminated) {
            return Err(err("turn", Fen4Reason::OutToMove { seat: names[self.to_move.index()] }));
        }
        pos.to_move = self.to_move;
        pos.points = BySeat(self.points);
        pos.clock = self.clock;
        for seat in Seat::ALL {
            for side in [crate::position::CastleSide::Short, crate::position::CastleSide::Long] {
                // A right stands only in chess.com's games, where king and rook are at home.
                pos.castling[seat][side as usize] = self.castling[seat.index()][side as usize]
                    && rules.variant().facts().castling
                    && pos
                        .castle_geometry(seat, side)
                        .is_some_and(|(_, rook)| pos.piece_at(rook) == Some(Piece::new(seat, Kind::Rook)));
            }
            if let Some(ep) = self.en_passant[seat.index()] {
                if pos.piece_at(ep.victim) != Some(Piece::new(seat, Kind::Pawn)) {
                    return Err(err(
                        "extra enPassant",
                        Fen4Reason::NoEnPassantPawn { seat: names[seat.index()], square: ep.victim.to_string() },
                    ));
                }
                pos.en_passant[seat] = Some(ep);
            }
        }
        if rules.variant().facts().uses_dice {
            self.chaturanga.apply(&mut pos)?;
        }
        Ok(pos)
    }
}

impl ChaturangaSetup {
    fn apply(&self, pos: &mut Position) -> Result<(), Fen4Error> {
        let state = &mut pos.chaturanga;
        state.dice = crate::dice::Dice::new(&self.dice).ok_or_else(|| err("extra dice", Fen4Reason::BadDice))?;
        for seat in Seat::ALL {
            state.reserve[seat] = self.reserve[seat.index()].iter().fold(0, |bits, &k| bits | 1 << k as u8);
            state.king_promoted[seat] = self.king_promoted[seat.index()];
        }
        state.bare_turns = self.bare_turns;
        for &sq in &self.waiting {
            state.waiting.try_push(sq).map_err(|_| err("extra waiting", Fen4Reason::TooManyWaiting))?;
        }
        for &sq in &self.waiting {
            let waits = pos
                .piece_at(sq)
                .and_then(|p| p.seat().filter(|_| p.kind() == Kind::Pawn).map(|s| pos.relative_rank(s, sq) == 7));
            if waits != Some(true) {
                return Err(err("extra waiting", Fen4Reason::NoWaitingPawn { square: sq.to_string() }));
            }
        }
        Ok(())
    }
}

fn parse_flags(field: &'static str, text: &str) -> Result<[bool; 4], Fen4Error> {
    parse_four(field, text, |s| match s {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    })
}

fn parse_four<T: Copy + Default>(
    field: &'static str,
    text: &str,
    item: impl Fn(&str) -> Option<T>,
) -> Result<[T; 4], Fen4Error> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != 4 {
        return Err(err(field, Fen4Reason::ValueCount { found: parts.len() }));
    }
    let mut out = [T::default(); 4];
    for (slot, part) in out.iter_mut().zip(&parts) {
        *slot = item(part).ok_or_else(|| err(field, Fen4Reason::BadValue { value: part.to_string() }))?;
    }
    Ok(out)
}

fn parse_board(variant: Variant, text: &str) -> Result<Vec<(Square, Piece)>, Fen4Error> {
    let shape = variant.shape();
    let size = shape.size();
    let ranks: Vec<&str> = text.trim().split('/').collect();
    if ranks.len() != size as usize {
        return Err(err("board", Fen4Reason::RankCount { expected: size as usize, found: ranks.len() }));
    }
    let letters = variant.seat_letters();
    let mut placement = Vec::new();
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = size - 1 - row as u8;
        let mut file: u32 = 0;
        for cell in rank_text.split(',').map(str::trim) {
            if let Ok(run) = cell.parse::<u32>() {
                if run == 0 {
                    return Err(err("board", Fen4Reason::EmptyRun { rank, file }));
                }
                file += run;
            } else if cell == "x" {
                if shape.contains_coords(file.min(255) as u8, rank) {
                    return Err(err("board", Fen4Reason::CrossOnPlayable { rank, file }));
                }
                file += 1;
            } else {
                let mut chars = cell.chars();
                let (Some(colour), Some(letter), None) = (chars.next(), chars.next(), chars.next()) else {
                    return Err(err("board", Fen4Reason::NotAPiece { rank, file, cell: cell.to_string() }));
                };
                let kind = match letter {
                    'D' => Some(Kind::Queen),
                    other => Kind::from_letter_in(variant, other),
                };
                let kind = kind.ok_or_else(|| err("board", Fen4Reason::UnknownLetter { rank, file, letter }))?;
                let mut piece = match letters.iter().position(|&c| c == colour) {
                    Some(i) => Piece::new(Seat::ALL[i], kind),
                    None if colour == 'd' => Piece::grey(kind),
                    None => return Err(err("board", Fen4Reason::UnknownColour { rank, file, colour })),
                };
                if letter == 'D' {
                    piece = piece.one_point();
                }
                if file >= size as u32 || !shape.contains_coords(file as u8, rank) {
                    return Err(err("board", Fen4Reason::PieceOffBoard { rank, file, cell: cell.to_string() }));
                }
                placement.push((Square::at(file as u8, rank), piece));
                file += 1;
            }
            if file > size as u32 {
                return Err(err("board", Fen4Reason::RankTooLong { rank, size }));
            }
        }
        if file != size as u32 {
            return Err(err("board", Fen4Reason::RankLength { rank, found: file, size }));
        }
    }
    Ok(placement)
}

/// A value in the `{...}` block: a quoted string, a number, or a tuple.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Str(String),
    Num(i64),
    Tuple(Vec<Value>),
}

impl Value {
    fn four_strings(&self, field: &'static str) -> Result<[String; 4], Fen4Error> {
        match self {
            Value::Tuple(items) if items.len() == 4 => {
                let mut out: [String; 4] = Default::default();
                for (slot, item) in out.iter_mut().zip(items) {
                    let Value::Str(s) = item else {
                        return Err(err(field, Fen4Reason::Expected { what: "quoted strings" }));
                    };
                    *slot = s.clone();
                }
                Ok(out)
            }
            _ => Err(err(field, Fen4Reason::Expected { what: "a tuple of 4 strings" })),
        }
    }

    fn four_numbers(&self, field: &'static str) -> Result<[i64; 4], Fen4Error> {
        match self {
            Value::Tuple(items) if items.len() == 4 => {
                let mut out = [0; 4];
                for (slot, item) in out.iter_mut().zip(items) {
                    let Value::Num(n) = item else {
                        return Err(err(field, Fen4Reason::Expected { what: "numbers" }));
                    };
                    *slot = *n;
                }
                Ok(out)
            }
            _ => Err(err(field, Fen4Reason::Expected { what: "a tuple of 4 numbers" })),
        }
    }
}

/// Parses `{'key':value,'key':value}`.
fn parse_extra(text: &str) -> Result<Vec<(String, Value)>, Fen4Error> {
    let inner = text
        .trim()
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .ok_or_else(|| err("extra", Fen4Reason::Expected { what: "{...}" }))?;
    let mut parser = ExtraParser { chars: inner.chars().collect(), pos: 0 };
    let mut out = Vec::new();
    parser.skip_space();
    while !parser.at_end() {
        let Value::Str(key) = parser.value(0)? else {
            return Err(err("extra", Fen4Reason::Expected { what: "a quoted key" }));
        };
        parser.expect(':')?;
        let value = parser.value(0)?;
        out.push((key, value));
        parser.skip_space();
        if !parser.at_end() {
            parser.expect(',')?;
            parser.skip_space();
        }
    }
    Ok(out)
}

struct ExtraParser {
    chars: Vec<char>,
    pos: usize,
}

impl ExtraParser {
    fn at_end(&self) -> bool {
        self.pos >= self.chars.len()
    }

    fn skip_space(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, c: char) -> Result<(), Fen4Error> {
        self.skip_space();
        if self.chars.get(self.pos) == Some(&c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(err("extra", Fen4Reason::ExpectedAt { what: c, at: self.pos + 1 }))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Fen4Error> {
        if depth > 4 {
            return Err(err("extra", Fen4Reason::NestedTooDeeply));
        }
        self.skip_space();
        match self.chars.get(self.pos).copied() {
            Some(quote @ ('\'' | '"')) => {
                self.pos += 1;
                let start = self.pos;
                while self.chars.get(self.pos).is_some_and(|&c| c != quote) {
                    self.pos += 1;
                }
                if self.at_end() {
                    return Err(err("extra", Fen4Reason::UnclosedQuote));
                }
                let s: String = self.chars[start..self.pos].iter().collect();
                self.pos += 1;
                Ok(Value::Str(s))
            }
            Some('(') => {
                self.pos += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_space();
                    if self.chars.get(self.pos) == Some(&')') {
                        self.pos += 1;
                        return Ok(Value::Tuple(items));
                    }
                    if !items.is_empty() {
                        self.expect(',')?;
                    }
                    items.push(self.value(depth + 1)?);
                }
            }
            Some(c) if c.is_ascii_digit() || c == '-' => {
                let start = self.pos;
                self.pos += 1;
                while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                let s: String = self.chars[start..self.pos].iter().collect();
                s.parse().map(Value::Num).map_err(|_| err("extra", Fen4Reason::NotANumber { value: s.to_string() }))
            }
            Some(c) if c.is_ascii_alphabetic() => {
                // Bare words such as true/false: read as numbers 1/0.
                let start = self.pos;
                while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_alphanumeric()) {
                    self.pos += 1;
                }
                let word: String = self.chars[start..self.pos].iter().collect();
                Ok(Value::Num(matches!(word.as_str(), "true" | "True") as i64))
            }
            _ => Err(err("extra", Fen4Reason::UnexpectedAt { at: self.pos + 1 })),
        }
    }
}

impl Position {
    /// The position as FEN4 text (parse it back with [`Position::from_fen4`]).
    pub fn to_fen4(&self) -> String {
        let letters = self.variant().seat_letters();
        let flags = |f: &dyn Fn(Seat) -> bool| Seat::ALL.map(|s| if f(s) { "1" } else { "0" }).join(",");
        let mut out = String::new();
        out.push(letters[self.to_move.index()].to_ascii_uppercase());
        out.push('-');
        out.push_str(&flags(&|s| matches!(self.states[s], SeatState::Eliminated | SeatState::Walking)));
        out.push('-');
        out.push_str(&flags(&|s| self.castling[s][0]));
        out.push('-');
        out.push_str(&flags(&|s| self.castling[s][1]));
        out.push('-');
        out.push_str(&self.points.0.map(|p| p.to_string()).join(","));
        out.push('-');
        out.push_str(&self.clock.to_string());
        let extra = self.extra_fields();
        if !extra.is_empty() {
            out.push_str("-{");
            out.push_str(&extra.join(","));
            out.push('}');
        }
        out.push('-');
        out.push_str(&self.board_fen());
        out
    }

    fn extra_fields(&self) -> Vec<String> {
        let mut extra = Vec::new();
        if self.en_passant.0.iter().any(Option::is_some) {
            let items = self.en_passant.0.map(|ep| match ep {
                Some(ep) => format!("'{}:{}'", ep.target, ep.victim),
                None => "''".to_string(),
            });
            extra.push(format!("'enPassant':({})", items.join(",")));
        }
        if self.states.0.contains(&SeatState::Inert) {
            let flags = self.states.0.map(|s| if s == SeatState::Inert { "1" } else { "0" });
            extra.push(format!("'inert':({})", flags.join(",")));
        }
        let turned: Vec<String> =
            self.placement().filter(|(_, p)| p.is_turned()).map(|(sq, _)| format!("'{sq}'")).collect();
        if !turned.is_empty() {
            extra.push(format!("'turned':({})", turned.join(",")));
        }
        if self.rules.variant().facts().uses_dice {
            self.chaturanga_fields(&mut extra);
        }
        extra
    }

    fn chaturanga_fields(&self, extra: &mut Vec<String>) {
        let state = &self.chaturanga;
        if !state.dice.is_empty() {
            let values: Vec<String> = state.dice.values().iter().map(u8::to_string).collect();
            extra.push(format!("'dice':({})", values.join(",")));
        }
        if state.reserve.0.iter().any(|&r| r != 0) {
            let items = Seat::ALL.map(|s| format!("'{}'", self.reserve(s).map(|k| k.letter()).collect::<String>()));
            extra.push(format!("'reserve':({})", items.join(",")));
        }
        if state.king_promoted.0.contains(&true) {
            let flags = state.king_promoted.0.map(|p| if p { "1" } else { "0" });
            extra.push(format!("'kingPromoted':({})", flags.join(",")));
        }
        if !state.waiting.is_empty() {
            let squares: Vec<String> = state.waiting.iter().map(|sq| format!("'{sq}'")).collect();
            extra.push(format!("'waiting':({})", squares.join(",")));
        }
        if state.bare_turns != [0, 0] {
            extra.push(format!("'bare':({},{})", state.bare_turns[0], state.bare_turns[1]));
        }
    }

    /// The board field of FEN4: ranks top first, runs of empty cells as numbers.
    fn board_fen(&self) -> String {
        let letters = self.variant().seat_letters();
        let size = self.shape().size();
        let mut rows = Vec::new();
        for rank in (0..size).rev() {
            let mut cells: Vec<String> = Vec::new();
            let mut run = 0;
            for file in 0..size {
                match self.piece_at(Square::at(file, rank)) {
                    Some(piece) => {
                        if run > 0 {
                            cells.push(run.to_string());
                            run = 0;
                        }
                        let colour = piece.seat().map_or('d', |s| letters[s.index()]);
                        let letter = if piece.is_one_point() { 'D' } else { piece.kind().letter() };
                        cells.push(format!("{colour}{letter}"));
                    }
                    None => run += 1,
                }
            }
            if run > 0 {
                cells.push(run.to_string());
            }
            rows.push(cells.join(","));
        }
        rows.join("/")
    }

    /// Parses a FEN4 position under the given rules.
    pub fn from_fen4(rules: Rules, text: &str) -> Result<Position, Fen4Error> {
        Setup::parse(rules.variant(), text)?.into_position(rules)
    }
}
