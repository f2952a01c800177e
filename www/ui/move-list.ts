// The move list in rounds (chess.com style), and stepping through past positions:
// first / previous / next / current, or a click on a turn.
import { revealInList } from './scroll';
import { t } from '../i18n/i18n';
import { entryText, isTurnWord, seatName, seatSign } from '../i18n/labels';
import { repeatsMate, roundOfEach, roundsOf, type Round } from '../game/move-rounds';
import { must, setText } from './panel';
import type { ViewState } from '../game/state';

// Left and right arrows, Home and End step through the moves.
const STEP_KEYS: Record<string, string> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };

export class MoveListView {
  private readonly list: HTMLOListElement;
  private readonly viewing: HTMLElement;
  private readonly navButtons: HTMLButtonElement[];
  private key = '';
  private total = 0;
  private lastText = '';
  private at = -1;

  constructor(
    root: HTMLElement,
    private readonly onView: (ply: number | null) => void,
    private readonly current: () => ViewState,
    private readonly onPlayFrom: (ply: number) => void,
  ) {
    this.list = must<HTMLOListElement>(root, '.moves');
    this.viewing = must(root, '.viewing');
    this.navButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-nav]')];
    root.addEventListener('click', (e) => {
      const b = (e.target as Element | null)?.closest<HTMLButtonElement>('button');
      if (b === null || b === undefined) return;
      if (b.dataset.ply !== undefined) this.onView(Number(b.dataset.ply));
      else if (b.dataset.nav !== undefined) this.step(b.dataset.nav);
      else if (b.classList.contains('back')) this.onView(null);
      else if (b.classList.contains('from-here')) {
        const ply = this.current().view?.ply;
        if (ply !== undefined) this.onPlayFrom(ply);
      }
    });
  }

  /** The step keys on the whole page: not while typing, choosing or moving the focus
   * over the board's squares, and not under a dialog. */
  listenToKeys(doc: Document): void {
    doc.addEventListener('keydown', (e) => {
      const where = STEP_KEYS[e.key];
      const target = e.target as HTMLElement | null;
      if (where === undefined || e.altKey || e.ctrlKey || e.metaKey || doc.querySelector('dialog[open]') !== null) return;
      if (target?.closest('input, select, textarea, #board') != null) return;
      e.preventDefault();
      this.step(where);
    });
  }

  /** Keyboard and buttons: where "first", "prev", "next", "last" go from the shown ply. */
  step(where: string): void {
    const s = this.current();
    const total = s.moves.length;
    const at = s.view?.ply ?? total;
    const target = where === 'first' ? 0 : where === 'prev' ? at - 1 : where === 'next' ? at + 1 : total;
    if (target < 0 || target > total) return;
    this.onView(target >= total ? null : target);
  }

  sync(state: ViewState): void {
    const total = state.moves.length;
    const at = state.view?.ply ?? total;
    const labels: Record<string, string> = { first: t('moves.first'), prev: t('moves.prev'), next: t('moves.next'), last: t('moves.last') };
    const group = this.navButtons[0]?.parentElement;
    if (group !== null && group !== undefined && group.title !== t('moves.keys')) {
      group.title = t('moves.keys');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', t('moves.keys'));
    }
    for (const b of this.navButtons) {
      const nav = b.dataset.nav ?? '';
      b.disabled = nav === 'first' || nav === 'prev' ? at === 0 : at === total;
      b.title = labels[nav] ?? '';
      b.setAttribute('aria-label', labels[nav] ?? '');
    }
    this.viewing.hidden = state.view === null;
    if (state.view !== null) {
      const back = document.createElement('button');
      back.type = 'button';
      back.className = 'back';
      back.textContent = t('moves.back');
      const fromHere = document.createElement('button');
      fromHere.type = 'button';
      fromHere.className = 'from-here';
      fromHere.textContent = t('moves.playFromHere');
      const text = t('moves.viewing', { round: roundOfEach(state.moves)[state.view.ply - 1] ?? 0, ply: state.view.ply, total });
      if (this.viewing.firstChild?.textContent !== text) this.viewing.replaceChildren(text, ' ', back, ' ', fromHere);
    } else setText(this.viewing, '');
    const last = state.moves[total - 1]?.text ?? '';
    const key = `${total}|${last}|${state.hints.marked.length}`;
    if (key !== this.key) {
      // Moves are mostly added at the end: rebuild only from the last shown round.
      const appended = total > this.total && state.moves[this.total - 1]?.text === this.lastText && this.total > 0;
      this.key = key;
      const rounds = roundsOf(state.moves.map((m) => m.text), state.moves.map((m) => m.seat));
      let from = 0;
      if (appended) {
        from = Math.max(0, this.list.childElementCount - 1);
        this.list.lastElementChild?.remove();
      } else this.list.replaceChildren();
      this.list.append(...rounds.slice(from).map((round) => roundItem(round, state)));
      this.list.dataset.plies = String(total);
      this.total = total;
      this.lastText = last;
    }
    if (this.at !== at) {
      this.at = at;
      for (const b of this.list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
    }
    this.list.querySelector(`[data-ply="${at}"]`)?.setAttribute('aria-current', 'true');
    const currentButton = this.list.querySelector<HTMLElement>('[aria-current]');
    if (state.view === null) this.list.scrollTop = this.list.scrollHeight;
    else if (currentButton !== null) revealInList(this.list, currentButton);
  }
}

function roundItem(round: Round, state: ViewState): HTMLLIElement {
  const li = document.createElement('li');
  li.value = round.number;
  for (const turn of round.turns) {
    // A mated army's passes after the first say nothing new: one entry stands for them.
    if (repeatsMate(state.moves, turn)) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.dataset.ply = String(turn.end);
    // A move made after a hint (the Hint house rule) is marked, in words for screen readers too.
    const hinted = state.hints.marked.some((ply) => ply >= turn.start && ply < turn.end);
    b.classList.toggle('hinted', hinted);
    const events = state.moves.slice(turn.start, turn.end).map((m) => m.event);
    const texts = turn.texts.map((text, i) => entryText(text, events[i]?.turn));
    b.textContent = `${seatSign(turn.seat)?.char ?? ''} ${texts.join(' ')}`;
    // Read aloud: "Yellow resigned", "Red: e2-e3".
    const words = turn.texts.every((_, i) => isTurnWord(events[i]?.turn));
    b.setAttribute('aria-label', `${seatName(state.board, turn.seat)}${words ? ' ' : ': '}${texts.join(', ')}${hinted ? ` (${t('hint.marked')})` : ''}`);
    if (hinted) b.title = t('hint.marked');
    li.append(b);
  }
  return li;
}
