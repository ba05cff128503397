export { freeSpinRoutes } from './routes';
export { addFreeWin, freeRoundOf, playableGrants, returnFreeRound, takeFreeRound } from './rounds';
export type { FreeRound, FreeRoundRefusal, PlayableGrant } from './rounds';
