// The game controller: turns clicks and bot turns into engine calls, and
// engine answers into state updates (always through the store's funnel).
import { BOT_DELAY_MS, randomMove } from './bot';
import type { EngineClient } from './engine-client';
import { errorText, type Snapshot } from './protocol';
import { moveAnnouncement, seatName } from './labels';
import type { GameOptions, MoveInfo } from './pkg/fourchess_wasm';
import { clickAction, forcedPass, humanToMove, seatToMove, type ViewState } from './state';
import type { Store } from './store';

export interface GameDeps {
  engine: Pick<EngineClient, 'call'>;
  store: Store<ViewState>;
  random?: () => number;
  botDelay?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

export class Game {
  private readonly engine: Pick<EngineClient, 'call'>;
  private readonly store: Store<ViewState>;
  private readonly random: () => number;
  private readonly botDelay: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  /** Bumped on every new position, so stale timers do nothing. */
  private generation = 0;

  constructor(deps: GameDeps) {
    this.engine = deps.engine;
    this.store = deps.store;
    this.random = deps.random ?? Math.random;
    this.botDelay = deps.botDelay ?? BOT_DELAY_MS;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  }

  async start(options?: GameOptions): Promise<void> {
    const variant = this.store.state.variant;
    this.store.update((s) => (s.busy = true));
    try {
      const { board, snapshot } = await this.engine.call('init', options === undefined ? { variant } : { variant, options });
      this.store.update((s) => {
        s.board = board;
        s.busy = false;
        applySnapshot(s, snapshot);
        s.announcement = `New ${board.variant} game. ${seatName(board, snapshot.status.toMove)} to move.`;
      });
    } catch (error) {
      this.fail(error);
      return;
    }
    this.afterPosition();
  }

  /** A click, Enter or Space on a square. */
  activate(square: string): void {
    const action = clickAction(this.store.state, square);
    switch (action.kind) {
      case 'select':
        this.store.update((s) => (s.selected = action.square));
        break;
      case 'clear':
        this.clearSelection();
        break;
      case 'play':
        void this.play(action.move);
        break;
      case 'none':
        break;
    }
  }

  clearSelection(): void {
    if (this.store.state.selected !== null) this.store.update((s) => (s.selected = null));
  }

  private async play(move: MoveInfo): Promise<void> {
    const seat = seatToMove(this.store.state);
    if (seat === null || this.store.state.busy) return;
    this.generation++;
    this.store.update((s) => {
      s.busy = true;
      s.selected = null;
    });
    try {
      const { move: played, snapshot } = await this.engine.call('play', { text: move.text });
      this.store.update((s) => {
        s.busy = false;
        s.lastMove = played;
        s.lastMover = seat;
        s.announcement = moveAnnouncement(s.board, seat, played);
        applySnapshot(s, snapshot);
      });
    } catch (error) {
      this.fail(error);
      return;
    }
    this.afterPosition();
  }

  /** Decide what happens next: a forced pass, a bot move, or wait for a person. */
  private afterPosition(): void {
    const state = this.store.state;
    const seat = seatToMove(state);
    if (seat === null || state.error !== null) return;
    const generation = ++this.generation;
    const pass = forcedPass(state.legalMoves);
    const bot = !humanToMove(state);
    if (pass === undefined && !bot) return;
    this.setTimer(() => {
      if (generation !== this.generation) return;
      const move = pass ?? randomMove(this.store.state.legalMoves, this.random);
      if (move !== undefined) void this.play(move);
    }, this.botDelay);
  }

  private fail(error: unknown): void {
    const message = errorText(error);
    this.store.update((s) => {
      s.busy = false;
      s.error = message;
      s.announcement = `Error: ${message}`;
    });
  }
}

export function applySnapshot(s: ViewState, snap: Snapshot): void {
  s.pieces = snap.pieces;
  s.legalMoves = snap.legalMoves;
  s.status = snap.status;
  s.fen4 = snap.fen4;
  s.moveList = snap.moveList;
  if (s.selected !== null && !snap.legalMoves.some((m) => m.from === s.selected)) s.selected = null;
}
