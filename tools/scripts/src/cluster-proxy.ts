import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface Target {
  host: string;
  port: number;
}

export interface Balancer {
  server: Server;
  close(): Promise<void>;
}

/** Headers of one hop only (RFC 9110 7.6.1): never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/**
 * The client as the instances see it. The balancer is the edge: whatever X-Forwarded-For the client sent
 * is replaced, not appended to, since the instances trust the header (TRUST_PROXY=1) and would otherwise
 * take a forged address for the client's, and rate-limit the wrong one.
 */
function forwarded(req: IncomingMessage, keep: (name: string) => boolean): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (keep(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/** The instance was never reached (stopped, restarting): nothing was sent, another may take the request. */
const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

/**
 * One front port over several API instances: HTTP requests and websocket upgrades go to the instances in
 * turn. An instance that refuses the connection (restarting, stopped) is skipped for the next; when all
 * refuse the client gets 502. Nothing is kept per client: sessions, events and limits are shared by the
 * instances themselves (PostgreSQL and Redis), so any instance may answer any request.
 */
export function startBalancer(options: { host: string; port: number; targets: Target[] }): Promise<Balancer> {
  const { targets } = options;
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  const next = () => targets[turn++ % targets.length] as Target;

  const proxyRequest = (req: IncomingMessage, res: http.ServerResponse, tries: number) => {
    const target = next();
    const headers = forwarded(req, (name) => !HOP_BY_HOP.includes(name));
    const upstream = http.request(
      { ...target, agent, method: req.method, path: req.url, headers },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([n]) => !HOP_BY_HOP.includes(n)),
        );
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
      },
    );
    // The body is read only once the instance is connected, so a refused one leaves it for the next.
    let piped = false;
    const pipe = () => {
      piped = true;
      req.pipe(upstream);
    };
    upstream.once('socket', (socket) => {
      if (socket.connecting) socket.once('connect', pipe);
      else pipe();
    });
    // A client that leaves before its answer frees the instance's connection too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return;
      if (refused(error) && !piped && tries + 1 < targets.length) {
        proxyRequest(req, res, tries + 1);
      } else if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('No API instance answered');
      } else res.destroy(error);
    });
  };

  // Upgraded sockets leave the server's bookkeeping: kept here so that closing ends them too.
  const tunnels = new Set<Duplex>();
  const proxyUpgrade = (req: IncomingMessage, client: Duplex, head: Buffer, tries: number) => {
    const target = next();
    const upstream = net.connect(target.port, target.host);
    tunnels.add(upstream);
    upstream.once('close', () => tunnels.delete(upstream));
    upstream.once('connect', () => {
      // The handshake goes through as it came (Connection and Upgrade included): the instance answers it.
      const headers = forwarded(req, () => true);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
      upstream.on('close', () => client.destroy());
    });
    upstream.on('error', (error) => {
      if (refused(error) && upstream.bytesWritten === 0 && tries + 1 < targets.length) {
        proxyUpgrade(req, client, head, tries + 1);
      } else client.destroy();
    });
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  };

  const server = http.createServer((req, res) => proxyRequest(req, res, 0));
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) =>
    proxyUpgrade(req, client, head, 0),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () =>
      resolve({
        server,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            for (const tunnel of tunnels) tunnel.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
