import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  FIRST_REPLIES_ELEMENT_ID,
  MEMBER_LANGUAGES_QUERY,
  endpointPath,
  isLanguageCode,
  languageQuery,
  languageRow,
  lazyPublicApi,
  publicApi,
  requestUrl,
} from '@casino/contracts';
import { systemBannerFind } from '@casino/contracts/banner';
import type { RoutePreloads } from '@casino/contracts/route-preloads';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The reads a page's first render waits for, answered by this server while it sends the page (see
 * contracts' first-replies): the language list, the global config, then the route language's feature
 * switches, system config and id, and on the home page its banners, whose first picture the page also
 * asks the browser to fetch at once. Each is read through the API's own route, as a visitor, so the body
 * is exactly what the client would have been sent; a read that fails is left out and the client asks.
 */

/** Marks this server's own reads: they pass the per-address rate limits, which are for visitors. */
export const INTERNAL_READ_HEADER = 'x-casino-internal-read';
const internalReadToken = randomBytes(24).toString('base64url');

export function isInternalRead(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_READ_HEADER] === internalReadToken;
}

export interface FirstReplies {
  /** Request URL → reply body. */
  replies: Record<string, unknown>;
  /** The home page's first banner picture, for a preload hint. */
  heroImage: string | null;
  /** Whether the page is home (its lazy code is hinted too, route-preloads). */
  onHome: boolean;
}

interface Listed<T> {
  data: T[];
}

/** `pagePath` is the path within the shell (the phone shell's /m/ taken off). */
export async function readFirstReplies(app: FastifyInstance, pagePath: string): Promise<FirstReplies> {
  const replies: Record<string, unknown> = {};
  const read = async <T>(path: string, query?: unknown): Promise<T | undefined> => {
    const url = requestUrl(path, query);
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [INTERNAL_READ_HEADER]: internalReadToken },
    });
    if (reply.statusCode !== 200) return undefined;
    const body = reply.json<T>();
    replies[url] = body;
    return body;
  };

  const [, first = ''] = pagePath.split('/');
  const lang = isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
  const onHome = pagePath.replace(/\/+$/, '') === (first === lang ? `/${lang}` : '');

  const languages = await read<Listed<{ id: number; code: string; is_default: boolean }>>(
    endpointPath(lazyPublicApi.languageFind),
    MEMBER_LANGUAGES_QUERY,
  );
  const rows = languages?.data ?? [];
  const language = languageRow(rows, lang);
  const perLanguage = language
    ? [
        read(endpointPath(lazyPublicApi.customFunctionFind), languageQuery(language.id)),
        read(endpointPath(lazyPublicApi.systemConfigFind), languageQuery(language.id)),
      ]
    : [];
  const [, routeLanguage] = await Promise.all([
    read(endpointPath(lazyPublicApi.globalConfigFind), {}),
    read<Listed<{ id: number }>>(endpointPath(publicApi.languageFind), { code: lang }),
    ...perLanguage,
  ]);
  let heroImage: string | null = null;
  if (onHome && routeLanguage) {
    const banners = await read<Listed<{ image_url: string }>>(
      endpointPath(systemBannerFind),
      languageQuery(routeLanguage.data[0]?.id ?? 0),
    );
    heroImage = banners?.data[0]?.image_url ?? null;
  }
  return { replies, heroImage, onHome };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its first replies as a JSON script (not run: no CSP hash needed) at the end of <head>, and
 * its hints: the hero picture first in <head>, so that it is among the first requests (the page's largest
 * paint waits for it), and the route's lazy code after the build's own. `<` is escaped so no body can close
 * the script early.
 */
export function withFirstReplies(
  html: string,
  { replies, heroImage }: FirstReplies,
  routePreloads?: RoutePreloads,
): string {
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  const picture = heroImage
    ? `<link rel="preload" as="image" href="${escapeAttribute(heroImage)}" fetchpriority="high">`
    : '';
  const code = [
    ...(routePreloads?.scripts ?? []).map(
      (url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`,
    ),
    ...(routePreloads?.styles ?? []).map(
      (url) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(url)}">`,
    ),
  ].join('');
  const script = `<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">${json}</script>`;
  // Replacer functions: a body with `$&` or `$'` in it must be written as it is, not as a pattern.
  return html.replace('<head>', () => `<head>${picture}`).replace('</head>', () => `${code}${script}</head>`);
}
