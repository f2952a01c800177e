// Nothing is lost: the game in progress is saved after every move under its own key,
// and restored on reload. The format is versioned and validated in full; an entry that
// fails (older version, corrupted) is set aside under another key, never deleted.
//
// Tabs: each tab remembers its game id in sessionStorage, so a reload resumes the same
// game. A new tab forks the latest saved game under a fresh id; a tab that sees another
// page write its game's key (a duplicated tab) forks too. Two tabs never share a key.
import { ARRAYS, isVariant, type GameConfig, type SeatPlayer } from './config';
import { isSavedClock, isTimeControl, type TimeControl } from './game-clock';
import type { GameOptions } from '../pkg/fourchess_wasm';

export const SAVE_FORMAT = 'fourchess-game';
export const SAVE_VERSION = 1;
export const GAME_PREFIX = 'fourchess.game.';
export const BAD_PREFIX = 'fourchess.bad.';
export const TAB_KEY = 'fourchess.tab-game';
const KEEP_GAMES = 8;
const MAX_MOVES = 20000;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  id: string;
  /** The page instance that wrote it (tells a duplicated tab apart). */
  writer: string;
  savedAt: number;
  config: GameConfig;
  /** The move list as the engine writes it (replayed on restore). */
  moves: string[];
  /** The same game as PGN4 (for export and the site). */
  pgn4: string;
  /**
   * Each seat's time left when the game was saved (games with clocks). On reload the
   * clocks go on from here: time while the page was closed does not count.
   */
  clock?: { control: TimeControl; remaining: number[] };
  /** Plies of moves made after a hint (the Hint house rule). */
  hinted?: number[];
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; game: SavedGame; /** The id it was stored under (a fork gets a new game.id). */ key: string }
  | { kind: 'bad'; reason: 'old-version' | 'corrupt'; setAsideKey: string };

type Check<T> = (x: unknown) => x is T;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isBool: Check<boolean> = (x): x is boolean => typeof x === 'boolean';
const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

const OPTION_CHECKS: Record<keyof GameOptions, (x: unknown) => boolean> = {
  clubSetup: isBool,
  doubleStep: isBool,
  firstPlayer: (x) => isInt(x, 0, 3),
  array: (x) => (ARRAYS as readonly unknown[]).includes(x),
  moveLimit: (x) => x === null || isInt(x, 1, 100000),
  endOnLead: isBool,
  deadKingWalking: isBool,
  threeDice: isBool,
  setup: (x) => isInt(x, 1, 24),
};

export function isOptions(x: unknown): x is GameOptions {
  if (!isObject(x)) return false;
  return Object.entries(x).every(([k, v]) => k in OPTION_CHECKS && OPTION_CHECKS[k as keyof GameOptions](v));
}

export function isSeatPlayer(x: unknown): x is SeatPlayer {
  if (!isObject(x)) return false;
  if (x.kind === 'human') return Object.keys(x).length === 1;
  return x.kind === 'bot' && isInt(x.level, 1, 6) && Object.keys(x).length === 2;
}

export function isConfig(x: unknown): x is GameConfig {
  return (
    isObject(x) &&
    isVariant(x.variant) &&
    isOptions(x.options) &&
    Array.isArray(x.seats) &&
    x.seats.length === 4 &&
    x.seats.every(isSeatPlayer) &&
    (x.startFen4 === null || (typeof x.startFen4 === 'string' && x.startFen4.length < 4000)) &&
    (x.timeControl === undefined || x.timeControl === null || isTimeControl(x.timeControl)) &&
    (x.hints === undefined || isBool(x.hints))
  );
}


/** Full structural check of a saved game of the current version. */
export function isSavedGame(x: unknown): x is SavedGame {
  return (
    isObject(x) &&
    x.format === SAVE_FORMAT &&
    x.version === SAVE_VERSION &&
    typeof x.id === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(x.id) &&
    typeof x.writer === 'string' &&
    typeof x.savedAt === 'number' &&
    Number.isFinite(x.savedAt) &&
    isConfig(x.config) &&
    Array.isArray(x.moves) &&
    x.moves.length <= MAX_MOVES &&
    x.moves.every((m) => typeof m === 'string' && m.length > 0 && m.length < 40) &&
    typeof x.pgn4 === 'string' &&
    (x.clock === undefined || isSavedClock(x.clock)) &&
    (x.hinted === undefined || (Array.isArray(x.hinted) && x.hinted.length <= MAX_MOVES && x.hinted.every((p) => isInt(p, 0, MAX_MOVES))))
  );
}

/** A saved game's result as its record states it ("*" while it goes on). */
export function recordResult(pgn4: string): string {
  return /\[Result "([^"]*)"\]/.exec(pgn4)?.[1] ?? '*';
}

/** A game still being played, with moves a player would miss. */
export function unfinished(game: SavedGame): boolean {
  return game.moves.length > 0 && recordResult(game.pgn4) === '*';
}

/** One line of the recent games list. */
export interface RecentGame {
  /** The id it is stored under (reopen with `SaveStore.read`). */
  key: string;
  game: SavedGame;
  over: boolean;
}

/** Parses an entry: the game, or why it cannot be used. */
export function parseSaved(raw: string): { ok: true; game: SavedGame } | { ok: false; reason: 'old-version' | 'corrupt' } {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  if (isSavedGame(data)) return { ok: true, game: data };
  const version = isObject(data) ? data.version : undefined;
  const old = isObject(data) && (typeof version !== 'number' || version < SAVE_VERSION);
  return { ok: false, reason: old ? 'old-version' : 'corrupt' };
}

export function newId(random: () => number = Math.random): string {
  return `${Date.now().toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}

/** Reads and writes saved games in the given storages (tests pass fakes). */
export class SaveStore {
  constructor(
    private readonly local: Storage | null,
    private readonly session: Storage | null,
    readonly writer: string = newId(),
  ) {}

  /** The game this tab should show: its own, else a fork of the latest saved game. */
  load(now: number = Date.now()): LoadResult {
    if (this.local === null) return { kind: 'none' };
    const own = this.session?.getItem(TAB_KEY) ?? null;
    const key = own !== null && this.local.getItem(GAME_PREFIX + own) !== null ? GAME_PREFIX + own : this.latestKey();
    if (key === null) return { kind: 'none' };
    const raw = this.local.getItem(key) ?? '';
    const parsed = parseSaved(raw);
    if (!parsed.ok) return { kind: 'bad', reason: parsed.reason, setAsideKey: this.setAside(key, raw, now) };
    const game = parsed.game;
    const storedId = key.slice(GAME_PREFIX.length);
    if (key !== GAME_PREFIX + own) return { kind: 'ok', game: { ...game, id: newId() }, key: storedId }; // a new tab: fork
    return { kind: 'ok', game, key: storedId };
  }

  /**
   * The saved games with moves, newest first; `exceptId` (the game shown) left out.
   * A damaged entry is skipped (load() sets it aside when it is the one to show); a copy
   * of a game with the very same record (a second tab's fork) is listed once.
   */
  recent(exceptId: string | null = null, limit: number = KEEP_GAMES): RecentGame[] {
    const out: RecentGame[] = [];
    const seen = new Set<string>();
    const except = exceptId === null ? null : this.readRaw(exceptId);
    if (except !== null) seen.add(except.pgn4);
    for (const { key } of this.gameKeys()) {
      const id = key.slice(GAME_PREFIX.length);
      if (id === exceptId) continue;
      const game = this.readRaw(id);
      if (game === null || game.moves.length === 0 || seen.has(game.pgn4)) continue;
      seen.add(game.pgn4);
      out.push({ key: id, game, over: !unfinished(game) });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** A saved game by the id it is stored under, to reopen in this tab (null: gone or damaged). */
  read(id: string): SavedGame | null {
    return this.readRaw(id);
  }

  private readRaw(id: string): SavedGame | null {
    let raw: string | null = null;
    try {
      raw = this.local?.getItem(GAME_PREFIX + id) ?? null;
    } catch {
      return null;
    }
    if (raw === null) return null;
    const parsed = parseSaved(raw);
    return parsed.ok ? parsed.game : null;
  }

  /** Moves an unusable entry to another key (kept for export) and returns that key. */
  setAside(key: string, raw: string, now: number = Date.now()): string {
    const badKey = `${BAD_PREFIX}${now}`;
    try {
      this.local?.setItem(badKey, raw);
      this.local?.removeItem(key);
    } catch {
      // Storage full or refused: leave the entry where it is rather than lose it.
    }
    return badKey;
  }

  save(game: Omit<SavedGame, 'format' | 'version' | 'writer' | 'savedAt'>, now: number = Date.now()): boolean {
    const full: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, writer: this.writer, savedAt: now, ...game };
    try {
      this.session?.setItem(TAB_KEY, game.id);
      this.local?.setItem(GAME_PREFIX + game.id, JSON.stringify(full));
      this.prune(game.id);
      return true;
    } catch {
      return false;
    }
  }

  /** True when a write to `key` (seen in a storage event) came from another page for our game. */
  isForeignWrite(key: string | null, newValue: string | null, ownId: string): boolean {
    if (key !== GAME_PREFIX + ownId || newValue === null) return false;
    const parsed = parseSaved(newValue);
    return !parsed.ok || parsed.game.writer !== this.writer;
  }

  private gameKeys(): { key: string; savedAt: number; empty: boolean }[] {
    const out: { key: string; savedAt: number; empty: boolean }[] = [];
    const local = this.local;
    if (local === null) return out;
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key === null || !key.startsWith(GAME_PREFIX)) continue;
      const raw = local.getItem(key) ?? '';
      const m = /"savedAt":(\d+)/.exec(raw);
      out.push({ key, savedAt: m ? Number(m[1]) : 0, empty: raw.includes('"moves":[]') });
    }
    return out.sort((a, b) => b.savedAt - a.savedAt);
  }

  private latestKey(): string | null {
    return this.gameKeys()[0]?.key ?? null;
  }

  /** Keeps the newest games; games without a move (fresh starts) go before any with moves. */
  private prune(keepId: string): void {
    const keys = this.gameKeys();
    const ranked = [...keys.filter((k) => !k.empty), ...keys.filter((k) => k.empty)];
    for (const { key } of ranked.slice(KEEP_GAMES)) if (key !== GAME_PREFIX + keepId) this.local?.removeItem(key);
  }
}

/** The browser's local or session storage, or null where the page may not use it (privacy modes, sandboxed frames). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
