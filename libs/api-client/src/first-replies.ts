import { FIRST_REPLIES_ELEMENT_ID } from '@casino/contracts';

/**
 * The replies the server wrote into the page (contracts' first-replies), by request URL, for the client's
 * `firstReplies`. The script leaves the page once read. A page without it, or with one that does not
 * parse, has none: every read then asks the server.
 */
export function readFirstReplies(doc: Document | undefined = globalThis.document): Map<string, unknown> {
  const element = doc?.getElementById(FIRST_REPLIES_ELEMENT_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return new Map(Object.entries(parsed));
  } catch {
    // Nothing usable: the reads go to the server.
  }
  return new Map();
}
