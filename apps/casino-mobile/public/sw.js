/* The phone shell's service worker. It makes the shell installable and, when a navigation finds no
 * network, answers with the translated offline page. It caches nothing else: never an API reply, a
 * balance or any money data (those always go to the network), and no app files either (the hashed assets
 * are cached by the browser's HTTP cache). */
const OFFLINE_CACHE = 'casino-mobile-offline-v1';
const OFFLINE_URL = new URL('offline.html', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  // Only page navigations get the offline fallback; every other request (API, websocket, assets) is the
  // browser's own, untouched.
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches
        .open(OFFLINE_CACHE)
        .then((cache) => cache.match(OFFLINE_URL))
        .then((page) => (page ? page.text() : Promise.reject(new Error('no offline page cached'))))
        // A response of its own: the page's one inline script picks the language, and the site's content
        // security policy (on the cached reply) would block it.
        .then((html) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
        .catch(() => Response.error()),
    ),
  );
});
