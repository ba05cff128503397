import { namespaceRegistry } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { profileSiteRoutes } from './routes';

describe('the routes entry point', () => {
  it("brings the page's texts with the page, without the library's index", async () => {
    // The shell mounts the page through this entry point alone; nothing else registered the namespace.
    expect(namespaceRegistry.get('profile')).toBeUndefined();
    const [profilePage] = profileSiteRoutes.setting;
    const loaded = (await profilePage.lazy()) as { Component?: unknown };
    expect(loaded.Component).toBeTypeOf('function');
    expect(namespaceRegistry.get('profile')?.english).toMatchObject({ title: 'Profile' });
  });
});
