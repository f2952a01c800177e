// Browser tests of embedding (docs/embedding.md): docs/embed-example.html served on one
// origin (localhost) embeds the game screen and the viewer from the site on another
// (127.0.0.1) with dist/embed.js, and the test drives the message API through it.
// Usage: node tests/e2e/embed.mjs   (after `make build`; env SHOTS=/tmp/embed-)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { EXECUTABLE, FLAGS } from './chromium.mjs';
import { createSuite } from './harness.mjs';

const SHOTS = process.env.SHOTS ?? '/tmp/embed-';
const GAME_1892 = readFileSync('tests/games/verney/1892-london-v-cambridge.pgn4', 'utf8');

if (!existsSync('dist/embed.js')) {
  console.error('embed e2e: dist/embed.js is missing: run `make build` first');
  process.exit(2);
}

const { results, test, assert } = createSuite();
const served = mkdtempSync(join(tmpdir(), 'fourchess-embed-'));
cpSync('dist', served, { recursive: true });
const site = await serve(served, 0);
const pages = await serve('docs', 0);
const siteBase = `http://127.0.0.1:${site.address().port}/`;
const pageBase = `http://localhost:${pages.address().port}/`;
const browser = await chromium.launch({ executablePath: EXECUTABLE, args: FLAGS });
const problems = [];

/** Every message the page receives from either frame, in order, as the page saw it. */
const RECORD = () => {
  window.heard = [];
  window.addEventListener('message', (e) => {
    if (e.data?.fourchess === 1) window.heard.push({ from: e.source === document.querySelector('#game iframe')?.contentWindow ? 'game' : e.source === document.querySelector('#viewer iframe')?.contentWindow ? 'viewer' : 'other', ...e.data });
  });
};

async function open(width, height, query = '') {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  p.on('console', (msg) => msg.type() === 'error' && !/favicon|status of 404/.test(msg.text()) && problems.push(`console error: ${msg.text()}`));
  p.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  p.on('response', (res) => res.status() >= 400 && !res.url().endsWith('/favicon.ico') && problems.push(`HTTP ${res.status()}: ${res.url()}`));
  await p.addInitScript(RECORD);
  await p.goto(`${pageBase}embed-example.html?site=${encodeURIComponent(siteBase)}${query}`);
  await p.waitForFunction(() => window.heard?.some((m) => m.from === 'game' && m.type === 'ready') && window.heard.some((m) => m.from === 'viewer' && m.type === 'ready'), null, { timeout: 30000 });
  const frame = (name) => p.frames().find((f) => f.url().startsWith(`${siteBase}${name}`));
  return { ctx, p, game: frame('index.html'), viewer: frame('replay.html') };
}

const heard = (p, from, type) => p.evaluate(([from, type]) => window.heard.filter((m) => m.from === from && (type === undefined || m.type === type)), [from, type]);
const boardFen = (f) => f.evaluate(() => document.querySelector('#board').getAttribute('data-fen4'));

try {
  const { ctx, p, game, viewer } = await open(1440, 900, '&delay=250');

  await test('ready arrives from the game screen and the viewer, each on another origin than the page', async () => {
    assert(game && viewer, 'frames not found');
    const [g] = await heard(p, 'game', 'ready');
    const [v] = await heard(p, 'viewer', 'ready');
    assert(g.page === 'game' && g.variant === 'teams' && g.plies === 0 && g.fen4 === (await boardFen(game)), `game ready: ${JSON.stringify(g)}`);
    assert(v.page === 'viewer' && v.variant === 'verney' && v.plies === 24, `viewer ready: ${JSON.stringify(v)}`);
    assert(new URL(game.url()).origin !== new URL(p.url()).origin, 'same origin');
    assert(await game.evaluate(() => document.documentElement.classList.contains('embed') && document.querySelector('.site-header') === null), 'not in embedded mode');
  });

  await test('the frame follows its content\'s height (size messages)', async () => {
    // The content settles (the panel fills in as the game loads): each change is told, and the
    // frame follows; read the three once nothing has changed for half a second.
    for (const [which, f] of [['game', game], ['viewer', viewer]]) {
      let seen = '';
      let state = null;
      for (let i = 0; i < 40; i++) {
        const sizes = await heard(p, which, 'size');
        const want = await f.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
        const has = await p.evaluate((sel) => document.querySelector(`${sel} iframe`).getBoundingClientRect().height, `#${which}`);
        state = { sizes: sizes.length, last: sizes.at(-1)?.height, want, has };
        if (JSON.stringify(state) === seen) break;
        seen = JSON.stringify(state);
        await p.waitForTimeout(500);
      }
      assert(state.sizes > 0, `no size from the ${which}`);
      assert(Math.abs(state.want - state.has) <= 1 && state.last === state.want, `${which}: ${JSON.stringify(state)}`);
    }
    // A change: a position without moves or comments is shorter than the 1892 game.
    const before = (await heard(p, 'viewer', 'size')).length;
    await p.evaluate(() => window.embeds.viewer.load({ variant: 'teams', fen4: 'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/x,x,x,8,x,x,x/x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rQ,rK,rB,rN,rR,x,x,x' }));
    await p.waitForFunction((n) => window.heard.filter((m) => m.from === 'viewer' && m.type === 'size').length > n, before, { timeout: 10000 });
    const want = await viewer.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    await p.waitForFunction((h) => Math.abs(document.querySelector('#viewer iframe').getBoundingClientRect().height - h) <= 1, want, { timeout: 5000 });
    const pos = (await heard(p, 'viewer', 'position')).at(-1);
    assert(pos.variant === 'teams' && pos.plies === 0, `viewer position: ${JSON.stringify(pos)}`);
  });

  await test('load with the 1892 Verney game shows its last position', async () => {
    await p.evaluate((pgn4) => window.embeds.game.load({ pgn4 }), GAME_1892);
    // The viewer steps to the same game's end: the same position.
    const plies = (await heard(p, 'viewer', 'ready'))[0].plies;
    await p.evaluate((pgn4) => window.embeds.viewer.load({ pgn4 }), GAME_1892);
    const beyond = await p.evaluate((n) => window.embeds.viewer.goto(n + 1).then(() => null, (e) => e.code), plies);
    assert(beyond === 'bad-ply', `goto beyond the record: ${beyond}`);
    await p.evaluate((n) => window.embeds.viewer.goto(n), plies);
    const last = await viewer.evaluate(() => document.querySelector('#replay').dataset.fen4);
    await game.waitForFunction((fen) => document.querySelector('#board')?.getAttribute('data-fen4') === fen, last, { timeout: 10000 });
    const pos = (await heard(p, 'game', 'position')).at(-1);
    assert(pos.variant === 'verney' && pos.plies === plies && pos.fen4 === last, `game position: ${JSON.stringify({ ...pos, fen4: pos.fen4 === last })}`);
  });

  await test('a malformed record or position gives error and leaves the frame\'s game as it was', async () => {
    // People at every seat: nothing moves on its own while the test looks.
    await p.evaluate(() => window.embeds.game.newGame({ variant: 'teams', humans: [0, 1, 2, 3] }));
    await game.click('[data-square="h2"]');
    await game.click('[data-square="h4"]');
    await game.waitForFunction(() => document.querySelectorAll('#panel .moves [data-ply]').length === 1, null, { timeout: 5000 });
    const fen = await boardFen(game);
    const moves = await game.evaluate(() => document.querySelectorAll('#panel .moves [data-ply]').length);
    for (const what of [{ pgn4: '[Variant "Teams"]\n1. z99-z100 .. banana' }, { pgn4: '\u0000'.repeat(1000) }, { variant: 'ffa', fen4: 'not a position' }]) {
      const error = await p.evaluate((w) => window.embeds.game.load(w).then(() => null, (e) => e.code), what);
      assert(error === ('pgn4' in what ? 'bad-record' : 'bad-position'), `load ${JSON.stringify(what).slice(0, 40)}: ${error}`);
    }
    const big = await p.evaluate(() => window.embeds.game.load({ pgn4: 'x'.repeat(1024 * 1024 + 1) }).then(() => null, (e) => e.code));
    assert(big === 'too-large', `a record over 1 MB: ${big}`);
    const viewerError = await p.evaluate(() => window.embeds.viewer.load({ pgn4: 'nonsense' }).then(() => null, (e) => e.code));
    assert(viewerError === 'bad-record', `viewer: ${viewerError}`);
    await p.waitForTimeout(300);
    assert((await boardFen(game)) === fen, 'the board changed');
    assert((await game.evaluate(() => document.querySelectorAll('#panel .moves [data-ply]').length)) === moves, 'the move list changed');
    const shown = await game.evaluate(() => document.querySelector('#panel .result')?.textContent ?? '');
    assert(!/error|Fehler/i.test(shown), `an error shows on the game screen: ${shown}`);
    // Unknown types are answered; a bad command is refused whole.
    const unknown = await p.evaluate(() => {
      const f = document.querySelector('#game iframe');
      f.contentWindow.postMessage({ fourchess: 1, type: 'dance', id: 'u1' }, '*');
      f.contentWindow.postMessage({ fourchess: 1, type: 'new', variant: 'teams', humans: [0, 7], id: 'u2' }, '*');
      return new Promise((ok) => setTimeout(() => ok(window.heard.filter((m) => m.type === 'error' && String(m.id).startsWith('u')).map((m) => m.code)), 500));
    });
    assert(JSON.stringify(unknown) === '["unknown-type","bad-seat"]', `answers: ${JSON.stringify(unknown)}`);
  });

  await test('a message from a window that is not the parent is ignored', async () => {
    const fen = await boardFen(game);
    const errorsBefore = (await heard(p, 'game', 'error')).length;
    await p.evaluate(() => {
      // A sibling frame of the page (another window than the game frame's parent) sends commands.
      const other = document.createElement('iframe');
      document.body.append(other);
      const target = document.querySelector('#game iframe').contentWindow;
      other.contentWindow.eval(`(${(t) => {
        t.postMessage({ fourchess: 1, type: 'new', variant: 'ffa', humans: [] }, '*');
        t.postMessage({ fourchess: 1, type: 'dance' }, '*');
      }})(parent.document.querySelector('#game iframe').contentWindow)`);
      return target !== null;
    });
    // And the frame's own window, posting to itself.
    await game.evaluate(() => window.postMessage({ fourchess: 1, type: 'new', variant: 'ffa', humans: [] }, '*'));
    await p.waitForTimeout(1500);
    assert((await boardFen(game)) === fen, 'a foreign window changed the game');
    assert((await heard(p, 'game', 'error')).length === errorsBefore, 'a foreign window got answers');
  });

  await test('new starts a game; a bot move sends move with the FEN4 the frame\'s board shows', async () => {
    await game.evaluate(() => {
      window.fens = [];
      new MutationObserver(() => window.fens.push(document.querySelector('#board').getAttribute('data-fen4'))).observe(document.querySelector('#board'), { attributes: true, attributeFilter: ['data-fen4'] });
    });
    const from = (await heard(p, 'game')).length;
    await p.evaluate(() => window.embeds.game.newGame({ variant: 'ffa', humans: [], level: 1 }));
    await p.waitForFunction((n) => window.heard.slice(n).filter((m) => m.from === 'game' && m.type === 'move').length >= 6, from, { timeout: 30000 });
    const after = (await heard(p, 'game')).slice(from);
    const pos = after.find((m) => m.type === 'position');
    assert(pos && pos.variant === 'ffa' && pos.plies === 0, `no position for the new game: ${JSON.stringify(after[0])}`);
    const moves = after.filter((m) => m.type === 'move');
    const fens = await game.evaluate(() => window.fens);
    moves.forEach((m, i) => {
      assert(m.ply === i + 1 && m.seat === i % 4 && /^[A-Za-z]/.test(m.move), `move ${i + 1}: ${JSON.stringify(m)}`);
      assert(fens.includes(m.fen4), `move ${m.ply} ${m.move}: its FEN4 never showed on the frame's board`);
    });
    const texts = await game.evaluate(() => [...document.querySelectorAll('#panel .moves [data-ply]')].map((b) => b.textContent));
    assert(texts.join(' ').includes(moves[0].move.replace(/[+#]$/, '').slice(-3)), `the move list does not show ${moves[0].move}: ${texts.slice(0, 3)}`);
    // The embed keeps its games for this tab only: the site's saved games are untouched.
    // (A browser that keeps storage from frames of other sites refuses both: nothing is kept.)
    const stored = await game.evaluate(() => {
      const keys = (s) => {
        try {
          return Object.keys(window[s]).filter((k) => k.startsWith('fourchess.game'));
        } catch {
          return 'refused';
        }
      };
      return { local: keys('localStorage'), session: keys('sessionStorage') };
    });
    assert((stored.local === 'refused' || stored.local.length === 0) && (stored.session === 'refused' || stored.session.length > 0), `storage: ${JSON.stringify(stored)}`);
  });

  await test('orientation turns the board; over arrives when the game ends (Red resigns in Teams)', async () => {
    await p.evaluate(() => window.embeds.game.newGame({ variant: 'teams', humans: [0], level: 1 }));
    await game.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-rotation') === '0' && !document.querySelector('#board').hasAttribute('data-busy'), null, { timeout: 10000 });
    await p.evaluate(() => window.embeds.game.orientation(2));
    await game.waitForFunction(() => document.querySelector('#board').getAttribute('data-rotation') === '2', null, { timeout: 5000 });
    await p.screenshot({ path: `${SHOTS}turned-1440x900.png` });
    await p.evaluate(() => window.embeds.game.orientation(null));
    await game.waitForFunction(() => document.querySelector('#board').getAttribute('data-rotation') === '0', null, { timeout: 5000 });
    const overs = (await heard(p, 'game', 'over')).length;
    await game.click('#resign');
    await game.click('#confirm-dialog button.ok');
    await p.waitForFunction((n) => window.heard.filter((m) => m.from === 'game' && m.type === 'over').length > n, overs, { timeout: 10000 });
    const over = (await heard(p, 'game', 'over')).at(-1);
    assert(over.reason === 'resignation' && JSON.stringify(over.winners) === '[1,3]', `over: ${JSON.stringify(over)}`);
  });

  await test('the example page at 1440x900 (looked at)', async () => {
    // Viewport shots (a full-page shot re-lays out the frames at another size).
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.screenshot({ path: `${SHOTS}example-1440x900.png` });
    await p.evaluate(() => window.scrollTo(0, 800));
    await p.screenshot({ path: `${SHOTS}example-1440x900-below.png` });
  });
  await ctx.close();

  await test('the example page at 390x844 in German; the viewer plays on its own (autoplay)', async () => {
    const phone = await open(390, 844, '&lang=de');
    const v = await phone.viewer.evaluate(() => ({ lang: document.documentElement.lang, play: document.querySelector('#play')?.textContent, open: document.querySelector('#open-site')?.href }));
    assert(v.lang === 'de' && v.play === 'Abspielen' && v.open.includes('replay.html#g='), `viewer: ${JSON.stringify(v)}`);
    // The frames fit the phone's width.
    const widths = await phone.p.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => Math.round(f.getBoundingClientRect().right)));
    assert(widths.every((r) => r <= 390), `frames wider than the phone: ${widths}`);
    await phone.p.evaluate(() => document.querySelector('#game').scrollIntoView());
    await phone.p.screenshot({ path: `${SHOTS}example-390x844-de.png` });
    await phone.p.evaluate(() => document.querySelector('#viewer').scrollIntoView());
    await phone.p.screenshot({ path: `${SHOTS}example-390x844-de-viewer.png` });
    await phone.ctx.close();
    // The viewer embed by its address: the record in the fragment, playing.
    const ctx2 = await browser.newContext({ viewport: { width: 480, height: 640 } });
    const q = await ctx2.newPage();
    q.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    const fragment = `#pgn4=${Buffer.from((await import('node:zlib')).deflateRawSync(Buffer.from(GAME_1892))).toString('base64url')}`;
    await q.goto(`${siteBase}replay.html?embed=1&autoplay=300&lang=en${fragment}`);
    await q.waitForFunction(() => Number(document.querySelector('#replay')?.dataset.ply) >= 3, null, { timeout: 15000 });
    const state = await q.evaluate(() => ({ pressed: document.querySelector('#play').getAttribute('aria-pressed'), tools: getComputedStyle(document.querySelector('.replay-tools')).display, total: document.querySelector('#replay').dataset.total }));
    assert(state.pressed === 'true' && state.tools === 'none' && Number(state.total) === 24, `viewer embed: ${JSON.stringify(state)}`);
    await q.click('#back');
    const stopped = await q.evaluate(() => document.querySelector('#replay').dataset.ply);
    await q.waitForTimeout(900);
    assert((await q.evaluate(() => document.querySelector('#replay').dataset.ply)) === stopped, 'a step did not stop the playing');
    const box = await q.evaluate(() => ({ board: document.querySelector('#replay-board canvas').getBoundingClientRect().bottom, controls: document.querySelector('.controls').getBoundingClientRect().bottom }));
    assert(box.controls <= 640, `the steps are below the frame: ${JSON.stringify(box)}`);
    await q.screenshot({ path: `${SHOTS}viewer-480x640.png` });
    await ctx2.close();
  });
} finally {
  await browser.close();
  site.close();
  pages.close();
  rmSync(served, { recursive: true, force: true });
}

for (const pr of problems) console.log(`  problem: ${pr}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`embed e2e: ${results.length - failed} passed, ${failed} failed${problems.length ? `, ${problems.length} problems` : ''}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
