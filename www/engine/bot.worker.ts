// The bot worker: keeps the game it is told about (a record to start from, then each
// move) and computes one move at a time. It runs apart from the engine worker so the
// page can stop it at once (terminate) on undo, new game or a seat change, and start a
// new one, which the client then sends the record again.
import { Bot, Engine } from '../pkg/fourchess_wasm';
import type { BestMove, BotCall, BotResponse } from './bot';
import { errorResponse } from './protocol';
import { hasWasmSimd } from './wasm-url';
import { startWorker } from './worker-start';

const { scope, ready } = startWorker<BotResponse, BotCall>();

/** The wasm search, with a 16 MB table: memory stays bounded however long the game. */
let bot: Bot | null = null;
/**
 * A second search that evaluates Teams with the learned net, for the levels that play with
 * it (`NET_LEVELS`): its own table, so that seats of other levels do not clear it. Made once
 * the net's bytes are there and accepted; until then (and for good where the net cannot be
 * had, or the engine runs without SIMD, where the net's search is the slower) `bot` plays.
 */
let learned: Bot | null = null;
let netState: 'none' | 'loading' | 'ready' | 'failed' = 'none';
/** When the last fetch failed: a later move tries again after RETRY_MS (back online, say). */
let failedAt = 0;
const RETRY_MS = 30_000;

function fetchNet(url: string): void {
  if (netState === 'failed' && Date.now() - failedAt >= RETRY_MS) netState = 'none';
  if (netState !== 'none' || !hasWasmSimd()) return;
  netState = 'loading';
  void (async () => {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await ready;
      const next = new Bot(16);
      try {
        next.useNet(bytes);
      } catch (error) {
        next.free();
        throw error;
      }
      learned = next;
      netState = 'ready';
    } catch {
      // Offline before it was ever fetched, a server error, a damaged file: the hand
      // evaluation goes on playing (each answer says which played: the seat shows it), and a
      // move half a minute later tries again.
      netState = 'failed';
      failedAt = Date.now();
    }
  })();
}

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
  if (typeof call.net === 'string') fetchNet(call.net);
  bot ??= new Bot(16);
  const searcher = typeof call.net === 'string' && learned !== null ? learned : bot;
  const cap = typeof call.maxMs === 'number' && Number.isFinite(call.maxMs) ? Math.min(3_600_000, Math.max(1, Math.round(call.maxMs))) : undefined;
  const found = searcher.bestMove(game, call.level, call.seed >>> 0, cap);
  if (found === null) throw new Error('the game is over');
  // Which evaluation played, where the level asks for the learned one.
  return typeof call.net === 'string' ? { ...found, evaluation: searcher === learned ? 'learned' : 'hand' } : found;
}

scope.addEventListener('message', (event) => {
  const call = event.data;
  ready
    .then(() => scope.postMessage({ id: call.id, type: 'bestMove', ok: true, result: think(call) }))
    .catch((error: unknown) => scope.postMessage(errorResponse(call.id, 'bestMove', error)));
});
