//! Seats, teams and per-seat storage. Four players from the first line: no `!color`.

use core::fmt;
use core::ops::{Index, IndexMut};

/// One of the four places at the board, in turn order (clockwise seen from above).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Ord, PartialOrd)]
pub struct Seat(u8);

impl Seat {
    /// South: the bottom of the board, pawns move up.
    pub const SOUTH: Seat = Seat(0);
    /// West: the left side, pawns move right.
    pub const WEST: Seat = Seat(1);
    /// North: the top, pawns move down.
    pub const NORTH: Seat = Seat(2);
    /// East: the right side, pawns move left.
    pub const EAST: Seat = Seat(3);
    /// All seats in turn order starting with South.
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat with this index (0..4), if any.
    pub fn new(index: usize) -> Option<Seat> {
        (index < 4).then_some(Seat(index as u8))
    }

    /// 0 for South .. 3 for East.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that moves after this one.
    pub fn next(self) -> Seat {
        Seat((self.0 + 1) & 3)
    }

    /// The seat opposite: the partner in every team game here.
    pub fn partner(self) -> Seat {
        Seat((self.0 + 2) & 3)
    }

    /// The team: South and North form team 0, West and East team 1.
    pub fn team(self) -> Team {
        Team(self.0 & 1)
    }

    /// The seats in turn order starting with this one.
    pub fn cycle(self) -> [Seat; 4] {
        [self, self.next(), self.next().next(), self.partner().next()]
    }

    /// A one-bit mask of this seat (bits 0..4), as used by attack queries.
    pub fn bit(self) -> u8 {
        1 << self.0
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(["South", "West", "North", "East"][self.index()])
    }
}

/// A team of two partners sitting opposite each other.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Team(u8);

impl Team {
    /// South and North.
    pub const SOUTH_NORTH: Team = Team(0);
    /// West and East.
    pub const WEST_EAST: Team = Team(1);

    /// 0 for South and North, 1 for West and East.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The two seats of the team.
    pub fn seats(self) -> [Seat; 2] {
        [Seat(self.0), Seat(self.0 + 2)]
    }

    /// The other team.
    pub fn other(self) -> Team {
        Team(self.0 ^ 1)
    }

    /// A mask with the bits of both partners.
    pub fn mask(self) -> u8 {
        0b101 << self.0
    }
}

/// One value for each seat, indexed by [`Seat`].
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct BySeat<T>(pub [T; 4]);

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_order_and_partners() {
        assert_eq!(Seat::SOUTH.next(), Seat::WEST);
        assert_eq!(Seat::EAST.next(), Seat::SOUTH);
        assert_eq!(Seat::WEST.partner(), Seat::EAST);
        assert_eq!(Seat::NORTH.team(), Seat::SOUTH.team());
        assert_ne!(Seat::WEST.team(), Seat::SOUTH.team());
        assert_eq!(Seat::NORTH.cycle(), [Seat::NORTH, Seat::EAST, Seat::SOUTH, Seat::WEST]);
        assert_eq!(Team::WEST_EAST.mask(), 0b1010);
    }
}
