// The accessible DOM layer over the canvas: one button per square, laid out
// on a CSS grid exactly over the drawn squares (turned with the drawing). The board is
// one tab stop (roving tabindex); arrow keys move the focus on screen, Enter/Space
// activate. Pointer events (mouse, pen, touch) drag pieces.
import type { BoardInfo } from '../pkg/fourchess_wasm';
import { step, toDisplay, type Direction, type Layout } from './geometry';
import { t } from '../i18n/i18n';
import { squareLabel } from '../i18n/labels';
import { pieceOn, type Scene } from './scene';

export interface BoardHandlers {
  activate(square: string): void;
  escape(): void;
  /** Whether a drag may start on this square. */
  canDrag(square: string): boolean;
  dragMove(from: string, x: number, y: number): void;
  /** The drag ended over `to` (null: off the board or cancelled). */
  drop(from: string, to: string | null): void;
  /** A right-button drag (or a long press on touch) from one square to another: an arrow, or a circle on one. */
  shape(from: string, to: string): void;
}

/** How long a touch must rest on a square to start an arrow instead of a move. */
const LONG_PRESS_MS = 450;

interface Press {
  from: string;
  id: number;
  x0: number;
  y0: number;
  dragging: boolean;
}

function squareOf(target: EventTarget | Element | null): string | undefined {
  return (target as Element | null)?.closest?.<HTMLButtonElement>('button[data-square]')?.dataset.square;
}

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface Cell {
  button: HTMLButtonElement;
  /** Display column from the left, row from the bottom. */
  col: number;
  row: number;
}

export class BoardDom {
  private readonly grid: HTMLElement;
  private readonly cells = new Map<string, Cell>();
  private readonly byCoord = new Map<string, string>();
  private board: BoardInfo | null = null;
  private rotation = -1;
  private focusSquare: string | null = null;
  private press: Press | null = null;
  private suppressClick = false;
  /** A shape being drawn: from this square, with this pointer. */
  private sketch: { from: string; id: number } | null = null;
  private longPress: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly handlers: BoardHandlers,
  ) {
    const grid = root.querySelector<HTMLElement>('.squares');
    if (grid === null) throw new Error('board markup lacks .squares');
    this.grid = grid;
    grid.addEventListener('keydown', (e) => this.keydown(e));
    // Focus may arrive by any means (Tab, a screen reader, a script): it becomes the tab stop.
    grid.addEventListener('focusin', (e) => {
      const square = (e.target as HTMLElement | null)?.dataset?.square;
      if (square !== undefined && square !== this.focusSquare) this.setFocusSquare(square, false);
    });
    grid.addEventListener('click', (e) => {
      if (this.suppressClick) {
        this.suppressClick = false;
        return;
      }
      const square = squareOf(e.target);
      if (square !== undefined) {
        this.setFocusSquare(square, false);
        this.handlers.activate(square);
      }
    });
    grid.addEventListener('pointerdown', (e) => {
      this.suppressClick = false;
      const square = squareOf(e.target);
      if (square === undefined) return;
      if (e.button === 2) {
        this.sketch = { from: square, id: e.pointerId };
        return;
      }
      if (e.button !== 0) return;
      // Touch: resting on a square starts an arrow (lichess's long press).
      if (e.pointerType === 'touch') {
        this.clearLongPress();
        this.longPress = setTimeout(() => {
          this.longPress = null;
          if (this.press?.dragging === true) return;
          this.press = null;
          this.sketch = { from: square, id: e.pointerId };
          this.suppressClick = true;
        }, LONG_PRESS_MS);
      }
      if (!this.handlers.canDrag(square)) return;
      this.press = { from: square, id: e.pointerId, x0: e.clientX, y0: e.clientY, dragging: false };
    });
    grid.addEventListener('pointermove', (e) => {
      const p = this.press;
      if (p === null || e.pointerId !== p.id) return;
      if (!p.dragging) {
        if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < 6) return;
        this.clearLongPress();
        p.dragging = true;
        grid.setPointerCapture?.(e.pointerId);
      }
      e.preventDefault();
      const rect = this.root.getBoundingClientRect();
      this.handlers.dragMove(p.from, e.clientX - rect.left, e.clientY - rect.top);
    });
    const end = (e: PointerEvent, cancelled: boolean): void => {
      this.clearLongPress();
      const sketch = this.sketch;
      if (sketch !== null && sketch.id === e.pointerId) {
        this.sketch = null;
        this.press = null;
        const to = cancelled ? undefined : squareOf(document.elementFromPoint(e.clientX, e.clientY));
        if (to !== undefined) this.handlers.shape(sketch.from, to);
        return;
      }
      const p = this.press;
      if (p === null || e.pointerId !== p.id) return;
      this.press = null;
      if (!p.dragging) return;
      this.suppressClick = true;
      const to = cancelled ? undefined : squareOf(document.elementFromPoint(e.clientX, e.clientY));
      this.handlers.drop(p.from, to ?? null);
    };
    grid.addEventListener('pointerup', (e) => end(e, false));
    grid.addEventListener('pointercancel', (e) => end(e, true));
  }

  private clearLongPress(): void {
    if (this.longPress !== null) clearTimeout(this.longPress);
    this.longPress = null;
  }

  /** Whether the squares must be rebuilt (another board or another rotation). */
  needsBuild(board: BoardInfo, rotation: number): boolean {
    return board !== this.board || rotation !== this.rotation;
  }

  /** Create the square buttons for a board as drawn with a rotation. */
  build(board: BoardInfo, focus: string | null, layout: Pick<Layout, 'files' | 'rotation'>): void {
    this.board = board;
    this.rotation = layout.rotation;
    this.cells.clear();
    this.byCoord.clear();
    this.grid.replaceChildren();
    this.grid.style.gridTemplateColumns = `repeat(${board.files}, 1fr)`;
    this.grid.style.gridTemplateRows = `repeat(${board.ranks}, 1fr)`;
    for (const s of board.squares) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'square';
      button.dataset.square = s.name;
      button.tabIndex = -1;
      const { col, row } = toDisplay(layout, s.file, s.rank);
      button.style.gridColumn = String(col + 1);
      button.style.gridRow = String(board.ranks - row);
      button.setAttribute('aria-label', s.name);
      this.grid.append(button);
      this.cells.set(s.name, { button, col, row });
      this.byCoord.set(`${col},${row}`, s.name);
    }
    const keep = focus ?? this.focusSquare;
    this.focusSquare = null;
    const first = keep !== null && this.cells.has(keep) ? keep : board.squares[0]?.name ?? null;
    if (first !== null) this.setFocusSquare(first, false);
  }

  /** Lay the grid exactly over the drawn squares. */
  place(layout: Layout): void {
    // The seat drawn at the bottom (tests, and styles that follow it).
    setAttr(this.root, 'data-rotation', String(layout.rotation));
    const s = this.grid.style;
    s.left = `${layout.originX}px`;
    s.top = `${layout.originY}px`;
    s.width = `${layout.square * layout.files}px`;
    s.height = `${layout.square * layout.ranks}px`;
  }

  /** Bring every square's attributes in line with the scene (changes only). */
  sync(scene: Scene): void {
    const board = this.board;
    if (board === null) return;
    setAttr(this.root, 'data-fen4', scene.fen4);
    setAttr(this.root, 'data-to-move', scene.toMove === null ? null : String(scene.toMove));
    setAttr(this.root, 'data-busy', scene.busy ? '' : null);
    setAttr(this.root, 'data-view-ply', scene.viewPly === null ? null : String(scene.viewPly));
    setAttr(this.root, 'data-over', scene.over ? '' : null);
    const targets = scene.targets;
    setAttr(this.root, 'data-premoves', scene.premoves.length > 0 ? String(scene.premoves.length) : null);
    setAttr(this.root, 'data-shapes', scene.shapes.length > 0 ? String(scene.shapes.length) : null);
    const premoveMarks = new Map<string, string[]>();
    for (const p of scene.premoves) {
      premoveMarks.set(p.from, [...(premoveMarks.get(p.from) ?? []), 'from']);
      premoveMarks.set(p.to, [...(premoveMarks.get(p.to) ?? []), 'to']);
    }
    const lastFrom = new Map<string, number[]>();
    const lastTo = new Map<string, number[]>();
    for (const m of scene.marks) {
      lastFrom.set(m.from, [...(lastFrom.get(m.from) ?? []), m.seat]);
      lastTo.set(m.to, [...(lastTo.get(m.to) ?? []), m.seat]);
    }
    // The selected piece: its targets say what it can do there.
    const mover = scene.selected === null ? undefined : pieceOn(scene, scene.selected);
    for (const [name, cell] of this.cells) {
      const piece = pieceOn(scene, name);
      const target = targets.has(name);
      const premoved = premoveMarks.has(name) ? `, ${t('square.premove')}` : '';
      setAttr(cell.button, 'aria-label', squareLabel(board, name, piece, target, mover) + premoved);
      setAttr(cell.button, 'data-legal', target ? '' : null);
      setAttr(cell.button, 'data-selected', scene.selected === name ? '' : null);
      setAttr(cell.button, 'aria-pressed', scene.selected === name ? 'true' : null);
      setAttr(cell.button, 'data-piece', piece === undefined ? null : `${piece.seat ?? 'grey'}${piece.kind}`);
      setAttr(cell.button, 'data-premove', premoveMarks.get(name)?.join(' ') ?? null);
      setAttr(cell.button, 'data-last-from', lastFrom.get(name)?.join(' ') ?? null);
      setAttr(cell.button, 'data-last-to', lastTo.get(name)?.join(' ') ?? null);
      setAttr(cell.button, 'data-circle', scene.shapes.some((d) => d.from === name && d.to === name) ? '' : null);
    }
  }

  private setFocusSquare(square: string, moveFocus: boolean): void {
    if (this.focusSquare !== null) {
      const old = this.cells.get(this.focusSquare);
      if (old !== undefined) old.button.tabIndex = -1;
    }
    const cell = this.cells.get(square);
    if (cell === undefined) return;
    this.focusSquare = square;
    cell.button.tabIndex = 0;
    if (moveFocus) cell.button.focus();
  }

  private keydown(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      this.handlers.escape();
      return;
    }
    const dir = KEY_DIRECTIONS[e.key];
    const board = this.board;
    const origin = (e.target as HTMLElement | null)?.dataset?.square ?? this.focusSquare;
    const from = origin === null ? undefined : this.cells.get(origin);
    if (dir === undefined || board === null || from === undefined) return;
    e.preventDefault();
    const next = step((c, r) => this.byCoord.has(`${c},${r}`), board.files, board.ranks, from.col, from.row, dir);
    const name = next === null ? undefined : this.byCoord.get(`${next.file},${next.rank}`);
    if (name !== undefined) this.setFocusSquare(name, true);
  }
}

function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}
