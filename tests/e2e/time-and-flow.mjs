// Browser tests of clocks, premoves and the questions before Resign and New game:
// ?clock= starts clocked games ([data-clock="N"] with data-ms); the delay, then the
// running clock counts down; a flag falls (Free-for-all: the seat is out, `T` in the
// record; Teams: the game ends); clocks survive a reload and go into the PGN4; a premove
// queued while bots think is drawn and played; a right-click drops it; Resign and New
// game ask first and Escape keeps the game.
// Run by run.mjs: timeAndFlowTests({ browser, base, test, assert, problems, shots }).

export async function timeAndFlowTests({ browser, base, test, assert, problems, shots }) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (time): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (time): ${err.message}`));
  const board = page.locator('#board');
  const ready = () => page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
  /** Each seat's clock in ms, by seat (the panel may group the seats by team). */
  const clocks = () =>
    page.locator('[data-clock]').evaluateAll((els) => {
      const out = [];
      for (const e of els) out[Number(e.dataset.clock)] = Number(e.dataset.ms);
      return out;
    });
  const plies = async () => Number(await page.locator('.moves').getAttribute('data-plies'));
  const exported = async () => {
    await page.click('#export');
    await page.waitForSelector('#export-dialog[open]'); // the dialog loads on first use
    await page.click('#export-dialog [data-io="copy-pgn4"]');
    await page.waitForSelector('#export-dialog[data-copied]');
    const text = await page.locator('#export-dialog .io-text').inputValue();
    await page.click('#export-dialog .close');
    return text;
  };

  await test('?clock=0.1+1: four clocks of 6 s; after the 1 s delay only the seat to move counts down', async () => {
    await page.goto(`${base}?variant=teams&humans=0&clock=0.1+1`);
    await ready();
    assert((await page.locator('[data-clock]').count()) === 4, 'four clocks');
    const start = await clocks();
    assert(start.every((ms) => ms <= 6000 && ms > 5000), `start ${start}`);
    await page.waitForTimeout(2500);
    const later = await clocks();
    assert(later[0] < 5000 && later[0] > 2500, `Red's clock ${later[0]}`);
    assert(later.slice(1).every((ms) => ms === 6000), `the others ${later}`);
    assert((await page.locator('[data-clock="0"].running').count()) === 1, 'the running clock is marked');
    await page.screenshot({ path: `${shots}clocks-running.png` });
  });

  await test('Teams: the flag falls, the team loses, a notice names who ran out', async () => {
    await page.waitForFunction(() => document.querySelector('#board')?.hasAttribute('data-over'), null, { timeout: 8000 });
    const reason = (await page.locator('#over-dialog .over-reason').textContent()) ?? '';
    assert(/Red ● ran out of time/.test(reason) && !/Reason/.test(reason), `result: ${reason}`);
    assert(((await page.locator('#toast').textContent()) ?? '').includes('Red ● ran out of time'), 'no notice');
    assert((await clocks())[0] === 0, 'Red at zero');
    await page.screenshot({ path: `${shots}flag-teams.png` });
    await page.click('#over-dialog .close');
    const pgn = await exported();
    assert(pgn.includes('[TimeControl "0.1+1"]') && /1\. T \{ \[%clk 0:00:00\] \}/.test(pgn), pgn);
    // The result dialog is closed: "Play again" stays under the result and starts the next game.
    const again = page.locator('#panel .over-again:not([hidden]) .panel-again');
    assert((await again.count()) === 1, '"Play again" under the result');
    await again.click();
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-over'), null, { timeout: 5000 });
    assert((await page.locator('#panel .over-again[hidden]').count()) === 1, '"Play again" hidden while the game is under way');
  });

  await test('Free-for-all: a seat out of time is out (T), its king walks on and the others play', async () => {
    // A delay of 2 s: the quick bots never run short, only the person who does not move.
    await page.goto(`${base}?variant=ffa&humans=0&clock=0.05+2&delay=0&level=1`);
    await ready();
    await page.waitForSelector('.seat[data-seat="0"] .info:text("out of time")', { timeout: 12000 });
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 6, null, { timeout: 10000 });
    // The others played on after the flag; quick level-1 bots may even finish the game by
    // now (by points or mates), but never because of Red's time.
    const over = await board.getAttribute('data-over');
    const reason = over === null ? '' : ((await page.locator('#over-dialog .over-reason').textContent()) ?? '');
    assert(over === null || !/time/i.test(reason), `the timeout ended the game: ${reason}`);
    assert(((await page.locator('.moves').textContent()) ?? '').includes('ran out of time'), 'no timeout entry in the move list');
    await page.screenshot({ path: `${shots}flag-ffa.png` });
  });

  await test('clocks: a reload goes on from where they stood; the record carries clock comments', async () => {
    await page.goto(`${base}?variant=teams&humans=0,1,2,3&clock=1+0`);
    await ready();
    await page.click('[data-square="h2"]');
    await page.click('[data-square="h3"]');
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '1');
    await page.waitForTimeout(1500);
    const before = await clocks();
    await page.goto(`${base}`); // a plain load resumes the saved game
    await ready();
    const after = await clocks();
    assert(after[0] === before[0], `Red ${before[0]} -> ${after[0]}`);
    assert(after[1] <= before[1] && after[1] > before[1] - 3000, `Blue ${before[1]} -> ${after[1]}`);
    const pgn = await exported();
    assert(pgn.includes('[TimeControl "1+0"]') && /h2-h3 \{ \[%clk 0:00:5\d(\.\d)?\] \}/.test(pgn), pgn);
  });

  await test('clocks travel in a share link: the friend sees the time control and the times left', async () => {
    await page.click('#share');
    await page.waitForSelector('#share-dialog[open]'); // the dialog loads on first use
    await page.waitForSelector('#share-dialog[open][data-copied]', { timeout: 5000 });
    const link = await page.locator('#share-dialog .io-text').inputValue();
    await page.click('#share-dialog .close');
    const red = (await clocks())[0];
    const friend = await browser.newContext({ viewport: { width: 1200, height: 860 } });
    const f = await friend.newPage();
    f.on('pageerror', (err) => problems.push(`page error (share clocks): ${err.message}`));
    await f.goto(link);
    await f.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) === 1, null, { timeout: 15000 });
    const theirs = await f.locator('[data-clock]').evaluateAll((els) => {
      const out = [];
      for (const e of els) out[Number(e.dataset.clock)] = Number(e.dataset.ms);
      return out;
    });
    // The record keeps tenths: Red's time agrees to a tenth; the others start from the base.
    assert(Math.abs(theirs[0] - red) < 100, `Red ${red} here, ${theirs[0]} there`);
    assert(theirs[2] === 60000 && theirs[3] === 60000, `others ${theirs}`);
    await friend.close();
  });

  /** Red (here) plays h2-h3; while the bots think, Nj1-k3 is queued (the knight's targets shown first). */
  async function queueKnight() {
    await page.goto(`${base}?variant=teams&humans=0&level=3&delay=600`);
    await ready();
    await page.click('[data-square="h2"]');
    await page.click('[data-square="h3"]');
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '1');
    await page.click('[data-square="j1"]');
    await page.waitForSelector('[data-legal]', { timeout: 3000 });
    const targets = await page.locator('[data-legal]').evaluateAll((els) => els.map((e) => e.dataset.square));
    assert(targets.includes('i3') && targets.includes('k3'), `targets ${targets}`);
    await page.click('[data-square="k3"]');
    await page.waitForSelector('[data-square="j1"][data-premove="from"]');
  }

  await test('premove: while the bots think, a piece shows its targets; the move queued is drawn and then played', async () => {
    await queueKnight();
    await page.waitForSelector('[data-square="k3"][data-premove="to"]');
    await page.screenshot({ path: `${shots}premove-queued.png` });
    // Red's turn comes: the premove is played at once.
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 5, null, { timeout: 15000 });
    assert(((await page.locator('.moves').textContent()) ?? '').includes('Nj1-k3'), 'the premove was not played');
    assert((await page.locator('[data-premove]').count()) === 0, 'premove marks stay');
  });

  await test('premove: a right-click drops the queue; a click on an empty square does too', async () => {
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '1', null, { timeout: 5000 });
    // (Not g2: after b7-c7 Blue's queen on a8 may pin it to Red's king.)
    await page.click('[data-square="e2"]');
    await page.waitForSelector('[data-legal]', { timeout: 3000 });
    await page.click('[data-square="e3"]');
    await page.waitForSelector('[data-premove]');
    await page.click('[data-square="k6"]', { button: 'right' });
    await page.waitForFunction(() => document.querySelectorAll('[data-premove]').length === 0, null, { timeout: 2000 }).catch(() => {
      throw new Error('right-click kept the premove');
    });
    await page.click('[data-square="e2"]');
    await page.waitForSelector('[data-legal]', { timeout: 3000 });
    await page.click('[data-square="e3"]');
    await page.waitForSelector('[data-premove]');
    await page.click('[data-square="k6"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-premove]').length === 0, null, { timeout: 2000 }).catch(() => {
      throw new Error('a click on an empty square kept the premove');
    });
  });

  await test('premove: a new premove replaces the queued one (a click on another piece selects it), and the new one is played', async () => {
    await queueKnight();
    // Changed their mind: another piece, another target.
    await page.click('[data-square="e2"]');
    await page.waitForSelector('[data-square="e3"][data-legal]', { timeout: 3000 });
    await page.click('[data-square="e3"]');
    await page.waitForSelector('[data-square="e2"][data-premove="from"]');
    assert((await page.locator('[data-square="j1"][data-premove]').count()) === 0, 'the first premove is gone');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 5, null, { timeout: 15000 });
    const moves = (await page.locator('.moves').textContent()) ?? '';
    assert(moves.includes('e2-e3') && !moves.includes('Nj1-k3'), `the moves: ${moves}`);
  });

  await test('Resign asks first; Escape keeps the game; "Resign" ends it as the question said', async () => {
    await page.goto(`${base}?variant=teams&humans=0,1,2,3`);
    await ready();
    await page.click('#resign');
    await page.waitForSelector('#confirm-dialog[open]');
    const text = (await page.locator('#confirm-text').textContent()) ?? '';
    assert(/Red ● and Yellow ■ lose/.test(text), `question: ${text}`);
    await page.screenshot({ path: `${shots}resign-question.png` });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#confirm-dialog')?.open);
    assert((await board.getAttribute('data-over')) === null, 'Escape resigned');
    await page.click('#resign');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.click('#confirm-dialog .ok');
    await page.waitForSelector('#board[data-over]');
    const reason = (await page.locator('#over-dialog .over-reason').textContent()) ?? '';
    assert(/Red ● resigned/.test(reason), reason);
    await page.click('#over-dialog .close');
  });

  await test('Resign while the bots think: made on the person\'s turn; the end says it once; the seats say who resigned, won and lost', async () => {
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=700&lang=en`);
    await ready();
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '0' && !document.querySelector('#board')?.hasAttribute('data-busy'));
    await page.click('[data-square="h2"]');
    await page.click('[data-square="h4"]');
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '1');
    assert(!(await page.locator('#resign').isDisabled()), 'Resign is offered while the bots think');
    await page.click('#resign');
    await page.click('#confirm-dialog .ok');
    await page.waitForSelector('#toast:not([hidden])', { timeout: 3000 });
    assert((await board.getAttribute('data-over')) === null, 'not before the turn');
    await page.waitForSelector('#board[data-over]', { timeout: 10000 });
    assert((await plies()) === 5, `resigned on Red's turn, after the three bots: ${await plies()} entries`);
    const reason = (await page.locator('#over-dialog .over-reason').textContent()) ?? '';
    assert(reason === 'Red ● resigned.', `reason: ${reason}`);
    const info = (seat) => page.locator(`.seat[data-seat="${seat}"] .info`).textContent();
    assert((await info(0)) === 'resigned' && (await info(2)) === 'lost' && (await info(1)) === 'won', `seats ${await info(0)} / ${await info(2)} / ${await info(1)}`);
    await page.screenshot({ path: `${shots}resigned-while-bots-think.png` });
    await page.click('#over-dialog .close');
    // Take back after the end is offered as playing on, and asked: "Keep the result" keeps it.
    await page.click('#undo');
    await page.waitForSelector('#confirm-dialog[open]');
    assert(/Play on from your last move/.test((await page.locator('#confirm-title').textContent()) ?? ''), 'the question names playing on');
    await page.click('#confirm-dialog .cancel');
    assert((await board.getAttribute('data-over')) !== null, 'the result stays');
    await page.click('#undo');
    await page.click('#confirm-dialog .ok');
    await page.waitForFunction(() => !document.querySelector('#board')?.hasAttribute('data-over'), null, { timeout: 5000 });
  });

  await test('New game over a game in progress asks first; Escape keeps it', async () => {
    await page.goto(`${base}?variant=verney&humans=0,1,2,3`);
    await ready();
    await page.click('[data-square="e2"]');
    await page.click('[data-square="e3"]');
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '1');
    const fen = await board.getAttribute('data-fen4');
    await page.click('#new-game');
    await page.click('#new-dialog button[value="start"]');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#confirm-dialog')?.open);
    assert((await board.getAttribute('data-fen4')) === fen && (await plies()) === 1, 'the game was replaced');
    await page.click('#new-game');
    await page.click('#new-dialog button[value="start"]');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.click('#confirm-dialog .ok');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) === 0);
  });

  await test('New game: a clock preset starts a clocked game; a bad custom clock is refused with a message', async () => {
    await page.click('#new-game');
    await page.selectOption('#new-dialog select[name="clock"]', '3+5');
    await page.click('#new-dialog button[value="start"]');
    await page.waitForFunction(() => Number(document.querySelector('[data-clock="1"]')?.dataset.ms) === 180000, null, { timeout: 5000 });
    await page.click('#new-game');
    await page.selectOption('#new-dialog select[name="clock"]', 'custom');
    await page.fill('#new-dialog input[name="customClock"]', 'soon');
    await page.click('#new-dialog button[value="start"]');
    assert(await page.locator('#new-dialog').evaluate((d) => d.open), 'the dialog closed on a bad clock');
    assert(await page.locator('#new-dialog input[name="customClock"]').evaluate((i) => !i.validity.valid), 'no message');
    await page.fill('#new-dialog input[name="customClock"]', '0.5+2');
    await page.click('#new-dialog button[value="start"]');
    await page.waitForSelector('#confirm-dialog[open]', { timeout: 1000 }).then(() => page.click('#confirm-dialog .ok')).catch(() => {});
    await page.waitForFunction(() => Number(document.querySelector('[data-clock="2"]')?.dataset.ms) === 30000, null, { timeout: 5000 });
  });
  await ctx.close();
}
