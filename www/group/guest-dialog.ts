// A friend's dialog in group play: the invitation (the game's settings, who plays where,
// the STUN question, Join), the answer to send back, the lobby, and the short messages of
// a lost or refused connection. A view: it draws what it is given and hands the person's
// choices back; what they lead to is guest.ts's.
import { t } from '../i18n/i18n';
import type { Invitation } from './links';
import type { Phase } from './guest-model';
import type { SeatState } from './protocol';
import { gt, type GroupKey } from './texts';
import { button, copyField, el, qrSvg } from './ui';

export class GuestDialog {
  readonly root: HTMLDialogElement;

  constructor(private readonly seatName: (seat: number) => string) {
    this.root = el('dialog', { class: 'dialog group-dialog', 'data-group-guest': '', 'aria-labelledby': 'group-guest-title' });
    document.body.append(this.root);
  }

  get open(): boolean {
    return this.root.open;
  }

  show(): void {
    if (!this.root.open) this.root.showModal();
  }

  close(): void {
    if (this.root.open) this.root.close();
  }

  remove(): void {
    this.root.remove();
  }

  phase(phase: Phase): void {
    this.root.dataset.groupPhase = phase;
  }

  private title(key: GroupKey = 'guest.title'): HTMLElement {
    return el('h2', { id: 'group-guest-title' }, gt(key));
  }

  private closeButton(): HTMLElement {
    return button('host.close', () => this.close());
  }

  /**
   * The invitation: the game, who plays where, the network (with the STUN question where it
   * names a server), and Join (Back to my seat where this device played the seat before).
   */
  invite(invite: Invitation, o: { useStun: boolean; rejoin: boolean; message?: string }, on: { join: () => void; useStun: (on: boolean) => void }): void {
    const r = invite.r;
    const facts = [
      gt('guest.game', { variant: t(`variant.${r.variant}`) }),
      r.clock === null ? gt('guest.noClock') : gt('guest.clock', { clock: r.clock }),
      ...(r.perMove === 0 ? [] : [gt('guest.perMove', { n: r.perMove })]),
    ];
    const who = r.seats.map((code, seat) => {
      const text = seat === invite.s ? gt('guest.seatYou') : code === 'h' ? gt('guest.seatHost') : code === 'g' ? gt('guest.seatFriend') : gt('guest.seatBot', { level: code.slice(1) });
      return el('li', { 'data-group-invite-seat': String(seat) }, `${this.seatName(seat)}: ${text}`);
    });
    const network: Node[] = [];
    if (invite.st === undefined) network.push(el('p', { class: 'group-network', 'data-group-network': 'local' }, gt('guest.oneNetwork')));
    else {
      const box = el('input', { type: 'checkbox', 'data-group-use-stun': '' });
      box.checked = o.useStun;
      box.addEventListener('change', () => on.useStun(box.checked));
      network.push(el('p', { class: 'group-network', 'data-group-network': 'stun' }, gt('guest.stun', { server: invite.st })), el('label', {}, box, ' ', gt('guest.useStun', { server: invite.st })));
    }
    const join = button(o.rejoin ? 'guest.rejoin' : 'guest.join', on.join, { class: 'primary', 'data-group-join': o.rejoin ? 'rejoin' : 'join' });
    const cancel = button('guest.cancel', () => this.close(), { 'data-group-cancel': '' });
    this.root.replaceChildren(
      this.title(),
      el('p', { class: 'group-your-seat', 'data-group-your-seat': String(invite.s) }, gt('guest.yourSeat', { seat: this.seatName(invite.s) })),
      el('ul', { class: 'group-facts' }, ...facts.map((f) => el('li', {}, f))),
      el('h3', {}, gt('guest.seatsHead')),
      el('ul', { class: 'group-facts' }, ...who),
      ...network,
      ...(o.rejoin ? [el('p', { 'data-group-rejoin': '' }, gt('guest.rejoinText'))] : []),
      ...(o.message === undefined ? [] : [el('p', { class: 'group-error', role: 'alert' }, o.message)]),
      el('div', { class: 'buttons' }, cancel, join),
    );
  }

  making(): void {
    this.root.replaceChildren(this.title(), el('p', { role: 'status' }, gt('guest.making')));
  }

  /**
   * The answer to send back (a link, its QR code, the code alone), with `note` above it (why
   * it was made). `back`: a game is on this device (the person may rather play on against
   * bots). Returns the line that says what the page waits for.
   */
  answer(o: { href: string; code: string; note?: string; back: boolean }, on: { again: () => void; playOn: () => void }): HTMLElement {
    const status = el('p', { role: 'status', class: 'group-status-line', 'data-group-wait': '' }, gt('guest.waiting'));
    const playOn = o.back ? [button('guest.continue', on.playOn, { 'data-group-continue': 'dialog' }), button('guest.cancel', () => this.close(), { 'data-group-cancel': '' })] : [];
    const codeOnly = el('details', { class: 'group-code' }, el('summary', {}, gt('guest.codeOnly')), copyField('guest.code', o.code, { 'data-group-answer-code': '' }));
    this.root.replaceChildren(
      this.title('guest.answerHead'),
      ...(o.note === undefined ? [] : [el('p', { class: 'group-error', role: 'alert', 'data-group-lost-note': '' }, o.note)]),
      el('p', {}, gt(o.back ? 'guest.answerTextBack' : 'guest.answerText')),
      el('div', { class: 'group-invite' }, qrSvg(o.href, gt('guest.link')), el('div', {}, copyField('guest.link', o.href, { 'data-group-answer-link': '' }, gt('guest.shareTitle')), codeOnly)),
      status,
      el('div', { class: 'buttons' }, ...playOn, button('guest.again', on.again, { 'data-group-again': '' })),
    );
    this.root.dataset.answerBytes = String(o.href.length);
    return status;
  }

  /** Welcomed, before the start: who plays each seat (the host's bots by level), and waiting. */
  lobby(you: number, seats: readonly SeatState[]): void {
    const who = seats.map((st, seat) => {
      const text = seat === you ? gt('guest.seatYou') : st.p === 'host' ? gt('guest.seatHost') : st.p === 'guest' ? gt('guest.friendHere') : st.p === 'away' ? gt('guest.friendAway') : gt('guest.seatBot', { level: st.level });
      return el('li', { 'data-group-lobby-seat': String(seat), 'data-group-who': seat === you ? 'you' : st.p }, `${this.seatName(seat)}: ${text}`);
    });
    this.root.replaceChildren(
      this.title(),
      el('p', { class: 'group-your-seat' }, gt('guest.yourSeat', { seat: this.seatName(you) })),
      el('h3', {}, gt('guest.seatsHead')),
      el('ul', { class: 'group-facts' }, ...who),
      el('p', {}, gt('guest.lobbyBots')),
      el('p', { role: 'status', 'data-group-lobby': '' }, gt('status.waiting')),
    );
  }

  /** The connection went before the start; Back to my seat makes a new answer. */
  lostLobby(kind: 'lost' | 'reloaded', back: () => void): void {
    const again = button('guest.rejoin', back, { class: 'primary', 'data-group-back': '' });
    this.root.replaceChildren(this.title(), el('p', { role: 'alert', 'data-group-lost': kind }, gt('guest.lostLobby')), el('div', { class: 'buttons' }, this.closeButton(), again));
    this.show();
  }

  /** A message that ends group play here (the host left, this device was refused). */
  message(text: string, hook: Record<string, string> = {}): void {
    this.root.replaceChildren(this.title(), el('p', { role: 'alert', ...hook }, text), el('div', { class: 'buttons' }, this.closeButton()));
    this.show();
  }
}
