// Browser tests of the site around the game: rules and history pages in both languages,
// the replay viewer (the 1892 game, PGN4 import/export, bad input), share links in a fresh
// browser, the offline app (update banner, offline reload and new tab), the embedded game
// in a cross-site iframe, the first-visit size budget and the CSP of every page.
// Usage: node tests/e2e/site.mjs   (after `make build`; env CHROMIUM, SHOTS=/tmp/site-)
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { EXECUTABLE, FLAGS } from './chromium.mjs';
import { createSuite } from './harness.mjs';

const DIST = 'dist';
const SHOTS = process.env.SHOTS ?? '/tmp/site-';
// Bytes of gzip: what the game screen needs to become playable (the developers' guide's
// budget), and the first visit with the offline precache of every other page.
// The German Verney page's title (rules-text/verney.de.md).
const GERMAN_VERNEY_TITLE = 'Verneys Schach zu viert (1881)';
const BUDGET = 250 * 1000;
const PRECACHE_BUDGET = 320 * 1000;
const GAME_1892 = readFileSync('tests/games/verney/1892-london-v-cambridge.pgn4', 'utf8');
const SIDE_LINE = readFileSync('tests/games/verney/1892-london-v-cambridge-side-line.pgn4', 'utf8');

if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'sw.js'))) {
  console.error(`site e2e: ${DIST}/ is missing or has no sw.js: run \`make build\` first`);
  process.exit(2);
}

const { results, test, assert } = createSuite();

/** A share fragment made here, independently of the site's encoder. */
function fragment(payload) {
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

const problems = [];
const origins = new Set();
function watch(page, label) {
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`${label}: console error: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`${label}: page error: ${err.message}`));
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.protocol === 'http:') origins.add(u.origin);
  });
  return page;
}
const stop = (server) => new Promise((ok) => {
  server.closeAllConnections?.();
  server.close(() => ok());
});

const server = await serve(DIST, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: EXECUTABLE, args: FLAGS });
const servers = [];
const allowed = new Set();
function allow(s) {
  const { port } = s.address();
  allowed.add(`http://127.0.0.1:${port}`).add(`http://localhost:${port}`);
  servers.push(s);
}
allow(server);

try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 860 }, deviceScaleFactor: 1 });
  const page = watch(await context.newPage(), 'main');
  const article = page.locator('#text');

  await test('rules pages: every page in English and German, diagrams drawn', async () => {
    for (const name of ['verney', 'teams', 'ffa', 'chaturanga', 'history', 'about']) {
      for (const lang of ['en', 'de']) {
        await page.goto(`${base}rules.html?page=${name}&lang=${lang}`);
        await page.waitForSelector(`#text[data-page="${name}.${lang}"]`, { timeout: 10000 });
        assert((await page.locator('html').getAttribute('lang')) === lang, `${name}.${lang}: html lang`);
        const h1 = (await article.locator('h1').textContent()) ?? '';
        assert(h1.length > 3, `${name}.${lang}: no title`);
        assert((await page.locator('#text figure[data-drawn="error"]').count()) === 0, `${name}.${lang}: a diagram failed`);
        const boards = await page.locator('#text figure.diagram').count();
        assert((await page.locator('#text figure[data-drawn="true"]').count()) === boards, `${name}.${lang}: diagrams not drawn`);
        const nav = await page.locator('.site-nav a[data-page="rules"]').textContent();
        assert(nav === (lang === 'de' ? 'Regeln' : 'Rules'), `${name}.${lang}: nav says ${nav}`);
      }
    }
    await page.goto(`${base}rules.html?page=verney&lang=en`);
    await page.waitForSelector('#text[data-page="verney.en"] figure[data-drawn="true"]');
    const inked = await page.evaluate(() => {
      const c = document.querySelector('#text canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
      return n / (d.length / 4);
    });
    assert(inked > 0.5, `diagram mostly empty (${inked})`);
    await page.screenshot({ path: `${SHOTS}rules-en.png` });
  });

  await test('language switch: German texts, then English again', async () => {
    await page.click('.lang-switch button[data-lang="de"]');
    await page.waitForSelector('#text[data-page="verney.de"]');
    const title = (await article.locator('h1').textContent()) ?? '';
    assert(title === GERMAN_VERNEY_TITLE, `German title: ${title}`);
    assert((await page.locator('.site-nav a[data-page="replays"]').textContent()) === 'Partien', 'German nav');
    assert(!new URL(page.url()).searchParams.has('lang'), '?lang= left in the address');
    await page.screenshot({ path: `${SHOTS}rules-de.png` });
    await page.goto(`${base}rules.html?page=history`);
    await page.waitForSelector('#text[data-page="history.de"]'); // the choice is remembered
    await page.click('.lang-switch button[data-lang="en"]');
    await page.waitForSelector('#text[data-page="history.en"]');
  });

  await test('replay: the 1892 game step by step to its end, with comments', async () => {
    await page.goto(`${base}replay.html?lang=en`);
    await page.waitForSelector('#replay[data-total="24"][data-ply="0"]', { timeout: 10000 });
    // Its date reads as a date, its players under their colours; nothing loaded, nothing to complain about.
    const info = (await page.locator('#game-info').textContent()) ?? '';
    assert(info.startsWith('18 March 1892 · ') && info.includes('Yellow: Gunston (Cambridge)'), `game info: ${info}`);
    assert((await page.locator('#replay-error').textContent()) === '', 'an error after the record loaded');
    assert(await page.locator('#load').isDisabled(), 'Load enabled with nothing pasted');
    let sawComment = '';
    for (let i = 1; i <= 24; i++) {
      await page.click('#forward');
      await page.waitForSelector(`#replay[data-ply="${i}"]`);
      const c = (await page.locator('#comment').textContent()) ?? '';
      if (i === 18) sawComment = c;
    }
    assert(sawComment.includes("Black's queen"), `comment at move 18: "${sawComment}"`);
    assert(await page.locator('#forward').isDisabled(), 'forward enabled at the end');
    const pos = await page.locator('#position').textContent();
    assert(pos?.includes('24 of 24') && pos.includes('Qc8-d7'), `position text: ${pos}`);
    await page.click('#first');
    await page.waitForSelector('#replay[data-ply="0"]');
    await page.fill('#slider', '12');
    await page.waitForSelector('#replay[data-ply="12"]');
    await page.click('#last');
    await page.waitForSelector('#replay[data-ply="24"]');
    await page.screenshot({ path: `${SHOTS}replay.png` });
  });

  let sideLineFen = '';
  await test('replay: PGN4 import, export (copy, download) and import again', async () => {
    await page.fill('#paste', SIDE_LINE);
    await page.click('#load');
    await page.waitForSelector('#replay[data-total="28"][data-ply="0"]');
    await page.click('#last');
    sideLineFen = (await page.locator('#replay').getAttribute('data-fen4')) ?? '';
    await page.click('#copy-pgn');
    const exported = await page.locator('#export-text').inputValue();
    assert(exported.includes('[Event "London v Cambridge University, game 1: the annotated mate"]'), 'tags kept');
    assert(exported.includes('{ White is mated'), 'comments kept');
    const download = page.waitForEvent('download');
    await page.click('#download-pgn');
    const file = await download;
    assert(file.suggestedFilename().endsWith('.pgn4'), `download name ${file.suggestedFilename()}`);
    const downloaded = readFileSync(await file.path(), 'utf8');
    assert(downloaded === exported, 'download differs from the copy');
    await page.click('#copy-fen');
    assert((await page.locator('#export-text').inputValue()) === sideLineFen, 'FEN4 export');
    await page.click('#first');
    await page.fill('#paste', exported);
    await page.click('#load');
    await page.waitForSelector('#replay[data-total="28"][data-ply="0"]');
    await page.click('#last');
    assert((await page.locator('#replay').getAttribute('data-fen4')) === sideLineFen, 'round trip changed the game');
    await page.click('#back');
    await page.waitForSelector('#replay[data-ply="27"]');
    await page.fill('#slider', '24');
    await page.waitForSelector('#replay[data-ply="24"]');
    const c = await page.locator('#comment').textContent();
    assert(c?.includes('White is mated'), `comment after the round trip: ${c}`);
  });

  await test('replay: bad input shows a message and keeps the game', async () => {
    await page.fill('#paste', '[Variant "Verney"]\n\n1. e2-e9 <img src=x onerror=alert(1)>');
    await page.click('#load');
    await page.waitForFunction(() => document.querySelector('#replay-error')?.textContent);
    const error = await page.locator('#replay-error').textContent();
    assert(error?.startsWith('This record cannot be shown'), `error: ${error}`);
    assert((await page.locator('#replay-error img').count()) === 0, 'markup from the input was rendered');
    assert((await page.locator('#replay').getAttribute('data-total')) === '28', 'game replaced');
  });

  let shareUrl = '';
  await test('share link: copied from the viewer, opened in a fresh browser context', async () => {
    await page.click('#share');
    shareUrl = await page.locator('#export-text').inputValue();
    assert(/replay\.html#g=[A-Za-z0-9_-]+$/.test(shareUrl), `share url ${shareUrl}`);
    assert(shareUrl.length < 1200, `share link is ${shareUrl.length} characters`);
    const fresh = await browser.newContext();
    const p = watch(await fresh.newPage(), 'fresh');
    await p.goto(shareUrl);
    await p.waitForSelector('#replay[data-total="28"]', { timeout: 10000 });
    await p.click('#last');
    assert((await p.locator('#replay').getAttribute('data-fen4')) === sideLineFen, 'shared game differs');
    // Bad links: damaged data, a wrong shape, an illegal game. A message, and nothing runs.
    const bad = [
      ['#g=!!!', 'characters'],
      ['#g=AAAAAAAA', 'damaged'],
      [fragment({ v: 1, p: 42 }), 'does not describe'],
      [fragment({ v: 1, p: '[Variant "Verney"]\n\n1. e2-e9' }), 'not legal'],
      [fragment({ v: 1, p: '<script>alert(1)</script>' }), 'not legal'],
    ];
    for (const [frag, words] of bad) {
      await p.goto('about:blank');
      await p.goto(`${base}replay.html${frag}`);
      await p.waitForSelector('#replay[data-total="24"]', { timeout: 10000 }); // the default game instead
      const msg = (await p.locator('#replay-error').textContent()) ?? '';
      assert(msg.includes('cannot be opened') && msg.includes(words), `${frag}: "${msg}"`);
    }
    await fresh.close();
  });

  await test('play from here: opens the game screen with the position in the fragment', async () => {
    await page.goto(`${base}replay.html?game=1892-london-v-cambridge`);
    await page.waitForSelector('#replay[data-total="24"]');
    await page.fill('#slider', '10');
    await page.waitForSelector('#replay[data-ply="10"]');
    await Promise.all([page.waitForURL(/index\.html#g=/), page.click('#play-here')]);
    const frag = new URL(page.url()).hash;
    // The game screen takes the game over: its move list starts with the game's ten moves.
    await page.waitForFunction(() => (document.querySelector('#panel')?.textContent ?? '').includes('Nn10-l9'), null, { timeout: 15000 });
    const listed = (await page.locator('#panel').textContent()) ?? '';
    assert(listed.includes('Qh14-e11') && listed.includes('g13-g12'), 'the game screen did not load the game');
    const check = await browser.newContext();
    // A fresh context loads the page and its wasm from nothing: slow on a busy machine.
    const p = watch(await check.newPage(), 'play-here');
    await p.goto(`${base}replay.html${frag}`);
    await p.waitForSelector('#replay[data-total="10"]', { timeout: 20000 });
    await check.close();
  });
  await context.close();

  await test('offline app: update banner, then offline reload and offline new tab', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fourchess-dist-'));
    cpSync(DIST, dir, { recursive: true });
    const own = await serve(dir, 0);
    allow(own);
    const url = `http://127.0.0.1:${own.address().port}/`;
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 760 } });
    const p = watch(await ctx.newPage(), 'offline');
    await p.goto(`${url}rules.html?page=verney&lang=en`);
    await p.waitForFunction(() => document.documentElement.dataset.sw === 'ready' && navigator.serviceWorker.controller, null, { timeout: 20000 });
    // A new build: the service worker changes; the page offers the update.
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8').replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-next"');
    writeFileSync(join(dir, 'sw.js'), sw);
    await p.reload();
    await p.waitForSelector('.site-notice button', { timeout: 20000 });
    await p.screenshot({ path: `${SHOTS}update.png` });
    await Promise.all([p.waitForEvent('load', { timeout: 20000 }), p.click('.site-notice button >> nth=0')]);
    await p.waitForFunction(async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0].endsWith('-next') && navigator.serviceWorker.controller;
    }, null, { timeout: 20000, polling: 200 });
    // A page other than the game screen asks at once for the pages cached later.
    await p.waitForSelector('html[data-sw-later="done"]', { state: 'attached', timeout: 20000 });
    // The learned evaluation's net is cached with the pages for later (the installed app's
    // level-5 and level-6 bots play with it offline), before any page asked for it.
    const hasNet = existsSync(join(dir, 'nets'));
    if (hasNet) {
      const cached = await p.evaluate(async () => {
        for (const key of await caches.keys()) {
          const urls = (await (await caches.open(key)).keys()).map((r) => r.url);
          if (urls.some((u) => /\/nets\/teams-[0-9a-f]{16}\.nnue$/.test(u))) return true;
        }
        return false;
      });
      assert(cached, 'the net is not precached');
    }
    // The analysis board's own fetch of it (Teams: on by default) is kept for offline use too.
    if (hasNet) {
      const a = watch(await ctx.newPage(), 'offline net');
      await a.goto(`${url}analysis.html?variant=teams&lang=en`);
      await a.check('#use-net');
      await a.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
      await a.close();
    }
    // Offline: the server is gone and the browser has no network.
    await stop(own);
    await ctx.setOffline(true);
    await p.reload();
    await p.waitForSelector('#text[data-page="verney.en"] figure[data-drawn="true"]', { timeout: 20000 });
    await p.goto(`${url}index.html?lang=en`);
    await p.waitForSelector('.site-header a[aria-current="page"][data-page="play"]', { timeout: 20000 });
    await p.waitForSelector('#board canvas', { state: 'attached' });
    const tab = watch(await ctx.newPage(), 'offline tab');
    await tab.goto(`${url}rules.html?page=teams&lang=de`);
    await tab.waitForSelector('#text[data-page="teams.de"] figure[data-drawn="true"]', { timeout: 20000 });
    await tab.goto(`${url}replay.html`);
    await tab.waitForSelector('#replay[data-total="24"]', { timeout: 20000 });
    if (hasNet) {
      await tab.goto(`${url}analysis.html?variant=teams&lang=en`);
      await tab.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
      // Offline, a level-5 bot plays with the learned evaluation, and its seat says so.
      await tab.goto(`${url}?variant=teams&humans=0&level=5&delay=0&lang=en`);
      await tab.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, { timeout: 20000 });
      await tab.click('[data-square="h2"]');
      await tab.click('[data-square="h3"]');
      await tab.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 4 && document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, { timeout: 30000 });
      await tab.click('[data-square="h3"]');
      await tab.click('[data-square="h4"]');
      await tab.waitForFunction(() => /, learned evaluation/.test(document.querySelector('#panel .seats')?.textContent ?? ''), null, { timeout: 30000 });
    }
    const tab2 = watch(await ctx.newPage(), 'offline tab 2');
    await tab2.goto(`${url}?lang=en`);
    await tab2.waitForSelector('.site-header', { timeout: 20000 });
    await tab2.waitForTimeout(1000);
    await tab2.screenshot({ path: `${SHOTS}offline.png` });
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  await test('embedded: the game in an iframe on another origin, without header or service worker', async () => {
    const port = server.address().port;
    const host = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>host</title><h1>A variants site</h1>
<iframe id="game" src="http://127.0.0.1:${port}/index.html?embed=1&variant=teams&lang=de" width="640" height="560" style="border:0"></iframe>`);
    });
    await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
    allow(host);
    const ctx = await browser.newContext({ viewport: { width: 800, height: 700 } });
    const p = watch(await ctx.newPage(), 'embed host');
    await p.goto(`http://localhost:${host.address().port}/`);
    const frame = p.frameLocator('#game');
    await frame.locator('html.embed #board canvas').waitFor({ state: 'attached', timeout: 20000 });
    await p.waitForTimeout(1500);
    const f = p.frames().find((x) => x.url().startsWith(`http://127.0.0.1:${port}/`));
    assert(f, 'frame not found');
    const info = await f.evaluate(() => ({
      embed: document.documentElement.classList.contains('embed'),
      lang: document.documentElement.lang,
      header: !!document.querySelector('.site-header'),
      sw: document.documentElement.dataset.sw,
      controlled: !!navigator.serviceWorker?.controller,
    }));
    assert(info.embed, 'no embed class');
    assert(info.lang === 'de', `lang ${info.lang}`);
    assert(!info.header, 'header shown in the embed');
    assert(info.sw === 'off' && !info.controlled, `service worker in the embed: ${info.sw}`);
    await p.screenshot({ path: `${SHOTS}embed.png` });
    await ctx.close();
    await stop(host);
  });

  await test(`the game screen is playable within ${BUDGET / 1000} KB gzip; with the offline precache at most ${PRECACHE_BUDGET / 1000} KB`, async () => {
    const served = [];
    const counting = await serve(DIST, 0, '127.0.0.1', {
      onResponse: (path, status, body) => served.push({ path, status, gzip: body ? gzipSync(body).length : 0 }),
    });
    allow(counting);
    const url = `http://127.0.0.1:${counting.address().port}/`;
    const sum = (list) => list.reduce((n, r) => n + r.gzip, 0);
    // Without a service worker: only what the page itself asks for, until a piece can be
    // selected; in each language (a page fetches only its own language's words).
    const screenBytes = async (lang) => {
      served.length = 0;
      const bare = await browser.newContext({ serviceWorkers: 'block' });
      const b = watch(await bare.newPage(), `budget-${lang}`);
      await b.goto(`${url}?lang=${lang}`);
      await b.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 20000 });
      await b.click('[data-square="h2"]');
      await b.waitForSelector('[data-legal]', { timeout: 10000 });
      await b.waitForLoadState('networkidle');
      const words = served.filter((r) => /\/words-[a-z]+-/.test(r.path)).map((r) => r.path.replace(/^.*\/(words-[a-z]+)-.*$/, '$1'));
      assert(words.length === 1 && words[0] === `words-${lang}`, `${lang}: words fetched ${words.join(', ') || 'none'}`);
      const bytes = { total: sum(served), wasm: sum(served.filter((r) => r.path.endsWith('.wasm'))) };
      // Chromium runs wasm SIMD: the page and its workers load that build only, once.
      const engines = served.filter((r) => r.path.endsWith('.wasm')).map((r) => r.path.replace(/^.*\/(fourchess_wasm[a-z_]*)-.*$/, '$1'));
      assert(engines.join() === 'fourchess_wasm_simd_bg', `${lang}: engine builds fetched: ${engines.join(', ') || 'none'}`);
      await bare.close();
      return bytes;
    };
    const english = await screenBytes('en');
    const german = await screenBytes('de');
    const pageBytes = Math.max(english.total, german.total);
    const pageWasm = english.wasm;
    // A first visit as it happens: the service worker precaches every page for offline use.
    served.length = 0;
    const ctx = await browser.newContext();
    const p = watch(await ctx.newPage(), 'budget-precache');
    await p.goto(url);
    await p.waitForFunction(() => document.documentElement.dataset.sw === 'ready', null, { timeout: 20000 });
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(300);
    const total = sum(served);
    assert(!served.some((r) => /fourchess_wasm_bg-/.test(r.path)), 'the engine build without SIMD is not precached');
    console.log(`       game screen ${(english.total / 1000).toFixed(1)} KB in English, ${(german.total / 1000).toFixed(1)} KB in German (wasm ${(pageWasm / 1000).toFixed(1)} KB); first visit with the offline precache ${(total / 1000).toFixed(1)} KB, ${served.length} responses`);
    assert(pageBytes <= BUDGET, `the game screen needs ${pageBytes} bytes > ${BUDGET}`);
    assert(total <= PRECACHE_BUDGET, `first visit ${total} bytes > ${PRECACHE_BUDGET}`);
    await ctx.close();
    await stop(counting);
  });

  await test('the install manifest names icons that exist at their stated sizes, one maskable', async () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
    for (const icon of manifest.icons) {
      const bytes = readFileSync(join(DIST, icon.src));
      if (icon.type !== 'image/png') continue;
      // A PNG's IHDR chunk holds the width and height right after the signature.
      const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
      assert(size === icon.sizes, `${icon.src}: ${size}, the manifest says ${icon.sizes}`);
    }
    assert(manifest.icons.some((i) => i.purpose === 'maskable'), 'no maskable icon');
  });

  await test('every page: the shared head once, a strict CSP, no inline script, no request to another origin', async () => {
    for (const file of readdirSync(DIST).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(DIST, file), 'utf8');
      assert(html.includes('http-equiv="Content-Security-Policy"'), `${file}: no CSP`);
      // The shared head (vite.config.ts, pageShell): each page gets it once, its icon built in.
      for (const tag of ['<meta charset="utf-8"', '<meta name="viewport"', '<meta name="color-scheme" content="dark"', '<link rel="icon" type="image/svg+xml" href="./assets/favicon-']) {
        assert(html.split(tag).length === 2, `${file}: ${tag} ${html.split(tag).length - 1} times`);
      }
      assert(!/<script(?![^>]*\bsrc=)[^>]*>/i.test(html), `${file}: inline script`);
      assert(!/unsafe-inline|unsafe-eval'/.test(html.replace("'wasm-unsafe-eval'", '')), `${file}: unsafe CSP`);
    }
    const foreign = [...origins].filter((o) => !allowed.has(o));
    assert(foreign.length === 0, `requests to ${foreign.join(' ')}`);
    assert(problems.length === 0, problems.join('; '));
  });
} finally {
  await browser.close();
  for (const s of servers) s.listening && s.close();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`site e2e: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
