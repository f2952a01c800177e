// The analysis board's state: one object (the page wires it to the DOM and the workers).
import type { BoardInfo, MoveInfo, MoveRecord } from '../pkg/fourchess_wasm';
import type { AnalysisLine } from '../engine/analysis';
import type { EngineModule } from '../engine/engine-page';
import type { RecordPly } from '../site/record-view';
import type { ReviewView } from '../site/review-view';
import type { Path, Variation } from './tree';

/** A game the engine holds (the wasm `Engine`). */
export type HeldGame = InstanceType<EngineModule['Engine']>;

/** The game on the board: its rule set, its move list, the engine holding it, its positions as asked. */
export interface AnalysisRecord {
  board: BoardInfo;
  /** Each entry: its text, who made it, its squares, what a non-move was (the move list, the last-move marks). */
  moves: MoveRecord[];
  /** The whole game (without side lines), held for the page's life: a position is a copy of it cut at a ply, never a record replayed. */
  game: HeldGame;
  /** The positions asked for so far, by ply. */
  plies: Map<number, RecordPly>;
}

/** A line made readable: each move with its mover, and the first move's squares. */
export interface ShownLine {
  line: AnalysisLine;
  text: string;
  /** Each move of the line as the engine plays it out, with its mover. */
  moves: { seat: number; text: string }[];
  seat: number | null;
  from: string | null;
  to: string | null;
}

export interface AnalysisState {
  engine: EngineModule | null;
  record: AnalysisRecord | null;
  /** The game's position shown (or the one a side line leaves from). */
  ply: number;
  /** The engine is on (the player's choice): every position shown is analysed. */
  running: boolean;
  /** A search of the position shown is under way (its worker has not said it is done). */
  searching: boolean;
  worker: Worker | null;
  /** The number of the last question to the worker (older answers are ignored). */
  question: number;
  shown: ShownLine[];
  /** The side lines played on this board: a tree under the game's moves, which it never changes (tree.ts). */
  tree: Variation[];
  /** Where the board stands in a side line (null: on the game's moves, at `ply`). */
  path: Path | null;
  /** The game's moves as the side lines compare them (without "+" and "#"). */
  mainMoves: string[];
  /** The game's key for the lines kept in the browser. */
  linesKey: string;
  /** The side line's position (or null: the game's position at `ply`). */
  sidePly: RecordPly | null;
  sideLegal: MoveInfo[];
  /** The legal moves of the game's position at `ply`, once asked. */
  gameLegal: { ply: number; moves: MoveInfo[] } | null;
  selected: string | null;
  /** The seat drawn at the bottom (Turn, F). */
  rotation: number;
  review: ReviewView | null;
  /** The learned evaluation's net: its bytes once fetched, or where the fetch stands. */
  net: ArrayBuffer | 'none' | 'loading' | 'missing';
  /** The line move that has the focus ("multipv:index"), kept while the lines are redrawn. */
  keptFocus: string | null;
  /** The line the pointer or the focus is on: only its first move is drawn as an arrow. */
  hovered: number | null;
}

export function initialAnalysis(): AnalysisState {
  return {
    engine: null,
    record: null,
    ply: 0,
    running: false,
    searching: false,
    worker: null,
    question: 0,
    shown: [],
    tree: [],
    path: null,
    mainMoves: [],
    linesKey: '',
    sidePly: null,
    sideLegal: [],
    gameLegal: null,
    selected: null,
    rotation: 0,
    review: null,
    net: 'none',
    keptFocus: null,
    hovered: null,
  };
}
