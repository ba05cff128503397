import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { policyApi } from '@casino/contracts';
import type { Policy } from '@casino/contracts';
import { formatLocalDateTime } from '@casino/i18n';
import { list } from '../testing/fixtures';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const terms: Policy = {
  id: 1,
  language_id: 1,
  policy_type: 'terms-and-conditions',
  title: 'Terms of play',
  sections: [{ heading: 'Age', paragraphs: ['You must be over 18.', 'One account per person.'] }],
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('policy pages', () => {
  it('shows the policy of the route language in sections, with its date, linked from the footer', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      ...siteHandlers(),
      mockEndpoint(policyApi.policyFind, ({ query }) => {
        asked.push(query);
        return list([terms]);
      }),
    );
    await renderSite('/en/terms-and-conditions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of play' })).toBeInTheDocument();
    const age = screen.getByRole('region', { name: 'Age' });
    expect(within(age).getByText('One account per person.')).toBeInTheDocument();
    expect(screen.getByText(`Last updated ${formatLocalDateTime(terms.updatedAt)}`)).toBeInTheDocument();
    expect(asked).toEqual([{ language_id: '1', policy_type: 'terms-and-conditions' }]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  });

  it('says there is nothing yet when the API has no such policy', async () => {
    server.use(
      ...siteHandlers(),
      mockEndpoint(policyApi.policyFind, () => list<Policy>([])),
    );
    await renderSite('/en/cookies-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies policy' })).toBeInTheDocument();
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});

describe('the site as composed', () => {
  it("lists auth's change password page in the setting side navigation", async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting');

    const side = await screen.findByTestId('setting-side-column');
    expect(within(side).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en/setting/changePassword',
    );
  });
});
