export { default as bonusPlugin } from './plugin';
export { assertMayTakeBonus, BONUS_MESSAGES, takeBonus } from './slots';
export type { ActiveBonus, BonusKind, BonusKindOwner, BonusSlots, TakeBonusInput } from './slots';
