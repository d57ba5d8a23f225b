// The service worker: the site keeps working with no signal.
// - Pages: network first (never stale HTML forever), and the copy kept on the device served when
//   the network fails. An address never kept gets an offline page listing the pages that are.
//   Only public pages are kept: never an answer marked `no-store` or `private` (a generated
//   excuse is one), never anything under /search, and at most MAX_PAGES of them, the ones opened
//   most recently (each visit stores its page anew, at the end of the cache's order; the oldest
//   go first).
// - This build's hashed files (/assets/*, listed in BUILD) never change under their name: cache
//   first. Icons and the manifest too, in the same per-build cache.
// - The API and everything else: network only.
// A new build's worker takes over at once and drops every cache but its own: the assets of earlier
// builds, and the pages of an earlier VERSION (bump it whenever what the pages cache holds changes).
const VERSION = 'v2';
// Filled in by the build (vite.config.ts, `serviceWorkerBuild`): the build's id and its hashed
// files. Its bytes change with every build that changes a file, so the browser installs the new
// worker. Keep it on one line.
const BUILD = { id: 'dev', assets: [] };
/** The most pages kept for offline use; the Privacy page states the same number. */
const MAX_PAGES = 40;

const PAGES = `excusely-pages-${VERSION}`;
const ASSETS = `excusely-assets-${BUILD.id}`;
const BUILD_ASSETS = new Set(BUILD.assets);

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch('/')
      .then((response) => keepPage(new URL('/', self.location.origin), response))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== PAGES && name !== ASSETS).map((name) => caches.delete(name))))
      .then(() => trimPages())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (BUILD_ASSETS.has(url.pathname) || (!url.pathname.startsWith('/assets/') && /\.(svg|ico|png|webmanifest)$/.test(url.pathname)))
    event.respondWith(asset(request));
});

/** Searches carry what someone typed: never kept, whatever the answer says (each language's search page). */
const SEARCH_PATHS = ['/search', '/es/buscar'];
const isSearch = (url) => SEARCH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));

/** Whether a page's answer may be kept on the device: a whole public page, not a search. */
function mayKeep(url, response) {
  if (isSearch(url) || response.status !== 200 || response.type !== 'basic') return false;
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(response.headers.get('Cache-Control') ?? '');
}

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (mayKeep(url, response)) event.waitUntil(keepPage(url, response.clone()).catch(() => undefined));
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const kept = isSearch(url) ? undefined : ((await cache.match(url.pathname + url.search)) ?? (await cache.match(url.pathname)));
    return kept ?? offlinePage(cache, url.pathname);
  }
}

/**
 * Stores a page's copy as the newest: deleted first, so the new entry goes to the end of the
 * cache's order (cache.keys() lists entries in the order they were stored), then the oldest
 * beyond MAX_PAGES dropped.
 */
async function keepPage(url, response) {
  if (!mayKeep(url, response)) return;
  const cache = await caches.open(PAGES);
  const key = url.pathname + url.search;
  await cache.delete(key);
  await cache.put(key, response);
  await trimPages();
}

async function trimPages() {
  const cache = await caches.open(PAGES);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((request) => cache.delete(request)));
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

/** The offline page's words, in the language of the address asked for. */
const OFFLINE_WORDING = {
  en: {
    home: 'Home',
    title: "You're offline",
    missing: (path) => `${path} isn't saved on this device yet. These pages are, and work without a connection:`,
    back: "Once you're back online, every page works again.",
  },
  es: {
    home: 'Inicio',
    title: 'Estás sin conexión',
    missing: (path) => `${path} todavía no está guardada en este dispositivo. Estas páginas sí, y funcionan sin conexión:`,
    back: 'Cuando vuelvas a tener conexión, todas las páginas funcionan otra vez.',
  },
};

/** A page for an address never kept: what is available offline, from the pages cache. */
async function offlinePage(cache, pathname) {
  const lang = pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
  const words = OFFLINE_WORDING[lang];
  const available = (await cache.keys())
    .map((request) => new URL(request.url))
    .filter((url) => !url.search)
    .map((url) => url.pathname)
    .sort();
  const items = available
    .map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path === '/' ? words.home : path)}</a></li>`)
    .join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title} | Excusely</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1e293b;line-height:1.5"><h1>${words.title}</h1><p>${escapeHtml(words.missing(pathname))}</p><ul>${items}</ul><p>${words.back}</p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
