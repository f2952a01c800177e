// The host's page in group play: it makes an invitation per invited seat, takes the
// guests' answers, and is the game's authority. Its game controller checks every move a
// guest sends (Game.remoteAction: that seat's turn, a move the engine lists), plays the
// bots, runs the clocks, and this module sends every guest each new position.
// Who is at which seat, and what each event on a connection does, is the model's
// (host-model.ts, unit-tested); this file is its view: it wires the model to WebRTC
// (connection.ts), the game, timers, the saved session (session.ts), the dialog (host-dialog.ts)
// and the box in the panel (status.ts).
// A guest whose channel closes is "away": a bot of the chosen level plays the seat, and
// a fresh connection with the seat's first credentials waits, so the same invitation
// brings the guest back; the seat token decides it is the same device.
import { DEFAULT_BOT_LEVEL, type SeatPlayer } from '../game/config';
import { formatTimeControl } from '../game/game-clock';
import type { Game } from '../game/game';
import type { VariantId } from '../pkg/fourchess_wasm';
import type { ViewState } from '../game/state';
import type { Store } from '../game/store';
import { buildGame, type Choice } from '../ui/game-choice';
import { acceptAnswer, CONNECT_MS, makeOffer, newCertificate, send, watch, type Link } from './connection';
import { HostDialog, type HostDialogState, type SeatCard } from './host-dialog';
import { HostModel, PING_MS, type Cut, type HostSeat } from './host-model';
import { answerMismatch, encodeCode, linkOf, pastedKind, readAnswer, readInvitation, type GameSummary, type SeatCode } from './links';
import { DropCounter, encode, type ClockState, type HostMessage, type SeatState } from './protocol';
import { hostedIds, keepCertificates, rememberHosted, sessionStore, writeHostSession, type HostSession } from './session';
import { seatStates } from './seats';
import { gt, type GroupKey } from './texts';
import { randomToken, savedStun, saveStun, storage } from './ui';
import { StatusBox, type StatusRow } from './status';

export interface GroupDeps {
  game: Game;
  store: Store<ViewState>;
  /** The side panel (#panel): the group's status box goes into it. */
  panel: HTMLElement;
  /** A seat's display name in a rule set ("Red ▲"). */
  seatName: (variant: VariantId, seat: number) => string;
  settings: ViewState['settings'];
  gameIndex: number;
}

/** What the page keeps of an invited seat beyond the model: its keys and its invitation. */
interface SeatKeys {
  certificate: RTCCertificate;
  /** The first invitation's ICE credentials: every later connection of this seat keeps them. */
  credentials: { u: string; p: string } | null;
  invite: string | null;
  armPending: ((ms?: number) => void) | null;
  /** No invitation could be made (the browser refused): why. */
  makeError: string | null;
  /** The seat's connection being made (an answer pasted meanwhile waits for it). */
  preparing: Promise<void> | null;
  answeredAt: number | null;
}

/** How long a first tap on Remove waits for the second. */
const REMOVE_MS = 4000;
/** How often the dropped messages' count is written (a flood costs a counter, not a render each). */
const DROPPED_MS = 250;

const CUT_NOTICE: Record<Cut, GroupKey> = { flood: 'notice.flood', silent: 'notice.silent', removed: 'notice.removed' };

export class GroupHost {
  readonly id: string;
  private readonly model: HostModel<Link>;
  private readonly keys = new Map<number, SeatKeys>();
  private readonly drops = new DropCounter();
  private readonly codes: SeatCode[];
  private readonly summary: GameSummary;
  private readonly choice: Choice;
  private stun: string | null = savedStun();
  private awayLevel = DEFAULT_BOT_LEVEL;
  private started = false;
  private lastSent = '';
  /** The seats the lobby's friends were last told of. */
  private lastLobby = '';
  private readonly dialog: HostDialog;
  private readonly box: StatusBox;
  private droppedTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** The started game's id (the saved game a reload resumes). */
  private gameId: string | null = null;
  /** Whether a reload can resume this group (its session and certificates are kept). */
  private resumable = false;
  private stopped = false;
  /** The seat whose Remove button was tapped once (a second tap within REMOVE_MS removes). */
  private removeArmed: number | null = null;
  private removeTimer: ReturnType<typeof setTimeout> | null = null;
  /** After a reload: what the host should do, at the top of the dialog until every friend is back. */
  private resumedNote = false;
  private readonly onPageHide = (): void => this.pageHide();
  private readonly onBeforeUnload = (e: BeforeUnloadEvent): void => {
    if (!this.hasSomethingToLose()) return;
    e.preventDefault();
    e.returnValue = '';
  };

  constructor(
    private readonly deps: GroupDeps,
    choice: Choice,
    id: string = randomToken(9).replace(/[-_]/g, 'x'),
  ) {
    this.id = id;
    this.choice = choice;
    this.codes = choice.seats.slice(0, 4).map((c) => (c === 'g' || c === 'h' ? c : /^b[1-6]$/.test(c) ? c : 'b3') as SeatCode);
    const built = buildGame(choice, deps.settings, deps.gameIndex);
    this.summary = {
      variant: built.config.variant,
      options: built.config.options,
      clock: built.config.timeControl === null ? null : formatTimeControl(built.config.timeControl),
      perMove: built.settings.timePerMove,
      seats: this.codes,
    };
    this.model = new HostModel<Link>({
      now: () => performance.now(),
      send: (link, msg) => void send(link, encode(msg)),
      close: (link, ms) => (ms === 0 ? link.pc.close() : void setTimeout(() => link.pc.close(), ms)),
      started: () => this.started,
      welcome: (seat) => this.welcome(seat),
      act: (seat, action, ply) => this.deps.game.remoteAction(seat, action, ply),
      toMove: () => this.deps.store.state.status?.toMove ?? null,
      handOver: (seat, here) => this.whenIdle(() => this.handOver(seat, here)),
      prepare: (seat) => void this.prepare(seat),
      renew: (seat) => void this.renew(seat),
      notify: (kind, seat) =>
        this.box.notify({ kind, text: gt(kind === 'intruder' ? 'notice.intruder' : CUT_NOTICE[kind], { seat: this.seatName(seat) }) }),
      drop: (reason) => this.drop(reason),
      changed: (keep) => {
        if (keep) void this.keep(false);
        this.render();
        this.lobbyChanged();
      },
    });
    this.dialog = new HostDialog({
      paste: (text, status) => this.paste(text, status),
      awayLevel: (level) => this.setAwayLevel(level),
      stun: (server) => this.setStun(server),
      start: () => this.start(),
    });
    this.box = new StatusBox(deps.panel, () => this.openDialog());
    window.addEventListener('pagehide', this.onPageHide);
    window.addEventListener('beforeunload', this.onBeforeUnload);
    this.heartbeat = setInterval(() => this.model.tick(), PING_MS);
    rememberHosted(storage(), this.id);
  }

  private seatName(seat: number): string {
    return this.deps.seatName(this.summary.variant, seat);
  }

  async begin(): Promise<void> {
    await this.showLobby();
    this.openDialog();
    await Promise.all(this.codes.flatMap((code, seat) => (code === 'g' ? [this.addGuest(seat)] : [])));
    await this.keep();
  }

  private async showLobby(): Promise<void> {
    // Until the start the board shows the new game's position, and nobody moves: every seat
    // waits, no clock runs (the real game, with its clocks, begins with start()).
    const lobby = buildGame(this.choice, this.deps.settings, this.deps.gameIndex).config;
    lobby.timeControl = null;
    lobby.seats = this.codes.map((): SeatPlayer => ({ kind: 'human' }));
    this.deps.store.update((s) => {
      s.group = { remote: [0, 1, 2, 3], follower: false, lobby: [...this.codes] };
      s.settings = { ...s.settings, timePerMove: 0 };
    });
    await this.deps.game.newGame(lobby);
  }

  /**
   * After a reload: the same group, its seats' certificates, credentials, invitations and
   * tokens. `resumedGame`: the saved game this page resumed is the group's (else, if the
   * game had started, group play cannot go on: false).
   */
  async resume(session: HostSession, certificates: Map<number, RTCCertificate>, resumedGame: boolean): Promise<boolean> {
    this.awayLevel = session.awayLevel;
    this.stun = session.stun;
    for (const kept of session.seats) {
      const certificate = certificates.get(kept.seat);
      if (certificate === undefined || this.codes[kept.seat] !== 'g') return false;
      this.keys.set(kept.seat, { ...this.newKeys(certificate), credentials: { u: kept.u, p: kept.p }, invite: kept.invite });
      this.model.add(kept.seat, { joined: kept.joined, token: kept.token });
    }
    if (session.gameId !== null) {
      if (!resumedGame) return false;
      // The game goes on here; every guest is away (a bot plays) until they are back.
      this.gameId = session.gameId;
      this.started = true;
      this.deps.store.update((s) => {
        s.group = { remote: [], follower: false };
        s.settings = { ...s.settings, timePerMove: this.summary.perMove };
      });
      for (const g of this.model.all()) this.whenIdle(() => this.deps.game.setSeat(g.seat, { kind: 'bot', level: this.awayLevel }));
    } else await this.showLobby();
    this.box.notify({ kind: 'resumed', text: gt('notice.resumed') });
    this.resumedNote = true;
    this.openDialog();
    await Promise.all(this.model.all().map((g) => this.prepare(g.seat)));
    await this.keep();
    return true;
  }

  private newKeys(certificate: RTCCertificate): SeatKeys {
    return { certificate, credentials: null, invite: null, armPending: null, makeError: null, preparing: null, answeredAt: null };
  }

  private async addGuest(seat: number): Promise<void> {
    this.keys.set(seat, this.newKeys(await newCertificate()));
    this.model.add(seat);
    await this.prepare(seat);
  }

  /** Writes the group's session for a reload (and the certificates once they change). */
  private async keep(certificatesChanged = true): Promise<void> {
    if (this.stopped) return;
    const seats = this.model.all().flatMap((g) => {
      const k = this.keys.get(g.seat);
      return k === undefined || k.credentials === null || k.invite === null ? [] : [{ seat: g.seat, u: k.credentials.u, p: k.credentials.p, invite: k.invite, token: g.token, joined: g.joined }];
    });
    const session: HostSession = { v: 1, id: this.id, choice: this.choice, gameId: this.gameId, awayLevel: this.awayLevel, stun: this.stun, seats };
    const certs = new Map([...this.keys.entries()].map(([seat, k]) => [seat, k.certificate]));
    const kept = writeHostSession(sessionStore(), session) && (!certificatesChanged || (await keepCertificates(this.id, certs)));
    if (!this.stopped) this.resumable = kept || (this.resumable && !certificatesChanged);
  }

  /** Whether leaving this page now loses anything (the browser asks first). */
  private hasSomethingToLose(): boolean {
    if (this.stopped) return false;
    const s = this.deps.store.state;
    if (this.started) return s.status !== null && s.status.outcome === null;
    return this.model.all().some((g) => g.status === 'here' || g.status === 'connecting');
  }

  /** The page goes (a reload, another page, the tab closed): the game is saved; guests learn it from the closed connection. */
  private pageHide(): void {
    if (this.started) this.deps.game.save();
    if (!this.resumable) {
      // No reload can take this group up again: the guests are told it ended; the session
      // stays behind so that the reloaded page says so too (group.ts, resumeHosting).
      this.stop(true);
      return;
    }
    this.model.closeAll();
  }

  /** A connection waiting for this seat's answer (with the seat's first credentials, if any). */
  private prepare(seat: number): Promise<void> {
    const keys = this.keys.get(seat);
    if (keys === undefined || this.stopped) return Promise.resolve();
    const made = this.makePending(seat, keys).finally(() => {
      if (keys.preparing === made) keys.preparing = null;
    });
    keys.preparing = made;
    return made;
  }

  private async makePending(seat: number, keys: SeatKeys): Promise<void> {
    keys.armPending = null;
    try {
      const { link, offer } = await makeOffer(this.stun, keys.certificate, keys.credentials ?? undefined);
      if (this.stopped || this.keys.get(seat) !== keys) {
        link.pc.close();
        return;
      }
      if (keys.credentials === null) {
        keys.credentials = { u: offer.u, p: offer.p };
        const code = await encodeCode({ v: 1, g: this.id, s: seat, r: this.summary, ...(this.stun === null ? {} : { st: this.stun }), o: offer });
        keys.invite = linkOf('join', code);
        void this.keep();
      }
      const w = watch(link, {
        message: (data) => this.model.message(link, data),
        opened: () => {
          if (keys.answeredAt !== null) this.dialog.root.dataset.connectMs = String(Math.round(performance.now() - keys.answeredAt));
          this.model.opened(link);
        },
        closed: () => this.model.closed(link),
        failed: () => this.model.failed(link),
      });
      keys.armPending = w.arm;
      keys.makeError = null;
      this.model.pending(seat, link);
    } catch (error) {
      keys.makeError = gt('host.makeFailed', { error: error instanceof Error ? error.message : String(error) });
      this.render();
    }
  }

  /** Remove asks once ("Remove Blue?"): a tap on a phone does not throw a friend out by mistake. */
  private tapRemove(seat: number): void {
    if (this.removeTimer !== null) clearTimeout(this.removeTimer);
    this.removeTimer = null;
    if (this.removeArmed === seat) {
      this.removeArmed = null;
      this.model.cut(seat, 'removed');
    } else {
      this.removeArmed = seat;
      this.removeTimer = setTimeout(() => {
        this.removeArmed = null;
        this.removeTimer = null;
        this.renderBox();
      }, REMOVE_MS);
    }
    this.renderBox();
  }

  /** A seat's fresh invitation: a new certificate and credentials; the old link stops working. */
  private async renew(seat: number): Promise<void> {
    const keys = this.newKeys(await newCertificate());
    this.keys.set(seat, keys);
    this.render();
    await this.prepare(seat);
    await this.keep();
  }

  /**
   * Runs `change` once no engine call is under way: a seat handed over while a move is
   * being played would drop that move's answer (Game.setSeat starts a new generation).
   */
  private whenIdle(change: () => void): void {
    if (this.stopped) return;
    if (!this.deps.store.state.busy) change();
    else setTimeout(() => this.whenIdle(change), 25);
  }

  private handOver(seat: number, here: boolean): void {
    const player: SeatPlayer = here ? { kind: 'human' } : { kind: 'bot', level: this.awayLevel };
    this.deps.store.update((s) => {
      if (s.group === null) return;
      const remote = s.group.remote.filter((x) => x !== seat);
      s.group.remote = here ? [...remote, seat].sort() : remote;
    });
    this.deps.game.setSeat(seat, player);
  }

  /** A dropped message: counted; the count is written a few times a second at most. */
  private drop(reason: string): void {
    this.drops.add(reason);
    if (this.droppedTimer !== null) return;
    this.droppedTimer = setTimeout(() => {
      this.droppedTimer = null;
      this.box.setDropped(this.drops.total);
    }, DROPPED_MS);
  }

  private seatStates(): SeatState[] {
    return seatStates(this.codes, (seat) => this.model.get(seat)?.status === 'here', this.awayLevel);
  }

  private clockState(s: ViewState): ClockState | null {
    const c = s.clocks.game;
    if (c === null) return null;
    return { remaining: [...c.remaining], running: c.running, elapsed: c.running === null ? 0 : Math.max(0, performance.now() - c.since) };
  }

  private welcome(seat: number): HostMessage {
    const s = this.deps.store.state;
    this.lastSent = '';
    return { v: 1, k: 'welcome', seat, pgn4: this.started ? s.pgn4 : '', seats: this.seatStates(), clock: this.started ? this.clockState(s) : null, perMove: this.summary.perMove };
  }

  /** Before the start: who is here changed, so each friend in the lobby gets the list again. */
  private lobbyChanged(): void {
    if (this.started || this.stopped) return;
    const key = JSON.stringify(this.seatStates());
    if (key === this.lastLobby) return;
    this.lastLobby = key;
    this.model.welcomeAll();
  }

  /** Called after every change of the game's state: a new position or seat goes to every guest. */
  changed(s: ViewState): void {
    if (!this.started || s.board === null) return;
    if (s.gameId !== this.gameId) {
      // The host played again: a reload resumes this game now.
      this.gameId = s.gameId;
      void this.keep(false);
    }
    const seats = this.seatStates();
    const key = `${s.pgn4}|${JSON.stringify(seats)}|${s.clocks.game?.running ?? ''}`;
    if (key === this.lastSent) return;
    this.lastSent = key;
    this.model.broadcast({ v: 1, k: 'state', ply: s.moves.length, moves: s.moves.map((m) => m.text), comment: null, pgn4: s.pgn4, fen4: s.fen4, seats, clock: this.clockState(s) });
    this.renderBox();
  }

  /** The game begins: guests who are here play their seats, a bot plays for the others until they come. */
  async start(): Promise<void> {
    if (this.started) return;
    const built = buildGame(this.choice, this.deps.settings, this.deps.gameIndex);
    const remote = this.model.start();
    built.config.seats = this.codes.map((code, seat): SeatPlayer => {
      if (code === 'h' || remote.includes(seat)) return { kind: 'human' };
      if (code !== 'g') return { kind: 'bot', level: Number(code.slice(1)) };
      return { kind: 'bot', level: this.awayLevel };
    });
    this.deps.store.update((s) => {
      s.group = { remote, follower: false };
      s.settings = { ...s.settings, timePerMove: this.summary.perMove };
    });
    this.started = true;
    await this.deps.game.newGame(built.config);
    this.gameId = this.deps.store.state.gameId;
    void this.keep(false);
    // Every guest here (also one who arrived while the game was being set up) gets the game.
    this.model.welcomeAll();
    this.changed(this.deps.store.state);
    this.render();
  }

  /** The host ends group play (a new game here, or the page closes): every guest is told. */
  stop(keepSession = false): void {
    if (this.stopped) return;
    this.model.broadcast({ v: 1, k: 'bye' });
    this.stopped = true;
    this.resumable = false;
    if (!keepSession) writeHostSession(sessionStore(), null);
    window.removeEventListener('pagehide', this.onPageHide);
    window.removeEventListener('beforeunload', this.onBeforeUnload);
    clearInterval(this.heartbeat);
    if (this.droppedTimer !== null) clearTimeout(this.droppedTimer);
    if (this.removeTimer !== null) clearTimeout(this.removeTimer);
    this.model.closeAll();
    this.box.remove();
    this.dialog.remove();
    this.deps.store.update((s) => (s.group = null));
  }

  /** An answer handed over by another tab of this browser (a tapped answer link); true if it was this game's. */
  async pasteFromTab(code: string): Promise<boolean> {
    return this.paste(code, this.dialog.pasteStatus());
  }

  private async paste(text: string, status: HTMLElement): Promise<boolean> {
    // Connect pressed after a pasted answer already connected by itself: its line stays.
    if (text.trim() === '' && status.textContent !== '' && status.dataset.groupPasteError === '') return false;
    status.removeAttribute('data-group-seat');
    status.dataset.groupPasteError = '';
    status.classList.remove('group-error');
    const fail = (kind: string, message: string): false => {
      status.textContent = message;
      status.dataset.groupPasteError = kind;
      status.classList.add('group-error');
      status.scrollIntoView({ block: 'nearest' });
      return false;
    };
    if (text.trim() === '') return fail('empty', gt('host.pasteEmpty'));
    const read = await readAnswer(text);
    if (!read.ok) {
      // Pasted back what this page sent out: an invitation, not the friend's answer.
      if (pastedKind(text) !== 'answer') {
        const invitation = await readInvitation(text);
        if (invitation.ok) return fail('own-invitation', invitation.value.g === this.id ? gt('host.ownInvitation') : gt('host.anInvitation'));
      }
      return fail('bad', gt('host.badAnswer', { reason: gt(`reason.${read.error}`) }));
    }
    const answer = read.value;
    const ufrags = new Map([...this.keys.entries()].flatMap(([seat, k]) => (k.credentials === null ? [] : [[seat, k.credentials.u] as [number, string]])));
    const mismatch = answerMismatch(answer, { id: this.id, seats: ufrags }, hostedIds(storage()));
    if (mismatch !== null) return fail(mismatch, gt(mismatch === 'earlier' ? 'host.earlierAnswer' : 'host.wrongGame'));
    const keys = this.keys.get(answer.s);
    // Right after a reload (or a lost link) the seat's new connection may still be being
    // made: the answer waits for it rather than being refused.
    if (keys?.preparing) await keys.preparing;
    const guest = this.model.get(answer.s);
    if (guest === undefined || keys === undefined) return fail('seat', gt('host.wrongGame'));
    const link = guest.pending;
    // The seat is "connecting" before the browser takes the answer: the channel may open, and
    // the friend's hello arrive, while it does (the model never sets a seat back from here).
    const refused = link === null ? 'connected' : this.model.answering(answer.s);
    if (link === null || refused !== null) {
      const seat = this.seatName(answer.s);
      if (refused === 'trying') return fail('trying', gt('host.trying', { seat, s: CONNECT_MS / 1000 }));
      return guest.status === 'here' ? fail('connected', gt('host.noPending', { seat })) : fail('not-ready', gt('host.notReady', { seat }));
    }
    // This line follows the seat from here on (renderSeats): "connecting", then "connected".
    status.dataset.groupSeat = String(answer.s);
    status.textContent = gt('host.connecting', { seat: this.seatName(answer.s) });
    this.render();
    try {
      keys.answeredAt = performance.now();
      await acceptAnswer(link, answer.a);
      keys.armPending?.();
    } catch (error) {
      status.removeAttribute('data-group-seat');
      status.textContent = gt('host.failed', { seat: this.seatName(answer.s), reason: gt('reason.error', { error: error instanceof Error ? error.message : String(error) }) });
      this.model.answerFailed(answer.s);
    }
    return true;
  }

  private openDialog(): void {
    this.dialog.show(this.dialogState());
  }

  /** What the dialog shows: the settings and each invited seat's card. */
  private dialogState(): HostDialogState {
    const seats = this.model.all().map(
      (g): SeatCard => ({ seat: g.seat, name: this.seatName(g.seat), status: g.status, joined: g.joined, said: this.guestText(g), invite: this.keys.get(g.seat)?.invite ?? null, error: this.errorText(g) }),
    );
    return { stun: this.stun, awayLevel: this.awayLevel, started: this.started, resumedNote: this.resumedNote, seats };
  }

  private setAwayLevel(level: number): void {
    this.awayLevel = level >= 1 && level <= 6 ? level : DEFAULT_BOT_LEVEL;
    for (const g of this.model.all()) if (this.started && !g.remote) this.whenIdle(() => this.deps.game.setSeat(g.seat, { kind: 'bot', level: this.awayLevel }));
    this.render();
  }

  private setStun(server: string | null): void {
    this.stun = server;
    saveStun(server);
    for (const g of this.model.all()) {
      const keys = this.keys.get(g.seat);
      if (g.status === 'here' || keys === undefined) continue;
      keys.credentials = null;
      keys.invite = null;
      void this.prepare(g.seat);
    }
    this.openDialog();
  }

  private render(): void {
    // The reload's note goes once every friend who had joined is back (no stale lines).
    if (this.resumedNote && this.model.all().every((g) => !g.joined || g.status === 'here')) {
      this.resumedNote = false;
      this.box.dismiss('resumed');
      this.dialog.dropResumedNote();
    }
    if (this.dialog.open) this.dialog.renderSeats(this.dialogState());
    this.renderBox();
  }

  /** What the seat's line says about a connection that did not come about (null: nothing). */
  private errorText(g: HostSeat<Link>): string | null {
    const made = this.keys.get(g.seat)?.makeError ?? null;
    if (made !== null) return made;
    const seat = this.seatName(g.seat);
    switch (g.error) {
      case 'timeout':
        return gt('host.failed', { seat, reason: gt('host.failedWhy', { s: CONNECT_MS / 1000 }) });
      case 'closed-early':
        return gt('host.failed', { seat, reason: gt('host.closedEarly') });
      default:
        return null;
    }
  }

  /** What a friend's seat is at: here, connecting, away (a bot plays in a started game), invited. */
  private guestText(g: HostSeat<Link>): string {
    const level = this.awayLevel;
    switch (g.status) {
      case 'here':
        return gt('status.here');
      case 'connecting':
        return gt('status.connecting');
      case 'making':
        return gt('host.making');
      default:
        if (g.joined) return this.started ? gt('status.away', { level }) : gt('status.awayLobby');
        return this.started ? gt('status.invitedBot', { level }) : gt('status.invited');
    }
  }

  private renderBox(): void {
    const rows: StatusRow[] = this.codes.map((code, seat) => {
      const g = this.model.get(seat);
      const text =
        code === 'h'
          ? `${gt('status.you')} (${gt('status.host')})`
          : code !== 'g'
            ? gt('status.bot', { level: code.slice(1) })
            : g === undefined
              ? gt('host.making')
              : this.guestText(g);
      const removable = g !== undefined && (g.joined || g.status === 'here' || g.status === 'connecting');
      return {
        seat,
        name: this.seatName(seat),
        text,
        state: code === 'h' ? 'host' : code === 'g' ? (g?.status ?? 'making') : 'bot',
        remove: removable ? () => this.tapRemove(seat) : null,
        removeArmed: removable && this.removeArmed === seat,
      };
    });
    this.box.render(rows, this.started ? '' : gt('status.waiting'));
  }
}
