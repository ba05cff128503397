import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One msw server per test file, reset between tests to the handlers given here (an app's always-on
 * websocket, say); a call no test expected fails the test.
 */
export function setupMswServer(...alwaysOnHandlers: Parameters<typeof setupServer>) {
  const server = setupServer(...alwaysOnHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const TEST_ORIGIN = 'http://api.test';
