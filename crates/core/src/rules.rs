//! The rule sets and their house rules: the small `Rules` value every position carries.

use crate::seat::Seat;
pub use crate::variant::Variant;

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

impl Default for FfaRules {
    /// As a game created here starts: "end on lead" on.
    fn default() -> FfaRules {
        FfaRules { array: Array::Modern, end_on_lead: true, dead_king_walking: false }
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

impl Default for ChaturangaRules {
    fn default() -> ChaturangaRules {
        ChaturangaRules { three_dice: false, setup: 1 }
    }
}

impl Rules {
    /// The default rules of a variant, as a game created here starts.
    pub fn new(variant: Variant) -> Rules {
        let house = match variant {
            Variant::Verney => HouseRules::Verney(VerneyRules::default()),
            Variant::Teams => HouseRules::Teams(TeamsRules::default()),
            Variant::FreeForAll => HouseRules::FreeForAll(FfaRules::default()),
            Variant::Chaturanga => HouseRules::Chaturanga(ChaturangaRules::default()),
        };
        Rules { first_player: Seat::SOUTH, move_limit: None, house }
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
