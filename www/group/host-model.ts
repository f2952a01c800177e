// The host's side of group play as a model: who is at each invited seat, over which
// connection, and what each event does. Events come in (an answer taken, a channel open or
// closed, a message, a tick of the heartbeat, Remove); messages to guests, hand-overs of
// seats between guests and bots, and notices go out through the ports it is given. It
// touches no network, timer or DOM itself (host.ts wires it to WebRTC and the page), so
// every order of events can be tested (host-model.test.ts).
//
// The rules that keep a seat from getting stuck, whatever order events arrive in:
// - a status is never set back from `here` by anything but the loss of that very link;
// - a seat whose game turn was given to its guest goes back to a bot whenever that
//   guest's link is lost (`remote` follows the game, not the status);
// - every open link is pinged, and any open link silent for SILENT_MS (or without a hello
//   for HELLO_MS) is given up.
import type { GroupAction } from '../game/game';
import { decodeGuest, type HostMessage, type Refusal } from './protocol';
import { RateGate, weightOf } from './rate';

export type SeatStatus = 'making' | 'invited' | 'connecting' | 'here' | 'away';

/** How often the host pings each open link, and how long a silent one counts as gone. */
export const PING_MS = 1000;
export const SILENT_MS = 5000;
/** How long an open link may go without the guest's hello (it repeats it every second). */
export const HELLO_MS = 10_000;

/** Why the host's page ended a guest's connection. */
export type Cut = 'flood' | 'silent' | 'removed';

/** Why a seat's connection did not come about (shown on the seat's line). */
export type SeatError = 'timeout' | 'closed-early' | 'refused' | null;

export interface HostSeat<L> {
  readonly seat: number;
  status: SeatStatus;
  /** The guest said hello at least once (a bot plays the seat while they are away). */
  joined: boolean;
  /** The device's seat token (the first hello's): another device is refused. */
  token: string | null;
  /** The connection waiting for an answer, and the one open to the guest. */
  pending: L | null;
  open: L | null;
  /** Whether the game gives this seat's turns to the guest (false: a bot plays it). */
  remote: boolean;
  error: SeatError;
  /** The pending connection that has been given an answer (it takes one). */
  answered: L | null;
  /** When `open` opened, and when it last delivered anything (the heartbeat). */
  openedAt: number;
  lastHeard: number;
  readonly gate: RateGate;
}

/** What the model needs of the world around it: a clock, the transport, the game, the page. */
export interface HostPorts<L> {
  now(): number;
  send(link: L, msg: HostMessage): void;
  /** Closes a link, after `ms` (a refusal goes out first). */
  close(link: L, ms: number): void;
  /** Whether the game has started (else: the lobby). */
  started(): boolean;
  /** The welcome for a seat's guest (the game as it stands). */
  welcome(seat: number): HostMessage;
  /** A guest's action, checked by the game; a refusal or null (played). */
  act(seat: number, action: GroupAction, ply: number): Refusal | null;
  /** The seat to move now (null: none). */
  toMove(): number | null;
  /** The game hands the seat to its guest (here) or to a bot. */
  handOver(seat: number, here: boolean): void;
  /** A fresh connection waiting for this seat's answer (the same invitation). */
  prepare(seat: number): void;
  /** A new invitation for the seat (Remove): new keys, no token. */
  renew(seat: number): void;
  /** Something the host should read (a guest cut off, an intruder). */
  notify(kind: Cut | 'intruder', seat: number): void;
  /** A message dropped unread, with the reason (counted). */
  drop(reason: string): void;
  /** The seats' state changed: keep the session (tokens, joined) and redraw. */
  changed(keep: boolean): void;
}

export class HostModel<L> {
  private readonly seats = new Map<number, HostSeat<L>>();

  constructor(private readonly ports: HostPorts<L>) {}

  /** An invited seat (`joined` and `token` as a reload kept them). */
  add(seat: number, kept: { joined: boolean; token: string | null } = { joined: false, token: null }): HostSeat<L> {
    const s: HostSeat<L> = { seat, status: kept.joined ? 'away' : 'making', joined: kept.joined, token: kept.token, pending: null, answered: null, open: null, remote: false, error: null, openedAt: 0, lastHeard: 0, gate: new RateGate() };
    this.seats.set(seat, s);
    return s;
  }

  get(seat: number): HostSeat<L> | undefined {
    return this.seats.get(seat);
  }

  all(): HostSeat<L>[] {
    return [...this.seats.values()];
  }

  /** Which seat a link belongs to (pending or open), if any. */
  private owner(link: L): HostSeat<L> | undefined {
    for (const s of this.seats.values()) if (s.pending === link || s.open === link) return s;
    return undefined;
  }

  /** Not connected: away once the guest has joined, else still invited. */
  private idle(s: HostSeat<L>): SeatStatus {
    return s.joined ? 'away' : 'invited';
  }

  /** A fresh connection waits for this seat's answer (any earlier pending one is given up). */
  pending(seat: number, link: L): void {
    const s = this.seats.get(seat);
    if (s === undefined) return;
    if (s.pending !== null && s.pending !== link) this.ports.close(s.pending, 0);
    s.pending = link;
    if (s.status === 'making') s.status = 'invited';
    this.ports.changed(false);
  }

  /**
   * The host pasted an answer for the seat's pending connection (before the browser has
   * taken it: the channel may open, and the hello arrive, while it does). Null, or why not.
   */
  answering(seat: number): 'connected' | 'trying' | null {
    const s = this.seats.get(seat);
    if (s === undefined || s.pending === null) return 'connected';
    // A connection takes one answer: a second one would end the first's try.
    if (s.answered === s.pending) return 'trying';
    s.answered = s.pending;
    s.error = null;
    if (s.status !== 'here') s.status = 'connecting';
    this.ports.changed(false);
    return null;
  }

  /** The browser refused the answer: the seat is as before, with a fresh connection. */
  answerFailed(seat: number): void {
    const s = this.seats.get(seat);
    if (s === undefined) return;
    if (s.pending !== null) this.ports.close(s.pending, 0);
    s.pending = null;
    if (s.status === 'connecting' && s.open === null) s.status = this.idle(s);
    this.ports.changed(false);
    this.ports.prepare(seat);
  }

  /** A connection of this seat opened: it replaces any older one; the guest's hello is awaited. */
  opened(link: L): void {
    const s = this.owner(link);
    if (s === undefined || s.pending !== link) return;
    s.pending = null;
    if (s.open !== null) this.lost(s, s.open, false);
    s.open = link;
    s.error = null;
    s.gate.reset();
    s.openedAt = s.lastHeard = this.ports.now();
    if (s.status !== 'here') s.status = 'connecting';
    this.ports.changed(false);
  }

  /** A pending connection never opened in time: the seat says why and waits for a new answer. */
  failed(link: L): void {
    const s = this.owner(link);
    if (s === undefined || s.pending !== link) return;
    s.pending = null;
    s.error = 'timeout';
    if (s.status === 'connecting' && s.open === null) s.status = this.idle(s);
    this.ports.changed(false);
    this.ports.prepare(s.seat);
  }

  /** A connection closed (or the guest said goodbye). */
  closed(link: L): void {
    const s = this.owner(link);
    if (s === undefined) return;
    if (s.pending === link) return this.failed(link);
    this.lost(s, link, true);
  }

  /**
   * The seat's open link is gone: the seat is away (or invited), a bot plays it if its
   * guest had it, and a fresh connection waits for the same invitation.
   */
  private lost(s: HostSeat<L>, link: L, prepare: boolean): void {
    if (s.open !== link) return;
    s.open = null;
    this.ports.close(link, 0);
    if (s.status !== 'here') s.error = 'closed-early';
    s.status = this.idle(s);
    this.toBot(s);
    this.ports.changed(false);
    if (prepare) this.ports.prepare(s.seat);
  }

  private toBot(s: HostSeat<L>): void {
    if (!s.remote) return;
    s.remote = false;
    this.ports.handOver(s.seat, false);
  }

  /** The host's page ends a guest's connection; the seat goes to a bot and the host is told. */
  cut(seat: number, why: Cut): void {
    const s = this.seats.get(seat);
    if (s === undefined || (s.open === null && why !== 'removed')) return;
    const link = s.open;
    if (link !== null) {
      if (why !== 'silent') this.ports.send(link, { v: 1, k: 'refused', reason: why, text: '' });
      s.open = null;
      this.ports.close(link, 100);
    }
    s.status = this.idle(s);
    this.toBot(s);
    this.ports.notify(why, seat);
    if (why === 'removed') {
      if (s.pending !== null) this.ports.close(s.pending, 0);
      s.pending = null;
      s.joined = false;
      s.token = null;
      s.status = 'making';
      s.gate.reset();
      this.ports.changed(true);
      this.ports.renew(seat);
    } else {
      this.ports.changed(false);
      this.ports.prepare(seat);
    }
  }

  /** The heartbeat (every PING_MS): a ping on every open link; a link silent for SILENT_MS is given up. */
  tick(): void {
    const now = this.ports.now();
    for (const s of this.seats.values()) {
      const link = s.open;
      if (link === null) continue;
      // A page that pings but never says hello (a broken or foreign page) is no friend.
      const noHello = s.status !== 'here' && now - s.openedAt > HELLO_MS;
      if (now - s.lastHeard <= SILENT_MS && !noHello) this.ports.send(link, { v: 1, k: 'ping' });
      else if (s.status === 'here') this.cut(s.seat, 'silent');
      else this.lost(s, link, true);
    }
  }

  /** The game starts: the seats whose guests are here are theirs; a bot plays the others. */
  start(): number[] {
    const here = this.all().filter((s) => s.status === 'here' && s.open !== null);
    for (const s of here) s.remote = true;
    return here.map((s) => s.seat);
  }

  /** The game as it stands, to every guest who is here (the start; the lobby's seats changed). */
  welcomeAll(): void {
    for (const s of this.seats.values()) if (s.status === 'here' && s.open !== null) this.ports.send(s.open, this.ports.welcome(s.seat));
  }

  /** Sends a message to every guest who is here. */
  broadcast(msg: HostMessage): void {
    for (const s of this.seats.values()) if (s.status === 'here' && s.open !== null) this.ports.send(s.open, msg);
  }

  /** Everything a guest's link delivers. */
  message(link: L, data: unknown): void {
    const s = this.owner(link);
    // A connection this seat no longer uses (cut off, replaced): nothing it says counts.
    if (s === undefined || s.open !== link) return;
    const now = this.ports.now();
    s.lastHeard = now;
    // Before anything is read: over the hard rate the guest is cut off.
    const fate = s.gate.take(now, weightOf(data));
    if (fate === 'cut') {
      this.ports.drop('rate');
      return this.cut(s.seat, 'flood');
    }
    const decoded = decodeGuest(data);
    if (!decoded.ok) return this.ports.drop(decoded.reason);
    const msg = decoded.msg;
    // Over the soft rate only an action the game may take is read (a page that floods can
    // still move); everything else is dropped unanswered.
    const quiet = fate === 'drop';
    const isAction = msg.k === 'move' || msg.k === 'roll' || msg.k === 'resign';
    if (quiet && !(isAction && s.status === 'here' && this.ports.toMove() === s.seat)) return this.ports.drop('rate');
    switch (msg.k) {
      case 'ping':
        return;
      case 'bye':
        return this.lost(s, link, true);
      case 'hello':
        return this.hello(s, link, msg.token);
    }
    if (s.status !== 'here') return this.ports.drop('early');
    const action: GroupAction = msg.k === 'move' ? { kind: 'move', text: msg.text } : { kind: msg.k };
    const refusal = this.ports.started() ? this.ports.act(s.seat, action, msg.ply) : 'turn';
    if (refusal === null) return;
    if (quiet) this.ports.drop('rate');
    else this.ports.send(link, { v: 1, k: 'refused', reason: refusal, text: msg.k === 'move' ? msg.text : '' });
  }

  private hello(s: HostSeat<L>, link: L, token: string): void {
    if (s.token !== null && s.token !== token) {
      // Another device with this seat's invitation: refused; the seat's guest can still come back.
      this.ports.send(link, { v: 1, k: 'refused', reason: 'token', text: '' });
      this.ports.drop('token');
      s.open = null;
      this.ports.close(link, 200);
      this.ports.notify('intruder', s.seat);
      s.status = this.idle(s);
      s.error = 'refused';
      this.toBot(s);
      this.ports.changed(false);
      this.ports.prepare(s.seat);
      return;
    }
    // The guest says hello again until welcomed: a second one on a link already welcomed is a repeat.
    if (s.status === 'here') return;
    const keep = s.token !== token || !s.joined;
    s.token = token;
    s.status = 'here';
    s.joined = true;
    s.error = null;
    this.ports.send(link, this.ports.welcome(s.seat));
    if (this.ports.started() && !s.remote) {
      s.remote = true;
      this.ports.handOver(s.seat, true);
    }
    this.ports.changed(keep);
  }

  /** Every link closed (the host leaves): the seats keep their tokens for a reload. */
  closeAll(): void {
    for (const s of this.seats.values()) {
      for (const l of [s.open, s.pending]) if (l !== null) this.ports.close(l, 0);
      s.open = s.pending = null;
    }
  }
}
