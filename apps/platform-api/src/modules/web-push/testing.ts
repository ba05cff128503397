import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loginMember, registerMember } from '../../test/members';

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret, made the way a browser
 * makes them, and the decryption a browser does of an aes128gcm push (RFC 8188 with RFC 8291's keys).
 */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
  /** The plaintext of a push body sent to these keys; throws when it is not theirs or was altered. */
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};
const ONE = Buffer.from([1]);

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // Header: salt (16), record size (4), key id length (1), key id = the server's ephemeral public key.
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const keyIdLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + keyIdLength);
      const record = body.subarray(21 + keyIdLength);
      if (record.length > recordSize) throw new Error('more than one record');
      const ikm = hmac(
        hmac(authSecret, ecdh.computeSecret(serverKey)),
        Buffer.from('WebPush: info\0'),
        publicKey,
        serverKey,
        ONE,
      );
      const prk = hmac(salt, ikm);
      const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), ONE).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), ONE).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for a browser vendor's push service on a loopback port: records what it is sent. */
export interface FakePushService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedPush[];
  /** Answer this status for requests to `path` (201 otherwise, as push services do). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A new member, logged in: their username, id and bearer header. */
export async function loggedInMember(app: FastifyInstance) {
  const { body, user } = await registerMember(app);
  const { accessToken } = await loginMember(app, body.username);
  return { username: body.username, userId: user.id, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Subscribes `endpoint` for the member as their browser would; returns the reply. */
export function subscribe(
  app: FastifyInstance,
  headers: Record<string, string>,
  endpoint: string,
  keys: { p256dh: string; auth: string } = browserKeys(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/mb/push-subscription',
    headers,
    payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}
