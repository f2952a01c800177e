//! `fourchess train`: fits a Teams net (`fourchess_search::nnue`) to `datagen` chunks.
//!
//! Every game of the chunks is replayed; each quiet position (the mover not in check,
//! the search's move neither a capture nor a promotion, no mate score) becomes a sample:
//! its features for the mover and a target, λ·sigmoid(score/400) + (1-λ)·result for the
//! mover's team. Samples are shuffled with the seed; a tenth of the games is held out
//! whole for the validation loss (positions of one game are alike). The float net (3,840 -> 128 clipped ReLU -> 1) is fitted by Adam
//! on the mean squared error of sigmoid(output) against the target, the batch spread
//! over threads (each sums its own gradients; the sums are added in a fixed order, so
//! a run is the same for the same seed and thread count). The first layer's rows are
//! updated only for the features a batch touched. The quantised net is written at the
//! end of every epoch, so a stopped run leaves its last epoch's net.
//!
//! Plain loops over fixed-size rows: the CPU suffices for this size (docs/nnue.md).

use std::path::{Path, PathBuf};

use fourchess_core::{Game, Rules, Variant};
use fourchess_search::nnue::{features, FloatNet, Net, HIDDEN, INPUTS, MAX_ACTIVE, SCORE_SCALE};
use fourchess_search::Rng;

use crate::args::{usage, Args, CliResult};
use crate::datagen::{chunk_files, decode};
use crate::output::outln;

/// Largest first-layer weight: 64 active features times 1.98 · 255 stay inside i16.
const W1_LIMIT: f32 = 1.98;

/// The samples, features flat with a start per sample.
struct Samples {
    features: Vec<u16>,
    starts: Vec<u32>,
    targets: Vec<f32>,
    /// The game each sample comes from, counted over all chunks: the validation set holds
    /// whole games, so that it does not see positions of the games trained on.
    games: Vec<u32>,
}

impl Samples {
    fn len(&self) -> usize {
        self.targets.len()
    }

    fn features_of(&self, i: usize) -> &[u16] {
        let end = self.starts.get(i + 1).map_or(self.features.len(), |&e| e as usize);
        &self.features[self.starts[i] as usize..end]
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Reads every chunk of `dir` into samples (at most `limit`).
fn load(dir: &Path, lambda: f32, limit: usize) -> Result<Samples, String> {
    let paths = chunk_files(dir)?;
    let rules = Rules::new(Variant::Teams);
    let mut samples = Samples { features: Vec::new(), starts: Vec::new(), targets: Vec::new(), games: Vec::new() };
    let mut active = [0u16; MAX_ACTIVE];
    let mut game_index = 0u32;
    'chunks: for path in &paths {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let records = decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        for record in records {
            game_index += 1;
            let mut game = Game::from_fen4(rules, &record.opening).map_err(|e| format!("{}: {e}", path.display()))?;
            for (index, score) in record.plies {
                let moves = game.legal_moves();
                let mv = *moves.get(index as usize).ok_or_else(|| format!("{}: a bad move index", path.display()))?;
                let pos = game.position();
                let mover_even = pos.to_move().index() % 2 == 0;
                let quiet = !pos.in_check(pos.to_move()) && !mv.is_capture() && mv.promotion().is_none();
                if quiet && score.unsigned_abs() < 20_000 {
                    let result = match (record.result, mover_even) {
                        (2, _) => 0.5,
                        (0, true) | (1, false) => 1.0,
                        _ => 0.0,
                    };
                    let n = features(pos, &mut active);
                    samples.starts.push(samples.features.len() as u32);
                    samples.features.extend_from_slice(&active[..n]);
                    let searched = sigmoid(f32::from(score) / SCORE_SCALE as f32);
                    samples.targets.push(lambda * searched + (1.0 - lambda) * result);
                    samples.games.push(game_index);
                    if samples.len() >= limit {
                        break 'chunks;
                    }
                }
                game.play(mv).map_err(|e| format!("{}: {e}", path.display()))?;
            }
        }
    }
    Ok(samples)
}

/// The float net and Adam's moments for each weight.
struct Model {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

/// Gradients of one slice of a batch.
struct Grads {
    w1: Vec<f32>,
    /// Whether feature `i`'s row was touched (its gradient is not all zero).
    touched: Vec<bool>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
    loss: f64,
}

impl Grads {
    fn new() -> Grads {
        Grads {
            w1: vec![0.0; INPUTS * HIDDEN],
            touched: vec![false; INPUTS],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; HIDDEN],
            b2: 0.0,
            loss: 0.0,
        }
    }

    fn clear(&mut self) {
        for f in 0..INPUTS {
            if self.touched[f] {
                self.w1[f * HIDDEN..(f + 1) * HIDDEN].fill(0.0);
                self.touched[f] = false;
            }
        }
        self.b1.fill(0.0);
        self.w2.fill(0.0);
        self.b2 = 0.0;
        self.loss = 0.0;
    }
}

impl Model {
    fn new(rng: &mut Rng) -> Model {
        let mut uniform = |scale: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * scale;
        Model {
            w1: (0..INPUTS * HIDDEN).map(|_| uniform(0.05)).collect(),
            b1: (0..HIDDEN).map(|_| 0.25 + uniform(0.05)).collect(),
            w2: (0..HIDDEN).map(|_| uniform(0.3)).collect(),
            b2: 0.0,
        }
    }

    /// The hidden accumulator and output for one sample.
    fn forward(&self, feats: &[u16], acc: &mut [f32; HIDDEN]) -> f32 {
        acc.copy_from_slice(&self.b1);
        for &f in feats {
            let row = &self.w1[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
            for (a, w) in acc.iter_mut().zip(row) {
                *a += w;
            }
        }
        self.b2 + acc.iter().zip(&self.w2).map(|(a, w)| a.clamp(0.0, 1.0) * w).sum::<f32>()
    }

    /// Adds the gradients of the samples `batch` to `g`.
    fn backward(&self, samples: &Samples, batch: &[u32], g: &mut Grads) {
        let mut acc = [0f32; HIDDEN];
        for &i in batch {
            let feats = samples.features_of(i as usize);
            let out = self.forward(feats, &mut acc);
            let p = sigmoid(out);
            let error = p - samples.targets[i as usize];
            g.loss += f64::from(error * error);
            let d_out = 2.0 * error * p * (1.0 - p);
            g.b2 += d_out;
            let mut d_acc = [0f32; HIDDEN];
            for j in 0..HIDDEN {
                let a = acc[j];
                g.w2[j] += d_out * a.clamp(0.0, 1.0);
                if a > 0.0 && a < 1.0 {
                    d_acc[j] = d_out * self.w2[j];
                }
            }
            for (b, d) in g.b1.iter_mut().zip(&d_acc) {
                *b += d;
            }
            for &f in feats {
                let f = f as usize;
                g.touched[f] = true;
                for (w, d) in g.w1[f * HIDDEN..(f + 1) * HIDDEN].iter_mut().zip(&d_acc) {
                    *w += d;
                }
            }
        }
    }

    /// Mean squared error over `set`.
    fn loss(&self, samples: &Samples, set: &[u32]) -> f64 {
        let mut acc = [0f32; HIDDEN];
        let total: f64 = set
            .iter()
            .map(|&i| {
                let e = sigmoid(self.forward(samples.features_of(i as usize), &mut acc)) - samples.targets[i as usize];
                f64::from(e * e)
            })
            .sum();
        total / set.len().max(1) as f64
    }

    fn quantised(&self) -> Net {
        Net::quantise(&FloatNet { w1: &self.w1, b1: &self.b1, w2: &self.w2, b2: self.b2 })
    }
}

/// What one optimiser step needs besides the gradient.
struct Step {
    /// The batch's size: gradients are sums over it.
    batch: f32,
    lr: f32,
    /// Steps so far, this one included (Adam's bias correction).
    t: i32,
}

/// Adam's state for a vector of weights.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam { m: vec![0.0; n], v: vec![0.0; n] }
    }

    /// One step for the weights `w`, which start at `at` in this state, with the
    /// batch's summed gradient `grad`; weights stay within ±`limit`.
    #[inline]
    fn step(&mut self, w: &mut [f32], grad: &[f32], at: usize, step: &Step, limit: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        let (c1, c2) = (1.0 - B1.powi(step.t), 1.0 - B2.powi(step.t));
        for (k, (w, g)) in w.iter_mut().zip(grad).enumerate() {
            let g = g / step.batch;
            let (m, v) = (&mut self.m[at + k], &mut self.v[at + k]);
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w = (*w - step.lr * (*m / c1) / ((*v / c2).sqrt() + 1e-8)).clamp(-limit, limit);
        }
    }
}

pub fn run(args: &Args) -> CliResult<()> {
    let dir = PathBuf::from(args.positional(0).ok_or_else(|| usage("train needs the datagen folder"))?);
    let out = PathBuf::from(args.value("out").ok_or_else(|| usage("train needs --out FILE.nnue"))?);
    let lambda: f32 = args.parsed_or("lambda", "a number 0..1", 0.5)?;
    if !(0.0..=1.0).contains(&lambda) {
        return Err(usage("--lambda must be between 0 and 1"));
    }
    let epochs: usize = args.parsed_or("epochs", "a number", 10)?;
    let mut lr: f32 = args.parsed_or("lr", "a number", 0.001)?;
    let lr_decay: f32 = args.parsed_or("lr-decay", "a number", 1.0)?;
    let batch: usize = args.parsed_or::<usize>("batch", "a number", 1024)?.max(1);
    let seed: u64 = args.parsed_or("seed", "a number", 1)?;
    let threads: usize = args.parsed_or::<usize>("threads", "a number", 1)?.clamp(1, 64);
    let limit: usize = args.parsed_or("max-positions", "a number", usize::MAX)?;

    let samples = load(&dir, lambda, limit)?;
    if samples.len() < 10 {
        return Err(format!("{}: {} usable positions, too few to train on", dir.display(), samples.len()).into());
    }
    let mut rng = Rng::new(seed);
    // A tenth of the games, chosen with the seed, held out whole.
    let mut ids: Vec<u32> = samples.games.clone();
    ids.dedup();
    let mut held_game = vec![false; samples.games.last().map_or(0, |&g| g as usize + 1)];
    shuffle(&mut ids, &mut rng);
    for &g in &ids[..ids.len().div_ceil(10)] {
        held_game[g as usize] = true;
    }
    let (valid, mut train): (Vec<u32>, Vec<u32>) =
        (0..samples.len() as u32).partition(|&i| held_game[samples.games[i as usize] as usize]);
    if valid.is_empty() || train.is_empty() {
        return Err(format!("{}: too few games to hold a tenth out", dir.display()).into());
    }
    let train = &mut train[..];
    let mean = train.iter().map(|&i| f64::from(samples.targets[i as usize])).sum::<f64>() / train.len() as f64;
    let constant = valid.iter().map(|&i| (f64::from(samples.targets[i as usize]) - mean).powi(2)).sum::<f64>()
        / valid.len() as f64;
    outln!(
        "{} positions ({} for training, {} held out); lambda {lambda}; a constant {mean:.3} scores {constant:.5}",
        samples.len(),
        train.len(),
        valid.len()
    );

    let mut model = Model::new(&mut rng);
    let (mut adam_w1, mut adam_b1, mut adam_w2, mut adam_b2) =
        (Adam::new(INPUTS * HIDDEN), Adam::new(HIDDEN), Adam::new(HIDDEN), Adam::new(1));
    let mut grads: Vec<Grads> = (0..threads).map(|_| Grads::new()).collect();
    let mut t = 0;
    for epoch in 1..=epochs {
        let started = std::time::Instant::now();
        shuffle(train, &mut rng);
        let mut train_loss = 0.0;
        for chunk in train.chunks(batch) {
            t += 1;
            let slice = chunk.len().div_ceil(threads);
            std::thread::scope(|scope| {
                for (g, part) in grads.iter_mut().zip(chunk.chunks(slice)) {
                    let (model, samples) = (&model, &samples);
                    scope.spawn(move || {
                        g.clear();
                        model.backward(samples, part, g);
                    });
                }
            });
            // Threads without a slice of a short last batch keep last batch's sums: skip them.
            let used = chunk.len().div_ceil(slice);
            let (first, rest) = grads.split_at_mut(1);
            let sum = &mut first[0];
            for other in &rest[..used - 1] {
                for f in 0..INPUTS {
                    if other.touched[f] {
                        sum.touched[f] = true;
                        let row = f * HIDDEN..(f + 1) * HIDDEN;
                        for (s, o) in sum.w1[row.clone()].iter_mut().zip(&other.w1[row]) {
                            *s += o;
                        }
                    }
                }
                for (s, o) in sum.b1.iter_mut().zip(&other.b1) {
                    *s += o;
                }
                for (s, o) in sum.w2.iter_mut().zip(&other.w2) {
                    *s += o;
                }
                sum.b2 += other.b2;
                sum.loss += other.loss;
            }
            train_loss += sum.loss;
            let step = Step { batch: chunk.len() as f32, lr, t };
            for f in 0..INPUTS {
                if sum.touched[f] {
                    let at = f * HIDDEN;
                    adam_w1.step(&mut model.w1[at..at + HIDDEN], &sum.w1[at..at + HIDDEN], at, &step, W1_LIMIT);
                }
            }
            adam_b1.step(&mut model.b1, &sum.b1, 0, &step, W1_LIMIT);
            adam_w2.step(&mut model.w2, &sum.w2, 0, &step, 100.0);
            let mut b2 = [model.b2];
            adam_b2.step(&mut b2, &[sum.b2], 0, &step, 100.0);
            model.b2 = b2[0];
        }
        let net = model.quantised();
        std::fs::write(&out, net.to_bytes()).map_err(|e| format!("{}: {e}", out.display()))?;
        outln!(
            "epoch {epoch}: training loss {:.5}, validation loss {:.5}, {:.1} s; {} (hash {:016x})",
            train_loss / train.len() as f64,
            model.loss(&samples, &valid),
            started.elapsed().as_secs_f64(),
            out.display(),
            net.hash()
        );
        lr *= lr_decay;
    }
    outln!("quantised against float: {}", quantisation_gap(&model, &dir));
    Ok(())
}

/// How far the quantised net's scores lie from the float net's, in centipawns, over the
/// positions of the first chunk's first five games (the quantised net evaluates
/// positions, not feature lists).
fn quantisation_gap(model: &Model, dir: &Path) -> String {
    let net = model.quantised();
    let rules = Rules::new(Variant::Teams);
    let mut gaps = Vec::new();
    let mut acc = [0f32; HIDDEN];
    let mut active = [0u16; MAX_ACTIVE];
    let Some(path) = chunk_files(dir).ok().and_then(|paths| paths.into_iter().next()) else {
        return "no data".into();
    };
    let Ok(records) = std::fs::read(&path).map_err(|e| e.to_string()).and_then(|b| decode(&b)) else {
        return "no data".into();
    };
    for record in records.iter().take(5) {
        let Ok(mut game) = Game::from_fen4(rules, &record.opening) else { continue };
        for (index, _) in &record.plies {
            let pos = game.position();
            let n = features(pos, &mut active);
            let float = model.forward(&active[..n], &mut acc) * SCORE_SCALE as f32;
            gaps.push((float - net.evaluate(pos) as f32).abs());
            let moves = game.legal_moves();
            let Some(mv) = moves.get(*index as usize).copied() else { break };
            if game.play(mv).is_err() {
                break;
            }
        }
    }
    let mean = gaps.iter().sum::<f32>() / gaps.len().max(1) as f32;
    let max = gaps.iter().copied().fold(0.0, f32::max);
    format!("mean {mean:.1} cp, largest {max:.1} cp over {} positions", gaps.len())
}

fn shuffle(items: &mut [u32], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}
