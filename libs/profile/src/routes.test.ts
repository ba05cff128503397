import { namespaceRegistry } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { profileSiteRoutes } from './routes';

describe('the routes entry point', () => {
  it("brings the page's texts with the page, without the library's index", async () => {
    // A page loaded through its lazy route alone, before anything else registered the namespace.
    expect(namespaceRegistry.get('profile')).toBeUndefined();
    const page = profileSiteRoutes.setting[0];
    if (!page) throw new Error('the library mounts no setting page');
    const loaded = (await page.lazy()) as { Component?: unknown };
    expect(loaded.Component).toBeTypeOf('function');
    expect(namespaceRegistry.get('profile')?.english).toMatchObject({ title: 'Profile' });
  });
});
