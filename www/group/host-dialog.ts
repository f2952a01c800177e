// The host's "Play with friends" dialog: each invited seat's card (its state, its invitation
// as a link and a QR code, why a connection did not come about), the box for a friend's
// answer, the away bots' level, the STUN server, Start. A view: it draws what it is given
// (HostDialogState) and hands the person's actions to the host (HostDialogActions).
import { STUN_URL, pastedKind } from './links';
import type { SeatStatus } from './host-model';
import { gt } from './texts';
import { button, canScan, copyField, el, qrSvg, scanQr } from './ui';

export interface SeatCard {
  seat: number;
  name: string;
  status: SeatStatus;
  joined: boolean;
  /** What the seat is at, in words. */
  said: string;
  invite: string | null;
  /** Why a connection did not come about (null: nothing to say). */
  error: string | null;
}

export interface HostDialogState {
  stun: string | null;
  awayLevel: number;
  started: boolean;
  /** After a reload: what the host should do, until every friend is back. */
  resumedNote: boolean;
  seats: SeatCard[];
}

export interface HostDialogActions {
  /** A friend's answer (true: taken); `status` is the line that says what came of it. */
  paste(text: string, status: HTMLElement): Promise<boolean>;
  awayLevel(level: number): void;
  /** A STUN server named (null: none): every seat not here gets a new invitation. */
  stun(server: string | null): void;
  start(): Promise<void>;
}

export class HostDialog {
  readonly root: HTMLDialogElement;
  private stopScan: (() => void) | null = null;

  constructor(private readonly actions: HostDialogActions) {
    this.root = el('dialog', { class: 'dialog group-dialog', 'data-group-host': '', 'aria-labelledby': 'group-host-title' });
    document.body.append(this.root);
  }

  get open(): boolean {
    return this.root.open;
  }

  show(state: HostDialogState): void {
    this.render(state);
    if (!this.root.open) this.root.showModal();
  }

  close(): void {
    this.root.close();
  }

  remove(): void {
    this.stopScan?.();
    this.root.remove();
  }

  /** The line under the answer box (an answer handed over by another tab reports there too). */
  pasteStatus(): HTMLElement {
    return this.root.querySelector<HTMLElement>('[data-group-paste-status]') ?? el('p');
  }

  dropResumedNote(): void {
    this.root.querySelector('[data-group-resumed]')?.remove();
  }

  render(state: HostDialogState): void {
    const title = el('h2', { id: 'group-host-title' }, gt('host.title'));
    const intro = el('p', {}, gt('host.intro'), ' ', el('a', { href: './rules.html?page=group', target: '_blank', rel: 'noopener' }, gt('host.help')));
    const network = el('p', { class: 'group-network', 'data-group-network': state.stun === null ? 'local' : 'stun' }, state.stun === null ? gt('host.oneNetwork') : gt('host.withStun', { server: state.stun }));
    const seats = el('div', { class: 'group-seats' });
    const start = button('host.start', () => void this.actions.start().then(() => this.root.close()), { 'data-group-start': '', class: 'primary' });
    start.disabled = state.started;
    const close = button('host.close', () => this.root.close(), { 'data-group-close': '' });
    const startedNote = state.started ? [el('p', {}, gt('host.started'))] : [];
    const resumed = state.resumedNote ? [el('p', { class: 'group-notice', 'data-group-resumed': '' }, gt('notice.resumed'))] : [];
    this.root.replaceChildren(title, ...resumed, intro, network, seats, this.pasteBox(), this.awayRow(state.awayLevel), this.settings(state.stun), ...startedNote, el('div', { class: 'buttons' }, close, start));
    this.renderSeats(state);
  }

  private pasteBox(): HTMLElement {
    const pasteStatus = el('p', { class: 'group-status-line', role: 'status', 'data-group-paste-status': '' });
    const answer = el('textarea', { rows: '2', spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', 'data-group-answer': '', class: 'group-answer io-text' });
    // The box is emptied at once (the next friend's answer may be pasted while this one is
    // taken); an answer that was refused comes back into it, unless another was pasted since.
    const connect = button(
      'host.connect',
      () => {
        const text = answer.value;
        answer.value = '';
        void this.actions.paste(text, pasteStatus).then((ok) => {
          if (!ok && answer.value === '') answer.value = text;
        });
      },
      { 'data-group-connect': '' },
    );
    // An answer pasted into the box connects at once: one step for the host, not two.
    answer.addEventListener('input', (e) => {
      if ((e as InputEvent).inputType === 'insertFromPaste' && pastedKind(answer.value) === 'answer') connect.click();
    });
    const video = el('video', { class: 'group-video', playsinline: '', muted: '' });
    video.hidden = true;
    const scan = canScan()
      ? [
          button('host.scan', () => {
            if (this.stopScan !== null) {
              this.stopScan();
              this.stopScan = null;
              return;
            }
            void scanQr(
              video,
              (text) => {
                this.stopScan = null;
                answer.value = text;
                void this.actions.paste(text, pasteStatus);
              },
              (error) => (pasteStatus.textContent = gt('host.scanFailed', { error })),
            ).then((stop) => (this.stopScan = stop));
          }),
        ]
      : [];
    return el('div', { class: 'group-paste' }, el('label', { class: 'stacked' }, el('span', {}, gt('host.paste')), answer), el('div', { class: 'group-copy-row' }, connect, ...scan), video, pasteStatus);
  }

  private awayRow(awayLevel: number): HTMLElement {
    const level = el('select', { 'data-group-away-level': '' });
    for (let l = 1; l <= 6; l++) level.append(el('option', { value: String(l) }, String(l)));
    level.value = String(awayLevel);
    level.addEventListener('change', () => this.actions.awayLevel(Number(level.value)));
    return el('label', { class: 'group-away' }, el('span', {}, gt('host.awayLevel')), level);
  }

  private settings(stun: string | null): HTMLElement {
    const stunInput = el('input', { type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: gt('host.stunPlaceholder'), 'data-group-stun': '' });
    stunInput.value = stun ?? '';
    const stunApply = button('host.stunApply', () => {
      const v = stunInput.value.trim();
      if (v !== '' && !STUN_URL.test(v)) {
        stunInput.setCustomValidity(gt('host.stunBad'));
        stunInput.reportValidity();
        return;
      }
      stunInput.setCustomValidity('');
      this.actions.stun(v === '' ? null : v);
    });
    return el('details', { class: 'group-settings' }, el('summary', {}, gt('host.stun')), el('label', { class: 'stacked' }, el('span', {}, gt('host.stun')), stunInput), stunApply);
  }

  /** The seats' cards (redrawn only when they change), and the paste line that follows a seat. */
  renderSeats(state: HostDialogState): void {
    const seats = this.root.querySelector('.group-seats');
    if (seats === null) return;
    // The paste line says "Connecting to Blue…" until Blue is here, then that Blue is connected.
    const line = this.root.querySelector<HTMLElement>('[data-group-paste-status][data-group-seat]');
    const followed = line === null ? undefined : state.seats.find((c) => c.seat === Number(line.dataset.groupSeat));
    if (line !== null && followed !== undefined && followed.status !== 'connecting') {
      line.textContent = followed.status === 'here' ? gt('host.connected', { seat: followed.name }) : (followed.error ?? '');
      line.removeAttribute('data-group-seat');
    }
    const key = JSON.stringify([state.seats, state.started]);
    if (seats.getAttribute('data-key') === key) return;
    seats.setAttribute('data-key', key);
    seats.replaceChildren(
      ...state.seats.map((c) => {
        const head = el('h3', {}, c.joined && c.status !== 'here' ? gt('host.rejoinNote', { seat: c.name }) : gt('host.seat', { seat: c.name }));
        const parts: Node[] = [head, el('p', { class: 'group-seat-state' }, c.said)];
        if (c.error !== null) parts.push(el('p', { class: 'group-error', role: 'alert', 'data-group-error': String(c.seat) }, c.error));
        if (c.invite !== null && c.status !== 'here') parts.push(el('div', { class: 'group-invite' }, qrSvg(c.invite, gt('host.seat', { seat: c.name })), copyField('host.inviteLink', c.invite, { 'data-group-invite': String(c.seat) }, gt('host.shareTitle', { seat: c.name }))));
        return el('section', { class: 'group-seat', 'data-group-seat': String(c.seat), 'data-group-state': c.status }, ...parts);
      }),
    );
  }
}
