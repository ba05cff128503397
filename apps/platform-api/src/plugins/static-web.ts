import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when WEB_DIST is set: answers a non-API GET with a file or the shell's index.html. */
    serveWebShell?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

/**
 * Serves the built web shell from WEB_DIST: hashed files under /assets are cached for a year as
 * immutable, the rest revalidated; any other GET outside the API falls back to index.html (client-side
 * routing). The build puts brotli and gzip copies beside each text file (`app.js.br`, `app.js.gz`): the
 * one the request accepts is sent (br, then gzip, else the file itself), with `Vary: Accept-Encoding`.
 */
export default fp(
  async function staticWebPlugin(app: FastifyInstance, { root }: { root: string }) {
    const dir = resolve(root);
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`WEB_DIST has no index.html: ${dir}`);
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.startsWith(resolve(dir, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorate('serveWebShell', (request: FastifyRequest, reply: FastifyReply) => {
      const file = (request.url.split('?', 1)[0] ?? '/').replace(/^\/+/, '');
      if (file && !file.includes('..') && existsSync(resolve(dir, file))) return reply.sendFile(file);
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
