import { Stack, Tabs } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Balances } from '../components/balances';
import { DepositPanel } from '../components/deposit/deposit-panel';
import { TransferForm } from '../components/transfer-form';
import { WithdrawForm } from '../components/withdraw-form';
import { useCashboxText } from '../text';

const WALLET_TABS = ['deposit', 'withdraw', 'transfer'] as const;
type WalletTab = (typeof WALLET_TABS)[number];

/** `/setting/wallet`: the balances, and deposit, withdraw and transfer as tabs (`?tab=` keeps the choice). */
export function WalletPage() {
  const t = useCashboxText();
  const [params, setParams] = useSearchParams();
  const tab: WalletTab = WALLET_TABS.find((id) => id === params.get('tab')) ?? 'deposit';
  const content: Record<WalletTab, ReactNode> = {
    deposit: <DepositPanel />,
    withdraw: <WithdrawForm />,
    transfer: <TransferForm />,
  };
  return (
    <Stack gap="lg">
      <h1>{t('pages.wallet')}</h1>
      <Balances />
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
        items={WALLET_TABS.map((id) => ({ id, label: t(`tabs.${id}`), content: content[id] }))}
      />
    </Stack>
  );
}
