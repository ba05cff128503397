import { describe, expect, it } from 'vitest';
import { BrandSettingsBody } from './admin-settings';
import { MobileSiteUrl } from './entities/config';

describe('MobileSiteUrl', () => {
  it.each(['https://m.example.test', 'https://m.example.test/th/', 'http://127.0.0.1:5300'])(
    'accepts %s',
    (value) => {
      expect(MobileSiteUrl.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    'm.example.test',
    '/mobile',
    '//m.example.test',
    'ftp://m.example.test',
    'javascript:alert(1)',
    'https://m.example.test/?ref=1',
    'https://m.example.test/#top',
    'https://staff:secret@m.example.test',
    `https://m.example.test/${'a'.repeat(2000)}`,
  ])('refuses %s', (value) => {
    expect(MobileSiteUrl.safeParse(value).success).toBe(false);
  });
});

describe('BrandSettingsBody', () => {
  it('takes either setting, both, or null to turn the mobile site off', () => {
    for (const body of [
      { should_iframe_redirect: true },
      { mobile_url: 'https://m.example.test' },
      { mobile_url: null, should_iframe_redirect: false, reason: 'mobile site retired' },
    ]) {
      expect(BrandSettingsBody.safeParse(body).success).toBe(true);
    }
  });

  it('refuses an empty change, unknown fields and wrong types', () => {
    for (const body of [
      {},
      { reason: 'nothing' },
      { should_iframe_redirect: 'yes' },
      { mobile_url: '' },
      { should_iframe_redirect: true, register_type: 'phone' },
    ]) {
      expect(BrandSettingsBody.safeParse(body).success).toBe(false);
    }
  });
});
