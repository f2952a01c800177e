import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-fixtures';
import { defaultConfig } from './config';
import { BAD_PREFIX, GAME_PREFIX, isSavedGame, parseSaved, recordResult, SaveStore, TAB_KEY, unfinished, type SavedGame } from './save';

function game(id = 'abc-1'): Omit<SavedGame, 'format' | 'version' | 'writer' | 'savedAt'> {
  return { id, config: defaultConfig('teams'), moves: ['e2-e4', 'b7-d7'], pgn4: '[Variant "Teams"]' };
}

describe('save format', () => {
  it('round-trips and validates every field', () => {
    const local = new MemoryStorage();
    const store = new SaveStore(local, new MemoryStorage(), 'w1');
    expect(store.save(game(), 1000)).toBe(true);
    const raw = local.getItem(`${GAME_PREFIX}abc-1`)!;
    expect(parseSaved(raw)).toMatchObject({ ok: true, game: { id: 'abc-1', version: 1, moves: ['e2-e4', 'b7-d7'] } });
    const good = JSON.parse(raw) as Record<string, unknown>;
    const bad = (patch: Record<string, unknown>): boolean => isSavedGame({ ...good, ...patch });
    expect(bad({})).toBe(true);
    expect(bad({ moves: [1] })).toBe(false);
    expect(bad({ config: { ...game().config, variant: 'chess' } })).toBe(false);
    expect(bad({ config: { ...game().config, options: { moveLimit: 0 } } })).toBe(false);
    expect(bad({ config: { ...game().config, options: { bogus: true } } })).toBe(false);
    expect(bad({ config: { ...game().config, seats: [{ kind: 'bot', level: 9 }] } })).toBe(false);
    expect(bad({ id: '../x' })).toBe(false);
    // Clocks: a well-formed time control and standing pass; anything else is a damaged save.
    const control = { baseMs: 180_000, delayMs: 5000 };
    expect(bad({ config: { ...game().config, timeControl: control }, clock: { control, remaining: [1, 2, 3, 4] } })).toBe(true);
    expect(bad({ config: { ...game().config, timeControl: { baseMs: -1, delayMs: 0 } } })).toBe(false);
    expect(bad({ config: { ...game().config, timeControl: { ...control, extra: 1 } } })).toBe(false);
    expect(bad({ clock: { control, remaining: [1, 2, 3] } })).toBe(false);
    expect(bad({ clock: { control, remaining: ['1', 2, 3, 4] } })).toBe(false);
    expect(bad({ clock: 'soon' })).toBe(false);
    expect(parseSaved('{"version":0,"moves":[]}')).toEqual({ ok: false, reason: 'old-version' });
    expect(parseSaved('{not json')).toEqual({ ok: false, reason: 'corrupt' });
    expect(parseSaved('{"format":"fourchess-game","version":1}')).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('resumes this tab’s game after a reload', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    new SaveStore(local, session, 'w1').save(game('mine'), 1000);
    new SaveStore(local, new MemoryStorage(), 'w2').save(game('other'), 2000);
    const result = new SaveStore(local, session, 'w3').load();
    expect(result).toMatchObject({ kind: 'ok', game: { id: 'mine' }, key: 'mine' });
  });

  it('forks the latest game in a new tab (never shares its key)', () => {
    const local = new MemoryStorage();
    new SaveStore(local, new MemoryStorage(), 'w1').save(game('old'), 1000);
    new SaveStore(local, new MemoryStorage(), 'w1').save(game('latest'), 2000);
    const result = new SaveStore(local, new MemoryStorage(), 'w2').load();
    expect(result.kind).toBe('ok');
    if (result.kind === 'ok') {
      expect(result.key).toBe('latest');
      expect(result.game.id).not.toBe('latest');
    }
  });

  it('sets a bad entry aside under another key instead of deleting it', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    session.setItem(TAB_KEY, 'x1');
    local.setItem(`${GAME_PREFIX}x1`, '{"version":0,"pgn":"1. e4"}');
    const result = new SaveStore(local, session, 'w').load(42);
    expect(result).toEqual({ kind: 'bad', reason: 'old-version', setAsideKey: `${BAD_PREFIX}42` });
    expect(local.getItem(`${BAD_PREFIX}42`)).toBe('{"version":0,"pgn":"1. e4"}');
    expect(local.getItem(`${GAME_PREFIX}x1`)).toBeNull();
    expect(new SaveStore(local, session, 'w').load()).toEqual({ kind: 'none' });
  });

  it('notices another page writing this tab’s game', () => {
    const local = new MemoryStorage();
    const mine = new SaveStore(local, new MemoryStorage(), 'me');
    const twin = new SaveStore(local, new MemoryStorage(), 'twin');
    twin.save(game('g1'));
    const value = local.getItem(`${GAME_PREFIX}g1`);
    expect(mine.isForeignWrite(`${GAME_PREFIX}g1`, value, 'g1')).toBe(true);
    expect(twin.isForeignWrite(`${GAME_PREFIX}g1`, value, 'g1')).toBe(false);
    expect(mine.isForeignWrite(`${GAME_PREFIX}g2`, value, 'g1')).toBe(false);
  });

  it('lists recent games newest first: damaged entries skipped, the rest kept, twins once', () => {
    const local = new MemoryStorage();
    const store = new SaveStore(local, new MemoryStorage(), 'w');
    const finished = { ...game('done'), pgn4: '[Variant "Teams"]\n[Result "1-0"]\n\n1. e2-e4' };
    store.save(finished, 1000);
    store.save({ ...game('going'), pgn4: '[Variant "Teams"]\n[Result "*"]\n\n1. e2-e4 .. b7-d7' }, 3000);
    store.save({ ...game('fresh'), moves: [] }, 4000);
    store.save({ ...game('twin'), pgn4: '[Variant "Teams"]\n[Result "*"]\n\n1. e2-e4 .. b7-d7' }, 2000);
    local.setItem(`${GAME_PREFIX}broken`, '{"format":"fourchess-game","version":1,"savedAt":5000,"moves":[');
    local.setItem(`${GAME_PREFIX}odd`, JSON.stringify({ ...JSON.parse(local.getItem(`${GAME_PREFIX}done`)!), savedAt: 6000, moves: [7] }));
    const list = store.recent();
    expect(list.map((r) => [r.key, r.over])).toEqual([
      ['going', false],
      ['done', true],
    ]);
    // Skipping is not deleting: the damaged entries stay where they are (for export).
    expect(local.getItem(`${GAME_PREFIX}broken`)).not.toBeNull();
    expect(local.getItem(`${GAME_PREFIX}odd`)).not.toBeNull();
    // The game shown is left out, and so is its twin.
    expect(store.recent('going').map((r) => r.key)).toEqual(['done']);
    expect(store.read('done')?.id).toBe('done');
    expect(store.read('broken')).toBeNull();
    expect(store.read('nothing')).toBeNull();
    expect(new SaveStore(null, null).recent()).toEqual([]);
  });

  it('reads a record’s result and tells an unfinished game', () => {
    expect(recordResult('[Result "0-1"]')).toBe('0-1');
    expect(recordResult('[Result "*"]')).toBe('*');
    expect(recordResult('no tags')).toBe('*');
    const saved = parseSaved(JSON.stringify({ format: 'fourchess-game', version: 1, writer: 'w', savedAt: 1, ...game('g') }));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(unfinished(saved.game)).toBe(true);
    expect(unfinished({ ...saved.game, moves: [] })).toBe(false);
    expect(unfinished({ ...saved.game, pgn4: '[Result "1/2-1/2"]' })).toBe(false);
  });

  it('keeps games with moves before fresh starts when it prunes', () => {
    const local = new MemoryStorage();
    const store = new SaveStore(local, new MemoryStorage(), 'w');
    for (let i = 0; i < 3; i++) store.save(game(`played${i}`), 100 + i);
    for (let i = 0; i < 8; i++) store.save({ ...game(`empty${i}`), moves: [] }, 1000 + i);
    const kept = [...Array(local.length).keys()].map((i) => local.key(i)!).filter((k) => k.startsWith(GAME_PREFIX));
    expect(kept).toHaveLength(8);
    for (let i = 0; i < 3; i++) expect(kept).toContain(`${GAME_PREFIX}played${i}`);
    expect(kept).toContain(`${GAME_PREFIX}empty7`);
  });
});
