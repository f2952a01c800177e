//! The bot for JavaScript: a `Bot` handle owns the search and its transposition table
//! (fixed size, so memory stays bounded); it thinks about an `Engine`'s game, which the
//! page's bot worker keeps and plays each move into (the worker can be stopped and
//! recreated at any moment: it then starts from the record again).

use std::sync::Arc;

use fourchess_core::Variant;
use fourchess_search::nnue::Net;
use fourchess_search::{Level, Searcher};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::errors::{bad_arg, coded};
use crate::{number_arg, to_js, Engine, JsResult};

#[wasm_bindgen(typescript_custom_section)]
const TS_BOT: &'static str = r#"
export interface BotMove { move: string; score: number; depth: number; nodes: number }
"#;

#[derive(Serialize)]
struct BotMove {
    #[serde(rename = "move")]
    text: String,
    score: i32,
    depth: u32,
    nodes: f64,
}

/// A bot with its own search tables.
#[wasm_bindgen]
pub struct Bot {
    pub(crate) searcher: Searcher,
}

#[wasm_bindgen]
impl Bot {
    /// A bot whose transposition table takes `tt_mb` megabytes (1 to 64).
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "number")] tt_mb: JsValue) -> JsResult<Bot> {
        let mb = number_arg(&tt_mb, "the table size in MB", 64)?.max(1);
        Ok(Bot { searcher: Searcher::new(mb as usize) })
    }

    /// The move the bot plays at `level` (1..6) in the game of `engine`, or
    /// `null` when the game is over. `seed` makes the low levels' choices repeatable;
    /// `max_ms`, if given, caps the level's thinking time (a bot on the game clock).
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BotMove | null")]
    pub fn best_move(
        &mut self,
        engine: &Engine,
        #[wasm_bindgen(unchecked_param_type = "number")] level: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | undefined")] max_ms: JsValue,
    ) -> JsResult<JsValue> {
        let level = number_arg(&level, "the level", 6)?;
        let level = Level::new(level as u8).ok_or_else(|| bad_arg("levels are 1 to 6"))?;
        let seed = number_arg(&seed, "the seed", u32::MAX)? as u64;
        let max_ms = if max_ms.is_undefined() || max_ms.is_null() {
            None
        } else {
            Some(number_arg(&max_ms, "the time cap in ms", 3_600_000)?.max(1) as u64)
        };
        let game = &engine.game;
        if game.outcome().is_some() {
            return Ok(JsValue::NULL);
        }
        let plies = game.moves().len();
        let history: Vec<u64> = (0..plies).map(|ply| game.position_at(ply).hash()).collect();
        let start = js_sys::Date::now();
        let clock = move || (js_sys::Date::now() - start).max(0.0) as u64;
        let pos = game.position();
        let mut limits = level.limits(pos.variant(), seed);
        if let Some(cap) = max_ms {
            limits.time_ms = Some(limits.time_ms.map_or(cap, |t| t.min(cap)));
        }
        let Some(found) = self.searcher.search(pos, &history, &limits, &clock) else {
            return Ok(JsValue::NULL);
        };
        to_js(&BotMove {
            text: pos.move_text(&found.best),
            score: found.score,
            depth: found.depth,
            nodes: found.nodes as f64,
        })
    }

    /// Evaluates Teams positions with the net in `bytes` (a `.nnue` file, docs/nnue.md)
    /// from now on; returns the net's hash (16 hex digits). A damaged, cut or foreign
    /// file is refused with the code `bad-net` and the bot keeps its evaluation.
    #[wasm_bindgen(js_name = useNet)]
    pub fn use_net(&mut self, #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue) -> JsResult<String> {
        let Some(array) = bytes.dyn_ref::<js_sys::Uint8Array>() else {
            return Err(bad_arg("the net must be a Uint8Array"));
        };
        // A net is about 1 MB; anything far larger is not one (and is not copied).
        if array.length() > 4 << 20 {
            return Err(coded(
                "bad-net",
                "this net file cannot be used: it is far too large",
                &[("reason", "too large".into())],
            ));
        }
        let net = Net::from_bytes(&array.to_vec()).map_err(|e| {
            coded("bad-net", &format!("this net file cannot be used: {e}"), &[("reason", e.to_string())])
        })?;
        let hash = format!("{:016x}", net.hash());
        self.searcher.set_net(Some(Arc::new(net)));
        Ok(hash)
    }

    /// Back to the hand-written evaluation.
    #[wasm_bindgen(js_name = useHandEvaluation)]
    pub fn use_hand_evaluation(&mut self) {
        self.searcher.set_net(None);
    }

    /// The net's static score of `engine`'s position for the team to move, in
    /// centipawns; `null` without a net or outside Teams.
    #[wasm_bindgen(js_name = netEvaluation, unchecked_return_type = "number | null")]
    pub fn net_evaluation(&self, engine: &Engine) -> JsValue {
        let pos = engine.game.position();
        match self.searcher.net() {
            Some(net) if pos.variant() == Variant::Teams => JsValue::from(net.evaluate(pos)),
            _ => JsValue::NULL,
        }
    }

    /// Forgets what the bot learned (a new game).
    pub fn clear(&mut self) {
        self.searcher.clear();
    }
}
