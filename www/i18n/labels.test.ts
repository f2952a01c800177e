import { describe, expect, it } from 'vitest';
import { setLang } from './i18n';
import { kindName, moveAnnouncement, seatSign, seatTitle, selectedText, squareLabel } from './labels';
import { crossBoard, move, PASS } from '../test-fixtures';

describe('labels', () => {
  const board = crossBoard();
  it('names squares and pieces', () => {
    expect(squareLabel(board, 'e2', { square: 'e2', seat: 0, kind: 'P', inert: false }, false)).toBe('e2, Yellow pawn');
    expect(squareLabel(board, 'a8', { square: 'a8', seat: 1, kind: 'K', inert: true }, false)).toBe('a8, Red king (inert)');
    expect(squareLabel(board, 'e3', undefined, true)).toBe('e3, legal move');
    expect(squareLabel(board, 'e4', { square: 'e4', seat: null, kind: 'Q', inert: false }, false)).toBe('e4, Grey queen');
  });
  it('says what the selected piece can do on each target, and what was selected', () => {
    const knight = { square: 'j1', seat: 0, kind: 'N', inert: false };
    expect(squareLabel(board, 'i3', undefined, true, knight)).toBe('i3, Yellow knight can move here');
    expect(squareLabel(board, 'k3', { square: 'k3', seat: 1, kind: 'B', inert: false }, true, knight)).toBe('k3, Red bishop, Yellow knight can take it');
    expect(squareLabel(board, 'k3', { square: 'k3', seat: 1, kind: 'B', inert: false }, false, knight)).toBe('k3, Red bishop');
    expect(selectedText(board, knight, 2)).toBe('Yellow knight on j1 selected: 2 squares to go to.');
    expect(selectedText(board, knight, 3, true)).toBe('Yellow knight on j1 selected for a premove: 3 squares to go to.');
  });
  it('announces moves and titles seats with their sign', () => {
    expect(moveAnnouncement(board, 0, move('e2-e3'))).toBe('Yellow played e2-e3.');
    expect(moveAnnouncement(board, 3, PASS)).toBe('Black passes.');
    expect(seatTitle(board, 1)).toBe('Red ▲');
  });
  it('gives each seat a sign', () => {
    expect([0, 1, 2, 3].map((s) => seatSign(s)?.char).join('')).toBe('●▲■◆');
    expect(seatSign(null)).toBeNull();
  });
});

describe('boats (Chaturanga)', () => {
  it('names it boat / Boot', async () => {
    await setLang('en', false);
    expect(kindName('B', { B: 'boat' })).toBe('boat');
    expect(kindName('B', { B: 'bishop' })).toBe('bishop');
    await setLang('de', false);
    expect(kindName('B', { B: 'boat' })).toBe('Boot');
    await setLang('en', false);
  });
});
