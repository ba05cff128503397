import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { data } from 'react-router';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';
import type { SiteRoutes } from '@casino/site-shell';

const server = setupMswServer();

/** A library page that fails in a given way when its route loads. */
function failingPage(failure: () => never): SiteRoutes {
  return {
    default: [
      {
        path: 'promotions',
        lazy: async () => ({
          loader: () => failure(),
          Component: () => null,
        }),
      },
    ],
  };
}

describe('the error page', () => {
  it('shows status 500 and the message of a thrown error, inside the layout', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/promotions', [
      failingPage(() => {
        throw new Error('Promotions are unavailable');
      }),
    ]);

    expect(await screen.findByRole('heading', { name: 'Promotions are unavailable' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('shows a thrown response with its status and status text', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/promotions', [
      failingPage(() => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' });
      }),
    ]);

    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
  });

  it('defaults to status 500 and the message "Error" when the failure says nothing', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/promotions', [
      failingPage(() => {
        throw new Error('');
      }),
    ]);

    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('shows the 404 page for a thrown 404', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/promotions', [
      failingPage(() => {
        throw data('gone', { status: 404 });
      }),
    ]);

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('falls back to plain details and "Go back to home" when the error page itself fails', async () => {
    server.use(...siteHandlers());
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An error whose message cannot even be read makes the error page itself throw.
    const unreadable = Object.defineProperty(new Error(), 'message', {
      get(): string {
        throw new Error('cannot read the message');
      },
    });
    try {
      await renderSite('/en/promotions', [
        failingPage(() => {
          throw unreadable;
        }),
      ]);

      expect(
        await screen.findByRole('heading', { name: 'An error occurred while showing the error page' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Details')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    } finally {
      quiet.mockRestore();
    }
  });
});
