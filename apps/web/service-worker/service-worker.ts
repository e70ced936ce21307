// The portal's service worker (docs/decisions/0053): the app's files kept for offline use, the API's last answers
// shown when the network cannot be reached, and push alerts (docs/decisions/0051).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { keepsOfflineCopy, OFFLINE_DATA_CACHE } from '../src/lib/offline/offline-data';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  openAlert: typeof openAlert;
};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      // A page's request starts while the worker wakes up, not after (Workbox's NetworkOnly takes its answer).
      self.registration.navigationPreload?.enable(),
    ]),
  ),
);

// A page always comes from the network while there is one: index.html names the deployment's own hashed files, so
// an old app is never served after a deploy. Only when the network cannot be reached does the kept index.html
// open, with the files it names, which the worker kept when it was installed. Registered before the precache
// route, which would otherwise answer "/" with the kept index.html.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
  ),
);

// The hashed files of this deployment, and index.html for the offline case above. Their names change with their
// content, so a kept copy is never an old version of a file of the same name.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The API: always the network, and its last JSON answer for each address kept for when there is none (the inbox a
// tradesperson opens on a site without signal). Bounded, and deleted on sign-out (session-provider.tsx).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && keepsOfflineCopy(url, request),
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && response.headers.get('content-type')?.includes('application/json')
            ? response
            : null,
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = { title: 'Advertiser Portal', body: '', link: '/' };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    // A push without a readable payload still tells the person something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      ...(message.tag !== undefined && { tag: message.tag }),
      icon: '/favicon.svg',
      data: { link: message.link },
    }),
  );
});

// A tap opens the page the alert is about: in a portal tab already open (brought forward), else a new one.
self.addEventListener('notificationclick', (event) => event.waitUntil(openAlert(event.notification)));

/** What a tap on an alert does. */
async function openAlert(notification: Notification): Promise<unknown> {
  notification.close();
  const link = (notification.data as { link?: string } | null)?.link ?? '/';
  const url = new URL(link, self.location.origin).href;
  const open = await self.clients.matchAll({ type: 'window' });
  const portal = open.find((client) => new URL(client.url).origin === self.location.origin);
  if (!portal) return self.clients.openWindow(url);
  // Bringing a tab forward needs the tap itself; the tab goes to the lead either way.
  await portal.focus().catch(() => undefined);
  return portal.navigate(url);
}
// Reachable by name from the push journey, which calls it on the alert shown: no browser lets a test tap an alert.
self.openAlert = openAlert;
