// The learned evaluation in wasm: the seeded test net gives exactly the native integer
// scores of the golden set (tests/nnue/golden.txt, kept by crates/search/tests/nnue_golden.rs),
// bad net files are refused with the code `bad-net` and the bot plays on, and a bot with
// a net searches. The net file is written by the CLI (`fourchess net --seeded`), which
// `make wasm-test` builds first; FOURCHESS_BIN names another binary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import init, { Bot, Engine } from '../../www/pkg/fourchess_wasm.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
await init({ module_or_path: await readFile(join(root, 'www/pkg/fourchess_wasm_bg.wasm')) });

const golden = readFileSync(join(root, 'tests/nnue/golden.txt'), 'utf8').trim().split('\n');
const [, seed, hash] = golden[0].match(/seeded test net (\d+) \(hash ([0-9a-f]{16})\)/) ?? [];
const rows = golden.slice(1).map((line) => {
  const [score, fen4] = line.split('\t');
  return { score: Number(score), fen4 };
});

function seededNet() {
  const bin = process.env.FOURCHESS_BIN ?? join(root, process.env.CARGO_TARGET_DIR ?? 'target', 'release/fourchess');
  const dir = mkdtempSync(join(tmpdir(), 'fourchess-net-'));
  try {
    execFileSync(bin, ['net', '--seeded', seed, '--out', join(dir, 'seeded.nnue')]);
    return new Uint8Array(readFileSync(join(dir, 'seeded.nnue')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const netBytes = seededNet();

test('the golden set: wasm scores equal the native ones', () => {
  assert.ok(seed && hash, 'the golden file names its net');
  assert.ok(rows.length > 40, `${rows.length} positions`);
  const bot = new Bot(1);
  assert.equal(bot.useNet(netBytes), hash);
  for (const { score, fen4 } of rows) {
    assert.equal(bot.netEvaluation(Engine.fromFen4('teams', undefined, fen4)), score, fen4);
  }
});

// The SIMD build (the one most browsers load) in a module instance of its own.
const simd = await import('../../www/pkg/fourchess_wasm.js?simd');
await simd.default({ module_or_path: await readFile(join(root, 'www/pkg/fourchess_wasm_simd_bg.wasm')) });

test('the golden set in the SIMD build: the same scores', () => {
  const bot = new simd.Bot(1);
  assert.equal(bot.useNet(netBytes), hash);
  for (const { score, fen4 } of rows) {
    assert.equal(bot.netEvaluation(simd.Engine.fromFen4('teams', undefined, fen4)), score, fen4);
  }
});

test('a search with the net carries the same accumulators in both builds: the same nodes, score and line', () => {
  const pgn4 = new Engine('teams').pgn4();
  const [plain, vector] = [
    [Bot, Engine],
    [simd.Bot, simd.Engine],
  ].map(([B]) => {
    const bot = new B(8);
    bot.useNet(netBytes);
    const [line] = bot.analyse(pgn4, 1, 7, undefined, undefined);
    return { nodes: line.nodes, score: line.score, pv: line.pv.join(' ') };
  });
  assert.ok(plain.nodes > 1000, `${plain.nodes} nodes`);
  assert.deepEqual(vector, plain);
});

test('no net, or not Teams: no net evaluation', () => {
  const bot = new Bot(1);
  assert.equal(bot.netEvaluation(new Engine('teams')), null);
  bot.useNet(netBytes);
  assert.equal(bot.netEvaluation(new Engine('verney')), null);
  assert.equal(typeof bot.netEvaluation(new Engine('teams')), 'number');
  bot.useHandEvaluation();
  assert.equal(bot.netEvaluation(new Engine('teams')), null);
});

test('bad nets are refused with bad-net; the bot keeps its evaluation and plays', () => {
  const bot = new Bot(1);
  const before = bot.useNet(netBytes);
  const flipped = netBytes.slice();
  flipped[5000] ^= 1;
  const version = netBytes.slice();
  version[4] = 9;
  for (const bad of [flipped, version, netBytes.slice(0, 1000), new Uint8Array(0), new TextEncoder().encode('<html>404</html>')]) {
    let error;
    try {
      bot.useNet(bad);
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof Error && !(error instanceof WebAssembly.RuntimeError), String(error));
    assert.equal(error.code, 'bad-net', error.message);
  }
  assert.throws(() => bot.useNet('not bytes'), (e) => e.code === 'bad-argument');
  assert.throws(() => bot.useNet(new Uint8Array(5 << 20)), (e) => e.code === 'bad-net');
  // Still the first net, and it still plays.
  const start = new Engine('teams');
  assert.equal(bot.netEvaluation(start), rows[0].score);
  assert.equal(before, hash);
  const found = bot.bestMove(start, 2, 1);
  assert.ok(start.legalMoves().some((m) => m.text === found.move), found.move);
});

test('a bot with the net plays a Teams game', () => {
  const bot = new Bot(2);
  bot.useNet(netBytes);
  const engine = new Engine('teams');
  for (let ply = 0; ply < 12 && !engine.status().outcome; ply++) {
    const found = bot.bestMove(engine, 3, ply);
    assert.ok(found && found.nodes > 0);
    engine.play(found.move);
  }
  assert.ok(engine.status().ply >= 12 || engine.status().outcome);
});
