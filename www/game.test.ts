import { describe, expect, it } from 'vitest';
import { Game } from './game';
import type { Calls, CallType } from './protocol';
import { initialState, type ViewState } from './state';
import { createStore } from './store';
import { crossBoard, move, PASS, snapshot } from './test-fixtures';

type Script = { [K in CallType]?: (args: Calls[K]['args']) => Calls[K]['result'] };

function setup(humans: number[], script: Script) {
  const calls: string[] = [];
  const engine = {
    call<K extends CallType>(type: K, args: Calls[K]['args']): Promise<Calls[K]['result']> {
      calls.push(type === 'play' ? `play ${(args as { text: string }).text}` : type);
      const fn = script[type] as ((a: Calls[K]['args']) => Calls[K]['result']) | undefined;
      if (fn === undefined) return Promise.reject(new Error(`unexpected ${type}`));
      try {
        return Promise.resolve(fn(args));
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
  const timers: (() => void)[] = [];
  const store = createStore<ViewState>(initialState('verney', humans), () => {}, () => {});
  const game = new Game({ engine, store, random: () => 0, botDelay: 0, setTimer: (fn) => void timers.push(fn) });
  const tick = async (): Promise<void> => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const fire = async (): Promise<void> => {
    const t = timers.shift();
    if (t === undefined) throw new Error('no timer pending');
    t();
    await tick();
  };
  return { game, store, calls, timers, tick, fire };
}

describe('Game', () => {
  it('lets the person select and move, then the bots move in turn', async () => {
    let toMove = 0;
    const t = setup([0], {
      init: () => ({ board: crossBoard(), snapshot: snapshot(0, [move('e2-e3'), move('f2-f3')]) }),
      play: ({ text }) => {
        toMove = (toMove + 1) % 4;
        return { move: move(text), snapshot: snapshot(toMove, toMove === 0 ? [move('f2-f3')] : [move(`b${toMove + 3}-c${toMove + 3}`)]) };
      },
    });
    await t.game.start();
    expect(t.store.state.board?.squares.length).toBe(160);
    expect(t.timers.length).toBe(0); // a person's turn: nothing scheduled
    t.game.activate('e2');
    expect(t.store.state.selected).toBe('e2');
    t.game.activate('e3');
    await t.tick();
    expect(t.calls).toEqual(['init', 'play e2-e3']);
    expect(t.store.state.selected).toBeNull();
    expect(t.store.state.status?.toMove).toBe(1);
    expect(t.store.state.announcement).toBe('Yellow played e2-e3.');
    // Clicks during a bot turn do nothing.
    t.game.activate('f2');
    expect(t.store.state.selected).toBeNull();
    await t.fire();
    await t.fire();
    await t.fire();
    expect(t.calls).toEqual(['init', 'play e2-e3', 'play b4-c4', 'play b5-c5', 'play b6-c6']);
    expect(t.store.state.status?.toMove).toBe(0);
    expect(t.timers.length).toBe(0);
  });

  it('plays a forced pass for the person automatically', async () => {
    const t = setup([0, 1, 2, 3], {
      init: () => ({ board: crossBoard(), snapshot: snapshot(0, [PASS]) }),
      play: () => ({ move: PASS, snapshot: snapshot(1, [move('b4-c4')]) }),
    });
    await t.game.start();
    expect(t.timers.length).toBe(1);
    await t.fire();
    expect(t.calls).toEqual(['init', 'play -']);
    expect(t.store.state.announcement).toBe('Yellow passes.');
    expect(t.timers.length).toBe(0);
  });

  it('shows engine errors instead of throwing', async () => {
    const t = setup([0], {
      init: () => {
        throw new Error('unknown variant: nope');
      },
    });
    await t.game.start();
    expect(t.store.state.error).toBe('unknown variant: nope');
    expect(t.store.state.busy).toBe(false);
  });

  it('stops when the game is over', async () => {
    const t = setup([], {
      init: () => ({
        board: crossBoard(),
        snapshot: { ...snapshot(0, []), status: { ...snapshot(0, []).status, outcome: { winners: [], draw: true, reason: 'stalemate', text: '½-½' } } },
      }),
    });
    await t.game.start();
    expect(t.timers.length).toBe(0);
  });
});
