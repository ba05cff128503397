import type { MoneyTriggerReceipt } from '@casino/contracts/promotions';

/** A deposit reward of 20.00, unless overridden. */
export function receipt(overrides: Partial<MoneyTriggerReceipt> = {}): MoneyTriggerReceipt {
  return {
    id: 11,
    trigger_id: 3,
    name: 'Deposit reward',
    event: 'deposit',
    amount: '20.00',
    currency_id: 1,
    reference: 'DP2611200001',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
