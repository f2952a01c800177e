//! The rule sets and their house rules: the small `Rules` value every position carries.

use crate::seat::Seat;
pub use crate::variant::Variant;

/// The starting array of a Vierschach game: chess.com's presets, named in PGN4 by the
/// `StartFen4` codes. They differ only in which armies have king and queen swapped
/// against the modern array (kings Red h1, Blue a7, Yellow g14, Green n8).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Array {
    /// chess.com's default since 2022 (`4PC`): every queen left of its king.
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
    /// The rule set.
    pub variant: Variant,
    /// Verney: all four queens left of their kings (the London club's array).
    pub club_setup: bool,
    /// Verney: a pawn on its own pawn line may step two squares forward.
    pub double_step: bool,
    /// The seat that moves first.
    pub first_player: Seat,
    /// Vierschach: the starting array.
    pub array: Array,
    /// Vierschach: the game ends after this many moves (plies) in all.
    pub move_limit: Option<u32>,
    /// Free-for-all: the game ends when two remain and one leads by 21 points.
    pub end_on_lead: bool,
    /// Free-for-all: a resigned player's king keeps walking (chess.com records).
    pub dead_king_walking: bool,
    /// Chaturanga: roll three dice and discard one.
    pub three_dice: bool,
    /// Chaturanga: which of the 24 orders of the back pieces (1 = the usual array).
    pub setup: u8,
}

impl Rules {
    /// The default rules of a variant, as a game created here starts.
    pub fn new(variant: Variant) -> Rules {
        Rules {
            variant,
            club_setup: false,
            double_step: false,
            first_player: Seat::SOUTH,
            array: Array::Modern,
            move_limit: None,
            end_on_lead: variant == Variant::FreeForAll,
            dead_king_walking: false,
            three_dice: false,
            setup: 1,
        }
    }

    /// Applies the house rules named in a PGN4 `RuleVariants` tag; unknown tokens are
    /// returned so a reader can keep going (chess.com has many we need not model).
    pub fn apply_tokens<'a>(&mut self, tokens: &'a str) -> Vec<&'a str> {
        let mut unknown = Vec::new();
        for token in tokens.split_whitespace() {
            match token {
                "ClubSetup" => self.club_setup = true,
                "DoubleStep" => self.double_step = true,
                "EndOnLead" => self.end_on_lead = true,
                "DeadKingWalking" => self.dead_king_walking = true,
                "ThreeDice" => self.three_dice = true,
                other
                    if other.starts_with("Setup") && other[5..].parse::<u8>().is_ok_and(|n| (1..=24).contains(&n)) =>
                {
                    self.setup = other[5..].parse().unwrap_or(1);
                }
                "EnPassant" => {}
                other => unknown.push(other),
            }
        }
        unknown
    }

    /// The `RuleVariants` tokens of these rules (empty when none apply).
    pub fn tokens(&self) -> String {
        let mut out = Vec::new();
        if self.club_setup {
            out.push("ClubSetup");
        }
        if self.double_step {
            out.push("DoubleStep");
        }
        if matches!(self.variant, Variant::Teams | Variant::FreeForAll) {
            out.push("EnPassant");
        }
        if self.end_on_lead && self.variant == Variant::FreeForAll {
            out.push("EndOnLead");
        }
        if self.dead_king_walking {
            out.push("DeadKingWalking");
        }
        if self.three_dice {
            out.push("ThreeDice");
        }
        let setup = format!("Setup{}", self.setup);
        if self.setup != 1 {
            out.push(&setup);
        }
        out.join(" ")
    }
}
