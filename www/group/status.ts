// The group's box in the side panel: who plays each seat and whether they are here (a
// guest away is played by a bot, and the box says so), what happened (a guest cut off,
// an intruder refused), messages, and the host's buttons (remove a guest, the invitations).
// The count of dropped messages is written apart from the rest and at most a few times a
// second (setDropped): a flood of bad messages costs a counter, not a re-render each.
import { el } from './ui';
import { gt } from './texts';

export interface StatusRow {
  seat: number;
  name: string;
  text: string;
  /** host, bot, you, or a guest's state (invited, connecting, here, away...). */
  state: string;
  /** The host's button that removes this seat's guest (null: none). */
  remove?: (() => void) | null;
  /** The Remove button asks "Remove?" (a first tap arms it; a second one removes). */
  removeArmed?: boolean;
}

/** Something the host should know, with its kind (a test hook) and when. */
export interface Notice {
  kind: string;
  text: string;
}

/** How many notices the box keeps (the newest first). */
const NOTICES = 3;

export class StatusBox {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly notices: HTMLElement;
  private readonly message: HTMLElement;
  private readonly dropped: HTMLElement;
  private readonly actions: HTMLElement;
  private key = '';
  private droppedShown = 0;

  constructor(panel: HTMLElement, reopen: (() => void) | null) {
    this.list = el('ul', { class: 'group-rows' });
    this.notices = el('div', { class: 'group-notices' });
    this.message = el('p', { class: 'group-message', role: 'status', 'data-group-message': '' });
    this.dropped = el('p', { class: 'group-dropped', 'data-group-dropped': '0' });
    this.dropped.hidden = true;
    this.actions = el('div', { class: 'group-actions' });
    const reopenButton = reopen === null ? [] : [el('button', { type: 'button', 'data-group-reopen': '' }, gt('host.reopen'))];
    reopenButton[0]?.addEventListener('click', () => reopen?.());
    this.root = el('section', { class: 'group-box', 'data-group-status': '', 'aria-label': gt('status.title') }, el('h2', {}, gt('status.title')), this.list, this.notices, this.message, this.actions, this.dropped, ...reopenButton);
    const seats = panel.querySelector('.seats');
    if (seats !== null) seats.after(this.root);
    else panel.prepend(this.root);
  }

  render(rows: StatusRow[], message: string): void {
    const key = JSON.stringify([rows.map((r) => [r.seat, r.name, r.text, r.state, typeof r.remove === 'function', r.removeArmed === true]), message]);
    if (key === this.key) return;
    this.key = key;
    this.list.replaceChildren(
      ...rows.map((r) => {
        const li = el('li', { 'data-group-row': String(r.seat), 'data-group-who': r.state }, el('span', { class: 'group-name' }, r.name), ' ', el('span', { class: 'group-who' }, r.text));
        const remove = r.remove;
        if (typeof remove === 'function') {
          const armed = r.removeArmed === true;
          const b = el(
            'button',
            { type: 'button', class: armed ? 'group-remove armed' : 'group-remove', 'data-group-remove': String(r.seat), 'aria-label': gt(armed ? 'host.removeSure' : 'host.removeSeat', { seat: r.name }) },
            gt(armed ? 'host.removeSure' : 'host.remove', { seat: r.name }),
          );
          if (armed) b.dataset.groupRemoveArmed = '';
          b.addEventListener('click', remove);
          li.append(' ', b);
        }
        return li;
      }),
    );
    this.message.textContent = message;
    this.message.hidden = message === '';
  }

  /** The dropped messages' count (cheap when unchanged). */
  setDropped(n: number): void {
    if (n === this.droppedShown) return;
    this.droppedShown = n;
    this.dropped.dataset.groupDropped = String(n);
    this.dropped.textContent = n > 0 ? gt('host.dropped', { n }) : '';
    this.dropped.hidden = n === 0;
  }

  /** A notice at the top of the box (the newest first; a few are kept). */
  notify(notice: Notice): void {
    const p = el('p', { class: 'group-notice', role: 'alert', 'data-group-notice': notice.kind }, notice.text);
    this.notices.prepend(p);
    while (this.notices.childElementCount > NOTICES) this.notices.lastElementChild?.remove();
  }

  /** Takes away the notices of a kind (what they said holds no more). */
  dismiss(kind: string): void {
    for (const n of this.notices.querySelectorAll(`[data-group-notice="${kind}"]`)) n.remove();
  }

  /** Buttons under the message (a guest's choices when the host has left). */
  setActions(buttons: HTMLElement[]): void {
    this.actions.replaceChildren(...buttons);
  }

  remove(): void {
    this.root.remove();
  }
}
