import { describe, expect, it } from 'vitest';
import { seatStates } from './seats';

describe('seatStates: who plays each seat, as the host tells every page', () => {
  it('the host, a friend here, a friend away (the away level), a bot at its own level', () => {
    const here = new Set([1]);
    expect(seatStates(['h', 'g', 'b2', 'g'], (seat) => here.has(seat), 5)).toEqual([{ p: 'host' }, { p: 'guest' }, { p: 'bot', level: 2 }, { p: 'away', level: 5 }]);
  });
});
