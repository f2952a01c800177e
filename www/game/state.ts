// The plain-data state of the page and pure questions about it.
import type { Clock } from './clock';
import type { GameClock } from './game-clock';
import { bottomSeat, DEFAULT_SETTINGS, humanSeats, type GameConfig, type Settings } from './config';
import { movesWithDie } from './dice';
import type { Layout } from '../board/geometry';
import { computeLayout } from '../board/geometry';
import { boardClick, pickMove } from '../board/click-rules';
import type { Animation, Drag, MoveMark, Scene } from '../board/scene';
import type { SinceEntry } from '../i18n/labels';
import type { BoardInfo, MoveInfo, MoveRecord, PieceInfo, PointSources, Status } from '../pkg/fourchess_wasm';
import type { PastView } from '../engine/protocol';

/** A move a person queued for a later turn of one of their seats. */
export interface Premove {
  seat: number;
  from: string;
  to: string;
  /** The move's text where it was queued (the piece may have moved since). */
  text: string;
  promotion: string | null;
}

/**
 * Why a queued premove that no legal move matches was dropped, from what stands on its squares
 * (the engine said it is not legal): its piece is gone, its target holds an own piece, or
 * something else (a king left in check, a blocked way: the engine's rules).
 */
export function droppedReason(pieces: readonly PieceInfo[], p: Premove): 'gone' | 'own' | 'illegal' {
  const mover = pieces.find((x) => x.square === p.from);
  if (mover === undefined || mover.seat !== p.seat) return 'gone';
  return pieces.some((x) => x.square === p.to && x.seat === p.seat) ? 'own' : 'illegal';
}

/** A short message that goes by itself (a flag fell, a premove was dropped). */
export interface Toast {
  text: string;
  at: number;
}

/** The engine's best move for the seat to move, asked for with the Hint button (a house rule). */
export interface Hint {
  /** The move list's length when it was given: it holds for that position only. */
  ply: number;
  seat: number;
  text: string;
  from: string | null;
  to: string | null;
}

/**
 * Group play (www/group/): the seats a person plays at another device, and whether this
 * page follows another page's game (a guest's page: the host's page moves the bots,
 * runs the clocks and checks every move).
 */
export interface GroupPlay {
  remote: number[];
  follower: boolean;
  /** The host's page before the start: who will play each seat ('h' the host, 'g' a friend, 'b3' a bot); every seat waits till then. */
  lobby?: string[];
}

/** The two kinds of clock a game may have. */
export interface Clocks {
  /** The house rule's time per move (the bot moves when it runs out), or null. */
  turn: Clock | null;
  /** The game clocks (null: a game without them). */
  game: GameClock | null;
}

/** Moves people queue for their seats' next turns. */
export interface Premoves {
  /** Oldest first. */
  queue: Premove[];
  /** The moves of a seat not to move, as if its turn came now (targets for a premove). */
  options: { seat: number; moves: MoveInfo[] } | null;
}

/** The Hint house rule. */
export interface Hints {
  /** The hint for the position as it stands, or null. */
  shown: Hint | null;
  asked: boolean;
  /** Plies (move list indexes) of moves made after a hint for that turn. */
  marked: number[];
}

/**
 * Everything the game screen shows, as plain data, in groups: the game, its position and
 * record (from the engine), the turn, the clocks, what the person is doing on the board,
 * what is drawn, and the messages.
 */
export interface ViewState {
  // ---- the game ----
  config: GameConfig;
  settings: Settings;
  gameId: string;
  /** Group play across devices, or null (a game at this device). */
  group: GroupPlay | null;

  // ---- the position and the record (the engine's answers) ----
  board: BoardInfo | null;
  pieces: PieceInfo[];
  legalMoves: MoveInfo[];
  status: Status | null;
  fen4: string;
  /** The game's record, an entry per move, roll, pass, R or T: text, seat, squares, what it did. */
  moves: MoveRecord[];
  pgn4: string;
  /** Free-for-all, once over: where each seat's points came from (from the engine). */
  pointSources: PointSources[] | null;

  // ---- the turn and the clocks ----
  /** A move or bot turn is in flight: clicks are ignored. */
  busy: boolean;
  /** The bot plays this seat's current turn (its time ran out). */
  botTurnFor: number | null;
  /** Each seat's bot, where its level plays with the learned evaluation: whether its last move did (null: not known yet). */
  botEvaluation: ('learned' | 'hand' | null)[];
  clocks: Clocks;

  // ---- what the person is doing on the board ----
  /** Square of the selected piece, if any. */
  selected: string | null;
  /** Chaturanga: the die a person chose to play next. */
  chosenDie: number | null;
  /** Several moves share from/to (promotion): the person picks one. */
  promotion: MoveInfo[] | null;
  premoves: Premoves;
  hints: Hints;
  /** Arrows (from != to) and circles (from == to) a person drew on the board. */
  shapes: { from: string; to: string }[];
  drag: Drag | null;

  // ---- what is drawn ----
  /** A past position shown instead of the game (the game goes on underneath). */
  view: PastView | null;
  anim: Animation | null;
  /** The seat drawn at the bottom. */
  rotation: number;
  /** The seat someone chose to see at the bottom (a flip, the page around an embed); null: the seat played here. */
  orientation: number | null;
  layout: Layout;
  dpr: number;

  // ---- messages ----
  /** Latest text for the aria-live region. */
  announcement: string;
  /** A message for the person (e.g. a saved game that could not be restored). */
  notice: string | null;
  /** Why this page shows no game on purpose (a tab that only passes a friend's answer on); null otherwise. */
  idle: string | null;
  toast: Toast | null;
  /** The game-over dialog was closed for this result. */
  resultSeen: boolean;
  error: string | null;
}

/**
 * The seat "turn the board" puts at the bottom next: the next seat round from the one shown;
 * back at the seat the game would show by itself, null (it follows the game again).
 */
export function nextOrientation(s: ViewState): number | null {
  const next = (s.rotation + 1) % 4;
  return next === bottomSeat(s.config, s.status?.toMove ?? null, s.settings.turnToMover, s.group?.remote) ? null : next;
}

export function initialState(config: GameConfig, settings: Settings = DEFAULT_SETTINGS, gameId = 'new'): ViewState {
  return {
    config,
    group: null,
    // A copy: a state's settings change without touching the defaults.
    settings: { ...settings },
    gameId,
    board: null,
    pieces: [],
    legalMoves: [],
    status: null,
    fen4: '',
    moves: [],
    pgn4: '',
    selected: null,
    chosenDie: null,
    promotion: null,
    pointSources: null,
    busy: false,
    botTurnFor: null,
    botEvaluation: [null, null, null, null],
    clocks: { turn: null, game: null },
    premoves: { queue: [], options: null },
    toast: null,
    shapes: [],
    hints: { shown: null, asked: false, marked: [] },
    view: null,
    announcement: '',
    notice: null,
    idle: null,
    resultSeen: false,
    error: null,
    drag: null,
    anim: null,
    rotation: 0,
    orientation: null,
    layout: computeLayout(0, 0, 14, 14),
    dpr: 1,
  };
}

/** What the board shows of the state (board/scene.ts). */
export function boardScene(state: ViewState): Scene {
  return {
    board: state.board,
    layout: state.layout,
    dpr: state.dpr,
    pieces: shownPieces(state),
    status: state.view?.status ?? state.status,
    viewPly: state.view?.ply ?? null,
    selected: state.selected,
    targets: legalTargets(state),
    premoveTargets: state.premoves.options !== null,
    marks: moveMarks(state),
    premoves: state.premoves.queue,
    shapes: state.shapes,
    hint: shownHint(state),
    lines: [],
    drag: state.drag,
    anim: state.anim,
    moveArrows: state.settings.moveArrows,
    showLegal: state.settings.showLegal,
    pieceSet: state.settings.pieceSet,
    fen4: state.fen4,
    toMove: state.status?.toMove ?? null,
    busy: state.busy,
    over: state.status?.outcome != null,
  };
}

/**
 * Each seat's last turn before the position shown (the game, or the past position being
 * viewed): its moves with squares (two in a Chaturanga turn), newest seat first. A seat
 * whose last action had no squares (a pass, R, T) has no mark.
 */
export function moveMarks(state: ViewState): MoveMark[] {
  const ply = Math.min(state.view?.ply ?? state.moves.length, state.moves.length);
  const lastTurn: { seat: number; moves: [string, string][]; open: boolean }[] = [];
  for (let i = ply - 1; i >= 0; i--) {
    const seat = state.moves[i]!.seat;
    for (const t of lastTurn) if (t.seat !== seat) t.open = false;
    if (lastTurn.length === 4 && lastTurn.every((t) => !t.open)) break;
    let turn = lastTurn.find((t) => t.seat === seat);
    if (turn === undefined) {
      if (lastTurn.length === 4) break;
      turn = { seat, moves: [], open: true };
      lastTurn.push(turn);
    }
    // Only the entries of the seat's latest turn (one run of its entries) count.
    if (!turn.open) continue;
    const [from, to] = state.moves[i]!.squares;
    if (from !== null && to !== null) turn.moves.push([from, to]);
  }
  return lastTurn.flatMap((t, age) => t.moves.map(([from, to]) => ({ seat: t.seat, from, to, age })));
}

/**
 * The moves made since the person to move last moved (their own turn's earlier
 * actions excluded), oldest first, at most twelve; before their first move, the moves
 * since the game began. Empty when no person is to move.
 */
export function sinceYourTurn(state: ViewState): SinceEntry[] {
  const seat = seatToMove(state);
  if (seat === null || !humanToMove(state)) return [];
  const n = state.moves.length;
  // Leave out this seat's own actions of the turn in progress (a Chaturanga roll), then
  // go back to its previous turn.
  let end = n;
  while (end > 0 && state.moves[end - 1]!.seat === seat) end--;
  let start = end;
  while (start > 0 && state.moves[start - 1]!.seat !== seat) start--;
  const out: SinceEntry[] = [];
  for (let i = start; i < end; i++) {
    const { seat: by, text, event } = state.moves[i]!;
    out.push({ seat: by, text, turn: event.turn, captured: event.captured, check: event.check, mate: event.mate });
  }
  return out.slice(-12);
}

/** The pieces on the board as shown: a past position while stepping through the game. */
export function shownPieces(state: ViewState): PieceInfo[] {
  return state.view?.pieces ?? state.pieces;
}

/** Seat to move, or null when the game is over or not loaded. */
export function seatToMove(state: ViewState): number | null {
  const s = state.status;
  if (s === null || s.outcome !== null) return null;
  return s.toMove;
}

/** Whether a seat is out but its king still walks (Free-for-all, dead king walking). */
export function walking(state: ViewState, seat: number): boolean {
  const s = state.status?.seats[seat]?.state;
  return s === 'resigned' || s === 'timedOut';
}

/** Seats a person plays at this device (in group play, not those played at other devices). */
export function localSeats(state: ViewState): number[] {
  const remote = state.group?.remote ?? [];
  return humanSeats(state.config).filter((seat) => !remote.includes(seat));
}

/** Free-for-all: every person at this device is out while the others play on (the panel
 * then says what they can do: analyse, or start a new game). */
export function everyLocalSeatOut(state: ViewState): boolean {
  const mine = localSeats(state);
  const out = (seat: number): boolean => !['live', 'inert'].includes(state.status?.seats[seat]?.state ?? 'live');
  return state.board?.scoring === true && state.status?.outcome === null && mine.length > 0 && mine.every(out);
}

/**
 * Verney: every army played here is checkmated (inert) while the game goes on; it waits for
 * a partner to free its king, and the person meanwhile only watches.
 */
export function everyLocalArmyMated(state: ViewState): boolean {
  const mine = localSeats(state);
  return state.board?.scoring !== true && state.status?.outcome === null && mine.length > 0 && mine.every((seat) => state.status?.seats[seat]?.state === 'inert');
}

export function humanToMove(state: ViewState): boolean {
  const seat = seatToMove(state);
  return seat !== null && state.botTurnFor !== seat && localSeats(state).includes(seat) && !walking(state, seat);
}

/**
 * The seat Resign gives up: the person to move; else, while bots think, the one person
 * at this device whose army is still in play (not in group play: the host's page decides
 * there). Null when there is nobody to resign for.
 */
export function resignerSeat(state: ViewState): number | null {
  if (humanToMove(state)) return seatToMove(state);
  if (seatToMove(state) === null || state.group !== null) return null;
  const inPlay = localSeats(state).filter((seat) => ['live', 'inert'].includes(state.status?.seats[seat]?.state ?? ''));
  return inPlay.length === 1 ? inPlay[0]! : null;
}

/** Group play: a person at another device is to move (this page waits for their move). */
export function remoteToMove(state: ViewState): boolean {
  const seat = seatToMove(state);
  return seat !== null && state.botTurnFor !== seat && (state.group?.remote.includes(seat) ?? false) && !walking(state, seat);
}

/** The seat a piece on `square` belongs to, if any. */
export function seatAt(state: ViewState, square: string): number | null {
  return state.pieces.find((p) => p.square === square)?.seat ?? null;
}

/** Most premoves a person may queue per seat. */
export const MAX_PREMOVES = 4;

/** How many premoves a seat may queue (the setting, at most MAX_PREMOVES; 0: none). */
export function premoveLimit(state: ViewState): number {
  return Math.min(MAX_PREMOVES, state.settings.premoves);
}

/**
 * The seat whose piece on `square` a person may select for a premove: a seat played at
 * this device, in play, not to move now, premoves on (none in Chaturanga, where the dice
 * decide, nor while a past position or a choice is shown). A full queue still takes one:
 * the new premove replaces the last (withPremove), as on lichess and chess.com.
 */
export function premoveSeatAt(state: ViewState, square: string): number | null {
  const seat = seatAt(state, square);
  if (seat === null || state.board?.dice !== false || !boardOpen(state)) return null;
  if (!localSeats(state).includes(seat) || state.status?.seats[seat]?.state !== 'live') return null;
  if (seat === seatToMove(state) && state.botTurnFor !== seat) return null;
  return premoveLimit(state) > 0 ? seat : null;
}

/** The seat's queued premoves a new one follows: all, or all but those it replaces when the queue is full. */
export function premovesBefore(queue: readonly Premove[], seat: number, limit: number): Premove[] {
  return queue.filter((p) => p.seat === seat).slice(0, Math.max(0, limit - 1));
}

/** The queue with `premove` added after the seat's premoves it follows (premovesBefore); a full queue's last one goes. */
export function withPremove(queue: readonly Premove[], premove: Premove, limit: number): Premove[] {
  const kept = premovesBefore(queue, premove.seat, limit);
  return [...queue.filter((p) => p.seat !== premove.seat || kept.includes(p)), premove];
}

/** Whether the selected piece is being given a premove (its seat is not to move). */
function premoving(state: ViewState, square: string): boolean {
  const seat = seatAt(state, square);
  return seat !== null && !(boardLive(state) && seat === seatToMove(state));
}

/** Board moves of a piece (all promotion choices included): legal now, or as premoves. */
export function movesFrom(state: ViewState, square: string | null): MoveInfo[] {
  if (square === null) return [];
  if (premoving(state, square)) {
    const options = state.premoves.options;
    if (options === null || options.seat !== seatAt(state, square)) return [];
    return options.moves.filter((m) => m.action === 'move' && !m.pass && m.from === square);
  }
  return movesWithDie(state.legalMoves, state.chosenDie).filter((m) => m.action === 'move' && !m.pass && m.from === square);
}

/** Squares the selected piece may move to, without duplicates. */
export function legalTargets(state: ViewState): Set<string> {
  const out = new Set<string>();
  for (const m of movesFrom(state, state.selected)) if (m.to !== null) out.add(m.to);
  return out;
}

/** Every legal move from one square to another (several when promotions differ). */
export function movesFor(state: ViewState, from: string, to: string): MoveInfo[] {
  return movesFrom(state, from).filter((m) => m.to === to);
}

/**
 * The legal move a queued premove stands for now: the same squares and promotion (or,
 * where promotions differ in name, e.g. Free-for-all's one-point queen, any promotion).
 */
export function premoveMatch(moves: readonly MoveInfo[], p: Premove): MoveInfo | undefined {
  const same = moves.filter((m) => m.action === 'move' && m.from === p.from && m.to === p.to);
  return same.find((m) => m.promotion === p.promotion) ?? same[0];
}


/**
 * The move to play without asking: the only legal move when it involves no square
 * (a pass, a mated turn, a lone "pass a die"), since the board cannot offer it.
 */
export function forcedPass(moves: readonly MoveInfo[]): MoveInfo | undefined {
  const only = moves.length === 1 ? moves[0] : undefined;
  return only !== undefined && (only.pass || (only.from === null && only.to === null)) ? only : undefined;
}

/** Whether the board shows the game and takes selections at all. */
export function boardOpen(state: ViewState): boolean {
  return state.board !== null && seatToMove(state) !== null && state.view === null && state.promotion === null;
}

/** Whether the board takes the moves of the person to move now. */
export function boardLive(state: ViewState): boolean {
  return humanToMove(state) && !state.busy && boardOpen(state) && !state.status?.needsRoll;
}

/** Whether a square holds a piece the person to move may select (it has a legal move). */
export function canSelect(state: ViewState, square: string): boolean {
  return boardLive(state) && movesFrom(state, square).length > 0;
}

/** Whether a drag may start on `square`: a piece to move now, or one to premove. */
export function canDrag(state: ViewState, square: string): boolean {
  return canSelect(state, square) || premoveSeatAt(state, square) !== null;
}

/**
 * What a click (or Enter) on a square does: play a move, ask for a promotion, select a
 * piece, queue a premove (a piece of a person's seat that is not to move), or clear the
 * selection; with nothing selected, a click on a square that selects nothing cancels the
 * premoves.
 */
export type ClickAction =
  | { kind: 'play'; move: MoveInfo }
  | { kind: 'choose'; moves: MoveInfo[] }
  | { kind: 'select'; square: string }
  | { kind: 'selectPremove'; square: string; seat: number }
  | { kind: 'premove'; premove: Premove }
  | { kind: 'clear' }
  | { kind: 'cancelPremoves' }
  | { kind: 'none' };

export function clickAction(state: ViewState, square: string): ClickAction {
  if (!boardOpen(state)) return { kind: 'none' };
  return boardClick<ClickAction>(state.selected, square, {
    drop: (from, to) => dropAction(state, from, to),
    select: (sq) => {
      if (canSelect(state, sq)) return { kind: 'select', square: sq };
      const seat = premoveSeatAt(state, sq);
      return seat === null ? null : { kind: 'selectPremove', square: sq, seat };
    },
    clear: { kind: 'clear' },
    none: state.premoves.queue.length > 0 && seatAt(state, square) === null ? { kind: 'cancelPremoves' } : { kind: 'none' },
  });
}

/**
 * A piece dropped (or clicked) from one square onto another: the move, a choice, a
 * premove (promotions queue the first choice: the queen), or null.
 */
export function dropAction(state: ViewState, from: string, to: string): ClickAction | null {
  if (!boardOpen(state)) return null;
  if (premoving(state, from)) {
    const move = movesFor(state, from, to)[0];
    const seat = seatAt(state, from);
    if (move === undefined || seat === null || premoveSeatAt(state, from) === null) return null;
    return { kind: 'premove', premove: { seat, from, to, text: move.text, promotion: move.promotion } };
  }
  if (!boardLive(state)) return null;
  return pickMove(movesFor(state, from, to));
}

/** The hint to draw: for the position as it stands, not for a past one being viewed. */
export function shownHint(state: ViewState): { seat: number; from: string; to: string } | null {
  const h = state.hints.shown;
  if (h === null || state.view !== null || h.ply !== state.moves.length || h.from === null || h.to === null) return null;
  return { seat: h.seat, from: h.from, to: h.to };
}

/** Whether the Hint button is offered now: the house rule is on and a person at this device is to move. */
export function hintOffered(state: ViewState): boolean {
  const seat = seatToMove(state);
  return state.config.hints === true && seat !== null && localSeats(state).includes(seat) && state.view === null && state.status?.outcome == null;
}
