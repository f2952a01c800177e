// Group play in the game controller: the host's page waits for a person at another device
// and checks what they send (Game.remoteAction); a guest's page sends its person's moves
// away (Game.outbox) and plays what the host sends (Game.follow).
import { describe, expect, it } from 'vitest';
import type { Calls, CallType, Snapshot } from '../engine/protocol';
import { crossBoard, move, records, snapshot } from '../test-fixtures';
import { bot, type GameConfig } from './config';
import { Game, type GroupAction } from './game';
import { humanToMove, initialState, remoteToMove, type ViewState } from './state';
import { createStore } from './store';

function snap(toMove: number, movers: number[], legal = [move('e2-e3')]): Snapshot {
  const s = snapshot(toMove, legal);
  return { ...s, moves: records(movers), pgn4: `pgn-${movers.length}` };
}

function setup(config: GameConfig, first: Snapshot) {
  const calls: string[] = [];
  let asked = 0;
  let position = first;
  const engine = {
    call<K extends CallType>(type: K, args: Calls[K]['args']): Promise<Calls[K]['result']> {
      const a = args as Record<string, unknown>;
      calls.push(type === 'play' ? `play ${a.text}` : type);
      if (type === 'init' || type === 'load') return Promise.resolve({ board: crossBoard(), snapshot: position, startFen4: null, notes: { tags: [], comments: [] } } as unknown as Calls[K]['result']);
      if (type === 'play') {
        const seat = position.status.toMove;
        position = snap((seat + 1) % 4, [...position.moves.map((m) => m.seat), seat]);
        return Promise.resolve({ move: move(String(a.text)), snapshot: position } as unknown as Calls[K]['result']);
      }
      return Promise.reject(new Error(`unexpected ${type}`));
    },
  };
  const botAsker = {
    ask() {
      asked++;
      return new Promise<null>(() => {});
    },
    stop() {},
  };
  const timers: (() => void)[] = [];
  const store = createStore<ViewState>(initialState(config), () => {}, () => {});
  const game = new Game({ engine, bot: botAsker, store, botDelay: 0, setTimer: (fn) => void timers.push(fn) });
  const settle = async (): Promise<void> => {
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 8; i++) await Promise.resolve();
      while (timers.length > 0) timers.shift()!();
    }
  };
  return { game, store, calls, asked: () => asked, settle, setPosition: (s: Snapshot) => (position = s) };
}

const config = (): GameConfig => ({ variant: 'verney', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }, bot(1), { kind: 'human' }], startFen4: null, timeControl: null });

describe('group play, the host page', () => {
  it('waits for a person at another device and plays only what that seat may play now', async () => {
    const t = setup(config(), snap(1, [0]));
    t.store.update((s) => (s.group = { remote: [1, 3], follower: false }));
    await t.game.newGame(config());
    await t.settle();
    expect(remoteToMove(t.store.state)).toBe(true);
    expect(humanToMove(t.store.state)).toBe(false);
    expect(t.asked()).toBe(0);
    const m: GroupAction = { kind: 'move', text: 'e2-e3' };
    expect(t.game.remoteAction(0, m, 1)).toBe('seat');
    expect(t.game.remoteAction(3, m, 1)).toBe('seat');
    expect(t.game.remoteAction(3, { kind: 'move', text: 'a1-a2' }, 1)).toBe('turn');
    expect(t.game.remoteAction(1, { kind: 'move', text: 'a1-a2' }, 1)).toBe('illegal');
    expect(t.game.remoteAction(1, m, 0)).toBe('stale');
    expect(t.game.remoteAction(1, { kind: 'roll' }, 1)).toBe('illegal');
    expect(t.calls.filter((c) => c.startsWith('play'))).toEqual([]);
    expect(t.game.remoteAction(1, m, 1)).toBeNull();
    await t.settle();
    expect(t.calls).toContain('play e2-e3');
    // Seat 2 is a bot: the host's page asks it.
    expect(t.asked()).toBe(1);
  });

  it('has no take-backs in group play', async () => {
    const t = setup(config(), snap(1, [0]));
    t.store.update((s) => (s.group = { remote: [1, 3], follower: false }));
    await t.game.newGame(config());
    await t.settle();
    expect(t.game.undoAvailable()).toBe(false);
  });
});

describe('group play, a guest page', () => {
  it("sends its person's moves away and plays the host's", async () => {
    const cfg: GameConfig = { ...config(), seats: [bot(3), { kind: 'human' }, bot(1), bot(3)] };
    const t = setup(cfg, snap(1, [0]));
    const sent: [GroupAction, number][] = [];
    t.store.update((s) => (s.group = { remote: [0, 3], follower: true }));
    t.game.outbox = (action, ply) => sent.push([action, ply]);
    await t.game.loadPgn4('pgn-1', cfg.seats);
    await t.settle();
    expect(humanToMove(t.store.state)).toBe(true);
    t.game.playAction('e2-e3');
    await t.settle();
    expect(sent).toEqual([[{ kind: 'move', text: 'e2-e3' }, 1]]);
    expect(t.calls.filter((c) => c.startsWith('play'))).toEqual([]);
    expect(t.store.state.busy).toBe(true);
    // The host's position: one action more is played here.
    await t.game.follow(['m0', 'e2-e3'], null, 'pgn-2');
    await t.settle();
    expect(t.calls).toContain('play e2-e3');
    expect(t.store.state.busy).toBe(false);
    // The host moves the bots: no bot is asked here.
    expect(t.asked()).toBe(0);
  });

  it("shows the result of the host's next game: a result seen in the last game does not count for it", async () => {
    const cfg: GameConfig = { ...config(), seats: [bot(3), { kind: 'human' }, bot(1), bot(3)] };
    const t = setup(cfg, snap(1, [0]));
    t.store.update((s) => (s.group = { remote: [0, 3], follower: true }));
    await t.game.loadPgn4('pgn-1', cfg.seats);
    await t.settle();
    // The person closed the last game's result dialog.
    t.store.update((s) => (s.resultSeen = true));
    // The host's next game: other moves.
    t.setPosition({ ...snap(1, [2]), moves: records([2], ['n0']) });
    await t.game.follow(['n0'], null, 'pgn-next');
    await t.settle();
    expect(t.calls.filter((c) => c === 'load').length).toBe(2);
    expect(t.store.state.resultSeen).toBe(false);
    // The same moves with another record (a tag changed): a result seen stays seen.
    t.store.update((s) => (s.resultSeen = true));
    await t.game.follow(['n0'], null, 'pgn-next-2');
    await t.settle();
    expect(t.store.state.resultSeen).toBe(true);
  });
});
