// A guest's side of group play as a model: the one link to the host, its hello and
// heartbeat, and what the page does when the link goes. It touches no network, timer or
// DOM itself (guest.ts wires it), so every order of events is tested (guest-model.test.ts).
//
// - The hello goes out when the channel opens and again with every heartbeat until the
//   host's welcome arrives: a hello lost or read too early by the host costs a second, not
//   the connection.
// - A host silent for SILENT_MS, a closed channel, or a goodbye: what follows depends on
//   whether this page has a game (afterGone), never on how far the handshake had come.
import { decodeHost, type GuestMessage, type HostMessage } from './protocol';

/** How often this page pings the host (and repeats an unanswered hello), and how long a silent host counts as lost. */
export const PING_MS = 1000;
export const SILENT_MS = 6000;

/**
 * invite: the invitation's dialog; answer: the answer made, waiting for the host; lobby:
 * welcomed, the game not started; playing; lost: the connection went without a word from
 * the host (a reload, a network), the board shows the last position and waits; left: the
 * host ended group play (or removed this guest), the game is this device's now; refused:
 * the seat is another device's.
 */
export type Phase = 'invite' | 'answer' | 'lobby' | 'playing' | 'lost' | 'left' | 'refused';

/**
 * What the page shows when its link to the host goes without a word from the host:
 * - lost: a game is set up here: it stays, frozen, with "Back to my seat" and "Continue against bots";
 * - lobby-lost: welcomed before the start, no game yet: "Back to my seat";
 * - closed-early: the host never let this page in (no welcome): a new answer, and no word of the host leaving;
 * - none: nothing to do (the page has left group play, or was refused).
 */
export type AfterGone = 'lost' | 'lobby-lost' | 'closed-early' | 'none';

export function afterGone(phase: Phase, hasGame: boolean): AfterGone {
  if (phase === 'left' || phase === 'refused') return 'none';
  if (hasGame) return 'lost';
  if (phase === 'lobby' || phase === 'lost' || phase === 'playing') return 'lobby-lost';
  return phase === 'answer' ? 'closed-early' : 'none';
}

export interface GuestPorts<L> {
  now(): number;
  /** Sends a message; false if it could not go. */
  send(link: L, msg: GuestMessage): boolean;
  /** This device's seat token (made and kept on first use). */
  token(): string;
  /** A message from the host, checked. */
  deliver(msg: HostMessage): void;
  /** A message that did not read (counted). */
  drop(reason: string): void;
  /** The link went without a word from the host. */
  gone(link: L): void;
}

export class GuestLink<L> {
  private link: L | null = null;
  private open = false;
  private welcomed = false;
  private lastHeard = 0;

  constructor(private readonly ports: GuestPorts<L>) {}

  /** The link now in use (a new answer replaces the old link; null: none). */
  use(link: L | null): void {
    this.link = link;
    this.open = false;
    this.welcomed = false;
  }

  current(): L | null {
    return this.link;
  }

  opened(link: L): void {
    if (link !== this.link) return;
    this.open = true;
    this.lastHeard = this.ports.now();
    this.ports.send(link, { v: 1, k: 'hello', token: this.ports.token() });
  }

  closed(link: L): void {
    if (link !== this.link) return;
    this.use(null);
    this.ports.gone(link);
  }

  message(link: L, data: unknown): void {
    if (link !== this.link) return;
    this.lastHeard = this.ports.now();
    const decoded = decodeHost(data);
    if (!decoded.ok) return this.ports.drop(decoded.reason);
    if (decoded.msg.k === 'welcome') this.welcomed = true;
    this.ports.deliver(decoded.msg);
  }

  /** The heartbeat (every PING_MS): a ping, the hello again until welcomed; a silent host is gone. */
  tick(): void {
    const link = this.link;
    if (link === null || !this.open) return;
    if (this.ports.now() - this.lastHeard > SILENT_MS) return this.closed(link);
    this.ports.send(link, { v: 1, k: 'ping' });
    if (!this.welcomed) this.ports.send(link, { v: 1, k: 'hello', token: this.ports.token() });
  }

  /** Sends on the open link; false if there is none. */
  send(msg: GuestMessage): boolean {
    if (this.link === null || !this.open) return false;
    return this.ports.send(this.link, msg);
  }
}
