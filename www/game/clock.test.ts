import { describe, expect, it } from 'vitest';
import { records } from '../test-fixtures';
import { formatClock, newTurn, remainingMs, startClock } from './clock';

describe('clock', () => {
  it('counts down and formats', () => {
    expect(startClock(0, 1000, 0)).toBeNull();
    const c = startClock(1, 1000, 30)!;
    expect(remainingMs(c, 11000)).toBe(20000);
    expect(formatClock(20000)).toBe('0:20');
    expect(formatClock(59001)).toBe('1:00');
    expect(formatClock(-5)).toBe('0:00');
  });
  it('starts a new turn only when another seat moved last', () => {
    expect(newTurn([], 0)).toBe(true);
    expect(newTurn(records([0, 0]), 0)).toBe(false); // a Chaturanga turn in progress
    expect(newTurn(records([0, 0, 0]), 1)).toBe(true);
  });
});
