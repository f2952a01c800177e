//! The rule sets, each in its own module: what it knows (names, board, colour letters)
//! and how it differs (who attacks whom, passes, pawns, scoring, endings). The rest of
//! the crate asks through [`RuleSet`]; the one `match` on the variant is [`dispatch!`].
//!
//!   verney       Verney's four-handed chess (1881)
//!   vierschach   what chess.com's two modes share (en passant, castling, double steps)
//!   teams        chess.com Teams
//!   ffa          chess.com Free-for-all: points, eliminations
//!   chaturanga   Partnership Chaturanga with dice

pub mod chaturanga;
mod ffa;
mod teams;
mod verney;
mod vierschach;

use crate::geometry::{Shape, Square};
use crate::movegen::MoveList;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;
use crate::seat::Seat;

pub(crate) use ffa::capture_points;

/// A rule set. Behaviour that differs between them lives in their modules (below).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Variant {
    /// Verney's four-handed chess (1881), with the London club's house rules as options.
    Verney,
    /// chess.com 4 Player Chess, Teams.
    Teams,
    /// chess.com 4 Player Chess, Free-for-all.
    FreeForAll,
    /// Partnership Chaturanga with dice on 8x8.
    Chaturanga,
}

/// The rule-set types behind [`Variant`]: one zero-sized type per rule set.
pub(crate) struct Verney;
pub(crate) struct Teams;
pub(crate) struct FreeForAll;
pub(crate) struct Chaturanga;

/// Runs `$body` with `$R` standing for the rule set of `$variant` (static dispatch: a
/// `match` on a small enum, as cheap as the comparisons it replaces).
macro_rules! dispatch {
    ($variant:expr, $R:ident => $body:expr) => {
        match $variant {
            $crate::variant::Variant::Verney => {
                type $R = $crate::variant::Verney;
                $body
            }
            $crate::variant::Variant::Teams => {
                type $R = $crate::variant::Teams;
                $body
            }
            $crate::variant::Variant::FreeForAll => {
                type $R = $crate::variant::FreeForAll;
                $body
            }
            $crate::variant::Variant::Chaturanga => {
                type $R = $crate::variant::Chaturanga;
                $body
            }
        }
    };
}
pub(crate) use dispatch;

/// What a rule set is and how it differs. Defaults are the common case; a rule set
/// overrides what it changes.
pub(crate) trait RuleSet {
    // ----- what it is -----
    /// The name used in URLs, the wasm API and the CLI.
    const ID: &'static str;
    /// The value of the PGN4 `Variant` tag.
    const PGN_NAME: &'static str;
    /// The armies' names, by seat (South, West, North, East).
    const SEAT_NAMES: [&'static str; 4];
    /// The colour letters of FEN4, by seat.
    const SEAT_LETTERS: [char; 4];
    /// The board.
    const SHAPE: Shape = Shape::Cross;
    /// Whether partners sit opposite and win or lose together.
    const TEAM_GAME: bool = true;

    // ----- who attacks and captures whom -----
    /// Seats (bits) whose pieces may attack `victim`'s king, before those out of the game
    /// are left out: by default the other team.
    #[inline]
    fn attacker_candidates(victim: Seat) -> u8 {
        victim.team().other().mask()
    }
    /// Attacker-mask bits for pieces only this rule set has (turned pawns, boats).
    const UNUSUAL_ATTACKERS: u8 = 0;
    /// Owners (bits 0..5, bit 4 = grey) whose pieces `mover` may capture.
    fn capture_mask(pos: &Position, mover: Seat) -> u8;
    /// Owners whose king `mover` may capture.
    #[inline]
    fn king_capture_mask(pos: &Position, mover: Seat) -> u8 {
        Self::capture_mask(pos, mover)
    }
    /// Whether a king can be in check at all (Chaturanga's kings are simply taken).
    const HAS_CHECK: bool = true;

    // ----- moves -----
    /// The legal moves of the player to move, written into `list` (emptied already).
    fn legal_moves_into(pos: &Position, list: &mut MoveList) {
        pos.standard_moves_into(list);
    }
    /// Whether the search may take pseudo-legal moves and test them one by one.
    const PSEUDO_LEGAL_SEARCH: bool = true;
    /// Whether a player without a move passes rather than end the game.
    const PASSES_WHEN_STUCK: bool = false;
    /// Verney: a move may not leave the partner's king newly in check.
    const PARTNER_SAFETY: bool = false;
    /// Teams: taking a king wins at once, whatever it leaves behind.
    const KING_CAPTURE_ALWAYS_LEGAL: bool = false;
    /// Whether a pawn on its own pawn line may step two squares.
    fn double_step(_rules: &Rules) -> bool {
        false
    }
    /// Verney: a pawn leaps over its partner's pawn.
    const PARTNER_LEAP: bool = false;
    /// Whether a double step opens an en passant chance.
    const EN_PASSANT: bool = false;
    /// Adds a pawn move, split into its promotions where it reaches a promotion square.
    fn push_pawn_move(pos: &Position, seat: Seat, mv: Move, list: &mut MoveList);

    // ----- playing -----
    /// Plays a legal move.
    fn play(pos: &mut Position, mv: &Move) {
        pos.standard_play(mv);
    }
    /// What a pass does besides passing the turn.
    fn after_pass(_pos: &mut Position, _mover: Seat) {}
    /// Whether moves score points (Free-for-all).
    const SCORES_POINTS: bool = false;
    /// The piece a pawn becomes on arriving at `to` (Verney's pawns turn round).
    #[inline]
    fn arriving_pawn(_pos: &Position, _mover: Seat, _to: Square, pawn: Piece) -> Piece {
        pawn
    }
    /// After a move or pass, before the turn passes on.
    fn before_next_turn(_pos: &mut Position, _mover: Seat) {}

    // ----- endings -----
    /// Endings that do not depend on the mover's moves.
    fn end_by_rule(pos: &Position) -> Option<Outcome>;
    /// The end when the player to move has no legal move; `None`: the game goes on.
    fn stuck_outcome(_pos: &Position, _seat: Seat) -> Option<Outcome> {
        None
    }
    /// Whether a player with no move can end the game (Chaturanga: only by rule).
    const ENDS_WHEN_STUCK: bool = true;
    /// Whether a position's third repetition draws.
    const REPETITION_DRAWS: bool = true;

    // ----- what a position may hold (FEN4) -----
    /// Whether every army in the game must have its king (Teams plays on after a king
    /// is taken only to end there; Chaturanga's kings may be captured).
    const KINGS_REQUIRED: bool = true;
    /// Verney: armies may lie inert.
    const INERT_ARMIES: bool = false;
    /// Whether castling rights stand (chess.com's games).
    const CASTLING: bool = false;
    /// Chaturanga: dice, reserves and the other counters of the turn.
    const USES_DICE: bool = false;

    // ----- what the search may take for granted -----
    /// Whether a plain move (no capture, promotion or special kind) changes only its two
    /// squares: nothing else happens after it in this rule set.
    fn plain_move_is_local(_pos: &Position, _mv: &Move) -> bool {
        false
    }
}

impl Variant {
    /// Every rule set.
    pub const ALL: [Variant; 4] = [Variant::Verney, Variant::Teams, Variant::FreeForAll, Variant::Chaturanga];

    /// The name used in URLs, the wasm API and the CLI.
    pub fn id(self) -> &'static str {
        dispatch!(self, R => R::ID)
    }

    /// Parses an id (`verney`, `teams`, `ffa`, `chaturanga`) or a PGN4 `Variant` tag value.
    pub fn parse(text: &str) -> Option<Variant> {
        match text.trim().to_ascii_lowercase().as_str() {
            "verney" => Some(Variant::Verney),
            "teams" | "team" => Some(Variant::Teams),
            "ffa" | "free-for-all" | "freeforall" | "solo" => Some(Variant::FreeForAll),
            "chaturanga" | "partnership chaturanga" => Some(Variant::Chaturanga),
            _ => None,
        }
    }

    /// The value of the PGN4 `Variant` tag.
    pub fn pgn_name(self) -> &'static str {
        dispatch!(self, R => R::PGN_NAME)
    }

    /// The board the variant is played on.
    pub fn shape(self) -> Shape {
        dispatch!(self, R => R::SHAPE)
    }

    /// The armies' names, by seat (South, West, North, East).
    pub fn seat_names(self) -> [&'static str; 4] {
        dispatch!(self, R => R::SEAT_NAMES)
    }

    /// The colour letters of FEN4, by seat.
    pub fn seat_letters(self) -> [char; 4] {
        dispatch!(self, R => R::SEAT_LETTERS)
    }

    /// Whether partners sit opposite and win or lose together.
    pub fn is_team_game(self) -> bool {
        dispatch!(self, R => R::TEAM_GAME)
    }

    /// Whether moves score points (Free-for-all).
    pub fn scores_points(self) -> bool {
        dispatch!(self, R => R::SCORES_POINTS)
    }

    /// Whether the game is played with dice (Chaturanga: no premoves either).
    pub fn uses_dice(self) -> bool {
        dispatch!(self, R => R::USES_DICE)
    }

    /// Whether taking a king ends the game at once (Teams), whatever the move leaves behind.
    #[inline]
    pub fn king_capture_wins(self) -> bool {
        dispatch!(self, R => R::KING_CAPTURE_ALWAYS_LEGAL)
    }
}
