// Pure drawing: draw(ctx, scene) paints the whole board from a scene (scene.ts).
// No DOM access besides the 2D context it is given.
import type { BoardInfo } from '../pkg/fourchess_wasm';
import { fromDisplay, squareRect, type Layout, type Rect } from './geometry';
import { drawPiece } from './piece-draw';
import { animating, pieceOn, type Scene } from './scene';
import { armyStyle, BOARD, type ArmyStyle } from './theme';

type Ctx = CanvasRenderingContext2D;

/** Paints the board; `now` (ms, performance.now()) places a piece in mid-animation. */
export function draw(ctx: Ctx, scene: Scene, now = 0): void {
  const { layout, board } = scene;
  ctx.save();
  ctx.setTransform(scene.dpr, 0, 0, scene.dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (board !== null && layout.square > 0) {
    drawSquares(ctx, layout, board, scene);
    drawLabels(ctx, layout, board);
    drawToMove(ctx, layout, board, scene);
    drawPieces(ctx, layout, board, scene, now);
    if (scene.moveArrows) drawMoveArrows(ctx, layout, board, scene);
    drawShapes(ctx, layout, board, scene);
    drawLines(ctx, layout, board, scene);
    drawHint(ctx, layout, board, scene);
    if (scene.showLegal) drawTargets(ctx, layout, board, scene);
    drawDragged(ctx, layout, board, scene);
  }
  ctx.restore();
}

type SquareIndex = Map<string, { file: number; rank: number }>;

function squareIndex(board: BoardInfo): SquareIndex {
  const m = new Map<string, { file: number; rank: number }>();
  for (const s of board.squares) m.set(s.name, { file: s.file, rank: s.rank });
  return m;
}

function rectOf(layout: Layout, index: Map<string, { file: number; rank: number }>, square: string | null): Rect | null {
  if (square === null) return null;
  const fr = index.get(square);
  return fr === undefined ? null : squareRect(layout, fr.file, fr.rank);
}

function drawSquares(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
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
  drawMoveMarks(ctx, layout, board, scene, index);
  // Queued premoves: tinted, outlined with dashes, numbered when several wait.
  if (scene.viewPly === null) {
    scene.premoves.forEach((p, i) => {
      for (const sq of [p.from, p.to]) {
        const r = rectOf(layout, index, sq);
        if (r === null) continue;
        ctx.fillStyle = BOARD.premove;
        ctx.fillRect(r.x, r.y, r.size, r.size);
        ctx.save();
        ctx.strokeStyle = BOARD.premoveEdge;
        ctx.lineWidth = Math.max(2, r.size * 0.06);
        ctx.setLineDash([r.size * 0.15, r.size * 0.1]);
        ctx.strokeRect(r.x + ctx.lineWidth / 2, r.y + ctx.lineWidth / 2, r.size - ctx.lineWidth, r.size - ctx.lineWidth);
        ctx.restore();
        if (sq === p.to && scene.premoves.length > 1) {
          ctx.fillStyle = BOARD.premoveEdge;
          ctx.font = `bold ${Math.round(r.size * 0.28)}px system-ui, sans-serif`;
          ctx.textAlign = 'right';
          ctx.textBaseline = 'bottom';
          ctx.fillText(String(i + 1), r.x + r.size * 0.95, r.y + r.size * 0.98);
        }
      }
    });
  }
  tint(scene.selected, BOARD.selected);
  // Kings in check glow red.
  scene.status?.seats.forEach((seat, i) => {
    if (!seat.check) return;
    const king = scene.pieces.find((p) => p.seat === i && p.kind.toUpperCase() === 'K');
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

/** How strongly a seat's last move is marked, newest first. */
const MARK_ALPHA = [0.55, 0.42, 0.31, 0.22];

/**
 * Every seat's last move in its army's colour, the newest strongest: both squares
 * tinted, the square it went to framed (edged in the army's outline colour, so white and
 * black armies show on either square colour).
 */
function drawMoveMarks(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene, index: SquareIndex): void {
  const marks = scene.marks;
  // Oldest first, so the newest lies on top where seats share a square.
  for (const m of [...marks].reverse()) {
    const style = armyStyle(board.seats[m.seat]?.name);
    const alpha = MARK_ALPHA[m.age] ?? 0.2;
    const from = rectOf(layout, index, m.from);
    const to = rectOf(layout, index, m.to);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = style.fill;
    if (from !== null) ctx.fillRect(from.x, from.y, from.size, from.size);
    if (to !== null) {
      ctx.fillRect(to.x, to.y, to.size, to.size);
      ctx.globalAlpha = Math.min(1, alpha + 0.35);
      const w = Math.max(2, to.size * 0.07);
      ctx.lineWidth = w;
      ctx.strokeStyle = style.fill;
      ctx.strokeRect(to.x + w / 2, to.y + w / 2, to.size - w, to.size - w);
      ctx.lineWidth = 1;
      ctx.strokeStyle = style.stroke;
      ctx.strokeRect(to.x + w + 0.5, to.y + w + 0.5, to.size - 2 * w - 1, to.size - 2 * w - 1);
    }
    ctx.restore();
  }
}

/** With the "arrows" setting: an arrow for each seat's last move, in its army's colour. */
function drawMoveArrows(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const index = squareIndex(board);
  for (const m of [...scene.marks].reverse()) {
    const from = rectOf(layout, index, m.from);
    const to = rectOf(layout, index, m.to);
    if (from === null || to === null) continue;
    const style = armyStyle(board.seats[m.seat]?.name);
    drawArrow(ctx, from, to, style, MARK_ALPHA[m.age] ?? 0.2);
  }
}

/** A person's own arrows and circles, in one annotation colour apart from every army. */
function drawShapes(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const index = squareIndex(board);
  for (const d of scene.shapes) {
    const from = rectOf(layout, index, d.from);
    const to = rectOf(layout, index, d.to);
    if (from === null || to === null) continue;
    if (d.from !== d.to) {
      drawArrow(ctx, from, to, BOARD.shape, 0.55);
      continue;
    }
    ctx.save();
    ctx.globalAlpha = 0.85;
    ctx.strokeStyle = BOARD.shape.fill;
    ctx.lineWidth = Math.max(2, to.size * 0.08);
    ctx.beginPath();
    ctx.arc(to.x + to.size / 2, to.y + to.size / 2, to.size * 0.42, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }
}

/** Analysis: each best line's first move, the best line strongest. */
function drawLines(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const index = squareIndex(board);
  scene.lines.forEach((line, i) => {
    const from = rectOf(layout, index, line.from);
    const to = rectOf(layout, index, line.to);
    if (from !== null && to !== null) drawArrow(ctx, from, to, armyStyle(board.seats[line.seat]?.name), i === 0 ? 0.9 : Math.max(0.3, 0.65 - 0.12 * i));
  });
}

/** The engine's hint: a strong arrow in the colour of the seat it is for. */
function drawHint(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const hint = scene.hint;
  if (hint === null) return;
  const index = squareIndex(board);
  const from = rectOf(layout, index, hint.from);
  const to = rectOf(layout, index, hint.to);
  if (from !== null && to !== null) drawArrow(ctx, from, to, armyStyle(board.seats[hint.seat]?.name), 0.9);
}

/** An arrow from the centre of one square to the centre of another. */
export function drawArrow(ctx: Ctx, from: Rect, to: Rect, style: ArmyStyle, alpha: number): void {
  const x0 = from.x + from.size / 2;
  const y0 = from.y + from.size / 2;
  const x1 = to.x + to.size / 2;
  const y1 = to.y + to.size / 2;
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1) return;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  const q = to.size;
  const head = q * 0.42;
  const shaft = q * 0.16;
  const bx = x1 - ux * head;
  const by = y1 - uy * head;
  const px = -uy;
  const py = ux;
  ctx.save();
  ctx.globalAlpha = Math.min(1, alpha + 0.3);
  ctx.beginPath();
  ctx.moveTo(x0 + px * shaft / 2, y0 + py * shaft / 2);
  ctx.lineTo(bx + px * shaft / 2, by + py * shaft / 2);
  ctx.lineTo(bx + px * head / 2, by + py * head / 2);
  ctx.lineTo(x1, y1);
  ctx.lineTo(bx - px * head / 2, by - py * head / 2);
  ctx.lineTo(bx - px * shaft / 2, by - py * shaft / 2);
  ctx.lineTo(x0 - px * shaft / 2, y0 - py * shaft / 2);
  ctx.closePath();
  ctx.fillStyle = style.fill;
  ctx.strokeStyle = style.stroke;
  ctx.lineWidth = 1.5;
  ctx.lineJoin = 'round';
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

function drawLabels(ctx: Ctx, layout: Layout, board: BoardInfo): void {
  const q = layout.square;
  const n = board.files;
  ctx.fillStyle = BOARD.label;
  ctx.font = `${Math.max(8, Math.round(q * 0.3))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Under each display column and left of each display row: the coordinate that varies there.
  const name = (col: number, row: number, alongRow: boolean): string => {
    const { file, rank } = fromDisplay(layout, col, row);
    const byFile = alongRow === (layout.rotation % 2 === 0);
    return byFile ? String.fromCharCode(97 + file) : String(rank + 1);
  };
  for (let c = 0; c < n; c++) {
    const x = layout.originX + c * q;
    ctx.fillText(name(c, 0, true), x + q / 2, layout.originY + n * q + q * 0.23);
  }
  for (let r = 0; r < n; r++) {
    const y = layout.originY + (n - 1 - r) * q;
    ctx.fillText(name(0, r, false), layout.originX - q * 0.23, y + q / 2);
  }
}

/** How many files the board's corners cut off: the first file of its first rank (3 on the cross board, 0 on 8x8). */
function cornerCut(board: BoardInfo): number {
  let first = Infinity;
  for (const s of board.squares) if (s.rank === 0 && s.file < first) first = s.file;
  return Number.isFinite(first) ? first : 0;
}

/** A bar in the mover's colour along the mover's edge of the board. */
function drawToMove(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const status = scene.status;
  if (status === null || status.outcome !== null) return;
  const seat = status.toMove;
  const style = armyStyle(board.seats[seat]?.name);
  const q = layout.square;
  const n = board.files;
  const arm = cornerCut(board); // the cross board's arms skip its cut-off corners
  const side = (seat - layout.rotation + 4) % 4; // 0 bottom, 1 left, 2 top, 3 right
  const t = Math.max(3, q * 0.12);
  const x0 = layout.originX;
  const y0 = layout.originY;
  const len = (n - 2 * arm) * q;
  const rects: Record<number, [number, number, number, number]> = {
    0: [x0 + arm * q, y0 + n * q - t, len, t],
    1: [x0, y0 + arm * q, t, len],
    2: [x0 + arm * q, y0, len, t],
    3: [x0 + n * q - t, y0 + arm * q, t, len],
  };
  const [x, y, w, h] = rects[side]!;
  ctx.fillStyle = style.fill;
  ctx.strokeStyle = style.stroke;
  ctx.lineWidth = 1;
  ctx.fillRect(x, y, w, h);
  ctx.strokeRect(x, y, w, h);
}

function drawPieces(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene, now: number): void {
  const index = squareIndex(board);
  const anim = scene.viewPly === null && animating(scene, now) ? scene.anim : null;
  for (const p of scene.pieces) {
    if (scene.drag !== null && p.square === scene.drag.from) continue;
    let r = rectOf(layout, index, p.square);
    if (r !== null && anim !== null && p.square === anim.to) {
      const from = rectOf(layout, index, anim.from);
      if (from !== null) {
        const k = Math.min(1, Math.max(0, (now - anim.start) / anim.ms));
        const e = 1 - (1 - k) * (1 - k);
        r = { x: from.x + (r.x - from.x) * e, y: from.y + (r.y - from.y) * e, size: r.size };
      }
    }
    if (r !== null) drawPiece(ctx, r, p, board, scene.pieceSet);
  }
}

function drawDragged(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const drag = scene.drag;
  const piece = drag === null ? undefined : pieceOn(scene, drag.from);
  if (drag === null || piece === undefined) return;
  const size = layout.square * 1.15;
  drawPiece(ctx, { x: drag.x - size / 2, y: drag.y - size / 2, size }, piece, board, scene.pieceSet);
}

function drawTargets(ctx: Ctx, layout: Layout, board: BoardInfo, scene: Scene): void {
  const index = squareIndex(board);
  const colour = scene.premoveTargets ? BOARD.premoveTarget : BOARD.target;
  for (const sq of scene.targets) {
    const r = rectOf(layout, index, sq);
    if (r === null) continue;
    const cx = r.x + r.size / 2;
    const cy = r.y + r.size / 2;
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.beginPath();
    if (pieceOn(scene, sq) !== undefined) {
      ctx.lineWidth = r.size * 0.08;
      ctx.arc(cx, cy, r.size * 0.44, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      ctx.arc(cx, cy, r.size * 0.15, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}
