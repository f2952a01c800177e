// Message protocol between the page and the engine worker.
// Every request carries an id and a type; the worker answers each request with
// exactly one response with the same id and type. Errors travel as messages.
import type { BoardInfo, GameOptions, MoveInfo, MoveRecord, PieceInfo, PointSources, SeatInfo, Status } from '../pkg/fourchess_wasm';

/** Everything the page shows about a position, fetched in one round trip. */
export interface Snapshot {
  pieces: PieceInfo[];
  legalMoves: MoveInfo[];
  status: Status;
  fen4: string;
  /** The record of each entry of the move list: text, seat, squares, what it did, the comment after it. */
  moves: MoveRecord[];
  /** Free-for-all once the game is over: each seat's points by source; else null. */
  pointSources: PointSources[] | null;
  pgn4: string;
}

/** A past position (step back through the game without losing it). */
export interface PastView {
  ply: number;
  pieces: PieceInfo[];
  status: Status;
  fen4: string;
}

/** A new game: a rule set's start (or a FEN4), then any moves replayed. */
export interface InitArgs {
  variant: string;
  options?: GameOptions;
  fen4?: string;
  /** Entries of a move list as the engine writes them: moves, "@3-4" rolls, "R", "T". */
  moves?: string[];
  /** Extra PGN4 tags the game's record carries (e.g. TimeControl). */
  tags?: [string, string][];
}

/** What a record says beside its moves: tags, a comment before the first move, and the comment after each move. */
export interface Notes {
  tags: [string, string][];
  intro: string | null;
  comments: (string | null)[];
}

/** Request arguments and results, by request type. */
export interface Calls {
  init: { args: InitArgs; result: { board: BoardInfo; snapshot: Snapshot } };
  /** A game from PGN4 text; `startFen4` is its first position, `notes` its tags and comments. */
  load: { args: { pgn4: string }; result: { board: BoardInfo; snapshot: Snapshot; startFen4: string; notes: Notes } };
  /** A move; `comment` (a clock comment) goes after it in the record. */
  play: { args: { text: string; comment?: string }; result: { move: MoveInfo; snapshot: Snapshot } };
  /** Chaturanga: the engine draws fair dice. */
  roll: { args: Record<string, never>; result: { dice: number[]; snapshot: Snapshot } };
  /** The seat to move resigns (so the move list stays replayable). */
  resign: { args: { seat: number; comment?: string }; result: Snapshot };
  /** The seat to move ran out of time ("T" in the record). */
  timeout: { args: { seat: number }; result: Snapshot };
  /** Premoves: the moves `seat` could make if its turn came now, after its `queued` moves. */
  premoves: { args: { seat: number; queued: string[] }; result: MoveInfo[] };
  undo: { args: Record<string, never>; result: { undone: boolean; snapshot: Snapshot } };
  /** Takes back every action after `ply`. */
  undoTo: { args: { ply: number }; result: Snapshot };
  /** The position after the first `ply` actions (a temporary engine; the game is untouched). */
  view: { args: { ply: number }; result: PastView };
  snapshot: { args: Record<string, never>; result: Snapshot };
  /** Reads a record, or a rule set's position, without touching the game (the embed API checks what it is given before it shows it). */
  check: { args: { pgn4: string } | { variant: string; fen4: string }; result: { variant: string; fen4: string; plies: number } };
  /** The seats of each rule set, as its board names them (the new game dialog); the game is untouched. */
  seats: { args: { variants: string[] }; result: SeatInfo[][] };
}

export type CallType = keyof Calls;

/** Every request type of the three workers: the engine's calls, the bot's move, the analysis worker's lines and review. */
export type WorkerCall = CallType | 'bestMove' | 'analyse' | 'review';

export type Request = { [K in CallType]: { id: number; type: K } & Calls[K]['args'] }[CallType];

/** A worker's refusal of request `id`: the English message, and the engine's error code and details when it has them. Every worker answers in this shape. */
export interface Failure<T extends string> {
  id: number;
  type: T;
  ok: false;
  error: string;
  code?: string;
  details?: Record<string, string>;
}

/** A worker's answer to request `id` of `type`: its result, or a Failure (the engine, bot and analysis workers alike). */
export type Reply<T extends string, R> = { id: number; type: T; ok: true; result: R } | Failure<T>;

export type Response = { [K in CallType]: Reply<K, Calls[K]['result']> }[CallType];

export function makeRequest<K extends CallType>(id: number, type: K, args: Calls[K]['args']): Request {
  return { ...args, id, type } as Request;
}

export function okResponse<K extends CallType>(id: number, type: K, result: Calls[K]['result']): Response {
  return { id, type, ok: true, result } as Response;
}

export function errorResponse<T extends string>(id: number, type: T, error: unknown): Failure<T> {
  const coded = codedOf(error);
  return { id, type, ok: false, error: errorText(error), ...(coded === null ? {} : coded) };
}

/** Reads `code` and `details` off anything thrown (or passed on by a worker). */
export function codedOf(error: unknown): { code: string; details: Record<string, string> } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (typeof code !== 'string' || code.length > 64) return null;
  const out: Record<string, string> = {};
  if (typeof details === 'object' && details !== null) {
    for (const [k, v] of Object.entries(details as Record<string, unknown>).slice(0, 16)) {
      if (typeof v === 'string') out[k] = v.slice(0, 200);
    }
  }
  return { code, details: out };
}

/** A readable message for anything thrown (wasm-bindgen throws Error or strings). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

const CALL_TYPES: readonly CallType[] = ['init', 'load', 'play', 'roll', 'resign', 'timeout', 'premoves', 'undo', 'undoTo', 'view', 'snapshot', 'seats', 'check'];

const isTags = (x: unknown): boolean =>
  Array.isArray(x) && x.length <= 64 && x.every((t) => Array.isArray(t) && t.length === 2 && t.every((v) => typeof v === 'string' && v.length <= 2000));
const isComment = (x: unknown): boolean => x === undefined || (typeof x === 'string' && x.length <= 500);

export function isCallType(x: unknown): x is CallType {
  return typeof x === 'string' && (CALL_TYPES as readonly string[]).includes(x);
}

/** Structural check of a message received from the worker. */
export function isResponse(x: unknown): x is Response {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'number' || !isCallType(r.type)) return false;
  return r.ok === true ? 'result' in r : r.ok === false && typeof r.error === 'string';
}

/** Structural check of a message received by the worker. */
export function isRequest(x: unknown): x is Request {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'number' || !isCallType(r.type)) return false;
  switch (r.type) {
    case 'init':
      return (
        typeof r.variant === 'string' &&
        (r.fen4 === undefined || typeof r.fen4 === 'string') &&
        (r.moves === undefined || (Array.isArray(r.moves) && r.moves.every((m) => typeof m === 'string'))) &&
        (r.tags === undefined || isTags(r.tags))
      );
    case 'load':
      return typeof r.pgn4 === 'string';
    case 'play':
      return typeof r.text === 'string' && isComment(r.comment);
    case 'resign':
      return Number.isInteger(r.seat) && isComment(r.comment);
    case 'timeout':
      return Number.isInteger(r.seat);
    case 'premoves':
      return Number.isInteger(r.seat) && Array.isArray(r.queued) && r.queued.length <= 8 && r.queued.every((m) => typeof m === 'string');
    case 'seats':
      return Array.isArray(r.variants) && r.variants.length <= 16 && r.variants.every((v) => typeof v === 'string');
    case 'undoTo':
    case 'view':
      return Number.isInteger(r.ply) && (r.ply as number) >= 0;
    case 'check':
      return typeof r.pgn4 === 'string' || (typeof r.variant === 'string' && typeof r.fen4 === 'string');
    default:
      return true;
  }
}
