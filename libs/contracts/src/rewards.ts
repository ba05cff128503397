// Points, rewards shop and free-spin contracts: their own entry point (`@casino/contracts/rewards`), so the
// site's first load does not carry them; their pages load them lazily.
import './zod-config';
export * from './reward';
export * as rewardApi from './reward';
export * from './free-spin';
export * as freeSpinApi from './free-spin';
