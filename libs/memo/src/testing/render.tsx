import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildCompleteMember, list, mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { memberApi } from '@casino/contracts';
import * as memoApi from '@casino/contracts/memo';
import type { MemoItem } from '@casino/contracts/memo';
import { testI18n } from './i18n';
import { inbox, memoDetail, sent } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** A logged-in member with the fixtures' inbox and sent topics, three unread, and no pop-ups. */
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

/** Renders at `path` inside the shell's providers, with the memo pages' route shapes. */
export function renderAt(ui: ReactElement, path: string, pattern = '/:lang/setting/personal-message/*') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* As on the site: the list's own route comes before the detail's optional id. */}
        {pattern === '/:lang/setting/personal-message' ? null : (
          <Route path="/:lang/setting/personal-message" element={<p>message list</p>} />
        )}
        <Route path={pattern} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
