// The site's push service worker (registered by @casino/engagement's push/subscribe.ts once the browser
// allows notifications). It only shows pushes: no fetch handler, no caching. Plain JS, served as is.
'use strict';

/** A page of this site for a click (anything else, or nothing, opens the home page). */
function sitePage(url) {
  try {
    const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return page.origin === self.location.origin ? page.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

/** A picture from this site or over https, else none. */
function iconOf(icon) {
  if (typeof icon !== 'string') return undefined;
  if (icon.startsWith('/') && !icon.startsWith('//')) return icon;
  return icon.startsWith('https://') ? icon : undefined;
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  const icon = iconOf(message.icon);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      ...(icon ? { icon } : {}),
      data: { url: sitePage(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sitePage(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
