// The host's page in group play: it makes an invitation per invited seat, takes the
// guests' answers, and is the game's authority. Its game controller checks every move a
// guest sends (Game.remoteAction: that seat's turn, a move the engine lists), plays the
// bots, runs the clocks, and this module sends every guest each new position.
// A guest whose channel closes is "away": a bot of the chosen level plays the seat, and
// a fresh connection with the seat's first credentials waits, so the same invitation
// brings the guest back (connection.ts); the seat token decides it is the same device.
// Each guest's messages pass a rate gate (rate.ts) before they are read, and a heartbeat
// notices a guest that went silent. The page keeps its group session (session.ts): a
// reload resumes the game, and the same invitations bring the guests back.
import { DEFAULT_BOT_LEVEL, type SeatPlayer } from '../game/config';
import { formatTimeControl } from '../game/game-clock';
import type { Game } from '../game/game';
import type { VariantId } from '../pkg/fourchess_wasm';
import type { ViewState } from '../game/state';
import type { Store } from '../game/store';
import { buildGame, type Choice } from '../ui/new-game';
import { acceptAnswer, CONNECT_MS, makeOffer, newCertificate, send, watch, type Link } from './connection';
import { answerMismatch, encodeCode, linkOf, pastedKind, readAnswer, readInvitation, STUN_URL, type GameSummary, type SeatCode } from './links';
import { decodeGuest, DropCounter, encode, type ClockState, type HostMessage, type Refusal, type SeatState } from './protocol';
import { RateGate, weightOf } from './rate';
import { hostedIds, keepCertificates, rememberHosted, sessionStore, writeHostSession, type HostSession } from './session';
import { gt, type GroupKey } from './texts';
import { button, canScan, copyField, el, qrSvg, randomToken, savedStun, saveStun, scanQr, storage } from './ui';
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

type SeatStatus = 'making' | 'invited' | 'connecting' | 'here' | 'away';

interface Guest {
  seat: number;
  certificate: RTCCertificate;
  /** The first invitation's ICE credentials: every later connection of this seat keeps them. */
  credentials: { u: string; p: string } | null;
  invite: string | null;
  pending: Link | null;
  armPending: ((ms?: number) => void) | null;
  open: Link | null;
  status: SeatStatus;
  joined: boolean;
  token: string | null;
  error: string | null;
  answeredAt: number | null;
  gate: RateGate;
  /** When this seat's open channel last delivered anything (the heartbeat). */
  lastHeard: number;
}

/** How often the host pings each guest, and how long a silent guest counts as gone. */
export const PING_MS = 1000;
export const SILENT_MS = 5000;
/** How long a first tap on Remove waits for the second. */
const REMOVE_MS = 4000;
/** How often the dropped messages' count is written (a flood costs a counter, not a render each). */
const DROPPED_MS = 250;

/** Why a guest was cut off: the notice the host reads, and what the guest is told. */
type Cut = 'flood' | 'silent' | 'removed';
const CUT_NOTICE: Record<Cut, GroupKey> = { flood: 'notice.flood', silent: 'notice.silent', removed: 'notice.removed' };

export class GroupHost {
  readonly id: string;
  private readonly guests = new Map<number, Guest>();
  private readonly drops = new DropCounter();
  private readonly codes: SeatCode[];
  private readonly summary: GameSummary;
  private readonly choice: Choice;
  private stun: string | null = savedStun();
  private awayLevel = DEFAULT_BOT_LEVEL;
  private started = false;
  private lastSent = '';
  private readonly dialog: HTMLDialogElement;
  private readonly box: StatusBox;
  private stopScan: (() => void) | null = null;
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
    this.dialog = el('dialog', { class: 'dialog group-dialog', 'data-group-host': '', 'aria-labelledby': 'group-host-title' });
    document.body.append(this.dialog);
    this.box = new StatusBox(deps.panel, () => this.openDialog());
    window.addEventListener('pagehide', this.onPageHide);
    window.addEventListener('beforeunload', this.onBeforeUnload);
    this.heartbeat = setInterval(() => this.beat(), PING_MS);
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
      this.guests.set(kept.seat, { ...this.newGuest(kept.seat, certificate), credentials: { u: kept.u, p: kept.p }, invite: kept.invite, token: kept.token, joined: kept.joined, status: kept.joined ? 'away' : 'invited' });
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
      for (const g of this.guests.values()) this.whenIdle(() => this.deps.game.setSeat(g.seat, { kind: 'bot', level: this.awayLevel }));
    } else await this.showLobby();
    this.box.notify({ kind: 'resumed', text: gt('notice.resumed') });
    this.resumedNote = true;
    this.openDialog();
    await Promise.all([...this.guests.values()].map((g) => this.prepare(g)));
    await this.keep();
    return true;
  }

  private newGuest(seat: number, certificate: RTCCertificate): Guest {
    return { seat, certificate, credentials: null, invite: null, pending: null, armPending: null, open: null, status: 'making', joined: false, token: null, error: null, answeredAt: null, gate: new RateGate(), lastHeard: 0 };
  }

  private async addGuest(seat: number): Promise<void> {
    const guest = this.newGuest(seat, await newCertificate());
    this.guests.set(seat, guest);
    await this.prepare(guest);
  }

  /** Writes the group's session for a reload (and the certificates once they change). */
  private async keep(certificatesChanged = true): Promise<void> {
    if (this.stopped) return;
    const seats = [...this.guests.values()].flatMap((g) => (g.credentials === null || g.invite === null ? [] : [{ seat: g.seat, u: g.credentials.u, p: g.credentials.p, invite: g.invite, token: g.token, joined: g.joined }]));
    const session: HostSession = { v: 1, id: this.id, choice: this.choice, gameId: this.gameId, awayLevel: this.awayLevel, stun: this.stun, seats };
    const certs = new Map([...this.guests.values()].map((g) => [g.seat, g.certificate]));
    const kept = writeHostSession(sessionStore(), session) && (!certificatesChanged || (await keepCertificates(this.id, certs)));
    if (!this.stopped) this.resumable = kept || (this.resumable && !certificatesChanged);
  }

  /** Whether leaving this page now loses anything (the browser asks first). */
  private hasSomethingToLose(): boolean {
    if (this.stopped) return false;
    const s = this.deps.store.state;
    if (this.started) return s.status !== null && s.status.outcome === null;
    return [...this.guests.values()].some((g) => g.status === 'here' || g.status === 'connecting');
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
    for (const g of this.guests.values()) {
      g.open?.pc.close();
      g.pending?.pc.close();
    }
  }

  /** A connection waiting for this seat's answer (with the seat's first credentials, if any). */
  private async prepare(guest: Guest): Promise<void> {
    guest.pending?.pc.close();
    guest.pending = null;
    guest.armPending = null;
    this.render();
    try {
      const { link, offer } = await makeOffer(this.stun, guest.certificate, guest.credentials ?? undefined);
      if (guest.credentials === null) {
        guest.credentials = { u: offer.u, p: offer.p };
        const code = await encodeCode({ v: 1, g: this.id, s: guest.seat, r: this.summary, ...(this.stun === null ? {} : { st: this.stun }), o: offer });
        guest.invite = linkOf('join', code);
        void this.keep();
      }
      guest.pending = link;
      const w = watch(link, {
        message: (data) => this.receive(guest, link, data),
        opened: () => {
          if (guest.pending === link) guest.pending = null;
          guest.open?.pc.close();
          guest.open = link;
          guest.error = null;
          guest.gate.reset();
          guest.lastHeard = performance.now();
          if (guest.answeredAt !== null) this.dialog.dataset.connectMs = String(Math.round(performance.now() - guest.answeredAt));
          this.render();
        },
        closed: () => this.lost(guest, link),
        failed: () => {
          if (guest.pending !== link) return;
          guest.error = gt('host.failed', { seat: this.seatName(guest.seat), reason: gt('host.failedWhy', { s: CONNECT_MS / 1000 }) });
          guest.status = guest.joined ? 'away' : 'invited';
          void this.prepare(guest);
        },
      });
      guest.armPending = w.arm;
      if (guest.status === 'making') guest.status = 'invited';
    } catch (error) {
      guest.error = gt('host.makeFailed', { error: error instanceof Error ? error.message : String(error) });
    }
    this.render();
  }

  /** A connection of this seat closed: the guest is away and a bot plays for them. */
  private lost(guest: Guest, link: Link): void {
    if (guest.open !== link) return;
    guest.open = null;
    link.pc.close();
    const wasHere = guest.status === 'here';
    // Closed before the friend was here (before their hello): the paste line says so, not nothing.
    if (!wasHere) guest.error = gt('host.failed', { seat: this.seatName(guest.seat), reason: gt('host.closedEarly') });
    guest.status = guest.joined ? 'away' : 'invited';
    if (wasHere && this.started) this.setRemote(guest.seat, false);
    void this.prepare(guest);
  }

  /**
   * The host's page ends a guest's connection: too many messages, silence, or the host
   * removed them. The seat goes to a bot and the host is told which seat and why. A removed
   * guest's seat gets a new invitation (the old one and the old device's token stop working).
   */
  private cutOff(guest: Guest, why: Cut): void {
    const link = guest.open;
    if (link === null && why !== 'removed') return;
    if (link !== null) {
      if (why !== 'silent') send(link, encode({ v: 1, k: 'refused', reason: why satisfies Refusal, text: '' }));
      guest.open = null;
      // The refusal goes out before the connection closes.
      setTimeout(() => link.pc.close(), 100);
    }
    const wasHere = guest.status === 'here';
    guest.status = guest.joined ? 'away' : 'invited';
    if (wasHere && this.started) this.setRemote(guest.seat, false);
    this.box.notify({ kind: why, text: gt(CUT_NOTICE[why], { seat: this.seatName(guest.seat) }) });
    if (why === 'removed') void this.renew(guest);
    else void this.prepare(guest);
  }

  /** Remove asks once ("Remove Blue?"): a tap on a phone does not throw a friend out by mistake. */
  private tapRemove(guest: Guest): void {
    if (this.removeTimer !== null) clearTimeout(this.removeTimer);
    this.removeTimer = null;
    if (this.removeArmed === guest.seat) {
      this.removeArmed = null;
      this.cutOff(guest, 'removed');
    } else {
      this.removeArmed = guest.seat;
      this.removeTimer = setTimeout(() => {
        this.removeArmed = null;
        this.removeTimer = null;
        this.renderBox();
      }, REMOVE_MS);
    }
    this.renderBox();
  }

  /** A seat's fresh invitation: a new certificate and credentials, no token; the old link stops working. */
  private async renew(guest: Guest): Promise<void> {
    guest.pending?.pc.close();
    guest.pending = null;
    guest.credentials = null;
    guest.invite = null;
    guest.token = null;
    guest.joined = false;
    guest.status = 'making';
    guest.certificate = await newCertificate();
    await this.prepare(guest);
    await this.keep();
  }

  /** The heartbeat: a ping to every guest here; a guest silent for SILENT_MS is away. */
  private beat(): void {
    const now = performance.now();
    const ping = encode({ v: 1, k: 'ping' });
    for (const g of this.guests.values()) {
      if (g.open === null || g.status !== 'here') continue;
      if (now - g.lastHeard > SILENT_MS) this.cutOff(g, 'silent');
      else send(g.open, ping);
    }
  }

  /**
   * Runs `change` once no engine call is under way: a seat handed over while a move is
   * being played would drop that move's answer (Game.setSeat starts a new generation).
   */
  private whenIdle(change: () => void): void {
    if (!this.deps.store.state.busy) change();
    else setTimeout(() => this.whenIdle(change), 25);
  }

  private setRemote(seat: number, here: boolean): void {
    this.whenIdle(() => this.handOver(seat, here));
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

  private receive(guest: Guest, link: Link, data: unknown): void {
    // A connection this seat no longer uses (cut off, replaced): nothing it says counts.
    if (guest.open !== link) return;
    const now = performance.now();
    guest.lastHeard = now;
    // Before anything is read: over the hard rate the guest is cut off.
    const fate = guest.gate.take(now, weightOf(data));
    if (fate === 'cut') {
      this.drop('rate');
      this.cutOff(guest, 'flood');
      return;
    }
    const decoded = decodeGuest(data);
    if (!decoded.ok) return this.drop(decoded.reason);
    const msg = decoded.msg;
    // Over the soft rate only an action the game accepts is taken (a page that floods can
    // still move); everything else is dropped unanswered. Reading costs one bounded parse.
    if (fate === 'drop' && !((msg.k === 'move' || msg.k === 'roll' || msg.k === 'resign') && guest.status === 'here' && this.deps.store.state.status?.toMove === guest.seat)) return this.drop('rate');
    const quiet = fate === 'drop';
    if (msg.k === 'ping') return;
    if (msg.k === 'hello') {
      if (guest.token !== null && guest.token !== msg.token) {
        this.sendTo(link, { v: 1, k: 'refused', reason: 'token', text: '' });
        this.drop('token');
        guest.open = null;
        setTimeout(() => link.pc.close(), 200);
        this.box.notify({ kind: 'intruder', text: gt('notice.intruder', { seat: this.seatName(guest.seat) }) });
        guest.status = guest.joined ? 'away' : 'invited';
        void this.prepare(guest);
        return;
      }
      const changed = guest.token !== msg.token || !guest.joined;
      guest.token = msg.token;
      guest.status = 'here';
      guest.joined = true;
      this.welcome(guest);
      if (this.started) this.setRemote(guest.seat, true);
      this.render();
      if (changed) void this.keep(false);
      return;
    }
    if (guest.status !== 'here' || guest.open !== link) return this.drop('early');
    const action = msg.k === 'move' ? { kind: 'move' as const, text: msg.text } : { kind: msg.k };
    const refusal = this.started ? this.deps.game.remoteAction(guest.seat, action, msg.ply) : 'turn';
    if (refusal !== null && quiet) this.drop('rate');
    else if (refusal !== null) this.sendTo(link, { v: 1, k: 'refused', reason: refusal, text: msg.k === 'move' ? msg.text : '' });
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
    return this.codes.map((code, seat): SeatState => {
      if (code === 'h') return { p: 'host' };
      if (code !== 'g') return { p: 'bot', level: Number(code.slice(1)) };
      return this.guests.get(seat)?.status === 'here' ? { p: 'guest' } : { p: 'away', level: this.awayLevel };
    });
  }

  private clockState(s: ViewState): ClockState | null {
    const c = s.clocks.game;
    if (c === null) return null;
    return { remaining: [...c.remaining], running: c.running, elapsed: c.running === null ? 0 : Math.max(0, performance.now() - c.since) };
  }

  private welcome(guest: Guest): void {
    const s = this.deps.store.state;
    if (guest.open === null) return;
    const pgn4 = this.started ? s.pgn4 : '';
    this.sendTo(guest.open, { v: 1, k: 'welcome', seat: guest.seat, pgn4, seats: this.seatStates(), clock: this.started ? this.clockState(s) : null, perMove: this.summary.perMove });
    this.lastSent = '';
  }

  private sendTo(link: Link, msg: HostMessage): void {
    send(link, encode(msg));
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
    const msg = encode({ v: 1, k: 'state', ply: s.moves.length, moves: s.moves.map((m) => m.text), comment: null, pgn4: s.pgn4, fen4: s.fen4, seats, clock: this.clockState(s) });
    for (const g of this.guests.values()) if (g.status === 'here' && g.open !== null) send(g.open, msg);
    this.renderBox();
  }

  /** The game begins: guests who are here play their seats, a bot plays for the others until they come. */
  async start(): Promise<void> {
    if (this.started) return;
    const built = buildGame(this.choice, this.deps.settings, this.deps.gameIndex);
    const remote: number[] = [];
    built.config.seats = this.codes.map((code, seat): SeatPlayer => {
      if (code === 'h') return { kind: 'human' };
      if (code !== 'g') return { kind: 'bot', level: Number(code.slice(1)) };
      if (this.guests.get(seat)?.status === 'here') {
        remote.push(seat);
        return { kind: 'human' };
      }
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
    for (const g of this.guests.values()) if (g.status === 'here') this.welcome(g);
    this.changed(this.deps.store.state);
    this.render();
  }

  /** The host ends group play (a new game here, or the page closes): every guest is told. */
  stop(keepSession = false): void {
    if (this.stopped) return;
    this.stopped = true;
    this.resumable = false;
    if (!keepSession) writeHostSession(sessionStore(), null);
    window.removeEventListener('pagehide', this.onPageHide);
    window.removeEventListener('beforeunload', this.onBeforeUnload);
    clearInterval(this.heartbeat);
    if (this.droppedTimer !== null) clearTimeout(this.droppedTimer);
    const bye = encode({ v: 1, k: 'bye' });
    for (const g of this.guests.values()) {
      if (g.open !== null) send(g.open, bye);
      g.open?.pc.close();
      g.pending?.pc.close();
      g.open = g.pending = null;
    }
    this.stopScan?.();
    this.box.remove();
    this.dialog.remove();
    this.deps.store.update((s) => (s.group = null));
  }

  /** An answer handed over by another tab of this browser (a tapped answer link); true if it was this game's. */
  async pasteFromTab(code: string): Promise<boolean> {
    const status = this.dialog.querySelector<HTMLElement>('[data-group-paste-status]') ?? el('p');
    return this.paste(code, status);
  }

  private async paste(text: string, status: HTMLElement): Promise<boolean> {
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
    const ufrags = new Map([...this.guests.values()].flatMap((g) => (g.credentials === null ? [] : [[g.seat, g.credentials.u] as [number, string]])));
    const mismatch = answerMismatch(answer, { id: this.id, seats: ufrags }, hostedIds(storage()));
    if (mismatch !== null) return fail(mismatch, gt(mismatch === 'earlier' ? 'host.earlierAnswer' : 'host.wrongGame'));
    const guest = this.guests.get(answer.s);
    if (guest === undefined) return fail('seat', gt('host.wrongGame'));
    if (guest.pending === null) return fail('connected', gt('host.noPending', { seat: this.seatName(answer.s) }));
    const link = guest.pending;
    try {
      guest.answeredAt = performance.now();
      await acceptAnswer(link, answer.a);
      guest.armPending?.();
      guest.status = 'connecting';
      guest.error = null;
      // This line follows the seat from here on (renderSeats): "connecting", then "connected".
      status.dataset.groupSeat = String(answer.s);
      status.textContent = gt('host.connecting', { seat: this.seatName(answer.s) });
    } catch (error) {
      status.textContent = gt('host.failed', { seat: this.seatName(answer.s), reason: gt('reason.error', { error: error instanceof Error ? error.message : String(error) }) });
      void this.prepare(guest);
    }
    this.render();
    return true;
  }

  private openDialog(): void {
    this.renderDialog();
    if (!this.dialog.open) this.dialog.showModal();
  }

  private render(): void {
    // The reload's note goes once every friend who had joined is back (no stale lines).
    if (this.resumedNote && [...this.guests.values()].every((g) => !g.joined || g.status === 'here')) {
      this.resumedNote = false;
      this.box.dismiss('resumed');
      this.dialog.querySelector('[data-group-resumed]')?.remove();
    }
    if (this.dialog.open) this.renderSeats();
    this.renderBox();
  }

  private renderBox(): void {
    const rows: StatusRow[] = this.codes.map((code, seat) => {
      const g = this.guests.get(seat);
      const text =
        code === 'h'
          ? `${gt('status.you')} (${gt('status.host')})`
          : code !== 'g'
            ? gt('status.bot', { level: code.slice(1) })
            : g?.status === 'here'
              ? gt('status.here')
              : g?.joined === true
                ? gt('status.away', { level: this.awayLevel })
                : this.started
                  ? gt('status.invitedBot', { level: this.awayLevel })
                  : gt('status.invited');
      const removable = g !== undefined && (g.joined || g.status === 'here' || g.status === 'connecting');
      return {
        seat,
        name: this.seatName(seat),
        text,
        state: code === 'h' ? 'host' : code === 'g' ? (g?.status ?? 'making') : 'bot',
        remove: removable ? () => this.tapRemove(g) : null,
        removeArmed: removable && this.removeArmed === seat,
      };
    });
    this.box.render(rows, this.started ? '' : gt('status.waiting'));
  }

  private renderDialog(): void {
    const d = this.dialog;
    const title = el('h2', { id: 'group-host-title' }, gt('host.title'));
    const intro = el('p', {}, gt('host.intro'), ' ', el('a', { href: './rules.html?page=group', target: '_blank', rel: 'noopener' }, gt('host.help')));
    const network = el('p', { class: 'group-network', 'data-group-network': this.stun === null ? 'local' : 'stun' }, this.stun === null ? gt('host.oneNetwork') : gt('host.withStun', { server: this.stun }));
    const seats = el('div', { class: 'group-seats' });
    const pasteStatus = el('p', { class: 'group-status-line', role: 'status', 'data-group-paste-status': '' });
    const answer = el('textarea', { rows: '2', spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', 'data-group-answer': '', class: 'group-answer io-text' });
    const connect = button('host.connect', () => void this.paste(answer.value, pasteStatus).then(() => (answer.value = '')), { 'data-group-connect': '' });
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
                void this.paste(text, pasteStatus);
              },
              (error) => (pasteStatus.textContent = gt('host.scanFailed', { error })),
            ).then((stop) => (this.stopScan = stop));
          }),
        ]
      : [];
    const pasteBox = el('div', { class: 'group-paste' }, el('label', { class: 'stacked' }, el('span', {}, gt('host.paste')), answer), el('div', { class: 'group-copy-row' }, connect, ...scan), video, pasteStatus);

    const level = el('select', { 'data-group-away-level': '' });
    for (let l = 1; l <= 6; l++) {
      const o = el('option', { value: String(l) }, String(l));
      level.append(o);
    }
    level.value = String(this.awayLevel);
    level.addEventListener('change', () => {
      this.awayLevel = Number(level.value) || DEFAULT_BOT_LEVEL;
      for (const g of this.guests.values()) if (this.started && g.status !== 'here') this.whenIdle(() => this.deps.game.setSeat(g.seat, { kind: 'bot', level: this.awayLevel }));
      this.render();
    });
    const stunInput = el('input', { type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: gt('host.stunPlaceholder'), 'data-group-stun': '' });
    stunInput.value = this.stun ?? '';
    const stunApply = button('host.stunApply', () => {
      const v = stunInput.value.trim();
      if (v !== '' && !STUN_URL.test(v)) {
        stunInput.setCustomValidity(gt('host.stunBad'));
        stunInput.reportValidity();
        return;
      }
      stunInput.setCustomValidity('');
      this.stun = v === '' ? null : v;
      saveStun(this.stun);
      for (const g of this.guests.values()) {
        if (g.status === 'here') continue;
        g.credentials = null;
        g.invite = null;
        void this.prepare(g);
      }
      this.renderDialog();
    });
    const settings = el(
      'details',
      { class: 'group-settings' },
      el('summary', {}, gt('host.stun')),
      el('label', { class: 'stacked' }, el('span', {}, gt('host.stun')), stunInput),
      stunApply,
    );
    const awayRow = el('label', { class: 'group-away' }, el('span', {}, gt('host.awayLevel')), level);
    const start = button('host.start', () => void this.start().then(() => this.dialog.close()), { 'data-group-start': '', class: 'primary' });
    start.disabled = this.started;
    const close = button('host.close', () => this.dialog.close(), { 'data-group-close': '' });
    const startedNote = this.started ? [el('p', {}, gt('host.started'))] : [];
    const resumed = this.resumedNote ? [el('p', { class: 'group-notice', 'data-group-resumed': '' }, gt('notice.resumed'))] : [];
    d.replaceChildren(title, ...resumed, intro, network, seats, pasteBox, awayRow, settings, ...startedNote, el('div', { class: 'buttons' }, close, start));
    this.renderSeats();
  }

  private renderSeats(): void {
    const seats = this.dialog.querySelector('.group-seats');
    if (seats === null) return;
    // The paste line says "Connecting to Blue…" until Blue is here, then that Blue is connected.
    const line = this.dialog.querySelector<HTMLElement>('[data-group-paste-status][data-group-seat]');
    const followed = line === null ? undefined : this.guests.get(Number(line.dataset.groupSeat));
    if (line !== null && followed !== undefined && followed.status !== 'connecting') {
      line.textContent = followed.status === 'here' ? gt('host.connected', { seat: this.seatName(followed.seat) }) : (followed.error ?? '');
      line.removeAttribute('data-group-seat');
    }
    const key = JSON.stringify([...this.guests.values()].map((g) => [g.seat, g.status, g.invite, g.error, g.joined]));
    if (seats.getAttribute('data-key') === key) return;
    seats.setAttribute('data-key', key);
    seats.replaceChildren(
      ...[...this.guests.values()].map((g) => {
        const name = this.seatName(g.seat);
        const head = el('h3', {}, g.joined && g.status !== 'here' ? gt('host.rejoinNote', { seat: name }) : gt('host.seat', { seat: name }));
        const state = el('p', { class: 'group-seat-state' }, g.status === 'here' ? gt('status.here') : g.joined ? gt('status.away', { level: this.awayLevel }) : g.status === 'making' ? gt('host.making') : gt('status.invited'));
        const parts: Node[] = [head, state];
        if (g.error !== null) parts.push(el('p', { class: 'group-error', role: 'alert', 'data-group-error': String(g.seat) }, g.error));
        if (g.invite !== null && g.status !== 'here') parts.push(el('div', { class: 'group-invite' }, qrSvg(g.invite, gt('host.seat', { seat: name })), copyField('host.inviteLink', g.invite, { 'data-group-invite': String(g.seat) }, gt('host.shareTitle', { seat: name }))));
        return el('section', { class: 'group-seat', 'data-group-seat': String(g.seat), 'data-group-state': g.status }, ...parts);
      }),
    );
  }
}
