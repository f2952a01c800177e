// Page entry: wires the store, the canvas, the DOM layer, the panel and the engine worker.
import './style.css';
import { BoardDom } from './board-dom';
import { draw } from './draw';
import { startEngineWorker } from './engine-client';
import { Game } from './game';
import { backingSize, computeLayout } from './geometry';
import { Panel } from './panel';
import { parseParams } from './params';
import { initialState, type ViewState } from './state';
import { createStore } from './store';

function must<T extends HTMLElement>(selector: string): T {
  const el = document.querySelector<T>(selector);
  if (el === null) throw new Error(`missing element ${selector}`);
  return el;
}

const boardEl = must<HTMLElement>('#board');
const canvas = must<HTMLCanvasElement>('#board canvas');
const ctx = canvas.getContext('2d');
if (ctx === null) throw new Error('2D canvas unavailable');
const panel = new Panel(must('#panel'), must('#announce'));

const params = parseParams(window.location.search);
let builtFor: ViewState['board'] = null;

function render(state: ViewState): void {
  const { width, height } = backingSize(state.layout.width, state.layout.height, state.dpr);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  if (state.board !== builtFor && state.board !== null) {
    builtFor = state.board;
    const focus = state.legalMoves.find((m) => m.from !== null)?.from ?? null;
    dom.build(state.board, focus);
  }
  dom.place(state.layout);
  draw(ctx!, state);
  dom.sync(state);
  panel.sync(state);
}

const store = createStore(initialState(params.variant, params.humans), render);
const game = new Game({ engine: startEngineWorker(), store, botDelay: params.botDelay });
const dom = new BoardDom(
  boardEl,
  (square) => game.activate(square),
  () => game.clearSelection(),
);

function measure(): void {
  const rect = boardEl.getBoundingClientRect();
  store.update((s) => {
    s.dpr = window.devicePixelRatio || 1;
    const files = s.board?.files ?? 14;
    const ranks = s.board?.ranks ?? 14;
    s.layout = computeLayout(rect.width, rect.height, files, ranks);
  });
}

new ResizeObserver(measure).observe(boardEl);
// Moving the window to a screen with another pixel ratio does not resize the element.
window.addEventListener('resize', measure);
measure();

void game.start().then(measure);
