import { Button, Inline, Modal, Stack, Tabs } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { CASHBOX_TABS, useCashbox, type CashboxTab } from '../state';
import { useCashboxText } from '../text';
import { Balances } from './balances';
import { DepositPanel } from './deposit/deposit-panel';
import { HistoryPanel } from './history/history-panel';
import { TransferForm } from './transfer-form';
import { WithdrawForm } from './withdraw-form';

function Overview({ onSelect }: { onSelect: (tab: CashboxTab) => void }) {
  const t = useCashboxText();
  return (
    <Inline gap="sm">
      <Button onClick={() => onSelect('deposit')}>{t('tabs.deposit')}</Button>
      <Button variant="secondary" onClick={() => onSelect('withdraw')}>
        {t('tabs.withdraw')}
      </Button>
      <Button variant="secondary" onClick={() => onSelect('transfer')}>
        {t('tabs.transfer')}
      </Button>
    </Inline>
  );
}

/** The site's cashbox (spec 4): balances over the cashbox, deposit, withdraw, transfer and history tabs. */
export function CashboxModal() {
  const t = useCashboxText();
  const { open, tab, closeCashbox, selectTab } = useCashbox();
  const content: Record<CashboxTab, ReactNode> = {
    cashbox: <Overview onSelect={selectTab} />,
    deposit: <DepositPanel />,
    withdraw: <WithdrawForm />,
    transfer: <TransferForm />,
    history: <HistoryPanel />,
  };
  return (
    <Modal open={open} onClose={closeCashbox} title={t('title')} closeLabel={t('close')} size="lg">
      <Stack gap="md">
        <Balances />
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onChange={(id) => selectTab(CASHBOX_TABS.find((c) => c === id) ?? 'cashbox')}
          items={CASHBOX_TABS.map((id) => ({ id, label: t(`tabs.${id}`), content: content[id] }))}
        />
      </Stack>
    </Modal>
  );
}
