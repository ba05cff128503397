import { buildCompleteMember, list, mockEndpoint } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import * as memoApi from '@casino/contracts/memo';
import type { MemoItem } from '@casino/contracts/memo';
import { inbox, memoDetail, sent } from './fixtures';

/**
 * A logged-in member with the fixtures' inbox and sent topics, three unread, and no pop-ups; for tests and
 * stories alike. Writing and replying answer the topic as the platform would.
 */
export function memoHandlers(
  options: { inbox?: MemoItem[]; sent?: MemoItem[]; count?: number; popups?: MemoItem[] } = {},
) {
  const tabs = { inbox: options.inbox ?? inbox, sent: options.sent ?? sent };
  return [
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memoApi.messageFind, ({ query }) => list(tabs[query['tab'] === 'sent' ? 'sent' : 'inbox'])),
    mockEndpoint(memoApi.messageCountFind, () => ({ count: options.count ?? 3 })),
    mockEndpoint(memoApi.rewardPopupFind, () => list(options.popups ?? [])),
    mockEndpoint(memoApi.memoGet, ({ id }) => {
      const item = [...tabs.inbox, ...tabs.sent].find((i) => String(i.message_transaction_header_id) === id);
      return memoDetail(item);
    }),
  ];
}
