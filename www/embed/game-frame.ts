// The game screen inside a frame (index.html?embed=1 in another page): it reports the game to
// the page around it (reports.ts decides what) and takes its commands (load, new, orientation,
// goto). Loaded on demand, only in a frame.
import type { EngineClient } from '../engine/engine-client';
import { configFromParams, type PageOptions } from '../game/params';
import { parseTimeControl } from '../game/game-clock';
import type { Game } from '../game/game';
import type { ViewState } from '../game/state';
import type { Store } from '../game/store';
import type { Command } from './api';
import { isVariant } from './commands';
import { framePort, Refused, type FramePort } from './port';
import { NOTHING_TOLD, reports, type GameView, type Report, type Told } from './reports';

export interface GameFrameDeps {
  game: Game;
  store: Store<ViewState>;
  engine: EngineClient;
}

export interface GameFrame {
  /** The game screen's state changed (the page's store funnel calls it). */
  changed(state: ViewState): void;
}

function viewOf(s: ViewState): GameView {
  const variant = s.board?.variant ?? s.config.variant;
  const outcome = s.status?.outcome ?? null;
  return {
    gameId: s.gameId,
    variant: isVariant(variant) ? variant : s.config.variant,
    fen4: s.board === null || s.fen4 === '' ? null : s.fen4,
    busy: s.busy,
    moves: s.moves,
    outcome: outcome === null ? null : { text: outcome.text, reason: outcome.reason, winners: outcome.winners },
  };
}

/** The page options a `new` command stands for (as the same URL parameters would). */
export function newGameOptions(c: Extract<Command, { type: 'new' }>): PageOptions {
  return {
    variant: c.variant,
    humans: c.humans ?? [0],
    botDelay: 0,
    explicit: true,
    level: c.level ?? null,
    moveLimit: null,
    fen4: null,
    lang: null,
    timeControl: c.clock === undefined ? null : parseTimeControl(c.clock),
    hints: false,
  };
}

export function startGameFrame(deps: GameFrameDeps, port: FramePort | null = framePort()): GameFrame | null {
  if (port === null) return null;
  const { game, store, engine } = deps;
  let told: Told = NOTHING_TOLD;
  let lastMoves: ViewState['moves'] | null = null;
  let lastKey = '';
  // Reports go out in order; a move whose position is not known yet waits for the engine.
  let sending: Promise<void> = Promise.resolve();

  function send(list: Report[]): void {
    for (const r of list) {
      sending = sending.then(async () => {
        if (r.type !== 'move') port!.post(r);
        else {
          const fen4 =
            r.fen4 ??
            (await engine.call('view', { ply: r.ply }).then(
              (v) => v.fen4,
              () => '',
            ));
          port!.post({ ...r, fen4 });
        }
      });
    }
  }

  function changed(s: ViewState): void {
    // Most updates (animation frames, the clocks) change nothing told: skip them cheaply.
    const key = `${s.gameId}|${s.fen4}|${s.busy}|${s.status?.outcome?.reason ?? ''}`;
    if (s.moves === lastMoves && key === lastKey) return;
    lastMoves = s.moves;
    lastKey = key;
    const next = reports(told, viewOf(s));
    told = next.told;
    send(next.send);
  }

  async function check(args: { pgn4: string } | { variant: string; fen4: string }): Promise<void> {
    try {
      await engine.call('check', args);
    } catch (error) {
      throw new Refused('pgn4' in args ? 'bad-record' : 'bad-position', error instanceof Error ? error.message : String(error));
    }
  }

  async function apply(c: Command): Promise<void> {
    if (!told.ready) throw new Refused('not-ready', 'the frame has not said `ready` yet');
    switch (c.type) {
      case 'load':
        // Checked first with a throwaway engine: a bad record leaves the game as it was.
        if ('pgn4' in c) {
          await check({ pgn4: c.pgn4 });
          await game.loadPgn4(c.pgn4);
        } else {
          await check({ variant: c.variant, fen4: c.fen4 });
          await game.startFromFen4(c.variant, {}, c.fen4);
        }
        return;
      case 'new': {
        const options = newGameOptions(c);
        if (c.clock !== undefined && options.timeControl === null) throw new Refused('bad-clock', `no clock of "${c.clock}": at most 180 minutes, and a delay of at most 600 s`);
        return game.newGame(configFromParams(options));
      }
      case 'orientation':
        game.orient(c.seat);
        return;
      case 'goto': {
        const total = store.state.moves.length;
        if (c.ply > total) throw new Refused('bad-ply', `the game has ${total} entries`);
        return game.viewPly(c.ply);
      }
    }
  }

  port.listen(apply);
  port.followSize(document.body);
  changed(store.state);
  return { changed };
}
