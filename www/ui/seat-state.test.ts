import { describe, expect, it } from 'vitest';
import { status } from '../test-fixtures';
import { seatStateKeys } from './seat-state';

const outcome = (reason: string, winners: number[], draw = false) => ({ winners, draw, reason, text: '', points: [0, 0, 0, 0] });

describe('seat state words', () => {
  it('says check only while the game goes on', () => {
    const s = status(1);
    s.seats[1]!.check = true;
    expect(seatStateKeys(s, 1, true)).toEqual(['seat.live', 'seat.check']);
    expect(seatStateKeys(s, 0, true)).toEqual(['seat.live']);
  });

  it('after a checkmate: the mated player is mated, the others won or lost', () => {
    const s = status(1, outcome('checkmate', [0, 2]));
    s.seats[1]!.check = true;
    expect(seatStateKeys(s, 1, true)).toEqual(['seat.mated']);
    expect(seatStateKeys(s, 3, true)).toEqual(['seat.lost']);
    expect(seatStateKeys(s, 0, true)).toEqual(['seat.won']);
  });

  it('after a captured king, a resignation, a flag and a draw', () => {
    const k = status(0, outcome('king-captured', [0, 2]));
    expect(seatStateKeys(k, 1, false)).toEqual(['seat.kingCaptured']);
    expect(seatStateKeys(k, 3, true)).toEqual(['seat.lost']);
    const r = status(0, outcome('resignation', [1, 3]));
    r.seats[0]!.state = 'resigned';
    expect(seatStateKeys(r, 0, true)).toEqual(['seat.resigned']);
    expect(seatStateKeys(r, 2, true)).toEqual(['seat.lost']);
    const f = status(0, outcome('timeout', [1, 3]));
    f.seats[2]!.state = 'timedOut';
    expect(seatStateKeys(f, 2, true)).toEqual(['seat.timedOut']);
    const d = status(0, outcome('repetition', [], true));
    expect(seatStateKeys(d, 0, true)).toEqual(['seat.draw']);
    expect(seatStateKeys(d, 9, true)).toEqual([]);
  });
});
