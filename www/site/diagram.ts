// ```board blocks of the rules pages (format in rules-text/README.md): parsed here and
// drawn with the game's own canvas renderer, draw(ctx, scene).
import { draw } from '../board/draw';
import { backingSize, computeLayout, type Layout } from '../board/geometry';
import type { Scene } from '../board/scene';
import type { GameOptions, MoveRecord } from '../pkg/fourchess_wasm';
import { defaultConfig, isVariant, type Variant } from '../game/config';
import { boardScene, initialState } from '../game/state';
import type { EngineModule } from '../engine/engine-page';


export interface BoardSpec {
  variant: string;
  /** 'start' or a FEN4. */
  fen: string;
  options: GameOptions;
  caption: string;
}

/** House-rule tokens (as in PGN4 RuleVariants) to engine options. */
export function optionsFromRules(tokens: readonly string[]): GameOptions {
  const options: GameOptions = {};
  for (const token of tokens) {
    const setup = /^Setup(\d{1,2})$/.exec(token);
    if (token === 'ClubSetup') options.clubSetup = true;
    else if (token === 'DoubleStep') options.doubleStep = true;
    else if (token === 'EndOnLead') options.endOnLead = true;
    else if (token === 'DeadKingWalking') options.deadKingWalking = true;
    else if (token === 'ThreeDice') options.threeDice = true;
    else if (setup) options.setup = Number(setup[1]);
  }
  return options;
}

/** The key: value lines of a board block; throws with a message when one is missing or wrong. */
export function parseBoardBlock(text: string): BoardSpec {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\s*(\w+)\s*:\s*(.*?)\s*$/.exec(line);
    if (m) fields.set((m[1] ?? '').toLowerCase(), m[2] ?? '');
  }
  const variant = fields.get('variant') ?? '';
  if (!isVariant(variant)) throw new Error(`unknown variant "${variant}"`);
  const fen = fields.get('fen') ?? '';
  if (fen === '') throw new Error('no fen');
  const rules = (fields.get('rules') ?? '').split(/[\s,]+/).filter((x) => x !== '');
  return { variant, fen, options: optionsFromRules(rules), caption: fields.get('caption') ?? '' };
}

/** Draws a position on a canvas of `cssSize` pixels. */
export function drawBoard(engine: EngineModule, canvas: HTMLCanvasElement, spec: BoardSpec, cssSize: number): void {
  const game =
    spec.fen === 'start'
      ? new engine.Engine(spec.variant, spec.options)
      : engine.Engine.fromFen4(spec.variant, spec.options, spec.fen);
  try {
    drawPosition(canvas, cssSize, {
      variant: spec.variant,
      board: game.boardInfo(),
      pieces: game.pieces(),
      status: game.status(),
    });
  } finally {
    game.free();
  }
}

export interface Position {
  variant: string;
  board: ReturnType<InstanceType<EngineModule['Engine']>['boardInfo']>;
  pieces: ReturnType<InstanceType<EngineModule['Engine']>['pieces']>;
  status: ReturnType<InstanceType<EngineModule['Engine']>['status']>;
  /** The moves before this position (every seat's last one is marked). */
  history?: readonly MoveRecord[];
  /** Arrows in a seat's colour (the analysis page's best lines), strongest first. */
  arrows?: { seat: number; from: string; to: string }[];
  /** Arrows in the annotation colour apart from every army (the review's better move). */
  shapes?: { from: string; to: string }[];
  /** A selected square and the legal moves (its targets are marked). */
  selected?: string | null;
  legalMoves?: ReturnType<InstanceType<EngineModule['Engine']>['legalMoves']>;
  /** The seat drawn at the bottom (default 0). */
  rotation?: number;
}

/**
 * Paints a position with the game's renderer; returns what it drew and where (for a
 * square layer over it), or null when the canvas has no 2D context.
 */
export function drawPosition(canvas: HTMLCanvasElement, cssSize: number, pos: Position): { scene: Scene; layout: Layout } | null {
  const dpr = window.devicePixelRatio || 1;
  const { width, height } = backingSize(cssSize, cssSize, dpr);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  canvas.style.width = `${cssSize}px`;
  canvas.style.height = `${cssSize}px`;
  const ctx = canvas.getContext('2d');
  if (ctx === null) return null;
  const state = initialState(defaultConfig(pos.variant as Variant));
  state.board = pos.board;
  state.pieces = pos.pieces;
  state.status = pos.status;
  state.dpr = dpr;
  state.rotation = pos.rotation ?? 0;
  state.layout = computeLayout(cssSize, cssSize, pos.board.files, pos.board.ranks, state.rotation);
  // The marks come from the moves up to the position shown (their seats and squares).
  state.moves = [...(pos.history ?? [])];
  state.selected = pos.selected ?? null;
  state.legalMoves = pos.legalMoves ?? [];
  const scene = { ...boardScene(state), lines: pos.arrows ?? [], shapes: pos.shapes ?? [] };
  draw(ctx, scene);
  return { scene, layout: state.layout };
}
