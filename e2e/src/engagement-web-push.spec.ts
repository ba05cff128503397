import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { endpointPath } from '@casino/contracts';
import * as webPushApi from '@casino/contracts/web-push';
import { registerAndLogIn } from './support/members';
import { staffHeaders } from './support/staff';

/**
 * Web Push on the real stack, in Chromium: a member whose browser allows notifications gets the site's
 * service worker and a subscription the API stores; staff's test push is signed with the server's VAPID
 * key and posted, encrypted, to the browser's push service; the service worker shows a pushed message as
 * a notification. Chromium's own push service is Google's, out of reach here (and refused in incognito
 * contexts), so the page's `PushManager` hands out a subscription whose endpoint is a stand-in push
 * service on a loopback port (the dev tools allow http there); the rest is the browser's and the site's
 * real code. That the encrypted body decrypts to the message is proven in platform-api's send tests.
 */

test.use({ permissions: ['notifications'] });

interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on a loopback port that records what it is sent and answers 201, as push services do. */
async function startPushService() {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a member's browser is subscribed, staff's test push reaches its push service, and the worker shows one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pushService = await startPushService();
  try {
    // The browser's side of a subscription: a P-256 key pair and an auth secret, as a browser makes them.
    const subscription = {
      endpoint: `${pushService.origin}/push/${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    await page.addInitScript((stand_in) => {
      const calls: unknown[] = [];
      (window as unknown as { __subscribeCalls: unknown[] }).__subscribeCalls = calls;
      PushManager.prototype.getSubscription = () => Promise.resolve(null);
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        calls.push({ userVisibleOnly: options?.userVisibleOnly ?? false });
        return Promise.resolve(stand_in as unknown as PushSubscription);
      };
    }, subscription);

    const member = await registerAndLogIn(page.request, 'Push12345');
    const sent = page.waitForResponse(
      (r) =>
        r.url().includes(endpointPath(webPushApi.pushSubscriptionCreate)) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.goto('/en/promotions');
    const stored = await sent;
    expect(stored.ok(), await stored.text()).toBe(true);
    expect(stored.request().postDataJSON()).toEqual(subscription);
    expect(
      await page.evaluate(() => (window as unknown as { __subscribeCalls: unknown[] }).__subscribeCalls),
    ).toEqual([{ userVisibleOnly: true }]);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toMatch(/\/push-sw\.js$/);

    // Staff's test push, through the audited admin API.
    const key = await page.request.get(endpointPath(webPushApi.pushPublicKeyFind));
    const { public_key } = (await key.json()) as { public_key: string };
    const reply = await page.request.post(webPushApi.adminPushTest.path, {
      headers: staffHeaders,
      data: {
        username: member.phone,
        title: 'Your free spins are ready',
        body: 'Open the lobby to play them.',
        url: '/en/promotions',
        reason: 'e2e',
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    expect(await reply.json()).toMatchObject({ subscriptions: 1, sent: 1, failed: 0, removed: 0 });

    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push?.path).toBe(new URL(subscription.endpoint).pathname);
    // RFC 8292: a JWT signed by the server's VAPID key, with that public key beside it.
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${public_key}$`),
    );
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.body.length).toBeGreaterThan(86);
    expect(push?.body.includes(Buffer.from('free spins'))).toBe(false);

    // The service worker shows a pushed message: Chromium delivers one to it over the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin),
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registration,
      data: JSON.stringify({ title: 'Your free spins are ready', body: 'Open the lobby.', url: '/en/games' }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
        ),
      )
      .toEqual([['Your free spins are ready', 'Open the lobby.']]);
  } finally {
    await pushService.close();
  }
});
