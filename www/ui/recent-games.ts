// The recent games dialog (header "Games"): the games kept in this browser, newest first,
// each to reopen here or to analyse (the analysis page keeps its review with the record).
// Loaded on demand: the first visit does not pay for it.
import './recent-games.css';
import { lang, t } from '../i18n/i18n';
import { roundsText } from './moves-text';
import { roundsInPgn4 } from '../game/move-rounds';
import type { GameConfig } from '../game/config';
import type { RecentGame, SavedGame } from '../game/save';

export interface RecentDeps {
  /** The games to list (the one shown left out). */
  list: () => RecentGame[];
  /** The game shown now: its rule set and its rounds so far, for the line at the top. */
  current: () => { variant: GameConfig['variant']; rounds: number } | null;
  open: (game: SavedGame) => void;
  analyse: (game: SavedGame) => void;
}

// Its texts come with it (not with the game screen), in English and German.
const EN = {
  'recent.title': 'Your recent games',
  'recent.hint': 'The last games played in this browser (kept here only, up to eight). Open one to play on or look at it; Analyse opens it with its review.',
  'recent.none': 'No other games yet. Every game you play is kept here.',
  'recent.current': 'Shown now: {variant}, {moves}.',
  'recent.going': 'in progress',
  'recent.last': 'last {move}',
  'recent.over': 'finished',
  'recent.open': 'Open',
  'recent.analyse': 'Analyse',
  'recent.close': 'Close',
};
const DE: Record<keyof typeof EN, string> = {
  'recent.title': 'Deine letzten Spiele',
  'recent.hint': 'Die letzten Spiele in diesem Browser (nur hier gespeichert, bis zu acht). Öffne eines, um weiterzuspielen oder es anzusehen; „Analysieren“ öffnet es mit seiner Auswertung.',
  'recent.none': 'Noch keine anderen Spiele. Jedes Spiel, das du spielst, bleibt hier erhalten.',
  'recent.current': 'Jetzt gezeigt: {variant}, {moves}.',
  'recent.going': 'läuft',
  'recent.last': 'zuletzt {move}',
  'recent.over': 'beendet',
  'recent.open': 'Öffnen',
  'recent.analyse': 'Analysieren',
  'recent.close': 'Schließen',
};
type Key = keyof typeof EN;
function rt(key: Key, params: Record<string, string | number> = {}): string {
  return (lang() === 'de' ? DE : EN)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

let dialog: HTMLDialogElement | null = null;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (cls !== '') node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** ", last h2-h4": the last entry, which tells apart two games of the same length. */
function lastMove(game: SavedGame): string {
  const last = game.moves.at(-1);
  return last === undefined ? '' : `, ${rt('recent.last', { move: last })}`;
}

/** One game: rule set, rounds and its last move, when, in progress or finished; Open and Analyse. */
function row(entry: RecentGame, deps: RecentDeps, close: () => void): HTMLLIElement {
  const { game } = entry;
  const li = el('li', 'recent-game');
  li.dataset.recent = entry.key;
  li.dataset.over = String(entry.over);
  const when = new Date(game.savedAt).toLocaleString(lang(), { dateStyle: 'medium', timeStyle: 'short' });
  const what = el('span', 'recent-what');
  what.append(
    el('strong', '', t(`variant.${game.config.variant}`)),
    el('span', '', ` · ${roundsText(roundsInPgn4(game.pgn4))}${lastMove(game)} · ${when} · `),
    el('span', entry.over ? 'recent-over' : 'recent-going', rt(entry.over ? 'recent.over' : 'recent.going')),
  );
  const open = el('button', 'recent-open', rt('recent.open'));
  open.type = 'button';
  open.addEventListener('click', () => {
    close();
    deps.open(game);
  });
  const analyse = el('button', 'recent-analyse', rt('recent.analyse'));
  analyse.type = 'button';
  analyse.addEventListener('click', () => deps.analyse(game));
  const buttons = el('span', 'recent-buttons');
  buttons.append(open, analyse);
  li.append(what, buttons);
  return li;
}

/** Opens the dialog (built on first use, filled anew each time). */
export function openRecentGames(deps: RecentDeps): void {
  if (dialog === null) {
    dialog = el('dialog', 'dialog recent-dialog');
    dialog.id = 'recent-dialog';
    dialog.setAttribute('aria-labelledby', 'recent-title');
    document.body.append(dialog);
  }
  const d = dialog;
  const close = (): void => d.close();
  const title = el('h2', '', rt('recent.title'));
  title.id = 'recent-title';
  const current = deps.current();
  const list = deps.list();
  const ul = el('ul', 'recent-list');
  ul.append(...list.map((entry) => row(entry, deps, close)));
  const closeButton = el('button', 'close', rt('recent.close'));
  closeButton.type = 'button';
  closeButton.addEventListener('click', close);
  const buttons = el('div', 'buttons');
  buttons.append(closeButton);
  d.replaceChildren(
    title,
    el('p', 'recent-hint', rt('recent.hint')),
    ...(current === null ? [] : [el('p', 'recent-current', rt('recent.current', { variant: t(`variant.${current.variant}`), moves: roundsText(current.rounds) }))]),
    list.length === 0 ? el('p', 'recent-none', rt('recent.none')) : ul,
    buttons,
  );
  d.showModal();
  d.scrollTop = 0;
  (d.querySelector<HTMLButtonElement>('.recent-open') ?? closeButton).focus();
}
