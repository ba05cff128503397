/** Browser-safe: builds msw handlers and replies from the contracts, for Storybook and tests alike. */
export { mockEndpoint, errorReply, notAuthenticated } from './mock-endpoint';
export type { MockRequest, MockResolver } from './mock-endpoint';
export * from './fixtures';
export { StoryProviders } from './story-providers';
