// analysis.html: the engine's view of any position of a game — the evaluation for the
// side to move (a bar and a number, mates as "mate in N"), its best lines as text and as
// arrows in the mover's colour, depth, nodes and speed. It follows the position while the
// player steps through the moves.
//   analysis.html#g=…                         a shared game (share.ts), at its end or &ply=N
//   analysis.html?variant=teams&fen4=…        a position
//   analysis.html?variant=ffa                 the start of a rule set
import { lang, onLangChange, translateStatic, wordsReady } from '../i18n/i18n';
import { kindName, seatName, seatSign, seatTitle, teamOfSeat, teamTitle } from '../i18n/labels';
import type { BoardInfo, MoveInfo, MoveRecord } from '../pkg/fourchess_wasm';
import type { AnalysisLine, AnalysisMessage, AnalysisRequest, Evaluation } from '../engine/analysis';
import { loadTeamsNet, TEAMS_NET_URL } from '../engine/net';
import { loadEngine, type EngineModule } from '../engine/engine-page';
import { EngineError } from '../engine/engine-client';
import { describeError } from '../game/error-text';
import { defaultOptions, isVariant } from '../game/config';
import { setUpSite } from '../site/chrome';
import { drawPosition } from '../site/diagram';
import { roundOfEach } from '../game/move-rounds';
import { revealInList } from '../ui/scroll';
import { BoardDom } from '../board/board-dom';
import { gameLink, readHandoff } from '../site/handoff';
import { boardSize as recordBoardSize, moveButtons, recordPlies, redrawOnResize, stepWithKeys, type RecordPly } from '../site/record-view';
import { fillTable } from '../site/table';
import { st, type SiteKey } from '../site/texts';

import { setUpReview, type ReviewView } from '../site/review-view';

// The page's words (one small chunk) before any text is shown.
await wordsReady();
setUpSite('analysis');

/** Longest one analysis runs before it stops by itself (ms). */
const MAX_MS = 60_000;

type Ply = RecordPly;

interface Record {
  board: BoardInfo;
  /** Each entry: its text, who made it, its squares, what a non-move was (the move list, the last-move marks). */
  moves: MoveRecord[];
  plies: Ply[];
}

/** A line made readable: each move with its mover, and the first move's squares. */
interface ShownLine {
  line: AnalysisLine;
  text: string;
  /** Each move of the line as the engine plays it out, with its mover. */
  moves: { seat: number; text: string }[];
  seat: number | null;
  from: string | null;
  to: string | null;
}

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const main = $('analysis');
const canvas = $('analysis-board').querySelector('canvas')!;
const errorBox = $('analysis-error');
const evalText = $('eval');
const evalBar = $('eval-bar');
const stats = $('analysis-stats');
const linesList = $('pv-lines');
const startButton = $<HTMLButtonElement>('analyse');
const squares = new BoardDom($('analysis-board'), {
  activate: (square) => clickSquare(square),
  escape: () => {
    selected = null;
    choosePromotion([]);
    draw();
  },
  canDrag: () => false,
  dragMove: () => {},
  drop: () => {},
  shape: () => {},
});
const multipvSelect = $<HTMLSelectElement>('multipv');
const useNetBox = $<HTMLInputElement>('use-net');
const netStatus = $('net-status');
/** Where the choice of the learned evaluation is remembered. */
const NET_CHOICE = 'fourchess.analysis.learned';

let engine: EngineModule | null = null;
let record: Record | null = null;
let ply = 0;
/** The engine is on (the player's choice): every position shown is analysed. */
let running = false;
/** A search of the position shown is under way (its worker has not said it is done). */
let searching = false;
let worker: Worker | null = null;
let question = 0;
let shown: ShownLine[] = [];
/** Moves played on this board from the game's position at `from`: a side line that never touches the game. */
let side: { from: number; moves: string[] } | null = null;
/** The side line's position (or null: the game's position at `ply`). */
let sidePly: Ply | null = null;
let selected: string | null = null;
/** The seat drawn at the bottom (Turn, F). */
let rotation = 0;
let sideLegal: MoveInfo[] = [];
let review: ReviewView | null = null;
/** The learned evaluation's net: its bytes once fetched, or where the fetch stands. */
let net: ArrayBuffer | 'none' | 'loading' | 'missing' = 'none';

/** The learned evaluation is offered in Teams where the build has a net, and chosen. */
function netOffered(): boolean {
  return TEAMS_NET_URL !== '' && record?.board.variant === 'teams';
}

function netWanted(): boolean {
  return netOffered() && useNetBox.checked;
}

/** Fetches the net when it is wanted and not there (again after a failure); the analysis restarts with it. */
function fetchNetIfWanted(): void {
  if (!netWanted() || net instanceof ArrayBuffer || net === 'loading') return;
  net = 'loading';
  syncNet(null);
  void loadTeamsNet().then((bytes) => {
    net = bytes ?? 'missing';
    analyse();
  });
}

/** The quiet line under the controls: loading, in use, or the usual evaluation instead. */
function syncNet(evaluation: Evaluation | null): void {
  let key: SiteKey | null = null;
  if (netWanted()) {
    if (net === 'loading') key = 'analysis.learnedLoading';
    else if (net === 'missing' || evaluation === 'hand') key = 'analysis.learnedMissing';
    // "is analysing" only while it is; once the search has ended, what it analysed with.
    else if (evaluation === 'learned') key = searching ? 'analysis.learnedInUse' : 'analysis.learnedDone';
  }
  netStatus.hidden = key === null;
  netStatus.textContent = key === null ? '' : st(key);
}

function readRecord(e: EngineModule, pgn4: string): Record {
  const game = e.Engine.fromPgn4(pgn4);
  try {
    const { moves } = game.record();
    return { board: game.boardInfo(), moves, plies: recordPlies(game, moves.length) };
  } finally {
    game.free();
  }
}

/** The game the address names: a shared game, a position, or a rule set's start. */
async function gameOfAddress(e: EngineModule): Promise<{ pgn4: string; ply: number | null }> {
  const q = new URLSearchParams(window.location.search);
  const at = Number(q.get('ply'));
  const wanted = q.has('ply') && Number.isInteger(at) && at >= 0 ? at : null;
  const handoff = await readHandoff(window.location.hash, false);
  if (handoff.kind === 'game') return { pgn4: handoff.game.pgn4, ply: wanted };
  if (handoff.kind === 'error') errorBox.textContent = handoff.message;
  const variant = q.get('variant') ?? 'teams';
  if (!isVariant(variant)) throw new Error(st('analysis.badVariant', { variant: variant.slice(0, 20) }));
  const fen4 = q.get('fen4');
  const game = fen4 ? e.Engine.fromFen4(variant, defaultOptions(variant), fen4) : new e.Engine(variant, defaultOptions(variant));
  try {
    return { pgn4: game.pgn4(), ply: wanted };
  } finally {
    game.free();
  }
}

/** The position shown: the side line's end, or the game's position at `ply`. */
function current(): Ply | undefined {
  return sidePly ?? record?.plies[ply];
}

/** Plays the side line out from the game's position with the engine. */
function playSide(): void {
  if (engine === null || record === null || side === null) {
    sidePly = null;
    sideLegal = [];
    return;
  }
  const base = record.plies[side.from];
  if (base === undefined) return;
  const game = engine.Engine.fromPgn4(base.pgn4);
  try {
    for (const text of side.moves) game.play(text, undefined);
    sidePly = { fen4: game.fen4(), pgn4: game.pgn4(), pieces: game.pieces(), status: game.status() };
    sideLegal = game.legalMoves();
  } finally {
    game.free();
  }
}

/** The legal moves of the position shown (asked of the engine). */
function legalHere(): MoveInfo[] {
  if (sidePly !== null) return sideLegal;
  const p = record?.plies[ply];
  if (engine === null || p === undefined) return [];
  const game = engine.Engine.fromPgn4(p.pgn4);
  try {
    return game.legalMoves();
  } finally {
    game.free();
  }
}

/**
 * Click-click on the board (a square of the accessible layer: mouse, touch, Enter or
 * Space): select a piece of the side to move, then its target; the move starts or extends
 * the side line.
 */
function clickSquare(square: string | null): void {
  if (record === null) return;
  const legal = legalHere();
  const moves = selected === null ? [] : legal.filter((m) => m.from === selected && m.to === square);
  choosePromotion([]);
  if (moves.length > 1) {
    // A promotion: the player picks the piece.
    choosePromotion(moves);
    return;
  }
  const move = moves[0];
  if (move !== undefined) {
    playOnBoard(move);
    return;
  }
  selected = square !== null && legal.some((m) => m.from === square) ? square : null;
  draw();
}

/** Starts or extends the side line with `move`. */
function playOnBoard(move: MoveInfo): void {
  side = side === null ? { from: ply, moves: [move.text] } : { from: side.from, moves: [...side.moves, move.text] };
  selected = null;
  choosePromotion([]);
  playSide();
  syncSide();
  analyse();
}

/** The pieces a pawn may become, as buttons (none: the choice is hidden). */
function choosePromotion(moves: readonly MoveInfo[]): void {
  const box = $('promotion-choice');
  box.hidden = moves.length === 0;
  box.setAttribute('aria-label', st('analysis.promoteTo'));
  box.replaceChildren(
    ...moves.map((m) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.promotion = m.promotion ?? '';
      b.textContent = kindName(m.promotion ?? '', record?.board.kinds);
      b.addEventListener('click', () => playOnBoard(m));
      return b;
    }),
  );
  box.querySelector('button')?.focus();
}

function syncSide(): void {
  const line = $('side-line');
  line.hidden = side === null;
  if (side === null) {
    delete main.dataset.side;
    return;
  }
  main.dataset.side = String(side.moves.length);
  $('side-moves').textContent = st('analysis.sideLine', { moves: side.moves.join(' ') });
}

// The board leaves room for its bar (the evaluation and the steps) in the window; in one column
// (a phone, a small frame) also a quarter of the window for the lines, the review and the
// moves, which scroll below the board and its bar.
const oneColumn = window.matchMedia('(max-width: 52rem)');
const boardSize = (): number => recordBoardSize($('analysis-board'), $('analysis-bar').offsetHeight + (oneColumn.matches ? Math.round(window.innerHeight / 4) : 0));

/** Each line's moves with their movers' signs ("● Nj1-i3 ▲ b7-c7"), asked of the engine by playing them out. */
function readLines(e: EngineModule, at: Ply, lines: readonly AnalysisLine[]): ShownLine[] {
  return lines.map((line) => {
    const game = e.Engine.fromPgn4(at.pgn4);
    try {
      const parts: string[] = [];
      const moves: { seat: number; text: string }[] = [];
      let first: { seat: number | null; from: string | null; to: string | null } = { seat: null, from: null, to: null };
      for (const [i, text] of line.pv.entries()) {
        const seat = game.status().toMove;
        const move = game.legalMoves().find((m) => m.text === text || m.text.replace(/[+#]+$/, '') === text.replace(/[+#]+$/, ''));
        if (move === undefined) break;
        if (i === 0) first = { seat, from: move.from, to: move.to };
        parts.push(`${seatSign(seat)?.char ?? ''} ${move.text}`);
        moves.push({ seat, text: move.text });
        game.play(move.text, undefined);
      }
      return { line, text: parts.join(' '), moves, ...first };
    } finally {
      game.free();
    }
  });
}

/** A line's score; `forTeam`: the evaluation line, which names the team a win chance is for. */
function scoreText(line: AnalysisLine, forTeam = false): string {
  if (line.winChance !== null) {
    const chance = Math.round(line.winChance * 100);
    const mover = current()?.status.toMove ?? 0;
    return forTeam && record !== null ? st('analysis.winChanceFor', { chance, team: teamTitle(record.board, teamOfSeat(record.board, mover)) }) : st('analysis.winChance', { chance });
  }
  if (line.mate !== null) return st(line.mate > 0 ? 'analysis.mateIn' : 'analysis.matedIn', { n: Math.abs(line.mate) });
  const pawns = (line.cp ?? 0) / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/**
 * The evaluation line: the score, or in Free-for-all first what a player counts, the
 * mover's points now and after the best line, then the score.
 */
function leadText(best: AnalysisLine): string {
  const at = current();
  if (record === null || !record.board.scoring || best.points === null || at === undefined) return scoreText(best, true);
  const seat = at.status.toMove;
  const now = at.status.seats[seat]?.points ?? 0;
  const then = best.points[seat] ?? now;
  return `${st('analysis.ffaLead', { seat: seatTitle(record.board, seat), now, then })} · ${st('analysis.score', { score: scoreText(best, true) })}`;
}

/** The bar's share for the side to move: a logistic curve of the score, full at a mate. */
function barShare(line: AnalysisLine | undefined): number {
  if (line === undefined) return 0.5;
  // Chaturanga: the engine's chance to win over the dice.
  if (line.winChance !== null) return line.winChance;
  if (line.mate !== null) return line.mate > 0 ? 1 : 0;
  return 1 / (1 + 10 ** (-(line.cp ?? 0) / 400));
}

function renderLines(): void {
  if (record === null) return;
  const best = shown[0]?.line;
  const at = current();
  const final = at?.status.outcome != null;
  evalText.classList.toggle('final', final && best === undefined);
  evalText.classList.toggle('ffa', record.board.scoring && best !== undefined);
  if (best === undefined) {
    evalText.textContent = final ? st('analysis.final') : searching ? st('analysis.thinking') : '';
    delete evalText.dataset.cp;
    delete evalText.dataset.mate;
    delete evalText.dataset.win;
  } else {
    evalText.textContent = leadText(best);
    if (best.mate !== null) {
      evalText.dataset.mate = String(best.mate);
      delete evalText.dataset.cp;
    } else {
      evalText.dataset.cp = String(best.cp ?? 0);
      delete evalText.dataset.mate;
    }
  }
  if (best?.winChance != null) evalText.dataset.win = best.winChance.toFixed(3);
  else delete evalText.dataset.win;
  // Free-for-all: the search plays paranoid (the player against the three others), so its score is that duel's.
  const beforeRoll = at?.status.needsRoll === true && best !== undefined;
  $('analysis-note').textContent = record.board.scoring ? st('analysis.ffaNote') : record.board.dice ? `${beforeRoll ? `${st('analysis.needsRoll')} ` : ''}${st('analysis.chanceNote')}` : '';
  renderPoints(best);
  const share = barShare(best);
  (evalBar.firstElementChild as HTMLElement).style.height = `${Math.round(share * 100)}%`;
  const mover = current()?.status.toMove ?? 0;
  evalBar.title = record.board.dice
    ? st('analysis.winChanceTitle', { team: teamTitle(record.board, teamOfSeat(record.board, mover)) })
    : st('analysis.barTitle', { seat: seatName(record.board, mover) });
  // The best line under the board (shown on a phone, where the list is further down).
  const first = shown.find((s) => s.line.pv.length > 0);
  $('bar-line').textContent = first === undefined ? '' : `${scoreText(first.line)} ${first.text}`;
  // A move of a line is a button (it plays the line up to there); the focus stays on the same
  // move while the lines are redrawn deeper (`keptFocus`, set by the list's focus events).
  linesList.replaceChildren(
    ...shown.filter((s) => s.line.pv.length > 0).map((s) => {
      const li = document.createElement('li');
      li.dataset.pv = String(s.line.multipv);
      const score = document.createElement('b');
      score.textContent = scoreText(s.line);
      li.append(score);
      s.moves.forEach((m, at) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'pv-move';
        b.dataset.at = String(at);
        b.textContent = `${seatSign(m.seat)?.char ?? ''} ${m.text}`;
        b.setAttribute('aria-label', st('analysis.playLine', { seat: seatName(record!.board, m.seat), move: m.text }));
        li.append(' ', b);
      });
      return li;
    }),
  );
  const active = document.activeElement;
  if (keptFocus !== null && (active === null || active === document.body || linesList.contains(active))) {
    const [pv, at] = keptFocus.split(':');
    linesList.querySelector<HTMLElement>(`li[data-pv="${pv}"] [data-at="${at}"]`)?.focus({ preventScroll: true });
  }
  draw();
}

/** The line move that has the focus ("multipv:index"), kept while the lines are redrawn. */
let keptFocus: string | null = null;

/** Plays line `multipv` up to its move `at` on the board, as a side line (or further along the one shown). */
function playLine(multipv: number, at: number): void {
  const line = shown.find((s) => s.line.multipv === multipv);
  if (line === undefined || record === null) return;
  const moves = line.moves.slice(0, at + 1).map((m) => m.text);
  if (moves.length === 0) return;
  side = side === null ? { from: ply, moves } : { from: side.from, moves: [...side.moves, ...moves] };
  selected = null;
  hovered = null;
  choosePromotion([]);
  playSide();
  syncSide();
  analyse();
}

/** The line the pointer or the focus is on: only its first move is drawn as an arrow. */
let hovered: number | null = null;
function hover(multipv: number | null): void {
  if (hovered === multipv) return;
  hovered = multipv;
  draw();
}

/** Free-for-all: each player's points now and at the end of the best line (the engine's count). */
function renderPoints(best: AnalysisLine | undefined): void {
  const table = $<HTMLTableElement>('ffa-points');
  const at = current();
  const after = best?.points ?? null;
  table.hidden = record === null || !record.board.scoring || after === null || at === undefined;
  if (table.hidden || record === null || after === null || at === undefined) return;
  const board = record.board;
  const rows = board.seats.map((_, seat) => {
    const now = at.status.seats[seat]?.points ?? 0;
    const then = after[seat] ?? now;
    return {
      cells: [seatTitle(board, seat), String(now), then > now ? `${then} (+${then - now})` : String(then)],
      data: { expectedSeat: String(seat), pointsNow: String(now), pointsLine: String(then) },
    };
  });
  fillTable(table, [st('analysis.points'), st('analysis.pointsNow'), st('analysis.pointsLine')], rows);
}

function draw(): void {
  if (record === null) return;
  const p = current();
  if (p === undefined) return;
  // On a judged move of the game: the engine's better move, from the position before it.
  const better = sidePly === null ? (review?.better(ply) ?? null) : null;
  const drawn = drawPosition(canvas, boardSize(), {
    variant: record.board.variant,
    board: record.board,
    pieces: p.pieces,
    status: p.status,
    selected,
    legalMoves: selected === null ? [] : legalHere(),
    arrows: shown.flatMap((s) => (s.seat !== null && s.from !== null && s.to !== null && (hovered === null || hovered === s.line.multipv) ? [{ seat: s.seat, from: s.from, to: s.to }] : [])),
    shapes: better === null ? [] : [{ from: better.from, to: better.to }],
    // Every seat's last move, as on the game screen (a side line: those before it).
    history: record.moves.slice(0, side?.from ?? ply),
    rotation,
  });
  // The square layer over the drawing: the board by keyboard and screen reader, as in the game.
  if (drawn !== null) {
    if (squares.needsBuild(record.board, drawn.layout.rotation)) squares.build(record.board, null, drawn.layout);
    squares.place(drawn.layout);
    squares.sync(drawn.scene);
  }
  const note = $('review-better');
  note.hidden = better === null;
  note.textContent = better === null ? '' : st('review.betterHere', { move: `${seatSign(better.seat)?.char ?? ''} ${better.text}` });
  if (better === null) delete main.dataset.better;
  else main.dataset.better = better.text;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
  searching = false;
}

/** (Re)starts the analysis of the position shown, or stops it. */
function analyse(): void {
  stopWorker();
  shown = [];
  stats.textContent = '';
  const p = current();
  // A final position has nothing to analyse; the analysis goes on at the next one stepped to.
  if (!running || p === undefined || p.status.outcome !== null) {
    syncButton();
    renderLines();
    return;
  }
  const id = ++question;
  worker = new Worker(new URL('../engine/analysis.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<AnalysisMessage>) => {
    const m = event.data;
    if (m.id !== id || engine === null || record === null) return;
    if (m.kind === 'error') {
      errorBox.textContent = st('analysis.failed', { error: describeError(new EngineError(m.error, m.type, m.code, m.details)) });
      running = false;
      stopWorker();
      syncButton();
      return;
    }
    if (m.kind === 'done') {
      // This position's search has ended (a mate found, or its time is up); the engine stays
      // on, and the next position shown is analysed in turn.
      stopWorker();
      syncButton();
      syncNet(main.dataset.evaluation === 'learned' ? 'learned' : main.dataset.evaluation === 'hand' ? 'hand' : null);
      renderLines();
      return;
    }
    if (m.kind !== 'info') return;
    main.dataset.evaluation = m.evaluation;
    syncNet(m.evaluation);
    shown = readLines(engine, p, m.lines);
    const figures = { depth: m.depth, nodes: m.nodes.toLocaleString(lang()), speed: Math.round(m.nps / 1000).toLocaleString(lang()) };
    // Chaturanga's bot plays turns out over the dice rather than searching by depth.
    stats.textContent = record.board.dice ? (m.nodes > 0 ? st('analysis.statsDice', figures) : '') : st('analysis.stats', figures);
    main.dataset.depth = String(m.depth);
    renderLines();
  });
  const request: AnalysisRequest = {
    id,
    pgn4: p.pgn4,
    multipv: Number(multipvSelect.value) || 3,
    maxMs: MAX_MS,
    net: netWanted() && net instanceof ArrayBuffer ? net : null,
  };
  worker.postMessage(request);
  searching = true;
  syncButton();
  renderLines();
}

function syncButton(): void {
  startButton.textContent = st(running ? 'analysis.stop' : 'analysis.start');
  startButton.setAttribute('aria-pressed', String(running));
  main.dataset.running = String(running);
  main.dataset.searching = String(searching);
}

function go(target: number): void {
  if (record === null) return;
  // Stepping through the game leaves a side line.
  side = null;
  sidePly = null;
  selected = null;
  choosePromotion([]);
  syncSide();
  ply = Math.max(0, Math.min(record.moves.length, target));
  const total = record.moves.length;
  $('position').textContent = ply === 0 ? st('replay.start') : `${st('replay.position', { round: roundOfEach(record.moves)[ply - 1] ?? 0, ply, total })}: ${record.moves[ply - 1]?.text ?? ''}`;
  for (const b of $('record-moves').querySelectorAll<HTMLButtonElement>('button')) {
    const here = b.dataset.ply === String(ply);
    b.setAttribute('aria-current', String(here));
    // The move shown stays in view in the list's box (the page does not move).
    if (here) revealInList($('record-moves'), b);
  }
  ($('first') as HTMLButtonElement).disabled = ply === 0;
  ($('back') as HTMLButtonElement).disabled = ply === 0;
  ($('forward') as HTMLButtonElement).disabled = ply === total;
  ($('last') as HTMLButtonElement).disabled = ply === total;
  main.dataset.ply = String(ply);
  main.dataset.fen4 = record.plies[ply]?.fen4 ?? '';
  review?.mark(ply);
  analyse();
}

function renderMoves(): void {
  if (record === null) return;
  moveButtons($('record-moves'), record.moves, go, undefined, record.board);
  main.dataset.total = String(record.moves.length);
}

function fillTexts(): void {
  translateStatic<SiteKey>(document, st);
  document.title = `${st('analysis.title')} · ${st('site.name')}`;
  $('analysis-board').setAttribute('aria-label', st('analysis.board'));
  syncButton();
  if (record !== null && side === null) go(ply);
  else if (record !== null) {
    syncSide();
    renderLines();
  }
}

function setUpControls(): void {
  startButton.addEventListener('click', () => {
    running = !running;
    analyse();
  });
  multipvSelect.addEventListener('change', () => analyse());
  useNetBox.addEventListener('change', () => {
    try {
      localStorage.setItem(NET_CHOICE, useNetBox.checked ? '1' : '0');
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    syncNet(null);
    fetchNetIfWanted();
    analyse();
  });
  $('first').addEventListener('click', () => go(0));
  $('back').addEventListener('click', () => go(ply - 1));
  $('forward').addEventListener('click', () => go(ply + 1));
  $('last').addEventListener('click', () => go(Number.MAX_SAFE_INTEGER));
  const turn = (): void => {
    rotation = (rotation + 1) % 4;
    draw();
  };
  stepWithKeys(go, () => ply, turn);
  // The engine's lines: a click plays a line to that move; the pointer or the focus on a line
  // draws only its arrow; Space (away from buttons and fields) plays the best move.
  linesList.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLElement>('[data-at]');
    const pv = b?.closest<HTMLElement>('li')?.dataset.pv;
    if (b !== null && b !== undefined && pv !== undefined) playLine(Number(pv), Number(b.dataset.at));
  });
  const lineAt = (e: Event): number | null => {
    const pv = (e.target as HTMLElement | null)?.closest<HTMLElement>('li[data-pv]')?.dataset.pv;
    return pv === undefined ? null : Number(pv);
  };
  linesList.addEventListener('pointermove', (e) => hover(lineAt(e)));
  linesList.addEventListener('pointerleave', () => hover(null));
  linesList.addEventListener('focusin', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLElement>('[data-at]');
    keptFocus = b === null ? null : `${b.closest<HTMLElement>('li')?.dataset.pv}:${b.dataset.at}`;
    hover(lineAt(e));
  });
  linesList.addEventListener('focusout', (e) => {
    const left = e.target as HTMLElement;
    // A redraw removes the focused move (the focus comes back to it); a move elsewhere forgets it.
    queueMicrotask(() => {
      if (left.isConnected && !linesList.contains(document.activeElement)) {
        keptFocus = null;
        hover(null);
      }
    });
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== ' ' || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement | null)?.closest('button, a, input, select, textarea, [data-square], summary') != null) return;
    const best = shown.find((s) => s.moves.length > 0);
    if (best === undefined) return;
    e.preventDefault();
    playLine(best.line.multipv, 0);
  });
  $('turn').addEventListener('click', turn);

  $('back-to-game').addEventListener('click', () => go(side?.from ?? ply));
  $('play-here').addEventListener('click', () => {
    const p = current();
    if (p !== undefined) void gameLink({ pgn4: p.pgn4 }).then((link) => window.location.assign(link));
  });
  redrawOnResize(draw);
}

async function start(): Promise<void> {
  setUpControls();
  // Opened from the game screen: the way back to the game in progress there (it resumes).
  $('to-my-game').hidden = new URLSearchParams(window.location.search).get('from') !== 'game';
  fillTexts();
  onLangChange(fillTexts);
  let wanted: number | null = null;
  try {
    engine = await loadEngine();
    const address = await gameOfAddress(engine);
    wanted = address.ply;
    record = readRecord(engine, address.pgn4);
  } catch (error) {
    errorBox.textContent = st('analysis.failed', { error: describeError(error) });
    return;
  }
  renderMoves();
  // One line in Chaturanga: the dice bot's turn.
  (multipvSelect.parentElement as HTMLElement).hidden = record.board.dice;
  $('net-choice').hidden = !netOffered();
  // The learned evaluation analyses Teams unless the player turned it off.
  try {
    useNetBox.checked = localStorage.getItem(NET_CHOICE) !== '0';
  } catch {
    useNetBox.checked = true;
  }
  fetchNetIfWanted();
  const r = record;
  review = setUpReview({
    pgn4: () => r.plies[r.moves.length]?.pgn4 ?? '',
    board: r.board,
    moves: r.moves.map((m) => m.text),
    rounds: roundOfEach(r.moves),
    go,
    list: $('record-moves'),
    changed: draw,
    // The review judges with the evaluation the lines use (the choice as it stands at its start).
    net: () => (netWanted() ? loadTeamsNet() : Promise.resolve(null)),
  });
  // Opened to study: the analysis starts at once.
  running = true;
  go(wanted ?? record.moves.length);
}

void start();
