/** The games catalogue, for other parts of the API. */
export { gameProviderOrigins } from './origins';
export type { GameProviderOrigins } from './origins';
