import { describe, expect, it } from 'vitest';
import { loadProviderConfig } from './config';

describe('loadProviderConfig', () => {
  it('lets the operator wallet’s own origin frame the games unless OPERATOR_SITE_ORIGINS says otherwise', () => {
    expect(
      loadProviderConfig({ OPERATOR_WALLET_URL: 'https://api.casino.example/provider-wallet/hub88' }),
    ).toMatchObject({ siteOrigins: ['https://api.casino.example'] });
    const sites = loadProviderConfig({
      OPERATOR_SITE_ORIGINS: 'https://casino.example, https://m.casino.example/',
    }).siteOrigins;
    expect(sites).toEqual(['https://casino.example', 'https://m.casino.example']);
  });

  it('refuses a site origin that is not a URL', () => {
    expect(() => loadProviderConfig({ OPERATOR_SITE_ORIGINS: 'casino example' })).toThrow();
  });
});
