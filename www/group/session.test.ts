import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-fixtures';
import { GUEST_KEY, HOST_KEY, hostedIds, readGuestSession, readHostSession, rememberHosted, writeGuestSession, writeHostSession, type GuestSession, type HostSession } from './session';

const host: HostSession = {
  v: 1,
  id: 'abcDEF123',
  choice: { variant: 'teams', seats: ['h', 'g', 'b1', 'g'] } as HostSession['choice'],
  gameId: 'g-1',
  awayLevel: 3,
  stun: null,
  seats: [{ seat: 1, u: 'uf1x', p: 'abcdefghijklmnopqrstuv', invite: 'http://x/#join=abc', token: 'tttttttttttttttttttt', joined: true }],
};
const guest: GuestSession = { v: 1, code: 'abc_-123', pgn4: '[Variant "Teams"]', seats: [{ p: 'host' }, { p: 'guest' }, { p: 'bot', level: 1 }, { p: 'away', level: 3 }], perMove: 0 };

describe('group sessions in sessionStorage', () => {
  it('reads back what it wrote, and forgets', () => {
    const s = new MemoryStorage();
    expect(writeHostSession(s, host)).toBe(true);
    expect(writeGuestSession(s, guest)).toBe(true);
    expect(readHostSession(s)).toEqual(host);
    expect(readGuestSession(s)).toEqual(guest);
    writeHostSession(s, null);
    expect(readHostSession(s)).toBeNull();
  });

  it('reads anything odd as no session, never throws', () => {
    const s = new MemoryStorage();
    for (const bad of ['{', 'null', '[]', '{"v":2}', JSON.stringify({ ...host, id: 'bad id!' }), JSON.stringify({ ...host, seats: [{ ...host.seats[0], invite: 'javascript:x' }] }), JSON.stringify({ ...host, seats: [host.seats[0], host.seats[0]] })]) {
      s.setItem(HOST_KEY, bad);
      expect(readHostSession(s)).toBeNull();
    }
    for (const bad of [JSON.stringify({ ...guest, code: 'a b' }), JSON.stringify({ ...guest, seats: [{ p: 'x' }] }), JSON.stringify({ ...guest, perMove: 7 })]) {
      s.setItem(GUEST_KEY, bad);
      expect(readGuestSession(s)).toBeNull();
    }
    expect(readHostSession(null)).toBeNull();
  });

  it('says when a session could not be kept (storage full)', () => {
    const s = new MemoryStorage();
    s.failWrites = true;
    expect(writeHostSession(s, host)).toBe(false);
  });

  it('remembers hosted group ids, newest first, without repeats', () => {
    const s = new MemoryStorage();
    rememberHosted(s, 'aaaa1');
    rememberHosted(s, 'bbbb2');
    rememberHosted(s, 'aaaa1');
    expect(hostedIds(s)).toEqual(['aaaa1', 'bbbb2']);
    for (let i = 0; i < 30; i++) rememberHosted(s, `id${i}xx`);
    expect(hostedIds(s).length).toBe(20);
  });
});
