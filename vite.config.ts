import { defineConfig, type Plugin } from 'vitest/config';
import { nets } from './scripts/nets-plugin.mjs';
import { pwa } from './scripts/pwa-plugin.mjs';
import { embedHelper } from './scripts/embed-plugin.mjs';

// A strict Content-Security-Policy for the built site: same origin only, no inline
// scripts or styles; 'wasm-unsafe-eval' lets the engine compile its WebAssembly.
// (Build only: the dev server injects inline styles.)
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

// The site's pages: the HTML files at the root hold only their bodies; each page's head
// (title, entry script and what every page shares) is written here once, before Vite
// reads the HTML, so the entry and the icon are built like any asset.
const PAGES: Record<string, { title: string; entry: string }> = {
  index: { title: 'Four-player chess', entry: 'www/pages/game.ts' },
  rules: { title: 'Four-player chess: rules', entry: 'www/pages/rules.ts' },
  replay: { title: 'Four-player chess: replays', entry: 'www/pages/replay.ts' },
  analysis: { title: 'Four-player chess: analysis', entry: 'www/pages/analysis.ts' },
};

const SHARED_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="color-scheme" content="dark" />',
  '<link rel="icon" type="image/svg+xml" href="./www/favicon.svg" />',
];

// Blocks that stand on more than one page, written where a page says `<!-- part: NAME -->`.
const PARTS: Record<string, string[]> = {
  // The replay's and the analysis board's steps through a game.
  'step-controls': [
    '<div class="controls">',
    '  <button type="button" id="first" data-t="replay.first"></button>',
    '  <button type="button" id="back" data-t="replay.back"></button>',
    '  <button type="button" id="forward" data-t="replay.forward"></button>',
    '  <button type="button" id="last" data-t="replay.last"></button>',
    '  <button type="button" id="turn" class="turn-board" data-t-title="replay.turnTitle"><span aria-hidden="true">⟳</span><span class="visually-hidden" data-t="replay.turnTitle"></span></button>',
    '</div>',
  ],
};

function withParts(html: string, path: string): string {
  return html.replace(/^( *)<!-- part: ([\w-]+) -->$/gm, (_, indent: string, name: string) => {
    const part = PARTS[name];
    if (!part) throw new Error(`page-shell: ${path} asks for the unknown part ${name}`);
    return part.map((line) => indent + line).join('\n');
  });
}

function pageShell(): Plugin {
  return {
    name: 'page-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { path }) => {
        const name = path.replace(/^.*\//, '').replace(/\.html$/, '') || 'index';
        const page = PAGES[name];
        if (!page) throw new Error(`page-shell: ${path} is not in PAGES (vite.config.ts)`);
        const head = [
          ...SHARED_HEAD,
          `<title>${page.title}</title>`,
          `<script type="module" src="./${page.entry}"></script>`,
        ];
        return withParts(html, path).replace(/<head>\s*<\/head>/, `<head>\n    ${head.join('\n    ')}\n  </head>`);
      },
    },
  };
}

// The site entries are the HTML pages at the repository root (the game, the rules and
// history texts, the replay viewer); the build is a self-contained static site in dist/
// with relative asset URLs, plus the offline app's manifest, icons and service worker.
export default defineConfig({
  root: '.',
  base: './',
  publicDir: false,
  plugins: [pageShell(), contentSecurityPolicy(), nets(), pwa(), embedHelper()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No injected polyfill: keeps the page free of inline scripts (CSP).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: {
      // The embedding helper's exports are its API (the pages' entries export nothing).
      preserveEntrySignatures: 'exports-only',
      output: {
        // The embedding helper keeps one address for the pages that load it (docs/embedding.md).
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        // Each language's words in one chunk: a page fetches only its language's, once.
        manualChunks: (id) => {
          const words = /\/www\/(?:i18n\/(en|de)|i18n\/engine-errors-(en|de)|site\/texts-(en|de))\.ts$/.exec(id);
          return words === null ? undefined : `words-${words[1] ?? words[2] ?? words[3]}`;
        },
      },
      input: {
        ...Object.fromEntries(Object.keys(PAGES).map((name) => [name === 'index' ? 'main' : name, `${name}.html`])),
        embed: 'www/embed/embed.ts',
      },
    },
  },
  worker: { format: 'es' },
  server: { port: 8080, strictPort: false },
  preview: { port: 8080, strictPort: true },
  test: {
    include: ['www/**/*.test.ts'],
    setupFiles: ['www/test-setup.ts'],
    environment: 'node',
  },
});
