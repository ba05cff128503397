import qs from 'qs';

/** How deep, how many and how long the query strings the API accepts nest (contracts' `$sort[...]`). */
const OPTIONS = { depth: 2, parameterLimit: 100, arrayLimit: 20 } as const;
/** A bound on distinct query strings remembered (they are the caller's): the oldest goes first. */
const MAX_ENTRIES = 500;

type Parsed = ReturnType<typeof qs.parse>;
type Value = Parsed[string];

/** A fresh copy of a parse (plain objects, arrays and strings), so no request sees another's changes. */
function copy(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => copy(item as Value)) as Value;
  // fromEntries defines own keys, so even a key named __proto__ stays a key.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item as Value)]));
}

/**
 * Fastify's query string parser: qs with the API's limits. The same few query strings come again and
 * again (every visit asks for the same lists), and parsing one costs more than copying its parse, so
 * each parse is kept (a bounded number) and every request gets its own copy.
 */
export function queryStringParser(): (str: string) => Parsed {
  const kept = new Map<string, Parsed>();
  return (str) => {
    let parsed = kept.get(str);
    if (!parsed) {
      parsed = qs.parse(str, OPTIONS);
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
      kept.set(str, parsed);
    }
    return copy(parsed) as Parsed;
  };
}
