// What the board shows, as plain data: everything draw() and BoardDom.sync() read. The
// game fills it in from its state (game/state.ts boardScene); the board knows nothing
// else of the game.
import type { BoardInfo, PieceInfo, Status } from '../pkg/fourchess_wasm';
import type { Layout } from './geometry';
import type { PieceSet } from './piece-draw';

/** A piece being dragged. */
export interface Drag {
  from: string;
  /** Pointer position in the board's CSS pixels. */
  x: number;
  y: number;
}

/** A piece on its way from one square to another (performance.now() times). */
export interface Animation {
  from: string;
  to: string;
  start: number;
  ms: number;
}

/** A seat's latest move on the board, for marking its squares. */
export interface MoveMark {
  seat: number;
  from: string;
  to: string;
  /** 0 for the most recent seat's move, up to 3 for the oldest still shown. */
  age: number;
}

export interface Scene {
  board: BoardInfo | null;
  layout: Layout;
  dpr: number;
  /** The pieces as shown: a past position while stepping through the game. */
  pieces: readonly PieceInfo[];
  /** The status as shown (kings in check, the bar along the mover's edge). */
  status: Status | null;
  /** The ply of the past position shown, or null for the game as it stands. */
  viewPly: number | null;
  /** Square of the selected piece, if any. */
  selected: string | null;
  /** Where the selected piece may go. */
  targets: ReadonlySet<string>;
  /** The targets are a premove's (another colour). */
  premoveTargets: boolean;
  /** Each seat's last turn before the position shown, newest seat first. */
  marks: readonly MoveMark[];
  /** Queued premoves, oldest first. */
  premoves: readonly { from: string; to: string }[];
  /** Arrows (from != to) and circles (from == to) a person drew. */
  shapes: readonly { from: string; to: string }[];
  /** The engine's suggestion for the seat to move (a hint), drawn in that seat's colour. */
  hint: { seat: number; from: string; to: string } | null;
  /** Analysis: the first move of each best line, best first, in its mover's colour. */
  lines: readonly { seat: number; from: string; to: string }[];
  drag: Drag | null;
  anim: Animation | null;
  /** Settings: an arrow for each seat's last move, dots on the targets, the piece set. */
  moveArrows: boolean;
  showLegal: boolean;
  pieceSet: PieceSet;
  /** The game as it stands (the square layer's data attributes): its FEN4, the seat to move, a call in flight, over. */
  fen4: string;
  toMove: number | null;
  busy: boolean;
  over: boolean;
}

/** The piece shown on a square. */
export function pieceOn(scene: Pick<Scene, 'pieces'>, square: string): PieceInfo | undefined {
  return scene.pieces.find((p) => p.square === square);
}

/** Whether an animation still runs at `now` (the page keeps drawing frames until it ends). */
export function animating(scene: { anim: Animation | null }, now: number): boolean {
  return scene.anim !== null && now < scene.anim.start + scene.anim.ms;
}
