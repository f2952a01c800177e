//! Perft: counts the leaves of the legal-move tree, the standard test of move generation.

use crate::movegen::MoveList;
use crate::moves::Move;
use crate::position::Position;

/// Leaves of the legal-move tree at `depth`. The last level is counted in bulk
/// (the number of legal moves) without playing it.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves_into(&mut moves);
            let mut nodes = 0;
            for mv in &moves {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
            }
            nodes
        }
    }
}

/// Perft split by first move: each legal move with the leaves below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    for mv in &pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        out.push((*mv, perft(&child, depth - 1)));
    }
    out
}
