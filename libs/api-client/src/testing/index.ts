export { mockEndpoint, errorReply, notAuthenticated } from './mock-endpoint';
export type { MockRequest, MockResolver } from './mock-endpoint';
export { setupMswServer } from './msw-server';
export { renderWithTestProviders } from './render';
export type { TestProvidersOptions } from './render';
export * from './fixtures';
