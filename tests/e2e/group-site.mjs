// What the group-play browser tests share: Chromium's flags for WebRTC over loopback, the
// site's address (given, or dist/ served from a copy), and a page watcher that collects
// page errors.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { FLAGS as CHROMIUM_FLAGS } from './chromium.mjs';

// Tests only: local addresses in ICE candidates (not mDNS names), so loopback connects.
export const FLAGS = [...CHROMIUM_FLAGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

/** The site's address ending in '/', and the server this process started for it (or null). */
export async function site(given, who) {
  let base = given;
  let server = null;
  if (base === undefined) {
    if (!existsSync('dist/index.html')) {
      console.error(`${who}: dist/index.html missing: run \`make build\` first, or pass the site URL`);
      process.exit(2);
    }
    const served = mkdtempSync(join(tmpdir(), 'fourchess-group-'));
    cpSync('dist', served, { recursive: true });
    server = await serve(served, 0);
    base = `http://127.0.0.1:${server.address().port}/`;
  }
  return { base: base.endsWith('/') ? base : `${base}/`, server };
}

/** Collects a page's errors and console errors into `problems`, named `who`. */
export function pageWatcher(problems) {
  return (page, who) => {
    page.on('pageerror', (err) => problems.push(`${who}: page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${who}: console error: ${msg.text()}`);
    });
    return page;
  };
}
