// Serves a copy of dist/ on a free port and runs a browser test file with the site's URL
// as its argument (make e2e: `node tests/e2e/group-serve.mjs tests/e2e/group-play.mjs`).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';

const [file] = process.argv.slice(2);
const served = mkdtempSync(join(tmpdir(), 'fourchess-serve-'));
cpSync('dist', served, { recursive: true });
const server = await serve(served, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
// spawn, not spawnSync: this process keeps serving while the test runs.
const child = spawn(process.execPath, [file, url], { stdio: 'inherit' });
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
