//! Lines to standard output and error that never panic. Output piped into `head` and
//! the like ends as C tools end when the reader goes away: quietly (exit code 0 here),
//! instead of panicking on the failed write as `println!` does (Rust ignores SIGPIPE,
//! so a write to a closed pipe is an `ErrorKind::BrokenPipe` error).

use std::fmt::Arguments;
use std::io::{ErrorKind, Write};

/// One line to standard output; a closed pipe ends the program quietly.
pub fn out_line(line: Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(error) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        err_line(format_args!("fourchess: standard output: {error}"));
        std::process::exit(1);
    }
}

/// One line to standard error; if that is gone too, the line is lost and the work goes on.
pub fn err_line(line: Arguments) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// `println!` through [`out_line`].
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::output::out_line(format_args!($($arg)*))
    };
}

/// `eprintln!` through [`err_line`].
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::output::err_line(format_args!($($arg)*))
    };
}

pub(crate) use {errln, outln};
