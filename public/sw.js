// Excusely's service worker: the site keeps working with no signal.
// - Pages: network first (never stale HTML forever), a copy kept of every page opened, and the
//   copy served when the network fails. An address never opened gets an offline page listing the
//   pages that are available.
// - Hashed build files (/assets/*) never change under their name: cache first.
// - The API and everything else: network only.
// A new build's service worker takes over at once and drops the previous caches.
const VERSION = 'v1';
const PAGES = `excusely-pages-${VERSION}`;
const ASSETS = `excusely-assets-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add('/'))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== PAGES && name !== ASSETS).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (url.pathname.startsWith('/assets/') || /\.(svg|ico|png|webmanifest)$/.test(url.pathname)) event.respondWith(asset(request));
});

async function page(request, url) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(url.pathname + url.search, response.clone());
    return response;
  } catch {
    return (await cache.match(url.pathname + url.search)) ?? (await cache.match(url.pathname)) ?? offlinePage(cache, url.pathname);
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page for an address never opened: what is available offline, from the pages cache. */
async function offlinePage(cache, pathname) {
  const available = (await cache.keys())
    .map((request) => new URL(request.url))
    .filter((url) => !url.search)
    .map((url) => url.pathname)
    .sort();
  const items = available.map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path === '/' ? 'Home' : path)}</a></li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You're offline | Excusely</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1e293b;line-height:1.5"><h1>You're offline</h1><p>${escapeHtml(pathname)} isn't saved on this device yet. These pages are, and work without a connection:</p><ul>${items}</ul><p>Once you're back online, every page works again.</p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
