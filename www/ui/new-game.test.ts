import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_LEVEL, defaultConfig } from '../game/config';
import { buildGame, choiceFrom } from './new-game';

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
