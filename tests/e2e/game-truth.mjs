// Browser tests of what the game screen says (issue 65): "Since your move" names a check
// only after the move that gave it; a position is numbered the same way (round, move of
// all) on the game screen, the analysis board and in Games; Verney's bots finish a won
// ending. Run by run.mjs: gameTruthTests({ browser, base, test, assert, problems, shots }).

/** A Teams game of 36 plies: Blue's Ri5-g5 checks Red, the two moves after it give no check. */
const CHECKED = `[Variant "Teams"]
[RuleVariants "EnPassant"]
[Result "*"]

1. h2-h3 .. b9-c9 .. i13-i12 .. m11-k11
2. Ne1-f3 .. b7-c7 .. g13-g11 .. m8-l8
3. Qg1-i3 .. Na10-c11 .. h13-h11 .. Nn10-l11
4. Qi3-f6 .. Ba6xBi14 .. Qh14xBi14 .. Nl11-j12
5. e2-e4 .. Qa8xf13+ .. Kg14xQf13 .. Nj12xQi14
6. Bf1xb5 .. Na5-c6 .. Kf13-g14 .. Bn9xh3
7. g2xBh3 .. Ra4-a5 .. Ne14-f12 .. m6-l6
8. Bb5xNc6 .. Ra5-i5 .. Nj14-k12 .. Qn7xi2+
9. Kh1-g1 .. Ri5-g5+ .. g11-g10 .. m4-l4
`;

/** Verney: Yellow's and White's king and rook at home against the bare kings of Red (b10)
 * and Black (m5), Yellow to move. Level 1 in the wasm engine mated in 7 to 31 plies (16 seeds). */
const ROOKS = 'Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-6,wK,3,wR,3/14/14/14/1,rK,12/14/14/14/14/12,bK,1/14/14/14/3,yR,3,yK,6';
/** The bound the bots must mate within (as the engine's own test, crates/search/tests/endings.rs). */
const MATE_WITHIN = 100;

export async function gameTruthTests({ browser, base, test, assert, problems, shots }) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error (truth): ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error (truth): ${err.message}`));
  const ready = () => page.waitForFunction(() => document.querySelector('#board')?.getAttribute('data-fen4'), null, { timeout: 15000 });
  const plies = async () => Number(await page.locator('.moves').getAttribute('data-plies'));

  await test('"Since your move" names a check only after the move that gave it', async () => {
    await page.goto(`${base}?variant=teams&humans=0&delay=0`);
    await ready();
    await page.click('#import');
    await page.waitForSelector('#import-dialog[open]');
    await page.locator('#import-dialog .io-file').setInputFiles({ name: 'checked.pgn4', mimeType: 'text/plain', buffer: Buffer.from(CHECKED) });
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.dataset.plies) === 36, null, { timeout: 5000 });
    const since = await page.waitForFunction(() => {
      const text = document.querySelector('.since')?.textContent ?? '';
      return text.includes('Ri5-g5') ? text : false;
    }, null, { timeout: 5000 }).then((h) => h.jsonValue());
    // "Since your move: Blue Ri5-g5, check, Yellow g11-g10, Green m4-l4" (the words say the +)
    const check = since.indexOf('check');
    assert(check > since.indexOf('Ri5-g5') && check < since.indexOf('Yellow'), `the check stands after Blue's move: ${since}`);
    assert(since.split('check').length === 2, `one check: ${since}`);
    assert(/Ri5-g5, check/.test(since), `a comma before "check", no "+" beside it: ${since}`);
  });

  await test('a position has the same number everywhere: the game screen, the analysis board, Games', async () => {
    // The game of the test before: 36 plies, 9 rounds.
    assert((await plies()) === 36, 'the imported game');
    await page.click('.moves [data-ply="9"]');
    await page.waitForSelector('#board[data-view-ply="9"]');
    const game = (await page.locator('.viewing').textContent()) ?? '';
    assert(/Round 3\b.*\b9 of 36/.test(game), `game screen: ${game}`);
    await Promise.all([page.waitForURL(/analysis\.html/), page.click('#analyse-position')]);
    await page.waitForFunction(() => /\d/.test(document.querySelector('#position')?.textContent ?? ''), null, { timeout: 10000 });
    const analysis = (await page.locator('#position').textContent()) ?? '';
    assert(/^Round 3, move 9 of 36\b/.test(analysis), `analysis board: ${analysis}`);
    await page.goBack();
    await ready();
    // Another game: the imported one is kept under Games, counted in rounds.
    await page.goto(`${base}?variant=ffa&humans=0&delay=0`);
    await ready();
    await page.click('#recent');
    await page.waitForSelector('#recent-dialog[open] .recent-game', { timeout: 5000 });
    const row = (await page.locator('#recent-dialog .recent-game', { hasText: 'Teams' }).first().textContent()) ?? '';
    assert(/9 rounds/.test(row), `Games: ${row}`);
    await page.click('#recent-dialog .close');
  });

  await test(`Verney: level-1 bots mate two bare kings with king and rook each within ${MATE_WITHIN} plies`, async () => {
    await page.goto(`${base}?variant=verney&humans=&level=1&delay=0&fen4=${encodeURIComponent(ROOKS)}`);
    await page.waitForSelector('#board[data-over]', { timeout: 90000 });
    const n = await plies();
    const reason = (await page.locator('#over-dialog .over-reason').textContent()) ?? '';
    await page.screenshot({ path: `${shots}verney-ending.png` });
    assert(n <= MATE_WITHIN, `${n} plies`);
    assert(/mate/i.test(reason), `the end: ${reason} after ${n} plies`);
    console.log(`  (mated after ${n} plies)`);
  });

  await ctx.close();
}
