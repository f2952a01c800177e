import { describe, expect, it } from 'vitest';
import { HARD_RATE, RateGate, SOFT_RATE, weightOf } from './rate';

/** Fates of `n` messages spread evenly over `ms` from `start`. */
function run(gate: RateGate, n: number, ms: number, start = 0): Record<string, number> {
  const out: Record<string, number> = { read: 0, drop: 0, cut: 0 };
  for (let i = 0; i < n; i++) out[gate.take(start + (i * ms) / n)]!++;
  return out;
}

describe('RateGate', () => {
  it('reads a page in play (a ping a second, a few moves) for a long time', () => {
    const g = new RateGate();
    expect(run(g, 600, 600_000)).toEqual({ read: 600, drop: 0, cut: 0 });
  });

  it('reads up to the soft rate in a second and drops the rest unread', () => {
    const g = new RateGate();
    const fates = run(g, 100, 999);
    expect(fates.read).toBe(SOFT_RATE);
    expect(fates.drop).toBe(100 - SOFT_RATE);
    expect(fates.cut).toBe(0);
  });

  it('drops, never cuts, a steady 150 a second for ten seconds', () => {
    const g = new RateGate();
    const fates = run(g, 1500, 10_000);
    expect(fates.cut).toBe(0);
    // Only the start of the flood is read: the rate over the last second stays above the soft rate.
    expect(fates.read).toBeLessThanOrEqual(SOFT_RATE + 1);
    expect(fates.drop).toBeGreaterThanOrEqual(1500 - SOFT_RATE - 1);
  });

  it('reads again once a flood stops', () => {
    const g = new RateGate();
    run(g, 1500, 10_000);
    expect(g.take(12_500)).toBe('read');
  });

  it('cuts a burst above the hard rate, and stays cut', () => {
    const g = new RateGate();
    const fates = run(g, 2000, 100);
    expect(fates.cut).toBe(2000 - HARD_RATE);
    expect(g.take(60_000)).toBe('cut');
    g.reset();
    expect(g.take(60_000)).toBe('read');
  });

  it('counts a burst across a window boundary (no reset at the full second)', () => {
    const g = new RateGate();
    // 250 just before the boundary and 250 just after: 500 within 200 ms.
    const before = run(g, 250, 100, 850);
    const after = run(g, 250, 100, 1000);
    expect(before.cut).toBe(0);
    expect(after.cut).toBeGreaterThan(0);
  });

  it('forgets an old window after a quiet second', () => {
    const g = new RateGate();
    run(g, 250, 100, 0);
    expect(run(g, 20, 100, 5000)).toEqual({ read: 20, drop: 0, cut: 0 });
  });
});

describe('weightOf', () => {
  it('weighs a message in play as one, and a big one as one per 2 KB begun', () => {
    expect(weightOf('{"v":1,"k":"ping"}')).toBe(1);
    expect(weightOf('x'.repeat(2047))).toBe(1);
    expect(weightOf('x'.repeat(100_000))).toBe(49);
    expect(weightOf(new ArrayBuffer(8))).toBe(1);
    expect(weightOf(null)).toBe(1);
  });

  it('cuts a guest sending 100 KB messages after a few of them', () => {
    const g = new RateGate();
    const big = weightOf('x'.repeat(100_000));
    const fates: string[] = [];
    for (let i = 0; i < 10; i++) fates.push(g.take(i * 10, big));
    expect(fates.indexOf('cut')).toBeGreaterThan(0);
    expect(fates.indexOf('cut')).toBeLessThanOrEqual(Math.ceil(HARD_RATE / big));
  });
});
