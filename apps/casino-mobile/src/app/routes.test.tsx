import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE } from '@casino/site-shell';
import { createMobileRoutes } from './routes';

describe('the phone routing table', () => {
  it("composes the same domain libraries' pages as casino-web, under /{lang} and unprefixed", () => {
    const { routes, siteMap } = createMobileRoutes();
    for (const path of ['register', 'games', 'promotions', 'quest']) {
      expect(siteMap.pages.default).toContain(path);
    }
    expect(siteMap.pages['play-game']).toContain('games/:id');
    expect(siteMap.settingNav.length).toBeGreaterThan(5);
    const branches = routes[0]?.children?.map((child) => child.path);
    expect(branches).toEqual(['/', '/:lang']);
  });

  it('has only pages of the catalogue (the policy pages are the desktop shell’s own)', () => {
    const { siteMap } = createMobileRoutes();
    for (const path of siteMap.pages.default) {
      expect(ROUTE_CATALOGUE.default as readonly string[]).toContain(path);
    }
  });
});
