// The wasm boundary under abuse: every exported call with wrong types, out-of-range
// values, illegal moves, calls after the game is over and huge inputs must throw a JS
// Error with a useful message (never a wasm trap), and the engine must keep working.
// Run by `make test` after the wasm build:  node --test tests/wasm/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { Bot, Engine, perft, startFen4 } from '../../www/pkg/fourchess_wasm.js';

const wasmPath = fileURLToPath(new URL('../../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
await init({ module_or_path: await readFile(wasmPath) });

/** Calls `fn`, expects a thrown Error (not a wasm RuntimeError) whose message matches and, given one, whose code is `code`. */
function rejects(fn, pattern, code) {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error, `expected an Error, got ${error}`);
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `wasm trapped: ${error.message}`);
  if (pattern) assert.match(error.message, pattern);
  assert.equal(typeof error.code, 'string', `no code on "${error.message}"`);
  assert.equal(typeof error.details, 'object', `no details on "${error.message}"`);
  if (code) assert.equal(error.code, code, error.message);
  return error;
}

/** The engine still answers and plays after an error. */
function stillWorks(engine) {
  const moves = engine.legalMoves();
  assert.ok(moves.length > 0);
  const before = engine.fen4();
  const first = moves.find((m) => m.action !== 'pass-die') ?? moves[0];
  engine.play(first.text);
  assert.notEqual(engine.fen4(), before);
  assert.ok(engine.undo());
  assert.equal(engine.fen4(), before);
}

test('unknown rule sets and bad options are refused with a message', () => {
  rejects(() => new Engine('chess960'), /unknown rule set/);
  rejects(() => new Engine('verney', { bogus: true }), /bad game options/);
  rejects(() => new Engine('verney', { firstPlayer: 9 }), /firstPlayer 9/);
  rejects(() => new Engine('verney', { firstPlayer: -1 }), /bad game options/);
  rejects(() => new Engine('verney', 'club'), /bad game options/);
  rejects(() => new Engine('teams', { array: 'diagonal' }), /array/);
  rejects(() => new Engine('chaturanga', { setup: 25 }), /setup 25/);
  // Each option of its type (read by hand, not by serde).
  rejects(() => new Engine('verney', { clubSetup: 'yes' }), /clubSetup must be true or false/);
  rejects(() => new Engine('chaturanga', { setup: 1.5 }), /setup must be a whole number/);
  rejects(() => new Engine('teams', { array: 4 }), /array must be a string/);
  rejects(() => new Engine('teams', { moveLimit: -3 }), /moveLimit must be a whole number/);
  rejects(() => new Engine('teams', { moveLimit: 0 }), /at least 1/);
  for (const [variant, options] of [['verney', { clubSetup: false, doubleStep: true }], ['teams', { moveLimit: null, firstPlayer: 2, array: 'classic' }], ['ffa', { endOnLead: true, deadKingWalking: false, moveLimit: 40 }], ['chaturanga', { threeDice: true, setup: 24 }]]) {
    new Engine(variant, options).free();
  }
  assert.equal(new Engine('teams', { firstPlayer: 2 }).status().toMove, 2);
  rejects(() => new Engine('x'.repeat(100000)), /unknown rule set/);
  rejects(() => startFen4('nope', undefined), /unknown rule set/);
});

test('illegal, foreign and malformed moves throw and leave the game as it was', () => {
  const engine = new Engine('verney', undefined);
  const fen = engine.fen4();
  rejects(() => engine.play('e2-e5'), /cannot move there/);
  rejects(() => engine.play('b7-c7'), /does not belong to the player to move/);
  rejects(() => engine.play('z9-z10'), /not a move/);
  rejects(() => engine.play(''), /passing is not allowed/);
  rejects(() => engine.play('e2-e3'.repeat(1000)), /too long/);
  rejects(() => engine.play(42));
  rejects(() => engine.play(null));
  rejects(() => engine.play({ from: 'e2', to: 'e3' }));
  assert.equal(engine.fen4(), fen);
  stillWorks(engine);
});

test('every refusal has a stable code and the values it names as details', () => {
  const engine = new Engine('verney', undefined);
  assert.deepEqual({ ...rejects(() => engine.play('e2-e5'), /cannot move there/, 'move-illegal').details }, { move: 'e2-e5' });
  assert.equal(rejects(() => engine.play('b7-c7'), null, 'move-not-your-piece').details.move, 'b7-c7');
  rejects(() => engine.play('e3-e4'), /no piece/, 'move-no-piece');
  rejects(() => engine.play(42), /must be a string/, 'bad-argument');
  const noKing = rejects(() => Engine.fromFen4('verney', undefined, startFen4('verney', undefined).replace('yK', 'yQ')), /no king/, 'fen4-no-king');
  assert.deepEqual({ ...noKing.details }, { field: 'board', seat: 'Yellow' });
  assert.equal(rejects(() => Engine.fromFen4('teams', undefined, 'R-0-1'), null, 'fen4-field-count').details.found, '3');
  const record = rejects(() => Engine.fromPgn4('[Variant "Verney"]\n\n1. h2-h3 .. b7-c7\n2. e2-e9'), /PGN4 line 4/, 'move-not-your-piece');
  assert.equal(record.details.line, '4');
  assert.equal(record.details.token, 'e2-e9');
  assert.equal(rejects(() => Engine.fromPgn4('[Variant "Go"]\n\n1. e2-e3'), null, 'pgn4-unknown-rule-set').details.value, 'Go');
  rejects(() => Engine.fromPgn4('[Variant "Teams"]\n[StartFen4 "R-0-1"]\n\n1. h2-h3'), /StartFen4/, 'fen4-field-count');
  const dice = new Engine('chaturanga', undefined);
  rejects(() => dice.roll([1, 2, 3]), /2 dice, not 3/, 'roll-count');
  rejects(() => engine.roll([1, 2]), /uses dice/, 'roll-no-dice');
});

test('positions and records: garbage, huge input and impossible positions', () => {
  rejects(() => Engine.fromFen4('verney', undefined, 'garbage'), /FEN4/);
  rejects(() => Engine.fromFen4('teams', undefined, 'R-' + '1,'.repeat(500000)), /FEN4/);
  rejects(() => Engine.fromFen4("verney", undefined, startFen4("verney", undefined).replace("yK", "yQ")), /no king/);
  rejects(() => Engine.fromPgn4('1. e2-e9'), /PGN4 line 1/);
  rejects(() => Engine.fromPgn4('[Variant "Go"]\n\n1. e2-e3'), /unknown rule set/);
  rejects(() => Engine.fromPgn4('{'.repeat(3_000_000)), /too long/);
  rejects(() => Engine.fromPgn4(undefined));
  const engine = Engine.fromPgn4('[Variant "Verney"]\n\n1. h2-h3 .. b7-c7');
  assert.equal(engine.record().moves.length, 2);
  stillWorks(engine);
});

test('calls after the game is over', () => {
  const engine = new Engine('teams', undefined);
  engine.resign(1);
  const status = engine.status();
  assert.ok(status.outcome);
  assert.deepEqual(engine.legalMoves(), []);
  rejects(() => engine.play('h2-h3'), /game is over/);
  rejects(() => engine.resign(0), /game is over/);
  assert.ok(engine.undo(), 'a resignation can be taken back');
  stillWorks(engine);
});

test('seats, dice and perft out of range', () => {
  const engine = new Engine('verney', undefined);
  rejects(() => engine.resign(4), /seat must be a whole number from 0 to 3/);
  rejects(() => engine.resign('1'), /seat must be/);
  rejects(() => engine.roll(undefined), /only Partnership Chaturanga/);
  rejects(() => perft('teams', undefined, '', 99), /depth/);
  const dice = new Engine('chaturanga', undefined);
  rejects(() => dice.roll([7, 1]), /1 to 6/);
  rejects(() => dice.roll([1]), /2 dice/);
  rejects(() => dice.roll('12'), /array of numbers/);
  rejects(() => dice.roll([1, '2']), /array of numbers/);
  rejects(() => dice.roll([1.5, 2]), /array of numbers/);
  const rolled = dice.roll(undefined);
  assert.equal(rolled.length, 2);
  assert.ok(rolled.every((v) => v >= 1 && v <= 6));
  rejects(() => dice.roll([1, 2]), /not used up/);
  stillWorks(dice);
  stillWorks(engine);
});

test('many games in a row keep working (no poisoned state)', () => {
  for (const variant of ['verney', 'teams', 'ffa', 'chaturanga']) {
    const engine = new Engine(variant, undefined);
    for (let ply = 0; ply < 60 && !engine.status().outcome; ply++) {
      if (engine.status().needsRoll) {
        engine.roll([3, 1]);
        continue;
      }
      const moves = engine.legalMoves();
      engine.play(moves[ply % moves.length].text);
    }
    assert.equal(Engine.fromPgn4(engine.pgn4()).fen4(), engine.fen4());
    engine.free();
  }
});

test('history calls: undoTo, atPly, records, tokens and premoves refuse bad arguments', () => {
  const engine = new Engine('teams', undefined);
  for (const m of ['h2-h3', 'b7-c7']) engine.play(m);
  for (const bad of [-1, 1.5, 'two', null, {}]) {
    rejects(() => engine.undoTo(bad), /ply/);
    rejects(() => engine.atPly(bad), /ply/);
  }
  const past = engine.atPly(1);
  assert.deepEqual(past.record().moves.map((m) => m.seat), [0]);
  past.free();
  assert.deepEqual(engine.record().moves.map((m) => m.seat), [0, 1]);
  rejects(() => engine.playToken('g13-g9'), /cannot move there/);
  rejects(() => engine.playToken('x'.repeat(100)), /too long/);
  rejects(() => engine.playToken(7), /must be a string/);
  rejects(() => engine.timeOut(9), /seat/);
  rejects(() => engine.premoveOptions(5, []), /seat/);
  rejects(() => engine.premoveOptions(0, 'e2-e3'), /queued/);
  rejects(() => engine.premoveOptions(0, Array(9).fill('e2-e3')), /at most 8/);
  assert.equal(engine.premoveOptions(0, []).length > 0, true);
  stillWorks(engine);
  // A Teams timeout ends the game and is an entry of the record; undo takes it back.
  engine.timeOut(2);
  assert.equal(engine.status().outcome?.reason, 'timeout');
  assert.match(engine.pgn4(), /b7-c7 \.\. T/);
  assert.ok(engine.undo());
  assert.equal(engine.status().outcome, null);
  engine.undoTo(0);
  assert.equal(engine.record().moves.length, 0);
  engine.free();
  rejects(() => Engine.fromPgn4('1. e2-e9'), /PGN4/);
  assert.deepEqual(Engine.fromPgn4('[Variant "Teams"]\n\n1. h2-h3 { hi } .. R').notes().comments, ['hi', null]);
});

test('the engine keeps the whole record: tags, introduction and each move\'s comment go with the game', () => {
  const engine = new Engine('teams', undefined);
  engine.setTags([['TimeControl', '3+5']]);
  engine.play('h2-h3', '[%clk 0:02:59]');
  engine.play('b7-c7', undefined);
  engine.timeOut(2, '[%clk 0:00:00]');
  assert.deepEqual(engine.record().moves.map((m) => m.comment), ['[%clk 0:02:59]', null, '[%clk 0:00:00]']);
  const pgn4 = engine.pgn4();
  assert.match(pgn4, /\[TimeControl "3\+5"\]/);
  assert.match(pgn4, /h2-h3 \{ \[%clk 0:02:59\] \} \.\. b7-c7 \.\. T \{ \[%clk 0:00:00\] \}/);
  // Undo takes the comment back with its move; a record read back keeps its notes.
  engine.undo();
  assert.deepEqual(engine.notes().comments, ['[%clk 0:02:59]', null]);
  const again = Engine.fromPgn4('[Event "Club"]\n[Variant "Teams"]\n\n{ Before }\n1. h2-h3 { one } .. b7-c7');
  assert.deepEqual(again.notes(), { tags: [['Event', 'Club']], intro: 'Before', comments: ['one', null] });
  assert.match(again.pgn4(), /\[Event "Club"\][\s\S]*\{ Before \}\n1\. h2-h3 \{ one \}/);
  // Taken back to the start, the record keeps its tags and introduction but no move's comment.
  again.undoTo(0);
  assert.deepEqual(again.notes(), { tags: [['Event', 'Club']], intro: 'Before', comments: [] });
  // Bad notes are refused and change nothing.
  rejects(() => engine.play('g13-g12', 7), /comment must be a string/);
  rejects(() => engine.play('g13-g12', 'x'.repeat(1001)), /at most 1,000 bytes/);
  rejects(() => engine.resign(2, {}), /comment/);
  rejects(() => engine.setTags([['bad name', 'x']]), /tag name/);
  rejects(() => engine.setTags('x'), /pairs/);
  assert.equal(engine.record().moves.length, 2);
  assert.match(engine.pgn4(), /TimeControl/);
  stillWorks(engine);
  engine.free();
  again.free();
});

test('the engine says what the page would otherwise declare again: piece names, rule-set traits, die kinds, turn events', () => {
  const ch = new Engine('chaturanga', undefined);
  const info = ch.boardInfo();
  assert.equal(info.kinds.B, 'boat');
  assert.equal(info.kinds.Q, undefined);
  assert.equal(info.dice, true);
  assert.equal(info.scoring, false);
  ch.roll([1, 2]);
  assert.deepEqual(ch.status().dieKinds, [['K', 'P'], ['B']]);
  const ffa = new Engine('ffa', { deadKingWalking: true });
  assert.deepEqual([ffa.boardInfo().scoring, ffa.boardInfo().dice, ffa.boardInfo().deadKingWalking, ffa.boardInfo().kinds.B], [true, false, true, 'bishop']);
  assert.equal(new Engine('teams', { deadKingWalking: true }).boardInfo().deadKingWalking, false);
  const teams = new Engine('teams', undefined);
  teams.play('h2-h3');
  teams.resign(1);
  const events = teams.record().moves.map((m) => m.event);
  assert.deepEqual(events.map((e) => e.turn), [null, 'resigned']);
});

test('Engine.record: the position and one record per move in one call, agreeing with the single calls', () => {
  const game = new Engine('teams', undefined);
  game.setTags([['TimeControl', '3+5']]);
  game.play('h2-h3', undefined);
  game.play('b7-c7', '[%clk 0:02:59]');
  const record = game.record();
  assert.deepEqual(record.pieces, game.pieces());
  assert.deepEqual(record.legalMoves, game.legalMoves());
  assert.deepEqual(record.status, game.status());
  assert.equal(record.fen4, game.fen4());
  assert.equal(record.pgn4, game.pgn4());
  assert.match(record.pgn4, /\[TimeControl "3\+5"\][\s\S]*b7-c7 \{ \[%clk 0:02:59\] \}/);
  assert.deepEqual(record.moves.map((m) => m.text), ['h2-h3', 'b7-c7']);
  assert.deepEqual(record.moves.map((m) => m.seat), [0, 1]);
  assert.deepEqual(record.moves.map((m) => m.squares), [['h2', 'h3'], ['b7', 'c7']]);
  assert.deepEqual(record.moves[0].event, { captured: null, check: false, mate: false, turn: null });
  assert.deepEqual(record.moves.map((m) => m.comment), [null, '[%clk 0:02:59]']);
  assert.equal(record.pointSources, null);
  game.free();
  const ffa = new Engine('ffa', undefined);
  assert.equal(ffa.record().pointSources, null);
  for (const seat of [0, 1, 2]) ffa.resign(seat);
  assert.notEqual(ffa.status().outcome, null);
  const points = ffa.record().pointSources;
  assert.equal(points.length, 4);
  points.forEach((p, seat) => assert.equal(p.captures + p.checks + p.mates + p.stalemate + p.ending, ffa.status().outcome.points[seat]));
  ffa.free();
});

test('Bot.analyse: three distinct lines ordered by score, reported per depth', () => {
  const bot = new Bot(4);
  const record = new Engine('teams').pgn4();
  const infos = [];
  const lines = bot.analyse(record, 3, 3, undefined, (info) => infos.push(info));
  assert.equal(lines.length, 3);
  assert.deepEqual(lines.map((l) => l.multipv), [1, 2, 3]);
  assert.equal(new Set(lines.map((l) => l.pv[0])).size, 3, 'distinct first moves');
  for (let k = 1; k < 3; k++) assert.ok(lines[k - 1].score >= lines[k].score, 'ordered');
  for (const line of lines) {
    assert.equal(line.depth, 3);
    assert.equal(line.mate, null);
    assert.ok(line.pv.length >= 1 && line.pv.every((m) => typeof m === 'string'));
    assert.ok(line.nodes > 0 && line.nps >= 0);
  }
  assert.equal(infos.length, 9, 'one call per depth and line');
  assert.deepEqual(infos.slice(6).map((i) => i.pv[0]), lines.map((l) => l.pv[0]));
  // A move of each line is legal at the start.
  const legal = new Set(new Engine('teams').legalMoves().map((m) => m.text));
  for (const line of lines) assert.ok(legal.has(line.pv[0].replace(/[+#]+$/, '')), line.pv[0]);
  bot.free();
});

test('Bot.analyse: bad arguments throw, the bot keeps working', () => {
  const bot = new Bot(1);
  const record = new Engine('verney').pgn4();
  rejects(() => bot.analyse(42, 1, 2), /PGN4 record must be a string/, 'bad-argument');
  rejects(() => bot.analyse(record, 0, 2), /lines must be 1 to 5/, 'bad-argument');
  rejects(() => bot.analyse(record, 6, 2), /number of lines/, 'bad-argument');
  rejects(() => bot.analyse(record, 1, 0), /depth or a time limit/, 'bad-argument');
  rejects(() => bot.analyse(record, 1, 2, undefined, 'nope'), /onInfo must be a function/, 'bad-argument');
  rejects(() => bot.analyse('[Variant "Nope"]', 1, 2));
  const lines = bot.analyse(record, 2, 0, 50);
  assert.ok(lines.length === 2 && lines[0].pv[0] !== lines[1].pv[0]);
  bot.free();
});

test('Bot.analyse: Free-for-all lines end with each seat\'s points; Chaturanga gives a win chance, before the roll too', () => {
  const bot = new Bot(4);
  const ffa = bot.analyse(new Engine('ffa').pgn4(), 2, 2);
  assert.equal(ffa.length, 2);
  for (const line of ffa) {
    assert.ok(Array.isArray(line.points) && line.points.length === 4 && line.points.every((p) => Number.isInteger(p) && p >= 0), JSON.stringify(line.points));
    assert.equal(line.winChance, null);
  }
  const teams = bot.analyse(new Engine('teams').pgn4(), 1, 1);
  assert.deepEqual([teams[0].points, teams[0].winChance], [null, null]);
  const ch = new Engine('chaturanga');
  const before = bot.analyse(ch.pgn4(), 3, 0, 2000);
  assert.equal(before.length, 1, 'before the roll: one line');
  assert.deepEqual(before[0].pv, [], 'no moves before the roll');
  assert.ok(before[0].winChance > 0.3 && before[0].winChance < 0.7, String(before[0].winChance));
  ch.roll([3, 4]);
  const after = bot.analyse(ch.pgn4(), 3, 0, 2000);
  assert.equal(after.length, 1);
  assert.ok(after[0].pv.length === 1 && after[0].winChance > 0 && after[0].winChance < 1, JSON.stringify(after[0]));
  bot.free();
});

test('Bot.review: Chaturanga moves carry the mover\'s chance to win, rolls get none', async () => {
  const { Bot, Engine } = await import('../../www/pkg/fourchess_wasm.js');
  const game = new Engine('chaturanga');
  for (const roll of [[3, 4], [1, 5], [2, 6], [4, 4]]) {
    game.roll(roll);
    while (!game.status().needsRoll && game.status().outcome === null) game.play(game.legalMoves()[0].text);
  }
  const bot = new Bot(4);
  const { moves } = bot.review(game.pgn4(), 5, undefined);
  const judged = moves.filter((m) => m.class !== null);
  assert.ok(judged.length >= 4, JSON.stringify(moves));
  for (const m of judged) assert.ok(m.winChance >= 0 && m.winChance <= 1, JSON.stringify(m));
  for (const m of moves.filter((m) => m.class === null)) assert.equal(m.winChance, null);
  bot.free();
  game.free();
});

test('Bot.review: one review per move, reported as it goes, classes from the five words', async () => {
  const { Bot } = await import('../../www/pkg/fourchess_wasm.js');
  const bot = new Bot(8);
  const record = '[Variant "Teams"]\n\n1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8\n2. Qg1-j4 .. b9-c9 .. R';
  const seen = [];
  const { moves: all, players } = bot.review(record, 20, (m) => seen.push(m));
  assert.equal(players.length, 4);
  assert.equal(players.reduce((n, p) => n + p.counts.reduce((a, b) => a + b, 0), 0), 6);
  assert.ok(players.every((p) => p.accuracy === null || (p.accuracy >= 0 && p.accuracy <= 100)), JSON.stringify(players));
  assert.equal(all.length, 7);
  assert.deepEqual(seen.map((m) => m.ply), [0, 1, 2, 3, 4, 5, 6]);
  for (const m of all.slice(0, 6)) assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.class), JSON.stringify(m));
  assert.equal(all[6].class, null, 'a resignation gets no class');
  for (const m of all) {
    // The better move's squares come with its text; no win chance outside Chaturanga.
    assert.equal(m.better === null, m.betterFrom === null, JSON.stringify(m));
    assert.equal(m.better === null, m.betterTo === null, JSON.stringify(m));
    if (m.better !== null) assert.ok(m.better.includes(m.betterTo), JSON.stringify(m));
    assert.equal(m.winChance, null);
  }
  rejects(() => bot.review(record, -1, undefined), /time per move/, 'bad-argument');
  rejects(() => bot.review('1. e2-e9', 10, undefined), /PGN4 line 1/);
  bot.free();
});
