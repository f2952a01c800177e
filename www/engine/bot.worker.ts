// The bot worker: keeps the game it is told about (a record to start from, then each
// move) and computes one move at a time. It runs apart from the engine worker so the
// page can stop it at once (terminate) on undo, new game or a seat change, and start a
// new one, which the client then sends the record again.
import { Bot, Engine } from '../pkg/fourchess_wasm';
import type { BestMove, BotCall, BotResponse } from './bot';
import { errorResponse } from './protocol';
import { startWorker } from './worker-start';

const { scope, ready } = startWorker<BotResponse, BotCall>();

/** The wasm search, with a 16 MB table: memory stays bounded however long the game. */
let bot: Bot | null = null;
/** The game the client told about; null until its first record (or after a refused move). */
let game: Engine | null = null;

function think(call: BotCall): BestMove {
  if (call.sync !== undefined) {
    const next = Engine.fromPgn4(call.sync);
    game?.free();
    game = next;
  }
  if (game === null) throw new Error('no game: the record comes first');
  try {
    for (const text of call.play ?? []) game.playToken(text);
  } catch (error) {
    game.free();
    game = null;
    throw error;
  }
  bot ??= new Bot(16);
  const cap = typeof call.maxMs === 'number' && Number.isFinite(call.maxMs) ? Math.min(3_600_000, Math.max(1, Math.round(call.maxMs))) : undefined;
  const found = bot.bestMove(game, call.level, call.seed >>> 0, cap);
  if (found === null) throw new Error('the game is over');
  return found;
}

scope.addEventListener('message', (event) => {
  const call = event.data;
  ready
    .then(() => scope.postMessage({ id: call.id, type: 'bestMove', ok: true, result: think(call) }))
    .catch((error: unknown) => scope.postMessage(errorResponse(call.id, 'bestMove', error)));
});
