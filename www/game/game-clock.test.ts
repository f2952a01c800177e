import { describe, expect, it } from 'vitest';
import {
  botBudgetMs,
  clockComment,
  flagged,
  formatClockTime,
  formatTimeControl,
  isSavedClock,
  newGameClock,
  parseClockComment,
  parseTimeControl,
  remainingFromRecord,
  startTurn,
  stopClock,
  timeLeft,
} from './game-clock';

describe('time controls', () => {
  it('reads the forms chess.com and people write', () => {
    expect(parseTimeControl('3+5')).toEqual({ baseMs: 180_000, delayMs: 5000 });
    expect(parseTimeControl('2 | 10')).toEqual({ baseMs: 120_000, delayMs: 10_000 });
    expect(parseTimeControl('1+15 delay')).toEqual({ baseMs: 60_000, delayMs: 15_000 });
    expect(parseTimeControl('4 min')).toEqual({ baseMs: 240_000, delayMs: 0 });
    expect(parseTimeControl('0.5+2')).toEqual({ baseMs: 30_000, delayMs: 2000 });
    for (const bad of ['', '0+5', '3+', 'x', '181+0', '3+5+5', '-1+2']) expect(parseTimeControl(bad), bad).toBeNull();
    expect(formatTimeControl({ baseMs: 180_000, delayMs: 5000 })).toBe('3+5');
    expect(formatTimeControl({ baseMs: 30_000, delayMs: 0 })).toBe('0.5+0');
  });
});

describe('the clock', () => {
  const control = { baseMs: 60_000, delayMs: 5000 };

  it('waits out the delay each turn, then counts down the seat to move only', () => {
    let c = startTurn(newGameClock(control), 0, 1000);
    expect(timeLeft(c, 0, 1000 + 4000)).toBe(60_000); // within the delay
    expect(timeLeft(c, 0, 1000 + 8000)).toBe(57_000);
    expect(timeLeft(c, 1, 1000 + 8000)).toBe(60_000);
    c = startTurn(c, 1, 9000);
    expect(c.remaining[0]).toBe(57_000);
    // Unused delay is not banked: a quick move costs nothing and gains nothing.
    c = startTurn(c, 2, 10_000);
    expect(c.remaining[1]).toBe(60_000);
    c = stopClock(c, 20_000);
    expect(c.running).toBeNull();
    expect(c.remaining[2]).toBe(55_000);
  });

  it('flags the running seat at zero and not before', () => {
    const c = startTurn(newGameClock({ baseMs: 1000, delayMs: 0 }), 3, 0);
    expect(flagged(c, 999)).toBeNull();
    expect(flagged(c, 1000)).toBe(3);
    expect(timeLeft(c, 3, 5000)).toBe(0);
  });

  it('gives a bot the delay and a twentieth of its time, never half of what is left', () => {
    const c = startTurn(newGameClock(control), 1, 0);
    expect(botBudgetMs(c, 1, 0)).toBe(4000 + 3000);
    const low = startTurn(newGameClock({ baseMs: 2000, delayMs: 0 }), 1, 0);
    expect(botBudgetMs(low, 1, 0)).toBe(100);
    expect(botBudgetMs(low, 1, 1990)).toBe(20);
  });

  it('shows minutes and seconds, tenths under ten seconds', () => {
    expect(formatClockTime(125_000)).toBe('2:05');
    expect(formatClockTime(3_723_000)).toBe('1:02:03');
    expect(formatClockTime(9_460)).toBe('9.4');
    expect(formatClockTime(-5)).toBe('0.0');
  });
});

describe('clock comments', () => {
  it('writes and reads [%clk] comments; a record sets each seat from its last one', () => {
    expect(clockComment(112_300)).toBe('[%clk 0:01:52.3]');
    expect(clockComment(3_600_000)).toBe('[%clk 1:00:00]');
    expect(parseClockComment('[%clk 0:01:52.3]')).toBe(112_300);
    expect(parseClockComment('good move [%clk 0:00:07] !')).toBe(7000);
    expect(parseClockComment('no clock')).toBeNull();
    expect(parseClockComment(null)).toBeNull();
    const control = { baseMs: 120_000, delayMs: 10_000 };
    expect(remainingFromRecord(control, [0, 1, 0], ['[%clk 0:01:50]', null, '[%clk 0:01:40]'])).toEqual([100_000, 120_000, 120_000, 120_000]);
  });

  it('accepts only well-formed saved clocks', () => {
    expect(isSavedClock({ control: { baseMs: 60_000, delayMs: 0 }, remaining: [1, 2, 3, 4] })).toBe(true);
    for (const bad of [null, {}, { control: { baseMs: 0, delayMs: 0 }, remaining: [1, 2, 3, 4] }, { control: { baseMs: 60_000, delayMs: 0 }, remaining: [1, 2, 3] }, { control: { baseMs: 60_000, delayMs: 0 }, remaining: [1, 2, 3, NaN] }, { control: { baseMs: 60_000, delayMs: 0 }, remaining: ['1', 2, 3, 4] }])
      expect(isSavedClock(bad)).toBe(false);
  });
});
