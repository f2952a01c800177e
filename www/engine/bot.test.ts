import { describe, expect, it } from 'vitest';
import { botSeed, randomMove, seededRandom } from './bot';
import { move } from '../test-fixtures';

describe('randomMove', () => {
  const moves = [move('e2-e3'), move('f2-f3'), move('g2-g3')];
  it('covers every move uniformly by index', () => {
    expect(randomMove(moves, () => 0)?.text).toBe('e2-e3');
    expect(randomMove(moves, () => 0.5)?.text).toBe('f2-f3');
    expect(randomMove(moves, () => 0.9999)?.text).toBe('g2-g3');
    expect(randomMove(moves, () => 1)?.text).toBe('g2-g3');
    expect(randomMove([], () => 0)).toBeUndefined();
  });
});

describe('bot seeds', () => {
  it('is deterministic', () => {
    expect(seededRandom(7)()).toBe(seededRandom(7)());
    expect(botSeed('g1', 3)).toBe(botSeed('g1', 3));
    expect(botSeed('g1', 3)).not.toBe(botSeed('g1', 4));
  });
});
