// tfplay's service worker (vite.config.js fills in the version and the file lists at build
// time): after the first visit the page, Monaco and the engine come from the cache, so the
// playground works offline. Pages are fetched network-first (a new build shows up at once when
// online); every other file is content-hashed or versioned, so it is served cache-first, but
// for the engine's wasm, which the browser's HTTP cache serves (its copy here is for offline).
//
// The lists hold exactly the URLs the page requests (the engine's with its ?v= version), and
// the page registers this worker only after its first result, so the files are in the
// browser's HTTP cache by then: they are copied from there ("force-cache"), never downloaded a
// second time. PRECACHE.core (the page, the engine) is cached on install; PRECACHE.editor
// (Monaco) when the page says it has loaded Monaco (phones never do).
// Matches ignore Vary: servers answer module scripts with "Vary: Origin", and the page's
// requests carry an Origin header that the precache requests did not.
const VERSION = __TFPLAY_SW_VERSION__;
const CACHE = `tfplay-${VERSION}`;
const PRECACHE = __TFPLAY_PRECACHE__;
const PAGE = './';
const PAGE_SHA256 = __TFPLAY_PAGE_SHA256__; // this build's page (index.html)

const sha256 = async (bytes) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * This build's page: the copy the browser has just loaded (from its HTTP cache) when it is this
 * build's, else the server's (a new build may have come out since the page was loaded).
 */
async function fetchPage() {
  const loaded = await fetch(new Request(PAGE, { cache: 'force-cache' }));
  if (loaded.ok && (await sha256(await loaded.clone().arrayBuffer())) === PAGE_SHA256) return loaded;
  return fetch(new Request(PAGE, { cache: 'no-cache' }));
}

/** Copies `urls` into the cache, skipping those already there. */
async function precache(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      // Every file but the page is content-hashed or versioned: the cached copy is the one.
      const response = url === PAGE ? await fetchPage() : await fetch(new Request(url, { cache: 'force-cache' }));
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache(PRECACHE.core).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tfplay-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// {type: 'precache', group} with a MessagePort: caches that group, then answers {ok}.
self.addEventListener('message', (event) => {
  const group = event.data?.type === 'precache' ? PRECACHE[event.data.group] : null;
  if (!Array.isArray(group) || event.data.group === 'core') return;
  const done = precache(group).then(
    () => true,
    () => false,
  );
  event.waitUntil(done.then((ok) => event.ports[0]?.postMessage({ ok })));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(PAGE, { ignoreSearch: true, ignoreVary: true }))),
    );
    return;
  }
  // The engine goes to the browser's HTTP cache itself, not through this worker: the compiled
  // code the browser keeps for it (V8's code cache) belongs to the HTTP cache's copy, and 13 MB
  // passed through here would come later. Offline, once that copy is gone, the engine's own
  // loader reads the copy cached here (engine-files.js).
  if (url.pathname.endsWith('.wasm')) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreVary: true }).then(
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
