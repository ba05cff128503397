export { assertNoHold, liftHold, placeHold } from './holds';
export type { Hold, HoldKind } from './holds';
