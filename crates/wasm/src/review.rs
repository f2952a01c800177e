//! The game review for the page: every move of a record judged (fourchess_search::review),
//! reported move by move so the page can show progress; the page cancels by terminating
//! its worker.

use fourchess_core::{Game, Pgn4, Seat};
use fourchess_search::review::{review_game, PlyReview, Tally};
use fourchess_search::{win_chance, Clock, Limits};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::bot::Bot;
use crate::errors::{bad_arg, engine_error};
use crate::{number_arg, text_arg, to_js, JsResult};

#[wasm_bindgen(typescript_custom_section)]
const TS_REVIEW: &'static str = r#"
/**
 * One move of a reviewed game: `before`/`after` in centipawns for the mover's side (mates
 * beyond ±20000), `loss`, `class` (best, good, inaccuracy, mistake, blunder) and the
 * engine's `better` move (its squares in `betterFrom`/`betterTo`); all null for a roll,
 * a resignation or a timeout. `choice`: the mover had more than one legal move (only
 * those count in the accuracy). `winChance`: Chaturanga, the mover's team's chance to
 * win before the move (0..1; null elsewhere).
 */
export interface MoveReview {
  ply: number; seat: number; text: string;
  before: number | null; after: number | null; loss: number | null;
  class: "best" | "good" | "inaccuracy" | "mistake" | "blunder" | null;
  better: string | null; betterFrom: string | null; betterTo: string | null; choice: boolean;
  winChance: number | null;
  /** The engine's choice, and every other move would have lost more than 150 centipawns: the only good move ("!"). */
  only: boolean;
}
/** A player's moves by class (best, good, inaccuracy, mistake, blunder) and accuracy (null: no move with a choice). */
export interface PlayerReview { seat: number; counts: number[]; accuracy: number | null }
export interface GameReview { moves: MoveReview[]; players: PlayerReview[] }
"#;

#[derive(Serialize)]
struct PlayerReview {
    seat: usize,
    counts: [u32; 5],
    accuracy: Option<f64>,
}

#[derive(Serialize)]
struct GameReview {
    moves: Vec<MoveReview>,
    players: Vec<PlayerReview>,
}

#[derive(Serialize)]
struct MoveReview {
    ply: usize,
    seat: usize,
    text: String,
    before: Option<i32>,
    after: Option<i32>,
    loss: Option<i32>,
    class: Option<&'static str>,
    better: Option<String>,
    #[serde(rename = "betterFrom")]
    better_from: Option<String>,
    #[serde(rename = "betterTo")]
    better_to: Option<String>,
    choice: bool,
    #[serde(rename = "winChance")]
    win_chance: Option<f64>,
    only: bool,
}

fn to_review(game: &Game, r: &PlyReview) -> MoveReview {
    MoveReview {
        ply: r.ply,
        seat: r.seat.index(),
        text: r.text.clone(),
        before: r.before,
        after: r.after,
        loss: r.loss,
        class: r.class,
        better: r.better.map(|mv| game.position_at(r.ply).move_text(&mv)),
        better_from: r.better.and_then(|mv| mv.from()).map(|sq| sq.to_string()),
        better_to: r.better.and_then(|mv| mv.to()).map(|sq| sq.to_string()),
        choice: r.choice,
        win_chance: r.before.filter(|_| game.rules().variant().uses_dice()).map(win_chance),
        only: r.only,
    }
}

#[wasm_bindgen]
impl Bot {
    /// Reviews every move of a PGN4 record, thinking `ms_per_move` milliseconds a
    /// position (1..60000); `on_move`, if given, gets each move's review as it is done.
    /// Returns them all with each player's summary. The classes and the accuracy:
    /// rules-text/review.en.md.
    #[wasm_bindgen(unchecked_return_type = "GameReview")]
    pub fn review(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] pgn4: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] ms_per_move: JsValue,
        #[wasm_bindgen(unchecked_param_type = "((move: MoveReview) => void) | undefined")] on_move: JsValue,
    ) -> JsResult<JsValue> {
        let text = text_arg(&pgn4, "a PGN4 record")?;
        let ms = number_arg(&ms_per_move, "the time per move in ms", 60_000)?.max(1);
        let on_move: Option<js_sys::Function> = if on_move.is_undefined() || on_move.is_null() {
            None
        } else {
            Some(on_move.dyn_into().map_err(|_| bad_arg("onMove must be a function"))?)
        };
        let game = Pgn4::parse(&text).and_then(|p| p.replay(false)).map_err(engine_error)?;
        let limits = Limits::time_ms(u64::from(ms));
        let clock = || -> Box<dyn Clock> {
            let start = js_sys::Date::now();
            Box::new(move || (js_sys::Date::now() - start).max(0.0) as u64)
        };
        // The first error thrown by onMove stops the review and is thrown after.
        let mut failure: Option<JsValue> = None;
        let reviews = review_game(&mut self.searcher, &game, &limits, &clock, &mut |r| {
            let Some(callback) = on_move.as_ref() else { return true };
            match to_js(&to_review(&game, r)).and_then(|v| callback.call1(&JsValue::NULL, &v).map(|_| ())) {
                Ok(()) => true,
                Err(e) => {
                    failure = Some(e);
                    false
                }
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        let mut tallies = [Tally::default(); 4];
        for r in &reviews {
            tallies[r.seat.index()].add(r);
        }
        let players = Seat::ALL
            .iter()
            .map(|s| PlayerReview {
                seat: s.index(),
                counts: tallies[s.index()].counts,
                accuracy: tallies[s.index()].accuracy(),
            })
            .collect();
        to_js(&GameReview { moves: reviews.iter().map(|r| to_review(&game, r)).collect(), players })
    }
}
