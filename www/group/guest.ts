// A guest's page in group play: it shows the invitation (the game's settings, the seat),
// makes the answer to send back, and then follows the host's game. Its game controller
// sends the person's moves to the host (Game.outbox) and shows the host's positions
// (Game.follow); it moves no bot and runs out no clock itself. The seat token kept in
// localStorage brings this device back to its seat after it was away. When the host
// leaves, the game stays here as a saved game with bots for the others.
import { DEFAULT_BOT_LEVEL, type SeatPlayer } from '../game/config';
import type { GroupAction } from '../game/game';
import { t } from '../i18n/i18n';
import { makeAnswer, send, watch, type Link } from './connection';
import type { GroupDeps } from './host';
import { encodeCode, linkOf, type Invitation } from './links';
import { decodeHost, DropCounter, encode, type ClockState, type HostMessage, type SeatState } from './protocol';
import { StatusBox, type StatusRow } from './status';
import { gt, type GroupKey } from './texts';
import { button, copyField, el, qrSvg, randomToken, storage } from './ui';

const TOKEN_PREFIX = 'fourchess.group.seat.';
/** How long a guest waits for the host to take the answer before saying so. */
const WAIT_MS = 10 * 60_000;

type Phase = 'invite' | 'answer' | 'lobby' | 'playing' | 'left' | 'failed' | 'refused';

export class GroupGuest {
  private readonly dialog: HTMLDialogElement;
  private box: StatusBox | null = null;
  private link: Link | null = null;
  private phase: Phase = 'invite';
  private seats: SeatState[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly drops = new DropCounter();
  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  private useStun: boolean;

  constructor(
    private readonly deps: GroupDeps,
    private readonly invite: Invitation,
  ) {
    this.useStun = invite.st !== undefined;
    this.dialog = el('dialog', { class: 'dialog group-dialog', 'data-group-guest': '', 'aria-labelledby': 'group-guest-title' });
    document.body.append(this.dialog);
  }

  private get tokenKey(): string {
    return `${TOKEN_PREFIX}${this.invite.g}.${this.invite.s}`;
  }

  private storedToken(): string | null {
    const v = storage()?.getItem(this.tokenKey) ?? null;
    return v !== null && /^[A-Za-z0-9_-]{16,64}$/.test(v) ? v : null;
  }

  private seatName(seat: number): string {
    return this.deps.seatName(this.invite.r.variant, seat);
  }

  open(): void {
    this.renderInvite();
    this.dialog.showModal();
  }

  /** Group play ends here (this device starts a game of its own): the host sees the seat away. */
  stop(): void {
    this.link?.pc.close();
    this.link = null;
    this.deps.game.outbox = null;
    this.phase = 'left';
    this.box?.remove();
    this.dialog.remove();
    this.deps.store.update((s) => (s.group = null));
  }

  private setPhase(phase: Phase): void {
    this.phase = phase;
    this.dialog.dataset.groupPhase = phase;
    if (this.box !== null) this.box.root.dataset.groupPhase = phase;
  }

  private renderInvite(message?: string): void {
    this.setPhase('invite');
    const r = this.invite.r;
    const facts = [
      gt('guest.game', { variant: t(`variant.${r.variant}`) }),
      r.clock === null ? gt('guest.noClock') : gt('guest.clock', { clock: r.clock }),
      ...(r.perMove === 0 ? [] : [gt('guest.perMove', { n: r.perMove })]),
    ];
    const who = r.seats.map((code, seat) => {
      const text = seat === this.invite.s ? gt('guest.seatYou') : code === 'h' ? gt('guest.seatHost') : code === 'g' ? gt('guest.seatFriend') : gt('guest.seatBot', { level: code.slice(1) });
      return el('li', { 'data-group-invite-seat': String(seat) }, `${this.seatName(seat)}: ${text}`);
    });
    const network: Node[] = [];
    if (this.invite.st === undefined) network.push(el('p', { class: 'group-network', 'data-group-network': 'local' }, gt('guest.oneNetwork')));
    else {
      const box = el('input', { type: 'checkbox', 'data-group-use-stun': '' });
      box.checked = this.useStun;
      box.addEventListener('change', () => (this.useStun = box.checked));
      network.push(el('p', { class: 'group-network', 'data-group-network': 'stun' }, gt('guest.stun', { server: this.invite.st })), el('label', {}, box, ' ', gt('guest.useStun', { server: this.invite.st })));
    }
    const rejoin = this.storedToken() !== null;
    const join = button(rejoin ? 'guest.rejoin' : 'guest.join', () => void this.answer(), { class: 'primary', 'data-group-join': rejoin ? 'rejoin' : 'join' });
    const cancel = button('guest.cancel', () => this.dialog.close(), { 'data-group-cancel': '' });
    this.dialog.replaceChildren(
      el('h2', { id: 'group-guest-title' }, gt('guest.title')),
      el('p', { class: 'group-your-seat', 'data-group-your-seat': String(this.invite.s) }, gt('guest.yourSeat', { seat: this.seatName(this.invite.s) })),
      el('ul', { class: 'group-facts' }, ...facts.map((f) => el('li', {}, f))),
      el('h3', {}, gt('guest.seatsHead')),
      el('ul', { class: 'group-facts' }, ...who),
      ...network,
      ...(rejoin ? [el('p', { 'data-group-rejoin': '' }, gt('guest.rejoinText'))] : []),
      ...(message === undefined ? [] : [el('p', { class: 'group-error', role: 'alert' }, message)]),
      el('div', { class: 'buttons' }, cancel, join),
    );
  }

  private async answer(): Promise<void> {
    this.link?.pc.close();
    this.setPhase('answer');
    this.dialog.replaceChildren(el('h2', { id: 'group-guest-title' }, gt('guest.title')), el('p', { role: 'status' }, gt('guest.making')));
    let made;
    try {
      made = await makeAnswer(this.invite.o, this.useStun ? (this.invite.st ?? null) : null);
    } catch (error) {
      this.renderInvite(gt('guest.failed', { reason: gt('reason.error', { error: error instanceof Error ? error.message : String(error) }) }));
      return;
    }
    const l = made.link;
    this.link = l;
    watch(l, {
      message: (data) => this.receive(l, data),
      opened: () => {
        if (this.waitTimer !== null) clearTimeout(this.waitTimer);
        let token = this.storedToken();
        if (token === null) {
          token = randomToken();
          try {
            storage()?.setItem(this.tokenKey, token);
          } catch {
            // Not kept: this device cannot come back to the seat by itself.
          }
        }
        send(l, encode({ v: 1, k: 'hello', token }));
      },
      closed: () => {
        if (this.link === l) this.hostLeft();
      },
      failed: () => {
        if (this.link === l) this.renderInvite(gt('guest.failed', { reason: gt('reason.timeout') }));
      },
    });
    const code = await encodeCode({ v: 1, g: this.invite.g, s: this.invite.s, a: made.answer });
    const href = linkOf('answer', code);
    const status = el('p', { role: 'status', class: 'group-status-line', 'data-group-wait': '' }, gt('guest.waiting'));
    this.dialog.replaceChildren(
      el('h2', { id: 'group-guest-title' }, gt('guest.answerHead')),
      el('p', {}, gt('guest.answerText')),
      el('div', { class: 'group-invite' }, qrSvg(href, gt('guest.link')), el('div', {}, copyField('guest.link', href, { 'data-group-answer-link': '' }), copyField('guest.code', code, { 'data-group-answer-code': '' }))),
      status,
      el('div', { class: 'buttons' }, button('guest.again', () => void this.answer(), { 'data-group-again': '' })),
    );
    this.dialog.dataset.answerBytes = String(href.length);
    if (this.waitTimer !== null) clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(() => {
      if (this.phase === 'answer') status.textContent = gt('guest.waitTooLong', { min: WAIT_MS / 60_000 });
    }, WAIT_MS);
  }

  private receive(l: Link, data: unknown): void {
    if (l !== this.link) return;
    const decoded = decodeHost(data);
    if (!decoded.ok) {
      this.drops.add(decoded.reason);
      return;
    }
    const msg = decoded.msg;
    this.queue = this.queue.then(() => this.handle(msg)).catch(() => {});
  }

  private async handle(msg: HostMessage): Promise<void> {
    switch (msg.k) {
      case 'welcome':
        this.seats = msg.seats;
        if (msg.pgn4 === '') {
          this.setPhase('lobby');
          this.dialog.replaceChildren(el('h2', { id: 'group-guest-title' }, gt('guest.title')), el('p', { role: 'status', 'data-group-lobby': '' }, gt('status.waiting')));
          return;
        }
        await this.setUp(msg.pgn4, msg.perMove);
        this.applyClock(msg.clock);
        return;
      case 'state': {
        if (this.phase !== 'playing') return;
        this.applySeats(msg.seats);
        await this.deps.game.follow(msg.moves, msg.comment, msg.pgn4);
        this.applyClock(msg.clock);
        this.renderBox();
        return;
      }
      case 'refused': {
        const key: GroupKey = `refused.${msg.reason}`;
        const text = gt(key, { move: msg.text, seat: this.seatName(this.invite.s) });
        this.deps.store.update((s) => {
          s.busy = false;
          s.toast = { text, at: performance.now() };
          s.announcement = text;
        });
        if (msg.reason === 'token') {
          this.setPhase('refused');
          this.link?.pc.close();
          this.link = null;
          this.dialog.replaceChildren(el('h2', {}, gt('guest.title')), el('p', { role: 'alert' }, gt('guest.seatTaken')), el('div', { class: 'buttons' }, button('host.close', () => this.dialog.close())));
          if (!this.dialog.open) this.dialog.showModal();
          return;
        }
        this.box?.root.setAttribute('data-group-refused', msg.reason);
        const count = Number(this.box?.root.dataset.groupRefusals ?? '0') + 1;
        this.box?.root.setAttribute('data-group-refusals', String(count));
        this.renderBox(text);
        return;
      }
      case 'bye':
        this.hostLeft();
        return;
    }
  }

  /**
   * Who plays each seat here: this device its seat; every other seat is a bot here (the
   * host's page moves them, and the host and the other guests are remote), so the saved
   * game, opened again without the host, goes on against bots.
   */
  private players(seats: SeatState[]): { players: SeatPlayer[]; remote: number[] } {
    const remote: number[] = [];
    const players = seats.map((st, seat): SeatPlayer => {
      if (seat === this.invite.s) return { kind: 'human' };
      if (st.p === 'host' || st.p === 'guest') remote.push(seat);
      return { kind: 'bot', level: st.p === 'bot' || st.p === 'away' ? st.level : DEFAULT_BOT_LEVEL };
    });
    return { players, remote };
  }

  private async setUp(pgn4: string, perMove: 0 | 30 | 60): Promise<void> {
    const { players, remote } = this.players(this.seats);
    this.deps.store.update((s) => {
      s.group = { remote, follower: true };
      // The host's time per move, for this game's display (not saved as this page's setting).
      s.settings = { ...s.settings, timePerMove: perMove };
    });
    this.deps.game.outbox = (action, ply) => this.sendAction(action, ply);
    await this.deps.game.loadPgn4(pgn4, players);
    this.setPhase('playing');
    if (this.dialog.open) this.dialog.close();
    if (this.box === null) {
      this.box = new StatusBox(this.deps.panel, null);
      (this.box.root as HTMLElement & { groupSend?: (text: string) => boolean }).groupSend = (text) => (this.link === null ? false : send(this.link, text));
      this.box.root.dataset.groupRole = 'guest';
    }
    this.box.setActions([]);
    this.setPhase('playing');
    this.renderBox();
  }

  private applySeats(seats: SeatState[]): void {
    this.seats = seats;
    const { players, remote } = this.players(seats);
    const s = this.deps.store.state;
    if (JSON.stringify([players, remote]) === JSON.stringify([s.config.seats, s.group?.remote])) return;
    this.deps.store.update((st) => {
      st.config.seats = players;
      if (st.group !== null) st.group.remote = remote;
    });
  }

  private applyClock(clock: ClockState | null): void {
    if (clock === null) return;
    this.deps.store.update((s) => {
      if (s.gameClock === null) return;
      s.gameClock = { ...s.gameClock, remaining: [...clock.remaining], running: clock.running, since: performance.now() - clock.elapsed };
    });
  }

  private sendAction(action: GroupAction, ply: number): void {
    const msg = action.kind === 'move' ? { v: 1 as const, k: 'move' as const, ply, text: action.text } : { v: 1 as const, k: action.kind, ply };
    if (this.link === null || !send(this.link, encode(msg))) this.deps.store.update((s) => (s.busy = false));
  }

  private renderBox(message = ''): void {
    if (this.box === null) return;
    const rows: StatusRow[] = this.seats.map((st, seat) => {
      const text =
        seat === this.invite.s ? gt('status.you') : st.p === 'host' ? gt('status.host') : st.p === 'guest' ? gt('status.here') : st.p === 'away' ? gt('status.away', { level: st.level }) : gt('status.bot', { level: st.level });
      return { seat, name: this.seatName(seat), text, state: seat === this.invite.s ? 'you' : st.p };
    });
    this.box.render(rows, message, this.drops.total);
  }

  /** The host has gone: the game stays here, saved, with bots for the others. */
  private hostLeft(): void {
    if (this.phase === 'left') return;
    const wasPlaying = this.phase === 'playing';
    this.link?.pc.close();
    this.link = null;
    this.deps.game.outbox = null;
    if (!wasPlaying) {
      this.setPhase('left');
      this.dialog.replaceChildren(el('h2', {}, gt('guest.title')), el('p', { role: 'alert', 'data-group-host-left': '' }, gt('guest.hostLeft')), el('div', { class: 'buttons' }, button('host.close', () => this.dialog.close())));
      return;
    }
    const levels = this.seats.map((st) => (st.p === 'bot' || st.p === 'away' ? st.level : DEFAULT_BOT_LEVEL));
    this.deps.store.update((s) => {
      s.group = null;
      s.busy = false;
      s.config.seats = s.config.seats.map((p, seat) => (seat === this.invite.s ? p : { kind: 'bot', level: levels[seat] ?? DEFAULT_BOT_LEVEL }));
    });
    this.deps.game.save();
    this.setPhase('left');
    const other = [0, 1, 2, 3].find((seat) => seat !== this.invite.s) ?? 0;
    const cont = button(
      'guest.continue',
      () => {
        this.deps.game.setSeat(other, { kind: 'bot', level: levels[other] ?? DEFAULT_BOT_LEVEL });
        this.box?.setActions([]);
      },
      { 'data-group-continue': '' },
    );
    const share = button('guest.share', () => document.querySelector<HTMLButtonElement>('#share')?.click());
    const exp = button('guest.export', () => document.querySelector<HTMLButtonElement>('#export')?.click());
    this.box?.setActions([cont, share, exp]);
    this.box?.root.setAttribute('data-group-host-left', '');
    // From here the other seats are this page's bots.
    this.seats = this.seats.map((st, seat) => (seat === this.invite.s ? st : { ...st, p: 'bot', level: levels[seat] ?? DEFAULT_BOT_LEVEL }));
    this.renderBox(gt('guest.hostLeft'));
  }
}
