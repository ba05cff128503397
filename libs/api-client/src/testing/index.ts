export { mockEndpoint, errorReply } from './mock-endpoint';
export type { MockRequest, MockResolver } from './mock-endpoint';
