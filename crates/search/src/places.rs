//! Free-for-all places: a finished game ranks the players by points, and second place is
//! worth more than third. Scores of finished games step down by place, far below any
//! static score for every place but the first, so the search plays for first while first
//! can be reached. Once another player holds more points than a player can still win
//! (an eliminated leader's points stand), the static score of that player drops between
//! the best place left to him and the one below: ending the game in that place then beats
//! playing on, where before every ending was a loss and the bot played on to the
//! fifty-move rule. Searches count places only from a position where someone is out of
//! reach of first ([`crate::eval::Tables::ffa_places`]); counting them from the start was
//! weaker (`docs/search-experiments.md`).

use fourchess_core::{Position, Seat, SeatState};

use crate::eval::CP_PER_POINT;

/// A finished game won (first place, shared or not): its points lead plus this. Above
/// any static score, which counts material (worth nothing once the game is over): at
/// 5,000 a player four queens up scored the mate that wins the game below playing on.
pub(crate) const FFA_WIN: i32 = 20_000;
/// What one place is worth below the first: second place ends at -12,000, third at
/// -16,000, fourth at -20,000, each give or take [`WITHIN_PLACE`].
const PLACE_STEP: i32 = 4_000;
/// How far the points lead moves a score within one place (either way).
const WITHIN_PLACE: i32 = PLACE_STEP / 4 - 1;
/// Points a player can win without taking anything: a draw gives every player left 10.
const DRAW_POINTS: i32 = 10;

/// The score of a game that ended with these points for `seat`, from his side.
pub(crate) fn final_score(points: &[i32; 4], seat: Seat) -> i32 {
    let own = points[seat.index()];
    let above = Seat::ALL.into_iter().filter(|s| points[s.index()] > own).count() as i32;
    let lead = points_lead(points, seat);
    if above == 0 {
        FFA_WIN + lead
    } else {
        place_floor(above + 1) + lead.clamp(-WITHIN_PLACE, WITHIN_PLACE)
    }
}

/// `seat`'s points (one entry per seat) against the best other player's, in centipawns.
pub(crate) fn points_lead(points: &[i32; 4], seat: Seat) -> i32 {
    let best_other = Seat::ALL.into_iter().filter(|&s| s != seat).map(|s| points[s.index()]).max().unwrap_or(0);
    (points[seat.index()] - best_other) * CP_PER_POINT
}

/// The middle of the scores of a game finished in `place` (2..=4).
fn place_floor(place: i32) -> i32 {
    -FFA_WIN + (4 - place) * PLACE_STEP
}

/// The seats `seat` can no longer catch: they hold more points than he has plus all he
/// can still win (every live army's points and a draw's). Empty (0) while he is ahead of
/// everyone by more than that, which is most of the game; a bit per seat otherwise.
pub(crate) fn out_of_reach(pos: &Position, seat: Seat) -> u8 {
    let own = pos.points(seat);
    let leader = Seat::ALL.into_iter().filter(|&s| s != seat).map(|s| pos.points(s)).max().unwrap_or(0);
    let opponents = Seat::ALL.into_iter().filter(|&s| s != seat && playing(pos, s));
    // Every live king is worth 20 (a mate): no need to count armies when that covers the gap.
    if leader <= own + DRAW_POINTS + 20 * opponents.clone().count() as i32 {
        return 0;
    }
    let reachable = own + DRAW_POINTS + opponents.map(|s| pos.army_points(s)).sum::<i32>();
    Seat::ALL.into_iter().filter(|&s| s != seat && pos.points(s) > reachable).fold(0, |mask, s| mask | s.bit())
}

/// The static score of a player who can no longer finish above the seats in `above`
/// (from [`out_of_reach`]): between the best place left to him and the next, moved
/// within that span by `score`, his static score against the players he can still pass.
pub(crate) fn chasing_place(above: u8, score: i32) -> i32 {
    let best_place = above.count_ones() as i32 + 1;
    place_floor(best_place) - PLACE_STEP / 2 + score.clamp(-WITHIN_PLACE, WITHIN_PLACE)
}

/// Whether a seat still moves (and so still has something to lose).
fn playing(pos: &Position, seat: Seat) -> bool {
    matches!(pos.state(seat), SeatState::Live | SeatState::Walking)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each place scores below the one above it, whatever the margins.
    #[test]
    fn places_step_down() {
        let [red, blue] = [Seat::ALL[0], Seat::ALL[1]];
        let first = final_score(&[40, 39, 0, 0], red);
        let second_close = final_score(&[39, 40, 0, 0], red);
        let second_far = final_score(&[0, 99, -1, -1], red);
        let third = final_score(&[97, 99, 98, 0], red);
        let fourth = final_score(&[0, 99, 98, 97], red);
        assert!(first > second_close && second_close > second_far && second_far > third && third > fourth);
        // Shared first place is a win for both.
        assert_eq!(final_score(&[50, 50, 0, 0], red), FFA_WIN);
        assert_eq!(final_score(&[50, 50, 0, 0], blue), FFA_WIN);
        // Chasing second place lies between second and third place, whatever its score.
        for score in [-50_000, 0, 50_000] {
            let chasing = chasing_place(blue.bit(), score);
            assert!(second_far > chasing && chasing > third, "{score}: {chasing}");
        }
    }
}
