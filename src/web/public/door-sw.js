/**
 * The door page's service worker (issue 13): a door phone that loses the connection and is
 * reloaded still opens its performance's page, which then checks tickets from the list it keeps
 * (features/door). Its scope is /box-office/door/ only: no customer page is ever served by it.
 * The page (door-offline-shell.ts) tells it which files it uses; pages are fetched from the
 * network first and come from here only when the network fails, hashed assets from here first
 * (they never change). API calls are not touched: the page keeps its own data.
 */
const CACHE = 'houselights-door-v1';
/** The SPA's index.html (the same for every page address), as last fetched. */
const SHELL = '/box-office/door/__shell';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * Keeps exactly the files the page uses now (older builds' assets are dropped), and the page
 * itself: its first load came before this worker was there to keep it.
 */
async function keep(urls, shell) {
  const cache = await caches.open(CACHE);
  if (typeof shell === 'string' && shell.startsWith('/box-office/door/')) {
    const page = await fetch(shell, { credentials: 'same-origin' }).catch(() => null);
    if (page?.ok) await cache.put(SHELL, page);
  }
  const wanted = new Set(urls.map((url) => new URL(url, self.location.origin).pathname));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== SHELL && !wanted.has(path)) await cache.delete(request);
  }
  for (const path of wanted) {
    if (!(await cache.match(path))) {
      const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }
  }
}

self.addEventListener('message', (event) => {
  const urls = event.data?.doorAssets;
  if (Array.isArray(urls))
    event.waitUntil(
      keep(
        urls.filter((url) => typeof url === 'string'),
        event.data.page,
      ),
    );
});

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg')
    event.respondWith(asset(request));
});
