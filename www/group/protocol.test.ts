import { describe, expect, it } from 'vitest';
import { decodeGuest, decodeHost, DropCounter, encode, MAX_GUEST_MESSAGE, MAX_HOST_MESSAGE, type HostMessage } from './protocol';
import { compactSdp, expandSdp, checkCompact } from './sdp';
import { encodeCode, readAnswer, readInvitation, type Invitation } from './links';
import { GROUP_TEXTS } from './texts';

const SDP = [
  'v=0',
  'o=- 2270728841100998837 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=application 38634 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 192.0.2.2',
  'a=candidate:2472868861 1 udp 2113937151 192.0.2.2 38634 typ host generation 0 network-cost 999',
  'a=candidate:2484508493 1 udp 2113942271 fd00::2 40941 typ host generation 0 network-cost 999',
  'a=candidate:1 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 192.0.2.2 rport 38634',
  'a=ice-ufrag:3/8H',
  'a=ice-pwd:Xrrx0uPl8CbcvdBUS44SUvQJ',
  'a=fingerprint:sha-256 EB:32:ED:3B:D0:25:89:67:67:B2:E4:9C:5A:CB:6C:4F:C1:0B:CC:14:97:E7:F3:35:81:CA:F7:94:5B:54:1C:71',
  'a=setup:actpass',
  'a=mid:0',
  '',
].join('\r\n');

describe('compact SDP', () => {
  it('keeps credentials, fingerprint and UDP candidates, and rebuilds a description', () => {
    const c = compactSdp(SDP)!;
    expect(c).toEqual({ u: '3/8H', p: 'Xrrx0uPl8CbcvdBUS44SUvQJ', f: expect.any(String), c: ['h 192.0.2.2 38634', 'h fd00::2 40941', 's 203.0.113.7 61000'] });
    const full = expandSdp(c, true);
    expect(full).toContain('a=fingerprint:sha-256 EB:32:ED:3B:D0:25:89:67:67:B2:E4:9C:5A:CB:6C:4F:C1:0B:CC:14:97:E7:F3:35:81:CA:F7:94:5B:54:1C:71');
    expect(full).toContain('a=setup:actpass');
    expect(compactSdp(full)).toEqual(c);
    expect(expandSdp(c, false)).toContain('a=setup:active');
  });

  it('refuses what could smuggle lines into a description', () => {
    const c = compactSdp(SDP)!;
    expect(checkCompact({ ...c, u: 'ab\r\na=x' })).toBe(false);
    expect(checkCompact({ ...c, c: ['h 1.2.3.4 99999'] })).toBe(false);
    expect(checkCompact({ ...c, c: ['h 1.2.3.4\r\n 80'] })).toBe(false);
    expect(checkCompact({ ...c, f: 'short' })).toBe(false);
    expect(checkCompact({ ...c, c: Array(9).fill('h 1.2.3.4 80') })).toBe(false);
    expect(compactSdp('v=0\r\n')).toBeNull();
  });
});

describe('invitation and answer links', () => {
  const offer = compactSdp(SDP)!;
  const invitation: Invitation = { v: 1, g: 'abcd1234', s: 1, r: { variant: 'teams', options: { array: 'modern' }, clock: '3+5', perMove: 30, seats: ['h', 'g', 'b1', 'g'] }, o: offer };

  it('round-trips, as a link or a bare code', async () => {
    const code = await encodeCode(invitation);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await readInvitation(`http://x/index.html#join=${code}`)).toEqual({ ok: true, value: invitation });
    expect(await readInvitation(code)).toEqual({ ok: true, value: invitation });
    const answer = { v: 1 as const, g: 'abcd1234', s: 3, a: offer };
    expect(await readAnswer(`#answer=${await encodeCode(answer)}`)).toEqual({ ok: true, value: answer });
  });

  it('gives a reason for every bad code and never throws', async () => {
    expect(await readInvitation('x'.repeat(5000))).toEqual({ ok: false, error: 'too-long' });
    expect(await readInvitation('ab$%')).toEqual({ ok: false, error: 'bad-characters' });
    expect(await readInvitation('AAAA')).toEqual({ ok: false, error: 'bad-data' });
    expect(await readInvitation(await encodeCode({ ...invitation, v: 2 } as unknown as Invitation))).toEqual({ ok: false, error: 'old-version' });
    expect(await readInvitation(await encodeCode({ ...invitation, s: 2 }))).toEqual({ ok: false, error: 'bad-shape' });
    expect(await readInvitation(await encodeCode({ ...invitation, st: 'http://evil' }))).toEqual({ ok: false, error: 'bad-shape' });
    expect(await readAnswer(await encodeCode(invitation))).toEqual({ ok: false, error: 'bad-shape' });
  });
});

describe('channel messages', () => {
  it('round-trips every kind', () => {
    for (const m of [
      { v: 1, k: 'hello', token: 'abcdefghijklmnopqrstuv' },
      { v: 1, k: 'move', ply: 3, text: 'Qg1-i3' },
      { v: 1, k: 'roll', ply: 0 },
      { v: 1, k: 'resign', ply: 9 },
      { v: 1, k: 'ping' },
      { v: 1, k: 'bye' },
    ] as const)
      expect(decodeGuest(encode(m))).toEqual({ ok: true, msg: m });
    const seats = [{ p: 'host' }, { p: 'guest' }, { p: 'bot', level: 1 }, { p: 'away', level: 3 }] as const;
    const host: HostMessage[] = [
      { v: 1, k: 'welcome', seat: 1, pgn4: '[Variant "Teams"]', seats: [...seats], clock: null, perMove: 0 },
      { v: 1, k: 'state', ply: 1, moves: ['h2-h3'], comment: null, pgn4: '1. h2-h3', fen4: 'R-0,0,0,0', seats: [...seats], clock: { remaining: [1, 2, 3, 4], running: 1, elapsed: 20 } },
      { v: 1, k: 'refused', reason: 'turn', text: 'e2-e4' },
      { v: 1, k: 'refused', reason: 'removed', text: '' },
      { v: 1, k: 'refused', reason: 'flood', text: '' },
      { v: 1, k: 'ping' },
      { v: 1, k: 'bye' },
    ];
    for (const m of host) expect(decodeHost(encode(m))).toEqual({ ok: true, msg: m });
  });

  it('refuses malformed, oversized, unknown and other-version messages with a reason, never throwing', () => {
    expect(decodeGuest('garbage')).toEqual({ ok: false, reason: 'not-json' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'ping', extra: 'x'.repeat(1000) }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeHost(JSON.stringify({ v: 1, k: 'refused', reason: 'banned', text: '' }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeGuest('[1,2]')).toEqual({ ok: false, reason: 'not-json' });
    expect(decodeGuest(new ArrayBuffer(8))).toEqual({ ok: false, reason: 'too-big' });
    expect(decodeGuest('x'.repeat(MAX_GUEST_MESSAGE + 1))).toEqual({ ok: false, reason: 'too-big' });
    expect(decodeHost('x'.repeat(MAX_HOST_MESSAGE + 1))).toEqual({ ok: false, reason: 'too-big' });
    expect(decodeGuest(JSON.stringify({ v: 2, k: 'move', ply: 0, text: 'e2-e4' }))).toEqual({ ok: false, reason: 'version' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'eval', code: 'alert(1)' }))).toEqual({ ok: false, reason: 'kind' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'welcome', seat: 0 }))).toEqual({ ok: false, reason: 'kind' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'move', ply: -1, text: 'e2-e4' }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'move', ply: 0, text: '<script>' }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'move', ply: 0, text: 'e2-e4', seat: 3 }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeGuest(JSON.stringify({ v: 1, k: 'hello', token: 'short' }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeHost(JSON.stringify({ v: 1, k: 'state', ply: 2, moves: ['a'], comment: null, pgn4: '', fen4: '', seats: [], clock: null }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeHost(JSON.stringify({ v: 1, k: 'refused', reason: 'whatever', text: '' }))).toEqual({ ok: false, reason: 'shape' });
    expect(decodeHost(JSON.stringify({ v: 1, k: 'hello', token: 'abcdefghijklmnopqrstuv' }))).toEqual({ ok: false, reason: 'kind' });
  });

  it('counts drops by reason', () => {
    const d = new DropCounter();
    d.add('kind');
    d.add('kind');
    d.add('too-big');
    expect(d.total).toBe(3);
    expect(d.counts).toEqual({ kind: 2, 'too-big': 1 });
  });
});

describe('group texts', () => {
  it('has every text in English and German', () => {
    expect(Object.keys(GROUP_TEXTS.de).sort()).toEqual(Object.keys(GROUP_TEXTS.en).sort());
    for (const v of Object.values(GROUP_TEXTS.de)) expect(v.trim()).not.toBe('');
  });
});
