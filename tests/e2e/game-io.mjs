// Browser tests of the game screen's Share / Export / Import and of Chaturanga's boats:
// a share link made after a few moves opened in a fresh browser (same position, the right
// seat to move) and a link sent back; the clipboard refused (the link stays in a field);
// export PGN4 (download) and import it back; a FEN4 start; bad imports keep the game.
// Run by run.mjs: gameIoTests({ browser, base, test, assert, problems, shots }).

export async function gameIoTests({ browser, base, test, assert, problems, shots }) {
  const watch = (page, tag) => {
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (${tag}): ${msg.text()}`));
    page.on('pageerror', (err) => problems.push(`page error (${tag}): ${err.message}`));
    return page;
  };
  const ready = (page) => page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
  const attr = (page, name) => page.locator('#board').getAttribute(name);
  const turnOf = (page, seat) =>
    page.waitForFunction((s) => {
      const b = document.querySelector('#board');
      return b?.getAttribute('data-to-move') === s && !b.hasAttribute('data-busy');
    }, seat, { timeout: 15000 });
  const plies = async (page) => Number(await page.locator('.moves').getAttribute('data-plies'));
  /** Plays the first legal move of the first piece of `seat` that has one. */
  const playAny = async (page, seat) => {
    const before = await plies(page);
    for (const sq of await page.locator(`[data-piece^="${seat}"]`).evaluateAll((els) => els.map((e) => e.dataset.square))) {
      await page.click(`[data-square="${sq}"]`);
      await page.waitForSelector(`[data-square="${sq}"][data-selected]`, { timeout: 2000 }).catch(() => {});
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      if ((await page.locator('[data-legal]').count()) > 0) {
        await page.locator('[data-legal]').first().click();
        await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) > n, before, { timeout: 5000 });
        return;
      }
    }
    throw new Error(`seat ${seat} found no move`);
  };
  const share = async (page) => {
    await page.click('#share');
    await page.waitForSelector('#share-dialog[open]'); // the dialog loads on first use
    await page.waitForSelector('#share-dialog[open][data-copied]', { timeout: 5000 });
    const link = await page.locator('#share-dialog .io-text').inputValue();
    if (!/#g=/.test(link)) throw new Error(`no link: "${link}"`);
    const copied = await page.locator('#share-dialog').getAttribute('data-copied');
    const status = await page.locator('#share-dialog .io-status').textContent();
    await page.click('#share-dialog .close');
    return { link, copied, status };
  };

  const permissions = ['clipboard-read', 'clipboard-write'];
  const ctxA = await browser.newContext({ viewport: { width: 1200, height: 860 }, permissions });
  const a = watch(await ctxA.newPage(), 'friend A');
  const ctxB = await browser.newContext({ viewport: { width: 1200, height: 860 }, permissions });
  const b = watch(await ctxB.newPage(), 'friend B');
  let exportedFen = '';

  await test('share: a link after a few moves opens in a fresh browser at the same position, the right seat to move', async () => {
    await a.goto(`${base}?variant=verney&humans=0,2&delay=0`);
    await ready(a);
    await playAny(a, '0');
    await turnOf(a, '2');
    const fenA = await attr(a, 'data-fen4');
    const { link, copied, status } = await share(a);
    assert(/index\.html#g=[A-Za-z0-9_-]+$/.test(link), `link ${link}`);
    assert(copied === 'true' && /copied/i.test(status ?? ''), `copied ${copied}: ${status}`);
    assert((await a.evaluate(() => navigator.clipboard.readText())) === link, 'clipboard holds the link');
    await b.goto(link);
    await ready(b);
    await b.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, fenA, { timeout: 5000 });
    assert((await attr(b, 'data-to-move')) === '2', `to move ${await attr(b, 'data-to-move')}`);
    assert((await plies(b)) === 2, `plies ${await plies(b)}`);
    assert((await b.locator('.seat[data-seat="2"] .player').inputValue()) === 'h', 'seat 2 is a person');
    assert(!b.url().includes('#g='), 'the fragment is cleared after loading');
  });

  await test('share: the friend moves and sends a link back; it continues at the first device', async () => {
    await playAny(b, '2');
    await turnOf(b, '0');
    const fenB = await attr(b, 'data-fen4');
    const { link } = await share(b);
    await a.goto(link);
    await ready(a);
    await a.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, fenB, { timeout: 5000 }).catch((e) => {
      throw new Error(`${e.message.split('\n')[0]} link ${link} at ${a.url()}`);
    });
    assert((await attr(a, 'data-to-move')) === '0', 'seat 0 to move');
    assert((await plies(a)) === 4, `plies ${await plies(a)}`);
  });

  await test('share: a refused clipboard leaves the link selected in a visible field', async () => {
    await b.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await b.click('#share');
    await b.waitForSelector('#share-dialog[open]'); // the dialog loads on first use
    await b.waitForSelector('#share-dialog[open][data-copied="false"]', { timeout: 5000 });
    const field = b.locator('#share-dialog .io-text');
    assert(await field.isVisible(), 'field visible');
    assert(/#g=/.test(await field.inputValue()), 'field holds the link');
    const status = await b.locator('#share-dialog .io-status').textContent();
    assert(/not available/.test(status ?? ''), `status ${status}`);
    assert(await b.evaluate(() => document.activeElement?.classList.contains('io-text')), 'field focused');
    await b.click('#share-dialog .close');
  });

  await test('export PGN4 (download and copy), then import it back: the same position', async () => {
    const fen = await attr(a, 'data-fen4');
    const n = await plies(a);
    await a.click('#export');
    await a.waitForSelector('#export-dialog[open]'); // the dialog loads on first use
    await a.waitForSelector('#export-dialog[open]');
    const [download] = await Promise.all([a.waitForEvent('download'), a.click('[data-io="download-pgn4"]')]);
    assert(new RegExp(`^fourchess-verney-\\d{4}-\\d\\d-\\d\\d-${n}plies\\.pgn4$`).test(download.suggestedFilename()), `${download.suggestedFilename()} ${n} ${await a.url()}`);
    const { readFileSync } = await import('node:fs');
    const pgn4 = readFileSync(await download.path(), 'utf8');
    assert(pgn4.includes('[Variant') && pgn4.includes('1.'), `pgn4 ${pgn4.slice(0, 80)}`);
    await a.click('[data-io="copy-pgn4"]');
    await a.waitForSelector('#export-dialog[data-copied="true"]');
    assert((await a.locator('#export-dialog .io-text').inputValue()).trim() === pgn4.trim(), 'copied text = file');
    await a.click('[data-io="copy-fen4"]');
    exportedFen = (await a.locator('#export-dialog .io-text').inputValue()).trim();
    assert(exportedFen === fen, 'FEN4 copied');
    await a.click('#export-dialog .close');
    await a.goto(`${base}?variant=teams&humans=0&delay=0`);
    await ready(a);
    assert((await attr(a, 'data-fen4')) !== fen, 'another game');
    await a.click('#import');
    await a.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await a.locator('#import-dialog .io-file').setInputFiles({ name: 'game.pgn4', mimeType: 'text/plain', buffer: Buffer.from(pgn4) });
    await a.waitForSelector('#import-dialog:not([open])', { state: 'attached', timeout: 5000 }).catch(async (e) => {
      await a.screenshot({ path: `${shots}import-fail.png` });
      throw new Error(`${e.message.split('\n')[0]}: ${await a.locator('#import-dialog .io-error').textContent()} ${await a.locator('#import-dialog').evaluate((d) => d.open)} ${a.url()}`);
    });
    await a.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, fen, { timeout: 5000 });
    assert((await plies(a)) === n, 'same moves');
  });

  await test('import: bad input shows a message in the dialog and the game goes on', async () => {
    const fen = await attr(a, 'data-fen4');
    const error = a.locator('#import-dialog .io-error');
    await a.click('#import');
    await a.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await a.click('#import-dialog .load');
    assert(/Nothing to load/.test((await error.textContent()) ?? ''), `empty: ${await error.textContent()}`);
    await a.fill('#import-dialog .io-text', '[Variant "Verney"]\n\n1. e2-e9');
    await a.click('#import-dialog .load');
    await a.waitForFunction(() => /Could not load it/.test(document.querySelector('#import-dialog .io-error')?.textContent ?? ''), null, { timeout: 5000 });
    await a.fill('#import-dialog .io-text', exportedFen);
    await a.click('#import-dialog .load');
    assert(/looks like a FEN4/.test((await error.textContent()) ?? ''), `fen as pgn: ${await error.textContent()}`);
    await a.locator('#import-dialog .io-file').setInputFiles({ name: 'big.pgn4', mimeType: 'text/plain', buffer: Buffer.alloc(1024 * 1024 + 1, 32) });
    await a.waitForFunction(() => /larger than 1 MB/.test(document.querySelector('#import-dialog .io-error')?.textContent ?? ''), null, { timeout: 5000 });
    assert(await a.locator('#import-dialog').evaluate((d) => d.open), 'dialog still open');
    assert((await attr(a, 'data-fen4')) === fen, 'the game is kept');
    assert((await a.locator('.result').textContent()) === '', 'no error on the game');
    await a.click('#import-dialog .close');
    await playAny(a, '0'); // and it still plays
  });

  await test('import: a FEN4 with a rule set starts a new game from it', async () => {
    await a.click('#import');
    await a.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await a.check('#import-dialog input[value="fen4"]');
    await a.selectOption('#import-dialog .io-rules', 'verney');
    await a.fill('#import-dialog .io-text', exportedFen);
    await a.click('#import-dialog .load');
    // A game is in progress: the import asks first; "Keep playing" keeps it, "Load it" loads.
    await a.waitForSelector('#confirm-dialog[open]', { timeout: 5000 });
    assert(/kept under Games/.test((await a.locator('#confirm-text').textContent()) ?? ''), 'the question says where the old game goes');
    const kept = await attr(a, 'data-fen4');
    await a.click('#confirm-dialog .cancel');
    assert((await attr(a, 'data-fen4')) === kept && (await a.locator('#import-dialog').evaluate((d) => d.open)), 'Keep playing keeps the game and the dialog');
    await a.click('#import-dialog .load');
    await a.click('#confirm-dialog .ok');
    await a.waitForSelector('#import-dialog:not([open])', { state: 'attached', timeout: 5000 });
    await a.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, exportedFen, { timeout: 5000 });
    assert((await plies(a)) === 0, 'a new game from the position');
  });
  await test('a record with house rules survives a reload (the 1892 club game: double steps)', async () => {
    const { readFileSync } = await import('node:fs');
    const record = readFileSync('tests/games/verney/1892-london-v-cambridge.pgn4', 'utf8');
    await a.click('#import');
    await a.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await a.locator('#import-dialog .io-file').setInputFiles({ name: '1892.pgn4', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await a.waitForSelector('#import-dialog:not([open])', { state: 'attached', timeout: 5000 });
    await a.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 24, null, { timeout: 5000 });
    // The page was opened with ?variant=..., which starts afresh: come back without it.
    await a.goto(base);
    await ready(a);
    await a.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 24, null, { timeout: 10000 });
    const listed = (await a.locator('.moves').textContent()) ?? '';
    assert(listed.includes('j13-j11'), 'the double step is still in the game after the reload');
    const notice = (await a.locator('#notice').textContent()) ?? '';
    assert(!/set aside|could not|beiseite/i.test(notice), `notice: ${notice}`);
  });

  await ctxA.close();
  await ctxB.close();

  await test('Chaturanga: the B pieces are boats (drawn as boats, named boat / Boot)', async () => {
    const c = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const p = watch(await c.newPage(), 'boats');
    await p.goto(`${base}?variant=chaturanga&humans=0&delay=0`);
    await ready(p);
    const labels = await p.locator('[data-piece$="B"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert(labels.length === 4 && labels.every((l) => / boat$/.test(l ?? '')), `labels ${labels.join(' | ')}`);
    await p.screenshot({ path: `${shots}boats.png` });
    await p.selectOption('#lang', 'de');
    await p.waitForFunction(() => / Boot$/.test(document.querySelector('[data-piece$="B"]')?.getAttribute('aria-label') ?? ''));
    assert((await p.locator('#share .label').textContent()) === 'Teilen', 'German share button');
    await p.click('#import');
    await p.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    assert((await p.locator('#import-title').textContent()) === 'Partie importieren', 'German import dialog');
    await c.close();
  });
}
