// Bot helpers shared by the page and the bot worker: the message shapes, the pause
// before a bot's move, and the seed of its choice (the wasm search plays the move).

export const BOT_DELAY_MS = 300;

/** A seed for a game's ply (FNV-1a over the game id, mixed with the ply). */
export function botSeed(gameId: string, ply: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193);
  return (h ^ Math.imul(ply + 1, 0x9e3779b1)) >>> 0;
}

/** Page -> bot worker: think about this game. `gen` comes back unchanged. */
export interface BotRequest {
  gen: number;
  pgn4: string;
  level: number;
  seed: number;
  /** The most time the bot may think (ms): its game clock's budget. */
  maxMs?: number;
}

/** The same shape as the wasm search's answer: `bot.bestMove(pgn4, level, seed)`. */
export interface BestMove {
  move: string;
  score: number;
  depth: number;
  nodes: number;
}

export type BotResponse = ({ gen: number; ok: true } & BestMove) | { gen: number; ok: false; error: string };

export function isBotResponse(x: unknown): x is BotResponse {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (typeof r.gen !== 'number') return false;
  return r.ok === true ? typeof r.move === 'string' : r.ok === false && typeof r.error === 'string';
}
