//! Fixed-depth, deterministic tests of the bots: no test reads a clock.

use fourchess_core::{Game, Position, Rules, Seat, Variant};
use fourchess_search::{Level, Limits, NoClock, Rng, Searcher, MATE_BOUND};

mod common;

use common::position;

fn best(pos: &Position, depth: u32) -> (String, i32) {
    let result = Searcher::new(1).search(pos, &[], &Limits::depth(depth), &NoClock).expect("a move");
    (pos.move_text(&result.best), result.score)
}

/// Teams: Red's rook takes Green's king on n8 at once.
fn exposed_king() -> Position {
    position(
        Variant::Teams,
        Seat::SOUTH,
        &["rKh1", "rRd8", "rPe2", "bKa7", "bPb7", "yKg14", "yPg13", "gKn8", "gPm9"],
        [false; 4],
    )
}

/// Free-for-all: Red's rook takes Blue's unguarded queen on d10.
fn free_queen() -> Position {
    position(
        Variant::FreeForAll,
        Seat::SOUTH,
        &["rKh1", "rRd4", "rPe2", "bKa7", "bQd10", "bPb6", "yKg14", "yPf13", "gKn8", "gPm9"],
        [false; 4],
    )
}

#[test]
fn teams_takes_an_exposed_king() {
    let pos = exposed_king();
    let (text, score) = best(&pos, 3);
    assert_eq!(text, "Rd8xKn8");
    assert!(score >= MATE_BOUND);
}

#[test]
fn quiescence_sees_a_capture_that_mates() {
    // Red's rook takes the knight on a5 with check; Blue's king on a7 is boxed in by
    // his own pawns and rook: mate. At depth 1 only the quiescence search sees it,
    // and only when the checked player may not stand pat.
    let pos = position(
        Variant::Teams,
        Seat::SOUTH,
        &["rKh1", "rRa4", "bKa7", "bNa5", "bRa8", "bPb6", "bPb7", "bPb8", "yKg14", "gKn8"],
        [false; 4],
    );
    let (text, score) = best(&pos, 1);
    assert_eq!(text, "Ra4xNa5");
    assert!(score >= MATE_BOUND, "score {score}");
}

#[test]
fn verney_mates_the_second_enemy_king() {
    // Red (West) is inert: mated by Yellow's rooks. Black is in check from White's rook;
    // Yellow's queen closes n6 and Black is mated on his turn: both enemy kings mated.
    let pos = position(
        Variant::Verney,
        Seat::SOUTH,
        &["yKh1", "yQh4", "yRa11", "yRb11", "rKa8", "wKg14", "wRn11", "wRm11", "bKn7"],
        [false, true, false, false],
    );
    // The mate appears only at depth 4, far outside the aspiration window around the
    // score of depth 3: the narrow window must not hide it.
    let (_, score) = best(&pos, 4);
    assert!(score >= MATE_BOUND, "score {score}");
}

#[test]
fn ffa_picks_up_a_free_queen() {
    let pos = free_queen();
    let (text, score) = best(&pos, 4);
    assert_eq!(text, "Rd4xQd10");
    assert!(score > 0, "score {score}");
}

/// Free-for-all, two players left among many grey pieces (from bot self-play): taking
/// a grey piece wins nothing, so the quiescence search leaves those captures out. When
/// it followed them, this 3-ply search visited 12.9 million nodes (11 s); now a few
/// thousand, with the same move.
#[test]
fn ffa_quiescence_leaves_grey_pieces_alone() {
    let fen = "B-1,0,1,0-0,0,0,0-0,0,0,0-7,57,27,49-0-7,bB,6/5,dP,dK,7/7,dP,6/11,gK,2/5,dP,1,bD,6/\
               10,gD,gN,1,gN/1,bN,9,gP,bQ,1/bK,bP,12/bR,bP,1,dP,9,dR/14/4,dP,9/14/3,gD,2,dP,dP,6/\
               3,dR,dN,dB,dQ,dK,6";
    let pos = Position::from_fen4(Rules::new(Variant::FreeForAll), fen).expect("valid");
    let result = Searcher::new(1).search(&pos, &[], &Limits::depth(3), &NoClock).expect("a move");
    assert!(result.nodes < 100_000, "{} nodes", result.nodes);
    assert_eq!(pos.move_text(&result.best), "Qm8-m10");
}

/// Positions reached by seeded random play from the start.
fn random_positions(variant: Variant, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let mut game = Game::new(Rules::new(variant));
            let plies = rng.below(60) as usize;
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len() as u64) as usize];
                game.play(mv).expect("legal");
            }
            game.position().clone()
        })
        .filter(|pos| !pos.legal_moves().is_empty())
        .collect()
}

#[test]
fn fixed_depth_search_returns_a_legal_move_everywhere() {
    for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll] {
        let mut searcher = Searcher::new(1);
        for pos in random_positions(variant, 12, 11) {
            let result = searcher.search(&pos, &[], &Limits::depth(2), &NoClock).expect("a move");
            assert!(pos.legal_moves().contains(&result.best), "{}", pos.to_fen4());
            assert_eq!(result.pv.first(), Some(&result.best));
        }
    }
}

#[test]
fn opening_positions_get_legal_moves() {
    let text = include_str!("data/teams-openings.fen4");
    let mut searcher = Searcher::new(1);
    for line in text.lines().take(20) {
        let pos = Position::from_fen4(Rules::new(Variant::Teams), line).expect("opening parses");
        let result = searcher.search(&pos, &[], &Limits::depth(2), &NoClock).expect("a move");
        assert!(pos.legal_moves().contains(&result.best));
    }
}

#[test]
fn same_seed_and_limits_give_the_same_move() {
    for variant in [Variant::Teams, Variant::Verney, Variant::FreeForAll] {
        for pos in random_positions(variant, 2, 5) {
            let mut limits = Level::new(2).expect("level").limits(variant, 42);
            limits.time_ms = None;
            let run = || {
                let r = Searcher::new(1).search(&pos, &[], &limits, &NoClock).expect("move");
                (r.best, r.score, r.nodes)
            };
            assert_eq!(run(), run());
            let by_nodes = || {
                let r = Searcher::new(1).search(&pos, &[], &Limits::nodes(3000), &NoClock).expect("move");
                (r.best, r.nodes)
            };
            assert_eq!(by_nodes(), by_nodes());
        }
    }
}

/// Teams: Red and Yellow have bare kings against Blue's and Green's queens and rooks,
/// and every player has shuffled a piece there and back once, so Red's king stepping to
/// g1 again repeats the position after his first move. Losing, Red takes the draw: the
/// repeating move, scored 0. Without the game's history the same search scores Red lost.
#[test]
fn a_losing_side_repeats_the_position() {
    let start = position(
        Variant::Teams,
        Seat::SOUTH,
        &["rKh1", "bKa7", "bQa5", "bRa4", "yKg14", "gKn8", "gQn10", "gRn11"],
        [false; 4],
    );
    let mut game = Game::from_position(start.clone());
    let mut history = Vec::new();
    for text in ["Kh1-g1", "Ra4-b4", "Kg14-f14", "Rn11-m11", "Kg1-h1", "Rb4-a4", "Kf14-g14", "Rm11-n11"] {
        let mv = game.position().parse_move(text).expect("a legal move");
        history.push(game.position().hash());
        game.play(mv).expect("legal");
    }
    let pos = game.position().clone();
    assert_eq!(pos.hash(), start.hash(), "the shuffle returns to the start");
    assert_eq!(game.outcome(), None, "two occurrences are no draw yet");
    let search = |history: &[u64]| {
        let result = Searcher::new(1).search(&pos, history, &Limits::depth(4), &NoClock).expect("a move");
        (pos.move_text(&result.best), result.score)
    };
    let (text, score) = search(&history);
    assert_eq!((text.as_str(), score), ("Kh1-g1", 0), "the repetition is Red's best");
    let (_, lost) = search(&[]);
    assert!(lost < -1_000, "without the history Red is lost, scored {lost}");
}

/// Free-for-all, from a self-play game: Blue (50 points) is four queens, two rooks and a
/// bishop up on Yellow's bare king (40), Red (holding `red_points`) and Green are out.
/// Blue's move at three plies, its score, and who wins with how many points for Blue
/// after it (the move must end the game).
fn blue_against_a_bare_king(red_points: u32) -> (String, i32, (u8, i32)) {
    let fen = format!(
        "B-1,0,0,1-0,0,0,0-0,0,0,0-{red_points},50,40,15-0-14/10,yK,3/14/12,dP,dR/13,dN/14/bR,bB,5,bD,1,bD,4/\
         bK,bD,10,dP,dK/1,bR,6,bD,5/11,dP,1,dN/14/14/5,dP,dK,1,dQ,5/6,dN,7"
    );
    let pos = Position::from_fen4(Rules::new(Variant::FreeForAll), &fen).expect("valid");
    let (text, score) = best(&pos, 3);
    let mut after = pos.clone();
    after.play_unchecked(&pos.parse_move(&text).expect("its own move"));
    let outcome = after.outcome().expect("the move ends the game");
    (text, score, (outcome.winners, outcome.points[1]))
}

/// Mating wins (20 points, 70 against Red's 57); playing on only keeps the material, which
/// is worth nothing once the game ends. The search must score the win above any static
/// score: it once circled the king until the ply limit instead of mating in one.
#[test]
fn ffa_search_takes_the_mate_that_wins_the_game() {
    let (text, score, result) = blue_against_a_bare_king(57);
    assert_eq!(result, (Seat::ALL[1].bit(), 70), "{text}");
    assert!(score > 15_000, "{text} scored {score}, below what the material alone scores");
}

/// With Red holding 95 points, Blue can win at most Yellow's king (20) and a draw's 10, so
/// first place is gone and mating ends the game with Blue second, the best place left.
/// Every ending once scored as a loss, so Blue played on.
#[test]
fn ffa_search_ends_the_game_in_the_best_place_left() {
    let (text, score, result) = blue_against_a_bare_king(95);
    assert_eq!(result, (Seat::ALL[0].bit(), 70), "{text}");
    assert!(score > -13_000, "{text} scored {score}, below second place");
}

/// Free-for-all endgames: Blue's king and queen against Yellow's bare king (Red and Green
/// out), both searched four plies deep: Blue mates. (Without the mop-up term he circled
/// until the fifty-move rule.)
#[test]
fn ffa_king_and_queen_mate_a_bare_king() {
    let starts = [
        "B-1,0,0,1-0,0,0,0-0,0,0,0-57,50,40,15-0-14/10,yK,3/14/12,dP,dR/13,dN/14/14/bK,bD,10,dP,dK/14/11,dP,1,dN/\
         14/14/5,dP,dK,1,dQ,5/6,dN,7",
        "B-1,0,0,1-0,0,0,0-0,0,0,0-57,50,40,15-0-14/14/14/12,dP,dR/13,dN/6,yK,7/14/12,dP,dK/14/4,bD,6,dP,1,dN/\
         3,bK,10/14/5,dP,dK,1,dQ,5/6,dN,7",
    ];
    // The plies until Blue has mated, if he does within 120.
    let mate_after = |fen: &str| {
        let mut pos = Position::from_fen4(Rules::new(Variant::FreeForAll), fen).expect("valid");
        let mut blue = Searcher::new(4);
        let mut yellow = Searcher::new(4);
        let mut history = Vec::new();
        for ply in 0..120 {
            if let Some(outcome) = pos.outcome() {
                return (outcome.winners == Seat::ALL[1].bit() && outcome.points[1] == 70).then_some(ply);
            }
            let searcher = if pos.to_move() == Seat::ALL[1] { &mut blue } else { &mut yellow };
            let result = searcher.search(&pos, &history, &Limits::depth(4), &NoClock).expect("a move");
            history.push(pos.hash());
            pos.play_unchecked(&result.best);
        }
        None
    };
    for fen in starts {
        assert!(mate_after(fen).is_some(), "no mate from {fen}");
    }
}
