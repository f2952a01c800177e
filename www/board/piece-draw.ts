// Drawing one piece: its silhouette in the army's colours and its owner's sign, in one of
// three piece sets. The sign is never left out: colour is not the only cue.
//   standard  the silhouette, the sign small in the corner (never under 3 CSS px)
//   signs     the owner's sign large behind a smaller silhouette: read the shape first
//   contrast  black outlines twice as thick, details in white or black, a larger sign
import type { BoardInfo, PieceInfo } from '../pkg/fourchess_wasm';
import type { Rect } from './geometry';
import { pieceArt, type PieceArt } from './piece-art';
import { seatSign, type SignShape } from '../i18n/labels';
import { armyStyle, type ArmyStyle } from './theme';

export type PieceSet = 'standard' | 'signs' | 'contrast';
export const PIECE_SETS: readonly PieceSet[] = ['standard', 'signs', 'contrast'];

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

/** The smallest sign radius in CSS pixels: a 7 px sign stays a shape on a phone's board. */
const MIN_SIGN = 3.2;

/** High contrast: the darkest outline the army's fill allows (white around black). */
function contrastStyle(style: ArmyStyle): ArmyStyle {
  const dark = style.stroke.toLowerCase() === '#f0f0f0';
  return { fill: style.fill, stroke: dark ? '#ffffff' : '#000000', detail: dark ? '#ffffff' : style.detail === style.stroke ? '#000000' : '#ffffff' };
}

function drawArt(ctx: Ctx, art: PieceArt, r: Rect, scaleOf: number, style: ArmyStyle, weight: number): void {
  const scale = (r.size * scaleOf) / 100;
  ctx.save();
  ctx.translate(r.x + (r.size - r.size * scaleOf) / 2, r.y + (r.size - r.size * scaleOf) / 2 + r.size * 0.01);
  ctx.scale(scale, scale);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(3.2, 1 / scale) * weight;
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
    ctx.lineWidth = Math.max(2.6, 0.8 / scale) * weight;
    ctx.stroke(path(art.detail));
  }
  ctx.restore();
}

export function drawPiece(ctx: Ctx, r: Rect, p: PieceInfo, board: BoardInfo, set: PieceSet = 'standard'): void {
  const army = armyStyle(p.seat === null ? null : board.seats[p.seat]?.name);
  const style = set === 'contrast' ? contrastStyle(army) : army;
  const art = pieceArt(p.kind, board.kinds);
  const sign = seatSign(p.seat);
  ctx.save();
  // Inert armies are faded and struck through; grey (FFA, out) pieces have no sign.
  if (p.inert) ctx.globalAlpha = 0.4;
  if (set === 'signs' && sign !== null) {
    // The sign fills the square; the piece sits on it in the army's detail colour
    // (lower and smaller in a triangle, whose room is near its base).
    drawSign(ctx, sign.shape, r.x + r.size / 2, r.y + r.size / 2, r.size * 0.37, army, 0.12);
    const inTriangle = sign.shape === 'triangle';
    const inner = inTriangle ? { x: r.x, y: r.y + r.size * 0.07, size: r.size } : r;
    if (art !== undefined) drawArt(ctx, art, inner, inTriangle ? 0.54 : 0.64, { fill: army.detail, stroke: army.detail, detail: army.fill }, 0.7);
  } else if (art !== undefined) {
    drawArt(ctx, art, r, 0.9, style, set === 'contrast' ? 1.8 : 1);
  } else {
    ctx.fillStyle = style.fill;
    ctx.font = `bold ${Math.round(r.size * 0.6)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.kind, r.x + r.size / 2, r.y + r.size / 2);
  }
  if (sign !== null && set !== 'signs') {
    const s = Math.max(r.size * (set === 'contrast' ? 0.13 : 0.1), MIN_SIGN);
    const at = Math.max(r.size * 0.14, s * 1.3);
    drawSign(ctx, sign.shape, r.x + at, r.y + at, s, style);
  }
  if (p.inert) {
    ctx.globalAlpha = 0.9;
    ctx.strokeStyle = '#222';
    ctx.lineWidth = Math.max(1.5, r.size * 0.06);
    ctx.beginPath();
    ctx.moveTo(r.x + r.size * 0.2, r.y + r.size * 0.8);
    ctx.lineTo(r.x + r.size * 0.8, r.y + r.size * 0.2);
    ctx.stroke();
  }
  ctx.restore();
}

/** Owner sign centred at (cx, cy) with "radius" s. */
export function drawSign(ctx: Ctx, shape: SignShape, cx: number, cy: number, s: number, style: ArmyStyle, edge = 0.35): void {
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
  ctx.lineWidth = Math.max(1, s * edge);
  ctx.lineJoin = 'round';
  ctx.fill();
  ctx.stroke();
}
