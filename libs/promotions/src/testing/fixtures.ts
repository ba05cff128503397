import {
  buildCurrency,
  buildGeneralConfig,
  buildLanguage,
  buildPromotion,
  listWithLimit,
} from '@casino/api-client/testing';

export { buildPromotion };
import type { Promotion, PromotionMember } from '@casino/contracts/promotions';

export const list = listWithLimit(100);

export const english = buildLanguage({ id: 1, code: 'en' });
export const baht = buildCurrency({ id: 1, code: 'THB', symbol: '฿', enable_decimal: false });
export const generalConfig = buildGeneralConfig({ default_currency_code: 'THB' });

export const promotions: Promotion[] = [
  buildPromotion(),
  buildPromotion({
    id: 2,
    code: 'free-credit-thb',
    type: 'turnover',
    title: 'Free credit for new members who sign up this month',
    description: 'Receive a free bonus without a deposit.',
    bonus_percent: null,
    bonus_amount: '50.00',
    bonus_cap: null,
    min_deposit: '0.00',
    turnover_multiplier: 10,
  }),
  buildPromotion({
    id: 3,
    code: 'weekend-slots-thb',
    category_id: 3,
    category_name: 'Slots and games',
    type: 'winlose',
    title: 'Weekend slots win bonus',
    bonus_percent: null,
    bonus_amount: '100.00',
    bonus_cap: null,
    turnover_multiplier: 2,
  }),
];

export function buildPromotionMember(overrides: Partial<PromotionMember> = {}): PromotionMember {
  return {
    id: 7,
    promotion_information_id: 2,
    title: 'Free credit for new members',
    type: 'turnover',
    status: 'active',
    currency_id: 1,
    bonus: '50.00',
    deposit_amount: '0.00',
    turn_over_user: '120.00',
    turn_over_target: '500.00',
    turn_winlose_user: '0.00',
    turn_winlose_target: '0.00',
    expires_at: '2027-06-30T16:59:59.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ended_at: null,
    ...overrides,
  };
}
