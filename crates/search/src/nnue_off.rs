//! The learned evaluation left out (the crate built without its `nnue` feature): a
//! [`Net`] cannot exist, so the search's net paths compile away and the hand-written
//! evaluation is the only one.

use fourchess_core::{Move, Position};

/// No net can be made without the `nnue` feature.
#[derive(Debug)]
pub enum Net {}

impl Net {
    /// Never called: no net exists.
    pub fn evaluate_with(&self, _: &Accumulators, _: &Position) -> i32 {
        match *self {}
    }

    /// Never called: no net exists.
    pub fn evaluate(&self, _: &Position) -> i32 {
        match *self {}
    }
}

/// Nothing to carry without a net.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accumulators;

impl Accumulators {
    /// The empty state.
    pub fn zero() -> Accumulators {
        Accumulators
    }

    /// Never called: no net exists.
    pub fn refresh(net: &Net, _: &Position) -> Accumulators {
        match *net {}
    }

    /// Never called: no net exists.
    pub fn after(&self, net: &Net, _: &Position, _: &Move, _: &Position) -> Accumulators {
        match *net {}
    }
}
