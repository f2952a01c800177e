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
//   game.remoteAction(seat, action, ply)    group play, host: a guest's move, checked here
//   game.follow(moves, comment, pgn4)       group play, guest: the host's position
// Everything else (activate, drop, roll, undo, resign, setSeat, viewPly...) is the UI's.
import { humanSeats, type GameConfig, type SeatPlayer } from './config';
import { t } from '../i18n/i18n';
import { moveAnnouncement, seatName, selectedText } from '../i18n/labels';
import { undoTarget } from './move-rounds';
import type { GameOptions, MoveInfo, MoveRecord } from '../pkg/fourchess_wasm';
import { formatTimeControl, newGameClock, parseTimeControl, remainingFromRecord, type GameClock } from './game-clock';
import type { InitArgs, Notes } from '../engine/protocol';
import { botSeed } from '../engine/bot';
import { botNetAddress } from '../engine/net';
import { newId, type SavedGame } from './save';
import { clickAction, dropAction, hintOffered, humanToMove, premoveLimit, resignerSeat, seatToMove, walking, withPremove, type ClickAction, type Premove } from './state';
import { applySnapshot, GameTurns, turnBoard, type GameDeps, type GroupAction } from './game-turns';

export { type GameDeps, type GameEvent, type GroupAction } from './game-turns';

/** Why the host's page refused a guest's action (group play). */
export type GroupRefusal = 'turn' | 'seat' | 'illegal' | 'stale' | 'busy' | 'over';

/** The PGN4 tags a game's config adds to its record: its time control. */
export function configTags(config: GameConfig): [string, string][] {
  return config.timeControl === null ? [] : [['TimeControl', formatTimeControl(config.timeControl)]];
}

/** A record's clocks: its TimeControl tag, with each seat's time from its clock comments. */
export function clockOfRecord(notes: Notes, moves: readonly MoveRecord[]): GameClock | null {
  const tag = notes.tags.find(([name]) => name === 'TimeControl')?.[1];
  const control = tag === undefined ? null : parseTimeControl(tag);
  return control === null ? null : newGameClock(control, remainingFromRecord(control, moves.map((m) => m.seat), notes.comments));
}

/** The level a hint is asked at: strong, and within a second. */
const HINT_LEVEL = 5;

/** The game controller: what the page and group play ask of a game. */
export class Game {
  /** The turn machinery (game-turns.ts): engine calls, moves, rolls, bots, clocks, saving. */
  private readonly turns: GameTurns;
  private readonly engine: GameTurns['engine'];
  private readonly bot: GameTurns['bot'];
  private readonly store: GameTurns['store'];
  private viewToken = 0;
  private readonly normalDelay: number;

  constructor(deps: GameDeps) {
    this.turns = new GameTurns(deps, (seat) => this.resignSeat(seat));
    this.engine = deps.engine;
    this.bot = deps.bot;
    this.store = deps.store;
    this.normalDelay = this.turns.botDelay;
  }

  /** Group play, on a guest's page: where a person's actions go instead of the engine (game-turns.ts). */
  get outbox(): GameTurns['outbox'] {
    return this.turns.outbox;
  }
  set outbox(to: GameTurns['outbox']) {
    this.turns.outbox = to;
  }

  /** The page's clock tick. */
  checkClock(): void {
    this.turns.checkClock();
  }

  /** Saves the game (and where its clocks stand now). */
  save(): void {
    this.turns.save();
  }

  // ---- the site's functions ----

  newGame(config: GameConfig): Promise<void> {
    const args: InitArgs = { variant: config.variant, options: config.options, tags: configTags(config) };
    if (config.startFen4 !== null) args.fen4 = config.startFen4;
    return this.turns.begin(structuredClone(config), args, newId());
  }

  applyConfig(config: GameConfig): Promise<void> {
    return this.newGame(config);
  }

  getConfig(): GameConfig {
    return structuredClone(this.store.state.config);
  }

  startFromFen4(variant: GameConfig['variant'], options: GameOptions, fen4: string, seats?: SeatPlayer[]): Promise<void> {
    return this.newGame({ variant, options, seats: seats ?? this.store.state.config.seats, startFen4: fen4, timeControl: this.store.state.config.timeControl });
  }

  /** Loads a record; it shows its end (a finished game its result) and play goes on from there. */
  async loadPgn4(text: string, seats?: SeatPlayer[]): Promise<void> {
    await this.turns.run(async () => {
      const { board, snapshot, startFen4, notes } = await this.engine.call('load', { pgn4: text });
      const variant = board.variant as GameConfig['variant'];
      const clock = clockOfRecord(notes, snapshot.moves);
      const seatList = structuredClone(seats ?? this.store.state.config.seats);
      const config: GameConfig = { variant, options: {}, seats: seatList, startFen4, timeControl: clock?.control ?? null };
      this.store.update((s) => this.turns.reset(s, config, newId(), board, snapshot, clock));
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
    this.turns.generation++;
    this.bot.stop();
    // The saved PGN4 carries every house rule in its tags (a game loaded from a record or
    // a link has rules its config does not list); the move list is the fallback.
    const config: GameConfig = { ...saved.config, timeControl: saved.config.timeControl ?? null };
    const args: InitArgs = { variant: config.variant, options: config.options, moves: saved.moves, tags: configTags(config) };
    if (config.startFen4 !== null) args.fen4 = config.startFen4;
    const { board, snapshot } = await this.engine
      .call('load', { pgn4: saved.pgn4 })
      .catch(() => this.engine.call('init', args));
    // The clocks go on from where they stood when the game was saved.
    const clock = config.timeControl === null ? null : newGameClock(config.timeControl, saved.clock?.remaining);
    this.store.update((s) => this.turns.reset(s, config, saved.id, board, snapshot, clock, saved.hinted));
    this.save();
    this.turns.afterPosition();
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

  /** A click, Enter or Space on a square (it also clears the arrows and circles). */
  activate(square: string): void {
    if (this.store.state.shapes.length > 0) this.store.update((s) => (s.shapes = []));
    this.perform(clickAction(this.store.state, square));
  }

  /**
   * A right-button drag from one square to another: the arrow (a circle on one square)
   * appears, or goes if it was there. Never a move. With premoves queued, the right
   * button drops them instead.
   */
  shape(from: string, to: string): void {
    if (this.store.state.premoves.queue.length > 0) {
      this.cancelPremoves();
      return;
    }
    this.store.update((s) => {
      const i = s.shapes.findIndex((d) => d.from === from && d.to === to);
      s.shapes = i >= 0 ? s.shapes.filter((_, j) => j !== i) : [...s.shapes, { from, to }];
    });
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
    if (move !== null) void this.turns.play(move.text);
  }

  clearSelection(): void {
    if (this.store.state.selected !== null) this.store.update((s) => ((s.selected = null), (s.premoves.options = null)));
  }

  /** A right-click or Escape on the board: the selection and every queued premove go. */
  cancelPremoves(): void {
    this.turns.premoveToken++;
    this.store.update((s) => {
      s.selected = null;
      s.premoves.options = null;
      s.premoves.queue = [];
    });
  }

  // ---- dice, turns, seats ----

  rollDice(): void {
    const s = this.store.state;
    if (humanToMove(s) && s.status?.needsRoll === true && !s.busy) void this.turns.roll(this.turns.generation);
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
    if (humanToMove(s) && !s.busy && s.legalMoves.some((m) => m.text === text)) void this.turns.play(text);
  }

  /** Takes back to the start of the last turn of a person (against bots: the bots' moves too). */
  async undo(): Promise<void> {
    const s = this.store.state;
    if (!this.undoAvailable()) return;
    const target = undoTarget(s.moves, humanSeats(s.config), s.moves.length);
    if (target === null) return;
    await this.takeBackTo(target);
  }

  /** Viewing a past position: the game goes on from there (the later moves are dropped). */
  async playFrom(ply: number): Promise<void> {
    if (ply < 0 || ply >= this.store.state.moves.length) return;
    await this.takeBackTo(ply);
  }

  private async takeBackTo(ply: number): Promise<void> {
    this.turns.pendingResign = null;
    await this.turns.run(async () => {
      const snapshot = await this.engine.call('undoTo', { ply });
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.resultSeen = false;
        st.view = null;
        st.premoves.queue = [];
        st.premoves.options = null;
        // Each clock goes back to what its seat had after its last move still played.
        const control = st.clocks.game?.control;
        if (control !== undefined) st.clocks.game = newGameClock(control, remainingFromRecord(control, snapshot.moves.map((m) => m.seat), snapshot.moves.map((m) => m.comment)));
        st.announcement = t('say.undone', { seat: seatName(st.board, snapshot.status.toMove) });
      });
    });
  }

  undoAvailable(): boolean {
    const s = this.store.state;
    // Group play: no take-backs (the other devices have seen the moves).
    return s.board !== null && s.group === null && undoTarget(s.moves, humanSeats(s.config), s.moves.length) !== null;
  }

  /** The person to move, or while bots think the one person here, resigns (the page asks first). */
  async resign(): Promise<void> {
    const s = this.store.state;
    const seat = resignerSeat(s);
    if (seat === null) return;
    if (humanToMove(s)) {
      if (this.turns.sent({ kind: 'resign' })) return;
      await this.resignSeat(seat);
      return;
    }
    // The bots are thinking: the record writes a resignation on the resigner's turn (a
    // bare R is read as the mover's), so it is made the moment that turn comes.
    this.turns.pendingResign = seat;
    const now = this.turns.now();
    this.store.update((st) => {
      st.toast = { text: t('resign.queued'), at: now };
      st.announcement = t('resign.queued');
    });
  }

  private async resignSeat(seat: number): Promise<void> {
    this.turns.pendingResign = null;
    const comment = this.turns.clockNote(seat);
    await this.turns.run(async () => {
      const snapshot = await this.engine.call('resign', comment === undefined ? { seat } : { seat, comment });
      this.store.update((st) => {
        applySnapshot(st, snapshot);
        st.announcement = t('say.resigned', { seat: seatName(st.board, seat) });
      });
    });
  }

  /**
   * The Hint house rule: asks the engine (level 5, a second) for the best move of the
   * person to move and shows it; a move that seat then makes is marked in the move list.
   */
  async hint(): Promise<void> {
    const s = this.store.state;
    const seat = seatToMove(s);
    if (seat === null || !hintOffered(s) || s.hints.asked) return;
    const ply = s.moves.length;
    this.store.update((st) => (st.hints.asked = true));
    let answer;
    try {
      // The hint thinks as a level-5 bot does, with the learned evaluation in Teams.
      const net = botNetAddress(HINT_LEVEL, s.config.variant);
      answer = await this.bot.ask({ gen: this.turns.generation, game: s.gameId, moves: s.moves.map((m) => m.text), pgn4: s.pgn4, level: HINT_LEVEL, seed: botSeed(s.gameId, ply), ...(net === undefined ? {} : { net }) });
    } catch (error) {
      this.store.update((st) => (st.hints.asked = false));
      this.turns.fail(error);
      return;
    }
    this.store.update((st) => {
      // Dropped (the position moved on meanwhile), or too late for this position.
      if (answer === null || st.moves.length !== ply) {
        st.hints.asked = false;
        return;
      }
      const move = st.legalMoves.find((m) => m.text === answer.move);
      st.hints.shown = { ply, seat, text: answer.move, from: move?.from ?? null, to: move?.to ?? null };
      st.announcement = t('hint.say', { move: answer.move });
    });
  }

  /**
   * Group play, on the host's page: an action sent by the person at another device who
   * plays `seat`, having seen `ply` actions. The checks of a click here: that seat's turn,
   * a move the engine lists as legal now. Refused (a reason) otherwise, and nothing changes.
   */
  remoteAction(seat: number, action: GroupAction, ply: number): GroupRefusal | null {
    const s = this.store.state;
    if (s.group?.remote.includes(seat) !== true) return 'seat';
    if (s.status === null || s.status.outcome !== null) return 'over';
    const listed = action.kind === 'move' && s.legalMoves.some((m) => m.text === action.text);
    if (seatToMove(s) !== seat || s.botTurnFor === seat || walking(s, seat)) return listed ? 'seat' : 'turn';
    if (ply !== s.moves.length) return 'stale';
    if (s.busy) return 'busy';
    switch (action.kind) {
      case 'move':
        if (s.status.needsRoll || !listed) return 'illegal';
        void this.turns.play(action.text);
        return null;
      case 'roll':
        if (!s.status.needsRoll) return 'illegal';
        void this.turns.roll(this.turns.generation);
        return null;
      case 'resign':
        void this.resignSeat(seat);
        return null;
    }
  }

  /**
   * Group play, on a guest's page: the host's game. One action more than shown here is
   * played here (with the host's clock comment, so the records agree); anything else
   * loads the host's record.
   */
  async follow(moves: readonly string[], comment: string | null, pgn4: string): Promise<void> {
    const s = this.store.state;
    const shown = s.moves.map((m) => m.text);
    const prefix = shown.every((m, i) => m === moves[i]);
    if (prefix && moves.length === shown.length && s.pgn4 === pgn4) return;
    await this.turns.run(async () => {
      if (prefix && moves.length === shown.length + 1) {
        const seat = s.status?.toMove ?? 0;
        const text = moves[moves.length - 1]!;
        try {
          const { move, snapshot } = await this.engine.call('play', comment === null ? { text } : { text, comment });
          this.store.update((st) => {
            applySnapshot(st, snapshot);
            st.announcement = moveAnnouncement(st.board, seat, move);
            if (move.from !== null && move.to !== null && this.turns.animateMs > 0) st.anim = { from: move.from, to: move.to, start: this.turns.now(), ms: this.turns.animateMs };
          });
          this.turns.onEvent(snapshot.status.outcome !== null ? 'end' : move.capture ? 'capture' : 'move');
          if (snapshot.pgn4 === pgn4) return;
        } catch {
          // A resignation, a flag or a roll is no move to play here: the record says it.
        }
      }
      const { board, snapshot } = await this.engine.call('load', { pgn4 });
      this.store.update((st) => {
        st.board = board;
        applySnapshot(st, snapshot);
        // Other moves (the host's next game): its result, when it comes, is shown again.
        if (!prefix || moves.length !== shown.length) st.resultSeen = false;
      });
    });
  }

  /** Hands a seat to the bot or to a person, during the game. */
  setSeat(seat: number, player: SeatPlayer): void {
    // The engine is playing a move: its answer lands first (dropping it would leave this
    // page a move behind the engine).
    const landing = this.turns.landing;
    if (landing !== null) {
      void landing.then(
        () => this.setSeat(seat, player),
        () => this.setSeat(seat, player),
      );
      return;
    }
    this.turns.generation++;
    this.bot.stop();
    this.store.update((s) => {
      s.config.seats[seat] = player;
      s.busy = false;
      s.selected = null;
      if (s.botTurnFor === seat) s.botTurnFor = null;
      turnBoard(s);
    });
    this.save();
    this.turns.afterPosition(true);
  }

  /** Bots move without their pause (a person who is out watches faster), or with it again. */
  watchFaster(on: boolean): void {
    this.turns.botDelay = on ? 0 : this.normalDelay;
  }

  /** Draws `seat` at the bottom from now on (a flip, the page around an embed); null: the seat played here again. */
  orient(seat: number | null): void {
    this.store.update((s) => {
      s.orientation = seat;
      turnBoard(s);
    });
  }

  /** Shows the position after `ply` actions (null or the end: the game itself). */
  async viewPly(ply: number | null): Promise<void> {
    const total = this.store.state.moves.length;
    const token = ++this.viewToken;
    if (ply === null || ply >= total) {
      this.store.update((s) => (s.view = null));
      return;
    }
    try {
      const view = await this.engine.call('view', { ply: Math.max(0, ply) });
      if (token === this.viewToken) this.store.update((s) => ((s.view = view), (s.selected = null)));
    } catch (error) {
      this.turns.fail(error);
    }
  }

  /** Whether the game in progress has moves a new game would throw away. */
  inProgress(): boolean {
    const s = this.store.state;
    return s.board !== null && s.status?.outcome === null && s.moves.length > 0;
  }

  private perform(action: ClickAction): void {
    switch (action.kind) {
      case 'select':
        this.store.update((s) => {
          s.selected = action.square;
          s.premoves.options = null;
          // A screen reader hears what was picked up and how many squares it can go to.
          const piece = s.pieces.find((p) => p.square === action.square);
          if (piece !== undefined) s.announcement = selectedText(s.board, piece, new Set(s.legalMoves.filter((m) => m.from === action.square).map((m) => m.to)).size);
        });
        break;
      case 'selectPremove':
        void this.turns.selectForPremove(action.square, action.seat);
        break;
      case 'premove':
        this.queuePremove(action.premove);
        break;
      case 'cancelPremoves':
        this.cancelPremoves();
        break;
      case 'clear':
        this.clearSelection();
        break;
      case 'choose':
        this.store.update((s) => (s.promotion = action.moves));
        break;
      case 'play':
        void this.turns.play(action.move.text);
        break;
      case 'none':
        break;
    }
  }

  private queuePremove(premove: Premove): void {
    this.turns.premoveToken++;
    this.store.update((s) => {
      s.premoves.queue = withPremove(s.premoves.queue, premove, premoveLimit(s));
      s.selected = null;
      s.premoves.options = null;
      s.announcement = t('premove.queued', { move: premove.text });
    });
    // Queued while it was already this seat's turn (a bot's move just arrived): play it now.
    if (humanToMove(this.store.state) && seatToMove(this.store.state) === premove.seat && !this.store.state.busy) this.turns.afterPosition(true);
  }
}
