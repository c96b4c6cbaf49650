// Boardshelf service worker: precaches the whole app at install, serves it offline.
// scripts/make-sw.sh fills in the build's version and file list after each Trunk build,
// so every deployment gets a new cache and the old one is removed when it takes over.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = 'boardshelf-' + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  // The first install takes over at once; an update waits until the page says so.
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('boardshelf-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Pages (any address of the app) are the cached index.html: routes live in the hash.
    const key = request.mode === 'navigate' ? './' : request;
    const hit = await cache.match(key, { ignoreSearch: request.mode === 'navigate' });
    if (hit) return hit;
    try {
      const response = await fetch(request);
      // Kept from their first use, not precached: the live games' script, and each game's
      // own app (offline, the full app, which is precached, shows every game).
      const file = new URL(request.url).pathname.split('/').pop();
      if (response.ok && (file === 'live.js' || /^app-[a-z_]+-[0-9a-f]+(_bg\.wasm|\.js)$/.test(file))) {
        await cache.put(request, response.clone());
      }
      return response;
    } catch (e) {
      return new Response('Offline and not cached: ' + request.url, { status: 503 });
    }
  })());
});
