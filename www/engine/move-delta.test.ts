import { describe, expect, it } from 'vitest';
import { completeMoves, firstToSend, joinMoves } from './move-delta';
import type { MoveRecord } from '../pkg/fourchess_wasm';

const entry = (text: string): MoveRecord => ({ text, seat: 0, squares: [null, null], event: {}, comment: null }) as unknown as MoveRecord;
const texts = (moves: MoveRecord[]): string[] => moves.map((m) => m.text);

describe('the move list sent as what changed', () => {
  it('starts one entry before the page’s last (a comment may still change it), never past the list', () => {
    expect(firstToSend(0, 0)).toBe(0);
    expect(firstToSend(0, 5)).toBe(0);
    expect(firstToSend(5, 6)).toBe(4);
    // A take-back: the page holds more than there are.
    expect(firstToSend(6, 4)).toBe(3);
    expect(firstToSend(6, 0)).toBe(0);
  });

  it('joins the page’s entries before `from` with those sent', () => {
    const known = ['a', 'b', 'c'].map(entry);
    expect(texts(joinMoves(known, 2, ['c2', 'd'].map(entry)))).toEqual(['a', 'b', 'c2', 'd']);
    expect(texts(joinMoves(known, 1, []))).toEqual(['a']);
    expect(texts(joinMoves(known, 0, [entry('x')]))).toEqual(['x']);
    expect(texts(known)).toEqual(['a', 'b', 'c']);
  });

  it('completes a snapshot alone or inside a result, and leaves other results alone', () => {
    let known = ['a', 'b'].map(entry);
    const alone = { fen4: 'f', movesFrom: 1, moves: ['b', 'c'].map(entry) };
    known = completeMoves(alone, known);
    expect(texts(known)).toEqual(['a', 'b', 'c']);
    expect(texts(alone.moves)).toEqual(['a', 'b', 'c']);
    expect('movesFrom' in alone).toBe(false);
    const inside = { move: {}, snapshot: { movesFrom: 2, moves: ['c', 'd'].map(entry) } };
    known = completeMoves(inside, known);
    expect(texts(inside.snapshot.moves)).toEqual(['a', 'b', 'c', 'd']);
    // A take-back to one entry: nothing new after it.
    known = completeMoves({ undone: true, snapshot: { movesFrom: 1, moves: [] } }, known);
    expect(texts(known)).toEqual(['a']);
    for (const other of [null, 3, 'text', [], { ply: 2, pieces: [] }, { snapshot: null }]) expect(completeMoves(other, known)).toBe(known);
  });
});
