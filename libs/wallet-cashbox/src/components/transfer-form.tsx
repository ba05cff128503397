import { Button, LoadingStatus, Select, Stack } from '@casino/ui-kit';
import { amountDecimals, TransferSource } from '@casino/contracts';
import type { MinimumTransfer } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { useState } from 'react';
import type { WalletCurrency } from '../api/wallet';
import { useMemberWallet, useRefreshWallet } from '../api/wallet';
import { useMinimumTransfer, useWalletTransfer } from '../api/withdraw-transfer';
import { transferFormSchema } from '../form-schemas';
import type { TransferFormValues } from '../form-schemas';
import { moneyFormatter, useCashboxText } from '../text';
import { AmountField } from './amount-field';

/** Cashback, rebate or affiliate money into the main wallet (spec 5): at least the minimum, at most the balance. */
export function TransferForm() {
  const t = useCashboxText();
  const wallet = useMemberWallet();
  const minimum = useMinimumTransfer();
  const currency = wallet.data?.currency;
  if (!minimum.data || !currency) {
    return <LoadingStatus label={t('loading')} />;
  }
  return <TransferFields minimum={minimum.data} currency={currency} />;
}

function TransferFields({ minimum, currency }: { minimum: MinimumTransfer; currency: WalletCurrency }) {
  const t = useCashboxText();
  const transfer = useWalletTransfer();
  const refreshWallet = useRefreshWallet();
  const money = moneyFormatter(currency);
  const [done, setDone] = useState<string | null>(null);
  // The balance bound follows the chosen source, so the schema is built from the values.
  const form = useZodForm(
    (values: TransferFormValues) => transferFormSchema(currency, minimum, values.source),
    {
      defaultValues: { source: 'cashback', amount: '' },
      reasonFields: { INSUFFICIENT_FUNDS: 'amount' },
    },
  );

  const submit = form.submit(async (body) => {
    setDone(null);
    try {
      const moved = await transfer.mutateAsync(body);
      setDone(t('transfer.success', { amount: money(moved.amount) }));
      form.form.reset({ source: body.source, amount: '' });
    } finally {
      void refreshWallet();
    }
  });

  return (
    <form {...submit}>
      <Stack gap="md">
        <Select
          label={t('transfer.from')}
          options={TransferSource.options.map((s) => ({
            value: s,
            label: `${t(`balances.${s}`)} (${money(minimum[s])})`,
          }))}
          // Another source is another balance bound: a shown amount error is checked again.
          {...form.field('source', { deps: 'amount' })}
        />
        <p>{t('transfer.to')}</p>
        <AmountField
          {...form.field('amount')}
          decimals={amountDecimals(currency)}
          hint={t('transfer.minimum', { amount: money(minimum.min_amount) })}
        />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        {done ? <p role="status">{done}</p> : null}
        <Button type="submit" loading={form.busy}>
          {t('transfer.submit')}
        </Button>
      </Stack>
    </form>
  );
}
