import type { Deposit, WsMessage } from '@casino/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMember } from '../modules/deposit/testing';
import { paid, postWebhook } from '../modules/payment-webhook/testing';
import type { TestApp } from '../test/harness';
import { buildTestApp, createTestApp } from '../test/harness';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/gapi/mb/ws`;
});
afterAll(async () => t.close());

interface Client {
  socket: WebSocket;
  messages: WsMessage[];
  next(): Promise<WsMessage>;
}

/** A real websocket client (Node's built-in WebSocket) that queues the JSON messages it receives. */
function connect(url: string, init?: { headers: Record<string, string> }): Promise<Client> {
  const socket = init ? new WebSocket(url, init as unknown as string[]) : new WebSocket(url);
  const messages: WsMessage[] = [];
  const waiting: ((m: WsMessage) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as WsMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = () => {
    const queued = messages.shift();
    return queued ? Promise.resolve(queued) : new Promise<WsMessage>((resolve) => waiting.push(resolve));
  };
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, messages, next }));
    socket.addEventListener('error', () => reject(new Error('websocket refused')));
  });
}

const closed = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.addEventListener('close', () => resolve());
  });

async function paidPromptpay(m: Awaited<ReturnType<typeof depositMember>>, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mb/deposit-promptpay',
    headers: m.headers,
    payload: { deposit_amount: amount },
  });
  const deposit = res.json<Deposit>();
  await postWebhook(t.app, 'promptpay', paid(deposit.reference, deposit.deposit_amount));
  return deposit;
}

describe('member websocket', () => {
  it("delivers the member's DEPOSIT event with success and amount, and only to that member", async () => {
    const m = await depositMember(t.app, t.db);
    const other = await depositMember(t.app, t.db);
    const client = await connect(`${base}?token=${encodeURIComponent(m.token)}`);
    const bystander = await connect(`${base}?token=${encodeURIComponent(other.token)}`);

    const deposit = await paidPromptpay(m, '450');
    expect(await client.next()).toEqual({
      topic_name: 'DEPOSIT',
      data: {
        success: true,
        amount: '450.00',
        reference: deposit.reference,
        deposit_id: deposit.id,
        payment_type_code: 'PROMPTPAY',
      },
    });
    // The bystander's own event arrives, the other member's never did.
    const own = await paidPromptpay(other, '120');
    expect(await bystander.next()).toMatchObject({
      topic_name: 'DEPOSIT',
      data: { reference: own.reference },
    });
    // Whatever else reaches the bystander (the memo about their own deposit) is theirs alone.
    expect(JSON.stringify(bystander.messages)).not.toContain(deposit.reference);

    client.socket.close(1000);
    bystander.socket.close(1000);
    await Promise.all([closed(client.socket), closed(bystander.socket)]);
  });

  it('authenticates by the session cookie as well, and forwards any published topic', async () => {
    const m = await depositMember(t.app, t.db);
    const client = await connect(base, { headers: { cookie: `${t.app.config.webName}.jwt=${m.token}` } });
    await t.app.events.publish(m.userId, { topic_name: 'WITHDRAWAL', data: { status: 'success' } });
    expect(await client.next()).toEqual({ topic_name: 'WITHDRAWAL', data: { status: 'success' } });
    client.socket.close(1000);
    await closed(client.socket);
  });

  it('refuses a connection without a valid session before upgrading', async () => {
    await expect(connect(base)).rejects.toThrow('websocket refused');
    await expect(connect(`${base}?token=not-a-token`)).rejects.toThrow('websocket refused');
    const m = await depositMember(t.app, t.db);
    await t.app.inject({ method: 'DELETE', url: '/pbgapi/pb/authentication', headers: m.headers });
    await expect(connect(`${base}?token=${encodeURIComponent(m.token)}`)).rejects.toThrow(
      'websocket refused',
    );
    const plain = await t.app.inject({ url: '/gapi/mb/ws' });
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toMatchObject({ reason: 'NOT_AUTHENTICATED' });
  });

  it('closes with 1008 at the next event once the session has ended', async () => {
    const m = await depositMember(t.app, t.db);
    const client = await connect(`${base}?token=${encodeURIComponent(m.token)}`);
    const code = new Promise<number>((resolve) =>
      client.socket.addEventListener('close', (e) => resolve(e.code)),
    );
    await t.app.inject({ method: 'DELETE', url: '/pbgapi/pb/authentication', headers: m.headers });
    await t.app.events.publish(m.userId, { topic_name: 'POINT', data: {} });
    expect(await code).toBe(1008);
    expect(client.messages).toEqual([]);
  });

  it('drops the bus subscription when the socket closes', async () => {
    const m = await depositMember(t.app, t.db);
    const client = await connect(`${base}?token=${encodeURIComponent(m.token)}`);
    await expect.poll(() => t.app.events.listenerCount(m.userId)).toBe(1);
    client.socket.close(1000);
    await closed(client.socket);
    await expect.poll(() => t.app.events.listenerCount(m.userId)).toBe(0);
  });
});

const redisUrl = process.env['REDIS_URL'];

// Registered only with a Redis to talk to (REDIS_URL): two API instances sharing the bus.
if (redisUrl) {
  describe('member websocket across instances (Redis bus)', () => {
    it('delivers an event raised on one instance to a socket on another', async () => {
      const a = await buildTestApp(t.db, { redisUrl });
      const b = await buildTestApp(t.db, { redisUrl });
      await b.listen({ host: '127.0.0.1', port: 0 });
      const url = `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/gapi/mb/ws`;
      const m = await depositMember(a, t.db);
      const client = await connect(`${url}?token=${encodeURIComponent(m.token)}`);
      await expect.poll(() => b.events.listenerCount(m.userId)).toBe(1);
      const res = await a.inject({
        method: 'POST',
        url: '/api/mb/deposit-promptpay',
        headers: m.headers,
        payload: { deposit_amount: '610' },
      });
      const deposit = res.json<Deposit>();
      expect((await postWebhook(a, 'promptpay', paid(deposit.reference, '610.00'))).json()).toMatchObject({
        outcome: 'credited',
      });
      expect(await client.next()).toMatchObject({
        topic_name: 'DEPOSIT',
        data: { success: true, amount: '610.00' },
      });
      client.socket.close(1000);
      await closed(client.socket);
      await a.close();
      await b.close();
    });
  });
}
