// The learned Teams evaluation's net (docs/nnue.md) for the page: the build names its file
// (__TEAMS_NET__, empty when the repository holds no net); it is fetched only when a player
// asks for it, never as part of the first visit, and the service worker keeps it after that.

declare const __TEAMS_NET__: string;

/** The net's address relative to the page, or '' when this build has none. */
export const TEAMS_NET_URL: string = typeof __TEAMS_NET__ === 'string' ? __TEAMS_NET__ : '';

/** A net file is about 1 MB; a response far larger is not one. */
const MAX_BYTES = 4 << 20;

let loaded: Promise<ArrayBuffer | null> | null = null;

/**
 * The net's bytes, fetched once; null when the build has none or it cannot be had (offline
 * before it was ever fetched, a server error): the hand-written evaluation then analyses,
 * and a later call tries again. The engine checks the bytes themselves (`Bot.useNet`).
 */
export function loadTeamsNet(url: string = TEAMS_NET_URL, get: typeof fetch = (input, init) => fetch(input, init)): Promise<ArrayBuffer | null> {
  if (url === '') return Promise.resolve(null);
  loaded ??= (async () => {
    try {
      const response = await get(url);
      if (!response.ok) return null;
      const bytes = await response.arrayBuffer();
      return bytes.byteLength > 0 && bytes.byteLength <= MAX_BYTES ? bytes : null;
    } catch {
      return null;
    }
  })().then((bytes) => {
    if (bytes === null) loaded = null;
    return bytes;
  });
  return loaded;
}

/** Forgets a fetched net (tests). */
export function forgetTeamsNet(): void {
  loaded = null;
}

/**
 * The levels that play Teams with the learned evaluation (docs/nnue.md: net 2 against the
 * hand evaluation at 1 s a move, which is level 5's search exactly and level 6's with a
 * third of its time). Levels 1-4 keep the hand evaluation: their steps were set with it
 * (docs/levels.md). The bot worker uses it only in the engine's SIMD build, where its
 * search is the faster one; until the net arrives, or where it cannot be had, the hand
 * evaluation plays.
 */
export const NET_LEVELS: readonly number[] = [5, 6];

/** The net's address for a bot of `level` in `variant` (absolute: a worker resolves it), or undefined. */
export function botNetAddress(level: number, variant: string, base: string = globalThis.location?.href ?? '', url: string = TEAMS_NET_URL): string | undefined {
  if (url === '' || variant !== 'teams' || !NET_LEVELS.includes(level) || base === '') return undefined;
  return new URL(url, base).href;
}
