// A tiny static file server for dist/ (used by `make play` and the end-to-end test).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.pgn4': 'text/plain; charset=utf-8',
  '.fen4': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serve `dir` on 127.0.0.1:`port` (0 = any free port). Resolves to the http.Server once listening.
 * Answers revalidations (If-None-Match) with 304. `onResponse(path, status, body)` sees every
 * answer (tests measure transfers with it).
 */
export function serve(dir, port = 0, host = '127.0.0.1', { onResponse } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (path !== root && !path.startsWith(root + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(path).catch(() => null))?.isDirectory()) path = join(path, 'index.html');
      const info = await stat(path);
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      const headers = {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ETag: etag,
        // The embedding helper is a module other sites import (as static hosts such as GitHub Pages allow).
        ...(/^\/embed\.(js|d\.ts)$/.test(url.pathname) ? { 'Access-Control-Allow-Origin': '*' } : {}),
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        onResponse?.(url.pathname, 304, null);
        return;
      }
      const body = await readFile(path);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      onResponse?.(url.pathname, 200, req.method === 'HEAD' ? null : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      onResponse?.(req.url ?? '', 404, null);
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

// `node scripts/serve.mjs [dir] [port]`: serve until interrupted.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await serve(dir, port, host).catch((error) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is in use: try PORT=${port + 1} make play` : `Cannot serve: ${error.message}`,
    );
    process.exit(1);
  });
  const addr = server.address();
  console.log(`Serving ${dir}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${addr.port}/  (Ctrl-C to stop)`);
}
