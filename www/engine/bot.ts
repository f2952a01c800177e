// Bot helpers shared by the page and the bot worker: the message shapes, the pause
// before a bot's move, and the seed of its choice (the wasm search plays the move).

import type { Reply } from './protocol';

export const BOT_DELAY_MS = 300;

/** A seed for a game's ply (FNV-1a over the game id, mixed with the ply). */
export function botSeed(gameId: string, ply: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193);
  return (h ^ Math.imul(ply + 1, 0x9e3779b1)) >>> 0;
}

/** Page -> bot client: think about this game. `gen` comes back unchanged. The client sends the worker only the moves after those it already has (`game` and `moves` say which game that is); the whole record (`pgn4`) only to start or resync. */
export interface BotRequest {
  gen: number;
  /** The game's id: another id starts the worker's game again from `pgn4`. */
  game: string;
  /** The game's move list (entries as the engine writes them). */
  moves: readonly string[];
  pgn4: string;
  level: number;
  seed: number;
  /** The most time the bot may think (ms): its game clock's budget. */
  maxMs?: number;
  /** The learned evaluation's net (an absolute address) this level plays Teams with. */
  net?: string;
}

/**
 * Bot client -> bot worker, in the engine protocol's envelope: first the game (`sync`: a
 * PGN4 record to start from; `play`: the entries to play into the game it has), then the
 * question. The answer is a Reply (an error with the engine's code on a refusal).
 */
export interface BotCall {
  id: number;
  type: 'bestMove';
  sync?: string;
  play?: string[];
  level: number;
  seed: number;
  maxMs?: number;
  /** See [`BotRequest.net`]: the worker fetches it once and plays with it once it is there. */
  net?: string;
}

/** The same shape as the wasm search's answer: `bot.bestMove(engine, level, seed)`. */
export interface BestMove {
  move: string;
  score: number;
  depth: number;
  nodes: number;
  /** A level that plays with the learned evaluation: whether it did ('hand': the net is not there, offline say). */
  evaluation?: 'learned' | 'hand';
}

export type BotResponse = Reply<'bestMove', BestMove>;

export function isBotResponse(x: unknown): x is BotResponse {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'number' || r.type !== 'bestMove') return false;
  return r.ok === true ? typeof (r.result as { move?: unknown } | null)?.move === 'string' : r.ok === false && typeof r.error === 'string';
}
