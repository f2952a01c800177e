//! Fair dice for Chaturanga from the platform's secure random source (the core never
//! draws: the roll is an input it receives).

use wasm_bindgen::JsValue;

use crate::errors::bad_arg;

/// `count` dice, each 1..=6, without modulo bias.
pub fn draw(count: usize) -> Result<Vec<u8>, JsValue> {
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut byte = [0u8; 1];
        getrandom::getrandom(&mut byte).map_err(|e| bad_arg(&format!("no random source: {e}")))?;
        // 252 = 6 * 42: bytes above it would favour low faces.
        if byte[0] < 252 {
            out.push(byte[0] % 6 + 1);
        }
    }
    Ok(out)
}
