import { describe, expect, it } from 'vitest';
import { netFiles, precacheList, serviceWorkerSource, splitLater } from '../../scripts/precache.mjs';

describe('offline precache', () => {
  it('lists every built file but the service worker itself, source maps, dotfiles, nets, the engine build without SIMD and what only embeds load', () => {
    const files = ['embed.js', 'embed.d.ts', 'assets/game-frame-a1.js', 'assets/viewer-frame-b2.js', 'assets/port-c3.js', 'sw.js', 'index.html', 'assets/main-abc123.js', 'assets/main-abc123.js.map', 'assets/fourchess_wasm_bg-XyZ.wasm', 'assets/fourchess_wasm_simd_bg-Q1w.wasm', '.DS_Store', 'icons/icon-192.png', 'manifest.webmanifest', 'rules.html', 'assets\\win-path.css', 'nets/teams-0123456789abcdef.nnue'];
    expect(precacheList(files)).toEqual([
      'assets/fourchess_wasm_simd_bg-Q1w.wasm',
      'assets/main-abc123.js',
      'assets/win-path.css',
      'icons/icon-192.png',
      'index.html',
      'manifest.webmanifest',
      'rules.html',
    ]);
  });

  it('leaves group play, recent games, the analysis, replay and rules pages and their texts for later (cached once a page has settled)', () => {
    expect(splitLater(['assets/group-ab1.js', 'assets/group-cd2.css', 'assets/main-1.js', 'index.html'])).toEqual({ now: ['assets/main-1.js', 'index.html'], later: ['assets/group-ab1.js', 'assets/group-cd2.css'] });
    const files = ['analysis.html', 'assets/analysis-a1.js', 'assets/analysis.worker-b2.js', 'assets/recent-games-c3.css', 'assets/welcome-d4.js', 'assets/state-e5.js', 'index.html'];
    expect(splitLater(files)).toEqual({
      now: ['assets/welcome-d4.js', 'assets/state-e5.js', 'index.html'],
      later: ['analysis.html', 'assets/analysis-a1.js', 'assets/analysis.worker-b2.js', 'assets/recent-games-c3.css'],
    });
    const pages = ['replay.html', 'rules.html', 'assets/replay-x1.js', 'assets/rules-x2.js', 'assets/teams.de-x3.js', 'assets/about-this-site.en-x4.js', 'assets/words-de-x5.js', 'assets/teams-x6.js'];
    expect(splitLater(pages)).toEqual({
      now: ['assets/words-de-x5.js', 'assets/teams-x6.js'],
      later: ['replay.html', 'rules.html', 'assets/replay-x1.js', 'assets/rules-x2.js', 'assets/teams.de-x3.js', 'assets/about-this-site.en-x4.js'],
    });
    const template = 'const FILES = __FILES__;\nconst LATER = __LATER__;\n';
    expect(serviceWorkerSource(template, 'v1', ['a'], ['b'])).toBe('const FILES = ["a"];\nconst LATER = ["b"];\n');
  });

  it('fills the version and the list into the worker template', () => {
    const template = "const VERSION = '__VERSION__';\nconst FILES = __FILES__;\n";
    expect(serviceWorkerSource(template, 'abc123', ['index.html', 'assets/a-1.js'])).toBe(
      'const VERSION = "abc123";\nconst FILES = ["index.html","assets/a-1.js"];\n',
    );
    expect(() => serviceWorkerSource(template, 'x"; alert(1); "', [])).toThrow();
  });

  it('names the nets for the worker to fetch with the later files (the bots play offline with them)', () => {
    expect(netFiles(['index.html', 'nets/teams-0123.nnue', 'nets\\ffa-4567.nnue', 'nets/readme.txt', 'assets/x.nnue'])).toEqual(['nets/ffa-4567.nnue', 'nets/teams-0123.nnue']);
    expect(serviceWorkerSource('const NET_FILES = __NETS__;', 'v1', [], [], ['nets/teams-0123.nnue'])).toBe('const NET_FILES = ["nets/teams-0123.nnue"];');
  });
});
