import { describe, expect, it } from 'vitest';
import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import type { GlobalConfig, Language } from '@casino/contracts';
import { createI18n } from '@casino/i18n';
import { createAppContext } from './app-context';
import { AppProviders } from './providers';
import { routes } from './routes';

const i18n = await createI18n({ language: 'en', namespaces: ['common', 'auth', 'validation'] });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const languages: Language[] = [
  { id: 1, code: 'en', name: 'English', native_name: 'English', is_default: true, is_member: true },
  { id: 2, code: 'th', name: 'Thai', native_name: 'ไทย', is_default: false, is_member: true },
];
const globalConfig: GlobalConfig = {
  template_color: '#aa2233',
  google_tag_management: null,
  google_analytic_id: null,
  hotjar_site_id: null,
  facebook_meta_pixel: [],
  profile_dob: false,
  profile_gender: false,
  profile_register_channel: false,
  register_with_email: false,
  email_required: false,
  money_format: 'full',
  fav_icon: null,
};
const member = {
  id: 3,
  username: '0899999999',
  phone: '0899999999',
  country_code: 'TH',
  currency_id: 1,
  email: null,
  first_name: null,
  last_name: null,
  full_name: null,
  gender: null,
  DOB: null,
  bank_no: null,
  bank_currency_information_id: null,
  register_channal_id: null,
  ref_code: 'R3',
  subscribe_email: false,
  createdAt: '2026-11-21T00:00:00.000Z',
};
const list = <T,>(data: T[]) => ({ total: data.length, limit: 20, skip: 0, data });
const notAuthenticated = () =>
  errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' });

function siteHandlers() {
  return [
    mockEndpoint(publicApi.languageFind, () => list(languages)),
    mockEndpoint(publicApi.globalConfigFind, () => list([globalConfig])),
  ];
}

function renderAt(path: string) {
  const context = createAppContext();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders context={context} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { context, router };
}

describe('casino-web routes', () => {
  it('shows the languages from the API and login/register links to an anonymous visitor at /en', async () => {
    server.use(...siteHandlers(), mockEndpoint(memberApi.profileFind, notAuthenticated));
    renderAt('/en');

    const switcher = await screen.findByRole('navigation', { name: 'Languages' });
    expect(switcher).toHaveTextContent('English');
    expect(screen.getByRole('link', { name: 'ไทย' })).toHaveAttribute('href', '/th');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--casino-color-brand-base')).toBe('#aa2233'),
    );
  });

  it('serves the default language without a prefix', async () => {
    server.use(...siteHandlers(), mockEndpoint(memberApi.profileFind, notAuthenticated));
    renderAt('/');

    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
  });

  it('shows the member, the wallet balance and a working logout when logged in', async () => {
    let loggedIn = true;
    server.use(
      ...siteHandlers(),
      mockEndpoint(memberApi.profileFind, () => (loggedIn ? list([member]) : notAuthenticated())),
      mockEndpoint(memberApi.walletFind, () =>
        list([
          {
            id: 1,
            balance: '0.00',
            cashback: '0.00',
            rebate: '0.00',
            affiliate: '0.00',
            currency: { id: 1, code: 'THB', symbol: 'B', is_following: false, enable_decimal: false },
            pointData: { point: 0, badge_point: 0, is_display: true },
            turn_deposit: '0.00',
            turn_deposit_target: '0.00',
          },
        ]),
      ),
      mockEndpoint(publicApi.logout, () => {
        loggedIn = false;
        return { loggedOut: true } as const;
      }),
    );
    renderAt('/en');

    expect(await screen.findByText('Logged in as 0899999999')).toBeInTheDocument();
    expect(await screen.findByText('B 0')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each(['/en/no-such-page', '/xx', '/xx/yy'])('renders the 404 page at %s', async (path) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('opens the failed-call dialog with the TraceID, and closes it with OK', async () => {
    server.use(
      mockEndpoint(publicApi.languageFind, () => list(languages)),
      mockEndpoint(publicApi.globalConfigFind, () => {
        const reply = errorReply({ code: 500, reason: 'INTERNAL', message: 'Something broke' });
        reply.headers.set('CorrelationID', 'trace-42');
        return reply;
      }),
      mockEndpoint(memberApi.profileFind, notAuthenticated),
    );
    renderAt('/en');

    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Something broke');
    expect(dialog).toHaveTextContent('trace-42');
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes home without a dialog when a member call answers 401', async () => {
    server.use(
      ...siteHandlers(),
      mockEndpoint(memberApi.profileFind, notAuthenticated),
      mockEndpoint(memberApi.walletFind, notAuthenticated),
    );
    const { context, router } = renderAt('/th/login');
    await screen.findByRole('heading', { name: 'Log in' });

    await context.client.find(memberApi.walletFind).catch(() => undefined);

    await waitFor(() => expect(router.state.location.pathname).toBe('/th'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
