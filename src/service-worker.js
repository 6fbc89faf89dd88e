// The app's service worker. build.mjs writes it to sw.js with the __SW_…__ names replaced: the
// cache of this build (named after its asset list, so a new build gets a new cache), the files
// to precache, and whether the build is a development one.
//
// A production worker precaches the shell and every hashed asset, deletes older builds' caches
// when it activates, sends navigations to the network first and falls back to the cached shell
// offline. A development worker caches nothing, because the development server rebuilds
// unhashed files in place, and clears what a production build on the same origin left.

const CACHE_PREFIX = __SW_CACHE_PREFIX__;
const CACHE = __SW_CACHE__;
const PRECACHE = __SW_PRECACHE__;
const DEV = __SW_DEV__;
const SHELL = '/shell.html';
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  if (DEV) {
    self.skipWaiting();
    return;
  }
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
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Hosting's clean URLs answer /shell.html with a redirect to /shell, and the cache keeps that
// redirected response. A browser refuses a navigation answered with a redirected response, so
// the shell is handed out as a plain copy.
function unredirected(response) {
  if (!response?.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(response.body, { status, statusText, headers });
}

function answer(event) {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/__/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(SHELL))
          .then((shell) => unredirected(shell) || Response.error()),
      ),
    );
    return;
  }
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(url.pathname))
        .then((hit) => hit || fetch(request)),
    );
  }
}

if (!DEV) self.addEventListener('fetch', answer);
