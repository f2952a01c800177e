//! Errors for JavaScript: a JS `Error` whose `message` is the engine's English text, with
//! a stable `code` (the page translates by it) and `details`, an object of the values
//! the message names (strings). Bad calls across the boundary have the code `bad-argument`.

use core::fmt::Display;

use fourchess_core::{Fen4Error, Pgn4Error, PlayError, RollError};
use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;

/// An engine error a reader can tell apart from the others.
pub(crate) trait Coded: Display {
    fn code(&self) -> &'static str;
    fn details(&self) -> Vec<(&'static str, String)>;
}

impl Coded for Fen4Error {
    fn code(&self) -> &'static str {
        self.reason.code()
    }
    fn details(&self) -> Vec<(&'static str, String)> {
        [vec![("field", self.field.to_string())], self.reason.details()].concat()
    }
}

impl Coded for Pgn4Error {
    fn code(&self) -> &'static str {
        self.reason.code()
    }
    fn details(&self) -> Vec<(&'static str, String)> {
        [vec![("line", self.line.to_string()), ("token", self.token.clone())], self.reason.details()].concat()
    }
}

impl Coded for PlayError {
    fn code(&self) -> &'static str {
        PlayError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, String)> {
        PlayError::details(self)
    }
}

impl Coded for RollError {
    fn code(&self) -> &'static str {
        RollError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, String)> {
        match self {
            RollError::Count { wanted, got } => vec![("expected", wanted.to_string()), ("found", got.to_string())],
            _ => Vec::new(),
        }
    }
}

/// A JS `Error` with `code` and `details`.
pub(crate) fn coded(code: &str, message: &str, details: &[(&'static str, String)]) -> JsValue {
    let error = js_sys::Error::new(message);
    let object = Object::new();
    for (name, value) in details {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &JsValue::from_str(name), &JsValue::from_str(value));
    }
    let _ = Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    let _ = Reflect::set(&error, &JsValue::from_str("details"), &object);
    error.into()
}

/// The engine's error as a coded JS `Error`.
pub(crate) fn engine_error<E: Coded>(e: E) -> JsValue {
    coded(e.code(), &e.to_string(), &e.details())
}

/// A call across the boundary with a wrong argument (a program's mistake, not a player's).
pub(crate) fn bad_arg(message: &str) -> JsValue {
    coded("bad-argument", message, &[])
}
