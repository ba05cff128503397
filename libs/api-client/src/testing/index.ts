export { mockEndpoint, errorReply } from './mock-endpoint';
export type { MockRequest, MockResolver } from './mock-endpoint';
export {
  buildCountry,
  buildCurrency,
  buildCustomFunction,
  buildGeneralConfig,
  buildGlobalConfig,
  buildMember,
  buildPasswordConfig,
  buildWallet,
  listPage,
  thbWalletCurrency,
} from './fixtures';
