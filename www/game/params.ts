// Page options from the URL: ?variant=verney&humans=0,2&delay=300&level=1&moveLimit=20&fen4=...&lang=de&clock=3+5&hints=1
// A `variant`, `humans`, `fen4` or `clock` parameter starts a fresh game instead of resuming the saved one.
import { BOT_DELAY_MS } from '../engine/bot';
import { bot, defaultConfig, isVariant, type GameConfig } from './config';
import { parseTimeControl, type TimeControl } from './game-clock';

export interface PageOptions {
  variant: string;
  humans: number[];
  botDelay: number;
  /** The URL asks for a particular game (rather than "resume"). */
  explicit: boolean;
  level: number | null;
  moveLimit: number | null;
  fen4: string | null;
  lang: 'en' | 'de' | null;
  /** Game clocks: `clock=3+5` (3 minutes, 5 s delay a move). */
  timeControl: TimeControl | null;
  /** The Hint house rule: `hints=1`. */
  hints: boolean;
}

export function parseParams(search: string): PageOptions {
  const q = new URLSearchParams(search);
  const variant = (q.get('variant') ?? '').trim().toLowerCase() || 'verney';
  const humansText = q.get('humans');
  const humans =
    humansText === null
      ? [0]
      : [...new Set(humansText.split(',').map((x) => x.trim()).filter((x) => /^[0-3]$/.test(x)).map(Number))];
  const delayText = q.get('delay');
  const delay = delayText === null ? NaN : Number(delayText);
  const botDelay = Number.isFinite(delay) ? Math.min(5000, Math.max(0, Math.round(delay))) : BOT_DELAY_MS;
  const int = (name: string, lo: number, hi: number): number | null => {
    const n = Number(q.get(name));
    return q.has(name) && Number.isInteger(n) && n >= lo && n <= hi ? n : null;
  };
  const lang = q.get('lang');
  // In a query "+" reads as a space: "3+5" arrives as "3 5".
  const clock = q.get('clock')?.trim().replace(/\s+/g, '+') ?? null;
  return {
    variant,
    humans,
    botDelay,
    explicit: q.has('variant') || q.has('humans') || q.has('fen4') || q.has('clock'),
    level: int('level', 1, 6),
    moveLimit: int('moveLimit', 1, 100000),
    fen4: q.get('fen4'),
    lang: lang === 'en' || lang === 'de' ? lang : null,
    timeControl: clock === null ? null : parseTimeControl(clock),
    hints: q.get('hints') === '1',
  };
}

/** The game a URL asks for. */
export function configFromParams(p: PageOptions): GameConfig {
  const variant = isVariant(p.variant) ? p.variant : 'verney';
  const config = defaultConfig(variant);
  config.seats = [0, 1, 2, 3].map((i) => (p.humans.includes(i) ? { kind: 'human' as const } : bot(p.level ?? undefined)));
  if (p.moveLimit !== null) config.options.moveLimit = p.moveLimit;
  config.startFen4 = p.fen4;
  config.timeControl = p.timeControl;
  if (p.hints) config.hints = true;
  return config;
}

/** The parameters that ask for a particular game (with `level`, `moveLimit`, `hints` that shape it). */
const GAME_PARAMS = ['variant', 'humans', 'fen4', 'clock', 'level', 'moveLimit', 'hints'];

/**
 * The query once its game has started: without the parameters that ask for a game, so a
 * reload or Back resumes that game instead of starting another (`lang`, `delay`, `embed` stay).
 */
export function withoutGameParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const name of GAME_PARAMS) q.delete(name);
  const rest = q.toString();
  return rest === '' ? '' : `?${rest}`;
}
