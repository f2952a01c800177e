// Browser tests of following the game (issue "Follow the game"): every seat's last move
// is marked on its squares ([data-last-from="N"], [data-last-to="N"]) after a round and
// while stepping back through the moves.
// Run by run.mjs: followGameTests({ browser, base, test, assert, problems, shots }).

export async function followGameTests({ browser, base, test, assert, problems, shots }) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (follow): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (follow): ${err.message}`));
  /** Seat -> [from, to] squares marked for it. */
  const marks = () =>
    page.evaluate(() => {
      const out = {};
      for (const [attr, i] of [['data-last-from', 0], ['data-last-to', 1]]) {
        for (const el of document.querySelectorAll(`[${attr}]`)) {
          for (const seat of el.getAttribute(attr).split(' ')) {
            out[seat] ??= [null, null];
            out[seat][i] = el.dataset.square;
          }
        }
      }
      return out;
    });

  await test('every seat’s last move is marked in its colour after a round, and while stepping back', async () => {
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await page.click('[data-square="h2"]');
    await page.click('[data-square="h3"]');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) === 4 && document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, {
      timeout: 15000,
    });
    await page.waitForFunction(() => document.querySelectorAll('[data-last-to]').length === 4, null, { timeout: 2000 }).catch(() => {});
    const all = await marks();
    assert(['0', '1', '2', '3'].every((s) => all[s]?.[0] && all[s]?.[1]), `marks ${JSON.stringify(all)}`);
    assert(all['0'][0] === 'h2' && all['0'][1] === 'h3', `Red's mark ${all['0']}`);
    await page.screenshot({ path: `${shots}last-moves.png` });
    // One move back: Green's move is not on the board yet, so Green has no mark.
    await page.click('[data-nav="prev"]');
    await page.waitForSelector('#board[data-view-ply="3"]');
    await page.waitForFunction(() => !document.querySelector('[data-last-to~="3"]'), null, { timeout: 2000 });
    const back = await marks();
    assert(back['3'] === undefined && back['0'][1] === 'h3' && back['2'] !== undefined, `marks at ply 3 ${JSON.stringify(back)}`);
    await page.click('[data-nav="first"]');
    await page.waitForSelector('#board[data-view-ply="0"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-last-from],[data-last-to]').length === 0, null, { timeout: 2000 });
  });
  await test('keys step through the moves on the game screen; lone R and T entries read as words', async () => {
    // The game of the test before: 4 moves, back at the start position after "first".
    await page.locator('.movebox h2').click();
    await page.keyboard.press('End');
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-view-ply'));
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#board[data-view-ply="3"]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#board[data-view-ply="2"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#board[data-view-ply="3"]');
    await page.keyboard.press('Home');
    await page.waitForSelector('#board[data-view-ply="0"]');
    await page.keyboard.press('End');
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-view-ply'));
    // Arrow keys on the board still move the focus between squares, not through the moves.
    await page.focus('[data-square="h3"]');
    await page.keyboard.press('ArrowLeft');
    assert((await page.locator('#board').getAttribute('data-view-ply')) === null, 'an arrow on the board stepped the moves');
    // A Teams timeout: the lone T reads as words.
    await page.goto(`${base}?variant=teams&humans=0&clock=0.05+0`);
    await page.waitForSelector('#board[data-over]', { timeout: 8000 });
    await page.click('#over-dialog .close');
    const entry = page.locator('.moves button[data-ply="1"]');
    assert(/ran out of time/.test((await entry.textContent()) ?? ''), `entry ${await entry.textContent()}`);
    assert((await entry.getAttribute('aria-label')) === 'Red ran out of time', `label ${await entry.getAttribute('aria-label')}`);
  });
  await test('teams: partners share a frame, the status line names the team to move; none in Free-for-all', async () => {
    for (const [variant, first, team] of [
      ['teams', 'Red ● and Yellow ■', 'Blue ▲ and Green ◆'],
      ['verney', 'Yellow ● and White ■', 'Red ▲ and Black ◆'],
      ['chaturanga', 'White ● and Black ■', 'Red ▲ and Green ◆'],
    ]) {
      await page.goto(`${base}?variant=${variant}&humans=0,1,2,3`);
      await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
      const groups = await page.locator('.seats > .team').evaluateAll((els) =>
        els.map((e) => ({ name: e.querySelector('.team-name')?.textContent, seats: [...e.querySelectorAll('.seat')].map((s) => s.dataset.seat) })),
      );
      assert(groups.length === 2 && groups[0].name === first && groups[1].name === team, `${variant}: ${JSON.stringify(groups)}`);
      assert(groups[0].seats.join() === '0,2' && groups[1].seats.join() === '1,3', `${variant}: ${JSON.stringify(groups)}`);
      const turn = (await page.locator('.turn').textContent()) ?? '';
      assert(turn.includes(`(team ${first})`), `${variant}: status "${turn}"`);
      await page.screenshot({ path: `${shots}teams-${variant}.png` });
    }
    await page.goto(`${base}?variant=ffa&humans=0,1,2,3`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    assert((await page.locator('.seats > .team').count()) === 0 && (await page.locator('.seats > .seat').count()) === 4, 'Free-for-all grouped');
  });
  await test('arrows and circles: right-drag draws, right-click circles, a left click clears; no piece moves', async () => {
    await page.goto(`${base}?variant=teams&humans=0,1,2,3`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    const fen = await page.locator('#board').getAttribute('data-fen4');
    const centre = async (sq) => {
      const b = await page.locator(`[data-square="${sq}"]`).boundingBox();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [x0, y0] = await centre('e2');
    const [x1, y1] = await centre('e4');
    await page.mouse.move(x0, y0);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(x1, y1, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    await page.waitForSelector('#board[data-shapes="1"]');
    await page.click('[data-square="k6"]', { button: 'right' });
    await page.waitForSelector('#board[data-shapes="2"] [data-square="k6"][data-circle]');
    await page.screenshot({ path: `${shots}shapes.png` });
    assert((await page.locator('#board').getAttribute('data-fen4')) === fen, 'a shape moved a piece');
    await page.click('[data-square="k7"]');
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-shapes'));
    // Touch: a long press on a square, released on another, draws an arrow too.
    await page.evaluate(async ([a, b]) => {
      const at = (x, y) => document.elementFromPoint(x, y);
      const ev = (type, [x, y]) => new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch', button: 0, clientX: x, clientY: y, isPrimary: true });
      at(...a).dispatchEvent(ev('pointerdown', a));
      await new Promise((r) => setTimeout(r, 600));
      at(...b).dispatchEvent(ev('pointerup', b));
    }, [await centre('h2'), await centre('h4')]);
    await page.waitForSelector('#board[data-shapes="1"]', { timeout: 2000 });
    assert((await page.locator('#board').getAttribute('data-fen4')) === fen, 'a long press moved a piece');
  });

  await test('piece sets: signs first and high contrast redraw the pieces and are kept', async () => {
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    const picture = () => page.evaluate(() => document.querySelector('#board canvas').toDataURL());
    const seen = new Set([await picture()]);
    for (const set of ['signs', 'contrast', 'standard']) {
      await page.click('#new-game');
      await page.selectOption('#new-dialog select[name="seat0"]', 'h');
      await page.selectOption('#new-dialog select[name="pieceSet"]', set);
      await page.click('#new-dialog button[value="start"]');
      await page.waitForFunction(() => !document.querySelector('#new-dialog[open]'));
      await page.waitForTimeout(300);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('fourchess.settings') ?? '{}').pieceSet);
      assert(saved === set, `saved piece set ${saved}, wanted ${set}`);
      const shot = await picture();
      if (set !== 'standard') {
        assert(!seen.has(shot), `${set}: the board looks as before`);
        await page.screenshot({ path: `${shots}pieces-${set}.png` });
      } else assert(seen.has(shot), 'standard again: not the first picture');
      seen.add(shot);
    }
  });

  await test('hints (a house rule): the engine’s move shown on request, the move made after it marked', async () => {
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0&hints=1`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    assert(await page.locator('#hint').isVisible(), 'no Hint button with the house rule on');
    const before = await page.evaluate(() => document.querySelector('#board canvas').toDataURL());
    await page.click('#hint');
    await page.waitForSelector('.hint-text[data-hint]', { timeout: 10000 });
    const hint = await page.locator('.hint-text').evaluate((e) => ({ text: e.dataset.hint, from: e.dataset.hintFrom, to: e.dataset.hintTo }));
    assert(hint.from && hint.to && (await page.locator('.hint-text').textContent()) === `Hint: ${hint.text}`, `hint ${JSON.stringify(hint)}`);
    assert((await page.evaluate(() => document.querySelector('#board canvas').toDataURL())) !== before, 'no hint arrow drawn');
    await page.screenshot({ path: `${shots}hint.png` });
    await page.click(`[data-square="${hint.from}"]`);
    await page.click(`[data-square="${hint.to}"]`);
    await page.waitForSelector('.moves .move.hinted[data-ply="1"]', { timeout: 10000 });
    assert(!(await page.locator('.hint-text').getAttribute('data-hint')), 'the hint outlived its position');
    // Without the house rule there is no button.
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    assert(!(await page.locator('#hint').isVisible()), 'a Hint button without the house rule');
  });

  await test('phone (360x740), English and German: no header button overflows its text', async () => {
    for (const lang of ['en', 'de']) {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      const p = await phone.newPage();
      await p.goto(`${base}?variant=teams&humans=0&lang=${lang}`);
      await p.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
      const over = await p.locator('.actions button').evaluateAll((els) =>
        els.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent),
      );
      assert(over.length === 0, `${lang}: overflowing ${over.join(', ')}`);
      // One row (New game, Take back, Resign, More): the board starts high on the phone.
      const boardTop = await p.evaluate(() => document.querySelector('#board').getBoundingClientRect().top);
      assert(boardTop < 110, `${lang}: the board starts at ${boardTop} px`);
      // The rest is behind More; Escape closes it and gives the focus back.
      assert(!(await p.locator('#share').isVisible()), `${lang}: Share shows before More is opened`);
      await p.click('#more');
      assert((await p.getAttribute('#more', 'aria-expanded')) === 'true' && (await p.locator('#share').isVisible()), `${lang}: More did not open`);
      // Share, Export and Import show their words, inside their buttons.
      const unlabelled = await p.locator('.icon-button').evaluateAll((els) =>
        els
          .filter((b) => {
            const label = b.querySelector('.label')?.getBoundingClientRect();
            const box = b.getBoundingClientRect();
            return !label || label.width < 10 || label.height < 6 || label.left < box.left - 1 || label.right > box.right + 1;
          })
          .map((b) => b.id),
      );
      assert(unlabelled.length === 0, `${lang}: no visible label on ${unlabelled.join(', ')}`);
      await p.screenshot({ path: `${shots}phone-header-${lang}.png` });
      await p.keyboard.press('Escape');
      assert((await p.getAttribute('#more', 'aria-expanded')) === 'false' && !(await p.locator('#share').isVisible()), `${lang}: Escape did not close More`);
      assert(await p.evaluate(() => document.activeElement?.id === 'more'), `${lang}: the focus is not back on More`);
      // The New game dialog of every rule set fits: nothing wider than the dialog.
      for (const variant of ['verney', 'teams', 'ffa', 'chaturanga']) {
        await p.click('#new-game');
        await p.check(`#new-dialog input[name="variant"][value="${variant}"]`);
        const wide = await p.evaluate(() => {
          const d = document.querySelector('#new-dialog');
          const right = d.getBoundingClientRect().right;
          const out = d.scrollWidth > d.clientWidth + 1 ? ['the dialog scrolls sideways'] : [];
          for (const el of d.querySelectorAll('label, select, input, button, legend')) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && r.right > right + 1) out.push(`${el.tagName} "${(el.textContent ?? '').slice(0, 30)}"`);
            if (el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) out.push(`button "${el.textContent}" overflows`);
          }
          return out;
        });
        assert(wide.length === 0, `${lang} ${variant}: ${wide.join('; ')}`);
        await p.keyboard.press('Escape');
      }
      // The rules and replay pages keep their language switch on the screen.
      for (const url of [`rules.html?lang=${lang}`, `replay.html?lang=${lang}`]) {
        await p.goto(`${base}${url}`);
        await p.waitForSelector('.site-header .lang-switch button');
        const hidden = await p.evaluate(() => {
          const out = [];
          for (const el of document.querySelectorAll('.site-header .lang-switch button, .site-nav a')) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.left < 0 || r.right > window.innerWidth + 0.5) out.push(el.textContent);
          }
          const header = document.querySelector('.site-header');
          if (header.scrollWidth > header.clientWidth + 1) out.push('the header scrolls sideways');
          return out;
        });
        assert(hidden.length === 0, `${lang} ${url}: off screen ${hidden.join(', ')}`);
      }
      await p.screenshot({ path: `${shots}phone-replay-${lang}.png` });
      await phone.close();
    }
  });

  await test('embedded at 480x600: the board whole on screen, the players and the move list a scroll away', async () => {
    const small = await browser.newContext({ viewport: { width: 480, height: 600 } });
    const p = await small.newPage();
    await p.goto(`${base}?embed=1&variant=teams&humans=1&level=1&delay=0&lang=de`);
    await p.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    const box = (sel) => p.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    }, sel);
    const board = await box('#board');
    assert(board.top >= 0 && board.bottom <= 600 && board.height >= 380, `board ${JSON.stringify(board)}`);
    for (const sel of ['.seats', '.movebox']) {
      await p.locator(sel).scrollIntoViewIfNeeded();
      const r = await box(sel);
      assert(r.height > 40 && r.top >= 0 && r.top < 600, `${sel} not reachable: ${JSON.stringify(r)}`);
    }
    await p.screenshot({ path: `${shots}embed-480x600.png` });
    await small.close();
  });
  await ctx.close();
}
