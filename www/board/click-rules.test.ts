import { describe, expect, it } from 'vitest';
import { boardClick, pickMove, promotionChoices, type ClickRules } from './click-rules';
import { move } from '../test-fixtures';

// A board with a pawn on e2 (e3, e4) and a knight on j1 (i3); nothing else moves.
const LEGAL = [move('e2-e3'), move('e2-e4'), move('Nj1-i3')];
const rules = (selectable = ['e2', 'j1']): ClickRules<string> => ({
  drop: (from, to) => {
    const picked = pickMove(LEGAL.filter((m) => m.from === from && m.to === to));
    return picked === null ? null : picked.kind === 'play' ? `play ${picked.move.text}` : 'choose';
  },
  select: (square) => (selectable.includes(square) ? `select ${square}` : null),
  clear: 'clear',
  none: 'none',
});

describe('the click rules both boards share', () => {
  it('selects a piece that can move, plays to a target, switches to another piece, clears', () => {
    expect(boardClick(null, 'e2', rules())).toBe('select e2');
    expect(boardClick(null, 'e5', rules())).toBe('none');
    expect(boardClick('e2', 'e4', rules())).toBe('play e2-e4');
    expect(boardClick('e2', 'j1', rules())).toBe('select j1');
    expect(boardClick('e2', 'e6', rules())).toBe('clear');
    // The selected piece again: cleared, not selected anew.
    expect(boardClick('e2', 'e2', rules())).toBe('clear');
  });
  it('offers the promotion choices when the moves differ only in the piece', () => {
    const q = { ...move('e10-e11'), promotion: 'Q' };
    const n = { ...move('e10-e11'), promotion: 'N' };
    expect(pickMove([q, n])).toEqual({ kind: 'choose', moves: [q, n] });
    expect(pickMove([q])).toEqual({ kind: 'play', move: q });
    expect(pickMove([])).toBeNull();
    expect(promotionChoices([q, { ...q }])).toBeNull();
  });
});
