import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTeamsNet, loadTeamsNet, TEAMS_NET_URL } from './net';

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
});
