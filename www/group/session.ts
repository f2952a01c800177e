// What a page in group play keeps so that a reload does not end or fork the game.
//
// Kept in sessionStorage (this tab only, it survives a reload, it goes with the tab):
//   the host's page: the group's id, the game's choice, each invited seat's ICE
//     credentials, invitation link, seat token and whether its guest has joined;
//   a guest's page: the invitation it answered and the last position the host sent.
// The host's per-seat DTLS certificates cannot be written as text: they go to IndexedDB
// (structured clone), under the group's id. A reloaded host page with the same
// certificate and credentials answers the very invitations it sent (connection.ts).
// Reading checks every field; anything odd reads as "no session" (the page starts as usual).
import type { Choice } from '../ui/game-choice';
import { webStorage } from '../game/save';
import { isSeatState, type SeatState } from './protocol';

export const HOST_KEY = 'fourchess.group.host';
export const GUEST_KEY = 'fourchess.group.guest';
/** Ids of the groups this browser hosted lately (an answer to one of them is "an earlier invitation"). */
export const HOSTED_KEY = 'fourchess.group.hosted';
const HOSTED_KEEP = 20;

export interface HostSeat {
  seat: number;
  u: string;
  p: string;
  invite: string;
  token: string | null;
  joined: boolean;
}

export interface HostSession {
  v: 1;
  id: string;
  choice: Choice;
  /** The game's id once started (the saved game this page resumes), else null: the lobby. */
  gameId: string | null;
  awayLevel: number;
  stun: string | null;
  seats: HostSeat[];
}

export interface GuestSession {
  v: 1;
  /** The invitation's code (what follows #join=). */
  code: string;
  /** The last game record the host sent ('' before the start) and who played each seat. */
  pgn4: string;
  seats: SeatState[];
  perMove: 0 | 30 | 60;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const ID = /^[A-Za-z0-9]{4,16}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const ICE = /^[A-Za-z0-9+/]{4,256}$/;

function isHostSeat(x: unknown): x is HostSeat {
  if (!isObj(x)) return false;
  return (
    (x.seat === 0 || x.seat === 1 || x.seat === 2 || x.seat === 3) &&
    typeof x.u === 'string' &&
    ICE.test(x.u) &&
    typeof x.p === 'string' &&
    ICE.test(x.p) &&
    typeof x.invite === 'string' &&
    x.invite.length < 5000 &&
    /#join=[A-Za-z0-9_-]+$/.test(x.invite) &&
    (x.token === null || (typeof x.token === 'string' && TOKEN.test(x.token))) &&
    typeof x.joined === 'boolean'
  );
}

function isChoice(x: unknown): x is Choice {
  return isObj(x) && typeof x.variant === 'string' && Array.isArray(x.seats) && x.seats.length === 4 && x.seats.every((s) => typeof s === 'string' && /^(h|g|b[1-6])$/.test(s));
}

export function isHostSession(x: unknown): x is HostSession {
  if (!isObj(x)) return false;
  return (
    x.v === 1 &&
    typeof x.id === 'string' &&
    ID.test(x.id) &&
    isChoice(x.choice) &&
    (x.gameId === null || (typeof x.gameId === 'string' && x.gameId.length > 0 && x.gameId.length < 64)) &&
    Number.isInteger(x.awayLevel) &&
    (x.awayLevel as number) >= 1 &&
    (x.awayLevel as number) <= 6 &&
    (x.stun === null || (typeof x.stun === 'string' && x.stun.length < 300)) &&
    Array.isArray(x.seats) &&
    x.seats.length <= 4 &&
    x.seats.every(isHostSeat) &&
    new Set(x.seats.map((s: HostSeat) => s.seat)).size === x.seats.length
  );
}

export function isGuestSession(x: unknown): x is GuestSession {
  if (!isObj(x)) return false;
  return (
    x.v === 1 &&
    typeof x.code === 'string' &&
    x.code.length > 0 &&
    x.code.length <= 4000 &&
    /^[A-Za-z0-9_-]+$/.test(x.code) &&
    typeof x.pgn4 === 'string' &&
    x.pgn4.length <= 150_000 &&
    Array.isArray(x.seats) &&
    (x.seats.length === 0 || (x.seats.length === 4 && x.seats.every(isSeatState))) &&
    (x.perMove === 0 || x.perMove === 30 || x.perMove === 60)
  );
}

function read<T>(store: Storage | null, key: string, check: (x: unknown) => x is T): T | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

function write(store: Storage | null, key: string, value: unknown): boolean {
  try {
    if (store === null) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const readHostSession = (store: Storage | null): HostSession | null => read(store, HOST_KEY, isHostSession);
export const readGuestSession = (store: Storage | null): GuestSession | null => read(store, GUEST_KEY, isGuestSession);
/** Writes (null: forgets) the host's session; false if it could not be kept. */
export const writeHostSession = (store: Storage | null, s: HostSession | null): boolean => write(store, HOST_KEY, s);
export const writeGuestSession = (store: Storage | null, s: GuestSession | null): boolean => write(store, GUEST_KEY, s);

/** Remembers a hosted group's id (the newest first, a few kept). */
export function rememberHosted(store: Storage | null, id: string): void {
  const list = hostedIds(store).filter((x) => x !== id);
  write(store, HOSTED_KEY, [id, ...list].slice(0, HOSTED_KEEP));
}

export function hostedIds(store: Storage | null): string[] {
  const list = read(store, HOSTED_KEY, (x): x is unknown[] => Array.isArray(x));
  return (list ?? []).filter((x): x is string => typeof x === 'string' && ID.test(x));
}

export function sessionStore(): Storage | null {
  return webStorage('sessionStorage');
}

// ---- the host's certificates (IndexedDB) ----

const DB = 'fourchess-group';
const CERTS = 'certificates';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(CERTS);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
  });
}

/** Keeps the group's certificates (seat -> certificate), dropping other groups'; false if it cannot. */
export async function keepCertificates(id: string, certs: Map<number, RTCCertificate>): Promise<boolean> {
  try {
    const db = await openDb();
    const tx = db.transaction(CERTS, 'readwrite');
    const store = tx.objectStore(CERTS);
    store.clear();
    store.put([...certs.entries()], id);
    await done(tx);
    db.close();
    return true;
  } catch {
    return false;
  }
}

/** The group's certificates, or null when they are gone (or expired). */
export async function loadCertificates(id: string): Promise<Map<number, RTCCertificate> | null> {
  try {
    const db = await openDb();
    const tx = db.transaction(CERTS, 'readonly');
    const req = tx.objectStore(CERTS).get(id);
    await done(tx);
    db.close();
    const value: unknown = req.result;
    if (!Array.isArray(value)) return null;
    const map = new Map<number, RTCCertificate>();
    for (const entry of value) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number' || !(entry[1] instanceof RTCCertificate)) return null;
      if (entry[1].expires < Date.now() + 60_000) return null;
      map.set(entry[0], entry[1]);
    }
    return map;
  } catch {
    return null;
  }
}
