// Message protocol between the page and the engine worker.
// Every request carries an id and a type; the worker answers each request with
// exactly one response with the same id and type. Errors travel as messages.
import type { BoardInfo, GameOptions, MoveInfo, PieceInfo, Status } from './pkg/fourchess_wasm';

/** Everything the page shows about a position, fetched in one round trip. */
export interface Snapshot {
  pieces: PieceInfo[];
  legalMoves: MoveInfo[];
  status: Status;
  fen4: string;
  moveList: string[];
}

/** Request arguments and results, by request type. */
export interface Calls {
  init: { args: { variant: string; options?: GameOptions }; result: { board: BoardInfo; snapshot: Snapshot } };
  play: { args: { text: string }; result: { move: MoveInfo; snapshot: Snapshot } };
  undo: { args: Record<string, never>; result: { undone: boolean; snapshot: Snapshot } };
  snapshot: { args: Record<string, never>; result: Snapshot };
}

export type CallType = keyof Calls;

export type Request = { [K in CallType]: { id: number; type: K } & Calls[K]['args'] }[CallType];

export type Response =
  | { [K in CallType]: { id: number; type: K; ok: true; result: Calls[K]['result'] } }[CallType]
  | { id: number; type: CallType; ok: false; error: string };

export function makeRequest<K extends CallType>(id: number, type: K, args: Calls[K]['args']): Request {
  return { ...args, id, type } as Request;
}

export function okResponse<K extends CallType>(id: number, type: K, result: Calls[K]['result']): Response {
  return { id, type, ok: true, result } as Response;
}

export function errorResponse(id: number, type: CallType, error: unknown): Response {
  return { id, type, ok: false, error: errorText(error) };
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

const CALL_TYPES: readonly CallType[] = ['init', 'play', 'undo', 'snapshot'];

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
      return typeof r.variant === 'string';
    case 'play':
      return typeof r.text === 'string';
    default:
      return true;
  }
}
