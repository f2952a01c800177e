// replay.html: step through a game (built-in historical records, a pasted or opened
// PGN4, or a shared link #g=…), read its comments, export it, play on from any move.
//   replay.html?game=1892-london-v-cambridge    a built-in record
//   replay.html#g=…                             a shared game (share.ts)
//   replay.html?embed=1#pgn4=…                  the viewer embed: a record (deflated, base64url), steps,
//                                               the move list and comments; `&autoplay=1` (or =ms) plays it;
//                                               in a frame it talks to the page around (www/embed/)
import { describeError } from '../game/error-text';
import { lang, onLangChange, translateStatic, wordsReady } from '../i18n/i18n';
import { seatName } from '../i18n/labels';
import type { BoardInfo, MoveRecord, VariationNode } from '../pkg/fourchess_wasm';
import { setUpSite } from '../site/chrome';
import { drawPosition } from '../site/diagram';
import { loadEngine, type EngineModule } from '../engine/engine-page';
import { analysisLink, gameLink, readHandoff, shareErrorText } from '../site/handoff';
import { decodePgn4Fragment, encodePgn4Fragment } from '../site/share';
import type { Variant } from '../embed/api';
import type { ViewerFrame } from '../embed/viewer-frame';
import { recordDate } from '../site/record-date';
import { boardSize as recordBoardSize, moveButtons, recordPlies, redrawOnResize, stepWithKeys, type RecordPly } from '../site/record-view';
import { st, type SiteKey } from '../site/texts';
import { downloadText as download } from '../site/files';
import { revealInList } from '../ui/scroll';
import { roundOfEach } from '../game/move-rounds';

const BUILT_IN = import.meta.glob<string>('../../tests/games/verney/*.pgn4', { query: '?raw', import: 'default', eager: true });
const builtIn = Object.entries(BUILT_IN)
  .map(([path, text]) => ({ id: path.replace(/^.*\/|\.pgn4$/g, ''), text }))
  .sort((a, b) => a.id.localeCompare(b.id));

type Tags = [name: string, value: string][];
const tag = (tags: Tags, name: string): string | undefined => tags.find(([n]) => n === name)?.[1];

const MAX_FILE = 1024 * 1024;

interface Game {
  /** The record's tags, its comment before the first move and after each move (from the engine). */
  tags: Tags;
  intro: string | null;
  notes: (string | null)[];
  board: BoardInfo;
  /** Each entry of the record: its text, who made it, its squares, what it did (from the engine). */
  moves: MoveRecord[];
  plies: RecordPly[];
  /** The record as the engine writes it, its tags, comments and variations kept. */
  pgn4: string;
  /** Its variations (side lines), nested ones counted: the analysis board shows them. */
  sideLines: number;
}

// The page's words (one small chunk) before any text is shown.
await wordsReady();
const site = setUpSite('replays');
const query = new URLSearchParams(window.location.search);

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const main = $('replay');
const canvas = $('replay-board').querySelector('canvas')!;
const slider = $<HTMLInputElement>('slider');
const errorBox = $('replay-error');
const exportText = $<HTMLTextAreaElement>('export-text');
const exportStatus = $('export-status');
const builtinSelect = $<HTMLSelectElement>('builtin');

let engine: EngineModule | null = null;
let game: Game | null = null;
let ply = 0;
/** The seat drawn at the bottom (the page around an embed may turn the board); null: the first. */
let orientation: number | null = null;
/** The page around the viewer in a frame (www/embed/viewer-frame.ts), once loaded. */
let frame: ViewerFrame | null = null;

/** Replays a record with the engine and keeps every position. Throws on a bad record. */
function replay(e: EngineModule, text: string): Game {
  if (text.trim() === '') throw new Error(st('replay.empty'));
  const record = e.Engine.fromPgn4(text);
  try {
    // The engine keeps the record's tags, introduction and comments with the game.
    const { tags, intro, comments } = record.notes();
    const all = record.record();
    const count = (vs: readonly VariationNode[]): number => vs.reduce((n, v) => n + 1 + count(v.variations), 0);
    const sideLines = count(record.variations());
    const plies = recordPlies(record, all.moves.length);
    return { tags, intro, notes: comments, board: record.boardInfo(), moves: all.moves, plies, pgn4: all.pgn4, sideLines };
  } finally {
    record.free();
  }
}

/** The comment shown once `ply` moves are played (0: the record's introduction). */
function commentAt(g: Game, ply: number): string | null {
  return (ply === 0 ? g.intro : g.notes[ply - 1]) ?? null;
}

function showError(message: string): void {
  errorBox.textContent = message;
}

async function load(text: string): Promise<boolean> {
  const error = await show(text);
  if (error !== null) showError(st('replay.error', { error }));
  return error === null;
}

/** Shows a record from its start; the reason when it does not read (the record shown stays). */
async function show(text: string): Promise<string | null> {
  engine ??= await loadEngine();
  try {
    game = replay(engine, text);
  } catch (error) {
    return describeError(error);
  }
  showError('');
  ply = 0;
  exportText.hidden = true;
  exportStatus.textContent = '';
  renderGame();
  return null;
}

/** A position as a record without moves (the viewer embed's `load` with a FEN4). */
async function recordOfPosition(variant: Variant, fen4: string): Promise<string> {
  engine ??= await loadEngine();
  const e = engine.Engine.fromFen4(variant, undefined, fen4);
  try {
    return e.record().pgn4;
  } finally {
    e.free();
  }
}

// A narrow embed: the steps and the position under the board stay in the frame with it.
const oneColumn = window.matchMedia('(max-width: 34rem)');
const boardSize = (): number => recordBoardSize($('replay-board'), site.embed && oneColumn.matches ? 110 : 0);

function renderGame(): void {
  if (game === null) return;
  const g = game;
  const event = tag(g.tags, 'Event') ?? st('replay.untitled');
  $('game-title').textContent = event;
  // The players in seat order, under their colours' names in the page's language.
  const players = g.board.seats.flatMap((seat, i) => {
    const name = tag(g.tags, seat.name);
    return name === undefined || name === '' ? [] : [`${seatName(g.board, i)}: ${name}`];
  });
  const date = tag(g.tags, 'Date');
  const when = date === undefined ? [] : [recordDate(date, lang() === 'de' ? 'de-DE' : 'en-GB')];
  $('game-info').textContent = [...when, ...players].join(' · ');
  // The viewer follows the game's moves; a record's variations are the analysis board's side lines.
  const sideNote = $('side-lines-note');
  sideNote.hidden = g.sideLines === 0;
  sideNote.textContent = g.sideLines === 0 ? '' : st('replay.sideLines', { n: g.sideLines });
  slider.max = String(g.moves.length);
  const list = $('record-moves');
  moveButtons(list, g.moves, step, (at) => (commentAt(g, at) !== null ? 'has-comment' : null), g.board);
  main.dataset.total = String(g.moves.length);
  if (site.embed) linkToSite();
  go(ply);
}

function go(target: number): void {
  if (game === null) return;
  ply = Math.max(0, Math.min(game.moves.length, target));
  const p = game.plies[ply];
  if (p === undefined) return;
  drawPosition(canvas, boardSize(), {
    variant: game.board.variant,
    board: game.board,
    pieces: p.pieces,
    status: p.status,
    history: game.moves.slice(0, ply),
    rotation: orientation ?? 0,
  });
  slider.value = String(ply);
  const total = game.moves.length;
  const moveText = ply === 0 ? st('replay.start') : `${st('replay.position', { round: roundOfEach(game.moves)[ply - 1] ?? 0, ply, total })}: ${game.moves[ply - 1]?.text ?? ''}`;
  const result = p.status.outcome?.text;
  $('position').textContent = result && ply === total ? `${moveText} · ${result}` : moveText;
  $('comment').textContent = commentAt(game, ply) ?? '';
  canvas.setAttribute('aria-label', moveText);
  for (const b of $('record-moves').querySelectorAll<HTMLButtonElement>('button')) {
    const current = b.dataset.ply === String(ply);
    b.setAttribute('aria-current', String(current));
    if (current) revealInList($('record-moves'), b);
  }
  ($('first') as HTMLButtonElement).disabled = ply === 0;
  ($('back') as HTMLButtonElement).disabled = ply === 0;
  ($('forward') as HTMLButtonElement).disabled = ply === total;
  ($('last') as HTMLButtonElement).disabled = ply === total;
  main.dataset.ply = String(ply);
  main.dataset.fen4 = p.fen4;
  if (ply === total) stopAutoplay();
  frame?.changed();
}

/** The game up to the current move, as the engine writes it (for "play from here"). */
function pgnUpToPly(): string {
  if (game === null || engine === null) return '';
  const record = engine.Engine.fromPgn4(game.pgn4);
  try {
    record.undoTo(ply);
    // The record's own tags and comments (players, clocks) go with it.
    return record.pgn4();
  } finally {
    record.free();
  }
}

function fullRecord(): string {
  return game?.pgn4 ?? '';
}

function fileName(ext: string): string {
  const event = game === null ? 'game' : (tag(game.tags, 'Event') ?? 'game');
  return `${event.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'game'}${ext}`;
}

async function copy(text: string): Promise<void> {
  exportText.value = text;
  exportText.hidden = false;
  try {
    await navigator.clipboard.writeText(text);
    exportStatus.textContent = st('replay.copied');
  } catch {
    exportStatus.textContent = st('replay.copyFailed');
    exportText.select();
  }
}

function fillTexts(): void {
  translateStatic<SiteKey>(document, st);
  document.title = `${st('replay.title')} · ${st('site.name')}`;
  if (builtinSelect.options.length > 0) builtinSelect.options[0]!.textContent = `— ${st('replay.builtIn')} —`;
  go(ply);
}

function setUpControls(): void {
  builtinSelect.append(new Option(`— ${st('replay.builtIn')} —`, ''));
  // Named by their Event tags once the engine has read them (start()).
  for (const g of builtIn) builtinSelect.append(new Option(g.id, g.id));
  builtinSelect.addEventListener('change', () => {
    const g = builtIn.find((x) => x.id === builtinSelect.value);
    if (g !== undefined) void load(g.text);
  });
  $('first').addEventListener('click', () => step(0));
  $('back').addEventListener('click', () => step(ply - 1));
  $('forward').addEventListener('click', () => step(ply + 1));
  $('last').addEventListener('click', () => step(Number.MAX_SAFE_INTEGER));
  slider.addEventListener('input', () => step(Number(slider.value)));
  stepWithKeys(step, () => ply, turn);
  $('turn').addEventListener('click', turn);
  playButton.addEventListener('click', () => (autoplayTimer === 0 ? startAutoplay() : stopAutoplay()));
  // Nothing pasted, nothing to load: the button waits for text rather than report an empty record.
  const paste = $<HTMLTextAreaElement>('paste');
  const loadButton = $<HTMLButtonElement>('load');
  const allowLoad = (): void => {
    loadButton.disabled = paste.value.trim() === '';
  };
  allowLoad();
  paste.addEventListener('input', allowLoad);
  loadButton.addEventListener('click', () => void load(paste.value));
  $('file').addEventListener('change', () => {
    const file = ($('file') as HTMLInputElement).files?.[0];
    if (file === undefined) return;
    if (file.size > MAX_FILE) {
      showError(st('replay.error', { error: st('replay.tooLarge') }));
      return;
    }
    void file.text().then((text) => load(text));
  });
  $('copy-pgn').addEventListener('click', () => void copy(fullRecord()));
  $('download-pgn').addEventListener('click', () => download(fullRecord(), fileName('.pgn4')));
  $('copy-fen').addEventListener('click', () => void copy(game?.plies[ply]?.fen4 ?? ''));
  $('download-fen').addEventListener('click', () => download(`${game?.plies[ply]?.fen4 ?? ''}\n`, fileName(`-${ply}.fen4`)));
  $('share').addEventListener('click', () => {
    if (game === null) return;
    void gameLink({ pgn4: game.pgn4 }, 'replay.html').then((link) => copy(new URL(link, window.location.href).href));
  });
  // The analysis page opens at the move shown, with the whole game to step through.
  $('analyse-here').addEventListener('click', (event) => {
    if (game === null) return;
    event.preventDefault();
    void analysisLink({ pgn4: game.pgn4 }, ply).then((link) => window.location.assign(link));
  });
  $('play-here').addEventListener('click', () => {
    if (game === null) return;
    void gameLink({ pgn4: pgnUpToPly() }).then((link) => window.location.assign(link));
  });
  $('embed-code').addEventListener('click', () => {
    if (game === null) return;
    void encodePgn4Fragment(game.pgn4).then((fragment) => {
      const src = new URL(`replay.html?embed=1${fragment}`, window.location.href).href;
      void copy(`<iframe src="${src}" width="480" height="640" style="border:0" title="${st('replay.title')}"></iframe>`);
    });
  });
  redrawOnResize(() => go(ply));
}

// ---- the viewer embed: play on its own, the way to the full site ----

const playButton = $<HTMLButtonElement>('play');
let autoplayTimer = 0;

/** `?autoplay=1` (a step every 1.5 s) or `?autoplay=<ms>` (0.3 to 10 s); null: off. */
function autoplayEvery(): number | null {
  const text = query.get('autoplay');
  if (text === null || text === '0' || text === 'false') return null;
  const ms = Number(text);
  return Number.isFinite(ms) && ms >= 300 ? Math.min(10_000, ms) : 1500;
}

function startAutoplay(): void {
  if (game === null) return;
  stopAutoplay();
  if (ply === game.moves.length) go(0);
  autoplayTimer = window.setInterval(() => go(ply + 1), autoplayEvery() ?? 1500);
  playButton.setAttribute('aria-pressed', 'true');
  playButton.textContent = st('replay.pause');
}

function stopAutoplay(): void {
  if (autoplayTimer !== 0) window.clearInterval(autoplayTimer);
  autoplayTimer = 0;
  playButton.setAttribute('aria-pressed', 'false');
  playButton.textContent = st('replay.play');
}

/** The next seat at the bottom. */
function turn(): void {
  orientation = ((orientation ?? 0) + 1) % 4;
  go(ply);
}

/** A step the reader asked for: it stops the playing. */
function step(target: number): void {
  stopAutoplay();
  go(target);
}

/** The record shown, in the full site's viewer (a new tab from an embed). */
function linkToSite(): void {
  if (game === null) return;
  const pgn4 = game.pgn4;
  void gameLink({ pgn4 }, 'replay.html').then((link) => {
    if (game?.pgn4 === pgn4) $<HTMLAnchorElement>('open-site').href = link;
  });
}

/** In a frame: the page around hears every step and may load, step and turn (www/embed/viewer-frame.ts). */
async function startFrame(): Promise<void> {
  const { startViewerFrame } = await import('../embed/viewer-frame');
  const { Refused } = await import('../embed/port');
  frame = startViewerFrame({
    async load(what) {
      const text = 'pgn4' in what ? what.pgn4 : await recordOfPosition(what.variant, what.fen4).catch((error: unknown) => {
        throw new Refused('bad-position', describeError(error));
      });
      const error = await show(text);
      if (error !== null) throw new Refused('bad-record', error);
      stopAutoplay();
    },
    goto: step,
    orient(seat) {
      orientation = seat;
      go(ply);
    },
    shown: () => (game === null ? null : { variant: game.board.variant, fen4: game.plies[ply]?.fen4 ?? '', ply, plies: game.moves.length }),
  });
}

async function start(): Promise<void> {
  setUpControls();
  fillTexts();
  onLangChange(fillTexts);
  if (site.framed) void startFrame();
  const e = (engine = await loadEngine());
  for (const option of builtinSelect.options) {
    const g = builtIn.find((x) => x.id === option.value);
    if (g === undefined) continue;
    const record = e.Engine.fromPgn4(g.text);
    option.textContent = tag(record.notes().tags, 'Event') ?? g.id;
    record.free();
  }
  await openFirst();
  if (autoplayEvery() !== null) startAutoplay();
}

/** The record the address names (#pgn4=, #g=, ?game=), else the 1892 game. */
async function openFirst(): Promise<void> {
  const inFragment = await decodePgn4Fragment(window.location.hash);
  if (inFragment?.ok === true && (await load(inFragment.pgn4))) return;
  const handoff = inFragment === null ? await readHandoff(window.location.hash, false) : ({ kind: 'none' } as const);
  if (handoff.kind === 'game' && (await load(handoff.game.pgn4))) return;
  const wanted = query.get('game');
  const first = builtIn.find((g) => g.id === wanted) ?? builtIn.find((g) => g.id === '1892-london-v-cambridge') ?? builtIn[0];
  if (first !== undefined) {
    builtinSelect.value = first.id;
    await load(first.text);
  }
  // A bad shared link: say so above the game shown instead.
  if (handoff.kind === 'error') showError(handoff.message);
  if (inFragment?.ok === false) showError(shareErrorText(inFragment));
}

void start();
