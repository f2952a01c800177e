// The plain-data state of the page and pure questions about it.
import type { Clock } from './clock';
import { DEFAULT_SETTINGS, humanSeats, type GameConfig, type Settings } from './config';
import { movesWithDie } from './dice';
import type { Layout } from './geometry';
import { computeLayout } from './geometry';
import type { BoardInfo, MoveInfo, PieceInfo, Status } from './pkg/fourchess_wasm';
import type { PastView } from './protocol';

export interface Drag {
  from: string;
  /** Pointer position in the board's CSS pixels. */
  x: number;
  y: number;
}

export interface Animation {
  from: string;
  to: string;
  start: number;
  ms: number;
}

export interface ViewState {
  config: GameConfig;
  settings: Settings;
  gameId: string;
  board: BoardInfo | null;
  pieces: PieceInfo[];
  legalMoves: MoveInfo[];
  status: Status | null;
  fen4: string;
  moveList: string[];
  /** The seat that made each entry of moveList. */
  movers: number[];
  pgn4: string;
  /** Square of the selected piece, if any. */
  selected: string | null;
  /** Chaturanga: the die a person chose to play next. */
  chosenDie: number | null;
  /** Several moves share from/to (promotion): the person picks one. */
  promotion: MoveInfo[] | null;
  lastMove: MoveInfo | null;
  /** Seat that made the last move. */
  lastMover: number | null;
  /** A move or bot turn is in flight: clicks are ignored. */
  busy: boolean;
  /** The bot plays this seat's current turn (its time ran out). */
  botTurnFor: number | null;
  clock: Clock | null;
  /** A past position shown instead of the game (the game goes on underneath). */
  view: PastView | null;
  /** Latest text for the aria-live region. */
  announcement: string;
  /** A message for the person (e.g. a saved game that could not be restored). */
  notice: string | null;
  /** The game-over dialog was closed for this result. */
  resultSeen: boolean;
  error: string | null;
  drag: Drag | null;
  anim: Animation | null;
  /** The seat drawn at the bottom. */
  rotation: number;
  layout: Layout;
  dpr: number;
}

export function initialState(config: GameConfig, settings: Settings = DEFAULT_SETTINGS, gameId = 'new'): ViewState {
  return {
    config,
    settings,
    gameId,
    board: null,
    pieces: [],
    legalMoves: [],
    status: null,
    fen4: '',
    moveList: [],
    movers: [],
    pgn4: '',
    selected: null,
    chosenDie: null,
    promotion: null,
    lastMove: null,
    lastMover: null,
    busy: false,
    botTurnFor: null,
    clock: null,
    view: null,
    announcement: '',
    notice: null,
    resultSeen: false,
    error: null,
    drag: null,
    anim: null,
    rotation: 0,
    layout: computeLayout(0, 0, 14, 14),
    dpr: 1,
  };
}

export function pieceAt(state: ViewState, square: string): PieceInfo | undefined {
  return shownPieces(state).find((p) => p.square === square);
}

/** The pieces on the board as shown: a past position while stepping through the game. */
export function shownPieces(state: ViewState): PieceInfo[] {
  return state.view?.pieces ?? state.pieces;
}

/** Seat to move, or null when the game is over or not loaded. */
export function seatToMove(state: ViewState): number | null {
  const s = state.status;
  if (s === null || s.outcome !== null) return null;
  return s.toMove;
}

export function humanToMove(state: ViewState): boolean {
  const seat = seatToMove(state);
  return seat !== null && state.botTurnFor !== seat && humanSeats(state.config).includes(seat);
}

/** Legal board moves of a piece (all promotion choices included), with the chosen die. */
export function movesFrom(state: ViewState, square: string | null): MoveInfo[] {
  if (square === null) return [];
  return movesWithDie(state.legalMoves, state.chosenDie).filter((m) => m.action === 'move' && !m.pass && m.from === square);
}

/** Squares the selected piece may move to, without duplicates. */
export function legalTargets(state: ViewState): Set<string> {
  const out = new Set<string>();
  for (const m of movesFrom(state, state.selected)) if (m.to !== null) out.add(m.to);
  return out;
}

/** Every legal move from one square to another (several when promotions differ). */
export function movesFor(state: ViewState, from: string, to: string): MoveInfo[] {
  return movesFrom(state, from).filter((m) => m.to === to);
}

/** The move for a from/to pair when there is no choice to make (the first of equal ones). */
export function moveFor(state: ViewState, from: string, to: string): MoveInfo | undefined {
  return movesFor(state, from, to)[0];
}

/** The distinct promotion choices among moves with the same squares, or null if none. */
export function promotionChoices(moves: readonly MoveInfo[]): MoveInfo[] | null {
  const byKind = new Map<string, MoveInfo>();
  for (const m of moves) if (m.promotion !== null && !byKind.has(m.promotion)) byKind.set(m.promotion, m);
  return byKind.size > 1 ? [...byKind.values()] : null;
}

/**
 * The move to play without asking: the only legal move when it involves no square
 * (a pass, a mated turn, a lone "pass a die"), since the board cannot offer it.
 */
export function forcedPass(moves: readonly MoveInfo[]): MoveInfo | undefined {
  const only = moves.length === 1 ? moves[0] : undefined;
  return only !== undefined && (only.pass || (only.from === null && only.to === null)) ? only : undefined;
}

/** Whether the board takes a person's input now. */
export function boardLive(state: ViewState): boolean {
  return humanToMove(state) && !state.busy && state.view === null && state.promotion === null && !state.status?.needsRoll;
}

/** Whether a square holds a piece the person to move may select (it has a legal move). */
export function canSelect(state: ViewState, square: string): boolean {
  return boardLive(state) && movesFrom(state, square).length > 0;
}

/**
 * What a click (or Enter) on a square does: play a move, ask for a promotion, select a
 * piece, or clear the selection.
 */
export type ClickAction =
  | { kind: 'play'; move: MoveInfo }
  | { kind: 'choose'; moves: MoveInfo[] }
  | { kind: 'select'; square: string }
  | { kind: 'clear' }
  | { kind: 'none' };

export function clickAction(state: ViewState, square: string): ClickAction {
  if (!boardLive(state)) return { kind: 'none' };
  if (state.selected !== null && state.selected !== square) {
    const action = dropAction(state, state.selected, square);
    if (action !== null) return action;
  }
  if (state.selected !== square && canSelect(state, square)) return { kind: 'select', square };
  return state.selected !== null ? { kind: 'clear' } : { kind: 'none' };
}

/** A piece dropped (or clicked) from one square onto another: the move, a choice, or null. */
export function dropAction(state: ViewState, from: string, to: string): ClickAction | null {
  if (!boardLive(state)) return null;
  const moves = movesFor(state, from, to);
  const choices = promotionChoices(moves);
  if (choices !== null) return { kind: 'choose', moves: choices };
  return moves[0] === undefined ? null : { kind: 'play', move: moves[0] };
}
