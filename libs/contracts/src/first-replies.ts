import { toQueryString } from './query-string';

/**
 * The server answers a page's first public reads inside the page itself: a JSON script with this id maps
 * each request's URL (path and query string, as the client writes it) to the reply's body. The client
 * takes each one instead of asking, once, and checks it against the contract like any reply. A visitor on
 * a slow network saves a round trip per wave of calls before the page can show.
 */
export const FIRST_REPLIES_ELEMENT_ID = 'first-replies';

/** The URL a read is sent to, the key of its first reply: the path, then the query string if any. */
export function requestUrl(path: string, query?: unknown): string {
  const search = toQueryString(query);
  return search ? `${path}?${search}` : path;
}

/** The languages the site offers its members, the default first: every page's first read. */
export const MEMBER_LANGUAGES_QUERY = { is_member: '1', $sort: { is_default: -1 } } as const;

/**
 * The language row a route's language reads its config by: its own, else the default (the API does not
 * offer that language to members). The client and the server's first replies pick the same row.
 */
export function languageRow<L extends { code: string; is_default: boolean }>(
  languages: readonly L[] | undefined,
  code: string,
): L | undefined {
  return languages?.find((l) => l.code === code) ?? languages?.find((l) => l.is_default);
}

/** A per-language read of the site's config is keyed by the language's id. */
export const languageQuery = (languageId: number) => ({ language_id: languageId });
