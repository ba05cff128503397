import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { siteKeys } from '@casino/site-shell';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** jsdom's user agent is a desktop one; these tests borrow a phone's. */
let phoneUserAgent: MockInstance | undefined;
const onAPhone = () => {
  phoneUserAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
};
afterEach(() => phoneUserAgent?.mockRestore());

describe('the mobile site on arrival (spec 2)', () => {
  it('shows the loading page, not this site, to a phone leaving for the mobile site', async () => {
    onAPhone();
    server.use(...siteHandlers({ globalConfig: { mobile_url: 'https://m.example.test' } }));
    const { context } = await renderSite('/en/promotions?ref_code=ABC');

    // Once the mobile site is known, the loading page stays (the browser is on its way) and no page shows.
    await waitFor(() => expect(context.queryClient.getQueryData(siteKeys.globalConfig)).toBeDefined());
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps a phone here when the brand has no mobile site', async () => {
    onAPhone();
    server.use(...siteHandlers({ globalConfig: { mobile_url: null } }));
    await renderSite('/en');

    expect(await screen.findByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
  });

  it('keeps a desktop browser here although the brand has a mobile site', async () => {
    server.use(...siteHandlers({ globalConfig: { mobile_url: 'https://m.example.test' } }));
    await renderSite('/en');

    expect(await screen.findByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
  });
});
