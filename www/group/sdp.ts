// The part of a WebRTC session description that the other page needs, and back.
//
// A data-channel-only description from Chromium is ~600 bytes; the other side needs only
// the ICE credentials, the DTLS certificate's fingerprint and the candidates (gathered
// before the link is made, no trickling). Everything else is the same for every game
// and is written back from a template, so the link stays short. Every field is checked
// on reading: what ends up in the rebuilt SDP is only ever checked text (no line breaks).
import { fromBase64Url, toBase64Url } from '../site/packing';

/** A description as it travels: ICE ufrag and password, fingerprint (32 bytes, base64url), candidates. */
export interface CompactSdp {
  u: string;
  p: string;
  f: string;
  /** Candidates: "<type letter> <address> <port>", e.g. "h 192.168.1.20 50123". */
  c: string[];
}

export const MAX_CANDIDATES = 8;
const TYPES: Record<string, string> = { h: 'host', s: 'srflx', p: 'prflx', r: 'relay' };
const PRIORITY: Record<string, number> = { h: 2113937151, p: 1845501695, s: 1677729535, r: 16777215 };
const ICE_CHARS = /^[A-Za-z0-9+/]+$/;
const ADDRESS = /^(?:[0-9a-fA-F.:]{2,45}|[0-9a-zA-Z-]{1,60}\.local)$/;
const B64URL = /^[A-Za-z0-9_-]+$/;

/** The compact form of a full SDP (null if it lacks credentials or a SHA-256 fingerprint). */
export function compactSdp(sdp: string): CompactSdp | null {
  const line = (name: string): string | null => sdp.match(new RegExp(`^a=${name}:(.*)$`, 'm'))?.[1]?.trim() ?? null;
  const u = line('ice-ufrag');
  const p = line('ice-pwd');
  const fp = sdp.match(/^a=fingerprint:sha-256 ([0-9A-Fa-f:]+)\s*$/m)?.[1];
  if (u === null || p === null || fp === undefined) return null;
  const bytes = Uint8Array.from(fp.split(':').map((h) => parseInt(h, 16)));
  const c: string[] = [];
  for (const m of sdp.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx|prflx|relay)/gim)) {
    const type = Object.keys(TYPES).find((k) => TYPES[k] === m[3]!.toLowerCase())!;
    const entry = `${type} ${m[1]} ${m[2]}`;
    if (!c.includes(entry) && c.length < MAX_CANDIDATES) c.push(entry);
  }
  const compact = { u, p, f: toBase64Url(bytes), c };
  return checkCompact(compact) ? compact : null;
}

/** Whether a value read from a link is a well-formed compact description. */
export function checkCompact(x: unknown): x is CompactSdp {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  if (typeof o.u !== 'string' || o.u.length < 4 || o.u.length > 256 || !ICE_CHARS.test(o.u)) return false;
  if (typeof o.p !== 'string' || o.p.length < 22 || o.p.length > 256 || !ICE_CHARS.test(o.p)) return false;
  if (typeof o.f !== 'string' || o.f.length !== 43 || !B64URL.test(o.f)) return false;
  if (!Array.isArray(o.c) || o.c.length > MAX_CANDIDATES) return false;
  return o.c.every((c) => typeof c === 'string' && candidateParts(c) !== null);
}

function candidateParts(c: string): { type: string; address: string; port: number } | null {
  const parts = c.split(' ');
  if (parts.length !== 3) return null;
  const [type, address, portText] = parts as [string, string, string];
  const port = Number(portText);
  if (!(type in TYPES) || !ADDRESS.test(address) || !/^\d{1,5}$/.test(portText) || port < 1 || port > 65535) return null;
  return { type, address, port };
}

/** A full SDP rebuilt from a checked compact description; `offer` sets the DTLS role. */
export function expandSdp(c: CompactSdp, offer: boolean): string {
  const fingerprint = [...fromBase64Url(c.f)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const candidates = c.c.map((text, i) => {
    const { type, address, port } = candidateParts(text)!;
    const related = type === 'h' ? '' : ' raddr 0.0.0.0 rport 0';
    return `a=candidate:${i + 1} 1 udp ${PRIORITY[type]! - i} ${address} ${port} typ ${TYPES[type]}${related}`;
  });
  return [
    'v=0',
    `o=- ${1 + Math.floor(Math.random() * 1e15)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates,
    `a=ice-ufrag:${c.u}`,
    `a=ice-pwd:${c.p}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${offer ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n');
}

/** Replaces the ICE credentials of an SDP (a fresh offer that answers an old invitation). */
export function withCredentials(sdp: string, ufrag: string, pwd: string): string {
  return sdp.replace(/^a=ice-ufrag:.*$/gm, `a=ice-ufrag:${ufrag}`).replace(/^a=ice-pwd:.*$/gm, `a=ice-pwd:${pwd}`);
}

