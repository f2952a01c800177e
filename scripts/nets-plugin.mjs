// Vite plugin of the learned Teams evaluation (docs/nnue.md), build only: when the
// repository holds a net in www/nets/teams.nnue, it is copied into dist/nets/ under a name
// with its hash (a new net is a new address) and named to the page as __TEAMS_NET__
// (empty without a net). Never precached: the analysis board fetches it when a player
// asks, and the service worker keeps it from then on.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = 'www/nets/teams.nnue';

/** The net's address in dist/ ("nets/teams-HASH.nnue", the hash its header carries), or ''. */
export function teamsNetName(source = SOURCE) {
  if (!existsSync(source)) return '';
  const header = readFileSync(source).subarray(0, 24);
  if (header.length < 24 || header.toString('latin1', 0, 4) !== '4PCN') throw new Error(`${source} is not a net file`);
  return `nets/teams-${header.readBigUInt64LE(16).toString(16).padStart(16, '0')}.nnue`;
}

export function nets() {
  const name = teamsNetName();
  let outDir = 'dist';
  return {
    name: 'nets',
    config: () => ({ define: { __TEAMS_NET__: JSON.stringify(name) } }),
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle() {
      if (name === '') return;
      mkdirSync(join(outDir, 'nets'), { recursive: true });
      copyFileSync(SOURCE, join(outDir, name));
    },
  };
}
