// The page's side of the bot worker. One question at a time; `stop()` terminates the
// worker at once (a new one starts with the next question). An answer for an older
// game generation is dropped.
import { isBotResponse, type BestMove, type BotRequest } from './bot';

export interface BotPort {
  postMessage(message: BotRequest): void;
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

  constructor(private readonly spawn: () => BotPort) {}

  /** The bot's move, or null when the question was dropped (stopped or stale). */
  ask(request: BotRequest): Promise<BestMove | null> {
    this.pending?.resolve(null);
    const port = this.ensure();
    return new Promise((resolve, reject) => {
      this.pending = { gen: request.gen, resolve, reject };
      port.postMessage(request);
    });
  }

  /** Stops any thinking at once. */
  stop(): void {
    this.port?.terminate();
    this.port = null;
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
      if (p === null || p.gen !== data.gen) return; // an answer for an older game: ignored
      this.pending = null;
      if (data.ok) p.resolve({ move: data.move, score: data.score, depth: data.depth, nodes: data.nodes });
      else p.reject(new Error(data.error));
    });
    port.addEventListener('error', (event) => {
      if (this.port !== port) return;
      const p = this.pending;
      this.pending = null;
      this.port = null;
      p?.reject(new Error(event.message || 'bot worker failed'));
    });
    this.port = port;
    return port;
  }
}

export function startBotWorker(): BotClient {
  return new BotClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }) as unknown as BotPort);
}
