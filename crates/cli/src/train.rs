//! `fourchess train`: fits a Teams net (`fourchess_search::nnue`) to `datagen` chunks.
//!
//! Every game of the chunks is replayed; each quiet position (the mover not in check,
//! the search's move neither a capture nor a promotion, no mate score) becomes a sample:
//! its features for the mover and a target, λ·sigmoid(score/400) + (1-λ)·result for the
//! mover's team. Samples are shuffled with the seed; a tenth of the games is held out
//! whole for the validation loss (positions of one game are alike). The float net (3,840 -> 128 clipped ReLU -> 1) is fitted by Adam
//! on the mean squared error of sigmoid(output) against the target, the batch spread
//! over threads (each sums its own gradients; the sums are added in a fixed order, so
//! a run is the same, byte for byte, for the same data, options, seed and thread count:
//! nothing depends on the clock, a hash map's order or which thread ends first). The
//! first layer's rows are updated only for the features a batch touched. The quantised
//! net is written at the end of every epoch, so a stopped run leaves its last epoch's net.
//!
//! Plain loops over fixed-size rows: the CPU suffices for this size (docs/nnue.md). The
//! net's sizes are parameters of [`Model`] and [`Grads`] (the shipped 3,840 x 128 by
//! default), so that the tests can check the gradient against finite differences on a
//! net small enough to perturb every weight.

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

/// The float net: first layer `I` x `H` (feature-major), its biases, the output weights
/// and bias. The shipped net's sizes by default.
struct Model<const I: usize = INPUTS, const H: usize = HIDDEN> {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

/// The gradients (sums over samples) of the squared error, for a slice of a batch or a
/// whole batch.
struct Grads<const I: usize = INPUTS, const H: usize = HIDDEN> {
    w1: Vec<f32>,
    /// Whether feature `i`'s row was touched (its gradient is not all zero).
    touched: Vec<bool>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
    /// The summed squared error of the samples.
    loss: f64,
}

impl<const I: usize, const H: usize> Grads<I, H> {
    fn new() -> Grads<I, H> {
        Grads { w1: vec![0.0; I * H], touched: vec![false; I], b1: vec![0.0; H], w2: vec![0.0; H], b2: 0.0, loss: 0.0 }
    }

    fn clear(&mut self) {
        for f in 0..I {
            if self.touched[f] {
                self.w1[f * H..(f + 1) * H].fill(0.0);
                self.touched[f] = false;
            }
        }
        self.b1.fill(0.0);
        self.w2.fill(0.0);
        self.b2 = 0.0;
        self.loss = 0.0;
    }

    /// Adds `other`'s sums to these.
    fn add(&mut self, other: &Grads<I, H>) {
        for f in 0..I {
            if other.touched[f] {
                self.touched[f] = true;
                let row = f * H..(f + 1) * H;
                for (s, o) in self.w1[row.clone()].iter_mut().zip(&other.w1[row]) {
                    *s += o;
                }
            }
        }
        for (s, o) in self.b1.iter_mut().zip(&other.b1) {
            *s += o;
        }
        for (s, o) in self.w2.iter_mut().zip(&other.w2) {
            *s += o;
        }
        self.b2 += other.b2;
        self.loss += other.loss;
    }
}

impl<const I: usize, const H: usize> Model<I, H> {
    fn new(rng: &mut Rng) -> Model<I, H> {
        let mut uniform = |scale: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * scale;
        Model {
            w1: (0..I * H).map(|_| uniform(0.05)).collect(),
            b1: (0..H).map(|_| 0.25 + uniform(0.05)).collect(),
            w2: (0..H).map(|_| uniform(0.3)).collect(),
            b2: 0.0,
        }
    }

    /// The hidden accumulator and output for one sample.
    fn forward(&self, feats: &[u16], acc: &mut [f32; H]) -> f32 {
        acc.copy_from_slice(&self.b1);
        for &f in feats {
            let row = &self.w1[f as usize * H..(f as usize + 1) * H];
            for (a, w) in acc.iter_mut().zip(row) {
                *a += w;
            }
        }
        self.b2 + acc.iter().zip(&self.w2).map(|(a, w)| a.clamp(0.0, 1.0) * w).sum::<f32>()
    }

    /// Adds the gradients of the samples `batch` (and their squared errors) to `g`.
    fn backward(&self, samples: &Samples, batch: &[u32], g: &mut Grads<I, H>) {
        let mut acc = [0f32; H];
        for &i in batch {
            let feats = samples.features_of(i as usize);
            let out = self.forward(feats, &mut acc);
            let p = sigmoid(out);
            let error = p - samples.targets[i as usize];
            g.loss += f64::from(error * error);
            let d_out = 2.0 * error * p * (1.0 - p);
            g.b2 += d_out;
            let mut d_acc = [0f32; H];
            for j in 0..H {
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
                for (w, d) in g.w1[f * H..(f + 1) * H].iter_mut().zip(&d_acc) {
                    *w += d;
                }
            }
        }
    }

    /// Mean squared error over `set`: the loss whose gradient [`Model::backward`] sums.
    fn loss(&self, samples: &Samples, set: &[u32]) -> f64 {
        let mut acc = [0f32; H];
        let total: f64 = set
            .iter()
            .map(|&i| {
                let e = sigmoid(self.forward(samples.features_of(i as usize), &mut acc)) - samples.targets[i as usize];
                f64::from(e * e)
            })
            .sum();
        total / set.len().max(1) as f64
    }
}

impl Model {
    fn quantised(&self) -> Net {
        Net::quantise(&FloatNet { w1: &self.w1, b1: &self.b1, w2: &self.w2, b2: self.b2 })
    }
}

/// The summed gradient of the samples `batch`, spread over one thread per element of
/// `grads` (each takes an equal slice, in order) and added up in a fixed order: the
/// result does not depend on which thread ends first. It is left in `grads[0]`.
fn batch_gradient<'g, const I: usize, const H: usize>(
    model: &Model<I, H>,
    samples: &Samples,
    batch: &[u32],
    grads: &'g mut [Grads<I, H>],
) -> &'g Grads<I, H> {
    let slice = batch.len().div_ceil(grads.len());
    std::thread::scope(|scope| {
        for (g, part) in grads.iter_mut().zip(batch.chunks(slice)) {
            scope.spawn(move || {
                g.clear();
                model.backward(samples, part, g);
            });
        }
    });
    // Threads without a slice of a short last batch keep last batch's sums: skip them.
    let used = batch.len().div_ceil(slice);
    let (first, rest) = grads.split_at_mut(1);
    let sum = &mut first[0];
    for other in &rest[..used - 1] {
        sum.add(other);
    }
    sum
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

/// Adam's state for every weight of a [`Model`].
struct Optimiser {
    w1: Adam,
    b1: Adam,
    w2: Adam,
    b2: Adam,
}

impl Optimiser {
    fn new() -> Optimiser {
        Optimiser { w1: Adam::new(INPUTS * HIDDEN), b1: Adam::new(HIDDEN), w2: Adam::new(HIDDEN), b2: Adam::new(1) }
    }

    /// One step of `model` along the batch's summed gradient `sum`: the first layer's rows
    /// only where the batch touched them, its weights kept within ±[`W1_LIMIT`].
    fn step(&mut self, model: &mut Model, sum: &Grads, step: &Step) {
        for f in 0..INPUTS {
            if sum.touched[f] {
                let at = f * HIDDEN;
                self.w1.step(&mut model.w1[at..at + HIDDEN], &sum.w1[at..at + HIDDEN], at, step, W1_LIMIT);
            }
        }
        self.b1.step(&mut model.b1, &sum.b1, 0, step, W1_LIMIT);
        self.w2.step(&mut model.w2, &sum.w2, 0, step, 100.0);
        let mut b2 = [model.b2];
        self.b2.step(&mut b2, &[sum.b2], 0, step, 100.0);
        model.b2 = b2[0];
    }
}

/// What `fourchess train` is asked for, besides its folder and output file.
#[derive(Clone, Copy)]
struct Settings {
    lambda: f32,
    epochs: usize,
    lr: f32,
    lr_decay: f32,
    batch: usize,
    seed: u64,
    threads: usize,
    /// The most samples read (`--max-positions`).
    limit: usize,
}

impl Settings {
    fn parse(args: &Args) -> CliResult<Settings> {
        let lambda: f32 = args.parsed_or("lambda", "a number 0..1", 0.5)?;
        if !(0.0..=1.0).contains(&lambda) {
            return Err(usage("--lambda must be between 0 and 1"));
        }
        Ok(Settings {
            lambda,
            epochs: args.parsed_or("epochs", "a number", 10)?,
            lr: args.parsed_or("lr", "a number", 0.001)?,
            lr_decay: args.parsed_or("lr-decay", "a number", 1.0)?,
            batch: args.parsed_or::<usize>("batch", "a number", 1024)?.max(1),
            seed: args.parsed_or("seed", "a number", 1)?,
            threads: args.parsed_or::<usize>("threads", "a number", 1)?.clamp(1, 64),
            limit: args.parsed_or("max-positions", "a number", usize::MAX)?,
        })
    }
}

pub fn run(args: &Args) -> CliResult<()> {
    let dir = PathBuf::from(args.positional(0).ok_or_else(|| usage("train needs the datagen folder"))?);
    let out = PathBuf::from(args.value("out").ok_or_else(|| usage("train needs --out FILE.nnue"))?);
    let settings = Settings::parse(args)?;
    train(&dir, &out, &settings, &mut |line| outln!("{line}"))
}

/// The whole run: the samples of `dir` read, a tenth of the games held out, the net
/// fitted and written to `out` after every epoch; what it prints goes to `say`, a line
/// at a time.
fn train(dir: &Path, out: &Path, settings: &Settings, say: &mut dyn FnMut(String)) -> CliResult<()> {
    let Settings { lambda, epochs, mut lr, lr_decay, batch, seed, threads, limit } = *settings;
    let samples = load(dir, lambda, limit)?;
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
    say(format!(
        "{} positions ({} for training, {} held out); lambda {lambda}; a constant {mean:.3} scores {constant:.5}",
        samples.len(),
        train.len(),
        valid.len()
    ));

    let mut model = Model::new(&mut rng);
    let mut optimiser = Optimiser::new();
    let mut grads: Vec<Grads> = (0..threads).map(|_| Grads::new()).collect();
    let mut t = 0;
    for epoch in 1..=epochs {
        let started = std::time::Instant::now();
        shuffle(train, &mut rng);
        let mut train_loss = 0.0;
        for chunk in train.chunks(batch) {
            t += 1;
            let sum = batch_gradient(&model, &samples, chunk, &mut grads);
            train_loss += sum.loss;
            optimiser.step(&mut model, sum, &Step { batch: chunk.len() as f32, lr, t });
        }
        let net = model.quantised();
        std::fs::write(out, net.to_bytes()).map_err(|e| format!("{}: {e}", out.display()))?;
        say(format!(
            "epoch {epoch}: training loss {:.5}, validation loss {:.5}, {:.1} s; {} (hash {:016x})",
            train_loss / train.len() as f64,
            model.loss(&samples, &valid),
            started.elapsed().as_secs_f64(),
            out.display(),
            net.hash()
        ));
        lr *= lr_decay;
    }
    say(format!("quantised against float: {}", quantisation_gap(&model, dir)));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::datagen::{encode, End, Record};

    /// A net small enough to perturb every weight: 8 inputs, 4 hidden units.
    const I: usize = 8;
    const H: usize = 4;
    /// The finite difference's step: small against the curvature, large against f32's
    /// rounding of the loss.
    const STEP: f32 = 1e-2;

    /// Six samples of two to four features each (feature 7 in none: its row's gradient
    /// must be zero), targets spread over 0..1.
    fn tiny_samples() -> Samples {
        let sets: [&[u16]; 6] = [&[0, 1, 2], &[1, 3], &[2, 4, 5, 6], &[0, 5], &[3, 4, 6], &[1, 2, 6]];
        let mut samples = Samples { features: Vec::new(), starts: Vec::new(), targets: Vec::new(), games: Vec::new() };
        for (k, set) in sets.iter().enumerate() {
            samples.starts.push(samples.features.len() as u32);
            samples.features.extend_from_slice(set);
            samples.targets.push([0.9, 0.1, 0.6, 0.3, 1.0, 0.0][k]);
            samples.games.push(k as u32);
        }
        samples
    }

    /// A tiny net whose hidden units are, over the samples, inside the clip (0..1), below
    /// it and above it, each at least twice [`STEP`] from its corners, so that no
    /// perturbation crosses one (the loss has no derivative there).
    fn tiny_model(samples: &Samples) -> Model<I, H> {
        let mut rng = Rng::new(11);
        let mut uniform = |scale: f32| (rng.below(1 << 24) as f32 / (1 << 24) as f32 * 2.0 - 1.0) * scale;
        for _ in 0..1000 {
            let model = Model::<I, H> {
                w1: (0..I * H).map(|_| uniform(0.8)).collect(),
                b1: (0..H).map(|_| 0.3 + uniform(0.5)).collect(),
                w2: (0..H).map(|_| uniform(1.5)).collect(),
                b2: uniform(0.5),
            };
            let mut acc = [0f32; H];
            let (mut inside, mut below, mut above, mut clear) = (0, 0, 0, true);
            for i in 0..samples.len() {
                model.forward(samples.features_of(i), &mut acc);
                for &a in &acc {
                    clear &= a.abs() > 2.0 * STEP && (a - 1.0).abs() > 2.0 * STEP;
                    match a {
                        a if a < 0.0 => below += 1,
                        a if a > 1.0 => above += 1,
                        _ => inside += 1,
                    }
                }
            }
            if clear && inside >= 12 && below >= 2 && above >= 2 {
                return model;
            }
        }
        panic!("no tiny net with its units clear of the clip's corners");
    }

    /// Every weight's analytic gradient (the one the trainer steps along: the threads'
    /// summed [`batch_gradient`]) against the central difference of the trainer's loss,
    /// (loss(w + h) - loss(w - h)) / 2h: first layer (the rows of features no sample has
    /// included), its biases, output weights and bias.
    #[test]
    fn the_gradient_matches_finite_differences() {
        let samples = tiny_samples();
        let all: Vec<u32> = (0..samples.len() as u32).collect();
        let mut model = tiny_model(&samples);
        let mut grads: Vec<Grads<I, H>> = (0..3).map(|_| Grads::new()).collect();
        let analytic = batch_gradient(&model, &samples, &all, &mut grads);
        let n = samples.len() as f64;
        assert!((analytic.loss / n - model.loss(&samples, &all)).abs() < 1e-9, "the summed loss is the loss");

        // The summed loss as a function of one weight, chosen by `at`.
        let numeric = |model: &mut Model<I, H>, at: &dyn Fn(&mut Model<I, H>) -> &mut f32| {
            let w = *at(model);
            *at(model) = w + STEP;
            let up = model.loss(&samples, &all) * n;
            *at(model) = w - STEP;
            let down = model.loss(&samples, &all) * n;
            *at(model) = w;
            (up - down) / (2.0 * f64::from(STEP))
        };
        let mut checked = Vec::new();
        let mut check = |name: String, analytic: f32, numeric: f64| {
            let (a, n) = (f64::from(analytic), numeric);
            let error = (a - n).abs() / a.abs().max(n.abs()).max(1e-3);
            assert!(error < 2e-3, "{name}: analytic {a:.6}, finite difference {n:.6} (relative error {error:.2e})");
            checked.push((name, error));
        };
        for k in 0..I * H {
            let name = format!("w1[feature {}][unit {}]", k / H, k % H);
            let touched = analytic.touched[k / H];
            check(name, if touched { analytic.w1[k] } else { 0.0 }, numeric(&mut model, &|m| &mut m.w1[k]));
        }
        for j in 0..H {
            check(format!("b1[{j}]"), analytic.b1[j], numeric(&mut model, &|m| &mut m.b1[j]));
            check(format!("w2[{j}]"), analytic.w2[j], numeric(&mut model, &|m| &mut m.w2[j]));
        }
        check("b2".into(), analytic.b2, numeric(&mut model, &|m| &mut m.b2));
        assert!(!analytic.touched[7] && analytic.touched[..7].iter().all(|&t| t));
        assert_eq!(checked.len(), I * H + 2 * H + 1);
        // The check has something to check: a third or more of the first layer's gradients
        // are far from zero.
        let large = analytic.w1.iter().filter(|g| g.abs() > 1e-2).count();
        assert!(large >= I * H / 3, "{large} of {}", I * H);
    }

    /// A small data set written as datagen chunks: games of random legal moves from the
    /// Teams start (a search would make the test slow, and the trainer does not care who
    /// chose the moves), with made-up scores and results.
    fn write_random_chunks(dir: &Path) {
        let rules = Rules::new(Variant::Teams);
        let mut rng = Rng::new(5);
        std::fs::create_dir_all(dir).unwrap();
        for chunk in 0..2 {
            let records: Vec<Record> = (0..6)
                .map(|_| {
                    let mut game = Game::new(rules);
                    let opening = game.to_fen4();
                    let mut plies = Vec::new();
                    while plies.len() < 40 && game.outcome().is_none() {
                        let moves = game.legal_moves();
                        let index = rng.below(moves.len() as u64) as usize;
                        plies.push((index as u16, rng.below(1200) as i16 - 600));
                        game.play(moves[index]).unwrap();
                    }
                    Record { opening, result: rng.below(3) as u8, end: End::PlyLimit, plies }
                })
                .collect();
            std::fs::write(dir.join(format!("chunk-1-{chunk:06}.bin")), encode(&records)).unwrap();
        }
    }

    /// The same data, settings and seed give the same net, byte for byte (two threads:
    /// their sums are added in a fixed order); another seed gives another net.
    #[test]
    fn a_seeded_run_reproduces_its_net_byte_for_byte() {
        let dir = std::env::temp_dir().join(format!("fourchess-train-seeded-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        write_random_chunks(&dir.join("data"));
        let settings = Settings {
            lambda: 0.75,
            epochs: 2,
            lr: 0.001,
            lr_decay: 0.7,
            batch: 32,
            seed: 3,
            threads: 2,
            limit: usize::MAX,
        };
        let net = |name: &str, settings: &Settings| {
            let out = dir.join(name);
            let mut said = Vec::new();
            train(&dir.join("data"), &out, settings, &mut |line| said.push(line)).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(said.iter().any(|l| l.starts_with("epoch 2: training loss")), "{said:?}");
            std::fs::read(out).unwrap()
        };
        let first = net("first.nnue", &settings);
        let again = net("again.nnue", &settings);
        assert_eq!(&first[..4], b"4PCN");
        assert!(first == again, "two runs with seed 3 differ");
        let other = net("other.nnue", &Settings { seed: 4, ..settings });
        assert!(first != other, "the seed changes the net");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
