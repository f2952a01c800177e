//! The engine for JavaScript: one opaque `Engine` handle per game, plain-data results
//! typed in the generated `.d.ts`, and a JS `Error` with a message, a `code` and
//! `details` for every refusal (errors.rs).
//! No rules live here: every answer comes from `fourchess-core`.
//!
//! Arguments arrive as `JsValue` and are checked here: wasm-bindgen's own conversion
//! of, say, a number passed where a string belongs reads garbage memory.

mod analysis;
mod bot;
mod dice;
mod dto;
mod errors;
mod review;

use fourchess_core::{
    Game, Kind, Pgn4, Pgn4Reason, Pgn4Token, Pgn4Variation, Position, Reason, Rules, Seat, Variant, Variation,
};
use wasm_bindgen::prelude::*;

use dto::{BoardInfo, GameOptions, MoveInfo, PieceInfo, SeatInfo, SquareInfo, Status};
use errors::{bad_arg, engine_error};

type JsResult<T> = Result<T, JsValue>;

fn to_js<T: serde::Serialize>(value: &T) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| bad_arg(&format!("internal: could not convert a result: {e}")))
}

/// A string argument, or an error naming what was expected.
fn text_arg(value: &JsValue, what: &str) -> JsResult<String> {
    value.as_string().ok_or_else(|| bad_arg(&format!("{what} must be a string")))
}

/// A whole-number argument in `0..=max`.
fn number_arg(value: &JsValue, what: &str, max: u32) -> JsResult<u32> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => Ok(n as u32),
        _ => Err(bad_arg(&format!("{what} must be a whole number from 0 to {max}"))),
    }
}

fn rules_from(variant: &JsValue, options: JsValue) -> JsResult<Rules> {
    let name = text_arg(variant, "the rule set")?;
    let variant = Variant::parse(&name).ok_or_else(|| {
        let shown: String = name.chars().take(40).collect();
        bad_arg(&format!("unknown rule set '{shown}': use verney, teams, ffa or chaturanga"))
    })?;
    let options: GameOptions = if options.is_undefined() || options.is_null() {
        GameOptions::default()
    } else {
        dto::check_option_names(&options)?;
        GameOptions::read(&options)?
    };
    options.apply(Rules::new(variant)).map_err(|e| bad_arg(&e))
}

/// One game, driven from JavaScript.
#[wasm_bindgen]
pub struct Engine {
    pub(crate) game: Game,
}

#[wasm_bindgen]
impl Engine {
    /// A new game of a rule set (`verney`, `teams`, `ffa`, `chaturanga`) with options.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
    ) -> JsResult<Engine> {
        Ok(Engine { game: Game::new(rules_from(&variant, options)?) })
    }

    /// A game starting from a FEN4 position.
    #[wasm_bindgen(js_name = fromFen4)]
    pub fn from_fen4(
        #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] fen4: JsValue,
    ) -> JsResult<Engine> {
        let rules = rules_from(&variant, options)?;
        let fen4 = text_arg(&fen4, "a FEN4 position")?;
        // A chess.com array code (`4PCb`) stands for that array's start.
        if let Some(start) = fourchess_core::preset_start(rules, &fen4) {
            return Ok(Engine { game: Game::from_position(start) });
        }
        let game = Game::from_fen4(rules, &fen4).map_err(engine_error)?;
        Ok(Engine { game })
    }

    /// A game replayed from a PGN4 record.
    #[wasm_bindgen(js_name = fromPgn4)]
    pub fn from_pgn4(#[wasm_bindgen(unchecked_param_type = "string")] pgn4: JsValue) -> JsResult<Engine> {
        let text = text_arg(&pgn4, "a PGN4 record")?;
        let game = Pgn4::parse(&text).and_then(|p| p.replay(false)).map_err(engine_error)?;
        Ok(Engine { game })
    }

    /// The board's squares and the seats' names.
    #[wasm_bindgen(js_name = boardInfo, unchecked_return_type = "BoardInfo")]
    pub fn board_info(&self) -> JsResult<JsValue> {
        let pos = self.game.position();
        let shape = pos.shape();
        to_js(&BoardInfo {
            files: shape.size(),
            ranks: shape.size(),
            squares: shape.squares().map(SquareInfo::of).collect(),
            seats: Seat::ALL
                .iter()
                .map(|&seat| SeatInfo {
                    name: pos.variant().seat_names()[seat.index()].to_string(),
                    team: pos.variant().is_team_game().then(|| seat.team().index()),
                })
                .collect(),
            variant: pos.variant().id().to_string(),
            kinds: "PNBRQK"
                .chars()
                .filter_map(|c| Kind::from_letter_in(pos.variant(), c).map(|k| (c.to_string(), k.name())))
                .collect(),
            scoring: pos.variant().scores_points(),
            dice: pos.variant().uses_dice(),
            dead_king_walking: pos.rules().ffa().is_some_and(|f| f.dead_king_walking),
        })
    }

    /// The pieces on the board.
    #[wasm_bindgen(unchecked_return_type = "PieceInfo[]")]
    pub fn pieces(&self) -> JsResult<JsValue> {
        to_js(&pieces_of(self.game.position()))
    }

    /// The legal moves of the player to move; empty when the game is over (and, in
    /// Chaturanga, before the roll).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves(&self) -> JsResult<JsValue> {
        to_js(&legal_of(&self.game))
    }

    /// Plays a move given as text, with the comment to write after it (a clock reading),
    /// if any; returns it with its marks. Throws if it is illegal.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] comment: JsValue,
    ) -> JsResult<JsValue> {
        let text = text_arg(&text, "a move")?;
        let comment = comment_arg(&comment)?;
        let played = self.game.play_text(&text).map_err(engine_error)?;
        let info = MoveInfo::of(&played.mv, played.text.clone());
        self.comment(comment);
        to_js(&info)
    }

    /// The record's tags besides those the game writes itself (`[name, value]` pairs).
    #[wasm_bindgen(js_name = setTags)]
    pub fn set_tags(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "[string, string][]")] tags: JsValue,
    ) -> JsResult<()> {
        self.game.set_tags(tags_arg(&tags)?);
        Ok(())
    }

    /// What the game's record says beside its moves: its tags, its comment before the
    /// first move, and the comment after each move (null where none).
    #[wasm_bindgen(unchecked_return_type = "Pgn4Notes")]
    pub fn notes(&self) -> JsResult<JsValue> {
        let n = self.game.notes();
        let mut comments = n.comments.clone();
        comments.resize(self.game.moves().len(), None);
        to_js(&dto::Pgn4Notes { tags: n.tags.clone(), intro: n.intro.clone(), comments })
    }

    /// The record's variations (side lines) as a tree: read from a PGN4 record or set by
    /// `setVariations`; written by `pgn4()`; those of a move taken back are dropped.
    #[wasm_bindgen(unchecked_return_type = "VariationNode[]")]
    pub fn variations(&self) -> js_sys::Array {
        variation_nodes(&self.game.notes().variations)
    }

    /// Replaces the variations with `tree`, checked whole (shape: at most 64 levels, 10,000
    /// moves in all, each `at` within its parent line; every move legal where it stands).
    /// A bad tree throws (`bad-argument`, or the move's error as `play` throws it: an
    /// illegal move's code with `details.move`) and the old tree stays. The game's moves and position are untouched.
    #[wasm_bindgen(js_name = setVariations)]
    pub fn set_variations(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "VariationNode[]")] tree: JsValue,
    ) -> JsResult<()> {
        let tree = variations_arg(&tree, self.game.moves().len(), 1, &mut 10_000)?;
        self.game.set_variations_written(&tree).map_err(|e| match e.reason {
            // The move's own code; an illegal move's details name it (`move`).
            Pgn4Reason::Play(p) => engine_error(p),
            _ => bad_arg(VARIATIONS),
        })
    }

    fn comment(&mut self, comment: Option<String>) {
        if let Some(c) = comment {
            self.game.comment_last(c);
        }
    }

    /// Chaturanga: the player to move rolls. Without values the dice are drawn here
    /// (from the platform's secure random source); returns the values rolled.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn roll(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[] | undefined")] values: JsValue,
    ) -> JsResult<JsValue> {
        let values: Vec<u8> = if values.is_undefined() || values.is_null() {
            if !self.game.position().needs_roll() {
                // Let the game say why (wrong rule set, dice not used up, game over).
                self.game.roll(&[]).map_err(engine_error)?;
            }
            dice::draw(if self.game.rules().chaturanga().three_dice { 3 } else { 2 })?
        } else {
            let message = "dice must be an array of numbers from 1 to 6";
            items_arg(&values, message, |v| match v.as_f64() {
                Some(n) if n.fract() == 0.0 && (0.0..=255.0).contains(&n) => Ok(n as u8),
                _ => Err(bad_arg(message)),
            })?
        };
        self.game.roll(&values).map_err(engine_error)?;
        to_js(&values)
    }

    /// Takes back the last move (or roll, or resignation); false at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Takes back every move after the first `ply`.
    #[wasm_bindgen(js_name = undoTo)]
    pub fn undo_to(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue) -> JsResult<()> {
        self.game.undo_to(number_arg(&ply, "the ply", u32::MAX)? as usize);
        Ok(())
    }

    /// The game as it stood after its first `ply` moves, as a new handle (free it).
    #[wasm_bindgen(js_name = atPly)]
    pub fn at_ply(&self, #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue) -> JsResult<Engine> {
        Ok(Engine { game: self.game.truncated(number_arg(&ply, "the ply", u32::MAX)? as usize) })
    }

    /// A seat resigns: its team loses; in Free-for-all it is out. The comment (a clock
    /// reading), if any, is written after its `R`.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] seat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] comment: JsValue,
    ) -> JsResult<()> {
        self.concede(&seat, Reason::Resignation, &comment)
    }

    /// A seat runs out of time: as a resignation, written `T` in the record.
    #[wasm_bindgen(js_name = timeOut)]
    pub fn time_out(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] seat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | undefined")] comment: JsValue,
    ) -> JsResult<()> {
        self.concede(&seat, Reason::Timeout, &comment)
    }

    fn concede(&mut self, seat: &JsValue, reason: Reason, comment: &JsValue) -> JsResult<()> {
        let index = number_arg(seat, "the seat", 3)?;
        let seat = Seat::new(index as usize).ok_or_else(|| bad_arg("seats are 0 to 3"))?;
        let comment = comment_arg(comment)?;
        self.game.concede(seat, reason).map_err(engine_error)?;
        self.comment(comment);
        Ok(())
    }

    /// Plays one entry of a move list or PGN4 main line: a move, a roll (`@3-4`), or a
    /// turn token (`R`, `T`, `#`, `S`, alone or attached to a move).
    #[wasm_bindgen(js_name = playToken)]
    pub fn play_token(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> JsResult<()> {
        let text = text_arg(&text, "a move")?;
        if text.len() > 64 {
            return Err(bad_arg("the move text is too long"));
        }
        self.game.play_token(&text, false).map_err(engine_error)
    }

    /// Premoves: the moves `seat` could make if its turn came now, after its own
    /// `queued` moves (texts, oldest first). Empty in Chaturanga and after the end.
    #[wasm_bindgen(js_name = premoveOptions, unchecked_return_type = "MoveInfo[]")]
    pub fn premove_options(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] queued: JsValue,
    ) -> JsResult<JsValue> {
        let index = number_arg(&seat, "the seat", 3)?;
        let seat = Seat::new(index as usize).ok_or_else(|| bad_arg("seats are 0 to 3"))?;
        let queued = texts_arg(&queued, "queued moves must be strings")?;
        if queued.len() > 8 || queued.iter().any(|t| t.len() > 64) {
            return Err(bad_arg("at most 8 queued moves of at most 64 characters"));
        }
        let (pos, moves) = self.game.premove_options(seat, &queued);
        let moves: Vec<MoveInfo> = moves.iter().map(|m| MoveInfo::of(m, pos.move_text(m))).collect();
        to_js(&moves)
    }

    /// The position the game started from, as FEN4.
    #[wasm_bindgen(js_name = startFen4)]
    pub fn start_fen4(&self) -> String {
        self.game.start_position().to_fen4()
    }

    /// Who is to move, each seat's state, and the result once there is one.
    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> JsResult<JsValue> {
        to_js(&Status::of(&self.game))
    }

    /// The position as FEN4.
    pub fn fen4(&self) -> String {
        self.game.to_fen4()
    }

    /// The game's whole record as PGN4, with the tags, introduction and comments it keeps.
    pub fn pgn4(&self) -> String {
        self.game.to_pgn4_recorded()
    }

    /// Everything the page shows about the game in one call: the position (pieces, legal
    /// moves, status, FEN4), one record per move-list entry (text, seat, squares, what it
    /// did, the comment after it), the points by source once a scoring game is over, and
    /// the PGN4 (as `pgn4`). With `from`, only the entries from that index on (`movesFrom`
    /// says where they start): a page that keeps the earlier ones is sent what changed, not
    /// the whole list after every move.
    #[wasm_bindgen(unchecked_return_type = "GameRecord")]
    pub fn record(&self, #[wasm_bindgen(unchecked_optional_param_type = "number")] from: JsValue) -> JsResult<JsValue> {
        let from = if from.is_undefined() { 0 } else { number_arg(&from, "the first entry", u32::MAX)? as usize };
        let g = &self.game;
        let from = from.min(g.moves().len());
        let comments = &g.notes().comments;
        let pos = g.position();
        let status = Status::of(g);
        let moves = g.moves()[from..]
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let i = from + k;
                dto::MoveRecord {
                    text: m.text.clone(),
                    seat: m.seat.index(),
                    squares: (m.mv.from().map(|s| s.to_string()), m.mv.to().map(|s| s.to_string())),
                    event: dto::MoveEvent::of(g.position_at(i), m),
                    comment: comments.get(i).cloned().flatten(),
                }
            })
            .collect();
        let over = g.outcome().is_some() && pos.variant().scores_points();
        to_js(&dto::GameRecord {
            pieces: pieces_of(pos),
            legal_moves: legal_of(g),
            status,
            fen4: g.to_fen4(),
            moves_from: from,
            moves,
            point_sources: over.then(|| g.point_sources().iter().map(dto::PointSources::from).collect()),
            pgn4: g.to_pgn4_recorded(),
        })
    }
}

fn pieces_of(pos: &Position) -> Vec<PieceInfo> {
    pos.placement().map(|(sq, p)| PieceInfo::of(pos, sq, p)).collect()
}

fn legal_of(game: &Game) -> Vec<MoveInfo> {
    let pos = game.position();
    game.legal_moves().iter().map(|m| MoveInfo::of(m, pos.move_text(m))).collect()
}

/// `[name, value]` pairs of strings, each name letters, digits or `_`.
fn tags_arg(tags: &JsValue) -> JsResult<Vec<(String, String)>> {
    let pairs = "tags must be [name, value] pairs of strings";
    let tags = items_arg(tags, pairs, |pair| match texts_arg(&pair, pairs)?.as_slice() {
        [name, value] => Ok((name.clone(), value.clone())),
        _ => Err(bad_arg(pairs)),
    })?;
    if tags.iter().any(|(n, _)| n.is_empty() || !n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')) {
        return Err(bad_arg("a tag name must be letters, digits or _"));
    }
    Ok(tags)
}

/// A move's comment: a string of at most 1,000 characters, or undefined for none.
fn comment_arg(comment: &JsValue) -> JsResult<Option<String>> {
    if comment.is_undefined() || comment.is_null() {
        return Ok(None);
    }
    let text = comment.as_string().ok_or_else(|| bad_arg("a comment must be a string"))?;
    if text.len() > 1000 {
        return Err(bad_arg("a comment is at most 1,000 bytes"));
    }
    Ok(Some(text))
}

/// An optional array argument, each item read by `item`; `undefined` or `null` is empty.
/// (Read by hand: serde's readers for these shapes cost kilobytes of wasm.)
fn items_arg<T>(value: &JsValue, message: &str, item: impl Fn(JsValue) -> JsResult<T>) -> JsResult<Vec<T>> {
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    if !js_sys::Array::is_array(value) {
        return Err(bad_arg(message));
    }
    js_sys::Array::from(value).iter().map(item).collect()
}

const VARIATIONS: &str = "variations must be VariationNode[]: each at a move of its parent line, with 1 or more \
                          moves (strings of at most 64 characters), at most 64 levels and 10,000 moves in all";

/// `VariationNode[]` of a line of `len` moves, `depth` levels down, with at most `budget`
/// moves in all (read as a PGN4 record's variations: tokens in order).
fn variations_arg(value: &JsValue, len: usize, depth: usize, budget: &mut usize) -> JsResult<Vec<Pgn4Variation>> {
    let nodes = js_sys::Array::is_array(value).then(|| js_sys::Array::from(value));
    let nodes = nodes.filter(|n| depth <= 64 || n.length() == 0).ok_or_else(|| bad_arg(VARIATIONS))?;
    let mut out = Vec::new();
    for node in nodes.iter() {
        let at = field(&node, "at").as_f64().filter(|&a| a.fract() == 0.0 && (0.0..len as f64).contains(&a));
        let moves = field(&node, "moves");
        let count = if js_sys::Array::is_array(&moves) { js_sys::Array::from(&moves).length() as usize } else { 0 };
        *budget = budget.checked_sub(count).filter(|_| count > 0 && at.is_some()).ok_or_else(|| bad_arg(VARIATIONS))?;
        let mut tokens = Vec::with_capacity(count);
        for m in js_sys::Array::from(&moves).iter() {
            let text = m.as_string().filter(|t| t.len() <= 64).ok_or_else(|| bad_arg(VARIATIONS))?;
            tokens.push(Pgn4Token { text, line: 0, comment: None });
        }
        let variations = variations_arg(&field(&node, "variations"), count, depth + 1, budget)?;
        out.push(Pgn4Variation { at: at.unwrap_or_default() as usize, line: 0, tokens, variations });
    }
    Ok(out)
}

/// `VariationNode[]` (built by hand: serde's writer for it costs more wasm).
fn variation_nodes(tree: &[Variation]) -> js_sys::Array {
    tree.iter()
        .map(|v| {
            let node = js_sys::Object::new();
            let moves: js_sys::Array = v.moves.iter().map(|m| JsValue::from_str(m)).collect();
            for (name, value) in [
                ("at", JsValue::from(v.at as u32)),
                ("moves", moves.into()),
                ("variations", variation_nodes(&v.variations).into()),
            ] {
                let _ = js_sys::Reflect::set(&node, &JsValue::from_str(name), &value);
            }
            JsValue::from(node)
        })
        .collect()
}

/// A property of an object (`undefined` where there is none or `value` is no object).
#[inline(never)]
fn field(value: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// An optional array of strings.
fn texts_arg(value: &JsValue, message: &str) -> JsResult<Vec<String>> {
    items_arg(value, message, |v| v.as_string().ok_or_else(|| bad_arg(message)))
}

/// Perft from a FEN4 (or the start when `fen4` is empty): the leaves of the legal-move
/// tree at `depth`, for benchmarks and cross-checks against the native build.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] fen4: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> JsResult<f64> {
    let depth = number_arg(&depth, "the perft depth", 7)?;
    let rules = rules_from(&variant, options)?;
    let fen4 = text_arg(&fen4, "a FEN4 position")?;
    let pos = if fen4.trim().is_empty() {
        Position::start(rules)
    } else {
        Position::from_fen4(rules, &fen4).map_err(engine_error)?
    };
    Ok(fourchess_core::perft::perft(&pos, depth) as f64)
}

/// The FEN4 of a rule set's start position (for tests and previews).
#[wasm_bindgen(js_name = startFen4)]
pub fn start_fen4(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
) -> JsResult<String> {
    Ok(Position::start(rules_from(&variant, options)?).to_fen4())
}
