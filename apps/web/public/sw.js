/* global self */
/*
 * Chairside's service worker: Web Push only (spec §4 "Notifications", "Push registration").
 * A push (one message of the server's push outbox: { id, event, title, body, link }) is shown as a
 * notification — under the message's tag, so a repeated delivery replaces it instead of adding one —
 * and every open window is told, so its bell refetches the list and rings.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'chairside:push', id: message.id ?? null, event: message.event ?? null });
      await self.registration.showNotification(message.title || 'Chairside', {
        body: message.body || '',
        tag: message.id ? `chairside-${message.id}` : undefined,
        icon: '/logo.svg',
        data: { link: message.link || '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate ? open.navigate(link) : undefined;
      }
      return self.clients.openWindow(link);
    })(),
  );
});
