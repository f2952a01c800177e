// Vite plugin of the offline app (build only): links the web app manifest from every
// page, and once the bundle is written adds to dist/ the icons (SVG, PNG 192 and 512, a
// maskable PNG 512), manifest.webmanifest and sw.js, whose precache list names every file
// of dist/.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ICON_SVG, iconPng } from './icons.mjs';
import { netFiles, precacheList, serviceWorkerSource, splitLater } from './precache.mjs';

const THEME = '#2f3437';
const TEMPLATE = new URL('../www/site/service-worker.js', import.meta.url);

const MANIFEST = {
  name: 'Four-player chess',
  short_name: 'Chess for four',
  description: "Four-handed chess in the browser: Verney's game of 1881, Teams, Free-for-all and Partnership Chaturanga.",
  start_url: './index.html',
  scope: './',
  display: 'standalone',
  background_color: THEME,
  theme_color: THEME,
  icons: [
    { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.push(relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
  }
  return out;
}

export function pwa() {
  let outDir = 'dist';
  return {
    name: 'offline-app',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './icons/icon-192.png' }, injectTo: 'head' },
    ],
    async writeBundle() {
      await mkdir(join(outDir, 'icons'), { recursive: true });
      await writeFile(join(outDir, 'icons/icon.svg'), ICON_SVG);
      await writeFile(join(outDir, 'icons/icon-192.png'), iconPng(192));
      await writeFile(join(outDir, 'icons/icon-512.png'), iconPng(512));
      await writeFile(join(outDir, 'icons/icon-maskable-512.png'), iconPng(512, { maskable: true }));
      await writeFile(join(outDir, 'manifest.webmanifest'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
      const all = await filesUnder(outDir);
      const files = precacheList(all);
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update('\0').update(await readFile(join(outDir, f)));
      const version = hash.digest('hex').slice(0, 16);
      const template = await readFile(TEMPLATE, 'utf8');
      const { now, later } = splitLater(files);
      await writeFile(join(outDir, 'sw.js'), serviceWorkerSource(template, version, now, later, netFiles(all)));
    },
  };
}
