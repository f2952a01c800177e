// The folders of www/ import one way (README.md, Layout): each folder may use only the
// folders listed for it here, so the engine knows nothing of the page, and the board and
// the words know nothing of the game. The page entries (pages/) wire everything.
import { describe, expect, it } from 'vitest';

const SOURCES = import.meta.glob<string>(['./**/*.ts', '!./pkg/**'], { query: '?raw', import: 'default', eager: true });

const ALLOWED: Record<string, readonly string[]> = {
  engine: ['pkg'],
  i18n: ['pkg'],
  board: ['pkg', 'i18n'],
  game: ['pkg', 'engine', 'i18n', 'board'],
  site: ['pkg', 'engine', 'i18n', 'board', 'game'],
  ui: ['pkg', 'engine', 'i18n', 'board', 'game', 'site'],
  // The analysis board's model and views (its side lines, their storage, its state).
  analysis: ['pkg', 'engine', 'i18n', 'board', 'game', 'site'],
  // Group play across devices: on top of the game screen's parts, loaded on demand by the game page.
  group: ['pkg', 'engine', 'i18n', 'board', 'game', 'site', 'ui'],
  // The message API of an embedded frame and the embedding helper (embed.ts, which imports only types).
  embed: ['pkg', 'engine', 'i18n', 'board', 'game', 'site', 'ui'],
  // One entry per HTML page; nothing imports them.
  pages: ['pkg', 'engine', 'i18n', 'board', 'game', 'site', 'ui', 'analysis', 'group', 'embed'],
};

/** `./a/b.ts` + `../c/d` -> `c/d` (relative to www/; `../x` for a file outside www/). */
function resolve(file: string, spec: string): string {
  const parts = file.replace(/^\.\//, '').split('/').slice(0, -1);
  for (const p of spec.split('?')[0]!.split('/')) {
    if (p === '..') {
      if (parts.length === 0 || parts[parts.length - 1] === '..') parts.push('..');
      else parts.pop();
    } else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
}

/** Files of the root a folder may use besides: the page's stylesheet; in tests, their fixtures. */
function sharedOk(file: string, target: string): boolean {
  return target === 'style.css' || (file.endsWith('.test.ts') && target === 'test-fixtures');
}

function imports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|^import|\bimport\(|new URL\()\s*'(\.{1,2}\/[^']*)'/gm)].map((m) => m[1]!);
}

describe('import direction', () => {
  it('finds the sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(40);
  });

  for (const [file, source] of Object.entries(SOURCES)) {
    const folder = file.split('/').length > 2 ? file.split('/')[1]! : '.';
    if (folder === '.') continue;
    it(`${file} imports only ${ALLOWED[folder]?.join(', ') ?? '(an unknown folder)'}`, () => {
      expect(ALLOWED[folder], `folder ${folder} has no rule`).toBeDefined();
      for (const spec of imports(source)) {
        const target = resolve(file, spec);
        const to = target.includes('/') ? target.split('/')[0]! : '.';
        if (to === folder || to === '..') continue;
        const ok = to === '.' ? sharedOk(file, target) : ALLOWED[folder]!.includes(to);
        expect(ok, `${file}: ${spec}`).toBe(true);
      }
    });
  }
});
