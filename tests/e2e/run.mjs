// Browser end-to-end test: serves dist/, drives the page in headless Chromium.
// Usage: node tests/e2e/run.mjs   (env CHROMIUM=/path/to/chromium, SCREENSHOT=/tmp/board.png)
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { analysisTests } from './analysis.mjs';
import { gameIoTests } from './game-io.mjs';
import { gameScreenTests } from './game-screen.mjs';
import { EXECUTABLE, FLAGS } from './chromium.mjs';
import { createSuite } from './harness.mjs';
import { followGameTests } from './follow-game.mjs';
import { gameTruthTests } from './game-truth.mjs';
import { keepGamesTests } from './keep-games.mjs';
import { recordTests } from './records.mjs';
import { timeAndFlowTests } from './time-and-flow.mjs';

const DIST = 'dist';
const SCREENSHOT = process.env.SCREENSHOT ?? '/tmp/board.png';

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`e2e: ${DIST}/index.html missing: run \`make build\` first`);
  process.exit(2);
}
if (!existsSync(EXECUTABLE)) {
  console.error(`e2e: ${EXECUTABLE} missing (apt-get install -y chromium)`);
  process.exit(2);
}

const { results, test, assert } = createSuite();

// Serve a copy: a build started meanwhile (another shell) empties dist/ and would break the pages.
const served = mkdtempSync(join(tmpdir(), 'fourchess-e2e-'));
cpSync(DIST, served, { recursive: true });
const server = await serve(served, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
// Playwright launches every browser with a fresh, temporary --user-data-dir of its own.
const browser = await chromium.launch({ executablePath: EXECUTABLE, args: FLAGS });
const problems = [];
const offOrigin = [];

try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 860 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (req) => {
    if (!req.url().startsWith(base) && !req.url().startsWith('data:') && !req.url().startsWith('blob:')) offOrigin.push(req.url());
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  const board = page.locator('#board');
  const label = (sq) => page.locator(`[data-square="${sq}"]`).getAttribute('aria-label');
  let fenBefore = '';

  await test('board loads: 160 squares, 64 pieces, a position, Yellow to move', async () => {
    await page.goto(base);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    assert((await page.locator('[data-square]').count()) === 160, 'expected 160 squares');
    const pieces = await page.locator('[data-square][data-piece]').count();
    assert(pieces === 64, `expected 64 pieces, got ${pieces}`);
    assert((await label('e2')) === 'e2, Yellow pawn', `e2 label: ${await label('e2')}`);
    assert((await board.getAttribute('data-to-move')) === '0', 'seat 0 to move');
    fenBefore = (await board.getAttribute('data-fen4')) ?? '';
    const canvas = await page.evaluate(() => {
      const c = document.querySelector('#board canvas');
      return { w: c.width, cw: c.getBoundingClientRect().width };
    });
    assert(canvas.w === Math.round(canvas.cw), `canvas backing ${canvas.w} vs css ${canvas.cw}`);
  });

  let target = '';
  await test('clicking a Yellow pawn marks its legal squares', async () => {
    await page.click('[data-square="e2"]');
    await page.waitForSelector('[data-legal]', { timeout: 5000 });
    const legal = await page.locator('[data-legal]').evaluateAll((els) => els.map((e) => e.dataset.square));
    assert(legal.includes('e3'), `legal squares: ${legal.join(' ')}`);
    assert((await page.locator('[data-square="e2"]').getAttribute('data-selected')) !== null, 'e2 selected');
    // A screen reader hears the selection, and each target says what the piece can do there.
    const said = await page.locator('#announce').textContent();
    assert(/Yellow pawn on e2 selected: [12] squares/.test(said ?? ''), `announced: ${said}`);
    assert((await label('e3')) === 'e3, Yellow pawn can move here', `e3 label: ${await label('e3')}`);
    target = 'e3';
  });

  await test('clicking a legal square plays the move; the turn passes on', async () => {
    await page.click(`[data-square="${target}"]`);
    const after = await page.waitForFunction(
      (before) => {
        const b = document.querySelector('#board');
        const fen = b?.getAttribute('data-fen4');
        return fen && fen !== before ? { fen, toMove: b.getAttribute('data-to-move') } : null;
      },
      fenBefore,
      { timeout: 5000, polling: 'raf' },
    );
    const { fen, toMove } = await after.jsonValue();
    assert(fen !== fenBefore, 'fen4 changed');
    assert(toMove === '1', `expected seat 1 to move, got ${toMove}`);
    assert((await label('e2')) === 'e2', `e2 after move: ${await label('e2')}`);
    assert((await label('e3')) === 'e3, Yellow pawn', `e3 after move: ${await label('e3')}`);
    assert((await page.locator('[data-legal]').count()) === 0, 'no legal marks after the move');
  });

  await test('the bots play Red, White and Black, then it is Yellow again', async () => {
    await page.waitForFunction(
      () => document.querySelector('#board')?.getAttribute('data-to-move') === '0' && !document.querySelector('#board')?.hasAttribute('data-busy'),
      null,
      { timeout: 10000 },
    );
    const moves = Number(await page.locator('.moves').getAttribute('data-plies'));
    assert(moves === 4, `expected 4 moves in the list, got ${moves}`);
    const text = await page.locator('#announce').textContent();
    assert(/^Since your move: Red .*, White .*, Black .*Yellow to move.$/.test(text ?? ''), `announcement: ${text}`);
    const since = (await page.locator('.since').textContent()) ?? '';
    assert(/^Since your move: Red .*, White .*, Black /.test(since), `since line: ${since}`);
  });

  await test('keyboard: arrows move focus, Enter selects, Space moves', async () => {
    const fen0 = await board.getAttribute('data-fen4');
    await page.focus('[data-square="e1"]');
    await page.keyboard.press('ArrowRight'); // f1
    await page.keyboard.press('ArrowUp'); // f2
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    assert(focused === 'f2', `focus on ${focused}`);
    const tabStops = await page.locator('[data-square][tabindex="0"]').count();
    assert(tabStops === 1, `expected one tab stop, got ${tabStops}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-square="f3"][data-legal]', { timeout: 5000 });
    await page.keyboard.press('ArrowUp'); // f3
    await page.keyboard.press(' ');
    await page.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') !== f, fen0, { timeout: 5000 });
    assert((await label('f3'))?.startsWith('f3, Yellow pawn'), `f3 after move: ${await label('f3')}`);
  });

  await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, { timeout: 10000 });
  await page.click('[data-square="g2"]');
  await page.waitForSelector('[data-legal]');
  await page.waitForTimeout(100);
  await page.screenshot({ path: SCREENSHOT });
  console.log(`  screenshot: ${SCREENSHOT}`);

  await test('high-DPI: the canvas backing store follows devicePixelRatio', async () => {
    const ctx2 = await browser.newContext({ viewport: { width: 700, height: 600 }, deviceScaleFactor: 2 });
    const p2 = await ctx2.newPage();
    p2.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (2x): ${msg.text()}`));
    p2.on('pageerror', (err) => problems.push(`page error (2x): ${err.message}`));
    await p2.goto(`${base}?humans=0,1,2,3`);
    await p2.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await p2.setViewportSize({ width: 900, height: 700 });
    await p2.waitForFunction(() => {
      const c = document.querySelector('#board canvas');
      return c && c.width === Math.round(c.getBoundingClientRect().width * 2) && c.getBoundingClientRect().width > 600;
    }, null, { timeout: 5000 });
    await ctx2.close();
  });

  await test('four bots play 400 plies (or to the end) without a hitch', async () => {
    const p3 = await context.newPage();
    p3.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (bots): ${msg.text()}`));
    p3.on('pageerror', (err) => problems.push(`page error (bots): ${err.message}`));
    await p3.goto(`${base}?humans=&delay=0`);
    await p3.waitForFunction(
      () => Number(document.querySelector('.moves')?.dataset.plies) >= 400 || document.querySelector('.result')?.textContent,
      null,
      { timeout: 60000, polling: 200 },
    );
    const result = (await p3.locator('.result').textContent()) ?? '';
    assert(!result.startsWith('Error'), result);
    const plies = Number(await p3.locator('.moves').getAttribute('data-plies'));
    console.log(`       (${plies} plies${result ? `, ${result}` : ''})`);
    await p3.close();
  });

  if (process.env.E2E_ONLY !== 'io') await gameScreenTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await gameIoTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await recordTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await timeAndFlowTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await followGameTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await gameTruthTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await analysisTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });
  await keepGamesTests({ browser, base, test, assert, problems, shots: process.env.SHOTS ?? '/tmp/game-' });

  await test('no console errors, page errors or requests to other origins', async () => {
    assert(problems.length === 0, problems.join('; '));
    assert(offOrigin.length === 0, `off-origin requests: ${offOrigin.join(' ')}`);
  });
  await context.close();
} finally {
  await browser.close();
  server.close();
  rmSync(served, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`e2e: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
