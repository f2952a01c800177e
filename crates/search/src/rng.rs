//! A tiny seeded generator (SplitMix64): the workspace's one generator. The bots' only
//! source of randomness, so a seed and fixed limits always give the same move; the
//! command line's seeded games (`fourchess selfplay`, match openings) draw from it too.
//! (The core's Zobrist keys use SplitMix64's mixer on their own: the core depends on
//! nothing.)

/// SplitMix64 state.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value, zero included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() >> 32) * n) >> 32
    }
}

/// Random games for the crate's tests: `games` games of at most `plies` plies from the
/// start of `rules`, captures chosen two times in three when there are any (so games
/// reach promotions and eliminations); `visit(position, its moves, the move played, the
/// position after it)` is called for each move.
#[cfg(test)]
pub(crate) fn random_games(
    rules: fourchess_core::Rules,
    rng: &mut Rng,
    games: usize,
    plies: usize,
    mut visit: impl FnMut(
        &fourchess_core::Position,
        &fourchess_core::MoveList,
        fourchess_core::Move,
        &fourchess_core::Position,
    ),
) {
    for _ in 0..games {
        let mut pos = fourchess_core::Position::start(rules);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let mv = if !captures.is_empty() && rng.below(3) > 0 {
                *captures[rng.below(captures.len() as u64) as usize]
            } else {
                moves[rng.below(moves.len() as u64) as usize]
            };
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            visit(&pos, &moves, mv, &child);
            pos = child;
        }
    }
}
