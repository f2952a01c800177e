//! Rules engine for four-player chess on the 160-square cross and the 8x8 board:
//! Verney's four-handed chess (1881), chess.com's 4 Player Chess (Teams and
//! Free-for-all) and Partnership Chaturanga.
//!
//! Text parses into a loosely checked [`Setup`]; only validation makes a [`Position`].
//! A [`Game`] is a position with its history: legal moves, play, undo, results,
//! FEN4 and PGN4.
//!
//! ```
//! use fourchess_core::{Game, Rules, Variant};
//!
//! let mut game = Game::new(Rules::new(Variant::Verney));
//! assert_eq!(game.legal_moves().len(), 12); // eight pawn steps, four knight moves
//! let played = game.play_text("h2-h3").unwrap();
//! assert_eq!(played.text, "h2-h3");
//! assert!(game.undo().is_some());
//! ```
#![deny(missing_docs)]

mod attack;
mod dice;
pub mod fen4;
mod game;
pub mod geometry;
mod movegen;
mod moves;
mod notation;
mod outcome;
pub mod perft;
pub mod pgn4;
mod piece;
mod position;
mod rules;
mod seat;
mod squareset;
mod start;
mod variant;
mod view;
mod zobrist;

pub use dice::{Dice, RollError};
pub use fen4::{ChaturangaSetup, Fen4Error, Fen4Reason, Setup};
pub use game::{Game, PlayError, PlayedMove, RecordNotes, Variation};
pub use geometry::{is_light, Shape, Square};
pub use movegen::{LegalityTest, MoveList, Reach};
pub use moves::{Move, MoveKind};
pub use notation::{MoveReason, MoveTextError};
pub use outcome::{Outcome, Reason};
pub use pgn4::{Pgn4, Pgn4Error, Pgn4Reason, Pgn4Token, Pgn4Variation};
pub use piece::{Kind, Piece};
pub use position::{CastleSide, EnPassant, Position, SeatState};
pub use rules::{Array, ChaturangaRules, FfaRules, HouseRules, Rules, TeamsRules, Variant, VerneyRules};
pub use seat::{BySeat, Seat, Team};
pub use start::{preset_start, start_fen4, CLASSIC_FEN4, MODERN_FEN4};
pub use variant::chaturanga;
pub use variant::PointSources;
