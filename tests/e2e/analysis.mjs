// Browser tests of the analysis page (issue "The engine as a coach"): opened from a game
// at ply 20 it shows [data-eval] and three lines ([data-pv="1"] .. [data-pv="3"]);
// stepping back analyses the position before.
// Run by run.mjs: analysisTests({ browser, base, test, assert, problems, shots }).

import { existsSync } from 'node:fs';
import { PROMOTION_FEN } from './game-screen.mjs';

export async function analysisTests({ browser, base, test, assert, problems, shots }) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (analysis): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (analysis): ${err.message}`));
  const lines = () => page.locator('#pv-lines [data-pv]').evaluateAll((els) => els.map((e) => [e.dataset.pv, e.textContent]));
  const evaluated = () =>
    page.waitForFunction(() => {
      const e = document.querySelector('[data-eval]');
      return e && (e.hasAttribute('data-cp') || e.hasAttribute('data-mate')) && document.querySelector('[data-pv="3"]') && Number(document.querySelector('#analysis')?.dataset.depth) >= 3;
    }, null, { timeout: 20000 });

  /** The 1892 game on the replay page, then "Analyse" at its ply 20. */
  async function analyseReplayAt20() {
    await page.goto(`${base}replay.html?lang=en`);
    await page.waitForSelector('#replay[data-total="24"][data-ply="0"]', { timeout: 10000 });
    await page.fill('#slider', '20');
    await page.waitForSelector('#replay[data-ply="20"]');
    await Promise.all([page.waitForURL(/analysis\.html\?ply=20#g=/), page.click('#analyse-here')]);
    await page.waitForSelector('#analysis[data-ply="20"]', { timeout: 15000 });
  }

  await test('analysis: opened from the replay page at ply 20, an evaluation and three distinct lines; stepping back follows', async () => {
    await analyseReplayAt20();
    await evaluated();
    const at20 = await lines();
    assert(at20.length === 3 && new Set(at20.map(([, t]) => t.split(' ').slice(1, 3).join(' '))).size === 3, `lines ${JSON.stringify(at20)}`);
    await page.screenshot({ path: `${shots}analysis.png` });
    await page.click('#back');
    await page.waitForSelector('#analysis[data-ply="19"]');
    await evaluated();
    const at19 = await lines();
    assert(JSON.stringify(at19) !== JSON.stringify(at20), 'the lines did not follow the position');
    // Stop halts it; the game screen offers the page too.
    await page.click('#analyse');
    await page.waitForSelector('#analysis[data-running="false"]');
    await page.goto(`${base}?variant=teams&humans=0&level=1&delay=0`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await Promise.all([page.waitForURL(/analysis\.html\?ply=0&from=game#g=/), page.click('#analyse-position')]);
    await page.waitForSelector('#analysis[data-ply="0"]', { timeout: 15000 });
    await evaluated();
  });
  /** Opens a Teams analysis (query after the variant) and returns where a square's centre is on the page. */
  async function openTeams(query = '') {
    await page.goto(`${base}analysis.html?variant=teams&lang=en${query}`);
    await page.waitForSelector('#analysis[data-ply="0"]', { timeout: 15000 });
    const box = await page.locator('#analysis-board canvas').boundingBox();
    // Teams, Red at the bottom (board/geometry.ts): squares of width/14.45, a 0.45-square label margin on the left.
    const square = box.width / 14.45;
    return (file, rank) => [box.x + square * (0.45 + file + 0.5), box.y + square * (14 - rank + 0.5)];
  }

  await test('analysis: moves played on the board make a side line that never touches the game; one click goes back', async () => {
    const centre = await openTeams();
    const fen = await page.locator('#analysis').getAttribute('data-fen4');
    await page.mouse.click(...centre(7, 2));
    await page.mouse.click(...centre(7, 3));
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    assert(/Side line: h2-h3/.test((await page.locator('#side-moves').textContent()) ?? ''), 'side line text');
    await evaluated();
    assert((await page.locator('#analysis').getAttribute('data-fen4')) === fen, 'the game line changed');
    await page.click('#back-to-game');
    await page.waitForFunction(() => !document.querySelector('#analysis')?.hasAttribute('data-side'));
  });
  await test('analysis: a move of an engine line plays the line up to it; Space plays the best move; the focus stays on a move while the lines deepen', async () => {
    await openTeams();
    await page.waitForSelector('#pv-lines li[data-pv="1"] [data-at="2"]', { timeout: 20000 });
    // Read and clicked in one step: the lines are redrawn as the engine goes deeper.
    const [third, firstThree] = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('#pv-lines li[data-pv="1"] [data-at]')];
      buttons[2].click();
      return [buttons[2].textContent, buttons.slice(0, 3).map((b) => b.textContent.replace(/^\S+ /, ''))];
    });
    await page.waitForSelector('#analysis[data-side="3"]', { timeout: 5000 });
    const sideText = (await page.locator('#side-moves').textContent()) ?? '';
    assert(sideText.includes(firstThree.join(' ')), `side line ${sideText} (clicked ${third}, the line began ${firstThree.join(' ')})`);
    await page.click('#back-to-game');
    await page.waitForFunction(() => !document.querySelector('#analysis')?.hasAttribute('data-side'));
    // Space, with nothing focused: the best move.
    await page.waitForSelector('#pv-lines li[data-pv="1"] [data-at="0"]', { timeout: 20000 });
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press(' ');
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    await page.click('#back-to-game');
    await page.waitForFunction(() => !document.querySelector('#analysis')?.hasAttribute('data-side'));
    // Keyboard: a move focused keeps the focus while the engine redraws the lines.
    await page.waitForSelector('#pv-lines li[data-pv="2"] [data-at="1"]', { timeout: 20000 });
    await page.focus('#pv-lines li[data-pv="2"] [data-at="1"]');
    const depth = Number(await page.locator('#analysis').getAttribute('data-depth'));
    await page.waitForFunction((d) => Number(document.querySelector('#analysis')?.dataset.depth) > d, depth, { timeout: 20000 });
    const still = await page.evaluate(() => [document.activeElement?.closest('li')?.dataset.pv, document.activeElement?.getAttribute('data-at')]);
    assert(still[0] === '2' && still[1] === '1', `the focus went to ${still}`);
  });
  await test('analysis is never idle: the other lines deepen past a mate in 1; a search that ends does not turn the engine off; the mate played says the game is over; back at the position it analyses again', async () => {
    // Red to move mates with Qg1xb6 (found by random play with the engine; Teams).
    const fen4 = "R-0,0,0,0-1,0,1,1-1,0,1,1-0,0,0,0-0-{'enPassant':('k3:k4','','','')}-3,yR,yN,1,yK,1,yB,yN,yR,3/3,yP,yP,yP,yB,yP,yP,yP,yP,3/6,yP,7/bR,bP,10,gP,gR/bN,bP,8,gP,3/bQ,1,bP,9,gP,gB/1,bK,1,yQ,7,gP,gN,gK/2,bP,9,gP,gQ/bB,bP,8,gP,2,gB/bN,bP,10,gP,gN/bR,bP,4,rP,rP,2,rP,gP,1,gR/5,rP,8/3,rP,rP,3,rP,rP,4/3,rR,rN,rB,rQ,rK,1,rN,rR,3";
    await page.goto(`${base}analysis.html?variant=teams&lang=en&fen4=${encodeURIComponent(fen4)}`);
    await page.waitForSelector('#analysis[data-ply="0"]', { timeout: 15000 });
    await page.waitForSelector('[data-eval][data-mate="1"]', { timeout: 20000 });
    // With three lines the others go on deepening after the mate is found.
    await page.waitForFunction(() => Number(document.querySelector('#analysis')?.dataset.depth) >= 3, null, { timeout: 20000 });
    assert((await page.locator('#analysis').getAttribute('data-searching')) === 'true', 'still searching the other lines');
    // With one line the mate settles it: that search ends.
    await page.selectOption('#multipv', '1');
    await page.waitForSelector('#analysis[data-searching="false"]', { timeout: 20000 });
    assert((await page.locator('#analysis').getAttribute('data-running')) === 'true', 'the engine stays on after the search ended');
    assert(!/is analysing/.test((await page.locator('#net-status').textContent()) ?? ''), 'no "is analysing" once it has stopped');
    // The mate played on the board: the final position says what it is.
    await page.click('#analysis-board [data-square="g1"]');
    await page.click('#analysis-board [data-square="b6"]');
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    await page.waitForSelector('[data-eval].final', { timeout: 5000 });
    // Back at the position: analysed again, with no click on Analyse.
    await page.click('#back-to-game');
    await page.waitForFunction(() => !document.querySelector('#analysis')?.hasAttribute('data-side'));
    await page.waitForSelector('#pv-lines [data-pv="1"]', { timeout: 20000 });
    await page.waitForSelector('[data-eval][data-mate="1"]', { timeout: 20000 });
  });

  await test('analysis: the board by keyboard (the square layer, data-square): Enter selects, arrows move, Enter plays a side line', async () => {
    await page.goto(`${base}analysis.html?variant=teams&lang=en`);
    await page.waitForSelector('#analysis[data-ply="0"]', { timeout: 15000 });
    assert((await page.locator('#analysis-board [data-square]').count()) === 160, 'a button per square');
    await page.focus('#analysis-board [data-square="h2"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#analysis-board [data-square="h3"][data-legal]', { timeout: 5000 });
    await page.keyboard.press('ArrowUp');
    assert((await page.evaluate(() => document.activeElement?.getAttribute('data-square'))) === 'h3', 'the focus moved up');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    const label = (await page.locator('#analysis-board [data-square="h3"]').getAttribute('aria-label')) ?? '';
    assert(/pawn/i.test(label), `h3 reads ${label}`);
  });
  await test('analysis: a pawn reaching its promotion square on the board offers the pieces and plays the one chosen', async () => {
    const centre = await openTeams(`&fen4=${encodeURIComponent(PROMOTION_FEN)}`);
    await page.mouse.click(...centre(6, 10));
    await page.mouse.click(...centre(6, 11));
    await page.waitForSelector('#promotion-choice:not([hidden]) [data-promotion="N"]', { timeout: 5000 });
    await page.click('#promotion-choice [data-promotion="N"]');
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    const text = (await page.locator('#side-moves').textContent()) ?? '';
    assert(/g10-g11=N/.test(text), `side line ${text}`);
    assert(await page.locator('#promotion-choice').isHidden(), 'the choice stays open');
  });

  await test('review: a record judged to the end, one graph point per move, classes in the move list, a summary per player', async () => {
    await page.goto(`${base}replay.html?lang=en`);
    await page.waitForSelector('#replay[data-total="24"][data-ply="0"]', { timeout: 10000 });
    await Promise.all([page.waitForURL(/analysis\.html\?ply=0#g=/), page.click('#analyse-here')]);
    await page.waitForSelector('#analysis[data-total="24"]', { timeout: 15000 });
    await page.click('#analyse'); // stop the analysis: the review has the machine
    // The review judges with the evaluation the lines use: the learned one where it is offered and on.
    const learned = (await page.locator('#net-choice').isVisible()) && (await page.isChecked('#use-net'));
    const evaluation = learned ? 'learned' : 'hand';
    await page.selectOption('#review-ms', '50');
    await page.click('#review');
    await page.waitForSelector('#review-graph[data-review-plies="24"]', { timeout: 60000 });
    await page.waitForFunction(() => document.querySelector('#review')?.textContent === 'Review again', null, { timeout: 10000 });
    assert((await page.locator('#review-graph').getAttribute('data-review-evaluation')) === evaluation, `judged with the ${evaluation} evaluation`);
    const classes = await page.locator('#record-moves button[data-class]').evaluateAll((bs) => bs.map((b) => b.dataset.class));
    assert(classes.length === 24 && classes.every((c) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(c)), `classes ${classes}`);
    const points = await page.locator('#review-graph polyline').getAttribute('points');
    assert(points?.trim().split(' ').length === 24, `graph points ${points}`);
    const rows = await page.locator('#review-summary tbody tr').evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent));
    assert(rows.length === 4 && rows.every((a) => a === '–' || (Number(a) >= 0 && Number(a) <= 100)), `accuracy ${rows}`);
    await page.screenshot({ path: `${shots}review.png` });
    // A click on the graph goes to that move.
    const box = await page.locator('#review-graph').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('#analysis[data-ply="12"]');
    // On a move that was not best, the engine's better move is named (and drawn).
    const judged = await page.locator('#record-moves button[data-class]').evaluateAll((bs) => bs.map((b) => [Number(b.dataset.ply), b.dataset.class]));
    const worse = judged.find(([, c]) => c !== 'best');
    assert(worse !== undefined, `every move best: ${JSON.stringify(judged)}`);
    await page.click(`#record-moves button[data-ply="${worse[0]}"]`);
    await page.waitForSelector(`#analysis[data-ply="${worse[0]}"][data-better]`);
    assert(/preferred/.test((await page.locator('#review-better').textContent()) ?? ''), 'the better move is named');
    await page.screenshot({ path: `${shots}review-better.png` });
    // The review is kept: the same game opened again shows it without judging again.
    await page.reload();
    await page.waitForSelector('#review-graph[data-review-plies="24"]', { timeout: 15000 });
    assert(!(await page.locator('#review-kept').isHidden()), 'the kept review is announced');
    const keptText = (await page.locator('#review-kept').textContent()) ?? '';
    assert(/learned evaluation/.test(keptText) === learned, `the kept review names its evaluation: ${keptText}`);
    assert((await page.locator('#review-graph').getAttribute('data-review-evaluation')) === evaluation, 'the kept review keeps its evaluation');
    assert((await page.locator('#review').textContent()) === 'Review again', 'offers to review again');
    const keptClasses = await page.locator('#record-moves button[data-class]').evaluateAll((bs) => bs.map((b) => b.dataset.class));
    assert(JSON.stringify(keptClasses) === JSON.stringify(classes), 'the kept classes differ');
  });

  await test('analysis: Free-for-all shows each player\'s points now and after the best line', async () => {
    await page.goto(`${base}analysis.html?variant=ffa&lang=en`);
    await page.waitForFunction(() => document.querySelectorAll('#ffa-points tbody tr[data-expected-seat]').length === 4, null, { timeout: 20000 });
    const rows = await page.locator('#ffa-points tbody tr').evaluateAll((trs) => trs.map((tr) => [Number(tr.dataset.pointsNow), Number(tr.dataset.pointsLine)]));
    assert(rows.every(([now, line]) => now === 0 && line >= now), `points ${JSON.stringify(rows)}`);
    await page.waitForSelector('[data-eval][data-cp]');
  });

  await test('analysis from the end dialog: the engine starts at once, lines stream, Free-for-all leads with points, the bar keeps the board\'s height; Back to my game', async () => {
    // Bots play a Free-for-all of 80 entries to its end: 20 rounds in the move list, more than its box shows.
    await page.goto(`${base}?variant=ffa&humans=&delay=0&level=1&moveLimit=80&lang=en`);
    await page.waitForSelector('#over-dialog[open]', { timeout: 60000 });
    const fen = await page.locator('#board').getAttribute('data-fen4');
    const total = Number(await page.locator('.moves').getAttribute('data-plies'));
    await Promise.all([page.waitForURL(/analysis\.html\?ply=\d+&from=game#g=/), page.click('#over-dialog .analyse')]);
    await page.waitForSelector(`#analysis[data-total="${total}"][data-ply="${total - 1}"]`, { timeout: 15000 });
    // Nobody pressed Analyse: the lines come by themselves.
    await page.waitForSelector('#analysis[data-running="true"] #pv-lines [data-pv="1"]', { timeout: 20000 });
    const lead = (await page.locator('[data-eval]').textContent()) ?? '';
    assert(/points now, \d+ after the best line/.test(lead), `lead ${lead}`);
    assert((await page.locator('[data-eval]').getAttribute('data-cp')) !== null, 'the score stays on data-cp');
    // Stepping to the final position says why nothing runs; stepping back runs again.
    await page.click('#last');
    await page.waitForFunction(() => /game is over in this position/.test(document.querySelector('[data-eval]')?.textContent ?? ''), null, { timeout: 5000 });
    await page.click('#back');
    await page.click('#back');
    await page.waitForSelector(`#analysis[data-ply="${total - 2}"] #pv-lines [data-pv="1"]`, { timeout: 20000 });
    // The bar is as tall as the board however long the move list; the list scrolls in its box.
    const bar = await page.locator('#eval-bar').boundingBox();
    const board = await page.locator('#analysis-board canvas').boundingBox();
    assert(Math.abs(bar.height - board.height) <= 4, `bar ${bar.height} px, board ${board.height} px`);
    const list = await page.locator('#record-moves').evaluate((l) => [l.scrollHeight, l.clientHeight]);
    assert(list[0] > list[1] && list[1] <= 0.4 * 900 + 2, `move list ${list}`);
    // Whose move: every entry starts with its mover's sign.
    const signs = await page.locator('#record-moves .seat-sign').count();
    assert(signs === total, `signs ${signs} of ${total}`);
    await page.screenshot({ path: `${shots}analysis-from-end.png` });
    await Promise.all([page.waitForURL((u) => !u.pathname.endsWith('analysis.html')), page.click('#to-my-game')]);
    await page.waitForFunction((f) => document.querySelector('#board')?.getAttribute('data-fen4') === f, fen, { timeout: 15000 });
  });

  await test('analysis: Chaturanga gives the team\'s chance to win, before the roll over every roll and after it with the best turn', async () => {
    await page.goto(`${base}analysis.html?variant=chaturanga&lang=en`);
    await page.waitForSelector('[data-eval][data-win]', { timeout: 20000 });
    const before = Number(await page.locator('[data-eval]').getAttribute('data-win'));
    assert(before > 0.3 && before < 0.7, `before the roll ${before}`);
    assert((await page.locator('#pv-lines [data-pv]').count()) === 0, 'no turn before the roll');
    assert(/Before the roll/.test((await page.locator('#analysis-note').textContent()) ?? ''), 'the note says before the roll');
    const fen4 = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'dice':(4,6)}-7,yK/8/3,bK,4/8/3,rR,4/8/8/3,rK,3,gK";
    await page.goto(`${base}analysis.html?variant=chaturanga&lang=en&fen4=${encodeURIComponent(fen4)}`);
    await page.waitForSelector('[data-eval][data-win] ', { timeout: 20000 });
    await page.waitForSelector('#pv-lines [data-pv="1"]', { timeout: 20000 });
    const after = Number(await page.locator('[data-eval]').getAttribute('data-win'));
    assert(after > 0.5 && after <= 1, `a free king: ${after}`);
    assert(/Rd4xKd6/.test((await page.locator('[data-pv="1"]').textContent()) ?? ''), 'takes the king');
    await page.screenshot({ path: `${shots}analysis-chaturanga.png` });
  });

  await test('analysis: Import on the game screen opens a pasted record on the analysis board', async () => {
    await page.goto(`${base}?lang=en&variant=teams&humans=0,1,2,3`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await page.click('#import');
    await page.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await page.fill('#import-dialog .io-text', '[Variant "Teams"]\n\n1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8\n2. Qg1-j4');
    await Promise.all([page.waitForURL(/analysis\.html#g=/, { timeout: 15000 }), page.click('#import-dialog .analyse-import')]);
    await page.waitForSelector('#analysis[data-total="5"][data-ply="5"]', { timeout: 15000 });
    await evaluated();
  });

  await test('review in Teams judges with the evaluation the lines use: the learned one by default, the hand-written one once it is turned off; a kept review names it', async () => {
    if (!existsSync('www/nets/teams.nnue')) return;
    // The record the Import test opened: five Teams moves.
    await page.waitForSelector('#analysis[data-total="5"]', { timeout: 15000 });
    await page.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
    const review = async (evaluation) => {
      if ((await page.locator('#analysis').getAttribute('data-running')) === 'true') await page.click('#analyse');
      await page.selectOption('#review-ms', '50');
      await page.click('#review');
      await page.waitForSelector(`#review-graph[data-review-plies="5"][data-review-evaluation="${evaluation}"]`, { timeout: 30000 });
      await page.waitForFunction(() => document.querySelector('#review')?.textContent === 'Review again', null, { timeout: 10000 });
    };
    await review('learned');
    await page.reload();
    await page.waitForSelector('#review-graph[data-review-plies="5"][data-review-evaluation="learned"]', { timeout: 15000 });
    const kept = (await page.locator('#review-kept').textContent()) ?? '';
    assert(/learned evaluation/.test(kept), `the kept review names the learned evaluation: ${kept}`);
    await page.uncheck('#use-net');
    await review('hand');
    await page.reload();
    await page.waitForSelector('#review-graph[data-review-plies="5"][data-review-evaluation="hand"]', { timeout: 15000 });
    const keptHand = (await page.locator('#review-kept').textContent()) ?? '';
    assert(!/learned/.test(keptHand) && /kept/.test(keptHand), `the kept review of the hand-written evaluation: ${keptHand}`);
    await page.check('#use-net'); // as the other tests expect it
  });

  await test('analysis: the learned evaluation (Teams, where the build has a net): on unless turned off (remembered), fetched once; a failed fetch leaves the usual one, quietly', async () => {
    const own = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const p = await own.newPage();
    p.on('pageerror', (err) => problems.push(`page error (learned evaluation): ${err.message}`));
    const netRequests = [];
    p.on('request', (r) => /\/nets\//.test(r.url()) && netRequests.push(r.url()));
    if (!existsSync('www/nets/teams.nnue')) {
      await p.goto(`${base}analysis.html?variant=teams&lang=en`);
      await p.waitForSelector('#analysis[data-evaluation="hand"]', { timeout: 20000 });
      assert(await p.locator('#net-choice').isHidden(), 'no net in the build: no choice');
      await own.close();
      return;
    }
    // Other rule sets have no net: no choice, nothing fetched.
    await p.goto(`${base}analysis.html?variant=verney&lang=en`);
    await p.waitForSelector('#analysis[data-evaluation="hand"]', { timeout: 20000 });
    assert(await p.locator('#net-choice').isHidden(), 'no choice in Verney');
    assert(netRequests.length === 0, `fetched in Verney: ${netRequests}`);
    // Teams: on at once, fetched once.
    await p.goto(`${base}analysis.html?variant=teams&lang=en`);
    await p.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
    assert(await p.locator('#net-choice').isVisible(), 'the choice is offered in Teams');
    assert(await p.isChecked('#use-net'), 'on by default');
    assert(netRequests.length === 1 && /nets\/teams-[0-9a-f]{16}\.nnue$/.test(netRequests[0]), `requests ${netRequests}`);
    assert(/learned evaluation is analysing/.test(await p.locator('#net-status').textContent()), 'says it is in use');
    await p.waitForFunction(() => Number(document.querySelector('#analysis')?.dataset.depth) >= 3, null, { timeout: 20000 });
    await p.screenshot({ path: `${shots}analysis-learned.png` });
    // Turned off: the usual evaluation, and a reload remembers that.
    await p.uncheck('#use-net');
    await p.waitForSelector('#analysis[data-evaluation="hand"]', { timeout: 20000 });
    await p.reload();
    await p.waitForSelector('#analysis[data-evaluation="hand"]', { timeout: 20000 });
    assert(!(await p.isChecked('#use-net')), 'turned off stays off');
    await p.check('#use-net');
    await p.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
    await p.reload();
    await p.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
    assert(await p.isChecked('#use-net'), 'the choice is remembered');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${base}analysis.html?variant=teams&lang=de`);
    await p.waitForSelector('#analysis[data-evaluation="learned"]', { timeout: 20000 });
    await p.screenshot({ path: `${shots}analysis-learned-de-phone.png`, fullPage: true });
    // The net cannot be had (offline before it was ever fetched): the usual evaluation, a calm line.
    // (No service worker here: requests it makes would pass by page.route.)
    const cut = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    const q = await cut.newPage();
    q.on('pageerror', (err) => problems.push(`page error (learned evaluation cut): ${err.message}`));
    await q.route('**/nets/**', (route) => route.abort('internetdisconnected'));
    await q.goto(`${base}analysis.html?variant=teams&lang=en`);
    await q.waitForSelector('#analysis[data-evaluation="hand"]', { timeout: 20000 });
    await q.waitForFunction(() => /could not be loaded/.test(document.querySelector('#net-status')?.textContent ?? ''), null, { timeout: 20000 });
    await q.waitForFunction(() => Number(document.querySelector('#analysis')?.dataset.depth) >= 3, null, { timeout: 20000 });
    await cut.close();
    await own.close();
  });

  await test('level-5 and level-6 bots play Teams with the learned evaluation: their worker fetches the net once; a level-3 bot does not, its Hint (level 5) does', async () => {
    if (!existsSync('www/nets/teams.nnue')) return;
    for (const level of [3, 5, 6]) {
      const own = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const netRequests = [];
      own.on('request', (r) => /\/nets\//.test(r.url()) && netRequests.push(r.url()));
      const p = await own.newPage();
      p.on('pageerror', (err) => problems.push(`page error (level ${level} bot): ${err.message}`));
      await p.goto(`${base}?variant=teams&humans=0&level=${level}&delay=0&lang=en${level === 3 ? '&hints=1' : ''}`);
      await p.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, { timeout: 20000 });
      await p.click('[data-square="h2"]');
      await p.click('[data-square="h3"]');
      // Three bots answer (a level-6 bot thinks up to 3 s a move): the person's turn again.
      await p.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) >= 4 && document.querySelector('#board')?.getAttribute('data-to-move') === '0', null, { timeout: 30000 });
      // Once: the worker's request, and the service worker's own behind it where one runs.
      const once = () => netRequests.length >= 1 && netRequests.length <= 2 && new Set(netRequests).size === 1 && /nets\/teams-[0-9a-f]{16}\.nnue$/.test(netRequests[0]);
      if (level >= 5) {
        assert(once(), `level ${level}: requests ${netRequests}`);
        // The seats say which evaluation their bots play with: the learned one, once it is there.
        await p.click('[data-square="h3"]');
        await p.click('[data-square="h4"]');
        await p.waitForFunction(() => /, learned evaluation/.test(document.querySelector('#panel .seats')?.textContent ?? ''), null, { timeout: 30000 });
      } else {
        assert(!/evaluation/.test((await p.locator('#panel .seats').textContent()) ?? ''), 'a level-3 seat names an evaluation');
        assert(netRequests.length === 0, `level 3 fetched ${netRequests}`);
        // The Hint thinks as level 5 does: with the net.
        await p.click('#hint');
        await p.waitForSelector('.hint-text[data-hint]', { timeout: 15000 });
        assert(once(), `the hint: requests ${netRequests}`);
      }
      await own.close();
    }
  });
  /** Pastes `record` into the game screen's Import and opens it on the analysis board, with no side lines kept in the browser. */
  async function analyseImported(record) {
    await page.goto(`${base}?lang=en&variant=teams&humans=0,1,2,3`);
    await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
    await page.evaluate(() => localStorage.removeItem('fourchess.analysis.lines'));
    await page.click('#import');
    await page.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await page.fill('#import-dialog .io-text', record);
    await Promise.all([page.waitForURL(/analysis\.html#g=/, { timeout: 15000 }), page.click('#import-dialog .analyse-import')]);
  }

  await test('analysis: two side lines at the same move stay after a reload and go into the PGN4 as variations; promote and delete; the record read back shows them', async () => {
    await analyseReplayAt20();
    await page.evaluate(() => localStorage.removeItem('fourchess.analysis.lines'));
    await page.reload();
    await page.waitForSelector('#analysis[data-ply="20"][data-lines="0"]', { timeout: 15000 });
    const bare = (t) => t.replace(/^\S+ /, '').replace(/[+#]+$/, '');
    const gameMove = bare((await page.locator('#record-moves button[data-ply="21"]').textContent()) ?? '');
    await page.waitForSelector('#pv-lines li[data-pv="3"] [data-at="0"]', { timeout: 20000 });
    // Two first moves of the engine's lines that are not the game's own next move.
    const firsts = await page.locator('#pv-lines li[data-pv] [data-at="0"]').evaluateAll((els) => els.map((e) => [e.closest('li').dataset.pv, e.textContent]));
    const two = firsts.filter(([, t]) => bare(t) !== gameMove).slice(0, 2);
    assert(two.length === 2, `lines ${JSON.stringify(firsts)} (the game played ${gameMove})`);
    for (const [pv] of two) {
      await page.waitForSelector('#analysis[data-ply="20"]:not([data-side])');
      await page.locator(`#pv-lines li[data-pv="${pv}"] [data-at="0"]`).click();
      await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
      await page.click('#back-to-game');
    }
    const moves = two.map(([, t]) => bare(t));
    const variations = () => page.locator('#record-moves .variation').evaluateAll((els) => els.map((e) => e.textContent.replace(/\s+/g, ' ')));
    await page.waitForSelector('#analysis[data-lines="2"]');
    let shown = await variations();
    assert(shown.length === 2 && moves.every((m, i) => shown[i].includes(m)), `variations ${JSON.stringify(shown)}, played ${moves}`);
    // Kept: a reload shows both again.
    await page.reload();
    await page.waitForSelector('#analysis[data-lines="2"]', { timeout: 15000 });
    shown = await variations();
    assert(shown.length === 2 && moves.every((m, i) => shown[i].includes(m)), `after a reload ${JSON.stringify(shown)}`);
    await page.screenshot({ path: `${shots}analysis-side-lines.png` });
    // A click shows a side line's position; Left steps back out of it to the game's move it leaves.
    await page.locator('#record-moves .variation >> nth=0').locator('button[data-path]').first().click();
    await page.waitForSelector('#analysis[data-side="1"]');
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#analysis[data-ply="20"]:not([data-side])', { timeout: 5000 });
    // Home goes to the game's start, from a side line too.
    await page.locator('#record-moves .variation >> nth=0').locator('button[data-path]').first().click();
    await page.waitForSelector('#analysis[data-side="1"]');
    await page.keyboard.press('Home');
    await page.waitForSelector('#analysis[data-ply="0"]:not([data-side])', { timeout: 5000 });
    // The record with them: chess.com's variations after the move they replace.
    await page.click('#copy-pgn4');
    await page.waitForSelector('#pgn4-out:not([hidden])');
    const pgn4 = await page.locator('#pgn4-out').inputValue();
    // The moves only: no tag lines, no comments (the 1892 record's hold brackets of their own).
    const movetext = pgn4.replace(/\{[^}]*\}/g, '').split('\n').filter((l) => !l.startsWith('[')).join('\n');
    const brackets = [...movetext.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]);
    assert(brackets.length === 2 && moves.every((m, i) => brackets[i].includes(m)), `PGN4 variations ${JSON.stringify(brackets)}`);
    // Promote the second: it comes first. Delete it: one is left.
    await page.locator('#record-moves .variation >> nth=1').locator('button[data-path]').first().click();
    await page.waitForSelector('#analysis[data-side="1"]');
    await page.click('#promote-line');
    await page.waitForFunction((m) => document.querySelector('#record-moves .variation')?.textContent.includes(m), moves[1], { timeout: 5000 });
    await page.click('#delete-line');
    await page.waitForSelector('#analysis[data-lines="1"]:not([data-side])', { timeout: 5000 });
    shown = await variations();
    assert(shown.length === 1 && shown[0].includes(moves[0]), `after delete ${JSON.stringify(shown)}`);
    // The record read back (nothing kept in the browser): its variations are the side lines.
    await analyseImported(pgn4);
    await page.waitForSelector('#analysis[data-lines="2"]', { timeout: 15000 });
    shown = await variations();
    assert(moves.every((m, i) => shown[i].includes(m)), `read back ${JSON.stringify(shown)}`);
  });

  await test('analysis: side lines kept in the browser but edited there (a move the engine refuses) are set aside; the page works on', async () => {
    await analyseReplayAt20();
    await page.evaluate(() => localStorage.removeItem('fourchess.analysis.lines'));
    await page.reload();
    await page.waitForSelector('#analysis[data-ply="20"][data-lines="0"]', { timeout: 15000 });
    await page.waitForSelector('#pv-lines li[data-pv="1"] [data-at="1"]', { timeout: 20000 });
    await page.evaluate(() => document.querySelector('#pv-lines li[data-pv="1"] [data-at="1"]').click());
    await page.waitForSelector('#analysis[data-side]', { timeout: 5000 });
    const edited = await page.evaluate(() => {
      const all = JSON.parse(localStorage.getItem('fourchess.analysis.lines') ?? '{}');
      for (const game of Object.values(all)) game.lines[0].moves.push('Qa1-z99');
      localStorage.setItem('fourchess.analysis.lines', JSON.stringify(all));
      return Object.keys(all).length;
    });
    assert(edited === 1, `kept games: ${edited}`);
    await page.reload();
    await page.waitForSelector('#analysis[data-lines="0"]', { timeout: 15000 });
    await evaluated();
  });

  await test('analysis: a chess.com record with variations: the replay page says so, the analysis board shows them as side lines; a click shows their position', async () => {
    const { readFileSync } = await import('node:fs');
    const record = readFileSync('tests/games/chesscom/game_26780489.pgn4', 'utf8');
    await page.goto(`${base}replay.html?lang=en`);
    await page.waitForSelector('#replay[data-total="24"]', { timeout: 10000 });
    await page.evaluate(() => localStorage.removeItem('fourchess.analysis.lines'));
    await page.fill('#paste', record);
    await page.click('#load');
    await page.waitForSelector('#side-lines-note:not([hidden])', { timeout: 10000 });
    const note = (await page.locator('#side-lines-note').textContent()) ?? '';
    assert(/2 side lines/.test(note), `the replay page's note: ${note}`);
    await Promise.all([page.waitForURL(/analysis\.html/), page.click('#analyse-here')]);
    await page.waitForSelector('#analysis[data-lines]:not([data-lines="0"])', { timeout: 15000 });
    const count = await page.locator('#record-moves .variation').count();
    const written = (record.match(/\(\s*\.\./g) ?? []).length;
    assert(written === 2 && count === written, `${count} side lines for ${written} variations`);
    await page.locator('#record-moves .variation button[data-path]').first().click();
    await page.waitForSelector('#analysis[data-side="1"]', { timeout: 5000 });
    assert(/Na10-c11/.test((await page.locator('#side-moves').textContent()) ?? ''), 'the first variation’s first move');
  });

  await ctx.close();
}
