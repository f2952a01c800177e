// The four armies of every rule set stay apart for colour-blind players: each pair's
// colour difference (CIE76 in CIELAB) under simulated protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1) is at least MIN_DISTANCE.
import { describe, expect, it } from 'vitest';
import { ARMIES, armyStyle, GREY } from './theme';

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];
const SIMULATIONS: Record<string, Matrix> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
const RULE_SETS: Record<string, string[]> = {
  teams: ['red', 'blue', 'yellow', 'green'],
  verney: ['yellow', 'red', 'white', 'black'],
  chaturanga: ['white', 'red', 'black', 'green'],
};
/** Far apart to any eye (the old red and green came to 19 under deuteranopia). */
const MIN_DISTANCE = 22;

const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** CIELAB (D65) of a colour "#rrggbb" as seen through a simulation matrix. */
function lab(hex: string, m: Matrix): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const rgb = [n >> 16, (n >> 8) & 255, n & 255].map((c) => linear(c / 255));
  const [r, g, b] = m.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!))) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const distance = (a: number[], b: number[]): number => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('army colours for colour-blind players', () => {
  for (const [set, armies] of Object.entries(RULE_SETS)) {
    for (const [name, m] of Object.entries(SIMULATIONS)) {
      it(`${set} under ${name}: every two armies at least ${MIN_DISTANCE} apart`, () => {
        for (let i = 0; i < armies.length; i++)
          for (let j = i + 1; j < armies.length; j++) {
            const [a, b] = [armies[i]!, armies[j]!];
            const d = distance(lab(ARMIES[a]!.fill, m), lab(ARMIES[b]!.fill, m));
            expect(d, `${a} / ${b}`).toBeGreaterThanOrEqual(MIN_DISTANCE);
          }
      });
    }
  }

  it('the simulation tells the old red and green apart by less than the limit (the test can fail)', () => {
    const m = SIMULATIONS.deuteranopia!;
    expect(distance(lab('#d23b2f', m), lab('#3e9b50', m))).toBeLessThan(MIN_DISTANCE);
  });
});

describe('theme', () => {
  it('colours each army by the name the engine gives its seat, grey without one', () => {
    expect(armyStyle('Yellow')).not.toEqual(armyStyle('Red'));
    expect(armyStyle('White')).toBe(ARMIES.white);
    expect(armyStyle('Blue').fill).not.toBe(armyStyle('Red').fill);
    expect(armyStyle(null)).toBe(GREY);
    expect(armyStyle('Purple')).toBe(GREY);
  });
});
