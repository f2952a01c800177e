// Game clocks as chess.com's 4 Player Chess keeps them: every seat has its own time, and
// a time control "3+5" gives 3 minutes each with a 5-second delay per move (the clock
// waits that long each turn before it counts down; unused delay is not banked). Pure
// arithmetic on timestamps (ms); the controller (game-turns.ts) decides when turns
// start and stop. rules-text/clocks.*.md says the same for players.

export interface TimeControl {
  baseMs: number;
  delayMs: number;
}

export interface GameClock {
  control: TimeControl;
  /** Each seat's time left, not counting the turn now running. */
  remaining: number[];
  /** The seat whose turn runs on its clock (null: none, e.g. after the end). */
  running: number | null;
  /** When that turn began (the page's clock, ms). */
  since: number;
}

/** The presets offered in the New game dialog (minutes + seconds of delay). */
export const PRESETS: readonly string[] = ['1+15', '2+10', '3+5', '5+10', '10+0', '15+10'];

const MAX_BASE_MS = 180 * 60_000;
const MAX_DELAY_MS = 600_000;

/**
 * Reads a time control: "3+5", "3 | 5", "1+15 delay", "2 | 10", "4 min", "0.5+2".
 * Minutes may have decimals; null for anything else, a zero base or values out of range.
 */
export function parseTimeControl(text: string): TimeControl | null {
  const m = /^\s*(\d{1,3}(?:\.\d+)?)\s*(?:min)?\s*(?:(?:\+|\|)\s*(\d{1,3})\s*(?:s|sec)?\s*(?:d|delay)?)?\s*$/i.exec(text);
  if (m === null) return null;
  const baseMs = Math.round(Number(m[1]) * 60_000);
  const delayMs = m[2] === undefined ? 0 : Number(m[2]) * 1000;
  if (!(baseMs > 0 && baseMs <= MAX_BASE_MS && delayMs <= MAX_DELAY_MS)) return null;
  return { baseMs, delayMs };
}

/** "3+5" (the form PGN4's TimeControl tag and the ?clock= parameter use). */
export function formatTimeControl(c: TimeControl): string {
  return `${Number((c.baseMs / 60_000).toFixed(3))}+${Math.round(c.delayMs / 1000)}`;
}

export function newGameClock(control: TimeControl, remaining?: readonly number[]): GameClock {
  const times = [0, 1, 2, 3].map((i) => clampMs(remaining?.[i] ?? control.baseMs));
  return { control, remaining: times, running: null, since: 0 };
}

function clampMs(ms: number): number {
  return Number.isFinite(ms) ? Math.min(MAX_BASE_MS, Math.max(0, Math.round(ms))) : 0;
}

/** Time used so far in the running turn, after its delay. */
function used(clock: GameClock, now: number): number {
  return Math.max(0, now - clock.since - clock.control.delayMs);
}

/** A seat's time left at `now` (its turn counted if it runs). */
export function timeLeft(clock: GameClock, seat: number, now: number): number {
  const base = clock.remaining[seat] ?? 0;
  return clock.running === seat ? Math.max(0, base - used(clock, now)) : base;
}

/** The running turn stops: its time is taken from the seat. */
export function stopClock(clock: GameClock, now: number): GameClock {
  if (clock.running === null) return clock;
  const remaining = clock.remaining.slice();
  remaining[clock.running] = timeLeft(clock, clock.running, now);
  return { ...clock, remaining, running: null };
}

/** The running turn stops and `seat`'s starts. */
export function startTurn(clock: GameClock, seat: number, now: number): GameClock {
  return { ...stopClock(clock, now), running: seat, since: now };
}

/** The seat whose time has run out at `now`, if any. */
export function flagged(clock: GameClock, now: number): number | null {
  const seat = clock.running;
  return seat !== null && timeLeft(clock, seat, now) <= 0 ? seat : null;
}

/**
 * The most a bot may think on its clock (its level may want less): within the delay it
 * costs nothing; beyond it a twentieth of its time, never more than half of what is left.
 */
export function botBudgetMs(clock: GameClock, seat: number, now: number): number {
  const left = timeLeft(clock, seat, now);
  const delayLeft = Math.max(0, clock.control.delayMs - (now - clock.since));
  return Math.max(20, Math.min(delayLeft * 0.8 + left / 20, left * 0.5));
}

/** "2:05", "1:02:03", and with tenths under ten seconds: "9.4". */
export function formatClockTime(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) return (Math.floor(clamped / 100) / 10).toFixed(1);
  const s = Math.floor(clamped / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** A PGN4 clock comment: "[%clk 0:01:52.3]" (the mover's time left after the move). */
export function clockComment(ms: number): string {
  const t = Math.max(0, Math.round(ms / 100));
  const tenths = t % 10;
  const s = Math.floor(t / 10);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `[%clk ${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}${tenths ? `.${tenths}` : ''}]`;
}

/** The time in a clock comment ("[%clk 0:01:52.3]", also inside other text), else null. */
export function parseClockComment(comment: string | null | undefined): number | null {
  if (typeof comment !== 'string') return null;
  const m = /\[%clk\s+(\d{1,3}):(\d{1,2}):(\d{1,2}(?:\.\d{1,3})?)\]/.exec(comment);
  if (m === null) return null;
  const ms = Math.round(((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000);
  return Number.isFinite(ms) ? ms : null;
}

/** Each seat's time left after its last clock comment in a record (else the base). */
export function remainingFromRecord(control: TimeControl, movers: readonly number[], comments: readonly (string | null)[]): number[] {
  const out = [0, 1, 2, 3].map(() => control.baseMs);
  movers.forEach((seat, i) => {
    const ms = parseClockComment(comments[i]);
    if (ms !== null && seat >= 0 && seat < 4) out[seat] = clampMs(ms);
  });
  return out;
}

const isMs = (n: unknown, max: number): boolean => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= max;

/** A time control as read back from storage: exactly its two fields, in range. */
export function isTimeControl(x: unknown): x is TimeControl {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || Object.keys(x).length !== 2) return false;
  const c = x as Partial<TimeControl>;
  return isMs(c.baseMs, MAX_BASE_MS) && (c.baseMs ?? 0) > 0 && isMs(c.delayMs, MAX_DELAY_MS);
}

/** A saved clock as read back from storage: checked in full. */
export function isSavedClock(x: unknown): x is { control: TimeControl; remaining: number[] } {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as { control?: unknown; remaining?: unknown };
  return isTimeControl(c.control) && Array.isArray(c.remaining) && c.remaining.length === 4 && c.remaining.every((n) => isMs(n, MAX_BASE_MS));
}
