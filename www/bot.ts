// Placeholder bot: a uniformly random legal move.
import type { MoveInfo } from './pkg/fourchess_wasm';

export function randomMove(moves: readonly MoveInfo[], random: () => number = Math.random): MoveInfo | undefined {
  if (moves.length === 0) return undefined;
  const i = Math.min(moves.length - 1, Math.floor(random() * moves.length));
  return moves[i];
}

export const BOT_DELAY_MS = 300;
