//! `fourchess datagen`: training data for a learned Teams evaluation (docs/nnue.md).
//!
//! Seeded self-play at a few thousand nodes a move, from book openings or random plies,
//! adjudicated when the score has been decisive for a while. Each game is kept as its
//! opening, its moves (each as its index in the legal move list, so the positions are
//! replayed, not stored) with the search's score, and its result. Games are written in
//! chunks (`chunk-SEED-INDEX.bin`); a chunk's games depend only on the seed and its index,
//! it is written to a temporary file and renamed when whole, so a run stopped at any
//! point goes on where it stopped, on any number of threads.
//!
//! Chunk format, version 1, little-endian:
//!   "4PCD" (4 bytes), version u16, games u16
//!   per game: opening length u16, opening FEN4 (UTF-8), result u8 (0: South/North won,
//!   1: West/East won, 2: drawn or unfinished), end u8 (see [`End`]), plies u16,
//!   per ply: move index u16, score i16 (the search's, for the team to move, clamped to
//!   ±32000; mates beyond ±29000)

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use fourchess_core::{Game, Rules, Variant};
use fourchess_search::{Limits, NoClock, Rng, Searcher};

use crate::args::{usage, Args, CliResult};
use crate::output::{errln, outln};

const MAGIC: &[u8; 4] = b"4PCD";
const VERSION: u16 = 1;
/// A game ends unfinished (a draw) after this many plies.
const MAX_PLIES: usize = 600;
/// Adjudicated as won once the score of one team stays at least this high ...
const WIN_SCORE: i32 = 1500;
/// ... for this many plies in a row (both teams' searches agree).
const WIN_PLIES: usize = 8;
/// Adjudicated as drawn after `DRAW_AFTER` plies when the score stays this near zero ...
const DRAW_SCORE: i32 = 20;
/// ... for this many plies in a row.
const DRAW_PLIES: usize = 40;
const DRAW_AFTER: usize = 200;

/// How a game of the data ended.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
#[repr(u8)]
pub enum End {
    /// By the rules (mate, king capture, stalemate, repetition ...).
    Played = 0,
    /// One team's score stayed decisive for [`WIN_PLIES`] plies.
    AdjudicatedWin = 1,
    /// The score stayed near zero for [`DRAW_PLIES`] plies late in the game.
    AdjudicatedDraw = 2,
    /// [`MAX_PLIES`] reached.
    PlyLimit = 3,
}

impl End {
    fn from_byte(byte: u8) -> Option<End> {
        [End::Played, End::AdjudicatedWin, End::AdjudicatedDraw, End::PlyLimit].into_iter().find(|e| *e as u8 == byte)
    }
}

/// One game of the data.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub opening: String,
    /// 0: South and North won, 1: West and East, 2: no winner.
    pub result: u8,
    pub end: End,
    /// Each ply's move (its index in the legal move list) and score for the team to move.
    pub plies: Vec<(u16, i16)>,
}

/// What a run makes.
#[derive(Clone)]
struct Plan {
    dir: PathBuf,
    seed: u64,
    chunks: usize,
    games_per_chunk: usize,
    nodes: u64,
    openings: Vec<String>,
    random_plies: usize,
    /// The net that evaluates (a later generation's data), or the hand evaluation.
    net: Option<std::sync::Arc<fourchess_search::nnue::Net>>,
}

pub fn run(args: &Args) -> CliResult<()> {
    let dir = PathBuf::from(args.positional(0).ok_or_else(|| usage("datagen needs a folder for the data"))?);
    if args.flag("check") {
        return check(&dir);
    }
    let games: usize = args.parsed_or("games", "a number", 1000)?;
    let games_per_chunk: usize = args.parsed_or("chunk-games", "a number", 50)?;
    if games_per_chunk == 0 || games_per_chunk > u16::MAX as usize {
        return Err(usage("--chunk-games must be 1..65535"));
    }
    let openings = crate::openings(args)?;
    let plan = Plan {
        dir,
        seed: args.parsed_or("seed", "a number", 1)?,
        chunks: games.div_ceil(games_per_chunk),
        games_per_chunk,
        nodes: args.parsed_or("nodes", "a number", 5000)?,
        openings,
        random_plies: args.parsed_or("random-plies", "a number", 8)?,
        net: crate::evaluation(args, "", false)?,
    };
    std::fs::create_dir_all(&plan.dir).map_err(|e| format!("{}: {e}", plan.dir.display()))?;
    let todo: Vec<usize> = (0..plan.chunks).filter(|&c| !chunk_path(&plan, c).exists()).collect();
    if todo.len() < plan.chunks {
        errln!("{} of {} chunks already made, going on", plan.chunks - todo.len(), plan.chunks);
    }
    let threads = args.parsed_or::<usize>("threads", "a number", 1)?.clamp(1, todo.len().max(1));
    let next = AtomicUsize::new(0);
    let made = AtomicUsize::new(0);
    let worker = || -> Result<(), String> {
        let mut searcher = Searcher::new(16);
        searcher.set_net(plan.net.clone());
        while let Some(&chunk) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
            let records: Vec<Record> = (0..plan.games_per_chunk)
                .map(|g| play(&plan, &mut searcher, chunk * plan.games_per_chunk + g))
                .collect::<Result<_, _>>()?;
            write_chunk(&chunk_path(&plan, chunk), &records)?;
            let positions: usize = records.iter().map(|r| r.plies.len()).sum();
            made.fetch_add(positions, Ordering::Relaxed);
            errln!("chunk {chunk}: {} games, {positions} positions", records.len());
        }
        Ok(())
    };
    let outcomes: Vec<Result<(), String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|_| scope.spawn(worker)).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a datagen thread panicked".into()))).collect()
    });
    for outcome in outcomes {
        outcome?;
    }
    outln!("made {} chunks, {} positions, in {}", todo.len(), made.load(Ordering::Relaxed), plan.dir.display());
    check(&plan.dir)
}

fn chunk_path(plan: &Plan, chunk: usize) -> PathBuf {
    plan.dir.join(format!("chunk-{}-{chunk:06}.bin", plan.seed))
}

/// Plays game `index` of the plan: the same game for the same seed and index.
fn play(plan: &Plan, searcher: &mut Searcher, index: usize) -> Result<Record, String> {
    let rules = Rules::new(Variant::Teams);
    let mut rng = Rng::new(plan.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index as u64);
    let mut game = if plan.openings.is_empty() {
        Game::new(rules)
    } else {
        let line = &plan.openings[rng.below(plan.openings.len() as u64) as usize];
        Game::from_fen4(rules, line).map_err(|e| format!("opening {line}: {e}"))?
    };
    for _ in 0..plan.random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]).map_err(|e| e.to_string())?;
    }
    if game.outcome().is_some() {
        if plan.random_plies == 0 {
            return Err(format!("game {index}: the opening is already over"));
        }
        // Random plies that end the game at once: the opening without them.
        return play(&Plan { random_plies: 0, ..plan.clone() }, searcher, index);
    }
    let opening = game.position().to_fen4();
    let mut game = Game::from_fen4(rules, &opening).map_err(|e| format!("{opening}: {e}"))?;
    searcher.clear();
    let mut hashes = vec![game.position().hash()];
    let mut plies: Vec<(u16, i16)> = Vec::new();
    // The score for South and North after each ply, for adjudication.
    let mut even_scores: Vec<i32> = Vec::new();
    let (result, end) = loop {
        if let Some(outcome) = game.outcome() {
            let result = if outcome.is_draw() {
                2
            } else if outcome.winning_seats().any(|s| s.index() % 2 == 0) {
                0
            } else {
                1
            };
            break (result, End::Played);
        }
        if plies.len() >= MAX_PLIES {
            break (2, End::PlyLimit);
        }
        if let Some(adjudicated) = adjudicate(&even_scores) {
            break adjudicated;
        }
        let pos = game.position().clone();
        let limits = Limits { nodes: Some(plan.nodes), noise_cp: 10, seed: rng.next_u64(), ..Limits::default() };
        let found = searcher
            .search(&pos, &hashes[..hashes.len() - 1], &limits, &NoClock)
            .ok_or("the search found no move in a running game")?;
        let moves = pos.legal_moves();
        let index = moves.iter().position(|m| *m == found.best).ok_or("the search's move is not in the legal list")?;
        let score = found.score.clamp(-32000, 32000);
        plies.push((index as u16, score as i16));
        even_scores.push(if pos.to_move().index() % 2 == 0 { score } else { -score });
        game.play(found.best).map_err(|e| e.to_string())?;
        hashes.push(game.position().hash());
    };
    Ok(Record { opening, result, end, plies })
}

/// A result by adjudication from the scores for South and North so far, if any.
fn adjudicate(even_scores: &[i32]) -> Option<(u8, End)> {
    if even_scores.len() >= WIN_PLIES {
        let tail = &even_scores[even_scores.len() - WIN_PLIES..];
        if tail.iter().all(|&s| s >= WIN_SCORE) {
            return Some((0, End::AdjudicatedWin));
        }
        if tail.iter().all(|&s| s <= -WIN_SCORE) {
            return Some((1, End::AdjudicatedWin));
        }
    }
    if even_scores.len() >= DRAW_AFTER.max(DRAW_PLIES) {
        let tail = &even_scores[even_scores.len() - DRAW_PLIES..];
        if tail.iter().all(|s| s.abs() <= DRAW_SCORE) {
            return Some((2, End::AdjudicatedDraw));
        }
    }
    None
}

/// The bytes of a chunk.
pub fn encode(records: &[Record]) -> Vec<u8> {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(records.len() as u16).to_le_bytes());
    for r in records {
        bytes.extend_from_slice(&(r.opening.len() as u16).to_le_bytes());
        bytes.extend_from_slice(r.opening.as_bytes());
        bytes.push(r.result);
        bytes.push(r.end as u8);
        bytes.extend_from_slice(&(r.plies.len() as u16).to_le_bytes());
        for (index, score) in &r.plies {
            bytes.extend_from_slice(&index.to_le_bytes());
            bytes.extend_from_slice(&score.to_le_bytes());
        }
    }
    bytes
}

/// A chunk's games; a truncated or foreign file is an error, never a panic.
pub fn decode(bytes: &[u8]) -> Result<Vec<Record>, String> {
    let mut at = 0;
    let mut take = |n: usize| -> Result<&[u8], String> {
        let piece = bytes.get(at..at + n).ok_or_else(|| format!("cut off at byte {at}"))?;
        at += n;
        Ok(piece)
    };
    if take(4)? != MAGIC {
        return Err("not a datagen chunk (no 4PCD header)".into());
    }
    let u16_of = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]);
    let version = u16_of(take(2)?);
    if version != VERSION {
        return Err(format!("chunk format version {version}; this build reads {VERSION}"));
    }
    let games = u16_of(take(2)?);
    let mut records = Vec::with_capacity(games as usize);
    for g in 0..games {
        let length = u16_of(take(2)?) as usize;
        let opening =
            String::from_utf8(take(length)?.to_vec()).map_err(|_| format!("game {g}: the opening is not UTF-8"))?;
        let head = take(2)?;
        let (result, end) = (head[0], head[1]);
        let end = End::from_byte(end).ok_or_else(|| format!("game {g}: unknown end {end}"))?;
        if result > 2 {
            return Err(format!("game {g}: unknown result {result}"));
        }
        let count = u16_of(take(2)?) as usize;
        let mut plies = Vec::with_capacity(count);
        for _ in 0..count {
            let ply = take(4)?;
            plies.push((u16_of(&ply[..2]), i16::from_le_bytes([ply[2], ply[3]])));
        }
        records.push(Record { opening, result, end, plies });
    }
    if at != bytes.len() {
        return Err(format!("{} bytes after the last game", bytes.len() - at));
    }
    Ok(records)
}

/// The chunk files of `dir`, in name order.
pub fn chunk_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .collect();
    paths.sort();
    Ok(paths)
}

/// Writes a chunk whole or not at all: to a temporary file, renamed when complete.
fn write_chunk(path: &Path, records: &[Record]) -> Result<(), String> {
    let partial = path.with_extension("partial");
    let mut file = File::create(&partial).map_err(|e| format!("{}: {e}", partial.display()))?;
    file.write_all(&encode(records))
        .and_then(|()| file.sync_all())
        .map_err(|e| format!("{}: {e}", partial.display()))?;
    std::fs::rename(&partial, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads every chunk of `dir` and replays every game: each move index must name a legal
/// move. Prints the games, positions and results.
fn check(dir: &Path) -> CliResult<()> {
    let paths = chunk_files(dir)?;
    let (mut games, mut positions, mut results, mut ends) = (0, 0, [0usize; 3], [0usize; 4]);
    let rules = Rules::new(Variant::Teams);
    for path in &paths {
        let name = path.display();
        let bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
        let records = decode(&bytes).map_err(|e| format!("{name}: {e}"))?;
        for (g, record) in records.iter().enumerate() {
            let mut game = Game::from_fen4(rules, &record.opening).map_err(|e| format!("{name} game {g}: {e}"))?;
            for (ply, (index, _)) in record.plies.iter().enumerate() {
                let moves = game.legal_moves();
                let mv = *moves
                    .get(*index as usize)
                    .ok_or_else(|| format!("{name} game {g} ply {ply}: no legal move {index}"))?;
                game.play(mv).map_err(|e| format!("{name} game {g} ply {ply}: {e}"))?;
            }
            if record.end == End::Played && game.outcome().is_none() {
                return Err(format!("{name} game {g}: played out, yet the game goes on").into());
            }
            games += 1;
            positions += record.plies.len();
            results[record.result as usize] += 1;
            ends[record.end as usize] += 1;
        }
    }
    outln!(
        "{} chunks, {games} games, {positions} positions; South/North won {}, West/East {}, no winner {}; \
         by the rules {}, adjudicated {} won and {} drawn, ply limit {}",
        paths.len(),
        results[0],
        results[1],
        results[2],
        ends[0],
        ends[1],
        ends[2],
        ends[3]
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Record> {
        vec![
            Record {
                opening: "R-0,0,0,0-1,1,1,1".into(),
                result: 0,
                end: End::Played,
                plies: vec![(3, -12), (0, 30000)],
            },
            Record { opening: String::new(), result: 2, end: End::PlyLimit, plies: vec![] },
        ]
    }

    #[test]
    fn chunks_round_trip() {
        let records = sample();
        assert_eq!(decode(&encode(&records)).unwrap(), records);
    }

    #[test]
    fn damaged_chunks_are_errors() {
        let bytes = encode(&sample());
        for cut in 0..bytes.len() {
            assert!(decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut extra = bytes.clone();
        extra.push(0);
        assert!(decode(&extra).unwrap_err().contains("after the last game"));
        let mut version = bytes.clone();
        version[4] = 9;
        assert!(decode(&version).unwrap_err().contains("version"));
        assert!(decode(b"PK\x03\x04....").unwrap_err().contains("not a datagen chunk"));
    }

    #[test]
    fn adjudication_needs_agreement_in_a_row() {
        assert_eq!(adjudicate(&[2000; WIN_PLIES]), Some((0, End::AdjudicatedWin)));
        assert_eq!(adjudicate(&[-2000; WIN_PLIES]), Some((1, End::AdjudicatedWin)));
        let mut broken = vec![2000; WIN_PLIES];
        broken[3] = 100;
        assert_eq!(adjudicate(&broken), None);
        assert_eq!(adjudicate(&[0; DRAW_PLIES]), None, "too early for a draw");
        assert_eq!(adjudicate(&[5; DRAW_AFTER]), Some((2, End::AdjudicatedDraw)));
    }
}
