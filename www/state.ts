// The plain-data state of the page and pure questions about it.
import type { BoardInfo, MoveInfo, PieceInfo, Status } from './pkg/fourchess_wasm';
import type { Layout } from './geometry';
import { computeLayout } from './geometry';

export interface ViewState {
  variant: string;
  board: BoardInfo | null;
  pieces: PieceInfo[];
  legalMoves: MoveInfo[];
  status: Status | null;
  fen4: string;
  moveList: string[];
  /** Seats played by a person at this device; the bot plays the others. */
  humans: number[];
  /** Square of the selected piece, if any. */
  selected: string | null;
  lastMove: MoveInfo | null;
  /** Seat that made the last move. */
  lastMover: number | null;
  /** A move or bot turn is in flight: clicks are ignored. */
  busy: boolean;
  /** Latest text for the aria-live region. */
  announcement: string;
  error: string | null;
  layout: Layout;
  dpr: number;
}

export function initialState(variant: string, humans: number[]): ViewState {
  return {
    variant,
    board: null,
    pieces: [],
    legalMoves: [],
    status: null,
    fen4: '',
    moveList: [],
    humans,
    selected: null,
    lastMove: null,
    lastMover: null,
    busy: false,
    announcement: '',
    error: null,
    layout: computeLayout(0, 0, 14, 14),
    dpr: 1,
  };
}

export function pieceAt(state: ViewState, square: string): PieceInfo | undefined {
  return state.pieces.find((p) => p.square === square);
}

/** Seat to move, or null when the game is over or not loaded. */
export function seatToMove(state: ViewState): number | null {
  const s = state.status;
  if (s === null || s.outcome !== null) return null;
  return s.toMove;
}

export function humanToMove(state: ViewState): boolean {
  const seat = seatToMove(state);
  return seat !== null && state.humans.includes(seat);
}

/** Legal moves of the selected piece (all promotion choices included). */
export function movesFrom(state: ViewState, square: string | null): MoveInfo[] {
  if (square === null) return [];
  return state.legalMoves.filter((m) => !m.pass && m.from === square);
}

/** Squares the selected piece may move to, without duplicates. */
export function legalTargets(state: ViewState): Set<string> {
  const out = new Set<string>();
  for (const m of movesFrom(state, state.selected)) if (m.to !== null) out.add(m.to);
  return out;
}

/** The move to play for a from/to click pair: the first that matches (promotion: first choice). */
export function moveFor(state: ViewState, from: string, to: string): MoveInfo | undefined {
  return state.legalMoves.find((m) => !m.pass && m.from === from && m.to === to);
}

/**
 * The move to play without asking: the only legal move when it involves no square
 * (a pass; also a Chaturanga dice roll), since the board cannot offer it.
 */
export function forcedPass(moves: readonly MoveInfo[]): MoveInfo | undefined {
  const only = moves.length === 1 ? moves[0] : undefined;
  return only !== undefined && (only.pass || (only.from === null && only.to === null)) ? only : undefined;
}

/** Whether a square holds a piece the human to move may select (it has a legal move). */
export function canSelect(state: ViewState, square: string): boolean {
  if (!humanToMove(state) || state.busy) return false;
  return movesFrom(state, square).length > 0;
}

/**
 * What a click (or Enter) on a square does: play a move, select a piece, or clear the selection.
 */
export type ClickAction = { kind: 'play'; move: MoveInfo } | { kind: 'select'; square: string } | { kind: 'clear' } | { kind: 'none' };

export function clickAction(state: ViewState, square: string): ClickAction {
  if (!humanToMove(state) || state.busy) return { kind: 'none' };
  if (state.selected !== null && state.selected !== square) {
    const move = moveFor(state, state.selected, square);
    if (move !== undefined) return { kind: 'play', move };
  }
  if (state.selected !== square && canSelect(state, square)) return { kind: 'select', square };
  return state.selected !== null ? { kind: 'clear' } : { kind: 'none' };
}
