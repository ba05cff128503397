import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Balancer, Target } from './cluster-proxy';
import { startBalancer } from './cluster-proxy';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * A stand-in API instance: answers its name, the client address it was told and the body it got; an
 * upgrade is accepted (101) and then echoed back after its name, as a websocket would carry frames.
 */
async function instance(name: string): Promise<Target> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'], body, url: req.url }));
    });
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Instance: ${name}\r\nX-Seen-For: ${String(req.headers['x-forwarded-for'])}\r\n\r\n`,
    );
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

/** A target where nothing listens (a stopped instance). */
async function stopped(): Promise<Target> {
  const target = await instance('gone');
  await closers.pop()?.();
  return target;
}

async function balancer(targets: Target[]): Promise<{ url: string; port: number; balancer: Balancer }> {
  const started = await startBalancer({ host: '127.0.0.1', port: 0, targets });
  closers.push(started.close);
  const port = (started.server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, port, balancer: started };
}

const get = async (url: string, init?: RequestInit) =>
  (await fetch(url, init)).json() as Promise<{
    name: string;
    forwardedFor: string;
    body: string;
    url: string;
  }>;

/** An upgrade through the balancer: which instance took it, the address it was told, and an echo. */
function upgrade(port: number): Promise<{ instance: string; seenFor: string; echo: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/gapi/mb/ws?token=t',
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'x-forwarded-for': '6.6.6.6' },
    });
    req.on('upgrade', (res, socket) => {
      socket.once('data', (data: Buffer) => {
        socket.destroy();
        resolve({
          instance: String(res.headers['x-instance']),
          seenFor: String(res.headers['x-seen-for']),
          echo: data.toString(),
        });
      });
      socket.write('ping');
    });
    req.on('error', reject);
    req.end();
  });
}

describe('cluster balancer', () => {
  it('sends requests to the instances in turn, with their path and body', async () => {
    const { url } = await balancer([await instance('one'), await instance('two')]);
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await get(`${url}/healthz`)).name);
    expect(names).toEqual(['one', 'two', 'one', 'two']);
    const posted = await get(`${url}/api/mb/x?y=1`, { method: 'POST', body: '{"a":1}' });
    expect(posted).toMatchObject({ body: '{"a":1}', url: '/api/mb/x?y=1' });
  });

  it("tells the instance the client's own address, not one the client claims", async () => {
    const { url } = await balancer([await instance('one')]);
    const seen = await get(`${url}/`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen.forwardedFor).toBe('127.0.0.1');
  });

  it('tunnels websocket upgrades to the instances in turn', async () => {
    const { port } = await balancer([await instance('one'), await instance('two')]);
    const first = await upgrade(port);
    const second = await upgrade(port);
    expect([first.instance, second.instance]).toEqual(['one', 'two']);
    expect(first).toMatchObject({ seenFor: '127.0.0.1', echo: 'ping' });
  });

  it('skips an instance that is down, and answers 502 when none is up', async () => {
    const { url, port } = await balancer([await stopped(), await instance('up')]);
    for (let i = 0; i < 3; i += 1) expect((await get(`${url}/`)).name).toBe('up');
    expect((await upgrade(port)).instance).toBe('up');
    expect((await upgrade(port)).instance).toBe('up');

    const none = await balancer([await stopped(), await stopped()]);
    const res = await fetch(`${none.url}/`);
    expect(res.status).toBe(502);
  });
});
