// Memory and time stay bounded: a 500-move game, 100 games in a row, and bot searches
// that answer within their level's time budget plus a margin (generous: CI machines are
// shared; a search that ignored its clock would take many seconds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { Bot, Engine } from '../../www/pkg/fourchess_wasm.js';

const wasmPath = fileURLToPath(new URL('../../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
const wasm = await init({ module_or_path: await readFile(wasmPath) });
const memoryMb = () => wasm.memory.buffer.byteLength / 2 ** 20;

/** Plays up to `plies` moves, the choice driven by a small seeded generator. */
function playRandom(engine, plies, seed) {
  let s = seed;
  for (let ply = 0; ply < plies && !engine.status().outcome; ply++) {
    if (engine.status().needsRoll) {
      engine.roll([(s % 6) + 1, ((s >>> 3) % 6) + 1]);
      s = (s * 1103515245 + 12345) >>> 0;
      continue;
    }
    const moves = engine.legalMoves();
    s = (s * 1103515245 + 12345) >>> 0;
    engine.play(moves[s % moves.length].text);
  }
}

test('a 500-move game and 100 games in a row keep memory bounded', () => {
  const long = new Engine('verney', undefined);
  playRandom(long, 500, 7);
  assert.ok(long.record().moves.length >= 400, `only ${long.record().moves.length} moves`);
  assert.ok(Engine.fromPgn4(long.pgn4()).fen4() === long.fen4());
  long.free();
  const variants = ['verney', 'teams', 'ffa', 'chaturanga'];
  let after10 = 0;
  for (let game = 0; game < 100; game++) {
    const engine = new Engine(variants[game % 4], undefined);
    playRandom(engine, 150, game + 1);
    engine.free();
    if (game === 9) after10 = memoryMb();
  }
  const after100 = memoryMb();
  assert.ok(after100 - after10 <= 2, `memory grew from ${after10} MB to ${after100} MB over 90 games`);
  assert.ok(after100 < 64, `${after100} MB`);
});

test('bots answer within their time budget plus a margin, with a fixed-size table', () => {
  const budgets = { 1: 100, 2: 150, 3: 250 };
  const bot = new Bot(8);
  const before = memoryMb();
  for (const variant of ['teams', 'verney', 'ffa', 'chaturanga']) {
    const engine = new Engine(variant, undefined);
    playRandom(engine, 24, 3);
    if (engine.status().needsRoll) engine.roll([2, 5]);
    for (const level of [1, 2, 3]) {
      const start = performance.now();
      const found = bot.bestMove(engine, level, 42);
      const ms = performance.now() - start;
      assert.ok(found !== null, `${variant}: no move`);
      assert.ok(engine.legalMoves().some((m) => m.text === found.move), `${variant}: ${found.move} is not legal`);
      assert.ok(ms <= budgets[level] + 1000, `${variant} level ${level}: ${ms.toFixed(0)} ms`);
    }
    engine.free();
  }
  assert.ok(memoryMb() - before <= 9, 'the table is allocated once');
  bot.free();
});
