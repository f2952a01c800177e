// replay.html: step through a game (built-in historical records, a pasted or opened
// PGN4, or a shared link #g=…), read its comments, export it, play on from any move.
//   replay.html?game=1892-london-v-cambridge    a built-in record
//   replay.html#g=…                             a shared game (share.ts)
import { describeError } from '../game/error-text';
import { lang, onLangChange, translateStatic } from '../i18n/i18n';
import { seatName } from '../i18n/labels';
import type { BoardInfo, MoveRecord } from '../pkg/fourchess_wasm';
import { setUpSite } from '../site/chrome';
import { drawPosition } from '../site/diagram';
import { loadEngine, type EngineModule } from '../engine/engine-page';
import { analysisLink, gameLink, readHandoff } from '../site/handoff';
import { recordDate } from '../site/record-date';
import { boardSize as recordBoardSize, moveButtons, recordPlies, redrawOnResize, stepWithKeys, type RecordPly } from '../site/record-view';
import { st, type SiteKey } from '../site/texts';
import { downloadText as download } from '../site/files';

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
  /** The record as the engine writes it, its tags and comments kept. */
  pgn4: string;
}

setUpSite('replays');

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

/** Replays a record with the engine and keeps every position. Throws on a bad record. */
function replay(e: EngineModule, text: string): Game {
  if (text.trim() === '') throw new Error(st('replay.empty'));
  const record = e.Engine.fromPgn4(text);
  try {
    // The engine keeps the record's tags, introduction and comments with the game.
    const { tags, intro, comments } = record.notes();
    const all = record.record();
    const plies = recordPlies(record, all.moves.length);
    return { tags, intro, notes: comments, board: record.boardInfo(), moves: all.moves, plies, pgn4: all.pgn4 };
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
  engine ??= await loadEngine();
  try {
    game = replay(engine, text);
  } catch (error) {
    showError(st('replay.error', { error: describeError(error) }));
    return false;
  }
  showError('');
  ply = 0;
  exportText.hidden = true;
  exportStatus.textContent = '';
  renderGame();
  return true;
}

const boardSize = (): number => recordBoardSize($('replay-board'));

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
  slider.max = String(g.moves.length);
  const list = $('record-moves');
  moveButtons(list, g.moves, go, (at) => (commentAt(g, at) !== null ? 'has-comment' : null), g.board);
  main.dataset.total = String(g.moves.length);
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
  });
  slider.value = String(ply);
  const total = game.moves.length;
  const moveText = ply === 0 ? st('replay.start') : `${st('replay.position', { ply, total })}: ${game.moves[ply - 1]?.text ?? ''}`;
  const result = p.status.outcome?.text;
  $('position').textContent = result && ply === total ? `${moveText} · ${result}` : moveText;
  $('comment').textContent = commentAt(game, ply) ?? '';
  canvas.setAttribute('aria-label', moveText);
  for (const b of $('record-moves').querySelectorAll<HTMLButtonElement>('button')) {
    const current = b.dataset.ply === String(ply);
    b.setAttribute('aria-current', String(current));
    if (current) b.scrollIntoView({ block: 'nearest' });
  }
  ($('first') as HTMLButtonElement).disabled = ply === 0;
  ($('back') as HTMLButtonElement).disabled = ply === 0;
  ($('forward') as HTMLButtonElement).disabled = ply === total;
  ($('last') as HTMLButtonElement).disabled = ply === total;
  main.dataset.ply = String(ply);
  main.dataset.fen4 = p.fen4;
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
  $('first').addEventListener('click', () => go(0));
  $('back').addEventListener('click', () => go(ply - 1));
  $('forward').addEventListener('click', () => go(ply + 1));
  $('last').addEventListener('click', () => go(Number.MAX_SAFE_INTEGER));
  slider.addEventListener('input', () => go(Number(slider.value)));
  stepWithKeys(go, () => ply);
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
  redrawOnResize(() => go(ply));
}

async function start(): Promise<void> {
  setUpControls();
  fillTexts();
  onLangChange(fillTexts);
  engine = await loadEngine();
  for (const option of builtinSelect.options) {
    const g = builtIn.find((x) => x.id === option.value);
    if (g === undefined) continue;
    const record = engine.Engine.fromPgn4(g.text);
    option.textContent = tag(record.notes().tags, 'Event') ?? g.id;
    record.free();
  }
  const handoff = await readHandoff(window.location.hash, false);
  if (handoff.kind === 'game' && (await load(handoff.game.pgn4))) return;
  const wanted = new URLSearchParams(window.location.search).get('game');
  const first = builtIn.find((g) => g.id === wanted) ?? builtIn.find((g) => g.id === '1892-london-v-cambridge') ?? builtIn[0];
  if (first !== undefined) {
    builtinSelect.value = first.id;
    await load(first.text);
  }
  // A bad shared link: say so above the game shown instead.
  if (handoff.kind === 'error') showError(handoff.message);
}

void start();
