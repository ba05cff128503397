import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import type { MockResolver } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import type { ErrorReason } from '@casino/contracts';
import { SITE_CONFIG_RETRIES } from '@casino/site-shell';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

/** A config endpoint that fails every time, keeping the requests it saw (handlers added later win). */
function failing<E extends Parameters<typeof mockEndpoint>[0]>(endpoint: E, reply: () => Response) {
  const requests: Request[] = [];
  const resolver: MockResolver<E> = ({ request }) => {
    requests.push(request);
    return reply();
  };
  server.use(mockEndpoint(endpoint, resolver));
  return requests;
}

const answer = (code: number, reason: ErrorReason) => () =>
  errorReply({ code, reason, message: `failed with ${code}` });

/** Long enough for a retry loop to show itself: the bounded tries take under a second. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** No call is asked again once the error page shows: the count stays put for a while. */
async function expectNoMoreRequests(requests: Request[]) {
  await settle();
  const count = requests.length;
  await settle();
  expect(requests).toHaveLength(count);
}

/** The shell's language list among the calls to the language endpoint (libraries look codes up too). */
const siteList = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).searchParams.has('is_member'));

const errorPage = () =>
  screen.findByRole('heading', { level: 1, name: 'The site could not load' }, { timeout: 3000 });

/** Renders the site with every shell call answered, then `fail` overriding some of them. */
async function renderFailingSite(fail: () => Request[], { loggedIn = false } = {}) {
  server.use(...siteHandlers({ loggedIn }));
  const requests = fail();
  const site = await renderSite('/en');
  const reported: string[] = [];
  site.context.client.on('error', ({ error }) => reported.push(error.CorrelationID));
  return { ...site, requests, reported };
}

// Each test waits out the bounded tries (under a second) and then a few seconds for calls that should not come.
describe('the shell when a config call fails', { timeout: 20_000 }, () => {
  it('tries the language list a bounded number of times, shows the dialog once and the error page, and Retry brings the site', async () => {
    const { requests, reported } = await renderFailingSite(() =>
      failing(publicApi.languageFind, answer(500, 'INTERNAL')),
    );

    await errorPage();
    await expectNoMoreRequests(requests);

    expect(requests).toHaveLength(1 + SITE_CONFIG_RETRIES);
    const traceId = requests[0]?.headers.get('correlationid') ?? 'no request';
    expect(new Set(requests.map((r) => r.headers.get('correlationid')))).toEqual(new Set([traceId]));
    expect(reported).toEqual([traceId]);
    const dialog = screen.getByRole('alertdialog', { name: 'Transaction could not be completed' });
    expect(within(dialog).getByText(traceId)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    // The API is back: Retry asks again and the site shows, without a reload or another dialog.
    server.use(...siteHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1 + SITE_CONFIG_RETRIES);
  });

  it('shows the error page again, with one more dialog, when Retry fails too', async () => {
    const { requests, reported } = await renderFailingSite(() =>
      failing(publicApi.languageFind, answer(503, 'INTERNAL')),
    );
    await errorPage();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await errorPage();
    await expectNoMoreRequests(requests);

    expect(reported).toHaveLength(2);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(requests).toHaveLength(2 * (1 + SITE_CONFIG_RETRIES));
    expect(screen.getByText('503')).toBeInTheDocument();
  });

  it.each([
    ['global-config', publicApi.globalConfigFind],
    ['custom-function', publicApi.customFunctionFind],
    ['system-config', publicApi.systemConfigFind],
  ] as const)(
    'shows the error page after a bounded number of tries when %s answers 502',
    async (_name, endpoint) => {
      const { requests } = await renderFailingSite(() => failing(endpoint, answer(502, 'INTERNAL')));

      expect(
        await screen.findByRole('heading', { name: 'The site could not load' }, { timeout: 3000 }),
      ).toBeInTheDocument();
      await settle();

      expect(requests).toHaveLength(1 + SITE_CONFIG_RETRIES);
      expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
      expect(screen.getByText('502')).toBeInTheDocument();
    },
  );

  it('never asks a 4xx again', async () => {
    const { requests } = await renderFailingSite(() =>
      failing(publicApi.globalConfigFind, answer(404, 'DATA_NOT_FOUND')),
    );

    await errorPage();
    await expectNoMoreRequests(requests);

    expect(requests).toHaveLength(1);
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('shows status 500 when the API cannot be reached, also to a logged-in member', async () => {
    const { requests } = await renderFailingSite(
      () => failing(publicApi.languageFind, () => HttpResponse.error()),
      { loggedIn: true },
    );

    await errorPage();
    // The member's libraries look the language's id up too (one try each): still a bounded count.
    await expectNoMoreRequests(requests);

    expect(siteList(requests)).toHaveLength(1 + SITE_CONFIG_RETRIES);
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('keeps one dialog with the first TraceID when several calls fail together', async () => {
    const { reported } = await renderFailingSite(() => [
      ...failing(publicApi.languageFind, answer(500, 'INTERNAL')),
      ...failing(publicApi.globalConfigFind, answer(500, 'INTERNAL')),
    ]);

    // Both are reported, the second while the dialog is open: it stays as it was, with the first TraceID.
    await waitFor(() => expect(reported).toHaveLength(2), { timeout: 3000 });
    const dialog = screen.getByRole('alertdialog');
    const [first = 'none', second = 'none'] = reported;
    expect(within(dialog).getByText(first)).toBeInTheDocument();
    expect(within(dialog).queryByText(second)).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The site could not load' })).toBeInTheDocument();
  });
});
