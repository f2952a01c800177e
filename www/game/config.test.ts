import { describe, expect, it } from 'vitest';
import { ARRAYS, bottomSeat, defaultConfig, humanSeats } from './config';

describe('config', () => {
  it('defaults to the user on seat 0 and bots elsewhere, partner included', () => {
    const c = defaultConfig('teams');
    expect(humanSeats(c)).toEqual([0]);
    expect(c.seats.filter((p) => p.kind === 'bot')).toHaveLength(3);
  });
  it('puts the person at the bottom, or the person to move when the board turns', () => {
    const c = defaultConfig('verney');
    c.seats[2] = { kind: 'human' };
    expect(bottomSeat(c, 2, false)).toBe(0);
    expect(bottomSeat(c, 2, true)).toBe(2);
    expect(bottomSeat(c, 1, true)).toBe(0);
    c.seats = c.seats.map(() => ({ kind: 'bot', level: 1 }));
    expect(bottomSeat(c, 3, true)).toBe(0);
  });
  it('lists the engine\'s start arrays in the dialog\'s order', () => {
    expect(ARRAYS).toEqual(['modern', 'classic', '4PCb', '4PCn', '4PCrg']);
  });
});
