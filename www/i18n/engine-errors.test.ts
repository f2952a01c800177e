import { afterEach, describe, expect, it } from 'vitest';
import { engineErrorText } from './engine-errors';
import { EN } from './engine-errors-en';
import { DE } from './engine-errors-de';

/** Every code with words (English and German must name the same codes). */
const codesOf = (words: Record<string, string>): string[] => Object.keys(words).filter((k) => !k.startsWith('at.'));
const KNOWN_CODES = codesOf(EN);
const GERMAN_CODES = codesOf(DE);
import { setLang } from './i18n';

/** Every Rust source of the engine and its wasm adapter: codes are found where they are
 * defined, so a new code anywhere without words fails this test. */
const RUST_SOURCES = import.meta.glob<string>('../../crates/*/src/**/*.rs', { query: '?raw', import: 'default', eager: true });

/** A code is lower-case words joined by "-" ("fen4-no-king"). */
const CODE = /"([a-z0-9]+(?:-[a-z0-9]+)+)"/g;

/** A program's mistake across the boundary, not a player's: its English message is shown. */
const WITHOUT_WORDS = ['bad-argument'];

/** Every error code the engine can produce: the strings its errors' `code()` methods return
 * and the codes the wasm adapter gives its own errors (`coded("bad-net", ...)`). */
function engineCodes(): Set<string> {
  const codes = new Set<string>();
  for (const text of Object.values(RUST_SOURCES)) {
    for (const body of text.split('fn code(').slice(1)) {
      const end = body.indexOf('\n    }\n');
      for (const m of body.slice(0, end).matchAll(CODE)) codes.add(m[1]!);
    }
    for (const call of text.split(/\bcoded\(\s*/).slice(1)) {
      const m = /^"([a-z0-9-]+)"/.exec(call);
      if (m) codes.add(m[1]!);
    }
  }
  return codes;
}

describe('engine errors in the page language', () => {
  afterEach(() => setLang('en', false));
  it('has English and German words for every code the engine uses', () => {
    const codes = [...engineCodes()].sort();
    // The sources are read: the rules' codes, Chaturanga's dice codes and the adapter's.
    for (const known of ['fen4-no-king', 'roll-no-dice', 'bad-net', 'bad-argument']) expect(codes).toContain(known);
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((c) => !KNOWN_CODES.includes(c) && !WITHOUT_WORDS.includes(c))).toEqual([]);
    expect([...GERMAN_CODES].sort()).toEqual([...KNOWN_CODES].sort());
  });
  it('says where it happened and names seats in the page’s words', async () => {
    const record = { code: 'move-not-your-piece', details: { line: '4', token: 'e2-e9', move: 'e2-e9' } };
    expect(engineErrorText(record, 'x')).toBe('line 4, "e2-e9": that piece does not belong to the player to move');
    await setLang('de', false);
    expect(engineErrorText(record, 'x')).toBe('Zeile 4, „e2-e9“: diese Figur gehört nicht dem Spieler am Zug');
    const fen = { code: 'fen4-no-king', details: { field: 'board', seat: 'Yellow' } };
    expect(engineErrorText(fen, 'x', (s) => (s === 'Yellow' ? 'Gelb' : s))).toBe('in der Stellung: Gelb hat keinen König');
  });
  it('keeps the engine’s message for anything without a known code', () => {
    expect(engineErrorText(null, 'boom')).toBe('boom');
    expect(engineErrorText({ code: 'bad-argument', details: {} }, 'seats are 0 to 3')).toBe('seats are 0 to 3');
  });
});
