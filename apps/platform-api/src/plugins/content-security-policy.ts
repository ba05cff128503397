import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { GameProviderOrigins } from '../modules/games';

/** Inline scripts (no src) that the browser runs: JSON data blocks are not scripts to CSP. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for the inline scripts of a page, hashed over their exact text as served. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** A Host header fit to put in a policy (anything else could inject directives). */
const SAFE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The websocket of this origin: CSP Level 3 lets 'self' cover it, older engines need it named.
 * Helmet calls this per request.
 */
function ownWebsocket(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

export interface SitePolicyInput {
  /** Hashes of the shell's inline bootstrap script (inlineScriptHashes of its index.html). */
  scriptHashes: string[];
  providers: GameProviderOrigins;
}

/**
 * The site's policy: everything from its own origin, the shell's inline bootstrap script by hash, the
 * game providers' pages framed and their art shown, brand logos as data: URIs, and framing by itself only.
 */
export function sitePolicyDirectives({ scriptHashes, providers }: SitePolicyInput) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...providers.images],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ownWebsocket],
    frameSrc: ["'self'", ...providers.frames],
    childSrc: ["'self'", ...providers.frames],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}
