import { describe, expect, it } from 'vitest';
import { afterGone, GuestLink, SILENT_MS, type GuestPorts, type Phase } from './guest-model';
import type { GuestMessage, HostMessage } from './protocol';

interface FakeLink {
  name: string;
}

function world() {
  const log = { sent: [] as string[], delivered: [] as HostMessage[], drops: [] as string[], gone: [] as string[] };
  const state = { now: 0 };
  const ports: GuestPorts<FakeLink> = {
    now: () => state.now,
    send: (link, msg: GuestMessage) => {
      log.sent.push(`${link.name}:${msg.k}`);
      return true;
    },
    token: () => 'tokentokentokentoken',
    deliver: (msg) => void log.delivered.push(msg),
    drop: (reason) => void log.drops.push(reason),
    gone: (link) => void log.gone.push(link.name),
  };
  return { link: new GuestLink<FakeLink>(ports), log, state };
}

const welcome = JSON.stringify({ v: 1, k: 'welcome', seat: 1, pgn4: '', seats: [{ p: 'host' }, { p: 'guest' }, { p: 'bot', level: 1 }, { p: 'away', level: 3 }], clock: null, perMove: 0 });

describe('guest link', () => {
  it('says hello on open, and again with every heartbeat until welcomed; then only pings', () => {
    const w = world();
    const l = { name: 'A' };
    w.link.use(l);
    w.link.tick();
    expect(w.log.sent).toEqual([]);
    w.link.opened(l);
    expect(w.log.sent).toEqual(['A:hello']);
    w.state.now += 1000;
    w.link.tick();
    expect(w.log.sent).toEqual(['A:hello', 'A:ping', 'A:hello']);
    w.link.message(l, welcome);
    expect(w.log.delivered.map((m) => m.k)).toEqual(['welcome']);
    w.link.tick();
    expect(w.log.sent.slice(3)).toEqual(['A:ping']);
  });

  it('a host silent for SILENT_MS is gone (once); a ping keeps it', () => {
    const w = world();
    const l = { name: 'A' };
    w.link.use(l);
    w.link.opened(l);
    w.state.now += SILENT_MS - 1;
    w.link.message(l, JSON.stringify({ v: 1, k: 'ping' }));
    w.state.now += SILENT_MS;
    w.link.tick();
    expect(w.log.gone).toEqual([]);
    w.state.now += 2;
    w.link.tick();
    w.link.tick();
    expect(w.log.gone).toEqual(['A']);
    expect(w.link.current()).toBeNull();
    expect(w.link.send({ v: 1, k: 'ping' })).toBe(false);
  });

  it('a replaced link says nothing that counts and its closing is no loss', () => {
    const w = world();
    const a = { name: 'A' };
    const b = { name: 'B' };
    w.link.use(a);
    w.link.opened(a);
    w.link.use(b);
    w.link.message(a, welcome);
    w.link.closed(a);
    w.link.opened(a);
    expect(w.log.delivered).toEqual([]);
    expect(w.log.gone).toEqual([]);
    expect(w.log.sent).toEqual(['A:hello']);
    w.link.closed(b);
    expect(w.log.gone).toEqual(['B']);
  });

  it('drops what does not read, with the reason', () => {
    const w = world();
    const a = { name: 'A' };
    w.link.use(a);
    w.link.opened(a);
    w.link.message(a, 'garbage');
    w.link.message(a, JSON.stringify({ v: 1, k: 'eval' }));
    expect(w.log.drops).toEqual(['not-json', 'kind']);
    expect(w.log.delivered).toEqual([]);
  });
});

describe('afterGone: what a guest page shows when its link goes', () => {
  it('decides from whether a game is set up here, not from how far the handshake came', () => {
    const phases: Phase[] = ['invite', 'answer', 'lobby', 'playing', 'lost', 'left', 'refused'];
    const table = Object.fromEntries(phases.map((p) => [p, [afterGone(p, false), afterGone(p, true)]]));
    expect(table).toEqual({
      invite: ['none', 'lost'],
      // A connection that died before the welcome: a new answer, not "the host has left".
      answer: ['closed-early', 'lost'],
      lobby: ['lobby-lost', 'lost'],
      playing: ['lobby-lost', 'lost'],
      lost: ['lobby-lost', 'lost'],
      left: ['none', 'none'],
      refused: ['none', 'none'],
    });
  });
});
