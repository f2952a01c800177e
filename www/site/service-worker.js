// The offline app's service worker. scripts/pwa-plugin.mjs writes it into dist/sw.js at
// build time, filling in VERSION (a hash of every file), FILES (every file of dist/,
// with its hashed name) and LATER (the pages and parts opened on demand, which a page asks
// to have cached once it has settled: not part of the first visit). It precaches FILES on
// install, answers from that cache (whatever the query string), deletes older caches on activation, and waits with an
// update until the page says so (the "update ready" banner's Reload button).
const VERSION = '__VERSION__';
const FILES = __FILES__;
const LATER = __LATER__;
const PREFIX = 'fourchess-';
const CACHE = PREFIX + VERSION;

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
        .then(() => source && source.postMessage({ type: 'precached-later' })),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
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
      return fetch(request);
    })(),
  );
});
