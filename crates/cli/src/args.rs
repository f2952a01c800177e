//! The command line's grammar: each command names its options (flags and options with
//! a value) and its positionals, read with `lexopt`. An unknown option, a missing or a
//! malformed value is a usage error (exit code 2) with a hint.

use std::ffi::OsString;
use std::fmt::Display;
use std::str::FromStr;

/// Why a command did not run through.
#[derive(Debug)]
pub enum Error {
    /// The command line is wrong: exit code 2, with a pointer to the command's help.
    Usage(String),
    /// The command ran and failed (a file, a game, an engine): exit code 1.
    Failure(String),
}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error::Failure(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error::Failure(message.to_string())
    }
}

pub type CliResult<T> = Result<T, Error>;

/// A usage error: the command line asked for something wrong.
pub fn usage(message: impl Into<String>) -> Error {
    Error::Usage(message.into())
}

/// The positionals a command takes.
pub enum Positionals {
    None,
    /// Exactly one, named so in messages (the command checks that it is there).
    One(&'static str),
    /// Any number.
    Many,
}

/// What a command accepts.
pub struct Spec {
    pub command: &'static str,
    /// Options without a value.
    pub flags: &'static [&'static str],
    /// Options followed by a value (`--name value` or `--name=value`).
    pub values: &'static [&'static str],
    pub positionals: Positionals,
}

impl Spec {
    fn options(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values.iter().chain(self.flags).copied()
    }

    /// The message for an option this command does not take, with the closest one.
    fn unknown_option(&self, given: &str) -> Error {
        let hint = match closest(given.trim_start_matches('-'), self.options()) {
            Some(name) => format!("did you mean --{name}?"),
            None if self.flags.is_empty() && self.values.is_empty() => "it takes no options".to_string(),
            None => {
                let all: Vec<String> = self.options().map(|o| format!("--{o}")).collect();
                format!("it takes {}", all.join(", "))
            }
        };
        usage(format!("unknown option {given} for `{}`; {hint}", self.command))
    }
}

/// The options and positionals of one command line, as given.
pub struct Args {
    named: Vec<(&'static str, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    /// Reads `argv` (the arguments after the command) as `spec` says.
    pub fn parse(spec: &Spec, argv: Vec<OsString>) -> CliResult<Args> {
        use lexopt::Arg;
        let mut parser = lexopt::Parser::from_args(argv);
        let mut named = Vec::new();
        let mut positional = Vec::new();
        loop {
            let arg = parser.next().map_err(|e| lexopt_error(spec, e))?;
            match arg {
                None => break,
                Some(Arg::Long(name)) => {
                    if let Some(&flag) = spec.flags.iter().find(|f| **f == name) {
                        named.push((flag, None));
                    } else if let Some(&option) = spec.values.iter().find(|v| **v == name) {
                        let value = parser.value().map_err(|_| usage(format!("--{option} needs a value")))?;
                        named.push((option, Some(text(value)?)));
                    } else {
                        return Err(spec.unknown_option(&format!("--{name}")));
                    }
                }
                Some(Arg::Short(c)) => return Err(spec.unknown_option(&format!("-{c}"))),
                Some(Arg::Value(value)) => {
                    let value = text(value)?;
                    match spec.positionals {
                        Positionals::Many => {}
                        Positionals::One(_) if positional.is_empty() => {}
                        Positionals::One(name) => {
                            return Err(usage(format!("unexpected argument '{value}' after the {name}")));
                        }
                        Positionals::None => {
                            return Err(usage(format!("unexpected argument '{value}': `{}` takes none", spec.command)));
                        }
                    }
                    positional.push(value);
                }
            }
        }
        Ok(Args { named, positional })
    }

    /// The last value given to `--name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.named.iter().rev().find(|(n, _)| *n == name).and_then(|(_, v)| v.as_deref())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.named.iter().any(|(n, _)| *n == name)
    }

    /// The names of the options given, in order.
    pub fn given(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.named.iter().map(|(n, _)| *n)
    }

    pub fn positional(&self, index: usize) -> Option<&str> {
        self.positional.get(index).map(String::as_str)
    }

    pub fn positionals(&self) -> &[String] {
        &self.positional
    }

    /// `--name`'s value read as a `T` (a number), if given; malformed is a usage error.
    pub fn parsed<T: FromStr>(&self, name: &str, what: &str) -> CliResult<Option<T>>
    where
        T::Err: Display,
    {
        match self.value(name) {
            None => Ok(None),
            Some(text) => match text.trim().parse() {
                Ok(value) => Ok(Some(value)),
                Err(e) => Err(usage(format!("--{name} must be {what}, not '{text}' ({e})"))),
            },
        }
    }

    /// `--name`'s value read as a `T`, or `default` when not given.
    pub fn parsed_or<T: FromStr>(&self, name: &str, what: &str, default: T) -> CliResult<T>
    where
        T::Err: Display,
    {
        Ok(self.parsed(name, what)?.unwrap_or(default))
    }
}

fn text(value: OsString) -> CliResult<String> {
    value.into_string().map_err(|v| usage(format!("'{}' is not valid UTF-8", v.to_string_lossy())))
}

fn lexopt_error(spec: &Spec, error: lexopt::Error) -> Error {
    match error {
        lexopt::Error::UnexpectedValue { option, .. } => usage(format!("{option} takes no value")),
        lexopt::Error::UnexpectedOption(option) => spec.unknown_option(&option),
        other => usage(other.to_string()),
    }
}

/// The candidate nearest to `given` by edit distance, if it is near enough to be a typo.
pub fn closest<'a>(given: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (given.chars().count() / 3).clamp(1, 3);
    candidates
        .map(|c| (edit_distance(given, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance: insertions, deletions and substitutions of one character.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1).min(row[j] + 1).min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec {
        command: "perft",
        flags: &["divide"],
        values: &["variant", "fen"],
        positionals: Positionals::One("DEPTH"),
    };

    fn parse(args: &[&str]) -> CliResult<Args> {
        Args::parse(&SPEC, args.iter().map(OsString::from).collect())
    }

    fn usage_message(result: CliResult<Args>) -> String {
        match result {
            Err(Error::Usage(message)) => message,
            Err(Error::Failure(message)) => panic!("a failure, not a usage error: {message}"),
            Ok(_) => panic!("parsed"),
        }
    }

    #[test]
    fn distances() {
        assert_eq!(edit_distance("varient", "variant"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(closest("varient", ["fen", "variant"].into_iter()), Some("variant"));
        assert_eq!(closest("zzz", ["fen", "variant"].into_iter()), None);
    }

    #[test]
    fn options_values_and_positionals() {
        let args = parse(&["--variant", "teams", "3", "--divide", "--fen=4PCo", "--variant", "ffa"]).unwrap();
        assert_eq!(args.value("variant"), Some("ffa"));
        assert_eq!(args.value("fen"), Some("4PCo"));
        assert!(args.flag("divide"));
        assert_eq!(args.positional(0), Some("3"));
        assert_eq!(args.parsed::<u32>("variant", "a number").ok().flatten(), None);
    }

    #[test]
    fn mistakes_are_usage_errors() {
        assert!(usage_message(parse(&["--varient", "ffa"])).contains("did you mean --variant?"));
        assert!(usage_message(parse(&["--zzz"])).contains("it takes --variant, --fen, --divide"));
        assert!(usage_message(parse(&["-x"])).contains("unknown option -x"));
        assert!(usage_message(parse(&["--variant"])).contains("--variant needs a value"));
        assert!(usage_message(parse(&["--divide=yes"])).contains("--divide takes no value"));
        assert!(usage_message(parse(&["3", "4"])).contains("unexpected argument '4'"));
        let args = parse(&["--variant", "x12"]).unwrap();
        let error = args.parsed::<u32>("variant", "a number");
        assert!(matches!(error, Err(Error::Usage(m)) if m.contains("--variant must be a number, not 'x12'")));
    }
}
