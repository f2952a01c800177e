import { describe, expect, it } from 'vitest';
import { HELLO_MS, HostModel, SILENT_MS, type HostPorts } from './host-model';
import { HARD_RATE } from './rate';
import type { HostMessage, Refusal } from './protocol';

interface FakeLink {
  name: string;
}

const TOKEN = 'tokentokentokentoken';
const OTHER = 'othertokenothertoken';
const hello = (token = TOKEN): string => JSON.stringify({ v: 1, k: 'hello', token });
const move = (ply: number, text = 'e2-e4'): string => JSON.stringify({ v: 1, k: 'move', ply, text });

/** The world around the model, recorded: what it sent, closed, handed over, asked for. */
function world(opts: { started?: boolean; act?: Refusal | null; toMove?: number | null } = {}) {
  const log = {
    sent: [] as { link: string; msg: HostMessage }[],
    closed: [] as string[],
    handOver: [] as [number, boolean][],
    prepare: [] as number[],
    renew: [] as number[],
    notices: [] as string[],
    drops: [] as string[],
    acted: [] as number[],
    keeps: 0,
  };
  const state = { now: 1000, started: opts.started ?? false };
  const ports: HostPorts<FakeLink> = {
    now: () => state.now,
    send: (link, msg) => void log.sent.push({ link: link.name, msg }),
    close: (link) => void log.closed.push(link.name),
    started: () => state.started,
    welcome: (seat) => ({ v: 1, k: 'welcome', seat, pgn4: state.started ? '1. e2-e4' : '', seats: [], clock: null, perMove: 0 }),
    act: (seat) => {
      log.acted.push(seat);
      return opts.act ?? null;
    },
    toMove: () => opts.toMove ?? null,
    handOver: (seat, here) => void log.handOver.push([seat, here]),
    prepare: (seat) => void log.prepare.push(seat),
    renew: (seat) => void log.renew.push(seat),
    notify: (kind, seat) => void log.notices.push(`${kind}:${seat}`),
    drop: (reason) => void log.drops.push(reason),
    changed: (keep) => void (log.keeps += keep ? 1 : 0),
  };
  const model = new HostModel<FakeLink>(ports);
  const kinds = (link: string): string[] => log.sent.filter((s) => s.link === link).map((s) => s.msg.k);
  return { model, log, state, kinds };
}

/** A seat invited, its connection waiting for the answer. */
function invited(w: ReturnType<typeof world>, seat: number, name = `L${seat}`): FakeLink {
  w.model.add(seat);
  const link = { name };
  w.model.pending(seat, link);
  return link;
}

/** A seat invited, its answer taken and its channel open: waiting for the hello. */
function openLink(w: ReturnType<typeof world>, seat: number, name = `L${seat}`): FakeLink {
  const link = invited(w, seat, name);
  w.model.answering(seat);
  w.model.opened(link);
  return link;
}

// The events of one connection, in the order the browser may deliver them. The host's
// setRemoteDescription may resolve at any point after `answering` (it is no event of the
// model: nothing may depend on when it comes), the channel opens, the hello arrives.
type Step = 'answering' | 'opened' | 'hello';
const ORDER: Step[] = ['answering', 'opened', 'hello'];

function step(w: ReturnType<typeof world>, seat: number, link: FakeLink, s: Step): void {
  if (s === 'answering') w.model.answering(seat);
  else if (s === 'opened') w.model.opened(link);
  else w.model.message(link, hello(`${TOKEN}${seat}`));
}

/** Every interleaving of two sequences (each keeps its own order). */
function interleavings<T>(a: T[], b: T[]): T[][] {
  if (a.length === 0) return [b];
  if (b.length === 0) return [a];
  return [...interleavings(a.slice(1), b).map((r) => [a[0]!, ...r]), ...interleavings(a, b.slice(1)).map((r) => [b[0]!, ...r])];
}

describe('host model: a first connection', () => {
  it('ends here and welcomed, with the answer taken before, during or after the channel opens and the hello', () => {
    // "after": a second paste of the same answer once the friend is here changes nothing.
    for (const late of [false, true]) {
      const w = world();
      const link = invited(w, 1);
      for (const s of ORDER) step(w, 1, link, s);
      if (late) expect(w.model.answering(1)).toBe('connected');
      const seat = w.model.get(1)!;
      expect(seat.status).toBe('here');
      expect(seat.joined).toBe(true);
      expect(seat.error).toBeNull();
      expect(w.kinds('L1')).toEqual(['welcome']);
      // The host pings it, and sends it every position.
      w.model.tick();
      w.model.broadcast({ v: 1, k: 'bye' });
      expect(w.kinds('L1')).toEqual(['welcome', 'ping', 'bye']);
    }
  });

  it('a hello repeated (the guest says it until welcomed) is welcomed once', () => {
    const w = world();
    const link = invited(w, 1);
    for (const s of ORDER) step(w, 1, link, s);
    w.model.message(link, hello(`${TOKEN}1`));
    w.model.message(link, hello(`${TOKEN}1`));
    expect(w.kinds('L1')).toEqual(['welcome']);
    expect(w.model.get(1)!.status).toBe('here');
  });

  it('a first hello lost: the link stays open and pinged, and the repeated hello lets the friend in', () => {
    const w = world();
    const link = openLink(w, 1);
    expect(w.model.get(1)!.status).toBe('connecting');
    w.state.now += 1000;
    w.model.message(link, JSON.stringify({ v: 1, k: 'ping' }));
    w.model.tick();
    expect(w.kinds('L1')).toEqual(['ping']);
    w.model.message(link, hello());
    expect(w.model.get(1)!.status).toBe('here');
  });

  it('a link that opens and never says anything is given up after SILENT_MS, with a reason, and the invitation waits again', () => {
    const w = world();
    openLink(w, 1);
    w.state.now += SILENT_MS + 1;
    w.model.tick();
    const seat = w.model.get(1)!;
    expect(seat.status).toBe('invited');
    expect(seat.error).toBe('closed-early');
    expect(w.log.closed).toContain('L1');
    expect(w.log.prepare).toEqual([1]);
    expect(w.log.notices).toEqual([]);
  });

  it('a link that pings but never says hello is given up after HELLO_MS', () => {
    const w = world();
    const link = openLink(w, 1);
    for (let t = 1000; t <= HELLO_MS; t += 1000) {
      w.state.now += 1000;
      w.model.message(link, JSON.stringify({ v: 1, k: 'ping' }));
      w.model.tick();
    }
    expect(w.model.get(1)!.status).toBe('connecting');
    w.state.now += 1000;
    w.model.message(link, JSON.stringify({ v: 1, k: 'ping' }));
    w.model.tick();
    expect(w.model.get(1)!.status).toBe('invited');
    expect(w.model.get(1)!.error).toBe('closed-early');
    expect(w.log.prepare).toEqual([1]);
  });

  it('two friends at once: every interleaving of their events ends with both here', () => {
    const orders = interleavings(
      ORDER.map((s): [1 | 3, Step] => [1, s]),
      ORDER.map((s): [1 | 3, Step] => [3, s]),
    );
    expect(orders.length).toBe(20);
    for (const order of orders) {
      const w = world();
      const links = { 1: invited(w, 1), 3: invited(w, 3) };
      for (const [seat, s] of order) step(w, seat, links[seat], s);
      expect([w.model.get(1)!.status, w.model.get(3)!.status], order.join(' ')).toEqual(['here', 'here']);
      expect(w.kinds('L1')).toEqual(['welcome']);
      expect(w.kinds('L3')).toEqual(['welcome']);
      expect(w.model.start()).toEqual([1, 3]);
    }
  });

  it('a second answer for a connection already trying one is refused (it would end the try)', () => {
    const w = world();
    const link = invited(w, 1);
    expect(w.model.answering(1)).toBeNull();
    expect(w.model.answering(1)).toBe('trying');
    w.model.opened(link);
    w.model.message(link, hello());
    expect(w.model.get(1)!.status).toBe('here');
    // A fresh connection takes an answer again.
    w.model.closed(link);
    w.model.pending(1, { name: 'L1b' });
    expect(w.model.answering(1)).toBeNull();
  });

  it('welcomeAll welcomes the friends who are here, and no one else', () => {
    const w = world();
    const here = invited(w, 1);
    for (const s of ORDER) step(w, 1, here, s);
    openLink(w, 3);
    w.model.welcomeAll();
    expect(w.kinds('L1')).toEqual(['welcome', 'welcome']);
    expect(w.kinds('L3')).toEqual([]);
  });

  it('an answer the browser refuses: the seat is invited again with a fresh connection', () => {
    const w = world();
    invited(w, 1);
    w.model.answering(1);
    expect(w.model.get(1)!.status).toBe('connecting');
    w.model.answerFailed(1);
    expect(w.model.get(1)!.status).toBe('invited');
    expect(w.model.get(1)!.pending).toBeNull();
    expect(w.log.prepare).toEqual([1]);
  });

  it('a connection that never opens: timeout on the seat, a fresh connection; a pasted answer with none pending is refused', () => {
    const w = world();
    const link = invited(w, 1);
    w.model.answering(1);
    w.model.failed(link);
    expect(w.model.get(1)!.error).toBe('timeout');
    expect(w.model.get(1)!.status).toBe('invited');
    expect(w.model.answering(1)).toBe('connected');
    w.model.pending(1, { name: 'L1b' });
    expect(w.model.answering(1)).toBeNull();
  });

  it('closed before the hello: "closed early", never "here", and no bot hand-over', () => {
    const w = world();
    const link = openLink(w, 1);
    w.model.closed(link);
    expect(w.model.get(1)!.status).toBe('invited');
    expect(w.model.get(1)!.error).toBe('closed-early');
    expect(w.log.handOver).toEqual([]);
  });
});

describe('host model: in a started game', () => {
  /** Seat 1's friend here, the game started. */
  function playing(opts: Parameters<typeof world>[0] = {}) {
    const w = world(opts);
    const link = invited(w, 1);
    for (const s of ORDER) step(w, 1, link, s);
    w.state.started = true;
    expect(w.model.start()).toEqual([1]);
    return { ...w, link };
  }

  /** Seat 1's fresh connection after it was lost: answered and open, its hello not yet read. */
  function reopen(w: ReturnType<typeof world>, name: string): FakeLink {
    const link = { name };
    w.model.pending(1, link);
    w.model.answering(1);
    w.model.opened(link);
    return link;
  }

  it('a friend who leaves (goodbye, closed, or silent) gets a bot at once, and is prepared for', () => {
    for (const how of ['bye', 'closed', 'silent'] as const) {
      const w = playing();
      if (how === 'bye') w.model.message(w.link, JSON.stringify({ v: 1, k: 'bye' }));
      else if (how === 'closed') w.model.closed(w.link);
      else {
        w.state.now += SILENT_MS + 1;
        w.model.tick();
      }
      expect(w.model.get(1)!.status, how).toBe('away');
      expect(w.log.handOver, how).toEqual([[1, false]]);
      expect(w.log.prepare, how).toEqual([1]);
      expect(w.log.notices, how).toEqual(how === 'silent' ? ['silent:1'] : []);
    }
  });

  it('a rejoin in every order: the seat is the friend\'s again; lost again before or after the hello, a bot plays it', () => {
    for (const cut of [0, 1, 2, 3]) {
      const w = playing();
      w.model.closed(w.link);
      const again = { name: 'L1b' };
      w.model.pending(1, again);
      const steps = ORDER.slice(0, cut);
      w.log.handOver.length = 0;
      for (const s of steps) step(w, 1, again, s);
      if (cut === 3) expect(w.model.get(1)!.status).toBe('here');
      w.model.closed(again);
      // Handed to the friend only once the hello came; back to a bot whenever the link is lost after that.
      expect(w.log.handOver, `after ${steps.join(' ')}`).toEqual(cut === 3 ? [[1, true], [1, false]] : []);
      expect(w.model.get(1)!.remote).toBe(false);
      expect(w.model.get(1)!.status).toBe('away');
    }
  });

  it('a rejoin whose hello arrives before the browser has taken the answer (the old race) stays here', () => {
    const w = playing();
    w.model.closed(w.link);
    const again = reopen(w, 'L1b');
    w.model.message(again, hello(`${TOKEN}1`));
    // setRemoteDescription resolves now: no model event; the next heartbeat pings the friend.
    w.model.tick();
    expect(w.model.get(1)!.status).toBe('here');
    expect(w.kinds('L1b')).toEqual(['welcome', 'ping']);
    expect(w.log.handOver).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it('another device with the invitation is refused; the seat stays the bot\'s and the host is told', () => {
    const w = playing();
    w.model.closed(w.link);
    const intruder = reopen(w, 'X');
    w.model.message(intruder, hello(OTHER));
    expect(w.kinds('X')).toEqual(['refused']);
    expect(w.log.notices).toEqual(['intruder:1']);
    expect(w.model.get(1)!.status).toBe('away');
    expect(w.model.get(1)!.token).toBe(`${TOKEN}1`);
    expect(w.log.handOver).toEqual([[1, false]]);
    expect(w.log.prepare).toEqual([1, 1]);
  });

  it('moves: read from a friend who is here, refused with the reason, dropped before the hello', () => {
    const w = playing({ act: 'turn' });
    w.model.message(w.link, move(3));
    expect(w.log.acted).toEqual([1]);
    expect(w.log.sent.at(-1)!.msg).toEqual({ v: 1, k: 'refused', reason: 'turn', text: 'e2-e4' });
    const early = openLink(w, 3);
    w.model.message(early, move(3));
    expect(w.log.drops).toEqual(['early']);
    w.model.message(w.link, 'garbage');
    expect(w.log.drops).toEqual(['early', 'not-json']);
  });

  it('a link replaced or cut off says nothing that counts', () => {
    const w = playing();
    w.model.cut(1, 'flood');
    w.model.message(w.link, move(0));
    w.model.message(w.link, hello(`${TOKEN}1`));
    expect(w.log.acted).toEqual([]);
    expect(w.model.get(1)!.status).toBe('away');
  });

  it('a flood: over the soft rate dropped unread, over the hard rate cut off and told', () => {
    const w = playing({ toMove: 2 });
    for (let i = 0; i < 100; i++) w.model.message(w.link, 'garbage');
    expect(w.model.get(1)!.status).toBe('here');
    expect(w.log.drops.length).toBe(100);
    for (let i = 0; i < HARD_RATE; i++) w.model.message(w.link, 'garbage');
    expect(w.model.get(1)!.status).toBe('away');
    expect(w.log.notices).toEqual(['flood:1']);
    expect(w.log.sent.at(-1)!.msg).toEqual({ v: 1, k: 'refused', reason: 'flood', text: '' });
    expect(w.log.handOver).toEqual([[1, false]]);
  });

  it('over the soft rate, the friend\'s own move on their turn is still read', () => {
    const w = playing({ toMove: 1 });
    for (let i = 0; i < 60; i++) w.model.message(w.link, 'garbage');
    w.model.message(w.link, move(0));
    expect(w.log.acted).toEqual([1]);
  });

  it('Remove: the friend is told, a bot plays, and the seat gets a new invitation with no token', () => {
    const w = playing();
    w.model.cut(1, 'removed');
    expect(w.log.sent.at(-1)!.msg).toEqual({ v: 1, k: 'refused', reason: 'removed', text: '' });
    const seat = w.model.get(1)!;
    expect([seat.status, seat.joined, seat.token]).toEqual(['making', false, null]);
    expect(w.log.renew).toEqual([1]);
    expect(w.log.handOver).toEqual([[1, false]]);
    expect(w.log.keeps).toBeGreaterThan(0);
  });
});

describe('host model: after a reload', () => {
  it('a friend who had joined is away until the same device says hello', () => {
    const w = world({ started: true });
    w.model.add(1, { joined: true, token: TOKEN });
    expect(w.model.get(1)!.status).toBe('away');
    const link = { name: 'L1' };
    w.model.pending(1, link);
    expect(w.model.get(1)!.status).toBe('away');
    w.model.answering(1);
    w.model.opened(link);
    w.model.message(link, hello(TOKEN));
    expect(w.model.get(1)!.status).toBe('here');
    expect(w.log.handOver).toEqual([[1, true]]);
  });
});
