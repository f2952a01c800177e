// The bot worker: computes one move for a game given as PGN4. It runs apart from the
// engine worker so the page can stop it at once (terminate) on undo, new game or a
// seat change, and start a new one.
import init, { Bot } from '../pkg/fourchess_wasm';
import wasmUrl from '../pkg/fourchess_wasm_bg.wasm?url';
import type { BestMove, BotRequest, BotResponse } from './bot';
import { errorText } from './protocol';

interface WorkerScope {
  postMessage(message: BotResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BotRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;
const ready = init({ module_or_path: wasmUrl });
ready.catch(() => {});

type Search = (pgn4: string, level: number, seed: number, maxMs: number | undefined) => BestMove;

/** The wasm search, with a 16 MB table: memory stays bounded however long the game. */
let bot: Bot | null = null;
const search: Search = (pgn4, level, seed, maxMs) => {
  bot ??= new Bot(16);
  const cap = typeof maxMs === 'number' && Number.isFinite(maxMs) ? Math.min(3_600_000, Math.max(1, Math.round(maxMs))) : undefined;
  const found = bot.bestMove(pgn4, level, seed >>> 0, cap);
  if (found === null) throw new Error('the game is over');
  return found;
};

scope.addEventListener('message', (event) => {
  const { gen, pgn4, level, seed, maxMs } = event.data;
  ready
    .then(() => scope.postMessage({ gen, ok: true, ...search(pgn4, level, seed, maxMs) }))
    .catch((error: unknown) => scope.postMessage({ gen, ok: false, error: errorText(error) }));
});
