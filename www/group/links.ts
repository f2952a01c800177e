// Invitations and answers as link fragments (they never reach a server):
//   index.html#join=<code>     the host's offer for one seat, with the game's settings
//   index.html#answer=<code>   a guest's answer to one invitation
// <code> is base64url(deflate-raw(JSON)). Reading checks the length, the alphabet, the
// unpacked size and every field; a bad code gives a reason, never an exception.
import { isOptions } from '../game/save';
import type { GameOptions, VariantId } from '../pkg/fourchess_wasm';
import { isVariant } from '../game/config';
import { packJson, unpackJson } from '../site/packing';
import { checkCompact, type CompactSdp } from './sdp';

export const LINK_VERSION = 1;
export const MAX_CODE = 4000;
export const MAX_CODE_JSON = 4000;

/** Who sits where, as an invitation says it: h the host, g an invited friend, b1..b6 a bot. */
export type SeatCode = 'h' | 'g' | `b${1 | 2 | 3 | 4 | 5 | 6}`;

export interface GameSummary {
  variant: VariantId;
  options: GameOptions;
  /** Game clocks ("3+5") or null. */
  clock: string | null;
  /** Seconds per move (0: none). */
  perMove: 0 | 30 | 60;
  seats: SeatCode[];
}

export interface Invitation {
  v: 1;
  /** The group game's id (the seat token is kept under it). */
  g: string;
  s: number;
  r: GameSummary;
  /** The STUN server the host named (the guest is asked before it is used), if any. */
  st?: string;
  o: CompactSdp;
}

export interface Answer {
  v: 1;
  g: string;
  s: number;
  /** The ICE ufrag of the invitation answered (a seat's later invitations keep it; new ones after a STUN change do not). */
  i?: string;
  a: CompactSdp;
}

export type LinkError = 'too-long' | 'bad-characters' | 'bad-data' | 'bad-shape' | 'old-version';
export type Read<T> = { ok: true; value: T } | { ok: false; error: LinkError };

const GAME_ID = /^[A-Za-z0-9]{4,16}$/;
const SEAT_CODES = /^(h|g|b[1-6])$/;
export const STUN_URL = /^stuns?:[A-Za-z0-9.-]{1,200}(:\d{1,5})?$/;

export function isSummary(x: unknown): x is GameSummary {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    isVariant(o.variant) &&
    isOptions(o.options) &&
    JSON.stringify(o.options).length <= 400 &&
    (o.clock === null || (typeof o.clock === 'string' && /^[0-9.]{1,5}\+[0-9]{1,3}$/.test(o.clock))) &&
    (o.perMove === 0 || o.perMove === 30 || o.perMove === 60) &&
    Array.isArray(o.seats) &&
    o.seats.length === 4 &&
    o.seats.every((s) => typeof s === 'string' && SEAT_CODES.test(s))
  );
}

const isSeat = (x: unknown): x is number => x === 0 || x === 1 || x === 2 || x === 3;

export function isInvitation(x: unknown): x is Invitation {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    o.v === LINK_VERSION &&
    typeof o.g === 'string' &&
    GAME_ID.test(o.g) &&
    isSeat(o.s) &&
    isSummary(o.r) &&
    o.r.seats[o.s] === 'g' &&
    (o.st === undefined || (typeof o.st === 'string' && STUN_URL.test(o.st))) &&
    checkCompact(o.o)
  );
}

export function isAnswer(x: unknown): x is Answer {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return o.v === LINK_VERSION && typeof o.g === 'string' && GAME_ID.test(o.g) && isSeat(o.s) && (o.i === undefined || (typeof o.i === 'string' && /^[A-Za-z0-9+/]{4,256}$/.test(o.i))) && checkCompact(o.a);
}

export async function encodeCode(value: Invitation | Answer): Promise<string> {
  return packJson(value, 1 << 20);
}

async function decodeCode<T>(code: string, check: (x: unknown) => x is T): Promise<Read<T>> {
  if (code.length > MAX_CODE) return { ok: false, error: 'too-long' };
  const unpacked = await unpackJson(code, MAX_CODE_JSON);
  if (!unpacked.ok) return unpacked;
  const value = unpacked.value;
  if (typeof value === 'object' && value !== null && 'v' in value && value.v !== LINK_VERSION) return { ok: false, error: 'old-version' };
  return check(value) ? { ok: true, value } : { ok: false, error: 'bad-shape' };
}

/**
 * Pasted text as a link or code: chat apps break long links into lines, add spaces,
 * invisible joiners, quotes or angle brackets, and a sentence around it. None of these
 * characters can be part of a code (base64url) or of this site's link, so all go.
 */
export function cleanPasted(text: string): string {
  return text.replace(/[\s\u200b-\u200d\u2060\ufeff]+/g, '').replace(/^[<"'“”‘’«»(]+|[>"'“”‘’«»).,;!]+$/g, '');
}

/**
 * The codes a pasted text may hold, the longest first: what follows `#join=` / `#answer=`
 * (else the text itself), with the line breaks and spaces a chat app put into it removed.
 * Text after the link ("see you") cannot be told from the code once the spaces are gone,
 * so each cut at a space is a candidate: the reader takes the first that decodes.
 */
export function codeCandidates(text: string, kind: 'join' | 'answer'): string[] {
  const chunks = text.split(/\s+/).map((c) => c.replace(/[\u200b-\u200d\u2060\ufeff]+/g, '')).filter((c) => c !== '');
  const joined = chunks.join('');
  const marker = joined.indexOf(`#${kind}=`);
  const start = marker < 0 ? 0 : marker + kind.length + 2;
  const out: string[] = [];
  let end = 0;
  for (const chunk of chunks) {
    end += chunk.length;
    if (end <= start) continue;
    // After a link's marker, only the code's own characters: a sentence glued on ("...xyz.Thanks")
    // stops there. A bare code is taken as it is (a wrong character in it is a reason to give).
    const rest = joined.slice(start, end);
    const code = marker < 0 ? cleanPasted(rest) : /^[A-Za-z0-9_-]*/.exec(rest)![0];
    if (code !== '' && !out.includes(code)) out.unshift(code);
  }
  return out.length === 0 ? [''] : out.slice(0, 12);
}

/** The code in a pasted link or a bare code (the longest candidate). */
export function codeOf(text: string, kind: 'join' | 'answer'): string {
  return codeCandidates(text, kind)[0]!;
}

/** What a pasted text looks like: an answer link, an invitation link, or neither (maybe a bare code). */
export function pastedKind(text: string): 'answer' | 'join' | 'code' {
  const clean = cleanPasted(text);
  return clean.includes('#answer=') ? 'answer' : clean.includes('#join=') ? 'join' : 'code';
}

/**
 * Why an answer that reads well is not for a seat waiting here (null: it is). `current`:
 * this group's id and each invited seat's invitation ufrag; `earlier`: ids of groups
 * this browser hosted before.
 */
export function answerMismatch(answer: Answer, current: { id: string; seats: Map<number, string> }, earlier: readonly string[]): 'earlier' | 'other-game' | 'seat' | null {
  if (answer.g !== current.id) return earlier.includes(answer.g) ? 'earlier' : 'other-game';
  const ufrag = current.seats.get(answer.s);
  if (ufrag === undefined) return 'seat';
  if (answer.i !== undefined && answer.i !== ufrag) return 'earlier';
  return null;
}

/** The first candidate code that reads (else the longest one's reason). */
async function readFirst<T>(text: string, kind: 'join' | 'answer', check: (x: unknown) => x is T): Promise<Read<T>> {
  const candidates = codeCandidates(text, kind);
  const first = await decodeCode(candidates[0]!, check);
  if (first.ok) return first;
  for (const code of candidates.slice(1)) {
    const read = await decodeCode(code, check);
    if (read.ok) return read;
  }
  return first;
}

export function readInvitation(text: string): Promise<Read<Invitation>> {
  return readFirst(text, 'join', isInvitation);
}

export function readAnswer(text: string): Promise<Read<Answer>> {
  return readFirst(text, 'answer', isAnswer);
}

/** The link of a code on this site (the page's own address, without query and fragment). */
export function linkOf(kind: 'join' | 'answer', code: string, base: string = window.location.href): string {
  const url = new URL(base);
  url.search = '';
  url.hash = `${kind}=${code}`;
  return url.href;
}
