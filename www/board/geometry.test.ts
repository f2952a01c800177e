import { describe, expect, it } from 'vitest';
import { backingSize, computeLayout, fromDisplay, LABEL_MARGIN, squareRect, step, toDisplay } from './geometry';

const exists = (f: number, r: number): boolean => !((f < 3 || f > 10) && (r < 3 || r > 10));

describe('computeLayout', () => {
  it('fits the grid plus its label margin into the smaller side', () => {
    const l = computeLayout(1000, 600, 14, 14);
    expect(l.square).toBeCloseTo(600 / (14 + LABEL_MARGIN));
    expect(l.originY).toBeCloseTo(0);
    // Horizontally centred, with the margin on the left.
    const used = l.square * (14 + LABEL_MARGIN);
    expect(l.originX).toBeCloseTo((1000 - used) / 2 + l.square * LABEL_MARGIN);
  });

  it('is empty for a zero-size surface', () => {
    expect(computeLayout(0, 0, 14, 14).square).toBe(0);
    expect(computeLayout(-5, 100, 14, 14).square).toBe(0);
  });
});

describe('squareRect', () => {
  const l = computeLayout(700, 700, 14, 14);
  it('puts rank 1 at the bottom and file a on the left', () => {
    const a1 = squareRect(l, 0, 0);
    const n14 = squareRect(l, 13, 13);
    expect(a1.x).toBeCloseTo(l.originX);
    expect(a1.y).toBeCloseTo(l.originY + 13 * l.square);
    expect(n14.y).toBeCloseTo(l.originY);
    expect(n14.x).toBeCloseTo(l.originX + 13 * l.square);
  });
});

describe('backingSize', () => {
  it('scales by the device pixel ratio', () => {
    expect(backingSize(300.4, 200, 2)).toEqual({ width: 601, height: 400 });
    expect(backingSize(300, 200, 0)).toEqual({ width: 300, height: 200 });
    expect(backingSize(0, 0, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('step (keyboard navigation)', () => {
  it('moves to the neighbour', () => {
    expect(step(exists, 14, 14, 4, 1, 'up')).toEqual({ file: 4, rank: 2 });
    expect(step(exists, 14, 14, 4, 1, 'right')).toEqual({ file: 5, rank: 1 });
  });
  it('jumps over a cut-off corner', () => {
    // From d2 going left: c2, b2, a2 are missing.
    expect(step(exists, 14, 14, 3, 1, 'left')).toBeNull();
    // From a4 going down: a3..a1 missing.
    expect(step(exists, 14, 14, 0, 3, 'down')).toBeNull();
    // From c4 going down: c3..c1 missing; nothing further.
    expect(step(exists, 14, 14, 2, 3, 'down')).toBeNull();
  });
  it('stops at the edge', () => {
    expect(step(exists, 14, 14, 13, 5, 'right')).toBeNull();
  });
});

describe('rotation', () => {
  it('round-trips every rotation and puts the seat’s back rank at the bottom', () => {
    for (let rotation = 0; rotation < 4; rotation++) {
      const l = { files: 14, rotation };
      for (const [f, r] of [[0, 5], [13, 7], [4, 0], [9, 13]] as const) {
        const d = toDisplay(l, f, r);
        expect(fromDisplay(l, d.col, d.row)).toEqual({ file: f, rank: r });
      }
    }
    expect(toDisplay({ files: 14, rotation: 1 }, 0, 6).row).toBe(0); // West's file a at the bottom
    expect(toDisplay({ files: 14, rotation: 2 }, 6, 13).row).toBe(0); // North's rank 14
    expect(toDisplay({ files: 14, rotation: 3 }, 13, 6).row).toBe(0); // East's file n
  });
});
