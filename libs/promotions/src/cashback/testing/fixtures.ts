import { buildWallet } from '@casino/api-client/testing';
import type {
  CashbackKind,
  CashbackMember,
  CashbackPayout,
  CashbackTransaction,
  PromotionArticle,
} from '@casino/contracts/promotions';

export const wallet = buildWallet({ balance: '1500.00', cashback: '120.00', rebate: '30.00' });

export function cashbackMember(overrides: Partial<CashbackMember> = {}): CashbackMember {
  return {
    kind: 'cashback',
    programme_active: true,
    joined: true,
    active_bonus: 'cashback',
    rate: '5.00',
    next_calculation_at: new Date(Date.now() + 3 * 3600_000 + 25 * 60_000 + 10_000).toISOString(),
    ...overrides,
  };
}

export function cashbackTransaction(overrides: Partial<CashbackTransaction> = {}): CashbackTransaction {
  return {
    kind: 'cashback',
    currency_id: 1,
    available: '120.00',
    turnover: '25.00',
    turnover_target: '100.00',
    business_day: '2026-11-25',
    ...overrides,
  };
}

export function payout(kind: CashbackKind, overrides: Partial<CashbackPayout> = {}): CashbackPayout {
  return {
    business_day: '2026-11-24',
    amount: kind === 'cashback' ? '40.00' : '10.00',
    base: kind === 'cashback' ? '800.00' : '2000.00',
    rate: kind === 'cashback' ? '5.00' : '0.50',
    currency_id: 1,
    createdAt: '2026-11-24T17:05:00.000Z',
    ...overrides,
  };
}

/** The operator's articles of a page: a terms article of two paragraphs. */
export function articles(kind: CashbackKind): PromotionArticle[] {
  return [
    {
      title: kind === 'cashback' ? 'Cashback terms' : 'Rebate terms',
      body: 'Worked out once a day.\n\nOnly one bonus kind can be active at a time.',
    },
  ];
}
