import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { list, mockEndpoint } from '@casino/api-client/testing';
import * as engagementApi from '@casino/contracts/engagement';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();
afterEach(() => localStorage.clear());

const welcome = {
  id: 1,
  kind: 'welcome' as const,
  title: 'Welcome!',
  body: 'Hundreds of games are waiting for you.',
  image_url: null,
  updated_at: '2026-11-20T08:00:00.000Z',
};

// The first test of the file compiles the engagement library's chunk when it is fetched.
const LAZY_LOAD = { timeout: 15_000 };

describe('the engagement layer in the default layout', { timeout: 20_000 }, () => {
  it("loads after the page and shows the page group's pop-ups", async () => {
    const asked: unknown[] = [];
    // A later `use` comes first: these replace siteHandlers' empty answers.
    server.use(...siteHandlers());
    server.use(
      mockEndpoint(engagementApi.notificationModalFind, ({ query }) => {
        asked.push(query);
        return list(query['page_name'] === 'home' ? [welcome] : []);
      }),
    );
    await renderSite('/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome!' }, LAZY_LOAD)).toHaveTextContent(
      'Hundreds of games are waiting for you.',
    );
    expect(asked).toEqual([{ language_id: '1', page_name: 'home' }]);
  });

  it("greets a member on their first login with the starter modal and the operator's words", async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    server.use(
      mockEndpoint(engagementApi.usersFirstLoginFind, () => ({ first_login: true })),
      mockEndpoint(engagementApi.notificationModalFind, () =>
        list([{ ...welcome, id: 2, kind: 'starter' as const, title: 'Your welcome bonus' }]),
      ),
    );
    await renderSite('/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome aboard!' }, LAZY_LOAD)).toBeInTheDocument();
  });

  it('is not in the account area', async () => {
    const asked: unknown[] = [];
    server.use(...siteHandlers({ loggedIn: true }));
    server.use(
      mockEndpoint(engagementApi.usersFirstLoginFind, () => {
        asked.push('users-first-login');
        return { first_login: true };
      }),
    );
    await renderSite('/en/setting');
    await screen.findByTestId('setting-side-column');
    await new Promise((done) => setTimeout(done, 1000));
    expect(asked).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
