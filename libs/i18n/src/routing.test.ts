import { LANGUAGE_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  localizePath,
  parseLocalePath,
  resolveRequestLanguage,
  stripLocale,
  switchLanguagePath,
} from './routing';

describe('parseLocalePath', () => {
  it.each([
    ['/', { lang: 'en', path: '/', prefixed: false }],
    ['/register', { lang: 'en', path: '/register', prefixed: false }],
    ['/th', { lang: 'th', path: '/', prefixed: true }],
    ['/th/', { lang: 'th', path: '/', prefixed: true }],
    ['/th/setting/profile', { lang: 'th', path: '/setting/profile', prefixed: true }],
    ['/en/register', { lang: 'en', path: '/register', prefixed: true }],
    ['/jp/games/12?demo=1#top', { lang: 'jp', path: '/games/12?demo=1#top', prefixed: true }],
    ['/thai/games', { lang: 'en', path: '/thai/games', prefixed: false }],
    ['/games?lang=th', { lang: 'en', path: '/games?lang=th', prefixed: false }],
  ])('%s', (pathname, expected) => {
    expect(parseLocalePath(pathname)).toEqual(expected);
  });
});

describe('localizePath', () => {
  it('prefixes other languages', () => {
    expect(localizePath('/register', 'th')).toBe('/th/register');
    expect(localizePath('/', 'mm')).toBe('/mm');
    expect(localizePath('setting/profile?tab=1', 'br')).toBe('/br/setting/profile?tab=1');
  });

  it('leaves the default language unprefixed unless asked', () => {
    expect(localizePath('/register', 'en')).toBe('/register');
    expect(localizePath('/register', 'en', { prefixDefault: true })).toBe('/en/register');
    expect(localizePath('/', 'en', { prefixDefault: true })).toBe('/en');
  });

  it('round-trips with parseLocalePath for every language', () => {
    for (const lang of LANGUAGE_CODES) {
      for (const prefixDefault of [false, true]) {
        const parsed = parseLocalePath(localizePath('/promotions/7', lang, { prefixDefault }));
        expect(parsed).toMatchObject({ lang, path: '/promotions/7' });
      }
    }
  });
});

describe('switchLanguagePath', () => {
  it('keeps the page and its query', () => {
    expect(switchLanguagePath('/th/setting/wallet?x=1', 'jp')).toBe('/jp/setting/wallet?x=1');
    expect(switchLanguagePath('/setting/wallet', 'vn')).toBe('/vn/setting/wallet');
    expect(switchLanguagePath('/th/setting/wallet', 'en')).toBe('/setting/wallet');
    expect(switchLanguagePath('/th', 'en')).toBe('/');
  });
});

describe('stripLocale', () => {
  it('gives the path the route guard reads', () => {
    expect(stripLocale('/ko/setting/rebate')).toBe('/setting/rebate');
    expect(stripLocale('/register')).toBe('/register');
  });
});

describe('resolveRequestLanguage', () => {
  it('follows the prefix when there is one', () => {
    expect(resolveRequestLanguage('/th/games', 'jp')).toEqual({ lang: 'th', redirectTo: undefined });
  });

  it('sends an unprefixed visit to the language in the cookie', () => {
    expect(resolveRequestLanguage('/games?x=1', 'jp')).toEqual({ lang: 'jp', redirectTo: '/jp/games?x=1' });
  });

  it('stays on English without a cookie or with an English one', () => {
    expect(resolveRequestLanguage('/games', undefined)).toEqual({ lang: 'en', redirectTo: undefined });
    expect(resolveRequestLanguage('/', 'en')).toEqual({ lang: 'en', redirectTo: undefined });
  });
});
