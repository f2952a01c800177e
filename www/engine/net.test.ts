import { afterEach, describe, expect, it, vi } from 'vitest';
import { botNetAddress, forgetTeamsNet, loadTeamsNet, NET_LEVELS, TEAMS_NET_URL } from './net';

const ok = (bytes: number): Response => new Response(new Uint8Array(bytes));

describe('the learned evaluation’s net', () => {
  afterEach(forgetTeamsNet);

  it('is named by the build, with its hash, under nets/ (or not at all)', () => {
    expect(TEAMS_NET_URL === '' || /^nets\/teams-[0-9a-f]{16}\.nnue$/.test(TEAMS_NET_URL)).toBe(true);
  });

  it('is fetched once, then kept', async () => {
    const get = vi.fn(async () => ok(1000));
    const first = await loadTeamsNet('nets/teams-x.nnue', get);
    const second = await loadTeamsNet('nets/teams-x.nnue', get);
    expect(first?.byteLength).toBe(1000);
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is null without a net, on a server error, offline, empty or far too large; a later call tries again', async () => {
    expect(await loadTeamsNet('', vi.fn())).toBeNull();
    const failing = [
      async () => new Response('not found', { status: 404 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => ok(0),
      async () => ok(5 << 20),
    ];
    for (const get of failing) expect(await loadTeamsNet('nets/teams-x.nnue', get)).toBeNull();
    expect((await loadTeamsNet('nets/teams-x.nnue', async () => ok(10)))?.byteLength).toBe(10);
  });

  it('goes to the bots of the levels that play with it, in Teams only, as an address a worker can fetch', () => {
    const base = 'https://example.org/play/index.html?variant=teams';
    const url = 'nets/teams-0123456789abcdef.nnue';
    expect(NET_LEVELS).toEqual([5, 6]);
    for (const level of [5, 6]) expect(botNetAddress(level, 'teams', base, url)).toBe('https://example.org/play/nets/teams-0123456789abcdef.nnue');
    for (const level of [1, 2, 3, 4]) expect(botNetAddress(level, 'teams', base, url)).toBeUndefined();
    for (const variant of ['verney', 'ffa', 'chaturanga']) expect(botNetAddress(6, variant, base, url)).toBeUndefined();
    expect(botNetAddress(6, 'teams', base, '')).toBeUndefined();
  });
});
