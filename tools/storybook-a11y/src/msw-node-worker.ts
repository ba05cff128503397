import { setupServer } from 'msw/node';

const pending = new Set<string>();

/** Requests the stories' handlers have not answered yet, so a test knows when a page has its data. */
export function requestsInFlight(): number {
  return pending.size;
}

/** Forgets what the previous story left waiting (a reply held forever to show a loading state). */
export function forgetRequests() {
  pending.clear();
}

/**
 * Stands in for `msw/browser` under vitest (vitest.config.ts aliases it): Storybook's MSW loader calls
 * `setupWorker().start()`, then `resetHandlers()` and `use(...)` per story; msw's node server answers the
 * same handlers. A request no story mocked fails loudly, as in the libraries' own tests.
 */
export function setupWorker() {
  const server = setupServer();
  server.events.on('request:start', ({ requestId }) => pending.add(requestId));
  server.events.on('request:end', ({ requestId }) => pending.delete(requestId));
  return Object.assign(server, {
    async start() {
      server.listen({ onUnhandledRequest: 'error' });
    },
    stop() {
      server.close();
    },
  });
}
