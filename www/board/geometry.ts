// Pure geometry of the board drawing: where each square sits in CSS pixels.
// Without rotation South is at the bottom: file 0 left, rank 0 bottom. Rotation r puts
// seat r (clockwise from South) at the bottom; the boards are square, so it is exact.

export interface Layout {
  /** CSS size of the whole drawing surface. */
  width: number;
  height: number;
  /** Side of one square, CSS pixels. */
  square: number;
  /** Top-left corner of the square grid (file 0, top rank). */
  originX: number;
  originY: number;
  files: number;
  ranks: number;
  /** Seat drawn at the bottom, 0..3. */
  rotation: number;
  /** Height, in squares, of the strips kept free above and below the board (0: none). */
  strip: number;
}

export interface Rect {
  x: number;
  y: number;
  size: number;
}

/** Room for coordinate labels on the left and at the bottom, in squares. */
export const LABEL_MARGIN = 0.45;

/** The seat strips of a full board (see `seatStrip`), in squares. */
export const SEAT_STRIP = 0.8;

/** How many squares wide the empty corners are (0 for a full board such as Chaturanga's). */
export function cornerSize(board: { files: number; squares: { rank: number }[] }): number {
  const armWidth = board.squares.filter((s) => s.rank === 0).length;
  return Math.max(0, Math.floor((board.files - armWidth) / 2));
}

/**
 * The strips the game screen keeps above and below a board: a full board has no empty
 * corners for the seats' clocks, so they go beside its edges (0 for the cross board).
 */
export function seatStrip(board: { files: number; squares: { rank: number }[] } | null): number {
  return board !== null && cornerSize(board) === 0 ? SEAT_STRIP : 0;
}

export function computeLayout(
  width: number,
  height: number,
  files: number,
  ranks: number,
  rotation = 0,
  strip = 0,
): Layout {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const cols = files + LABEL_MARGIN;
  const rows = ranks + LABEL_MARGIN + 2 * strip;
  const square = files > 0 && ranks > 0 ? Math.max(0, Math.min(w / cols, h / rows)) : 0;
  // Centre the grid plus its label margin (margin on the left and bottom).
  const used = { w: square * cols, h: square * rows };
  const originX = (w - used.w) / 2 + square * LABEL_MARGIN;
  const originY = (h - used.h) / 2 + square * strip;
  return { width: w, height: h, square, originX, originY, files, ranks, rotation: ((rotation % 4) + 4) % 4, strip };
}

/** Board coordinates to display coordinates (column from the left, row from the bottom). */
export function toDisplay(layout: Pick<Layout, 'files' | 'rotation'>, file: number, rank: number): { col: number; row: number } {
  const n = layout.files - 1;
  switch (layout.rotation) {
    case 1:
      return { col: n - rank, row: file };
    case 2:
      return { col: n - file, row: n - rank };
    case 3:
      return { col: rank, row: n - file };
    default:
      return { col: file, row: rank };
  }
}

/** Display coordinates back to the board's. */
export function fromDisplay(layout: Pick<Layout, 'files' | 'rotation'>, col: number, row: number): { file: number; rank: number } {
  const n = layout.files - 1;
  switch (layout.rotation) {
    case 1:
      return { file: row, rank: n - col };
    case 2:
      return { file: n - col, rank: n - row };
    case 3:
      return { file: n - row, rank: col };
    default:
      return { file: col, rank: row };
  }
}

export function squareRect(layout: Layout, file: number, rank: number): Rect {
  const { col, row } = toDisplay(layout, file, rank);
  return {
    x: layout.originX + col * layout.square,
    y: layout.originY + (layout.ranks - 1 - row) * layout.square,
    size: layout.square,
  };
}

/** Device-pixel size of a canvas backing store for a CSS size. */
export function backingSize(cssWidth: number, cssHeight: number, dpr: number): { width: number; height: number } {
  const r = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
  return { width: Math.max(1, Math.round(cssWidth * r)), height: Math.max(1, Math.round(cssHeight * r)) };
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const STEP: Record<Direction, [number, number]> = {
  up: [0, 1],
  down: [0, -1],
  left: [-1, 0],
  right: [1, 0],
};

/**
 * Keyboard navigation: the next existing square from (file, rank) in a direction,
 * jumping over missing squares (the cut-off corners); null at the edge.
 */
export function step(
  exists: (file: number, rank: number) => boolean,
  files: number,
  ranks: number,
  file: number,
  rank: number,
  dir: Direction,
): { file: number; rank: number } | null {
  const [df, dr] = STEP[dir];
  let f = file + df;
  let r = rank + dr;
  while (f >= 0 && f < files && r >= 0 && r < ranks) {
    if (exists(f, r)) return { file: f, rank: r };
    f += df;
    r += dr;
  }
  return null;
}
