// The accessible DOM layer over the canvas: one button per square, laid out
// on a CSS grid exactly over the drawn squares. The board is one tab stop
// (roving tabindex); arrow keys move the focus, Enter/Space activate.
import type { BoardInfo } from './pkg/fourchess_wasm';
import { step, type Direction, type Layout } from './geometry';
import { squareLabel } from './labels';
import { legalTargets, pieceAt, type ViewState } from './state';

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface Cell {
  button: HTMLButtonElement;
  file: number;
  rank: number;
}

export class BoardDom {
  private readonly grid: HTMLElement;
  private readonly cells = new Map<string, Cell>();
  private readonly byCoord = new Map<string, string>();
  private board: BoardInfo | null = null;
  private focusSquare: string | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly onActivate: (square: string) => void,
    private readonly onEscape: () => void,
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
      const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-square]');
      const square = button?.dataset.square;
      if (square !== undefined) {
        this.setFocusSquare(square, false);
        this.onActivate(square);
      }
    });
  }

  /** Create the square buttons for a board (once per game). */
  build(board: BoardInfo, focus: string | null): void {
    this.board = board;
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
      button.style.gridColumn = String(s.file + 1);
      button.style.gridRow = String(board.ranks - s.rank);
      button.setAttribute('aria-label', s.name);
      this.grid.append(button);
      this.cells.set(s.name, { button, file: s.file, rank: s.rank });
      this.byCoord.set(`${s.file},${s.rank}`, s.name);
    }
    const first = focus !== null && this.cells.has(focus) ? focus : board.squares[0]?.name ?? null;
    if (first !== null) this.setFocusSquare(first, false);
  }

  /** Lay the grid exactly over the drawn squares. */
  place(layout: Layout): void {
    const s = this.grid.style;
    s.left = `${layout.originX}px`;
    s.top = `${layout.originY}px`;
    s.width = `${layout.square * layout.files}px`;
    s.height = `${layout.square * layout.ranks}px`;
  }

  /** Bring every square's attributes in line with the state (changes only). */
  sync(state: ViewState): void {
    const board = this.board;
    if (board === null) return;
    setAttr(this.root, 'data-fen4', state.fen4);
    setAttr(this.root, 'data-to-move', state.status === null ? null : String(state.status.toMove));
    setAttr(this.root, 'data-busy', state.busy ? '' : null);
    const targets = legalTargets(state);
    for (const [name, cell] of this.cells) {
      const piece = pieceAt(state, name);
      const target = targets.has(name);
      setAttr(cell.button, 'aria-label', squareLabel(board, name, piece, target));
      setAttr(cell.button, 'data-legal', target ? '' : null);
      setAttr(cell.button, 'data-selected', state.selected === name ? '' : null);
      setAttr(cell.button, 'aria-pressed', state.selected === name ? 'true' : null);
      setAttr(cell.button, 'data-piece', piece === undefined ? null : `${piece.seat ?? 'grey'}${piece.kind}`);
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
      this.onEscape();
      return;
    }
    const dir = KEY_DIRECTIONS[e.key];
    const board = this.board;
    const origin = (e.target as HTMLElement | null)?.dataset?.square ?? this.focusSquare;
    const from = origin === null ? undefined : this.cells.get(origin);
    if (dir === undefined || board === null || from === undefined) return;
    e.preventDefault();
    const next = step((f, r) => this.byCoord.has(`${f},${r}`), board.files, board.ranks, from.file, from.rank, dir);
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
