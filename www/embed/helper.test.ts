import { describe, expect, it } from 'vitest';
import { embedDeclarations } from '../../scripts/embed-plugin.mjs';
import { frameAddress } from './embed';
import API from './api.ts?raw';
import HELPER from './embed.ts?raw';

describe('the embedding helper (dist/embed.js)', () => {
  it('imports types only, so the build ships it as one file', () => {
    const imports = [...HELPER.matchAll(/^import\b.*$/gm)].map((m) => m[0]);
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it('puts the options that can go in the address there', () => {
    const site = 'https://example.org/4p/';
    const game = new URL(frameAddress({ variant: 'ffa', humans: [], level: 6, clock: '3+5', lang: 'de' }, site));
    expect(game.origin + game.pathname).toBe('https://example.org/4p/index.html');
    expect(Object.fromEntries(game.searchParams)).toEqual({ embed: '1', lang: 'de', variant: 'ffa', humans: '', level: '6', clock: '3+5' });
    const fen = new URL(frameAddress({ variant: 'teams', fen4: 'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x' }, site));
    expect(fen.searchParams.get('fen4')).toBe('R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x');
    // A record goes by message once the frame is ready, not in the address.
    expect(new URL(frameAddress({ pgn4: '1. h2-h4', fen4: 'x' }, site)).searchParams.has('fen4')).toBe(false);
    const viewer = new URL(frameAddress({ page: 'viewer', autoplay: 800, variant: 'teams' }, site));
    expect(viewer.pathname).toBe('/4p/replay.html');
    expect(Object.fromEntries(viewer.searchParams)).toEqual({ embed: '1', autoplay: '800' });
    expect(new URL(frameAddress({ page: 'viewer', autoplay: true }, site)).searchParams.get('autoplay')).toBe('1');
  });
});

describe('the declarations (dist/embed.d.ts)', () => {
  it('are api.ts and the helper\'s exports', () => {
    const dts = embedDeclarations(API);
    expect(dts).toContain('export interface MountOptions');
    expect(dts).toContain('export declare function mount(element: HTMLElement, options?: MountOptions): EmbedHandle;');
    for (const name of ['mount', 'frameAddress', 'EmbedError']) expect(HELPER).toMatch(new RegExp(`export (function|class) ${name}\\b`));
  });

  it('refuse an api.ts with code in it', () => {
    expect(() => embedDeclarations(`${API}\nexport const x = 1;\n`)).toThrow(/types only/);
    expect(() => embedDeclarations(`import { a } from './b';\n${API}`)).toThrow(/types only/);
  });
});
