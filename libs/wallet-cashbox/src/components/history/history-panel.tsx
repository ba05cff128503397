import { Tabs } from '@casino/ui-kit';
import { useState } from 'react';
import { useMemberWallet } from '../../api/wallet';
import { useCashboxText } from '../../text';
import { ActivityHistory, DepositHistory, TransferHistory, WithdrawHistory } from './histories';

export const HISTORY_TABS = ['deposit', 'withdraw', 'transfer', 'activity'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Deposit, withdraw, transfer and activity-log histories under one set of tabs. */
export function HistoryPanel({ initialTab = 'deposit' }: { initialTab?: HistoryTab }) {
  const t = useCashboxText();
  const wallet = useMemberWallet();
  const [tab, setTab] = useState<HistoryTab>(initialTab);
  const currency = wallet.data?.currency;
  if (!currency) return null;
  const panels = {
    deposit: <DepositHistory currency={currency} />,
    withdraw: <WithdrawHistory currency={currency} />,
    transfer: <TransferHistory currency={currency} />,
    activity: <ActivityHistory currency={currency} />,
  };
  return (
    <Tabs
      label={t('history.label')}
      value={tab}
      onChange={(id) => setTab(HISTORY_TABS.find((h) => h === id) ?? 'deposit')}
      items={HISTORY_TABS.map((id) => ({ id, label: t(`history.${id}`), content: panels[id] }))}
    />
  );
}
