import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { authSiteRoutes } from '@casino/auth';
import { publicApi } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateSiteRoutes } from '@casino/affiliate/routes';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();
afterEach(() => localStorage.clear());

describe('the affiliate pages in the shell', () => {
  it(
    "takes a visitor's referral link to the register page with the code filled in",
    { timeout: 20_000 },
    async () => {
      const clicks: unknown[] = [];
      server.use(
        ...siteHandlers(),
        mockEndpoint(affiliateApi.logAffiliateLinkCreate, ({ body }) => {
          clicks.push(body);
          return { ref_code: 'REF123', valid: true, counted: true };
        }),
        mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: true })),
      );
      const { router } = await renderSite('/en/affiliate_v2/REF123', [affiliateSiteRoutes, authSiteRoutes]);

      await waitFor(() => expect(router.state.location.pathname).toBe('/en/register'));
      expect(router.state.location.search).toBe('?ref_code=REF123');
      expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('REF123');
      expect(clicks).toEqual([{ ref_code: 'REF123' }]);
    },
  );

  it('sends a member without the affiliate privilege home from the account pages', async () => {
    server.use(...siteHandlers({ loggedIn: true, privileges: ['coupon', 'point', 'quest', 'rebate'] }));
    const { router } = await renderSite('/en/setting/affiliate/income', [affiliateSiteRoutes]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('lists the affiliate overview in the account navigation', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting', [affiliateSiteRoutes]);

    const side = await screen.findByTestId('setting-side-column');
    const links = within(side).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Affiliate', '/en/setting/affiliate'],
    ]);
  });
});
