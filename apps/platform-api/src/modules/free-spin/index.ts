export { freeSpinRoutes } from './routes';
export { grantFreeSpins, offerFor, publishFreeSpins } from './grant';
export type { GrantSource, MadeGrant } from './grant';
export { gamesOf } from './offers';
export { addFreeWin, freeRoundOf, playableGrants, returnFreeRound, takeFreeRound } from './rounds';
export type { FreeRound, FreeRoundRefusal, PlayableGrant } from './rounds';
