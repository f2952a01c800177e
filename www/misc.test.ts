import { describe, expect, it } from 'vitest';
import { BOT_DELAY_MS, randomMove } from './bot';
import { moveAnnouncement, seatTitle, squareLabel } from './labels';
import { parseParams } from './params';
import { armyStyle, seatSign } from './theme';
import { crossBoard, move, PASS } from './test-fixtures';

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

describe('labels', () => {
  const board = crossBoard();
  it('names squares and pieces', () => {
    expect(squareLabel(board, 'e2', { square: 'e2', seat: 0, kind: 'P', inert: false }, false)).toBe('e2, Yellow pawn');
    expect(squareLabel(board, 'a8', { square: 'a8', seat: 1, kind: 'K', inert: true }, false)).toBe('a8, Red king (inert)');
    expect(squareLabel(board, 'e3', undefined, true)).toBe('e3, legal move');
    expect(squareLabel(board, 'e4', { square: 'e4', seat: null, kind: 'Q', inert: false }, false)).toBe('e4, Grey queen');
  });
  it('announces moves and titles seats with their sign', () => {
    expect(moveAnnouncement(board, 0, move('e2-e3'))).toBe('Yellow played e2-e3.');
    expect(moveAnnouncement(board, 3, PASS)).toBe('Black passes.');
    expect(seatTitle(board, 1)).toBe('Red ▲');
  });
});

describe('theme', () => {
  it('gives each seat a sign and a colour', () => {
    expect([0, 1, 2, 3].map((s) => seatSign(s)?.char).join('')).toBe('●▲■◆');
    expect(seatSign(null)).toBeNull();
    expect(armyStyle(0, 'Yellow')).not.toEqual(armyStyle(1, 'Red'));
    expect(armyStyle(2)).toEqual(armyStyle(2, 'White'));
    expect(armyStyle(1, 'Blue').fill).not.toBe(armyStyle(1).fill);
  });
});

describe('parseParams', () => {
  it('defaults to Verney with the user on seat 0', () => {
    expect(parseParams('')).toMatchObject({ variant: 'verney', humans: [0], botDelay: BOT_DELAY_MS, explicit: false });
  });
  it('reads variant, humans and delay', () => {
    expect(parseParams('?variant=Teams&humans=0,2,2,7&delay=50&lang=de&moveLimit=12')).toMatchObject({ variant: 'teams', humans: [0, 2], botDelay: 50, explicit: true, lang: 'de', moveLimit: 12 });
    expect(parseParams('?humans=')).toMatchObject({ humans: [] });
    expect(parseParams('?delay=-4')).toMatchObject({ botDelay: 0 });
    expect(parseParams('?delay=x')).toMatchObject({ botDelay: BOT_DELAY_MS });
  });
});
