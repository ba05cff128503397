import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

/** What the API's qs would have been sent before: the reference this serializer must match. */
const withQs = (query: unknown) => qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true });

const key = fc.stringMatching(/^\$?[a-z_][a-z0-9_]{0,8}$/);
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(leaf, { maxLength: 3 }), tie('record')),
  record: fc.dictionary(key, tie('value'), { maxKeys: 3 }),
})).value;

describe('toQueryString', () => {
  it('writes the bracket style the services read', () => {
    expect(
      toQueryString({ $sort: { is_default: -1 }, ids: [1, 2], q: 'a b&c', none: undefined, empty: null }),
    ).toBe('$sort[is_default]=-1&ids[]=1&ids[]=2&q=a%20b%26c&empty=');
    expect(toQueryString({ from: new Date('2026-11-27T01:02:03.000Z') })).toBe(
      'from=2026-11-27T01%3A02%3A03.000Z',
    );
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });

  it('gives exactly what qs gave, for any query of strings, numbers, booleans, nulls, arrays and objects', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (query) => {
        expect(toQueryString(query)).toBe(withQs(query));
      }),
      { numRuns: 500 },
    );
  });
});
