// The offline app's service worker. scripts/pwa-plugin.mjs writes it into dist/sw.js at
// build time, filling in VERSION (a hash of every file), FILES (every file of dist/,
// with its hashed name) and LATER (the pages and parts opened on demand, which a page asks
// to have cached once it has settled: not part of the first visit). It precaches FILES on
// install, answers from that cache (whatever the query string), deletes older caches on activation, and waits with an
// update until the page says so (the "update ready" banner's Reload button).
const VERSION = '__VERSION__';
const FILES = __FILES__;
const LATER = __LATER__;
// The learned evaluations' nets, fetched with the later files (a first visit does not pay for them).
const NET_FILES = __NETS__;
const PREFIX = 'fourchess-';
const CACHE = PREFIX + VERSION;
// The learned evaluation's net (nets/, about 1 MB, its hash in its name): not in the first
// visit's precache but fetched with the later files, and kept once fetched, across site
// versions; only the newest one is kept.
const NETS = PREFIX + 'nets';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  // The rest, cached on a page's request; the page is told when it is all there.
  if (event.data && event.data.type === 'precache-later') {
    const source = event.source;
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.addAll(LATER))
        .then(() => Promise.all(NET_FILES.map((f) => netResponse(new Request(new URL(f, self.registration.scope).href)).catch(() => null))))
        .then(() => source && source.postMessage({ type: 'precached-later' })),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE && key !== NETS) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scopePath = new URL(self.registration.scope).pathname;
  if (url.pathname.startsWith(scopePath + 'nets/')) {
    event.respondWith(netResponse(request));
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const scope = new URL(self.registration.scope);
      if (request.mode === 'navigate' && url.pathname === scope.pathname) {
        const start = await cache.match(new URL('index.html', scope).href);
        if (start) return start;
      }
      const response = await fetch(request);
      // The engine build without SIMD is not precached (most browsers never load it):
      // where a browser does, it is kept, so the game works offline there too.
      if (response.ok && /\/assets\/fourchess_wasm_bg-[^/]*\.wasm$/.test(url.pathname)) await cache.put(request, response.clone());
      return response;
    })(),
  );
});

/** A net from the nets cache, else from the network, kept (in place of any older net) when whole. */
async function netResponse(request) {
  const nets = await caches.open(NETS);
  const hit = await nets.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    for (const old of await nets.keys()) await nets.delete(old);
    await nets.put(request, response.clone());
  }
  return response;
}
