// The move list crosses from the engine worker to the page as what changed: entries are
// only ever added at the end or taken back, so the worker sends them from the first one
// the page may not have (one earlier, which a clock comment may still change), and the
// page keeps the rest. Without this every move sent the whole list again.
import type { MoveRecord } from '../pkg/fourchess_wasm';

/** Where the worker's next record starts, when the page holds `sent` entries of `total`. */
export function firstToSend(sent: number, total: number): number {
  return Math.max(0, Math.min(sent, total) - 1);
}

/** The whole list again: the page's first `from` entries, then those the worker sent. */
export function joinMoves(known: readonly MoveRecord[], from: number, sent: MoveRecord[]): MoveRecord[] {
  return from === 0 ? sent : known.slice(0, from).concat(sent);
}

/** A snapshot as the worker posts it (`moves` from `movesFrom` on), or a result holding one. */
interface Partial {
  movesFrom?: unknown;
  moves?: unknown;
  snapshot?: Partial;
}

/** Completes, in place, the snapshot in a worker's result from the list the page holds;
 * returns the list the page holds now (unchanged where the result has no snapshot). */
export function completeMoves(result: unknown, known: MoveRecord[]): MoveRecord[] {
  const r = result as Partial | null;
  const snap = typeof r?.snapshot === 'object' && r.snapshot !== null ? r.snapshot : r;
  if (snap === null || typeof snap !== 'object' || typeof snap.movesFrom !== 'number' || !Array.isArray(snap.moves)) return known;
  const moves = joinMoves(known, snap.movesFrom, snap.moves as MoveRecord[]);
  snap.moves = moves;
  delete snap.movesFrom;
  return moves;
}
