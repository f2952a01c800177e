//! Chaturanga's dice: the dice left in a turn, which kinds a die lets move, and why a
//! roll is refused. Plain values below the position (which carries the dice); the
//! rules of a turn with them are in `variant/chaturanga.rs`.

use arrayvec::ArrayVec;

use crate::piece::Kind;

/// The dice not yet used in the current turn, in ascending order.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Dice {
    values: [u8; 3],
    len: u8,
}

impl Dice {
    /// Dice with these values (each 1..=6, at most three).
    pub fn new(values: &[u8]) -> Option<Dice> {
        if values.len() > 3 || values.iter().any(|v| !(1..=6).contains(v)) {
            return None;
        }
        let mut dice = Dice { values: [0; 3], len: values.len() as u8 };
        dice.values[..values.len()].copy_from_slice(values);
        dice.values[..values.len()].sort_unstable();
        Some(dice)
    }

    /// The values, ascending.
    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    /// How many dice are left.
    pub(crate) fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether every die of the turn is used.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn remove(&mut self, value: u8) -> bool {
        let Some(i) = self.values().iter().position(|&v| v == value) else { return false };
        self.values.copy_within(i + 1..self.len as usize, i);
        self.len -= 1;
        self.values[self.len as usize] = 0;
        true
    }

    /// Each value once, ascending: actions are listed per value, not per die.
    pub(crate) fn distinct(&self) -> ArrayVec<u8, 3> {
        let mut out = ArrayVec::new();
        for &v in self.values() {
            if out.last() != Some(&v) {
                out.push(v);
            }
        }
        out
    }
}

/// The kinds a die lets move: 1 or 5 king or pawn, 2 boat, 3 knight, 4 rook, 6 none.
pub fn kinds_for_die(value: u8) -> &'static [Kind] {
    match value {
        1 | 5 => &[Kind::King, Kind::Pawn],
        2 => &[Kind::Boat],
        3 => &[Kind::Knight],
        4 => &[Kind::Rook],
        _ => &[],
    }
}

/// A roll that cannot be taken now.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum RollError {
    /// The rule set has no dice.
    NoDice,
    /// The dice of this turn are not used up yet.
    DiceLeft,
    /// The game is over.
    GameOver,
    /// The roll has the wrong number of dice (`wanted`, `got`).
    Count {
        /// How many dice a roll has in these rules.
        wanted: usize,
        /// How many were given.
        got: usize,
    },
    /// A die shows a number other than 1 to 6.
    BadDie,
}

impl RollError {
    /// A stable name for the reason (the page translates by it).
    pub fn code(&self) -> &'static str {
        match self {
            RollError::NoDice => "roll-no-dice",
            RollError::DiceLeft => "roll-dice-left",
            RollError::GameOver => "roll-game-over",
            RollError::Count { .. } => "roll-count",
            RollError::BadDie => "roll-bad-die",
        }
    }
}

impl core::fmt::Display for RollError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            RollError::NoDice => f.write_str("only Partnership Chaturanga uses dice"),
            RollError::DiceLeft => f.write_str("the dice of this turn are not used up yet"),
            RollError::GameOver => f.write_str("the game is over"),
            RollError::Count { wanted, got } => write!(f, "a roll has {wanted} dice, not {got}"),
            RollError::BadDie => f.write_str("a die shows 1 to 6"),
        }
    }
}

impl std::error::Error for RollError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_are_kept_in_order_and_used_by_value() {
        let mut dice = Dice::new(&[5, 1, 5]).expect("valid");
        assert_eq!(dice.values(), [1, 5, 5]);
        assert_eq!(dice.distinct().as_slice(), [1, 5]);
        assert!(dice.remove(5));
        assert_eq!(dice.values(), [1, 5]);
        assert!(Dice::new(&[0, 3]).is_none());
        assert!(Dice::new(&[7]).is_none());
    }
}
