// The page's side of the bot worker. One question at a time; `stop()` terminates the
// worker at once (a new one starts with the next question). An answer for an older
// game generation is dropped. The worker keeps the game: it is sent the record once,
// then only the moves played since its last question (the record again after a stop,
// an undo, a new game or an import, when its game is no longer a start of this one).
import { isBotResponse, type BestMove, type BotCall, type BotRequest } from './bot';
import { EngineError } from './engine-client';
import { codedOf } from './protocol';

export interface BotPort {
  postMessage(message: BotCall): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface BotAsker {
  ask(request: BotRequest): Promise<BestMove | null>;
  stop(): void;
}

export class BotClient implements BotAsker {
  private port: BotPort | null = null;
  private pending: { gen: number; resolve: (m: BestMove | null) => void; reject: (e: Error) => void } | null = null;
  /** The game the worker holds: its id and move list (null: it has none, or it may be out of step). */
  private known: { game: string; moves: readonly string[] } | null = null;

  constructor(private readonly spawn: () => BotPort) {}

  /** The bot's move, or null when the question was dropped (stopped or stale). */
  ask(request: BotRequest): Promise<BestMove | null> {
    this.pending?.resolve(null);
    const port = this.ensure();
    return new Promise((resolve, reject) => {
      this.pending = { gen: request.gen, resolve, reject };
      port.postMessage(this.call(request));
    });
  }

  /** The worker's message: the moves since its game's last state, or the whole record when its game is not a start of this one. */
  private call(request: BotRequest): BotCall {
    const { gen, game, moves, pgn4, level, seed, maxMs, net } = request;
    const known = this.known;
    const extends_ = known !== null && known.game === game && known.moves.length <= moves.length && known.moves.every((m, i) => m === moves[i]);
    this.known = { game, moves: moves.slice() };
    const base = { id: gen, type: 'bestMove' as const, level, seed, ...(maxMs === undefined ? {} : { maxMs }), ...(net === undefined ? {} : { net }) };
    return extends_ ? { ...base, play: moves.slice(known.moves.length) } : { ...base, sync: pgn4 };
  }

  /** Stops any thinking at once. */
  stop(): void {
    this.port?.terminate();
    this.port = null;
    this.known = null;
    const p = this.pending;
    this.pending = null;
    p?.resolve(null);
  }

  private ensure(): BotPort {
    if (this.port !== null) return this.port;
    const port = this.spawn();
    port.addEventListener('message', (event) => {
      const data = event.data;
      if (!isBotResponse(data) || this.port !== port) return;
      const p = this.pending;
      if (!data.ok) this.known = null; // the worker dropped its game: the record goes again
      if (p === null || p.gen !== data.id) return; // an answer for an older game: ignored
      this.pending = null;
      if (data.ok) p.resolve(data.result);
      else {
        const coded = codedOf(data);
        p.reject(new EngineError(data.error, 'bestMove', coded?.code, coded?.details));
      }
    });
    port.addEventListener('error', (event) => {
      if (this.port !== port) return;
      const p = this.pending;
      this.pending = null;
      this.port = null;
      this.known = null;
      p?.reject(new Error(event.message || 'bot worker failed'));
    });
    this.port = port;
    return port;
  }
}

export function startBotWorker(): BotClient {
  return new BotClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }) as unknown as BotPort);
}
