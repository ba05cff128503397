/** For vitest only (msw's node server, Testing Library): the per-file server and the providers wrapper. */
export { setupMswServer, TEST_ORIGIN } from './msw-server';
export { renderWithTestProviders, TEST_TIME_ZONE } from './render';
export type { TestProvidersOptions } from './render';
