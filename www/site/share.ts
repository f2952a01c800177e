// Share by link: a game (rule set, options and moves as a PGN4 record, plus who plays
// each seat) packed into the URL fragment, which never reaches a server:
//   #g=<base64url of deflate-raw of {"v":1,"p":pgn4,"s":[seat 0..3: 0 = a person, 1..6 = bot level]}>
//
// Reading a link checks everything: its length and alphabet, the unpacked size, the
// JSON's shape, and (through `replay`) that the engine can replay the game. A bad link
// yields an error code for a message; nothing in it is ever run or shown as HTML.

import type { SeatPlayer } from '../game/config';
import { deflate, fromBase64Url, inflate, packJson, toBase64Url, unpackJson } from './packing';

export interface SharedGame {
  /** The game as PGN4: Variant, RuleVariants, FirstPlayer and StartFen4 tags and the moves. */
  pgn4: string;
  /** Who plays seats 0..3; absent: the game screen's default. */
  seats?: SeatPlayer[];
}

export type ShareError = 'too-long' | 'bad-characters' | 'bad-data' | 'bad-schema' | 'bad-game';

export type DecodeResult =
  | { ok: true; game: SharedGame }
  | { ok: false; error: ShareError; detail?: string }
  | null; // no shared game in the fragment

/** Longest fragment accepted (characters). */
export const MAX_FRAGMENT = 12_000;
/** Largest unpacked JSON accepted (bytes). */
export const MAX_JSON = 64 * 1024;
/** Longest PGN4 accepted (characters). */
export const MAX_PGN4 = 48 * 1024;

const KEY = 'g';

/** Checks a decoded JSON value against the schema; the game or null. */
export function validateShape(value: unknown): SharedGame | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.v !== 1 || typeof v.p !== 'string' || v.p.length === 0 || v.p.length > MAX_PGN4) return null;
  const game: SharedGame = { pgn4: v.p };
  if (v.s !== undefined) {
    const s = v.s;
    if (!Array.isArray(s) || s.length !== 4 || !s.every((x) => Number.isInteger(x) && x >= 0 && x <= 6)) return null;
    game.seats = (s as number[]).map((x): SeatPlayer => (x === 0 ? { kind: 'human' } : { kind: 'bot', level: x }));
  }
  return game;
}

/** The fragment (with its '#') for a game. */
export async function encodeShareLink(game: SharedGame): Promise<string> {
  const payload: Record<string, unknown> = { v: 1, p: game.pgn4 };
  if (game.seats !== undefined) payload.s = game.seats.map((p) => (p.kind === 'human' ? 0 : Math.min(6, Math.max(1, Math.round(p.level)))));
  return `#${KEY}=${await packJson(payload, MAX_JSON)}`;
}

/**
 * Reads a fragment ('#g=…' or 'g=…'). `replay` checks the game with the engine and
 * throws (with the engine's message) when it cannot be replayed.
 */
export async function decodeShareLink(fragment: string, replay?: (pgn4: string) => void): Promise<DecodeResult> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT + 2) return { ok: false, error: 'too-long' };
  const data = new URLSearchParams(text).get(KEY);
  if (data === null) return null;
  if (data.length > MAX_FRAGMENT) return { ok: false, error: 'too-long' };
  const unpacked = await unpackJson(data, MAX_JSON);
  if (!unpacked.ok) return unpacked;
  const game = validateShape(unpacked.value);
  if (game === null) return { ok: false, error: 'bad-schema' };
  if (replay !== undefined) {
    try {
      replay(game.pgn4);
    } catch (error) {
      return { ok: false, error: 'bad-game', detail: error instanceof Error ? error.message : String(error) };
    }
  }
  return { ok: true, game };
}

/** Longest record a `#pgn4=` fragment may unpack to (bytes): the embed API's limit. */
export const MAX_PGN4_FRAGMENT = 1024 * 1024;

/**
 * A record in the fragment as the viewer embed takes it (`replay.html?embed=1#pgn4=…`): the
 * PGN4 text itself, deflate-raw and base64url. Longer records fit than in a share link.
 */
export async function encodePgn4Fragment(pgn4: string): Promise<string> {
  return `#pgn4=${toBase64Url(await deflate(new TextEncoder().encode(pgn4), MAX_PGN4_FRAGMENT))}`;
}

/** Reads `#pgn4=…`: the record's text, an error, or null when the fragment holds none. */
export async function decodePgn4Fragment(fragment: string): Promise<{ ok: true; pgn4: string } | { ok: false; error: ShareError } | null> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!text.startsWith('pgn4=')) return null;
  const data = text.slice('pgn4='.length);
  if (data.length > MAX_PGN4_FRAGMENT) return { ok: false, error: 'too-long' };
  if (!/^[A-Za-z0-9_-]+$/.test(data)) return { ok: false, error: 'bad-characters' };
  try {
    const bytes = await inflate(fromBase64Url(data), MAX_PGN4_FRAGMENT);
    return { ok: true, pgn4: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: 'bad-data' };
  }
}
