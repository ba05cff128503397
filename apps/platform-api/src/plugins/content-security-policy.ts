import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ChatVendor } from '@casino/contracts/contact';
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

/** Sources the operator's configuration adds to the site's policy, per kind of fetch. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  font: string[];
  style: string[];
}

export const NO_THIRD_PARTY_SOURCES: ThirdPartySources = {
  script: [],
  connect: [],
  img: [],
  frame: [],
  font: [],
  style: [],
};

export interface ThirdPartyInput {
  /** Which analytics ids the global config has. */
  analytics: { gtm: boolean; ga: boolean; hotjar: boolean; pixel: boolean };
  /** Origins staff allow the script tags to load from (contracts' ScriptHost: https, no path). */
  scriptHosts: string[];
  /** Every stored script-tag snippet, as HTML. */
  snippets: string[];
  /** The chat vendors of the contact channels staff configured (a usable link of that kind). */
  chats?: readonly ChatVendor[];
}

/** What each analytics tool fetches, from the vendors' CSP guides; added only while its id is set. */
const ANALYTICS_SOURCES: Record<keyof ThirdPartyInput['analytics'], Partial<ThirdPartySources>> = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  ga: {
    script: ['https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  hotjar: {
    script: ['https://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    frame: ['https://*.hotjar.com'],
    font: ['https://*.hotjar.com'],
  },
  pixel: {
    script: ['https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/**
 * What each contact channel's chat widget fetches, from the vendors' CSP guides; added only while a
 * channel of that kind is configured. Their widgets write their own style elements (in frames that inherit
 * this policy), which no hash or nonce can name: 'unsafe-inline' styles come with them, and only with them.
 */
const CHAT_SOURCES: Record<ChatVendor, Partial<ThirdPartySources>> = {
  tawk: {
    script: ['https://*.tawk.to'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    img: ['https://*.tawk.to', 'https://tawk.link', 'https://cdn.jsdelivr.net'],
    frame: ['https://*.tawk.to'],
    font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
    style: ["'unsafe-inline'", 'https://*.tawk.to', 'https://fonts.googleapis.com'],
  },
  livechat: {
    script: ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
    connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com', 'https://*.livechat-files.com'],
    img: ['https://*.livechatinc.com', 'https://*.livechat-static.com', 'https://*.livechat-files.com'],
    frame: ['https://*.livechatinc.com'],
    font: ['https://*.livechat-static.com'],
    style: ["'unsafe-inline'", 'https://*.livechat-static.com'],
  },
  zendesk: {
    script: ['https://static.zdassets.com', 'https://ekr.zdassets.com', 'https://*.zendesk.com'],
    connect: [
      'https://ekr.zdassets.com',
      'https://*.zendesk.com',
      'wss://*.zendesk.com',
      'https://api.smooch.io',
      'wss://api.smooch.io',
      'https://media.smooch.io',
    ],
    img: [
      'https://static.zdassets.com',
      'https://*.zendesk.com',
      'https://media.smooch.io',
      'https://*.zdusercontent.com',
    ],
    frame: ['https://static.zdassets.com', 'https://*.zendesk.com'],
    font: ['https://static.zdassets.com'],
    style: ["'unsafe-inline'"],
  },
};

/**
 * Why a hosts list and hashes rather than a nonce: the shell is a static file served as is (and cached),
 * so a per-response nonce would mean rewriting it on every load, and a nonce trusts any script the page
 * creates, whatever its text or origin. Here the policy names exactly what staff configured: the analytics
 * vendors' hosts while an id is set, the script hosts staff listed (for a snippet's `<script src>`; the
 * admin API refuses a src on another host), and each inline snippet script by the hash of its text, so
 * an edited or injected script does not run. Inline event handlers stay blocked (script-src-attr 'none').
 * The contact channels' chat vendors come in the same way, while a channel of theirs is configured.
 */
export function thirdPartySources({
  analytics,
  scriptHosts,
  snippets,
  chats = [],
}: ThirdPartyInput): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], connect: [], img: [], frame: [], font: [], style: [] };
  const add = (extra: Partial<ThirdPartySources>) => {
    for (const kind of Object.keys(sources) as (keyof ThirdPartySources)[]) {
      for (const source of extra[kind] ?? []) {
        if (!sources[kind].includes(source)) sources[kind].push(source);
      }
    }
  };
  for (const tool of Object.keys(ANALYTICS_SOURCES) as (keyof ThirdPartyInput['analytics'])[]) {
    if (analytics[tool]) add(ANALYTICS_SOURCES[tool]);
  }
  for (const vendor of chats) add(CHAT_SOURCES[vendor]);
  // A snippet's script usually reports back, shows a pixel or frames a widget from the host it came from.
  add({ script: scriptHosts, connect: scriptHosts, img: scriptHosts, frame: scriptHosts });
  add({ script: snippets.flatMap(inlineScriptHashes) });
  return sources;
}

const SCRIPT_SRC = /<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The src of every `<script src>` in a snippet, as written. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(SCRIPT_SRC)].map(([, double, single, bare]) =>
    (double ?? single ?? bare ?? '').trim(),
  );
}

/**
 * Whether the policy lets a script load from `src`: the site's own paths, or an https URL on one of the
 * hosts (`https://*.example.com` covers subdomains only, as CSP does).
 */
export function scriptSourceAllowed(src: string, hosts: readonly string[]): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  if (url.protocol !== 'https:') return false;
  return hosts.some((host) => {
    const wildcard = host.startsWith('https://*.');
    const allowed = new URL(wildcard ? host.replace('*.', '') : host);
    if (allowed.port !== url.port) return false;
    return wildcard ? url.hostname.endsWith(`.${allowed.hostname}`) : url.hostname === allowed.hostname;
  });
}

export interface SitePolicyInput {
  /** Hashes of the shell's inline bootstrap script (inlineScriptHashes of its index.html). */
  scriptHashes: string[];
  providers: GameProviderOrigins;
  /** What the operator's configuration adds, read per response (it changes while the API runs). */
  thirdParty?: () => ThirdPartySources;
}

/**
 * The site's policy: everything from its own origin, the shell's inline bootstrap script by hash, the
 * game providers' pages framed and their art shown, brand logos as data: URIs, framing by itself only, and
 * the analytics, script tags and chat widgets staff configured (thirdPartySources).
 */
export function sitePolicyDirectives({
  scriptHashes,
  providers,
  thirdParty = () => NO_THIRD_PARTY_SOURCES,
}: SitePolicyInput) {
  // Helmet calls these per response. Each directive is one function returning its whole source list, so
  // a kind with nothing configured adds nothing, not even a space.
  const sources =
    (kind: keyof ThirdPartySources, ...base: string[]) =>
    () =>
      [...base, ...thirdParty()[kind]].join(' ');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: [sources('script', "'self'", ...scriptHashes)],
    scriptSrcAttr: ["'none'"],
    styleSrc: [sources('style', "'self'")],
    imgSrc: [sources('img', "'self'", 'data:', 'blob:', ...providers.images)],
    fontSrc: [sources('font', "'self'", 'data:')],
    connectSrc: [
      (request: IncomingMessage) => [`'self'`, ownWebsocket(request), ...thirdParty().connect].join(' '),
    ],
    frameSrc: [sources('frame', "'self'", ...providers.frames)],
    childSrc: [sources('frame', "'self'", ...providers.frames)],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}
