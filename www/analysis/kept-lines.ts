// The analysis board's side lines kept in the browser, per game: a reload, Back or another
// visit to the same game finds them again. One storage entry holds the trees of the last
// KEPT games (the oldest goes first); storage refused (private mode, a frame) keeps nothing.
import type { Variation } from './tree';

const ENTRY = 'fourchess.analysis.lines';
/** Games whose lines are kept. */
export const KEPT = 30;

/** The part of Storage used (tests pass a fake). */
export type LineStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface Kept {
  [game: string]: { t: number; lines: unknown };
}

/** A game's key: a hash of its record without side lines (two 32-bit FNV-1a hashes). */
export function gameKey(pgn4: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < pgn4.length; i++) {
    const c = pgn4.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x811c9dc5) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

function readAll(storage: LineStorage | null): Kept {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ENTRY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    // Unreadable (another version, a hand edit): nothing is kept; the next save starts afresh.
    return {};
  }
}

/** The lines kept for `game`, as stored (the caller checks their shape), or null. */
export function keptLines(storage: LineStorage | null, game: string): unknown {
  return readAll(storage)[game]?.lines ?? null;
}

/** Keeps `lines` for `game` (none: forgets the game); the oldest games beyond KEPT go. */
export function keepLines(storage: LineStorage | null, game: string, lines: readonly Variation[], now: number): void {
  const all = readAll(storage);
  if (lines.length === 0) delete all[game];
  else all[game] = { t: now, lines };
  const newest = Object.entries(all)
    .filter(([, v]) => typeof v === 'object' && v !== null && typeof v.t === 'number')
    .sort((x, y) => y[1].t - x[1].t)
    .slice(0, KEPT);
  try {
    storage?.setItem(ENTRY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Full or refused: the lines stay on this page only.
  }
}
