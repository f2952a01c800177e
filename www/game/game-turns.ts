// The turn machinery under the game controller (game.ts): engine calls that replace the
// position, moves, dice rolls, the bot's turns, the per-move clock, saving and errors.
// Game holds one GameTurns and the rest of the site reaches it only through Game.
import { botSeed } from '../engine/bot';
import type { BotAsker } from '../engine/bot-client';
import { botNetAddress } from '../engine/net';
import { newTurn, startClock, remainingMs } from './clock';
import { botLevel, bottomSeat, humanSeats, type GameConfig } from './config';
import { botBudgetMs, clockComment, flagged, newGameClock, stopClock, startTurn, timeLeft, type GameClock } from './game-clock';
import { keepChosen } from './dice';
import type { EngineClient } from '../engine/engine-client';
import { computeLayout, seatStrip } from '../board/geometry';
import { t } from '../i18n/i18n';
import { diceList, moveAnnouncement, seatName, selectedText, seatTitle, sinceText } from '../i18n/labels';
import type { InitArgs, Snapshot } from '../engine/protocol';
import { describeError } from './error-text';
import type { SaveStore } from './save';
import { droppedReason, forcedPass, humanToMove, premoveLimit, premoveMatch, premoveSeatAt, premovesBefore, remoteToMove, seatToMove, sinceYourTurn, walking, type ViewState } from './state';
import type { Store } from './store';

export type GameEvent = 'move' | 'capture' | 'check' | 'end' | 'lowTime';

/** Group play: what a person at a guest's page does, sent to the host's page instead of played here. */
export type GroupAction = { kind: 'move'; text: string } | { kind: 'roll' } | { kind: 'resign' };

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
export class GameTurns {
  readonly engine: Pick<EngineClient, 'call'>;
  readonly bot: BotAsker;
  readonly store: Store<ViewState>;
  readonly saves: SaveStore | null;
  /** How long a bot waits before its move (the page's "watch faster" sets it to 0). */
  botDelay: number;
  readonly animateMs: number;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  readonly now: () => number;
  readonly onEvent: (event: GameEvent) => void;
  /** Bumped on every new position, undo, new game or seat change: stale work does nothing. */
  generation = 0;
  /** A move or roll the engine is playing: its answer lands before a seat changes hands. */
  landing: Promise<unknown> | null = null;
  /** A person here resigned while the bots thought: done when their turn comes (game.ts). */
  pendingResign: number | null = null;
  clockToken = 0;
  premoveToken = 0;
  /**
   * Group play, on a guest's page: a person's move, roll or resignation goes here (to the
   * host's page, which answers with the new position) instead of to the engine.
   */
  outbox: ((action: GroupAction, ply: number) => void) | null = null;

  /** `resignSeat` gives up a seat's game (game.ts does it with the engine). */
  constructor(
    deps: GameDeps,
    private readonly resignSeat: (seat: number) => Promise<void>,
  ) {
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

  /**
   * Called by the page's clock tick. A game clock that reached zero: that seat runs out
   * of time (its team loses; in Free-for-all it is out). The house rule's time per move
   * that ran out: the bot moves for the person.
   */
  checkClock(): void {
    const s = this.store.state;
    const seat = seatToMove(s);
    // A guest's page shows the clocks; the host's page decides when one runs out.
    if (seat === null || s.group?.follower === true) return;
    const now = this.now();
    if (s.clocks.game !== null && flagged(s.clocks.game, now) === seat && !s.busy) {
      void this.flag(seat);
      return;
    }
    if (s.clocks.turn === null || s.clocks.turn.seat !== seat || remainingMs(s.clocks.turn, now) > 0) return;
    if (!humanToMove(s) && !remoteToMove(s)) return;
    const who = seatName(s.board, seat);
    this.store.update((st) => {
      st.botTurnFor = seat;
      st.clocks.turn = null;
      st.selected = null;
      st.promotion = null;
      st.announcement = t('say.timeout', { seat: who });
      st.toast = { text: t('say.timeout', { seat: who }), at: now };
    });
    this.afterPosition(true);
  }

  /** The seat to move has run out of time on its game clock. */
  async flag(seat: number): Promise<void> {
    await this.run(async () => {
      const snapshot = await this.engine.call('timeout', { seat });
      const now = this.now();
      this.store.update((st) => {
        const who = seatTitle(st.board, seat);
        applySnapshot(st, snapshot);
        if (st.clocks.game !== null) {
          const stopped = stopClock(st.clocks.game, now);
          stopped.remaining[seat] = 0;
          st.clocks.game = stopped;
        }
        st.premoves.queue = st.premoves.queue.filter((p) => p.seat !== seat);
        st.announcement = t('say.flagged', { seat: who });
        st.toast = { text: t('say.flagged', { seat: who }), at: now };
      });
      this.onEvent('end');
    });
  }
  // ---- internals ----

  async begin(config: GameConfig, args: InitArgs, id: string): Promise<void> {
    await this.run(async () => {
      const { board, snapshot } = await this.engine.call('init', args);
      this.store.update((s) => this.reset(s, config, id, board, snapshot));
    });
  }

  reset(s: ViewState, config: GameConfig, id: string, board: ViewState['board'], snapshot: Snapshot, clock?: GameClock | null, hinted?: number[]): void {
    this.pendingResign = null;
    const fresh: Partial<ViewState> = {
      config,
      gameId: id,
      board,
      clocks: { turn: null, game: clock !== undefined ? clock : config.timeControl === null ? null : newGameClock(config.timeControl) },
      hints: { shown: null, asked: false, marked: hinted ?? [] },
      // Nothing of the last game's turn, view, choices or messages carries over.
      premoves: { queue: [], options: null }, toast: null, view: null, promotion: null, chosenDie: null,
      botTurnFor: null, resultSeen: false, error: null,
    };
    Object.assign(s, fresh);
    applySnapshot(s, snapshot);
    const variant = t(`variant.${config.variant}`);
    s.announcement = t('say.newGame', { variant, seat: seatName(board, snapshot.status.toMove) });
  }

  /** Runs an engine call that replaces the position: stops the bot, saves, continues. */
  async run(call: () => Promise<void>): Promise<void> {
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

  /** Selects a piece of a seat not to move and asks the engine where it could go. */
  async selectForPremove(square: string, seat: number): Promise<void> {
    const token = ++this.premoveToken;
    this.store.update((s) => ((s.selected = square), (s.premoves.options = null)));
    // The targets after the premoves this one will follow (a full queue's last is replaced).
    const queued = premovesBefore(this.store.state.premoves.queue, seat, premoveLimit(this.store.state)).map((p) => p.text);
    try {
      const moves = await this.engine.call('premoves', { seat, queued });
      if (token === this.premoveToken && this.store.state.selected === square) {
        this.store.update((s) => {
          s.premoves.options = { seat, moves };
          const piece = s.pieces.find((p) => p.square === square);
          if (piece !== undefined) s.announcement = selectedText(s.board, piece, new Set(moves.filter((m) => m.from === square).map((m) => m.to)).size, true);
        });
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** After another seat's move, a piece selected for a premove gets its targets anew. */
  private refreshPremoveTargets(): void {
    const s = this.store.state;
    const seat = s.selected === null ? null : premoveSeatAt(s, s.selected);
    if (s.selected !== null && seat !== null) void this.selectForPremove(s.selected, seat);
  }

  /** The clock comment for a move of `seat` now ("[%clk 0:02:55]"), if clocks run. */
  clockNote(seat: number): string | undefined {
    const c = this.store.state.clocks.game;
    return c === null || c.running !== seat ? undefined : clockComment(timeLeft(c, seat, this.now()));
  }

  async play(text: string, expected = this.generation): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation || s.busy) return;
    if (this.sent({ kind: 'move', text })) return;
    const gen = ++this.generation;
    const comment = this.clockNote(seat);
    // A piece selected for a premove stays selected while another seat moves.
    const keep = s.selected !== null && premoveSeatAt(s, s.selected) !== null;
    this.store.update((st) => {
      st.busy = true;
      if (!keep) st.selected = null;
    });
    try {
      const call = this.engine.call('play', comment === undefined ? { text } : { text, comment });
      const { move, snapshot } = await this.land(call);
      if (gen !== this.generation) return;
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.announcement = moveAnnouncement(st.board, seat, move);
        if (move.from !== null && move.to !== null && this.animateMs > 0) st.anim = { from: move.from, to: move.to, start: this.now(), ms: this.animateMs };
      });
      const checked = snapshot.status.seats.some((x) => x.check);
      this.onEvent(snapshot.status.outcome !== null ? 'end' : checked ? 'check' : move.capture ? 'capture' : 'move');
      this.refreshPremoveTargets();
    } catch (error) {
      if (gen === this.generation) this.fail(error);
      return;
    }
    this.save();
    this.afterPosition();
  }

  /** Marks an engine call that plays a move or a roll as landing. The caller awaits the
   * returned promise first, so its continuation runs before a seat change queued on it. */
  private land<T>(call: Promise<T>): Promise<T> {
    const landed = call.finally(() => (this.landing = null));
    this.landing = landed;
    return landed;
  }

  async roll(expected: number): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation || s.busy) return;
    if (this.sent({ kind: 'roll' })) return;
    const gen = ++this.generation;
    this.store.update((st) => (st.busy = true));
    try {
      const call = this.engine.call('roll', {});
      const { dice, snapshot } = await this.land(call);
      if (gen !== this.generation) return;
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.announcement = t('say.rolled', { seat: seatName(st.board, seat), dice: diceList(dice) });
      });
    } catch (error) {
      if (gen === this.generation) this.fail(error);
      return;
    }
    this.save();
    this.afterPosition();
  }

  async botMove(expected: number): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || expected !== this.generation) return;
    let answer;
    // A walking king (out, Free-for-all) is moved by the quickest bot.
    const level = walking(s, seat) ? 1 : botLevel(s.config, seat);
    const clock = s.clocks.game;
    const maxMs = clock !== null && clock.running === seat ? Math.round(botBudgetMs(clock, seat, this.now())) : undefined;
    try {
      const net = botNetAddress(level, s.config.variant);
      const request = { gen: expected, game: s.gameId, moves: s.moves.map((m) => m.text), pgn4: s.pgn4, level, seed: botSeed(s.gameId, s.moves.length), ...(net === undefined ? {} : { net }) };
      answer = await this.bot.ask(maxMs === undefined ? request : { ...request, maxMs });
    } catch (error) {
      if (expected === this.generation) this.fail(error);
      return;
    }
    if (answer === null || expected !== this.generation) return;
    const evaluation = answer.evaluation;
    if (evaluation !== undefined && s.botEvaluation[seat] !== evaluation) this.store.update((st) => (st.botEvaluation = st.botEvaluation.map((e, i) => (i === seat ? evaluation : e))));
    void this.play(answer.move, expected);
  }

  /** Group play, a guest's page: hands a person's action to the host's page (true) and waits for its answer. */
  sent(action: GroupAction): boolean {
    if (this.outbox === null) return false;
    this.store.update((st) => {
      st.busy = true;
      st.selected = null;
    });
    this.outbox(action, this.store.state.moves.length);
    return true;
  }

  /** Decide what happens next: a roll, a forced pass, a bot move, or wait for a person. */
  afterPosition(sameTurn = false): void {
    const state = this.store.state;
    const seat = seatToMove(state);
    const gen = ++this.generation;
    if (state.error !== null) return;
    const now = this.now();
    if (seat === null) {
      this.store.update((s) => {
        s.clocks.turn = null;
        if (s.clocks.game !== null) s.clocks.game = stopClock(s.clocks.game, now);
        s.premoves.queue = [];
        s.premoves.options = null;
      });
      return;
    }
    if (!sameTurn && newTurn(state.moves, seat)) {
      const token = ++this.clockToken;
      const human = humanSeats(state.config).includes(seat) && !walking(state, seat);
      const clock = human ? startClock(seat, now, state.settings.timePerMove) : null;
      this.store.update((s) => {
        s.botTurnFor = null;
        s.clocks.turn = clock;
        // A walking king's turns are not timed: the seat is out.
        if (s.clocks.game !== null) s.clocks.game = walking(s, seat) ? stopClock(s.clocks.game, now) : startTurn(s.clocks.game, seat, now);
      });
      if (clock !== null) this.setTimer(() => token === this.clockToken && this.checkClock(), clock.limitMs + 20);
    }
    const human = humanToMove(this.store.state);
    // A person's turn begins: say what the others did since their last move.
    if (human && !sameTurn) {
      const since = sinceText(state.board, sinceYourTurn(this.store.state));
      if (since !== '') this.store.update((s) => (s.announcement = `${since}. ${t('game.toMove', { seat: seatName(s.board, seat) })}.`));
    }
    const pass = forcedPass(state.legalMoves);
    // A guest's page waits for the host's page, which rolls, passes and moves the bots;
    // only a premove of the person here is sent.
    if (state.group?.follower === true) {
      if (human && pass === undefined && state.status?.needsRoll !== true) this.playPremove(seat, gen);
      return;
    }
    if (human && this.pendingResign === seat) {
      void this.resignSeat(seat);
      return;
    }
    // A person at another device is to move: the host's page waits for their move.
    const waiting = remoteToMove(this.store.state);
    if (state.status?.needsRoll === true) {
      if (!human && !waiting) this.setTimer(() => void this.roll(gen), this.botDelay);
      return;
    }
    if (pass !== undefined) this.setTimer(() => void this.play(pass.text, gen), this.botDelay);
    else if (!human && !waiting) this.setTimer(() => void this.botMove(gen), this.botDelay);
    else if (human) this.playPremove(seat, gen);
  }


  /** The person's turn has come: the first queued premove is played if it is legal now. */
  private playPremove(seat: number, gen: number): void {
    const s = this.store.state;
    const next = s.premoves.queue.find((p) => p.seat === seat);
    if (next === undefined) return;
    const move = premoveMatch(s.legalMoves, next);
    const now = this.now();
    this.store.update((st) => {
      if (move === undefined) {
        st.premoves.queue = st.premoves.queue.filter((p) => p.seat !== seat);
        const text = t(`premove.dropped.${droppedReason(st.pieces, next)}`, { move: next.text, from: next.from, to: next.to });
        st.toast = { text, at: now };
        st.announcement = text;
      } else {
        st.premoves.queue = st.premoves.queue.filter((p) => p !== next);
      }
      st.premoves.options = null;
      if (st.selected !== null && st.premoves.queue.every((p) => p.seat !== seat)) st.selected = null;
    });
    if (move !== undefined) void this.play(move.text, gen);
  }

  /** Saves the game (and where its clocks stand now). */
  save(): void {
    const s = this.store.state;
    if (this.saves === null || s.board === null) return;
    const c = s.clocks.game;
    const now = this.now();
    const clock = c === null ? undefined : { control: c.control, remaining: [0, 1, 2, 3].map((i) => timeLeft(c, i, now)) };
    this.saves.save({ id: s.gameId, config: s.config, moves: s.moves.map((m) => m.text), pgn4: s.pgn4, ...(clock === undefined ? {} : { clock }), ...(s.hints.marked.length === 0 ? {} : { hinted: s.hints.marked }) });
  }

  fail(error: unknown): void {
    const message = describeError(error);
    this.store.update((s) => {
      s.busy = false;
      s.error = message;
      s.announcement = t('game.error', { message });
    });
  }
}
export function applySnapshot(s: ViewState, snap: Snapshot): void {
  s.busy = false;
  // A move made by the seat a hint was for counts as made after a hint; taken-back moves lose their mark.
  const hint = s.hints.shown;
  if (hint !== null && snap.moves[hint.ply]?.seat === hint.seat && !s.hints.marked.includes(hint.ply)) s.hints.marked = [...s.hints.marked, hint.ply];
  s.hints.marked = s.hints.marked.filter((ply) => ply < snap.moves.length);
  if (hint !== null && hint.ply !== snap.moves.length) {
    s.hints.shown = null;
    s.hints.asked = false;
  }
  s.pieces = snap.pieces;
  s.legalMoves = snap.legalMoves;
  s.status = snap.status;
  s.fen4 = snap.fen4;
  s.moves = snap.moves;
  s.pointSources = snap.pointSources;
  s.pgn4 = snap.pgn4;
  s.promotion = null;
  s.chosenDie = keepChosen(s.chosenDie, snap.status);
  turnBoard(s);
  const premoving = s.selected !== null && premoveSeatAt(s, s.selected) !== null;
  if (s.selected !== null && !premoving && !snap.legalMoves.some((m) => m.from === s.selected)) s.selected = null;
  if (!premoving) s.premoves.options = null;
}

/** Turns the board to the seat chosen to see (a flip, the page around an embed), else to the seat played here. */
export function turnBoard(s: ViewState): void {
  setRotation(s, s.orientation ?? bottomSeat(s.config, s.status?.toMove ?? null, s.settings.turnToMover, s.group?.remote));
}

/** Turns the drawing (and fits it to the board's size: a new game may change boards). */
export function setRotation(s: ViewState, seat: number): void {
  s.rotation = seat;
  const files = s.board?.files ?? s.layout.files;
  const ranks = s.board?.ranks ?? s.layout.ranks;
  const strip = seatStrip(s.board);
  const l = s.layout;
  if (l.rotation !== seat || l.files !== files || l.ranks !== ranks || l.strip !== strip) {
    s.layout = computeLayout(l.width, l.height, files, ranks, seat, strip);
  }
}
