import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { StoryProviders } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import { withdrawalConfig } from '../testing/fixtures';
import { cashboxStoryHandlers, historyHandlers } from '../testing/handlers';
import '../i18n';
import { HistoryPage } from './history-page';
import { WalletPage } from './wallet-page';

/**
 * The wallet and history pages against MSW (replies checked against the contracts): balances with the
 * deposit, withdraw and transfer tabs, and the four histories with their dates in the brand's time zone.
 */
const meta = {
  title: 'wallet-cashbox/Pages',
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path={(parameters['path'] as string | undefined) ?? '/en/setting/wallet'}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: cashboxStoryHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balances, then the deposit tab on its first method (bank transfer with a slip). */
export const WalletDeposit: Story = { render: () => <WalletPage /> };

export const WalletWithdraw: Story = {
  render: () => <WalletPage />,
  parameters: { path: '/en/setting/wallet?tab=withdraw' },
};

/** The turnover is not met yet: the withdraw form says how much is left to play. */
export const WalletWithdrawTurnoverNotMet: Story = {
  render: () => <WalletPage />,
  parameters: {
    path: '/en/setting/wallet?tab=withdraw',
    msw: {
      handlers: cashboxStoryHandlers({
        withdrawal: { ...withdrawalConfig, turn_deposit: '200.00', turnover_met: false },
      }),
    },
  },
};

/** A withdrawal is already waiting for staff. */
export const WalletWithdrawPending: Story = {
  render: () => <WalletPage />,
  parameters: {
    path: '/en/setting/wallet?tab=withdraw',
    msw: { handlers: cashboxStoryHandlers({ withdrawal: { ...withdrawalConfig, has_pending: true } }) },
  },
};

export const WalletTransfer: Story = {
  render: () => <WalletPage />,
  parameters: { path: '/en/setting/wallet?tab=transfer' },
};

/** The wallet is on its way. */
export const WalletLoading: Story = {
  render: () => <WalletPage />,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${memberApi.walletFind.basePath}`, async () => {
          await delay('infinite');
        }),
        ...cashboxStoryHandlers(),
      ],
    },
  },
};

/** Deposits: waiting, successful and cancelled, with the range's summary. */
export const HistoryDeposits: Story = {
  render: () => <HistoryPage />,
  parameters: { path: '/en/setting/history' },
};

export const HistoryWithdrawals: Story = {
  render: () => <HistoryPage />,
  parameters: { path: '/en/setting/history?tab=withdraw' },
};

export const HistoryTransfers: Story = {
  render: () => <HistoryPage />,
  parameters: { path: '/en/setting/history?tab=transfer' },
};

export const HistoryActivity: Story = {
  render: () => <HistoryPage />,
  parameters: { path: '/en/setting/history?tab=activity' },
};

/** Nothing in the range. */
export const HistoryEmpty: Story = {
  render: () => <HistoryPage />,
  parameters: {
    path: '/en/setting/history',
    msw: { handlers: [...historyHandlers({ empty: true }), ...cashboxStoryHandlers()] },
  },
};
