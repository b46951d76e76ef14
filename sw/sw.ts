// The service worker. It precaches the app shell and every built asset, answers
// every navigation with index.html (so each route opens offline after one visit)
// except the backend's API paths, and keeps the last public pricing answer for
// offline visits, and the grammar checker's WASM once an editor loaded it. A new version waits until the page asks it to take over
// (SKIP_WAITING, sent by src/app/pwa-update.tsx).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Paths of the backend that share the app's origin: never answered with index.html. */
const API_PATHS = [/^\/auth\/v1/, /^\/rest\/v1/, /^\/functions\/v1/, /^\/storage\/v1/, /^\/realtime\/v1/, /^\/_dev/, /^\/health/];

const entryUrl = (entry: string | { url: string }) => (typeof entry === 'string' ? entry : entry.url);

// The install screenshots are for app stores and install dialogs, not for the app.
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => !entryUrl(entry).startsWith('screenshots/')));
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: API_PATHS }));

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.pathname.endsWith('/rest/v1/subscription_plans') &&
    url.searchParams.get('is_active') === 'eq.true',
  new StaleWhileRevalidate({
    cacheName: 'pricing-plans',
    plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The grammar checker's WASM (16 MB, too large to precache with every install) is kept
// the first time an editor loads it, so the check works offline from then on. Its name
// carries its hash: a cached copy is never stale.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
  new CacheFirst({ cacheName: 'grammar-checker', plugins: [new ExpirationPlugin({ maxEntries: 2 })] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
