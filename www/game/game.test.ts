import { DEFAULT_BOT_LEVEL } from './config';
import { describe, expect, it } from 'vitest';
import type { BestMove, BotRequest } from '../engine/bot';
import { defaultConfig, type GameConfig } from './config';
import { Game } from './game';
import type { Calls, CallType, Snapshot } from '../engine/protocol';
import { initialState, type ViewState } from './state';
import { createStore } from './store';
import { crossBoard, move, PASS, records, snapshot } from '../test-fixtures';

type Script = { [K in CallType]?: (args: Calls[K]['args']) => Calls[K]['result'] };

function snap(toMove: number, legal = [move('e2-e3')], movers: number[] = [], extra: Partial<Snapshot['status']> = {}): Snapshot {
  const s = snapshot(toMove, legal);
  return { ...s, moves: records(movers), status: { ...s.status, ...extra } };
}

function setup(config: GameConfig, script: Script, botMoves: (req: BotRequest) => BestMove | null = () => ({ move: 'x', score: 0, depth: 1, nodes: 1 })) {
  const calls: string[] = [];
  const asked: BotRequest[] = [];
  let stops = 0;
  const pendingBots: (() => void)[] = [];
  const engine = {
    call<K extends CallType>(type: K, args: Calls[K]['args']): Promise<Calls[K]['result']> {
      const a = args as Record<string, unknown>;
      calls.push(type === 'play' ? `play ${a.text}` : type === 'undoTo' ? `undoTo ${a.ply}` : type);
      const fn = script[type] as ((a: Calls[K]['args']) => Calls[K]['result']) | undefined;
      if (fn === undefined) return Promise.reject(new Error(`unexpected ${type}`));
      try {
        return Promise.resolve(fn(args));
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
  const bot = {
    ask(req: BotRequest): Promise<BestMove | null> {
      asked.push(req);
      return new Promise<BestMove | null>((resolve) => pendingBots.push(() => resolve(botMoves(req))));
    },
    stop() {
      stops++;
    },
  };
  const timers: { fn: () => void; ms: number }[] = [];
  let now = 0;
  const store = createStore<ViewState>(initialState(config), () => {}, () => {});
  const game = new Game({ engine, bot, store, botDelay: 0, setTimer: (fn, ms) => void timers.push({ fn, ms }), now: () => now });
  const tick = async (): Promise<void> => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  };
  const fire = async (): Promise<void> => {
    const t = timers.shift();
    if (t === undefined) throw new Error('no timer pending');
    t.fn();
    await tick();
  };
  const answerBot = async (): Promise<void> => {
    const p = pendingBots.shift();
    if (p === undefined) throw new Error('no bot question pending');
    p();
    await tick();
  };
  return { game, store, calls, asked, timers, tick, fire, answerBot, stops: () => stops, setNow: (n: number) => (now = n) };
}

describe('Game', () => {
  it('a seat changed while the engine plays a move waits for that move: its answer is not dropped', async () => {
    const movers: number[] = [];
    const t = setup(defaultConfig('verney'), {
      init: () => ({ board: crossBoard(), snapshot: snap(0, [move('e2-e3')]) }),
      play: ({ text }) => {
        movers.push(0);
        return { move: move(text), snapshot: snap(1, [move('b4-c4')], [...movers]) };
      },
    });
    await t.game.newGame(defaultConfig('verney'));
    t.game.activate('e2');
    t.game.activate('e3'); // the engine is playing it now
    t.game.setSeat(2, { kind: 'human' });
    await t.tick();
    expect(t.store.state.moves.map((m) => m.text)).toEqual(['m0']);
    expect(t.store.state.status?.toMove).toBe(1);
    expect(t.store.state.config.seats[2]).toEqual({ kind: 'human' });
    expect(t.store.state.busy).toBe(false);
  });

  it('lets the person move, then asks the bot worker for each bot seat', async () => {
    let toMove = 0;
    const movers: number[] = [];
    const t = setup(
      defaultConfig('verney'),
      {
        init: () => ({ board: crossBoard(), snapshot: snap(0, [move('e2-e3'), move('f2-f3')]) }),
        play: ({ text }) => {
          movers.push(toMove);
          toMove = (toMove + 1) % 4;
          return { move: move(text), snapshot: snap(toMove, toMove === 0 ? [move('f2-f3')] : [move(`b${toMove + 3}-c${toMove + 3}`)], [...movers]) };
        },
      },
      (req) => ({ move: `bot${req.level}`, score: 0, depth: 1, nodes: 1 }),
    );
    await t.game.newGame(defaultConfig('verney'));
    expect(t.store.state.board?.squares.length).toBe(160);
    expect(t.timers.length).toBe(0);
    t.game.activate('e2');
    expect(t.store.state.selected).toBe('e2');
    t.game.activate('e3');
    await t.tick();
    expect(t.calls).toEqual(['init', 'play e2-e3']);
    expect(t.store.state.announcement).toBe('Yellow played e2-e3.');
    t.game.activate('f2'); // a bot's turn: nothing
    expect(t.store.state.selected).toBeNull();
    for (let i = 0; i < 3; i++) {
      await t.fire();
      await t.answerBot();
    }
    const played = `play bot${DEFAULT_BOT_LEVEL}`;
    expect(t.calls.slice(2)).toEqual([played, played, played]);
    expect(t.asked.map((a) => a.gen)).toEqual([...new Set(t.asked.map((a) => a.gen))]);
    expect(t.store.state.status?.toMove).toBe(0);
    expect(t.timers.length).toBe(0);
  });

  it('plays a forced pass for the person automatically', async () => {
    const t = setup(defaultConfig('verney'), {
      init: () => ({ board: crossBoard(), snapshot: snap(0, [PASS]) }),
      play: () => ({ move: PASS, snapshot: snap(1, [move('b4-c4')], [0]) }),
    });
    await t.game.newGame(defaultConfig('verney'));
    await t.fire();
    expect(t.calls).toEqual(['init', 'play -']);
    expect(t.store.state.announcement).toBe('Yellow passes.');
  });

  it('shows engine errors instead of throwing', async () => {
    const t = setup(defaultConfig('verney'), {
      init: () => {
        throw new Error('unknown variant: nope');
      },
    });
    await t.game.newGame(defaultConfig('verney'));
    expect(t.store.state.error).toBe('unknown variant: nope');
    expect(t.store.state.busy).toBe(false);
  });

  it('takes back to the person’s last turn, stops the bot and drops its stale answer', async () => {
    const t = setup(defaultConfig('verney'), {
      init: () => ({ board: crossBoard(), snapshot: snap(1, [move('b4-c4')], [0]) }),
      undoTo: ({ ply }) => snap(0, [move('e2-e3')], [0, 1, 2, 3].slice(0, ply)),
    });
    await t.game.newGame(defaultConfig('verney'));
    await t.fire(); // the bot is asked for Red's move
    expect(t.asked).toHaveLength(1);
    const stopsBefore = t.stops();
    await t.game.undo();
    expect(t.stops()).toBeGreaterThan(stopsBefore);
    expect(t.calls).toEqual(['init', 'undoTo 0']);
    await t.answerBot(); // arrives late: ignored
    expect(t.calls).toEqual(['init', 'undoTo 0']);
    expect(t.store.state.status?.toMove).toBe(0);
  });

  it('lets the bot move for a person whose time ran out', async () => {
    const t = setup(defaultConfig('verney'), {
      init: () => ({ board: crossBoard(), snapshot: snap(0, [move('e2-e3')]) }),
      play: ({ text }) => ({ move: move(text), snapshot: snap(1, [move('b4-c4')], [0]) }),
    });
    t.store.state.settings.timePerMove = 30;
    await t.game.newGame(defaultConfig('verney'));
    expect(t.store.state.clocks.turn).toMatchObject({ seat: 0, limitMs: 30000 });
    t.setNow(29000);
    t.game.checkClock();
    expect(t.asked).toHaveLength(0);
    t.setNow(30001);
    await t.fire(); // the clock timer
    expect(t.store.state.botTurnFor).toBe(0);
    await t.fire(); // the bot's turn
    await t.answerBot();
    expect(t.calls).toEqual(['init', 'play x']);
    expect(t.store.state.clocks.turn).toBeNull(); // Red is a bot: no clock
  });

  it('rolls for a Chaturanga bot, then asks for its actions', async () => {
    const config = defaultConfig('chaturanga');
    config.seats = config.seats.map(() => ({ kind: 'bot', level: 1 }));
    const t = setup(config, {
      init: () => ({ board: crossBoard(), snapshot: snap(0, [], [], { needsRoll: true }) }),
      roll: () => ({ dice: [3, 5], snapshot: snap(0, [move('3:Nb1-c3', { die: 3 }), move('5:a2-a3', { die: 5 })], [0], { dice: [3, 5] }) }),
      play: () => ({ move: move('3:Nb1-c3'), snapshot: snap(0, [move('5:a2-a3', { die: 5 })], [0, 0], { dice: [5] }) }),
    });
    await t.game.newGame(config);
    await t.fire();
    expect(t.calls).toEqual(['init', 'roll']);
    expect(t.store.state.announcement).toBe('Yellow rolled 3 and 5.');
    await t.fire();
    await t.answerBot();
    expect(t.calls).toEqual(['init', 'roll', 'play x']);
  });

  it('runs the game clock: a clock comment with each move, the bot on a budget, a flag at zero', async () => {
    const config = { ...defaultConfig('teams'), timeControl: { baseMs: 60_000, delayMs: 1000 } };
    let toMove = 0;
    const movers: number[] = [];
    const t = setup(config, {
      init: () => ({ board: crossBoard(), snapshot: snap(0, [move('e2-e3')]) }),
      play: ({ text }) => {
        movers.push(toMove);
        toMove = (toMove + 1) % 4;
        return { move: move(text), snapshot: snap(toMove, [move('b4-c4')], [...movers]) };
      },
      timeout: ({ seat }) => snap(seat, [], [...movers, seat], { outcome: { winners: [0, 2], draw: false, reason: 'timeout', text: '', points: [0, 0, 0, 0] } }),
    });
    await t.game.newGame(config);
    expect(t.calls).toEqual(['init']);
    expect(t.store.state.clocks.game).toMatchObject({ running: 0, remaining: [60_000, 60_000, 60_000, 60_000] });
    const sent: unknown[] = [];
    const engine = (t.game as unknown as { engine: { call: (type: string, args: unknown) => unknown } }).engine;
    const call = engine.call.bind(engine);
    engine.call = (type, args) => (sent.push(args), call(type, args));
    t.setNow(6000); // five seconds past the delay
    t.game.activate('e2');
    t.game.activate('e3');
    await t.tick();
    expect(sent[0]).toEqual({ text: 'e2-e3', comment: '[%clk 0:00:55]' });
    expect(t.store.state.clocks.game).toMatchObject({ running: 1, remaining: [55_000, 60_000, 60_000, 60_000] });
    await t.fire(); // Blue's bot is asked, with a budget from its own clock
    expect(t.asked[0]?.maxMs).toBe(800 + 3000);
    t.setNow(6000 + 61_000 + 1);
    t.game.checkClock();
    await t.tick();
    expect(t.calls.at(-1)).toBe('timeout');
    expect(t.store.state.clocks.game?.remaining[1]).toBe(0);
    expect(t.store.state.toast?.text).toContain('ran out of time');
  });

  it('queues a premove while a bot moves and plays it when the turn comes', async () => {
    let toMove = 1;
    const movers = [0];
    const t = setup(defaultConfig('teams'), {
      init: () => ({ board: crossBoard(), snapshot: { ...snap(1, [move('b4-c4')], [0]), pieces: [{ square: 'j1', seat: 0, kind: 'N', inert: false }] } }),
      premoves: ({ seat, queued }) => (seat === 0 && queued.length === 0 ? [move('Nj1-i3'), move('Nj1-k3')] : []),
      play: ({ text }) => {
        movers.push(toMove);
        toMove = (toMove + 1) % 4;
        const legal = toMove === 0 ? [move('Nj1-i3'), move('Nj1-k3')] : [move('b4-c4')];
        return { move: move(text), snapshot: { ...snap(toMove, legal, [...movers]), pieces: [{ square: 'j1', seat: 0, kind: 'N', inert: false }] } };
      },
    });
    await t.game.newGame(defaultConfig('teams'));
    t.game.activate('j1');
    await t.tick();
    expect(t.store.state.premoves.options?.moves).toHaveLength(2);
    t.game.activate('k3');
    expect(t.store.state.premoves.queue).toEqual([{ seat: 0, from: 'j1', to: 'k3', text: 'Nj1-k3', promotion: null }]);
    for (let i = 0; i < 3; i++) {
      await t.fire();
      await t.answerBot();
    }
    expect(t.calls).toContain('play Nj1-k3');
    expect(t.store.state.premoves.queue).toEqual([]);
  });
});

