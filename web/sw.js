// SG Lab service worker: caches the app on install (the engine's WebAssembly
// once for every page) and serves it from the cache first, updating in the
// background; so it opens with the network gone.
// The page scripts and the engine's modules (dist/precache.js, written by
// scripts/bundle.mjs), under a cache name that changes with them.
importScripts('dist/precache.js');
const cacheName = `sglab-${self.sgPrecache.version}`;
const files = [
  './',
  'index.html',
  'play.html',
  'course.html',
  'embed.html',
  'manifest.webmanifest',
  'icon.svg',
  'css/sglab.css',
  'css/embed.css',
  'css/course.css',
  'examples/tutorial-en.html',
  'examples/tutorial-zh.html',
  'examples/strict.html',
  'examples/tutorial.css',
  ...self.sgPrecache.files,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((c) => c.addAll(files))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    caches.open(cacheName).then(async (cache) => {
      const cached = await cache.match(event.request, { ignoreSearch: true });
      const fresh = fetch(event.request)
        .then((response) => {
          if (response.ok) cache.put(event.request, response.clone());
          return response;
        })
        .catch(() => cached);
      return cached ?? fresh;
    })
  );
});
