//! Switches for search experiments: a technique under test is switched by a word, so
//! that self-play and paired matches can measure it (`fourchess match --a-opts WORDS`).
//! A switch leaves once its experiment is over: the technique becomes plain code or goes,
//! and its result is kept in `docs/search-experiments.md`.

/// The switches of the search experiments that are running.
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq)]
pub struct Options {
    /// Deep late-move reductions (the fork's formula): they grow with depth and move
    /// number, quiet moves that give no check one more plus depth/8, less at PV nodes,
    /// for checks, killers and moves with a good history.
    pub deep_reductions: bool,
    /// Team games: a node whose static score rose 150 cp over the same team's node two
    /// plies up is "improving", one that fell as much "declining": a declining node
    /// reduces a ply more and prunes late quiets later (1 + depth²/10), an improving one
    /// reduces a ply less.
    pub improving: bool,
    /// Team games: quiescence leaves out captures that lose material (a piece for a
    /// cheaper one on a guarded square, the stand-in for a static exchange evaluation)
    /// when not in check, as Free-for-all does.
    pub quiesce_see: bool,
    /// The transposition table in buckets of two entries: a probe looks at both, a store
    /// replaces the same key, else an entry of an older search, else the shallower one
    /// (instead of one entry per slot, kept while deeper). More positions survive a
    /// search of a million nodes in the same megabytes.
    pub tt_buckets: bool,
    /// Teams: a player whose partner's king stands attacked by the enemy who moves next
    /// may not stand pat in quiescence (that enemy takes the king, and the game, unless
    /// this move prevents it): every move is searched, as for a player in check.
    pub partner_threat: bool,
    /// Time management: the share of the time budget after which no new iteration starts
    /// follows how settled the search is (60% moved down to 30% while the best move and
    /// its score hold, up to 90% while the best move changes or its score falls), instead
    /// of a fixed 60%. The budget itself stays the limit.
    pub time_management: bool,
}

impl Options {
    /// The default options changed by words separated by commas or spaces (see
    /// [`WORDS`]); an unknown word is an error that lists the known ones.
    pub fn parse(text: &str) -> Result<Options, String> {
        let mut options = Options::default();
        for word in text.split([',', ' ']).filter(|w| !w.is_empty()) {
            let Some((_, set)) = WORDS.iter().find(|(w, _)| *w == word) else {
                let known: Vec<&str> = WORDS.iter().map(|(w, _)| *w).collect();
                let known =
                    if known.is_empty() { "none: no experiment is running".to_string() } else { known.join(", ") };
                return Err(format!("unknown search option '{word}' ({known})"));
            };
            set(&mut options);
        }
        Ok(options)
    }

    /// Every word [`Options::parse`] knows, in the order of [`WORDS`] (for usage texts).
    pub fn words() -> impl Iterator<Item = &'static str> {
        WORDS.iter().map(|(w, _)| *w)
    }
}

/// What a word of [`Options::parse`] changes.
type Setter = fn(&mut Options);

/// Each word of [`Options::parse`] and what it sets. The switches measured so far and
/// what they scored: `docs/search-experiments.md`.
const WORDS: &[(&str, Setter)] = &[
    ("deep", |o| o.deep_reductions = true),
    ("improving", |o| o.improving = true),
    ("qsee", |o| o.quiesce_see = true),
    ("bucket", |o| o.tt_buckets = true),
    ("partner", |o| o.partner_threat = true),
    ("tm", |o| o.time_management = true),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_switch_experiments() {
        assert_eq!(Options::parse("").unwrap(), Options::default());
        assert_eq!(Options::parse(" , ").unwrap(), Options::default());
        let error = Options::parse("no-such-thing").unwrap_err();
        assert!(error.contains("no-such-thing"), "{error}");
        // A technique switched on and off by a pair of words differs between the two.
        for (word, _) in WORDS {
            if let Some(off) = WORDS.iter().find(|(w, _)| *w == format!("no-{word}")) {
                assert_ne!(Options::parse(word).unwrap(), Options::parse(off.0).unwrap(), "{word}");
            }
        }
    }
}
