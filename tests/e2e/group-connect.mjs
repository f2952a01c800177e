// Group play's connections under forced orderings, in headless Chromium: rounds of a host
// inviting two friends (fresh browser contexts, only the visible UI), with the host's
// setRemoteDescription resolving 0, 50, 150 or 500 ms late (the friend's channel opens and
// its hello arrives before the host's page hears the answer was taken: the race of issue
// 63) and, every other round, each friend's first hello dropped. Each round: both friends
// connect, the game starts, one friend's page reloads mid-game and goes back to its seat.
// Any seat not connected fails the round; no round is tried twice.
//
// Usage: node tests/e2e/group-connect.mjs [ROUNDS] [SITE-URL]   (make test: 4 rounds;
//        the check: 30 in a row). No URL: serves dist/ itself.
import { chromium } from 'playwright-core';
import { EXECUTABLE } from './chromium.mjs';
import { FLAGS, pageWatcher, site } from './group-site.mjs';

const DELAYS = [0, 50, 150, 500];

const rounds = Number(process.argv[2] ?? 4);
const { base, server } = await site(process.argv[3], 'group-connect');

/** The host's page: its setRemoteDescription resolves `ms` after the browser has applied it. */
const lateAnswer = (ms) => {
  const applied = RTCPeerConnection.prototype.setRemoteDescription;
  RTCPeerConnection.prototype.setRemoteDescription = async function (...args) {
    const r = await applied.apply(this, args);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return r;
  };
};
/** A friend's page: its first hello on each page load never leaves. */
const dropFirstHello = () => {
  const sendIt = RTCDataChannel.prototype.send;
  let dropped = false;
  RTCDataChannel.prototype.send = function (data) {
    if (!dropped && typeof data === 'string' && data.includes('"k":"hello"')) {
      dropped = true;
      return;
    }
    return sendIt.call(this, data);
  };
};

const browser = await chromium.launch({ executablePath: EXECUTABLE, args: FLAGS });
const problems = [];
const watchPage = pageWatcher(problems);
const newContext = () => browser.newContext({ viewport: { width: 1200, height: 860 }, deviceScaleFactor: 1 });

async function round(i) {
  const delay = DELAYS[i % DELAYS.length];
  const drop = i % 2 === 1;
  const contexts = [await newContext(), await newContext(), await newContext()];
  const [hostCtx, ctx1, ctx3] = contexts;
  await hostCtx.addInitScript(lateAnswer, delay);
  if (drop) for (const c of [ctx1, ctx3]) await c.addInitScript(dropFirstHello);
  const host = watchPage(await hostCtx.newPage(), 'host');
  const guests = { 1: watchPage(await ctx1.newPage(), 'guest1'), 3: watchPage(await ctx3.newPage(), 'guest3') };
  const times = [];
  try {
    await host.goto(`${base}?lang=en&delay=30`);
    await host.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await host.locator('#new-game').click();
    const dialog = host.locator('#new-dialog');
    await dialog.locator('input[name="variant"][value="teams"]').check();
    for (const [seat, value] of ['h', 'g', 'b1', 'g'].entries()) await dialog.locator(`select[name="seat${seat}"]`).selectOption(value);
    await dialog.locator('button[value="friends"]').click();
    const invites = {};
    for (const seat of [1, 3]) {
      const field = host.locator(`[data-group-invite="${seat}"]`);
      await field.waitFor({ timeout: 10000 });
      invites[seat] = await field.inputValue();
    }
    const answer = async (page) => {
      const field = page.locator('[data-group-answer-link]');
      await field.waitFor({ timeout: 10000 });
      return field.inputValue();
    };
    const connect = async (seat, text) => {
      await host.locator('[data-group-answer]').fill(text);
      const t0 = Date.now();
      await host.locator('[data-group-connect]').click();
      await host.locator(`[data-group-row="${seat}"][data-group-who="here"]`).waitFor({ timeout: 15000 }).catch(async () => {
        const said = await host.evaluate(() => [...document.querySelectorAll('[data-group-row]')].map((r) => `${r.getAttribute('data-group-row')}:${r.getAttribute('data-group-who')}`).join(' ') + ' | ' + (document.querySelector('[data-group-paste-status]')?.textContent ?? ''));
        throw new Error(`seat ${seat} not connected: ${said}`);
      });
      times.push(Date.now() - t0);
    };
    // Both friends answer first; the host then pastes one answer right after the other.
    const answers = {};
    for (const seat of [1, 3]) {
      await guests[seat].goto(invites[seat]);
      await guests[seat].locator('[data-group-join]').click();
      answers[seat] = await answer(guests[seat]);
    }
    for (const seat of [1, 3]) await connect(seat, answers[seat]);
    for (const seat of [1, 3]) await guests[seat].locator('[data-group-lobby]').waitFor({ timeout: 5000 });
    await host.locator('[data-group-start]').click();
    for (const seat of [1, 3]) await guests[seat].locator('[data-group-status][data-group-phase="playing"]').waitFor({ timeout: 10000 });
    // A rejoin in the started game, under the same delays: Blue's page reloads and goes back to its seat.
    await guests[1].reload();
    await guests[1].locator('[data-group-status][data-group-lost="reloaded"]').waitFor({ timeout: 15000 });
    await host.locator('[data-group-row="1"][data-group-who="away"]').waitFor({ timeout: 10000 });
    // The page makes its new answer by itself; the host pastes it.
    if (!(await host.locator('[data-group-answer]').isVisible())) await host.locator('[data-group-reopen]').click();
    await connect(1, await answer(guests[1]));
    await guests[1].locator('[data-group-status][data-group-phase="playing"]').waitFor({ timeout: 10000 });
    return { ok: true, text: `delay ${delay} ms${drop ? ', first hellos dropped' : ''}: connected in ${times.join(', ')} ms` };
  } catch (error) {
    return { ok: false, text: `delay ${delay} ms${drop ? ', first hellos dropped' : ''}: ${error instanceof Error ? error.message.split('\n')[0] : error}` };
  } finally {
    for (const c of contexts) await c.close();
  }
}

const started = Date.now();
let passed = 0;
let failed = 0;
console.log(`group connections under forced orderings (${rounds} rounds, two friends each):`);
try {
  for (let i = 0; i < rounds; i++) {
    const r = await round(i);
    if (r.ok) passed++;
    else failed++;
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} round ${i + 1}: ${r.text}`);
  }
} finally {
  await browser.close();
  server?.close();
}
const real = problems.filter((p) => !/Failed to load resource|net::ERR/.test(p));
for (const p of real.slice(0, 10)) console.log(`  page problem: ${p}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
console.log(`${passed} passed, ${failed + (real.length > 0 ? 1 : 0)} failed`);
if (failed > 0 || real.length > 0) process.exit(1);
