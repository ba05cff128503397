import { describe, expect, it } from 'vitest';
import { isbot } from 'isbot';
import { mobileSiteRedirect as decide, type MobileSiteVisit } from './mobile-site';

const mobileSiteRedirect = (visit: MobileSiteVisit) => decide(visit, isbot);

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Line/14.9.0',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  googlebotPhone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebookPreview: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

const visit = (overrides: Partial<MobileSiteVisit> = {}): MobileSiteVisit => ({
  userAgent: UA.iphone,
  mobileUrl: 'https://m.example.test',
  currentUrl: 'https://www.example.test/th/promotions?tab=2#top',
  language: 'th',
  ...overrides,
});

describe('mobileSiteRedirect', () => {
  it('sends a phone to the same page on the mobile site, query and fragment kept', () => {
    expect(mobileSiteRedirect(visit())).toBe('https://m.example.test/th/promotions?tab=2#top');
    expect(
      mobileSiteRedirect(visit({ userAgent: UA.androidPhone, currentUrl: 'https://www.example.test/' })),
    ).toBe('https://m.example.test/');
    expect(mobileSiteRedirect(visit({ userAgent: UA.lineAndroid }))).not.toBeNull();
  });

  it("carries a ref_code to the mobile site's register page in the route's language", () => {
    expect(
      mobileSiteRedirect(
        visit({ currentUrl: 'https://www.example.test/en/games/7?ref_code=ABC%2012&utm=x', language: 'en' }),
      ),
    ).toBe('https://m.example.test/en/register?ref_code=ABC+12');
    // The unprefixed default-language address gets the language the route resolved to.
    expect(mobileSiteRedirect(visit({ currentUrl: 'https://www.example.test/?ref_code=Z9' }))).toBe(
      'https://m.example.test/th/register?ref_code=Z9',
    );
  });

  it("sends a referral link's code to the mobile site's register page", () => {
    expect(
      mobileSiteRedirect(
        visit({ currentUrl: 'https://www.example.test/en/affiliate_v2/REF123', language: 'en' }),
      ),
    ).toBe('https://m.example.test/en/register?ref_code=REF123');
    // Unprefixed (the default language), with a trailing slash, and the link's code over a query's.
    expect(
      mobileSiteRedirect(visit({ currentUrl: 'https://www.example.test/affiliate_v2/Ab12/?ref_code=OTHER' })),
    ).toBe('https://m.example.test/th/register?ref_code=Ab12');
    // Without a code the link is the register page's business on the mobile site: the same path there.
    expect(mobileSiteRedirect(visit({ currentUrl: 'https://www.example.test/th/affiliate_v2' }))).toBe(
      'https://m.example.test/th/affiliate_v2',
    );
  });

  it('keeps the folder of a mobile site that lives under one', () => {
    expect(mobileSiteRedirect(visit({ mobileUrl: 'https://example.test/m/' }))).toBe(
      'https://example.test/m/th/promotions?tab=2#top',
    );
    expect(
      mobileSiteRedirect(
        visit({ mobileUrl: 'https://x.test/m', currentUrl: 'https://www.example.test/?ref_code=A1' }),
      ),
    ).toBe('https://x.test/m/th/register?ref_code=A1');
  });

  it('keeps tablets and desktops here', () => {
    for (const userAgent of [UA.ipad, UA.androidTablet, UA.desktop]) {
      expect(mobileSiteRedirect(visit({ userAgent }))).toBeNull();
    }
  });

  it('leaves crawlers and link previews on this site', () => {
    expect(mobileSiteRedirect(visit({ userAgent: UA.googlebotPhone }))).toBeNull();
    expect(mobileSiteRedirect(visit({ userAgent: UA.facebookPreview }))).toBeNull();
  });

  it('stays without a mobile site, or with one that is not an address', () => {
    expect(mobileSiteRedirect(visit({ mobileUrl: null }))).toBeNull();
    expect(mobileSiteRedirect(visit({ mobileUrl: '' }))).toBeNull();
    expect(mobileSiteRedirect(visit({ mobileUrl: 'm.example.test' }))).toBeNull();
  });

  it('never sends a visitor to the origin they are on, so there is no loop', () => {
    expect(
      mobileSiteRedirect(
        visit({
          mobileUrl: 'https://m.example.test',
          currentUrl: 'https://m.example.test/th/register?ref_code=A',
        }),
      ),
    ).toBeNull();
    expect(
      mobileSiteRedirect(
        visit({ mobileUrl: 'http://localhost:3000/', currentUrl: 'http://localhost:3000/en' }),
      ),
    ).toBeNull();
    expect(
      mobileSiteRedirect(
        visit({ mobileUrl: 'http://localhost:3000/m/', currentUrl: 'http://localhost:3000/m/en/games' }),
      ),
    ).toBeNull();
    // Another port or host is another origin.
    expect(
      mobileSiteRedirect(
        visit({ mobileUrl: 'http://127.0.0.1:3000', currentUrl: 'http://localhost:3000/en' }),
      ),
    ).toBe('http://127.0.0.1:3000/en');
  });

  it("sends a phone from this origin's desktop pages to the phone shell in its folder on the same origin", () => {
    const sameOrigin = (currentUrl: string) =>
      mobileSiteRedirect(visit({ mobileUrl: 'http://localhost:3000/m/', currentUrl, language: 'en' }));
    expect(sameOrigin('http://localhost:3000/en/promotions?tab=2')).toBe(
      'http://localhost:3000/m/en/promotions?tab=2',
    );
    expect(sameOrigin('http://localhost:3000/?ref_code=FRIEND1')).toBe(
      'http://localhost:3000/m/en/register?ref_code=FRIEND1',
    );
    expect(sameOrigin('http://localhost:3000/mobile-offers')).toBe('http://localhost:3000/m/mobile-offers');
  });
});
