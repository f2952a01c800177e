//! Which search techniques a searcher uses. The defaults are what won in self-play;
//! each technique can be switched on or off (or the Free-for-all search swapped) to
//! measure what it is worth: `fourchess match --a-opts null-move`.

/// How Free-for-all is searched.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum FfaSearch {
    /// The player to move against the other three, who move one after another: the
    /// default, measured stronger than both below.
    Paranoid,
    /// Best-reply search: the player to move against the single strongest reply of any
    /// one opponent, the other two standing still; reaches deeper for the player's own
    /// plans, but scored 27.5% (40 games) and 45% (40 games, field evaluation) against
    /// paranoid at 100 ms a move.
    BestReply,
    /// Max^n: every player plays for his own score (a vector of four), with no
    /// cutoffs, so it looks shallower (at 100 ms about 2-3 plies in middlegames, the
    /// paranoid search 4). Scored 20% against paranoid at 100 ms a move (40 games,
    /// Elo -241 [-434, -128]).
    MaxN,
}

/// Search techniques, each of which can be switched off.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub struct Options {
    /// Null-move pruning (team games only; a pass is no legal move in Free-for-all).
    /// Off: in Teams it lost in self-play (57% for the searcher without it over 240
    /// games), in Verney it made no difference. (`deep_pruning` brings its own, harder
    /// null move, whatever this says.)
    pub null_move: bool,
    /// Late-move reductions of quiet moves ordered late. Off in Free-for-all at the same
    /// depth (5 plies, as level 5): 47.5% in 40 games, so a level 6 searching without them
    /// would not be stronger.
    pub late_move_reductions: bool,
    /// One ply more for a player in check.
    /// Off: in Teams the searcher without it scored 55.6% over 180 games.
    pub check_extension: bool,
    /// The Free-for-all search.
    pub ffa: FfaSearch,
    /// An evaluation term for the squares pieces reach (costs speed).
    pub mobility: bool,
    /// Free-for-all: the quiescence search leaves out captures of a cheaper piece on a
    /// square an opponent guards. (In the team games it shrank no tree and cost speed.)
    pub skip_losing_captures: bool,
    /// Free-for-all evaluation: the player's worth against half the leader's and half
    /// the field's mean, rather than against the leader's alone (75% in 40 self-play
    /// games at 100 ms a move).
    pub ffa_against_field: bool,
    /// Reverse futility pruning: near the leaves, a side whose static score stands
    /// well above beta is not searched further (team games). Off: 45% in 100 Teams
    /// self-play games at 100 ms a move, 15% against 4pChess where the searcher
    /// without it scored 27.5% (40 games each). (`deep_pruning` prunes so one ply
    /// from the leaves in any case.)
    pub reverse_futility: bool,
    /// Late-move pruning: near the leaves, quiet moves ordered late are not searched
    /// (team games). Off: 28.7% against 4pChess at 100 ms a move (80 games), no
    /// better than without (26-36%).
    pub late_move_pruning: bool,
    /// Quiescence: a player in check searches all his evasions instead of standing
    /// pat (team games), so a capture that mates is seen as a mate. Against 4pChess
    /// (Teams, 100 ms a move) it lifted the score from 2.5% (40 games) to 23% (120).
    /// In Free-for-all too: 45% in 40 self-play games at 100 ms a move (not kept).
    pub quiescence_evasions: bool,
    /// An evaluation term for enemy pieces bearing on the squares around each king
    /// (team games). Costs more than half the speed, yet lifted the score against
    /// 4pChess (Teams, 100 ms a move) from 23% to 35% (120 games each). Counted against
    /// every player in Free-for-all: 45% in 40 self-play games at 100 ms (not kept).
    pub king_zone: bool,
    /// Moves that check an enemy king: searched a ply deeper, never reduced (team
    /// games). Off: 31% against 4pChess over 160 games, against 35% without.
    pub check_moves: bool,
    /// Team games: quiescence leaves out captures that give a piece for a cheaper one
    /// on a guarded square, and searches at most the four best captures. Off: half the
    /// nodes at a fixed depth, but 31.2% against 4pChess (80 games), no better.
    pub narrow_quiescence: bool,
    /// Late-move reductions of two plies (three for very late moves) instead of one.
    /// Off: a ply deeper in 100 ms, yet 49.2% against the default in 120 Teams games
    /// and 36.2% against 4pChess (80 games).
    pub deep_reductions: bool,
    /// Move ordering: captures that give a piece for a cheaper guarded one come after
    /// the killers (team games). From the opening lines it cuts the nodes of a depth-8
    /// search by 40%, the first move searched now refutes in 93% of cutoffs instead of
    /// 76%; in real middlegames it saves nothing (8% more nodes over 24 positions). Off:
    /// 52.1% for the searcher with it in 500 Teams self-play games at 100 ms a move;
    /// against 4pChess 32.2% with it, 24.4% without (360 games each, three seeds).
    pub bad_captures_late: bool,
    /// The best root move of each iteration from depth 4 is first searched in a window
    /// of 50 cp around the last iteration's score (again in full when the score falls
    /// outside). 7% fewer nodes over 24 real Teams middlegames at depth 7, none from the
    /// opening lines (depth 8). Kept together with `tight_lazy_eval`, see there.
    pub aspiration: bool,
    /// Lazy evaluation skips the king-zone term when the rest of the score lies 200 cp
    /// (300 until December 2026, see `TIGHT_LAZY_MARGIN`) outside the window rather than
    /// 600. At 300: 19% less time to depth 7 over the 24
    /// middlegames, for a slightly rougher score. With `aspiration`, against 4pChess
    /// (Teams, 100 ms a move, played at the same time as the searcher without both, so
    /// that both meet the same machine): 35.8% against 29.7% over 720 games each (three
    /// seeds of 240).
    pub tight_lazy_eval: bool,
    /// Pruning at every depth, as the deepest open four-player engine combines it:
    /// null move (reduced by 2 + depth/3, not while the partner is in check), late
    /// quiet moves that give no check left out at non-PV nodes after 1 + depth²/5 of
    /// them, and reverse futility one ply from the leaves (team games). Three plies
    /// deeper from the start in one second. Against 4pChess (Teams, 100 ms a move):
    /// 45.4% against 29.6% without it, the two playing at the same time (240 games);
    /// 50.1% over 960 games (four seeds). Adding reductions from the third move at
    /// every depth (captures and checks too) scored 47.9% against 52.9%, deeper
    /// reductions 48.8% against 53.3%, the narrow quiescence 44.2% against 53.3%.
    /// Reverse futility to depth 3 46.7% against 48.5%; a looser move limit (3 +
    /// depth²/4) 53.3% against 48.5%, unproven. Verney self-play at 100 ms a move: 65%
    /// against the searcher without it (40 games). Tried on top and dropped, 240 games a
    /// seed against 4pChess: the looser move limit again (48.8% against 49.4%, seed 45);
    /// a ply less at nodes without a hash move (52.1/49.4, 49.8/51.2); counter-moves with
    /// a history malus (47.3/51.2); the table in quiescence (47.1/48.8). In Free-for-all
    /// the move limit at the paranoid search's non-PV nodes scored 50% in self-play.
    pub deep_pruning: bool,
    /// Team games: each army's activity (5 cp a square its knights, bishops, rooks and
    /// queens reach, 25 cp a developed piece, 15 cp a pair of developed pieces of
    /// partners), measured after the army's own last move, as 4pChess does. Costs about
    /// a tenth of the speed. Against 4pChess (Teams, 100 ms a move, playing at the same
    /// time as the searcher without it): 61.3% against 48.8% (seed 47), 53.5% against
    /// 44.2% (seed 48), 52.3% against 40.0% (seed 49): 55.7% against 44.3% over 720
    /// games each. Verney self-play at
    /// 100 ms a move: 67.5% against the searcher without it (40 games, Elo +127 [+30,
    /// +249]). Each player's own activity in Free-for-all: 50% in 40 self-play games
    /// at 100 ms a move (not kept).
    pub activity: bool,
    /// Free-for-all endgames: a strong army gains for the squares it covers around a
    /// bare king and for its king coming near, so that it mates instead of circling
    /// (see `eval::mop_up`). Together with decided games scored above any static score:
    /// 60% (80 games, Elo +70 [-5, +153]) against the build before both, at 100 ms a move.
    pub ffa_mop_up: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            null_move: false,
            late_move_reductions: true,
            check_extension: false,
            ffa: FfaSearch::Paranoid,
            mobility: false,
            skip_losing_captures: true,
            ffa_against_field: true,
            reverse_futility: false,
            late_move_pruning: false,
            quiescence_evasions: true,
            king_zone: true,
            check_moves: false,
            narrow_quiescence: false,
            deep_reductions: false,
            bad_captures_late: true,
            aspiration: true,
            tight_lazy_eval: true,
            deep_pruning: true,
            activity: true,
            ffa_mop_up: true,
        }
    }
}

impl Options {
    /// The default options changed by words separated by commas or spaces, such as
    /// `null-move`, `no-lmr` or `best-reply` (see [`WORDS`]); an unknown word is an
    /// error that lists the known ones.
    pub fn parse(text: &str) -> Result<Options, String> {
        let mut options = Options::default();
        for word in text.split([',', ' ']).filter(|w| !w.is_empty()) {
            let Some((_, set)) = WORDS.iter().find(|(w, _)| *w == word) else {
                let known: Vec<&str> = WORDS.iter().map(|(w, _)| *w).collect();
                return Err(format!("unknown search option '{word}' ({})", known.join(", ")));
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

/// Each word of [`Options::parse`] and what it sets.
const WORDS: &[(&str, Setter)] = &[
    ("null-move", |o| o.null_move = true),
    ("no-null-move", |o| o.null_move = false),
    ("no-lmr", |o| o.late_move_reductions = false),
    ("check-extension", |o| o.check_extension = true),
    ("no-check-extension", |o| o.check_extension = false),
    ("paranoid", |o| o.ffa = FfaSearch::Paranoid),
    ("best-reply", |o| o.ffa = FfaSearch::BestReply),
    ("maxn", |o| o.ffa = FfaSearch::MaxN),
    ("mop-up", |o| o.ffa_mop_up = true),
    ("no-mop-up", |o| o.ffa_mop_up = false),
    ("mobility", |o| o.mobility = true),
    ("no-skip-losing", |o| o.skip_losing_captures = false),
    ("against-field", |o| o.ffa_against_field = true),
    ("against-leader", |o| o.ffa_against_field = false),
    ("no-mobility", |o| o.mobility = false),
    ("rfp", |o| o.reverse_futility = true),
    ("no-rfp", |o| o.reverse_futility = false),
    ("lmp", |o| o.late_move_pruning = true),
    ("qevasions", |o| o.quiescence_evasions = true),
    ("king-zone", |o| o.king_zone = true),
    ("check-moves", |o| o.check_moves = true),
    ("narrow-q", |o| o.narrow_quiescence = true),
    ("deep-lmr", |o| o.deep_reductions = true),
    ("no-deep-lmr", |o| o.deep_reductions = false),
    ("no-narrow-q", |o| o.narrow_quiescence = false),
    ("no-check-moves", |o| o.check_moves = false),
    ("no-king-zone", |o| o.king_zone = false),
    ("no-qevasions", |o| o.quiescence_evasions = false),
    ("no-lmp", |o| o.late_move_pruning = false),
    ("bad-late", |o| o.bad_captures_late = true),
    ("no-bad-late", |o| o.bad_captures_late = false),
    ("aspiration", |o| o.aspiration = true),
    ("no-aspiration", |o| o.aspiration = false),
    ("tight-lazy", |o| o.tight_lazy_eval = true),
    ("no-tight-lazy", |o| o.tight_lazy_eval = false),
    ("deep-pruning", |o| o.deep_pruning = true),
    ("no-deep-pruning", |o| o.deep_pruning = false),
    ("activity", |o| o.activity = true),
    ("no-activity", |o| o.activity = false),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_switch_techniques_off() {
        let o = Options::parse("null-move, best-reply").unwrap();
        assert!(o.null_move && o.late_move_reductions && o.ffa == FfaSearch::BestReply);
        assert_eq!(Options::parse("").unwrap(), Options::default());
        let error = Options::parse("no-such-thing").unwrap_err();
        assert!(error.contains("no-such-thing") && error.contains("deep-lmr"), "{error}");
        // A technique switched on and off by a pair of words differs between the two.
        let mut pairs = 0;
        for (word, _) in WORDS {
            if let Some(off) = WORDS.iter().find(|(w, _)| *w == format!("no-{word}")) {
                assert_ne!(Options::parse(word).unwrap(), Options::parse(off.0).unwrap(), "{word}");
                pairs += 1;
            }
        }
        assert!(pairs >= 10, "{pairs} pairs");
    }
}
