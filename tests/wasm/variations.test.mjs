// PGN4 variations (side lines) through the engine's JS API: Engine.variations() and
// Engine.setVariations(tree), read from and written to PGN4. Run by `make test` after
// the wasm build:  node --test tests/wasm/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { Engine } from '../../www/pkg/fourchess_wasm.js';

const wasmPath = fileURLToPath(new URL('../../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
await init({ module_or_path: await readFile(wasmPath) });

const withVariations = await readFile(
  fileURLToPath(new URL('../games/chesscom/game_26780489.pgn4', import.meta.url)),
  'utf8',
);

/** Runs `body` with an engine, freed after. */
function using(engine, body) {
  try {
    return body(engine);
  } finally {
    engine.free();
  }
}

const teams = (moves) => {
  const e = new Engine('teams', undefined);
  for (const m of moves) e.play(m);
  return e;
};

const MAIN = ['h2-h3', 'b9-c9', 'g13-g12', 'm8-l8', 'Qg1-j4', 'b8-d8'];
// Two side lines of Red's first move (the second with its own, nested twice), one of
// Yellow's, one of Blue's in round 2; moves in any spelling the engine reads.
const NESTED = [
  { at: 0, moves: ['e2-e3', 'b7-c7'], variations: [] },
  {
    at: 0,
    moves: ['i2i4', 'b7-c7', 'j13-j12'],
    variations: [
      { at: 1, moves: ['b4-c4', 'f13-f12'], variations: [{ at: 1, moves: ['e13-e12', 'm4-l4', 'j2-j3'], variations: [] }] },
    ],
  },
  { at: 2, moves: ['j13-j12', 'm10-l10', 'Qg1-i3'], variations: [] },
  { at: 5, moves: ['Na5-c6'], variations: [] },
];
const NESTED_CANONICAL = structuredClone(NESTED);
NESTED_CANONICAL[1].moves[0] = 'i2-i4';

test("fromPgn4 keeps chess.com's variations as a tree, and pgn4() writes them back", () => {
  using(Engine.fromPgn4(withVariations), (e) => {
    const tree = e.variations();
    assert.deepEqual(
      tree.map((v) => [v.at, v.moves.length, v.moves[0], v.variations.length]),
      [
        [21, 6, 'Na10-c11', 0],
        [35, 13, 'Qk10-f10+', 0],
      ],
    );
    assert.equal(e.record().moves[21].text, 'Qb9xf13+', 'the first replaces Blue’s Qb9xf13+');
    const written = e.pgn4();
    assert.ok(
      written.includes('6. Qm6xNl6 .. Qb9xf13+ ( .. Na10-c11 .. Bl8xm9+ .. Kn8xBm9\n7. Ql6-j6+ .. Nc11-e10 .. Qg9-k9 )  .. Kg14xQf13'),
      written,
    );
    using(Engine.fromPgn4(written), (again) => assert.deepEqual(again.variations(), tree));
    // A move taken back takes its side lines with it.
    e.undoTo(30);
    assert.deepEqual(
      e.variations().map((v) => v.at),
      [21],
    );
    using(e.atPly(21), (short) => assert.deepEqual(short.variations(), []));
  });
});

test('setVariations keeps a nested tree; pgn4() and record().pgn4 write it and it reads back', () => {
  using(teams(MAIN), (e) => {
    const before = { fen: e.fen4(), record: e.record(), status: e.status() };
    e.setVariations(NESTED);
    assert.deepEqual(e.variations(), NESTED_CANONICAL);
    assert.equal(e.fen4(), before.fen, 'the position is untouched');
    assert.deepEqual(e.status(), before.status);
    const record = e.record();
    assert.deepEqual(record.moves, before.record.moves, 'the moves are untouched');
    assert.equal(record.pgn4, e.pgn4());
    assert.ok(e.pgn4().includes('1. h2-h3 ( 1. e2-e3 .. b7-c7 ) ( 1. i2-i4 .. b7-c7 ( .. b4-c4 .. f13-f12 ( .. e13-e12'), e.pgn4());
    using(Engine.fromPgn4(e.pgn4()), (again) => {
      assert.deepEqual(again.variations(), NESTED_CANONICAL);
      assert.deepEqual(
        again.record().moves.map((m) => m.text),
        MAIN,
      );
    });
    e.setVariations([]);
    assert.deepEqual(e.variations(), []);
    assert.ok(!e.pgn4().includes('( '));
  });
});

test('a bad tree is refused whole, with a coded error, and the old tree stays', () => {
  using(teams(MAIN), (e) => {
    e.setVariations(NESTED);
    const fen = e.fen4();
    const refused = (tree, code) => {
      assert.throws(
        () => e.setVariations(tree),
        (err) => err instanceof Error && (code instanceof RegExp ? code.test(err.code) : err.code === code),
        JSON.stringify(tree)?.slice(0, 200),
      );
      assert.deepEqual(e.variations(), NESTED_CANONICAL, 'the old tree stays');
      assert.equal(e.fen4(), fen);
    };
    const node = (at, moves, variations = []) => ({ at, moves, variations });
    // Shape.
    for (const bad of [
      undefined,
      null,
      'e2-e3',
      {},
      [null],
      [7],
      [{ at: 0, moves: ['e2-e3'] }],
      [{ at: '0', moves: ['e2-e3'], variations: [] }],
      [node(-1, ['e2-e3'])],
      [node(0.5, ['e2-e3'])],
      [node(6, ['e2-e3'])],
      [node(0, [])],
      [node(0, 'e2-e3')],
      [node(0, [3])],
      [node(0, ['e2-e3'], [node(1, ['b7-c7'])])],
      [node(0, ['e2-e3'], {})],
      [node(0, ['x'.repeat(65)])],
    ]) {
      refused(bad, 'bad-argument');
    }
    // At most 64 levels deep, 10,000 moves in all.
    let deep = [];
    for (let i = 0; i < 65; i++) deep = [node(0, ['e2-e3'], deep)];
    refused(deep, 'bad-argument');
    refused(Array.from({ length: 10_001 }, () => node(0, ['e2-e3'])), 'bad-argument');
    // The deepest and largest trees allowed are taken.
    deep = deep[0].variations;
    e.setVariations(deep);
    let depth = 0;
    for (let t = e.variations(); t.length; t = t[0].variations) depth++;
    assert.equal(depth, 64);
    e.setVariations(Array.from({ length: 10_000 }, () => node(0, ['e2-e3'])));
    assert.equal(e.variations().length, 10_000);
    e.setVariations(NESTED);
    // An illegal move, nested: the move's own code, details naming it; nothing kept.
    const illegal = [node(0, ['e2-e3']), node(0, ['i2-i4', 'b7-c7'], [node(1, ['b4-c4', 'f13-f10'])])];
    assert.throws(
      () => e.setVariations(illegal),
      (err) => err.code !== 'bad-argument' && /^move-/.test(err.code) && err.details.move === 'f13-f10',
    );
    refused(illegal, 'move-illegal');
    refused([node(0, ['e2-e3', 'b7-c7', 'Qh14-h13'])], /^move-/);
    refused([node(0, ['e2-e3', 'b7-c7', 'h13-h12', 'm4-l4', 'O-O'])], 'move-castling-illegal');
    refused([node(0, ['Zz99'])], /^move-/);
  });
});

test('setVariations leaves the game alone: play goes on, a finished game keeps its result', () => {
  using(teams(MAIN), (e) => {
    e.setVariations([{ at: 5, moves: ['b7-c7'], variations: [] }]);
    e.play('g12-g11');
    assert.equal(e.record().moves.length, MAIN.length + 1);
    assert.deepEqual(e.variations(), [{ at: 5, moves: ['b7-c7'], variations: [] }]);
    e.undo();
    e.undo();
    assert.deepEqual(e.variations(), [], 'taking back the move drops its side line');
  });
});
