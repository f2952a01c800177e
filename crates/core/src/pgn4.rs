//! PGN4, chess.com's game format: tags, then rounds `1. m1 .. m2 .. m3 .. m4`, with
//! comments `{...}`, variations `(...)` (side lines, kept as a tree beside the game:
//! [`Variation`]), and turn tokens `#`, `S`, `R`, `T` alone or attached to a move.

use core::fmt;

use crate::fen4::Fen4Error;
use crate::game::{Game, PlayError, Variation};
use crate::notation::{marks_of, strip_marks};
use crate::outcome::Reason;
use crate::position::Position;
use crate::rules::{Array, HouseRules, Rules, Variant};
use crate::seat::Seat;

/// A PGN4 text that could not be read or replayed, naming the line and token.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Pgn4Error {
    /// 1-based line of the text.
    pub line: usize,
    /// The offending token or tag.
    pub token: String,
    /// What is wrong.
    pub reason: Pgn4Reason,
}

/// What is wrong with a PGN4 record.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Pgn4Reason {
    /// Longer than any real game.
    TooLong,
    /// A tag pair after the first move.
    TagAfterMoves,
    /// `)` without `(`.
    CloseWithoutOpen,
    /// A variation `(` never closed.
    VariationNotClosed,
    /// A variation `(` with no move before it to replace.
    VariationWithoutMove,
    /// Variations nested deeper than [`MAX_DEPTH`].
    VariationTooDeep,
    /// A tag without its `]`.
    TagNotClosed,
    /// A tag value not in double quotes.
    TagUnquoted,
    /// A comment without its `}`.
    CommentNotClosed,
    /// The `Variant` tag names no rule set we play.
    UnknownRuleSet {
        /// The tag's value.
        name: String,
    },
    /// The `FirstPlayer` tag names no seat of the rule set.
    NotASeat {
        /// The tag's value.
        name: String,
        /// The rule set's PGN4 name.
        rule_set: &'static str,
    },
    /// `MoveLimit` is not a number of moves.
    MoveLimit,
    /// `StartFen4` is not a position of the rule set.
    StartFen4(Fen4Error),
    /// A move or turn token cannot be played.
    Play(PlayError),
}

impl Pgn4Reason {
    /// A stable name for the reason (the page translates by it); a move's or a start
    /// position's own code where the record fails on one.
    pub fn code(&self) -> &'static str {
        match self {
            Pgn4Reason::TooLong => "pgn4-too-long",
            Pgn4Reason::TagAfterMoves => "pgn4-tag-after-moves",
            Pgn4Reason::CloseWithoutOpen | Pgn4Reason::VariationNotClosed => "pgn4-variation",
            Pgn4Reason::VariationWithoutMove => "pgn4-variation-without-move",
            Pgn4Reason::VariationTooDeep => "pgn4-variation-too-deep",
            Pgn4Reason::TagNotClosed | Pgn4Reason::TagUnquoted => "pgn4-tag-syntax",
            Pgn4Reason::CommentNotClosed => "pgn4-comment-not-closed",
            Pgn4Reason::UnknownRuleSet { .. } => "pgn4-unknown-rule-set",
            Pgn4Reason::NotASeat { .. } => "pgn4-not-a-seat",
            Pgn4Reason::MoveLimit => "pgn4-move-limit",
            Pgn4Reason::StartFen4(e) => e.reason.code(),
            Pgn4Reason::Play(e) => e.code(),
        }
    }

    /// The values the message names, as `(name, value)` pairs.
    pub fn details(&self) -> Vec<(&'static str, String)> {
        match self {
            Pgn4Reason::UnknownRuleSet { name } => vec![("value", name.clone())],
            Pgn4Reason::NotASeat { name, rule_set } => vec![("value", name.clone()), ("ruleSet", rule_set.to_string())],
            Pgn4Reason::StartFen4(e) => [vec![("field", e.field.to_string())], e.reason.details()].concat(),
            Pgn4Reason::Play(e) => e.details(),
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for Pgn4Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pgn4Reason::TooLong => f.write_str("text too long"),
            Pgn4Reason::TagAfterMoves => f.write_str("tag after the moves"),
            Pgn4Reason::CloseWithoutOpen => f.write_str("')' without '('"),
            Pgn4Reason::VariationNotClosed => f.write_str("variation not closed"),
            Pgn4Reason::VariationWithoutMove => f.write_str("variation with no move to replace"),
            Pgn4Reason::VariationTooDeep => write!(f, "variations nested more than {MAX_DEPTH} deep"),
            Pgn4Reason::TagNotClosed => f.write_str("tag not closed with ']'"),
            Pgn4Reason::TagUnquoted => f.write_str("tag value must be in double quotes"),
            Pgn4Reason::CommentNotClosed => f.write_str("comment not closed with '}'"),
            Pgn4Reason::UnknownRuleSet { name } => write!(f, "unknown rule set '{name}'"),
            Pgn4Reason::NotASeat { name, rule_set } => write!(f, "'{name}' is not a seat of {rule_set}"),
            Pgn4Reason::MoveLimit => f.write_str("expected a number of moves"),
            Pgn4Reason::StartFen4(e) => e.fmt(f),
            // The token is named already: the reason alone.
            Pgn4Reason::Play(PlayError::Illegal(m)) => m.reason.fmt(f),
            Pgn4Reason::Play(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for Pgn4Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PGN4 line {}, '{}': {}", self.line, self.token, self.reason)
    }
}

impl std::error::Error for Pgn4Error {}

/// One move or turn token of the main line.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Pgn4Token {
    /// The token as written, marks included.
    pub text: String,
    /// 1-based line.
    pub line: usize,
    /// The comment that follows it, if any.
    pub comment: Option<String>,
}

/// A variation as written (not yet replayed): its tokens (without comments) and its own variations.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Pgn4Variation {
    /// The index, in the parent line's tokens, of the token it replaces (the one before `(`).
    pub at: usize,
    /// 1-based line of its `(`.
    pub line: usize,
    /// Its moves and turn tokens.
    pub tokens: Vec<Pgn4Token>,
    /// Variations of its tokens.
    pub variations: Vec<Pgn4Variation>,
}

/// A parsed PGN4 record (not yet replayed).
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Pgn4 {
    /// Tags in the order written.
    pub tags: Vec<(String, String)>,
    /// The main line.
    pub tokens: Vec<Pgn4Token>,
    /// A comment before the first move (an introduction to the game).
    pub intro: Option<String>,
    /// Variations of the main line's tokens.
    pub variations: Vec<Pgn4Variation>,
}

/// Longest text accepted: far beyond any real game.
const MAX_LEN: usize = 2_000_000;

/// Deepest nesting of variations read.
pub const MAX_DEPTH: usize = 64;

impl Pgn4 {
    /// Reads tags and the main line.
    pub fn parse(text: &str) -> Result<Pgn4, Pgn4Error> {
        if text.len() > MAX_LEN {
            return Err(Pgn4Error { line: 1, token: String::new(), reason: Pgn4Reason::TooLong });
        }
        let mut pgn = Pgn4::default();
        let mut lexer = Lexer { chars: text.chars().collect(), pos: 0, line: 1 };
        // The variations open now, innermost last.
        let mut open: Vec<Pgn4Variation> = Vec::new();
        while let Some(item) = lexer.next_item()? {
            let depth = open.len();
            match item {
                Item::Tag(name, value, line) => {
                    if !pgn.tokens.is_empty() {
                        return Err(Pgn4Error { line, token: name, reason: Pgn4Reason::TagAfterMoves });
                    }
                    pgn.tags.push((name, value));
                }
                Item::Comment(text) => {
                    if depth == 0 {
                        // Several comments in a row read as one.
                        let slot = match pgn.tokens.last_mut() {
                            Some(last) => &mut last.comment,
                            None => &mut pgn.intro,
                        };
                        *slot = Some(match slot.take() {
                            Some(before) if !text.is_empty() => format!("{before} {text}"),
                            Some(before) => before,
                            None => text,
                        });
                    }
                }
                Item::Open(line) => {
                    let at = open.last().map_or(&pgn.tokens, |v| &v.tokens).len().checked_sub(1);
                    let error = |reason| Pgn4Error { line, token: "(".into(), reason };
                    let at = at.ok_or_else(|| error(Pgn4Reason::VariationWithoutMove))?;
                    if depth >= MAX_DEPTH {
                        return Err(error(Pgn4Reason::VariationTooDeep));
                    }
                    open.push(Pgn4Variation { at, line, ..Pgn4Variation::default() });
                }
                Item::Close(line) => {
                    let closed = open.pop().ok_or(Pgn4Error {
                        line,
                        token: ")".into(),
                        reason: Pgn4Reason::CloseWithoutOpen,
                    })?;
                    // An empty variation `( )` says nothing.
                    if !closed.tokens.is_empty() {
                        open.last_mut().map_or(&mut pgn.variations, |v| &mut v.variations).push(closed);
                    }
                }
                Item::Word(word, line) => {
                    if is_move_number(&word) || word == ".." || is_result(&word) {
                        continue;
                    }
                    let tokens = open.last_mut().map_or(&mut pgn.tokens, |v| &mut v.tokens);
                    tokens.push(Pgn4Token { text: word, line, comment: None });
                }
            }
        }
        if !open.is_empty() {
            return Err(Pgn4Error { line: lexer.line, token: "(".into(), reason: Pgn4Reason::VariationNotClosed });
        }
        Ok(pgn)
    }

    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn tag_error(&self, name: &str, reason: Pgn4Reason) -> Pgn4Error {
        Pgn4Error { line: 1, token: format!("[{name} \"{}\"]", self.tag(name).unwrap_or("")), reason }
    }

    /// The rules the record was played under: `Variant`, `RuleVariants`, `FirstPlayer`,
    /// and the array of `StartFen4`.
    pub fn rules(&self) -> Result<Rules, Pgn4Error> {
        let variant = match self.tag("Variant") {
            Some(v) => Variant::parse(v)
                .ok_or_else(|| self.tag_error("Variant", Pgn4Reason::UnknownRuleSet { name: v.to_string() }))?,
            None => Variant::Teams,
        };
        let mut rules = Rules::new(variant);
        // Records are read as written: house rules only where their tokens say so.
        if let HouseRules::FreeForAll(f) = &mut rules.house {
            f.end_on_lead = false;
        }
        if let Some(tokens) = self.tag("RuleVariants") {
            rules.apply_tokens(tokens);
        }
        if let Some(first) = self.tag("FirstPlayer") {
            let names = variant.seat_names();
            let index = names.iter().position(|n| n.eq_ignore_ascii_case(first.trim()));
            rules.first_player = index.and_then(Seat::new).ok_or_else(|| {
                self.tag_error(
                    "FirstPlayer",
                    Pgn4Reason::NotASeat { name: first.to_string(), rule_set: variant.pgn_name() },
                )
            })?;
        }
        if let Some(limit) = self.tag("MoveLimit") {
            let plies = limit.trim().parse::<u32>().ok().filter(|&n| n > 0);
            rules.move_limit = Some(plies.ok_or_else(|| self.tag_error("MoveLimit", Pgn4Reason::MoveLimit))?);
        }
        if let Some(array) = self.tag("StartFen4").and_then(Array::from_code) {
            rules.set_array(array);
        }
        Ok(rules)
    }

    /// The position the game starts from.
    pub fn start_position(&self) -> Result<Position, Pgn4Error> {
        let rules = self.rules()?;
        match self.tag("StartFen4").map(str::trim) {
            None | Some("") => Ok(Position::start(rules)),
            Some(fen) if Array::from_code(fen).is_some() => Ok(Position::start(rules)),
            Some(fen) => {
                Position::from_fen4(rules, fen).map_err(|e| self.tag_error("StartFen4", Pgn4Reason::StartFen4(e)))
            }
        }
    }

    /// Replays the main line. With `check_marks`, a move whose `+`/`#` marks differ
    /// from the engine's is an error too.
    pub fn replay(&self, check_marks: bool) -> Result<Game, Pgn4Error> {
        self.replay_annotated(check_marks).map(|(game, _)| game)
    }

    /// [`Pgn4::replay`], with each move's comment: `comments[i]` belongs to the game's
    /// move `i` (a comment after a token that adds no move, such as the lone `#` that
    /// ends a Teams game, goes to the move before it). The variations are replayed too
    /// (every move legal where it stands) and kept in the game's notes.
    pub fn replay_annotated(&self, check_marks: bool) -> Result<(Game, Vec<Option<String>>), Pgn4Error> {
        let mut game = Game::from_position(self.start_position()?);
        game.set_tags(self.tags.iter().filter(|(n, _)| !OWN_TAGS.contains(&n.as_str())).cloned().collect());
        game.set_intro(self.intro.clone());
        let mut comments: Vec<Option<String>> = Vec::new();
        let mut starts = Vec::with_capacity(self.tokens.len());
        for token in &self.tokens {
            starts.push(game.moves().len());
            game.play_token(&token.text, check_marks).map_err(|e| play_error(token, e))?;
            comments.resize(game.moves().len(), None);
            if let (Some(comment), Some(last)) = (&token.comment, comments.last_mut()) {
                *last = Some(comment.clone());
                game.comment_last(comment.clone());
            }
        }
        game.notes_mut().variations = replay_variations(&game, 0, &starts, &self.variations, check_marks)?;
        Ok((game, comments))
    }
}

fn play_error(token: &Pgn4Token, e: PlayError) -> Pgn4Error {
    Pgn4Error { line: token.line, token: token.text.clone(), reason: Pgn4Reason::Play(e) }
}

/// Replays `variations` of the line of `game` that starts at its move `from`, whose
/// token `k` began at move `starts[k]`: each from a copy of the game before the move it replaces.
fn replay_variations(
    game: &Game,
    from: usize,
    starts: &[usize],
    variations: &[Pgn4Variation],
    check_marks: bool,
) -> Result<Vec<Variation>, Pgn4Error> {
    let mut out = Vec::with_capacity(variations.len());
    for v in variations {
        let end = starts.get(v.at + 1).copied().unwrap_or(game.moves().len());
        // The token before `(` must have made a move for the variation to replace.
        let start = starts.get(v.at).copied().filter(|&s| s < end).ok_or_else(|| Pgn4Error {
            line: v.line,
            token: "(".into(),
            reason: Pgn4Reason::VariationWithoutMove,
        })?;
        let mut line = game.without_notes(start);
        let mut own = Vec::with_capacity(v.tokens.len());
        for token in &v.tokens {
            own.push(line.moves().len());
            line.play_token(&token.text, check_marks).map_err(|e| play_error(token, e))?;
        }
        let variations = replay_variations(&line, start, &own, &v.variations, check_marks)?;
        let moves: Vec<String> = line.moves()[start..].iter().map(|m| m.text.clone()).collect();
        if !moves.is_empty() {
            // In the order they are written (those of one move in their own order); not
            // `sort_by_key`, whose code is kilobytes of wasm.
            let at = start - from;
            out.insert(out.partition_point(|w: &Variation| w.at <= at), Variation { at, moves, variations });
        }
    }
    Ok(out)
}

fn to_pgn4_variations(tree: &[Variation]) -> Vec<Pgn4Variation> {
    tree.iter()
        .map(|v| Pgn4Variation {
            at: v.at,
            line: 0,
            tokens: v.moves.iter().map(|m| Pgn4Token { text: m.clone(), line: 0, comment: None }).collect(),
            variations: to_pgn4_variations(&v.variations),
        })
        .collect()
}

impl Game {
    /// Replaces the record's variations with `tree`, checked whole: every `at` within its
    /// parent line and every move legal where it stands (marks not checked; the moves are
    /// kept in the engine's spelling; the variations of one line are ordered by `at`,
    /// keeping the order of those with the same `at`, as a record writes them). On an
    /// error (its `line` is 0, its token the move, or `(` for an `at` past its line)
    /// the old variations stay.
    pub fn set_variations(&mut self, tree: &[Variation]) -> Result<(), Pgn4Error> {
        self.set_variations_written(&to_pgn4_variations(tree))
    }

    /// [`Game::set_variations`] from a tree as a record writes it: each `at` the index of
    /// a token in its parent line (of a move in the main line), the moves as tokens.
    pub fn set_variations_written(&mut self, tree: &[Pgn4Variation]) -> Result<(), Pgn4Error> {
        let starts: Vec<usize> = (0..self.moves().len()).collect();
        self.notes_mut().variations = replay_variations(self, 0, &starts, tree, false)?;
        Ok(())
    }
}

impl Game {
    /// Plays one token of a PGN4 main line as chess.com writes it: a move with its marks
    /// (`Qg1xQn8+`, `h7-h8=Q`, `O-O`), a Chaturanga roll (`@3-4`), or a turn token alone
    /// or attached to a move: `R` resigned, `T` timed out (the seat to move), `#` or `S`
    /// the pass of a mated or stalemated player. With `check_marks`, a move whose `+`/`#`
    /// marks differ from the engine's is refused. On an error the game is unchanged.
    pub fn play_token(&mut self, text: &str, check_marks: bool) -> Result<(), PlayError> {
        let before = self.clone();
        let result = self.play_token_unguarded(text, check_marks);
        if result.is_err() {
            *self = before;
        }
        result
    }

    fn play_token_unguarded(&mut self, text: &str, check_marks: bool) -> Result<(), PlayError> {
        if let Some(dice) = text.strip_prefix('@') {
            let values: Option<Vec<u8>> = dice.split('-').map(|v| v.parse().ok()).collect();
            let values = values.ok_or(PlayError::RollText)?;
            return self.roll(&values);
        }
        let core = strip_marks(text);
        let turn_mark = text[core.len()..].chars().find(|c| matches!(c, 'S' | 'R' | 'T'));
        let seat = self.position().to_move();
        let concession = match turn_mark {
            Some('R') => Some(Reason::Resignation),
            Some('T') => Some(Reason::Timeout),
            _ => None,
        };
        if core.is_empty() {
            if let Some(reason) = concession {
                return self.concede(seat, reason);
            }
            // A lone '#' or 'S': the pass of a mated or stalemated player, or in Teams the
            // mated player's turn that ends the game.
            if let Some(outcome) = self.outcome() {
                return if matches!(outcome.reason, Reason::Checkmate | Reason::Stalemate) {
                    Ok(())
                } else {
                    Err(PlayError::GameOver(outcome))
                };
            }
            return self.play_text("-").map(|_| ());
        }
        let free_for_all = !self.position().variant().is_team_game();
        if let (Some(reason), true) = (concession, free_for_all) {
            // The walking king's first step, in the turn of the resignation.
            self.concede_keeping_turn(seat, reason)?;
        }
        let played = self.play_text(core)?;
        let engine_marks = marks_of(&played.text);
        let record_marks = marks_of(text);
        if check_marks && engine_marks != record_marks {
            return Err(PlayError::Marks { record: record_marks, engine: engine_marks });
        }
        if let (Some(reason), false) = (concession, free_for_all) {
            self.concede(seat, reason)?;
        }
        Ok(())
    }
}

fn is_move_number(word: &str) -> bool {
    word.strip_suffix('.').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
}

enum Item {
    Tag(String, String, usize),
    Comment(String),
    Open(usize),
    Close(usize),
    Word(String, usize),
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
    line: usize,
}

impl Lexer {
    fn bump(&mut self) -> Option<char> {
        let c = *self.chars.get(self.pos)?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn next_item(&mut self) -> Result<Option<Item>, Pgn4Error> {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
        let line = self.line;
        let Some(c) = self.bump() else {
            return Ok(None);
        };
        match c {
            '[' => {
                let mut inner = String::new();
                loop {
                    match self.bump() {
                        Some(']') if inner.matches('"').count().is_multiple_of(2) => break,
                        Some('\n') | None => {
                            return Err(Pgn4Error {
                                line,
                                token: format!("[{inner}"),
                                reason: Pgn4Reason::TagNotClosed,
                            })
                        }
                        Some(ch) => inner.push(ch),
                    }
                }
                let (name, value) = inner.split_once(char::is_whitespace).unwrap_or((inner.as_str(), ""));
                let value = value.trim();
                let value = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')).ok_or_else(|| Pgn4Error {
                    line,
                    token: format!("[{inner}]"),
                    reason: Pgn4Reason::TagUnquoted,
                })?;
                Ok(Some(Item::Tag(name.to_string(), value.replace("\\\"", "\""), line)))
            }
            '{' => {
                let mut text = String::new();
                loop {
                    match self.bump() {
                        Some('}') => break,
                        None => {
                            return Err(Pgn4Error { line, token: "{".into(), reason: Pgn4Reason::CommentNotClosed })
                        }
                        Some(ch) => text.push(ch),
                    }
                }
                Ok(Some(Item::Comment(text.trim().to_string())))
            }
            '(' => Ok(Some(Item::Open(line))),
            ')' => Ok(Some(Item::Close(line))),
            _ => {
                let mut word = String::from(c);
                while self.peek().is_some_and(|ch| !ch.is_whitespace() && !"{}()[]".contains(ch)) {
                    word.extend(self.bump());
                }
                Ok(Some(Item::Word(word, line)))
            }
        }
    }
}

/// The tags a game writes from itself (its rules, start and result), not kept as notes.
const OWN_TAGS: [&str; 6] = ["Variant", "RuleVariants", "FirstPlayer", "MoveLimit", "StartFen4", "Result"];

impl Game {
    /// Reads and replays a PGN4 record (marks are not checked: see [`Pgn4::replay`]).
    pub fn from_pgn4(text: &str) -> Result<Game, Pgn4Error> {
        Pgn4::parse(text)?.replay(false)
    }

    /// The game as PGN4, with the given tags first (`Variant`, `RuleVariants`,
    /// `FirstPlayer`, `StartFen4` and `Result` are written from the game itself).
    pub fn to_pgn4(&self, tags: &[(String, String)]) -> String {
        self.to_pgn4_annotated(tags, None, &[])
    }

    /// The game's whole record: its moves with the tags, introduction, comments and
    /// variations it keeps ([`Game::notes`]).
    pub fn to_pgn4_recorded(&self) -> String {
        let n = self.notes();
        self.write_pgn4(&n.tags, n.intro.as_deref(), &n.comments, &n.variations)
    }

    /// [`Game::to_pgn4`] with `intro` before the first move and a comment after move `i`
    /// where `comments[i]` holds one (braces in a comment are dropped: they would end it early).
    pub fn to_pgn4_annotated(
        &self,
        tags: &[(String, String)],
        intro: Option<&str>,
        comments: &[Option<String>],
    ) -> String {
        self.write_pgn4(tags, intro, comments, &[])
    }

    fn write_pgn4(
        &self,
        tags: &[(String, String)],
        intro: Option<&str>,
        comments: &[Option<String>],
        variations: &[Variation],
    ) -> String {
        let rules = *self.rules();
        let mut out = String::new();
        for (name, value) in tags.iter().filter(|(n, _)| !OWN_TAGS.contains(&n.as_str())) {
            out.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
        }
        out.push_str(&format!("[Variant \"{}\"]\n", rules.variant().pgn_name()));
        let tokens = rules.tokens();
        if !tokens.is_empty() {
            out.push_str(&format!("[RuleVariants \"{tokens}\"]\n"));
        }
        if rules.first_player != Seat::SOUTH {
            out.push_str(&format!("[FirstPlayer \"{}\"]\n", rules.variant().seat_names()[rules.first_player.index()]));
        }
        if let Some(limit) = rules.move_limit {
            out.push_str(&format!("[MoveLimit \"{limit}\"]\n"));
        }
        let start = self.start_position();
        if *start != Position::start(rules) {
            out.push_str(&format!("[StartFen4 \"{}\"]\n", start.to_fen4()));
        } else if rules.array() != Array::Modern {
            out.push_str(&format!("[StartFen4 \"{}\"]\n", rules.array().code()));
        }
        let outcome = self.outcome();
        let result = outcome.map_or("*".to_string(), |o| o.pgn_result(rules.variant().is_team_game()));
        out.push_str(&format!("[Result \"{result}\"]\n\n"));
        if let Some(intro) = intro.filter(|c| !c.trim().is_empty()) {
            out.push_str(&braced(intro));
            out.push('\n');
        }
        let mut cursor = Cursor { round: 0, last: None, lead: "", gap: "", first: rules.first_player };
        self.write_line(&mut out, 0, comments, variations, &mut cursor);
        if outcome.is_some_and(|o| o.reason == Reason::Checkmate) {
            cursor.write(&mut out, self.position().to_move(), "#");
        }
        out.push('\n');
        out
    }

    /// Writes the moves of the line that starts at move `from`, each with its comment
    /// and then its variations, as chess.com does: `6. Qm6xNl6 .. Qb9xf13+ ( .. Na10-c11
    /// .. Bl8xm9+ .. Kn8xBm9 \n7. Ql6-j6+ ) .. Kg14xQf13`: a variation goes on from the
    /// round and seat before the move it replaces.
    fn write_line(
        &self,
        out: &mut String,
        from: usize,
        comments: &[Option<String>],
        variations: &[Variation],
        cursor: &mut Cursor,
    ) {
        for (i, m) in self.moves()[from..].iter().enumerate() {
            let before = *cursor;
            match comments.get(i).and_then(Option::as_deref) {
                Some(c) => cursor.write(out, m.seat, &format!("{} {}", m.text, braced(c))),
                None => cursor.write(out, m.seat, &m.text),
            }
            for v in variations.iter().filter(|v| v.at == i) {
                let mut line = self.without_notes(from + i);
                // The moves were checked when the variation was kept; a move that no
                // longer plays ends it.
                for text in &v.moves {
                    if line.play_token(text, false).is_err() {
                        break;
                    }
                }
                out.push_str(" (");
                line.write_line(out, from + i, &[], &v.variations, &mut Cursor { lead: " ", ..before });
                out.push_str(" )");
                cursor.gap = " ";
            }
        }
    }
}

/// A comment in braces (braces in it are dropped: they would end it early).
fn braced(comment: &str) -> String {
    format!("{{ {} }}", comment.replace(['{', '}'], ""))
}

/// Where a PGN4 line's writing stands: its round, the seat that moved last, what goes
/// before the next round's number (`lead`) or before the next move in the round (`gap`:
/// chess.com writes `) ` before its ` .. `).
#[derive(Copy, Clone)]
struct Cursor {
    round: usize,
    last: Option<Seat>,
    lead: &'static str,
    gap: &'static str,
    first: Seat,
}

impl Cursor {
    fn write(&mut self, out: &mut String, seat: Seat, text: &str) {
        let order = |s: Seat| (s.index() + 4 - self.first.index()) % 4;
        if self.last == Some(seat) {
            // Chaturanga: the roll and the actions of one turn stay together.
            out.push_str(&format!("{} {text}", self.gap));
        } else if self.last.is_none_or(|l| order(seat) <= order(l)) {
            self.round += 1;
            out.push_str(&format!("{}{}. {text}", self.lead, self.round));
        } else {
            out.push_str(&format!("{} .. {text}", self.gap));
        }
        self.last = Some(seat);
        self.lead = "\n";
        self.gap = "";
    }
}
