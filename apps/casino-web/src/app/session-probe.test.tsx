import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookieNames } from '@casino/contracts';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();
const hintCookie = sessionCookieNames(__BRAND__.web_name).hint;

/** Every request the page sends, by path. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

afterEach(() => {
  document.cookie = `${hintCookie}=; Max-Age=0; Path=/`;
  server.events.removeAllListeners();
});

describe('the session probe', () => {
  it('asks no member endpoint for a visitor without the session hint cookie', async () => {
    const requests = recordRequests();
    server.use(...siteHandlers());
    await renderSite('/en', undefined, { sessionHintCookie: true });

    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((path) => /^\/(api|gapi)\/mb\//.test(path))).toEqual([]);
    // The first render compiles the home page's lazy modules, which is slow on a busy machine.
  }, 20_000);

  it("loads the member when the API's hint cookie says a session is there", async () => {
    document.cookie = `${hintCookie}=1; Path=/`;
    const requests = recordRequests();
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting', undefined, { sessionHintCookie: true });

    expect(await screen.findByTestId('setting-side-column')).toBeInTheDocument();
    expect(requests).toContain('/api/mb/users');
  });
});
