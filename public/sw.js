/*
 * Canchas' service worker (docs/architecture.md, "The installed app"). It keeps the app's shell so that the app opens
 * without a connection, with a Spanish notice that what it shows may be out of date, and shows the notices the server
 * pushes ('Avisos en este teléfono') as the phone's notifications, opening the notice's screen when touched. It never
 * keeps an answer of the API or of the auth service: those always go to the server.
 */
const SHELL = 'canchas-shell-v1';
/** The pages kept at installation: the dashboard's shell (every dashboard address is the same page) and the home. */
const SHELL_PAGES = ['/dashboard', '/home'];
/**
 * Over the top of the page, where no button of the app lies under it (the phone's menu is at the bottom), and letting
 * every tap through; the app removes it at the server's first answer (src/api/http.ts).
 */
const OFFLINE_NOTICE =
  '<div id="offline-copy" role="status" style="position:fixed;left:0;right:0;top:0;z-index:10000;pointer-events:none;padding:calc(8px + env(safe-area-inset-top)) 16px 8px;background:#fff4e5;color:#663c00;font:14px/1.4 system-ui,sans-serif;text-align:center;border-bottom:1px solid #f0c36d">Sin conexión: estás viendo Canchas guardada en este teléfono y lo que muestre puede no estar al día.</div>';
const OFFLINE_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sin conexión · Canchas</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px 20px;text-align:center;color:#1f2937"><h1 style="font-size:22px">Sin conexión</h1><p>Canchas se abrirá cuando vuelvas a tener internet.</p><p><a href="" style="color:#15803d">Reintentar</a></p></body></html>`;

/** Keeps a page and the files it names under /assets/ (its code and styles), so that it opens offline. */
async function keepPage(cache, page) {
  const response = await fetch(new Request(page, { cache: 'reload' }));
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(page, response);
  const files = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
  await Promise.all([...files].map((file) => cache.add(file).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => Promise.all(SHELL_PAGES.map((page) => keepPage(cache, page).catch(() => undefined))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/') || url.pathname === '/health';

/** The kept page for a navigation: its own, else the dashboard's shell (the app routes by itself). */
async function keptPage(url) {
  const cache = await caches.open(SHELL);
  return (await cache.match(url.pathname, { ignoreSearch: true })) ?? (await cache.match('/dashboard'));
}

async function withOfflineNotice(response) {
  const html = await response.text();
  return new Response(html.replace('</body>', `${OFFLINE_NOTICE}</body>`), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // The network first, so a new version is always taken; the page kept when there is no answer.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && !url.pathname.startsWith('/api/')) {
            const copy = response.clone();
            const key = url.pathname.startsWith('/dashboard') ? '/dashboard' : url.pathname;
            void caches.open(SHELL).then((cache) => cache.put(key, copy));
          }
          return response;
        })
        .catch(async () => {
          const kept = await keptPage(url);
          return kept
            ? withOfflineNotice(kept)
            : new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
        }),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || /^\/(favicon|icon-\d+)\.png$/.test(url.pathname)) {
    // Hashed files never change: kept as they are first downloaded, then answered from the cache.
    event.respondWith(
      caches.open(SHELL).then(async (cache) => {
        const kept = await cache.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) void cache.put(request, response.clone());
        return response;
      }),
    );
  }
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  const text = notice && typeof notice.text === 'string' ? notice.text : 'Tienes un aviso nuevo en Canchas.';
  const link = notice && typeof notice.link === 'string' && notice.link.startsWith('/') ? notice.link : '/dashboard/notifications';
  event.waitUntil(
    self.registration.showNotification('Canchas', {
      body: text,
      lang: 'es-CO',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: notice && notice.id ? `aviso-${notice.id}` : undefined,
      data: { link, id: notice ? notice.id : null },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/dashboard/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w ?? open).navigate(link));
      return self.clients.openWindow(link);
    }),
  );
});
