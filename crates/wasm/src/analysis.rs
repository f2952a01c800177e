//! The analysis call of the page's analysis board and game review: the best lines of
//! a game's current position, reported per completed depth.

use fourchess_core::{Game, Move, Pgn4, Position};
use fourchess_search::{points_after, win_chance, Limits, Line, MATE, MATE_BOUND, MAX_MULTIPV, WIN_CHANCE_SCALE};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::bot::Bot;
use crate::errors::{bad_arg, engine_error};
use crate::{number_arg, text_arg, to_js, JsResult};

#[wasm_bindgen(typescript_custom_section)]
const TS_ANALYSIS: &'static str = r#"
/**
 * `points`: Free-for-all, each seat's points at the end of the line (null elsewhere);
 * `winChance`: Chaturanga, the chance (0..1) that the team to move wins (null elsewhere);
 * before a roll it is over every roll and `pv` is empty.
 */
export interface AnalysisLine {
  depth: number; multipv: number; score: number; mate: number | null;
  nodes: number; nps: number; pv: string[];
  points: number[] | null; winChance: number | null;
}
"#;

/// One line as the page sees it: `score` in centipawns for the player to move (his
/// team in the team games); `mate`: plies to a forced end, negative when losing.
#[derive(Serialize)]
struct AnalysisLine {
    depth: u32,
    multipv: u32,
    score: i32,
    mate: Option<i32>,
    nodes: f64,
    nps: f64,
    pv: Vec<String>,
    points: Option<[i32; 4]>,
    #[serde(rename = "winChance")]
    win_chance: Option<f64>,
}

/// The deepest depth an analysis may ask for.
const MAX_DEPTH: u32 = 30;

/// Chaturanga with no depth asked: the dice bot's strongest plan (level 6's rollouts).
const DICE_DEPTH: u32 = 6;

/// The moves of a line as the engine writes them, with their `+`/`#` marks.
fn pv_texts(pos: &Position, pv: &[Move]) -> Vec<String> {
    let mut game = Game::from_position(pos.clone());
    let mut texts = Vec::with_capacity(pv.len());
    for &mv in pv {
        match game.play(mv) {
            Ok(played) => texts.push(played.text.clone()),
            Err(_) => break,
        }
    }
    texts
}

fn to_line(pos: &Position, line: &Line, elapsed_ms: f64) -> AnalysisLine {
    let mate = (line.score.abs() >= MATE_BOUND).then(|| {
        let plies = MATE - line.score.abs();
        if line.score > 0 {
            plies
        } else {
            -plies
        }
    });
    AnalysisLine {
        depth: line.depth,
        multipv: line.multipv,
        score: line.score,
        mate,
        nodes: line.nodes as f64,
        nps: (line.nodes as f64 * 1000.0 / elapsed_ms.max(1.0)).round(),
        pv: pv_texts(pos, &line.pv),
        points: pos.variant().scores_points().then(|| points_after(pos, &line.pv)),
        win_chance: pos.variant().uses_dice().then(|| win_chance(line.score)),
    }
}

#[wasm_bindgen]
impl Bot {
    /// Analyses the current position of the game of this PGN4 record: the best
    /// `multipv` lines (1..5), to `depth` plies (1..30; 0: no depth limit) and for at
    /// most `max_ms` milliseconds when given (at least one of the two). After each
    /// completed depth `on_info`, if given, is called once per line; returns the lines
    /// of the last completed depth, best first (empty when the game is over).
    /// Chaturanga reports a single line: after the roll the dice bot's choice with the
    /// team's chance to win; before it the chance over every roll, with no moves.
    #[wasm_bindgen(unchecked_return_type = "AnalysisLine[]")]
    pub fn analyse(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] pgn4: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] multipv: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] max_ms: JsValue,
        #[wasm_bindgen(unchecked_param_type = "((line: AnalysisLine) => void) | undefined")] on_info: JsValue,
    ) -> JsResult<JsValue> {
        let text = text_arg(&pgn4, "a PGN4 record")?;
        let multipv = number_arg(&multipv, "the number of lines", MAX_MULTIPV)?;
        if multipv == 0 {
            return Err(bad_arg("the number of lines must be 1 to 5"));
        }
        let depth = number_arg(&depth, "the depth", MAX_DEPTH)?;
        let max_ms = if max_ms.is_undefined() || max_ms.is_null() {
            None
        } else {
            Some(number_arg(&max_ms, "the time limit in ms", 3_600_000)?.max(1) as u64)
        };
        if depth == 0 && max_ms.is_none() {
            return Err(bad_arg("an analysis needs a depth or a time limit"));
        }
        let on_info: Option<js_sys::Function> = if on_info.is_undefined() || on_info.is_null() {
            None
        } else {
            Some(on_info.dyn_into().map_err(|_| bad_arg("onInfo must be a function"))?)
        };
        let game = Pgn4::parse(&text).and_then(|p| p.replay(false)).map_err(engine_error)?;
        if game.outcome().is_some() {
            return Ok(js_sys::Array::new().into());
        }
        let plies = game.moves().len();
        let history: Vec<u64> = (0..plies).map(|ply| game.position_at(ply).hash()).collect();
        let pos = game.position();
        let dice = pos.variant().uses_dice();
        let depth = if dice && depth == 0 { DICE_DEPTH } else { depth };
        let limits = Limits { depth: (depth > 0).then_some(depth), time_ms: max_ms, ..Limits::default() };
        let start = js_sys::Date::now();
        let clock = move || (js_sys::Date::now() - start).max(0.0) as u64;
        if pos.needs_roll() {
            return self.chance_before_roll(pos, &limits, &clock, on_info.as_ref());
        }
        // The first error thrown by onInfo (or met converting a line) is thrown after.
        let mut failure: Option<JsValue> = None;
        let mut report = |lines: &[Line]| {
            let Some(callback) = on_info.as_ref() else {
                return;
            };
            let elapsed = js_sys::Date::now() - start;
            for line in lines {
                let result = to_js(&to_line(pos, line, elapsed))
                    .and_then(|info| callback.call1(&JsValue::NULL, &info).map(|_| ()));
                if let Err(e) = result {
                    failure.get_or_insert(e);
                }
            }
        };
        let lines = self.searcher.analyse(pos, &history, &limits, &clock, multipv, &mut report).unwrap_or_default();
        if let Some(e) = failure {
            return Err(e);
        }
        let elapsed = js_sys::Date::now() - start;
        let out: Vec<AnalysisLine> = lines.iter().map(|line| to_line(pos, line, elapsed)).collect();
        to_js(&out)
    }
}

impl Bot {
    /// Chaturanga before a roll: one line with no moves, the chance over every roll.
    fn chance_before_roll(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: &dyn fourchess_search::Clock,
        on_info: Option<&js_sys::Function>,
    ) -> JsResult<JsValue> {
        // Each roll's turn as the turn judged alone: 21 (or 56) turns stay quick.
        let per_roll = Limits { depth: Some(2), ..*limits };
        let Some(chance) = self.searcher.win_chance_over_rolls(pos, &per_roll, clock) else {
            return Ok(js_sys::Array::new().into());
        };
        // The score: the worth the curve gives this chance (the dice bot's units).
        let odds = chance.clamp(1e-6, 1.0 - 1e-6);
        let score = (WIN_CHANCE_SCALE * (odds / (1.0 - odds)).ln()).round() as i32;
        let line = AnalysisLine {
            depth: 0,
            multipv: 1,
            score,
            mate: None,
            nodes: 0.0,
            nps: 0.0,
            pv: Vec::new(),
            points: None,
            win_chance: Some(chance),
        };
        let info = to_js(&line)?;
        if let Some(callback) = on_info {
            callback.call1(&JsValue::NULL, &info)?;
        }
        to_js(&[line])
    }
}
