//! Time comes in from the caller: the search owns no clock, so the same code runs
//! natively (`std::time::Instant`) and in the browser (`performance.now()`).

/// What the search asks its caller about time, every few thousand nodes.
pub trait Clock {
    /// Milliseconds since the search started.
    fn elapsed_ms(&self) -> u64;

    /// Whether the caller wants the search to stop now (a "stop" button, a new game).
    fn stop_requested(&self) -> bool {
        false
    }
}

/// A clock that never advances: searches end by depth or node limits only.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// Any closure returning elapsed milliseconds is a clock.
impl<F: Fn() -> u64> Clock for F {
    fn elapsed_ms(&self) -> u64 {
        self()
    }
}
