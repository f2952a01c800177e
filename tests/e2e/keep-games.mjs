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
    assert(/kept under Games/.test(text) && /Teams, 4 moves/.test(text), `notice: ${text}`);
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
    assert(rows.some((r) => /Teams/.test(r) && /4 moves/.test(r) && /in progress/.test(r)), `rows ${JSON.stringify(rows)}`);
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
}
