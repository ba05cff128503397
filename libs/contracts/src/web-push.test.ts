import { describe, expect, it } from 'vitest';
import { AdminPushTestBody, PushSubscriptionBody } from './web-push';

// A P-256 point (0x04 then 64 bytes) and a 16-byte secret, URL-safe base64 as browsers write them.
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'q'.repeat(22);
const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh, auth } };

describe('web-push contracts', () => {
  it("takes a browser's subscription as PushSubscription.toJSON() writes it", () => {
    expect(PushSubscriptionBody.parse({ ...subscription, expirationTime: null })).toEqual({
      ...subscription,
      expirationTime: null,
    });
    // Padding, which some browsers add, is taken off.
    expect(
      PushSubscriptionBody.parse({ ...subscription, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } }),
    ).toEqual(subscription);
  });

  it('takes https endpoints, and plain http on this machine only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'http://127.0.0.1:4100/push/1',
      'http://localhost/push',
      'http://[::1]:9/push',
    ])
      expect(PushSubscriptionBody.safeParse({ ...subscription, endpoint }).success, endpoint).toBe(true);
    for (const endpoint of [
      'http://push.example.com/send',
      'http://10.0.0.1/push',
      'ftp://push.example.com/x',
      'https://user:secret@push.example.com/x',
      'not a url',
      `https://push.example.com/${'x'.repeat(1024)}`,
    ])
      expect(PushSubscriptionBody.safeParse({ ...subscription, endpoint }).success, endpoint).toBe(false);
  });

  it('refuses keys of the wrong size or alphabet', () => {
    for (const keys of [
      { p256dh: p256dh.slice(1), auth },
      { p256dh: `C${'A'.repeat(86)}`, auth },
      { p256dh: `B${'A'.repeat(85)}+`, auth },
      { p256dh, auth: 'q'.repeat(21) },
      { p256dh, auth: `${'q'.repeat(21)}/` },
      { p256dh },
    ])
      expect(PushSubscriptionBody.safeParse({ ...subscription, keys }).success, JSON.stringify(keys)).toBe(
        false,
      );
    expect(PushSubscriptionBody.safeParse({ ...subscription, extra: 1 }).success).toBe(false);
  });

  it("a test push opens the site's home unless a site path is given; nothing off the site", () => {
    const push = { username: 'somchai', title: 'Hello', body: 'A test' };
    expect(AdminPushTestBody.parse(push)).toEqual({ ...push, url: '/' });
    expect(AdminPushTestBody.parse({ ...push, url: '/en/promotions' }).url).toBe('/en/promotions');
    for (const url of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])
      expect(AdminPushTestBody.safeParse({ ...push, url }).success, url).toBe(false);
    expect(AdminPushTestBody.safeParse({ ...push, title: ' ' }).success).toBe(false);
    expect(AdminPushTestBody.safeParse({ ...push, icon: 'http://cdn.example/a.png' }).success).toBe(false);
  });
});
