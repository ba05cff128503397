import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { mockEndpoint } from '@casino/api-client/testing';
import { moneyTriggerApi } from '@casino/contracts/promotions';
import { list } from '../../testing/fixtures';
import { memberHandlers } from '../../testing/handlers';
import { moneyFormatter } from '../../text';
import { receipt } from '../testing';
import '../i18n';
import { ReceivedMoneyHistory } from './received-money-history';

/** What the shell provides around a page: the jotai store, react-query, the API client, a route. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => createApiClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={['/en/setting/promotion?tab=received-money']}>
            {children}
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

const receipts = [
  receipt(),
  receipt({ id: 10, name: 'Loyalty gift', event: 'manual', amount: '100.00', reference: null }),
  receipt({ id: 9, reference: 'DP2611190007', createdAt: '2026-11-19T08:30:00.000Z' }),
];

/**
 * The promotion history's "Received money" tab against MSW: deposit rewards and gifts from staff, the sum
 * of what the filters match, and the empty state.
 */
const meta = {
  title: 'promotions/received-money/ReceivedMoneyHistory',
  component: ReceivedMoneyHistory,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: { money: moneyFormatter({ symbol: '฿', is_following: false, enable_decimal: true }) },
  parameters: {
    msw: {
      handlers: [
        ...memberHandlers(),
        mockEndpoint(moneyTriggerApi.moneyTriggerMemberHistoryFind, ({ query }) => {
          const rows = query['event'] ? receipts.filter((row) => row.event === query['event']) : receipts;
          const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
          return { ...list(rows), total_amount: sum.toFixed(2) };
        }),
      ],
    },
  },
} satisfies Meta<typeof ReceivedMoneyHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};

export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: [
        ...memberHandlers(),
        mockEndpoint(moneyTriggerApi.moneyTriggerMemberHistoryFind, () => ({
          ...list([]),
          total_amount: '0.00',
        })),
      ],
    },
  },
};
