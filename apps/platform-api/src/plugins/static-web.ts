import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_PRELOADS_FILE, RoutePreloadsFile } from '@casino/contracts/route-preloads';
import { readFirstReplies, withFirstReplies } from './first-replies';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when WEB_DIST is set: answers a non-API GET with a file or the shell's index.html. */
    serveWebShell?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}

/** Where the phone shell (casino-mobile, built with Vite's `base` /m/) is served on the same origin. */
export const MOBILE_PATH = '/m/';

export interface StaticWebOptions {
  /** The built casino-web (WEB_DIST). */
  root: string;
  /** The built casino-mobile for the same brand (MOBILE_WEB_DIST), served under /m/. */
  mobileRoot?: string | undefined;
}

function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function checkedDir(dir: string, name: string): string {
  const resolved = resolve(dir);
  if (!existsSync(resolve(resolved, 'index.html'))) throw new Error(`${name} has no index.html: ${resolved}`);
  return resolved;
}

/**
 * Serves the built web shell from WEB_DIST, and the phone shell from MOBILE_WEB_DIST under /m/: hashed
 * files under either `assets` are cached for a year as immutable, the rest revalidated; any other GET
 * outside the API falls back to the shell's index.html (client-side routing), the phone shell's under /m/.
 * The builds put brotli and gzip copies beside each text file (`app.js.br`, `app.js.gz`): the one the
 * request accepts is sent (br, then gzip, else the file itself), with `Vary: Accept-Encoding`.
 */
export default fp(
  async function staticWebPlugin(app: FastifyInstance, { root, mobileRoot }: StaticWebOptions) {
    const dir = checkedDir(root, 'WEB_DIST');
    const mobileDir = mobileRoot ? checkedDir(mobileRoot, 'MOBILE_WEB_DIST') : undefined;
    const hashedDirs = [resolve(dir, 'assets'), ...(mobileDir ? [resolve(mobileDir, 'assets')] : [])];
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = hashedDirs.some((assets) => path.startsWith(assets));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    /** The build's per-route hints; none from a build without them, or with a file that does not parse. */
    const routePreloads = async (base: string): Promise<RoutePreloadsFile> => {
      const file = resolve(base, ROUTE_PRELOADS_FILE);
      if (!existsSync(file)) return {};
      const parsed = RoutePreloadsFile.safeParse(jsonOrNothing(await readFile(file, 'utf8')));
      if (!parsed.success) app.log.warn({ file, issues: parsed.error.issues }, 'route preloads: unreadable');
      return parsed.success ? parsed.data : {};
    };
    /**
     * A page of the shell: its index.html with the first render's replies written in, and on home the
     * hints for home's lazy code (first-replies.ts). Both files are read per page, as a rebuild replaces them.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, base: string, pagePath: string) => {
      const [template, first, preloads] = await Promise.all([
        readFile(resolve(base, 'index.html'), 'utf8'),
        readFirstReplies(app, pagePath),
        routePreloads(base),
      ]);
      const html = withFirstReplies(template, first, first.onHome ? preloads['home'] : undefined);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        const params = { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length };
        return reply.header('Content-Encoding', 'br').send(await brotli(html, { params }));
      }
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
      return reply.send(html);
    };
    const send = (request: FastifyRequest, reply: FastifyReply, base: string, path: string) => {
      const file = path.replace(/^\/+/, '');
      if (file && !file.includes('..') && existsSync(resolve(base, file))) return reply.sendFile(file, base);
      return sendPage(request, reply, base, `/${file}`);
    };
    app.decorate('serveWebShell', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (mobileDir && (path === MOBILE_PATH.slice(0, -1) || path.startsWith(MOBILE_PATH))) {
        return send(request, reply, mobileDir, path.slice(MOBILE_PATH.length));
      }
      return send(request, reply, dir, path);
    });
  },
  { name: 'static-web' },
);
