import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../game/config';
import { absoluteLink, shareSeats } from '../game/game-io';
import { decodePgn4Fragment, decodeShareLink, encodePgn4Fragment, encodeShareLink, MAX_FRAGMENT, validateShape, type SharedGame } from './share';

const PGN4 = '[Variant "Verney"]\n[RuleVariants "ClubSetup DoubleStep"]\n[FirstPlayer "White"]\n\n1. g13-g12 .. m8-l8 .. h2-h3 .. b7-c7\n';

function b64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function packed(value: unknown): Promise<string> {
  const stream = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return `#g=${b64url(new Uint8Array(await new Response(stream).arrayBuffer()))}`;
}

describe('share links', () => {
  it('round-trips a game with its seats', async () => {
    const game: SharedGame = { pgn4: PGN4, seats: [{ kind: 'human' }, { kind: 'bot', level: 2 }, { kind: 'human' }, { kind: 'bot', level: 6 }] };
    const fragment = await encodeShareLink(game);
    expect(fragment).toMatch(/^#g=[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(200);
    expect(await decodeShareLink(fragment)).toEqual({ ok: true, game });
    expect(await decodeShareLink(fragment.slice(1))).toEqual({ ok: true, game });
    expect(await decodeShareLink(await encodeShareLink({ pgn4: PGN4 }))).toEqual({ ok: true, game: { pgn4: PGN4 } });
  });

  it('says "no game" for fragments without one', async () => {
    expect(await decodeShareLink('')).toBeNull();
    expect(await decodeShareLink('#section-2')).toBeNull();
  });

  it('refuses long, foreign, damaged and oversized links', async () => {
    expect(await decodeShareLink(`#g=${'A'.repeat(MAX_FRAGMENT + 1)}`)).toMatchObject({ ok: false, error: 'too-long' });
    expect(await decodeShareLink('#g=<script>')).toMatchObject({ ok: false, error: 'bad-characters' });
    expect(await decodeShareLink('#g=AAAA')).toMatchObject({ ok: false, error: 'bad-data' });
    // A zip bomb: a small link that unpacks to far more than the limit.
    expect(await decodeShareLink(await packed({ v: 1, p: 'x'.repeat(2_000_000) }))).toMatchObject({ ok: false, error: 'bad-data' });
  });

  it('checks the shape of the data', async () => {
    for (const bad of [null, [], 'text', { v: 2, p: PGN4 }, { v: 1 }, { v: 1, p: '' }, { v: 1, p: PGN4, s: [0, 1] }, { v: 1, p: PGN4, s: [0, 1, 2, 7] }, { v: 1, p: PGN4, s: 'hbbb' }]) {
      expect(validateShape(bad)).toBeNull();
      expect(await decodeShareLink(await packed(bad))).toMatchObject({ ok: false, error: 'bad-schema' });
    }
  });

  it('replays the game and reports the engine message of an illegal one', async () => {
    const replay = (pgn4: string): void => {
      if (pgn4.includes('e2-e9')) throw new Error('PGN4 line 3: illegal move e2-e9');
    };
    expect(await decodeShareLink(await encodeShareLink({ pgn4: PGN4 }), replay)).toMatchObject({ ok: true });
    expect(await decodeShareLink(await encodeShareLink({ pgn4: `${PGN4}2. e2-e9` }), replay)).toEqual({
      ok: false,
      error: 'bad-game',
      detail: 'PGN4 line 3: illegal move e2-e9',
    });
  });

  it('carries the game screen\'s link (its seats, an absolute address) through the codec', async () => {
    const config = defaultConfig('teams');
    config.seats[2] = { kind: 'human' };
    const fragment = await encodeShareLink({ pgn4: PGN4, seats: shareSeats(config) });
    const link = absoluteLink(`./index.html${fragment}`, 'https://example.org/fourchess/index.html?lang=de#old');
    expect(link.startsWith('https://example.org/fourchess/index.html#g=')).toBe(true);
    const back = await decodeShareLink(new URL(link).hash);
    expect(back).toEqual({ ok: true, game: { pgn4: PGN4, seats: shareSeats(config) } });
  });
});

describe('a record in the viewer embed\'s fragment (#pgn4=)', () => {
  it('round-trips the record text', async () => {
    const fragment = await encodePgn4Fragment(PGN4);
    expect(fragment).toMatch(/^#pgn4=[A-Za-z0-9_-]+$/);
    expect(await decodePgn4Fragment(fragment)).toEqual({ ok: true, pgn4: PGN4 });
    expect(await decodePgn4Fragment('#g=abc')).toBeNull();
  });

  it('refuses foreign, damaged and oversized fragments', async () => {
    expect(await decodePgn4Fragment('#pgn4=<b>')).toEqual({ ok: false, error: 'bad-characters' });
    expect(await decodePgn4Fragment('#pgn4=AAAA')).toEqual({ ok: false, error: 'bad-data' });
    const bomb = new Blob(['x'.repeat(3_000_000)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    expect(await decodePgn4Fragment(`#pgn4=${b64url(new Uint8Array(await new Response(bomb).arrayBuffer()))}`)).toEqual({ ok: false, error: 'bad-data' });
  });
});
