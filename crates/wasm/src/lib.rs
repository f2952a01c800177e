//! The engine for JavaScript: one opaque `Engine` handle per game, plain-data results
//! typed in the generated `.d.ts`, and a JS `Error` with a message for every bad call.
//! No rules live here: every answer comes from `fourchess-core`.

mod dice;
mod dto;

use fourchess_core::{Game, Pgn4, Position, Reason, Rules, Seat, Variant};
use wasm_bindgen::prelude::*;

use dto::{BoardInfo, GameOptions, MoveInfo, PieceInfo, SeatInfo, SquareInfo, Status};

type JsResult<T> = Result<T, JsError>;

fn to_js<T: serde::Serialize>(value: &T) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal: could not convert a result: {e}")))
}

fn parse_variant(variant: &str) -> JsResult<Variant> {
    Variant::parse(variant).ok_or_else(|| {
        JsError::new(&format!(
            "unknown rule set '{}': use verney, teams, ffa or chaturanga",
            variant.chars().take(40).collect::<String>()
        ))
    })
}

fn rules_from(variant: &str, options: JsValue) -> JsResult<Rules> {
    let variant = parse_variant(variant)?;
    let options: GameOptions = if options.is_undefined() || options.is_null() {
        GameOptions::default()
    } else {
        serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("bad game options: {e}")))?
    };
    options.apply(Rules::new(variant)).map_err(|e| JsError::new(&e))
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
        variant: &str,
        #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
    ) -> JsResult<Engine> {
        let rules = rules_from(variant, options)?;
        Ok(Engine { game: Game::new(rules) })
    }

    /// A game starting from a FEN4 position.
    #[wasm_bindgen(js_name = fromFen4)]
    pub fn from_fen4(
        variant: &str,
        #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
        fen4: &str,
    ) -> JsResult<Engine> {
        let rules = rules_from(variant, options)?;
        let game = Game::from_fen4(rules, fen4).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Engine { game })
    }

    /// A game replayed from a PGN4 record.
    #[wasm_bindgen(js_name = fromPgn4)]
    pub fn from_pgn4(pgn4: &str) -> JsResult<Engine> {
        let game = Pgn4::parse(pgn4).and_then(|p| p.replay(false)).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Engine { game })
    }

    /// The board's squares and the seats' names.
    #[wasm_bindgen(js_name = boardInfo, unchecked_return_type = "BoardInfo")]
    pub fn board_info(&self) -> JsResult<JsValue> {
        let pos = self.game.position();
        let shape = pos.shape();
        let names = pos.variant().seat_names();
        to_js(&BoardInfo {
            files: shape.size(),
            ranks: shape.size(),
            squares: shape.squares().map(SquareInfo::of).collect(),
            seats: names.iter().map(|n| SeatInfo { name: n.to_string() }).collect(),
            variant: pos.variant().id().to_string(),
        })
    }

    /// The pieces on the board.
    #[wasm_bindgen(unchecked_return_type = "PieceInfo[]")]
    pub fn pieces(&self) -> JsResult<JsValue> {
        let pos = self.game.position();
        let pieces: Vec<PieceInfo> = pos.placement().map(|(sq, p)| PieceInfo::of(pos, sq, p)).collect();
        to_js(&pieces)
    }

    /// The legal moves of the player to move; empty when the game is over.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves(&self) -> JsResult<JsValue> {
        let pos = self.game.position();
        let moves: Vec<MoveInfo> = self.game.legal_moves().iter().map(|m| MoveInfo::of(m, pos.move_text(m))).collect();
        to_js(&moves)
    }

    /// Plays a move given as text; returns it with its marks. Throws if it is illegal.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> JsResult<JsValue> {
        let played = self.game.play_text(text).map_err(|e| JsError::new(&e.to_string()))?;
        let info = MoveInfo::of(&played.mv, played.text.clone());
        to_js(&info)
    }

    /// Chaturanga: the player to move rolls. Without values the dice are drawn here
    /// (from the browser's secure random source); returns the values rolled.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn roll(&mut self, #[wasm_bindgen(unchecked_param_type = "number[] | undefined")] values: JsValue) -> JsResult<JsValue> {
        let values: Vec<u8> = if values.is_undefined() || values.is_null() {
            let count = if self.game.rules().three_dice { 3 } else { 2 };
            dice::draw(count)?
        } else {
            serde_wasm_bindgen::from_value(values).map_err(|_| JsError::new("dice must be an array of numbers from 1 to 6"))?
        };
        self.game.roll(&values).map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&values)
    }

    /// Takes back the last move; false at the start of the game.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// A seat resigns (its team loses; in Free-for-all it is out).
    pub fn resign(&mut self, seat: u32) -> JsResult<()> {
        let seat = Seat::new(seat as usize)
            .ok_or_else(|| JsError::new(&format!("seat {seat} does not exist: seats are 0 to 3")))?;
        self.game.concede(seat, Reason::Resignation).map_err(|e| JsError::new(&e.to_string()))
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

    /// The game as PGN4.
    pub fn pgn4(&self) -> String {
        self.game.to_pgn4(&[])
    }

    /// Every move played so far, with marks.
    #[wasm_bindgen(js_name = moveList, unchecked_return_type = "string[]")]
    pub fn move_list(&self) -> JsResult<JsValue> {
        let texts: Vec<&str> = self.game.moves().iter().map(|m| m.text.as_str()).collect();
        to_js(&texts)
    }
}

/// Perft from a FEN4 (or the start when `fen4` is empty): the leaves of the legal-move
/// tree at `depth`, for benchmarks and cross-checks against the native build.
#[wasm_bindgen]
pub fn perft(
    variant: &str,
    #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
    fen4: &str,
    depth: u32,
) -> JsResult<f64> {
    if depth > 7 {
        return Err(JsError::new("perft depth above 7 would run for hours"));
    }
    let rules = rules_from(variant, options)?;
    let pos = if fen4.trim().is_empty() {
        Position::start(rules)
    } else {
        Position::from_fen4(rules, fen4).map_err(|e| JsError::new(&e.to_string()))?
    };
    Ok(fourchess_core::perft::perft(&pos, depth) as f64)
}

/// The FEN4 of a rule set's start position (for tests and previews).
#[wasm_bindgen(js_name = startFen4)]
pub fn start_fen4(
    variant: &str,
    #[wasm_bindgen(unchecked_param_type = "GameOptions | undefined")] options: JsValue,
) -> JsResult<String> {
    Ok(Position::start(rules_from(variant, options)?).to_fen4())
}
