// The game controller: turns clicks, dice and bot answers into engine calls, and
// engine answers into state updates (always through the store's funnel). It holds no
// chess rules: legal moves, status and results come from the engine worker.
//
// Functions for the rest of the site (all async, all safe to call at any time):
//   game.newGame(config)                    start a game: { variant, options, seats, startFen4 }
//   game.applyConfig(config)                the same (a config read from a share link, say)
//   game.getConfig()                        the current config (a copy)
//   game.loadPgn4(text, seats?)             load a game from PGN4 text; play continues from its end
//   game.startFromFen4(variant, options, fen4, seats?)   a new game from a FEN4 position
//   game.exportPgn4() / game.exportFen4()   the current game as PGN4, the position as FEN4
//   game.resume(saved)                      continue a SavedGame (save.ts)
// Everything else (activate, drop, roll, undo, resign, setSeat, viewPly...) is the UI's.
import { botSeed } from './bot';
import type { BotAsker } from './bot-client';
import { newTurn, startClock, remainingMs } from './clock';
import { botLevel, bottomSeat, humanSeats, type GameConfig, type SeatPlayer } from './config';
import { keepChosen } from './dice';
import type { EngineClient } from './engine-client';
import { t } from './i18n';
import { moveAnnouncement, seatName } from './labels';
import { undoTarget } from './move-rounds';
import type { GameOptions, MoveInfo } from './pkg/fourchess_wasm';
import { errorText, type InitArgs, type Snapshot } from './protocol';
import { newId, type SaveStore, type SavedGame } from './save';
import { clickAction, dropAction, forcedPass, humanToMove, seatToMove, type ClickAction, type ViewState } from './state';
import type { Store } from './store';
import { computeLayout } from './geometry';

export type GameEvent = 'move' | 'capture' | 'check' | 'end';

export interface GameDeps {
  engine: Pick<EngineClient, 'call'>;
  bot: BotAsker;
  store: Store<ViewState>;
  saves?: SaveStore | null;
  botDelay?: number;
  /** Length of a move animation in ms (0: none, e.g. prefers-reduced-motion). */
  animateMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  now?: () => number;
  onEvent?: (event: GameEvent) => void;
}

export class Game {
  private readonly engine: Pick<EngineClient, 'call'>;
  private readonly bot: BotAsker;
  private readonly store: Store<ViewState>;
  private readonly saves: SaveStore | null;
  private readonly botDelay: number;
  private readonly animateMs: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly now: () => number;
  private readonly onEvent: (event: GameEvent) => void;
  /** Bumped on every new position, undo, new game or seat change: stale work does nothing. */
  private generation = 0;
  private clockToken = 0;
  private viewToken = 0;

  constructor(deps: GameDeps) {
    this.engine = deps.engine;
    this.bot = deps.bot;
    this.store = deps.store;
    this.saves = deps.saves ?? null;
    this.botDelay = deps.botDelay ?? 300;
    this.animateMs = deps.animateMs ?? 0;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.now = deps.now ?? (() => performance.now());
    this.onEvent = deps.onEvent ?? (() => {});
  }

  // ---- the site's functions ----

  newGame(config: GameConfig): Promise<void> {
    const args: InitArgs = { variant: config.variant, options: config.options };
    if (config.startFen4 !== null) args.fen4 = config.startFen4;
    return this.begin(structuredClone(config), args, newId());
  }

  applyConfig(config: GameConfig): Promise<void> {
    return this.newGame(config);
  }

  getConfig(): GameConfig {
    return structuredClone(this.store.state.config);
  }

  startFromFen4(variant: GameConfig['variant'], options: GameOptions, fen4: string, seats?: SeatPlayer[]): Promise<void> {
    return this.newGame({ variant, options, seats: seats ?? this.store.state.config.seats, startFen4: fen4 });
  }

  async loadPgn4(text: string, seats?: SeatPlayer[]): Promise<void> {
    await this.run(async () => {
      const { board, snapshot, startFen4 } = await this.engine.call('load', { pgn4: text });
      const variant = board.variant as GameConfig['variant'];
      const config: GameConfig = { variant, options: {}, seats: structuredClone(seats ?? this.store.state.config.seats), startFen4 };
      this.store.update((s) => this.reset(s, config, newId(), board, snapshot));
    });
  }

  exportPgn4(): string {
    return this.store.state.pgn4;
  }

  exportFen4(): string {
    return this.store.state.fen4;
  }

  /** Continues a saved game; throws when it cannot be replayed (the caller sets it aside). */
  async resume(saved: SavedGame): Promise<void> {
    const args: InitArgs = { variant: saved.config.variant, options: saved.config.options, moves: saved.moves };
    if (saved.config.startFen4 !== null) args.fen4 = saved.config.startFen4;
    this.generation++;
    this.bot.stop();
    const { board, snapshot } = await this.engine.call('init', args);
    this.store.update((s) => this.reset(s, saved.config, saved.id, board, snapshot));
    this.save();
    this.afterPosition();
  }

  /** Keep playing this game under a new id (another tab writes the old one). */
  fork(): void {
    this.store.update((s) => {
      s.gameId = newId();
      s.notice = t('save.forked');
    });
    this.save();
  }

  // ---- the board ----

  /** A click, Enter or Space on a square. */
  activate(square: string): void {
    this.perform(clickAction(this.store.state, square));
  }

  /** A piece dragged from one square and dropped on another. */
  drop(from: string, to: string): void {
    const action = dropAction(this.store.state, from, to);
    if (action !== null) this.perform(action);
    else this.store.update((s) => (s.selected = from));
  }

  choosePromotion(move: MoveInfo | null): void {
    this.store.update((s) => {
      s.promotion = null;
      if (move === null) s.selected = null;
    });
    if (move !== null) void this.play(move.text);
  }

  clearSelection(): void {
    if (this.store.state.selected !== null) this.store.update((s) => (s.selected = null));
  }

  // ---- dice, turns, seats ----

  rollDice(): void {
    const s = this.store.state;
    if (humanToMove(s) && s.status?.needsRoll === true && !s.busy) void this.roll(this.generation);
  }

  chooseDie(value: number | null): void {
    this.store.update((s) => {
      s.chosenDie = s.chosenDie === value ? null : value;
      s.selected = null;
    });
  }

  /** A dice-panel action (pass a die, discard) or any other legal move by its text. */
  playAction(text: string): void {
    const s = this.store.state;
    if (humanToMove(s) && !s.busy && s.legalMoves.some((m) => m.text === text)) void this.play(text);
  }

  /** Takes back to the start of the last turn of a person (against bots: the bots' moves too). */
  async undo(): Promise<void> {
    const s = this.store.state;
    const target = undoTarget(s.movers, humanSeats(s.config), s.moveList.length);
    if (target === null) return;
    await this.run(async () => {
      const snapshot = await this.engine.call('undoTo', { ply: target });
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.lastMove = null;
        st.lastMover = null;
        st.resultSeen = false;
        st.view = null;
        st.announcement = t('say.undone', { seat: seatName(st.board, snapshot.status.toMove) });
      });
    });
  }

  undoAvailable(): boolean {
    const s = this.store.state;
    return s.board !== null && undoTarget(s.movers, humanSeats(s.config), s.moveList.length) !== null;
  }

  /** The person to move resigns. */
  async resign(): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || !humanToMove(s)) return;
    await this.run(async () => {
      const snapshot = await this.engine.call('resign', { seat });
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.announcement = t('say.resigned', { seat: seatName(st.board, seat) });
      });
    });
  }

  /** Hands a seat to the bot or to a person, during the game. */
  setSeat(seat: number, player: SeatPlayer): void {
    this.generation++;
    this.bot.stop();
    this.store.update((s) => {
      s.config.seats[seat] = player;
      s.busy = false;
      s.selected = null;
      if (s.botTurnFor === seat) s.botTurnFor = null;
      setRotation(s, bottomSeat(s.config, s.status?.toMove ?? null, s.settings.turnToMover));
    });
    this.save();
    this.afterPosition(true);
  }

  /** Shows the position after `ply` actions (null or the end: the game itself). */
  async viewPly(ply: number | null): Promise<void> {
    const total = this.store.state.moveList.length;
    const token = ++this.viewToken;
    if (ply === null || ply >= total) {
      this.store.update((s) => (s.view = null));
      return;
    }
    try {
      const view = await this.engine.call('view', { ply: Math.max(0, ply) });
      if (token === this.viewToken) this.store.update((s) => ((s.view = view), (s.selected = null)));
    } catch (error) {
      this.fail(error);
    }
  }

  /** Called by the page's clock tick: a person whose time ran out gets a bot move. */
  checkClock(): void {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (s.clock === null || seat === null || s.clock.seat !== seat || remainingMs(s.clock, this.now()) > 0) return;
    if (!humanToMove(s)) return;
    this.store.update((st) => {
      st.botTurnFor = seat;
      st.clock = null;
      st.selected = null;
      st.promotion = null;
      st.announcement = t('say.timeout', { seat: seatName(st.board, seat) });
    });
    this.afterPosition(true);
  }

  // ---- internals ----

  private perform(action: ClickAction): void {
    switch (action.kind) {
      case 'select':
        this.store.update((s) => (s.selected = action.square));
        break;
      case 'clear':
        this.clearSelection();
        break;
      case 'choose':
        this.store.update((s) => (s.promotion = action.moves));
        break;
      case 'play':
        void this.play(action.move.text);
        break;
      case 'none':
        break;
    }
  }

  private async begin(config: GameConfig, args: InitArgs, id: string): Promise<void> {
    await this.run(async () => {
      const { board, snapshot } = await this.engine.call('init', args);
      this.store.update((s) => this.reset(s, config, id, board, snapshot));
    });
  }

  private reset(s: ViewState, config: GameConfig, id: string, board: ViewState['board'], snapshot: Snapshot): void {
    s.config = config;
    s.gameId = id;
    s.board = board;
    s.lastMove = null;
    s.lastMover = null;
    s.view = null;
    s.promotion = null;
    s.chosenDie = null;
    s.botTurnFor = null;
    s.clock = null;
    s.resultSeen = false;
    s.error = null;
    applySnapshot(s, snapshot);
    const variant = t(`variant.${config.variant}`);
    s.announcement = t('say.newGame', { variant, seat: seatName(board, snapshot.status.toMove) });
  }

  /** Runs an engine call that replaces the position: stops the bot, saves, continues. */
  private async run(call: () => Promise<void>): Promise<void> {
    const gen = ++this.generation;
    this.bot.stop();
    this.store.update((s) => (s.busy = true));
    try {
      await call();
    } catch (error) {
      if (gen === this.generation) this.fail(error);
      return;
    }
    if (gen !== this.generation) return;
    this.save();
    this.afterPosition();
  }

  private async play(text: string, expected = this.generation): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation || s.busy) return;
    const gen = ++this.generation;
    this.store.update((st) => {
      st.busy = true;
      st.selected = null;
    });
    try {
      const { move, snapshot } = await this.engine.call('play', { text });
      if (gen !== this.generation) return;
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.lastMove = move;
        st.lastMover = seat;
        st.announcement = moveAnnouncement(st.board, seat, move);
        if (move.from !== null && move.to !== null && this.animateMs > 0) st.anim = { from: move.from, to: move.to, start: this.now(), ms: this.animateMs };
      });
      const checked = snapshot.status.seats.some((x) => x.check);
      this.onEvent(snapshot.status.outcome !== null ? 'end' : checked ? 'check' : move.capture ? 'capture' : 'move');
    } catch (error) {
      if (gen === this.generation) this.fail(error);
      return;
    }
    this.save();
    this.afterPosition();
  }

  private async roll(expected: number): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation || s.busy) return;
    const gen = ++this.generation;
    this.store.update((st) => (st.busy = true));
    try {
      const { dice, snapshot } = await this.engine.call('roll', {});
      if (gen !== this.generation) return;
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.announcement = t('say.rolled', { seat: seatName(st.board, seat), dice: dice.join(' ') });
      });
    } catch (error) {
      if (gen === this.generation) this.fail(error);
      return;
    }
    this.save();
    this.afterPosition();
  }

  private async botMove(expected: number): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation) return;
    let answer;
    try {
      answer = await this.bot.ask({ gen: expected, pgn4: s.pgn4, level: botLevel(s.config, seat), seed: botSeed(s.gameId, s.moveList.length) });
    } catch (error) {
      if (expected === this.generation) this.fail(error);
      return;
    }
    if (answer === null || expected !== this.generation) return;
    void this.play(answer.move, expected);
  }

  /** Decide what happens next: a roll, a forced pass, a bot move, or wait for a person. */
  private afterPosition(sameTurn = false): void {
    const state = this.store.state;
    const seat = seatToMove(state);
    const gen = ++this.generation;
    if (state.error !== null) return;
    if (seat === null) {
      if (state.clock !== null) this.store.update((s) => (s.clock = null));
      return;
    }
    if (!sameTurn && newTurn(state.movers, seat)) {
      const token = ++this.clockToken;
      const human = humanSeats(state.config).includes(seat);
      const clock = human ? startClock(seat, this.now(), state.settings.timePerMove) : null;
      this.store.update((s) => {
        s.botTurnFor = null;
        s.clock = clock;
      });
      if (clock !== null) this.setTimer(() => token === this.clockToken && this.checkClock(), clock.limitMs + 20);
    }
    const human = humanToMove(this.store.state);
    if (state.status?.needsRoll === true) {
      if (!human) this.setTimer(() => void this.roll(gen), this.botDelay);
      return;
    }
    const pass = forcedPass(state.legalMoves);
    if (pass !== undefined) this.setTimer(() => void this.play(pass.text, gen), this.botDelay);
    else if (!human) this.setTimer(() => void this.botMove(gen), this.botDelay);
  }

  private save(): void {
    const s = this.store.state;
    if (this.saves === null || s.board === null) return;
    this.saves.save({ id: s.gameId, config: s.config, moves: s.moveList, pgn4: s.pgn4 });
  }

  private fail(error: unknown): void {
    const message = errorText(error);
    this.store.update((s) => {
      s.busy = false;
      s.error = message;
      s.announcement = t('game.error', { message });
    });
  }
}

export function applySnapshot(s: ViewState, snap: Snapshot): void {
  s.busy = false;
  s.pieces = snap.pieces;
  s.legalMoves = snap.legalMoves;
  s.status = snap.status;
  s.fen4 = snap.fen4;
  s.moveList = snap.moveList;
  s.movers = snap.movers;
  s.pgn4 = snap.pgn4;
  s.promotion = null;
  s.chosenDie = keepChosen(s.chosenDie, snap.status);
  setRotation(s, bottomSeat(s.config, snap.status.toMove, s.settings.turnToMover));
  if (s.selected !== null && !snap.legalMoves.some((m) => m.from === s.selected)) s.selected = null;
}

/** Turns the drawing (and fits it to the board's size: a new game may change boards). */
export function setRotation(s: ViewState, seat: number): void {
  s.rotation = seat;
  const files = s.board?.files ?? s.layout.files;
  const ranks = s.board?.ranks ?? s.layout.ranks;
  const l = s.layout;
  if (l.rotation !== seat || l.files !== files || l.ranks !== ranks) s.layout = computeLayout(l.width, l.height, files, ranks, seat);
}
