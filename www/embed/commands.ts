// Reading what the page around a frame sends: a command checked whole, or the reason it
// is refused. Nothing here throws, whatever arrives (a hostile or buggy page can send any
// value postMessage can clone).
import type { Command, ErrorCode, FrameMessage, Variant } from './api';

/** The longest string a command may carry (a record of a long game is well under it). */
export const MAX_TEXT = 1024 * 1024;

const VARIANTS: readonly Variant[] = ['verney', 'teams', 'ffa', 'chaturanga'];

export type Read =
  /** Not a message of this API (another library's): ignored. */
  | { kind: 'ignore' }
  | { kind: 'command'; command: Command }
  | { kind: 'refuse'; code: ErrorCode; message: string; id?: string | number };

const isId = (x: unknown): x is string | number => (typeof x === 'string' && x.length <= 200) || (typeof x === 'number' && Number.isFinite(x));

export function isVariant(x: unknown): x is Variant {
  return typeof x === 'string' && (VARIANTS as readonly string[]).includes(x);
}

/** A seat number 0..3. */
const isSeat = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 3;

/** Reads one message event's data. */
export function readCommand(data: unknown): Read {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'ignore' };
  const m = data as Record<string, unknown>;
  if (m.fourchess !== 1) return { kind: 'ignore' };
  const id = isId(m.id) ? m.id : undefined;
  const refuse = (code: ErrorCode, message: string): Read => ({ kind: 'refuse', code, message, ...(id === undefined ? {} : { id }) });
  if (m.id !== undefined && id === undefined) return refuse('bad-message', '`id` must be a number or a string of at most 200 characters');
  const withId = <T extends object>(c: T): T => (id === undefined ? c : { ...c, id });
  for (const [key, value] of Object.entries(m)) {
    if (typeof value === 'string' && value.length > MAX_TEXT) return refuse('too-large', `\`${key}\` is longer than ${MAX_TEXT} characters`);
  }
  switch (m.type) {
    case 'load': {
      const hasPgn = m.pgn4 !== undefined;
      const hasFen = m.fen4 !== undefined;
      if (hasPgn === hasFen) return refuse('bad-message', '`load` takes either `pgn4` or `fen4` (with `variant`)');
      if (hasPgn) {
        if (typeof m.pgn4 !== 'string' || m.pgn4.trim() === '') return refuse('bad-record', '`pgn4` must be a record as text');
        return { kind: 'command', command: withId({ fourchess: 1, type: 'load', pgn4: m.pgn4 }) };
      }
      if (typeof m.fen4 !== 'string' || m.fen4.trim() === '') return refuse('bad-position', '`fen4` must be a position as text');
      if (!isVariant(m.variant)) return refuse('bad-variant', `a FEN4 needs \`variant\`: one of ${VARIANTS.join(', ')}`);
      return { kind: 'command', command: withId({ fourchess: 1, type: 'load', fen4: m.fen4, variant: m.variant }) };
    }
    case 'new': {
      if (!isVariant(m.variant)) return refuse('bad-variant', `\`variant\` must be one of ${VARIANTS.join(', ')}`);
      const humans = m.humans;
      if (humans !== undefined && !(Array.isArray(humans) && humans.length <= 4 && humans.every(isSeat) && new Set(humans).size === humans.length)) {
        return refuse('bad-seat', '`humans` must list distinct seats 0..3');
      }
      const level = m.level;
      if (level !== undefined && !(Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 6)) return refuse('bad-level', '`level` must be 1..6');
      const clock = m.clock;
      // The form only; the game screen reads the numbers (and refuses what it cannot use).
      if (clock !== undefined && !(typeof clock === 'string' && clock.length <= 40 && /^\s*\d{1,3}(\.\d+)?\s*[+|]\s*\d{1,3}\s*$/.test(clock))) {
        return refuse('bad-clock', '`clock` must read minutes+delay, such as "3+5"');
      }
      return {
        kind: 'command',
        command: withId({
          fourchess: 1,
          type: 'new',
          variant: m.variant,
          ...(humans === undefined ? {} : { humans: [...(humans as number[])] }),
          ...(level === undefined ? {} : { level: level as number }),
          ...(clock === undefined ? {} : { clock: (clock as string).trim() }),
        }),
      };
    }
    case 'orientation':
      if (m.seat !== null && !isSeat(m.seat)) return refuse('bad-seat', '`seat` must be 0..3 or null');
      return { kind: 'command', command: withId({ fourchess: 1, type: 'orientation', seat: m.seat as number | null }) };
    case 'goto':
      if (!(Number.isInteger(m.ply) && (m.ply as number) >= 0)) return refuse('bad-ply', '`ply` must be a whole number from 0');
      return { kind: 'command', command: withId({ fourchess: 1, type: 'goto', ply: m.ply as number }) };
    default:
      return refuse('unknown-type', typeof m.type === 'string' ? `unknown type "${m.type.slice(0, 40)}"` : 'a message needs a `type`');
  }
}

/** The frame's answer to a refused command. */
export function refusal(read: Extract<Read, { kind: 'refuse' }>): FrameMessage {
  return { fourchess: 1, type: 'error', code: read.code, message: read.message, ...(read.id === undefined ? {} : { id: read.id }) };
}
