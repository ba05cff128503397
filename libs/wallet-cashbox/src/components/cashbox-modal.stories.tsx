import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { StoryProviders } from '@casino/api-client/testing';
import { cashboxStoryHandlers } from '../testing/handlers';
import { depositSuccessAtom, useOpenCashbox } from '../state';
import type { CashboxTab } from '../state';
import '../i18n';
import { CashboxModal } from './cashbox-modal';
import { DepositSuccessDialog } from './deposit-success-dialog';

/** The modal, opened on `tab` as the header's buttons open it. */
function OpenCashbox({ tab }: { tab: CashboxTab }) {
  const open = useOpenCashbox();
  useEffect(() => open(tab), [open, tab]);
  return <CashboxModal />;
}

/** The success dialog after a deposit: credited at once (gateway, staff) or a slip waiting for approval. */
function DepositSuccess({ credited }: { credited: boolean }) {
  const show = useSetAtom(depositSuccessAtom);
  useEffect(() => show({ amount: '500.00', credited }), [show, credited]);
  return <DepositSuccessDialog />;
}

/** The site's cashbox modal (spec 4) against MSW: balances over the cashbox, deposit, withdraw, transfer and history tabs. */
const meta = {
  title: 'wallet-cashbox/CashboxModal',
  component: OpenCashbox,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: cashboxStoryHandlers() } },
  args: { tab: 'cashbox' },
} satisfies Meta<typeof OpenCashbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: the balances and a button per tab. */
export const Overview: Story = {};

export const Deposit: Story = { args: { tab: 'deposit' } };

export const Withdraw: Story = { args: { tab: 'withdraw' } };

export const Transfer: Story = { args: { tab: 'transfer' } };

export const History: Story = { args: { tab: 'history' } };

export const DepositCredited: Story = { render: () => <DepositSuccess credited /> };

export const SlipSubmitted: Story = { render: () => <DepositSuccess credited={false} /> };
