// Finished game reviews, kept in this browser so that a game opened again for analysis
// (from the saved game, a replay, a share link) shows its review without judging it
// again. Keyed by the record itself; the newest few are kept; a damaged entry is dropped.
import type { Evaluation } from '../engine/analysis';
import type { MoveReview, PlayerReview } from '../pkg/fourchess_wasm';

const KEY = 'fourchess.reviews.v1';
/** Reviews kept at most (a 300-move review is about 40 KB). */
const KEEP = 12;

export interface StoredReview {
  /** reviewKey() of the record reviewed. */
  key: string;
  /** Time per move it was judged at (ms). */
  ms: number;
  /** When it finished (ms since 1970). */
  date: number;
  moves: MoveReview[];
  players: PlayerReview[];
  /** Which evaluation judged it (Teams: the learned one or the hand-written one); absent in reviews kept before it was recorded, which the hand-written one made. */
  evaluation?: Evaluation;
}

/** A short fingerprint of a record (53-bit string hash, as hex, with the length). */
export function reviewKey(pgn4: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < pgn4.length; i++) {
    const c = pgn4.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${pgn4.length.toString(36)}-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

const CLASSES = new Set(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const intOrNull = (v: unknown): boolean => v === null || isInt(v);
const textOrNull = (v: unknown): boolean => v === null || (typeof v === 'string' && v.length < 40);

function validMove(m: unknown, ply: number): m is MoveReview {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Record<string, unknown>;
  return (
    r.ply === ply &&
    isInt(r.seat) && (r.seat as number) >= 0 && (r.seat as number) < 4 &&
    typeof r.text === 'string' && r.text.length < 40 &&
    intOrNull(r.before) && intOrNull(r.after) && intOrNull(r.loss) &&
    (r.class === null || CLASSES.has(r.class as string)) &&
    textOrNull(r.better) && textOrNull(r.betterFrom ?? null) && textOrNull(r.betterTo ?? null) &&
    typeof r.choice === 'boolean' &&
    // A review kept before the "only move" was judged has none.
    (r.only === undefined || typeof r.only === 'boolean') &&
    (r.winChance === undefined || r.winChance === null || (typeof r.winChance === 'number' && r.winChance >= 0 && r.winChance <= 1))
  );
}

function validPlayer(p: unknown): p is PlayerReview {
  if (typeof p !== 'object' || p === null) return false;
  const r = p as Record<string, unknown>;
  return (
    isInt(r.seat) && Array.isArray(r.counts) && r.counts.length === 5 && r.counts.every(isInt) &&
    (r.accuracy === null || (typeof r.accuracy === 'number' && r.accuracy >= 0 && r.accuracy <= 100))
  );
}

function valid(e: unknown): e is StoredReview {
  if (typeof e !== 'object' || e === null) return false;
  const r = e as Record<string, unknown>;
  return (
    typeof r.key === 'string' && isInt(r.ms) && isInt(r.date) &&
    Array.isArray(r.moves) && r.moves.every((m, i) => validMove(m, i)) &&
    Array.isArray(r.players) && r.players.length === 4 && r.players.every(validPlayer) &&
    (r.evaluation === undefined || r.evaluation === 'learned' || r.evaluation === 'hand')
  );
}

function readAll(storage: Storage): StoredReview[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

/**
 * The browser's local storage, or null where the page may not use it (a frame of another
 * site, say). As game/save.ts webStorage; imported from there, the game's saving would leave
 * the game screen's first chunk for one shared with this page (a request more at start).
 */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kept review of this record, if any (none where the browser refuses storage). */
export function loadReview(key: string, storage: Storage | null = local()): StoredReview | null {
  return storage === null ? null : (readAll(storage).find((e) => e.key === key) ?? null);
}

/** Keeps a finished review (newest first, at most KEEP); false when the browser refused to store it. */
export function saveReview(entry: StoredReview, storage: Storage | null = local()): boolean {
  if (storage === null) return false;
  const rest = readAll(storage).filter((e) => e.key !== entry.key);
  for (let keep = KEEP - 1; keep >= 0; keep--) {
    try {
      storage.setItem(KEY, JSON.stringify([entry, ...rest.slice(0, keep)]));
      return true;
    } catch {
      // Full: keep fewer older reviews and try again.
    }
  }
  return false;
}
