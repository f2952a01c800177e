// Browser tests of real records: every PGN4 under tests/games/ imports through the game
// screen's Import dialog and ends at the FEN4 `fourchess replay` prints (a finished game
// with its result); a finished game can be stepped back and continued from an earlier
// ply; a broken record names its move and reason and the game on the board goes on; the
// replay page's "play from here" on a resigned chess.com game opens the game screen.
// Run by run.mjs: recordTests({ browser, base, test, assert, problems, shots }).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GAMES = 'tests/games';
const CLI = join(process.env.CARGO_TARGET_DIR ?? 'target', 'release', 'fourchess');

/** Every .pgn4 under tests/games, with the final FEN4 and result the CLI replays to. */
function records() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.pgn4')) files.push(path);
    }
  };
  walk(GAMES);
  return files.sort().map((path) => {
    const out = execFileSync(CLI, ['replay', path], { encoding: 'utf8' });
    const fen4 = /^fen4 (.+)$/m.exec(out)?.[1];
    const result = /^result (.+)$/m.exec(out)?.[1] ?? '';
    if (fen4 === undefined) throw new Error(`no fen4 from fourchess replay ${path}`);
    return { path, text: readFileSync(path, 'utf8'), fen4, finished: !result.startsWith('*') };
  });
}

export async function recordTests({ browser, base, test, assert, problems, shots }) {
  if (!existsSync(CLI)) throw new Error(`${CLI} missing: cargo build --release -p fourchess-cli`);
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (records): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (records): ${err.message}`));
  const board = page.locator('#board');
  // Every seat a person at this device: nothing moves after an import.
  await page.goto(`${base}?variant=teams&humans=0,1,2,3`);
  await page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });

  const importText = async (text) => {
    await page.click('#import');
    await page.waitForSelector('#import-dialog[open]'); // the dialog loads on first use
    await page.waitForSelector('#import-dialog[open]');
    await page.check('#import-dialog input[value="pgn4"]');
    await page.fill('#import-dialog .io-text', text);
    await page.click('#import-dialog .load');
    const settled = () =>
      page.waitForFunction(
        () => !document.querySelector('#import-dialog')?.open || document.querySelector('#import-dialog .io-error')?.classList.contains('is-error') || document.querySelector('#confirm-dialog')?.open,
        null,
        { timeout: 15000 },
      );
    await settled();
    // Over a game in progress the import asks first (the old game is kept): load it.
    if (await page.locator('#confirm-dialog').evaluate((d) => d.open)) {
      await page.click('#confirm-dialog .ok');
      await settled();
    }
    const open = await page.locator('#import-dialog').evaluate((d) => d.open);
    const error = open ? await page.locator('#import-dialog .io-error').textContent() : null;
    if (open) await page.click('#import-dialog .close');
    return error;
  };
  const closeResult = async () => {
    if (await page.locator('#over-dialog').evaluate((d) => d.open)) await page.click('#over-dialog .close');
  };

  const all = records();
  await test(`every record under tests/games imports and ends at fourchess replay's FEN4 (${all.length} records)`, async () => {
    assert(all.length >= 11, `only ${all.length} records`);
    const wrong = [];
    for (const r of all) {
      const error = await importText(r.text);
      await closeResult();
      const fen4 = await board.getAttribute('data-fen4');
      const over = (await board.getAttribute('data-over')) !== null;
      if (error !== null) wrong.push(`${r.path}: refused: ${error}`);
      else if (fen4 !== r.fen4) wrong.push(`${r.path}: FEN4 ${fen4} instead of ${r.fen4}`);
      else if (over !== r.finished) wrong.push(`${r.path}: ${over ? 'over' : 'not over'}, the CLI says ${r.finished ? 'finished' : 'in progress'}`);
    }
    console.log(`       (${all.length - wrong.length} of ${all.length} imported as the CLI replays them)`);
    assert(wrong.length === 0, wrong.join('; '));
  });

  await test('a resigned chess.com game shows its result, steps back, and plays on from an earlier ply', async () => {
    const r = all.find((x) => x.path.endsWith('game_26780486.pgn4'));
    assert(r !== undefined, 'game_26780486.pgn4 missing');
    assert((await importText(r.text)) === null, 'refused');
    await page.waitForSelector('#over-dialog[open]', { timeout: 5000 });
    const reason = (await page.locator('#over-dialog .over-reason').textContent()) ?? '';
    assert(/Yellow ■ resigned/.test(reason) && !/Reason/.test(reason), `result: ${reason}`);
    await page.screenshot({ path: `${shots}imported-finished.png` });
    await page.click('#over-dialog .close');
    const total = Number(await page.locator('.moves').getAttribute('data-plies'));
    await page.click('[data-nav="prev"]');
    await page.waitForSelector(`#board[data-view-ply="${total - 1}"]`);
    await page.click('[data-nav="prev"]');
    await page.waitForSelector(`#board[data-view-ply="${total - 2}"]`);
    await page.click('.viewing .from-here');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.click('#confirm-dialog .ok');
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) === n && !document.querySelector('#board')?.hasAttribute('data-over'), total - 2, {
      timeout: 5000,
    });
    assert((await board.getAttribute('data-view-ply')) === null, 'still viewing the past');
    assert((await page.locator('[data-square][data-piece]').count()) > 0, 'the board is empty');
  });

  await test('a broken record names its move and reason; the game on the board goes on', async () => {
    const before = await board.getAttribute('data-fen4');
    const broken = all.find((x) => x.path.endsWith('game_26780486.pgn4')).text.replace('3. Qi3-i7', '3. Qi3-j9');
    const error = (await importText(broken)) ?? '';
    assert(/line \d+, "Qi3-j9": that piece cannot move there now/.test(error), `error: ${error}`);
    assert((await board.getAttribute('data-fen4')) === before, 'the game changed');
    // In German the engine's refusal reads in German too (by its code).
    await page.evaluate(() => document.querySelector('#import-dialog')?.close());
    await page.selectOption('#lang', 'de');
    const german = (await importText(broken)) ?? '';
    assert(/Zeile \d+, „Qi3-j9“: diese Figur kann jetzt nicht dorthin ziehen/.test(german), `German error: ${german}`);
    await page.evaluate(() => document.querySelector('#import-dialog')?.close());
    await page.selectOption('#lang', 'en');
  });

  await test("replay page: 'play from here' on a resigned chess.com game opens it on the game screen", async () => {
    const r = all.find((x) => x.path.endsWith('game_26780486.pgn4'));
    await page.goto(`${base}replay.html`);
    await page.fill('#paste', r.text);
    await page.click('#load');
    await page.waitForSelector('#replay[data-total]');
    const total = Number(await page.locator('#replay').getAttribute('data-total'));
    // The record's bare R reads as a word, after its mover's sign; no entry is a bare token.
    const entries = await page.locator('#record-moves button').evaluateAll((bs) => bs.map((b) => b.textContent.trim()));
    assert(entries.at(-1) === '■ resigned', `last entry ${entries.at(-1)}`);
    assert(entries.every((e) => /^[●▲■◆] \S/.test(e) && !/ (R|T|#|S)$/.test(e)), `entries ${entries.filter((e) => / (R|T|#|S)$/.test(e))}`);
    await page.click('#last');
    await Promise.all([page.waitForURL(/index\.html#g=/), page.click('#play-here')]);
    await page.waitForFunction((n) => Number(document.querySelector('.moves')?.dataset.plies) === n, total, { timeout: 15000 });
    assert((await board.getAttribute('data-fen4')) === r.fen4, 'another position');
  });
  await ctx.close();
}
