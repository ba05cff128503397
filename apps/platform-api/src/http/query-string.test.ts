import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { queryStringParser } from './query-string';

const OPTIONS = { depth: 2, parameterLimit: 100, arrayLimit: 20 };

describe('queryStringParser', () => {
  it('parses as qs does with the API limits, again and again', () => {
    const parse = queryStringParser();
    for (const str of [
      'is_member=1&$sort[is_default]=-1',
      '$limit=50&$skip=0&$sort[name]=1',
      'a[b][c][d][e]=deep&tags[]=x&tags[]=y',
      `${Array.from({ length: 120 }, (_, i) => `p${i}=${i}`).join('&')}`,
      '__proto__[polluted]=1&constructor[prototype][x]=1',
      '',
    ]) {
      expect(parse(str)).toEqual(qs.parse(str, OPTIONS));
      expect(parse(str)).toEqual(qs.parse(str, OPTIONS));
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('gives every request its own copy', () => {
    const parse = queryStringParser();
    const first = parse('$sort[name]=1&ids[]=1&ids[]=2') as { $sort: Record<string, string>; ids: string[] };
    first.$sort['name'] = '-1';
    first.ids.push('3');
    expect(parse('$sort[name]=1&ids[]=1&ids[]=2')).toEqual({ $sort: { name: '1' }, ids: ['1', '2'] });
  });
});
