//! How a game ended.

use crate::seat::{Seat, Team};

/// Why a game ended.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Reason {
    /// Verney: both kings of a team mated at once.
    BothKingsMated,
    /// Teams: a player mated on his own turn.
    Checkmate,
    /// A king was captured.
    KingCaptured,
    /// A player (Teams) or a whole team (Verney) could not move without being in check.
    Stalemate,
    /// The same position for the third time.
    Repetition,
    /// 50 moves of every player without a capture or a pawn move.
    FiftyMoves,
    /// Too little material for anyone to win.
    InsufficientMaterial,
    /// The agreed number of moves was reached.
    MoveLimit,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// Free-for-all: one of the last two leads by 21 points or more.
    PointsLead,
    /// Free-for-all: three players are out.
    LastPlayerStanding,
    /// Chaturanga: both enemy kings captured.
    BothKingsCaptured,
    /// Chaturanga: a bare king survived twenty rolls of the opponents.
    BareKing,
}

impl Reason {
    /// A short identifier for the UI and the wasm API.
    pub fn id(self) -> &'static str {
        match self {
            Reason::BothKingsMated => "both-kings-mated",
            Reason::Checkmate => "checkmate",
            Reason::KingCaptured => "king-captured",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition",
            Reason::FiftyMoves => "fifty-moves",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::MoveLimit => "move-limit",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::PointsLead => "points-lead",
            Reason::LastPlayerStanding => "last-player-standing",
            Reason::BothKingsCaptured => "both-kings-captured",
            Reason::BareKing => "bare-king",
        }
    }

    /// An English sentence for logs and the CLI.
    pub fn describe(self) -> &'static str {
        match self {
            Reason::BothKingsMated => "both kings of a team are mated",
            Reason::Checkmate => "checkmate",
            Reason::KingCaptured => "a king was captured",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "threefold repetition",
            Reason::FiftyMoves => "50 moves of every player without capture or pawn move",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::MoveLimit => "move limit reached",
            Reason::Resignation => "resignation",
            Reason::Timeout => "time ran out",
            Reason::PointsLead => "a lead of 21 points between the last two",
            Reason::LastPlayerStanding => "three players are out",
            Reason::BothKingsCaptured => "both enemy kings captured",
            Reason::BareKing => "a bare king survived twenty rolls",
        }
    }
}

/// The end of a game: who won (a set of seats; none for a draw), why, and in
/// Free-for-all the final scores.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Outcome {
    /// Bit i set: seat i is among the winners. Zero for a draw.
    pub winners: u8,
    /// Why the game ended.
    pub reason: Reason,
    /// Final points by seat (Free-for-all; zero elsewhere).
    pub points: [i32; 4],
}

impl Outcome {
    /// A team win.
    pub fn team_wins(team: Team, reason: Reason) -> Outcome {
        Outcome { winners: team.mask(), reason, points: [0; 4] }
    }

    /// A draw.
    pub fn draw(reason: Reason) -> Outcome {
        Outcome { winners: 0, reason, points: [0; 4] }
    }

    /// Whether nobody won.
    pub fn is_draw(&self) -> bool {
        self.winners == 0
    }

    /// The winning seats.
    pub fn winning_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::ALL.into_iter().filter(|s| self.winners & s.bit() != 0)
    }

    /// The PGN4 `Result` tag value: `1-0` when South's team won, `0-1` when West's did,
    /// `1/2-1/2` for a draw; Free-for-all: the winners' names joined by `+`... kept
    /// simple as the scores `a-b-c-d`.
    pub fn pgn_result(&self, team_game: bool) -> String {
        if self.is_draw() {
            "1/2-1/2".to_string()
        } else if team_game {
            if self.winners & Seat::SOUTH.bit() != 0 { "1-0" } else { "0-1" }.to_string()
        } else {
            self.points.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("-")
        }
    }
}

impl Outcome {
    /// A Free-for-all ending: the highest score wins; equal scores share.
    pub fn ranked(points: [i32; 4], reason: Reason) -> Outcome {
        let best = points.iter().copied().max().unwrap_or(0);
        let winners = Seat::ALL.into_iter().filter(|s| points[s.index()] == best).fold(0, |m, s| m | s.bit());
        Outcome { winners, reason, points }
    }
}
