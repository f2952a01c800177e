import { describe, expect, it } from 'vitest';
import { computeLayout, LABEL_MARGIN, SEAT_STRIP, seatStrip } from '../board/geometry';
import { newGameClock, startTurn } from '../game/game-clock';
import { crossBoard } from '../test-fixtures';
import { cornerBox, cornerSize, delayLeft, stripBox } from './board-clocks';

describe('the seats at the board', () => {
  it('finds the empty corners of the cross (3 squares) and none on a full board', () => {
    expect(cornerSize(crossBoard())).toBe(3);
    const full = { files: 8, squares: Array.from({ length: 64 }, (_, i) => ({ rank: Math.floor(i / 8) })) };
    expect(cornerSize(full)).toBe(0);
  });

  it('puts each side’s corner on that player’s right hand, inside the board', () => {
    const layout = computeLayout(1445, 1445, 14, 14);
    const sq = layout.square;
    const bottom = cornerBox(layout, 0, 3);
    const left = cornerBox(layout, 1, 3);
    const top = cornerBox(layout, 2, 3);
    const right = cornerBox(layout, 3, 3);
    expect(bottom).toEqual({ x: layout.originX + 11 * sq, y: layout.originY + 11 * sq, w: 3 * sq, h: 3 * sq });
    expect(left).toEqual({ x: layout.originX, y: layout.originY + 11 * sq, w: 3 * sq, h: 3 * sq });
    expect(top).toEqual({ x: layout.originX, y: layout.originY, w: 3 * sq, h: 3 * sq });
    expect(right).toEqual({ x: layout.originX + 11 * sq, y: layout.originY, w: 3 * sq, h: 3 * sq });
  });

  it('puts a full board’s seats in strips above and below it, beside where each army starts', () => {
    const full = { files: 8, squares: Array.from({ length: 64 }, (_, i) => ({ rank: Math.floor(i / 8) })) };
    expect(seatStrip(full)).toBe(SEAT_STRIP);
    expect(seatStrip(crossBoard())).toBe(0);
    const layout = computeLayout(900, 900, 8, 8, 0, SEAT_STRIP);
    const sq = layout.square;
    // The strips and the label margin fit in the height; the grid sits below the top strip.
    expect(sq).toBeCloseTo(900 / (8 + LABEL_MARGIN + 2 * SEAT_STRIP));
    const bottom = stripBox(layout, 0);
    const left = stripBox(layout, 1);
    const top = stripBox(layout, 2);
    const right = stripBox(layout, 3);
    expect(left).toEqual({ x: layout.originX, y: layout.originY - SEAT_STRIP * sq, w: 4 * sq, h: SEAT_STRIP * sq });
    expect(top).toEqual({ x: layout.originX + 4 * sq, y: left.y, w: 4 * sq, h: SEAT_STRIP * sq });
    expect(bottom.y).toBeCloseTo(layout.originY + (8 + LABEL_MARGIN) * sq);
    expect(bottom.x).toBe(layout.originX);
    expect(right).toEqual({ ...bottom, x: layout.originX + 4 * sq });
    expect(left.y).toBeGreaterThanOrEqual(-1e-9);
    expect(bottom.y + bottom.h).toBeLessThanOrEqual(900 + 1e-9);
  });

  it('counts the delay down for the seat whose turn runs, nothing for the others', () => {
    const clock = startTurn(newGameClock({ baseMs: 180_000, delayMs: 5000 }), 1, 1000);
    expect(delayLeft(clock, 1, 1000)).toBe(5000);
    expect(delayLeft(clock, 1, 3500)).toBe(2500);
    expect(delayLeft(clock, 1, 9000)).toBe(0);
    expect(delayLeft(clock, 0, 3500)).toBe(0);
  });
});
