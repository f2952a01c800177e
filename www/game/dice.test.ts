import { describe, expect, it } from 'vitest';
import { dicePanel, keepChosen, movesWithDie } from './dice';
import { move, status } from '../test-fixtures';

describe('dice panel', () => {
  const legal = [move('3:Nb1-c3', { die: 3 }), move('3:Nb1-a3', { die: 3 }), move('3:pass', { die: 3, action: 'pass-die', from: null, to: null }), move('6:pass', { die: 6, action: 'pass-die', from: null, to: null })];
  it('lists each die once with its moves, pass and discard', () => {
    const st = { ...status(0), dice: [3, 3, 6], dieKinds: [['N'], ['N'], []] };
    const p = dicePanel(st, legal, 3, true);
    expect(p.dice.map((d) => [d.value, d.moves, d.pass?.text, d.chosen, d.kinds.join('')])).toEqual([
      [3, 2, '3:pass', true, 'N'],
      [6, 0, '6:pass', false, ''],
    ]);
    expect(p.canAct).toBe(true);
    expect(p.mustDiscard).toBe(false);
    expect(dicePanel({ ...status(0), needsRoll: true }, [], null, false)).toMatchObject({ needsRoll: true, canAct: false, dice: [] });
  });
  it('asks for a discard first with three dice', () => {
    const st = { ...status(0), dice: [1, 2, 4] };
    const discards = [1, 2, 4].map((d) => move(`${d}:discard`, { die: d, action: 'discard', from: null, to: null }));
    expect(dicePanel(st, discards, null, true).mustDiscard).toBe(true);
  });
  it('filters moves by the chosen die and forgets a used die', () => {
    expect(movesWithDie(legal, 6).map((m) => m.text)).toEqual(['6:pass']);
    expect(movesWithDie(legal, null)).toHaveLength(4);
    expect(keepChosen(3, { ...status(0), dice: [5] })).toBeNull();
    expect(keepChosen(5, { ...status(0), dice: [5] })).toBe(5);
  });
});
