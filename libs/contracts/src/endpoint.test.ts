import { describe, expect, it } from 'vitest';
import { endpointPath, prefixFor } from './endpoint';
import * as publicApi from './endpoints/public';
import * as memberApi from './endpoints/member';

describe('endpoint definitions', () => {
  it('assigns prefixes as spec section 7 says', () => {
    expect(prefixFor('pb', 'language')).toBe('/pbgapi');
    expect(prefixFor('mb', 'wallet')).toBe('/api');
    expect(prefixFor('mb', 'message-count')).toBe('/gapi');
    expect(prefixFor('mb', 'coupon-member')).toBe('/gapi');
  });

  it('builds Feathers-style paths', () => {
    expect(publicApi.languageFind.basePath).toBe('/pbgapi/pb/language');
    expect(publicApi.login.verb).toBe('POST');
    expect(endpointPath(publicApi.logout)).toBe('/pbgapi/pb/authentication');
    expect(endpointPath(publicApi.checkRefcodeGet, 'AB 12')).toBe('/pbgapi/pb/check-refcode/AB%2012');
    expect(() => endpointPath(publicApi.checkRefcodeGet)).toThrow();
    expect(memberApi.walletFind.basePath).toBe('/api/mb/wallet');
  });

  it('gives every endpoint a unique verb and path', () => {
    const keys = [...Object.values(publicApi), ...Object.values(memberApi)].map(
      (e) => `${e.verb} ${e.basePath} ${e.id}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
