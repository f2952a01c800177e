// The move list's events as the engine gives them to the page (Engine.record()): what
// each move did, for "Since your move" and the sounds. Run by `make test` after the wasm
// build:  node --test tests/wasm/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { Engine } from '../../www/pkg/fourchess_wasm.js';

const wasmPath = fileURLToPath(new URL('../../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
await init({ module_or_path: await readFile(wasmPath) });

test('a move is a check only when it gives one (its +), not while an earlier check stands', () => {
  // Teams, bots at level 2: Blue's Ri5-g5 checks Red; Yellow's g11-g10 next gives none,
  // though Red's king is still in check when it is played.
  const moves = ['h2-h3', 'b9-c9', 'i13-i12', 'm11-k11', 'Ne1-f3', 'b7-c7', 'g13-g11', 'm8-l8', 'Qg1-i3', 'Na10-c11', 'h13-h11', 'Nn10-l11', 'Qi3-f6', 'Ba6xBi14', 'Qh14xBi14', 'Nl11-j12', 'e2-e4', 'Qa8xf13', 'Kg14xQf13', 'Nj12xQi14', 'Bf1xb5', 'Na5-c6', 'Kf13-g14', 'Bn9xh3', 'g2xBh3', 'Ra4-a5', 'Ne14-f12', 'm6-l6', 'Bb5xNc6', 'Ra5-i5', 'Nj14-k12', 'Qn7xi2', 'Kh1-g1', 'Ri5-g5', 'g11-g10'];
  const e = new Engine('teams', undefined);
  try {
    for (const m of moves) e.play(m);
    const record = e.record().moves;
    const checker = record[record.length - 2];
    const quiet = record[record.length - 1];
    assert.match(checker.text, /\+/);
    assert.equal(checker.event.check, true);
    assert.equal(e.status().seats[0].check, true, "Red's king is still in check");
    assert.equal(quiet.text, 'g11-g10');
    assert.equal(quiet.event.check, false, 'the move after a check gave none');
    for (const m of record) assert.equal(m.event.check, m.text.includes('+'), m.text);
  } finally {
    e.free();
  }
});

test('record(from) sends the entries from an index on (the page keeps the rest), and refuses a bad index', () => {
  const e = new Engine('teams', undefined);
  try {
    for (const m of ['h2-h3', 'b9-c9', 'i13-i12', 'm11-k11', 'Ne1-f3']) e.play(m);
    const whole = e.record();
    assert.equal(whole.movesFrom, 0);
    const tail = e.record(3);
    assert.equal(tail.movesFrom, 3);
    assert.deepEqual(tail.moves, whole.moves.slice(3));
    for (const key of ['pieces', 'legalMoves', 'status', 'fen4', 'pgn4']) assert.deepEqual(tail[key], whole[key], key);
    // Past the end: none, from the end (a page that held more after a take-back).
    const past = e.record(99);
    assert.equal(past.movesFrom, 5);
    assert.deepEqual(past.moves, []);
    assert.equal(e.record(undefined).movesFrom, 0);
    for (const bad of [-1, 1.5, '3', null]) {
      assert.throws(() => e.record(bad), (err) => err instanceof Error && !(err instanceof WebAssembly.RuntimeError) && err.code === 'bad-argument');
    }
  } finally {
    e.free();
  }
});
