import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-push', password: 'cli-push-password' };
const { cli, apiUrl, registerMember, memberHeaders } = cliAgainstRealApi(STAFF);

/** What the stand-in push service on a loopback port was sent. */
const received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
let pushService: Server;
let pushOrigin: string;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, bytes });
      response.statusCode = path.endsWith('/gone') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
});

/** A member registered and logged in through the public API, whose browser subscribed to `endpoints`. */
async function subscribedMember(...endpoints: string[]) {
  const { phone } = await registerMember();
  const auth = await memberHeaders(phone);
  for (const endpoint of endpoints) {
    const subscribed = await fetch(`${apiUrl()}/api/mb/push-subscription`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        endpoint,
        keys: {
          p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      }),
    });
    expect(subscribed.status).toBe(201);
  }
  return phone;
}

describe('push', () => {
  it('prints the public key the site serves', async () => {
    const keys = await cli(['push', 'keys']);
    expect(keys.code, keys.err).toBe(0);
    const served = (await (await fetch(`${apiUrl()}/pbgapi/pb/push-public-key`)).json()) as {
      public_key: string;
    };
    expect(keys.out.split('\n')[0]).toBe(served.public_key);
    expect(keys.out).toMatch(/\(contact mailto:.+, made \d{4}-/);
  });

  it("sends a test push to each of the member's browsers, and removes the one that is gone", async () => {
    const username = await subscribedMember(`${pushOrigin}/push/ok`, `${pushOrigin}/push/gone`);
    const sent = await cli(['push', 'test', '--member', username, '--title', 'Hi', '--body', 'From the CLI']);
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toMatch(
      new RegExp(`^${username}: 1 sent, 1 failed, 1 removed \\(of 2 subscriptions\\)`),
    );
    expect(sent.out).toMatch(/ {2}#\d+ {2}push service answered 410 {2}\(gone: removed\)$/m);
    const ok = received.filter((push) => push.path === '/push/ok');
    expect(ok).toHaveLength(1);
    expect(ok[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(ok[0]?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(ok[0]?.bytes).toBeGreaterThan(0);

    const again = await cli(['push', 'test', '--member', username, '--json']);
    expect(again.code, again.err).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ username, subscriptions: 1, sent: 1, failed: 0 });
  });

  it('says so for a member without a browser, refuses an unknown member and a bad command line', async () => {
    const username = await subscribedMember();
    expect((await cli(['push', 'test', '--member', username])).out).toBe(
      `${username} has no subscribed browser: nothing sent`,
    );
    const unknown = await cli(['push', 'test', '--member', 'nobody-here']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/Refused \(404 NOT_FOUND\): Member not found/);
    expect((await cli(['push', 'test'])).err).toMatch(/--member <username> is required/);
    expect((await cli(['push', 'test', '--member', username, '--url', 'https://evil.example'])).err).toMatch(
      /--url: Must be a path on the site/,
    );
    expect((await cli(['push', 'send'])).code).toBe(2);
  });
});
