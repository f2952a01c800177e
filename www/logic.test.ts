import { DEFAULT_BOT_LEVEL } from './config';
import { describe, expect, it } from 'vitest';
import { botSeed, seededRandom } from './bot';
import { expired, formatClock, newTurn, remainingMs, startClock } from './clock';
import { bottomSeat, defaultConfig, dieKinds, humanSeats } from './config';
import { dicePanel, keepChosen, movesWithDie } from './dice';
import { fromDisplay, toDisplay } from './geometry';
import { roundsOf, turnsOf, undoTarget } from './move-rounds';
import { buildGame, choiceFrom } from './new-game';
import { parseSettings } from './settings';
import { move, status } from './test-fixtures';

describe('config', () => {
  it('defaults to the user on seat 0 and bots elsewhere, partner included', () => {
    const c = defaultConfig('teams');
    expect(humanSeats(c)).toEqual([0]);
    expect(c.seats.filter((p) => p.kind === 'bot')).toHaveLength(3);
  });
  it('puts the person at the bottom, or the person to move when the board turns', () => {
    const c = defaultConfig('verney');
    c.seats[2] = { kind: 'human' };
    expect(bottomSeat(c, 2, false)).toBe(0);
    expect(bottomSeat(c, 2, true)).toBe(2);
    expect(bottomSeat(c, 1, true)).toBe(0);
    c.seats = c.seats.map(() => ({ kind: 'bot', level: 1 }));
    expect(bottomSeat(c, 3, true)).toBe(0);
  });
  it('maps dice to kinds', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => dieKinds(d).join(''))).toEqual(['KP', 'B', 'N', 'R', 'KP', '']);
  });
});

describe('new game choices', () => {
  it('builds options per rule set and rotates the first player', () => {
    const settings = { showLegal: true, sound: false, turnToMover: false, rotateStart: false, timePerMove: 0 as const, premoves: 1, moveArrows: false, pieceSet: 'standard' as const };
    const c = choiceFrom(defaultConfig('teams'), settings);
    c.moveLimit = '40';
    c.rotateStart = true;
    expect(buildGame(c, settings, 5).config.options).toEqual({ array: 'modern', moveLimit: 40, firstPlayer: 1 });
    const ch = choiceFrom(defaultConfig('chaturanga'), settings);
    ch.setup = 'random';
    ch.threeDice = true;
    expect(buildGame(ch, settings, 0, () => 0.5).config.options).toEqual({ threeDice: true, setup: 13 });
    ch.seats = ['h', 'b6', 'h', 'x'];
    expect(buildGame(ch, settings, 0).config.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 6 }, { kind: 'human' }, { kind: 'bot', level: DEFAULT_BOT_LEVEL }]);
  });
});

describe('clock', () => {
  it('counts down, expires and formats', () => {
    expect(startClock(0, 1000, 0)).toBeNull();
    const c = startClock(1, 1000, 30)!;
    expect(remainingMs(c, 11000)).toBe(20000);
    expect(expired(c, 30999)).toBe(false);
    expect(expired(c, 31000)).toBe(true);
    expect(formatClock(20000)).toBe('0:20');
    expect(formatClock(59001)).toBe('1:00');
    expect(formatClock(-5)).toBe('0:00');
  });
  it('starts a new turn only when another seat moved last', () => {
    expect(newTurn([], 0)).toBe(true);
    expect(newTurn([0, 0], 0)).toBe(false); // a Chaturanga turn in progress
    expect(newTurn([0, 0, 0], 1)).toBe(true);
  });
});

describe('dice panel', () => {
  const legal = [move('3:Nb1-c3', { die: 3 }), move('3:Nb1-a3', { die: 3 }), move('3:pass', { die: 3, action: 'pass-die', from: null, to: null }), move('6:pass', { die: 6, action: 'pass-die', from: null, to: null })];
  it('lists each die once with its moves, pass and discard', () => {
    const st = { ...status(0), dice: [3, 3, 6] };
    const p = dicePanel(st, legal, 3, true);
    expect(p.dice.map((d) => [d.value, d.moves, d.pass?.text, d.chosen])).toEqual([
      [3, 2, '3:pass', true],
      [6, 0, '6:pass', false],
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

describe('move list in rounds', () => {
  it('groups a seat’s actions into one turn and wraps rounds at the first player', () => {
    const moves = ['@1-3', '1:a2-a3', '3:Nb1-c3', '@6-6', '6:pass', '6:pass', '@2-2', '2:pass', '2:pass', '@1-1', '1:pass', '1:pass', '@4-4'];
    const movers = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0];
    const turns = turnsOf(moves, movers);
    expect(turns.map((t) => [t.seat, t.start, t.end])).toEqual([
      [0, 0, 3],
      [1, 3, 6],
      [2, 6, 9],
      [3, 9, 12],
      [0, 12, 13],
    ]);
    const rounds = roundsOf(moves, movers);
    expect(rounds.map((r) => r.turns.length)).toEqual([4, 1]);
  });
  it('starts rounds with the first player when it is not seat 0', () => {
    const rounds = roundsOf(['a', 'b', 'c', 'd', 'e'], [2, 3, 0, 1, 2]);
    expect(rounds.map((r) => r.turns.map((t) => t.seat))).toEqual([[2, 3, 0, 1], [2]]);
  });
  it('takes back to the start of the last person’s turn', () => {
    expect(undoTarget([0, 1, 2, 3, 0, 1], [0], 6)).toBe(4);
    expect(undoTarget([0, 1, 2, 3], [0], 4)).toBe(0);
    expect(undoTarget([1, 2, 3], [0], 3)).toBeNull();
    expect(undoTarget([0, 0, 0, 1, 1], [0], 5)).toBe(0);
    expect(undoTarget([0, 1, 2, 3], [0, 1, 2, 3], 4)).toBe(3);
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

describe('bot seeds and settings', () => {
  it('is deterministic', () => {
    expect(seededRandom(7)()).toBe(seededRandom(7)());
    expect(botSeed('g1', 3)).toBe(botSeed('g1', 3));
    expect(botSeed('g1', 3)).not.toBe(botSeed('g1', 4));
  });
  it('reads settings defensively', () => {
    expect(parseSettings('{"timePerMove":30,"sound":true,"showLegal":"x"}')).toMatchObject({ timePerMove: 30, sound: true, showLegal: true });
    expect(parseSettings('not json').timePerMove).toBe(0);
    expect(parseSettings('{"pieceSet":"signs"}').pieceSet).toBe('signs');
    expect(parseSettings('{"pieceSet":"<b>"}').pieceSet).toBe('standard');
  });
});
