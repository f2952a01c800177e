import { describe, expect, it } from 'vitest';
import { BOAT, pieceArt, PIECE_ART } from './piece-art';

describe('boats (Chaturanga)', () => {
  it('draws the Chaturanga B as a boat and every other B as a bishop', () => {
    expect(pieceArt('B', { B: 'boat' })).toBe(BOAT);
    expect(pieceArt('b', { B: 'boat' })).toBe(BOAT);
    expect(pieceArt('B', { B: 'bishop' })).toBe(PIECE_ART.B);
    expect(pieceArt('B')).toBe(PIECE_ART.B);
    expect(pieceArt('N', { B: 'boat', N: 'knight' })).toBe(PIECE_ART.N);
    expect(BOAT.body).not.toBe(PIECE_ART.B!.body);
  });
});
