// Browser tests of "never lose a game" (issue 43, point 1): a game started by a link
// (`?variant=teams`) survives a reload and Back from the analysis page; a second link over
// a game in progress starts its game but keeps the old one, says so and offers the way
// back; the Games dialog lists the kept games and reopens one.
// Run by run.mjs: keepGamesTests({ browser, base, test, assert, problems, shots }).

export async function keepGamesTests({ browser, base, test, assert, problems, shots }) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (keep): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (keep): ${err.message}`));
  const fen = () => page.locator('#board').getAttribute('data-fen4');
  const plies = async () => Number(await page.locator('.moves').getAttribute('data-plies'));
  const ready = () => page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
  const settled = () =>
    page.waitForFunction(() => {
      const b = document.querySelector('#board');
      return b?.getAttribute('data-to-move') === '0' && !b.hasAttribute('data-busy');
    }, null, { timeout: 15000 });
  const sameFen = (f) => page.waitForFunction((x) => document.querySelector('#board')?.getAttribute('data-fen4') === x, f, { timeout: 10000 });
  /** Red plays a pawn two squares (h, i, j, ...: the first that is legal), then the bots answer. */
  const playPawn = async (file) => {
    const before = await plies();
    await page.click(`[data-square="${file}2"]`);
    await page.click(`[data-square="${file}4"]`);
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) >= n + 4, before, { timeout: 15000 });
    await settled();
  };
  let teamsFen = '';

  await test('keep: a game started by ?variant= survives a reload (same position; the URL no longer asks for a game)', async () => {
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0&lang=en`);
    await ready();
    await settled();
    await playPawn('h');
    teamsFen = await fen();
    const url = new URL(page.url());
    assert(!url.searchParams.has('variant') && !url.searchParams.has('humans') && url.searchParams.get('lang') === 'en', `url ${page.url()}`);
    await page.reload();
    await ready();
    await sameFen(teamsFen);
    assert((await plies()) === 4, `plies after reload ${await plies()}`);
  });

  await test('keep: Back from "Analyse this position" shows the same game', async () => {
    await Promise.all([page.waitForURL(/analysis\.html/), page.click('#analyse-position')]);
    await page.waitForSelector('#analysis[data-ply="4"]', { timeout: 15000 });
    await page.goBack();
    await ready();
    await sameFen(teamsFen);
    assert((await plies()) === 4, 'same moves after Back');
  });

  await test('keep: a link for a new game over one in progress keeps the old one and offers the way back', async () => {
    await page.goto(`${base}?variant=verney&humans=0&level=1&delay=0&lang=en`);
    await ready();
    await page.waitForSelector('#notice:not([hidden]) .notice-action:not([hidden])', { timeout: 5000 });
    const text = (await page.locator('#notice span').textContent()) ?? '';
    assert(/kept under Games/.test(text) && /Teams, 1 round\)/.test(text), `notice: ${text}`);
    assert((await fen()) !== teamsFen, 'the link’s game started');
    await page.click('#notice .notice-action');
    await sameFen(teamsFen);
    assert((await plies()) === 4, 'the old game is back with its moves');
    assert(await page.locator('#notice').isHidden(), 'the notice went');
  });

  await test('keep: the Games dialog lists the kept games and reopens one', async () => {
    // The Verney game from the link: play a move so it is worth keeping, then come back to it.
    await page.goto(`${base}?variant=verney&humans=0&level=1&delay=0&lang=en`);
    await ready();
    await settled();
    const before = await plies();
    const moves = await page.locator('[data-square][data-piece^="0"]').evaluateAll((els) => els.map((e) => e.dataset.square));
    // Any piece of Red with a legal move: click it, then its first legal square.
    for (const sq of moves) {
      await page.click(`[data-square="${sq}"]`);
      const shown = await page.waitForSelector('[data-legal]', { timeout: 1000 }).catch(() => null);
      if (shown !== null) {
        await page.click(`[data-square="${await shown.getAttribute('data-square')}"]`);
        break;
      }
    }
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) > n, before, { timeout: 15000 });
    await settled();
    const verneyFen = await fen();
    await page.click('#recent');
    await page.waitForSelector('#recent-dialog[open] .recent-game', { timeout: 5000 });
    const rows = await page.locator('#recent-dialog .recent-game').evaluateAll((els) => els.map((e) => e.textContent));
    assert(rows.some((r) => /Teams/.test(r) && /1 round, last \S+/.test(r) && /in progress/.test(r)), `rows ${JSON.stringify(rows)}`);
    await page.screenshot({ path: `${shots}recent-games.png` });
    await page.locator('#recent-dialog .recent-game', { hasText: 'Teams' }).first().locator('.recent-open').click();
    await sameFen(teamsFen);
    assert(!(await page.locator('#recent-dialog').evaluate((d) => d.open)), 'dialog closed');
    // The Verney game was kept in turn: it is listed now, and opens again.
    await page.click('#recent');
    await page.locator('#recent-dialog .recent-game', { hasText: 'Verney' }).first().locator('.recent-open').click();
    await sameFen(verneyFen);
  });

  await ctx.close();

  // ---- the first minute (point 3) ----
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const p = await phone.newPage();
  p.on('pageerror', (err) => problems.push(`page error (first): ${err.message}`));
  const pReady = () => p.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });

  await test('first visit: the rule sets with a line each; the choice starts that game and is remembered', async () => {
    await p.goto(`${base}?lang=en`);
    await pReady();
    const lines = await p.locator('.welcome li button').evaluateAll((bs) => bs.map((b) => [b.dataset.variant, b.querySelector('span')?.textContent ?? '']));
    assert(lines.length === 4 && lines.every(([, line]) => line.length > 20), `card ${JSON.stringify(lines)}`);
    await p.screenshot({ path: `${shots}first-visit-phone.png` });
    await p.click('.welcome button[data-variant="teams"]');
    await p.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4')?.startsWith('R-'), null, { timeout: 10000 });
    assert((await p.locator('.welcome').count()) === 0, 'the card went');
    // A fresh start later (no saved game) is Teams, and the card does not come back.
    await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fourchess.game.')).forEach((k) => localStorage.removeItem(k)));
    await p.reload();
    await pReady();
    assert((await p.locator('#board').getAttribute('data-fen4'))?.startsWith('R-'), 'Teams remembered (Red to move)');
    assert((await p.locator('.welcome').count()) === 0, 'no card the second time');
  });

  await test('first minute: New game opens at its top (the rule set in view); the skip link reaches the board; Signs first in Display', async () => {
    await p.click('#new-game');
    await p.waitForSelector('#new-dialog[open]');
    const top = await p.locator('#new-dialog').evaluate((d) => d.scrollTop);
    const rules = await p.locator('#new-dialog input[name="variant"]:checked').boundingBox();
    assert(top === 0 && rules !== null && rules.y >= 0 && rules.y < 844, `scrollTop ${top}, rule set at ${rules?.y}`);
    await p.keyboard.press('Escape');
    await p.waitForFunction(() => !document.querySelector('#new-dialog')?.open);
    // The first Tab of the page reaches the skip link, before the site's header.
    await p.reload();
    await pReady();
    await p.keyboard.press('Tab');
    assert(await p.evaluate(() => document.activeElement?.classList.contains('skip-link')), 'the first Tab is not the skip link');
    await p.keyboard.press('Enter');
    const focused = await p.evaluate(() => document.activeElement?.getAttribute('data-square'));
    assert(focused !== null && focused !== undefined, 'the focus is on a square');
    await p.locator('.display-settings summary').click();
    await p.selectOption('#piece-set', 'signs');
    const saved = await p.evaluate(() => Object.entries(localStorage).find(([k]) => k.includes('settings'))?.[1] ?? '');
    assert(saved.includes('"pieceSet":"signs"'), `settings ${saved}`);
  });
  await phone.close();

  // ---- clocks at the board (point 4), the embed (point 5) ----
  for (const [width, height] of [[720, 640], [480, 600]]) {
    await test(`embed at ${width}x${height}: the whole board, whose move and all four clocks in view; the delay shows`, async () => {
      const c = await browser.newContext({ viewport: { width, height } });
      const e = await c.newPage();
      e.on('pageerror', (err) => problems.push(`page error (embed): ${err.message}`));
      await e.goto(`${base}?embed=1&variant=teams&humans=0&clock=3+5&lang=en`);
      await e.waitForSelector('.board-seat.to-move .board-seat-turn:not([hidden])', { timeout: 15000 });
      const inView = (b) => b !== null && b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5;
      const squares = await e.locator('[data-square]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
      assert(squares.length === 160 && squares.every(inView), 'a square is out of view');
      const seats = await e.locator('.board-seat').evaluateAll((els) => els.map((el) => ({ ms: el.dataset.ms, box: el.getBoundingClientRect().toJSON(), shown: !el.hidden })));
      assert(seats.length === 4 && seats.every((s) => s.shown && s.ms !== undefined && Number(s.ms) <= 180000 && inView({ x: s.box.x, y: s.box.y, width: s.box.width, height: s.box.height })), `clocks ${JSON.stringify(seats)}`);
      const turn = (await e.locator('.board-seat.to-move').getAttribute('data-board-clock')) ?? '';
      assert(turn === '0', `to move: seat ${turn}`);
      // Red's turn runs: its delay (5 s) counts down before its time does.
      const delay = (await e.locator('.board-seat[data-board-clock="0"] .board-seat-delay').textContent()) ?? '';
      assert(/^\+[0-5]\.\d$/.test(delay), `delay ${delay}`);
      await e.screenshot({ path: `${shots}embed-${width}x${height}.png` });
      await c.close();
    });
  }

  await test('clocks at the board: under ten seconds the running clock turns to the low-time colour', async () => {
    const c = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const e = await c.newPage();
    await e.goto(`${base}?variant=teams&humans=0&clock=0.2+0&lang=en`);
    await e.waitForSelector('.board-seat[data-board-clock="0"].running', { timeout: 15000 });
    assert(!(await e.locator('.board-seat[data-board-clock="0"]').evaluate((el) => el.classList.contains('low'))), 'not low at 12 s');
    await e.waitForSelector('.board-seat[data-board-clock="0"].running.low', { timeout: 8000 });
    const colour = await e.locator('.board-seat[data-board-clock="0"] .board-seat-time').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert(colour === 'rgb(198, 40, 40)', `low-time colour ${colour}`);
    await c.close();
  });

  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await test(`clocks at the board, Chaturanga at ${width}x${height}: four clocks in strips beside the board, none over a square; the squares keep their size`, async () => {
      const c = await browser.newContext({ viewport: { width, height } });
      const e = await c.newPage();
      e.on('pageerror', (err) => problems.push(`page error (chaturanga clocks): ${err.message}`));
      await e.goto(`${base}?variant=chaturanga&humans=0&clock=3+5&lang=en`);
      await e.waitForSelector('.board-seat.strip.to-move .board-seat-turn:not([hidden])', { timeout: 15000 });
      const rects = (sel) => e.locator(sel).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      const squares = await rects('[data-square]');
      const seats = await e.locator('.board-seat').evaluateAll((els) => els.map((el) => ({ ms: el.dataset.ms, box: el.getBoundingClientRect().toJSON(), shown: !el.hidden })));
      assert(squares.length === 64, `${squares.length} squares`);
      const inView = (b) => b.x >= 0 && b.y >= 0 && b.right <= width + 0.5 && b.bottom <= height + 0.5;
      assert(seats.length === 4 && seats.every((s) => s.shown && Number(s.ms) === 180000 && inView(s.box)), `clocks ${JSON.stringify(seats)}`);
      const overlaps = (a, b) => a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5;
      assert(seats.every((s) => squares.every((q) => !overlaps(s.box, q))), 'a clock lies over a square');
      // Two strips: two clocks above the board, two below it.
      const top = Math.min(...squares.map((q) => q.y));
      const bottom = Math.max(...squares.map((q) => q.bottom));
      assert(seats.filter((s) => s.box.bottom <= top + 0.5).length === 2 && seats.filter((s) => s.box.y >= bottom - 0.5).length === 2, 'not two above and two below');
      const side = squares[0].width;
      assert(side >= (width < 600 ? 40 : 60), `squares of ${side.toFixed(1)} px`);
      await e.screenshot({ path: `${shots}chaturanga-clocks-${width}.png` });
      await c.close();
    });
  }
}
