// A guest's page in group play: it shows the invitation (the game's settings, the seat),
// makes the answer to send back, and then follows the host's game. Its game controller
// sends the person's moves to the host (Game.outbox) and shows the host's positions
// (Game.follow); it moves no bot and runs out no clock itself. The seat token kept in
// localStorage brings this device back to its seat after it was away. When the host
// leaves, the game stays here as a saved game with bots for the others.
// The link to the host (hello, heartbeat, what a lost link means) is guest-model.ts's, the
// dialog guest-dialog.ts's; this file wires them to WebRTC, the game and the page.
// The page keeps its group session in sessionStorage (session.ts): a reload shows the last
// position the host sent, says that this page is not connected, and shows a new answer to
// the same invitation (the same seat token); it never plays on locally by itself.
// A heartbeat both ways: a host silent for a few seconds counts as lost (not as gone:
// it may be reloading), and this page offers its way back to the seat.
import { DEFAULT_BOT_LEVEL, type SeatPlayer } from '../game/config';
import { stopClock } from '../game/game-clock';
import type { GroupAction } from '../game/game';
import { showNotice } from '../site/chrome';
import { makeAnswer, send, watch, type Link } from './connection';
import { GuestDialog } from './guest-dialog';
import { afterGone, GuestLink, PING_MS, type Phase } from './guest-model';
import type { GroupDeps } from './host';
import { encodeCode, linkOf, type Invitation } from './links';
import { DropCounter, encode, type ClockState, type HostMessage, type SeatState } from './protocol';
import { sessionStore, writeGuestSession, type GuestSession } from './session';
import { StatusBox, type StatusRow } from './status';
import { gt, type GroupKey } from './texts';
import { button, randomToken, storage } from './ui';

const TOKEN_PREFIX = 'fourchess.group.seat.';
/** How long a guest waits for the host to take the answer before saying so. */
const WAIT_MS = 10 * 60_000;

export class GroupGuest {
  private readonly dialog: GuestDialog;
  private box: StatusBox | null = null;
  /** The link to the host, its hello and heartbeat (guest-model.ts). */
  private readonly link: GuestLink<Link>;
  private phase: Phase = 'invite';
  private seats: SeatState[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly drops = new DropCounter();
  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  private useStun: boolean;
  /** Whether the person chose about the STUN server on this page (Join): only then is an answer made unasked. */
  private stunChosen = false;
  /** The answer being made (one at a time). */
  private making: Promise<void> | null = null;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly onPageHide = (): void => {
    // Said on the way out, so the host gives the seat to a bot at once (not after the heartbeat).
    this.link.send({ v: 1, k: 'bye' });
  };
  /** The last record and seats the host sent ('' before the start), kept for a reload. */
  private pgn4 = '';
  private perMove: 0 | 30 | 60 = 0;
  /** The banner at the top of the page while group play is interrupted or over (phones: the box is far below). */
  private banner: HTMLElement | null = null;

  constructor(
    private readonly deps: GroupDeps,
    private readonly invite: Invitation,
    /** The invitation's code (what follows #join=): a reload opens it again. */
    private readonly code: string,
  ) {
    this.useStun = invite.st !== undefined;
    this.perMove = invite.r.perMove;
    this.dialog = new GuestDialog((seat) => this.seatName(seat));
    this.link = new GuestLink<Link>({
      now: () => performance.now(),
      send: (l, msg) => send(l, encode(msg)),
      token: () => this.token(),
      deliver: (msg) => {
        this.queue = this.queue.then(() => this.handle(msg)).catch(() => {});
      },
      drop: (reason) => this.drops.add(reason),
      gone: (l) => {
        l.pc.close();
        this.connectionGone();
      },
    });
    this.heartbeat = setInterval(() => this.link.tick(), PING_MS);
    window.addEventListener('pagehide', this.onPageHide);
  }

  /** This device's seat token, made and kept on first use. */
  private token(): string {
    let token = this.storedToken();
    if (token === null) {
      token = randomToken();
      try {
        storage()?.setItem(this.tokenKey, token);
      } catch {
        // Not kept: this device cannot come back to the seat by itself.
      }
    }
    return token;
  }

  /** Closes the link to the host (if any); nothing it says counts from here on. */
  private dropLink(): void {
    this.link.current()?.pc.close();
    this.link.use(null);
  }

  /** Whether this page has the group's game set up (a board to freeze or play on). */
  private get hasGame(): boolean {
    return this.box !== null;
  }

  private showBanner(text: string, actions: { label: string; run: () => void }[]): void {
    this.hideBanner();
    this.banner = showNotice(text, 'error', actions);
    this.banner.dataset.groupBanner = '';
  }

  private hideBanner(): void {
    this.banner?.remove();
    this.banner = null;
  }

  /** Keeps (or forgets) this page's group session for a reload. */
  private keep(on = true): void {
    const session: GuestSession = { v: 1, code: this.code, pgn4: this.pgn4, seats: this.seats, perMove: this.perMove };
    writeGuestSession(sessionStore(), on ? session : null);
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
    this.dialog.show();
  }

  /** Group play ends here (this device starts a game of its own): the host sees the seat away. */
  stop(): void {
    this.link.send({ v: 1, k: 'bye' });
    this.dropLink();
    clearInterval(this.heartbeat);
    window.removeEventListener('pagehide', this.onPageHide);
    this.deps.game.outbox = null;
    this.phase = 'left';
    this.keep(false);
    this.overAgain(false);
    this.hideBanner();
    this.box?.remove();
    this.dialog.remove();
    this.deps.store.update((s) => (s.group = null));
  }

  /**
   * After a reload of this page: the last position the host sent, frozen (no bot moves
   * here, no clock runs out), marked as not connected, with "Back to my seat".
   */
  async resume(session: GuestSession): Promise<void> {
    this.pgn4 = session.pgn4;
    this.seats = session.seats;
    this.perMove = session.perMove;
    this.keep();
    if (session.pgn4 === '' || session.seats.length !== 4) {
      // Not started yet: the invitation's dialog again (its button takes the seat back, or
      // makes a new answer: the one sent before the reload no longer connects).
      this.renderInvite(gt('guest.reloadedInvite'));
      this.dialog.show();
      return;
    }
    await this.setUp(session.pgn4, session.perMove);
    this.lost('reloaded');
  }

  /** The link to the host went without a word from the host. */
  private connectionGone(): void {
    switch (afterGone(this.phase, this.hasGame)) {
      // lost() itself shows the frozen game, or the lobby's way back when no game is here.
      case 'lost':
      case 'lobby-lost':
        return this.lost('lost');
      case 'closed-early':
        return this.renderInvite(gt('guest.closedEarly'));
      case 'none':
        return;
    }
  }

  private setPhase(phase: Phase): void {
    this.phase = phase;
    this.dialog.phase(phase);
    if (this.box !== null) this.box.root.dataset.groupPhase = phase;
  }

  private renderInvite(message?: string): void {
    this.setPhase('invite');
    const join = (): void => {
      this.stunChosen = true;
      void this.answer();
    };
    this.dialog.invite(this.invite, { useStun: this.useStun, rejoin: this.storedToken() !== null, ...(message === undefined ? {} : { message }) }, { join, useStun: (on) => (this.useStun = on) });
  }

  /**
   * A new answer to the invitation (the old link, if any, is closed), shown in the dialog
   * with `note` above it (why it was made). One at a time: a second call while one is made
   * waits for it.
   */
  private answer(note?: string): Promise<void> {
    this.making ??= this.makeAnswer(note).finally(() => (this.making = null));
    return this.making;
  }

  private async makeAnswer(note?: string): Promise<void> {
    this.dropLink();
    this.setPhase('answer');
    this.dialog.making();
    let made;
    try {
      made = await makeAnswer(this.invite.o, this.useStun ? (this.invite.st ?? null) : null);
    } catch (error) {
      this.renderInvite(gt('guest.failed', { reason: gt('reason.error', { error: error instanceof Error ? error.message : String(error) }) }));
      return;
    }
    const l = made.link;
    this.link.use(l);
    watch(l, {
      message: (data) => this.link.message(l, data),
      opened: () => {
        if (this.waitTimer !== null) clearTimeout(this.waitTimer);
        this.link.opened(l);
      },
      closed: () => this.link.closed(l),
      failed: () => {
        if (this.link.current() !== l) return;
        this.dropLink();
        if (this.hasGame) this.lost('lost');
        else this.renderInvite(gt('guest.failed', { reason: gt('reason.timeout') }));
      },
    });
    const code = await encodeCode({ v: 1, g: this.invite.g, s: this.invite.s, i: this.invite.o.u, a: made.answer });
    this.keep();
    const href = linkOf('answer', code);
    const status = this.dialog.answer(
      { href, code, back: this.hasGame, ...(note === undefined ? {} : { note }) },
      { again: () => void this.answer(), playOn: () => this.hostLeft('guest.playingAlone') },
    );
    if (this.waitTimer !== null) clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(() => {
      if (this.phase === 'answer') status.textContent = gt('guest.waitTooLong', { min: WAIT_MS / 60_000 });
    }, WAIT_MS);
  }

  private async handle(msg: HostMessage): Promise<void> {
    switch (msg.k) {
      case 'ping':
        return;
      case 'welcome':
        this.seats = msg.seats;
        this.perMove = msg.perMove;
        this.pgn4 = msg.pgn4;
        this.keep();
        if (msg.pgn4 === '') {
          this.setPhase('lobby');
          this.dialog.lobby(this.invite.s, this.seats);
          return;
        }
        await this.setUp(msg.pgn4, msg.perMove);
        this.applyClock(msg.clock);
        return;
      case 'state': {
        if (this.phase !== 'playing') return;
        const before = this.deps.store.state.moves.length;
        this.applySeats(msg.seats);
        await this.deps.game.follow(msg.moves, msg.comment, msg.pgn4);
        this.applyClock(msg.clock);
        this.pgn4 = msg.pgn4;
        this.keep();
        // The host started the next game: the last one's result dialog goes.
        if (msg.moves.length < before) this.closeOver();
        this.overAgain(true);
        this.renderBox();
        return;
      }
      case 'refused': {
        // Cut off by the host: the banner and the box say it (no toast over them).
        if (msg.reason === 'removed' || msg.reason === 'flood') {
          this.hostLeft(msg.reason === 'removed' ? 'guest.removed' : 'guest.cutFlood');
          return;
        }
        const key: GroupKey = `refused.${msg.reason}`;
        const text = gt(key, { move: msg.text, seat: this.seatName(this.invite.s) });
        this.deps.store.update((s) => {
          s.busy = false;
          s.toast = { text, at: performance.now() };
          s.announcement = text;
        });
        if (msg.reason === 'token') {
          this.setPhase('refused');
          this.dropLink();
          this.keep(false);
          this.dialog.message(gt('guest.seatTaken'));
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
      (this.box.root as HTMLElement & { groupSend?: (text: string) => boolean }).groupSend = (text) => {
        const l = this.link.current();
        return l === null ? false : send(l, text);
      };
      this.box.root.dataset.groupRole = 'guest';
    }
    this.box.setActions([]);
    this.box.root.removeAttribute('data-group-lost');
    this.hideBanner();
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
      if (s.clocks.game === null) return;
      s.clocks.game = { ...s.clocks.game, remaining: [...clock.remaining], running: clock.running, since: performance.now() - clock.elapsed };
    });
  }

  private sendAction(action: GroupAction, ply: number): void {
    const msg = action.kind === 'move' ? { v: 1 as const, k: 'move' as const, ply, text: action.text } : { v: 1 as const, k: action.kind, ply };
    if (this.phase === 'playing' && this.link.send(msg)) return;
    // Not connected: nothing is played here (the host's page decides), and the person is told.
    const text = gt('guest.notConnected');
    this.deps.store.update((s) => {
      s.busy = false;
      s.toast = { text, at: performance.now() };
      s.announcement = text;
    });
  }

  private renderBox(message = ''): void {
    if (this.box === null) return;
    const rows: StatusRow[] = this.seats.map((st, seat) => {
      const text =
        seat === this.invite.s ? gt('status.you') : st.p === 'host' ? gt('status.host') : st.p === 'guest' ? gt('status.here') : st.p === 'away' ? gt('status.away', { level: st.level }) : gt('status.bot', { level: st.level });
      return { seat, name: this.seatName(seat), text, state: seat === this.invite.s ? 'you' : st.p };
    });
    this.box.render(rows, message);
    this.box.setDropped(this.drops.total);
  }

  /** The game-over dialog of the page: closed when the host starts the next game. */
  private closeOver(): void {
    const over = document.querySelector<HTMLDialogElement>('#over-dialog');
    if (over?.open === true) over.close();
  }

  /**
   * The game-over dialog's "Play again" on a guest's page: the host starts the next game,
   * so it says "Waiting for the host" and does nothing (`on`), or is itself again.
   */
  private overAgain(on: boolean): void {
    const again = document.querySelector<HTMLButtonElement>('#over-dialog .again');
    if (again === null) return;
    if (on) {
      if (again.dataset.groupWaiting === undefined) again.dataset.groupLabel = again.textContent ?? '';
      again.dataset.groupWaiting = '';
      again.textContent = gt('guest.waitingNext');
      again.disabled = true;
    } else if (again.dataset.groupWaiting !== undefined) {
      again.textContent = again.dataset.groupLabel ?? again.textContent;
      delete again.dataset.groupWaiting;
      delete again.dataset.groupLabel;
      again.disabled = false;
    }
  }

  /**
   * Nothing moves on this page until the person chooses: every other seat waits "at another
   * device" (no bot here, no "… is thinking" that never ends), no clock runs, and a move
   * here is not played (sendAction says why).
   */
  private freeze(): void {
    const others = [0, 1, 2, 3].filter((seat) => seat !== this.invite.s);
    this.deps.store.update((s) => {
      s.busy = false;
      s.group = { remote: others, follower: true };
      s.config.seats = s.config.seats.map((p, seat) => (seat === this.invite.s ? p : { kind: 'human' }));
      if (s.clocks.game !== null) s.clocks.game = stopClock(s.clocks.game, performance.now());
    });
    this.deps.game.outbox = (action, ply) => this.sendAction(action, ply);
  }

  /** Levels of the bots that play the other seats once this device plays on alone. */
  private botLevels(): number[] {
    return this.seats.map((st) => (st.p === 'bot' || st.p === 'away' ? st.level : DEFAULT_BOT_LEVEL));
  }

  /**
   * The connection to the host went without a word (the host reloaded, a network dropped,
   * this page reloaded): the board keeps the last position the host sent and nothing moves
   * here; the person can go back to the seat (a new answer to the same invitation) or play
   * on against bots.
   */
  private lost(kind: 'lost' | 'reloaded'): void {
    this.dropLink();
    // The way back is a new answer: made at once (one step for the person: send it), unless
    // the invitation names a STUN server and the person has not chosen about it on this page.
    const ready = this.invite.st === undefined || this.stunChosen;
    if (!this.hasGame) {
      // Before the start (no game here yet): the dialog says so and offers the seat again.
      this.setPhase('lost');
      if (ready) void this.answer(gt('guest.lostLobby'));
      else this.dialog.lostLobby(kind, () => void this.answer());
      this.dialog.show();
      return;
    }
    this.setPhase('lost');
    this.keep();
    this.closeOver();
    this.freeze();
    const said = gt(kind === 'reloaded' ? 'guest.reloaded' : 'guest.lost');
    const goBack = (): void => {
      this.dialog.show();
      // The answer made for this loss still waits for the host: shown again, not replaced.
      if (this.phase !== 'answer' || (this.making === null && this.link.current() === null)) void this.answer(said);
    };
    const playAlone = (): void => this.hostLeft('guest.playingAlone');
    const back = button('guest.rejoin', goBack, { class: 'primary', 'data-group-back': '' });
    const alone = button('guest.continue', playAlone, { 'data-group-continue': '' });
    this.showBanner(gt(kind === 'reloaded' ? 'guest.bannerReloaded' : 'guest.bannerLost'), [
      { label: gt('guest.rejoin'), run: goBack },
      { label: gt('guest.continue'), run: playAlone },
    ]);
    this.box?.setActions([back, alone]);
    this.box?.root.setAttribute('data-group-lost', kind);
    this.renderBox(said);
    if (ready) goBack();
  }

  /** The host has gone (or removed this guest): the game stays here, saved, with bots for the others. */
  private hostLeft(why: GroupKey = 'guest.hostLeft'): void {
    if (this.phase === 'left') return;
    // Whether a game is set up here, not how far the handshake had come: "Continue against
    // bots" after a tap on "Back to my seat" plays on too.
    const wasPlaying = this.hasGame;
    this.dropLink();
    this.deps.game.outbox = null;
    this.keep(false);
    this.overAgain(false);
    if (!wasPlaying) {
      this.setPhase('left');
      this.dialog.message(gt(why), { 'data-group-host-left': '' });
      return;
    }
    this.dialog.close();
    if (why === 'guest.playingAlone') this.hideBanner();
    else this.showBanner(gt('guest.bannerLeft'), [{ label: gt('host.close'), run: () => (this.banner = null) }]);
    const levels = this.botLevels();
    const bots = (p: SeatPlayer, seat: number): SeatPlayer => (seat === this.invite.s ? p : { kind: 'bot', level: levels[seat] ?? DEFAULT_BOT_LEVEL });
    // Saved as this device's game, with bots for the others (a reload goes on against them).
    this.deps.store.update((s) => {
      s.group = null;
      s.busy = false;
      s.config.seats = s.config.seats.map(bots);
    });
    this.deps.game.save();
    this.setPhase('left');
    const other = [0, 1, 2, 3].find((seat) => seat !== this.invite.s) ?? 0;
    const share = button('guest.share', () => document.querySelector<HTMLButtonElement>('#share')?.click());
    const exp = button('guest.export', () => document.querySelector<HTMLButtonElement>('#export')?.click());
    const playOn = (): void => {
      this.deps.game.outbox = null;
      this.deps.store.update((s) => {
        s.group = null;
        s.config.seats = s.config.seats.map(bots);
      });
      // Any seat handed over restarts the turn: the bot to move moves.
      this.deps.game.setSeat(other, { kind: 'bot', level: levels[other] ?? DEFAULT_BOT_LEVEL });
      this.box?.setActions([share, exp]);
    };
    if (why === 'guest.playingAlone') playOn();
    else {
      this.freeze();
      this.box?.setActions([button('guest.continue', playOn, { 'data-group-continue': '' }), share, exp]);
    }
    this.box?.root.removeAttribute('data-group-lost');
    this.box?.root.setAttribute('data-group-host-left', why === 'guest.hostLeft' ? '' : why.slice(6));
    // From here the other seats are this page's bots.
    this.seats = this.seats.map((st, seat) => (seat === this.invite.s ? st : { ...st, p: 'bot', level: levels[seat] ?? DEFAULT_BOT_LEVEL }));
    this.renderBox(gt(why));
  }
}
