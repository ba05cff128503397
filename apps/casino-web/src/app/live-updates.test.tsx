import { act, screen, waitFor } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MemberSocketStatus } from '@casino/api-client';
import { type SiteRoutes, memberSocketStatusAtom } from '@casino/site-shell';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

describe('the member socket in the shell', () => {
  it('reports a lost socket as reconnecting, then open again once it is back', async () => {
    // The first connection is dropped as an API restart would drop it; the next one stays.
    let connections = 0;
    server.use(
      ws.link('*/gapi/mb/ws').addEventListener('connection', ({ client }) => {
        connections += 1;
        if (connections === 1) queueMicrotask(() => client.close(1012, 'restart'));
      }),
    );
    server.use(...siteHandlers({ loggedIn: true }));
    const { context } = await renderSite('/en');
    const statuses: MemberSocketStatus[] = [];
    context.store.sub(memberSocketStatusAtom, () => statuses.push(context.store.get(memberSocketStatusAtom)));

    await waitFor(() => expect(connections).toBe(2));
    await waitFor(() => expect(context.store.get(memberSocketStatusAtom)).toBe('open'));
    expect(statuses).toContain('reconnecting');
  });

  it('shows a quiet "Reconnecting…" status while the socket is being retried, and hides it after', async () => {
    server.use(...siteHandlers());
    const { context } = await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });

    act(() => context.store.set(memberSocketStatusAtom, 'reconnecting'));
    // It waits a moment first, so that a quick reconnect shows nothing.
    const pill = await screen.findByText('Reconnecting…', {}, { timeout: 5000 });
    expect(pill.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');

    act(() => context.store.set(memberSocketStatusAtom, 'open'));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('sends a member from the rebate page as soon as staff take the privilege (PRIVILEGE)', async () => {
    const rebateLibrary: SiteRoutes = {
      setting: [
        {
          path: 'rebate',
          nav: 'rebate',
          lazy: async () => ({ Component: (await import('../testing/echo-page')).EchoPage }),
        },
      ],
    };
    const sockets: { send: (data: string) => void }[] = [];
    server.use(
      ws.link('*/gapi/mb/ws').addEventListener('connection', ({ client }) => sockets.push(client)),
      ...siteHandlers({ loggedIn: true, privileges: ['rebate'] }),
    );
    const { router } = await renderSite('/en/setting/rebate', [rebateLibrary]);
    expect(await screen.findByText('echo /en/setting/rebate')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    server.use(...siteHandlers({ loggedIn: true, privileges: ['coupon'] }));
    act(() => sockets[0]?.send(JSON.stringify({ topic_name: 'PRIVILEGE', data: {} })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
