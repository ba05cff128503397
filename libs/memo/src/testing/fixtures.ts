import type { MemoDetail, MemoItem } from '@casino/contracts/memo';

/** A topic as lists answer it; override what the case needs. */
export function memoItem(overrides: Partial<MemoItem> = {}): MemoItem {
  return {
    message_transaction_header_id: 1,
    tab: 'inbox',
    message_type: 'Promotion',
    title_name: 'Weekend bonus',
    message_description: 'Claim 100 free spins before Sunday.',
    template: null,
    params: {},
    allow_reply: true,
    is_read: false,
    is_modal: false,
    is_read_modal: false,
    createdAt: '2026-03-10T09:00:00.000Z',
    updatedAt: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

export const inbox: MemoItem[] = [
  memoItem(),
  memoItem({
    message_transaction_header_id: 2,
    message_type: 'Deposit',
    title_name: 'Deposit credited',
    message_description: 'Your deposit of 500.00 (reference D-1) has been credited to your wallet.',
    template: 'deposit_credited',
    params: { amount: '500.00', reference: 'D-1' },
    allow_reply: false,
    is_read: true,
  }),
];

export const sent: MemoItem[] = [
  memoItem({
    message_transaction_header_id: 3,
    tab: 'sent',
    message_type: 'Withdraw',
    title_name: 'Where is my withdrawal?',
    message_description: 'I asked for 300 this morning.',
    is_read: true,
  }),
];

export function memoDetail(item: MemoItem = inbox[0]!): MemoDetail {
  return {
    topic: item,
    history: [
      {
        id: 10,
        author: item.tab === 'sent' ? 'member' : item.template ? 'platform' : 'staff',
        message_description: item.message_description,
        message_img_url: null,
        createdAt: item.createdAt,
      },
    ],
  };
}
