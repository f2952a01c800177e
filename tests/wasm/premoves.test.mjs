// Premoves of every kind of move in every rule set that has them: a move queued while the
// others move (Engine.premoveOptions, what the page offers on the board) is legal and
// played as queued when the seat's turn comes, if nothing in between stopped it; a second
// premove is offered from the position after the first; a move the others made illegal
// (a pin) is not legal then, which is when the page drops it. The page matches a queued
// move to the legal ones by its squares and promotion (state.ts premoveMatch), as here.
// Partnership Chaturanga has none: its dice decide the move. Run by `make test`:
// node --test tests/wasm/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { Engine } from '../../www/pkg/fourchess_wasm.js';

const wasmPath = fileURLToPath(new URL('../../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
await init({ module_or_path: await readFile(wasmPath) });

const FILES = 'abcdefghijklmn';

/** A FEN4 for `variant` with only `pieces` ({ square: 'rK' }) on the board, `turn` to move,
 * and the castling rights `castle` (four 0/1 for king's side, then four for queen's side). */
function position(turn, pieces, castle = '0,0,0,0-0,0,0,0') {
  const rows = [];
  for (let rank = 14; rank >= 1; rank--) {
    const cells = [];
    let empty = 0;
    for (const file of FILES) {
      const piece = pieces[`${file}${rank}`];
      if (piece === undefined) empty++;
      else {
        if (empty > 0) cells.push(String(empty));
        cells.push(piece);
        empty = 0;
      }
    }
    if (empty > 0) cells.push(String(empty));
    rows.push(cells.join(','));
  }
  return `${turn}-0,0,0,0-${castle}-0,0,0,0-0-${rows.join('/')}`;
}

/** The move the page would play for a queued premove: the legal move with its squares and promotion. */
function match(legal, p) {
  const same = legal.filter((m) => m.action === 'move' && m.from === p.from && m.to === p.to);
  return same.find((m) => m.promotion === p.promotion) ?? same[0];
}

/** The others each play the first of their moves that `others` names (by its text). */
function othersPlay(e, seat, others) {
  while (e.status().toMove !== seat) {
    const legal = e.record().legalMoves.map((m) => m.text);
    const text = others.find((t) => legal.includes(t));
    assert.ok(text !== undefined, `none of ${others} is legal for seat ${e.status().toMove}: ${legal}`);
    e.play(text);
  }
}

/**
 * Queues each premove (`queue`: texts, each among the options after those before it), lets
 * the others play, then plays the queue the way the page does, each on its seat's turn.
 */
function premoveRound(variant, fen4, seat, queue, others) {
  const e = Engine.fromFen4(variant, {}, fen4);
  try {
    assert.notEqual(e.status().toMove, seat, 'the seat queues while another moves');
    const queued = [];
    for (const text of queue) {
      const options = e.premoveOptions(seat, queued.map((p) => p.text));
      const p = options.find((m) => m.text === text);
      assert.ok(p !== undefined, `${variant}: ${text} is not offered after [${queued.map((q) => q.text)}]: ${options.map((m) => m.text)}`);
      queued.push(p);
    }
    const played = [];
    for (const p of queued) {
      othersPlay(e, seat, others);
      const legal = e.record().legalMoves;
      const m = match(legal, p);
      assert.ok(m !== undefined, `${variant}: premove ${p.text} is not legal on its turn: ${legal.map((l) => l.text)}`);
      assert.equal(m.text, p.text);
      e.play(m.text);
      // The record adds what the move turned out to give (a check: +).
      played.push(e.record().moves.at(-1).text.replace(/[+#]+$/, ''));
    }
    return { played, queued };
  } finally {
    e.free();
  }
}

// Teams and Free-for-all: Red (seat 0) with room to castle both ways, pawns for single
// and double steps, a capture, a promotion; the others a king and a pawn to step with.
const vierschach = (promotionFrom) => ({
  h1: 'rK', d1: 'rR', k1: 'rR', e2: 'rP', f2: 'rP', i4: 'rP', [promotionFrom]: 'rP', j3: 'rN',
  j5: 'bN', a7: 'bK', b5: 'bP',
  g14: 'yK', j13: 'yP',
  n8: 'gK', m10: 'gP',
});
const OTHERS = ['b5-c5', 'c5-d5', 'd5-e5', 'j13-j12', 'j12-j11', 'j11-j10', 'm10-l10', 'l10-k10', 'k10-j10'];

for (const [variant, promotion] of [['teams', { from: 'g10', to: 'g11' }], ['ffa', { from: 'g7', to: 'g8' }]]) {
  const fen4 = position('B', vierschach(promotion.from), '1,0,0,0-1,0,0,0');
  const one = (text) => premoveRound(variant, fen4, 0, [text], OTHERS).played[0];

  test(`${variant}: a premove of each kind of move is played as queued`, () => {
    assert.equal(one('e2-e3'), 'e2-e3', 'a single pawn step');
    assert.equal(one('f2-f4'), 'f2-f4', 'a double pawn step');
    assert.match(one('i4xNj5'), /^i4xNj5/, 'a pawn takes');
    assert.match(one('Nj3-k5'), /^Nj3-k5/, 'a piece moves');
    assert.equal(one('O-O'), 'O-O', 'castling on the king’s side');
    assert.equal(one('O-O-O'), 'O-O-O', 'castling on the queen’s side');
  });

  test(`${variant}: a premove that promotes keeps the piece chosen`, () => {
    const e = Engine.fromFen4(variant, {}, fen4);
    const promotions = e.premoveOptions(0, []).filter((m) => m.from === promotion.from && m.to === promotion.to);
    e.free();
    assert.ok(promotions.length > 0 && promotions.every((m) => m.promotion !== null), `promotions offered: ${promotions.map((m) => m.text)}`);
    if (variant === 'teams') assert.deepEqual(promotions.map((m) => m.promotion).sort(), ['B', 'N', 'Q', 'R'], 'Teams: the player’s choice');
    else assert.equal(promotions.length, 1, 'Free-for-all: always the one-point queen');
    for (const p of promotions) assert.equal(one(p.text), p.text);
  });

  test(`${variant}: a second premove is offered and played from the position after the first`, () => {
    assert.deepEqual(premoveRound(variant, fen4, 0, ['e2-e4', 'e4-e5'], OTHERS).played, ['e2-e4', 'e4-e5']);
    assert.deepEqual(premoveRound(variant, fen4, 0, ['O-O', 'Rd1-e1'], OTHERS).played.slice(0, 1), ['O-O']);
  });

  test(`${variant}: a queued move that a pin made illegal is not legal on its turn (the page drops it)`, () => {
    // The g2-g3: queued while Blue moves, then Blue's queen comes to a8, on the
    // diagonal a8-h1 behind the pawn, and pins it to Red's king.
    const pinned = position('B', { h1: 'rK', g2: 'rP', e2: 'rP', a5: 'bK', a11: 'bQ', k14: 'yK', j13: 'yP', n5: 'gK', m10: 'gP' });
    const e = Engine.fromFen4(variant, {}, pinned);
    try {
      const options = e.premoveOptions(0, []);
      const pawn = options.find((m) => m.text === 'g2-g3');
      const other = options.find((m) => m.text === 'e2-e3');
      assert.ok(pawn !== undefined && other !== undefined, 'g2-g3 and e2-e3 are offered while Blue moves');
      e.play('Qa11-a8');
      othersPlay(e, 0, OTHERS);
      const legal = e.record().legalMoves;
      assert.equal(match(legal, pawn), undefined, 'the pinned pawn may not step');
      assert.ok(match(legal, other) !== undefined, 'another premove stays legal');
    } finally {
      e.free();
    }
  });

}

// Verney: Yellow (seat 0) steps one square, leaps its partner White's pawn, takes, and takes
// onto an enemy's back line, where the pawn becomes a queen; no double step, no castling.
test('verney: a premove of each kind of move is played as queued', () => {
  const fen4 = position('R', {
    h1: 'yK', e2: 'yP', f3: 'yP', i4: 'yP', m7: 'yP', j3: 'yN',
    f4: 'wP', g14: 'wK', j13: 'wP',
    a8: 'rK', b5: 'rP', j5: 'rN',
    n5: 'bK', m10: 'bP', n8: 'bN',
  });
  const others = ['b5-c5', 'c5-d5', 'j13-j12', 'j12-j11', 'm10-l10', 'l10-k10'];
  const e = Engine.fromFen4('verney', {}, fen4);
  const options = e.premoveOptions(0, []);
  e.free();
  const byFrom = (from, to) => options.find((m) => m.from === from && m.to === to);
  assert.equal(byFrom('e2', 'e4'), undefined, 'no double step');
  assert.equal(options.filter((m) => m.from === 'h1').every((m) => !m.text.startsWith('O-O')), true, 'no castling');
  const one = (m) => premoveRound('verney', fen4, 0, [m.text], others).played[0];
  assert.equal(one(byFrom('e2', 'e3')), 'e2-e3', 'a single pawn step');
  const leap = byFrom('f3', 'f5');
  assert.ok(leap?.leap, 'the leap over the partner’s pawn is offered');
  assert.equal(one(leap), leap.text);
  assert.match(one(byFrom('i4', 'j5')), /^i4xNj5/, 'a pawn takes');
  assert.match(one(byFrom('j3', 'k5')), /^Nj3-k5/, 'a piece moves');
  const queen = byFrom('m7', 'n8');
  assert.equal(queen?.promotion, 'Q', 'taking onto an enemy’s back line makes a queen');
  assert.equal(one(queen), queen.text);
  assert.deepEqual(premoveRound('verney', fen4, 0, ['e2-e3', 'e3-e4'], others).played, ['e2-e3', 'e3-e4'], 'a second premove after the first');
});

test('chaturanga: the board says it is played with dice, which turns premoves off on the page (state.ts premoveSeatAt)', () => {
  const e = new Engine('chaturanga', undefined);
  try {
    assert.equal(e.boardInfo().dice, true);
  } finally {
    e.free();
  }
});
