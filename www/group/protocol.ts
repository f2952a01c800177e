// The messages between the host's page and a guest's page over the data channel: JSON
// text, each with the protocol version `v` and its kind `k`, each size-limited and
// checked field by field. decode() never throws: anything unknown, malformed, too big or
// of another version is refused with a reason (the receiver drops and counts it).
// No message carries code or page settings: a guest learns the game the host set up and
// its moves; a host learns a guest's wishes (a move, a roll, a resignation) and checks them.

export const PROTOCOL_VERSION = 1;
/** A guest's messages are tiny; the host's carry the game record. */
export const MAX_GUEST_MESSAGE = 2048;
export const MAX_HOST_MESSAGE = 200_000;
const MAX_PGN4 = 150_000;
const MAX_MOVES = 4000;

/** Who plays a seat, as every page is told: the host, a guest (here or away), or a bot. */
export type SeatState = { p: 'host' } | { p: 'guest' } | { p: 'away'; level: number } | { p: 'bot'; level: number };

export interface ClockState {
  /** Each seat's time left (ms), not counting the turn now running (game-clock.ts). */
  remaining: number[];
  running: number | null;
  /** How long the running turn has gone on when the message was sent (ms). */
  elapsed: number;
}

/** Why a wish was refused; 'removed' and 'flood': the host cut this guest off (the channel closes). */
export type Refusal = 'turn' | 'seat' | 'illegal' | 'stale' | 'busy' | 'over' | 'token' | 'removed' | 'flood';

/** Guest -> host. `ply`: the number of actions in the game the guest saw (stale wishes are refused). */
export type GuestMessage =
  | { v: 1; k: 'hello'; token: string }
  | { v: 1; k: 'move'; ply: number; text: string }
  | { v: 1; k: 'roll'; ply: number }
  | { v: 1; k: 'resign'; ply: number }
  /** The heartbeat: each page sends one a second; a page that hears nothing for a few seconds counts the other as gone. */
  | { v: 1; k: 'ping' }
  /** The guest's page goes (closed, reloaded, another page): the host need not wait for the heartbeat. */
  | { v: 1; k: 'bye' };

/** Host -> guest. */
export type HostMessage =
  | { v: 1; k: 'welcome'; seat: number; pgn4: string; seats: SeatState[]; clock: ClockState | null; perMove: 0 | 30 | 60 }
  | { v: 1; k: 'state'; ply: number; moves: string[]; comment: string | null; pgn4: string; fen4: string; seats: SeatState[]; clock: ClockState | null }
  | { v: 1; k: 'refused'; reason: Refusal; text: string }
  | { v: 1; k: 'ping' }
  /** The host ended group play (a new game at the host's device); a reload or a lost connection sends none. */
  | { v: 1; k: 'bye' };

export type Decoded<T> = { ok: true; msg: T } | { ok: false; reason: 'too-big' | 'not-json' | 'version' | 'kind' | 'shape' };

const REFUSALS: readonly Refusal[] = ['turn', 'seat', 'illegal', 'stale', 'busy', 'over', 'token', 'removed', 'flood'];
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
// Move texts as the engine prints them: squares, pieces, dice, a few signs; never long.
const MOVE_TEXT = /^[A-Za-z0-9 +#=@*()\-x:.,!?/]{1,32}$/;

type Obj = Record<string, unknown>;
const isPly = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 100_000;
const isSeat = (x: unknown): x is number => x === 0 || x === 1 || x === 2 || x === 3;
const isLevel = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;

export function isSeatState(x: unknown): x is SeatState {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Obj;
  const keys = Object.keys(o).length;
  if (o.p === 'host' || o.p === 'guest') return keys === 1;
  return (o.p === 'away' || o.p === 'bot') && isLevel(o.level) && keys === 2;
}

function isClock(x: unknown): x is ClockState | null {
  if (x === null) return true;
  if (typeof x !== 'object') return false;
  const o = x as Obj;
  return (
    Array.isArray(o.remaining) &&
    o.remaining.length === 4 &&
    o.remaining.every((ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= 1e9) &&
    (o.running === null || isSeat(o.running)) &&
    typeof o.elapsed === 'number' &&
    Number.isFinite(o.elapsed) &&
    o.elapsed >= 0 &&
    o.elapsed <= 1e9
  );
}

const isSeats = (x: unknown): x is SeatState[] => Array.isArray(x) && x.length === 4 && x.every(isSeatState);
const isPgn4 = (x: unknown): x is string => typeof x === 'string' && x.length <= MAX_PGN4;

function parse(text: unknown, limit: number): { ok: true; o: Obj } | { ok: false; reason: 'too-big' | 'not-json' | 'version' } {
  if (typeof text !== 'string' || text.length > limit) return { ok: false, reason: 'too-big' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not-json' };
  const o = value as Obj;
  if (o.v !== PROTOCOL_VERSION) return { ok: false, reason: 'version' };
  return { ok: true, o };
}

/** A message from a guest, as the host reads it. `data` may be anything the channel delivered. */
export function decodeGuest(data: unknown): Decoded<GuestMessage> {
  const p = parse(data, MAX_GUEST_MESSAGE);
  if (!p.ok) return p;
  const o = p.o;
  const n = Object.keys(o).length;
  switch (o.k) {
    case 'hello':
      return n === 3 && typeof o.token === 'string' && TOKEN.test(o.token) ? ok(o) : bad();
    case 'move':
      return n === 4 && isPly(o.ply) && typeof o.text === 'string' && MOVE_TEXT.test(o.text) ? ok(o) : bad();
    case 'roll':
    case 'resign':
      return n === 3 && isPly(o.ply) ? ok(o) : bad();
    case 'ping':
    case 'bye':
      return n === 2 ? ok(o) : bad();
    default:
      return { ok: false, reason: 'kind' };
  }
}

/** A message from the host, as a guest reads it. */
export function decodeHost(data: unknown): Decoded<HostMessage> {
  const p = parse(data, MAX_HOST_MESSAGE);
  if (!p.ok) return p;
  const o = p.o;
  switch (o.k) {
    case 'welcome':
      return isSeat(o.seat) && isPgn4(o.pgn4) && isSeats(o.seats) && isClock(o.clock) && (o.perMove === 0 || o.perMove === 30 || o.perMove === 60) ? ok(o) : bad();
    case 'state':
      return isPly(o.ply) &&
        Array.isArray(o.moves) &&
        o.moves.length === o.ply &&
        o.moves.length <= MAX_MOVES &&
        o.moves.every((m) => typeof m === 'string' && MOVE_TEXT.test(m)) &&
        (o.comment === null || (typeof o.comment === 'string' && o.comment.length <= 200)) &&
        isPgn4(o.pgn4) &&
        typeof o.fen4 === 'string' &&
        o.fen4.length <= 2000 &&
        isSeats(o.seats) &&
        isClock(o.clock)
        ? ok(o)
        : bad();
    case 'refused':
      return REFUSALS.includes(o.reason as Refusal) && typeof o.text === 'string' && o.text.length <= 300 ? ok(o) : bad();
    case 'bye':
    case 'ping':
      return ok(o);
    default:
      return { ok: false, reason: 'kind' };
  }
}

function ok<T>(o: Obj): { ok: true; msg: T } {
  return { ok: true, msg: o as T };
}

function bad(): { ok: false; reason: 'shape' } {
  return { ok: false, reason: 'shape' };
}

export function encode(msg: GuestMessage | HostMessage): string {
  return JSON.stringify(msg);
}

/** Counts of dropped messages by reason (shown on the host's panel, read by tests). */
export class DropCounter {
  readonly counts: Record<string, number> = {};
  total = 0;
  add(reason: string): void {
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    this.total++;
  }
}
