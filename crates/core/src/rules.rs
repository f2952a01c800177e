//! The rule sets: the one list of them ([`Variant`]), each one's fixed facts in one
//! table ([`RuleFacts`]), and their house rules: the small `Rules` value every position
//! carries. How a rule set plays (what differs beyond these facts) is in `variant/`.

use crate::attack;
use crate::geometry::Shape;
use crate::piece::Kind;
use crate::seat::Seat;

/// A rule set: the one list of them. Its facts are in [`RuleFacts`], its behaviour in
/// its module under `variant/`.
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

/// What a rule set is, fixed for every game of it: one table per rule set
/// ([`VERNEY`], [`TEAMS`], [`FREE_FOR_ALL`], [`CHATURANGA`]), read by the position, the
/// move generator, FEN4 and PGN4 alike.
#[derive(Debug)]
pub(crate) struct RuleFacts {
    /// The name used in URLs, the wasm API and the CLI.
    pub(crate) id: &'static str,
    /// Other names [`Variant::parse`] accepts (lower case), the PGN4 tag's among them.
    pub(crate) aliases: &'static [&'static str],
    /// The value of the PGN4 `Variant` tag.
    pub(crate) pgn_name: &'static str,
    /// The page of `rules-text/` that tells players the rules (English; `.de.md` beside it).
    #[allow(dead_code)] // read by the test that each rule set's module cites it
    pub(crate) rules_text: &'static str,
    /// The board.
    pub(crate) shape: Shape,
    /// The start setups this rule set chooses among.
    pub(crate) starts: Starts,
    /// The house rules of a game created here.
    pub(crate) house: HouseRules,
    /// The armies' names, by seat (South, West, North, East).
    pub(crate) seat_names: [&'static str; 4],
    /// The colour letters of FEN4, by seat.
    pub(crate) seat_letters: [char; 4],
    /// Whether partners sit opposite and win or lose together.
    pub(crate) team_game: bool,
    /// Chaturanga: `B` is a boat (an alfil), and there is no queen.
    pub(crate) boats: bool,
    /// Whose pieces a mover may take. Whose pieces attack a king follows from
    /// `team_game`: the other team's, or everyone else's (of those still in the game).
    pub(crate) captures: Captures,
    /// Attacker-mask bits for pieces only this rule set has (turned pawns, boats).
    pub(crate) unusual_attackers: u8,
    /// Whether a king can be in check at all (Chaturanga's kings are simply taken).
    pub(crate) has_check: bool,
    /// Teams: taking a king wins at once, whatever it leaves behind.
    pub(crate) king_capture_wins: bool,
    /// Verney: a move may not leave the partner's king newly in check.
    pub(crate) partner_safety: bool,
    /// How pawns move and promote.
    pub(crate) pawns: PawnRules,
    /// Whether castling rights stand (chess.com's games).
    pub(crate) castling: bool,
    /// Whether the search may take pseudo-legal moves and test them one by one.
    pub(crate) pseudo_legal_search: bool,
    /// Whether a player without a move passes rather than end the game.
    pub(crate) passes_when_stuck: bool,
    /// Whether a player with no move can end the game (Chaturanga: only by rule).
    pub(crate) ends_when_stuck: bool,
    /// Whether a position's third repetition draws.
    pub(crate) repetition_draws: bool,
    /// Whether moves score points (Free-for-all).
    pub(crate) scores_points: bool,
    /// Whether every army in the game must have its king (Teams plays on after a king
    /// is taken only to end there; Chaturanga's kings may be captured).
    pub(crate) kings_required: bool,
    /// Verney: armies may lie inert.
    pub(crate) inert_armies: bool,
    /// Chaturanga: dice, reserves and the other counters of the turn.
    pub(crate) uses_dice: bool,
}

/// Whose pieces a mover may take (read by the position's capture masks).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Captures {
    /// Verney: pieces of the other team's armies in play (an inert army's stand
    /// untouchable); kings are mated, never taken.
    EnemiesInPlay,
    /// Teams: the other team's pieces, kings included.
    Enemies,
    /// Free-for-all: the pieces of every other army in play, kings included, and grey pieces.
    OthersInPlayAndGrey,
    /// Chaturanga: any piece but one's own, partners' too; kings only the other team's.
    AllButOwn,
}

/// The start setups of a rule set (see `start.rs`).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Starts {
    /// Verney's array, or the London club's (a house rule).
    Verney,
    /// chess.com's arrays ([`Array`]).
    ChessCom,
    /// Chaturanga's corner armies in one of 24 orders.
    Corners,
}

/// How a rule set's pawns move and promote: a value the move generator reads.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) struct PawnRules {
    /// Whether a pawn on its own pawn line may step two squares (Verney: a house rule).
    pub(crate) double_step: bool,
    /// Whether a double step opens an en passant chance.
    pub(crate) en_passant: bool,
    /// Verney: a pawn leaps over its partner's pawn onto an empty square beyond.
    pub(crate) partner_leap: bool,
    /// Where a pawn promotes.
    pub(crate) promotion_rank: PromotionRank,
    /// What a pawn promotes to.
    pub(crate) promotes_to: PromotesTo,
}

/// Where a pawn promotes.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum PromotionRank {
    /// On this rank of its own (0-based from its back line).
    Own(u8),
    /// Verney: on the back line of either enemy.
    EnemyBackLine,
}

/// What a pawn promotes to.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum PromotesTo {
    /// A queen, rook, bishop or knight of the player's choice.
    Choice,
    /// A queen.
    Queen,
    /// Free-for-all: a queen worth one point when taken.
    OnePointQueen,
    /// Chaturanga: a kind the army has lost (its reserve); with none the pawn waits.
    Reserve,
}

/// What chess.com's two modes share: Red, Blue, Yellow and Green, double steps with
/// en passant, castling.
const CHESS_COM_SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];
const CHESS_COM_SEAT_LETTERS: [char; 4] = ['r', 'b', 'y', 'g'];

/// Verney's four-handed chess (1881); behaviour in `variant/verney.rs`.
pub(crate) const VERNEY: RuleFacts = RuleFacts {
    id: "verney",
    aliases: &[],
    pgn_name: "Verney",
    rules_text: "rules-text/verney.en.md",
    shape: Shape::Cross,
    starts: Starts::Verney,
    house: HouseRules::Verney(VerneyRules { club_setup: false, double_step: false }),
    seat_names: ["Yellow", "Red", "White", "Black"],
    seat_letters: ['y', 'r', 'w', 'b'],
    team_game: true,
    boats: false,
    captures: Captures::EnemiesInPlay,
    unusual_attackers: attack::TURNED_MAY_ATTACK,
    has_check: true,
    king_capture_wins: false,
    partner_safety: true,
    pawns: PawnRules {
        double_step: false,
        en_passant: false,
        partner_leap: true,
        promotion_rank: PromotionRank::EnemyBackLine,
        promotes_to: PromotesTo::Queen,
    },
    castling: false,
    pseudo_legal_search: true,
    passes_when_stuck: true,
    ends_when_stuck: true,
    repetition_draws: true,
    scores_points: false,
    kings_required: true,
    inert_armies: true,
    uses_dice: false,
};

/// chess.com 4 Player Chess, Teams; behaviour in `variant/teams.rs`.
pub(crate) const TEAMS: RuleFacts = RuleFacts {
    id: "teams",
    aliases: &["team"],
    pgn_name: "Teams",
    rules_text: "rules-text/teams.en.md",
    shape: Shape::Cross,
    starts: Starts::ChessCom,
    house: HouseRules::Teams(TeamsRules { array: Array::Modern }),
    seat_names: CHESS_COM_SEAT_NAMES,
    seat_letters: CHESS_COM_SEAT_LETTERS,
    team_game: true,
    boats: false,
    captures: Captures::Enemies,
    unusual_attackers: 0,
    has_check: true,
    king_capture_wins: true,
    partner_safety: false,
    pawns: PawnRules {
        double_step: true,
        en_passant: true,
        partner_leap: false,
        promotion_rank: PromotionRank::Own(10),
        promotes_to: PromotesTo::Choice,
    },
    castling: true,
    pseudo_legal_search: true,
    passes_when_stuck: false,
    ends_when_stuck: true,
    repetition_draws: true,
    scores_points: false,
    kings_required: false,
    inert_armies: false,
    uses_dice: false,
};

/// chess.com 4 Player Chess, Free-for-all; behaviour in `variant/ffa.rs`.
pub(crate) const FREE_FOR_ALL: RuleFacts = RuleFacts {
    id: "ffa",
    aliases: &["free-for-all", "freeforall", "solo"],
    pgn_name: "FFA",
    rules_text: "rules-text/ffa.en.md",
    shape: Shape::Cross,
    starts: Starts::ChessCom,
    house: HouseRules::FreeForAll(FfaRules::DEFAULT),
    seat_names: CHESS_COM_SEAT_NAMES,
    seat_letters: CHESS_COM_SEAT_LETTERS,
    team_game: false,
    boats: false,
    captures: Captures::OthersInPlayAndGrey,
    unusual_attackers: 0,
    has_check: true,
    king_capture_wins: false,
    partner_safety: false,
    pawns: PawnRules {
        double_step: true,
        en_passant: true,
        partner_leap: false,
        promotion_rank: PromotionRank::Own(7),
        promotes_to: PromotesTo::OnePointQueen,
    },
    castling: true,
    pseudo_legal_search: true,
    passes_when_stuck: true,
    ends_when_stuck: true,
    repetition_draws: true,
    scores_points: true,
    kings_required: true,
    inert_armies: false,
    uses_dice: false,
};

/// Partnership Chaturanga; behaviour in `variant/chaturanga.rs`.
pub(crate) const CHATURANGA: RuleFacts = RuleFacts {
    id: "chaturanga",
    aliases: &["partnership chaturanga"],
    pgn_name: "Chaturanga",
    rules_text: "rules-text/chaturanga.en.md",
    shape: Shape::Eight,
    starts: Starts::Corners,
    house: HouseRules::Chaturanga(ChaturangaRules::DEFAULT),
    seat_names: ["White", "Red", "Black", "Green"],
    // The armies are White, Red, Black, Green, but FEN4 keeps chess.com's letters by
    // seat (spec: partnership-chaturanga.md).
    seat_letters: CHESS_COM_SEAT_LETTERS,
    team_game: true,
    boats: true,
    captures: Captures::AllButOwn,
    unusual_attackers: attack::BOATS_MAY_ATTACK,
    has_check: false,
    king_capture_wins: false,
    partner_safety: false,
    pawns: PawnRules {
        double_step: false,
        en_passant: false,
        partner_leap: false,
        promotion_rank: PromotionRank::Own(7),
        promotes_to: PromotesTo::Reserve,
    },
    castling: false,
    pseudo_legal_search: false,
    passes_when_stuck: false,
    ends_when_stuck: false,
    repetition_draws: false,
    scores_points: false,
    kings_required: false,
    inert_armies: false,
    uses_dice: true,
};

/// The rule-set types, one per [`Variant`]: each has its table here ([`Facts`]) and its
/// behaviour in its file under `variant/` (`RuleSet`).
pub(crate) struct Verney;
pub(crate) struct Teams;
pub(crate) struct FreeForAll;
pub(crate) struct Chaturanga;

/// A rule set's table, by its type.
pub(crate) trait Facts {
    const FACTS: RuleFacts;
}

impl Facts for Verney {
    const FACTS: RuleFacts = VERNEY;
}
impl Facts for Teams {
    const FACTS: RuleFacts = TEAMS;
}
impl Facts for FreeForAll {
    const FACTS: RuleFacts = FREE_FOR_ALL;
}
impl Facts for Chaturanga {
    const FACTS: RuleFacts = CHATURANGA;
}

/// Runs `$body` with `$R` standing for the rule-set type of `$variant`: the one `match`
/// from the list to the rule sets (static dispatch: a `match` on a small enum, as cheap
/// as the comparisons it replaces).
macro_rules! dispatch {
    ($variant:expr, $R:ident => $body:expr) => {
        match $variant {
            $crate::rules::Variant::Verney => {
                type $R = $crate::rules::Verney;
                $body
            }
            $crate::rules::Variant::Teams => {
                type $R = $crate::rules::Teams;
                $body
            }
            $crate::rules::Variant::FreeForAll => {
                type $R = $crate::rules::FreeForAll;
                $body
            }
            $crate::rules::Variant::Chaturanga => {
                type $R = $crate::rules::Chaturanga;
                $body
            }
        }
    };
}
pub(crate) use dispatch;

/// One field of a rule set's table: each arm of the `match` a constant, as cheap as a
/// comparison (a read through [`Variant::facts`] is a load from memory, about 4% more
/// instructions in perft when the move generator asks per move and per pawn).
macro_rules! fact {
    ($variant:expr, $($field:ident).+) => {
        $crate::rules::dispatch!($variant, R => <R as $crate::rules::Facts>::FACTS.$($field).+)
    };
}
pub(crate) use fact;

impl Variant {
    /// Every rule set.
    pub const ALL: [Variant; 4] = [Variant::Verney, Variant::Teams, Variant::FreeForAll, Variant::Chaturanga];

    /// The rule set's fixed facts (hot paths read a field with [`fact!`]).
    #[inline]
    pub(crate) fn facts(self) -> &'static RuleFacts {
        dispatch!(self, R => &R::FACTS)
    }

    /// The name used in URLs, the wasm API and the CLI.
    pub fn id(self) -> &'static str {
        self.facts().id
    }

    /// Parses an id (`verney`, `teams`, `ffa`, `chaturanga`), another name of one
    /// (`free-for-all`, ...) or a PGN4 `Variant` tag value.
    pub fn parse(text: &str) -> Option<Variant> {
        let text = text.trim().to_ascii_lowercase();
        Variant::ALL.into_iter().find(|v| {
            let f = v.facts();
            f.id == text || f.pgn_name.eq_ignore_ascii_case(&text) || f.aliases.contains(&text.as_str())
        })
    }

    /// The value of the PGN4 `Variant` tag.
    pub fn pgn_name(self) -> &'static str {
        self.facts().pgn_name
    }

    /// The board the variant is played on.
    pub fn shape(self) -> Shape {
        fact!(self, shape)
    }

    /// The armies' names, by seat (South, West, North, East).
    pub fn seat_names(self) -> [&'static str; 4] {
        self.facts().seat_names
    }

    /// The colour letters of FEN4, by seat.
    pub fn seat_letters(self) -> [char; 4] {
        self.facts().seat_letters
    }

    /// Whether partners sit opposite and win or lose together.
    pub fn is_team_game(self) -> bool {
        fact!(self, team_game)
    }

    /// Whether moves score points (Free-for-all).
    pub fn scores_points(self) -> bool {
        self.facts().scores_points
    }

    /// Whether the game is played with dice (Chaturanga: no premoves either).
    pub fn uses_dice(self) -> bool {
        self.facts().uses_dice
    }

    /// Whether taking a king ends the game at once (Teams), whatever the move leaves behind.
    #[inline]
    pub fn king_capture_wins(self) -> bool {
        fact!(self, king_capture_wins)
    }
}

impl Kind {
    /// The kind of an upper-case letter in a rule set (`B` is a boat in Chaturanga).
    pub fn from_letter_in(variant: Variant, letter: char) -> Option<Kind> {
        match (variant.facts().boats, letter) {
            (true, 'B') => Some(Kind::Boat),
            (true, 'Q') => None,
            _ => Kind::from_letter(letter),
        }
    }
}

/// The starting array of a Vierschach game: chess.com's presets, named in PGN4 by the
/// `StartFen4` codes. They differ only in which armies have king and queen swapped
/// against the modern array (kings Red h1, Blue a7, Yellow g14, Green n8).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Array {
    /// chess.com's default since 2022 (`4PC`): every queen left of its king.
    #[default]
    Modern,
    /// The older array (`4PCo`): Blue's and Green's king and queen swapped.
    Classic,
    /// `4PCb`: Yellow's and Green's king and queen swapped.
    YellowGreen,
    /// `4PCn`: Yellow's king and queen swapped.
    Yellow,
    /// `4PCrg`: Red's and Blue's king and queen swapped.
    RedBlue,
}

impl Array {
    /// Every array, the default first.
    pub const ALL: [Array; 5] = [Array::Modern, Array::Classic, Array::YellowGreen, Array::Yellow, Array::RedBlue];

    /// chess.com's `StartFen4` code.
    pub fn code(self) -> &'static str {
        match self {
            Array::Modern => "4PC",
            Array::Classic => "4PCo",
            Array::YellowGreen => "4PCb",
            Array::Yellow => "4PCn",
            Array::RedBlue => "4PCrg",
        }
    }

    /// The array of a `StartFen4` code (case as chess.com writes it, or any case).
    pub fn from_code(code: &str) -> Option<Array> {
        Array::ALL.into_iter().find(|a| a.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The name the page's options use: `modern`, `classic`, or the code.
    pub fn id(self) -> &'static str {
        match self {
            Array::Modern => "modern",
            Array::Classic => "classic",
            other => other.code(),
        }
    }

    /// The array of an option name ([`Array::id`]) or a code.
    pub fn parse(name: &str) -> Option<Array> {
        Array::ALL.into_iter().find(|a| a.id().eq_ignore_ascii_case(name.trim())).or_else(|| Array::from_code(name))
    }

    /// Which seats (South, West, North, East) have king and queen swapped against the
    /// modern array.
    pub fn swapped(self) -> [bool; 4] {
        match self {
            Array::Modern => [false; 4],
            Array::Classic => [false, true, false, true],
            Array::YellowGreen => [false, false, true, true],
            Array::Yellow => [false, false, true, false],
            Array::RedBlue => [true, true, false, false],
        }
    }
}

/// A rule set with its house rules: a small value carried by every position.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Rules {
    /// The seat that moves first.
    pub first_player: Seat,
    /// The game ends after this many moves (plies) in all.
    pub move_limit: Option<u32>,
    /// The rule set, with the house rules that belong to it.
    pub house: HouseRules,
}

/// The rule set and its own house rules: each rule set's options are its own type.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum HouseRules {
    /// Verney's four-handed chess.
    Verney(VerneyRules),
    /// chess.com Teams.
    Teams(TeamsRules),
    /// chess.com Free-for-all.
    FreeForAll(FfaRules),
    /// Partnership Chaturanga.
    Chaturanga(ChaturangaRules),
}

/// Verney's house rules (the London club's).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct VerneyRules {
    /// All four queens left of their kings (the London club's array).
    pub club_setup: bool,
    /// A pawn on its own pawn line may step two squares forward.
    pub double_step: bool,
}

/// chess.com Teams' options.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamsRules {
    /// The starting array.
    pub array: Array,
}

/// chess.com Free-for-all's options.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct FfaRules {
    /// The starting array.
    pub array: Array,
    /// The game ends when two remain and one leads by 21 points.
    pub end_on_lead: bool,
    /// A resigned player's king keeps walking (chess.com records).
    pub dead_king_walking: bool,
}

impl FfaRules {
    const DEFAULT: FfaRules = FfaRules { array: Array::Modern, end_on_lead: true, dead_king_walking: false };
}

impl Default for FfaRules {
    /// As a game created here starts: "end on lead" on.
    fn default() -> FfaRules {
        FfaRules::DEFAULT
    }
}

/// Partnership Chaturanga's options.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ChaturangaRules {
    /// Roll three dice and discard one.
    pub three_dice: bool,
    /// Which of the 24 orders of the back pieces (1 = the usual array).
    pub setup: u8,
}

impl ChaturangaRules {
    const DEFAULT: ChaturangaRules = ChaturangaRules { three_dice: false, setup: 1 };
}

impl Default for ChaturangaRules {
    fn default() -> ChaturangaRules {
        ChaturangaRules::DEFAULT
    }
}

impl Rules {
    /// The default rules of a variant, as a game created here starts.
    pub fn new(variant: Variant) -> Rules {
        Rules::with(variant.facts().house)
    }

    /// Rules with these house rules, the first seat first and no move limit.
    pub fn with(house: HouseRules) -> Rules {
        Rules { first_player: Seat::SOUTH, move_limit: None, house }
    }

    /// The rule set.
    #[inline]
    pub fn variant(&self) -> Variant {
        match self.house {
            HouseRules::Verney(_) => Variant::Verney,
            HouseRules::Teams(_) => Variant::Teams,
            HouseRules::FreeForAll(_) => Variant::FreeForAll,
            HouseRules::Chaturanga(_) => Variant::Chaturanga,
        }
    }

    /// How pawns move and promote: the rule set's pawn rules with Verney's double step
    /// as the house rule sets it.
    #[inline]
    pub(crate) fn pawn_rules(&self) -> PawnRules {
        let mut pawns = fact!(self.variant(), pawns);
        if let HouseRules::Verney(v) = self.house {
            pawns.double_step = v.double_step;
        }
        pawns
    }

    /// Verney's house rules (none set in the other rule sets).
    pub fn verney(&self) -> VerneyRules {
        match self.house {
            HouseRules::Verney(v) => v,
            _ => VerneyRules::default(),
        }
    }

    /// The starting array of chess.com's games (the modern one elsewhere).
    pub fn array(&self) -> Array {
        match self.house {
            HouseRules::Teams(t) => t.array,
            HouseRules::FreeForAll(f) => f.array,
            _ => Array::Modern,
        }
    }

    /// Sets the starting array; `false` where the rule set has none.
    pub fn set_array(&mut self, array: Array) -> bool {
        match &mut self.house {
            HouseRules::Teams(t) => t.array = array,
            HouseRules::FreeForAll(f) => f.array = array,
            _ => return false,
        }
        true
    }

    /// Free-for-all's options (`None` in the other rule sets).
    pub fn ffa(&self) -> Option<FfaRules> {
        match self.house {
            HouseRules::FreeForAll(f) => Some(f),
            _ => None,
        }
    }

    /// Verney's house rules to change (`None` in the other rule sets).
    pub fn verney_mut(&mut self) -> Option<&mut VerneyRules> {
        match &mut self.house {
            HouseRules::Verney(v) => Some(v),
            _ => None,
        }
    }

    /// Free-for-all's options to change (`None` in the other rule sets).
    pub fn ffa_mut(&mut self) -> Option<&mut FfaRules> {
        match &mut self.house {
            HouseRules::FreeForAll(f) => Some(f),
            _ => None,
        }
    }

    /// Chaturanga's options to change (`None` in the other rule sets).
    pub fn chaturanga_mut(&mut self) -> Option<&mut ChaturangaRules> {
        match &mut self.house {
            HouseRules::Chaturanga(c) => Some(c),
            _ => None,
        }
    }

    /// Chaturanga's options (the defaults in the other rule sets).
    pub fn chaturanga(&self) -> ChaturangaRules {
        match self.house {
            HouseRules::Chaturanga(c) => c,
            _ => ChaturangaRules::default(),
        }
    }

    /// Applies the house rules named in a PGN4 `RuleVariants` tag; unknown tokens (and
    /// those of other rule sets) are returned so a reader can keep going (chess.com has
    /// many we need not model).
    pub fn apply_tokens<'a>(&mut self, tokens: &'a str) -> Vec<&'a str> {
        let mut unknown = Vec::new();
        for token in tokens.split_whitespace() {
            let setup = token.strip_prefix("Setup").and_then(|n| n.parse::<u8>().ok()).filter(|n| (1..=24).contains(n));
            match (&mut self.house, token) {
                (HouseRules::Verney(v), "ClubSetup") => v.club_setup = true,
                (HouseRules::Verney(v), "DoubleStep") => v.double_step = true,
                (HouseRules::FreeForAll(f), "EndOnLead") => f.end_on_lead = true,
                (HouseRules::FreeForAll(f), "DeadKingWalking") => f.dead_king_walking = true,
                (HouseRules::Chaturanga(c), "ThreeDice") => c.three_dice = true,
                (HouseRules::Chaturanga(c), _) if setup.is_some() => c.setup = setup.unwrap_or(1),
                (_, "EnPassant") => {}
                (_, other) => unknown.push(other),
            }
        }
        unknown
    }

    /// The `RuleVariants` tokens of these rules (empty when none apply).
    pub fn tokens(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        match self.house {
            HouseRules::Verney(v) => {
                if v.club_setup {
                    out.push("ClubSetup".into());
                }
                if v.double_step {
                    out.push("DoubleStep".into());
                }
            }
            HouseRules::Teams(_) => out.push("EnPassant".into()),
            HouseRules::FreeForAll(f) => {
                out.push("EnPassant".into());
                if f.end_on_lead {
                    out.push("EndOnLead".into());
                }
                if f.dead_king_walking {
                    out.push("DeadKingWalking".into());
                }
            }
            HouseRules::Chaturanga(c) => {
                if c.three_dice {
                    out.push("ThreeDice".into());
                }
                if c.setup != 1 {
                    out.push(format!("Setup{}", c.setup));
                }
            }
        }
        out.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables line up with the list, their names read back, and each rule set's
    /// file cites its page of `rules-text/`, which exists.
    #[test]
    fn each_rule_set_has_one_table_and_its_page() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        for variant in Variant::ALL {
            let facts = variant.facts();
            assert_eq!(Rules::new(variant).variant(), variant);
            assert_eq!(Variant::parse(facts.id), Some(variant));
            assert_eq!(Variant::parse(facts.pgn_name), Some(variant));
            for alias in facts.aliases {
                assert_eq!(Variant::parse(alias), Some(variant));
            }
            assert!(std::path::Path::new(&format!("{root}/{}", facts.rules_text)).is_file(), "{}", facts.rules_text);
            let module = facts.rules_text.trim_start_matches("rules-text/").trim_end_matches(".en.md");
            let source = std::fs::read_to_string(format!("{}/src/variant/{module}.rs", env!("CARGO_MANIFEST_DIR")))
                .expect("the rule set's module");
            assert!(
                source.starts_with("//!") && source.contains(facts.rules_text),
                "{module}.rs cites {}",
                facts.rules_text
            );
        }
        assert_eq!(Kind::from_letter_in(Variant::Chaturanga, 'B'), Some(Kind::Boat));
        assert_eq!(Kind::from_letter_in(Variant::Chaturanga, 'Q'), None);
        assert_eq!(Kind::from_letter_in(Variant::Teams, 'B'), Some(Kind::Bishop));
    }
}
