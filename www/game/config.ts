// What a game is made of, as plain data: the rule set, its house rules, who plays
// each seat, and page settings. Pure; validated again when read back (save.ts).
import type { PieceSet } from '../board/piece-draw';
import type { TimeControl } from './game-clock';
import type { GameOptions, VariantId } from '../pkg/fourchess_wasm';

/** The rule sets: the engine's ids (its VariantId type), in the dialog's order. */
export type Variant = VariantId;
// The type checker holds the keys to the engine's type: none missing, none extra.
const VARIANT_KEYS: Record<Variant, true> = { verney: true, teams: true, ffa: true, chaturanga: true };
export const VARIANTS = Object.keys(VARIANT_KEYS) as readonly Variant[];

export function isVariant(x: unknown): x is Variant {
  return typeof x === 'string' && (VARIANTS as readonly string[]).includes(x);
}

/** chess.com's start arrays: the engine's option names (its GameOptions type, `docs/engine-js-api.md`). */
export type ArrayId = NonNullable<GameOptions['array']>;
// Every array in the dialog's order (keys keep it); the type checker holds the keys to the
// engine's type: none missing, none extra. (The wasm API has no list of them to ask.)
const ARRAY_KEYS: Record<ArrayId, true> = { modern: true, classic: true, '4PCb': true, '4PCn': true, '4PCrg': true };
export const ARRAYS = Object.keys(ARRAY_KEYS) as readonly ArrayId[];

export const BOT_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_BOT_LEVEL = 3;

export type SeatPlayer = { kind: 'human' } | { kind: 'bot'; level: number };

export interface GameConfig {
  variant: Variant;
  /** Engine options (house rules) exactly as passed to `new Engine(variant, options)`. */
  options: GameOptions;
  /** Who plays seats 0..3. */
  seats: SeatPlayer[];
  /** A game started from a position rather than the rule set's start. */
  startFen4: string | null;
  /** Game clocks: minutes each and seconds of delay per move (null: no clocks). */
  timeControl: TimeControl | null;
  /** House rule: a Hint button shows the engine's best move to a person to move. */
  hints?: boolean;
}

/** Page settings that are not rules: kept across games. */
export interface Settings {
  showLegal: boolean;
  sound: boolean;
  /** With several people at this device: turn the board to whoever is to move. */
  turnToMover: boolean;
  /** Each new game in the session starts with the next seat (Vierschach). */
  rotateStart: boolean;
  /** Seconds per move; 0 = no limit. When it runs out the bot moves for the seat. */
  timePerMove: 0 | 30 | 60;
  /** How many moves a person may queue while others move (0: no premoves). */
  premoves: number;
  /** An arrow for each seat's last move, beside the marked squares. */
  moveArrows: boolean;
  /** How pieces are drawn: standard, owner signs first, or high contrast (board/piece-draw.ts). */
  pieceSet: PieceSet;
}

export const DEFAULT_SETTINGS: Settings = { showLegal: true, sound: false, turnToMover: false, rotateStart: false, timePerMove: 0, premoves: 1, moveArrows: false, pieceSet: 'standard' };

export function bot(level = DEFAULT_BOT_LEVEL): SeatPlayer {
  return { kind: 'bot', level };
}

/** Default: the user plays seat 0; bots play the other three, the partner included. */
export function defaultConfig(variant: Variant = 'verney'): GameConfig {
  return { variant, options: defaultOptions(variant), seats: [{ kind: 'human' }, bot(), bot(), bot()], startFen4: null, timeControl: null };
}

export function defaultOptions(variant: Variant): GameOptions {
  switch (variant) {
    case 'verney':
      return { clubSetup: false };
    case 'teams':
      return { array: 'modern' };
    case 'ffa':
      return { array: 'modern', deadKingWalking: true };
    case 'chaturanga':
      return { threeDice: false };
  }
}

/** Seats played by a person at this device. */
export function humanSeats(config: GameConfig): number[] {
  return config.seats.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
}

export function botLevel(config: GameConfig, seat: number): number {
  const p = config.seats[seat];
  return p?.kind === 'bot' ? p.level : DEFAULT_BOT_LEVEL;
}

/**
 * The seat drawn at the bottom: the person to move when the board turns to the mover
 * (several people at this device), else the first person's seat, else South. `remote`:
 * seats played at other devices (group play), never drawn at the bottom for that reason.
 */
export function bottomSeat(config: GameConfig, toMove: number | null, turnToMover: boolean, remote: readonly number[] = []): number {
  const humans = humanSeats(config).filter((seat) => !remote.includes(seat));
  if (turnToMover && humans.length > 1 && toMove !== null && humans.includes(toMove)) return toMove;
  return humans[0] ?? 0;
}

/** The first player of the n-th game of the session when the start rotates. */
export function rotatedFirstPlayer(gameIndex: number): number {
  return ((gameIndex % 4) + 4) % 4;
}

