//! Plain data crossing the boundary, with their TypeScript declarations.

use crate::errors::bad_arg;
use fourchess_core::{
    is_light, Array, Game, Kind, Move, MoveKind, Piece, PlayedMove, Position, Rules, Seat, SeatState, Square,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** The rule sets' ids (`new Engine(id, ...)`). */
export type VariantId = "verney" | "teams" | "ffa" | "chaturanga";
export interface GameOptions {
  clubSetup?: boolean; doubleStep?: boolean; firstPlayer?: number;
  array?: "modern" | "classic" | "4PCb" | "4PCn" | "4PCrg"; moveLimit?: number | null; endOnLead?: boolean; deadKingWalking?: boolean;
  /** Chaturanga: roll three dice and discard one; the order of the back pieces (1..24). */
  threeDice?: boolean; setup?: number;
}
export interface SquareInfo { name: string; file: number; rank: number; light: boolean }
/** `team`: 0 (South and North) or 1 (West and East); null in Free-for-all. */
export interface SeatInfo { name: string; team: number | null }
/**
 * The board and what the rule set is: `kinds` names each piece letter of the rule set
 * ("B": "boat" in Chaturanga); `scoring`: moves score points (Free-for-all); `dice`: played
 * with dice (no premoves); `deadKingWalking`: a resigned player's king keeps walking.
 */
export interface BoardInfo {
  files: number; ranks: number; squares: SquareInfo[]; seats: SeatInfo[]; variant: string;
  kinds: Record<string, string>; scoring: boolean; dice: boolean; deadKingWalking: boolean;
}
export interface PieceInfo { square: string; seat: number | null; kind: string; inert: boolean }
export interface MoveInfo {
  text: string; from: string | null; to: string | null;
  capture: boolean; promotion: string | null; leap: boolean; pass: boolean;
  /** Chaturanga: the die the action uses. */
  die: number | null;
  /** "move", "pass" (a whole turn), "pass-die" or "discard" (Chaturanga), "roll". */
  action: string;
}
export interface SeatStatus {
  name: string; check: boolean; state: string; points: number;
  /** Chaturanga: the kinds the army may promote to ("K", "R", "N", "B"). */
  reserve: string[];
}
/** What a move did beside moving: the kind it captured, a check given, a mate. */
/** What a move-list entry did: what it captured, whether it gave check or mate, and for an entry that is no move, what happened (`turn`). */
export interface MoveEvent { captured: string | null; check: boolean; mate: boolean; turn: 'resigned' | 'timeout' | 'stalemated' | 'mated' | null }
/** Free-for-all: where a player's points came from; the fields add up to the score. */
export interface PointSources { captures: number; checks: number; mates: number; stalemate: number; ending: number }
/** One entry of the move list: its text, the seat that made it, its squares (`[from, to]`, nulls for a pass, roll, R or T), what it did, and the comment after it (a clock reading), or null. */
export interface MoveRecord { text: string; seat: number; squares: [string | null, string | null]; event: MoveEvent; comment: string | null }
/** Everything the page shows about a game, in one call: the position and the record of every move. `pointSources`: Free-for-all once over, else null. */
export interface GameRecord {
  pieces: PieceInfo[]; legalMoves: MoveInfo[]; status: Status; fen4: string;
  /** The index of `moves[0]` in the whole move list (0 unless `record(from)` asked for the entries from `from`). */
  movesFrom: number;
  moves: MoveRecord[]; pointSources: PointSources[] | null; pgn4: string;
}
/**
 * A side line (a PGN4 variation): `moves` played instead of move `at` (0-based) of its parent
 * line, from the position before that move. The parent line of a top-level node is the
 * game's move list, of a nested one the enclosing node's `moves`. Moves are in the engine's
 * spelling; nodes of one line are ordered by `at` (those of one move keep their order).
 */
export interface VariationNode { at: number; moves: string[]; variations: VariationNode[] }
/** A PGN4 record's tags (in order), its comment before the first move, and the comment after each move of its game. */
export interface Pgn4Notes { tags: [string, string][]; intro: string | null; comments: (string | null)[] }
/** `points`: each seat's final points (Free-for-all; zeros elsewhere). */
export interface Outcome { winners: number[]; draw: boolean; reason: string; text: string; points: number[] }
export interface Status {
  toMove: number; seats: SeatStatus[]; outcome: Outcome | null; ply: number;
  /** Free-for-all without "end on lead": the seat that may claim the win by resigning with a lead of 21. */
  claimable: number | null;
  /** Chaturanga: the dice not yet used this turn, and whether the player must roll. */
  dice: number[]; needsRoll: boolean;
  /** Chaturanga: the piece kinds each of `dice` moves ("K", "P" for a 1 or 5; none for a 6). */
  dieKinds: string[][];
}
"#;

/// Options of a new game; every field optional. Read by hand (`GameOptions::read`), not
/// by serde: serde's deserializer brings float formatting for its messages, kilobytes of
/// wasm on the game screen's first load.
#[derive(Default)]
pub struct GameOptions {
    club_setup: Option<bool>,
    double_step: Option<bool>,
    three_dice: Option<bool>,
    setup: Option<u8>,
    first_player: Option<u32>,
    array: Option<String>,
    move_limit: Option<Option<u32>>,
    end_on_lead: Option<bool>,
    dead_king_walking: Option<bool>,
}

/// The option names a caller may pass; serde-wasm-bindgen reads only the names it knows,
/// so a misspelt one would otherwise be ignored without a word.
const OPTION_NAMES: [&str; 9] = [
    "clubSetup",
    "doubleStep",
    "firstPlayer",
    "array",
    "moveLimit",
    "endOnLead",
    "deadKingWalking",
    "threeDice",
    "setup",
];

pub fn check_option_names(options: &JsValue) -> Result<(), JsValue> {
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(bad_arg("bad game options: expected an object such as { clubSetup: true }"));
    }
    for key in js_sys::Object::keys(&js_sys::Object::from(options.clone())).iter() {
        let name = key.as_string().unwrap_or_default();
        if !OPTION_NAMES.contains(&name.as_str()) {
            let shown: String = name.chars().take(30).collect();
            return Err(bad_arg(&format!("bad game options: unknown option '{shown}'")));
        }
    }
    Ok(())
}

impl GameOptions {
    /// Reads the options object (its names checked by `check_option_names` first): each
    /// option absent or of its type; `moveLimit: null` is no limit.
    pub fn read(options: &JsValue) -> Result<GameOptions, JsValue> {
        let get = |name: &str| js_sys::Reflect::get(options, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
        let wrong = |name: &str, what: &str| bad_arg(&format!("bad game options: {name} must be {what}"));
        let flag = |name: &str| {
            let v = get(name);
            if v.is_undefined() {
                Ok(None)
            } else {
                v.as_bool().map(Some).ok_or_else(|| wrong(name, "true or false"))
            }
        };
        let whole = |name: &str, max: u32| {
            let v = get(name);
            if v.is_undefined() {
                return Ok(None);
            }
            match v.as_f64() {
                Some(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => Ok(Some(n as u32)),
                _ => Err(wrong(name, "a whole number")),
            }
        };
        let limit = get("moveLimit");
        Ok(GameOptions {
            club_setup: flag("clubSetup")?,
            double_step: flag("doubleStep")?,
            three_dice: flag("threeDice")?,
            setup: whole("setup", 255)?.map(|n| n as u8),
            first_player: whole("firstPlayer", u32::MAX)?,
            array: match get("array") {
                v if v.is_undefined() => None,
                v => Some(v.as_string().ok_or_else(|| wrong("array", "a string"))?),
            },
            move_limit: if limit.is_null() { Some(None) } else { whole("moveLimit", u32::MAX)?.map(Some) },
            end_on_lead: flag("endOnLead")?,
            dead_king_walking: flag("deadKingWalking")?,
        })
    }

    /// The rules with these options. An option of another rule set is left aside (the
    /// page sends one option set for every rule set).
    pub fn apply(&self, mut rules: Rules) -> Result<Rules, String> {
        if let Some(v) = rules.verney_mut() {
            v.club_setup = self.club_setup.unwrap_or(v.club_setup);
            v.double_step = self.double_step.unwrap_or(v.double_step);
        }
        if let Some(array) = &self.array {
            let parsed = Array::parse(array).ok_or_else(|| {
                let names: Vec<&str> = Array::ALL.iter().map(|a| a.id()).collect();
                format!("array '{}' is none of {}", array.chars().take(20).collect::<String>(), names.join(", "))
            })?;
            rules.set_array(parsed);
        }
        if let Some(limit) = self.move_limit {
            if limit == Some(0) {
                return Err("moveLimit must be at least 1 (or null for none)".to_string());
            }
            rules.move_limit = limit;
        }
        if let Some(f) = rules.ffa_mut() {
            f.end_on_lead = self.end_on_lead.unwrap_or(f.end_on_lead);
            f.dead_king_walking = self.dead_king_walking.unwrap_or(f.dead_king_walking);
        }
        if let Some(setup) = self.setup {
            if !(1..=24).contains(&setup) {
                return Err(format!("setup {setup} does not exist: the orders are numbered 1 to 24"));
            }
        }
        if let Some(c) = rules.chaturanga_mut() {
            c.three_dice = self.three_dice.unwrap_or(c.three_dice);
            c.setup = self.setup.unwrap_or(c.setup);
        }
        if let Some(first) = self.first_player {
            rules.first_player = Seat::new(first as usize)
                .ok_or_else(|| format!("firstPlayer {first} does not exist: seats are 0 to 3"))?;
        }
        Ok(rules)
    }
}

#[derive(Serialize)]
pub struct SquareInfo {
    name: String,
    file: u8,
    rank: u8,
    light: bool,
}

impl SquareInfo {
    pub fn of(sq: Square) -> SquareInfo {
        SquareInfo { name: sq.to_string(), file: sq.file(), rank: sq.rank(), light: is_light(sq) }
    }
}

#[derive(Serialize)]
pub struct SeatInfo {
    pub name: String,
    pub team: Option<usize>,
}

#[derive(Serialize)]
pub struct BoardInfo {
    pub files: u8,
    pub ranks: u8,
    pub squares: Vec<SquareInfo>,
    pub seats: Vec<SeatInfo>,
    pub variant: String,
    pub kinds: std::collections::BTreeMap<String, &'static str>,
    pub scoring: bool,
    pub dice: bool,
    #[serde(rename = "deadKingWalking")]
    pub dead_king_walking: bool,
}

#[derive(Serialize)]
pub struct PieceInfo {
    square: String,
    seat: Option<usize>,
    kind: String,
    inert: bool,
}

impl PieceInfo {
    pub fn of(pos: &Position, sq: Square, piece: Piece) -> PieceInfo {
        let seat = piece.seat();
        PieceInfo {
            square: sq.to_string(),
            seat: seat.map(Seat::index),
            kind: piece.kind().letter().to_string(),
            inert: seat.is_some_and(|s| pos.state(s) == SeatState::Inert),
        }
    }
}

#[derive(Serialize)]
pub struct MoveInfo {
    text: String,
    from: Option<String>,
    to: Option<String>,
    capture: bool,
    promotion: Option<String>,
    leap: bool,
    pass: bool,
    die: Option<u8>,
    action: &'static str,
}

impl MoveInfo {
    pub fn of(mv: &Move, text: String) -> MoveInfo {
        MoveInfo {
            text,
            from: mv.from().map(|s| s.to_string()),
            to: mv.to().map(|s| s.to_string()),
            capture: mv.is_capture(),
            promotion: mv.promotion_kind().map(|k| k.letter().to_string()),
            leap: mv.kind() == MoveKind::Leap,
            pass: mv.is_pass(),
            die: mv.die(),
            action: match mv.kind() {
                MoveKind::Pass => "pass",
                MoveKind::PassDie => "pass-die",
                MoveKind::Discard => "discard",
                MoveKind::Roll => "roll",
                _ => "move",
            },
        }
    }
}

#[derive(Serialize)]
pub struct MoveEvent {
    captured: Option<String>,
    check: bool,
    mate: bool,
    turn: Option<&'static str>,
}

impl MoveEvent {
    /// The move `played` from `before`.
    pub fn of(before: &Position, played: &PlayedMove) -> MoveEvent {
        let mv = &played.mv;
        // En passant takes a pawn that is not on the target square.
        let captured = mv
            .is_capture()
            .then(|| mv.to().and_then(|sq| before.piece_at(sq)).map_or(Kind::Pawn, |p| p.kind()).letter().to_string());
        // The move's own check (its `+`: a king newly attacked, notation.rs), not a check
        // another move gave that still stands.
        let check = played.text.contains('+');
        // An entry that is no move: a resignation or timeout (R, T), or the pass of a
        // mated (#) or stalemated (S) player.
        let turn = match (played.mv.kind(), played.text.as_str()) {
            (MoveKind::Pass, "R") => Some("resigned"),
            (MoveKind::Pass, "T") => Some("timeout"),
            (MoveKind::Pass, "S") => Some("stalemated"),
            (MoveKind::Pass, "#") => Some("mated"),
            _ => None,
        };
        MoveEvent { captured, check, mate: played.text.contains('#'), turn }
    }
}

/// One entry of the move list with all the page shows about it.
#[derive(Serialize)]
pub struct MoveRecord {
    pub text: String,
    pub seat: usize,
    pub squares: (Option<String>, Option<String>),
    pub event: MoveEvent,
    pub comment: Option<String>,
}

/// A game's position and the record of every move (see `Engine::record`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    pub pieces: Vec<PieceInfo>,
    pub legal_moves: Vec<MoveInfo>,
    pub status: Status,
    pub fen4: String,
    /// The index of `moves[0]` in the whole list (0 unless `record` was asked for fewer).
    pub moves_from: usize,
    pub moves: Vec<MoveRecord>,
    pub point_sources: Option<Vec<PointSources>>,
    pub pgn4: String,
}

#[derive(Serialize)]
pub struct PointSources {
    captures: i32,
    checks: i32,
    mates: i32,
    stalemate: i32,
    ending: i32,
}

impl From<&fourchess_core::PointSources> for PointSources {
    fn from(s: &fourchess_core::PointSources) -> PointSources {
        PointSources {
            captures: s.captures,
            checks: s.checks,
            mates: s.mates,
            stalemate: s.stalemate,
            ending: s.ending,
        }
    }
}

#[derive(Serialize)]
pub struct Pgn4Notes {
    pub tags: Vec<(String, String)>,
    pub intro: Option<String>,
    pub comments: Vec<Option<String>>,
}

#[derive(Serialize)]
pub struct SeatStatus {
    name: String,
    check: bool,
    state: &'static str,
    points: i32,
    reserve: Vec<String>,
}

#[derive(Serialize)]
pub struct OutcomeInfo {
    winners: Vec<usize>,
    draw: bool,
    reason: &'static str,
    text: String,
    points: [i32; 4],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    to_move: usize,
    seats: Vec<SeatStatus>,
    outcome: Option<OutcomeInfo>,
    ply: usize,
    claimable: Option<usize>,
    dice: Vec<u8>,
    needs_roll: bool,
    die_kinds: Vec<Vec<String>>,
}

impl Status {
    pub fn of(game: &Game) -> Status {
        let pos = game.position();
        let names = pos.variant().seat_names();
        let last_text = |seat: Seat| game.moves().iter().rev().find(|m| m.seat == seat).map(|m| m.text.as_str());
        // How a seat left the game outside the board: its entry `R` or `T`.
        let conceded = |seat: Seat| {
            game.moves().iter().find(|m| m.seat == seat && (m.text == "R" || m.text == "T")).map(|m| m.text.as_str())
        };
        let seats = Seat::ALL
            .iter()
            .map(|&seat| SeatStatus {
                name: names[seat.index()].to_string(),
                check: pos.in_check(seat),
                state: match pos.state(seat) {
                    _ if conceded(seat) == Some("T") => "timedOut",
                    SeatState::Live if game.conceded_by() == Some(seat) => "resigned",
                    SeatState::Live if last_text(seat) == Some("S") => "stalemated",
                    SeatState::Live => "live",
                    SeatState::Inert => "inert",
                    SeatState::Eliminated if conceded(seat) == Some("R") => "resigned",
                    SeatState::Eliminated => "eliminated",
                    SeatState::Walking => "resigned",
                },
                points: pos.points(seat),
                reserve: pos.reserve(seat).map(|k| k.letter().to_string()).collect(),
            })
            .collect();
        let outcome = game.outcome().map(|o| {
            let winners: Vec<usize> = o.winning_seats().map(Seat::index).collect();
            let text = if o.is_draw() {
                format!("Draw: {}", o.reason.describe())
            } else {
                let who: Vec<&str> = winners.iter().map(|&i| names[i]).collect();
                format!("{} win: {}", who.join(" and "), o.reason.describe())
            };
            OutcomeInfo { draw: o.is_draw(), winners, reason: o.reason.id(), text, points: o.points }
        });
        Status {
            to_move: pos.to_move().index(),
            seats,
            claimable: if outcome.is_none() { claimable(game) } else { None },
            outcome,
            ply: game.moves().len(),
            dice: pos.dice().values().to_vec(),
            die_kinds: pos
                .dice()
                .values()
                .iter()
                .map(|&v| fourchess_core::chaturanga::kinds_for_die(v).iter().map(|k| k.letter().to_string()).collect())
                .collect(),
            needs_roll: pos.needs_roll(),
        }
    }
}

/// Free-for-all as chess.com plays it: with two players left and no "end on lead", the
/// one 21 points ahead may claim the win (by resigning with the lead).
fn claimable(game: &Game) -> Option<usize> {
    let pos = game.position();
    if pos.rules().ffa().is_none_or(|f| f.end_on_lead) {
        return None;
    }
    let live: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| pos.state(s) == SeatState::Live).collect();
    match live.as_slice() {
        [a, b] if pos.points(*a) >= pos.points(*b) + 21 => Some(a.index()),
        [a, b] if pos.points(*b) >= pos.points(*a) + 21 => Some(b.index()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use fourchess_core::{Array, Variant};

    /// The TypeScript types name exactly the engine's rule sets and arrays.
    #[test]
    fn typescript_types_list_every_rule_set_and_array() {
        let ids: Vec<String> = Variant::ALL.iter().map(|v| format!("\"{}\"", v.id())).collect();
        assert!(include_str!("dto.rs").contains(&format!("export type VariantId = {};", ids.join(" | "))), "{ids:?}");
        let arrays: Vec<String> = Array::ALL.iter().map(|a| format!("\"{}\"", a.id())).collect();
        assert!(include_str!("dto.rs").contains(&format!("array?: {};", arrays.join(" | "))), "{arrays:?}");
    }
}
