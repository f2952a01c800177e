// The game-over dialog (index.html #over-dialog): the result, what ended the game and for
// whom, Free-for-all's standings, and what to do next. Shown once per result.
import { t } from '../i18n/i18n';
import { resultText, seatTitle, sourcesText, standings } from '../i18n/labels';
import type { ViewState } from '../game/state';
import { must } from './panel';

export interface OverActions {
  again(): void;
  analyse(): void;
  newGame(): void;
  /** The dialog was closed: this result is not shown again. */
  seen(): void;
}

export class OverDialog {
  constructor(
    private readonly dialog: HTMLDialogElement,
    actions: OverActions,
  ) {
    dialog.addEventListener('close', () => actions.seen());
    must(dialog, '.close').addEventListener('click', () => dialog.close());
    must(dialog, '.analyse').addEventListener('click', () => actions.analyse());
    must(dialog, '.again').addEventListener('click', () => {
      dialog.close();
      actions.again();
    });
    must(dialog, '.new').addEventListener('click', () => {
      dialog.close();
      actions.newGame();
    });
  }

  get open(): boolean {
    return this.dialog.open;
  }

  /** Opens on a result not yet seen, unless a past position or another dialog shows; closes when the game shown has no result. */
  sync(state: ViewState, otherOpen: boolean): void {
    const outcome = state.status?.outcome ?? null;
    // A result shown over a game under way is stale (a group's next game, a record loaded
    // in its place): it goes, and the game's own result will open it again.
    if (outcome === null && this.dialog.open) this.dialog.close();
    if (outcome === null || state.resultSeen || state.view !== null || this.dialog.open || otherOpen) return;
    const r = resultText(state.board, outcome);
    must(this.dialog, '.over-title').textContent = r.title;
    // "Red ● resigned." says it all; "Reason: resignation" after it would say it twice.
    must(this.dialog, '.over-reason').textContent = whatHappened(state) || r.reason;
    this.syncStandings(state);
    this.dialog.showModal();
  }

  /** Free-for-all: the final standings under the result. */
  private syncStandings(state: ViewState): void {
    const table = must<HTMLTableElement>(this.dialog, '.over-standings');
    const outcome = state.status?.outcome ?? null;
    table.hidden = state.board?.scoring !== true || outcome === null;
    if (table.hidden || outcome === null) return;
    must(table, 'tbody').replaceChildren(
      ...standings(outcome.points).map((row) => {
        const tr = document.createElement('tr');
        tr.dataset.seat = String(row.seat);
        const sources = state.pointSources?.[row.seat];
        const from = sources === undefined ? '' : sourcesText(sources);
        for (const text of [t('result.placeN', { n: row.place }), seatTitle(state.board, row.seat), String(row.points), from]) {
          const td = document.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        return tr;
      }),
    );
  }
}

/**
 * What ended the game, and for whom: "Red ● ran out of time.", "Yellow ■ resigned.",
 * "Blue ▲ is checkmated.", in Verney "Red ▲ and Black ◆ are checkmated." ("" otherwise).
 */
export function whatHappened(state: ViewState): string {
  const status = state.status;
  const reason = status?.outcome?.reason;
  if (status === null || reason === undefined) return '';
  const token = reason === 'timeout' ? 'T' : reason === 'resignation' ? 'R' : null;
  if (token !== null) {
    const seat = [...state.moves].reverse().find((m) => m.text === token)?.seat;
    return seat === undefined ? '' : t(token === 'T' ? 'say.flagged' : 'say.resigned', { seat: seatTitle(state.board, seat) });
  }
  // Team games: mate counts on the mated player's turn; Verney's both kings lie inert.
  if (reason === 'checkmate' && state.board?.scoring !== true) return t('result.mated', { who: seatTitle(state.board, status.toMove) });
  if (reason === 'both-kings-mated') {
    const losers = [0, 1, 2, 3].filter((i) => !(status.outcome?.winners ?? []).includes(i));
    return t('result.matedMany', { who: losers.map((i) => seatTitle(state.board, i)).join(t('result.and')) });
  }
  return '';
}
