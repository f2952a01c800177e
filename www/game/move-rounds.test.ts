import { describe, expect, it } from 'vitest';
import { records } from '../test-fixtures';
import { repeatsMate, roundOfEach, roundsInPgn4, roundsOf, turnsOf, undoTarget } from './move-rounds';

describe('move list in rounds', () => {
  it('groups a seat’s actions into one turn and wraps rounds at the first player', () => {
    const moves = ['@1-3', '1:a2-a3', '3:Nb1-c3', '@6-6', '6:pass', '6:pass', '@2-2', '2:pass', '2:pass', '@1-1', '1:pass', '1:pass', '@4-4'];
    const movers = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0];
    const turns = turnsOf(moves, movers);
    expect(turns.map((t) => [t.seat, t.start, t.end])).toEqual([
      [0, 0, 3],
      [1, 3, 6],
      [2, 6, 9],
      [3, 9, 12],
      [0, 12, 13],
    ]);
    const rounds = roundsOf(moves, movers);
    expect(rounds.map((r) => r.turns.length)).toEqual([4, 1]);
  });
  it('starts rounds with the first player when it is not seat 0', () => {
    const rounds = roundsOf(['a', 'b', 'c', 'd', 'e'], [2, 3, 0, 1, 2]);
    expect(rounds.map((r) => r.turns.map((t) => t.seat))).toEqual([[2, 3, 0, 1], [2]]);
  });
  it('takes back to the start of the last person’s turn', () => {
    expect(undoTarget(records([0, 1, 2, 3, 0, 1]), [0], 6)).toBe(4);
    expect(undoTarget(records([0, 1, 2, 3]), [0], 4)).toBe(0);
    expect(undoTarget(records([1, 2, 3]), [0], 3)).toBeNull();
    expect(undoTarget(records([0, 0, 0, 1, 1]), [0], 5)).toBe(0);
    expect(undoTarget(records([0, 1, 2, 3]), [0, 1, 2, 3], 4)).toBe(3);
  });
});

describe('counting rounds', () => {
  it('numbers each entry by its round, as the move list does', () => {
    const movers = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0];
    expect(roundOfEach(movers.map((seat) => ({ seat })))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    // Free-for-all after Blue is out: three seats a round.
    expect(roundOfEach([0, 1, 2, 3, 0, 2, 3, 0].map((seat) => ({ seat })))).toEqual([1, 1, 1, 1, 2, 2, 2, 3]);
  });

  it('reads the rounds a record reaches from its move numbers, not from tags or comments', () => {
    expect(roundsInPgn4('[Variant "Teams"]\n[Date "2026.12.07"]\n\n')).toBe(0);
    const pgn4 = '[Variant "Teams"]\n[Event "Game 3. of 9"]\n\n1. h2-h3 .. b7-c7 { 12. a comment } .. g13-g12 .. m8-l8\n2. Qg1-j4 .. R\n';
    expect(roundsInPgn4(pgn4)).toBe(2);
  });
});

describe('a mated army in the move list', () => {
  it('stands once: its later passes repeat the mate, until it moves again (revived)', () => {
    const e = (seat: number, turn: string | null = null) => ({ seat, event: { turn } });
    // Verney: Red (1) is mated at ply 5 and passes; revived, it moves at ply 13.
    const moves = [e(0), e(1), e(2), e(3), e(0), e(1, 'mated'), e(2), e(3), e(0), e(1, 'mated'), e(2), e(3), e(0), e(1), e(2), e(3), e(0), e(1, 'mated')];
    const turns = turnsOf(moves.map(() => ''), moves.map((m) => m.seat));
    const hidden = turns.filter((t) => repeatsMate(moves, t)).map((t) => t.start);
    expect(hidden).toEqual([9]);
  });
});
