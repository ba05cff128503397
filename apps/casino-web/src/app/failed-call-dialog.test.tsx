import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import { formatLocalDateTime } from '@casino/i18n';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

function failingCheck(reply: () => Response) {
  return mockEndpoint(publicApi.checkRefcodeGet, reply);
}

describe('the failed-call dialog', () => {
  it('shows the localized reason, OK, a copyable TraceID and the time, driven by the client error event', async () => {
    server.use(
      ...siteHandlers(),
      failingCheck(() => {
        const reply = errorReply({ code: 409, reason: 'CONFLICT', message: 'row version mismatch' });
        reply.headers.set('CorrelationID', 'trace-42');
        return reply;
      }),
    );
    const { context } = await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });

    await act(() => context.client.get(publicApi.checkRefcodeGet, 'R1').catch(() => undefined));

    const dialog = await screen.findByRole('alertdialog', { name: 'Transaction could not be completed' });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('This was changed in the meantime, please try again'),
    );
    expect(within(dialog).getByText('trace-42')).toBeInTheDocument();
    expect(within(dialog).getByText('Current time')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy TraceID' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Copy TraceID' }));
    expect(await within(dialog).findByRole('tooltip')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('trace-42');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a reply without a reason (a proxy in between) as its status text, UTC dates in local time', async () => {
    server.use(
      ...siteHandlers(),
      failingCheck(
        () =>
          new Response('<html>down</html>', {
            status: 502,
            statusText: 'Try again after 2026-05-01T10:30:00Z',
          }),
      ),
    );
    const { context } = await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });

    await act(() => context.client.get(publicApi.checkRefcodeGet, 'R1').catch(() => undefined));

    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        `Try again after ${formatLocalDateTime('2026-05-01T10:30:00Z')}`,
      ),
    );
  });

  it('goes home without a dialog when a call answers 401', async () => {
    server.use(
      ...siteHandlers(),
      failingCheck(() =>
        errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' }),
      ),
    );
    const { context, router } = await renderSite('/en/login');
    await screen.findByRole('heading', { name: 'Log in', level: 1 });

    await act(() => context.client.get(publicApi.checkRefcodeGet, 'R1').catch(() => undefined));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
