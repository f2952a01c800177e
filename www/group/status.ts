// The group's box in the side panel: who plays each seat and whether they are here (a
// guest away is played by a bot, and the box says so), messages, and the host's button
// back to the invitations.
import { el } from './ui';
import { gt } from './texts';

export interface StatusRow {
  seat: number;
  name: string;
  text: string;
  /** host, bot, you, or a guest's state (invited, connecting, here, away...). */
  state: string;
}

export class StatusBox {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly message: HTMLElement;
  private readonly dropped: HTMLElement;
  private readonly actions: HTMLElement;
  private key = '';

  constructor(panel: HTMLElement, reopen: (() => void) | null) {
    this.list = el('ul', { class: 'group-rows' });
    this.message = el('p', { class: 'group-message', role: 'status', 'data-group-message': '' });
    this.dropped = el('p', { class: 'group-dropped', 'data-group-dropped': '0' });
    this.actions = el('div', { class: 'group-actions' });
    const reopenButton = reopen === null ? [] : [el('button', { type: 'button', 'data-group-reopen': '' }, gt('host.reopen'))];
    reopenButton[0]?.addEventListener('click', () => reopen?.());
    this.root = el('section', { class: 'group-box', 'data-group-status': '', 'aria-label': gt('status.title') }, el('h2', {}, gt('status.title')), this.list, this.message, this.dropped, this.actions, ...reopenButton);
    const seats = panel.querySelector('.seats');
    if (seats !== null) seats.after(this.root);
    else panel.prepend(this.root);
  }

  render(rows: StatusRow[], message: string, dropped: number, _reopenLabel?: string): void {
    const key = JSON.stringify([rows, message, dropped]);
    if (key === this.key) return;
    this.key = key;
    this.list.replaceChildren(
      ...rows.map((r) => el('li', { 'data-group-row': String(r.seat), 'data-group-who': r.state }, el('span', { class: 'group-name' }, r.name), ' ', el('span', { class: 'group-who' }, r.text))),
    );
    this.message.textContent = message;
    this.message.hidden = message === '';
    this.dropped.dataset.groupDropped = String(dropped);
    this.dropped.textContent = dropped > 0 ? gt('host.dropped', { n: dropped }) : '';
    this.dropped.hidden = dropped === 0;
  }

  /** Buttons under the message (a guest's choices when the host has left). */
  setActions(buttons: HTMLElement[]): void {
    this.actions.replaceChildren(...buttons);
  }

  remove(): void {
    this.root.remove();
  }
}
