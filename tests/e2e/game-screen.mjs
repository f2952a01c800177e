// Browser tests of the game screen: every rule set played to its end by bots, a person's
// move by click, drag and keyboard, promotion, a Chaturanga turn with dice, take back,
// reload-and-resume, a corrupted and an old save, German, phone and desktop layouts, and
// the longest main-thread task (PerformanceObserver 'longtask').
// Run by run.mjs: gameScreenTests({ browser, base, test, assert, problems, shots }).

export const PROMOTION_FEN =
  'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,4,rP,5,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,1,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3';

/** Collects the longest main-thread task of a page (installed before any script runs). */
const LONGTASK_PROBE = () => {
  window.__tasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    window.__tasks = [[0, -1]];
  }
};

export async function gameScreenTests({ browser, base, test, assert, problems, shots }) {
  const watch = (page, tag) => {
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (${tag}): ${msg.text()}`));
    page.on('pageerror', (err) => problems.push(`page error (${tag}): ${err.message}`));
  };
  const ready = (page) => page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
  const board = (page, name) => page.locator('#board').getAttribute(name);
  const waitHumanTurn = (page, seat = '0') =>
    page.waitForFunction((s) => {
      const b = document.querySelector('#board');
      return b?.getAttribute('data-to-move') === s && !b.hasAttribute('data-busy');
    }, seat, { timeout: 15000 });
  const plies = async (page) => Number(await page.locator('.moves').getAttribute('data-plies'));
  let longest = 0;

  // ---- every rule set, bots on all seats, to the end ----
  const context = await browser.newContext({ viewport: { width: 1200, height: 860 } });
  await context.addInitScript(LONGTASK_PROBE);
  const games = [
    ['verney', '&moveLimit=40'],
    ['teams', '&moveLimit=40'],
    ['ffa', '&moveLimit=40'],
    ['chaturanga', ''],
  ];
  // One after another: parallel pages on a shared 2-core machine would inflate each other's tasks.
  for (const [variant, extra] of games)
      await test(`bots play a whole ${variant} game to its end; the result dialog names the reason`, async () => {
        const page = await context.newPage();
        watch(page, variant);
        const t0 = Date.now();
        await page.goto(`${base}?variant=${variant}&humans=&delay=0&level=1${extra}`);
        await ready(page);
        const interactive = Date.now() - t0;
        const readyAt = await page.evaluate(() => performance.now());
        await page.waitForSelector('#board[data-over]', { timeout: 90000 });
        await page.waitForSelector('#over-dialog[open]', { timeout: 5000 });
        const title = await page.locator('#over-dialog .over-title').textContent();
        const reason = await page.locator('#over-dialog .over-reason').textContent();
        // The reason, or who it happened to ("Green ◆ is checkmated."), said once, not both.
        const said = /(^|\. )Reason: /.test(reason ?? '') || / (is|are) checkmated\.$| resigned\.$| ran out of time\.$/.test(reason ?? '');
        assert(title && said, `dialog: ${title} / ${reason}`);
        // A Teams or Chaturanga mate names the mated player, not the bare reason.
        assert(variant === 'ffa' || !/Reason: checkmate$/.test(reason ?? ''), `no mated player: ${reason}`);
        // Free-for-all: the final standings, one row a player, best first.
        const rows = await page.locator('#over-dialog .over-standings:not([hidden]) tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.children[2]?.textContent)));
        if (variant === 'ffa') assert(rows.length === 4 && rows.every((p, i) => i === 0 || rows[i - 1] >= p), `standings ${rows}`);
        // Each score with its sources, which add up to it ("23 for captures, 10 at the end").
        const from = await page.locator('#over-dialog .over-standings:not([hidden]) tbody tr').evaluateAll((trs) =>
          trs.map((tr) => [Number(tr.children[2]?.textContent), [...(tr.children[3]?.textContent ?? '').matchAll(/(\d+) /g)].reduce((a, m) => a + Number(m[1]), 0)]),
        );
        if (variant === 'ffa') assert(from.every(([p, sum]) => p === sum), `sources ${JSON.stringify(from)}`);
        else assert(rows.length === 0, 'standings outside Free-for-all');
        if (variant === 'ffa') await page.screenshot({ path: `${shots}ffa-standings.png` });
        const n = await plies(page);
        // "Play again" keeps the rule set and its house rules (here the move limit).
        if (variant === 'ffa') {
          const saved = () =>
            page.evaluate(() => {
              const id = sessionStorage.getItem('fourchess.tab-game');
              const key = Object.keys(localStorage).find((k) => k.endsWith(`${id}`) && k !== 'fourchess.tab-game');
              return key === undefined ? null : JSON.parse(localStorage.getItem(key) ?? 'null');
            });
          const before = await saved();
          await page.click('#over-dialog .again');
          await page.waitForFunction((id) => sessionStorage.getItem('fourchess.tab-game') !== id, before?.id, { timeout: 5000 });
          const after = await saved();
          assert(after?.config.variant === 'ffa' && after.config.options.moveLimit === 40, `play again: ${JSON.stringify(after?.config)}`);
        }
        const [load, task] = await page.evaluate((at) => {
          const max = (xs) => Math.round(Math.max(0, ...xs.map(([, d]) => d)));
          return [max(window.__tasks.filter(([s]) => s < at)), max(window.__tasks.filter(([s]) => s >= at))];
        }, readyAt);
        longest = Math.max(longest, task);
        console.log(`       ${variant}: ${n} plies, "${title} ${reason}", ready in ${interactive} ms; longest task: loading ${load} ms, playing ${task} ms`);
        await page.close();
      });
  await context.close();
  console.log(`       longest main-thread task while bots play: ${longest} ms`);

  // ---- a person's moves ----
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 860 } });
  await ctx.addInitScript(LONGTASK_PROBE);
  const page = await ctx.newPage();
  watch(page, 'person');

  await test('a person moves by drag and drop (pointer events)', async () => {
    await page.goto(`${base}?variant=teams&humans=0&delay=0`);
    await ready(page);
    const box = async (sq) => page.locator(`[data-square="${sq}"]`).boundingBox();
    const from = await box('h2');
    const to = await box('h4');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 1, null, { timeout: 5000 });
    const first = await page.locator('.moves .move').first().textContent();
    assert(first?.includes('h2-h4'), `first move ${first}`);
    await waitHumanTurn(page);
  });

  await test('a person moves by click-click, the bots answer; take back returns to the person’s turn', async () => {
    await waitHumanTurn(page);
    const before = await plies(page);
    // The knight on j1: a pawn such as g2 may be pinned by then (a bot's b7-d7 opens the
    // a8-h1 diagonal for Blue's queen), the knight behind the bishop on i1 never is.
    await page.click('[data-square="j1"]');
    await page.waitForSelector('[data-legal]', { timeout: 5000 });
    await page.click('[data-square="i3"]');
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) >= n + 4, before, { timeout: 10000 });
    await waitHumanTurn(page);
    const fenAfterFirst = await board(page, 'data-fen4');
    await page.click('#undo');
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) === n, before, { timeout: 5000 });
    assert((await board(page, 'data-to-move')) === '0', 'seat 0 to move after take back');
    assert((await board(page, 'data-fen4')) !== fenAfterFirst, 'position changed back');
    assert((await page.locator('[data-square="j1"]').getAttribute('data-piece')) === '0N', 'j1 knight back');
  });

  await test('stepping back shows a past position without losing the game', async () => {
    const total = await plies(page);
    await page.click('[data-nav="first"]');
    await page.waitForSelector('#board[data-view-ply="0"]', { timeout: 5000 });
    assert((await page.locator('[data-square="h4"]').getAttribute('data-piece')) === null, 'h4 empty at the start');
    await page.click('[data-nav="next"]');
    await page.waitForSelector('#board[data-view-ply="1"]', { timeout: 5000 });
    await page.click('[data-nav="last"]');
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-view-ply'), null, { timeout: 5000 });
    assert((await plies(page)) === total, 'same game');
  });

  await test('keyboard: arrows move the focus, Enter selects and plays', async () => {
    const before = await plies(page);
    await page.focus('[data-square="e1"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp'); // f2
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    assert(focused === 'f2', `focus on ${focused}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-square="f3"][data-legal]', { timeout: 5000 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) > n, before, { timeout: 5000 });
    const said = await page.locator('#announce').textContent();
    assert(/played|passes/.test(said ?? ''), `announcement: ${said}`);
    await waitHumanTurn(page);
  });

  await test('reload resumes the game in progress', async () => {
    // No explicit game in the URL: the page resumes this tab's saved game.
    await page.goto(`${base}?delay=0`);
    await ready(page);
    const n = await plies(page);
    const fen = await board(page, 'data-fen4');
    assert(n >= 8, `resumed with ${n} plies`);
    await page.reload();
    await ready(page);
    await page.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, fen, { timeout: 5000 });
    assert((await plies(page)) === n, 'same number of plies after reload');
  });

  await test('a second tab keeps its own copy of the game', async () => {
    const other = await ctx.newPage();
    watch(other, 'tab 2');
    await other.goto(`${base}?delay=0`);
    await ready(other);
    const ids = await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fourchess.game.')).length);
    assert(ids >= 2, `expected a forked game key, found ${ids}`);
    const mine = await page.evaluate(() => sessionStorage.getItem('fourchess.tab-game'));
    const theirs = await other.evaluate(() => sessionStorage.getItem('fourchess.tab-game'));
    assert(mine && theirs && mine !== theirs, `tab ids ${mine} ${theirs}`);
    await other.close();
  });

  await test('a corrupted save gives a clear message and a fresh game; the entry is set aside', async () => {
    await page.evaluate(() => {
      const id = sessionStorage.getItem('fourchess.tab-game');
      localStorage.setItem(`fourchess.game.${id}`, '{"format":"fourchess-game","version":1,"moves":[7');
    });
    await page.reload();
    await ready(page);
    await page.waitForSelector('#notice:not([hidden])', { timeout: 5000 });
    const text = await page.locator('#notice span').textContent();
    assert(/damaged/.test(text ?? ''), `notice: ${text}`);
    assert((await plies(page)) === 0, 'fresh game');
    const bad = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fourchess.bad.')).map((k) => localStorage.getItem(k)));
    assert(bad.some((v) => v?.includes('"moves":[7')), 'bad entry kept');
  });

  await test('a save from an older version is set aside with its own message', async () => {
    await page.evaluate(() => {
      const id = sessionStorage.getItem('fourchess.tab-game');
      localStorage.setItem(`fourchess.game.${id}`, JSON.stringify({ version: 0, variant: 'verney', moves: 'e2-e3' }));
    });
    await page.reload();
    await ready(page);
    await page.waitForSelector('#notice:not([hidden])', { timeout: 5000 });
    const text = await page.locator('#notice span').textContent();
    assert(/older version/.test(text ?? ''), `notice: ${text}`);
  });

  await test('promotion: the chooser offers every piece and plays the one chosen', async () => {
    await page.goto(`${base}?variant=teams&humans=0&delay=0&fen4=${encodeURIComponent(PROMOTION_FEN)}`);
    await ready(page);
    await page.click('[data-square="g10"]');
    await page.click('[data-square="g11"]');
    await page.waitForSelector('#promo-dialog[open] [data-promotion="N"]', { timeout: 5000 });
    const kinds = await page.locator('#promo-dialog [data-promotion]').evaluateAll((els) => els.map((e) => e.dataset.promotion).join(''));
    assert(kinds.length >= 4 && kinds.includes('Q'), `choices ${kinds}`);
    await page.click('#promo-dialog [data-promotion="N"]');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 1, null, { timeout: 5000 });
    const first = await page.locator('.moves .move').first().textContent();
    assert(first?.includes('g10-g11=N'), `move ${first}`);
  });

  await test('promotion by keyboard: the chooser shows the army\'s pieces; arrows move, Enter chooses', async () => {
    await page.goto(`${base}?variant=teams&humans=0&delay=0&fen4=${encodeURIComponent(PROMOTION_FEN)}`);
    await ready(page);
    await page.focus('[data-square="g10"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#promo-dialog[open] [data-promotion] canvas', { timeout: 5000 });
    await page.screenshot({ path: `${shots}promotion.png` });
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-promotion'));
    assert(focused !== null && focused !== undefined, 'no choice has the focus');
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-promotion'));
    assert(next !== focused, 'the arrow did not move the focus');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 1, null, { timeout: 5000 });
    const first = await page.locator('.moves .move').first().textContent();
    assert(first?.includes(`g10-g11=${next}`), `move ${first}, chose ${next}`);
  });

  await test('Chaturanga: roll, choose a die, move with it or pass, until the turn passes', async () => {
    await page.goto(`${base}?variant=chaturanga&humans=0&delay=0`);
    await ready(page);
    // Roll as a person does: a click that lands while the page turns busy for a moment
    // (the button then redraws disabled) is clicked again once it is enabled. The dice
    // list appeared after 0.1 s alone, and once took over 15 s in the full suite.
    await page.waitForSelector('#dice .roll:not([disabled])', { timeout: 5000 });
    await page.click('#dice .roll');
    for (let tries = 1; (await page.locator('#dice .dice-list').count()) === 0; tries++) {
      // The dice, or the roll button still there and enabled (the click was lost).
      await page.waitForSelector('#dice .dice-list, #dice .roll:not([disabled])', { timeout: 15000 });
      if ((await page.locator('#dice .dice-list').count()) > 0) break;
      await page.waitForTimeout(500);
      if ((await page.locator('#dice .dice-list').count()) > 0) break;
      assert(tries < 3, 'three clicks on the roll showed no dice');
      await page.locator('#dice .roll:not([disabled])').click({ timeout: 1000 }).catch(() => {});
    }
    for (let step = 0; step < 10; step++) {
      if ((await board(page, 'data-to-move')) !== '0') break;
      await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-busy'));
      // The dice panel redraws after the move lands: wait for a die or a pass to choose, or the turn to end.
      await page.waitForFunction(
        () => document.querySelector('#board')?.getAttribute('data-to-move') !== '0' || document.querySelector('#dice .die:not([disabled]), #dice [data-move]:not([disabled])') !== null,
        null,
        { timeout: 5000 },
      );
      if ((await board(page, 'data-to-move')) !== '0') break;
      const die = page.locator('#dice .die:not([disabled])').first();
      if ((await die.count()) > 0) {
        await die.click();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // The board now offers only the chosen die's pieces: click ours until one shows targets.
        const squares = await page.locator('[data-piece^="0"]').evaluateAll((els) => els.map((e) => e.dataset.square));
        let moved = false;
        for (const sq of squares) {
          await page.click(`[data-square="${sq}"]`);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          if ((await page.locator('[data-legal]').count()) > 0) {
            const before = await plies(page);
            await page.locator('[data-legal]').first().click();
            await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) > n, before, { timeout: 5000 });
            moved = true;
            break;
          }
        }
        assert(moved, 'a die with moves offered no piece');
      } else {
        const pass = page.locator('#dice [data-move]:not([disabled])').first();
        // The panel redrew between the wait above and this look (a loaded machine): look again
        // (the wait at the top fails if the turn really offers nothing).
        if ((await pass.count()) === 0) continue;
        const before = await plies(page);
        await pass.click();
        await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) > n, before, { timeout: 15000 });
      }
    }
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') !== '0', null, { timeout: 15000 });
    const turn = await page.locator('.moves .move').first().textContent();
    assert(/@\d-\d/.test(turn ?? ''), `first turn ${turn}`);
    await page.screenshot({ path: `${shots}chaturanga.png` });
  });

  await test('German: ?lang=de translates the game screen', async () => {
    await page.goto(`${base}?variant=verney&humans=0&delay=0&lang=de`);
    await ready(page);
    assert((await page.locator('#new-game').textContent()) === 'Neues Spiel', 'button text');
    assert((await page.locator('[data-square="e2"]').getAttribute('aria-label')) === 'e2, Gelb Bauer', 'square label');
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.querySelector('#new-game')?.textContent === 'New game');
  });

  await test('the new game dialog starts a chosen rule set with chosen players', async () => {
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    // The seats as the engine names them, for the rule set chosen.
    const seatNames = async () => (await page.locator('#new-dialog fieldset.players label > span').allTextContents()).join(' ');
    assert((await seatNames()) === 'Yellow ● Red ▲ White ■ Black ◆', `Verney seats: ${await seatNames()}`);
    await page.check('#new-dialog input[value="ffa"]');
    assert((await seatNames()) === 'Red ● Blue ▲ Yellow ■ Green ◆', `Free-for-all seats: ${await seatNames()}`);
    await page.selectOption('#new-dialog select[name="seat2"]', 'h');
    await page.click('#new-dialog button[value="start"]');
    await page.waitForFunction(() => document.querySelector('.seat[data-seat="2"] .player')?.value === 'h', null, { timeout: 5000 });
    const fen = await board(page, 'data-fen4');
    assert(fen?.length > 20, 'a position');
    // Hand seat 0 to the bot during the game: it moves.
    await page.selectOption('.seat[data-seat="0"] .player', 'b1');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 1, null, { timeout: 5000 });
  });
  const personTask = await page.evaluate(() => Math.round(Math.max(0, ...window.__tasks.map(([, d]) => d))));
  longest = Math.max(longest, personTask);
  console.log(`       longest main-thread task, person's game page: ${personTask} ms; overall ${longest} ms`);
  await ctx.close();

  // ---- layouts ----
  for (const [name, width, height] of [['phone', 360, 740], ['desktop', 1600, 1000]]) {
    await test(`${name} layout (${width}x${height}): no horizontal scroll, board and panels visible`, async () => {
      const c = await browser.newContext({ viewport: { width, height }, hasTouch: name === 'phone' });
      const p = await c.newPage();
      watch(p, name);
      await p.goto(`${base}?variant=teams&humans=0&delay=0`);
      await ready(p);
      await p.click('[data-square="h2"]');
      await p.waitForTimeout(150);
      const m = await p.evaluate(() => ({ sw: document.documentElement.scrollWidth, w: window.innerWidth, board: document.querySelector('#board').getBoundingClientRect().width }));
      assert(m.sw <= m.w, `horizontal scroll: ${m.sw} > ${m.w}`);
      assert(m.board >= Math.min(width, height) * 0.8 || m.board >= 340, `board width ${m.board}`);
      await p.screenshot({ path: `${shots}${name}.png` });
      await c.close();
    });
  }
  return longest;
}
