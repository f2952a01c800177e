// analysis.html: the engine's view of any position of a game — the evaluation for the
// side to move (a bar and a number, mates as "mate in N"), its best lines as text and as
// arrows in the mover's colour, depth, nodes and speed. It follows the position while the
// player steps through the moves.
//   analysis.html#g=…                         a shared game (share.ts), at its end or &ply=N
//   analysis.html?variant=teams&fen4=…        a position
//   analysis.html?variant=ffa                 the start of a rule set
import { lang, onLangChange, translateStatic, wordsReady } from '../i18n/i18n';
import { kindName, seatSign, seatTitle } from '../i18n/labels';
import type { MoveInfo } from '../pkg/fourchess_wasm';
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
import { boardClick, pickMove } from '../board/click-rules';
import { gameLink, readHandoff } from '../site/handoff';
import { boardSize as recordBoardSize, moveButtons, redrawOnResize, stepWithKeys, type RecordPly } from '../site/record-view';
import { fillTable } from '../site/table';
import { st, type SiteKey } from '../site/texts';

import { setUpReview } from '../site/review-view';
import { initialAnalysis, type ShownLine } from '../analysis/state';
import { canPromote, lineAt, play, promote, remove, stepTarget, type Path } from '../analysis/tree';
import { drawVariations, readPath } from '../analysis/lines-view';
import { bare, gameHere, keepTree, plyAt, readRecord, recordWithLines, sideLine, treeOf } from '../analysis/held-game';
import { drawEval, drawLines, readLines } from '../analysis/lines-panel';

// The page's words (one small chunk) before any text is shown.
await wordsReady();
setUpSite('analysis');

/** Longest one analysis runs before it stops by itself (ms). */
const MAX_MS = 60_000;

type Ply = RecordPly;

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
    a.selected = null;
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

/** Everything the page knows: one object (analysis/state.ts). */
const a = initialAnalysis();

/** The learned evaluation is offered in Teams where the build has a net, and chosen. */
function netOffered(): boolean {
  return TEAMS_NET_URL !== '' && a.record?.board.variant === 'teams';
}

function netWanted(): boolean {
  return netOffered() && useNetBox.checked;
}

/** Fetches the net when it is wanted and not there (again after a failure); the analysis restarts with it. */
function fetchNetIfWanted(): void {
  if (!netWanted() || a.net instanceof ArrayBuffer || a.net === 'loading') return;
  a.net = 'loading';
  syncNet(null);
  void loadTeamsNet().then((bytes) => {
    a.net = bytes ?? 'missing';
    analyse();
  });
}

/** The quiet line under the controls: loading, in use, or the usual evaluation instead. */
function syncNet(evaluation: Evaluation | null): void {
  let key: SiteKey | null = null;
  if (netWanted()) {
    if (a.net === 'loading') key = 'analysis.learnedLoading';
    else if (a.net === 'missing' || evaluation === 'hand') key = 'analysis.learnedMissing';
    // "is analysing" only while it is; once the search has ended, what it analysed with.
    else if (evaluation === 'learned') key = a.searching ? 'analysis.learnedInUse' : 'analysis.learnedDone';
  }
  netStatus.hidden = key === null;
  netStatus.textContent = key === null ? '' : st(key);
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
  return a.sidePly ?? plyAt(a, a.ply);
}

/** Plays the side line out from the game's position with the engine. */
function playSide(): void {
  const side = sideLine(a);
  if (a.engine === null || a.record === null || side === null) {
    a.sidePly = null;
    a.sideLegal = [];
    return;
  }
  const game = gameHere(a);
  if (game === null) return;
  try {
    a.sidePly = { fen4: game.fen4(), pgn4: game.pgn4(), pieces: game.pieces(), status: game.status() };
    a.sideLegal = game.legalMoves();
  } finally {
    game.free();
  }
}

/** The engine's lines read out on a copy of the position shown (each played on it, then taken back). */
function readLinesHere(lines: readonly AnalysisLine[]): ShownLine[] {
  const game = gameHere(a);
  if (game === null) return [];
  try {
    return readLines(game, lines);
  } finally {
    game.free();
  }
}

/** The legal moves of the position shown: asked of the engine once per position, not per click. */
function legalHere(): MoveInfo[] {
  if (a.sidePly !== null) return a.sideLegal;
  if (a.gameLegal?.ply === a.ply) return a.gameLegal.moves;
  const game = gameHere(a);
  if (game === null) return [];
  try {
    a.gameLegal = { ply: a.ply, moves: game.legalMoves() };
    return a.gameLegal.moves;
  } finally {
    game.free();
  }
}

/**
 * Click-click on the board (a square of the accessible layer: mouse, touch, Enter or
 * Space), by the game screen's rules (board/click-rules.ts): select a piece of the side to
 * move, then its target; the move goes into the side lines.
 */
function clickSquare(square: string | null): void {
  if (a.record === null) return;
  if (square === null) {
    a.selected = null;
    draw();
    return;
  }
  const legal = legalHere();
  const action = boardClick<{ kind: 'choose'; moves: MoveInfo[] } | { kind: 'play'; move: MoveInfo } | { kind: 'select'; square: string } | { kind: 'clear' }>(a.selected, square, {
    drop: (from, to) => pickMove(legal.filter((m) => m.from === from && m.to === to)),
    select: (sq) => (legal.some((m) => m.from === sq) ? { kind: 'select', square: sq } : null),
    clear: { kind: 'clear' },
    none: { kind: 'clear' },
  });
  choosePromotion([]);
  if (action.kind === 'choose') choosePromotion(action.moves);
  else if (action.kind === 'play') playOnBoard(action.move);
  else {
    a.selected = action.kind === 'select' ? action.square : null;
    draw();
  }
}

/** Plays `moves` from the position shown: the game's own moves are followed, a side line
 * that starts with them entered, anything else starts or extends one. */
function playMoves(moves: readonly string[]): void {
  let at: Path = a.path ?? { lines: [], ply: a.ply };
  for (const text of moves) {
    const next = play(a.mainMoves, a.tree, at, bare(text));
    a.tree = next.tree;
    at = next.path;
  }
  a.selected = null;
  a.hovered = null;
  choosePromotion([]);
  keepTree(a);
  if (at.lines.length === 0) go(at.ply);
  else showPath(at);
}

/** Shows the position at `to` in a side line. */
function showPath(to: Path): void {
  a.path = to;
  a.selected = null;
  choosePromotion([]);
  a.ply = sideLine(a)?.from ?? a.ply;
  const line = lineAt(a.tree, to.lines);
  const atEnd = to.ply >= (line?.moves.length ?? 0);
  main.dataset.ply = String(a.ply);
  // Where the board is: in the side line, not the game's move it leaves.
  $('position').textContent = st('analysis.sidePosition', { ply: to.ply, total: line?.moves.length ?? 0, move: line?.moves[to.ply - 1] ?? '' });
  for (const [id, off] of [['first', false], ['back', false], ['forward', atEnd], ['last', atEnd]] as const) ($(id) as HTMLButtonElement).disabled = off;
  playSide();
  syncSide();
  analyse();
}

/** How far into the line shown: the game's ply, or the moves into the side line shown. */
const at = (): number => a.path?.ply ?? a.ply;

/** A step (Back, Forward, Last and their keys) along the line shown (tree.ts `stepTarget`). */
function stepTo(target: number): void {
  const to = stepTarget(a.tree, a.path, target);
  if ('game' in to) go(to.game);
  else showPath(to.path);
}

/** Starts or extends the side line with `move`. */
function playOnBoard(move: MoveInfo): void {
  playMoves([move.text]);
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
      b.textContent = kindName(m.promotion ?? '', a.record?.board.kinds);
      b.addEventListener('click', () => playOnBoard(m));
      return b;
    }),
  );
  box.querySelector('button')?.focus();
}

function syncSide(): void {
  const side = sideLine(a);
  const line = $('side-line');
  line.hidden = side === null;
  main.dataset.lines = String(a.tree.length);
  renderTree();
  if (side === null) {
    delete main.dataset.side;
    return;
  }
  main.dataset.side = String(side.moves.length);
  $('side-moves').textContent = st('analysis.sideLine', { moves: side.moves.join(' ') });
  // A top-level line already first at its move cannot go higher: the game's moves stay.
  ($('promote-line') as HTMLButtonElement).disabled = a.path === null || !canPromote(a.tree, a.path);
}

/** The side lines in the move list, the position shown marked. */
function renderTree(): void {
  if (a.record === null || a.engine === null) return;
  const r = a.record;
  drawVariations($('record-moves'), a.tree, r.moves.length, (at) => (at <= r.moves.length ? r.game.atPly(at) : undefined), r.board, a.path);
  if (a.path !== null) for (const b of $('record-moves').querySelectorAll('button[data-ply]')) b.setAttribute('aria-current', 'false');
  const here = $('record-moves').querySelector<HTMLElement>('[data-path][aria-current="true"]');
  if (here !== null) revealInList($('record-moves'), here);
}

// The board leaves room for its bar (the evaluation and the steps) in the window; in one column
// (a phone, a small frame) also a quarter of the window for the lines, the review and the
// moves, which scroll below the board and its bar.
const oneColumn = window.matchMedia('(max-width: 52rem)');
const boardSize = (): number => recordBoardSize($('analysis-board'), $('analysis-bar').offsetHeight + (oneColumn.matches ? Math.round(window.innerHeight / 4) : 0));

function renderLines(): void {
  if (a.record === null) return;
  const at = current();
  drawEval({ text: evalText, bar: evalBar, note: $('analysis-note'), barLine: $('bar-line') }, a.record.board, at?.status, a.shown, a.searching);
  renderPoints(a.shown[0]?.line);
  drawLines(linesList, a.shown, a.record.board, at?.status.toMove ?? 0, a.keptFocus);
  draw();
}

/** Plays line `multipv` up to its move `at` on the board, as a side line (or further along the one shown). */
function playLine(multipv: number, at: number): void {
  const line = a.shown.find((s) => s.line.multipv === multipv);
  if (line === undefined || a.record === null) return;
  const moves = line.moves.slice(0, at + 1).map((m) => m.text);
  if (moves.length > 0) playMoves(moves);
}

/** The line the pointer or the focus is on: only its first move is drawn as an arrow. */
function hover(multipv: number | null): void {
  if (a.hovered === multipv) return;
  a.hovered = multipv;
  draw();
}

/** Free-for-all: each player's points now and at the end of the best line (the engine's count). */
function renderPoints(best: AnalysisLine | undefined): void {
  const table = $<HTMLTableElement>('ffa-points');
  const at = current();
  const after = best?.points ?? null;
  table.hidden = a.record === null || !a.record.board.scoring || after === null || at === undefined;
  if (table.hidden || a.record === null || after === null || at === undefined) return;
  const board = a.record.board;
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
  if (a.record === null) return;
  const p = current();
  if (p === undefined) return;
  // On a judged move of the game: the engine's better move, from the position before it.
  const better = a.sidePly === null ? (a.review?.better(a.ply) ?? null) : null;
  const drawn = drawPosition(canvas, boardSize(), {
    variant: a.record.board.variant,
    board: a.record.board,
    pieces: p.pieces,
    status: p.status,
    selected: a.selected,
    legalMoves: a.selected === null ? [] : legalHere(),
    arrows: a.shown.flatMap((s) => (s.seat !== null && s.from !== null && s.to !== null && (a.hovered === null || a.hovered === s.line.multipv) ? [{ seat: s.seat, from: s.from, to: s.to }] : [])),
    shapes: better === null ? [] : [{ from: better.from, to: better.to }],
    // Every seat's last move, as on the game screen (a side line: those before it).
    history: a.record.moves.slice(0, sideLine(a)?.from ?? a.ply),
    rotation: a.rotation,
  });
  // The square layer over the drawing: the board by keyboard and screen reader, as in the game.
  if (drawn !== null) {
    if (squares.needsBuild(a.record.board, drawn.layout.rotation)) squares.build(a.record.board, null, drawn.layout);
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
  a.worker?.terminate();
  a.worker = null;
  a.searching = false;
}

/** (Re)starts the analysis of the position shown, or stops it. */
function analyse(): void {
  stopWorker();
  a.shown = [];
  stats.textContent = '';
  const p = current();
  // A final position has nothing to analyse; the analysis goes on at the next one stepped to.
  if (!a.running || p === undefined || p.status.outcome !== null) {
    syncButton();
    renderLines();
    return;
  }
  const id = ++a.question;
  a.worker = new Worker(new URL('../engine/analysis.worker.ts', import.meta.url), { type: 'module' });
  a.worker.addEventListener('message', (event: MessageEvent<AnalysisMessage>) => {
    const m = event.data;
    if (m.id !== id || a.engine === null || a.record === null) return;
    if (m.kind === 'error') {
      errorBox.textContent = st('analysis.failed', { error: describeError(new EngineError(m.error, m.type, m.code, m.details)) });
      a.running = false;
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
    a.shown = readLinesHere(m.lines);
    const figures = { depth: m.depth, nodes: m.nodes.toLocaleString(lang()), speed: Math.round(m.nps / 1000).toLocaleString(lang()) };
    // Chaturanga's bot plays turns out over the dice rather than searching by depth.
    stats.textContent = a.record.board.dice ? (m.nodes > 0 ? st('analysis.statsDice', figures) : '') : st('analysis.stats', figures);
    main.dataset.depth = String(m.depth);
    renderLines();
  });
  const request: AnalysisRequest = {
    id,
    pgn4: p.pgn4,
    multipv: Number(multipvSelect.value) || 3,
    maxMs: MAX_MS,
    net: netWanted() && a.net instanceof ArrayBuffer ? a.net : null,
  };
  a.worker.postMessage(request);
  a.searching = true;
  syncButton();
  renderLines();
}

function syncButton(): void {
  startButton.textContent = st(a.running ? 'analysis.stop' : 'analysis.start');
  startButton.setAttribute('aria-pressed', String(a.running));
  main.dataset.running = String(a.running);
  main.dataset.searching = String(a.searching);
}

function go(target: number): void {
  if (a.record === null) return;
  // Stepping through the game leaves a side line (kept in the tree and the move list).
  a.path = null;
  a.sidePly = null;
  a.selected = null;
  choosePromotion([]);
  syncSide();
  a.ply = Math.max(0, Math.min(a.record.moves.length, target));
  const total = a.record.moves.length;
  $('position').textContent = a.ply === 0 ? st('replay.start') : `${st('replay.position', { round: roundOfEach(a.record.moves)[a.ply - 1] ?? 0, ply: a.ply, total })}: ${a.record.moves[a.ply - 1]?.text ?? ''}`;
  for (const b of $('record-moves').querySelectorAll<HTMLButtonElement>('button')) {
    const here = b.dataset.ply === String(a.ply);
    b.setAttribute('aria-current', String(here));
    // The move shown stays in view in the list's box (the page does not move).
    if (here) revealInList($('record-moves'), b);
  }
  ($('first') as HTMLButtonElement).disabled = a.ply === 0;
  ($('back') as HTMLButtonElement).disabled = a.ply === 0;
  ($('forward') as HTMLButtonElement).disabled = a.ply === total;
  ($('last') as HTMLButtonElement).disabled = a.ply === total;
  main.dataset.ply = String(a.ply);
  main.dataset.fen4 = plyAt(a, a.ply)?.fen4 ?? '';
  a.review?.mark(a.ply);
  analyse();
}

function renderMoves(): void {
  if (a.record === null) return;
  moveButtons($('record-moves'), a.record.moves, go, undefined, a.record.board);
  main.dataset.total = String(a.record.moves.length);
}

function fillTexts(): void {
  translateStatic<SiteKey>(document, st);
  document.title = `${st('analysis.title')} · ${st('site.name')}`;
  $('analysis-board').setAttribute('aria-label', st('analysis.board'));
  syncButton();
  if (a.record !== null && a.path === null) go(a.ply);
  else if (a.record !== null) {
    syncSide();
    renderLines();
  }
}

function setUpControls(): void {
  startButton.addEventListener('click', () => {
    a.running = !a.running;
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
  $('back').addEventListener('click', () => stepTo(at() - 1));
  $('forward').addEventListener('click', () => stepTo(at() + 1));
  $('last').addEventListener('click', () => stepTo(Number.MAX_SAFE_INTEGER));
  const turn = (): void => {
    a.rotation = (a.rotation + 1) % 4;
    draw();
  };
  // Home: the game's start, also from a side line (whose step 0 is the position it leaves).
  stepWithKeys(stepTo, at, turn, () => go(0));
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
    a.keptFocus = b === null ? null : `${b.closest<HTMLElement>('li')?.dataset.pv}:${b.dataset.at}`;
    hover(lineAt(e));
  });
  linesList.addEventListener('focusout', (e) => {
    const left = e.target as HTMLElement;
    // A redraw removes the focused move (the focus comes back to it); a move elsewhere forgets it.
    queueMicrotask(() => {
      if (left.isConnected && !linesList.contains(document.activeElement)) {
        a.keptFocus = null;
        hover(null);
      }
    });
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== ' ' || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement | null)?.closest('button, a, input, select, textarea, [data-square], summary') != null) return;
    const best = a.shown.find((s) => s.moves.length > 0);
    if (best === undefined) return;
    e.preventDefault();
    playLine(best.line.multipv, 0);
  });
  $('turn').addEventListener('click', turn);

  $('back-to-game').addEventListener('click', () => go(sideLine(a)?.from ?? a.ply));
  // Promote: first among the lines at its move, or over the line it leaves; delete: with the lines off it.
  const change = (edit: typeof promote): void => {
    if (a.path === null) return;
    const next = edit(a.tree, a.path);
    a.tree = next.tree;
    keepTree(a);
    if (next.path.lines.length === 0) go(next.path.ply);
    else showPath(next.path);
  };
  $('promote-line').addEventListener('click', () => change(promote));
  $('delete-line').addEventListener('click', () => change(remove));
  $('record-moves').addEventListener('click', (e) => {
    const to = readPath((e.target as HTMLElement).closest<HTMLElement>('[data-path]')?.dataset.path);
    if (to !== null) showPath(to);
  });
  $('copy-pgn4').addEventListener('click', () => {
    const text = recordWithLines(a);
    const out = $<HTMLTextAreaElement>('pgn4-out');
    out.hidden = false;
    out.value = text;
    // The clipboard may be refused: the text stays selected in view to copy by hand.
    void navigator.clipboard?.writeText(text).then(
      () => (main.dataset.copied = 'true'),
      () => out.select(),
    );
  });
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
    a.engine = await loadEngine();
    const address = await gameOfAddress(a.engine);
    wanted = address.ply;
    const read = readRecord(a.engine, address.pgn4);
    a.record = read.record;
    a.mainMoves = a.record.moves.map((m) => bare(m.text));
    a.tree = treeOf(a, plyAt(a, a.record.moves.length)?.pgn4 ?? '', read.lines);
  } catch (error) {
    errorBox.textContent = st('analysis.failed', { error: describeError(error) });
    return;
  }
  renderMoves();
  // One line in Chaturanga: the dice bot's turn.
  (multipvSelect.parentElement as HTMLElement).hidden = a.record.board.dice;
  $('net-choice').hidden = !netOffered();
  // The learned evaluation analyses Teams unless the player turned it off.
  try {
    useNetBox.checked = localStorage.getItem(NET_CHOICE) !== '0';
  } catch {
    useNetBox.checked = true;
  }
  fetchNetIfWanted();
  const r = a.record;
  a.review = setUpReview({
    pgn4: () => plyAt(a, r.moves.length)?.pgn4 ?? '',
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
  a.running = true;
  go(wanted ?? a.record.moves.length);
}

void start();
