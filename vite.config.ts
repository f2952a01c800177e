import { defineConfig, type Plugin } from 'vitest/config';
import { pwa } from './scripts/pwa-plugin.mjs';

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

// What every page's head holds besides its title and entry script, written once here:
// the HTML files at the root keep only what differs. It runs before Vite reads the HTML,
// so the icon is taken into the build like any asset.
const PAGE_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="color-scheme" content="dark" />',
  '<link rel="icon" type="image/svg+xml" href="./www/favicon.svg" />',
];

function pageHead(): Plugin {
  return {
    name: 'page-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/<head>\n?/, `<head>\n    ${PAGE_HEAD.join('\n    ')}\n`),
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
  plugins: [pageHead(), contentSecurityPolicy(), pwa()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No injected polyfill: keeps the page free of inline scripts (CSP).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { main: 'index.html', rules: 'rules.html', replay: 'replay.html', analysis: 'analysis.html' },
    },
  },
  worker: { format: 'es' },
  server: { port: 8080, strictPort: false },
  preview: { port: 8080, strictPort: true },
  test: {
    include: ['www/**/*.test.ts'],
    environment: 'node',
  },
});
