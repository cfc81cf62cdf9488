// tfplay's service worker (vite.config.js fills in the version and the file list at build
// time): after the first visit the page, Monaco and the engine come from the cache, so the
// playground works offline. Pages are fetched network-first (a new build shows up at once when
// online); every other file is content-hashed or versioned, so it is served cache-first.
// Matches ignore Vary: servers answer module scripts with "Vary: Origin", and the page's
// requests carry an Origin header that the precache requests did not.
const VERSION = __TFPLAY_SW_VERSION__;
const CACHE = `tfplay-${VERSION}`;
const PRECACHE = __TFPLAY_PRECACHE__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tfplay-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match('./', { ignoreSearch: true, ignoreVary: true })),
      ),
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true, ignoreVary: true }).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
