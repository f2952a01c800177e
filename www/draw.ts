// Pure drawing: draw(ctx, state) paints the whole board from the state.
// No DOM access besides the 2D context it is given.
import type { BoardInfo, PieceInfo } from './pkg/fourchess_wasm';
import { squareRect, type Layout, type Rect } from './geometry';
import { pieceArt } from './piece-art';
import { legalTargets, pieceAt, type ViewState } from './state';
import { armyStyle, BOARD, seatSign, type ArmyStyle, type SignShape } from './theme';

type Ctx = CanvasRenderingContext2D;

const pathCache = new Map<string, Path2D>();
function path(d: string): Path2D {
  let p = pathCache.get(d);
  if (p === undefined) {
    p = new Path2D(d);
    pathCache.set(d, p);
  }
  return p;
}

export function draw(ctx: Ctx, state: ViewState): void {
  const { layout, board } = state;
  ctx.save();
  ctx.setTransform(state.dpr, 0, 0, state.dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (board !== null && layout.square > 0) {
    drawSquares(ctx, layout, board, state);
    drawLabels(ctx, layout, board);
    drawPieces(ctx, layout, board, state);
    drawTargets(ctx, layout, board, state);
  }
  ctx.restore();
}

function squareIndex(board: BoardInfo): Map<string, { file: number; rank: number }> {
  const m = new Map<string, { file: number; rank: number }>();
  for (const s of board.squares) m.set(s.name, { file: s.file, rank: s.rank });
  return m;
}

function rectOf(layout: Layout, index: Map<string, { file: number; rank: number }>, square: string | null): Rect | null {
  if (square === null) return null;
  const fr = index.get(square);
  return fr === undefined ? null : squareRect(layout, fr.file, fr.rank);
}

function drawSquares(ctx: Ctx, layout: Layout, board: BoardInfo, state: ViewState): void {
  const index = squareIndex(board);
  for (const s of board.squares) {
    const r = squareRect(layout, s.file, s.rank);
    ctx.fillStyle = s.light ? BOARD.light : BOARD.dark;
    // Overlap by a hair to avoid seams between squares at fractional sizes.
    ctx.fillRect(r.x, r.y, r.size + 0.5, r.size + 0.5);
  }
  const tint = (square: string | null, colour: string): void => {
    const r = rectOf(layout, index, square);
    if (r === null) return;
    ctx.fillStyle = colour;
    ctx.fillRect(r.x, r.y, r.size, r.size);
  };
  if (state.lastMove !== null && !state.lastMove.pass) {
    tint(state.lastMove.from, BOARD.lastMove);
    tint(state.lastMove.to, BOARD.lastMove);
  }
  tint(state.selected, BOARD.selected);
  // Kings in check glow red.
  state.status?.seats.forEach((seat, i) => {
    if (!seat.check) return;
    const king = state.pieces.find((p) => p.seat === i && p.kind.toUpperCase() === 'K');
    const r = rectOf(layout, index, king?.square ?? null);
    if (r === null) return;
    const cx = r.x + r.size / 2;
    const cy = r.y + r.size / 2;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r.size * 0.7);
    g.addColorStop(0, BOARD.check);
    g.addColorStop(1, 'rgba(220, 40, 40, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(r.x, r.y, r.size, r.size);
  });
}

function drawLabels(ctx: Ctx, layout: Layout, board: BoardInfo): void {
  const q = layout.square;
  ctx.fillStyle = BOARD.label;
  ctx.font = `${Math.max(8, Math.round(q * 0.3))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let f = 0; f < board.files; f++) {
    const r = squareRect(layout, f, 0);
    ctx.fillText(String.fromCharCode(97 + f), r.x + q / 2, r.y + q + q * 0.23);
  }
  for (let k = 0; k < board.ranks; k++) {
    const r = squareRect(layout, 0, k);
    ctx.fillText(String(k + 1), r.x - q * 0.23, r.y + q / 2);
  }
}

function drawPieces(ctx: Ctx, layout: Layout, board: BoardInfo, state: ViewState): void {
  const index = squareIndex(board);
  for (const p of state.pieces) {
    const r = rectOf(layout, index, p.square);
    if (r !== null) drawPiece(ctx, r, p, board);
  }
}

export function drawPiece(ctx: Ctx, r: Rect, p: PieceInfo, board: BoardInfo): void {
  const style = armyStyle(p.seat, p.seat === null ? undefined : board.seats[p.seat]?.name);
  const art = pieceArt(p.kind);
  ctx.save();
  if (p.inert) ctx.globalAlpha = 0.38;
  if (art !== undefined) {
    const scale = (r.size * 0.9) / 100;
    ctx.save();
    ctx.translate(r.x + r.size * 0.05, r.y + r.size * 0.06);
    ctx.scale(scale, scale);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.lineWidth = Math.max(3.2, 1 / scale);
    ctx.fillStyle = style.fill;
    ctx.strokeStyle = style.stroke;
    const body = path(art.body);
    ctx.fill(body);
    ctx.stroke(body);
    for (const [x, y, rad] of art.balls ?? []) {
      ctx.beginPath();
      ctx.arc(x, y, rad, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    if (art.detail !== undefined) {
      ctx.strokeStyle = style.detail;
      ctx.lineWidth = Math.max(2.6, 0.8 / scale);
      ctx.stroke(path(art.detail));
    }
    ctx.restore();
  } else {
    ctx.fillStyle = style.fill;
    ctx.font = `bold ${Math.round(r.size * 0.6)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.kind, r.x + r.size / 2, r.y + r.size / 2);
  }
  const sign = seatSign(p.seat);
  if (sign !== null) drawSign(ctx, sign.shape, r.x + r.size * 0.14, r.y + r.size * 0.14, r.size * 0.1, style);
  ctx.restore();
}

/** Owner sign centred at (cx, cy) with "radius" s. */
export function drawSign(ctx: Ctx, shape: SignShape, cx: number, cy: number, s: number, style: ArmyStyle): void {
  ctx.beginPath();
  switch (shape) {
    case 'circle':
      ctx.arc(cx, cy, s, 0, Math.PI * 2);
      break;
    case 'triangle':
      ctx.moveTo(cx, cy - s * 1.15);
      ctx.lineTo(cx + s * 1.1, cy + s * 0.85);
      ctx.lineTo(cx - s * 1.1, cy + s * 0.85);
      ctx.closePath();
      break;
    case 'square':
      ctx.rect(cx - s * 0.9, cy - s * 0.9, s * 1.8, s * 1.8);
      break;
    case 'diamond':
      ctx.moveTo(cx, cy - s * 1.25);
      ctx.lineTo(cx + s * 1.05, cy);
      ctx.lineTo(cx, cy + s * 1.25);
      ctx.lineTo(cx - s * 1.05, cy);
      ctx.closePath();
      break;
  }
  ctx.fillStyle = style.fill;
  ctx.strokeStyle = style.stroke;
  ctx.lineWidth = Math.max(1, s * 0.35);
  ctx.lineJoin = 'round';
  ctx.fill();
  ctx.stroke();
}

function drawTargets(ctx: Ctx, layout: Layout, board: BoardInfo, state: ViewState): void {
  const index = squareIndex(board);
  for (const sq of legalTargets(state)) {
    const r = rectOf(layout, index, sq);
    if (r === null) continue;
    const cx = r.x + r.size / 2;
    const cy = r.y + r.size / 2;
    ctx.fillStyle = BOARD.target;
    ctx.strokeStyle = BOARD.target;
    ctx.beginPath();
    if (pieceAt(state, sq) !== undefined) {
      ctx.lineWidth = r.size * 0.08;
      ctx.arc(cx, cy, r.size * 0.44, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      ctx.arc(cx, cy, r.size * 0.15, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}
