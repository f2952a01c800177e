import { describe, expect, it } from 'vitest';
import { barShare, leadText, scoreText } from './lines-panel';
import { crossBoard, status } from '../test-fixtures';
import type { AnalysisLine } from '../engine/analysis';

const line = (over: Partial<AnalysisLine>): AnalysisLine => ({ multipv: 1, cp: 0, mate: null, pv: [], points: null, winChance: null, ...over });

describe('the engine lines in words', () => {
  it('says a score in pawns, a mate in moves, a chance to win in percent', () => {
    const board = crossBoard();
    expect(scoreText(line({ cp: 152 }), board, 0)).toBe('+1.52');
    expect(scoreText(line({ cp: -40 }), board, 0)).toBe('-0.40');
    expect(scoreText(line({ cp: null, mate: 3 }), board, 0)).toBe('mate in 3');
    expect(scoreText(line({ cp: null, mate: -2 }), board, 0)).toBe('mated in 2');
    expect(scoreText(line({ winChance: 0.614 }), board, 0)).toBe('61% to win');
  });
  it('leads with the mover’s points in Free-for-all', () => {
    const board = { ...crossBoard(), scoring: true };
    const s = status(0);
    s.seats[0]!.points = 3;
    expect(leadText(line({ cp: 50, points: [8, 0, 0, 0] }), board, s)).toMatch(/3 points now, 8 after the best line · score \+0\.50$/);
    expect(leadText(line({ cp: 50 }), crossBoard(), status(0))).toBe('+0.50');
  });
  it('fills the bar by the score: even at 0, full at a mate, the chance itself with dice', () => {
    expect(barShare(undefined)).toBe(0.5);
    expect(barShare(line({ cp: 0 }))).toBe(0.5);
    expect(barShare(line({ cp: 400 }))).toBeCloseTo(10 / 11);
    expect(barShare(line({ cp: null, mate: 2 }))).toBe(1);
    expect(barShare(line({ cp: null, mate: -2 }))).toBe(0);
    expect(barShare(line({ winChance: 0.3 }))).toBe(0.3);
  });
});
