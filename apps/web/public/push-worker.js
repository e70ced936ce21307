// The portal's service worker, for push alerts only (docs/decisions/0051): it shows what the server pushed
// (features/notifications/push) and opens its page when tapped. It has no fetch handler: every request goes to the
// network as without it, so a deployment is never served an old app from here.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'Advertiser Portal', body: '', link: '/', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still tells the person something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      data: { link: message.link },
    }),
  );
});

// A tap opens the page the alert is about: in a portal tab already open (brought forward), else a new one.
self.addEventListener('notificationclick', (event) => event.waitUntil(openAlert(event.notification)));

/** What a tap on an alert does; a top-level function, so that the journey can call it (no browser can tap one). */
async function openAlert(notification) {
  notification.close();
  const url = new URL(notification.data?.link ?? '/', self.location.origin).href;
  const open = await self.clients.matchAll({ type: 'window' });
  const portal = open.find((client) => new URL(client.url).origin === self.location.origin);
  if (!portal) return self.clients.openWindow(url);
  // Bringing a tab forward needs the tap itself; the tab goes to the lead either way.
  await portal.focus().catch(() => undefined);
  return portal.navigate(url);
}
