//! PGN4, chess.com's game format: tags, then rounds `1. m1 .. m2 .. m3 .. m4`, with
//! comments `{...}`, variations `(...)` (skipped: only the main line is the game), and
//! turn tokens `#`, `S`, `R`, `T` alone or attached to a move.

use core::fmt;

use crate::fen4::Fen4Error;
use crate::game::{Game, PlayError};
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

/// A parsed PGN4 record (not yet replayed).
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Pgn4 {
    /// Tags in the order written.
    pub tags: Vec<(String, String)>,
    /// The main line.
    pub tokens: Vec<Pgn4Token>,
    /// A comment before the first move (an introduction to the game).
    pub intro: Option<String>,
}

/// Longest text accepted: far beyond any real game.
const MAX_LEN: usize = 2_000_000;

impl Pgn4 {
    /// Reads tags and the main line.
    pub fn parse(text: &str) -> Result<Pgn4, Pgn4Error> {
        if text.len() > MAX_LEN {
            return Err(Pgn4Error { line: 1, token: String::new(), reason: Pgn4Reason::TooLong });
        }
        let mut pgn = Pgn4::default();
        let mut lexer = Lexer { chars: text.chars().collect(), pos: 0, line: 1 };
        let mut depth = 0usize;
        while let Some(item) = lexer.next_item()? {
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
                Item::Open => depth += 1,
                Item::Close(line) => {
                    depth = depth.checked_sub(1).ok_or(Pgn4Error {
                        line,
                        token: ")".into(),
                        reason: Pgn4Reason::CloseWithoutOpen,
                    })?;
                }
                Item::Word(word, line) => {
                    if depth > 0 || is_move_number(&word) || word == ".." || is_result(&word) {
                        continue;
                    }
                    pgn.tokens.push(Pgn4Token { text: word, line, comment: None });
                }
            }
        }
        if depth > 0 {
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
    /// ends a Teams game, goes to the move before it).
    pub fn replay_annotated(&self, check_marks: bool) -> Result<(Game, Vec<Option<String>>), Pgn4Error> {
        let mut game = Game::from_position(self.start_position()?);
        game.set_tags(self.tags.iter().filter(|(n, _)| !OWN_TAGS.contains(&n.as_str())).cloned().collect());
        game.set_intro(self.intro.clone());
        let mut comments: Vec<Option<String>> = Vec::new();
        for token in &self.tokens {
            game.play_token(&token.text, check_marks).map_err(|e| Pgn4Error {
                line: token.line,
                token: token.text.clone(),
                reason: Pgn4Reason::Play(e),
            })?;
            comments.resize(game.moves().len(), None);
            if let (Some(comment), Some(last)) = (&token.comment, comments.last_mut()) {
                *last = Some(comment.clone());
                game.comment_last(comment.clone());
            }
        }
        Ok((game, comments))
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
    Open,
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
            '(' => Ok(Some(Item::Open)),
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

    /// The game's whole record: its moves with the tags, introduction and comments it keeps
    /// ([`Game::notes`]).
    pub fn to_pgn4_recorded(&self) -> String {
        let n = self.notes();
        self.to_pgn4_annotated(&n.tags, n.intro.as_deref(), &n.comments)
    }

    /// [`Game::to_pgn4`] with `intro` before the first move and a comment after move `i`
    /// where `comments[i]` holds one (braces in a comment are dropped: they would end it early).
    pub fn to_pgn4_annotated(
        &self,
        tags: &[(String, String)],
        intro: Option<&str>,
        comments: &[Option<String>],
    ) -> String {
        let braced = |c: &str| format!("{{ {} }}", c.replace(['{', '}'], ""));
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
        let mut texts: Vec<(Seat, String)> = self
            .moves()
            .iter()
            .enumerate()
            .map(|(i, m)| match comments.get(i).and_then(Option::as_deref) {
                Some(c) => (m.seat, format!("{} {}", m.text, braced(c))),
                None => (m.seat, m.text.clone()),
            })
            .collect();
        if outcome.is_some_and(|o| o.reason == Reason::Checkmate) {
            texts.push((self.position().to_move(), "#".to_string()));
        }
        let order = |s: Seat| (s.index() + 4 - rules.first_player.index()) % 4;
        let mut round = 0;
        let mut last: Option<Seat> = None;
        for (seat, text) in texts {
            if last == Some(seat) {
                // Chaturanga: the roll and the actions of one turn stay together.
                out.push_str(&format!(" {text}"));
            } else if last.is_none_or(|l| order(seat) <= order(l)) {
                round += 1;
                if round > 1 {
                    out.push('\n');
                }
                out.push_str(&format!("{round}. {text}"));
            } else {
                out.push_str(&format!(" .. {text}"));
            }
            last = Some(seat);
        }
        out.push('\n');
        out
    }
}
